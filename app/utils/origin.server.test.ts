// Decision 045: one configured origin for every link of every mail, whoever sends it (an action,
// a job, the seed). The request's own host is never used.
import { afterEach, describe, expect, test } from "vitest";
import { sendMail } from "#app/mail/mail.server.ts";
import { resetEnvCache } from "../server/env.server.ts";
import { appOrigin, linkOrigin, mailLink } from "./origin.server.ts";
import { jobLinkOrigin } from "#app/jobs/notices.server.ts";

const KEYS = ["APP_ORIGIN", "HOST", "PORT"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

function setEnv(env: Partial<Record<(typeof KEYS)[number], string>>) {
	for (const k of KEYS) {
		if (env[k] === undefined) delete process.env[k];
		else process.env[k] = env[k];
	}
	resetEnvCache();
}

afterEach(() => setEnv(saved as Record<string, string>));

describe("the origin of mail links", () => {
	test.each([
		[
			"APP_ORIGIN wins, reduced to its origin",
			{ APP_ORIGIN: "https://barunforwarding.kr/", HOST: "0.0.0.0", PORT: "8080" },
			"https://barunforwarding.kr",
		],
		[
			"APP_ORIGIN with a port and a path",
			{ APP_ORIGIN: "https://staging.example.kr:8443/app" },
			"https://staging.example.kr:8443",
		],
		["unset: the address the server binds by default", {}, "http://127.0.0.1:3000"],
		["unset, with the port", { PORT: "3210" }, "http://127.0.0.1:3210"],
		[
			"unset, bound to every interface: still the loopback address",
			{ HOST: "0.0.0.0", PORT: "3000" },
			"http://127.0.0.1:3000",
		],
		["unset, bound to a named host", { HOST: "localhost", PORT: "3103" }, "http://localhost:3103"],
		["unset, an IPv6 host", { HOST: "::1", PORT: "3000" }, "http://[::1]:3000"],
	] as const)("%s", (_name, env, expected) => {
		setEnv(env);
		expect(appOrigin()).toBe(expected);
		// the jobs, the routes (whatever host the request came to) and mailLink all agree
		expect(jobLinkOrigin()).toBe(expected);
		expect(linkOrigin(new Request("http://evil.example/login"))).toBe(expected);
		expect(mailLink("/mypage/payment/1")).toBe(`${expected}/mypage/payment/1`);
	});

	test("mailLink takes a path of ours, not a whole address", () => {
		expect(() => mailLink("https://evil.example/x")).toThrow(/path/);
	});

	test("sendMail refuses a mail whose link is on another host, and stores nothing", async () => {
		setEnv({ APP_ORIGIN: "http://app.test" });
		await expect(
			sendMail({
				to: "origin-rule@example.kr",
				template: "verification",
				locale: "kr",
				vars: { name: "Kim", link: "http://127.0.0.1:3000/sign/verify/email/a/b", validHours: 24 },
			}),
		).rejects.toThrow(/app's origin http:\/\/app\.test/);
		const { listOutbox } = await import("#app/mail/mail.server.ts");
		expect(listOutbox({ to: "origin-rule@example.kr" })).toEqual([]);
	});
});
