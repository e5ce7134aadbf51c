// Placeholder until the invoice PDF is built (issue 14).
import { notFound } from "#app/utils/replies.server.ts";

export async function loader() {
	throw notFound();
}
