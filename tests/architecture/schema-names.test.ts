// zod schema names in one style (decision 066): a schema value is PascalCase ending in "Schema"
// (`LoginSchema`, `PricingRequestSchema`: the Epic Stack's style, and what most of ours already used); a
// function that builds one from arguments reads as the function it is, camelCase ending in "Schema"
// (`cargoSchema(kind, today)`). This fails on a camelCase schema constant anywhere under app/ or db/.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function walk(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) walk(full, out);
		else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
	}
	return out;
}

/** `const fooSchema =` / `function FooSchema(` at the start of a line: the two shapes the rule refuses. */
export function misnamedSchemas(text: string): string[] {
	const found: string[] = [];
	for (const m of text.matchAll(/^(?:export\s+)?const\s+([a-z]\w*Schema)\s*[=:]/gm)) found.push(`const ${m[1]}`);
	for (const m of text.matchAll(/^(?:export\s+)?function\s+([A-Z]\w*Schema)\s*[(<]/gm)) found.push(`function ${m[1]}`);
	return found;
}

describe("zod schema names", () => {
	test("every schema constant is PascalCase, every schema-building function camelCase", () => {
		const bad = ["app", "db"].flatMap((root) =>
			walk(path.join(ROOT, root)).flatMap((file) =>
				misnamedSchemas(readFileSync(file, "utf8")).map((name) => `${path.relative(ROOT, file)}: ${name}`),
			),
		);
		expect(bad).toEqual([]);
	});

	test("the check sees both wrong shapes and lets the right ones pass", () => {
		expect(misnamedSchemas("export const loginSchema = z.object({});\nfunction CargoSchema(kind: string) {}")).toEqual([
			"const loginSchema",
			"function CargoSchema",
		]);
		expect(
			misnamedSchemas(
				"export const LoginSchema = z.object({});\nexport function cargoSchema(kind: string) {}\n\tconst schema = x;",
			),
		).toEqual([]);
	});
});
