import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function Company() {
	return <Page titleKey="page.company.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
