// Decision 026: forms validate on the server only, so zod and @conform-to/zod reach no browser
// (about 29 KiB gzipped on every route with a form). A route module's loader and action may use a
// schema (the client build drops them and what only they import); its component, and every module
// the component side imports, may not. `node scripts/client-graph.ts` prints the chain to a finding.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { clientImports, clientNamesOfRoute, clientRoots, forbiddenClientImports } from "../../scripts/client-graph.ts";

const parse = (text: string) => ts.createSourceFile("route.tsx", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

describe("the client module graph", () => {
	it("reaches neither zod nor @conform-to/zod", () => {
		const findings = forbiddenClientImports().map((f) => `${f.chain.join(" -> ")} -> ${f.forbidden}`);
		expect(findings).toEqual([]);
	});

	it("starts from every route module and component (the check is not vacuous)", () => {
		const roots = clientRoots();
		expect(roots).toContain("app/root.tsx");
		expect(roots).toContain("app/routes/login.tsx");
		expect(roots).toContain("app/components/forms.tsx");
		expect(roots).toContain("app/quotes/components/wizard-screen.tsx");
		expect(roots.some((r) => r.includes(".server."))).toBe(false);
		// the login route parses with a schema module in its action, and renders the shared form pieces
		expect(clientImports("app/routes/login.tsx")).toContain("#app/components/forms.tsx");
		expect(clientImports("app/routes/login.tsx")).not.toContain("#app/accounts/validation.ts");
	});
});

describe("a route module's client half", () => {
	it("keeps what the component and the other client exports use, drops what only loader and action use", () => {
		const used = clientNamesOfRoute(
			parse(`
				import { parseWithZod } from "@conform-to/zod/v4";
				import { Schema, LIMIT } from "./schema.ts";
				import { helper } from "./helper.ts";
				import { shown } from "./shown.ts";
				import { metaText } from "./meta.ts";
				import type { z } from "zod";
				const parse = (f: FormData) => parseWithZod(f, { schema: Schema });
				export async function action({ request }) { return parse(await request.formData()); }
				export function loader() { return { limit: LIMIT, h: helper() }; }
				export const meta = () => [{ title: metaText }];
				type Values = z.input<typeof Schema>;
				export default function Page() { const v: Values | null = null; return shown(v); }
			`),
		);
		expect(used.has("shown")).toBe(true);
		expect(used.has("metaText")).toBe(true);
		for (const name of ["parseWithZod", "Schema", "LIMIT", "helper", "parse"]) expect(used.has(name)).toBe(false);
	});

	it("counts a binding the component uses even when the action uses it too", () => {
		const used = clientNamesOfRoute(
			parse(`
				import { Schema, MAX } from "./schema.ts";
				export function action() { return Schema.parse(MAX); }
				export default function Page() { return MAX; }
			`),
		);
		expect(used.has("MAX")).toBe(true);
		expect(used.has("Schema")).toBe(false);
	});
});
