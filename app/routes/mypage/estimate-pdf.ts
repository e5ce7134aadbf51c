// GET /mypage/estimate/:id/pdf: the quote as a PDF download, in the page's language (or ?lang=kr|en|vn).
// The estimate must be the user's company's (getEstimateFor answers 404 otherwise, so another company
// cannot even learn the id exists). Never cached: the number's prefix and the price change with the
// estimate's status.
import type { Route } from "./+types/estimate-pdf";
import { requireUser } from "#app/auth/guard.server.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { wantsPage, withPageForRefusal } from "#app/utils/resource-errors.server.ts";
import { withFailureMessage } from "#app/observability/failures.server.ts";
import { redirect } from "react-router";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	// a browser refused the file sees the estimate page's own "not found", not a JSON body
	return withPageForRefusal(request, `/mypage/estimate/${encodeURIComponent(params.id)}`, () =>
		quotePdf({ request, context, params }),
	);
}

async function quotePdf({ request, context, params }: Pick<Route.LoaderArgs, "request" | "context" | "params">) {
	const user = await requireUser(request, context);
	const estimate = getEstimateFor(user, params.id);
	const lang = new URL(request.url).searchParams.get("lang");
	const locale = isLocale(lang) ? lang : localeFromContext(context);
	// the renderer and its fonts load only when a PDF is asked for (decision 038)
	const { quotePdfFileName, renderQuotePdf } = await import("#app/pdf/quote-pdf.server.tsx");
	// spec section 8's "quote export error": a browser goes back to the estimate with the message, a
	// script gets a 500; never the generic error view
	const pdf = await withFailureMessage(
		"quote export",
		() => renderQuotePdf(estimate, locale),
		() => null,
	);
	if (pdf === null) {
		if (wantsPage(request)) throw redirect(`/mypage/estimate/${encodeURIComponent(estimate.id)}?pdf=failed`);
		return new Response("quote export failed", {
			status: 500,
			headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
		});
	}
	return new Response(new Uint8Array(pdf), {
		headers: {
			"Content-Type": "application/pdf",
			"Content-Disposition": `attachment; filename="${quotePdfFileName(estimate)}"`,
			"Content-Length": String(pdf.length),
			"Cache-Control": "private, no-store",
			"X-Content-Type-Options": "nosniff",
		},
	});
}
