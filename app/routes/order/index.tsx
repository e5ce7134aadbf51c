import { Page } from "#app/shell/page.tsx";

export default function Order() {
	return <Page titleKey="page.order.title" />;
}
