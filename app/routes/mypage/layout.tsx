// My page (spec section 2): the section menu, then the chosen section. Sign-in is checked by the parent
// layout (routes/guarded.tsx); this loader admits each role to its own screens only (issue 32 item 15:
// partners and staff get 403 on the customer's lists, app/auth/role-home.ts), and each section's
// loader checks record ownership itself.
import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "#app/auth/guard.server.ts";
import { mayOpenMypage } from "#app/auth/role-home.ts";
import { forbidden } from "#app/utils/replies.server.ts";
import { isCurrentPath, mypageLinksFor } from "#app/shell/menu.ts";
import { MenuLink } from "#app/shell/menu-link.tsx";
import { useCurrentInView } from "#app/shell/current-in-view.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	// client navigations fetch "/x.data"
	const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
	if (!mayOpenMypage(user.role, pathname)) throw forbidden();
	return { role: user.role };
}

export const shouldRevalidate = () => true;

export default function MyPageLayout({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
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
		</div>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
