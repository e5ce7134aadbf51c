CREATE TABLE `visitor_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visitor_limits_uq` ON `visitor_limits` (`key`,`window_start`);--> statement-breakpoint
CREATE TABLE `visitor_quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`mode` text NOT NULL,
	`email` text NOT NULL,
	`source` text NOT NULL,
	`locale` text NOT NULL,
	`draft` text NOT NULL,
	`request` text,
	`request_hash` text,
	`priced_at` integer,
	`chosen` text,
	`estimate_id` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visitor_quotes_visitor_mode_uq` ON `visitor_quotes` (`visitor_id`,`mode`);--> statement-breakpoint
CREATE INDEX `visitor_quotes_email_idx` ON `visitor_quotes` (`email`);--> statement-breakpoint
CREATE INDEX `visitor_quotes_priced_idx` ON `visitor_quotes` (`priced_at`);