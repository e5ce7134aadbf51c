// The quote list's rules (spec sections 2 and 9): its filters as they live in the URL, the sort keys,
// the paging rule and which actions an estimate offers. Pure, so the list, the estimate page and
// their tests share one answer; the database side is list.server.ts.
import {
	type EstimateStatus,
	canRequestDiscount,
	isBookable,
	isCancellable,
	isDeletable,
} from "#app/lifecycle/lifecycle.ts";

/** Spec section 9: list page size 5. */
export const PAGE_SIZE = 5;

/**
 * The number of pages for `total` rows. Spec section 9 says floor(total / 5) + 1, which shows an empty
 * last page whenever total is a multiple of 5 (5 rows -> 2 pages); we use the ceiling instead, and an
 * empty list has no pages at all (the screen says so instead of showing page 1 of 0).
 */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
	if (!Number.isFinite(total) || total <= 0) return 0;
	return Math.ceil(total / size);
}

/** A requested page brought into range: at least 1, at most the last page (a stale link shows the last). */
export function clampPage(requested: number, total: number, size: number = PAGE_SIZE): number {
	const last = Math.max(1, pageCount(total, size));
	const page = Number.isFinite(requested) ? Math.floor(requested) : 1;
	return Math.min(Math.max(1, page), last);
}

export const SORTS = ["newest", "oldest", "total", "number"] as const;
export type SortKey = (typeof SORTS)[number];
export const DIRECTION_FILTERS = ["export", "import"] as const;
/** "ocean" covers FCL and LCL; "air" is air freight (spec section 2: ocean or air). */
export const TRANSPORT_FILTERS = ["ocean", "air"] as const;

export type ListQuery = {
	q: string;
	sort: SortKey;
	direction: (typeof DIRECTION_FILTERS)[number] | "";
	transport: (typeof TRANSPORT_FILTERS)[number] | "";
	page: number;
};

export const MAX_SEARCH_LENGTH = 100;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | "" {
	return value !== null && (list as readonly string[]).includes(value) ? (value as T) : "";
}

/** The list's query from the URL; anything unknown falls back to the default instead of failing. */
export function parseListQuery(params: URLSearchParams): ListQuery {
	const page = Number.parseInt(params.get("page") ?? "1", 10);
	return {
		q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
		sort: oneOf(SORTS, params.get("sort")) || "newest",
		direction: oneOf(DIRECTION_FILTERS, params.get("direction")),
		transport: oneOf(TRANSPORT_FILTERS, params.get("transport")),
		page: Number.isFinite(page) && page > 0 ? page : 1,
	};
}

/** The query string of a list state (defaults left out), for page links and the redirect after a delete. */
export function listQueryString(query: ListQuery, extra: Record<string, string> = {}): string {
	const params = new URLSearchParams();
	if (query.q) params.set("q", query.q);
	if (query.sort !== "newest") params.set("sort", query.sort);
	if (query.direction) params.set("direction", query.direction);
	if (query.transport) params.set("transport", query.transport);
	if (query.page > 1) params.set("page", String(query.page));
	for (const [k, v] of Object.entries(extra)) params.set(k, v);
	const text = params.toString();
	return text ? `?${text}` : "";
}

export type EstimateActions = { discount: boolean; book: boolean; cancel: boolean; delete: boolean };

/** What the customer may do with an estimate in this status: the lifecycle's status facts. */
export function customerActions(status: EstimateStatus): EstimateActions {
	return {
		discount: canRequestDiscount(status),
		book: isBookable(status),
		cancel: isCancellable(status),
		delete: isDeletable(status),
	};
}
