import { afterEach, expect, test } from "vitest";
import { type OutboxEntry, recordInOutbox } from "#app/mail/mail.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
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
	Object.assign(process.env, {
		NODE_ENV: "production",
		SESSION_SECRET: "s".repeat(32),
		APP_ORIGIN: "https://barunforwarding.kr",
	});
	resetEnvCache();
}

const request = (url = "http://localhost/dev/outbox.json?to=a%40example.kr") => new Request(url);
const args = (url?: string) => ({ request: request(url), params: {}, context: {} }) as never;

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
	expect(await statusOf(() => jsonLoader(args("http://localhost/dev/outbox.json?attachment=x")))).toBe(404);
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

test("an attachment is listed (name, type, size, link) and its link answers with the bytes", async () => {
	process.env.NODE_ENV = "test";
	resetEnvCache();
	const bytes = Buffer.from("%PDF-1.3 test bytes");
	const to = `files-${Date.now()}@example.kr`;
	const message = {
		channel: "email",
		to,
		subject: "s",
		text: "t",
		html: "<p>t</p>",
		template: "quotePdf",
		locale: "kr",
	} as const;
	recordInOutbox(message, [{ name: "Q2611-0001.pdf", contentType: "application/pdf", content: bytes }]);
	const listed = (await jsonLoader(
		args(`http://localhost/dev/outbox.json?to=${encodeURIComponent(to)}`),
	).json()) as OutboxEntry[];
	expect(listed).toHaveLength(1);
	const [file] = listed[0]!.attachments;
	expect(file).toMatchObject({ name: "Q2611-0001.pdf", contentType: "application/pdf", size: bytes.length });
	expect(file!.url).toBe(`/dev/outbox.json?attachment=${file!.id}`);
	const response = jsonLoader(args(`http://localhost${file!.url}`));
	expect(response.status).toBe(200);
	expect(response.headers.get("Content-Type")).toBe("application/pdf");
	expect(response.headers.get("Content-Disposition")).toContain("Q2611-0001.pdf");
	expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
	expect(await statusOf(() => jsonLoader(args("http://localhost/dev/outbox.json?attachment=nope")))).toBe(404);
});
