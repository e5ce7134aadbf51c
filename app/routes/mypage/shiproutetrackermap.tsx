import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function ShipRouteTracker() {
	return <Page titleKey="page.mypage.tracker" />;
}

export const ErrorBoundary = RouteErrorBoundary;
