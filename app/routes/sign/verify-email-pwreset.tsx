import { Page } from "#app/shell/page.tsx";

export default function VerifyPasswordReset() {
	return <Page titleKey="page.verifyPwreset.title" />;
}
