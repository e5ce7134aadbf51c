// Layout for every "login required" screen of spec section 2. Its loader is the guard, and it runs
// on every navigation into or within the group, so a session that expired between two clicks is
// caught on the server and the user is sent to /login with the path saved.
import { Outlet } from "react-router";
import type { Route } from "./+types/guarded";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context);
	return null;
}

export const shouldRevalidate = () => true;

export default function Guarded() {
	return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
