import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function StandardEstimate() {
	return <Page titleKey="page.standardEstimate.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
