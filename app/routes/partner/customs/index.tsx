// /partner/customs: the requests assigned to this partner's company, newest first. The layout
// admits the role; the queue lists only the company's own (partner-requests.server.ts).
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";
import { queueLoader } from "#app/documents/partner-portal.server.ts";
import { PartnerQueue } from "#app/documents/components/partner-portal.tsx";

export async function loader(args: Route.LoaderArgs) {
	return queueLoader(args, "customs");
}

export default function Queue() {
	const loaderData = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	return (
		<Page titleKey="page.partnerCustoms.title" lead={t("docRequests.partner.queueIntro")}>
			<PartnerQueue data={loaderData} />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
