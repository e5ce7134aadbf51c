CREATE TABLE `shipment_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`kind` text NOT NULL,
	`row_id` text NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_changes_estimate_idx` ON `shipment_changes` (`estimate_id`,`id`);--> statement-breakpoint
CREATE TABLE `shipment_milestones` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`code` text NOT NULL,
	`place` text,
	`planned_at` integer,
	`actual_at` integer,
	`note` text,
	`entered_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_milestones_estimate_idx` ON `shipment_milestones` (`estimate_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shipment_positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`at` integer NOT NULL,
	`source` text NOT NULL,
	`entered_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_positions_estimate_at_idx` ON `shipment_positions` (`estimate_id`,`at`);--> statement-breakpoint
CREATE TABLE `shipment_routes` (
	`estimate_id` text PRIMARY KEY NOT NULL,
	`ports` text NOT NULL,
	`geometry` text,
	`distance_nm` real,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `shipment_schedules` (
	`estimate_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`carrier` text NOT NULL,
	`vessel` text,
	`voyage` text,
	`flight_number` text,
	`path` text DEFAULT 'direct' NOT NULL,
	`via_port` text,
	`document_deadline` text,
	`cargo_closing` text,
	`etd` text NOT NULL,
	`eta` text NOT NULL,
	`original_eta` text NOT NULL,
	`preparation_date` text,
	`pickup_date` text,
	`delivery_date` text,
	`pickup_place` text,
	`delivery_place` text,
	`confirmed_at` integer,
	`confirmed_by` text,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_schedules_company_etd_idx` ON `shipment_schedules` (`company_id`,`etd`);--> statement-breakpoint
CREATE INDEX `shipment_schedules_etd_idx` ON `shipment_schedules` (`etd`);