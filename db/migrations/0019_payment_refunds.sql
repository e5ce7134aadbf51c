CREATE TABLE `payment_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`seq` integer NOT NULL,
	`amount_krw` integer NOT NULL,
	`vatable_krw` integer NOT NULL,
	`vat_krw` integer NOT NULL,
	`zero_rated_krw` integer NOT NULL,
	`reason` text NOT NULL,
	`refunded_on` text NOT NULL,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_estimate_seq_uq` ON `payment_refunds` (`estimate_id`,`seq`);--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `bank_name_en` text;