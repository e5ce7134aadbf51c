import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function MyUploads() {
	return <Page titleKey="page.mypage.upload" />;
}

export const ErrorBoundary = RouteErrorBoundary;
