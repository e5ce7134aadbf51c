import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A screen's frame (docs/design-system.md, "page frame"): document title and heading from one
 * translation key, an optional lead sentence and actions beside the heading.
 */
export function Page({
	titleKey,
	lead,
	actions,
	narrow,
	children,
}: {
	titleKey: string;
	/** a single short form (sign-in, password reset): a centred column instead of the full width */
	narrow?: boolean;
	lead?: ReactNode;
	actions?: ReactNode;
	children?: ReactNode;
}) {
	const { t } = useTranslation();
	const title = t(titleKey);
	return (
		<section className={narrow ? "page page-narrow" : "page"}>
			<title>{`${title} | ${t("brand")}`}</title>
			<header className="page-header">
				<div>
					<h1>{title}</h1>
					{lead ? <p className="lead">{lead}</p> : null}
				</div>
				{actions ? <div className="cluster">{actions}</div> : null}
			</header>
			{children ?? <p className="muted">{t("page.comingSoon")}</p>}
		</section>
	);
}
