// The primary's end of forwarded commands (app/storage/forward.server.ts): a LiteFS replica that has
// stored an upload in the shared bucket posts the small metadata write here, signed. Not for
// browsers; every check lives in handleCommit so the tests can call it with their own commands.
import { COMMANDS } from "#app/documents/commands.server.ts";
import { handleCommit } from "#app/storage/forward.server.ts";
import type { Route } from "./+types/commit";

export async function action({ request }: Route.ActionArgs) {
	return handleCommit(request, COMMANDS);
}
