// Spec: login required, menu entry for staff_admin only. The menu is no protection, so the
// screen itself is staff_admin-only too (docs/decisions/005-route-access.md).
import { roleGuardLoader } from "#app/auth/guard.server.ts";
import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export const loader = roleGuardLoader(["staff_admin"]);

export default function Chatbot() {
	return <Page titleKey="page.chatbot.title" />;
}

export const ErrorBoundary = RouteErrorBoundary;
