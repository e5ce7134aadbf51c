import { Page } from "#app/shell/page.tsx";

export default function MyInfo() {
	return <Page titleKey="page.mypage.info" />;
}
