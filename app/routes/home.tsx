// Landing page (spec section 2): the work-email start, how-to steps, a feature carousel, figures from
// our own data, and the board's news and track record. A signed-in user goes straight to /order.
// The work e-mail starts a visitor's quote at once (decision 086): the box posts to the sea wizard,
// which keeps the address in a signed cookie and opens step 1; prices need no account.
import { useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/home";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { homeFigures } from "#app/home/figures.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { HomeBoard } from "#app/board/components/home-board.tsx";
import { homeBoard } from "#app/board/public.server.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";

export function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	const locale = localeFromContext(context);
	// The counts arrive formatted: formatting them in the browser would start ICU's number data during
	// hydration, ~25 ms of one task on a slow phone for three numbers the server has already written
	// (decision 104). No other public page formats a number or date in the browser.
	const counts = homeFigures();
	const figures = Object.fromEntries(FIGURES.map((key) => [key, formatNumber(counts[key], locale)]));
	return { figures: figures as Record<(typeof FIGURES)[number], string>, board: homeBoard(request, locale) };
}

const STEPS = ["step1", "step2", "step3", "step4"] as const;
/** The carousel's slides: what the product does, each with where to try it. */
const FEATURES = [
	{ key: "quote", to: "/order/shipline" },
	{ key: "air", to: "/order/airline" },
	{ key: "negotiation", to: "/order" },
	{ key: "cost", to: "/cost" },
	{ key: "scfi", to: "/graph/scfi" },
	{ key: "standardEstimate", to: "/standardestimate" },
	{ key: "tracking", to: "/mypage/shipment" },
] as const;
const FIGURES = ["lanesQuoted", "portsServed", "quotesThisMonth"] as const;

/** A light inline picture of the lanes we sell (no image request, no script). */
function RouteArt({ label }: { label: string }) {
	return (
		<svg className="hero-art" viewBox="0 0 360 280" role="img" aria-label={label}>
			<rect x="0" y="0" width="360" height="280" rx="16" className="hero-art-sea" />
			<path d="M70 70 C 150 60, 190 120, 250 200" className="hero-art-lane" />
			<path d="M82 60 C 170 20, 260 70, 300 150" className="hero-art-air" />
			<circle cx="70" cy="70" r="8" className="hero-art-port" />
			<circle cx="250" cy="200" r="8" className="hero-art-port" />
			<circle cx="300" cy="150" r="6" className="hero-art-port" />
			<text x="56" y="100" className="hero-art-label">
				BUSAN · INCHEON
			</text>
			<text x="196" y="232" className="hero-art-label">
				HAI PHONG · HCMC
			</text>
			<text x="262" y="134" className="hero-art-label">
				✈
			</text>
		</svg>
	);
}

/**
 * The features as a row that scrolls sideways and snaps to each card (CSS scroll snap): it works by
 * swiping, the scroll bar or the keyboard without a script. With JavaScript the previous and next
 * buttons scroll it by one card.
 */
function FeatureCarousel() {
	const { t } = useTranslation();
	const hydrated = useHydrated();
	const track = useRef<HTMLDivElement>(null);
	const step = (direction: 1 | -1) => {
		const el = track.current;
		const card = el?.querySelector("li");
		if (!el || !card) return;
		const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
		el.scrollBy({ left: direction * (card.getBoundingClientRect().width + 16), behavior: reduce ? "auto" : "smooth" });
	};
	return (
		<div className="carousel" data-testid="feature-carousel">
			{/* focusable, so the keyboard can scroll it (a scrollable region must be reachable) */}
			<div ref={track} className="carousel-track" role="region" aria-label={t("home.featuresTitle")} tabIndex={0}>
				<ul>
					{FEATURES.map((f) => (
						<li key={f.key} className="carousel-slide">
							<Link to={f.to}>
								<strong>{t(`home.slides.${f.key}.title`)}</strong>
								<span>{t(`home.slides.${f.key}.text`)}</span>
							</Link>
						</li>
					))}
				</ul>
			</div>
			{hydrated ? (
				<div className="carousel-buttons">
					<button
						type="button"
						className="button button-secondary"
						onClick={() => step(-1)}
						data-testid="carousel-prev"
					>
						<span aria-hidden="true">‹</span> {t("home.previous")}
					</button>
					<button type="button" className="button button-secondary" onClick={() => step(1)} data-testid="carousel-next">
						{t("home.next")} <span aria-hidden="true">›</span>
					</button>
				</div>
			) : null}
		</div>
	);
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { figures } = loaderData;
	return (
		<div className="home">
			<title>{t("brand")}</title>
			<meta name="description" content={t("meta.description")} />
			<section className="hero">
				<div className="hero-copy">
					<h1>{t("home.title")}</h1>
					<p className="lead">{t("home.lead")}</p>
					<ul className="hero-points">
						<li>{t("home.points.allIn")}</li>
						<li>{t("home.points.currencies")}</li>
						<li>{t("home.points.docs")}</li>
					</ul>
					{/* A plain POST form: the wizard keeps the address and opens step 1, with or without JavaScript. */}
					<Form method="post" action="/order/shipline?step=route" className="work-email" data-testid="work-email">
						<input type="hidden" name="intent" value="visitorStart" />
						<label htmlFor="work-email">{t("home.workEmail")}</label>
						<input
							id="work-email"
							name="visitorEmail"
							type="email"
							autoComplete="email"
							required
							placeholder={t("home.workEmailPlaceholder")}
							aria-describedby="work-email-hint"
						/>
						<button type="submit" className="button">
							{t("home.start")}
						</button>
						<p id="work-email-hint" className="field-hint">
							{t("home.workEmailHint")}
						</p>
					</Form>
					<p className="cluster small">
						<Link to="/order/airline">{t("home.airQuote")}</Link>
						<Link to="/sign/up/agree">{t("home.signUp")}</Link>
						<span className="muted">
							{t("home.haveAccount")} <Link to="/login">{t("home.signIn")}</Link>
						</span>
					</p>
				</div>
				<RouteArt label={t("home.routeAlt")} />
			</section>
			<section aria-labelledby="steps-title" className="home-section">
				<h2 id="steps-title">{t("home.stepsTitle")}</h2>
				<ol className="steps">
					{STEPS.map((step) => (
						<li key={step}>{t(`home.${step}`)}</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="features-title" className="home-section">
				<h2 id="features-title">{t("home.featuresTitle")}</h2>
				<FeatureCarousel />
			</section>
			<section aria-labelledby="figures-title" className="home-section home-figures">
				<h2 id="figures-title">{t("home.figuresTitle")}</h2>
				<dl className="figures" data-testid="figures">
					{FIGURES.map((key) => (
						<div key={key} data-figure={key}>
							<dt>{t(`home.figures.${key}`)}</dt>
							{/* data-volatile: the counts move as quotes are made (the screenshot tests mask them) */}
							<dd data-volatile="">{figures[key]}</dd>
						</div>
					))}
				</dl>
			</section>
			{/* news, track record and the notice pop-up from the board (app/board) */}
			<HomeBoard board={loaderData.board} t={t} />
		</div>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
