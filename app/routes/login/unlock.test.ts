// The unlock link's page (decision 051: single use). Opening a valid link sets nothing and offers a
// button; pressing it sets the unlock cookie (HttpOnly, whole site, a day) and spends the link, so a
// second press, in this or any other browser, is refused (410) with nothing set. A forged, malformed or
// expired link sets nothing either way.
import { describe, expect, test } from "vitest";
import { UNLOCK_COOKIE, UNLOCK_VALID_MS, readUnlockToken, unlockToken } from "#app/accounts/login-unlock.server.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action, loader } from "./unlock.tsx";

const open = async (token: string) =>
	outcome(async () => loader((await routeArgs(`/login/unlock/${token}`, { params: { token } })) as never));
const press = async (token: string, cookies: string[] = []) =>
	outcome(async () =>
		action((await routeArgs(`/login/unlock/${token}`, { params: { token }, form: {}, cookies })) as never),
	);

let n = 0;
const freshToken = () => unlockToken(`owner${(n += 1)}-${Date.now()}@unlock.test`);

describe("/login/unlock/:token", () => {
	test("opening a valid link offers the button and sets nothing (a mail scanner's visit spends nothing)", async () => {
		const token = freshToken();
		for (let i = 0; i < 2; i++) {
			const page = await open(token);
			expect(page.status).toBe(200);
			expect(page.data).toEqual({ result: "ready" });
			expect(page.headers.get("Set-Cookie")).toBeNull();
			expect(page.headers.get("Cache-Control")).toBe("no-store");
		}
	});

	test("pressing the button sets the cookie for this browser; the link is then used up, in any browser", async () => {
		const token = freshToken();
		const first = await press(token);
		expect(first.status).toBe(200);
		expect(first.data).toEqual({ result: "ok" });
		const cookie = first.headers.get("Set-Cookie") ?? "";
		expect(cookie).toContain(`${UNLOCK_COOKIE}=${token};`);
		expect(cookie).toMatch(/HttpOnly/);
		expect(cookie).toMatch(/Path=\/;/);
		// another browser (or the same form resent): refused, nothing set
		const second = await press(token, ["lng=en"]);
		expect(second.status).toBe(410);
		expect(second.data).toEqual({ result: "used" });
		expect(second.headers.get("Set-Cookie")).toBeNull();
		expect((await open(token)).data).toEqual({ result: "used" });
	});

	test("a signed-in browser spends the link for every browser too (its record is the link's, not the user's)", async () => {
		const { onceOwnerMiddleware } = await import("#app/middleware/once-owner.server.ts");
		const { createSession } = await import("#app/auth/session.server.ts");
		const { getDb } = await import("#db/client.ts");
		const { users } = await import("#db/schema.ts");
		getDb()
			.insert(users)
			.values({ id: "unlock-signed-in", email: "signed-in@unlock.test", name: "signed in", role: "customer" })
			.onConflictDoNothing()
			.run();
		const token = freshToken();
		const session = (await createSession("unlock-signed-in")).setCookie.split(";")[0]!;
		const args = await routeArgs(`/login/unlock/${token}`, { params: { token }, form: {}, cookies: [session] });
		const first = await outcome(async () =>
			onceOwnerMiddleware(args as never, async () => action(args as never) as never),
		);
		expect(first.data).toEqual({ result: "ok" });
		expect((await press(token)).status).toBe(410);
	});

	test.each([
		["forged", () => `${freshToken().slice(0, -2)}AA`],
		["expired", () => unlockToken("owner@unlock.test", Date.now() - UNLOCK_VALID_MS - 1000)],
		["malformed", () => "not-a-token"],
		["with extra parts", () => `${freshToken()}.x`],
	])("a %s link sets nothing, opened or pressed", async (_name, make) => {
		const token = make();
		const page = await open(token);
		expect(page.data).toEqual({ result: "invalid" });
		expect(page.headers.get("Set-Cookie")).toBeNull();
		const pressed = await press(token);
		expect(pressed.status).toBe(400);
		expect(pressed.data).toEqual({ result: "invalid" });
		expect(pressed.headers.get("Set-Cookie")).toBeNull();
		expect(readUnlockToken(token)).toBeNull();
	});

	test("every message of the page exists in kr, en and vn", async () => {
		const { readFileSync } = await import("node:fs");
		for (const locale of ["kr", "en", "vn"]) {
			const unlock = (
				JSON.parse(readFileSync(`app/locales/${locale}.json`, "utf8")) as {
					accounts: { unlock: Record<string, string> };
				}
			).accounts.unlock;
			for (const key of ["title", "ready", "submit", "ok", "used", "invalid"])
				expect(unlock[key], `${locale} ${key}`).toBeTruthy();
		}
	});
});
