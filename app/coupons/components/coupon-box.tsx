// The member coupon box (spec 2 and 6): issued coupons with holder or campaign, status, expiry and,
// for one not yet spent, a revoke form asking for the reason. Used by a campaign's page and a customer
// company's page. An available coupon past its time reads "expired (invalid)" (spec 4).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { BoxCoupon } from "#app/coupons/coupon-desk.server.ts";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDate, formatDateTime } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";

export type BoxRow = Omit<BoxCoupon, "expireTime" | "issuedAt" | "revoked"> & {
	expireTime: number;
	issuedAt: number;
	revoked: { reason: string | null; by: string | null; at: number } | null;
};

/** The loader's plain copy (dates as epoch milliseconds). */
export function toBoxRows(rows: BoxCoupon[]): BoxRow[] {
	return rows.map((r) => ({
		...r,
		expireTime: r.expireTime.getTime(),
		issuedAt: r.issuedAt.getTime(),
		revoked: r.revoked && { ...r.revoked, at: r.revoked.at.getTime() },
	}));
}

const TONE: Record<BoxRow["status"], string> = {
	available: "success",
	inuse: "info",
	used: "neutral",
	expired: "warning",
	invalid: "warning",
	deleted: "danger",
};

export function CouponBox({
	rows,
	revokeKeys,
	refusal,
	busy,
	show,
}: {
	rows: BoxRow[];
	revokeKeys: Record<string, string>;
	refusal: { couponId: string; error: string } | null;
	busy: boolean;
	/** the other side of the row: who holds it (a campaign's page) or which campaign (a company's page) */
	show: "holder" | "campaign";
}) {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	if (rows.length === 0) return <p className="muted">{t("desk.coupons.box.empty")}</p>;
	return (
		<DeskTable<BoxRow>
			testId="coupon-box"
			rows={rows}
			rowKey={(r) => r.id}
			rowProps={(r) => ({ "data-number": r.number, "data-status": r.status })}
			columns={[
				{ key: "number", label: t("coupons.number"), cell: (r) => <code>{r.number}</code> },
				show === "holder"
					? {
							key: "holder",
							label: t("desk.coupons.box.holder"),
							cell: (r) => (
								<>
									<strong>{r.userName}</strong>
									<div className="muted">{r.userEmail}</div>
								</>
							),
						}
					: {
							key: "campaign",
							label: t("coupons.name"),
							cell: (r) => (
								<>
									<Link to={`/admin/coupons/${r.couponId}`}>{r.campaign}</Link>
									<div className="muted">
										{r.userName} · {r.userEmail}
									</div>
								</>
							),
						},
				{
					key: "status",
					label: t("coupons.statusTitle"),
					cell: (r) => (
						<>
							<span className={`badge badge-${TONE[r.status]}`} data-testid="box-status" data-status={r.status}>
								{r.status === "expired" ? t("desk.coupons.box.expiredInvalid") : t(`coupons.status.${r.status}`)}
							</span>
							{r.revoked ? (
								<div className="muted">
									{formatDateTime(r.revoked.at, locale)}
									{r.revoked.by ? ` · ${r.revoked.by}` : ""}
									{r.revoked.reason ? <div>{t("desk.coupons.box.reason", { reason: r.revoked.reason })}</div> : null}
								</div>
							) : null}
						</>
					),
				},
				{ key: "expires", label: t("coupons.expires"), cell: (r) => formatDate(r.expireTime, locale) },
				{
					key: "revoke",
					label: t("desk.coupons.box.revoke"),
					cell: (r) =>
						r.revocable && revokeKeys[r.id] ? (
							<Form method="post" className="stack" data-testid={`revoke-${r.number}`}>
								<IntentInput value="revoke" />
								<input type="hidden" name="onceKey" value={revokeKeys[r.id]} />
								<input type="hidden" name="userCouponId" value={r.id} />
								<label className="visually-hidden" htmlFor={`reason-${r.id}`}>
									{t("desk.coupons.box.reasonLabel", { number: r.number })}
								</label>
								<input
									id={`reason-${r.id}`}
									name="reason"
									className="control"
									required
									maxLength={200}
									placeholder={t("desk.coupons.box.reasonPlaceholder")}
								/>
								<button type="submit" className="button button-danger button-sm" disabled={busy}>
									{t("desk.coupons.box.revokeSubmit")}
								</button>
								{refusal?.couponId === r.id ? <ErrorList errors={[refusal.error]} /> : null}
							</Form>
						) : null,
				},
			]}
		/>
	);
}
