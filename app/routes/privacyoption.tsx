import { Page } from "#app/shell/page.tsx";

export default function PrivacyOption() {
	return <Page titleKey="page.privacyOption.title" />;
}
