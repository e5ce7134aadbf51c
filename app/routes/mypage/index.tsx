import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireUser } from "#app/auth/guard.server.ts";
import { ACCOUNT_PATH } from "#app/auth/role-home.ts";

// /mypage alone opens the first section: the quote list for a customer, the account page for staff
// and partners, whose my page is only that.
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	return redirect(user.role === "customer" ? "/mypage/estimate" : ACCOUNT_PATH);
}
