import { Page } from "#app/shell/page.tsx";

export default function VerifyEmail() {
	return <Page titleKey="page.verifyEmail.title" />;
}
