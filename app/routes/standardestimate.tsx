import { Page } from "#app/shell/page.tsx";

export default function StandardEstimate() {
	return <Page titleKey="page.standardEstimate.title" />;
}
