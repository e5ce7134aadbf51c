// controlProps must give a field exactly the attributes Conform's own helpers give it (ids, the form,
// the error's aria, the kept value), or a screen using it would lose its error links or kept values.
import {
	type FieldMetadata,
	type SubmissionResult,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
} from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { type FormFields, controlProps, fieldState } from "./forms.tsx";

type Fields = Record<string, string>;
type Render = (
	meta: FieldMetadata<string>,
	form: FormFields,
) => { conform: React.ReactElement; ours: React.ReactElement };

function Both({
	lastResult,
	defaultValue,
	render,
}: {
	lastResult?: SubmissionResult<string[]>;
	defaultValue?: Fields;
	render: Render;
}) {
	const [, fields] = useForm<Fields>({ id: "f", lastResult, defaultValue });
	const { conform, ours } = render(fields.a!, { id: "f", fields: fields as FormFields["fields"] });
	return (
		<>
			<div id="conform">{conform}</div>
			<div id="ours">{ours}</div>
		</>
	);
}

function markupOf(props: Parameters<typeof Both>[0]): { conform: string; ours: string } {
	const html = renderToStaticMarkup(<Both {...props} />);
	const [, conform, ours] = html.match(/^<div id="conform">(.*)<\/div><div id="ours">(.*)<\/div>$/s)!;
	return { conform: conform!, ours: ours! };
}

const input: Render = (meta, form) => {
	const { key, ...props } = getInputProps(meta, { type: "date" });
	const f = fieldState(form, "a");
	return { conform: <input key={key} {...props} />, ours: <input key={f.key} {...controlProps(f)} type="date" /> };
};
const select: Render = (meta, form) => {
	const { key, ...props } = getSelectProps(meta);
	const f = fieldState(form, "a");
	const options = ["", "x", "y"].map((v) => <option key={v} value={v} />);
	return {
		conform: (
			<select key={key} {...props}>
				{options}
			</select>
		),
		ours: (
			<select key={f.key} {...controlProps(f)}>
				{options}
			</select>
		),
	};
};
const textarea: Render = (meta, form) => {
	const { key, ...props } = getTextareaProps(meta);
	const f = fieldState(form, "a");
	return { conform: <textarea key={key} {...props} />, ours: <textarea key={f.key} {...controlProps(f)} /> };
};

const failed = (value: Fields, error: Record<string, string[]>): SubmissionResult<string[]> => ({
	status: "error",
	initialValue: value,
	error,
});

describe.each([
	["an input", input],
	["a select", select],
	["a textarea", textarea],
])("%s", (_name, render) => {
	test.each([
		["untouched, empty", {}],
		["with a default value", { defaultValue: { a: "y" } }],
		["after a failed submit with an error on it", { lastResult: failed({ a: "x" }, { a: ["errors.required"] }) }],
		[
			"after a failed submit with an error elsewhere",
			{ lastResult: failed({ a: "x", b: "" }, { b: ["errors.required"] }) },
		],
		["a kept empty value with an error", { lastResult: failed({ a: "" }, { a: ["errors.required"] }) }],
	])("%s: the same markup as Conform's helper", (_case, props) => {
		const { conform, ours } = markupOf({ render, ...props });
		expect(ours).toBe(conform);
		expect(ours).toContain('id="f-a"');
	});
});

test("an error on the field links it to its message", () => {
	const { ours } = markupOf({ render: input, lastResult: failed({ a: "x" }, { a: ["errors.required"] }) });
	expect(ours).toContain('aria-invalid="true"');
	expect(ours).toContain('aria-describedby="f-a-error"');
	expect(ours).toContain('value="x"');
});
