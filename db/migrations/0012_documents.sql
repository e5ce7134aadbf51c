CREATE TABLE `document_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`estimate_id` text NOT NULL,
	`action` text NOT NULL,
	`document_id` text,
	`request_id` text,
	`kind` text,
	`file_hash` text,
	`user_id` text,
	`role` text,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `document_audit_estimate_idx` ON `document_audit` (`estimate_id`,`id`);--> statement-breakpoint
CREATE TABLE `document_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`company_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`details` text,
	`file_id` text,
	`partner_company_id` text,
	`assigned_by` text,
	`assigned_at` integer,
	`requested_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`answered_by` text,
	`answered_at` integer,
	`answer_note` text,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`partner_company_id`) REFERENCES `partner_companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assigned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_requests_once_uq` ON `document_requests` (`estimate_id`,`kind`);--> statement-breakpoint
CREATE INDEX `document_requests_partner_idx` ON `document_requests` (`partner_company_id`,`status`);--> statement-breakpoint
CREATE INDEX `document_requests_status_idx` ON `document_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `insurance_rate` (
	`id` text PRIMARY KEY NOT NULL,
	`rate_ppm` integer NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `partner_companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shipment_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`company_id` text NOT NULL,
	`kind` text NOT NULL,
	`file_id` text NOT NULL,
	`origin` text NOT NULL,
	`request_id` text,
	`locale` text,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	`deleted_by` text,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`file_id`) REFERENCES `stored_files`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_documents_estimate_idx` ON `shipment_documents` (`estimate_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_documents_one_msds_uq` ON `shipment_documents` (`estimate_id`) WHERE kind = 'msds' and deleted_at is null;--> statement-breakpoint
CREATE TABLE `stored_files` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stored_files_key_idx` ON `stored_files` (`key`);--> statement-breakpoint
ALTER TABLE `users` ADD `partner_company_id` text REFERENCES partner_companies(id);