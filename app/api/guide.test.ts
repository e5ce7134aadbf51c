// The parameter guide reads its fields and answers out of the OpenAPI document: every request field is
// listed with its rules, and every field has a meaning in kr, en and vn (a new API field cannot ship
// undocumented in any language), the English one being the document's own description.
import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { fieldDocKey, operationResponses, requestFields } from "./guide.ts";
import { describedFields, requestExamples } from "./guide.server.ts";
import { QUOTES_PATH, REQUEST_RULE_KEYS, buildOpenApiDocument } from "./openapi.ts";

type Json = { [key: string]: unknown };
const doc = buildOpenApiDocument() as Json & { components: { schemas: Record<string, Json> } };
const request = doc.components.schemas.QuoteRequest!;

/** Every property path of a schema, independently of guide.ts's walk. */
function paths(schema: Json, prefix = ""): string[] {
	const properties = (schema.properties ?? {}) as Record<string, Json>;
	return Object.entries(properties).flatMap(([name, p]) => {
		const path = prefix ? `${prefix}.${name}` : name;
		const items = p.items as Json | undefined;
		return [path, ...paths(p, path), ...(items?.type === "object" ? paths(items, `${path}[]`) : [])];
	});
}

describe("the request fields", () => {
	const fields = requestFields(request, Object.values(requestExamples(doc)));

	test("every field of the OpenAPI request, parents before children", () => {
		expect(fields.map((f) => f.path).sort()).toEqual(paths(request).sort());
		expect(fields.length).toBeGreaterThan(30);
		const index = (p: string) => fields.findIndex((f) => f.path === p);
		expect(index("containers")).toBeLessThan(index("containers[].type"));
		expect(index("packages[].dimensions")).toBeLessThan(index("packages[].dimensions.unit"));
	});

	test.each([
		["mode", { type: "string", required: true, rules: [{ kind: "enum", values: ["sea", "air"] }] }],
		[
			"containers[].count",
			{
				type: "integer",
				required: true,
				rules: [
					{ kind: "minimum", value: "1" },
					{ kind: "maximum", value: "999" },
				],
			},
		],
		["packages", { type: "array of object", required: false, depth: 0 }],
		[
			"packages[].measure",
			{
				rules: [
					{ kind: "enum", values: ["per_box", "total"] },
					{ kind: "default", value: '"per_box"' },
				],
			},
		],
		["koreanRegion.province", { depth: 1, required: true, rules: [{ kind: "pattern", value: "^KR-\\d{2}$" }] }],
		["packages[].dimensions.unit", { depth: 2, rules: [{ kind: "enum", values: ["MM", "CM", "M"] }] }],
		[
			"packages[].weightKg",
			{
				type: "number",
				rules: [
					{ kind: "exclusiveMinimum", value: "0" },
					{ kind: "maximum", value: "1000000" },
				],
			},
		],
	] as const)("%s: type, required and rules as the schema says", (path, expected) => {
		expect(fields.find((f) => f.path === path)).toMatchObject(expected);
	});

	test("every leaf field has an example, from the request examples or its own", () => {
		const leaves = fields.filter((f) => f.type !== "object" && f.type !== "array of object");
		expect(leaves.filter((f) => f.examples.length === 0).map((f) => f.path)).toEqual([]);
		expect(fields.find((f) => f.path === "origin")?.examples).toEqual(['"KRPUS"', '"KRINC"']);
		expect(fields.find((f) => f.path === "dangerousGoods.unNumber")?.examples).toEqual(['"UN1263"']);
	});
});

describe("field meanings in every language", () => {
	test.each(LOCALES)("%s: every field of the OpenAPI request has a description", (locale) => {
		const undocumented = describedFields(locale, doc)
			.filter((f) => !f.description || f.description.trim().length < 3)
			.map((f) => f.path);
		expect(undocumented).toEqual([]);
	});

	test("the English text is the document's own description of the field", () => {
		for (const field of describedFields("en", doc)) {
			const node = field.path.split(".").reduce<Json>((schema, part) => {
				const list = part.endsWith("[]");
				const property = ((schema.properties ?? {}) as Record<string, Json>)[list ? part.slice(0, -2) : part]!;
				return list ? (property.items as Json) : property;
			}, request);
			expect(node.description, field.path).toBe(field.description);
		}
	});

	test("a field with no text in a locale is reported, not papered over with its key", () => {
		const fake = { ...request, properties: { ...(request.properties as Json), brandNewField: { type: "string" } } };
		const schemas = { ...doc.components.schemas, QuoteRequest: fake };
		const described = describedFields("vn", { ...doc, components: { ...doc.components, schemas } });
		expect(described.find((f) => f.path === "brandNewField")?.description).toBeUndefined();
		expect(fieldDocKey("containers[].type")).toBe("apiFields.containers.[].type.about");
	});

	test.each(LOCALES)("%s: the cross-field rules and every answer's explanation", (locale) => {
		const { t } = pageTranslator(locale);
		for (const key of REQUEST_RULE_KEYS) expect(t(`apiRules.${key}`)).not.toBe(`apiRules.${key}`);
		const post = (doc.paths as Record<string, Record<string, Json>>)[QUOTES_PATH]!.post!;
		for (const r of operationResponses(doc, post.responses as Record<string, Json>))
			expect(t(`apiGuide.responses.${r.status}`), r.status).not.toBe(`apiGuide.responses.${r.status}`);
	});
});

describe("the answers", () => {
	test("every status of POST /api/v1/quotes with the error codes its body carries", () => {
		const post = (doc.paths as Record<string, Record<string, Json>>)[QUOTES_PATH]!.post!;
		expect(operationResponses(doc, post.responses as Record<string, Json>)).toEqual([
			{ status: "200", codes: [] },
			{ status: "400", codes: ["invalid_json", "invalid_request"] },
			{ status: "401", codes: ["unauthorized"] },
			{ status: "405", codes: ["method_not_allowed"] },
			{ status: "413", codes: ["payload_too_large"] },
			{ status: "422", codes: ["no_rate"] },
			{ status: "429", codes: ["rate_limited"] },
			{ status: "500", codes: ["internal_error"] },
		]);
	});
});
