import { Page } from "#app/shell/page.tsx";

export default function MyUploads() {
	return <Page titleKey="page.mypage.upload" />;
}
