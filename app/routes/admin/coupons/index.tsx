// /admin/coupons (spec sections 3, 4 and 6): the coupon campaigns with how many of
// each were issued, are available, used, expired or revoked, and the form for a new campaign (names
// and descriptions in kr/en/vn, either consume type, expiry). Staff and staff_admin alike: spec 6
// gives the coupon desk to both. A new campaign leads to its own page, where it is issued.
import { useTranslation } from "#app/i18n/react.tsx";
import { redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { checkCampaign } from "#app/coupons/campaign.ts";
import { CAMPAIGN_ONCE, listCampaigns, createCampaign } from "#app/coupons/coupon-desk.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { CampaignForm, errorsByField } from "#app/coupons/components/campaign-form.tsx";
import { CampaignRule } from "#app/coupons/components/campaign-rule.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const now = new Date();
	return {
		campaigns: listCampaigns(localeFromContext(context), now).map((c) => ({
			...c,
			expireTime: c.expireTime.getTime(),
		})),
		onceKey: newOnceKey(),
		done: new URL(request.url).searchParams.get("done") === "created",
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const formData = await request.formData();
	if (formData.get("intent") !== "create") throw badRequest();
	const onceKey = freshOnceKey(formData, CAMPAIGN_ONCE.create);
	const values = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")) as Record<string, string>;
	const checked = checkCampaign(values, new Date());
	if (!checked.ok) return rejected({ values, errors: errorsByField(checked.errors) });
	const outcome = createCampaign(user, checked.value, onceKey);
	return redirect(outcome.redirectTo, 303);
}

export default function CouponDesk() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { campaigns, onceKey } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	type Row = (typeof campaigns)[number];
	return (
		<Page titleKey="desk.coupons.title" lead={t("desk.coupons.lead")}>
			<section className="info-section" aria-labelledby="campaigns-heading">
				<h2 id="campaigns-heading">{t("desk.coupons.list.title")}</h2>
				{campaigns.length === 0 ? (
					<p className="muted">{t("desk.coupons.list.empty")}</p>
				) : (
					<DeskTable<Row>
						testId="campaign-list"
						rows={campaigns}
						rowKey={(c) => c.id}
						rowProps={(c) => ({ "data-campaign": c.id, "data-state": c.ended ? "ended" : "running" })}
						columns={[
							{
								key: "name",
								label: t("desk.coupons.list.name"),
								cell: (c) => (
									<>
										<Link to={`/admin/coupons/${c.id}`}>
											<strong>{c.name}</strong>
										</Link>
										<div className="muted">{t(`desk.coupons.kind.${c.kind}`)}</div>
									</>
								),
							},
							{ key: "rule", label: t("coupons.rule"), cell: (c) => <CampaignRule campaign={c} locale={locale} /> },
							{
								key: "expires",
								label: t("coupons.expires"),
								cell: (c) => (
									<>
										{formatDate(c.expireTime, locale)}{" "}
										{c.ended ? (
											<span className="badge badge-neutral">
												{t(c.status === "deleted" ? "desk.coupons.list.deleted" : "desk.coupons.list.ended")}
											</span>
										) : null}
									</>
								),
							},
							{ key: "issued", label: t("desk.coupons.count.issued"), cell: (c) => c.counts.issued, num: true },
							{
								key: "available",
								label: t("desk.coupons.count.available"),
								cell: (c) => c.counts.available + c.counts.inuse,
								num: true,
							},
							{ key: "used", label: t("desk.coupons.count.used"), cell: (c) => c.counts.used, num: true },
							{ key: "expired", label: t("desk.coupons.count.expired"), cell: (c) => c.counts.expired, num: true },
							{ key: "revoked", label: t("desk.coupons.count.revoked"), cell: (c) => c.counts.revoked, num: true },
						]}
					/>
				)}
			</section>
			<section className="info-section" aria-labelledby="new-campaign-heading">
				<h2 id="new-campaign-heading">{t("desk.coupons.new.title")}</h2>
				<CampaignForm
					intent="create"
					onceKey={onceKey}
					values={actionData?.values ?? {}}
					errors={actionData?.errors ?? {}}
					busy={busy}
					submitLabel={t("desk.coupons.new.submit")}
					testId="new-campaign"
				/>
			</section>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
