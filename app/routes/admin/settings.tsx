// Quote settings (staff_admin only): how many days a quote holds, per mode. A quote is
// valid until the earlier of its rates' end and the quote date plus these days
// (app/pricing/validity.ts); priceFromDb applies it to every new quote and to the partner API.
// The /admin layout admits staff too and does not guard actions, so both handlers check the role.
// Saving the same values twice changes nothing (setQuoteValidity skips unchanged modes), so a double
// submit has one effect without a one-time key.
// Company details: our name, representative, registration number, address and
// customer-service line, printed by the footer, the PDFs and the mails (app/desk/company-profile*.ts);
// their form posts intent=company with a one-time key, so a double submit is stored once.
import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { z } from "zod";
import type { Route } from "./+types/settings";
import { requireRole } from "#app/auth/guard.server.ts";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { COMPANY_TEXT_FIELDS } from "#app/company/company-profile.ts";
import { CompanyProfileSchema } from "#app/desk/company-profile-form.ts";
import {
	COMPANY_PROFILE_ONCE_PURPOSE,
	companyProfileWithAudit,
	saveCompanyProfile,
} from "#app/company/company-profile.server.ts";
import { formatPhone } from "#app/text/phone.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { QuoteValiditySchema } from "#app/desk/settings-form.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, MAX_VALIDITY_DAYS, MIN_VALIDITY_DAYS } from "#app/pricing/validity.ts";
import { quoteValiditySettings, setQuoteValidity } from "#app/pricing/store/validity.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

const ADMIN_ONLY = ["staff_admin"] as const;
const PAGE = "/admin/settings";
const NOTICES = ["saved", "unchanged", "companySaved", "companyUnchanged"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, ADMIN_ONLY);
	const locale = localeFromContext(context);
	const done = new URL(request.url).searchParams.get("done");
	return {
		notice: NOTICES.find((n) => n === done) ?? null,
		settings: quoteValiditySettings().map((s) => ({
			mode: s.mode,
			days: s.days,
			isDefault: s.isDefault,
			defaultDays: DEFAULT_QUOTE_VALIDITY_DAYS[s.mode],
			changed: s.updatedAt
				? { when: formatDateTime(s.updatedAt, locale), iso: s.updatedAt.toISOString(), name: s.updatedByName ?? "" }
				: null,
		})),
		constraint: formConstraint(QuoteValiditySchema),
		company: companyView(locale),
		onceKey: newOnceKey(),
	};
}

function companyView(locale: Parameters<typeof formatDateTime>[1]) {
	const { updatedAt, updatedByName, ...profile } = companyProfileWithAudit();
	return {
		// shown as written: 123-45-67891, 1588-0000
		values: { ...profile, supportPhone: formatPhone(profile.supportPhone) },
		changed: updatedAt
			? { when: formatDateTime(updatedAt, locale), iso: updatedAt.toISOString(), name: updatedByName ?? "" }
			: null,
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, ADMIN_ONLY);
	await ensurePrimary();
	const formData = await request.formData();
	if (formData.get("intent") === "company") {
		const onceKey = freshOnceKey(formData, COMPANY_PROFILE_ONCE_PURPOSE);
		const company = parseWithZod(formData, { schema: CompanyProfileSchema });
		if (company.status !== "success") return rejected({ company: company.reply() });
		return redirect(saveCompanyProfile(company.value, user.id, onceKey, PAGE).redirectTo, 303);
	}
	const submission = parseWithZod(formData, { schema: QuoteValiditySchema });
	if (submission.status !== "success") return rejected({ result: submission.reply() });
	const changed = setQuoteValidity(submission.value, user.id);
	return redirect(`${PAGE}?done=${changed.length > 0 ? "saved" : "unchanged"}`, 303);
}

export default function Settings() {
	const { t } = useTranslation();
	const { settings, notice, constraint, company, onceKey } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const byMode = Object.fromEntries(settings.map((s) => [s.mode, s]));
	const [form, fields] = useForm<z.input<typeof QuoteValiditySchema>, z.output<typeof QuoteValiditySchema>>({
		id: "quote-validity-form",
		lastResult: actionData && "result" in actionData ? actionData.result : undefined,
		defaultValue: { sea: byMode.sea?.days, air: byMode.air?.days },
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint,
	});
	return (
		<Page titleKey="desk.settings.title" lead={t("desk.settings.intro")}>
			{notice ? (
				<p
					className={`alert ${notice.endsWith("aved") ? "alert-success" : "alert-info"}`}
					role="status"
					data-testid="settings-notice"
					data-notice={notice}
				>
					{t(`desk.settings.${notice}`)}
				</p>
			) : null}
			<Form method="post" {...getFormProps(form)} className="card">
				<div className="card-header">
					<h2 id="validity-heading">{t("desk.settings.legend")}</h2>
				</div>
				<div className="card-body form-grid" role="group" aria-labelledby="validity-heading">
					{(["sea", "air"] as const).map((mode) => {
						const meta = fields[mode];
						const s = byMode[mode];
						const hintId = `${meta.id}-hint`;
						const { key, ...input } = getInputProps(meta, { type: "number" });
						return (
							<div
								key={mode}
								className="field"
								data-invalid={meta.errors?.length ? "" : undefined}
								data-testid={`validity-${mode}`}
							>
								<label htmlFor={meta.id}>{t(`desk.settings.${mode}`)}</label>
								<span className="input-unit">
									<input
										key={key}
										{...input}
										inputMode="numeric"
										step={1}
										min={MIN_VALIDITY_DAYS}
										max={MAX_VALIDITY_DAYS}
										aria-describedby={[hintId, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ")}
									/>
									<span className="unit">{t("desk.settings.unit")}</span>
								</span>
								<p className="field-hint" id={hintId}>
									{t("desk.settings.hint")} · {t("desk.settings.default", { days: s?.defaultDays })}
									{s?.changed ? (
										<>
											{" · "}
											<time dateTime={s.changed.iso} data-testid={`validity-${mode}-changed`}>
												{t("desk.settings.changed", { when: s.changed.when, name: s.changed.name })}
											</time>
										</>
									) : null}
								</p>
								<ErrorList id={meta.errorId} errors={meta.errors} />
							</div>
						);
					})}
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
				<div className="card-footer form-actions">
					<button type="submit" className="button" disabled={busy}>
						{t("desk.settings.submit")}
					</button>
				</div>
			</Form>
			<CompanyForm
				company={company}
				onceKey={onceKey}
				lastResult={actionData && "company" in actionData ? actionData.company : undefined}
				busy={busy}
			/>
			<p>
				<Link to="/admin/bank-accounts" data-testid="bank-accounts-link">
					{t("desk.bankAccounts.link")}
				</Link>
			</p>
		</Page>
	);
}

type CompanyFormProps = {
	company: ReturnType<typeof companyView>;
	onceKey: string;
	lastResult: SubmissionResult<string[]> | undefined;
	busy: boolean;
};

const COMPANY_FIELDS = [
	...COMPANY_TEXT_FIELDS.slice(0, 4),
	"bizRegNo",
	...COMPANY_TEXT_FIELDS.slice(4),
	"supportPhone",
	"supportEmail",
	"privacyEmail",
] as const;

function CompanyForm({ company, onceKey, lastResult, busy }: CompanyFormProps) {
	const { t } = useTranslation();
	const [form, fields] = useForm<z.input<typeof CompanyProfileSchema>, z.output<typeof CompanyProfileSchema>>({
		id: "company-profile-form",
		lastResult,
		defaultValue: company.values,
		// validated by the action only (no zod in the browser)
	});
	return (
		<Form method="post" {...getFormProps(form)} className="card" data-testid="company-form">
			<div className="card-header">
				<h2 id="company-heading">{t("desk.company.legend")}</h2>
			</div>
			<div className="card-body form-grid" role="group" aria-labelledby="company-heading">
				<p className="field-hint">
					{t("desk.company.intro")}
					{company.changed ? (
						<>
							{" "}
							<time dateTime={company.changed.iso} data-testid="company-changed">
								{t("desk.settings.changed", { when: company.changed.when, name: company.changed.name })}
							</time>
						</>
					) : null}
				</p>
				<input type="hidden" name="onceKey" value={onceKey} />
				<IntentInput value="company" />
				{COMPANY_FIELDS.map((name) => {
					const meta = fields[name];
					const { key, ...input } = getInputProps(meta, {
						type: name.endsWith("Email") ? "email" : name === "supportPhone" ? "tel" : "text",
					});
					return (
						<div key={name} className="field" data-invalid={meta.errors?.length ? "" : undefined}>
							<label htmlFor={meta.id}>{t(`desk.company.${name}`)}</label>
							<input key={key} {...input} required aria-describedby={meta.errors?.length ? meta.errorId : undefined} />
							<ErrorList id={meta.errorId} errors={meta.errors} />
						</div>
					);
				})}
				<ErrorList id={form.errorId} errors={form.errors} />
			</div>
			<div className="card-footer form-actions">
				<button type="submit" className="button" disabled={busy}>
					{t("desk.company.submit")}
				</button>
			</div>
		</Form>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
