// /eventlist/:id (public; spec section 2 "Single event"): one published post in the reader's language
// (Korean when missing, and it says so). An unpublished or deleted post is 404, like one that never was.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/detail";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { PostArticle } from "#app/board/components/post-article.tsx";
import { postPlainText } from "#app/board/markdown.server.ts";
import { getPublishedPost } from "#app/board/posts.server.ts";
import { postShown } from "#app/board/public.server.ts";
import { postInLocale } from "#app/board/post-view.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { notFound } from "#app/utils/replies.server.ts";

export function loader({ params, context }: Route.LoaderArgs) {
	const post = getPublishedPost(params.id);
	if (!post) throw notFound();
	const locale = localeFromContext(context);
	return { post: postShown(post, locale), description: postPlainText(postInLocale(post, locale).content, 160) };
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { post, description } = loaderData;
	return (
		<section className="page page-narrow">
			<title>{`${post.title} | ${t("brand")}`}</title>
			<meta name="description" content={description} />
			<PostArticle post={post} t={t} headingLevel={1} />
			<p>
				<Link to="/eventlist">{t("board.backToList")}</Link>
			</p>
		</section>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
