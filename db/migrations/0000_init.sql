CREATE TABLE `airports` (
	`code` text PRIMARY KEY NOT NULL,
	`icao` text,
	`country_code` text NOT NULL,
	`name_ko` text,
	`name_en` text NOT NULL,
	`name_vi` text,
	`city` text,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`korean_gateway` integer DEFAULT false NOT NULL,
	`source` text NOT NULL,
	FOREIGN KEY (`country_code`) REFERENCES `countries`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `airports_country_idx` ON `airports` (`country_code`);--> statement-breakpoint
CREATE TABLE `countries` (
	`code` text PRIMARY KEY NOT NULL,
	`name_ko` text NOT NULL,
	`name_en` text NOT NULL,
	`name_vi` text NOT NULL,
	`region` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ports` (
	`code` text PRIMARY KEY NOT NULL,
	`country_code` text NOT NULL,
	`name_ko` text,
	`name_en` text NOT NULL,
	`name_vi` text,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`korean_gateway` integer DEFAULT false NOT NULL,
	`lcl` integer DEFAULT false NOT NULL,
	`source` text NOT NULL,
	FOREIGN KEY (`country_code`) REFERENCES `countries`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ports_country_idx` ON `ports` (`country_code`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`locale` text DEFAULT 'kr' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (lower("email"));