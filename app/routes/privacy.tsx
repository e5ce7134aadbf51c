import { Page } from "#app/shell/page.tsx";

export default function Privacy() {
	return <Page titleKey="page.privacy.title" />;
}
