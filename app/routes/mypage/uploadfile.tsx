import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function UploadFile() {
	return <Page titleKey="page.mypage.uploadfile" />;
}

export const ErrorBoundary = RouteErrorBoundary;
