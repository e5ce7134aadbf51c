// /dev/ui: the living page of the design system (docs/design-system.md). Every piece a screen may use
// is shown here with the real class names and components, so a change to app/styles/app.css can be
// checked in one place (and by the screenshot test). Development and tests only: 404 in production.
// The section headings are developer documentation (English); the sample texts are the product's own
// translated strings where one exists.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { PAYMENT_STATUSES, TONES } from "#app/components/status-tone.ts";
import { ESTIMATE_STATUSES } from "#app/lifecycle/lifecycle.ts";
import { showDialogConfirm } from "#app/shell/dialogs.tsx";
import { isProduction } from "#app/server/env.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export function loader() {
	if (isProduction()) throw notFound();
	return null;
}

const COLOURS = [
	["--brand", "brand"],
	["--brand-strong", "brand-strong"],
	["--brand-soft", "brand-soft"],
	["--blue-500", "blue-500"],
	["--blue-100", "blue-100"],
	["--ink", "ink"],
	["--muted", "muted"],
	["--line-strong", "line-strong"],
	["--line", "line"],
	["--bg-sunken", "bg-sunken"],
	["--bg-soft", "bg-soft"],
	["--info-ink", "info-ink"],
	["--success-ink", "success-ink"],
	["--warning-ink", "warning-ink"],
	["--danger-ink", "danger-ink"],
	["--accent", "accent"],
] as const;

function Swatch({ token, name }: { token: string; name: string }) {
	return (
		<li>
			<span className={`ui-swatch-${name}`} />
			<code>{token}</code>
		</li>
	);
}

export default function DesignSystem() {
	const { t } = useTranslation();
	return (
		<section className="page">
			<title>Design system | dev</title>
			<header className="page-header">
				<div>
					<h1>Design system</h1>
					<p className="lead">docs/design-system.md · app/styles/app.css</p>
				</div>
			</header>

			<section className="ui-section" aria-labelledby="ui-colour">
				<h2 id="ui-colour">Colour</h2>
				<ul className="ui-swatches">
					{COLOURS.map(([token, name]) => (
						<Swatch key={token} token={token} name={name} />
					))}
				</ul>
			</section>

			<section className="ui-section" aria-labelledby="ui-type">
				<h2 id="ui-type">Type, space, radius, elevation</h2>
				<p className="strong text-3xl">{t("brand")} 3xl</p>
				<p className="text-xl">Vận chuyển hàng hóa · 해상 운송 · Sea freight (xl)</p>
				<p>{t("home.lead")}</p>
				<p className="small muted">small / muted · 0123456789 ₩ $ ₫</p>
				<div className="grid-cards">
					<div className="card card-body">--shadow-1, --radius-lg</div>
					<div className="card card-body shadow-2">--shadow-2</div>
					<div className="card card-body shadow-3">--shadow-3</div>
				</div>
			</section>

			<section className="ui-section" aria-labelledby="ui-buttons">
				<h2 id="ui-buttons">Buttons</h2>
				<div className="cluster">
					<button type="button" className="button">
						.button
					</button>
					<button type="button" className="button button-secondary">
						.button-secondary
					</button>
					<button type="button" className="button button-ghost">
						.button-ghost
					</button>
					<button type="button" className="button button-danger">
						.button-danger
					</button>
					<button type="button" className="button button-sm">
						.button-sm
					</button>
					<button type="button" className="button" disabled>
						disabled
					</button>
					<Link to="/dev/ui" className="button button-secondary">
						a.button
					</Link>
				</div>
			</section>

			<section className="ui-section" aria-labelledby="ui-forms">
				<h2 id="ui-forms">Form controls</h2>
				<form className="form-grid" onSubmit={(e) => e.preventDefault()}>
					<div className="field">
						<label htmlFor="ui-text">Text</label>
						<input id="ui-text" name="text" placeholder="데모무역 주식회사" />
						<p className="field-hint">.field-hint: help text under a control</p>
					</div>
					<div className="field">
						<label htmlFor="ui-weight">Number with unit</label>
						<div className="input-unit">
							<input id="ui-weight" name="weight" inputMode="decimal" defaultValue="1250.5" />
							<span className="unit">kg</span>
						</div>
					</div>
					<div className="field">
						<label htmlFor="ui-select">Select</label>
						<select id="ui-select" name="select" defaultValue="KRPUS">
							<option value="KRPUS">부산 (KRPUS)</option>
							<option value="KRINC">인천 (KRINC)</option>
						</select>
					</div>
					<div className="field">
						<label htmlFor="ui-date">Date</label>
						<input id="ui-date" name="date" type="date" defaultValue="2026-12-10" />
					</div>
					<div className="field" data-invalid="">
						<label htmlFor="ui-error">With an error</label>
						<input
							id="ui-error"
							name="error"
							aria-invalid="true"
							aria-describedby="ui-error-msg"
							defaultValue="123-45-67890"
						/>
						<ul id="ui-error-msg" className="field-errors">
							<li>{t("accounts.errors.bizRegNoInvalid")}</li>
						</ul>
					</div>
					<div className="field">
						<label htmlFor="ui-file">File</label>
						<input id="ui-file" name="file" type="file" />
					</div>
					<label className="check span-all">
						<input type="checkbox" name="check" defaultChecked />
						<span>.check: a checkbox with its words</span>
					</label>
					<fieldset className="radio-cards span-all">
						<legend>Radio cards</legend>
						{["FCL", "LCL", "Air"].map((v, i) => (
							<label key={v} className="radio-card">
								<input type="radio" name="radio" value={v} defaultChecked={i === 0} />
								<span className="radio-card-body">
									<strong>{v}</strong>
									<small>.radio-card-body small</small>
								</span>
							</label>
						))}
					</fieldset>
					<div className="form-actions">
						<button type="submit" className="button">
							{t("dialog.ok")}
						</button>
					</div>
				</form>
			</section>

			<section className="ui-section" aria-labelledby="ui-badges">
				<h2 id="ui-badges">Badges: every estimate and payment status</h2>
				<div className="cluster">
					{ESTIMATE_STATUSES.map((s) => (
						<StatusBadge key={s} kind="estimate" status={s} />
					))}
				</div>
				<div className="cluster">
					{PAYMENT_STATUSES.map((s) => (
						<StatusBadge key={s} kind="payment" status={s} />
					))}
				</div>
				<div className="cluster">
					{TONES.map((tone) => (
						<span key={tone} className={`badge badge-${tone}`}>
							{tone}
						</span>
					))}
				</div>
			</section>

			<section className="ui-section" aria-labelledby="ui-alerts">
				<h2 id="ui-alerts">Alerts</h2>
				<p className="alert alert-info" role="status">
					.alert-info
				</p>
				<p className="alert alert-success" role="status">
					.alert-success
				</p>
				<p className="alert alert-warning" role="status">
					.alert-warning
				</p>
				<p className="alert alert-danger" role="alert">
					.alert-danger
				</p>
			</section>

			<section className="ui-section" aria-labelledby="ui-table">
				<h2 id="ui-table">Table (stacks below 600px)</h2>
				<div className="table-wrap">
					<table className="table table-stack">
						<thead>
							<tr>
								<th scope="col">No.</th>
								<th scope="col">Route</th>
								<th scope="col">Status</th>
								<th scope="col" className="num">
									Total
								</th>
							</tr>
						</thead>
						<tbody>
							<tr>
								<td data-label="No.">Q2611-0001</td>
								<td data-label="Route">부산 (KRPUS) → 하이퐁 (VNHPH)</td>
								<td data-label="Status">
									<StatusBadge kind="estimate" status="in_confirm" />
								</td>
								<td data-label="Total" className="num">
									₩1,234,500
								</td>
							</tr>
							<tr>
								<td data-label="No.">B2611-0002</td>
								<td data-label="Route">인천공항 (ICN) → 호찌민 (SGN)</td>
								<td data-label="Status">
									<StatusBadge kind="estimate" status="booked" />
								</td>
								<td data-label="Total" className="num">
									₩987,000
								</td>
							</tr>
						</tbody>
					</table>
				</div>
			</section>

			<section className="ui-section" aria-labelledby="ui-nav">
				<h2 id="ui-nav">Tabs and stepper</h2>
				<nav className="tabs" aria-label="tabs">
					<a href="#ui-nav" aria-current="page">
						FCL
					</a>
					<a href="#ui-nav">LCL</a>
					<a href="#ui-nav">Air</a>
				</nav>
				<ol className="stepper">
					<li className="done">
						<span className="step-label">Route</span>
					</li>
					<li aria-current="step">
						<span className="step-label">Cargo</span>
					</li>
					<li>
						<span className="step-label">Customer</span>
					</li>
					<li>
						<span className="step-label">Result</span>
					</li>
				</ol>
			</section>

			<section className="ui-section" aria-labelledby="ui-cards">
				<h2 id="ui-cards">Cards</h2>
				<div className="grid-cards">
					<article className="card">
						<div className="card-header">
							<h3>.card-header</h3>
							<span className="badge badge-info">info</span>
						</div>
						<div className="card-body">
							<dl className="facts">
								<dt>ETD</dt>
								<dd>2026-12-10</dd>
								<dt>ETA</dt>
								<dd>2026-12-16</dd>
							</dl>
						</div>
						<div className="card-footer">
							<button type="button" className="button button-sm">
								.card-footer
							</button>
						</div>
					</article>
					<article className="option-card" data-flag="cheapest">
						<div className="option-flags">
							<span className="option-flag">cheapest</span>
						</div>
						<p className="option-total">₩1,234,500</p>
						<dl className="option-facts">
							<div>
								<dt>Transit</dt>
								<dd>5 days</dd>
							</div>
							<div>
								<dt>Carrier</dt>
								<dd>HMM</dd>
							</div>
						</dl>
						<details className="disclosure">
							<summary>Lines</summary>
							<p className="small">Ocean freight …</p>
						</details>
					</article>
					<aside className="summary-panel">
						<h2>.summary-panel</h2>
						<dl className="facts">
							<dt>From</dt>
							<dd>부산 (KRPUS)</dd>
							<dt>To</dt>
							<dd>하이퐁 (VNHPH)</dd>
						</dl>
					</aside>
					<a className="queue-card" href="#ui-cards">
						<span className="queue-count">3</span>
						<strong>.queue-card</strong>
						<span className="queue-age">oldest: 2 days</span>
					</a>
				</div>
			</section>

			<section className="ui-section" aria-labelledby="ui-empty">
				<h2 id="ui-empty">Empty state</h2>
				<EmptyState
					title="EmptyState title"
					body="One sentence saying why it is empty and what to do."
					action={{ to: "/dev/ui", label: "One action" }}
				/>
			</section>

			<section className="ui-section" aria-labelledby="ui-dialogs">
				<h2 id="ui-dialogs">Dialogs</h2>
				<p>
					<button
						type="button"
						className="button button-secondary"
						onClick={() => showDialogConfirm({ title: t("brand"), message: "showDialogConfirm" })}
					>
						showDialogConfirm (JavaScript)
					</button>
				</p>
				<div className="confirm-panel">
					<h3>.confirm-panel</h3>
					<p>The no-JavaScript confirming step: what will happen, then confirm or go back.</p>
					<div className="cluster">
						<button type="button" className="button button-danger">
							Confirm
						</button>
						<a className="button button-secondary" href="#ui-dialogs">
							Back
						</a>
					</div>
				</div>
				{/* an irreversible staff action (decision 047): a dialog with JavaScript, a required tick without */}
				<form method="get" action="/dev/ui" onSubmit={(e) => e.preventDefault()}>
					<ConfirmAction
						label="ConfirmAction"
						title="Record the departure of B2611-0001?"
						effects={["The shipment becomes “Vessel sailing”. This cannot be undone."]}
						mails={[{ to: "customer@demo.kr", what: "departure notice" }]}
						testId="ui-confirm"
					/>
				</form>
			</section>
		</section>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
