// /admin/shipments/:id: one shipment's desk. The booking in brief, then what staff do with it, each step
// a plain form (works with JavaScript off) with its own one-time key, a 303 after the POST and the
// lifecycle as the judge: the schedule (save a draft: booked -> wait_schedule; confirm: -> in_loading;
// once confirmed, the desk shows its line and a link to ./schedule.tsx, where it is changed), the
// departure (in_shipping), milestones (planned vs actual), positions, the arrival and the delivery
// (finish). A move the lifecycle refuses is a translated message with 409 and stores nothing. The
// customer's mails go after the commit (notify.server.ts): a mail failure never undoes the step. Staff
// only; a quote or a cancelled booking is no shipment (404). Schedule confirm, departure, arrival and
// delivery ask first and say who gets which mail (ConfirmAction; the action refuses without
// `confirmed=yes`, decision 047); the moves' times have no default and are judged against each other
// (date-rules.ts: refused, or warned until accepted, decision 047); a notice of the last step never
// stands beside a refusal, and every form starts afresh after a stored step.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useActionData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/desk";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatCalendarDate, formatDateTime } from "#app/i18n/format.ts";
import { canEditSchedule, canRecordPosition } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { POSITION_SOURCES } from "#app/shipments/codes/codes.ts";
import { milestoneCodesFor, milestoneSchema, outOfOrder } from "#app/shipments/milestones.ts";
import { Control, Input, RefusedNote, ScheduleForm, useDeskForm } from "#app/shipments/components/desk-form.tsx";
import {
	acceptsWarnings,
	invalidStep,
	isConfirmed,
	refuseStep,
	scheduleStep,
	staffShipmentPost,
	stepDone,
	unconfirmedStep,
} from "#app/shipments/desk-steps.server.ts";
import { bookingCustomer } from "#app/quotes/booking-mail.server.ts";
import type { DeskActionData } from "#app/shipments/desk-replies.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { mailIfFirstArrival, mailShipmentEvent } from "#app/shipments/notify.server.ts";
import { positionSchema } from "#app/shipments/positions.ts";
import { isAir } from "#app/shipments/schedule.ts";
import { getShipmentFor, scheduleFormPrefill, scheduleFormValues, scheduleOf } from "#app/shipments/shipment.server.ts";
import {
	MILESTONE_ONCE_PURPOSE,
	POSITION_ONCE_PURPOSE,
	addMilestone,
	addPosition,
} from "#app/shipments/tracking.server.ts";
import {
	MOVE_ONCE_PURPOSE,
	type VoyageMove,
	recordVoyageMove,
	voyageMoveSchema,
} from "#app/shipments/voyage-moves.server.ts";
import { Page } from "#app/shell/page.tsx";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

const INTENTS = ["saveSchedule", "confirmSchedule", "depart", "arrive", "deliver", "milestone", "position"] as const;

/**
 * The desk's status line: the status badge, and the customer's stage only where it says something else
 * ("스케줄 대기 · 스케줄 대기" said it twice).
 */
function StatusLine({ status, stage }: { status: EstimateStatus; stage: string }) {
	const { t } = useTranslation();
	const stageText = t(`shipments.stages.${stage}`);
	return (
		<>
			<StatusBadge kind="estimate" status={status} />
			{stageText === t(`estimate.status.${status}`) ? null : ` · ${stageText}`}
		</>
	);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const shipment = getShipmentFor(user, params.id);
	const { estimate: e, schedule: s } = shipment;
	const locale = localeFromContext(context);
	const when = (d: Date | null) => (d ? { iso: d.toISOString(), text: formatDateTime(d, locale) } : null);
	const done = new URL(request.url).searchParams.get("done");
	const arrived = shipment.milestones.some((m) => m.code === "arrived" && m.actualAt);
	const warned = new Set(outOfOrder(shipment.milestones).map((m) => m.id));
	return {
		id: e.id,
		number: e.number,
		status: e.status,
		stage: shipment.stage,
		mode: e.mode,
		air: isAir(e.mode),
		direction: e.direction,
		route: routeLabel(e.origin, e.destination, locale),
		carrier: e.carrier,
		shipDate: e.shipDate ? formatCalendarDate(e.shipDate, locale) : "-",
		bookedAt: when(e.bookedAt),
		notice: INTENTS.find((i) => i === done) ?? null,
		prefill: s ? null : scheduleFormPrefill(e),
		schedule: s
			? {
					// the form's values only while the form is on the desk (the schedule page reads its own)
					values: s.confirmedAt ? null : scheduleFormValues(s),
					line: {
						carrier: s.carrier,
						craft: isAir(e.mode) ? (s.flightNumber ?? "") : [s.vessel, s.voyage].filter(Boolean).join(" "),
						etd: formatCalendarDate(s.etd, locale),
						eta: formatCalendarDate(s.eta, locale),
						via: s.path === "transhipment" ? s.viaPort : null,
					},
					confirmed: when(s.confirmedAt),
					originalEta: formatCalendarDate(s.originalEta, locale),
				}
			: null,
		delay: shipment.delay,
		milestones: shipment.milestones.map((m) => ({
			id: m.id,
			code: m.code,
			place: m.place,
			planned: when(m.plannedAt),
			actual: when(m.actualAt),
			note: m.note,
			outOfOrder: warned.has(m.id),
		})),
		positions: [...shipment.positions]
			.reverse()
			.map((p) => ({ id: p.id, lat: p.lat, lon: p.lon, at: when(p.at)!, source: p.source })),
		codes: milestoneCodesFor(s?.path ?? "direct"),
		can: {
			schedule: canEditSchedule(e.status),
			depart: e.status === "in_loading",
			arrive: e.status === "in_shipping" && !arrived,
			deliver: e.status === "in_shipping",
			position: canRecordPosition(e.status),
		},
		// who the confirmations name as the mails' recipient (the booking's customer, as notify.server.ts)
		customerEmail: bookingCustomer(e.id, e.userId)?.email ?? null,
		arrived,
		onceKeys: {
			schedule: newOnceKey(),
			depart: newOnceKey(),
			arrive: newOnceKey(),
			deliver: newOnceKey(),
			milestone: newOnceKey(),
			position: newOnceKey(),
		},
	};
}

export async function action(args: Route.ActionArgs) {
	const { user, estimate, formData, intent } = await staffShipmentPost(args, INTENTS);
	const origin = linkOrigin(args.request);
	const now = new Date();
	const raw = Object.fromEntries(formData);

	// the schedule is also saved from its own page, after it was confirmed (app/routes/admin/shipments/schedule.tsx)
	if (intent === "saveSchedule" || intent === "confirmSchedule")
		return scheduleStep({ user, estimate, formData, intent, origin, now });
	if (intent === "milestone") {
		const onceKey = freshOnceKey(formData, MILESTONE_ONCE_PURPOSE);
		// the codes a milestone may take depend on the schedule's path (a transhipment has its own)
		const submission = parseWithZod(formData, {
			schema: milestoneSchema(scheduleOf(estimate.id)?.path ?? "direct", now),
		});
		if (submission.status !== "success") return invalidStep(intent, submission.reply());
		const outcome = addMilestone(user, estimate.id, raw, { onceKey, now });
		if (!outcome.ok)
			return refuseStep(
				intent,
				submission.reply(outcome.reason === "invalid" ? { fieldErrors: outcome.errors } : undefined),
				outcome,
			);
		if (!outcome.repeated) await mailIfFirstArrival(estimate.id, submission.value, origin);
		return stepDone(intent, outcome.redirectTo);
	}
	if (intent === "position") {
		const onceKey = freshOnceKey(formData, POSITION_ONCE_PURPOSE);
		const submission = parseWithZod(formData, { schema: positionSchema(now) });
		if (submission.status !== "success") return invalidStep(intent, submission.reply());
		const outcome = addPosition(user, estimate.id, raw, { onceKey, now });
		if (!outcome.ok) return refuseStep(intent, submission.reply(), outcome);
		return stepDone(intent, outcome.redirectTo);
	}
	const move: VoyageMove = intent;
	const onceKey = freshOnceKey(formData, MOVE_ONCE_PURPOSE[move]);
	const submission = parseWithZod(formData, { schema: voyageMoveSchema(now) });
	if (submission.status !== "success") return invalidStep(intent, submission.reply());
	// a move cannot be undone and mails the customer: asked first (confirm-action.tsx)
	if (!isConfirmed(formData)) return unconfirmedStep(intent, submission);
	const outcome = recordVoyageMove(user, estimate.id, move, raw, {
		onceKey,
		now,
		acceptWarnings: acceptsWarnings(formData),
	});
	const locale = localeFromContext(args.context);
	if (!outcome.ok)
		return refuseStep(
			intent,
			submission.reply(outcome.reason === "invalid" ? { fieldErrors: outcome.errors } : undefined),
			outcome,
			(iso) => formatCalendarDate(iso, locale),
		);
	if (!outcome.repeated) {
		const facts = { at: outcome.at, place: submission.value.place };
		if (move === "depart") await mailShipmentEvent(estimate.id, "departed", origin, facts);
		// a delivery with no arrival recorded before tells the customer the cargo arrived
		else if (move === "arrive" || !outcome.arrivedBefore)
			await mailShipmentEvent(estimate.id, "arrived", origin, facts);
		// the delivery is the customer's news of its own (decision 045)
		if (move === "deliver") await mailShipmentEvent(estimate.id, "delivered", origin, facts);
	}
	return stepDone(intent, outcome.redirectTo);
}

/** The unusual dates of a refused step, and the box that stores it anyway (date-rules.ts warnings). */
function DateWarnings({ intents }: { intents: readonly string[] }) {
	const { t } = useTranslation();
	const data = useActionData<DeskActionData>();
	const warnings = data && intents.includes(data.intent) ? (data.warnings ?? []) : [];
	if (warnings.length === 0) return null;
	return (
		<div className="alert alert-warning stack" role="alert" data-testid="date-warnings">
			<p className="strong">{t("shipments.dateRules.warningsTitle")}</p>
			<ul>
				{warnings.map((w) => (
					<li key={w.key} data-key={w.key}>
						{t(`shipments.dateRules.${w.key}`, w.params)}
					</li>
				))}
			</ul>
			<label className="check">
				<input type="checkbox" name="acceptWarnings" value="yes" required data-testid="accept-warnings" />
				<span>{t("shipments.dateRules.accept")}</span>
			</label>
		</div>
	);
}

type MoveFacts = { number: string; customerEmail: string | null; arrived: boolean };

/** What a move does and which mail it sends, as its confirmation says (the action sends exactly these). */
function moveConsequences(move: VoyageMove, f: MoveFacts, t: ReturnType<typeof useTranslation>["t"]) {
	const c = "shipments.desk.confirm.";
	const status = (s: EstimateStatus) => t(`estimate.status.${s}`);
	const mail = (what: string) => (f.customerEmail ? [{ to: f.customerEmail, what: t(`${c}mail.${what}`) }] : []);
	if (move === "depart")
		return { effects: [t(`${c}becomes`, { status: status("in_shipping") })], mails: mail("departed") };
	if (move === "arrive") return { effects: [t(`${c}arrive.effect`)], mails: mail("arrived") };
	// a delivery with no arrival recorded tells the customer the cargo arrived (the action's rule)
	return {
		effects: [t(`${c}becomes`, { status: status("finish") }), t(`${c}deliver.effect`)],
		mails: [...(f.arrived ? [] : mail("arrived")), ...mail("delivered")],
	};
}

function MoveForm({
	move,
	onceKey,
	busy,
	facts,
}: {
	move: VoyageMove;
	onceKey: string;
	busy: boolean;
	facts: MoveFacts;
}) {
	const { t } = useTranslation();
	// no default time: a forgotten field is an error, not a record of "now" (decision 047)
	const desk = useDeskForm(`move-${move}`, [move]);
	const { form, refused } = desk;
	const k = `shipments.desk.${move}.`;
	const consequences = moveConsequences(move, facts, t);
	return (
		<Form
			method="post"
			{...getFormProps(form)}
			className="stack-form card card-body"
			aria-labelledby={`${move}-heading`}
			data-testid={`${move}-form`}
		>
			<h3 id={`${move}-heading`}>{t(`${k}title`)}</h3>
			<RefusedNote refused={refused} />
			<IntentInput value={move} />
			<input type="hidden" name="onceKey" value={onceKey} />
			<div className="form-grid">
				<Input
					form={desk}
					name="at"
					label={t(`${k}at`)}
					type="datetime-local"
					hint={t("shipments.desk.atHint")}
					required
				/>
				<Input form={desk} name="place" label={t("shipments.desk.place")} />
			</div>
			<DateWarnings intents={[move]} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<ConfirmAction
				label={t(`${k}submit`)}
				title={t(`shipments.desk.confirm.${move}.title`, { number: facts.number })}
				effects={consequences.effects}
				mails={consequences.mails}
				disabled={busy}
				testId={`${move}-submit`}
			/>
		</Form>
	);
}

type DeskData = Route.ComponentProps["loaderData"];

export default function ShipmentDesk({ loaderData: d }: Route.ComponentProps) {
	// A new key after every stored step (each load makes new one-time keys): every form starts afresh,
	// so a refusal's field messages never outlive the step that followed it. A
	// refused POST does not reload, so its form keeps what was typed.
	return <DeskBody key={d.onceKeys.position} d={d} />;
}

function DeskBody({ d }: { d: DeskData }) {
	const { t } = useTranslation();
	const busy = useNavigation().state !== "idle";
	// a notice of the last stored step never stands beside this POST's refusal (the URL keeps ?done=)
	const refusedNow = useActionData<DeskActionData>() !== undefined;
	const milestone = useDeskForm("milestone", ["milestone"]);
	const position = useDeskForm("position", ["position"], { source: "manual" });
	const moveFacts = { number: d.number, customerEmail: d.customerEmail, arrived: d.arrived };
	const k = "shipments.desk.";
	type Milestone = (typeof d.milestones)[number];
	type Position = (typeof d.positions)[number];
	const when = (w: { iso: string; text: string } | null) => (w ? <time dateTime={w.iso}>{w.text}</time> : "-");
	return (
		<Page titleKey="shipments.desk.title">
			<div className="stack">
				{d.notice && !refusedNow ? (
					<p className="alert alert-success" role="status" data-testid="desk-notice">
						{t(`${k}notice.${d.notice}`, { number: d.number })}
					</p>
				) : null}

				<h2>{t(`${k}summary`)}</h2>
				<dl className="facts" data-testid="shipment-summary">
					<dt>{t("shipments.list.number")}</dt>
					<dd data-testid="shipment-number">{d.number}</dd>
					<dt>{t("shipments.list.status")}</dt>
					<dd data-testid="shipment-status" data-status={d.status}>
						<StatusLine status={d.status} stage={d.stage} />
					</dd>
					<dt>{t("shipments.list.route")}</dt>
					<dd>
						{d.route} · {t(`${k}modes.${d.mode}`)} · {t(`${k}directions.${d.direction}`)}
					</dd>
					<dt>{t(`${k}quotedCarrier`)}</dt>
					<dd>{d.carrier ?? "-"}</dd>
					<dt>{t(`${k}shipDate`)}</dt>
					<dd>{d.shipDate}</dd>
					<dt>{t(`${k}bookedAt`)}</dt>
					<dd>{when(d.bookedAt)}</dd>
					{d.schedule ? (
						<>
							<dt>{t(`${k}schedule.lineLabel`)}</dt>
							<dd data-testid="schedule-line">
								{t(`${k}schedule.line`, d.schedule.line)}
								{d.schedule.line.via ? ` · ${t(`${k}schedule.via`, { port: d.schedule.line.via })}` : null}
							</dd>
							<dt>{t(`${k}schedule.state`)}</dt>
							<dd data-testid="schedule-state">
								{d.schedule.confirmed
									? t(`${k}schedule.confirmedAt`, { when: d.schedule.confirmed.text })
									: t(`${k}schedule.draft`)}
								{d.schedule.confirmed && d.can.schedule ? (
									<>
										{" "}
										<Link to={`/admin/shipments/${d.id}/schedule`} data-testid="schedule-link">
											{t(`${k}schedule.change`)}
										</Link>
									</>
								) : null}
							</dd>
							<dt>{t(`${k}schedule.originalEta`)}</dt>
							<dd>
								{d.schedule.originalEta}
								{d.delay?.delayed ? (
									<>
										{" "}
										<span className="badge badge-warning" data-testid="eta-slip">
											{t(`${k}schedule.slipped`, { count: d.delay.days })}
										</span>
									</>
								) : null}
							</dd>
						</>
					) : null}
				</dl>
				<p className="cluster">
					<Link to={`/admin/bookings/${d.id}`}>{t(`${k}bookingLink`)}</Link>
					<Link to={`/admin/shipments/${d.id}/documents`} data-testid="documents-link">
						{t("issuedDesk.deskLink")}
					</Link>
					<Link to={`/admin/shipments/${d.id}/cargo`} data-testid="cargo-link">
						{t("cargoForm.deskLink")}
					</Link>
					<Link to={`/admin/shipments/${d.id}/invoice`} data-testid="invoice-link">
						{t("desk.invoice.deskLink")}
					</Link>
					<Link to={`/admin/shipments/${d.id}/clearance`} data-testid="clearance-link">
						{t("integrations.clearance.title")}
					</Link>
				</p>

				{/* until it is confirmed the schedule is the desk's next step; later changes (an ETA slip) have their own page */}
				{d.can.schedule && !d.schedule?.confirmed ? (
					<ScheduleForm
						values={d.schedule?.values ?? d.prefill}
						air={d.air}
						onceKey={d.onceKeys.schedule}
						busy={busy}
						confirm={{ confirmed: false, status: d.status, number: d.number, customerEmail: d.customerEmail }}
					/>
				) : null}

				{d.can.depart || d.can.arrive || d.can.deliver ? (
					<section className="stack" aria-labelledby="moves-heading">
						<h2 id="moves-heading">{t(`${k}moves`)}</h2>
						{d.can.depart ? <MoveForm move="depart" onceKey={d.onceKeys.depart} busy={busy} facts={moveFacts} /> : null}
						{d.can.arrive ? <MoveForm move="arrive" onceKey={d.onceKeys.arrive} busy={busy} facts={moveFacts} /> : null}
						{d.can.deliver ? (
							<MoveForm move="deliver" onceKey={d.onceKeys.deliver} busy={busy} facts={moveFacts} />
						) : null}
					</section>
				) : null}

				<section className="stack" aria-labelledby="milestones-heading">
					<h2 id="milestones-heading">{t(`${k}milestones.title`)}</h2>
					{d.milestones.length === 0 ? (
						<p className="muted">{t(`${k}milestones.empty`)}</p>
					) : (
						<DeskTable<Milestone>
							testId="milestone-list"
							rows={d.milestones}
							rowKey={(m) => m.id}
							rowProps={(m) => ({ "data-code": m.code })}
							columns={[
								{
									key: "code",
									label: t(`${k}milestones.code`),
									cell: (m) => (
										<>
											{t(`shipments.codes.${m.code}`)}
											{m.outOfOrder ? (
												<span className="badge badge-warning">{t(`${k}milestones.outOfOrder`)}</span>
											) : null}
										</>
									),
								},
								{ key: "place", label: t("shipments.desk.place"), cell: (m) => m.place ?? "-" },
								{ key: "planned", label: t(`${k}milestones.plannedAt`), cell: (m) => when(m.planned) },
								{ key: "actual", label: t(`${k}milestones.actualAt`), cell: (m) => when(m.actual) },
								{ key: "note", label: t(`${k}milestones.note`), cell: (m) => m.note ?? "" },
							]}
						/>
					)}
					<Form
						method="post"
						{...getFormProps(milestone.form)}
						className="stack-form"
						aria-labelledby="milestone-add"
						data-testid="milestone-form"
					>
						<h3 id="milestone-add">{t(`${k}milestones.add`)}</h3>
						<RefusedNote refused={milestone.refused} />
						<IntentInput value="milestone" />
						<input type="hidden" name="onceKey" value={d.onceKeys.milestone} />
						<div className="form-grid">
							<Control
								form={milestone}
								name="code"
								label={t(`${k}milestones.code`)}
								control={(props) => (
									<select {...props} required>
										<option value="">{t(`${k}milestones.choose`)}</option>
										{d.codes.map((c) => (
											<option key={c} value={c}>
												{t(`shipments.codes.${c}`)}
											</option>
										))}
									</select>
								)}
							/>
							<Input form={milestone} name="place" label={t("shipments.desk.place")} />
							<Input form={milestone} name="plannedAt" label={t(`${k}milestones.plannedAt`)} type="datetime-local" />
							<Input form={milestone} name="actualAt" label={t(`${k}milestones.actualAt`)} type="datetime-local" />
							<Control
								form={milestone}
								name="note"
								label={t(`${k}milestones.note`)}
								control={(props) => <textarea {...props} rows={2} maxLength={500} />}
							/>
						</div>
						<p className="field-hint">{t(`${k}seoulTime`)}</p>
						<div className="form-actions">
							<button type="submit" className="button button-secondary" disabled={busy}>
								{t(`${k}milestones.submit`)}
							</button>
						</div>
					</Form>
				</section>

				<section className="stack" aria-labelledby="positions-heading">
					<h2 id="positions-heading">{t(`${k}positions.title`)}</h2>
					{d.positions.length === 0 ? (
						<p className="muted">{t(`${k}positions.empty`)}</p>
					) : (
						<DeskTable<Position>
							testId="position-list"
							rows={d.positions}
							rowKey={(p) => String(p.id)}
							columns={[
								{ key: "at", label: t(`${k}positions.at`), cell: (p) => when(p.at) },
								{ key: "lat", label: t(`${k}positions.lat`), cell: (p) => p.lat.toFixed(4), num: true },
								{ key: "lon", label: t(`${k}positions.lon`), cell: (p) => p.lon.toFixed(4), num: true },
								{
									key: "source",
									label: t(`${k}positions.source`),
									cell: (p) => t(`${k}positions.sources.${p.source}`),
								},
							]}
						/>
					)}
					{d.can.position ? (
						<Form
							method="post"
							{...getFormProps(position.form)}
							className="stack-form"
							aria-labelledby="position-add"
							data-testid="position-form"
						>
							<h3 id="position-add">{t(`${k}positions.add`)}</h3>
							<RefusedNote refused={position.refused} />
							<IntentInput value="position" />
							<input type="hidden" name="onceKey" value={d.onceKeys.position} />
							<div className="form-grid">
								<Input form={position} name="lat" label={t(`${k}positions.lat`)} type="number" required />
								<Input form={position} name="lon" label={t(`${k}positions.lon`)} type="number" required />
								<Input
									form={position}
									name="at"
									label={t(`${k}positions.at`)}
									type="datetime-local"
									hint={t(`${k}atHint`)}
									required
								/>
								<Control
									form={position}
									name="source"
									label={t(`${k}positions.source`)}
									control={(props) => (
										<select {...props}>
											{POSITION_SOURCES.map((s) => (
												<option key={s} value={s}>
													{t(`${k}positions.sources.${s}`)}
												</option>
											))}
										</select>
									)}
								/>
							</div>
							<div className="form-actions">
								<button type="submit" className="button button-secondary" disabled={busy}>
									{t(`${k}positions.submit`)}
								</button>
							</div>
						</Form>
					) : (
						<p className="muted small" data-testid="positions-closed">
							{t(d.status === "finish" ? `${k}positions.done` : `${k}positions.notYet`)}
						</p>
					)}
				</section>

				<p>
					<Link to="/admin/shipments">{t(`${k}back`)}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
