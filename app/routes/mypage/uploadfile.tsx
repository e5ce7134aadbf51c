// My page, the upload-file page (spec section 2: "reached after the chosen estimate is stored
// locally"). The choice never lives in the browser's storage: it travels in the URL
// (?estimate=<id>, e.g. from a quote's page) or comes from the GET form below (a select of the
// company's shipments), and the page then sends the customer to that shipment's upload slots. Works
// the same with JavaScript off. An id that is not the company's shipment is "data not found" (404).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/uploadfile";
import { requireUser } from "#app/auth/guard.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { shipmentChoices, uploadPath } from "#app/documents/uploads.server.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	if (user.role !== "customer" || !user.companyId) return { hasCompany: false as const, choices: [], notFound: false };
	const locale = localeFromContext(context);
	const choices = shipmentChoices({ ...user, role: "customer", companyId: user.companyId }).map((r) => ({
		id: r.id,
		label: `${documentNumber(r.numberBody, r.status, r.payment)} · ${routeLabel(r.origin, r.destination, locale)}`,
	}));
	const chosen = new URL(request.url).searchParams.get("estimate");
	if (chosen) {
		if (choices.some((c) => c.id === chosen)) throw redirect(uploadPath(chosen));
		return data({ hasCompany: true as const, choices, notFound: true }, { status: 404 });
	}
	return { hasCompany: true as const, choices, notFound: false };
}

export default function UploadFile() {
	const page = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	return (
		<Page
			titleKey="page.mypage.uploadfile"
			lead={page.hasCompany && page.choices.length ? t("uploads.choose.lead") : undefined}
		>
			<div className="stack">
				{!page.hasCompany ? (
					<p className="alert alert-info" data-testid="no-company">
						{t("uploads.list.noCompany")}
					</p>
				) : page.choices.length === 0 ? (
					<div data-testid="upload-empty">
						<EmptyState
							title={t("uploads.list.empty")}
							body={t("uploads.list.emptyBody")}
							action={{ to: "/mypage/estimate", label: t("uploads.list.toEstimates") }}
						/>
					</div>
				) : (
					<>
						{page.notFound ? (
							<p className="alert alert-danger" role="alert" data-testid="upload-error" data-error="notFound">
								{t("uploads.errors.notFound")}
							</p>
						) : null}
						<Form method="get" className="stack-form" data-testid="choose-form">
							<div className="field">
								<label htmlFor="estimate">{t("uploads.choose.label")}</label>
								<select id="estimate" name="estimate" required>
									{page.choices.map((c) => (
										<option key={c.id} value={c.id}>
											{c.label}
										</option>
									))}
								</select>
							</div>
							<div className="form-actions">
								<button type="submit" className="button" data-testid="choose-submit">
									{t("uploads.choose.submit")}
								</button>
								<Link to="/mypage/upload" className="button button-ghost">
									{t("uploads.choose.toList")}
								</Link>
							</div>
						</Form>
					</>
				)}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
