// My page (spec section 2): the section menu, then the chosen section. The guard is the parent
// layout (routes/guarded.tsx); each section's loader checks record ownership itself.
import { useTranslation } from "#app/i18n/react.tsx";
import { NavLink, Outlet } from "react-router";
import { MYPAGE_LINKS } from "#app/shell/menu.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export default function MyPageLayout() {
	const { t } = useTranslation();
	return (
		<div className="mypage">
			<nav className="section-menu" aria-label={t("nav.mypage")}>
				<ul>
					{MYPAGE_LINKS.map((link) => (
						<li key={link.key}>
							<NavLink to={link.to}>{t(`nav.${link.key}`)}</NavLink>
						</li>
					))}
				</ul>
			</nav>
			<Outlet />
		</div>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
