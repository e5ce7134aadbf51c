// The OpenAPI document: valid JSON, the expected operations, every reference resolvable, every field
// described, and examples that the API itself accepts.
import { describe, expect, test } from "vitest";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { OPENAPI_PATH, QUOTES_PATH, buildOpenApiDocument, openApiDocument } from "./openapi.ts";

type Json = { [key: string]: unknown };

const doc = buildOpenApiDocument() as Json & {
	paths: Record<string, Record<string, Json & { responses: Record<string, Json>; requestBody?: Json }>>;
	components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json>; headers: Record<string, Json> };
};

function resolve(ref: string): unknown {
	if (!ref.startsWith("#/")) throw new Error(`external reference ${ref}`);
	return ref
		.slice(2)
		.split("/")
		.reduce<unknown>(
			(node, part) =>
				node && typeof node === "object" ? (node as Json)[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined,
			doc,
		);
}

function* walk(node: unknown, path: string): Generator<[string, Json]> {
	if (!node || typeof node !== "object") return;
	yield [path, node as Json];
	for (const [key, child] of Object.entries(node)) yield* walk(child, `${path}/${key}`);
}

describe("the OpenAPI document", () => {
	test("is plain JSON, OpenAPI 3.1, served from the site's own origin", () => {
		expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
		expect(doc.openapi).toBe("3.1.0");
		expect(doc.servers).toEqual([{ url: "/" }]);
		expect(doc.info).toMatchObject({ title: expect.any(String), version: "1.0.0" });
		expect(openApiDocument()).toBe(openApiDocument());
	});

	test("POST /api/v1/quotes: bearer key, the request body and every answer", () => {
		expect(Object.keys(doc.paths).sort()).toEqual([OPENAPI_PATH, QUOTES_PATH].sort());
		const post = doc.paths[QUOTES_PATH]!.post!;
		expect(doc.security).toEqual([{ bearerAuth: [] }]);
		expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
		expect(post.requestBody).toMatchObject({
			required: true,
			content: { "application/json": { schema: { $ref: "#/components/schemas/QuoteRequest" } } },
		});
		expect(Object.keys(post.responses).sort()).toEqual(["200", "400", "401", "405", "413", "422", "429", "500"]);
		const schemaOf = (status: string) =>
			(post.responses[status] as { content: Record<string, { schema: Json }> }).content["application/json"]!.schema;
		expect(schemaOf("200")).toEqual({ $ref: "#/components/schemas/QuoteAnswer" });
		expect(schemaOf("401")).toEqual({ $ref: "#/components/schemas/UnauthorizedError" });
		expect(schemaOf("422")).toEqual({ $ref: "#/components/schemas/NoRateError" });
		expect(schemaOf("429")).toEqual({ $ref: "#/components/schemas/RateLimitedError" });
		expect(schemaOf("400")).toEqual({
			oneOf: [{ $ref: "#/components/schemas/InvalidJsonError" }, { $ref: "#/components/schemas/InvalidRequestError" }],
		});
		expect(post.responses["429"]).toHaveProperty(["headers", "Retry-After"]);
		expect(post.responses["200"]).toHaveProperty(["headers", "RateLimit-Remaining"]);
		// the document itself is public
		expect(doc.paths[OPENAPI_PATH]!.get).toMatchObject({ security: [] });
	});

	test("every $ref resolves; components carry no $schema or $id of their own", () => {
		const refs = [...walk(doc, "#")].flatMap(([, node]) => (typeof node.$ref === "string" ? [node.$ref] : []));
		expect(refs.length).toBeGreaterThan(20);
		for (const ref of refs) expect(resolve(ref), ref).toBeTypeOf("object");
		for (const [name, schema] of Object.entries(doc.components.schemas)) {
			expect(schema, name).not.toHaveProperty("$schema");
			expect(schema, name).not.toHaveProperty("$id");
		}
		expect(doc.components.schemas).not.toHaveProperty("__shared");
	});

	test("every field of every schema is described", () => {
		const undocumented: string[] = [];
		for (const [name, schema] of Object.entries(doc.components.schemas)) {
			for (const [path, node] of walk(schema, name)) {
				const properties = node.properties as Record<string, Json> | undefined;
				if (!properties || path.endsWith("/properties")) continue;
				for (const [field, property] of Object.entries(properties)) {
					// literals (error and kind codes) say it all; a $ref is described by its target
					if ("const" in property || typeof property.description === "string") continue;
					if (typeof property.$ref === "string" && typeof (resolve(property.$ref) as Json).description === "string")
						continue;
					undocumented.push(`${path}.${field}`);
				}
			}
		}
		expect(undocumented).toEqual([]);
	});

	test("the request body is the input side: defaults optional, cross-field rules written out", () => {
		const request = doc.components.schemas.QuoteRequest as Json & {
			required: string[];
			properties: Record<string, Json>;
		};
		expect(request.required.sort()).toEqual(["destination", "direction", "mode", "origin", "readyDate"]);
		expect(request.additionalProperties).toBe(false);
		expect(request.description).toMatch(/LCL only from or to KRINC and KRPUS/);
		const item = (request.properties.packages as { items: { required: string[] } }).items;
		expect(item.required).not.toContain("measure");
		// the answer echoes the output side, where the default has been applied
		const normalised = doc.components.schemas.NormalisedQuoteRequest as {
			properties: Record<string, { items: { required: string[] } }>;
		};
		expect(normalised.properties.packages!.items.required).toContain("measure");
	});

	test("the request examples are requests the API accepts", () => {
		const examples = (
			doc.paths[QUOTES_PATH]!.post!.requestBody as {
				content: Record<string, { examples: Record<string, { value: unknown }> }>;
			}
		).content["application/json"]!.examples;
		expect(Object.keys(examples).length).toBeGreaterThan(0);
		for (const [name, example] of Object.entries(examples))
			expect(PricingRequestSchema.safeParse(example.value).success, name).toBe(true);
	});

	test("money is documented as a decimal string plus integer minor units", () => {
		const money = doc.components.schemas.Money as { required: string[]; properties: Record<string, Json> };
		expect(money.required.sort()).toEqual(["amount", "currency", "minor"]);
		expect(money.properties.amount).toMatchObject({ type: "string" });
		expect(money.properties.minor).toMatchObject({ type: "integer" });
		expect(doc.components.schemas.Percent).toHaveProperty(["properties", "basisPoints", "type"], "integer");
	});
});
