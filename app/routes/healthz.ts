// Health check for Fly and LiteFS: 200 when the database answers a real query, 503 when it does not.
import { checkDatabase } from "#app/server/health.server.ts";
import { logger } from "#app/observability/logger.server.ts";

export function loader() {
	const db = checkDatabase();
	if (!db.ok) logger.error({ error: db.error }, "health check: database unreachable");
	return Response.json(
		{ status: db.ok ? "ok" : "error", database: db.ok ? "ok" : "unreachable" },
		{ status: db.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
	);
}
