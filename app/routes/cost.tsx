import { Page } from "#app/shell/page.tsx";

export default function CostCalculator() {
	return <Page titleKey="page.cost.title" />;
}
