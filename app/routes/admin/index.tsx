import { Page } from "#app/shell/page.tsx";

export default function AdminHome() {
	return <Page titleKey="page.admin.title" />;
}
