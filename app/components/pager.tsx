import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";

/**
 * Previous / page N of M / next for a paged list, as plain links (no JavaScript needed; the page lives
 * in the URL); nothing for a single page.
 */
export function Pager({
	page,
	pageCount,
	pageLink,
	testId,
}: {
	page: number;
	pageCount: number;
	pageLink: (n: number) => string;
	testId?: string;
}) {
	const { t } = useTranslation();
	if (pageCount <= 1) return null;
	return (
		<nav className="pager" aria-label={t("pager.pages")} data-testid={testId}>
			{page > 1 ? (
				<Link to={pageLink(page - 1)} rel="prev">
					{t("pager.previous")}
				</Link>
			) : null}
			<span data-testid="page-of">{t("pager.pageOf", { page, pageCount })}</span>
			{page < pageCount ? (
				<Link to={pageLink(page + 1)} rel="next">
					{t("pager.next")}
				</Link>
			) : null}
		</nav>
	);
}
