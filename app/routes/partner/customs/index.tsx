import { Page } from "#app/shell/page.tsx";

export default function CustomsPortal() {
	return <Page titleKey="page.partnerCustoms.title" />;
}
