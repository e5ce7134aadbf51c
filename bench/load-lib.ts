// The pure parts of the load test (bench/load.ts), kept apart so tests/bench-load.test.ts can check them
// without a server: reading a page's forms the way a browser without JavaScript would submit them, the
// route pattern a URL is counted under, and the per-route statistics.

export type FormField = { name: string; value: string };
export type ParsedForm = {
	id: string | null;
	action: string | null;
	method: string;
	testId: string | null;
	fields: FormField[];
};

const attr = (tag: string, name: string): string | null => {
	const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
	return match ? decodeEntities(match[1] ?? "") : null;
};
const has = (tag: string, name: string) => new RegExp(`\\s${name}(=|[\\s/>])`, "i").test(tag);

export function decodeEntities(text: string): string {
	return text
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&apos;/g, "'")
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&amp;/g, "&");
}

/**
 * Every `<form>` of a server-rendered page with the fields it would send as it stands: inputs with their
 * value (checkboxes and radios only when checked; no buttons, whose name/value the caller adds as the
 * clicked submitter), a select's selected option (else its first), a textarea's text. A field belongs
 * to the form that contains it or that its `form="id"` attribute names, as in a browser. Regular
 * expressions are enough for the markup React renders (quoted attributes, no comments inside forms).
 */
export function parseForms(html: string): ParsedForm[] {
	const forms: (ParsedForm & { start: number; end: number })[] = [];
	for (const match of html.matchAll(/<form\b[^>]*>/gi)) {
		const tag = match[0];
		const start = match.index ?? 0;
		const close = html.indexOf("</form>", start);
		forms.push({
			id: attr(tag, "id"),
			action: attr(tag, "action"),
			method: (attr(tag, "method") ?? "get").toLowerCase(),
			testId: attr(tag, "data-testid"),
			fields: [],
			start,
			end: close < 0 ? html.length : close,
		});
	}
	const owner = (position: number, tag: string) => {
		const named = attr(tag, "form");
		if (named !== null) return forms.find((f) => f.id === named);
		return forms.find((f) => position > f.start && position < f.end);
	};
	for (const match of html.matchAll(/<(input|select|textarea)\b[^>]*>/gi)) {
		const tag = match[0];
		const kind = (match[1] ?? "").toLowerCase();
		const name = attr(tag, "name");
		const form = owner(match.index ?? 0, tag);
		if (!name || !form || has(tag, "disabled")) continue;
		const at = (match.index ?? 0) + tag.length;
		if (kind === "input") {
			const type = (attr(tag, "type") ?? "text").toLowerCase();
			if (["submit", "button", "image", "reset", "file"].includes(type)) continue;
			if ((type === "checkbox" || type === "radio") && !has(tag, "checked")) continue;
			form.fields.push({ name, value: attr(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "") });
		} else if (kind === "textarea") {
			const end = html.indexOf("</textarea>", at);
			form.fields.push({ name, value: decodeEntities(html.slice(at, end < 0 ? at : end)) });
		} else {
			const end = html.indexOf("</select>", at);
			const options = [...html.slice(at, end < 0 ? at : end).matchAll(/<option\b[^>]*>([^<]*)/gi)].map((o) => ({
				value: attr(o[0], "value") ?? decodeEntities(o[1] ?? ""),
				selected: has(o[0].slice(0, o[0].indexOf(">") + 1), "selected"),
			}));
			const chosen = options.find((o) => o.selected) ?? options[0];
			if (chosen) form.fields.push({ name, value: chosen.value });
		}
	}
	return forms.map(({ start: _s, end: _e, ...form }) => form);
}

/** The fields of a form with some replaced or added (`null` removes a field), ready to post. */
export function fill(form: ParsedForm, values: Record<string, string | null>): URLSearchParams {
	const body = new URLSearchParams();
	for (const field of form.fields) if (!(field.name in values)) body.append(field.name, field.value);
	for (const [name, value] of Object.entries(values)) if (value !== null) body.append(name, value);
	return body;
}

const ID_SEGMENT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|demo-[a-z0-9-]+|\d+)$/i;

/**
 * The pattern a request is counted under: the method, the path with ids (UUIDs, demo ids, numbers) as
 * `:id`, and for the wizard its step (one URL, four screens).
 */
export function routePattern(method: string, url: string): string {
	const parsed = new URL(url, "http://x");
	const path = parsed.pathname
		.split("/")
		.map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment))
		.join("/");
	const step = parsed.pathname.startsWith("/order/") ? parsed.searchParams.get("step") : null;
	return `${method.toUpperCase()} ${path}${step ? `?step=${step}` : ""}`;
}

/** Nearest-rank percentile of sorted values (the convention of bench/latency.ts). */
export function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return 0;
	const rank = Math.ceil((p / 100) * sorted.length);
	return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export type Sample = { route: string; ms: number; status: number };
export type RouteStats = {
	route: string;
	requests: number;
	perSecond: number;
	p50: number;
	p99: number;
	errors: number;
	statuses: Record<string, number>;
};

/** Per route and in total: a request is an error when it did not answer 2xx or 3xx (status 0: network). */
export function summarize(samples: Sample[], seconds: number): { routes: RouteStats[]; total: RouteStats } {
	const stats = (route: string, list: Sample[]): RouteStats => {
		const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
		const statuses: Record<string, number> = {};
		for (const s of list) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
		return {
			route,
			requests: list.length,
			perSecond: seconds > 0 ? list.length / seconds : 0,
			p50: percentile(sorted, 50),
			p99: percentile(sorted, 99),
			errors: list.filter((s) => s.status < 200 || s.status >= 400).length,
			statuses,
		};
	};
	const byRoute = new Map<string, Sample[]>();
	for (const s of samples) {
		const list = byRoute.get(s.route);
		if (list) list.push(s);
		else byRoute.set(s.route, [s]);
	}
	const routes = [...byRoute]
		.map(([route, list]) => stats(route, list))
		.sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
	return { routes, total: stats("total", samples) };
}

/** Picks one entry by weight; `random` in [0, 1). */
export function pickWeighted<T extends { weight: number }>(entries: readonly T[], random: number): T {
	const total = entries.reduce((sum, e) => sum + e.weight, 0);
	let left = random * total;
	for (const entry of entries) {
		left -= entry.weight;
		if (left < 0) return entry;
	}
	return entries[entries.length - 1] as T;
}
