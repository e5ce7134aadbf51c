import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function MyPayments() {
	return <Page titleKey="page.mypage.payment" />;
}

export const ErrorBoundary = RouteErrorBoundary;
