import { Page } from "#app/shell/page.tsx";

export default function MyDownloads() {
	return <Page titleKey="page.mypage.download" />;
}
