// A shipment's UI stage (spec section 4) as a badge, the six stages as a stepper, and the delay flag:
// the customer's list and detail pages show the same words in the same colours. The raw stage stays
// on data-stage so tests and styles rely on it whatever the language.
import { useTranslation } from "#app/i18n/react.tsx";
import type { Tone } from "#app/components/status-tone.ts";
import { SHIPMENT_STAGES, type ShipmentStage, stageIndex } from "../stages.ts";

/** Waiting on us is info, the cargo moving is brand, delivered is success (as the estimate badges). */
export const STAGE_TONE: Record<ShipmentStage, Tone> = {
	booking_request: "info",
	schedule_pending: "info",
	booking_done: "brand",
	awaiting_loading: "brand",
	vessel_sailing: "brand",
	transport_complete: "success",
};

export function StageBadge({ stage }: { stage: ShipmentStage }) {
	const { t } = useTranslation();
	return (
		<span className={`badge badge-${STAGE_TONE[stage]}`} data-testid="stage-label" data-stage={stage}>
			{t(`shipmentStatus.stages.${stage}`)}
		</span>
	);
}

/** The six stages in a row, those passed ticked, the current one marked (a finished shipment: all done). */
export function StageStepper({ stage }: { stage: ShipmentStage }) {
	const { t } = useTranslation();
	const current = stageIndex(stage);
	const complete = stage === "transport_complete";
	return (
		<ol className="stepper" aria-label={t("shipmentStatus.stepper")} data-testid="shipment-stepper">
			{SHIPMENT_STAGES.map((s, i) => (
				<li
					key={s}
					className={i < current || complete ? "done" : undefined}
					aria-current={i === current ? "step" : undefined}
					data-stage={s}
				>
					<span className="step-label">{t(`shipmentStatus.stages.${s}`)}</span>
				</li>
			))}
		</ol>
	);
}

/** "3일 지연": the ETA moved later than the one confirmed to the customer. */
export function DelayFlag({ days }: { days: number }) {
	const { t } = useTranslation();
	return (
		<span className="badge badge-danger" data-testid="delay-flag" data-days={days}>
			{t("shipmentStatus.delayedBy", { count: days })}
		</span>
	);
}
