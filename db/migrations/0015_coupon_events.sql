CREATE TABLE `coupon_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`coupon_id` text NOT NULL,
	`user_coupon_id` text,
	`action` text NOT NULL,
	`from_status` text,
	`reason` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_coupon_id`) REFERENCES `user_coupons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `coupon_events_coupon_idx` ON `coupon_events` (`coupon_id`,`id`);--> statement-breakpoint
CREATE INDEX `coupon_events_user_coupon_idx` ON `coupon_events` (`user_coupon_id`);