// /dev/outbox.json: the outbox for end-to-end tests, which read a verification link from it;
// ?to= narrows it to one recipient. Absent in production.
import { data } from "react-router";
import { listOutbox } from "#app/mail/mail.server.ts";
import { isProduction } from "#app/utils/env.server.ts";
import type { Route } from "./+types/outbox-json";

export function loader({ request }: Route.LoaderArgs) {
	if (isProduction()) throw data(null, { status: 404 });
	const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
	return Response.json(listOutbox({ to }), { headers: { "Cache-Control": "no-store" } });
}
