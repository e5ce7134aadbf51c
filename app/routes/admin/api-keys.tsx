// Partner API keys (staff_admin only): list, create, revoke. A new key's plaintext is shown once, on
// the page view right after it was created (new-key-cookie.server.ts); only its hash is stored.
// Revoking asks once for confirmation on a page of its own (?revoke=<id>), so it works without
// JavaScript. The /admin layout admits staff too and does not guard actions, so both handlers here
// check the role themselves.
import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { z } from "zod";
import type { Route } from "./+types/api-keys";
import {
	CreateApiKeySchema,
	DEFAULT_RATE_PER_MINUTE,
	MAX_RATE_PER_MINUTE,
	MIN_RATE_PER_MINUTE,
} from "#app/api/key-form.ts";
import { createApiKeyOnce, findApiKey, listApiKeys, revokeApiKey } from "#app/api/keys.server.ts";
import { clearNewKey, readNewKey, serializeNewKey } from "#app/api/new-key-cookie.server.ts";
import { requireRole } from "#app/auth/guard.server.ts";
import { ErrorList, Field, IntentInput } from "#app/components/forms.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDateTime } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

const ADMIN_ONLY = ["staff_admin"] as const;
const PAGE = "/admin/api-keys";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireRole(request, context, ADMIN_ONLY);
	const url = new URL(request.url);
	const fresh = await readNewKey(request, user.id);
	const revokeId = url.searchParams.get("revoke");
	const target = revokeId ? findApiKey(revokeId) : undefined;
	const done = url.searchParams.get("done");
	const headers = new Headers({ "Cache-Control": "no-store" });
	if (fresh.present) headers.append("Set-Cookie", await clearNewKey());
	return data(
		{
			keys: listApiKeys(),
			newKey: fresh.notice ? { name: fresh.notice.name, key: fresh.notice.key } : null,
			confirmRevoke: target && !target.revokedAt ? { id: target.id, name: target.name, prefix: target.prefix } : null,
			done: done === "revoked" || done === "duplicate" ? done : null,
			onceKey: newOnceKey(),
			constraint: formConstraint(CreateApiKeySchema),
			rate: { default: DEFAULT_RATE_PER_MINUTE, min: MIN_RATE_PER_MINUTE, max: MAX_RATE_PER_MINUTE },
		},
		{ headers },
	);
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, ADMIN_ONLY);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = formData.get("intent");

	if (intent === "create") {
		const submission = parseWithZod(formData, { schema: CreateApiKeySchema });
		if (submission.status !== "success") return rejected({ intent, result: submission.reply() });
		const v = submission.value;
		const outcome = createApiKeyOnce({ name: v.name, ratePerMinute: v.ratePerMinute, createdBy: user.id }, v.onceKey);
		// a resubmitted form (double click, back-and-resend) created nothing more; its key was shown
		// to the first submission only
		if (outcome.repeated) return redirect(`${PAGE}?done=duplicate`, 303);
		const created = outcome.value;
		const cookie = await serializeNewKey({ id: created.id, name: created.name, key: created.key, userId: user.id });
		return redirect(PAGE, { status: 303, headers: { "Set-Cookie": cookie } });
	}

	if (intent === "revoke") {
		const outcome = revokeApiKey(String(formData.get("keyId") ?? ""), user.id);
		if (outcome === "notFound") throw notFound();
		return redirect(`${PAGE}?done=revoked`, 303);
	}

	throw badRequest();
}

export default function ApiKeys() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { keys, newKey, confirmRevoke, done, onceKey, constraint, rate } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const navigation = useNavigation();
	const busy = navigation.state === "submitting";
	const [form, fields] = useForm<z.input<typeof CreateApiKeySchema>, z.output<typeof CreateApiKeySchema>>({
		id: "create-key-form",
		lastResult: actionData && "result" in actionData ? actionData.result : undefined,
		defaultValue: { ratePerMinute: rate.default },
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint,
	});
	const when = (date: Date | null) => (date ? formatDateTime(date, locale) : "");
	type Key = (typeof keys)[number];

	return (
		<Page titleKey="apiKeys.title">
			<p className="muted">
				{t("apiKeys.intro")} <a href="/api/v1/openapi.json">{t("apiKeys.docsLink")}</a> ·{" "}
				<a href="/api/guide">{t("apiKeys.guideLink")}</a>
			</p>

			{newKey ? (
				<section className="notice" role="status" aria-labelledby="new-key-heading" data-testid="new-api-key-panel">
					<h2 id="new-key-heading">{t("apiKeys.created.title", { name: newKey.name })}</h2>
					<p>
						<code data-testid="new-api-key">{newKey.key}</code>
					</p>
					<p>{t("apiKeys.created.once")}</p>
				</section>
			) : null}
			{done === "revoked" ? (
				<p className="notice" role="status" data-testid="done-revoked">
					{t("apiKeys.revoke.done")}
				</p>
			) : null}
			{done === "duplicate" ? (
				<p className="notice notice-warning" role="status" data-testid="done-duplicate">
					{t("apiKeys.created.duplicate")}
				</p>
			) : null}

			{confirmRevoke ? (
				<section className="notice notice-warning" aria-labelledby="revoke-heading" data-testid="revoke-confirm">
					<h2 id="revoke-heading">{t("apiKeys.revoke.title")}</h2>
					<p>{t("apiKeys.revoke.body", { name: confirmRevoke.name, prefix: confirmRevoke.prefix })}</p>
					<Form method="post">
						<IntentInput value="revoke" />
						<input type="hidden" name="keyId" value={confirmRevoke.id} />
						<button type="submit" className="button" disabled={busy}>
							{t("apiKeys.revoke.confirm")}
						</button>{" "}
						<Link to={PAGE} className="button button-ghost">
							{t("apiKeys.revoke.cancel")}
						</Link>
					</Form>
				</section>
			) : null}

			<section className="info-section" aria-labelledby="create-heading">
				<h2 id="create-heading">{t("apiKeys.create.title")}</h2>
				<Form method="post" {...getFormProps(form)} className="stack-form">
					<IntentInput value="create" />
					<input type="hidden" name="onceKey" value={onceKey} />
					<Field
						label={t("apiKeys.field.name")}
						meta={fields.name}
						hint={t("apiKeys.hint.name")}
						inputProps={{ autoComplete: "off" }}
					/>
					<Field
						label={t("apiKeys.field.ratePerMinute")}
						// a number field: Field's type covers text inputs, the rendered input is the same
						meta={fields.ratePerMinute as unknown as FieldMetadata<string>}
						type="number"
						hint={t("apiKeys.hint.ratePerMinute", { min: rate.min, max: rate.max })}
						inputProps={{ inputMode: "numeric", step: 1 }}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<button type="submit" className="button" disabled={busy}>
						{t("apiKeys.create.submit")}
					</button>
				</Form>
			</section>

			<section className="info-section" aria-labelledby="list-heading">
				<h2 id="list-heading">{t("apiKeys.list.title")}</h2>
				{keys.length ? (
					<DeskTable<Key>
						testId="api-key-list"
						rows={keys}
						rowKey={(k) => k.id}
						rowProps={(k) => ({ "data-state": k.revokedAt ? "revoked" : "active" })}
						columns={[
							{ key: "name", label: t("apiKeys.field.name"), cell: (k) => <strong>{k.name}</strong> },
							{ key: "prefix", label: t("apiKeys.list.prefix"), cell: (k) => <code>{k.prefix}…</code> },
							{ key: "rate", label: t("apiKeys.list.ratePerMinute"), cell: (k) => k.ratePerMinute, num: true },
							{
								key: "created",
								label: t("apiKeys.list.created"),
								cell: (k) => (
									<>
										{when(k.createdAt)}
										{k.createdByName ? <div className="muted">{k.createdByName}</div> : null}
									</>
								),
							},
							{
								key: "lastUsed",
								label: t("apiKeys.list.lastUsed"),
								cell: (k) =>
									k.lastUsedAt ? when(k.lastUsedAt) : <span className="muted">{t("apiKeys.list.never")}</span>,
							},
							{
								key: "status",
								label: t("apiKeys.list.status"),
								cell: (k) =>
									k.revokedAt ? (
										<>
											<span className="badge badge-neutral">{t("apiKeys.list.revoked")}</span>
											<div className="muted">
												{when(k.revokedAt)}
												{k.revokedByName ? ` · ${k.revokedByName}` : ""}
											</div>
										</>
									) : (
										<span className="badge badge-success">{t("apiKeys.list.active")}</span>
									),
							},
							{
								key: "actions",
								label: t("apiKeys.list.actions"),
								cell: (k) =>
									k.revokedAt ? null : (
										<Link
											to={`${PAGE}?revoke=${encodeURIComponent(k.id)}`}
											aria-label={t("apiKeys.revoke.label", { name: k.name })}
										>
											{t("apiKeys.revoke.link")}
										</Link>
									),
							},
						]}
					/>
				) : (
					<p className="muted">{t("apiKeys.list.empty")}</p>
				)}
			</section>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
