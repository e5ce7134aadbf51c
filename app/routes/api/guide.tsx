// /api/guide (public, decision 084): the quote-call parameter guide for partner systems (spec section
// 1), in kr/en/vn. Everything on it is read from the OpenAPI document /api/v1/openapi.json serves
// (app/api/guide.server.ts): the request fields and their rules, the answers with example bodies made
// by the API's own code, the rate limits from the limiter's settings. Plain HTML; with JavaScript the
// curl call gets a Copy button.
import { useLoaderData } from "react-router";
import type { Route } from "./+types/guide";
import { CopyCode } from "#app/api/components/copy-code.tsx";
import type { GuideRule } from "#app/api/guide.ts";
import { apiGuide } from "#app/api/guide.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { appOrigin } from "#app/utils/origin.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
	return apiGuide(localeFromContext(context), appOrigin());
}

type T = (key: string, vars?: Record<string, unknown>) => string;

function RuleText({ rule, t }: { rule: GuideRule; t: T }) {
	if (rule.kind === "enum")
		return (
			<>
				{t("apiGuide.rule.enum")}{" "}
				{rule.values.map((v, i) => (
					<span key={v}>
						{i > 0 ? ", " : ""}
						<code>{v}</code>
					</span>
				))}
			</>
		);
	// a pattern, a format or a default is code: the label, then the value as written
	if (rule.kind === "pattern" || rule.kind === "format" || rule.kind === "default")
		return (
			<>
				{t(`apiGuide.rule.${rule.kind}`)} <code>{rule.value}</code>
			</>
		);
	return <>{t(`apiGuide.rule.${rule.kind}`, { value: rule.value })}</>;
}

/** A nested field is required only when its parent is sent: the parent's path, or null at the top. */
function parentOf(path: string): string | null {
	const dot = path.lastIndexOf(".");
	return dot < 0 ? null : path.slice(0, dot);
}

export default function ApiGuide() {
	const guide = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	return (
		<Page titleKey="apiGuide.title" lead={t("apiGuide.lead")}>
			<div className="stack api-guide">
				<section className="card" aria-labelledby="guide-call">
					<div className="card-header">
						<h2 id="guide-call">{t("apiGuide.endpoint.heading")}</h2>
					</div>
					<div className="card-body stack">
						<p>
							<code className="strong">POST {guide.quotesPath}</code>
						</p>
						<p>{t("apiGuide.endpoint.text")}</p>
						<p>{t("apiGuide.endpoint.language")}</p>
						<p>
							<a href={guide.openapiPath} data-testid="guide-openapi-link">
								{t("apiGuide.endpoint.document")}
							</a>{" "}
							<code className="small">{guide.openapiPath}</code>
						</p>
					</div>
				</section>

				<section className="card" aria-labelledby="guide-key">
					<div className="card-header">
						<h2 id="guide-key">{t("apiGuide.key.heading")}</h2>
					</div>
					<div className="card-body stack">
						<p>{t("apiGuide.key.text")}</p>
						<ul data-testid="guide-contact">
							<li>
								<a href={`mailto:${guide.contact.email}`}>{t("apiGuide.key.email", { email: guide.contact.email })}</a>
							</li>
							<li>
								<a href={`tel:${guide.contact.phoneDial}`}>{t("apiGuide.key.phone", { phone: guide.contact.phone })}</a>
							</li>
						</ul>
						<p className="muted">{t("apiGuide.key.revoked")}</p>
					</div>
				</section>

				<section className="card" aria-labelledby="guide-limits">
					<div className="card-header">
						<h2 id="guide-limits">{t("apiGuide.limits.heading")}</h2>
					</div>
					<div className="card-body stack" data-testid="guide-limits">
						<p>
							{t("apiGuide.limits.text", {
								default: guide.limits.default,
								min: guide.limits.min,
								max: guide.limits.max,
							})}
						</p>
						<p>{t("apiGuide.limits.headers")}</p>
						<p>{t("apiGuide.limits.body", { kb: guide.limits.bodyKb })}</p>
					</div>
				</section>

				<section className="card" aria-labelledby="guide-curl">
					<div className="card-header">
						<h2 id="guide-curl">{t("apiGuide.curl.heading")}</h2>
					</div>
					<div className="card-body stack">
						<p>{t("apiGuide.curl.text")}</p>
						<CopyCode
							id="guide-curl-code"
							code={guide.curl}
							copyLabel={t("apiGuide.curl.copy")}
							copiedLabel={t("apiGuide.curl.copied")}
						/>
					</div>
				</section>

				<section aria-labelledby="guide-fields" className="stack">
					<h2 id="guide-fields">
						{t("apiGuide.fields.heading")}{" "}
						<span className="small muted">{t("apiGuide.fields.count", { count: guide.fields.length })}</span>
					</h2>
					<div className="table-wrap">
						<table className="table table-stack guide-fields" data-testid="guide-fields">
							<thead>
								<tr>
									<th scope="col">{t("apiGuide.fields.field")}</th>
									<th scope="col">{t("apiGuide.fields.meaning")}</th>
									<th scope="col">{t("apiGuide.fields.type")}</th>
									<th scope="col">{t("apiGuide.fields.rules")}</th>
									<th scope="col">{t("apiGuide.fields.examples")}</th>
								</tr>
							</thead>
							<tbody>
								{guide.fields.map((f) => (
									<tr key={f.path} data-field={f.path}>
										<th scope="row" className="guide-path">
											<code>{f.path}</code>
										</th>
										<td data-label={t("apiGuide.fields.meaning")}>{f.description}</td>
										<td data-label={t("apiGuide.fields.type")}>
											<div>
												<code>{f.type}</code>
												<br />
												<span className={f.required ? "badge badge-brand" : "small muted"}>
													{t(f.required ? "apiGuide.fields.required" : "apiGuide.fields.optional")}
												</span>
												{f.required && parentOf(f.path) ? (
													<span className="small muted guide-within">
														{t("apiGuide.fields.requiredIn", { parent: parentOf(f.path) })}
													</span>
												) : null}
											</div>
										</td>
										<td data-label={t("apiGuide.fields.rules")}>
											{f.rules.length === 0 ? (
												<span className="muted">–</span>
											) : (
												<ul className="guide-rules">
													{f.rules.map((rule) => (
														<li key={rule.kind}>
															<RuleText rule={rule} t={t} />
														</li>
													))}
												</ul>
											)}
										</td>
										<td data-label={t("apiGuide.fields.examples")}>
											<div>
												{f.examples.length === 0 ? <span className="muted">–</span> : null}
												{f.examples.map((e) => (
													<code key={e} className="guide-example">
														{e}
													</code>
												))}
											</div>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<h3>{t("apiGuide.rulesHeading")}</h3>
					<ul data-testid="guide-rules">
						{guide.rules.map((rule) => (
							<li key={rule}>{rule}</li>
						))}
					</ul>
				</section>

				<section aria-labelledby="guide-answers" className="stack" data-testid="guide-answers">
					<h2 id="guide-answers">{t("apiGuide.responses.heading")}</h2>
					{guide.responses.map((r) => (
						<div key={r.status} className="card" data-status={r.status}>
							<div className="card-header">
								<h3>
									{r.status}
									{r.codes.map((code) => (
										<code key={code} className="guide-code">
											{code}
										</code>
									))}
								</h3>
							</div>
							<div className="card-body stack">
								<p>{t(`apiGuide.responses.${r.status}`)}</p>
								{r.status === "200" && r.bodies[0] ? (
									// a whole priced answer is long: folded, open on request
									<details className="disclosure">
										<summary>{t("apiGuide.responses.answer")}</summary>
										<pre className="code-block" tabIndex={0} aria-label={t("apiGuide.responses.answer")}>
											<code>{r.bodies[0]}</code>
										</pre>
									</details>
								) : (
									r.bodies.map((body, i) => (
										<pre key={r.codes[i]} className="code-block" tabIndex={0} aria-label={t("apiGuide.responses.body")}>
											<code>{body}</code>
										</pre>
									))
								)}
							</div>
						</div>
					))}
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
