// /eventlist (public; spec section 2 "Event list (title, creation date)"): the published board posts,
// pinned first then newest, 5 a page (spec section 9), all kinds or one (?kind=). Plain links: the
// kind and the page live in the URL, so it works without JavaScript.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Pager } from "#app/components/pager.tsx";
import { POST_KINDS, isPostKind } from "#app/board/codes/kinds.ts";
import { listPublished } from "#app/board/posts.server.ts";
import { postRow } from "#app/board/public.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeFromContext(context);
	const params = new URL(request.url).searchParams;
	const kindParam = params.get("kind");
	const kind = isPostKind(kindParam) ? kindParam : null;
	const list = listPublished({ kind, page: Number(params.get("page") ?? 1) });
	return { kind, page: list.page, pages: list.pages, posts: list.posts.map((p) => postRow(p, locale)) };
}

const listLink = (kind: string | null, page = 1) => {
	const q = new URLSearchParams();
	if (kind) q.set("kind", kind);
	if (page > 1) q.set("page", String(page));
	const s = q.toString();
	return s ? `/eventlist?${s}` : "/eventlist";
};

export default function EventList({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { posts, kind, page, pages } = loaderData;
	return (
		<Page titleKey="page.events.title" lead={t("board.listLead")}>
			<div className="stack">
				<nav className="tabs" aria-label={t("board.kindsLabel")}>
					<Link to={listLink(null)} aria-current={kind === null ? "page" : undefined}>
						{t("board.all")}
					</Link>
					{POST_KINDS.map((k) => (
						<Link key={k} to={listLink(k)} aria-current={kind === k ? "page" : undefined} data-kind={k}>
							{t(`board.kindsPlural.${k}`)}
						</Link>
					))}
				</nav>
				{posts.length === 0 ? (
					<EmptyState title={t("page.events.empty")} />
				) : (
					<ul className="board-list" data-testid="event-list">
						{posts.map((p) => (
							<li key={p.id} data-testid="event-row">
								<Link to={`/eventlist/${p.id}`} className="board-list-link">
									<span className="board-list-title">
										{p.pinned ? <span className="badge badge-brand">{t("board.pinned")}</span> : null}{" "}
										<span className="badge badge-neutral">{t(`board.kinds.${p.kind}`)}</span> {p.title}
									</span>
									<time dateTime={p.iso} className="small muted">
										{p.date}
									</time>
								</Link>
							</li>
						))}
					</ul>
				)}
				<Pager page={page} pageCount={pages} pageLink={(n) => listLink(kind, n)} testId="event-pager" />
				<p className="small">
					<a href="/eventlist/rss">{t("board.rss")}</a>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
