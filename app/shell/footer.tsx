import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import { seoulToday } from "#app/calendar/calendar.ts";
import type { CompanyFacts } from "#app/company/company-profile.ts";
import { CompanyBlock } from "#app/company/company-block.tsx";
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
				{company ? <CompanyBlock company={company} /> : null}
				<p className="copyright">{t("footer.rights", { year })}</p>
			</div>
		</footer>
	);
}
