// My page (spec section 2): the section menu, then the chosen section. Sign-in is checked by the parent
// layout (routes/guarded.tsx); this loader admits each role to its own screens only
// (partners and staff get 403 on the customer's lists, app/auth/role-home.ts), and each section's
// loader checks record ownership itself.
import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "#app/auth/guard.server.ts";
import { mayOpenMypage } from "#app/auth/role-home.ts";
import { forbidden } from "#app/utils/replies.server.ts";
import { isCurrentPath, mypageLinksFor } from "#app/shell/menu.ts";
import { MenuLink } from "#app/shell/menu-link.tsx";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { useCurrentInView } from "#app/shell/current-in-view.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	// client navigations fetch "/x.data"
	const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
	if (!mayOpenMypage(user.role, pathname)) throw forbidden();
	// our line and mailbox for the service block, as staff_admin set them
	const { supportPhone, supportPhoneDial, supportEmail } = companyFactsFor(localeFromContext(context));
	return { role: user.role, service: { supportPhone, supportPhoneDial, supportEmail } };
}

export const shouldRevalidate = () => true;

export default function MyPageLayout() {
	const { t } = useTranslation();
	const loaderData = useLoaderData<typeof loader>();
	const { pathname } = useLocation();
	// on a phone the menu is a sideways strip: the current section is brought into it
	const strip = useCurrentInView<HTMLUListElement>(pathname);
	return (
		<div className="mypage">
			<nav className="section-menu" aria-label={t("nav.mypage")}>
				<ul ref={strip}>
					{mypageLinksFor(loaderData.role).map((link) => (
						<li key={link.key}>
							<MenuLink to={link.to} current={isCurrentPath(pathname, link.to)}>
								{t(`nav.${link.key}`)}
							</MenuLink>
						</li>
					))}
				</ul>
			</nav>
			<Outlet />
			<CustomerService service={loaderData.service} />
		</div>
	);
}

/** Spec section 2 ("company info, password change, customer service"): how to reach us, on every my-page screen. */
function CustomerService({
	service: company,
}: {
	service: { supportPhone: string; supportPhoneDial: string; supportEmail: string };
}) {
	const { t } = useTranslation();
	return (
		<aside className="service-block" aria-labelledby="service-heading" data-testid="customer-service">
			<h2 id="service-heading">{t("footer.serviceTitle")}</h2>
			<p>{t("footer.serviceBody")}</p>
			<p>
				<a href={`tel:${company.supportPhoneDial}`}>{company.supportPhone}</a> · {t("footer.hours")}
			</p>
			<p>
				<a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
			</p>
		</aside>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
