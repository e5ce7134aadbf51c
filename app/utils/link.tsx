// The app's in-app link: <a href> on the server (so it works without JavaScript), a client-side
// navigation on a plain click once hydrated. React Router's <Link> resolves its path against the route
// tree, reads the location and sets up a navigate function and a prefetch watcher in every link; a page
// with 60 links spent 7% of its server time there. Every link of ours goes to an
// absolute path, so the href is `to` itself, and one navigate function, provided once by the root
// layout, serves all of them. A `to` that is not an absolute path falls back to React Router's Link.
import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, createContext, useContext } from "react";
import { Link as RouterLink, useNavigate } from "react-router";

type Navigate = (to: string, options: { replace: boolean }) => void;
const NavigateContext = createContext<Navigate | null>(null);

/** Gives every Link below one navigate function (the root layout holds it). */
export function LinkNavigation({ children }: { children: ReactNode }) {
	const navigate = useNavigate();
	return <NavigateContext value={navigate as Navigate}>{children}</NavigateContext>;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; replace?: boolean };

/** An absolute path inside the app ("/x", not "//host" nor "https://..."). */
export function isAppPath(to: string): boolean {
	return to.startsWith("/") && !to.startsWith("//");
}

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target. */
export function isOwnClick(
	event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
	target?: string,
): boolean {
	return (
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.altKey ||
		event.ctrlKey ||
		event.shiftKey ||
		(target !== undefined && target !== "" && target !== "_self")
	);
}

export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
	const navigate = useContext(NavigateContext);
	if (!isAppPath(to)) {
		return (
			<RouterLink to={to} replace={replace} onClick={onClick} target={target} {...rest}>
				{children}
			</RouterLink>
		);
	}
	const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
		onClick?.(event);
		if (!navigate || isOwnClick(event, target)) return;
		event.preventDefault();
		// As React Router does: a link to the page already shown replaces the history entry.
		const here = window.location.pathname + window.location.search + window.location.hash;
		navigate(to, { replace: replace ?? here === to });
	};
	// Attributes in React Router's order, so pages read as before. data-discover: React Router's lazy
	// route discovery fetches the routes of the links it finds by it.
	return (
		<a {...rest} href={to} onClick={handleClick} target={target} data-discover="true">
			{children}
		</a>
	);
}
