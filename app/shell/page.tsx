import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A screen's frame: document title and heading from one translation key. */
export function Page({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
	const { t } = useTranslation();
	const title = t(titleKey);
	return (
		<section className="page">
			<title>{`${title} | ${t("brand")}`}</title>
			<h1>{title}</h1>
			{children ?? <p className="muted">{t("page.comingSoon")}</p>}
		</section>
	);
}
