// Placeholder until its screen is built (issue 13).
import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function Placeholder() {
	return <Page titleKey="page.mypage.upload" />;
}

export const ErrorBoundary = RouteErrorBoundary;
