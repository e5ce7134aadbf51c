// Landing page (spec section 2): work-email start, how-to steps, features, figures, news, track record.
// A signed-in user goes straight to the quote wizard.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/home";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { getNetworkFigures } from "#app/places/figures.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { HomeBoard } from "#app/board/components/home-board.tsx";
import { homeBoard } from "#app/board/public.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return { figures: getNetworkFigures(), board: homeBoard(request, localeFromContext(context)) };
}

const STEPS = ["step1", "step2", "step3", "step4"] as const;
const FEATURES = [
	{ key: "quote", to: "/order" },
	{ key: "cost", to: "/cost" },
	{ key: "scfi", to: "/graph/scfi" },
	{ key: "standardEstimate", to: "/standardestimate" },
] as const;

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

export default function Home({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { figures } = loaderData;
	return (
		<div className="home">
			<title>{t("brand")}</title>
			<meta name="description" content={t("meta.description")} />
			<section className="hero">
				<div className="hero-copy">
					<h1>{t("page.home.title")}</h1>
					<p className="lead">{t("page.home.lead")}</p>
					<ul className="hero-points">
						<li>{t("page.home.points.allIn")}</li>
						<li>{t("page.home.points.currencies")}</li>
						<li>{t("page.home.points.docs")}</li>
					</ul>
					{/* A plain GET form: the sign-up step pre-fills the e-mail, with or without JavaScript. */}
					<Form method="get" action="/sign/up/agree" className="work-email">
						<label htmlFor="work-email">{t("page.home.workEmail")}</label>
						<input
							id="work-email"
							name="email"
							type="email"
							autoComplete="email"
							required
							placeholder={t("page.home.workEmailPlaceholder")}
						/>
						<button type="submit" className="button">
							{t("page.home.start")}
						</button>
					</Form>
					<p className="cluster small">
						<Link to="/order/shipline">{t("page.home.seaQuote")}</Link>
						<Link to="/order/airline">{t("page.home.airQuote")}</Link>
						<span className="muted">
							{t("page.home.haveAccount")} <Link to="/login">{t("page.home.signIn")}</Link>
						</span>
					</p>
				</div>
				<RouteArt label={t("page.home.routeAlt")} />
			</section>
			<section aria-labelledby="steps-title" className="home-section">
				<h2 id="steps-title">{t("page.home.stepsTitle")}</h2>
				<ol className="steps">
					{STEPS.map((step) => (
						<li key={step}>{t(`page.home.${step}`)}</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="features-title" className="home-section">
				<h2 id="features-title">{t("page.home.featuresTitle")}</h2>
				<ul className="features">
					{FEATURES.map((f) => (
						<li key={f.key}>
							<Link to={f.to}>
								<strong>{t(`nav.${f.key}`)}</strong>
								<span>{t(`page.home.about.${f.key}`)}</span>
							</Link>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="figures-title" className="home-section home-figures">
				<h2 id="figures-title">{t("page.home.figuresTitle")}</h2>
				<dl className="figures" data-testid="figures">
					<div>
						<dt>{t("page.home.portsFigure")}</dt>
						<dd>{figures.koreanPorts}</dd>
					</div>
					<div>
						<dt>{t("page.home.worldPortsFigure")}</dt>
						<dd>{figures.overseasPorts}</dd>
					</div>
					<div>
						<dt>{t("page.home.airportsFigure")}</dt>
						<dd>{figures.airports}</dd>
					</div>
				</dl>
			</section>
			{/* news, track record and the notice pop-up from the board (app/board) */}
			<HomeBoard board={loaderData.board} t={t} />
		</div>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
