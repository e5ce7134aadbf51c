// One post as visitors read it: title, date, the "shown in Korean" note when the reader's language is
// missing, the picture and the sanitised HTML (app/board/markdown.server.ts made it safe).
import type { TFunction } from "#app/i18n/translator.ts";
import type { PostShown } from "../post-view.ts";

export function PostArticle({
	post,
	t,
	headingLevel = 2,
}: {
	post: PostShown;
	t: TFunction;
	headingLevel?: 1 | 2 | 3;
}) {
	const Heading = `h${headingLevel}` as "h1" | "h2" | "h3";
	return (
		<article className="board-post">
			{/* Korean text shown in its place is marked as Korean for screen readers (the note is in the page's language) */}
			<Heading className="board-post-title" lang={post.fallback ? "ko" : undefined}>
				{post.title}
			</Heading>
			<p className="small muted">
				{t(`board.kinds.${post.kind}`)} · <time dateTime={post.iso}>{post.date}</time>
			</p>
			{post.fallback ? (
				<p className="alert alert-info small" data-testid="board-fallback">
					{t("board.fallback")}
				</p>
			) : null}
			{post.image ? <img src={post.image} alt="" className="board-post-image" loading="lazy" /> : null}
			{/* sanitised on the server: script, event handlers and javascript: URLs cannot reach here */}
			<div
				className="board-post-body"
				lang={post.fallback ? "ko" : undefined}
				dangerouslySetInnerHTML={{ __html: post.html }}
			/>
		</article>
	);
}
