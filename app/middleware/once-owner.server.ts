// Root middleware, after auth: the rest of the request (its action and loaders) records one-time form
// keys under the signed-in user (app/utils/once.server.ts says why, decision 052).
import type { MiddlewareFunction } from "react-router";
import { getUser } from "#app/auth/guard.server.ts";
import { runAsOnceOwner } from "#app/utils/once.server.ts";

export const onceOwnerMiddleware: MiddlewareFunction<Response> = ({ context }, next) =>
	runAsOnceOwner(getUser(context)?.id ?? "", next);
