// Decision 044: a user's language is a setting on the account. Chosen on sign-up
// from the interface language (app/routes/sign/up-agree.test.ts), changed in /mypage/info, and
// followed when a signed-in user switches the interface language (?lng=); mails then use it.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { userLocaleMiddleware } from "#app/middleware/user-locale.server.ts";
import { mailShipmentEvent } from "#app/shipments/notify.server.ts";
import { getDb } from "#db/client.ts";
import { estimateEvents, estimates, users } from "#db/schema.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as info from "#app/routes/mypage/info.tsx";
import { switchedLocale, userLocale } from "./user-locale-setting.server.ts";

async function newUser(locale: "kr" | "en" | "vn" = "kr") {
	const id = `lang-${crypto.randomUUID()}`;
	getDb()
		.insert(users)
		.values({ id, email: `${id}@lang.test`, name: "Lang", role: "customer", locale, companyId: "demo-company-a" })
		.run();
	const cookie = (await createSession(id)).setCookie.split(";")[0]!;
	return { id, email: `${id}@lang.test`, cookie };
}

/** One request through the app's locale, auth and user-locale middleware, as the root runs them. */
async function visit(path: string, cookies: string[]) {
	const args = await routeArgs(path, { cookies });
	await userLocaleMiddleware({ ...args, pattern: "" } as never, async () => new Response());
	return args;
}

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("which request switches the setting", () => {
	test.each([
		["?lng=vn on a Korean account", "http://app.test/order?lng=vn", {}, "kr", "vn"],
		["?lng=en with a Vietnamese cookie", "http://app.test/order?lng=en", { Cookie: "lng=vn" }, "kr", "en"],
		["?lng=kr on a Korean account: nothing to change", "http://app.test/?lng=kr", {}, "kr", null],
		["a cookie alone never switches it", "http://app.test/order", { Cookie: "lng=vn" }, "kr", null],
		["nor a browser's Accept-Language", "http://app.test/order", { "Accept-Language": "vi-VN,vi;q=0.9" }, "kr", null],
		["an unknown ?lng= is no choice", "http://app.test/order?lng=fr", {}, "en", null],
	] as const)("%s", (_name, url, headers, current, expected) => {
		expect(switchedLocale(new Request(url, { headers }), current)).toBe(expected);
	});
});

describe("a signed-in user's language switch", () => {
	test("?lng=vn stores vn on the account, and the next mail to them is in Vietnamese", async () => {
		const user = await newUser("kr");
		const estimateId = makeTestShipment();
		// the customer who booked hears of the shipment (booking-mail.server.ts): make it this user
		getDb().update(estimates).set({ userId: user.id }).where(eq(estimates.id, estimateId)).run();
		getDb().update(estimateEvents).set({ userId: user.id }).where(eq(estimateEvents.estimateId, estimateId)).run();

		await visit("/mypage/shipment?lng=vn", [user.cookie]);
		expect(userLocale(user.id)).toBe("vn");

		await mailShipmentEvent(estimateId, "departed", "http://app.test", { at: new Date() });
		const mail = listOutbox({ to: user.email }).find((m) => m.template === "shipmentCustomer");
		expect(mail?.locale).toBe("vn");
		expect(mail?.subject).toMatch(/Lô hàng|hàng/);
	}, 30_000);

	test("a cookie alone leaves the setting; an anonymous ?lng= writes nothing", async () => {
		const user = await newUser("en");
		await visit("/order", [user.cookie, "lng=vn"]);
		expect(userLocale(user.id)).toBe("en");
		const args = await routeArgs("/?lng=vn");
		await expect(
			userLocaleMiddleware({ ...args, pattern: "" } as never, async () => new Response()),
		).resolves.toBeInstanceOf(Response);
	});
});

describe("/mypage/info's language setting", () => {
	test("shows the account's language, saves a new one with the interface cookie, and refuses an unknown one", async () => {
		const user = await newUser("kr");
		const page = await renderRoute(info, "/mypage/info", "/mypage/info", { cookies: [user.cookie], locale: "en" });
		expect(page.status).toBe(200);
		expect(page.html).toMatch(/<option value="kr"[^>]*selected=""/);
		// posted to the page without its ?lng=, which would set the interface back (a whole-page submit)
		expect(page.html).toMatch(
			/<form[^>]*action="\/mypage\/info"[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="language"/,
		);

		const saved = await outcome(async () =>
			info.action(
				(await routeArgs("/mypage/info", {
					cookies: [user.cookie],
					form: { intent: "language", locale: "vn" },
				})) as never,
			),
		);
		expect(saved.status).toBe(302);
		expect(saved.location).toBe("/mypage/info?changed=language#language");
		expect(saved.headers.get("Set-Cookie")).toMatch(/^lng=vn;/);
		expect(userLocale(user.id)).toBe("vn");

		const refused = await outcome(async () =>
			info.action(
				(await routeArgs("/mypage/info", {
					cookies: [user.cookie],
					form: { intent: "language", locale: "fr" },
				})) as never,
			),
		);
		expect(refused.status).toBe(400);
		expect(JSON.stringify(refused.data)).toContain("accounts.errors.languageInvalid");
		expect(userLocale(user.id)).toBe("vn");

		const after = await renderRoute(info, "/mypage/info", "/mypage/info?changed=language", {
			cookies: [user.cookie],
			locale: "vn",
		});
		expect(after.html).toMatch(/<option value="vn"[^>]*selected=""/);
		expect(after.html).toContain('data-testid="language-saved"');
	}, 30_000);
});
