// A file route (a PDF, a document) answers its refusals with our error replies (replies.server.ts),
// whose body is JSON for the error boundary of a page. A file route has no page: a browser that opened
// another company's PDF showed {"reason":"notFound"}. When a browser navigates to
// the file (it asks for HTML), the refusal sends it instead to the page the file belongs to, which
// renders the same refusal as the app's own page (404 "not found", in the reader's language); any
// other client (a script, a test, fetch) keeps the JSON reply and its status.
import { redirect } from "react-router";
import { reasonOf } from "./replies.server.ts";

/** Whether `request` is a browser opening a page (GET asking for HTML), not a script fetching data. */
export function wantsPage(request: Request): boolean {
	return request.method === "GET" && (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Runs a file route's loader; a refusal for a browser becomes a redirect to `pagePath` (see above). */
export async function withPageForRefusal<T>(request: Request, pagePath: string, load: () => Promise<T>): Promise<T> {
	try {
		return await load();
	} catch (error) {
		const body = error && typeof error === "object" && "data" in error ? (error as { data: unknown }).data : null;
		if (reasonOf(body) !== null && wantsPage(request))
			throw redirect(pagePath, { headers: { "Cache-Control": "private, no-store" } });
		throw error;
	}
}
