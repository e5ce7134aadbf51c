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
 * Users of all five kinds. The accounts issue adds credentials, verification and companies;
 * the foundation needs identity and role to enforce the route table.
 */
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
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`)],
);

/** Server-side sessions: revocable, looked up by a random id carried in an HttpOnly cookie. */
export const sessions = sqliteTable(
	"sessions",
	{
		id: text("id").primaryKey(),
		userId: text("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
		createdAt: createdAt(),
	},
	(t) => [index("sessions_user_idx").on(t.userId)],
);

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
