// Docs that are true: the decision index lists every decision record, every repository path the docs
// name exists, and no comment cites an issue number (which a newcomer cannot look up: a comment cites
// the spec section or the decision, or just says why). A newcomer follows README.md and docs/ to a file; a path that moved or went away
// sends them nowhere, so the move that breaks a doc fails here and the doc is fixed with it.
//
// The rule for paths (what counts as a path, and what may name something that is gone):
// - a path is a word that starts with one of the repository's top folders (`app/`, `db/`, `tests/`,
//   `bench/`, `scripts/`, `public/`, `docs/`, `.ci/`), in prose or in backticks;
// - it must exist as a file or a folder; a path with `*` must match at least one file;
// - placeholders are not paths: anything with `NNN` or `<...>` in it (`db/migrations/NNNN_x.sql`);
// - git-ignored places (`tests/.tmp/`, `bench/results/`, `build/`) are made by runs, not committed;
// - history may name what is gone: a whole decision marked `superseded by`, and a path written as the
//   source of a move (`old -> new`) or followed by `(removed` / `(gone`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DECISIONS = path.join(ROOT, "docs/decisions");

/** The decision records on disk: `NNN-slug.md`. */
function decisionFiles(): string[] {
	return fs
		.readdirSync(DECISIONS)
		.filter((f) => /^\d{3}-.+\.md$/.test(f))
		.sort();
}

/** The records the index links to, in its table rows (`| [NNN](NNN-slug.md) | ...`). */
export function indexedDecisions(index: string): string[] {
	return [...index.matchAll(/^\|\s*\[\d{3}\]\((\d{3}-[^)]+\.md)\)/gm)].map((m) => m[1] ?? "");
}

const PATH = /(?<![\w./#@-])((?:app|db|tests|bench|scripts|public|docs|\.ci)\/[\w.*/$+@-]*[\w*$/])/g;
const IGNORED = ["tests/.tmp", "bench/results", "bench/.tmp", "build", "data", "test-results", "playwright-report"];

function exists(p: string): boolean {
	if (p.includes("*")) return fs.globSync(p, { cwd: ROOT }).length > 0;
	return fs.existsSync(path.join(ROOT, p));
}

/** Paths a Markdown text names that do not exist, as `line: path`, by the rule above. */
export function missingPaths(text: string, pathExists: (p: string) => boolean = exists): string[] {
	if (/^- Status:.*\bsuperseded by\b/im.test(text)) return [];
	const missing: string[] = [];
	text.split("\n").forEach((line, i) => {
		for (const m of line.matchAll(PATH)) {
			const p = (m[1] ?? "").replace(/[.]+$/, "");
			const at = m.index ?? 0;
			if (/NNN|</.test(p) || line.slice(at - 1, at) === "<") continue;
			if (IGNORED.some((dir) => p === dir || p.startsWith(`${dir}/`))) continue;
			const after = line.slice(at + m[0].length).replace(/^`/, "");
			if (/^\s*(->|→)|^\s*\((removed|gone)\b/.test(after)) continue;
			if (!pathExists(p)) missing.push(`${i + 1}: ${p}`);
		}
	});
	return missing;
}

const docs = ["README.md", ...fs.globSync("docs/**/*.md", { cwd: ROOT })].sort();

describe("the decision index", () => {
	const index = fs.readFileSync(path.join(DECISIONS, "README.md"), "utf8");

	it("lists every decision record, once", () => {
		const listed = indexedDecisions(index);
		expect(decisionFiles().filter((f) => !listed.includes(f))).toEqual([]);
		expect(listed.filter((f, i) => listed.indexOf(f) !== i)).toEqual([]);
	});

	it("links only to records that exist", () => {
		expect(indexedDecisions(index).filter((f) => !decisionFiles().includes(f))).toEqual([]);
	});

	it("finds a record missing from an index (the check is not vacuous)", () => {
		expect(decisionFiles().length).toBeGreaterThan(50);
		const without037 = index.replace(/^\| \[037\].*\n/m, "");
		expect(decisionFiles().filter((f) => !indexedDecisions(without037).includes(f))).toEqual([
			"037-pages-gzipped-on-a-worker-thread.md",
		]);
	});
});

describe("paths named in the docs", () => {
	it.each(docs)("%s names only paths that exist", (file) => {
		expect(missingPaths(fs.readFileSync(path.join(ROOT, file), "utf8"))).toEqual([]);
	});

	it("reads the docs it should", () => {
		expect(docs).toContain("docs/how-to/add-a-screen.md");
		expect(docs).toContain("docs/decisions/013-house-layout.md");
	});

	it("finds a path that is gone, and lets history and placeholders be", () => {
		const text = [
			"The locale is set in `app/middleware/i18next.server.ts`, translated by app/i18n/translator.ts.",
			"Moved `app/pricing/dates.ts` -> `app/calendar/calendar.ts`; `app/old.ts` (removed in 2026).",
			"A migration `db/migrations/NNNN_name.sql`, the runs in tests/.tmp/replica, `app/routes/<screen>.tsx`.",
			"Every `app/routes/admin/*.tsx`, and `app/nowhere/*.ts`.",
		].join("\n");
		expect(missingPaths(text)).toEqual(["1: app/middleware/i18next.server.ts", "4: app/nowhere/*.ts"]);
		expect(missingPaths(`- Status: superseded by [099](099-x.md)\n\n\`app/gone.ts\``)).toEqual([]);
	});
});

/** Lines of a source text that cite an issue number: the word issue and a number, or a number in parentheses after #. */
export function issueCitations(text: string): string[] {
	return text
		.split("\n")
		.map((line, i) => `${i + 1}: ${line.trim()}`)
		.filter((line) => /\b[Ii]ssues? ?#?\d+|\(#\d+\)/.test(line));
}

describe("comments say why without issue numbers", () => {
	// applied migrations are history and are never edited
	const sources = ["app", "tests", "db", "bench", "scripts"]
		.flatMap((dir) => fs.globSync(`${dir}/**/*.{ts,tsx,js,mjs,css,md}`, { cwd: ROOT }))
		.concat(["server.js"])
		.filter((f) => !f.includes("node_modules") && !f.includes("/.tmp/") && !f.startsWith("db/migrations/"));

	it("finds no issue number in app, tests, db, bench, scripts or server.js", () => {
		expect(sources.length).toBeGreaterThan(500);
		const found = sources.flatMap((f) =>
			issueCitations(fs.readFileSync(path.join(ROOT, f), "utf8")).map((line) => `${f}:${line}`),
		);
		expect(found).toEqual([]);
	});

	it("finds one when there is one (the check is not vacuous)", () => {
		const cited = [
			"// the mails after booking (iss" + "ue 32 item 7)",
			"// Iss" + "ue 15's goal",
			"// see (#" + "12)",
			"// a tissue 3 ply",
		].join("\n");
		expect(issueCitations(cited).map((l) => l.slice(0, 1))).toEqual(["1", "2", "3"]);
	});
});
