// The integrations' vocabularies (decisions 097-100), shared by db/schema.ts and the rules.
// Relative imports only: db/schema.ts loads this file.

export const INTEGRATION_PROVIDERS = ["koreaexim", "unipass", "popbill"] as const;
export type Provider = (typeof INTEGRATION_PROVIDERS)[number];

/** Where an exchange rate came from: the rate sheet, the Korea Eximbank, or an override of an official day. */
export const EXCHANGE_SOURCES = ["staff", "koreaexim", "override"] as const;
export type ExchangeSource = (typeof EXCHANGE_SOURCES)[number];

/** The UNI-PASS steps we name (unipass/steps.ts maps the provider's words to them). */
export const CLEARANCE_STEPS = [
	"arrival_report",
	"unloading",
	"warehouse_in",
	"declared",
	"inspection",
	"accepted",
	"released",
	"other",
] as const;
export type ClearanceStep = (typeof CLEARANCE_STEPS)[number];

export const TAX_INVOICE_STATES = ["requested", "issued", "sent", "failed"] as const;
export type TaxInvoiceState = (typeof TAX_INVOICE_STATES)[number];
