// A route module's screen rendered as the server renders it, for integration tests that need the HTML:
// the request goes through the app's middleware (tests/route-request.ts) into the module's own loader
// and action, then its component (or its error boundary) renders with the loader's and action's data
// in the reader's language.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "#app/i18n/react.tsx";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { type RequestOptions, routeArgs } from "./route-request.ts";

export type RouteModule = {
	loader?: (args: never) => unknown;
	action?: (args: never) => unknown;
	default: ComponentType;
	ErrorBoundary?: ComponentType;
};

export type Rendered = { status: number; location: string | null; html: string };

/**
 * GET (or POST with `options.form`) `path` on the module mounted at `pattern` ("/mypage/estimate/:id"):
 * a redirect comes back as its status and location, anything else as the rendered HTML.
 */
export async function renderRoute(
	module: RouteModule,
	pattern: string,
	path: string,
	options: Omit<RequestOptions, "params"> & { locale?: Locale } = {},
): Promise<Rendered> {
	const args = async (params: Record<string, string | undefined>, form?: RequestOptions["form"]) => {
		const known = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
		return { ...(await routeArgs(path, { ...options, form, params: known })), params: known } as never;
	};
	const routes = [
		{
			id: "screen",
			path: pattern,
			loader: module.loader
				? async ({ params }: { params: Record<string, string | undefined> }) => module.loader!(await args(params))
				: undefined,
			action: module.action
				? async ({ params }: { params: Record<string, string | undefined> }) =>
						module.action!(await args(params, options.form))
				: undefined,
			Component: module.default,
			ErrorBoundary: module.ErrorBoundary,
		},
	];
	const { query, dataRoutes } = createStaticHandler(routes);
	const url = `http://app.test${path}`;
	const request = options.form
		? new Request(url, {
				method: "POST",
				body: new URLSearchParams(
					Object.entries(options.form).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => [k, one])),
				),
			})
		: new Request(url);
	const context = await query(request);
	if (context instanceof Response)
		return { status: context.status, location: context.headers.get("Location"), html: "" };
	const i18n = pageTranslator(options.locale ?? "kr");
	const html = renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
		</I18nextProvider>,
	);
	return { status: context.statusCode, location: null, html };
}
