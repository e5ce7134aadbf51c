CREATE TABLE `job_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`stage` text NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_notices_once_uq` ON `job_notices` (`kind`,`subject`,`stage`);--> statement-breakpoint
CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`slot` text NOT NULL,
	`trigger` text NOT NULL,
	`instance` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`counts` text,
	`error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_runs_job_slot_uq` ON `job_runs` (`job`,`slot`);--> statement-breakpoint
CREATE INDEX `job_runs_started_idx` ON `job_runs` (`started_at`);