import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function ScfiGraph() {
	return <Page titleKey="page.scfi.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
