// /dev/mail (decision 045): every kind of mail is previewable in development, in kr/en/vn, as HTML
// and as its plain-text part; unknown kinds and production answer 404.
import { expect, test } from "vitest";
import { templates } from "#app/mail/templates/index.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader } from "./mail.ts";

const get = async (path: string, params: Record<string, string> = {}) => {
	const args = await routeArgs(path, { params });
	return outcome(() => loader(args as never));
};
const body = async (path: string, params: Record<string, string> = {}) => {
	const args = await routeArgs(path, { params });
	return (await loader(args as never)) as Response;
};

test("the index links every kind in each language", async () => {
	const html = await (await body("/dev/mail")).text();
	for (const name of Object.keys(templates))
		for (const l of ["kr", "en", "vn"]) expect(html).toContain(`href="/dev/mail/${name}/0?locale=${l}"`);
});

test("one mail as HTML, with a policy that allows its inline styles only, and as text", async () => {
	const page = await body("/dev/mail/customerNotice/0?locale=vn", { template: "customerNotice", index: "0" });
	expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
	expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'; style-src 'unsafe-inline'");
	const html = await page.text();
	expect(html).toMatch(/<html[^>]* lang="vi"/);
	expect(html).toContain("Hóa đơn");
	const text = await (
		await body("/dev/mail/customerNotice/0?locale=en&format=text", { template: "customerNotice", index: "0" })
	).text();
	expect(text).toMatch(/^Subject: \[Shipment B2611-0001\] Your invoice is ready\n/);
	expect(text).toContain("View and pay the invoice:");
});

test("an unknown kind or sample is 404; production has no preview", async () => {
	expect((await get("/dev/mail/nope/0", { template: "nope", index: "0" })).status).toBe(404);
	expect((await get("/dev/mail/verification/9", { template: "verification", index: "9" })).status).toBe(404);
	const saved = { NODE_ENV: process.env.NODE_ENV, SESSION_SECRET: process.env.SESSION_SECRET };
	// production's settings are checked at start-up: give it the secret it requires
	Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) });
	resetEnvCache();
	try {
		expect((await get("/dev/mail")).status).toBe(404);
	} finally {
		for (const [k, v] of Object.entries(saved)) {
			if (v === undefined) delete process.env[k];
			else process.env[k] = v;
		}
		resetEnvCache();
	}
});
