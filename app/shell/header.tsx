import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useLocation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Role } from "#db/roles.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { buildMenu, isCurrentPath, isGroup, type MenuEntry } from "./menu.ts";
import { LogoMark } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";

export type HeaderUser = { name: string; role: Role; chatbotForAll?: boolean } | null;

/** The same path with ?lng= set: a plain link, so switching works without JavaScript. */
function languageHref(pathname: string, search: string, locale: Locale): string {
	const params = new URLSearchParams(search);
	params.set("lng", locale);
	return `${pathname}?${params.toString()}`;
}

function MenuItems({ entries, pathname }: { entries: MenuEntry[]; pathname: string }) {
	const { t } = useTranslation();
	return (
		<ul className="menu">
			{entries.map((entry) =>
				isGroup(entry) ? (
					<li key={entry.key}>
						<details className="dropdown">
							<summary>{t(`nav.${entry.key}`)}</summary>
							<ul>
								{entry.items.map((item) => (
									<li key={item.key}>
										<MenuLink to={item.to} current={isCurrentPath(pathname, item.to)}>
											{t(`nav.${item.key}`)}
										</MenuLink>
									</li>
								))}
							</ul>
						</details>
					</li>
				) : (
					<li key={entry.key}>
						<MenuLink to={entry.to} current={isCurrentPath(pathname, entry.to, entry.to === "/order")}>
							{t(`nav.${entry.key}`)}
						</MenuLink>
					</li>
				),
			)}
		</ul>
	);
}

function AccountActions({ user }: { user: HeaderUser }) {
	const { t } = useTranslation();
	if (user)
		return (
			<Form method="post" action="/signout" className="account-actions">
				<span className="user-name">{user.name}</span>
				<button type="submit" className="button button-ghost">
					{t("nav.signOut")}
				</button>
			</Form>
		);
	return (
		<div className="account-actions">
			<Link to="/sign/up/agree" className="button button-ghost">
				{t("nav.signUp")}
			</Link>
			<Link to="/login" className="button">
				{t("nav.signIn")}
			</Link>
		</div>
	);
}

function LanguageMenu({ current }: { current: Locale }) {
	const { t } = useTranslation();
	const location = useLocation();
	return (
		<details className="dropdown language-menu">
			<summary aria-label={t("nav.language")}>{t(`languages.${current}`)}</summary>
			<ul>
				{LOCALES.map((locale) => (
					<li key={locale}>
						<a
							href={languageHref(location.pathname, location.search, locale)}
							hrefLang={locale}
							aria-current={locale === current ? "true" : undefined}
						>
							{t(`languages.${locale}`)}
						</a>
					</li>
				))}
			</ul>
		</details>
	);
}

export function Header({ user, locale }: { user: HeaderUser; locale: Locale }) {
	const { t } = useTranslation();
	const location = useLocation();
	const [scrolled, setScrolled] = useState(false);
	const headerRef = useRef<HTMLElement>(null);
	const menu = buildMenu(user?.role ?? null, user?.chatbotForAll ?? false);

	// The header takes the "on" style once the page is scrolled past 0 (spec section 2).
	useEffect(() => {
		const onScroll = () => setScrolled(window.scrollY > 0);
		onScroll();
		window.addEventListener("scroll", onScroll, { passive: true });
		return () => window.removeEventListener("scroll", onScroll);
	}, []);

	// The drawer and dropdowns are <details>: they open without JavaScript; with it, they close
	// after a navigation and when the user clicks elsewhere.
	// Runs on every location change on purpose: location.key is the trigger. Not on hydration: the page's
	// JavaScript starts after the first paint (decision 102), and a menu the user opened before that
	// stays open.
	const shownKey = useRef(location.key);
	useEffect(() => {
		if (shownKey.current === location.key) return;
		shownKey.current = location.key;
		for (const d of headerRef.current?.querySelectorAll("details[open]") ?? []) d.removeAttribute("open");
	}, [location.key]);
	useEffect(() => {
		const onClick = (event: MouseEvent) => {
			for (const d of headerRef.current?.querySelectorAll<HTMLDetailsElement>("details.dropdown[open]") ?? [])
				if (!d.contains(event.target as Node)) d.open = false;
		};
		document.addEventListener("click", onClick);
		return () => document.removeEventListener("click", onClick);
	}, []);

	return (
		<header ref={headerRef} className={scrolled ? "site-header on" : "site-header"}>
			<a className="skip-link" href="#main">
				{t("nav.skipToContent")}
			</a>
			<div className="header-inner">
				<Link to="/" className="logo" aria-label={t("nav.home")}>
					<LogoMark size={32} />
					<span className="logo-text">{t("brand")}</span>
				</Link>
				{/* One menu for every width: below lg it is a drawer that opens without JavaScript; at lg and
				    wider the stylesheet shows the drawer's content as the top menu where the browser can
				    style a closed <details>' content (::details-content), and keeps the drawer where it
				    cannot. Rendering the menu once, not twice, was a sixth of a page's elements. */}
				<details className="drawer" data-testid="drawer">
					<summary className="drawer-toggle">
						<span className="drawer-open-label">{t("nav.openMenu")}</span>
						<span className="drawer-close-label">{t("nav.closeMenu")}</span>
					</summary>
					<div className="drawer-panel">
						<nav className="top-menu" aria-label={t("nav.main")}>
							<MenuItems entries={menu} pathname={location.pathname} />
						</nav>
						<div className="drawer-account">
							<AccountActions user={user} />
						</div>
					</div>
				</details>
				<div className="header-tools">
					<LanguageMenu current={locale} />
					<div className="top-account">
						<AccountActions user={user} />
					</div>
				</div>
			</div>
		</header>
	);
}
