// A link of a menu that marks the current entry (class "active", aria-current="page", as React Router's
// NavLink marks it): the header's menu, My page's section menu, the rate pages' menus. The
// menu decides which entry is current (by path with isCurrentPath in ./menu.ts, or by the page's own
// key), reading the location once: NavLink read the location, resolved its path and watched the
// navigation in every link, which showed in the quote list's server profile. The
// app's Link (app/utils/link.tsx) keeps React Router's route discovery and client-side navigation.
import type { ReactNode } from "react";
import { Link } from "#app/utils/link.tsx";

export function MenuLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
	return (
		<Link to={to} className={current ? "active" : undefined} aria-current={current ? "page" : undefined}>
			{children}
		</Link>
	);
}
