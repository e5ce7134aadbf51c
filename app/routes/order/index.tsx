// Order main (quote wizard entry). Ordering needs a verified phone (spec section 5): until then the
// screen says so and links to the verification form; the wizard's actions check it again on the server.
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { canOrder } from "#app/accounts/ordering.server.ts";
import { requireUser } from "#app/auth/guard.server.ts";
import { Page } from "#app/shell/page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	return { canOrder: canOrder(user) };
}

export default function Order() {
	const { t } = useTranslation();
	const { canOrder } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="page.order.title">
			{canOrder ? (
				<p className="muted">{t("page.comingSoon")}</p>
			) : (
				<p className="notice notice-warning" role="alert" data-testid="phone-required">
					{t("accounts.phone.required")}{" "}
					<Link to="/mypage/info#phone">{t("accounts.phone.verifyNow")}</Link>
				</p>
			)}
		</Page>
	);
}
