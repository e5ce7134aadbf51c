// POST /api/v1/quotes: the partner quote API (Authorization: Bearer <key>). The checks and the answer
// live in app/api/quotes.server.ts; the documentation is GET /api/v1/openapi.json.
import { handleQuoteRequest } from "#app/api/quotes.server.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import type { Route } from "./+types/quotes";

export function action({ request }: Route.ActionArgs) {
	return handleQuoteRequest(request, { price: priceFromDb });
}

// GET and HEAD reach the loader: answered 405 with Allow: POST by the same handler
export function loader({ request }: Route.LoaderArgs) {
	return handleQuoteRequest(request, { price: priceFromDb });
}
