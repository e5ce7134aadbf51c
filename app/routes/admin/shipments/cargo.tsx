// /admin/shipments/:id/cargo: what staff record of a shipment's cargo and bills of lading (spec section
// 3, Shipment and Documents): the carrier's (master) and our house B/L number, the gross weight and
// measurement as declared, and for FCL each container with its seal, type, packages, weight and
// measurement. The check B/L and the D/Os print them; tracking imports find the shipment by either B/L
// number. A plain form (JavaScript off works): numbered container rows, as many as the booking's boxes
// plus spare ones; empty rows are skipped. 400 keeps what was typed with the field messages; saving the
// same values twice leaves the same record. Staff only; a quote or a cancelled booking is no shipment
// (404).
import { Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/cargo";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { MAX_CONTAINER_ROWS, type ContainerRow, parseCargoForm } from "#app/shipments/cargo.ts";
import { getShipmentCargo, saveShipmentCargo } from "#app/shipments/cargo.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { CONTAINER_CODES } from "#app/pricing/codes.ts";
import { Page } from "#app/shell/page.tsx";
import { staffShipmentPost } from "#app/shipments/desk-steps.server.ts";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

const SPARE_ROWS = 2;

/** The form's text values of a saved record (what the inputs start with). */
function valuesOf(cargo: ReturnType<typeof getShipmentCargo>): Record<string, string> {
	const v: Record<string, string> = {
		masterBlNo: cargo.masterBlNo ?? "",
		houseBlNo: cargo.houseBlNo ?? "",
		grossWeightKg: cargo.grossWeightKg?.toString() ?? "",
		measurementCbm: cargo.measurementCbm?.toString() ?? "",
	};
	cargo.containers.forEach((c: ContainerRow, i) => {
		v[`c${i}.containerNo`] = c.containerNo;
		v[`c${i}.sealNo`] = c.sealNo ?? "";
		v[`c${i}.type`] = c.type ?? "";
		v[`c${i}.packages`] = c.packages?.toString() ?? "";
		v[`c${i}.weightKg`] = c.weightKg?.toString() ?? "";
		v[`c${i}.volumeCbm`] = c.volumeCbm?.toString() ?? "";
	});
	return v;
}

/** How many container rows the form offers: the booking's boxes or the recorded rows, and spare ones. */
function rowCount(booked: number, recorded: number): number {
	return Math.min(MAX_CONTAINER_ROWS, Math.max(booked, recorded) + SPARE_ROWS);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const e = getShipmentEstimateFor(user, params.id);
	const cargo = getShipmentCargo(e.id);
	const fcl = e.mode === "fcl";
	const booked = (e.request.containers ?? []).reduce((n, c) => n + c.count, 0);
	// one row per booked box, typed as booked, until staff record their own
	const bookedTypes = (e.request.containers ?? []).flatMap((c) => Array.from({ length: c.count }, () => c.type));
	const values = valuesOf(cargo);
	if (cargo.containers.length === 0) bookedTypes.forEach((type, i) => (values[`c${i}.type`] = type));
	return {
		id: e.id,
		number: e.number,
		route: routeLabel(e.origin, e.destination, localeFromContext(context)),
		fcl,
		booked: fcl ? (e.request.containers ?? []).map((c) => `${c.count} × ${c.type.toUpperCase()}`).join(", ") : null,
		quotedWeightKg: e.request.grossWeightKg ?? null,
		rows: fcl ? rowCount(booked, cargo.containers.length) : 0,
		values,
	};
}

export async function action(args: Route.ActionArgs) {
	const { user, estimate, formData } = await staffShipmentPost(args, ["saveCargo"] as const);
	const rows = Math.min(MAX_CONTAINER_ROWS, Number(formData.get("rows")) || 0);
	const parsed = parseCargoForm(formData, estimate.mode === "fcl" ? rows : 0);
	if (!parsed.ok) {
		const typed = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")) as Record<string, string>;
		return rejected({ errors: parsed.errors, values: typed });
	}
	saveShipmentCargo(estimate.id, user.id, parsed.value);
	return redirect(`/admin/shipments/${estimate.id}/cargo?done=saved`, 303);
}

type Failed = { errors: Record<string, string>; values: Record<string, string> } | undefined;

export default function ShipmentCargo() {
	const d = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const failed = useActionData<typeof action>() as Failed;
	const [params] = useSearchParams();
	const busy = useNavigation().state !== "idle";
	const values = failed?.values ?? d.values;
	const errors = failed?.errors ?? {};
	const k = "cargoForm.";
	const input = (
		name: string,
		label: string,
		extra: { inputMode?: "decimal" | "numeric"; hint?: string; className?: string } = {},
	) => {
		const error = errors[name];
		const id = `cargo-${name.replace(".", "-")}`;
		return (
			<div className={`field ${extra.className ?? ""}`} data-invalid={error ? "" : undefined}>
				<label htmlFor={id}>{label}</label>
				<input
					id={id}
					name={name}
					defaultValue={values[name] ?? ""}
					inputMode={extra.inputMode}
					autoComplete="off"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : extra.hint ? `${id}-hint` : undefined}
					data-testid={`cargo-${name}`}
				/>
				{extra.hint && !error ? (
					<p className="field-hint" id={`${id}-hint`}>
						{extra.hint}
					</p>
				) : null}
				{error ? (
					<p className="field-error" id={`${id}-error`}>
						{t(error)}
					</p>
				) : null}
			</div>
		);
	};
	return (
		<Page titleKey="cargoForm.title">
			<div className="stack">
				<p data-testid="cargo-shipment">
					<strong>{d.number}</strong> · {d.route}
					{d.booked ? <> · {t(`${k}booked`, { containers: d.booked })}</> : null}
				</p>
				<p className="muted">{t(`${k}intro`)}</p>
				{params.get("done") === "saved" && !failed ? (
					<p className="alert alert-success" role="status" data-testid="cargo-saved">
						{t(`${k}saved`)}
					</p>
				) : null}
				{failed ? (
					<p className="alert alert-danger" role="alert" data-testid="cargo-error">
						{t(`${k}fix`)}
					</p>
				) : null}
				<Form method="post" className="stack" data-testid="cargo-form">
					<IntentInput value="saveCargo" />
					<input type="hidden" name="rows" value={d.rows} />
					<fieldset className="stack">
						<legend>{t(`${k}blLegend`)}</legend>
						<div className="form-grid">
							{input("masterBlNo", t(`${k}masterBlNo`), { hint: t(`${k}masterHint`) })}
							{input("houseBlNo", t(`${k}houseBlNo`), { hint: t(`${k}houseHint`) })}
						</div>
					</fieldset>
					<fieldset className="stack">
						<legend>{t(`${k}totalsLegend`)}</legend>
						<div className="form-grid">
							{input("grossWeightKg", t(`${k}grossWeightKg`), {
								inputMode: "decimal",
								hint:
									d.quotedWeightKg !== null
										? t(`${k}quotedWeight`, { weight: d.quotedWeightKg.toLocaleString("en-US") })
										: t(`${k}totalsHint`),
							})}
							{input("measurementCbm", t(`${k}measurementCbm`), { inputMode: "decimal", hint: t(`${k}totalsHint`) })}
						</div>
					</fieldset>
					{d.fcl ? (
						<fieldset className="stack" data-testid="cargo-containers">
							<legend>{t(`${k}containers`)}</legend>
							<p className="field-hint">{t(`${k}containersHint`)}</p>
							{Array.from({ length: d.rows }, (_, i) => (
								<div
									key={i}
									className="card card-body stack"
									role="group"
									aria-label={t(`${k}row`, { n: i + 1 })}
									data-testid="cargo-row"
								>
									<p className="strong">{t(`${k}row`, { n: i + 1 })}</p>
									<div className="form-grid">
										{input(`c${i}.containerNo`, t(`${k}containerNo`))}
										{input(`c${i}.sealNo`, t(`${k}sealNo`))}
										<div className="field" data-invalid={errors[`c${i}.type`] ? "" : undefined}>
											<label htmlFor={`cargo-c${i}-type`}>{t(`${k}type`)}</label>
											<select
												id={`cargo-c${i}-type`}
												name={`c${i}.type`}
												defaultValue={values[`c${i}.type`] ?? ""}
												data-testid={`cargo-c${i}.type`}
											>
												<option value="">–</option>
												{CONTAINER_CODES.map((code) => (
													<option key={code} value={code}>
														{code.toUpperCase()}
													</option>
												))}
											</select>
											{errors[`c${i}.type`] ? <p className="field-error">{t(errors[`c${i}.type`]!)}</p> : null}
										</div>
										{input(`c${i}.packages`, t(`${k}packages`), { inputMode: "numeric" })}
										{input(`c${i}.weightKg`, t(`${k}weightKg`), { inputMode: "decimal" })}
										{input(`c${i}.volumeCbm`, t(`${k}volumeCbm`), { inputMode: "decimal" })}
									</div>
								</div>
							))}
						</fieldset>
					) : null}
					<div className="form-actions">
						<button type="submit" className="button" disabled={busy} data-testid="cargo-save">
							{t(`${k}save`)}
						</button>
					</div>
				</Form>
				<p>
					<Link to={`/admin/shipments/${d.id}`}>{t(`${k}back`)}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
