import { type RefObject, Suspense, lazy, useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { authMiddleware, getUser } from "#app/auth/guard.server.ts";
import { ErrorView } from "#app/components/error-boundary.tsx";
import { LinkNavigation } from "#app/utils/link.tsx";
import { ensureStringsFor } from "#app/i18n/client-bundles.ts";
import { DEFAULT_LOCALE, type Locale, localeFromAny, resolveLocale, toLanguageTag } from "#app/i18n/locales.ts";
import { PAGE_STRINGS_ID, serialisePageStrings } from "#app/i18n/page-strings.ts";
import { localeMiddleware } from "#app/middleware/locale.server.ts";
import { localeCookieMiddleware } from "#app/middleware/locale-cookie.server.ts";
import { userLocaleMiddleware } from "#app/middleware/user-locale.server.ts";
import { originCheckMiddleware } from "#app/middleware/origin-check.server.ts";
import { onceOwnerMiddleware } from "#app/middleware/once-owner.server.ts";
import { observabilityMiddleware } from "#app/observability/route-middleware.server.ts";
import { bodyTooLargeMiddleware } from "#app/server/body-guard.server.ts";
import { AppDialogs } from "#app/shell/dialogs.tsx";
import { Footer } from "#app/shell/footer.tsx";
import { thirdPartyFor } from "#app/consent/choices.server.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { Header } from "#app/shell/header.tsx";
import { sizeClassFor } from "#app/shell/size-class.ts";
import { useNonce } from "#app/utils/nonce.tsx";
import { FONT_PRELOADS } from "./styles/fonts.ts";
import stylesheet from "./styles/app.css?url";
import { InlineStylesheet } from "./styles/inline-stylesheet.tsx";

export const middleware: Route.MiddlewareFunction[] = [
	observabilityMiddleware,
	localeCookieMiddleware,
	localeMiddleware,
	// after the locale, so its refusal is a translated page (decision 052)
	originCheckMiddleware,
	bodyTooLargeMiddleware,
	authMiddleware,
	// after auth: one-time form keys are recorded under the signed-in user (decision 052)
	onceOwnerMiddleware,
	// after auth: a signed-in user's ?lng= switch is also their mail language (decision 044)
	userLocaleMiddleware,
];

export const links: Route.LinksFunction = () => [
	// production inlines the stylesheet in the document (InlineStylesheet, decision 087); Vite's dev server serves it
	...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
	// a PNG, not public/logo.svg: the browser decodes the tab icon on the page's main thread (decision 105)
	{ rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
	{ rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { locale } = resolveLocale(request);
	const user = getUser(context);
	// a ?lng= choice is remembered by localeCookieMiddleware, on redirects too
	// company: our details for the footer and my page's service block, as staff_admin set them
	// chatbotForAll: the setting that shows the chatbot's menu entry to every signed-in user (decision 094)
	const chatbotForAll = getEnv().CHATBOT_MENU_FOR_ALL;
	return data({
		locale,
		user: user ? { name: user.name, role: user.role, chatbotForAll } : null,
		company: companyFactsFor(locale),
		// the third-party tags this visitor agreed to (none without consent: decision 092)
		thirdParty: thirdPartyFor(request, user),
	});
}

// The spec's size class on the shell (xs...xxl, spec section 9), written to the element itself: held in
// React state, it re-rendered the whole shell (header, menus, footer) in one task right after hydration,
// ~200 ms on a phone of decision 103's class (decision 107). No style rule reads the class.
function useSizeClass(shell: RefObject<HTMLDivElement | null>) {
	useEffect(() => {
		const element = shell.current;
		if (!element) return;
		const update = () => {
			const size = sizeClassFor(window.innerWidth);
			if (element.dataset.size === size) return;
			if (element.dataset.size) element.classList.remove(`size-${element.dataset.size}`);
			element.classList.add(`size-${size}`);
			element.dataset.size = size;
		};
		update();
		window.addEventListener("resize", update);
		return () => window.removeEventListener("resize", update);
	}, [shell]);
}

function useServiceWorker() {
	useEffect(() => {
		// Spec section 8: a registration failure is only logged; the user sees nothing.
		if (!("serviceWorker" in navigator)) return;
		const register = () =>
			navigator.serviceWorker
				.register("/sw.js")
				.catch((error) => console.warn("service worker registration failed", error));
		// Registering costs the main thread ~8 ms (measured in a profile of the first load), and nothing
		// on the page needs the worker until later (offline pages, push): so it waits until the browser
		// is idle, after hydration, not inside hydration's effects (decision 103).
		if (typeof window.requestIdleCallback === "function") {
			const id = window.requestIdleCallback(register, { timeout: 5000 });
			return () => window.cancelIdleCallback(id);
		}
		const id = setTimeout(register, 1000); // Safari has no requestIdleCallback
		return () => clearTimeout(id);
	}, []);
}

// The consented tags' loader is its own chunk, fetched only by a page that has a tag to load: a visitor
// who agreed to nothing (the first visit of everyone) downloads none of it (decision 092). It renders
// nothing, so the boundary never shows a fallback.
const ThirdPartyTags = lazy(() =>
	import("#app/consent/components/third-party-tags.tsx").then((m) => ({ default: m.ThirdPartyTags })),
);

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce();
	const { i18n } = useTranslation();
	const rootData = useRouteLoaderData<typeof loader>("root");
	const locale: Locale = rootData?.locale ?? localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const shell = useRef<HTMLDivElement>(null);
	useSizeClass(shell);
	useServiceWorker();
	return (
		<html lang={toLanguageTag(locale)}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0b3d91" />
				<Meta />
				<InlineStylesheet />
				<Links />
				{/* the web fonts this language's text needs, fetched right after the stylesheet instead of
				    after it is parsed (decision 010); crossOrigin is required for font preloads to be reused */}
				{FONT_PRELOADS[locale].map((href) => (
					<link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
				))}
			</head>
			<body>
				<LinkNavigation>
					<div ref={shell} className="shell">
						<Header user={rootData?.user ?? null} locale={locale} />
						<main id="main" className="main">
							{children}
						</main>
						{rootData?.thirdParty?.length ? (
							<Suspense fallback={null}>
								<ThirdPartyTags tags={rootData.thirdParty} locale={locale} />
							</Suspense>
						) : null}
						<Footer company={rootData?.company ?? null} />
					</div>
				</LinkNavigation>
				<AppDialogs />
				<ScrollRestoration nonce={nonce} />
				<PageStrings />
				<Scripts nonce={nonce} />
			</body>
		</html>
	);
}

export default function App() {
	return <Outlet />;
}

// A client-side navigation into another area (/order, /mypage, /admin...) downloads that area's strings
// before its screens render (app/i18n/client-bundles.ts); the first document brought only its own.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
	async ({ request }, next) => {
		await ensureStringsFor(new URL(request.url).pathname);
		await next();
	},
];

/**
 * The string namespaces this document rendered, for the browser to download before hydrating. It must
 * render after everything that translates (React renders the tree in order on the server), so it sits
 * just before <Scripts>; in the browser it writes back what the server wrote.
 */
function PageStrings() {
	const { i18n } = useTranslation();
	const nonce = useNonce();
	const used = i18n.used?.() ?? [];
	// a data block, never run; it carries the nonce like every script tag (the CSP test checks them all)
	return (
		<script
			type="application/json"
			id={PAGE_STRINGS_ID}
			nonce={nonce}
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: serialisePageStrings(used) }}
		/>
	);
}

export function ErrorBoundary() {
	return <ErrorView error={useRouteError()} />;
}
