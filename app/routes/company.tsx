import { Page } from "#app/shell/page.tsx";

export default function Company() {
	return <Page titleKey="page.company.title" />;
}
