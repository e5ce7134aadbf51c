// /dev/outbox.json: the outbox for end-to-end tests, which read a verification link from it;
// ?to= narrows it to one recipient. Each message lists its attachments (name, contentType, size, url);
// ?attachment=<id> answers with that file, which is the url listed. Absent in production.
import { getOutboxAttachment, listOutbox } from "#app/mail/mail.server.ts";
import { isProduction } from "#app/server/env.server.ts";
import type { Route } from "./+types/outbox-json";
import { notFound } from "#app/utils/replies.server.ts";

export function loader({ request }: Route.LoaderArgs) {
	if (isProduction()) throw notFound();
	const params = new URL(request.url).searchParams;
	const attachmentId = params.get("attachment");
	if (attachmentId !== null) {
		const file = getOutboxAttachment(attachmentId);
		if (!file) throw notFound();
		return new Response(new Uint8Array(file.content), {
			headers: {
				"Content-Type": file.contentType,
				"Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
				"Content-Length": String(file.size),
				"Cache-Control": "no-store",
				"X-Content-Type-Options": "nosniff",
			},
		});
	}
	const to = params.get("to")?.trim() || undefined;
	return Response.json(listOutbox({ to }), { headers: { "Cache-Control": "no-store" } });
}
