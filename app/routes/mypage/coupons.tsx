import { Page } from "#app/shell/page.tsx";

export default function MyCoupons() {
	return <Page titleKey="page.mypage.coupons" />;
}
