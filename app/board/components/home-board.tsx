// The home page's board parts (spec section 2: "news, track record"; section 9: a pop-up hidden for a
// week): the latest news as links, the track record as cards, and the notice pop-up staff switched on.
// The pop-up is a plain element shown on first paint (no script), dismissed for a week by a form POST
// (app/routes/board/popup.ts) or for this view by its close link (a CSS :target rule, no JavaScript).
// Its data comes from homeBoard() (app/board/public.server.ts) through the home loader.
import type { TFunction } from "#app/i18n/translator.ts";
import { Link } from "#app/utils/link.tsx";
import type { PostRow, PostShown } from "../post-view.ts";

export type HomeBoardData = { news: PostRow[]; records: PostShown[]; popup: PostShown | null };

export function HomeBoard({ board, t }: { board: HomeBoardData; t: TFunction }) {
	return (
		<>
			{board.popup ? (
				<>
					{/* the close link's target: while the URL's hash names it, CSS hides the pop-up that follows */}
					<span id="notice-popup-closed" className="notice-popup-anchor" />
					<NoticePopup post={board.popup} t={t} />
				</>
			) : null}
			<section className="home-section home-board" aria-labelledby="home-news-title" data-testid="home-board">
				<div className="home-news">
					<h2 id="home-news-title">{t("home.newsTitle")}</h2>
					{board.news.length === 0 ? (
						<p className="muted">{t("board.home.noNews")}</p>
					) : (
						<ul className="board-list">
							{board.news.map((n) => (
								<li key={n.id} data-testid="home-news-item">
									<Link to={`/eventlist/${n.id}`} className="board-list-link">
										<span className="board-list-title">{n.title}</span>
										<time dateTime={n.iso} className="small muted">
											{n.date}
										</time>
									</Link>
								</li>
							))}
						</ul>
					)}
					<p className="small">
						<Link to="/eventlist">{t("board.home.allPosts")}</Link>
					</p>
				</div>
				{board.records.length > 0 ? (
					<div className="home-records">
						<h2>{t("board.home.records")}</h2>
						<ul className="record-grid">
							{board.records.map((r) => (
								<li key={r.id} className="card record-card" data-testid="home-record">
									{r.image ? <img src={r.image} alt="" loading="lazy" className="record-image" /> : null}
									<div className="card-body">
										<h3>
											<Link to={`/eventlist/${r.id}`}>{r.title}</Link>
										</h3>
										<p className="small muted">
											<time dateTime={r.iso}>{r.date}</time>
										</p>
									</div>
								</li>
							))}
						</ul>
					</div>
				) : null}
			</section>
		</>
	);
}

function NoticePopup({ post, t }: { post: PostShown; t: TFunction }) {
	return (
		// a non-modal notice at the bottom of the screen: the page stays usable and readable behind it
		<aside id="notice-popup" className="notice-popup" aria-labelledby="notice-popup-title" data-testid="notice-popup">
			<div className="notice-popup-inner">
				<p className="small muted">{t("board.popup.label")}</p>
				<h2 id="notice-popup-title" className="notice-popup-title">
					<Link to={`/eventlist/${post.id}`}>{post.title}</Link>
				</h2>
				{post.fallback ? <p className="small muted">{t("board.fallback")}</p> : null}
				{post.image ? <img src={post.image} alt="" className="notice-popup-image" /> : null}
				<div className="notice-popup-body board-post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
				<div className="cluster">
					<form method="post" action="/board/popup">
						<input type="hidden" name="postId" value={post.id} />
						<input type="hidden" name="back" value="/" />
						<button type="submit" className="button button-secondary button-sm" data-testid="popup-hide-week">
							{t("board.popup.hideWeek")}
						</button>
					</form>
					<a href="#notice-popup-closed" className="button button-ghost button-sm" data-testid="popup-close">
						{t("board.popup.close")}
					</a>
				</div>
			</div>
		</aside>
	);
}
