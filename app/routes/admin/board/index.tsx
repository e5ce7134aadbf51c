// /admin/board (staff, staff_admin; spec section 6 "manage board posts"): every post, newest first,
// with its kind, languages, state and the buttons to publish or withdraw it. Adding and editing are on
// /admin/board/new and /admin/board/:id. Publishing clears the public page cache (posts.server.ts).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { formatDate } from "#app/i18n/format.ts";
import { listAllPosts, setPublished } from "#app/board/posts.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { badRequest, notFound } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

const NOTICES = ["saved", "published", "unpublished", "deleted"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const done = new URL(request.url).searchParams.get("done");
	return {
		notice: NOTICES.find((n) => n === done) ?? null,
		posts: listAllPosts().map((p) => ({
			id: p.id,
			kind: p.kind,
			title: p.titleKr,
			languages: ["kr", p.titleEn ? "en" : null, p.titleVn ? "vn" : null].filter(Boolean) as string[],
			published: p.published,
			pinned: p.pinned,
			popup: p.popup,
			hasImage: Boolean(p.imageFileId),
			created: formatDate(p.createdAt, locale),
		})),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = formData.get("intent");
	if (intent !== "publish" && intent !== "unpublish") throw badRequest();
	// publishing twice is publishing once: the state is set, not toggled
	if (!setPublished(String(formData.get("id") ?? ""), intent === "publish")) throw notFound();
	return redirect(`/admin/board?done=${intent === "publish" ? "published" : "unpublished"}`, 303);
}

export default function BoardDesk({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { posts, notice } = loaderData;
	const busy = useNavigation().state === "submitting";
	const label = (key: string) => t(`boardDesk.${key}`);
	return (
		<Page
			titleKey="boardDesk.title"
			lead={label("intro")}
			actions={
				<Link to="/admin/board/new" className="button" data-testid="board-new">
					{label("new")}
				</Link>
			}
		>
			<div className="stack">
				{notice ? (
					<p className="alert alert-success" role="status" data-testid="board-notice">
						{label(`done.${notice}`)}
					</p>
				) : null}
				{posts.length === 0 ? (
					<p className="muted" data-testid="board-none">
						{label("none")}
					</p>
				) : (
					<div className="table-wrap">
						<table className="table table-stack" data-testid="board-table">
							<caption className="visually-hidden">{label("title")}</caption>
							<thead>
								<tr>
									<th scope="col">{label("kind")}</th>
									<th scope="col">{label("postTitle")}</th>
									<th scope="col">{label("languages")}</th>
									<th scope="col">{label("created")}</th>
									<th scope="col">{label("state")}</th>
									<th scope="col">
										<span className="visually-hidden">{label("change")}</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{posts.map((p) => (
									<tr key={p.id} data-testid="board-row" data-published={p.published ? "true" : "false"}>
										<td data-label={label("kind")}>{t(`board.kinds.${p.kind}`)}</td>
										<td data-label={label("postTitle")}>
											<Link to={`/admin/board/${p.id}`}>{p.title}</Link>
											<div className="cluster small">
												{p.pinned ? <span className="badge badge-brand">{label("pinned")}</span> : null}
												{p.popup ? <span className="badge badge-warning">{label("popup")}</span> : null}
												{p.hasImage ? <span className="badge badge-neutral">{label("image")}</span> : null}
											</div>
										</td>
										<td data-label={label("languages")}>{p.languages.map((l) => t(`languages.${l}`)).join(", ")}</td>
										<td data-label={label("created")} className="nowrap">
											{p.created}
										</td>
										<td data-label={label("state")}>
											<span className={`badge ${p.published ? "badge-success" : "badge-neutral"}`}>
												{label(p.published ? "published" : "draft")}
											</span>
										</td>
										<td data-label={label("change")}>
											<Form method="post">
												<input type="hidden" name="id" value={p.id} />
												<IntentInput value={p.published ? "unpublish" : "publish"} />
												<button
													type="submit"
													className="button button-secondary button-sm"
													disabled={busy}
													data-testid={p.published ? "board-unpublish" : "board-publish"}
												>
													{label(p.published ? "unpublish" : "publish")}
												</button>
											</Form>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
