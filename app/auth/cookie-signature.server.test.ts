// The sync reader must accept exactly what React Router's createCookie signs, and nothing else.
import { createCookie } from "react-router";
import { describe, expect, test } from "vitest";
import { readCookie } from "#app/i18n/locales.ts";
import { unsignString } from "./cookie-signature.server.ts";

const SECRET = "s3cret-for-the-signature-tests-0123456789";
const cookie = createCookie("fp_session", { secrets: [SECRET], path: "/" });
const ID = "q8Zr-3_xk2VYc0mQ7yHvbP1LwA9sNdE4tJfUoGiRhBc"; // newSessionId()'s shape: 32 bytes, base64url

async function headerFor(value: string, options: { secrets?: string[]; name?: string } = {}): Promise<string> {
	const made = createCookie(options.name ?? "fp_session", { secrets: options.secrets ?? [SECRET], path: "/" });
	return (await made.serialize(value)).split(";")[0]!;
}

describe("unsignString reads what createCookie signed", () => {
	test.each([
		["a session id", ID],
		["a short id", "a"],
		["ids with - and _", "-_-_"],
	])("%s", async (_, id) => {
		const header = await headerFor(id);
		expect(unsignString(readCookie(header, "fp_session")!, [SECRET])).toBe(id);
		expect(await cookie.parse(header)).toBe(id); // the same answer as React Router's own parse
	});

	test.each([
		["another secret", async () => headerFor(ID, { secrets: ["another-secret-of-enough-length-000000"] })],
		["a payload changed after signing", async () => (await headerFor(ID)).replace("fp_session=", "fp_session=X")],
		["a signature cut short", async () => (await headerFor(ID)).slice(0, -6)],
		["no signature", async () => `fp_session=${encodeURIComponent(btoa(JSON.stringify(ID)))}`],
		["a signed value that is not a URL-safe string", async () => headerFor("has space")],
	])("refuses %s", async (_, make) => {
		const value = readCookie(await make(), "fp_session");
		expect(value === undefined ? undefined : unsignString(value, [SECRET])).toBeUndefined();
	});

	test("an older secret still listed verifies (rotation)", async () => {
		const header = await headerFor(ID, { secrets: ["old-secret-still-accepted-0123456789"] });
		expect(unsignString(readCookie(header, "fp_session")!, [SECRET, "old-secret-still-accepted-0123456789"])).toBe(ID);
	});
});

describe("unsignString checks every value it is given", () => {
	test("a genuine value verifies each time, and only under its own secrets", async () => {
		const value = readCookie(await headerFor(ID), "fp_session")!;
		expect(unsignString(value, [SECRET])).toBe(ID);
		expect(unsignString(value, ["a-different-secret-0123456789abcdef"])).toBeUndefined();
		expect(unsignString(value, [SECRET])).toBe(ID);
	});

	test("a forged value stays refused however often it is sent, even after its genuine twin verified", async () => {
		const genuine = readCookie(await headerFor(ID), "fp_session")!;
		const forged = genuine.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
		expect(unsignString(genuine, [SECRET])).toBe(ID);
		for (let i = 0; i < 3; i++) expect(unsignString(forged, [SECRET])).toBeUndefined();
	});
});
