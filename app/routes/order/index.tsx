// Order main (quote wizard entry): sea or air, and "continue your unfinished quote" when a draft is
// kept. Ordering needs a verified phone (spec section 5): until then the screen says so and links to
// the verification form; the wizard's actions check it again on the server.
import { useTranslation } from "#app/i18n/react.tsx";
import { useLoaderData } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { canOrder } from "#app/accounts/ordering.server.ts";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { draftModes } from "#app/quotes/drafts.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	return { canOrder: canOrder(user), drafts: draftModes(user.id) };
}

// the wizard's two URLs (app/quotes/wizard.ts WIZARD_PATHS), written out so this page's bundle does not
// carry the wizard's schemas
const PATHS = { shipline: "/order/shipline", airline: "/order/airline" } as const;

export default function Order() {
	const { t } = useTranslation();
	const { canOrder, drafts } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="page.order.title">
			{canOrder ? null : (
				<p className="alert alert-warning" role="alert" data-testid="phone-required">
					{t("accounts.phone.required")} <Link to="/mypage/info#phone">{t("accounts.phone.verifyNow")}</Link>
				</p>
			)}
			{drafts.length ? (
				<section className="alert alert-info" data-testid="continue-draft" aria-labelledby="continue-title">
					<h2 id="continue-title">{t("wizard.entry.continueTitle")}</h2>
					<p className="cluster">
						{drafts.map((mode) => (
							<Link key={mode} className="button button-secondary button-sm" to={PATHS[mode]}>
								{t(`wizard.entry.continue.${mode}`)}
							</Link>
						))}
					</p>
				</section>
			) : null}
			<p>{t("wizard.entry.choose")}</p>
			<div className="grid-cards" data-testid="order-modes">
				{(["shipline", "airline"] as const).map((mode) => (
					<Link key={mode} className="card card-link card-body stack" to={`${PATHS[mode]}?step=route`}>
						<h2 className="text-xl">{t(mode === "shipline" ? "wizard.entry.sea" : "wizard.entry.air")}</h2>
						<p className="muted">{t(mode === "shipline" ? "wizard.entry.seaAbout" : "wizard.entry.airAbout")}</p>
					</Link>
				))}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
