// Order main (quote wizard entry): sea or air, and "continue your unfinished quote" when a draft is
// kept. Ordering needs a verified phone (spec section 5): until then the screen says so and links to
// the verification form; the wizard's actions check it again on the server.
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { canOrder } from "#app/accounts/ordering.server.ts";
import { requireUser } from "#app/auth/guard.server.ts";
import { draftModes } from "#app/quotes/drafts.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	return { canOrder: canOrder(user), drafts: draftModes(user.id) };
}

const PATHS = { shipline: "/order/shipline", airline: "/order/airline" } as const;

export default function Order() {
	const { t } = useTranslation();
	const { canOrder, drafts } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="page.order.title">
			{canOrder ? null : (
				<p className="notice notice-warning" role="alert" data-testid="phone-required">
					{t("accounts.phone.required")} <Link to="/mypage/info#phone">{t("accounts.phone.verifyNow")}</Link>
				</p>
			)}
			{drafts.length ? (
				<section className="notice" data-testid="continue-draft">
					<h2>{t("wizard.entry.continueTitle")}</h2>
					<ul>
						{drafts.map((mode) => (
							<li key={mode}>
								<Link to={PATHS[mode]}>{t(`wizard.entry.continue.${mode}`)}</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<p>{t("wizard.entry.choose")}</p>
			<ul className="features" data-testid="order-modes">
				<li>
					<Link className="button" to={`${PATHS.shipline}?step=route`}>
						{t("wizard.entry.sea")}
					</Link>
				</li>
				<li>
					<Link className="button" to={`${PATHS.airline}?step=route`}>
						{t("wizard.entry.air")}
					</Link>
				</li>
			</ul>
		</Page>
	);
}
