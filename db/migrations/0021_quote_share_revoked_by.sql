ALTER TABLE `quote_shares` ADD `revoked_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `quote_shares` ADD `revoke_reason` text;