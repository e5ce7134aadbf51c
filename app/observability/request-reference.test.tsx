// The error page shows the id of the request that failed, in each language, as a server render (what
// a browser with JavaScript off gets): a screen's loader throws, React Router renders the screen's
// boundary, and the id is the one the server logged the error under.
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { I18nextProvider } from "#app/i18n/react.tsx";
import { notFound } from "#app/utils/replies.server.ts";
import { RequestIdProvider } from "./request-reference.tsx";

const ID = "01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt";

async function renderFailing(locale: Locale, thrown: () => unknown): Promise<string> {
	const routes = [
		{
			id: "screen",
			path: "/screen",
			loader: () => {
				throw thrown();
			},
			Component: () => <p>the screen</p>,
			ErrorBoundary: RouteErrorBoundary,
		},
	];
	const { query, dataRoutes } = createStaticHandler(routes);
	const context = await query(new Request("http://app.test/screen"));
	if (context instanceof Response) throw new Error("unexpected redirect");
	return renderToStaticMarkup(
		<RequestIdProvider value={ID}>
			<I18nextProvider i18n={pageTranslator(locale)}>
				<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
			</I18nextProvider>
		</RequestIdProvider>,
	);
}

// spelled out, not read from the locale files, so a wrong key shows
const WORDS: Record<Locale, string> = {
	kr: "고객센터에 문의하실 때 이 참조 번호를 알려 주세요:",
	en: "Quote this reference when you contact the help desk:",
	vn: "Vui lòng cung cấp mã tham chiếu này khi liên hệ bộ phận hỗ trợ:",
};

describe("the error page's reference", () => {
	test.each(["kr", "en", "vn"] as const)(
		"an unexpected failure in %s shows the request id to quote to support",
		async (locale) => {
			const html = await renderFailing(locale, () => new Error("database is locked"));
			expect(html).toContain(`data-status="500"`);
			expect(html).toContain(
				`<p class="error-reference" data-request-ref="${ID}">${WORDS[locale]} <code>${ID}</code></p>`,
			);
			expect(html).not.toContain("database is locked");
		},
	);

	test("an expected refusal (404) shows no reference", async () => {
		const html = await renderFailing("en", () => notFound());
		expect(html).toContain(`data-status="404"`);
		expect(html).not.toContain(ID);
	});

	test("without a request (no server context) the page shows no reference line", async () => {
		const routes = [
			{
				id: "s",
				path: "/s",
				loader: () => {
					throw new Error("x");
				},
				Component: () => null,
				ErrorBoundary: RouteErrorBoundary,
			},
		];
		const { query, dataRoutes } = createStaticHandler(routes);
		const context = await query(new Request("http://app.test/s"));
		if (context instanceof Response) throw new Error("unexpected redirect");
		const html = renderToStaticMarkup(
			<I18nextProvider i18n={pageTranslator("en")}>
				<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
			</I18nextProvider>,
		);
		expect(html).toContain(`data-status="500"`);
		expect(html).not.toContain("error-reference");
	});
});
