// The one error view (issue 11): the root and every screen's route module show it, so an error
// inside a screen keeps the header, the menu and the layout around it. The status and the body's
// reason (app/utils/replies.server.ts) choose the translated words; anything unexpected is a generic
// failure with no detail (the detail goes to the server log).
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

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
	const status = isRouteErrorResponse(error) ? error.status : 500;
	if (status >= 500) console.error(error);
	const [titleKey, bodyKey] = WORDS[status] ?? ["page.error.title", "page.error.body"];
	return (
		<section className="page error-page" data-status={status}>
			<title>{`${t(titleKey)} | ${t("brand")}`}</title>
			<p className="error-code">{status}</p>
			<h1>{t(titleKey)}</h1>
			<p>{t(bodyKey)}</p>
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
