// The one Drizzle schema. Migrations under db/migrations are generated from it by drizzle-kit
// (`npm run db:generate`) and applied at start-up by db/migrate.ts.
import { sql } from "drizzle-orm";
import { blob, check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
	BASES,
	CONTAINER_CODES,
	DIRECTIONS,
	FREIGHT_REGIONS,
	MODES,
	PORT_COST_CODES,
	ROUTINGS,
	SIDES,
	SURCHARGE_CODES,
	TRUCKING_BASES,
} from "../app/pricing/codes.ts";
import { CURRENCIES } from "../app/pricing/money.ts";
import { ESTIMATE_STATUSES } from "../app/lifecycle/lifecycle.ts";
import {
	MILESTONE_CODES,
	POSITION_SOURCES,
	SHIPMENT_CHANGE_KINDS,
	SHIPMENT_PATHS,
} from "../app/shipments/codes/codes.ts";
import {
	DOCUMENT_AUDIT_ACTIONS,
	DOCUMENT_KINDS,
	DOCUMENT_ORIGINS,
	PARTNER_KINDS,
	REQUEST_KINDS,
	REQUEST_STATUSES,
} from "../app/documents/codes/codes.ts";
import {
	INVOICE_CHANGE_ACTIONS,
	INVOICE_CHANGE_REASONS,
	INVOICE_LINE_SOURCES,
	PAYMENT_STATUSES,
} from "../app/invoices/codes/codes.ts";
import { ROLES } from "./roles.ts";
import { POST_KINDS } from "../app/board/codes/kinds.ts";
import {
	CLEARANCE_STEPS,
	EXCHANGE_SOURCES,
	INTEGRATION_PROVIDERS,
	TAX_INVOICE_STATES,
} from "../app/integrations/codes/codes.ts";

const createdAt = () =>
	integer("created_at", { mode: "timestamp_ms" })
		.notNull()
		.default(sql`(unixepoch('subsec') * 1000)`);

/** ISO 3166-1 countries with names in the three interface languages. */
export const countries = sqliteTable("countries", {
	code: text("code").primaryKey(), // ISO 3166-1 alpha-2, e.g. KR
	nameKo: text("name_ko").notNull(),
	nameEn: text("name_en").notNull(),
	nameVi: text("name_vi").notNull(),
	region: text("region").notNull(), // freight region used by surcharge tables, e.g. "southeast_asia"
});

/** Sea ports keyed by UN/LOCODE (spec section 9: the six Korean ports are the Korean side). */
export const ports = sqliteTable(
	"ports",
	{
		code: text("code").primaryKey(), // UN/LOCODE without the space, e.g. KRPUS
		countryCode: text("country_code")
			.notNull()
			.references(() => countries.code),
		nameKo: text("name_ko"),
		nameEn: text("name_en").notNull(),
		nameVi: text("name_vi"),
		lat: real("lat").notNull(),
		lon: real("lon").notNull(),
		// true for the Korean ports we quote from/to (spec section 9); other Korean ports are listed but not offered
		koreanGateway: integer("korean_gateway", { mode: "boolean" }).notNull().default(false),
		// LCL is supported only at Incheon and Busan (spec sections 5 and 9)
		lcl: integer("lcl", { mode: "boolean" }).notNull().default(false),
		// the surcharge tables' region when it differs from the country's (South China ports)
		region: text("region"),
		source: text("source").notNull(),
	},
	(t) => [index("ports_country_idx").on(t.countryCode)],
);

/** Airports keyed by IATA code; Incheon (ICN) is the Korean air gateway (spec section 9). */
export const airports = sqliteTable(
	"airports",
	{
		code: text("code").primaryKey(), // IATA
		icao: text("icao"),
		countryCode: text("country_code")
			.notNull()
			.references(() => countries.code),
		nameKo: text("name_ko"),
		nameEn: text("name_en").notNull(),
		nameVi: text("name_vi"),
		city: text("city"),
		lat: real("lat").notNull(),
		lon: real("lon").notNull(),
		koreanGateway: integer("korean_gateway", { mode: "boolean" }).notNull().default(false),
		source: text("source").notNull(),
	},
	(t) => [index("airports_country_idx").on(t.countryCode)],
);

/**
 * Customer companies (spec section 3, Customer). A company may have several users; every customer
 * record (quotes, bookings, documents) belongs to a company, which is the unit of access.
 */
export const companies = sqliteTable("companies", {
	id: text("id").primaryKey(),
	name: text("name").notNull(),
	// 10 digits without hyphens, check digit validated (app/accounts/biz-reg-no.ts); optional at sign-up
	bizRegNo: text("biz_reg_no"),
	address: text("address"),
	addressDetail: text("address_detail"),
	phone: text("phone"),
	// the business registration certificate: keys into the file store (content-addressed), never public/
	regFileKey: text("reg_file_key"),
	regFileName: text("reg_file_name"),
	regFileType: text("reg_file_type"),
	regFileSize: integer("reg_file_size"),
	regThumbKey: text("reg_thumb_key"),
	regFileUploadedAt: integer("reg_file_uploaded_at", { mode: "timestamp_ms" }),
	createdAt: createdAt(),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
});

/** A company's branches (offices, warehouses) with their own address and contact. */
export const branches = sqliteTable(
	"branches",
	{
		id: text("id").primaryKey(),
		companyId: text("company_id")
			.notNull()
			.references(() => companies.id, { onDelete: "cascade" }),
		name: text("name").notNull(),
		address: text("address").notNull(),
		managerName: text("manager_name"),
		phone: text("phone"),
		createdAt: createdAt(),
	},
	(t) => [index("branches_company_idx").on(t.companyId)],
);

/**
 * Partner companies (spec section 6): a customs broker or an insurer. Partner users belong
 * to one; staff assign a request to a partner company and every user of it sees the request.
 */
export const partnerCompanies = sqliteTable("partner_companies", {
	id: text("id").primaryKey(),
	name: text("name").notNull(),
	kind: text("kind", { enum: PARTNER_KINDS }).notNull(),
	// where the request mails go when the company has no user of its own yet
	email: text("email").notNull(),
	createdAt: createdAt(),
});

/** Users of all five kinds. Customers belong to a company, partners to a partner company; staff to neither. */
export const users = sqliteTable(
	"users",
	{
		id: text("id").primaryKey(),
		email: text("email").notNull(),
		name: text("name").notNull(),
		role: text("role", { enum: ROLES }).notNull().default("customer"),
		locale: text("locale", { enum: ["kr", "en", "vn"] })
			.notNull()
			.default("kr"),
		companyId: text("company_id").references(() => companies.id),
		partnerCompanyId: text("partner_company_id").references(() => partnerCompanies.id),
		phone: text("phone"), // digits only, 10-12 (spec section 5)
		phoneVerifiedAt: integer("phone_verified_at", { mode: "timestamp_ms" }),
		emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
		// argon2id PHC string; null means the account cannot sign in with a password yet
		passwordHash: text("password_hash"),
		passwordChangedAt: integer("password_changed_at", { mode: "timestamp_ms" }),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`), index("users_company_idx").on(t.companyId)],
);

/**
 * Sign-up consents (spec section 5): which version of which legal text (app/legal/, CONSENT_TEXTS maps
 * the kind to its document) each user agreed to, when, and in which language the text was shown.
 * Rows from before the versioned documents carry the old wording id "2026-11" and no locale.
 */
export const consents = sqliteTable(
	"consents",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		kind: text("kind", { enum: ["terms", "privacy", "personal_info", "third_party", "marketing"] }).notNull(),
		version: text("version").notNull(),
		agreedAt: integer("agreed_at", { mode: "timestamp_ms" }).notNull(),
		locale: text("locale", { enum: ["kr", "en", "vn"] }),
	},
	(t) => [uniqueIndex("consents_user_kind_version_uq").on(t.userId, t.kind, t.version)],
);

/**
 * Links sent by e-mail (verify the address, reset the password). The id is the link's verify_hash;
 * only a SHA-256 of the verify_code is stored, so a database reader cannot forge a link.
 */
export const emailTokens = sqliteTable(
	"email_tokens",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		purpose: text("purpose", { enum: ["verify", "pwreset"] }).notNull(),
		codeHash: text("code_hash").notNull(),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
		usedAt: integer("used_at", { mode: "timestamp_ms" }),
		// set when a newer link for the same purpose is sent: resending invalidates earlier links
		supersededAt: integer("superseded_at", { mode: "timestamp_ms" }),
		createdAt: createdAt(),
	},
	(t) => [index("email_tokens_user_idx").on(t.userId, t.purpose)],
);

/** 6-digit phone codes (spec section 4, phone verification): stored hashed, with tries counted. */
export const phoneCodes = sqliteTable(
	"phone_codes",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		phone: text("phone").notNull(),
		codeHash: text("code_hash").notNull(),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
		attempts: integer("attempts").notNull().default(0),
		verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
		supersededAt: integer("superseded_at", { mode: "timestamp_ms" }),
		createdAt: createdAt(),
	},
	(t) => [index("phone_codes_user_idx").on(t.userId, t.createdAt)],
);

/** Every sign-in attempt, for the failure counter and the per-account and per-IP limits. */
export const loginAttempts = sqliteTable(
	"login_attempts",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		emailKey: text("email_key").notNull(), // lower-cased e-mail as typed, known account or not
		ip: text("ip").notNull(),
		ok: integer("ok", { mode: "boolean" }).notNull(),
		createdAt: createdAt(),
	},
	(t) => [
		index("login_attempts_email_idx").on(t.emailKey, t.createdAt),
		index("login_attempts_ip_idx").on(t.ip, t.createdAt),
	],
);

/**
 * Find ID lookups by source (login-limits.ts sourceOf), for the per-source limit: the answer says
 * whether an address is registered. Rows older than the window are deleted as new ones come.
 */
export const lookupAttempts = sqliteTable(
	"lookup_attempts",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		source: text("source").notNull(),
		createdAt: createdAt(),
	},
	(t) => [index("lookup_attempts_source_idx").on(t.source, t.createdAt)],
);

/**
 * Server-side sessions: revocable, looked up by a random id carried in an HttpOnly cookie.
 * status follows spec section 4 (success while in use, quitting once signed out).
 */
export const sessions = sqliteTable(
	"sessions",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
		// "stay logged in": a cookie that outlives the browser; otherwise a browser-session cookie
		persistent: integer("persistent", { mode: "boolean" }).notNull().default(false),
		lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
		status: text("status", { enum: ["success", "quitting"] })
			.notNull()
			.default("success"),
		endedAt: integer("ended_at", { mode: "timestamp_ms" }),
		createdAt: createdAt(),
	},
	(t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * One-time keys of forms that must take effect once (sign-up now; quotes, negotiation and booking
 * later): a resubmitted form finds its key and is shown the first result instead of a second record.
 */
export const onceKeys = sqliteTable("once_keys", {
	key: text("key").primaryKey(),
	purpose: text("purpose").notNull(),
	result: text("result").notNull(), // where the first submission led (a path)
	createdAt: createdAt(),
});

/**
 * Mail and SMS that were not handed to a provider (no token configured): development and tests read
 * them at /dev/outbox, so a verification link can be followed without a real inbox.
 */
export const outbox = sqliteTable(
	"outbox",
	{
		id: text("id").primaryKey(),
		channel: text("channel", { enum: ["email", "sms"] }).notNull(),
		to: text("to").notNull(),
		subject: text("subject"), // SMS has none
		text: text("text").notNull(),
		html: text("html"), // SMS has none
		template: text("template").notNull(),
		locale: text("locale", { enum: ["kr", "en", "vn"] }).notNull(),
		createdAt: createdAt(),
	},
	(t) => [index("outbox_to_idx").on(t.to), index("outbox_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Rates. Money is an integer in the minor unit of its currency (KRW and VND have none,
// USD cents). Validity dates are calendar dates "YYYY-MM-DD", both ends inclusive. Every row records
// who changed it last; rate_changes keeps the full history (before and after) of every change.
// ---------------------------------------------------------------------------------------------

const rateAudit = () => ({
	createdAt: createdAt(),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	updatedBy: text("updated_by").references(() => users.id),
});

const validity = () => ({
	validFrom: text("valid_from").notNull(),
	validTo: text("valid_to").notNull(),
});

const sailing = () => ({
	transitDays: integer("transit_days").notNull(),
	routing: text("routing", { enum: ROUTINGS }).notNull(),
	viaPort: text("via_port"), // transhipment port, when routing is transhipment
	weeklyFrequency: integer("weekly_frequency").notNull().default(1),
	dgAccepted: integer("dg_accepted", { mode: "boolean" }).notNull().default(false),
});

/** Ocean FCL base freight: one row per lane, carrier, routing, container code and validity. */
export const fclRates = sqliteTable(
	"fcl_rates",
	{
		id: text("id").primaryKey(),
		pol: text("pol").notNull(), // UN/LOCODE
		pod: text("pod").notNull(),
		carrier: text("carrier").notNull(),
		containerCode: text("container_code", { enum: CONTAINER_CODES }).notNull(),
		currency: text("currency", { enum: CURRENCIES }).notNull(),
		amount: integer("amount").notNull(), // per container, minor units
		...validity(),
		...sailing(),
		...rateAudit(),
	},
	(t) => [index("fcl_rates_lane_idx").on(t.pol, t.pod, t.validFrom)],
);

/** LCL freight per revenue ton with a minimum charge; a Korean end must be Incheon or Busan. */
export const lclRates = sqliteTable(
	"lcl_rates",
	{
		id: text("id").primaryKey(),
		pol: text("pol").notNull(),
		pod: text("pod").notNull(),
		carrier: text("carrier").notNull(), // consolidator
		currency: text("currency", { enum: CURRENCIES }).notNull(),
		perRt: integer("per_rt").notNull(),
		minimum: integer("minimum").notNull(),
		...validity(),
		...sailing(),
		...rateAudit(),
	},
	(t) => [index("lcl_rates_lane_idx").on(t.pol, t.pod, t.validFrom)],
);

/** Air freight per kg by IATA weight break, with a minimum charge. */
export const airRates = sqliteTable(
	"air_rates",
	{
		id: text("id").primaryKey(),
		origin: text("origin").notNull(), // IATA
		destination: text("destination").notNull(),
		carrier: text("carrier").notNull(), // airline
		currency: text("currency", { enum: CURRENCIES }).notNull(),
		minimum: integer("minimum").notNull(),
		n: integer("rate_n").notNull(), // below 45 kg
		b45: integer("rate_45").notNull(),
		b100: integer("rate_100").notNull(),
		b300: integer("rate_300").notNull(),
		b500: integer("rate_500").notNull(),
		b1000: integer("rate_1000").notNull(),
		...validity(),
		...sailing(),
		...rateAudit(),
	},
	(t) => [index("air_rates_lane_idx").on(t.origin, t.destination, t.validFrom)],
);

/**
 * Surcharges. A row applies to a request when every filter it sets matches (a null filter matches
 * anything); for one code the most specific matching row wins (decision 008). amount is minor units,
 * or basis points of the freight when basis is percent.
 */
export const surcharges = sqliteTable(
	"surcharges",
	{
		id: text("id").primaryKey(),
		code: text("code", { enum: SURCHARGE_CODES }).notNull(),
		side: text("side", { enum: SIDES }).notNull(),
		basis: text("basis", { enum: BASES }).notNull(),
		mode: text("mode", { enum: MODES }).notNull(),
		direction: text("direction", { enum: DIRECTIONS }), // null: both
		region: text("region", { enum: FREIGHT_REGIONS }), // the foreign end's region; null: any
		port: text("port"), // a port or airport code this row is limited to (either end); null: any
		carrier: text("carrier"), // null: any carrier
		containerCode: text("container_code", { enum: CONTAINER_CODES }), // null: any box (or not FCL)
		dgOnly: integer("dg_only", { mode: "boolean" }).notNull().default(false),
		currency: text("currency", { enum: CURRENCIES }).notNull(),
		amount: integer("amount").notNull(),
		// "spec9" for the fixed tables of spec section 9, else "sheet" (imported or edited by staff)
		source: text("source").notNull().default("sheet"),
		...validity(),
		...rateAudit(),
	},
	(t) => [index("surcharges_code_idx").on(t.code, t.mode)],
);

/** Foreign port costs (pcfCis, pcfCcc, pcfBlfee, pcfThc) at one overseas port, in their own currency. */
export const portCosts = sqliteTable(
	"port_costs",
	{
		id: text("id").primaryKey(),
		port: text("port").notNull(),
		code: text("code", { enum: PORT_COST_CODES }).notNull(),
		basis: text("basis", { enum: BASES }).notNull(),
		mode: text("mode", { enum: MODES }).notNull(),
		// export: charged when the port is the destination (goods leave Korea); import: when it is the
		// origin; null: both. Vietnam's CIC and cleaning fees fall on imports into Vietnam only.
		direction: text("direction", { enum: DIRECTIONS }),
		containerCode: text("container_code", { enum: CONTAINER_CODES }),
		currency: text("currency", { enum: CURRENCIES }).notNull(),
		amount: integer("amount").notNull(),
		...validity(),
		...rateAudit(),
	},
	(t) => [index("port_costs_port_idx").on(t.port, t.code)],
);

/**
 * Korean inland container trucking between a Korean port and a region (province, optionally one
 * district), per container size, in KRW. basis is one-way or round trip by region (spec section 9);
 * Busan and Incheon rates are on the old-port basis.
 */
export const truckingRates = sqliteTable(
	"trucking_rates",
	{
		id: text("id").primaryKey(),
		port: text("port").notNull(),
		province: text("province").notNull(), // ISO 3166-2:KR, e.g. KR-11
		district: text("district"), // Korean district name (kr-regions.json); null: the whole province
		size: text("size", { enum: ["20", "40"] }).notNull(),
		basis: text("basis", { enum: TRUCKING_BASES }).notNull(),
		amount: integer("amount").notNull(), // KRW
		...validity(),
		...rateAudit(),
	},
	(t) => [index("trucking_rates_idx").on(t.port, t.province)],
);

/**
 * Exchange rates: units of currency per one USD, times 100 (KRW 1,385.50 is 138550), from a date on.
 * Until one is entered the default is 1,300 KRW per USD (spec section 9).
 */
export const exchangeRates = sqliteTable(
	"exchange_rates",
	{
		id: text("id").primaryKey(),
		currency: text("currency", { enum: ["KRW", "VND"] }).notNull(),
		effectiveDate: text("effective_date").notNull(),
		perUsdCents: integer("per_usd_cents").notNull(),
		...rateAudit(),
	},
	(t) => [uniqueIndex("exchange_rates_currency_date_uq").on(t.currency, t.effectiveDate)],
);

/**
 * One row (id 1) whose version SQLite triggers bump on every insert, update or delete of the rate
 * tables above and quote_validity (migration 0013): the in-memory rate set reloads when it changes,
 * on LiteFS replicas too, since the bump replicates with the rows (decision 017). Never written by
 * the app.
 */
export const rateSetVersion = sqliteTable("rate_set_version", {
	id: integer("id").primaryKey(),
	version: integer("version").notNull(),
});

/** A rate sheet imported by staff: all its rows were stored, or none were. */
export const rateImports = sqliteTable("rate_imports", {
	id: text("id").primaryKey(),
	kind: text("kind").notNull(), // RateKind of app/rates/sheet.ts
	fileName: text("file_name").notNull(),
	created: integer("created").notNull(),
	updated: integer("updated").notNull(),
	userId: text("user_id")
		.notNull()
		.references(() => users.id),
	createdAt: createdAt(),
});

/** Change history of every rate row: who, when, what it was before and after. */
export const rateChanges = sqliteTable(
	"rate_changes",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		kind: text("kind").notNull(),
		rowId: text("row_id").notNull(),
		action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
		before: text("before"), // JSON of the row before, null on create
		after: text("after"), // JSON of the row after, null on delete
		importId: text("import_id").references(() => rateImports.id),
		userId: text("user_id").references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [index("rate_changes_row_idx").on(t.kind, t.rowId), index("rate_changes_created_idx").on(t.createdAt)],
);

/** Partner API keys: only a SHA-256 of the key is stored; the prefix identifies it on screen. */
export const apiKeys = sqliteTable(
	"api_keys",
	{
		id: text("id").primaryKey(),
		name: text("name").notNull(),
		prefix: text("prefix").notNull(),
		keyHash: text("key_hash").notNull(),
		ratePerMinute: integer("rate_per_minute").notNull().default(60),
		createdBy: text("created_by").references(() => users.id),
		createdAt: createdAt(),
		revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
		revokedBy: text("revoked_by").references(() => users.id),
		lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
	},
	(t) => [uniqueIndex("api_keys_hash_uq").on(t.keyHash)],
);

/** Requests per key per minute (fixed window), for the partner API's 429. */
export const apiKeyWindows = sqliteTable(
	"api_key_windows",
	{
		keyId: text("key_id")
			.notNull()
			.references(() => apiKeys.id, { onDelete: "cascade" }),
		windowStart: integer("window_start").notNull(), // epoch minute
		count: integer("count").notNull(),
	},
	(t) => [uniqueIndex("api_key_windows_uq").on(t.keyId, t.windowStart)],
);

// ---------------------------------------------------------------------------------------------
// Quotes, negotiation, booking and coupons. An estimate belongs to a company (the unit of
// access); its status follows app/lifecycle/lifecycle.ts, and every change is an estimate_events row.
// ---------------------------------------------------------------------------------------------

/**
 * Document number bodies by month: "2611-0001" is the first of November 2026; the prefix (Q, B, V)
 * comes from the estimate's stage (app/lifecycle/lifecycle.ts).
 */
export const documentSequences = sqliteTable("document_sequences", {
	month: text("month").primaryKey(), // YYMM
	last: integer("last").notNull(),
});

export const estimates = sqliteTable(
	"estimates",
	{
		id: text("id").primaryKey(),
		numberBody: text("number_body").notNull(), // YYMM-NNNN; shown with its stage prefix
		companyId: text("company_id")
			.notNull()
			.references(() => companies.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id),
		status: text("status", { enum: ESTIMATE_STATUSES }).notNull(),
		payment: text("payment", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
		mode: text("mode", { enum: MODES }).notNull(),
		direction: text("direction", { enum: DIRECTIONS }).notNull(),
		origin: text("origin").notNull(),
		destination: text("destination").notNull(),
		commodity: text("commodity"),
		readyDate: text("ready_date").notNull(),
		// the validated request (app/pricing/request.ts) and, once priced, the chosen option with its
		// lines, totals and exchange rate (app/pricing/types.ts QuoteOption), as JSON
		request: text("request").notNull(),
		option: text("option"),
		carrier: text("carrier"),
		transitDays: integer("transit_days"),
		validUntil: text("valid_until"),
		totalKrw: integer("total_krw"),
		totalUsd: integer("total_usd"), // cents
		krwPerUsdCents: integer("krw_per_usd_cents"),
		// why the price was not automatic (NoPriceReason), for the manual queue
		manualReason: text("manual_reason"),
		// booking (spec section 3, Cargo / booking)
		shipDate: text("ship_date"),
		incoterms: text("incoterms"),
		wantsClearance: integer("wants_clearance", { mode: "boolean" }).notNull().default(false),
		wantsInsurance: integer("wants_insurance", { mode: "boolean" }).notNull().default(false),
		prebooking: integer("prebooking", { mode: "boolean" }).notNull().default(false),
		bookingComment: text("booking_comment"),
		couponDiscountKrw: integer("coupon_discount_krw").notNull().default(0),
		prebookingDiscountKrw: integer("prebooking_discount_krw").notNull().default(0),
		totalWithCouponKrw: integer("total_with_coupon_krw"),
		bookedAt: integer("booked_at", { mode: "timestamp_ms" }),
		deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
		createdAt: createdAt(),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [
		uniqueIndex("estimates_number_uq").on(t.numberBody),
		index("estimates_company_idx").on(t.companyId, t.createdAt),
		// the quote list as it opens (newest first, not deleted; oldest first reads it backwards): read
		// in index order, so SQLite stops after one page instead of sorting the company's estimates in
		// a temporary B-tree (that sort was most of the list's database time per request)
		index("estimates_company_live_idx")
			.on(t.companyId, sql`${t.createdAt} desc`, sql`${t.numberBody} desc`)
			.where(sql`${t.deletedAt} is null`),
		index("estimates_status_idx").on(t.status),
	],
);

/**
 * What a forwarder needs from a booking to make the B/L and the documents: the parties,
 * the pick-up (or delivery) address when trucking applies, the HS code, the packages, marks and the
 * cargo description. One row per booked estimate, written in the booking's transaction.
 */
export const bookingDetails = sqliteTable("booking_details", {
	estimateId: text("estimate_id")
		.primaryKey()
		.references(() => estimates.id, { onDelete: "cascade" }),
	shipperName: text("shipper_name").notNull(),
	shipperAddress: text("shipper_address").notNull(),
	shipperContact: text("shipper_contact").notNull(),
	consigneeName: text("consignee_name").notNull(),
	consigneeAddress: text("consignee_address").notNull(),
	consigneeContact: text("consignee_contact").notNull(),
	// "same as consignee": the notify columns stay empty and documents print the consignee
	notifySameAsConsignee: integer("notify_same_as_consignee", { mode: "boolean" }).notNull().default(false),
	notifyName: text("notify_name"),
	notifyAddress: text("notify_address"),
	notifyContact: text("notify_contact"),
	truckingAddress: text("trucking_address"),
	hsCode: text("hs_code").notNull(),
	packageCount: integer("package_count").notNull(),
	packageKind: text("package_kind").notNull(),
	marks: text("marks"),
	cargoDescription: text("cargo_description").notNull(),
	createdAt: createdAt(),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
});

/** Every status change of an estimate: from, to, who (customer, staff, system) and when. */
export const estimateEvents = sqliteTable(
	"estimate_events",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		fromStatus: text("from_status"),
		toStatus: text("to_status").notNull(),
		actor: text("actor", { enum: ["customer", "staff", "system"] }).notNull(),
		userId: text("user_id").references(() => users.id),
		note: text("note"),
		createdAt: createdAt(),
	},
	(t) => [index("estimate_events_estimate_idx").on(t.estimateId)],
);

/**
 * Read-only links to one quote, mailed to a third party ("quote PDF by mail"). Only the
 * SHA-256 of the token is stored, so a database reader cannot open a shared quote; a link dies at
 * expires_at (30 days, or the quote's validity end if sooner) or when the sender revokes it.
 */
export const quoteShares = sqliteTable(
	"quote_shares",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		tokenHash: text("token_hash").notNull(),
		createdBy: text("created_by")
			.notNull()
			.references(() => users.id),
		recipient: text("recipient").notNull(),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
		revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
		// a link staff revoked from the staff desk, with why (decision 050); null when
		// the sender's company revoked it on its own mail page
		revokedBy: text("revoked_by").references(() => users.id),
		revokeReason: text("revoke_reason"),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("quote_shares_token_uq").on(t.tokenHash), index("quote_shares_estimate_idx").on(t.estimateId)],
);

/** A discount request (spec section 3, Negotiation) and the staff's answer. */
export const negotiations = sqliteTable(
	"negotiations",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		currency: text("currency", { enum: CURRENCIES }).notNull(), // of the freight figures
		currentFreight: integer("current_freight").notNull(),
		targetFreight: integer("target_freight").notNull(),
		currentTrucking: integer("current_trucking").notNull(), // KRW
		targetTrucking: integer("target_trucking").notNull(), // KRW
		monthlyVolume: text("monthly_volume").notNull(), // 1 to 10 digits (spec section 5)
		comment: text("comment"),
		status: text("status", { enum: ["in_nego", "confirm_nego", "deny_nego"] })
			.notNull()
			.default("in_nego"),
		agreedFreight: integer("agreed_freight"),
		agreedTrucking: integer("agreed_trucking"),
		staffComment: text("staff_comment"),
		decidedBy: text("decided_by").references(() => users.id),
		decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
		createdBy: text("created_by")
			.notNull()
			.references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [index("negotiations_estimate_idx").on(t.estimateId)],
);

/** Coupons (spec sections 3 and 5); a user coupon is one issued to one user. */
export const coupons = sqliteTable("coupons", {
	id: text("id").primaryKey(),
	name: text("name").notNull(),
	description: text("description"),
	// the name and description on English and Vietnamese screens; null shows the Korean one
	nameEn: text("name_en"),
	nameVi: text("name_vi"),
	descriptionEn: text("description_en"),
	descriptionVi: text("description_vi"),
	kind: text("kind", { enum: ["signup", "event"] }).notNull(),
	consumeType: text("consume_type", {
		enum: ["all_booking_discount", "creation_over_discount_creation_below_apply_rate"],
	}).notNull(),
	discountAmount: integer("discount_amount"), // KRW, all_booking_discount
	availableTotalCost: integer("available_total_cost"), // KRW threshold, all_booking_discount
	discountRateBp: integer("discount_rate_bp"), // basis points, the other type
	maxDiscount: integer("max_discount"), // KRW, 'max discount points'
	usage: text("usage"), // usage location (spec section 3)
	expireTime: integer("expire_time", { mode: "timestamp_ms" }).notNull(),
	status: text("status", { enum: ["available", "deleted"] })
		.notNull()
		.default("available"),
	createdAt: createdAt(),
});

export const userCoupons = sqliteTable(
	"user_coupons",
	{
		id: text("id").primaryKey(),
		number: text("number").notNull(), // the user coupon number shown to people
		couponId: text("coupon_id")
			.notNull()
			.references(() => coupons.id),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		status: text("status", { enum: ["available", "inuse", "used", "invalid", "deleted"] })
			.notNull()
			.default("available"),
		estimateId: text("estimate_id").references(() => estimates.id),
		expireTime: integer("expire_time", { mode: "timestamp_ms" }).notNull(),
		createdAt: createdAt(),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [uniqueIndex("user_coupons_number_uq").on(t.number), index("user_coupons_user_idx").on(t.userId)],
);

/**
 * The coupon desk's log: a campaign made or changed, a coupon issued or revoked, by whom and
 * when; a revocation carries its reason. user_coupons keeps only the current status.
 */
export const couponEvents = sqliteTable(
	"coupon_events",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		couponId: text("coupon_id")
			.notNull()
			.references(() => coupons.id),
		userCouponId: text("user_coupon_id").references(() => userCoupons.id, { onDelete: "cascade" }),
		action: text("action", { enum: ["create", "edit", "issue", "revoke"] }).notNull(),
		fromStatus: text("from_status"),
		reason: text("reason"),
		userId: text("user_id").references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [
		index("coupon_events_coupon_idx").on(t.couponId, t.id),
		index("coupon_events_user_coupon_idx").on(t.userCouponId),
	],
);

/** The quote wizard's unfinished input, one per user and mode, so every step is a plain form post. */
export const quoteDrafts = sqliteTable(
	"quote_drafts",
	{
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		mode: text("mode", { enum: ["shipline", "airline"] }).notNull(),
		data: text("data").notNull(), // JSON of the steps' fields
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
	},
	(t) => [uniqueIndex("quote_drafts_user_mode_uq").on(t.userId, t.mode)],
);

/** Files attached to outbox mail (the quote PDF), so development can see what was sent. */
export const outboxAttachments = sqliteTable(
	"outbox_attachments",
	{
		id: text("id").primaryKey(),
		outboxId: text("outbox_id")
			.notNull()
			.references(() => outbox.id, { onDelete: "cascade" }),
		name: text("name").notNull(),
		contentType: text("content_type").notNull(),
		size: integer("size").notNull(),
		content: blob("content", { mode: "buffer" }).notNull(),
	},
	(t) => [index("outbox_attachments_outbox_idx").on(t.outboxId)],
);

/**
 * How long a quote holds, per mode, as staff_admin set it at /admin/settings: a quote is
 * valid until the earlier of its rates' end and the quote date plus these days. No row: the default
 * of app/pricing/validity.ts (14 days by sea, 7 by air).
 */
export const quoteValidity = sqliteTable("quote_validity", {
	mode: text("mode", { enum: ["sea", "air"] }).primaryKey(),
	days: integer("days").notNull(),
	updatedBy: text("updated_by").references(() => users.id),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Our own company's details, kept by staff_admin at /admin/settings: one row (id 1),
 * written by migration 0022 with the demo's example values. The footer, the PDFs and the mails read it
 * through app/desk/company-profile.server.ts. Names and the address in Korean and in English.
 */
export const companyProfile = sqliteTable(
	"company_profile",
	{
		id: integer("id").primaryKey(),
		nameKo: text("name_ko").notNull(),
		nameEn: text("name_en").notNull(),
		ceoKo: text("ceo_ko").notNull(),
		ceoEn: text("ceo_en").notNull(),
		bizRegNo: text("biz_reg_no").notNull(), // as printed, 123-45-67891
		addressKo: text("address_ko").notNull(),
		addressEn: text("address_en").notNull(),
		supportPhone: text("support_phone").notNull(), // digits
		supportEmail: text("support_email").notNull(),
		privacyEmail: text("privacy_email").notNull(),
		updatedBy: text("updated_by").references(() => users.id),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [check("company_profile_one_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Shipments (decision 014): a booked estimate's schedule, milestones, positions and route,
// keyed by the estimate (spec section 3: "per estimate also: schedule, trackings, routes, positions").
// Every change to them is a shipment_changes row with who, when, before and after.
// ---------------------------------------------------------------------------------------------

/** One schedule per booked estimate; calendar dates are "YYYY-MM-DD" (app/calendar/calendar.ts). */
export const shipmentSchedules = sqliteTable(
	"shipment_schedules",
	{
		estimateId: text("estimate_id")
			.primaryKey()
			.references(() => estimates.id, { onDelete: "cascade" }),
		// copied from the estimate (it never changes): a company's shipments by ETD in one index
		companyId: text("company_id")
			.notNull()
			.references(() => companies.id),
		carrier: text("carrier").notNull(),
		vessel: text("vessel"), // sea
		voyage: text("voyage"), // sea
		flightNumber: text("flight_number"), // air
		path: text("path", { enum: SHIPMENT_PATHS }).notNull().default("direct"),
		viaPort: text("via_port"), // port or airport code, transhipment only
		documentDeadline: text("document_deadline"),
		cargoClosing: text("cargo_closing"),
		etd: text("etd").notNull(),
		eta: text("eta").notNull(),
		// the ETA as confirmed to the customer: follows the ETA until confirmation, then stays (the slip)
		originalEta: text("original_eta").notNull(),
		preparationDate: text("preparation_date"), // spec: commodity preparation date
		pickupDate: text("pickup_date"),
		deliveryDate: text("delivery_date"), // spec: expected delivery date
		pickupPlace: text("pickup_place"),
		deliveryPlace: text("delivery_place"),
		confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
		confirmedBy: text("confirmed_by").references(() => users.id),
		createdBy: text("created_by")
			.notNull()
			.references(() => users.id),
		createdAt: createdAt(),
		updatedBy: text("updated_by").references(() => users.id),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [
		index("shipment_schedules_company_etd_idx").on(t.companyId, t.etd),
		index("shipment_schedules_etd_idx").on(t.etd),
	],
);

/**
 * What staff record of the cargo as loaded and of its bills of lading (spec 3
 * names the estimate's `blNo`): the carrier's B/L number (the master, for a consolidation) and our
 * house B/L number, the gross weight and measurement as declared. Printed on the check B/L and the
 * D/Os; tracking imports match the B/L numbers as well as our booking numbers. One row per shipment.
 */
export const shipmentCargo = sqliteTable(
	"shipment_cargo",
	{
		estimateId: text("estimate_id")
			.primaryKey()
			.references(() => estimates.id, { onDelete: "cascade" }),
		// the carrier's bill of lading (or air waybill) number: the master when we consolidate
		masterBlNo: text("master_bl_no"),
		// our own house bill of lading number, when we issue one over the carrier's
		houseBlNo: text("house_bl_no"),
		grossWeightKg: real("gross_weight_kg"),
		measurementCbm: real("measurement_cbm"),
		updatedBy: text("updated_by").references(() => users.id),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [index("shipment_cargo_master_bl_idx").on(t.masterBlNo), index("shipment_cargo_house_bl_idx").on(t.houseBlNo)],
);

/** The containers of an FCL shipment as loaded: number, seal, type and what each holds. */
export const shipmentContainers = sqliteTable(
	"shipment_containers",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		position: integer("position").notNull(), // the order staff entered them in
		containerNo: text("container_no").notNull(), // ISO 6346, e.g. HMMU1234565
		sealNo: text("seal_no"),
		type: text("type"), // a container code of app/pricing (dv20, hc40, ...)
		packages: integer("packages"),
		weightKg: real("weight_kg"),
		volumeCbm: real("volume_cbm"),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("shipment_containers_no_uq").on(t.estimateId, t.containerNo),
		index("shipment_containers_estimate_idx").on(t.estimateId, t.position),
	],
);

/** Milestones (spec: trackings): a code of app/shipments/codes, planned and/or actual time. */
export const shipmentMilestones = sqliteTable(
	"shipment_milestones",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		code: text("code", { enum: MILESTONE_CODES }).notNull(),
		place: text("place"), // a port/airport code or free text ("Shipper's warehouse, Gimhae")
		plannedAt: integer("planned_at", { mode: "timestamp_ms" }),
		actualAt: integer("actual_at", { mode: "timestamp_ms" }),
		note: text("note"),
		enteredBy: text("entered_by").references(() => users.id), // null when imported by the system
		createdAt: createdAt(),
	},
	(t) => [index("shipment_milestones_estimate_idx").on(t.estimateId, t.createdAt)],
);

/** Where the cargo was seen (a vessel's or aircraft's position), by whom it was reported. */
export const shipmentPositions = sqliteTable(
	"shipment_positions",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		lat: real("lat").notNull(),
		lon: real("lon").notNull(),
		at: integer("at", { mode: "timestamp_ms" }).notNull(),
		source: text("source", { enum: POSITION_SOURCES }).notNull(),
		enteredBy: text("entered_by").references(() => users.id),
		createdAt: createdAt(),
	},
	// the last position per shipment: the newest `at` of one estimate, straight from the index
	(t) => [index("shipment_positions_estimate_at_idx").on(t.estimateId, t.at)],
);

/**
 * The route: the port (or airport) sequence origin, via ports, destination, as a JSON array of codes.
 * The sea geometry (GeoJSON LineString along the marnet lanes) and its distance come with the map.
 */
export const shipmentRoutes = sqliteTable("shipment_routes", {
	estimateId: text("estimate_id")
		.primaryKey()
		.references(() => estimates.id, { onDelete: "cascade" }),
	ports: text("ports").notNull(), // JSON string[]
	geometry: text("geometry"), // GeoJSON, null until computed
	distanceNm: real("distance_nm"),
	updatedBy: text("updated_by").references(() => users.id),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Every change to a shipment's schedule, milestones, positions or route: who, when, before, after. */
export const shipmentChanges = sqliteTable(
	"shipment_changes",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		kind: text("kind", { enum: SHIPMENT_CHANGE_KINDS }).notNull(),
		rowId: text("row_id").notNull(),
		action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
		before: text("before"), // JSON of the row before, null on create
		after: text("after"), // JSON of the row after, null on delete
		userId: text("user_id").references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [index("shipment_changes_estimate_idx").on(t.estimateId, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Documents (decision 016): stored files, each shipment's uploaded and issued documents,
// the customer's requests (B/L issue, correction, surrender, clearance, insurance) and the audit.
// ---------------------------------------------------------------------------------------------

/**
 * One received file: its content hash (the key into the file store, app/storage/files.server.ts),
 * the name the sender gave it (cleaned), the type judged from its bytes and its size. The bytes live
 * in the file store (a local folder or S3-compatible storage), never in the database.
 */
export const storedFiles = sqliteTable(
	"stored_files",
	{
		id: text("id").primaryKey(),
		key: text("key").notNull(), // lowercase hex sha256 of the content
		name: text("name").notNull(),
		contentType: text("content_type").notNull(),
		size: integer("size").notNull(),
		uploadedBy: text("uploaded_by").references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [index("stored_files_key_idx").on(t.key)],
);

/**
 * A shipment's documents: the customer's uploads per slot, the issued documents and a correction's
 * modified file. Deleting or replacing sets deleted_at (the audit keeps pointing at the row). Only one
 * live MSDS per shipment (spec section 5: "if an MSDS is already attached, delete it first").
 */
export const shipmentDocuments = sqliteTable(
	"shipment_documents",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		// copied from the estimate (it never changes): access checks read one row
		companyId: text("company_id")
			.notNull()
			.references(() => companies.id),
		kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
		fileId: text("file_id")
			.notNull()
			.references(() => storedFiles.id),
		origin: text("origin", { enum: DOCUMENT_ORIGINS }).notNull(),
		// the request this document answers (a certificate) or carries (a correction's modified file)
		requestId: text("request_id"),
		locale: text("locale", { enum: ["kr", "en", "vn"] }), // generated documents: the language printed
		uploadedBy: text("uploaded_by").references(() => users.id),
		createdAt: createdAt(),
		deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
		deletedBy: text("deleted_by").references(() => users.id),
	},
	(t) => [
		index("shipment_documents_estimate_idx").on(t.estimateId, t.kind),
		uniqueIndex("shipment_documents_one_msds_uq")
			.on(t.estimateId)
			.where(sql`kind = 'msds' and deleted_at is null`),
	],
);

/**
 * What a customer asked for on a shipment and how it was answered. Each kind at most once per
 * shipment (the unique index is the last word on "already requested"). details holds the request's
 * own fields as JSON (clearance: invoice value; insurance: invoice value, product, HS code, premium).
 */
export const documentRequests = sqliteTable(
	"document_requests",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		companyId: text("company_id")
			.notNull()
			.references(() => companies.id),
		kind: text("kind", { enum: REQUEST_KINDS }).notNull(),
		status: text("status", { enum: REQUEST_STATUSES }).notNull().default("requested"),
		details: text("details"),
		// the modified file a check-B/L correction carries
		fileId: text("file_id").references(() => storedFiles.id),
		partnerCompanyId: text("partner_company_id").references(() => partnerCompanies.id),
		assignedBy: text("assigned_by").references(() => users.id),
		assignedAt: integer("assigned_at", { mode: "timestamp_ms" }),
		requestedBy: text("requested_by")
			.notNull()
			.references(() => users.id),
		createdAt: createdAt(),
		answeredBy: text("answered_by").references(() => users.id),
		answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
		answerNote: text("answer_note"),
	},
	(t) => [
		uniqueIndex("document_requests_once_uq").on(t.estimateId, t.kind),
		index("document_requests_partner_idx").on(t.partnerCompanyId, t.status),
		index("document_requests_status_idx").on(t.status, t.createdAt),
	],
);

/** Every upload, deletion, download of an issued document, request, assignment and issuance. */
export const documentAudit = sqliteTable(
	"document_audit",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		action: text("action", { enum: DOCUMENT_AUDIT_ACTIONS }).notNull(),
		documentId: text("document_id"),
		requestId: text("request_id"),
		kind: text("kind"), // the document or request kind, for reading the log without joins
		fileHash: text("file_hash"),
		userId: text("user_id").references(() => users.id),
		role: text("role", { enum: ROLES }),
		detail: text("detail"),
		createdAt: createdAt(),
	},
	(t) => [index("document_audit_estimate_idx").on(t.estimateId, t.id)],
);

/**
 * The cargo insurance premium rate staff set, in millionths of the insured value
 * (500 = 0.05%). One row; until staff save one, app/documents/premium.ts's default applies.
 */
export const insuranceRate = sqliteTable("insurance_rate", {
	id: text("id").primaryKey(), // "cargo"
	ratePpm: integer("rate_ppm").notNull(),
	updatedBy: text("updated_by").references(() => users.id),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Invoices and payments: one invoice per shipment, its lines traced to the booked quote's
// lines or to a staff change with a reason, the payment state's history, the bank accounts.
// ---------------------------------------------------------------------------------------------

/**
 * One invoice per shipment. Until staff issue it the customer sees "waiting for billing"; the USD
 * lines are converted at the rate of departure (export) or arrival (import), spec section 9, kept
 * here with its date once issued so the invoice never changes under the customer.
 */
export const invoices = sqliteTable(
	"invoices",
	{
		estimateId: text("estimate_id")
			.primaryKey()
			.references(() => estimates.id, { onDelete: "cascade" }),
		companyId: text("company_id")
			.notNull()
			.references(() => companies.id),
		issuedAt: integer("issued_at", { mode: "timestamp_ms" }),
		issuedBy: text("issued_by").references(() => users.id),
		dueDate: text("due_date"), // YYYY-MM-DD, Seoul
		rateDate: text("rate_date"), // the departure or arrival date whose rate applies
		krwPerUsdCents: integer("krw_per_usd_cents"),
		createdAt: createdAt(),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [index("invoices_company_idx").on(t.companyId), index("invoices_due_idx").on(t.dueDate)],
);

/**
 * An invoice line: copied from the booked quote's line (quoteLineIndex, its index in the option's
 * lines) or added by staff. A staff change to a quote line is a new line that replaces it
 * (replacesLineId), so the quote's figure and the invoice's stay side by side with the reason.
 */
export const invoiceLines = sqliteTable(
	"invoice_lines",
	{
		id: text("id").primaryKey(),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		source: text("source", { enum: INVOICE_LINE_SOURCES }).notNull(),
		quoteLineIndex: integer("quote_line_index"),
		replacesLineId: text("replaces_line_id"),
		code: text("code").notNull(), // a charge code of app/pricing/codes.ts, or "other"
		label: text("label"), // staff's own wording for an "other" line
		currency: text("currency", { enum: ["KRW", "USD"] }).notNull(),
		quantity: real("quantity").notNull(),
		unitPrice: integer("unit_price").notNull(), // minor units
		amount: integer("amount").notNull(), // minor units
		vatable: integer("vatable", { mode: "boolean" }).notNull().default(false),
		reason: text("reason", { enum: INVOICE_CHANGE_REASONS }),
		reasonText: text("reason_text"),
		createdBy: text("created_by").references(() => users.id),
		createdAt: createdAt(),
		removedAt: integer("removed_at", { mode: "timestamp_ms" }),
		removedBy: text("removed_by").references(() => users.id),
	},
	(t) => [index("invoice_lines_estimate_idx").on(t.estimateId)],
);

/** Every staff change to an invoice's lines: what, before, after, why, who and when. */
export const invoiceChanges = sqliteTable(
	"invoice_changes",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		lineId: text("line_id").notNull(),
		action: text("action", { enum: INVOICE_CHANGE_ACTIONS }).notNull(),
		before: text("before"),
		after: text("after"),
		reason: text("reason", { enum: INVOICE_CHANGE_REASONS }).notNull(),
		reasonText: text("reason_text"),
		userId: text("user_id").references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [index("invoice_changes_estimate_idx").on(t.estimateId, t.id)],
);

/**
 * Every payment state change (spec section 4): from, to, who, when; a deposit confirmation request
 * may carry the deposit slip (a stored file), a refund its amount and reason.
 */
export const paymentEvents = sqliteTable(
	"payment_events",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		fromStatus: text("from_status", { enum: PAYMENT_STATUSES }).notNull(),
		toStatus: text("to_status", { enum: PAYMENT_STATUSES }).notNull(),
		userId: text("user_id").references(() => users.id),
		role: text("role", { enum: ROLES }),
		slipFileId: text("slip_file_id").references(() => storedFiles.id),
		refundKrw: integer("refund_krw"),
		reason: text("reason"),
		createdAt: createdAt(),
	},
	(t) => [index("payment_events_estimate_idx").on(t.estimateId, t.id)],
);

/**
 * A refund of a paid invoice (decision 042): its own record, several per shipment,
 * never above what was paid in all. `seq` numbers a shipment's refunds 1, 2, ... and names the credit
 * note (V2611-0010-C1); the credit note's split of the amount into 10% supply value, VAT and
 * zero-rated supply value is fixed when the refund is made (app/invoices/refund.ts).
 */
export const paymentRefunds = sqliteTable(
	"payment_refunds",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		seq: integer("seq").notNull(),
		/** what goes back to the customer, VAT included, whole won */
		amountKrw: integer("amount_krw").notNull(),
		vatableKrw: integer("vatable_krw").notNull(),
		vatKrw: integer("vat_krw").notNull(),
		zeroRatedKrw: integer("zero_rated_krw").notNull(),
		reason: text("reason").notNull(),
		refundedOn: text("refunded_on").notNull(), // YYYY-MM-DD, Seoul: the credit note's date
		userId: text("user_id").references(() => users.id),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("payment_refunds_estimate_seq_uq").on(t.estimateId, t.seq)],
);

/** The accounts customers pay into, one or more per currency (configured by staff_admin, never hard-coded). */
export const bankAccounts = sqliteTable("bank_accounts", {
	id: text("id").primaryKey(),
	currency: text("currency", { enum: ["KRW", "USD"] }).notNull(),
	bankName: text("bank_name").notNull(),
	accountNumber: text("account_number").notNull(),
	holder: text("holder").notNull(),
	swift: text("swift"), // USD accounts: for foreign remittance
	// the bank's name as English and Vietnamese readers see it; unset: a known Korean
	// bank's English name from app/invoices/bank-names.ts, else the stored name
	bankNameEn: text("bank_name_en"),
	active: integer("active", { mode: "boolean" }).notNull().default(true),
	updatedBy: text("updated_by").references(() => users.id),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
});

// ---------------------------------------------------------------------------------------------
// Scheduled jobs (decision 022): each run of a job, and the reminders and alerts the
// jobs sent, so a second instance, a restart or a rerun in the same window does nothing twice.
// ---------------------------------------------------------------------------------------------

export const JOB_TRIGGERS = ["schedule", "catch_up", "manual"] as const;
export const JOB_OUTCOMES = ["running", "ok", "error"] as const;

/**
 * One run of a scheduled job (app/jobs). slot is the scheduled time the run stands for (ISO, Seoul
 * offset): the unique (job, slot) lets only one run claim it; a failed or abandoned run may be claimed
 * again (attempts counts the tries). counts is the job's own JSON summary (rows deleted, mails sent).
 */
export const jobRuns = sqliteTable(
	"job_runs",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		job: text("job").notNull(),
		slot: text("slot").notNull(),
		trigger: text("trigger", { enum: JOB_TRIGGERS }).notNull(),
		instance: text("instance").notNull(), // hostname of the machine that ran it
		startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
		finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
		outcome: text("outcome", { enum: JOB_OUTCOMES }).notNull(),
		attempts: integer("attempts").notNull().default(1),
		counts: text("counts"),
		error: text("error"),
	},
	(t) => [uniqueIndex("job_runs_job_slot_uq").on(t.job, t.slot), index("job_runs_started_idx").on(t.startedAt)],
);

/**
 * What a job told someone, once: a reminder stage of one thing (kind "documents_due", subject
 * "<estimate>:<deadline>", stage "soon") or a staff alert. The unique (kind, subject, stage) is claimed
 * before the mail goes out, so a rerun or a second instance never mails twice.
 */
export const jobNotices = sqliteTable(
	"job_notices",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		kind: text("kind").notNull(),
		subject: text("subject").notNull(),
		stage: text("stage").notNull(),
		recipients: integer("recipients").notNull().default(0),
		sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
	},
	(t) => [uniqueIndex("job_notices_once_uq").on(t.kind, t.subject, t.stage)],
);

// ---------------------------------------------------------------------------------------------
// Market indices (decision 077): the weekly SCFI series staff keep at /admin/market/scfi, and every
// change to it. The product ships no index values (the SSE owns them): production starts empty, and
// the demo seed writes a generated series marked synthetic.
// ---------------------------------------------------------------------------------------------

export const MARKET_INDEX_CODES = ["scfi"] as const;
export const MARKET_CHANGE_ACTIONS = ["add", "import", "correct"] as const;

/** One published week of an index: the week is its publication date, "YYYY-MM-DD". */
export const marketIndexPoints = sqliteTable(
	"market_index_points",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		indexCode: text("index_code", { enum: MARKET_INDEX_CODES }).notNull(),
		week: text("week").notNull(),
		value: real("value").notNull(),
		// generated demo values (db/seed/demo-market.ts), labelled as such wherever they are shown
		synthetic: integer("synthetic", { mode: "boolean" }).notNull().default(false),
		updatedBy: text("updated_by").references(() => users.id),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" })
			.notNull()
			.default(sql`(unixepoch('subsec') * 1000)`),
	},
	(t) => [
		uniqueIndex("market_index_points_week").on(t.indexCode, t.week),
		check("market_index_value", sql`${t.value} > 0`),
	],
);

/** Every change to a series (a week added, imported or corrected) with the value before and after. */
export const marketIndexChanges = sqliteTable(
	"market_index_changes",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		indexCode: text("index_code", { enum: MARKET_INDEX_CODES }).notNull(),
		week: text("week").notNull(),
		action: text("action", { enum: MARKET_CHANGE_ACTIONS }).notNull(),
		before: real("before"),
		after: real("after").notNull(),
		reason: text("reason"),
		fileName: text("file_name"),
		changedBy: text("changed_by").references(() => users.id),
		changedAt: createdAt(),
	},
	(t) => [index("market_index_changes_week").on(t.indexCode, t.week)],
);

// ---------------------------------------------------------------------------------------------
// The assistant (/chatbot, decision 094): each user's conversation, one row per turn, so the page
// re-renders the thread without JavaScript and the user can delete it. An answer keeps the text and
// links it was given with (it is not recomputed: a later visit shows what was said then).
// ---------------------------------------------------------------------------------------------
export const assistantMessages = sqliteTable(
	"assistant_messages",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		role: text("role", { enum: ["user", "assistant"] }).notNull(),
		text: text("text").notNull(),
		// the answer's intent, its sources ([{label, href}]) and its quote intent for the wizard, as JSON
		intent: text("intent"),
		sources: text("sources"),
		quote: text("quote"),
		// which engine answered: "builtin", or the provider's name
		engine: text("engine"),
		createdAt: createdAt(),
	},
	(t) => [index("assistant_messages_user_idx").on(t.userId, t.id)],
);

// --- board, privacy choices and web push (spec sections 1, 2, 3; decisions 090-093) ---

/**
 * A board post (spec section 3: title, content): an event, notice, news item or track-record entry,
 * written in Korean (required, the fallback) and optionally English and Vietnamese. The content is
 * Markdown, rendered through a sanitiser on the server (app/board/markdown.server.ts). `popup` makes
 * a published post the home page's notice pop-up (the newest such post wins).
 */
export const boardPosts = sqliteTable(
	"board_posts",
	{
		id: text("id").primaryKey(),
		kind: text("kind", { enum: POST_KINDS }).notNull(),
		titleKr: text("title_kr").notNull(),
		titleEn: text("title_en"),
		titleVn: text("title_vn"),
		contentKr: text("content_kr").notNull(),
		contentEn: text("content_en"),
		contentVn: text("content_vn"),
		/** stored_files.id of the post's resized image, if any */
		imageFileId: text("image_file_id").references(() => storedFiles.id),
		published: integer("published", { mode: "boolean" }).notNull().default(false),
		publishedAt: integer("published_at", { mode: "timestamp_ms" }),
		pinned: integer("pinned", { mode: "boolean" }).notNull().default(false),
		popup: integer("popup", { mode: "boolean" }).notNull().default(false),
		createdBy: text("created_by").references(() => users.id),
		createdAt: createdAt(),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [index("board_posts_list_idx").on(t.published, t.kind, t.createdAt)],
);

/**
 * A member's optional consents (/privacyoption): marketing mail, analytics, advertising, the
 * customer-chat messenger, with the version of the text they were given under. A visitor's choice is
 * a cookie instead (app/consent/choices.ts). One row per user, replaced on every change.
 */
export const privacyChoices = sqliteTable("privacy_choices", {
	userId: text("user_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	marketing: integer("marketing", { mode: "boolean" }).notNull().default(false),
	analytics: integer("analytics", { mode: "boolean" }).notNull().default(false),
	advertising: integer("advertising", { mode: "boolean" }).notNull().default(false),
	chat: integer("chat", { mode: "boolean" }).notNull().default(false),
	version: text("version").notNull(),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A user's web_token (spec section 3): one Web Push subscription per browser the user agreed on, with
 * the topics that browser wants. Removed when the push service answers 404 or 410 (expired).
 */
export const webPushSubscriptions = sqliteTable(
	"web_push_subscriptions",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		endpoint: text("endpoint").notNull(),
		p256dh: text("p256dh").notNull(),
		auth: text("auth").notNull(),
		negotiation: integer("negotiation", { mode: "boolean" }).notNull().default(true),
		milestones: integer("milestones", { mode: "boolean" }).notNull().default(true),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("web_push_endpoint_uq").on(t.endpoint), index("web_push_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Visitors' quotes (decision 086): a visitor who gave a work e-mail gets real quotes without an
// account. Their wizard draft, the lead staff see and what carries into the account at sign-up.
// ---------------------------------------------------------------------------------------------

/**
 * One visitor's quote in one mode, keyed by the id in their signed visitor cookie: the wizard's draft
 * (as quote_drafts holds a member's), the e-mail they gave, where they came from, and once priced the
 * request staff see as a lead. `chosen` is the option (or "manual") they asked to keep; sign-up with
 * the same address turns it into an estimate of the new company (estimate_id, user_id).
 */
export const visitorQuotes = sqliteTable(
	"visitor_quotes",
	{
		id: text("id").primaryKey(),
		visitorId: text("visitor_id").notNull(),
		mode: text("mode", { enum: ["shipline", "airline"] }).notNull(),
		email: text("email").notNull(),
		source: text("source").notNull(),
		locale: text("locale").notNull(),
		draft: text("draft").notNull(), // JSON of the wizard's steps, as quote_drafts.data
		/** the last priced request (JSON) and its fingerprint: a reload of the same result is not a new request */
		request: text("request"),
		requestHash: text("request_hash"),
		pricedAt: integer("priced_at", { mode: "timestamp_ms" }),
		chosen: text("chosen"),
		estimateId: text("estimate_id").references(() => estimates.id, { onDelete: "set null" }),
		userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
		createdAt: createdAt(),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
	},
	(t) => [
		uniqueIndex("visitor_quotes_visitor_mode_uq").on(t.visitorId, t.mode),
		index("visitor_quotes_email_idx").on(t.email),
		index("visitor_quotes_priced_idx").on(t.pricedAt),
	],
);

/** Visitors' quote counters by key ("address:…", "source:…") and fixed window (app/quotes/visitor-rules.ts). */
export const visitorLimits = sqliteTable(
	"visitor_limits",
	{
		key: text("key").notNull(),
		windowStart: integer("window_start").notNull(), // epoch ms of the window's start
		count: integer("count").notNull(),
	},
	(t) => [uniqueIndex("visitor_limits_uq").on(t.key, t.windowStart)],
);

// Integrations (decisions 097-100): each outside provider's last outcome, the official exchange
// rates' origin, the UNI-PASS clearance steps of a shipment and the electronic tax invoices.
// ---------------------------------------------------------------------------------------------

/** One row per provider: the staff screen's last success and last failure, across machines. */
export const integrationStatus = sqliteTable("integration_status", {
	provider: text("provider", { enum: INTEGRATION_PROVIDERS }).primaryKey(),
	lastSuccessAt: integer("last_success_at", { mode: "timestamp_ms" }),
	lastFailureAt: integer("last_failure_at", { mode: "timestamp_ms" }),
	lastFailure: text("last_failure"), // the outcome kind and a short message, never a key or a payload
	successes: integer("successes").notNull().default(0),
	failures: integer("failures").notNull().default(0),
});

/**
 * Where an exchange rate came from (decision 098): typed by staff in the rate sheet, fetched from the
 * Korea Eximbank, or an override of an official day with its reason. Keyed like exchange_rates' id.
 */
export const exchangeRateOrigins = sqliteTable("exchange_rate_origins", {
	rateId: text("rate_id")
		.primaryKey()
		.references(() => exchangeRates.id, { onDelete: "cascade" }),
	source: text("source", { enum: EXCHANGE_SOURCES }).notNull(),
	// the provider's figure as published ("1,385.67"), kept beside an override
	publishedPerUsdCents: integer("published_per_usd_cents"),
	reason: text("reason"),
	fetchedAt: integer("fetched_at", { mode: "timestamp_ms" }),
	userId: text("user_id").references(() => users.id),
	updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** What the issued invoice's rate was, beside invoices.rate_date (which day's rate was asked for). */
export const invoiceRateOrigins = sqliteTable("invoice_rate_origins", {
	estimateId: text("estimate_id")
		.primaryKey()
		.references(() => invoices.estimateId, { onDelete: "cascade" }),
	source: text("source", { enum: [...EXCHANGE_SOURCES, "default"] }).notNull(),
	publishedOn: text("published_on"), // the day of the rate used; before rate_date when it fell back
});

/** A shipment followed in UNI-PASS: the number it is looked up by and what was seen last. */
export const clearanceTracking = sqliteTable("clearance_tracking", {
	estimateId: text("estimate_id")
		.primaryKey()
		.references(() => estimates.id, { onDelete: "cascade" }),
	cargoMgmtNo: text("cargo_mgmt_no"), // 화물관리번호, when known; else the house or master B/L and its year
	blYear: text("bl_year"),
	status: text("status"), // UNI-PASS's summary (통관진행상태) as given
	checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
	releasedAt: integer("released_at", { mode: "timestamp_ms" }),
	lastError: text("last_error"),
});

/** One step of the UNI-PASS progress (처리구분 with its time), as the provider gave it. */
export const clearanceSteps = sqliteTable(
	"clearance_steps",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		step: text("step", { enum: CLEARANCE_STEPS }).notNull(),
		providerLabel: text("provider_label").notNull(), // e.g. 수입신고수리, shown beside the translation
		at: integer("at", { mode: "timestamp_ms" }).notNull(),
		place: text("place"), // 장치장명
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("clearance_steps_once_uq").on(t.estimateId, t.providerLabel, t.at)],
);

/**
 * An electronic tax invoice (decision 100): one per tax type of an issued invoice (10% and 영세율 are
 * separate documents), and amended ones (수정세금계산서) for a refund, linked to the original.
 */
export const taxInvoices = sqliteTable(
	"tax_invoices",
	{
		id: integer("id").primaryKey({ autoIncrement: true }),
		estimateId: text("estimate_id")
			.notNull()
			.references(() => estimates.id, { onDelete: "cascade" }),
		mgtKey: text("mgt_key").notNull(), // our document key at the provider (문서번호)
		taxType: text("tax_type", { enum: ["taxable", "zero_rated"] }).notNull(),
		originalId: integer("original_id"), // an amended one: the tax invoice it amends
		refundId: integer("refund_id").references(() => paymentRefunds.id),
		writeDate: text("write_date").notNull(), // 작성일자, YYYY-MM-DD
		supplyKrw: integer("supply_krw").notNull(),
		taxKrw: integer("tax_krw").notNull(),
		state: text("state", { enum: TAX_INVOICE_STATES }).notNull(),
		ntsConfirmNum: text("nts_confirm_num"), // 국세청 승인번호
		attempts: integer("attempts").notNull().default(0),
		nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
		lastError: text("last_error"),
		createdAt: createdAt(),
		updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
	},
	(t) => [uniqueIndex("tax_invoices_mgt_key_uq").on(t.mgtKey), index("tax_invoices_estimate_idx").on(t.estimateId)],
);
