// /quote/share/:token: one quote, read-only, for whoever received the "quote PDF by mail" link (issue
// 10). No sign-in: the unguessable token is the key (app/quotes/share.server.ts). An unknown, tampered,
// expired or revoked token, or a deleted quote, is the same 404. The page shows this quote only (no
// other company's prices, no other options), offers no actions, and asks search engines and the
// browser not to keep or pass on the address (noindex, no referrer, no store).
import { eq } from "drizzle-orm";
import { useTranslation } from "#app/i18n/react.tsx";
import { data } from "react-router";
import type { Route } from "./+types/share";
import { formatCalendarDate, formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { QuoteOptionView } from "#app/quotes/components/quote-option.tsx";
import { StatusLabel } from "#app/quotes/components/status-label.tsx";
import { findPlace, placeLabel } from "#app/places/places.server.ts";
import { findSharedQuote } from "#app/quotes/share.server.ts";
import { Page } from "#app/shell/page.tsx";
import { notFound } from "#app/utils/replies.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { getDb } from "#db/client.ts";
import { companies } from "#db/schema.ts";

/** Headers of every answer of this route, the 404 included. */
export const PRIVATE_HEADERS = {
	"X-Robots-Tag": "noindex, nofollow",
	"Referrer-Policy": "no-referrer",
	"Cache-Control": "private, no-store",
} as const;

export function loader({ params, context }: Route.LoaderArgs) {
	const shared = findSharedQuote(params.token);
	if (!shared) throw notFound(PRIVATE_HEADERS);
	const { estimate: e, sender, expiresAt } = shared;
	const locale = localeFromContext(context);
	const company = getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, e.companyId)).get();
	return data(
		{
			quote: {
				number: e.number,
				status: e.status,
				mode: e.mode,
				direction: e.direction,
				origin: placeLabel(e.origin, locale),
				destination: placeLabel(e.destination, locale),
				readyDate: e.readyDate,
				incoterms: e.incoterms,
				validUntil: e.validUntil,
				// only the option the customer chose; never the other carriers' prices
				option: e.option,
			},
			vietnamLane: [e.origin, e.destination].some((code) => findPlace(code)?.countryCode === "VN"),
			sender: { name: sender.name, company: company?.name ?? null },
			linkExpires: expiresAt.getTime(),
			locale,
			quoteExpired: e.validUntil !== null && e.validUntil < seoulToday(),
		},
		{ headers: PRIVATE_HEADERS },
	);
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
	return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
	{ name: "robots", content: "noindex, nofollow" },
	{ name: "referrer", content: "no-referrer" },
];

export default function SharedQuote({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { quote: q, sender, locale } = loaderData;
	return (
		<Page
			titleKey="quoteShare.title"
			lead={sender.company ? t("quoteShare.sharedBy", { sender: sender.name, company: sender.company }) : null}
		>
			<div className="stack" data-testid="shared-quote">
				<p className="alert alert-info" role="status">
					{t("quoteShare.readOnly")}{" "}
					{t("quoteShare.linkExpires", { date: formatDateTime(loaderData.linkExpires, locale) })}
				</p>
				{loaderData.quoteExpired && q.validUntil ? (
					<p className="alert alert-warning" role="status" data-testid="shared-quote-expired">
						{t("quoteShare.quoteExpired", { date: formatCalendarDate(q.validUntil, locale) })}
					</p>
				) : null}
				<dl className="facts" data-testid="estimate-facts">
					<dt>{t("estimate.detail.number")}</dt>
					<dd data-testid="estimate-number">{q.number}</dd>
					<dt>{t("estimate.detail.status")}</dt>
					<dd>
						<StatusLabel status={q.status} />
					</dd>
					<dt>{t("estimate.detail.route")}</dt>
					<dd data-testid="estimate-route">
						{q.origin} → {q.destination}
					</dd>
					<dt>{t("estimate.detail.mode")}</dt>
					<dd>
						{t(`pricing.modes.${q.mode}`)} · {t(`pricing.directions.${q.direction}`)}
					</dd>
					<dt>{t("estimate.detail.readyDate")}</dt>
					<dd>{formatCalendarDate(q.readyDate, locale)}</dd>
					{q.incoterms ? (
						<>
							<dt>{t("estimate.detail.incoterms")}</dt>
							<dd>{q.incoterms}</dd>
						</>
					) : null}
				</dl>
				{q.option ? (
					<QuoteOptionView option={q.option} locale={locale} showVnd={loaderData.vietnamLane} headingLevel={2} />
				) : (
					<p className="muted">{t("estimate.detail.notPriced")}</p>
				)}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
