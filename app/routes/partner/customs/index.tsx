import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function CustomsPortal() {
	return <Page titleKey="page.partnerCustoms.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
