CREATE TABLE `lookup_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lookup_attempts_source_idx` ON `lookup_attempts` (`source`,`created_at`);