// /admin/rates/export/:kind?format=csv|xlsx plus the list's filters: the rows the list shows (all
// pages) as a sheet in the import's format, ids included, so an edited export imports back as updates.
import type { Route } from "./+types/export";
import { requireRole } from "#app/auth/guard.server.ts";
import { isOneOf } from "#app/pricing/codes.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { EXPORT_FORMATS, exportRates } from "#app/rates/rate-export.server.ts";
import { parseFilters } from "#app/rates/rate-list.server.ts";
import { isRateKind } from "#app/rates/sheet-context.ts";
import { badRequest, notFound } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	if (!isRateKind(params.kind)) throw notFound();
	const url = new URL(request.url);
	const format = url.searchParams.get("format") ?? "csv";
	if (!isOneOf(EXPORT_FORMATS, format)) throw badRequest();
	const today = seoulToday();
	const file = await exportRates(params.kind, parseFilters(params.kind, url.searchParams, today), format, today);
	return new Response(Buffer.from(file.body), {
		headers: {
			"Content-Type": file.contentType,
			"Content-Disposition": `attachment; filename="${file.fileName}"`,
			"Cache-Control": "private, no-store",
			"X-Content-Type-Options": "nosniff",
		},
	});
}
