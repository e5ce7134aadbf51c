// Customer companies on the staff desk: the list with search, one company with its
// users, and adding a user to it. A user staff add has no password: they get the password-reset link
// (the same e-mail token, 24 hours, once), which sets their first password and verifies the address.
import crypto from "node:crypto";
import { and, asc, count, desc, eq, like, or, sql } from "drizzle-orm";
import { z } from "zod";
import { issueSignupCoupon } from "#app/coupons/coupons.server.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { companies, users } from "#db/schema.ts";
import { emailLinkPath, findUserByEmail, issueEmailLink } from "./accounts.server.ts";
import { EMAIL_LINK_TTL_MS } from "./email-token.ts";
import { emailField, nameField, phoneField } from "./validation.ts";

export const COMPANIES_PER_PAGE = 20;
export const ADD_USER_ONCE = "company-add-user";

export type CompanyListRow = { id: string; name: string; bizRegNo: string | null; users: number; createdAt: Date };

/**
 * Customer companies, newest first, `COMPANIES_PER_PAGE` a page. `q` matches part of the name or the
 * business registration number (hyphens ignored, as people type "123-45-67890").
 */
export function listCustomerCompanies(
	q: string,
	page: number,
): { rows: CompanyListRow[]; total: number; page: number; pages: number } {
	const term = q.trim();
	const digits = term.replace(/[-\s]/g, "");
	const escaped = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
	const where = term
		? or(
				sql`${companies.name} like ${escaped(term)} escape '\\'`,
				/^\d+$/.test(digits) ? like(companies.bizRegNo, escaped(digits)) : undefined,
			)
		: undefined;
	const total = getDb().select({ n: count() }).from(companies).where(where).get()?.n ?? 0;
	const pages = Math.max(1, Math.ceil(total / COMPANIES_PER_PAGE));
	const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
	const rows = getDb()
		.select({
			id: companies.id,
			name: companies.name,
			bizRegNo: companies.bizRegNo,
			createdAt: companies.createdAt,
			// spelled out: inside a one-table select drizzle would print both columns unqualified
			users: sql<number>`(select count(*) from users where users.company_id = companies.id)`,
		})
		.from(companies)
		.where(where)
		.orderBy(desc(companies.createdAt), asc(companies.name))
		.limit(COMPANIES_PER_PAGE)
		.offset((current - 1) * COMPANIES_PER_PAGE)
		.all();
	return { rows, total, page: current, pages };
}

export function getCustomerCompany(id: string) {
	return getDb().select().from(companies).where(eq(companies.id, id)).get();
}

export type CompanyMember = {
	id: string;
	name: string;
	email: string;
	phone: string | null;
	locale: Locale;
	verified: boolean;
	passwordSet: boolean;
	createdAt: Date;
};

export function companyMembers(companyId: string): CompanyMember[] {
	return getDb()
		.select()
		.from(users)
		.where(and(eq(users.companyId, companyId), eq(users.role, "customer")))
		.orderBy(asc(users.createdAt), asc(users.name))
		.all()
		.map((u) => ({
			id: u.id,
			name: u.name,
			email: u.email,
			phone: u.phone,
			locale: u.locale,
			verified: Boolean(u.emailVerifiedAt),
			passwordSet: Boolean(u.passwordHash),
			createdAt: u.createdAt,
		}));
}

/** The "add a user" form; messages are accounts.errors.* keys as on sign-up. */
export const AddCompanyUserSchema = z.object({
	name: nameField,
	email: emailField,
	phone: phoneField,
	locale: z.enum(LOCALES, { error: "accounts.errors.required" }),
	onceKey: z.string().regex(/^[\w-]{16,64}$/),
});
export type AddCompanyUserInput = Omit<z.output<typeof AddCompanyUserSchema>, "onceKey">;

export type AddUserOutcome =
	{ ok: true; repeated: boolean; redirectTo: string; userId: string | null } | { ok: false; reason: "taken" };

const VALID_HOURS = EMAIL_LINK_TTL_MS / 3_600_000;

/**
 * Makes `input` a customer of the company, once per form, and mails them the link to set their
 * password (after the commit: a mail failure leaves the user, and staff can send a reset from the
 * sign-in page). An address that already has an account is refused, whatever its role or company.
 * Like a customer who signs up, the new user receives the signup coupon while a signup campaign runs.
 */
export async function addCompanyUser(
	companyId: string,
	input: AddCompanyUserInput,
	onceKey: string,
	origin: string,
): Promise<AddUserOutcome> {
	const company = getCustomerCompany(companyId);
	if (!company) throw new Error(`no company ${companyId}`);
	const userId = crypto.randomUUID();
	let outcome;
	try {
		outcome = exactlyOnce(onceKey, ADD_USER_ONCE, (tx) => {
			tx.insert(users)
				.values({
					id: userId,
					email: input.email,
					name: input.name,
					role: "customer",
					locale: input.locale,
					companyId,
					phone: input.phone,
				})
				.run();
			issueSignupCoupon(tx, userId);
			return { redirectTo: `/admin/customers/${companyId}?done=userAdded` };
		});
	} catch (error) {
		// the unique index on lower(email) decides, inside the write (as sign-up does)
		if (String(error).includes("users_email_uq") || String(error).includes("UNIQUE constraint failed: users"))
			return { ok: false, reason: "taken" };
		throw error;
	}
	if (outcome.repeated) return { ok: true, repeated: true, redirectTo: outcome.redirectTo, userId: null };
	const { hash, code } = issueEmailLink(userId, "pwreset");
	await sendMail({
		to: input.email,
		template: "companyInvite",
		locale: input.locale,
		vars: {
			name: input.name,
			company: company.name,
			email: input.email,
			link: origin + emailLinkPath("pwreset", hash, code),
			validHours: VALID_HOURS,
		},
	});
	return { ok: true, repeated: false, redirectTo: outcome.redirectTo, userId };
}

/** Whether an address has an account already (the form says so before anything is written). */
export function emailTaken(email: string): boolean {
	return Boolean(findUserByEmail(email));
}
