import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function MyDownloads() {
	return <Page titleKey="page.mypage.download" />;
}

export const ErrorBoundary = RouteErrorBoundary;
