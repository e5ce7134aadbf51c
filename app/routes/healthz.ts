// Health check for Fly and LiteFS: 200 when the database answers a real query, 503 when it does not.
import { checkDatabase } from "#app/utils/health.server.ts";

export function loader() {
	const db = checkDatabase();
	if (!db.ok) console.error("health check: database unreachable:", db.error);
	return Response.json(
		{ status: db.ok ? "ok" : "error", database: db.ok ? "ok" : "unreachable" },
		{ status: db.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
	);
}
