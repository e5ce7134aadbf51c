import { afterEach, expect, test } from "vitest";
import { resetEnvCache } from "#app/utils/env.server.ts";
import { loader as htmlLoader } from "./outbox.tsx";
import { loader as jsonLoader } from "./outbox-json.ts";

const saved = { ...process.env };

afterEach(() => {
	for (const key of ["NODE_ENV", "SESSION_SECRET", "APP_ORIGIN"] as const)
		if (saved[key] === undefined) delete process.env[key];
		else process.env[key] = saved[key];
	resetEnvCache();
});

function production() {
	// the settings production requires, so getEnv() parses and only NODE_ENV matters
	Object.assign(process.env, { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), APP_ORIGIN: "https://barunforwarding.kr" });
	resetEnvCache();
}

const request = () => new Request("http://localhost/dev/outbox.json?to=a%40example.kr");
const args = () => ({ request: request(), params: {}, context: {} }) as never;

async function statusOf(run: () => unknown): Promise<number | undefined> {
	try {
		await run();
		return undefined;
	} catch (thrown) {
		return (thrown as { init?: { status?: number } }).init?.status;
	}
}

test("both outbox routes are 404 in production", async () => {
	production();
	expect(await statusOf(() => htmlLoader())).toBe(404);
	expect(await statusOf(() => jsonLoader(args()))).toBe(404);
});

test("outside production they answer", async () => {
	process.env.NODE_ENV = "test";
	resetEnvCache();
	expect(htmlLoader().messages).toBeInstanceOf(Array);
	const response = jsonLoader(args());
	expect(response.status).toBe(200);
	expect(await response.json()).toBeInstanceOf(Array);
});
