// A status as a coloured badge with its words (kr, en or vn). The raw status stays on data-status so
// tests and styles can rely on it whatever the language.
import { useTranslation } from "#app/i18n/react.tsx";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { ESTIMATE_TONE, PAYMENT_TONE, type PaymentStatus } from "./status-tone.ts";

type Props = { kind: "estimate"; status: EstimateStatus } | { kind: "payment"; status: PaymentStatus };

export function StatusBadge(props: Props) {
	const { t } = useTranslation();
	const tone = props.kind === "estimate" ? ESTIMATE_TONE[props.status] : PAYMENT_TONE[props.status];
	const label = props.kind === "estimate" ? t(`estimate.status.${props.status}`) : t(`payment.status.${props.status}`);
	return (
		<span
			className={`badge badge-${tone}`}
			data-testid="status-label"
			data-kind={props.kind}
			data-status={props.status}
		>
			{label}
		</span>
	);
}
