CREATE TABLE `quote_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text NOT NULL,
	`recipient` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_shares_token_uq` ON `quote_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `quote_shares_estimate_idx` ON `quote_shares` (`estimate_id`);