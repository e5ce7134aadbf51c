// /admin/coupons/:id: one campaign. Change its texts, figures and expiry; issue it to
// a member (by e-mail) or to every customer of a company; see every coupon issued of it and revoke one
// with a reason. Each form is a plain POST with its own one-time key and a 303 after it; a refusal is a
// translated message with 400 (bad input) or 409 (the rules say no) and stores nothing.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/campaign";
import { requireRole } from "#app/auth/guard.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { checkCampaign, checkRevokeReason } from "#app/coupons/campaign.ts";
import {
	CAMPAIGN_ONCE,
	campaignCoupons,
	campaignSummary,
	editCampaign,
	getCampaign,
	issueCampaign,
	revokeUserCoupon,
} from "#app/coupons/coupon-desk.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { getDb } from "#db/client.ts";
import { companies } from "#db/schema.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { asc } from "drizzle-orm";
import { CampaignForm, errorsByField } from "#app/coupons/components/campaign-form.tsx";
import { CampaignRule } from "#app/coupons/components/campaign-rule.tsx";
import { CouponBox, type BoxRow, toBoxRows } from "#app/coupons/components/coupon-box.tsx";

const DONE = ["created", "edited", "issued", "revoked"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const def = getCampaign(params.id);
	if (!def) throw notFound();
	const locale = localeFromContext(context);
	const now = new Date();
	const url = new URL(request.url);
	const coupons = campaignCoupons(def.id, locale, now);
	return {
		campaign: { ...campaignSummary(def, locale, now), expireTime: def.expireTime.getTime(), usage: def.usage },
		values: {
			name: def.name,
			nameEn: def.nameEn ?? "",
			nameVi: def.nameVi ?? "",
			description: def.description ?? "",
			descriptionEn: def.descriptionEn ?? "",
			descriptionVi: def.descriptionVi ?? "",
			consumeType: def.consumeType,
			discountAmount: def.discountAmount?.toString() ?? "",
			availableTotalCost: def.availableTotalCost?.toString() ?? "",
			discountRate: def.discountRateBp === null ? "" : String(def.discountRateBp / 100),
			maxDiscount: def.maxDiscount?.toString() ?? "",
			expireDate: seoulToday(def.expireTime),
			usage: def.usage ?? "",
		} as Record<string, string>,
		companies: getDb()
			.select({ id: companies.id, name: companies.name })
			.from(companies)
			.orderBy(asc(companies.name))
			.all(),
		coupons: toBoxRows(coupons),
		onceKeys: {
			edit: newOnceKey(),
			member: newOnceKey(),
			company: newOnceKey(),
			revoke: Object.fromEntries(coupons.filter((c) => c.revocable).map((c) => [c.id, newOnceKey()])),
		},
		done: DONE.find((d) => d === url.searchParams.get("done")) ?? null,
		issued: { n: Number(url.searchParams.get("n") ?? 0), skipped: Number(url.searchParams.get("skipped") ?? 0) },
	};
}

type Intent = "edit" | "issueMember" | "issueCompany" | "revoke";

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const def = getCampaign(params.id);
	if (!def) throw notFound();
	const formData = await request.formData();
	const intent = (["edit", "issueMember", "issueCompany", "revoke"] as const).find((i) => i === formData.get("intent"));
	if (!intent) throw badRequest();
	const field = (name: string) => String(formData.get(name) ?? "").trim();
	const refuse = (intent: Intent, error: string, status: 400 | 409 = 400, extra: Record<string, unknown> = {}) =>
		rejected({ intent, error, errors: {}, values: {}, ...extra }, status);

	if (intent === "edit") {
		const onceKey = freshOnceKey(formData, CAMPAIGN_ONCE.edit);
		const values = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")) as Record<string, string>;
		const checked = checkCampaign(values, new Date());
		if (!checked.ok) return rejected({ intent, error: null, values, errors: errorsByField(checked.errors) });
		return redirect(editCampaign(user, def.id, checked.value, onceKey).redirectTo, 303);
	}
	if (intent === "issueMember" || intent === "issueCompany") {
		const onceKey = freshOnceKey(formData, CAMPAIGN_ONCE.issue);
		const email = field("email");
		const companyId = field("companyId");
		if (intent === "issueMember" && !/^[^\s@]+@[^\s@]+$/.test(email))
			return refuse(intent, "desk.coupons.errors.email", 400, { email });
		if (intent === "issueCompany" && !companyId) return refuse(intent, "desk.coupons.errors.company");
		const outcome = issueCampaign(user, def.id, intent === "issueMember" ? { email } : { companyId }, onceKey);
		if (!outcome.ok) return refuse(intent, `desk.coupons.refused.${outcome.reason}`, 409, { email });
		return redirect(outcome.redirectTo, 303);
	}
	const onceKey = freshOnceKey(formData, CAMPAIGN_ONCE.revoke);
	const reason = checkRevokeReason(formData.get("reason"));
	const couponId = field("userCouponId");
	if (!reason.ok) return refuse(intent, reason.error, 400, { couponId });
	// only a coupon of this campaign is revoked from its page
	if (!campaignCoupons(def.id, "kr").some((c) => c.id === couponId)) throw notFound();
	const outcome = revokeUserCoupon(user, couponId, reason.reason, onceKey, `/admin/coupons/${def.id}`);
	if (!outcome.ok) return refuse(intent, `desk.coupons.refused.${outcome.reason}`, 409, { couponId });
	return redirect(outcome.redirectTo, 303);
}

type ActionData = {
	intent: Intent;
	error: string | null;
	errors: Record<string, string>;
	values: Record<string, string>;
	email?: string;
	couponId?: string;
};

export default function Campaign() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { campaign, values, companies, coupons, onceKeys, done, issued } = useLoaderData<typeof loader>();
	const actionData = useActionData<ActionData>();
	const busy = useNavigation().state === "submitting";
	const mine = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
	const c = campaign;
	return (
		<Page titleKey="desk.coupons.campaign.title">
			{done ? (
				<p className="alert alert-success" role="status" data-testid="done">
					{t(`desk.coupons.done.${done}`, { n: issued.n, skipped: issued.skipped })}
				</p>
			) : null}
			<section className="info-section" aria-labelledby="summary-heading">
				<h2 id="summary-heading">{c.name}</h2>
				<dl className="cluster" data-testid="campaign-summary">
					<div>
						<dt className="muted">{t("coupons.rule")}</dt>
						<dd>
							<CampaignRule campaign={c} locale={locale} />
						</dd>
					</div>
					<div>
						<dt className="muted">{t("coupons.expires")}</dt>
						<dd>
							{formatDate(c.expireTime, locale)}{" "}
							{c.ended ? <span className="badge badge-neutral">{t("desk.coupons.list.ended")}</span> : null}
						</dd>
					</div>
					{(["issued", "available", "used", "expired", "revoked"] as const).map((k) => (
						<div key={k}>
							<dt className="muted">{t(`desk.coupons.count.${k}`)}</dt>
							<dd data-testid={`count-${k}`}>
								{k === "available" ? c.counts.available + c.counts.inuse : c.counts[k]}
							</dd>
						</div>
					))}
				</dl>
			</section>

			<section className="info-section" aria-labelledby="issue-heading">
				<h2 id="issue-heading">{t("desk.coupons.issue.title")}</h2>
				{c.ended ? <p className="muted">{t("desk.coupons.issue.ended")}</p> : null}
				<div className="form-grid">
					<Form method="post" className="stack-form card card-body" data-testid="issue-member">
						<IntentInput value="issueMember" />
						<input type="hidden" name="onceKey" value={onceKeys.member} />
						<div className="field" data-invalid={mine("issueMember")?.error ? "" : undefined}>
							<label htmlFor="issue-email">{t("desk.coupons.issue.email")}</label>
							<input
								id="issue-email"
								name="email"
								type="email"
								autoComplete="off"
								required
								defaultValue={mine("issueMember")?.email ?? ""}
							/>
							<ErrorList errors={mine("issueMember")?.error ? [mine("issueMember")!.error!] : null} />
						</div>
						<div className="form-actions">
							<button type="submit" className="button" disabled={busy || c.ended}>
								{t("desk.coupons.issue.toMember")}
							</button>
						</div>
					</Form>
					<Form method="post" className="stack-form card card-body" data-testid="issue-company">
						<IntentInput value="issueCompany" />
						<input type="hidden" name="onceKey" value={onceKeys.company} />
						<div className="field" data-invalid={mine("issueCompany")?.error ? "" : undefined}>
							<label htmlFor="issue-company">{t("desk.coupons.issue.company")}</label>
							<select id="issue-company" name="companyId" required defaultValue="">
								<option value="">{t("desk.coupons.issue.chooseCompany")}</option>
								{companies.map((co) => (
									<option key={co.id} value={co.id}>
										{co.name}
									</option>
								))}
							</select>
							<p className="field-hint">{t("desk.coupons.issue.companyHint")}</p>
							<ErrorList errors={mine("issueCompany")?.error ? [mine("issueCompany")!.error!] : null} />
						</div>
						<div className="form-actions">
							<button type="submit" className="button" disabled={busy || c.ended}>
								{t("desk.coupons.issue.toCompany")}
							</button>
						</div>
					</Form>
				</div>
			</section>

			<section className="info-section" aria-labelledby="coupons-heading">
				<h2 id="coupons-heading">{t("desk.coupons.issuedList.title")}</h2>
				<CouponBox
					rows={coupons as BoxRow[]}
					revokeKeys={onceKeys.revoke}
					refusal={
						mine("revoke") ? { couponId: mine("revoke")!.couponId ?? "", error: mine("revoke")!.error ?? "" } : null
					}
					busy={busy}
					show="holder"
				/>
			</section>

			<section className="info-section" aria-labelledby="edit-heading">
				<h2 id="edit-heading">{t("desk.coupons.edit.title")}</h2>
				<CampaignForm
					intent="edit"
					onceKey={onceKeys.edit}
					values={mine("edit")?.values ?? values}
					errors={mine("edit")?.errors ?? {}}
					busy={busy}
					submitLabel={t("desk.coupons.edit.submit")}
					testId="edit-campaign"
				/>
			</section>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
