CREATE TABLE `rate_set_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);--> statement-breakpoint
-- Hand-written below (decision 017): the one row, and a bump on every change of a table a quote
-- prices from. Triggers live in the database file, so a LiteFS replica gets the bump with the rows.
INSERT INTO `rate_set_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `fcl_rates_insert_bumps_rate_set` AFTER INSERT ON `fcl_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `fcl_rates_update_bumps_rate_set` AFTER UPDATE ON `fcl_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `fcl_rates_delete_bumps_rate_set` AFTER DELETE ON `fcl_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `lcl_rates_insert_bumps_rate_set` AFTER INSERT ON `lcl_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `lcl_rates_update_bumps_rate_set` AFTER UPDATE ON `lcl_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `lcl_rates_delete_bumps_rate_set` AFTER DELETE ON `lcl_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `air_rates_insert_bumps_rate_set` AFTER INSERT ON `air_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `air_rates_update_bumps_rate_set` AFTER UPDATE ON `air_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `air_rates_delete_bumps_rate_set` AFTER DELETE ON `air_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `surcharges_insert_bumps_rate_set` AFTER INSERT ON `surcharges` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `surcharges_update_bumps_rate_set` AFTER UPDATE ON `surcharges` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `surcharges_delete_bumps_rate_set` AFTER DELETE ON `surcharges` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `port_costs_insert_bumps_rate_set` AFTER INSERT ON `port_costs` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `port_costs_update_bumps_rate_set` AFTER UPDATE ON `port_costs` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `port_costs_delete_bumps_rate_set` AFTER DELETE ON `port_costs` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `trucking_rates_insert_bumps_rate_set` AFTER INSERT ON `trucking_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `trucking_rates_update_bumps_rate_set` AFTER UPDATE ON `trucking_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `trucking_rates_delete_bumps_rate_set` AFTER DELETE ON `trucking_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `exchange_rates_insert_bumps_rate_set` AFTER INSERT ON `exchange_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `exchange_rates_update_bumps_rate_set` AFTER UPDATE ON `exchange_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `exchange_rates_delete_bumps_rate_set` AFTER DELETE ON `exchange_rates` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `quote_validity_insert_bumps_rate_set` AFTER INSERT ON `quote_validity` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `quote_validity_update_bumps_rate_set` AFTER UPDATE ON `quote_validity` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `quote_validity_delete_bumps_rate_set` AFTER DELETE ON `quote_validity` BEGIN UPDATE `rate_set_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
