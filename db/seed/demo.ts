// Demo data of DESIGN.md for development and tests only (never production). The accounts issue adds
// credentials, companies and verification to these users; the ids are stable so tests can use them.
import type { AppDatabase } from "../client.ts";
import type { Role } from "../roles.ts";
import { users } from "../schema.ts";

export const DEMO_USERS: { id: string; email: string; name: string; role: Role }[] = [
	{ id: "demo-customer", email: "customer@demo.kr", name: "데모 고객", role: "customer" },
	{ id: "demo-staff", email: "staff@demo.kr", name: "데모 직원", role: "staff" },
	{ id: "demo-admin", email: "admin@demo.kr", name: "데모 관리자", role: "staff_admin" },
	{ id: "demo-broker", email: "broker@demo.kr", name: "데모 관세사", role: "customs_broker" },
	{ id: "demo-insurer", email: "insurer@demo.kr", name: "데모 보험사", role: "insurer" },
];

export function seedDemo(db: AppDatabase): { users: number } {
	db.transaction((tx) => {
		for (const user of DEMO_USERS)
			tx.insert(users)
				.values(user)
				.onConflictDoUpdate({ target: users.id, set: { email: user.email, name: user.name, role: user.role } })
				.run();
	});
	return { users: DEMO_USERS.length };
}
