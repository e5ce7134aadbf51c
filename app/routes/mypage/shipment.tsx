import { Page } from "#app/shell/page.tsx";

export default function MyShipments() {
	return <Page titleKey="page.mypage.shipment" />;
}
