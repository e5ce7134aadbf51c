import { Page } from "#app/shell/page.tsx";

export default function SignUpAgree() {
	return <Page titleKey="page.signUpAgree.title" />;
}
