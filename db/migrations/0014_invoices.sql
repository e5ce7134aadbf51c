CREATE TABLE `bank_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`holder` text NOT NULL,
	`swift` text,
	`active` integer DEFAULT true NOT NULL,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `invoice_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`line_id` text NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`reason` text NOT NULL,
	`reason_text` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_changes_estimate_idx` ON `invoice_changes` (`estimate_id`,`id`);--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`source` text NOT NULL,
	`quote_line_index` integer,
	`replaces_line_id` text,
	`code` text NOT NULL,
	`label` text,
	`currency` text NOT NULL,
	`quantity` real NOT NULL,
	`unit_price` integer NOT NULL,
	`amount` integer NOT NULL,
	`vatable` integer DEFAULT false NOT NULL,
	`reason` text,
	`reason_text` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`removed_at` integer,
	`removed_by` text,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`removed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_estimate_idx` ON `invoice_lines` (`estimate_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`estimate_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`issued_at` integer,
	`issued_by` text,
	`due_date` text,
	`rate_date` text,
	`krw_per_usd_cents` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoices_company_idx` ON `invoices` (`company_id`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`due_date`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`user_id` text,
	`role` text,
	`slip_file_id` text,
	`refund_krw` integer,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`slip_file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_events_estimate_idx` ON `payment_events` (`estimate_id`,`id`);