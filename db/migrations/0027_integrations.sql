CREATE TABLE `clearance_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`step` text NOT NULL,
	`provider_label` text NOT NULL,
	`at` integer NOT NULL,
	`place` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clearance_steps_once_uq` ON `clearance_steps` (`estimate_id`,`provider_label`,`at`);--> statement-breakpoint
CREATE TABLE `clearance_tracking` (
	`estimate_id` text PRIMARY KEY NOT NULL,
	`cargo_mgmt_no` text,
	`bl_year` text,
	`status` text,
	`checked_at` integer,
	`released_at` integer,
	`last_error` text,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `exchange_rate_origins` (
	`rate_id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`published_per_usd_cents` integer,
	`reason` text,
	`fetched_at` integer,
	`user_id` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`rate_id`) REFERENCES `exchange_rates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `integration_status` (
	`provider` text PRIMARY KEY NOT NULL,
	`last_success_at` integer,
	`last_failure_at` integer,
	`last_failure` text,
	`successes` integer DEFAULT 0 NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoice_rate_origins` (
	`estimate_id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`published_on` text,
	FOREIGN KEY (`estimate_id`) REFERENCES `invoices`(`estimate_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tax_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`mgt_key` text NOT NULL,
	`tax_type` text NOT NULL,
	`original_id` integer,
	`refund_id` integer,
	`write_date` text NOT NULL,
	`supply_krw` integer NOT NULL,
	`tax_krw` integer NOT NULL,
	`state` text NOT NULL,
	`nts_confirm_num` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`refund_id`) REFERENCES `payment_refunds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_invoices_mgt_key_uq` ON `tax_invoices` (`mgt_key`);--> statement-breakpoint
CREATE INDEX `tax_invoices_estimate_idx` ON `tax_invoices` (`estimate_id`);