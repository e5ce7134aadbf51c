import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function MyShipments() {
	return <Page titleKey="page.mypage.shipment" />;
}

export const ErrorBoundary = RouteErrorBoundary;
