import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function CostCalculator() {
	return <Page titleKey="page.cost.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
