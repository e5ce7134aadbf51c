// /partner/customs/:id: one request assigned to this partner's company (404 for any other): the fields
// the spec lists for the partner, the customer's CI/PL to download, and the certificate upload
// (multipart; the metadata goes through commit("partnerCertificate")).
import { ClearanceTimeline } from "#app/integrations/components/clearance-timeline.tsx";
import { clearanceOf } from "#app/integrations/clearance.server.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/request";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";
import { certificateAction, requestLoader } from "#app/documents/partner-portal.server.ts";
import { mailIssuedDocument } from "#app/notices/customer-notices.server.ts";
import { PartnerRequest } from "#app/documents/components/partner-portal.tsx";

export async function loader(args: Route.LoaderArgs) {
	const data = await requestLoader(args, "customs");
	// the assigned broker follows the UNI-PASS steps of the shipment (decision 099); requestLoader checked access
	return { ...data, clearance: data.kind === "import_clearance" ? clearanceOf(data.estimateId) : null };
}

export async function action(args: Route.ActionArgs) {
	// the customer is mailed the certificate after the commit (decision 045)
	return certificateAction(args, "customs", mailIssuedDocument);
}

export default function PartnerRequestPage() {
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const lead = t("docRequests.partner.requestTitle", {
		kind: t(`docRequests.kinds.${loaderData.kind}`),
		number: loaderData.number,
	});
	return (
		<Page titleKey="page.partnerCustoms.title" lead={lead}>
			<PartnerRequest data={loaderData} problem={actionData?.problem ?? null} />
			{loaderData.clearance ? <ClearanceTimeline clearance={loaderData.clearance} /> : null}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
