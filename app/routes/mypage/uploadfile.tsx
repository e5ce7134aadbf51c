import { Page } from "#app/shell/page.tsx";

export default function UploadFile() {
	return <Page titleKey="page.mypage.uploadfile" />;
}
