import { Page } from "#app/shell/page.tsx";
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

// No event exists until the board-post issue lands, so every id is honestly "not found".
export function loader() {
	throw notFound();
}

export default function EventDetail() {
	return <Page titleKey="page.event.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
