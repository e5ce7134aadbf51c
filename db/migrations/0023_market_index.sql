CREATE TABLE `market_index_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`index_code` text NOT NULL,
	`week` text NOT NULL,
	`action` text NOT NULL,
	`before` real,
	`after` real NOT NULL,
	`reason` text,
	`file_name` text,
	`changed_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `market_index_changes_week` ON `market_index_changes` (`index_code`,`week`);--> statement-breakpoint
CREATE TABLE `market_index_points` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`index_code` text NOT NULL,
	`week` text NOT NULL,
	`value` real NOT NULL,
	`synthetic` integer DEFAULT false NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "market_index_value" CHECK("market_index_points"."value" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `market_index_points_week` ON `market_index_points` (`index_code`,`week`);