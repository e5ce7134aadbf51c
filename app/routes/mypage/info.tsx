// My page: account update (spec sections 2 and 7: /user/companyinfo, update_companyinfo,
// update_brcinfo, update_password, verify/cellphone step1 and step2). Several forms, one action,
// told apart by "intent". The company is always the signed-in user's own: ids in a form are only
// ever looked up inside that company, so another company's branch answers 404.
import { type DefaultValue, type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/info";
import { changePassword, getAccount } from "#app/accounts/accounts.server.ts";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { formatPhone } from "#app/text/phone.ts";
import {
	addBranch,
	deleteBranch,
	getCompany,
	listBranches,
	setRegistrationFile,
	updateCompany,
} from "#app/accounts/company.server.ts";
import { pendingPhone, sendPhoneCode, verifyPhoneCode } from "#app/accounts/phone.server.ts";
import {
	BranchSchema,
	ChangePasswordSchema,
	CompanyInfoSchema,
	PhoneSendSchema,
	PhoneVerifySchema,
} from "#app/accounts/validation.ts";
import { asCustomer, requireUser } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { rotateSession } from "#app/auth/session.server.ts";
import { ErrorList, Field, IntentInput } from "#app/components/forms.tsx";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { localeCookie } from "#app/middleware/locale-cookie.server.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { setUserLocale, userLocale } from "#app/middleware/user-locale-setting.server.ts";
import { LanguageSetting } from "#app/accounts/components/language-setting.tsx";
import { Page } from "#app/shell/page.tsx";
import { MAX_REGISTRATION_FILE_BYTES } from "#app/storage/limits.ts";
import { validateRegistrationFile } from "#app/storage/uploads.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { type FormConstraint, formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { logger } from "#app/observability/logger.server.ts";
import { withFailureMessage } from "#app/observability/failures.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const company = user.companyId ? getCompany(user.companyId) : null;
	return {
		account: getAccount(user.id) ?? raise404(),
		// the language of this user's mails and documents (decision 044), not the page's
		mailLocale: userLocale(user.id) ?? user.locale,
		pendingPhone: pendingPhone(user.id),
		company: company && {
			name: company.name,
			// shown as written (123-45-67890) in its field; the schema takes it with or without hyphens
			bizRegNo: company.bizRegNo ? formatBizRegNo(company.bizRegNo) : "",
			address: company.address ?? "",
			addressDetail: company.addressDetail ?? "",
			// stored as digits, shown as written (the form takes either)
			phone: formatPhone(company.phone),
			regFile: company.regFileKey
				? { name: company.regFileName, size: company.regFileSize, hasThumb: Boolean(company.regThumbKey) }
				: null,
		},
		branches: company
			? listBranches(company.id).map((b) => ({
					id: b.id,
					name: b.name,
					address: b.address,
					managerName: b.managerName,
					phone: b.phone,
				}))
			: [],
		constraints: {
			phoneSend: formConstraint(PhoneSendSchema),
			phoneVerify: formConstraint(PhoneVerifySchema),
			password: formConstraint(ChangePasswordSchema),
			company: formConstraint(CompanyInfoSchema),
			branchAdd: formConstraint(BranchSchema),
		},
	};
}

const E = "accounts.errors.";

/** The session's user was deleted while the request ran: nothing to show. */
function raise404(): never {
	throw notFound();
}

/** The upload is not a Conform form (files are checked on the server only): its error by hand. */
function regFileError(error: string, status: number) {
	return data(
		{ intent: "regfile" as const, result: { status: "error" as const, error: { regFile: [`${E}upload.${error}`] } } },
		{ status },
	);
}
const INTENTS = [
	"company",
	"regfile",
	"branchAdd",
	"branchDelete",
	"password",
	"phoneSend",
	"phoneVerify",
	"language",
] as const;
type Intent = (typeof INTENTS)[number];

function companyOf(user: SessionUser): string {
	// the company forms are a customer's: staff and partner accounts have no company to send them for
	return asCustomer(user).companyId;
}

async function handle(
	intent: Intent,
	user: SessionUser,
	request: Request,
	formData: FormData,
	context: Route.ActionArgs["context"],
) {
	switch (intent) {
		case "company": {
			const companyId = companyOf(user);
			const submission = parseWithZod(formData, { schema: CompanyInfoSchema });
			if (submission.status !== "success") return rejected({ intent, result: submission.reply() });
			const v = submission.value;
			// spec section 8's "update failed" for a failure we did not foresee, on this form
			const saved = await withFailureMessage(
				"company update",
				() =>
					updateCompany(companyId, {
						name: v.companyName,
						bizRegNo: v.bizRegNo,
						address: v.address,
						addressDetail: v.addressDetail,
						phone: v.companyPhone,
					}),
				() => "failed" as const,
			);
			if (saved === "failed")
				return data({ intent, result: submission.reply({ formErrors: [E + "updateFailed"] }) }, { status: 500 });
			// one registration number, one company (decision 054)
			if (saved === "bizRegNoTaken")
				return rejected({ intent, result: submission.reply({ fieldErrors: { bizRegNo: [E + "bizRegNoTaken"] } }) });
			return { intent, result: submission.reply(), done: "accounts.info.companySaved" };
		}
		case "regfile": {
			const companyId = companyOf(user);
			const file = formData.get("regFile");
			const checked = await validateRegistrationFile(file);
			if (!checked.ok) return regFileError(checked.error, 400);
			await setRegistrationFile(companyId, { ...checked, name: file instanceof File ? file.name : "registration" });
			return { intent, done: "accounts.info.fileUploaded" };
		}
		case "branchAdd": {
			const companyId = companyOf(user);
			const submission = parseWithZod(formData, { schema: BranchSchema });
			if (submission.status !== "success") return rejected({ intent, result: submission.reply() });
			const v = submission.value;
			const added = addBranch(companyId, {
				name: v.branchName,
				address: v.branchAddress,
				managerName: v.branchManager,
				phone: v.branchPhone,
			});
			if (added === "tooMany")
				return rejected({ intent, result: submission.reply({ formErrors: [E + "tooManyBranches"] }) });
			return { intent, result: submission.reply({ resetForm: true }), done: "accounts.info.branchAdded" };
		}
		case "branchDelete": {
			const companyId = companyOf(user);
			if (!deleteBranch(companyId, String(formData.get("branchId") ?? ""))) throw notFound();
			return { intent, done: "accounts.info.branchDeleted" };
		}
		case "password": {
			const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
			const hide = { hideFields: ["currentPassword", "password", "passwordRepeat"] };
			if (submission.status !== "success") return rejected({ intent, result: submission.reply(hide) });
			const outcome = await changePassword(
				user.id,
				submission.value.currentPassword ?? "",
				submission.value.password ?? "",
				linkOrigin(request),
			);
			if (outcome === "wrongCurrent")
				return rejected({ intent, result: submission.reply({ ...hide, formErrors: [E + "changeFailed"] }) });
			// every session ended with the old password; this browser continues on a fresh one
			const { setCookie } = await rotateSession(user.sessionId, user.id);
			return redirect("/mypage/info?changed=password", { headers: { "Set-Cookie": setCookie } });
		}
		case "phoneSend": {
			const submission = parseWithZod(formData, { schema: PhoneSendSchema });
			if (submission.status !== "success") return rejected({ intent, result: submission.reply() });
			const sent = await sendPhoneCode(user.id, submission.value.phone, localeFromContext(context)).catch(
				(error: unknown) => {
					logger.error({ err: error }, "phone code SMS failed");
					return null;
				},
			);
			if (!sent)
				return data({ intent, result: submission.reply({ formErrors: [E + "phoneVerifyFailed"] }) }, { status: 500 });
			if (!sent.sent)
				return rejected(
					{
						intent,
						result: submission.reply({
							formErrors: [E + (sent.reason === "cooldown" ? "phoneCooldown" : "phoneHourly")],
						}),
					},
					429,
				);
			return { intent, result: submission.reply(), done: "accounts.phone.sent" };
		}
		case "language": {
			// the mail language (decision 044); the interface follows it, as a ?lng= switch would
			const locale = formData.get("locale");
			if (!isLocale(locale))
				return rejected({ intent, result: { status: "error" as const, error: { locale: [E + "languageInvalid"] } } });
			setUserLocale(user.id, locale);
			return redirect("/mypage/info?changed=language#language", { headers: { "Set-Cookie": localeCookie(locale) } });
		}
		case "phoneVerify": {
			const submission = parseWithZod(formData, { schema: PhoneVerifySchema });
			if (submission.status !== "success") return rejected({ intent, result: submission.reply() });
			const checked = verifyPhoneCode(user.id, submission.value.code);
			if (checked !== "ok")
				return rejected({ intent, result: submission.reply({ fieldErrors: { code: [`${E}phoneCode.${checked}`] } }) });
			return { intent, result: submission.reply({ resetForm: true }), done: "accounts.phone.verified" };
		}
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	// refuse an oversized upload before reading it into memory
	if (Number(request.headers.get("Content-Length") ?? 0) > MAX_REGISTRATION_FILE_BYTES + 64 * 1024)
		return regFileError("tooLarge", 413);
	const formData = await request.formData();
	const intent = formData.get("intent");
	if (!INTENTS.includes(intent as Intent)) throw badRequest();
	return handle(intent as Intent, user, request, formData, context);
}

type ActionResult = { intent: Intent; result?: SubmissionResult<string[]>; done?: string };

// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
function useIntentForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
	intent: Intent,
	constraint: FormConstraint,
	actionData: ActionResult | undefined,
	defaultValue?: Record<string, string>,
	/** a new value starts the form afresh (Conform keeps its messages per form id) */
	generation = "",
) {
	return useForm<z.input<S>, z.output<S>>({
		// distinct from the section ids: Conform ties inputs to the form by id
		id: generation ? `${intent}-form-${generation}` : `${intent}-form`,
		lastResult: actionData?.intent === intent ? actionData.result : undefined,
		defaultValue: defaultValue as DefaultValue<z.input<S>>,
		constraint,
	});
}

function Done({ actionData, intent }: { actionData: ActionResult | undefined; intent: Intent }) {
	const { t } = useTranslation();
	if (actionData?.intent !== intent || !actionData.done) return null;
	return (
		<p className="notice" role="status" data-testid={`done-${intent}`}>
			{t(actionData.done)}
		</p>
	);
}

export default function MyInfo() {
	const { t } = useTranslation();
	const { account, mailLocale, company, branches, pendingPhone: pending, constraints } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>() as ActionResult | undefined;
	const navigation = useNavigation();
	const busy = navigation.state === "submitting";

	const [phoneForm, phoneFields] = useIntentForm<typeof PhoneSendSchema>(
		"phoneSend",
		constraints.phoneSend,
		actionData,
		{ phone: formatPhone(account.phone) },
	);
	const [codeForm, codeFields] = useIntentForm<typeof PhoneVerifySchema>(
		"phoneVerify",
		constraints.phoneVerify,
		actionData,
	);
	// a new form state once the password changed: the earlier attempt's "wrong password" must not stay
	// beside "changed" (with JavaScript on the page is not reloaded)
	const [params] = useSearchParams();
	const passwordChanged = params.get("changed") === "password" && actionData?.intent !== "password";
	const [pwForm, pwFields] = useIntentForm<typeof ChangePasswordSchema>(
		"password",
		constraints.password,
		actionData,
		undefined,
		passwordChanged ? "changed" : "",
	);
	const [companyForm, companyFields] = useIntentForm<typeof CompanyInfoSchema>(
		"company",
		constraints.company,
		actionData,
		company
			? {
					companyName: company.name,
					bizRegNo: company.bizRegNo,
					address: company.address,
					addressDetail: company.addressDetail,
					companyPhone: company.phone,
				}
			: undefined,
	);
	const [branchForm, branchFields] = useIntentForm<typeof BranchSchema>("branchAdd", constraints.branchAdd, actionData);
	const regFileErrors = actionData?.intent === "regfile" ? (actionData.result?.error?.regFile ?? []) : [];

	return (
		<Page titleKey="page.mypage.info">
			{/* not beside a later attempt's answer (a wrong password posted from ?changed=password) */}
			{passwordChanged ? <PasswordChangedNotice /> : null}
			<section className="info-section" aria-labelledby="account-heading">
				<h2 id="account-heading">{t("accounts.info.account")}</h2>
				<dl className="facts">
					<dt>{t("accounts.field.email")}</dt>
					<dd data-testid="account-email">{account.email}</dd>
					<dt>{t("accounts.field.name")}</dt>
					<dd>{account.name}</dd>
				</dl>
			</section>

			<LanguageSetting
				current={mailLocale}
				errors={actionData?.intent === "language" ? (actionData.result?.error?.locale ?? []) : []}
				busy={busy}
			/>

			{/* the device's push and the optional consents live on their own pages; the account page is
			    where a user looks for them, so it points there (every role may open both) */}
			<section className="info-section" id="preferences" aria-labelledby="preferences-heading">
				<h2 id="preferences-heading">{t("accounts.info.preferences")}</h2>
				<ul>
					<li>
						<Link to="/mypage/notifications">{t("accounts.info.pushLink")}</Link>
					</li>
					<li>
						<Link to="/privacyoption">{t("accounts.info.privacyLink")}</Link>
					</li>
				</ul>
			</section>

			<section className="info-section" id="phone" aria-labelledby="phone-heading">
				<h2 id="phone-heading">{t("accounts.phone.title")}</h2>
				<p data-testid="phone-status" data-verified={account.phoneVerified ? "true" : "false"}>
					{account.phoneVerified
						? t("accounts.phone.verifiedAs", { phone: formatPhone(account.phone) })
						: t("accounts.phone.notVerified")}
				</p>
				<Done actionData={actionData} intent="phoneSend" />
				<Done actionData={actionData} intent="phoneVerify" />
				<Form method="post" {...getFormProps(phoneForm)} className="stack-form inline-form">
					<IntentInput value="phoneSend" />
					<Field
						label={t("accounts.field.phone")}
						meta={phoneFields.phone}
						type="tel"
						hint={t("accounts.hint.phone")}
						inputProps={{ inputMode: "numeric", autoComplete: "tel" }}
					/>
					<ErrorList id={phoneForm.errorId} errors={phoneForm.errors} />
					<button type="submit" className="button button-ghost" disabled={busy}>
						{t("accounts.phone.send")}
					</button>
				</Form>
				{pending ? (
					<Form method="post" {...getFormProps(codeForm)} className="stack-form inline-form">
						<IntentInput value="phoneVerify" />
						<Field
							label={t("accounts.field.phoneCode")}
							meta={codeFields.code}
							hint={t("accounts.phone.codeHint", { phone: formatPhone(pending) })}
							inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 }}
						/>
						<ErrorList id={codeForm.errorId} errors={codeForm.errors} />
						<button type="submit" className="button" disabled={busy}>
							{t("accounts.phone.verify")}
						</button>
					</Form>
				) : null}
			</section>

			<section className="info-section" id="password" aria-labelledby="password-heading">
				<h2 id="password-heading">{t("accounts.password.title")}</h2>
				<Form method="post" {...getFormProps(pwForm)} className="stack-form">
					<IntentInput value="password" />
					<Field
						label={t("accounts.field.currentPassword")}
						meta={pwFields.currentPassword}
						type="password"
						inputProps={{ autoComplete: "current-password" }}
					/>
					<Field
						label={t("accounts.field.newPassword")}
						meta={pwFields.password}
						type="password"
						hint={t("accounts.hint.password")}
						inputProps={{ autoComplete: "new-password" }}
					/>
					<Field
						label={t("accounts.field.passwordRepeat")}
						meta={pwFields.passwordRepeat}
						type="password"
						inputProps={{ autoComplete: "new-password" }}
					/>
					<ErrorList id={pwForm.errorId} errors={pwForm.errors} />
					<button type="submit" className="button" disabled={busy}>
						{t("accounts.password.submit")}
					</button>
				</Form>
			</section>

			{company ? (
				<>
					<section className="info-section" id="company" aria-labelledby="company-heading">
						<h2 id="company-heading">{t("accounts.info.company")}</h2>
						<Done actionData={actionData} intent="company" />
						<Form method="post" {...getFormProps(companyForm)} className="stack-form">
							<IntentInput value="company" />
							<Field label={t("accounts.field.companyName")} meta={companyFields.companyName} />
							<Field
								label={t("accounts.field.bizRegNo")}
								meta={companyFields.bizRegNo}
								hint={t("accounts.hint.bizRegNo")}
								inputProps={{ inputMode: "numeric" }}
							/>
							<Field
								label={t("accounts.field.address")}
								meta={companyFields.address}
								inputProps={{ autoComplete: "street-address" }}
							/>
							<Field label={t("accounts.field.addressDetail")} meta={companyFields.addressDetail} />
							<Field
								label={t("accounts.field.companyPhone")}
								meta={companyFields.companyPhone}
								type="tel"
								inputProps={{ inputMode: "numeric" }}
							/>
							<ErrorList id={companyForm.errorId} errors={companyForm.errors} />
							<button type="submit" className="button" disabled={busy}>
								{t("accounts.info.save")}
							</button>
						</Form>
					</section>

					<section className="info-section" id="regfile" aria-labelledby="regfile-heading">
						<h2 id="regfile-heading">{t("accounts.info.regFile")}</h2>
						<Done actionData={actionData} intent="regfile" />
						{company.regFile ? (
							<div className="reg-file" data-testid="reg-file">
								{company.regFile.hasThumb ? (
									<img src="/mypage/info/regfile/thumb" alt={t("accounts.info.regFileThumb")} width={160} />
								) : null}
								<a href="/mypage/info/regfile/file" download>
									{company.regFile.name}
								</a>{" "}
								<span className="muted">({Math.ceil((company.regFile.size ?? 0) / 1024)} KB)</span>
							</div>
						) : (
							<p className="muted">{t("accounts.info.noRegFile")}</p>
						)}
						<Form method="post" encType="multipart/form-data" className="stack-form">
							<IntentInput value="regfile" />
							<div className="field">
								<label htmlFor="regFile">{t("accounts.info.regFileChoose")}</label>
								<input
									id="regFile"
									name="regFile"
									type="file"
									accept="application/pdf,image/png,image/jpeg"
									required
									aria-describedby="regFile-error"
								/>
								<p className="field-hint">
									{t("accounts.info.regFileHint", { mb: MAX_REGISTRATION_FILE_BYTES / 1024 / 1024 })}
								</p>
								<ErrorList id="regFile-error" errors={regFileErrors} />
							</div>
							<button type="submit" className="button button-ghost" disabled={busy}>
								{t("accounts.info.upload")}
							</button>
						</Form>
					</section>

					<section className="info-section" id="branches" aria-labelledby="branches-heading">
						<h2 id="branches-heading">{t("accounts.info.branches")}</h2>
						<Done actionData={actionData} intent="branchAdd" />
						<Done actionData={actionData} intent="branchDelete" />
						{branches.length ? (
							<ul className="branch-list" data-testid="branch-list">
								{branches.map((b) => (
									<li key={b.id}>
										<strong>{b.name}</strong> {b.address} {b.managerName ? `· ${b.managerName}` : ""}{" "}
										{b.phone ? `· ${formatPhone(b.phone)}` : ""}
										<Form method="post" className="inline">
											<IntentInput value="branchDelete" />
											<input type="hidden" name="branchId" value={b.id} />
											<button
												type="submit"
												className="button button-ghost"
												aria-label={t("accounts.info.branchDeleteLabel", { name: b.name })}
											>
												{t("accounts.info.delete")}
											</button>
										</Form>
									</li>
								))}
							</ul>
						) : (
							<p className="muted">{t("accounts.info.noBranches")}</p>
						)}
						<Form method="post" {...getFormProps(branchForm)} className="stack-form">
							<IntentInput value="branchAdd" />
							<Field label={t("accounts.field.branchName")} meta={branchFields.branchName} />
							<Field label={t("accounts.field.address")} meta={branchFields.branchAddress} />
							<Field label={t("accounts.field.branchManager")} meta={branchFields.branchManager} />
							<Field
								label={t("accounts.field.branchPhone")}
								meta={branchFields.branchPhone}
								type="tel"
								inputProps={{ inputMode: "numeric" }}
							/>
							<ErrorList id={branchForm.errorId} errors={branchForm.errors} />
							<button type="submit" className="button button-ghost" disabled={busy}>
								{t("accounts.info.branchAdd")}
							</button>
						</Form>
					</section>
				</>
			) : null}
		</Page>
	);
}

/** After a password change the server redirects here with ?changed=password (works without JS). */
function PasswordChangedNotice() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	if (params.get("changed") !== "password") return null;
	return (
		<p className="notice" role="status" data-testid="password-changed">
			{t("accounts.password.changed")}
		</p>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
