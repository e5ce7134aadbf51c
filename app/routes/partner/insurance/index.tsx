import { Page } from "#app/shell/page.tsx";

export default function InsurancePortal() {
	return <Page titleKey="page.partnerInsurance.title" />;
}
