// My page (spec section 2): the section menu, then the chosen section. The guard is the parent
// layout (routes/guarded.tsx); each section's loader checks record ownership itself.
import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet, useLocation } from "react-router";
import { isCurrentPath, MYPAGE_LINKS } from "#app/shell/menu.ts";
import { MenuLink } from "#app/shell/menu-link.tsx";
import { useCurrentInView } from "#app/shell/current-in-view.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function MyPageLayout() {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	// on a phone the menu is a sideways strip: the current section is brought into it
	const strip = useCurrentInView<HTMLUListElement>(pathname);
	return (
		<div className="mypage">
			<nav className="section-menu" aria-label={t("nav.mypage")}>
				<ul ref={strip}>
					{MYPAGE_LINKS.map((link) => (
						<li key={link.key}>
							<MenuLink to={link.to} current={isCurrentPath(pathname, link.to)}>
								{t(`nav.${link.key}`)}
							</MenuLink>
						</li>
					))}
				</ul>
			</nav>
			<Outlet />
		</div>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
