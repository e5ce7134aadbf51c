CREATE TABLE `company_profile` (
	`id` integer PRIMARY KEY NOT NULL,
	`name_ko` text NOT NULL,
	`name_en` text NOT NULL,
	`ceo_ko` text NOT NULL,
	`ceo_en` text NOT NULL,
	`biz_reg_no` text NOT NULL,
	`address_ko` text NOT NULL,
	`address_en` text NOT NULL,
	`support_phone` text NOT NULL,
	`support_email` text NOT NULL,
	`privacy_email` text NOT NULL,
	`updated_by` text,
	`updated_at` integer,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "company_profile_one_row" CHECK("company_profile"."id" = 1)
);
--> statement-breakpoint
-- the demo's example details (the footer's and PDFs' text until now, app/shell/company.ts); a valid
-- example registration number (NTS check digit) until staff_admin enters the company's own
INSERT INTO `company_profile` (`id`, `name_ko`, `name_en`, `ceo_ko`, `ceo_en`, `biz_reg_no`, `address_ko`, `address_en`, `support_phone`, `support_email`, `privacy_email`) VALUES (1, '바른포워딩 주식회사', 'Barun Forwarding Co., Ltd.', '김바른', 'Kim Barun', '123-45-67891', '서울특별시 중구 세종대로 110, 10층', '10F, 110 Sejong-daero, Jung-gu, Seoul', '15880000', 'help@barunforwarding.kr', 'privacy@barunforwarding.kr');
