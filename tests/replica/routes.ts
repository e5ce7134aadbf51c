// The app's route table (app/routes.ts) as URL patterns, so the crawl can say which routes it reached
// and substitute real ids into the ones with parameters.
import type { RouteConfigEntry } from "@react-router/dev/routes";

export type RoutePattern = { pattern: string; file: string; params: string[]; regex: RegExp };

function join(parent: string, child: string | undefined): string {
	if (!child) return parent;
	return `${parent.replace(/\/$/, "")}/${child}`;
}

export function flattenRoutes(entries: RouteConfigEntry[], parent = ""): RoutePattern[] {
	const out: RoutePattern[] = [];
	for (const entry of entries) {
		const path = join(parent, entry.path);
		if (entry.children?.length) out.push(...flattenRoutes(entry.children, path));
		// a layout (no path, no index) is not a page of its own
		if (entry.path === undefined && !entry.index) continue;
		if (entry.children?.length && !entry.index && entry.path !== undefined && !entry.file) continue;
		const pattern = path || "/";
		out.push({
			pattern: pattern.startsWith("/") ? pattern : `/${pattern}`,
			file: entry.file,
			params: [...pattern.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string),
			regex: patternRegex(pattern),
		});
	}
	return dedupe(out);
}

function dedupe(patterns: RoutePattern[]): RoutePattern[] {
	const seen = new Set<string>();
	return patterns.filter((p) => (seen.has(p.pattern) ? false : (seen.add(p.pattern), true)));
}

function patternRegex(pattern: string): RegExp {
	const body = pattern
		.replace(/^\//, "")
		.split("/")
		.map((segment) => {
			if (segment === "*") return "(?:/.*)?";
			const optional = segment.endsWith("?");
			const core = optional ? segment.slice(0, -1) : segment;
			const part = core.startsWith(":") ? "/[^/]+" : `/${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
			return optional ? `(?:${part})?` : part;
		})
		.join("");
	return new RegExp(`^${body || "/"}/?$`);
}

/** The most specific pattern a path belongs to (the splat last). */
export function matchRoute(patterns: RoutePattern[], pathname: string): RoutePattern | undefined {
	const hits = patterns.filter((p) => p.regex.test(pathname));
	return hits.find((p) => p.pattern !== "/*") ?? hits[0];
}

/** Fills `:name` (and `:name?`) parameters. */
export function fill(pattern: string, values: Record<string, string>): string {
	return pattern.replace(/:([A-Za-z_]+)\??/g, (_, name: string) => {
		const value = values[name];
		if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
		return encodeURIComponent(value);
	});
}
