// Our company's details as one block (spec section 2, footer: "company info block, support phone number
// and contact address"): the footer and the company page both render this, from the one company
// profile staff_admin keep (company-profile.server.ts companyFactsFor), so they can never disagree.
import { useTranslation } from "#app/i18n/react.tsx";
import type { CompanyFacts } from "./company-profile.ts";

export function CompanyBlock({ company, className = "company-block" }: { company: CompanyFacts; className?: string }) {
	const { t } = useTranslation();
	return (
		<address className={className} data-testid="company-block">
			<strong>{company.name}</strong>
			<span>{t("footer.ceo", { name: company.ceo })}</span>
			<span>{company.address}</span>
			<span>{t("footer.bizNo", { number: company.bizRegNo })}</span>
			<span>
				{t("footer.supportPhone")} <a href={`tel:${company.supportPhoneDial}`}>{company.supportPhone}</a> ·{" "}
				{t("footer.hours")}
			</span>
			<span>
				{t("footer.contact")} <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
			</span>
		</address>
	);
}
