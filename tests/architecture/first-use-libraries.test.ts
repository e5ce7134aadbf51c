// Decision 038: libraries that pages never use (the PDF renderer, the AWS SDK, sharp, the Excel reader
// and writer) are loaded with `await import()` where they are first needed, so a process serving
// pages does not carry them in its heap and mark them at every full collection. This walks the static
// imports from everything the server build loads at start-up (the entry, the root, every route
// module) and fails with the chain of imports that reaches one of them. The walk is the one the
// client-graph check uses (scripts/module-graph.ts), entering `.server` modules too.
import path from "node:path";
import { expect, test } from "vitest";
import { ROOT, forbiddenImports, isTestFile, staticImports, walk } from "../../scripts/module-graph.ts";

// React Email renders mails only (app/mail/render.server.ts), never a page (decision 045).
const FIRST_USE = [
	/^@react-pdf\/renderer(\/|$)/,
	/^pdf-lib(\/|$)/,
	/^@aws-sdk\/client-s3(\/|$)/,
	/^sharp(\/|$)/,
	/^read-excel-file(\/|$)/,
	/^write-excel-file(\/|$)/,
	/^@react-email\//,
];

const ROOTS = [
	"app/entry.server.tsx",
	"app/root.tsx",
	...walk(path.join(ROOT, "app/routes")).filter((f) => !isTestFile(f)),
];

const reached = (roots: readonly string[]) => forbiddenImports(roots, { forbidden: FIRST_USE });

test("nothing the server loads at start-up imports a first-use library statically", () => {
	expect(reached(ROOTS).map((f) => [...f.chain, f.forbidden].join(" -> "))).toEqual([]);
});

test("the walk reaches those libraries from the modules that load them on first use (the check is not vacuous)", () => {
	const from = (file: string) => reached([file]).map((f) => f.forbidden);
	expect(ROOTS).toContain("app/routes/mypage/estimate-pdf.ts");
	expect(from("app/pdf/quote-pdf.server.tsx")).toContain("@react-pdf/renderer");
	expect(from("app/storage/s3-store.server.ts")).toContain("@aws-sdk/client-s3");
	expect(from("app/rates/xlsx.server.ts")).toEqual([]);
	expect(from("app/mail/email-layout.tsx")).toContain("@react-email/components");
	expect(from("app/mail/render.server.ts")).toEqual([]);
	// a type-only import loads nothing
	expect(staticImports("app/rates/xlsx.server.ts")).not.toContain("write-excel-file/node");
});
