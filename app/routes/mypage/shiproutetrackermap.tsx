import { Page } from "#app/shell/page.tsx";

export default function ShipRouteTracker() {
	return <Page titleKey="page.mypage.tracker" />;
}
