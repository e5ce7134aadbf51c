CREATE TABLE `board_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text,
	`title_vn` text,
	`content_kr` text NOT NULL,
	`content_en` text,
	`content_vn` text,
	`image_file_id` text,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`pinned` integer DEFAULT false NOT NULL,
	`popup` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`image_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `board_posts_list_idx` ON `board_posts` (`published`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `privacy_choices` (
	`user_id` text PRIMARY KEY NOT NULL,
	`marketing` integer DEFAULT false NOT NULL,
	`analytics` integer DEFAULT false NOT NULL,
	`advertising` integer DEFAULT false NOT NULL,
	`chat` integer DEFAULT false NOT NULL,
	`version` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `web_push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`negotiation` integer DEFAULT true NOT NULL,
	`milestones` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_push_endpoint_uq` ON `web_push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `web_push_user_idx` ON `web_push_subscriptions` (`user_id`);