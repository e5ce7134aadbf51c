import { Page } from "#app/shell/page.tsx";

export default function SignUp() {
	return <Page titleKey="page.signUp.title" />;
}
