// /admin/board/new and /admin/board/:id (staff, staff_admin; spec section 2 "board post add and edit"
// dialog, as a page): a post's kind, its title and Markdown content in Korean (required) and in English
// and Vietnamese (optional), an image, and whether it is published, pinned and the home page's pop-up.
// Title and content are required (spec sections 5 and 8): a 400 with the message, nothing stored. The
// form is multipart for the image; without JavaScript it is a plain POST that re-renders or redirects.
// Deleting asks first (decision 047).
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/edit";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { CONFIRM_REQUIRED_KEY, isConfirmed } from "#app/components/confirm-action-field.ts";
import { ErrorList, IntentInput, controlProps, fieldState } from "#app/components/forms.tsx";
import { BOARD_IMAGE_PATH } from "#app/board/markdown.server.ts";
import { MAX_BOARD_IMAGE_BYTES, keepBoardImage } from "#app/board/images.server.ts";
import { MAX_CONTENT, MAX_TITLE, POST_KINDS, POST_LOCALES } from "#app/board/codes/kinds.ts";
import { PostSchema } from "#app/board/post-form.ts";
import { createPost, deletePost, getPost, updatePost } from "#app/board/posts.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { discardFile, receiveUpload } from "#app/storage/receive.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

const NEW = "new";
const BOARD_ONCE = "board-post";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	if (params.id === NEW) return { post: null, onceKey: newOnceKey() };
	const post = getPost(params.id);
	if (!post) throw notFound();
	return {
		onceKey: newOnceKey(),
		post: {
			id: post.id,
			kind: post.kind,
			titleKr: post.titleKr,
			contentKr: post.contentKr,
			titleEn: post.titleEn ?? "",
			contentEn: post.contentEn ?? "",
			titleVn: post.titleVn ?? "",
			contentVn: post.contentVn ?? "",
			pinned: post.pinned,
			popup: post.popup,
			published: post.published,
			image: post.imageKey ? `${BOARD_IMAGE_PATH}${post.imageKey}` : null,
		},
	};
}

type ActionData = { result: SubmissionResult<string[]> };

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const existing = params.id === NEW ? null : getPost(params.id);
	if (params.id !== NEW && !existing) throw notFound();
	const form = await receiveUpload(request, {
		field: "image",
		maxBytes: MAX_BOARD_IMAGE_BYTES,
		accept: ["png", "jpeg"],
	});
	await ensurePrimary();
	const fields = form.fields;
	const intent = fields.get("intent");

	if (intent === "delete") {
		await discardFile(form.file);
		if (!existing) throw badRequest();
		if (!isConfirmed(fields)) {
			return rejected<ActionData>({ result: { status: "error", error: { "": [CONFIRM_REQUIRED_KEY] } } });
		}
		deletePost(existing.id);
		return redirect("/admin/board?done=deleted", 303);
	}
	if (intent !== "save") {
		await discardFile(form.file);
		throw badRequest();
	}
	let onceKey = "";
	if (!existing) {
		try {
			onceKey = freshOnceKey(fields, BOARD_ONCE);
		} catch (thrown) {
			await discardFile(form.file);
			throw thrown;
		}
	}
	const submission = parseWithZod(fields, { schema: PostSchema });
	// a file that is not a picture is the image field's message; "required" only means none was sent
	const imageError = form.error && form.error !== "required" ? `boardDesk.errors.image.${form.error}` : null;
	if (submission.status !== "success" || imageError) {
		await discardFile(form.file);
		const reply = submission.reply();
		return rejected<ActionData>({
			result: imageError ? { ...reply, status: "error", error: { ...reply.error, image: [imageError] } } : reply,
		});
	}
	let imageFileId: string | null | undefined = submission.value.removeImage ? null : undefined;
	if (form.file) {
		imageFileId = await keepBoardImage(form.file, user.id);
		if (!imageFileId) {
			return rejected<ActionData>({
				result: { ...submission.reply(), status: "error", error: { image: ["boardDesk.errors.image.unreadable"] } },
			});
		}
	}
	if (!existing) {
		const outcome = createPost(submission.value, { userId: user.id, onceKey, imageFileId: imageFileId ?? null });
		return redirect(outcome.redirectTo, 303);
	}
	updatePost(existing.id, submission.value, imageFileId);
	return redirect(`/admin/board?done=${submission.value.published ? "published" : "saved"}`, 303);
}

export default function BoardPostEdit({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { post, onceKey } = loaderData;
	const busy = useNavigation().state === "submitting";
	const [form, fields] = useForm<z.input<typeof PostSchema>, z.output<typeof PostSchema>>({
		id: "board-post",
		lastResult: (actionData as ActionData | undefined)?.result,
		// the checkboxes keep their own defaultChecked (Conform's defaults are strings)
		defaultValue: post
			? {
					kind: post.kind,
					titleKr: post.titleKr,
					contentKr: post.contentKr,
					titleEn: post.titleEn,
					contentEn: post.contentEn,
					titleVn: post.titleVn,
					contentVn: post.contentVn,
				}
			: { kind: "notice" },
		// validated by the action only (no zod in the browser)
	});
	const label = (key: string) => t(`boardDesk.${key}`);
	const formFields = { id: form.id, fields: fields as never };
	const text = (name: string, multiline: boolean) => {
		const f = fieldState(formFields, name);
		const props = controlProps(f);
		return (
			<div className="field" data-invalid={f.errors?.length ? "" : undefined}>
				<label htmlFor={f.id}>{label(multiline ? "content" : "postTitle")}</label>
				{multiline ? (
					<textarea key={f.key} {...props} rows={8} maxLength={MAX_CONTENT} data-testid={`board-${name}`} />
				) : (
					<input key={f.key} {...props} type="text" maxLength={MAX_TITLE} data-testid={`board-${name}`} />
				)}
				<ErrorList id={f.errorId} errors={f.errors} />
			</div>
		);
	};
	const check = (name: "pinned" | "popup" | "published") => (
		<label className="check">
			<input
				type="checkbox"
				name={name}
				defaultChecked={Boolean(post?.[name])}
				key={`${name}-${String(post?.[name])}`}
				data-testid={`board-${name}`}
			/>
			<span>{label(`${name}Check`)}</span>
		</label>
	);
	const kind = fieldState(formFields, "kind");
	const image = fieldState(formFields, "image");
	return (
		<Page
			titleKey={post ? "boardDesk.editTitle" : "boardDesk.newTitle"}
			lead={label("markdownHint")}
			actions={<Link to="/admin/board">{label("back")}</Link>}
		>
			<div className="stack">
				<Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card">
					<div className="card-body stack">
						<IntentInput value="save" />
						<input type="hidden" name="onceKey" value={onceKey} />
						<div className="field">
							<label htmlFor={kind.id}>{label("kind")}</label>
							<select key={kind.key} {...controlProps(kind)} data-testid="board-kind">
								{POST_KINDS.map((k) => (
									<option key={k} value={k}>
										{t(`board.kinds.${k}`)}
									</option>
								))}
							</select>
							<ErrorList id={kind.errorId} errors={kind.errors} />
						</div>
						{POST_LOCALES.map((l) => {
							const suffix = l === "kr" ? "Kr" : l === "en" ? "En" : "Vn";
							return (
								<fieldset key={l} className="stack">
									<legend>
										{t(`languages.${l}`)} {l === "kr" ? label("required") : label("optional")}
									</legend>
									{text(`title${suffix}`, false)}
									{text(`content${suffix}`, true)}
								</fieldset>
							);
						})}
						<div className="field" data-invalid={image.errors?.length ? "" : undefined}>
							<label htmlFor={image.id}>{label("image")}</label>
							<input
								id={image.id}
								name="image"
								type="file"
								accept="image/png,image/jpeg"
								aria-describedby={`${image.id}-hint${image.errors?.length ? ` ${image.errorId}` : ""}`}
								data-testid="board-image"
							/>
							<p className="field-hint" id={`${image.id}-hint`}>
								{label("imageHint")}
							</p>
							<ErrorList id={image.errorId} errors={image.errors} />
							{post?.image ? (
								<div className="stack">
									<img src={post.image} alt={label("currentImage")} className="board-thumb" width={240} />
									<label className="check">
										<input type="checkbox" name="removeImage" />
										<span>{label("removeImage")}</span>
									</label>
								</div>
							) : null}
						</div>
						{check("published")}
						{check("pinned")}
						{check("popup")}
						<ErrorList id={form.errorId} errors={form.errors} />
					</div>
					<div className="card-footer form-actions">
						<button type="submit" className="button" disabled={busy} data-testid="board-save">
							{label("save")}
						</button>
					</div>
				</Form>
				{post ? (
					<Form method="post" className="card">
						<div className="card-body">
							<IntentInput value="delete" />
							<ConfirmAction
								label={label("delete")}
								title={label("deleteQuestion")}
								effects={[label("deleteEffect")]}
								mails={[]}
								danger
								disabled={busy}
								testId="board-delete"
							/>
						</div>
					</Form>
				) : null}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
