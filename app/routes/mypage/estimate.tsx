import { Page } from "#app/shell/page.tsx";

export default function MyEstimates() {
	return <Page titleKey="page.mypage.estimate" />;
}
