import { Page } from "#app/shell/page.tsx";

export default function MyPayments() {
	return <Page titleKey="page.mypage.payment" />;
}
