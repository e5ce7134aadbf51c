// /mypage/notifications (signed in; decision 093): turn on web push on this device for negotiation
// results and shipment milestones. The permission prompt comes only from the button (never on load).
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/notifications";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { PushOptIn } from "#app/push/components/push-opt-in.tsx";
import { devicesOf, vapidPublicKey } from "#app/push/push.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	return { publicKey: vapidPublicKey(), devices: devicesOf(user.id).length };
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	return (
		<Page titleKey="push.title" lead={t("push.lead")}>
			<div className="card">
				<div className="card-body stack">
					<PushOptIn publicKey={loaderData.publicKey} />
					<p className="small muted">{t("push.devices", { count: loaderData.devices })}</p>
				</div>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
