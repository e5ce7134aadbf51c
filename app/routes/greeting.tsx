import { useTranslation } from "react-i18next";
import { Page } from "#app/shell/page.tsx";

export default function Greeting() {
	const { t } = useTranslation();
	return (
		<Page titleKey="page.greeting.title">
			<p>{t("page.greeting.body")}</p>
		</Page>
	);
}
