// The error view in each language: the status picks the translated title and text, an unexpected
// error shows the generic failure with no detail; and a screen's RouteErrorBoundary shows what its
// loader threw (notFound() from app/utils/replies.server.ts) as a server render would.
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "#app/i18n/react.tsx";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import {
	MemoryRouter,
	StaticRouterProvider,
	UNSAFE_ErrorResponseImpl,
	createStaticHandler,
	createStaticRouter,
} from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Locale } from "#app/i18n/locales.ts";
import { badRequest, forbidden, notFound, rejected } from "#app/utils/replies.server.ts";
import { ErrorView, RouteErrorBoundary } from "./error-boundary.tsx";

function i18nFor(locale: Locale) {
	return pageTranslator(locale);
}

/** What a thrown data() becomes on its way to the boundary. */
function responseOf(reply: { data: unknown; init: ResponseInit | null }) {
	return new UNSAFE_ErrorResponseImpl(reply.init?.status ?? 500, "", reply.data);
}

function render(locale: Locale, error: unknown): string {
	return renderToStaticMarkup(
		<I18nextProvider i18n={i18nFor(locale)}>
			<MemoryRouter>
				<ErrorView error={error} />
			</MemoryRouter>
		</I18nextProvider>,
	);
}

const titleOf = (html: string) => html.match(/<h1>(.*?)<\/h1>/)?.[1];

afterEach(() => {
	vi.restoreAllMocks();
});

// the titles as the locale files word them (spelled out: a test that read them from the same files
// could not notice a wrong key)
const TITLES: Record<number, Record<Locale, string>> = {
	400: { kr: "잘못된 요청입니다", en: "Bad request", vn: "Yêu cầu không hợp lệ" },
	403: { kr: "접근 권한이 없습니다", en: "Access denied", vn: "Không có quyền truy cập" },
	404: { kr: "페이지를 찾을 수 없습니다", en: "Page not found", vn: "Không tìm thấy trang" },
	409: {
		kr: "이미 처리되었거나 상태가 바뀌었습니다",
		en: "Already handled or changed",
		vn: "Đã được xử lý hoặc đã thay đổi",
	},
	429: { kr: "요청이 너무 많습니다", en: "Too many requests", vn: "Quá nhiều yêu cầu" },
	500: { kr: "오류가 발생했습니다", en: "Something went wrong", vn: "Đã xảy ra lỗi" },
};

const ERRORS: Record<number, () => unknown> = {
	400: () => responseOf(badRequest()),
	403: () => responseOf(forbidden()),
	404: () => responseOf(notFound()),
	409: () => responseOf(rejected({ refused: true }, 409)),
	429: () => responseOf(rejected({ result: null }, 429)),
	500: () => new Error("database is locked at /srv/app.db"),
};

describe("ErrorView", () => {
	const cases = Object.keys(TITLES).flatMap((status) =>
		(["kr", "en", "vn"] as const).map((locale) => [Number(status), locale] as const),
	);

	test.each(cases)("%i in %s: the translated title, the status, a way home", (status, locale) => {
		vi.spyOn(console, "error").mockImplementation(() => {});
		const html = render(locale, ERRORS[status]!());
		expect(titleOf(html)).toBe(TITLES[status]![locale]);
		expect(html).toContain(`data-status="${status}"`);
		expect(html).toContain(`<p class="error-code">${status}</p>`);
		expect(html).toMatch(/<a class="button" href="\/"[^>]*>/);
		expect(html).not.toContain("page.");
	});

	test("an unexpected error shows no detail; on the server it is logged by handleError, not by the view", () => {
		// entry.server.tsx's handleError logs it with the request id (app/observability); the view only
		// writes to the browser's console
		const logged = vi.spyOn(console, "error").mockImplementation(() => {});
		const html = render("en", ERRORS[500]!());
		expect(html).not.toContain("database is locked");
		expect(html).not.toContain("/srv/app.db");
		expect(logged).not.toHaveBeenCalled();
	});

	test("an expected refusal is not logged as a failure", () => {
		const logged = vi.spyOn(console, "error").mockImplementation(() => {});
		render("kr", ERRORS[404]!());
		expect(logged).not.toHaveBeenCalled();
	});
});

describe("RouteErrorBoundary", () => {
	test("a screen's loader that throws notFound() shows the not-found view in the reader's language, as 404", async () => {
		const routes = [
			{
				id: "screen",
				path: "/screen",
				loader: () => {
					throw notFound();
				},
				Component: () => <p>the screen</p>,
				ErrorBoundary: RouteErrorBoundary,
			},
		];
		const { query, dataRoutes } = createStaticHandler(routes);
		const context = await query(new Request("http://app.test/screen"));
		if (context instanceof Response) throw new Error("unexpected redirect");
		expect(context.statusCode).toBe(404);
		const html = renderToStaticMarkup(
			<I18nextProvider i18n={i18nFor("vn")}>
				<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
			</I18nextProvider>,
		);
		expect(titleOf(html)).toBe("Không tìm thấy trang");
		expect(html).not.toContain("the screen");
	});
});
