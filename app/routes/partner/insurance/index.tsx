import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function InsurancePortal() {
	return <Page titleKey="page.partnerInsurance.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
