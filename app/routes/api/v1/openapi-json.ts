// GET /api/v1/openapi.json: the partner API's OpenAPI 3.1 document, generated from the zod schemas
// the API itself validates with. Public and the same for everyone, so caches may keep it.
import { openApiDocument } from "#app/api/openapi.ts";

export function loader() {
	return Response.json(openApiDocument(), {
		headers: { "Cache-Control": "public, max-age=3600", "Access-Control-Allow-Origin": "*" },
	});
}
