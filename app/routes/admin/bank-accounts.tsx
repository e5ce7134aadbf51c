// /admin/bank-accounts (staff_admin): the KRW and USD accounts customers pay into,
// printed on invoices and the billing page. Add one (a USD account needs its SWIFT code), or take one
// off new invoices and back; nothing is deleted, since invoices already sent name it. Plain forms:
// 303 after the POST, 400 with the field's message and nothing stored; the add form has a one-time key.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { bankNameFor } from "#app/invoices/bank-names.ts";
import type { Route } from "./+types/bank-accounts";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { formatDateTime } from "#app/i18n/format.ts";
import { BankAccountSchema } from "#app/invoices/bank-account-form.ts";
import { addBankAccount, listBankAccounts, setBankAccountActive } from "#app/invoices/bank-accounts.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";

const ADMIN_ONLY = ["staff_admin"] as const;
const PAGE = "/admin/bank-accounts";
const NOTICES = ["added", "deactivated", "activated"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, ADMIN_ONLY);
	const locale = localeFromContext(context);
	const done = new URL(request.url).searchParams.get("done");
	return {
		notice: NOTICES.find((n) => n === done) ?? null,
		onceKey: newOnceKey(),
		accounts: listBankAccounts().map((a) => ({
			...a,
			bankNameShown: bankNameFor(a, "en"),
			updated: a.updatedAt ? formatDateTime(a.updatedAt, locale) : null,
		})),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, ADMIN_ONLY);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = String(formData.get("intent") ?? "");
	if (intent === "add") {
		const onceKey = freshOnceKey(formData, "bank-account");
		const submission = parseWithZod(formData, { schema: BankAccountSchema });
		if (submission.status !== "success") return rejected({ result: submission.reply() });
		const done = addBankAccount(submission.value, user.id, onceKey, `${PAGE}?done=added`);
		return redirect(done.redirectTo, 303);
	}
	if (intent === "deactivate" || intent === "activate") {
		const active = intent === "activate";
		if (!setBankAccountActive(String(formData.get("id") ?? ""), active, user.id)) throw notFound();
		return redirect(`${PAGE}?done=${active ? "activated" : "deactivated"}`, 303);
	}
	throw badRequest();
}

export default function BankAccounts() {
	const { t } = useTranslation();
	const { accounts, notice, onceKey } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const [form, fields] = useForm<z.input<typeof BankAccountSchema>, z.output<typeof BankAccountSchema>>({
		id: "bank-account-form",
		lastResult: actionData?.result,
		defaultValue: { currency: "KRW" },
		// validated by the action only (no zod in the browser)
	});
	const label = (key: string) => t(`desk.bankAccounts.${key}`);
	const field = (name: "bankName" | "bankNameEn" | "accountNumber" | "holder" | "swift") => {
		const meta = fields[name];
		const { key, ...input } = getInputProps(meta, { type: "text" });
		return (
			<div className="field" data-invalid={meta.errors?.length ? "" : undefined}>
				<label htmlFor={meta.id}>{label(name)}</label>
				<input key={key} {...input} aria-describedby={meta.errors?.length ? meta.errorId : undefined} />
				<ErrorList id={meta.errorId} errors={meta.errors} />
			</div>
		);
	};
	return (
		<Page titleKey="desk.bankAccounts.title" lead={label("intro")}>
			<div className="stack">
				{notice ? (
					<p className="alert alert-success" role="status" data-testid="bank-notice">
						{label(`done.${notice}`)}
					</p>
				) : null}
				{accounts.length === 0 ? (
					<p className="alert alert-warning" role="status" data-testid="bank-none">
						{label("none")}
					</p>
				) : (
					<div className="table-wrap">
						<table className="table table-stack" data-testid="bank-table">
							<caption className="visually-hidden">{label("title")}</caption>
							<thead>
								<tr>
									<th scope="col">{label("currency")}</th>
									<th scope="col">{label("bankName")}</th>
									<th scope="col">{label("accountNumber")}</th>
									<th scope="col">{label("holder")}</th>
									<th scope="col">{label("swift")}</th>
									<th scope="col">{label("state")}</th>
									<th scope="col">
										<span className="visually-hidden">{label("change")}</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{accounts.map((a) => (
									<tr key={a.id} data-testid="bank-row" data-active={a.active ? "true" : "false"}>
										<td data-label={label("currency")}>{a.currency}</td>
										<td data-label={label("bankName")}>
											{a.bankName}
											{/* the name English and Vietnamese readers see */}
											<div className="small muted" data-testid="bank-name-en">
												{a.bankNameShown}
											</div>
										</td>
										<td data-label={label("accountNumber")} className="nowrap">
											{a.accountNumber}
										</td>
										<td data-label={label("holder")}>{a.holder}</td>
										<td data-label={label("swift")}>{a.swift ?? "-"}</td>
										<td data-label={label("state")}>
											<span className={`badge ${a.active ? "badge-success" : "badge-neutral"}`}>
												{label(a.active ? "active" : "inactive")}
											</span>
											{a.updated ? (
												<div className="small muted">
													{t("desk.bankAccounts.changed", { when: a.updated, name: a.updatedByName ?? "" })}
												</div>
											) : null}
										</td>
										<td data-label={label("change")}>
											<Form method="post">
												<input type="hidden" name="id" value={a.id} />
												<IntentInput value={a.active ? "deactivate" : "activate"} />
												<button type="submit" className="button button-secondary button-sm" disabled={busy}>
													{label(a.active ? "deactivate" : "activate")}
												</button>
											</Form>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
				<Form method="post" {...getFormProps(form)} className="card">
					<div className="card-header">
						<h2>{label("add")}</h2>
					</div>
					<div className="card-body form-grid">
						<input type="hidden" name="onceKey" value={onceKey} />
						<IntentInput value="add" />
						<div className="field">
							<label htmlFor={fields.currency.id}>{label("currency")}</label>
							<select {...getSelectProps(fields.currency)} key={fields.currency.key}>
								<option value="KRW">KRW</option>
								<option value="USD">USD</option>
							</select>
						</div>
						{field("bankName")}
						{field("bankNameEn")}
						<p className="field-hint">{label("bankNameEnHint")}</p>
						{field("accountNumber")}
						{field("holder")}
						{field("swift")}
						<p className="field-hint">{label("swiftHint")}</p>
						<ErrorList id={form.errorId} errors={form.errors} />
					</div>
					<div className="card-footer form-actions">
						<button type="submit" className="button" disabled={busy}>
							{label("submit")}
						</button>
					</div>
				</Form>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
