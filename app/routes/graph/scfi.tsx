import { Page } from "#app/shell/page.tsx";

export default function ScfiGraph() {
	return <Page titleKey="page.scfi.title" />;
}
