// The unlock link's page: a valid token sets the unlock cookie (HttpOnly, whole site, a day), a forged,
// malformed or expired one sets nothing and says so.
import { describe, expect, test } from "vitest";
import { UNLOCK_COOKIE, UNLOCK_VALID_MS, readUnlockToken, unlockToken } from "#app/accounts/login-unlock.server.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader } from "./unlock.tsx";

const open = async (token: string) => outcome(async () => loader((await routeArgs(`/login/unlock/${token}`, { params: { token } })) as never));

describe("/login/unlock/:token", () => {
	test("a valid link sets the cookie for this browser", async () => {
		const token = unlockToken("owner@unlock.test");
		const page = await open(token);
		expect(page.status).toBe(200);
		expect(page.data).toEqual({ result: "ok" });
		const cookie = page.headers.get("Set-Cookie") ?? "";
		expect(cookie).toContain(`${UNLOCK_COOKIE}=${token};`);
		expect(cookie).toMatch(/HttpOnly/);
		expect(cookie).toMatch(/Path=\/;/);
		expect(page.headers.get("Cache-Control")).toBe("no-store");
	});

	test.each([
		["forged", `${unlockToken("owner@unlock.test").slice(0, -2)}AA`],
		["expired", unlockToken("owner@unlock.test", Date.now() - UNLOCK_VALID_MS - 1000)],
		["malformed", "not-a-token"],
		["with extra parts", `${unlockToken("owner@unlock.test")}.x`],
	])("a %s link sets nothing", async (_name, token) => {
		const page = await open(token);
		expect(page.data).toEqual({ result: "invalid" });
		expect(page.headers.get("Set-Cookie")).toBeNull();
		expect(readUnlockToken(token)).toBeNull();
	});
});
