import { Page } from "#app/shell/page.tsx";

export default function Terms() {
	return <Page titleKey="page.terms.title" />;
}
