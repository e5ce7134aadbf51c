// The post form at /admin/board/new and /admin/board/:id (spec section 5: "Board post: title and
// content required"; section 8: "Board: title and content required."). Korean is required, English
// and Vietnamese optional, but a language is either both title and content or neither. Messages are
// translation keys. Shared by the action and its tests.
import { z } from "zod";
import { lineText, multilineText } from "#app/text/free-text-schema.ts";
import { MAX_CONTENT, MAX_TITLE, POST_KINDS } from "./codes/kinds.ts";

const REQUIRED = "boardDesk.errors.required";
const TOO_LONG = "boardDesk.errors.tooLong";

const title = () => lineText({ error: REQUIRED }).trim().max(MAX_TITLE, TOO_LONG);
const content = () => multilineText({ error: REQUIRED }).trim().max(MAX_CONTENT, TOO_LONG);
// a ticked box sends "on", an unticked one nothing
const checkbox = z
	.enum(["on"])
	.optional()
	.transform((v) => v === "on");

export const PostSchema = z
	.object({
		kind: z.enum(POST_KINDS, { error: "boardDesk.errors.kind" }),
		titleKr: title().min(1, REQUIRED),
		contentKr: content().min(1, REQUIRED),
		titleEn: title().optional(),
		contentEn: content().optional(),
		titleVn: title().optional(),
		contentVn: content().optional(),
		pinned: checkbox,
		popup: checkbox,
		published: checkbox,
		removeImage: checkbox,
	})
	.superRefine((v, ctx) => {
		for (const [t, c] of [
			["titleEn", "contentEn"],
			["titleVn", "contentVn"],
		] as const) {
			// a translation is a title and its content together: one without the other is the same message
			if (v[t] && !v[c]) ctx.addIssue({ code: "custom", path: [c], message: REQUIRED });
			if (v[c] && !v[t]) ctx.addIssue({ code: "custom", path: [t], message: REQUIRED });
		}
	});

export type PostInput = z.output<typeof PostSchema>;
