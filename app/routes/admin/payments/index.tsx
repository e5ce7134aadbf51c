// Placeholder until its screen is built (issue 14).
import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function Placeholder() {
	return <Page titleKey="page.mypage.payment" />;
}

export const ErrorBoundary = RouteErrorBoundary;
