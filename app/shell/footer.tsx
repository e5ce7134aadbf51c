import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import { seoulToday } from "#app/calendar/calendar.ts";
import type { CompanyFacts } from "#app/company/company-profile.ts";
import { SOCIAL_LINKS } from "./company.ts";

/** `company`: our details from the root loader (staff_admin keep them; null on an error page without it). */
export function Footer({ company }: { company: CompanyFacts | null }) {
	const { t } = useTranslation();
	// Spec section 2: the "greeting" flag left by sign-up is consumed when the footer shows, with its
	// ad-event click: ThirdPartyTags does it, rendered just before the footer (app/consent/ad-events.ts).
	// the year in Korea, on the server and in any browser alike (31 December 15:00 UTC is already New Year in Seoul)
	const year = seoulToday().slice(0, 4);
	return (
		<footer className="site-footer">
			<div className="footer-inner">
				{/* Labels match their pages; the spec's source had them swapped (a defect we do not copy). */}
				<nav className="footer-links" aria-label={t("footer.company")}>
					<Link to="/privacy">{t("footer.privacy")}</Link>
					<Link to="/termsofconditions">{t("footer.terms")}</Link>
					<Link to="/privacyoption">{t("footer.privacyOption")}</Link>
				</nav>
				<ul className="social-links" aria-label={t("footer.social")}>
					<li>
						<a href={SOCIAL_LINKS.youtube} rel="noopener noreferrer" target="_blank">
							{t("footer.youtube")}
						</a>
					</li>
					<li>
						<a href={SOCIAL_LINKS.facebook} rel="noopener noreferrer" target="_blank">
							{t("footer.facebook")}
						</a>
					</li>
					<li>
						<a href={SOCIAL_LINKS.blog} rel="noopener noreferrer" target="_blank">
							{t("footer.blog")}
						</a>
					</li>
				</ul>
				{company ? (
					<address className="company-block" data-testid="company-block">
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
				) : null}
				<p className="copyright">{t("footer.rights", { year })}</p>
			</div>
		</footer>
	);
}
