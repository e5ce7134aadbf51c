// The links of the site's menus: the header's bar and drawer (the menu twice, for the drawer that
// opens without JavaScript) and My page's section menu, some 30 links on a signed-in page. React
// Router's NavLink reads the location, resolves its path and watches the navigation state in each
// link, which showed in the quote list's server profile (issue 15 item 2). Menu targets are absolute
// paths, so the menu reads the location once and each link is a plain Link with the current one
// marked (class "active", aria-current="page", as NavLink marks it).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isCurrentPath } from "./menu.ts";

export function MenuLink({
	to,
	pathname,
	end,
	children,
}: {
	to: string;
	/** the current location's pathname, read once by the menu */
	pathname: string;
	end?: boolean;
	children: ReactNode;
}) {
	const current = isCurrentPath(pathname, to, end);
	return (
		<Link to={to} className={current ? "active" : undefined} aria-current={current ? "page" : undefined}>
			{children}
		</Link>
	);
}
