// /admin/customers/:id (spec 2 and 6): one customer company for staff. Its details,
// its users, "add a user" (name, e-mail, phone, mail language: the new user is a customer of this
// company and is mailed a link to set their password), and the member coupon box: every coupon of
// every user with its status, revocable with a reason; and the company's open quote links (quotes its
// users mailed to others), which staff may revoke with a reason recorded on the link
// (decision 050: staff no longer act through the customer's own mail page). Plain forms, one-time keys,
// 303 after a POST.
import { useTranslation } from "#app/i18n/react.tsx";
import { formatPhone } from "#app/text/phone.ts";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/company";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import {
	ADD_USER_ONCE,
	AddCompanyUserSchema,
	addCompanyUser,
	companyMembers,
	getCustomerCompany,
} from "#app/accounts/company-users.server.ts";
import { requireRole } from "#app/auth/guard.server.ts";
import { checkRevokeReason } from "#app/coupons/campaign.ts";
import { CAMPAIGN_ONCE, companyCouponBox, revokeUserCoupon } from "#app/coupons/coupon-desk.server.ts";
import { STAFF_SHARE_REVOKE_ONCE, listCompanyShares, revokeShareAsStaff } from "#app/quotes/share.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, LOCALES, localeFromAny } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { CouponBox, type BoxRow, toBoxRows } from "#app/coupons/components/coupon-box.tsx";

const DONE = ["userAdded", "revoked", "shareRevoked"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const company = getCustomerCompany(params.id);
	if (!company) throw notFound();
	const box = companyCouponBox(company.id, localeFromContext(context));
	const shares = listCompanyShares(company.id);
	return {
		company: {
			id: company.id,
			name: company.name,
			bizRegNo: company.bizRegNo,
			phone: company.phone,
			address: [company.address, company.addressDetail].filter(Boolean).join(" "),
		},
		members: companyMembers(company.id).map((m) => ({ ...m, createdAt: m.createdAt.getTime() })),
		coupons: toBoxRows(box),
		shares: shares.map((sh) => ({ ...sh, createdAt: sh.createdAt.getTime(), expiresAt: sh.expiresAt.getTime() })),
		onceKeys: {
			addUser: newOnceKey(),
			revoke: Object.fromEntries(box.filter((c) => c.revocable).map((c) => [c.id, newOnceKey()])),
			share: Object.fromEntries(shares.map((sh) => [sh.id, newOnceKey()])),
		},
		done: DONE.find((d) => d === new URL(request.url).searchParams.get("done")) ?? null,
	};
}

type Intent = "addUser" | "revoke" | "revokeShare";
type ActionData = {
	intent: Intent;
	error: string | null;
	errors: Record<string, string>;
	values: Record<string, string>;
	couponId?: string;
	shareId?: string;
};

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const company = getCustomerCompany(params.id);
	if (!company) throw notFound();
	const formData = await request.formData();
	const intent = (["addUser", "revoke", "revokeShare"] as const).find((i) => i === formData.get("intent"));
	if (!intent) throw badRequest();

	if (intent === "addUser") {
		const onceKey = freshOnceKey(formData, ADD_USER_ONCE);
		const values = {
			name: String(formData.get("name") ?? ""),
			email: String(formData.get("email") ?? ""),
			phone: String(formData.get("phone") ?? ""),
			locale: String(formData.get("locale") ?? ""),
		};
		const parsed = AddCompanyUserSchema.safeParse({ ...values, onceKey });
		if (!parsed.success) {
			const errors: Record<string, string> = {};
			for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
			return rejected<ActionData>({ intent, error: null, errors, values });
		}
		const { name, email, phone, locale } = parsed.data;
		const outcome = await addCompanyUser(company.id, { name, email, phone, locale }, onceKey, linkOrigin(request));
		if (!outcome.ok)
			return rejected<ActionData>(
				{ intent, error: null, errors: { email: "desk.customers.errors.emailTaken" }, values },
				409,
			);
		return redirect(outcome.redirectTo, 303);
	}

	if (intent === "revokeShare") {
		const onceKey = freshOnceKey(formData, STAFF_SHARE_REVOKE_ONCE);
		const shareId = String(formData.get("shareId") ?? "");
		const reason = checkRevokeReason(formData.get("reason"));
		if (!reason.ok) return rejected<ActionData>({ intent, error: reason.error, errors: {}, values: {}, shareId });
		const outcome = revokeShareAsStaff(
			user.id,
			company.id,
			shareId,
			reason.reason,
			onceKey,
			`/admin/customers/${company.id}?done=shareRevoked`,
		);
		if (!outcome.ok)
			return rejected<ActionData>(
				{ intent, error: "desk.customers.shares.gone", errors: {}, values: {}, shareId },
				409,
			);
		return redirect(outcome.redirectTo, 303);
	}

	const onceKey = freshOnceKey(formData, CAMPAIGN_ONCE.revoke);
	const couponId = String(formData.get("userCouponId") ?? "");
	const reason = checkRevokeReason(formData.get("reason"));
	if (!reason.ok) return rejected<ActionData>({ intent, error: reason.error, errors: {}, values: {}, couponId });
	// a coupon of another company's user is not this page's to revoke
	if (!companyCouponBox(company.id, "kr").some((c) => c.id === couponId)) throw notFound();
	const outcome = revokeUserCoupon(user, couponId, reason.reason, onceKey, `/admin/customers/${company.id}`);
	if (!outcome.ok)
		return rejected<ActionData>(
			{ intent, error: `desk.coupons.refused.${outcome.reason}`, errors: {}, values: {}, couponId },
			409,
		);
	return redirect(outcome.redirectTo, 303);
}

export default function CustomerCompany() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { company, members, coupons, shares, onceKeys, done } = useLoaderData<typeof loader>();
	const actionData = useActionData<ActionData>();
	const busy = useNavigation().state === "submitting";
	const adding = actionData?.intent === "addUser" ? actionData : undefined;
	const revoking = actionData?.intent === "revoke" ? actionData : undefined;
	const revokingShare = actionData?.intent === "revokeShare" ? actionData : undefined;
	type Share = (typeof shares)[number];
	type Member = (typeof members)[number];
	const field = (name: "name" | "email" | "phone", type: string, autoComplete: string) => (
		<div className="field" data-invalid={adding?.errors[name] ? "" : undefined}>
			<label htmlFor={`add-${name}`}>{t(`desk.customers.add.${name}`)}</label>
			<input
				id={`add-${name}`}
				name={name}
				type={type}
				autoComplete={autoComplete}
				required
				defaultValue={adding?.values[name] ?? ""}
				aria-invalid={adding?.errors[name] ? true : undefined}
				aria-describedby={adding?.errors[name] ? `add-${name}-error` : undefined}
			/>
			<ErrorList id={`add-${name}-error`} errors={adding?.errors[name] ? [adding.errors[name]] : null} />
		</div>
	);
	return (
		<Page titleKey="desk.customers.company.title">
			{done ? (
				<p className="alert alert-success" role="status" data-testid="done">
					{t(`desk.customers.done.${done}`)}
				</p>
			) : null}
			<section className="info-section" aria-labelledby="company-heading">
				<h2 id="company-heading">{company.name}</h2>
				<dl className="cluster" data-testid="company-facts">
					<div>
						<dt className="muted">{t("desk.customers.list.bizRegNo")}</dt>
						<dd>{company.bizRegNo ? formatBizRegNo(company.bizRegNo) : "-"}</dd>
					</div>
					<div>
						<dt className="muted">{t("desk.customers.company.phone")}</dt>
						<dd>{company.phone ? formatPhone(company.phone) : "-"}</dd>
					</div>
					<div>
						<dt className="muted">{t("desk.customers.company.address")}</dt>
						<dd>{company.address || "-"}</dd>
					</div>
				</dl>
			</section>

			<section className="info-section" aria-labelledby="members-heading">
				<h2 id="members-heading">{t("desk.customers.members.title")}</h2>
				<DeskTable<Member>
					testId="member-list"
					rows={members}
					rowKey={(m) => m.id}
					rowProps={(m) => ({ "data-email": m.email })}
					columns={[
						{ key: "name", label: t("desk.customers.add.name"), cell: (m) => <strong>{m.name}</strong> },
						{ key: "email", label: t("desk.customers.add.email"), cell: (m) => m.email },
						{ key: "phone", label: t("desk.customers.add.phone"), cell: (m) => (m.phone ? formatPhone(m.phone) : "-") },
						{
							key: "state",
							label: t("desk.customers.members.state"),
							cell: (m) =>
								m.passwordSet ? (
									<span className="badge badge-success">{t("desk.customers.members.active")}</span>
								) : (
									<span className="badge badge-warning">{t("desk.customers.members.invited")}</span>
								),
						},
						{ key: "since", label: t("desk.customers.list.since"), cell: (m) => formatDate(m.createdAt, locale) },
					]}
				/>
			</section>

			<section className="info-section" aria-labelledby="add-heading">
				<h2 id="add-heading">{t("desk.customers.add.title")}</h2>
				<p className="muted">{t("desk.customers.add.lead")}</p>
				<Form method="post" className="stack-form" data-testid="add-user" noValidate>
					<IntentInput value="addUser" />
					<input type="hidden" name="onceKey" value={onceKeys.addUser} />
					<div className="form-grid">
						{field("name", "text", "off")}
						{field("email", "email", "off")}
						{field("phone", "tel", "off")}
						<div className="field" data-invalid={adding?.errors.locale ? "" : undefined}>
							<label htmlFor="add-locale">{t("desk.customers.add.locale")}</label>
							<select id="add-locale" name="locale" defaultValue={adding?.values.locale || locale}>
								{LOCALES.map((l) => (
									<option key={l} value={l}>
										{t(`desk.customers.locale.${l}`)}
									</option>
								))}
							</select>
							<ErrorList errors={adding?.errors.locale ? [adding.errors.locale] : null} />
						</div>
					</div>
					<div className="form-actions">
						<button type="submit" className="button" disabled={busy}>
							{t("desk.customers.add.submit")}
						</button>
					</div>
				</Form>
			</section>

			<section className="info-section" aria-labelledby="box-heading">
				<h2 id="box-heading">{t("desk.customers.box.title")}</h2>
				<CouponBox
					rows={coupons as BoxRow[]}
					revokeKeys={onceKeys.revoke}
					refusal={revoking ? { couponId: revoking.couponId ?? "", error: revoking.error ?? "" } : null}
					busy={busy}
					show="campaign"
				/>
			</section>

			<section className="info-section" aria-labelledby="shares-heading">
				<h2 id="shares-heading">{t("desk.customers.shares.title")}</h2>
				<p className="muted">{t("desk.customers.shares.lead")}</p>
				{shares.length === 0 ? (
					<p className="muted">{t("desk.customers.shares.empty")}</p>
				) : (
					<DeskTable<Share>
						testId="share-list"
						rows={shares}
						rowKey={(sh) => sh.id}
						rowProps={(sh) => ({ "data-share": sh.id })}
						columns={[
							{ key: "number", label: t("desk.customers.shares.number"), cell: (sh) => sh.number },
							{ key: "to", label: t("desk.customers.shares.to"), cell: (sh) => sh.recipient },
							{ key: "sender", label: t("desk.customers.shares.sender"), cell: (sh) => sh.sender },
							{
								key: "expires",
								label: t("desk.customers.shares.expires"),
								cell: (sh) => formatDate(sh.expiresAt, locale),
							},
							{
								key: "revoke",
								label: t("desk.customers.shares.revoke"),
								cell: (sh) => {
									const error = revokingShare?.shareId === sh.id ? revokingShare.error : null;
									return (
										<Form method="post" className="stack" data-testid="share-revoke">
											<IntentInput value="revokeShare" />
											<input type="hidden" name="onceKey" value={onceKeys.share[sh.id]} />
											<input type="hidden" name="shareId" value={sh.id} />
											<label className="visually-hidden" htmlFor={`share-reason-${sh.id}`}>
												{t("desk.customers.shares.reason")}
											</label>
											<input
												id={`share-reason-${sh.id}`}
												name="reason"
												className="control"
												required
												maxLength={200}
												placeholder={t("desk.customers.shares.reason")}
												aria-invalid={error ? true : undefined}
												aria-describedby={error ? `share-reason-${sh.id}-error` : undefined}
											/>
											<button type="submit" className="button button-danger button-sm" disabled={busy}>
												{t("desk.customers.shares.revoke")}
											</button>
											<ErrorList id={`share-reason-${sh.id}-error`} errors={error ? [error] : null} />
										</Form>
									);
								},
							},
						]}
					/>
				)}
			</section>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
