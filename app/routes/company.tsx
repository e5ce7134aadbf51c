// /company (spec section 2, public): who we are, what we do, where we are and how to reach us. The
// details (name, representative, address, support line and mailbox) are the company profile staff_admin
// keep at /admin/settings, read once by the root loader for the footer: this page renders the same
// CompanyBlock from the same data, so the page and the footer cannot disagree.
import { useRouteLoaderData } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { CompanyBlock } from "#app/company/company-block.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";
import { Link } from "#app/utils/link.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

const SERVICES = ["fcl", "lcl", "air", "trucking", "clearance", "insurance", "documents"] as const;

export default function Company() {
	const { t } = useTranslation();
	const company = useRouteLoaderData<typeof rootLoader>("root")?.company ?? null;
	return (
		<Page titleKey="companyPage.title" lead={t("companyPage.lead")}>
			<div className="company-page">
				<section aria-labelledby="company-who" className="home-section">
					<h2 id="company-who">{t("companyPage.whoTitle")}</h2>
					<p>{t("companyPage.who1")}</p>
					<p>{t("companyPage.who2")}</p>
				</section>
				<section aria-labelledby="company-services" className="home-section">
					<h2 id="company-services">{t("companyPage.servicesTitle")}</h2>
					<ul className="service-list" data-testid="company-services">
						{SERVICES.map((key) => (
							<li key={key}>
								<strong>{t(`companyPage.services.${key}.title`)}</strong>
								<span>{t(`companyPage.services.${key}.text`)}</span>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="company-offices" className="home-section">
					<h2 id="company-offices">{t("companyPage.officesTitle")}</h2>
					{company ? (
						<dl className="office" data-testid="company-office">
							<dt>{t("companyPage.headOffice")}</dt>
							<dd>{company.address}</dd>
							<dt>{t("companyPage.hoursTitle")}</dt>
							<dd>{t("footer.hours")}</dd>
						</dl>
					) : null}
				</section>
				<section aria-labelledby="company-contact" className="home-section">
					<h2 id="company-contact">{t("companyPage.contactTitle")}</h2>
					{company ? <CompanyBlock company={company} className="company-block company-block-page" /> : null}
					<p className="cluster">
						<Link className="button" to="/order/shipline">
							{t("companyPage.getQuote")}
						</Link>
						<Link className="button button-secondary" to="/sign/up/agree">
							{t("companyPage.signUp")}
						</Link>
					</p>
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
