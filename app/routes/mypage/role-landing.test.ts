// After sign-in each role lands on its own home (customers on the quote screen,
// staff on the desk, partners on their portal); a signed-in user opening /login goes there too; the
// my-page layout answers 403 to partners on every customer page and to staff on the customer's own
// lists, while every role keeps its account page; /mypage sends each role to its first screen.
import { beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "#app/accounts/password.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as login from "../login.tsx";
import * as index from "./index.tsx";
import * as layout from "./layout.tsx";

const PASSWORD = "Landing!2345";
const ROLES_UNDER_TEST: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];
const cookie: Partial<Record<Role, string>> = {};
const emailOf = (role: Role) => `landing-${role}@landing.test`;

beforeAll(async () => {
	const passwordHash = await hashPassword(PASSWORD);
	for (const role of ROLES_UNDER_TEST) {
		const id = `landing-${role}`;
		getDb()
			.insert(users)
			.values({ id, email: emailOf(role), name: id, role, passwordHash, emailVerifiedAt: new Date(), companyId: null })
			.onConflictDoNothing()
			.run();
		cookie[role] = (await createSession(id)).setCookie.split(";")[0]!;
	}
}, 30_000);

const HOME: Record<Role, string> = {
	customer: "/order",
	staff: "/admin",
	staff_admin: "/admin",
	customs_broker: "/partner/customs",
	insurer: "/partner/insurance",
};

describe("sign-in lands each role on its own home", () => {
	test.each(ROLES_UNDER_TEST)(
		"%s signs in without a redirectTo",
		async (role) => {
			const args = await routeArgs("/login", {
				form: { intent: "signin", email: emailOf(role), password: PASSWORD, redirectTo: "" },
				headers: { Origin: "http://app.test", "x-fp-client-ip": "192.0.2.150" },
			});
			const answer = await outcome(() => login.action(args as never));
			expect(answer.status).toBe(302);
			expect(answer.location).toBe(HOME[role]);
		},
		20_000,
	);

	test("a page that asked for sign-in still gets the user back", async () => {
		const args = await routeArgs("/login", {
			form: { intent: "signin", email: emailOf("insurer"), password: PASSWORD, redirectTo: "/partner/insurance/x" },
			headers: { Origin: "http://app.test", "x-fp-client-ip": "192.0.2.151" },
		});
		const answer = await outcome(() => login.action(args as never));
		expect(answer.location).toBe("/partner/insurance/x");
	}, 20_000);

	test.each(ROLES_UNDER_TEST)("%s opening /login while signed in goes home", async (role) => {
		const answer = await outcome(async () =>
			login.loader((await routeArgs("/login", { cookies: [cookie[role]!] })) as never),
		);
		expect(answer.status).toBe(302);
		expect(answer.location).toBe(HOME[role]);
	});
});

describe("my page by role", () => {
	const status = async (role: Role, path: string) =>
		(await outcome(async () => layout.loader((await routeArgs(path, { cookies: [cookie[role]!] })) as never))).status;

	test.each([
		["/mypage/estimate", 200, 403, 403],
		["/mypage/shipment", 200, 403, 403],
		["/mypage/download", 200, 403, 403],
		["/mypage/upload", 200, 403, 403],
		["/mypage/coupons", 200, 403, 403],
		["/mypage/payment", 200, 403, 403],
		["/mypage/uploadfile", 200, 403, 403],
		["/mypage/shipment.data", 200, 403, 403],
		["/mypage/estimate/some-id", 200, 200, 403],
		["/mypage/shipment/some-id", 200, 200, 403],
		["/mypage/info", 200, 200, 200],
	] as const)("%s: customer %i, staff %i, partners %i", async (path, customer, staff, partner) => {
		expect(await status("customer", path)).toBe(customer);
		expect(await status("staff", path)).toBe(staff);
		expect(await status("staff_admin", path)).toBe(staff);
		expect(await status("customs_broker", path)).toBe(partner);
		expect(await status("insurer", path)).toBe(partner);
	});

	test.each([
		["customer", "/mypage/estimate"],
		["staff", "/mypage/info"],
		["customs_broker", "/mypage/info"],
		["insurer", "/mypage/info"],
	] as const)("/mypage sends %s to %s", async (role, to) => {
		const answer = await outcome(async () =>
			index.loader((await routeArgs("/mypage", { cookies: [cookie[role]!] })) as never),
		);
		expect(answer.location).toBe(to);
	});

	test("the header's my-page group offers partners and staff only their account", async () => {
		const { buildMenu, isGroup } = await import("#app/shell/menu.ts");
		for (const role of ["staff", "customs_broker", "insurer"] as const) {
			const group = buildMenu(role).find((e) => e.key === "mypage");
			expect(group && isGroup(group) ? group.items.map((i) => i.to) : []).toEqual(["/mypage/info"]);
		}
		const customer = buildMenu("customer").find((e) => e.key === "mypage");
		expect(customer && isGroup(customer) ? customer.items.length : 0).toBe(7);
	});
});

describe("my page's customer-service block (spec section 2)", () => {
	test.each([
		["kr", "고객센터"],
		["en", "Customer service"],
		["vn", "Chăm sóc khách hàng"],
	] as const)("%s: every my-page screen has it, with the phone and the mail address", async (locale, title) => {
		const { renderRoute } = await import("#tests/render-route.tsx");
		const { companyFactsFor } = await import("#app/company/company-profile.server.ts");
		const company = companyFactsFor(locale);
		const page = await renderRoute(layout, "/mypage/estimate", "/mypage/estimate", {
			cookies: [cookie.customer!],
			locale,
		});
		expect(page.status).toBe(200);
		expect(page.html).toContain('data-testid="customer-service"');
		expect(page.html).toContain(`>${title}</h2>`);
		expect(page.html).toContain(`href="tel:${company.supportPhoneDial}"`);
		expect(page.html).toContain(`>${company.supportPhone}</a>`);
		expect(page.html).toContain(`mailto:${company.supportEmail}`);
	});
});
