// Landing page (spec section 2): work-email start, how-to steps, features, figures, news, track record.
// A signed-in user goes straight to the quote wizard.
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/home";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { getNetworkFigures } from "#app/places/figures.server.ts";

export function loader({ context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return { figures: getNetworkFigures() };
}

const STEPS = ["step1", "step2", "step3", "step4"] as const;
const FEATURES = [
	{ key: "quote", to: "/order" },
	{ key: "cost", to: "/cost" },
	{ key: "scfi", to: "/graph/scfi" },
	{ key: "standardEstimate", to: "/standardestimate" },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { figures } = loaderData;
	return (
		<div className="home">
			<title>{t("brand")}</title>
			<meta name="description" content={t("meta.description")} />
			<section className="hero">
				<h1>{t("page.home.title")}</h1>
				<p className="lead">{t("page.home.lead")}</p>
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
			</section>
			<section aria-labelledby="steps-title">
				<h2 id="steps-title">{t("page.home.stepsTitle")}</h2>
				<ol className="steps">
					{STEPS.map((step) => (
						<li key={step}>{t(`page.home.${step}`)}</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="features-title">
				<h2 id="features-title">{t("page.home.featuresTitle")}</h2>
				<ul className="features">
					{FEATURES.map((f) => (
						<li key={f.key}>
							<Link to={f.to}>{t(`nav.${f.key}`)}</Link>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="figures-title">
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
			<section aria-labelledby="news-title">
				<h2 id="news-title">{t("page.home.newsTitle")}</h2>
				<p className="muted">
					<Link to="/eventlist">{t("nav.events")}</Link>
				</p>
			</section>
		</div>
	);
}
