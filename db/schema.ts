// The one Drizzle schema. Migrations under db/migrations are generated from it by drizzle-kit
// (`npm run db:generate`) and applied at start-up by db/migrate.ts.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ROLES } from "./roles.ts";

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

/** Users of all five kinds. Customers belong to a company; staff and partners need not. */
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

/** Sign-up consents (spec section 5), kept with the wording version and when they were given. */
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
	(t) => [index("login_attempts_email_idx").on(t.emailKey, t.createdAt), index("login_attempts_ip_idx").on(t.ip, t.createdAt)],
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
