// The quote-call parameter guide (spec section 1), read out of the partner API's OpenAPI document
// (openapi.ts): every field of the request body with its rules, the answers and their codes. Pure and
// free of zod: it walks the document as JSON, so the guide cannot describe a field the API does not
// have or miss one it has. Field meanings live in the locale files under `apiFields`, keyed by the
// field's path in the schema (fieldDocKey); the English text is also the document's own description.

type Json = { [key: string]: unknown };

/** "containers[].type" -> "apiFields.containers.[].type.about": the schema path as a translation key. */
export function fieldDocKey(path: string): string {
	return `apiFields.${path.replace(/\[\]/g, ".[]")}.about`;
}

/** Values the field descriptions may name, so a limit is written once (in the code that enforces it). */
export type FieldDocVars = Record<string, string | number>;

export type GuideRule =
	| { kind: "enum"; values: string[] }
	| {
			kind:
				| "minimum"
				| "exclusiveMinimum"
				| "maximum"
				| "minLength"
				| "maxLength"
				| "minItems"
				| "maxItems"
				| "pattern"
				| "format"
				| "default";
			value: string;
	  };

export type GuideField = {
	/** dotted path into the request, "[]" for every item of a list: "packages[].dimensions.unit" */
	path: string;
	/** nesting depth (0 for top-level fields), for indentation */
	depth: number;
	/** JSON type as written in the schema: "string", "integer", "array of object" ... */
	type: string;
	/** required whenever its parent is present (cross-field rules are in the request's description) */
	required: boolean;
	rules: GuideRule[];
	/** JSON texts of example values: from the schema's own examples, else from the request examples */
	examples: string[];
};

const RULE_KEYWORDS = [
	"minimum",
	"exclusiveMinimum",
	"maximum",
	"minLength",
	"maxLength",
	"minItems",
	"maxItems",
	"pattern",
	"format",
] as const;

function typeOf(schema: Json): string {
	const type = schema.type;
	if (type === "array") {
		const items = (schema.items ?? {}) as Json;
		return `array of ${typeOf(items)}`;
	}
	if (typeof type === "string") return type;
	if (Array.isArray(type)) return type.join(" | ");
	return "any";
}

function rulesOf(schema: Json): GuideRule[] {
	const rules: GuideRule[] = [];
	const enumValues = Array.isArray(schema.enum) ? schema.enum : undefined;
	if (enumValues) rules.push({ kind: "enum", values: enumValues.map(String) });
	for (const keyword of RULE_KEYWORDS)
		if (schema[keyword] !== undefined) rules.push({ kind: keyword, value: String(schema[keyword]) });
	if (schema.default !== undefined) rules.push({ kind: "default", value: JSON.stringify(schema.default) });
	return rules;
}

/** Every value at `path` ("[]" = each item) in one example request. */
function valuesAt(example: unknown, path: string): unknown[] {
	let nodes: unknown[] = [example];
	for (const part of path.split(".")) {
		const list = part.endsWith("[]");
		const name = list ? part.slice(0, -2) : part;
		nodes = nodes.flatMap((node) => {
			if (!node || typeof node !== "object") return [];
			const value = (node as Json)[name];
			if (value === undefined) return [];
			return list ? (Array.isArray(value) ? value : []) : [value];
		});
	}
	return nodes;
}

/**
 * The fields of a request schema, parents before children, in the schema's order. `examples` are
 * whole example requests (the document's request-body examples); a field's own `examples` come first.
 */
export function requestFields(schema: Json, examples: readonly unknown[] = []): GuideField[] {
	const out: GuideField[] = [];
	const visit = (node: Json, prefix: string, depth: number) => {
		const properties = (node.properties ?? {}) as Record<string, Json>;
		const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
		for (const [name, property] of Object.entries(properties)) {
			const path = prefix ? `${prefix}.${name}` : name;
			const own = Array.isArray(property.examples) ? property.examples : [];
			const found = examples.flatMap((example) => valuesAt(example, path));
			// an object's example is its children's; a list of objects likewise
			const items = (property.items ?? {}) as Json;
			const leaf = property.type !== "object" && !(property.type === "array" && items.type === "object");
			const texts = [...new Set([...own, ...(leaf ? found : [])].map((v) => JSON.stringify(v)))].slice(0, 3);
			out.push({
				path,
				depth,
				type: typeOf(property),
				required: required.has(name),
				rules: rulesOf(property),
				examples: texts,
			});
			if (property.type === "object") visit(property, path, depth + 1);
			if (property.type === "array" && items.type === "object") visit(items, `${path}[]`, depth + 1);
		}
	};
	visit(schema, "", 0);
	return out;
}

export type GuideResponse = { status: string; codes: string[] };

/** The answers of one operation, in status order, with the `error` codes their bodies can carry. */
export function operationResponses(document: Json, responses: Record<string, Json>): GuideResponse[] {
	const resolve = (ref: string): Json =>
		ref
			.slice(2)
			.split("/")
			.reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document) as Json;
	const codesOf = (schema: Json | undefined): string[] => {
		if (!schema) return [];
		if (typeof schema.$ref === "string") return codesOf(resolve(schema.$ref));
		const options = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
		if (options) return options.flatMap(codesOf);
		const error = (schema.properties as Record<string, Json> | undefined)?.error;
		return typeof error?.const === "string" ? [error.const] : [];
	};
	return Object.entries(responses)
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([status, response]) => {
			const content = response.content as Record<string, { schema?: Json }> | undefined;
			return { status, codes: codesOf(content?.["application/json"]?.schema) };
		});
}
