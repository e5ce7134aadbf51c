// Any path the route table does not know: the not-found view, with HTTP 404 (root ErrorBoundary).
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export function loader() {
	throw notFound();
}

export function action() {
	throw notFound();
}

export default function NotFound() {
	return null;
}

export const ErrorBoundary = RouteErrorBoundary;
