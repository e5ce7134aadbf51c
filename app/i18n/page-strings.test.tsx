// The list of string namespaces a page carries to the browser (app/i18n/page-strings.ts), and the
// server translator that makes it.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { namespaceOf, parsePageStrings, serialisePageStrings } from "./page-strings.ts";
import { pageTranslator } from "./page-translator.server.ts";
import { I18nextProvider, useTranslation } from "./react.tsx";

test.each([
	["wizard.steps.route", "wizard"],
	["brand", "brand"],
	["desk.coupons.form.names", "desk"],
])("the namespace of %s is %s", (key, namespace) => {
	expect(namespaceOf(key)).toBe(namespace);
});

test("the list is written sorted and without repeats, and read back the same", () => {
	const text = serialisePageStrings(["page", "desk", "page", "brand"]);
	expect(text).toBe('["brand","desk","page"]');
	expect(parsePageStrings(text)).toEqual(["brand", "desk", "page"]);
});

test.each([null, "", "not json", '{"a":1}', '["ok","../evil","<x>"]'])(
	"a malformed or hostile list %j reads as what is safe in it",
	(text) => {
		const parsed = parsePageStrings(text);
		expect(parsed.every((ns) => /^[\w-]+$/.test(ns))).toBe(true);
	},
);

function Screen() {
	const { t } = useTranslation();
	return (
		<p>
			{t("nav.home")} {t("wizard.steps.route")} {t("nav.home")}
		</p>
	);
}

test("the server's translator records the namespaces a render asked for, and renders like i18next", () => {
	const translator = pageTranslator("en");
	const html = renderToStaticMarkup(
		<I18nextProvider i18n={translator}>
			<Screen />
		</I18nextProvider>,
	);
	expect(html).not.toContain("nav.home");
	expect(translator.used().sort()).toEqual(["nav", "wizard"]);
	// a fresh translator per request: nothing carried over
	expect(pageTranslator("en").used()).toEqual([]);
});
