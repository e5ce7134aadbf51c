// Demo data of DESIGN.md for development and tests only (never production): the five demo users with
// password demo1234, verified e-mail and phone, and two customer companies, so tests can prove one
// company never sees another's records. Ids are stable so tests can use them.
import { hashPassword } from "../../app/accounts/password.server.ts";
import type { AppDatabase } from "../client.ts";
import type { Role } from "../roles.ts";
import { companies, partnerCompanies, users } from "../schema.ts";

export const DEMO_PASSWORD = "demo1234";

export const DEMO_COMPANIES = [
	// 124-81-00998 and 220-81-62517 pass the check digit (they are well-known public registrations;
	// any valid number would do, these make the demo look real)
	{
		id: "demo-company-a",
		name: "데모무역 주식회사",
		bizRegNo: "1248100998",
		address: "서울특별시 중구 세종대로 110",
		phone: "0212345678",
	},
	{
		id: "demo-company-b",
		name: "하노이상사",
		bizRegNo: "2208162517",
		address: "부산광역시 중구 중앙대로 2",
		phone: "0511234567",
	},
];

// Partner companies: the demo broker and insurer belong to the first two; the second broker
// exists so tests can prove a broker never sees a request assigned to another.
export const DEMO_PARTNER_COMPANIES = [
	{ id: "demo-broker-co", name: "데모관세법인", kind: "customs" as const, email: "broker@demo.kr" },
	{ id: "demo-insurer-co", name: "데모손해보험", kind: "insurance" as const, email: "insurer@demo.kr" },
	{ id: "demo-broker-b-co", name: "다른관세법인", kind: "customs" as const, email: "broker2@demo.kr" },
];

export const DEMO_USERS: {
	id: string;
	email: string;
	name: string;
	role: Role;
	companyId?: string;
	partnerCompanyId?: string;
	phone: string;
}[] = [
	{
		id: "demo-customer",
		email: "customer@demo.kr",
		name: "데모 고객",
		role: "customer",
		companyId: "demo-company-a",
		phone: "01012345678",
	},
	{
		id: "demo-colleague",
		email: "colleague@demo.kr",
		name: "데모 동료",
		role: "customer",
		companyId: "demo-company-a",
		phone: "01012345679",
	},
	{
		id: "demo-customer-b",
		email: "other@demo.kr",
		name: "다른 회사 고객",
		role: "customer",
		companyId: "demo-company-b",
		phone: "01098765432",
	},
	{ id: "demo-staff", email: "staff@demo.kr", name: "데모 직원", role: "staff", phone: "01011112222" },
	{ id: "demo-admin", email: "admin@demo.kr", name: "데모 관리자", role: "staff_admin", phone: "01011113333" },
	{
		id: "demo-broker",
		email: "broker@demo.kr",
		name: "데모 관세사",
		role: "customs_broker",
		partnerCompanyId: "demo-broker-co",
		phone: "01011114444",
	},
	{
		id: "demo-insurer",
		email: "insurer@demo.kr",
		name: "데모 보험사",
		role: "insurer",
		partnerCompanyId: "demo-insurer-co",
		phone: "01011115555",
	},
	{
		id: "demo-broker-b",
		email: "broker2@demo.kr",
		name: "다른 관세사",
		role: "customs_broker",
		partnerCompanyId: "demo-broker-b-co",
		phone: "01011116666",
	},
];

export async function seedDemo(db: AppDatabase): Promise<{ companies: number; users: number }> {
	// one hash for all: each demo account has the same password, and argon2 is deliberately slow
	const passwordHash = await hashPassword(DEMO_PASSWORD);
	const verifiedAt = new Date("2026-01-01T00:00:00Z");
	db.transaction((tx) => {
		for (const company of DEMO_COMPANIES)
			tx.insert(companies).values(company).onConflictDoUpdate({ target: companies.id, set: company }).run();
		for (const partner of DEMO_PARTNER_COMPANIES)
			tx.insert(partnerCompanies)
				.values(partner)
				.onConflictDoUpdate({ target: partnerCompanies.id, set: partner })
				.run();
		for (const user of DEMO_USERS) {
			const values = {
				...user,
				companyId: user.companyId ?? null,
				partnerCompanyId: user.partnerCompanyId ?? null,
				passwordHash,
				emailVerifiedAt: verifiedAt,
				phoneVerifiedAt: verifiedAt,
			};
			tx.insert(users).values(values).onConflictDoUpdate({ target: users.id, set: values }).run();
		}
	});
	return { companies: DEMO_COMPANIES.length, users: DEMO_USERS.length };
}
