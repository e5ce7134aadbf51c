CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`kind` text NOT NULL,
	`consume_type` text NOT NULL,
	`discount_amount` integer,
	`available_total_cost` integer,
	`discount_rate_bp` integer,
	`max_discount` integer,
	`usage` text,
	`expire_time` integer NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `document_sequences` (
	`month` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `estimate_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor` text NOT NULL,
	`user_id` text,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `estimate_events_estimate_idx` ON `estimate_events` (`estimate_id`);--> statement-breakpoint
CREATE TABLE `estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`number_body` text NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`payment` text DEFAULT 'unpaid' NOT NULL,
	`mode` text NOT NULL,
	`direction` text NOT NULL,
	`origin` text NOT NULL,
	`destination` text NOT NULL,
	`commodity` text,
	`ready_date` text NOT NULL,
	`request` text NOT NULL,
	`option` text,
	`carrier` text,
	`transit_days` integer,
	`valid_until` text,
	`total_krw` integer,
	`total_usd` integer,
	`krw_per_usd_cents` integer,
	`manual_reason` text,
	`ship_date` text,
	`incoterms` text,
	`wants_clearance` integer DEFAULT false NOT NULL,
	`wants_insurance` integer DEFAULT false NOT NULL,
	`prebooking` integer DEFAULT false NOT NULL,
	`booking_comment` text,
	`coupon_discount_krw` integer DEFAULT 0 NOT NULL,
	`prebooking_discount_krw` integer DEFAULT 0 NOT NULL,
	`total_with_coupon_krw` integer,
	`booked_at` integer,
	`deleted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimates_number_uq` ON `estimates` (`number_body`);--> statement-breakpoint
CREATE INDEX `estimates_company_idx` ON `estimates` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `estimates_status_idx` ON `estimates` (`status`);--> statement-breakpoint
CREATE TABLE `negotiations` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`currency` text NOT NULL,
	`current_freight` integer NOT NULL,
	`target_freight` integer NOT NULL,
	`current_trucking` integer NOT NULL,
	`target_trucking` integer NOT NULL,
	`monthly_volume` text NOT NULL,
	`comment` text,
	`status` text DEFAULT 'in_nego' NOT NULL,
	`agreed_freight` integer,
	`agreed_trucking` integer,
	`staff_comment` text,
	`decided_by` text,
	`decided_at` integer,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `negotiations_estimate_idx` ON `negotiations` (`estimate_id`);--> statement-breakpoint
CREATE TABLE `outbox_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`outbox_id` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`content` blob NOT NULL,
	FOREIGN KEY (`outbox_id`) REFERENCES `outbox`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_attachments_outbox_idx` ON `outbox_attachments` (`outbox_id`);--> statement-breakpoint
CREATE TABLE `quote_drafts` (
	`user_id` text NOT NULL,
	`mode` text NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_drafts_user_mode_uq` ON `quote_drafts` (`user_id`,`mode`);--> statement-breakpoint
CREATE TABLE `user_coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`coupon_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`estimate_id` text,
	`expire_time` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_coupons_number_uq` ON `user_coupons` (`number`);--> statement-breakpoint
CREATE INDEX `user_coupons_user_idx` ON `user_coupons` (`user_id`);