// The one error view (decision 013): the root and every screen's route module show it, so an error
// inside a screen keeps the header, the menu and the layout around it. The status and the body's
// reason (app/utils/replies.server.ts) choose the translated words; anything unexpected is a generic
// failure with no detail (the detail goes to the server log, under the request id the page shows).
import { useTranslation } from "#app/i18n/react.tsx";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { Link } from "#app/utils/link.tsx";
import { RequestReference } from "#app/observability/request-reference.tsx";

const WORDS: Record<number, [title: string, body: string]> = {
	400: ["page.errors.badRequest.title", "page.errors.badRequest.body"],
	403: ["access.forbiddenTitle", "access.forbiddenBody"],
	404: ["page.notFound.title", "page.notFound.body"],
	409: ["page.errors.conflict.title", "page.errors.conflict.body"],
	413: ["page.errors.tooLarge.title", "page.errors.tooLarge.body"],
	429: ["page.errors.tooMany.title", "page.errors.tooMany.body"],
};

export function ErrorView({ error }: { error: unknown }) {
	const { t } = useTranslation();
	const { key } = useLocation();
	const status = isRouteErrorResponse(error) ? error.status : 500;
	// the server logs its own errors (entry.server.tsx handleError); this is the browser's console
	if (status >= 500 && typeof document !== "undefined") console.error(error);
	const [titleKey, bodyKey] = WORDS[status] ?? ["page.error.title", "page.error.body"];
	return (
		<section className="page error-page" data-status={status}>
			<title>{`${t(titleKey)} | ${t("brand")}`}</title>
			<p className="error-code">{status}</p>
			<h1>{t(titleKey)}</h1>
			<p>{t(bodyKey)}</p>
			{/* keyed by location: an error after a client-side navigation is not the request the server answered */}
			{status >= 500 ? <RequestReference key={key} /> : null}
			<Link to="/" className="button">
				{t("page.backHome")}
			</Link>
		</section>
	);
}

/** A route module's ErrorBoundary: `export const ErrorBoundary = RouteErrorBoundary;` */
export function RouteErrorBoundary() {
	return <ErrorView error={useRouteError()} />;
}
