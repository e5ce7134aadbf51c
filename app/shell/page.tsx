import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A screen's frame (docs/design-system.md, "page frame"): document title and heading from one
 * translation key, an optional lead sentence and actions beside the heading.
 */
export function Page({
	titleKey,
	lead,
	actions,
	children,
}: {
	titleKey: string;
	lead?: ReactNode;
	actions?: ReactNode;
	children?: ReactNode;
}) {
	const { t } = useTranslation();
	const title = t(titleKey);
	return (
		<section className="page">
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
