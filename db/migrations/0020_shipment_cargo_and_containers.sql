CREATE TABLE `shipment_cargo` (
	`estimate_id` text PRIMARY KEY NOT NULL,
	`master_bl_no` text,
	`house_bl_no` text,
	`gross_weight_kg` real,
	`measurement_cbm` real,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shipment_cargo_master_bl_idx` ON `shipment_cargo` (`master_bl_no`);--> statement-breakpoint
CREATE INDEX `shipment_cargo_house_bl_idx` ON `shipment_cargo` (`house_bl_no`);--> statement-breakpoint
CREATE TABLE `shipment_containers` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`position` integer NOT NULL,
	`container_no` text NOT NULL,
	`seal_no` text,
	`type` text,
	`packages` integer,
	`weight_kg` real,
	`volume_cbm` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipment_containers_no_uq` ON `shipment_containers` (`estimate_id`,`container_no`);--> statement-breakpoint
CREATE INDEX `shipment_containers_estimate_idx` ON `shipment_containers` (`estimate_id`,`position`);