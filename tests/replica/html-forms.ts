// Reads the forms and links of a server-rendered page, as a browser without JavaScript would submit
// and follow them (the replica crawl, tests/replica/crawl.ts). The app's HTML is React's output:
// well-formed, attributes quoted, no nested forms. So a small tag scanner is enough; it is not a
// general HTML parser.

export type FormField = { name: string; value: string } | { name: string; file: true; accept: string };
export type Submitter = { name: string; value: string } | null;
export type ParsedForm = {
	action: string | null;
	method: string;
	enctype: string;
	/** every successful control except submit buttons, as rendered */
	fields: FormField[];
	/** each named submit button is its own submission (intent=delete, intent=save ...); null: the form has none named */
	submitters: Submitter[];
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
		if (code[0] === "#")
			return String.fromCodePoint(
				code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10),
			);
		return ENTITIES[code.toLowerCase()] ?? whole;
	});
}

export function parseAttributes(tag: string): Record<string, string> {
	const attributes: Record<string, string> = {};
	const inner = tag.replace(/^<\s*[a-z0-9-]+/i, "").replace(/\/?>$/, "");
	for (const m of inner.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
		attributes[(m[1] as string).toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
	}
	return attributes;
}

/** The page without scripts, styles and comments, whose text could look like tags. */
function markupOnly(html: string): string {
	return html
		.replace(/<!--[\s\S]*?-->/g, "")
		.replace(/<script\b[\s\S]*?<\/script>/gi, "")
		.replace(/<style\b[\s\S]*?<\/style>/gi, "")
		.replace(/<template\b[\s\S]*?<\/template>/gi, "");
}

type Control = { tag: string; attributes: Record<string, string>; inner: string; index: number };

// the controls a form submits, in document order; select and textarea with their content
const CONTROL = /<(input|button)\b[^>]*>|<(select|textarea)\b[^>]*>([\s\S]*?)<\/\2>/gi;

function controlsIn(markup: string, offset = 0): Control[] {
	const found: Control[] = [];
	for (const m of markup.matchAll(CONTROL)) {
		const tag = (m[1] ?? m[2] ?? "").toLowerCase();
		const open = m[1] ? m[0] : (m[0].match(/^<[^>]*>/)?.[0] ?? "");
		found.push({ tag, attributes: parseAttributes(open), inner: m[3] ?? "", index: offset + (m.index ?? 0) });
	}
	return found;
}

function isSubmit(control: Control): boolean {
	if (control.tag === "button") return (control.attributes.type ?? "submit").toLowerCase() === "submit";
	return control.tag === "input" && ["submit", "image"].includes((control.attributes.type ?? "").toLowerCase());
}

function selectValue(inner: string, multiple: boolean): string[] {
	const options = [...inner.matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/gi)].map((m) => {
		const attributes = parseAttributes(m[0].match(/^<[^>]*>/)?.[0] ?? "");
		return {
			value: attributes.value ?? decodeEntities(m[1]?.replace(/<[^>]*>/g, "").trim() ?? ""),
			selected: "selected" in attributes,
			disabled: "disabled" in attributes,
		};
	});
	const selected = options.filter((o) => o.selected && !o.disabled);
	if (selected.length) return (multiple ? selected : selected.slice(-1)).map((o) => o.value);
	if (multiple) return [];
	const first = options.find((o) => !o.disabled);
	return first ? [first.value] : [];
}

function fieldsOf(controls: Control[]): { fields: FormField[]; submitters: Submitter[] } {
	const fields: FormField[] = [];
	const submitters: Submitter[] = [];
	for (const control of controls) {
		const { attributes } = control;
		const name = attributes.name;
		if ("disabled" in attributes) continue;
		if (isSubmit(control)) {
			if (name) submitters.push({ name, value: attributes.value ?? "" });
			continue;
		}
		if (!name) continue;
		if (control.tag === "button") continue; // type=button or reset: never submitted
		if (control.tag === "select") {
			for (const value of selectValue(control.inner, "multiple" in attributes)) fields.push({ name, value });
			continue;
		}
		if (control.tag === "textarea") {
			fields.push({ name, value: decodeEntities(control.inner.replace(/^\n/, "")) });
			continue;
		}
		const type = (attributes.type ?? "text").toLowerCase();
		if (type === "reset" || type === "button") continue;
		if (type === "file") {
			fields.push({ name, file: true, accept: attributes.accept ?? "" });
			continue;
		}
		if ((type === "checkbox" || type === "radio") && !("checked" in attributes)) continue;
		fields.push({ name, value: attributes.value ?? (type === "checkbox" || type === "radio" ? "on" : "") });
	}
	// a radio group with nothing checked submits nothing, as a browser does
	return { fields, submitters: submitters.length ? submitters : [null] };
}

/** Every form of the page, with the controls inside it and those outside that name it with form="id". */
export function parseForms(html: string): ParsedForm[] {
	const markup = markupOnly(html);
	const all = controlsIn(markup);
	const forms: ParsedForm[] = [];
	for (const m of markup.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)) {
		const attributes = parseAttributes(m[0].match(/^<[^>]*>/)?.[0] ?? "");
		const start = m.index ?? 0;
		const end = start + m[0].length;
		const id = attributes.id;
		const controls = all.filter((c) =>
			c.attributes.form ? c.attributes.form === id : c.index > start && c.index < end,
		);
		const { fields, submitters } = fieldsOf(controls);
		forms.push({
			action: attributes.action ?? null,
			method: (attributes.method ?? "get").toLowerCase(),
			enctype: (attributes.enctype ?? "application/x-www-form-urlencoded").toLowerCase(),
			fields,
			submitters,
		});
	}
	return forms;
}

/** The href of every link (a, area) of the page, entities decoded. */
export function parseLinks(html: string): string[] {
	const markup = markupOnly(html);
	const links: string[] = [];
	for (const m of markup.matchAll(/<(?:a|area)\b[^>]*>/gi)) {
		const href = parseAttributes(m[0]).href;
		if (href) links.push(href);
	}
	return links;
}
