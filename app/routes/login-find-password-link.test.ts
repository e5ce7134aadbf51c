// The password-changed mail's "Reset password" leads to the page that mails a reset
// link (the sign-in page with its Find Password panel open, without JavaScript too), not to a bare
// sign-in form.
import { expect, test } from "vitest";
import { FIND_PASSWORD_PATH } from "#app/accounts/accounts.server.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as login from "./login.tsx";

const panel = (html: string) => /<details[^>]*id="find-password"[^>]*>/.exec(html)?.[0] ?? "";

test("the mail's link opens the Find Password panel; the plain sign-in page keeps it closed", async () => {
	const linked = await renderRoute(login, "/login", FIND_PASSWORD_PATH.replace(/#.*/, ""), { locale: "en" });
	expect(linked.status).toBe(200);
	expect(panel(linked.html)).toMatch(/\bopen=""/);
	expect(linked.html).toContain('name="intent" value="forgot"');
	const plain = await renderRoute(login, "/login", "/login", { locale: "en" });
	expect(panel(plain.html)).not.toMatch(/\bopen/);
});
