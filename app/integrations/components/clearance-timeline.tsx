// The UNI-PASS clearance progress of a shipment as milestones with their time (decision 099): our
// step name in the reader's language, UNI-PASS's own words and the bonded shed beside it. Shown on the
// customer's shipment page, the broker's request page and the staff desk.
import { useTranslation } from "#app/i18n/react.tsx";
import { formatDateTime } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import type { ClearanceStep } from "../codes/codes.ts";

export type ClearanceTimelineData = {
	status: string | null;
	checkedAt: Date | string | null;
	releasedAt: Date | string | null;
	steps: { step: ClearanceStep; label: string; at: Date | string; place: string | null }[];
};

export function ClearanceTimeline({ clearance }: { clearance: ClearanceTimelineData }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const k = "integrations.clearance.";
	const when = (at: Date | string) => formatDateTime(new Date(at), locale);
	return (
		<section className="card" data-testid="clearance" aria-labelledby="clearance-heading">
			<div className="card-header">
				<h2 id="clearance-heading">{t(`${k}title`)}</h2>
				{clearance.releasedAt ? (
					<span className="badge badge-success" data-testid="clearance-released">
						{t(`${k}released`, { at: when(clearance.releasedAt) })}
					</span>
				) : null}
			</div>
			<div className="card-body stack">
				{clearance.status ? (
					<p data-testid="clearance-status">{t(`${k}status`, { status: clearance.status })}</p>
				) : null}
				{clearance.steps.length === 0 ? (
					<p className="muted">{t(`${k}none`)}</p>
				) : (
					<ol className="stack" data-testid="clearance-steps">
						{clearance.steps.map((s) => (
							<li key={`${s.label}-${String(s.at)}`} data-testid="clearance-step" data-step={s.step}>
								<div className="strong">{t(`${k}steps.${s.step}`)}</div>
								<div>
									<time dateTime={new Date(s.at).toISOString()}>{when(s.at)}</time>
								</div>
								<div className="small muted">
									<span lang="ko">{s.label}</span>
									{s.place ? <span lang="ko"> · {s.place}</span> : null}
								</div>
							</li>
						))}
					</ol>
				)}
				<p className="small muted">
					{t(`${k}source`)}
					{clearance.checkedAt ? ` · ${t(`${k}checked`, { at: when(clearance.checkedAt) })}` : ""}
				</p>
			</div>
		</section>
	);
}
