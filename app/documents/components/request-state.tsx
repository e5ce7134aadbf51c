// A clearance or insurance request once made: its status (requested and
// waiting for a partner, or assigned; done; declined), when it was made, the request's own figures,
// and the way to the issued certificate. Above it, the refusal of a form left open in another tab and
// sent after the request was made (with JavaScript off that is the only place the message can show).
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";

export type MadeRequest = { status: "requested" | "done" | "declined"; assigned: boolean; at: string };

const TONE = { requested: "info", done: "success", declined: "danger" } as const;

export function RequestState({
	made,
	refused,
	children,
}: {
	made: MadeRequest;
	refused: readonly string[];
	children?: ReactNode;
}) {
	const { t } = useTranslation();
	return (
		<>
			{refused.length ? (
				<p className="alert alert-danger" role="alert" data-testid="request-refused">
					{refused.map((key) => t(key)).join(" ")}
				</p>
			) : null}
			<section className="card" aria-labelledby="state-heading" data-testid="request-state" data-status={made.status}>
				<div className="card-header">
					<h2 id="state-heading">{t("docRequests.state.title")}</h2>
				</div>
				<div className="card-body stack">
					<p className="cluster">
						<span className={`badge badge-${TONE[made.status]}`}>{t(`docRequests.state.${made.status}`)}</span>
						{made.status === "requested" ? (
							<span className="muted">
								{t(made.assigned ? "docRequests.state.assigned" : "docRequests.state.waiting")}
							</span>
						) : null}
					</p>
					<p className="muted small">{t("docRequests.state.at", { date: made.at })}</p>
					{children}
					{made.status === "done" ? (
						<p>
							{t("docRequests.state.issued")} <Link to="/mypage/download">{t("docRequests.state.toDownloads")}</Link>
						</p>
					) : null}
				</div>
			</section>
		</>
	);
}
