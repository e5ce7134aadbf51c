// Integration: the wizard's drafts in the worker's real SQLite file. One draft per user and mode;
// another user never sees it.
import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { clearDraft, draftModes, loadDraft, saveDraft } from "./drafts.server.ts";
import type { Draft } from "./wizard.ts";

function insertUser(): string {
	const id = crypto.randomUUID();
	getDb()
		.insert(users)
		.values({ id, email: `draft-${id}@drafts.test`, name: "김하나" })
		.run();
	return id;
}

const draft = (commodity: string): Draft => ({ input: { cargo: { commodity } } });

describe("quote drafts", () => {
	test("save, resume and overwrite per user and mode", () => {
		const user = insertUser();
		expect(loadDraft(user, "shipline")).toBeNull();
		saveDraft(user, "shipline", draft("의류"), new Date(1_000));
		expect(loadDraft(user, "shipline")).toEqual(draft("의류"));
		expect(loadDraft(user, "airline")).toBeNull();
		saveDraft(user, "shipline", draft("신발"), new Date(2_000));
		expect(loadDraft(user, "shipline")).toEqual(draft("신발"));
		saveDraft(user, "airline", draft("부품"), new Date(3_000));
		expect(draftModes(user)).toEqual(["airline", "shipline"]);
	});

	test("clear removes only that mode", () => {
		const user = insertUser();
		saveDraft(user, "shipline", draft("a"));
		saveDraft(user, "airline", draft("b"));
		clearDraft(user, "shipline");
		expect(loadDraft(user, "shipline")).toBeNull();
		expect(loadDraft(user, "airline")).toEqual(draft("b"));
	});

	test("another user never sees the draft", () => {
		const owner = insertUser();
		const other = insertUser();
		saveDraft(owner, "shipline", draft("비밀"));
		expect(loadDraft(other, "shipline")).toBeNull();
		expect(draftModes(other)).toEqual([]);
		clearDraft(other, "shipline");
		expect(loadDraft(owner, "shipline")).toEqual(draft("비밀"));
	});
});
