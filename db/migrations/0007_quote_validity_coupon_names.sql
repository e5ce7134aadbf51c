CREATE TABLE `quote_validity` (
	`mode` text PRIMARY KEY NOT NULL,
	`days` integer NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `coupons` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `coupons` ADD `name_vi` text;--> statement-breakpoint
ALTER TABLE `coupons` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `coupons` ADD `description_vi` text;