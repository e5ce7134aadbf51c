CREATE TABLE `air_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`origin` text NOT NULL,
	`destination` text NOT NULL,
	`carrier` text NOT NULL,
	`currency` text NOT NULL,
	`minimum` integer NOT NULL,
	`rate_n` integer NOT NULL,
	`rate_45` integer NOT NULL,
	`rate_100` integer NOT NULL,
	`rate_300` integer NOT NULL,
	`rate_500` integer NOT NULL,
	`rate_1000` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`transit_days` integer NOT NULL,
	`routing` text NOT NULL,
	`via_port` text,
	`weekly_frequency` integer DEFAULT 1 NOT NULL,
	`dg_accepted` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `air_rates_lane_idx` ON `air_rates` (`origin`,`destination`,`valid_from`);--> statement-breakpoint
CREATE TABLE `api_key_windows` (
	`key_id` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	FOREIGN KEY (`key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_key_windows_uq` ON `api_key_windows` (`key_id`,`window_start`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`rate_per_minute` integer DEFAULT 60 NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revoked_at` integer,
	`revoked_by` text,
	`last_used_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_uq` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE TABLE `exchange_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`effective_date` text NOT NULL,
	`per_usd_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exchange_rates_currency_date_uq` ON `exchange_rates` (`currency`,`effective_date`);--> statement-breakpoint
CREATE TABLE `fcl_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`pol` text NOT NULL,
	`pod` text NOT NULL,
	`carrier` text NOT NULL,
	`container_code` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`transit_days` integer NOT NULL,
	`routing` text NOT NULL,
	`via_port` text,
	`weekly_frequency` integer DEFAULT 1 NOT NULL,
	`dg_accepted` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `fcl_rates_lane_idx` ON `fcl_rates` (`pol`,`pod`,`valid_from`);--> statement-breakpoint
CREATE TABLE `lcl_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`pol` text NOT NULL,
	`pod` text NOT NULL,
	`carrier` text NOT NULL,
	`currency` text NOT NULL,
	`per_rt` integer NOT NULL,
	`minimum` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`transit_days` integer NOT NULL,
	`routing` text NOT NULL,
	`via_port` text,
	`weekly_frequency` integer DEFAULT 1 NOT NULL,
	`dg_accepted` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lcl_rates_lane_idx` ON `lcl_rates` (`pol`,`pod`,`valid_from`);--> statement-breakpoint
CREATE TABLE `port_costs` (
	`id` text PRIMARY KEY NOT NULL,
	`port` text NOT NULL,
	`code` text NOT NULL,
	`basis` text NOT NULL,
	`mode` text NOT NULL,
	`container_code` text,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `port_costs_port_idx` ON `port_costs` (`port`,`code`);--> statement-breakpoint
CREATE TABLE `rate_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`row_id` text NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`import_id` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `rate_imports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `rate_changes_row_idx` ON `rate_changes` (`kind`,`row_id`);--> statement-breakpoint
CREATE INDEX `rate_changes_created_idx` ON `rate_changes` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`created` integer NOT NULL,
	`updated` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `surcharges` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`side` text NOT NULL,
	`basis` text NOT NULL,
	`mode` text NOT NULL,
	`direction` text,
	`region` text,
	`port` text,
	`carrier` text,
	`container_code` text,
	`dg_only` integer DEFAULT false NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`source` text DEFAULT 'sheet' NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `surcharges_code_idx` ON `surcharges` (`code`,`mode`);--> statement-breakpoint
CREATE TABLE `trucking_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`port` text NOT NULL,
	`province` text NOT NULL,
	`district` text,
	`size` text NOT NULL,
	`basis` text NOT NULL,
	`amount` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `trucking_rates_idx` ON `trucking_rates` (`port`,`province`);--> statement-breakpoint
ALTER TABLE `ports` ADD `region` text;