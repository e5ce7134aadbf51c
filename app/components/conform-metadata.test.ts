// The build's replacement for Conform's getMetadata (vite-conform-metadata.ts) against Conform's own,
// on real form state: every metadata read a form makes gives the same value and records the same
// subscription (which decides what re-renders in the browser), for fields, nested fields, lists and
// the form itself, with a current and with a stale state snapshot.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { afterAll, describe, expect, test, vi } from "vitest";
import { CONFORM_CONTEXT_MODULE, conformMetadata, patchConformContext } from "./vite-conform-metadata.ts";

const require = createRequire(import.meta.url);
const distDir = path.dirname(require.resolve("@conform-to/react").replace(/index\.js$/, "index.mjs"));
const contextFile = path.join(distDir, "context.mjs");
const source = readFileSync(contextFile, "utf8");

type Ctx = { getState(): unknown };
type ContextModule = {
	createFormContext(options: Record<string, unknown>): Ctx;
	getFormMetadata(
		context: Ctx,
		subjectRef: { current: unknown },
		snapshot: unknown,
		noValidate: boolean,
	): Record<string, unknown>;
	getFieldMetadata(
		context: Ctx,
		subjectRef: { current: unknown },
		snapshot: unknown,
		prefix: string,
		key: string,
	): Record<string, unknown>;
};

/** The patched module, written beside node_modules so its own imports resolve as the original's do. */
async function patchedModule(): Promise<ContextModule> {
	const dir = path.resolve("node_modules/.cache/conform-metadata-test");
	mkdirSync(dir, { recursive: true });
	const file = path.join(dir, `context-${process.pid}.mjs`);
	const patched = patchConformContext(source).replaceAll("from './", `from '${pathToFileURL(distDir).href}/`);
	writeFileSync(file, patched);
	afterAll(() => rmSync(file, { force: true }));
	return import(pathToFileURL(file).href);
}

const original: ContextModule = await import(pathToFileURL(contextFile).href);
const patched = await patchedModule();

const READS = [
	"id",
	"name",
	"errorId",
	"descriptionId",
	"initialValue",
	"value",
	"errors",
	"allErrors",
	"key",
	"valid",
	"dirty",
	"defaultValue",
	"defaultOptions",
	"defaultChecked",
	"formId",
	"required",
	"maxLength",
	"toString",
];

/**
 * What a form's render would read: each property, with the subscriptions recorded after it. List items
 * get keys from Date.now() * Math.random(): both are fixed here, so the two modules get the same keys.
 */
function readAll(mod: ContextModule, options: Record<string, unknown>, stale: boolean) {
	let seed = 42;
	vi.spyOn(Math, "random").mockImplementation(() => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
	vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 10, 27));
	try {
		return readAllOnce(mod, options, stale);
	} finally {
		vi.restoreAllMocks();
	}
}

function readAllOnce(mod: ContextModule, options: Record<string, unknown>, stale: boolean) {
	const context = mod.createFormContext({ formId: "f", ...options });
	const subjectRef = { current: { pendingIntents: true } as unknown };
	const snapshot = stale ? {} : context.getState();
	const log: unknown[] = [];
	const record = (label: string, value: unknown) =>
		log.push([
			label,
			typeof value === "function" ? "function" : JSON.stringify(value),
			JSON.stringify(subjectRef.current),
		]);
	const form = mod.getFormMetadata(context, subjectRef, snapshot, true);
	for (const key of [
		"id",
		"errorId",
		"errors",
		"allErrors",
		"initialValue",
		"value",
		"valid",
		"dirty",
		"status",
		"noValidate",
	])
		record(`form.${key}`, form[key]);
	for (const name of ["carrier", "path", "tags", "agree", "legs", "missing"]) {
		const field = mod.getFieldMetadata(context, subjectRef, snapshot, "", name);
		for (const key of READS) record(`${name}.${key}`, field[key]);
		record(`${name} input`, getInputProps(field as never, { type: "text" }));
		record(`${name} select`, getSelectProps(field as never));
		record(`${name} textarea`, getTextareaProps(field as never));
	}
	const legs = mod.getFieldMetadata(context, subjectRef, snapshot, "", "legs") as unknown as {
		getFieldList(): Record<string, unknown>[];
	};
	legs.getFieldList().forEach((leg, index) => {
		const fieldset = (leg.getFieldset as () => Record<string, Record<string, unknown>>)();
		for (const key of READS) record(`legs[${index}].port.${key}`, fieldset.port?.[key]);
		for (const key of ["errors", "allErrors"]) record(`legs[${index}].${key}`, leg[key]);
	});
	record("form props", getFormProps(form as never));
	return log;
}

const STATES: { case: string; options: Record<string, unknown> }[] = [
	{ case: "empty", options: {} },
	{
		case: "default values",
		options: {
			defaultValue: {
				carrier: "HMM",
				path: "direct",
				tags: ["a", "b"],
				agree: "on",
				legs: [{ port: "KRPUS" }, { port: "VNHPH" }],
			},
		},
	},
	{
		case: "a server reply with errors and kept values",
		options: {
			defaultValue: { carrier: "HMM", legs: [{ port: "KRPUS" }] },
			lastResult: {
				status: "error",
				initialValue: {
					carrier: "",
					path: "transhipment",
					tags: ["x", "1"],
					agree: "off",
					legs: [{ port: "" }, { port: "CNSHA" }],
				},
				error: { carrier: ["required"], "legs[0].port": ["unknown port"], legs: ["too many"], "": ["refused"] },
			},
		},
	},
	{
		case: "constraints",
		options: { constraint: { carrier: { required: true, maxLength: 40 } }, defaultValue: { tags: ["only"] } },
	},
];

describe("Conform metadata as the build patches it", () => {
	for (const { case: name, options } of STATES)
		for (const stale of [false, true])
			test(`${name}, ${stale ? "stale" : "current"} snapshot: the same values and subscriptions as Conform's`, () => {
				const expected = readAll(original, options, stale);
				expect(expected.length).toBeGreaterThan(100);
				expect(readAll(patched, options, stale)).toEqual(expected);
			});

	test("the patch is the one applied to the installed Conform, and the build finds its module", () => {
		expect(patchConformContext(source)).toContain("vite-conform-metadata.ts");
		expect(CONFORM_CONTEXT_MODULE.test(contextFile)).toBe(true);
		const plugin = conformMetadata() as unknown as { transform(code: string, id: string): { code: string } | null };
		expect(plugin.transform(source, contextFile)?.code).toBe(patchConformContext(source));
		expect(plugin.transform(source, path.join(distDir, "hooks.mjs"))).toBeNull();
	});

	test("a Conform whose getMetadata changed fails the build instead of being patched blind", () => {
		const changed = source.replace('errorId: "".concat(id, "-error")', "errorId: id + '-err'");
		expect(changed).not.toBe(source);
		expect(() => patchConformContext(changed)).toThrow(/getMetadata changed/);
		const subjects = source.replace("ref.current[subject] = true;", "ref.current[subject] = 1;");
		expect(subjects).not.toBe(source);
		expect(() => patchConformContext(subjects)).toThrow(/changed/);
		expect(() => patchConformContext("export {}")).toThrow(/not found/);
	});
});
