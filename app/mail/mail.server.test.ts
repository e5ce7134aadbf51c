import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { parseEnv, resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { outbox } from "#db/schema.ts";
import { POSTMARK_ENDPOINT, getOutboxAttachment, listOutbox, sendMail } from "./mail.server.ts";
import { renderMail } from "./render.server.ts";

const link = "http://app.test/sign/verify/email/h/c";
// a few bytes that are not valid UTF-8, so a text round trip anywhere would show
const pdfBytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x33, 0x0a, 0xff, 0x00, 0xe2, 0x80]);
const quoteVars = {
	sender: "Kim",
	company: "Demo Trading",
	number: "Q2611-0001",
	route: "Busan (KRPUS) → Hai Phong (VNHPH)",
	total: "₩1,234,000",
	link: "http://app.test/quote/share/abc",
	linkExpires: "Dec 7, 2026",
};
const pdfAttachment = { name: "Q2611-0001.pdf", contentType: "application/pdf", content: pdfBytes };
// msw 3 renamed onUnhandledRequest to onUnhandledFrame; "error" makes a stray real request fail the test.
const server = setupServer();
const saved = { ...process.env };

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(() => {
	getDb().delete(outbox).run();
});
afterEach(() => {
	server.resetHandlers();
	for (const key of ["POSTMARK_SERVER_TOKEN", "MAIL_FROM", "NODE_ENV"] as const)
		if (saved[key] === undefined) delete process.env[key];
		else process.env[key] = saved[key];
	resetEnvCache();
});

describe("without a Postmark token", () => {
	test("the mail is stored in the outbox", async () => {
		delete process.env.POSTMARK_SERVER_TOKEN;
		resetEnvCache();
		const result = await sendMail({
			to: "kim@example.kr",
			template: "verification",
			vars: { name: "Kim", link, validHours: 24 },
			locale: "vn",
		});
		expect(result.via).toBe("outbox");
		const rows = listOutbox({ to: "kim@example.kr" });
		expect(rows).toHaveLength(1);
		const expected = await renderMail("verification", { name: "Kim", link, validHours: 24 }, "vn");
		expect(rows[0]).toMatchObject({
			id: result.id,
			channel: "email",
			to: "kim@example.kr",
			subject: expected.subject,
			text: expected.text,
			html: expected.html,
			template: "verification",
			locale: "vn",
		});
	});

	test("an attachment is stored with the message, byte for byte", async () => {
		delete process.env.POSTMARK_SERVER_TOKEN;
		resetEnvCache();
		const result = await sendMail({
			to: "pdf@example.kr",
			template: "quotePdf",
			vars: quoteVars,
			locale: "kr",
			attachments: [pdfAttachment],
		});
		expect(result.via).toBe("outbox");
		const [message] = listOutbox({ to: "pdf@example.kr" });
		expect(message?.attachments).toEqual([
			{
				id: expect.any(String),
				name: "Q2611-0001.pdf",
				contentType: "application/pdf",
				size: pdfBytes.length,
				url: expect.stringMatching(/^\/dev\/outbox\.json\?attachment=/),
			},
		]);
		const stored = getOutboxAttachment(message!.attachments[0]!.id);
		expect(stored?.content.equals(pdfBytes)).toBe(true);
		// a mail without files lists none
		await sendMail({
			to: "plain@example.kr",
			template: "idLookup",
			vars: { name: "Kim", email: "plain@example.kr", link },
			locale: "kr",
		});
		expect(listOutbox({ to: "plain@example.kr" })[0]?.attachments).toEqual([]);
	});

	test("the outbox lists newest first and filters by recipient", async () => {
		for (const to of ["a@example.kr", "b@example.kr", "a@example.kr"])
			await sendMail({ to, template: "idLookup", vars: { name: to, email: to, link }, locale: "kr" });
		const all = listOutbox();
		expect(all.map((m) => m.to)).toEqual(["a@example.kr", "b@example.kr", "a@example.kr"]);
		const ids = all.map((m) => m.id);
		const onlyA = listOutbox({ to: "a@example.kr" });
		expect(onlyA.map((m) => m.id)).toEqual([ids[0], ids[2]]);
		expect(all[0]!.createdAt >= all[2]!.createdAt).toBe(true);
	});
});

describe("with a Postmark token", () => {
	beforeEach(() => {
		process.env.POSTMARK_SERVER_TOKEN = "test-server-token";
		process.env.MAIL_FROM = "Barun Test <no-reply@test.barunforwarding.kr>";
		resetEnvCache();
	});

	test("posts the exact payload with the token header and stores nothing", async () => {
		let seen: { headers: Headers; body: unknown } | undefined;
		server.use(
			http.post(POSTMARK_ENDPOINT, async ({ request }) => {
				seen = { headers: request.headers, body: await request.json() };
				return HttpResponse.json({ To: "kim@example.kr", MessageID: "msg-1", ErrorCode: 0, Message: "OK" });
			}),
		);
		const vars = { name: "Kim", email: "kim@example.kr", link };
		const result = await sendMail({ to: "kim@example.kr", template: "passwordChanged", vars, locale: "en" });
		const expected = await renderMail("passwordChanged", vars, "en");
		expect(result).toEqual({ via: "postmark", id: "msg-1" });
		expect(seen?.headers.get("X-Postmark-Server-Token")).toBe("test-server-token");
		expect(seen?.headers.get("Accept")).toBe("application/json");
		expect(seen?.headers.get("Content-Type")).toBe("application/json");
		expect(seen?.body).toEqual({
			From: "Barun Test <no-reply@test.barunforwarding.kr>",
			To: "kim@example.kr",
			Subject: expected.subject,
			TextBody: expected.text,
			HtmlBody: expected.html,
			MessageStream: "outbound",
		});
		expect(listOutbox()).toEqual([]);
	});

	test("attachments go to Postmark as base64 with their name and type", async () => {
		let body: Record<string, unknown> | undefined;
		server.use(
			http.post(POSTMARK_ENDPOINT, async ({ request }) => {
				body = (await request.json()) as Record<string, unknown>;
				return HttpResponse.json({ MessageID: "msg-pdf", ErrorCode: 0, Message: "OK" });
			}),
		);
		const result = await sendMail({
			to: "kim@example.kr",
			template: "quotePdf",
			vars: quoteVars,
			locale: "vn",
			attachments: [pdfAttachment],
		});
		expect(result).toEqual({ via: "postmark", id: "msg-pdf" });
		expect(body?.Attachments).toEqual([
			{ Name: "Q2611-0001.pdf", Content: pdfBytes.toString("base64"), ContentType: "application/pdf" },
		]);
		expect(Buffer.from((body?.Attachments as { Content: string }[])[0]!.Content, "base64").equals(pdfBytes)).toBe(true);
		expect(listOutbox()).toEqual([]);
	});

	test("a refusal from Postmark throws with its reason", async () => {
		server.use(
			http.post(POSTMARK_ENDPOINT, () =>
				HttpResponse.json(
					{ ErrorCode: 406, Message: "You tried to send to recipient(s) that have been marked as inactive." },
					{ status: 422 },
				),
			),
		);
		await expect(
			sendMail({
				to: "gone@example.kr",
				template: "passwordReset",
				vars: { name: "Kim", link, validHours: 1 },
				locale: "kr",
			}),
		).rejects.toThrow(/Postmark refused the "passwordReset" mail \(HTTP 422, ErrorCode 406\): You tried to send/);
		expect(listOutbox()).toEqual([]);
	});

	test("the default sender is used outside production when MAIL_FROM is unset", async () => {
		delete process.env.MAIL_FROM;
		resetEnvCache();
		let from: unknown;
		server.use(
			http.post(POSTMARK_ENDPOINT, async ({ request }) => {
				from = ((await request.json()) as { From: unknown }).From;
				return HttpResponse.json({ MessageID: "m", ErrorCode: 0 });
			}),
		);
		await sendMail({
			to: "kim@example.kr",
			template: "idLookup",
			vars: { name: "Kim", email: "kim@example.kr", link },
			locale: "kr",
		});
		expect(from).toBe("Barun Forwarding <no-reply@barunforwarding.kr>");
	});
});

test("production with a Postmark token must name its sender", () => {
	const prod = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), APP_ORIGIN: "https://barunforwarding.kr" };
	expect(() => parseEnv({ ...prod, POSTMARK_SERVER_TOKEN: "t" })).toThrow(/MAIL_FROM: required in production/);
	expect(parseEnv({ ...prod, POSTMARK_SERVER_TOKEN: "t", MAIL_FROM: "A <a@b.kr>" }).MAIL_FROM).toBe("A <a@b.kr>");
	expect(parseEnv(prod).MAIL_FROM).toBeUndefined();
});
