// The customer's B/L requests and the staff's answers (spec section 4 "B/L flow",
// section 8 B/L messages): B/L issue, one check-B/L correction carrying a modified file, surrender.
// The rules are bl-flow.ts's; every request and answer is a document_requests row and an audit entry
// in one transaction, behind a one-time key, and the unique index on (estimate, kind) decides
// "already requested" when two requests race past the rule.
import { and, asc, eq } from "drizzle-orm";
import { cleanText } from "#app/text/free-text.ts";
import { alias } from "drizzle-orm/sqlite-core";
import type { SessionUser } from "#app/auth/session.server.ts";
import { exactlyOnceOr, isDuplicateKey } from "#app/utils/once.server.ts";
import { type RefusalKinds, refuse } from "#app/utils/refusal.ts";
import { insertionOrder } from "#db/insertion-order.ts";
import { type Tx, getDb } from "#db/client.ts";
import { isStaff } from "#db/roles.ts";
import { documentRequests, partnerCompanies, shipmentDocuments, storedFiles, users } from "#db/schema.ts";
import { recordDocumentEvent } from "./audit.server.ts";
import {
	ANSWER_NOTE_MAX,
	type BlRefusal,
	type BlRequestKind,
	type FlowState,
	isBlRequestKind,
	mayRequestBlIssue,
	mayRequestCorrection,
	mayRequestSurrender,
} from "./bl-flow.ts";
import type { IssuedKind, RequestKind } from "./codes/codes.ts";
import { actorFromDb, issuedKindsOf, shipmentRowFor } from "./issued.server.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";

export const BL_ONCE_PURPOSE: Record<BlRequestKind | "answer", string> = {
	bl_issue: "bl-issue",
	check_bl_correction: "bl-correction",
	surrender: "bl-surrender",
	answer: "bl-answer",
};

export type RequestRow = {
	id: string;
	kind: RequestKind;
	status: "requested" | "done" | "declined";
	createdAt: Date;
	requestedByName: string | null;
	answeredAt: Date | null;
	answeredByName: string | null;
	answerNote: string | null;
	partnerCompanyName: string | null;
	assignedAt: Date | null;
	/** the correction's modified file (a shipment document of kind check_bl_modified) */
	modifiedDocumentId: string | null;
	modifiedFileName: string | null;
};

/** Every request of the shipment (all kinds), oldest first. */
export function listRequests(estimateId: string): RequestRow[] {
	const requester = alias(users, "requester");
	const answerer = alias(users, "answerer");
	return getDb()
		.select({
			id: documentRequests.id,
			kind: documentRequests.kind,
			status: documentRequests.status,
			createdAt: documentRequests.createdAt,
			requestedByName: requester.name,
			answeredAt: documentRequests.answeredAt,
			answeredByName: answerer.name,
			answerNote: documentRequests.answerNote,
			partnerCompanyName: partnerCompanies.name,
			assignedAt: documentRequests.assignedAt,
			modifiedDocumentId: shipmentDocuments.id,
			modifiedFileName: storedFiles.name,
		})
		.from(documentRequests)
		.leftJoin(requester, eq(requester.id, documentRequests.requestedBy))
		.leftJoin(answerer, eq(answerer.id, documentRequests.answeredBy))
		.leftJoin(partnerCompanies, eq(partnerCompanies.id, documentRequests.partnerCompanyId))
		.leftJoin(
			shipmentDocuments,
			and(eq(shipmentDocuments.requestId, documentRequests.id), eq(shipmentDocuments.kind, "check_bl_modified")),
		)
		.leftJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.where(eq(documentRequests.estimateId, estimateId))
		.orderBy(asc(documentRequests.createdAt), asc(insertionOrder(documentRequests)))
		.all();
}

/** What bl-flow.ts judges from: the shipment's requests and live issued kinds, as the transaction sees them. */
export function flowStateOf(db: Pick<Tx, "select">, estimateId: string): FlowState {
	const requests = db
		.select({ kind: documentRequests.kind, status: documentRequests.status })
		.from(documentRequests)
		.where(eq(documentRequests.estimateId, estimateId))
		.all();
	const issued: IssuedKind[] = issuedKindsOf([estimateId]).get(estimateId) ?? [];
	return { requests, issued };
}

export type BlOutcome =
	{ ok: true; repeated: boolean; redirectTo: string } | { ok: false; reason: BlRefusal | "notFound" | "forbidden" };

const ALREADY: Record<BlRequestKind, BlRefusal> = {
	bl_issue: "alreadyIssue",
	check_bl_correction: "alreadyCorrection",
	surrender: "alreadySurrender",
};

function insertRequest(
	tx: Tx,
	row: {
		id: string;
		estimateId: string;
		companyId: string;
		kind: BlRequestKind;
		requestedBy: string;
		fileId?: string | null;
		now: Date;
	},
) {
	try {
		tx.insert(documentRequests)
			.values({
				id: row.id,
				estimateId: row.estimateId,
				companyId: row.companyId,
				kind: row.kind,
				requestedBy: row.requestedBy,
				fileId: row.fileId ?? null,
				createdAt: row.now,
			})
			.run();
	} catch (error) {
		// the unique index: another request of this kind landed after the rule looked
		if (isDuplicateKey(error)) refuse<BlRefusal>(ALREADY[row.kind]);
		throw error;
	}
}

function runOnce(onceKey: string, purpose: string, effect: (tx: Tx) => void, redirectTo: string): BlOutcome {
	const outcome = exactlyOnceOr<undefined, BlRefusal>(onceKey, purpose, (tx) => {
		effect(tx);
		return { redirectTo };
	});
	return outcome.ok
		? { ok: true, repeated: outcome.repeated, redirectTo: outcome.redirectTo }
		: { ok: false, reason: outcome.refused };
}

/** The customer asks for B/L issue or surrender (no file): an ordinary action, no command needed. */
export function requestBl(
	user: SessionUser,
	input: { estimateId: string; kind: "bl_issue" | "surrender"; onceKey: string; redirectTo: string },
): BlOutcome {
	if (user.role !== "customer") return { ok: false, reason: "forbidden" };
	const estimate = shipmentRowFor(user, input.estimateId);
	if (!estimate) return { ok: false, reason: "notFound" };
	const now = new Date();
	return runOnce(
		input.onceKey,
		BL_ONCE_PURPOSE[input.kind],
		(tx) => {
			const state = flowStateOf(tx, estimate.id);
			const verdict = input.kind === "bl_issue" ? mayRequestBlIssue(state) : mayRequestSurrender(state);
			if (!verdict.ok) refuse<BlRefusal>(verdict.reason);
			const id = crypto.randomUUID();
			insertRequest(tx, {
				id,
				estimateId: estimate.id,
				companyId: estimate.companyId,
				kind: input.kind,
				requestedBy: user.id,
				now,
			});
			recordDocumentEvent(tx, {
				estimateId: estimate.id,
				action: "request",
				actor: { id: user.id, role: user.role },
				requestId: id,
				kind: input.kind,
			});
		},
		input.redirectTo,
	);
}

export type CorrectionInput = {
	actorId: string;
	onceKey: string;
	estimateId: string;
	/** the modified file, already in the file store; null when none came (refused: "a modified file is needed") */
	file: { key: string; name: string; contentType: string; size: number } | null;
	redirectTo: string;
};

/**
 * The customer's check-B/L correction with its modified file: the metadata write after the upload,
 * a command (commands.server.ts). The file becomes a check_bl_modified document linked to the request.
 */
export function correctionRequest(input: CorrectionInput): BlOutcome {
	const actor = actorFromDb(input.actorId);
	if (!actor || actor.role !== "customer") return { ok: false, reason: "forbidden" };
	const estimate = shipmentRowFor(actor, input.estimateId);
	if (!estimate) return { ok: false, reason: "notFound" };
	const file = input.file;
	const now = new Date();
	const who = { id: actor.id, role: actor.role };
	return runOnce(
		input.onceKey,
		BL_ONCE_PURPOSE.check_bl_correction,
		(tx) => {
			const verdict = mayRequestCorrection(flowStateOf(tx, estimate.id), file !== null);
			if (!verdict.ok) refuse<BlRefusal>(verdict.reason);
			if (!file) refuse<BlRefusal>("fileNeeded");
			const fileId = recordStoredFile(tx, file, actor.id);
			const requestId = crypto.randomUUID();
			insertRequest(tx, {
				id: requestId,
				estimateId: estimate.id,
				companyId: estimate.companyId,
				kind: "check_bl_correction",
				requestedBy: actor.id,
				fileId,
				now,
			});
			const documentId = crypto.randomUUID();
			tx.insert(shipmentDocuments)
				.values({
					id: documentId,
					estimateId: estimate.id,
					companyId: estimate.companyId,
					kind: "check_bl_modified",
					fileId,
					origin: "customer",
					requestId,
					uploadedBy: actor.id,
					createdAt: now,
				})
				.run();
			recordDocumentEvent(tx, {
				estimateId: estimate.id,
				action: "upload",
				actor: who,
				documentId,
				requestId,
				kind: "check_bl_modified",
				fileHash: file.key,
			});
			recordDocumentEvent(tx, {
				estimateId: estimate.id,
				action: "request",
				actor: who,
				documentId,
				requestId,
				kind: "check_bl_correction",
				fileHash: file.key,
			});
		},
		input.redirectTo,
	);
}

export type AnswerRefusal = "notFound" | "forbidden" | "notBl" | "notPending" | "reasonRequired" | "hiddenCharacters";
export type AnswerOutcome = { ok: true; repeated: boolean; redirectTo: string } | { ok: false; reason: AnswerRefusal };

/** How a staff answer's refusal answers: a request not there (or not staff's) 404, answered meanwhile 409, the form's own mistakes 400. */
export const ANSWER_REFUSAL_KINDS: RefusalKinds<AnswerRefusal> = {
	notFound: "notFound",
	forbidden: "notFound",
	notBl: "badRequest",
	notPending: "conflict",
	reasonRequired: "badRequest",
	hiddenCharacters: "badRequest",
};

/**
 * Staff answer a B/L request: done (an optional note) or declined (a reason is required). Clearance
 * and insurance requests are answered by their certificates and the request queue, not here.
 */
export function answerRequest(
	user: SessionUser,
	input: {
		estimateId: string;
		requestId: string;
		answer: "done" | "declined";
		note: string;
		onceKey: string;
		redirectTo: string;
	},
): AnswerOutcome {
	if (!isStaff(user.role)) return { ok: false, reason: "forbidden" };
	// the shared free-text rule (app/text/free-text.ts): the note reaches the customer's page and mail
	const typed = cleanText(input.note, "multiline");
	if (!typed.ok) return { ok: false, reason: "hiddenCharacters" };
	const note = typed.value.slice(0, ANSWER_NOTE_MAX);
	if (input.answer === "declined" && !note) return { ok: false, reason: "reasonRequired" };
	const request = getDb()
		.select()
		.from(documentRequests)
		.where(and(eq(documentRequests.id, input.requestId), eq(documentRequests.estimateId, input.estimateId)))
		.get();
	if (!request) return { ok: false, reason: "notFound" };
	if (!isBlRequestKind(request.kind)) return { ok: false, reason: "notBl" };
	const now = new Date();
	const outcome = exactlyOnceOr<undefined, "notPending">(input.onceKey, BL_ONCE_PURPOSE.answer, (tx) => {
		// conditional on the status read: two staff answering at once cannot both win
		const changed = tx
			.update(documentRequests)
			.set({ status: input.answer, answeredBy: user.id, answeredAt: now, answerNote: note || null })
			.where(and(eq(documentRequests.id, request.id), eq(documentRequests.status, "requested")))
			.run();
		if (changed.changes === 0) refuse("notPending");
		recordDocumentEvent(tx, {
			estimateId: request.estimateId,
			action: input.answer === "done" ? "answer" : "decline",
			actor: { id: user.id, role: user.role },
			requestId: request.id,
			kind: request.kind,
			detail: note || null,
		});
		return { redirectTo: input.redirectTo };
	});
	return outcome.ok
		? { ok: true, repeated: outcome.repeated, redirectTo: outcome.redirectTo }
		: { ok: false, reason: outcome.refused };
}
