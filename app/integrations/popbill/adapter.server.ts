// popbill adapter (decision 100): issue an electronic tax invoice and read its state, over popbill's
// REST API (the protocol its Node SDK speaks), not through the SDK itself: the SDK (popbill 1.64) logs
// a network error to the console and never calls back (an outage would hang the job for ever), sets a
// 3-minute timeout with no handler, and JSON.parses an error page inside a stream handler (a 502 page
// would throw outside any try and take the process down). The requests below are the SDK's own:
// - token: POST https://auth.linkhub.co.kr/{POPBILL|POPBILL_TEST}/Token, body {access_id, scope},
//   headers x-lh-date, x-lh-version 2.0, Authorization "LINKHUB <LinkID> <HMAC-SHA256 of the request>";
// - issue: POST https://popbill[-test].linkhub.co.kr/Taxinvoice, X-HTTP-Method-Override: ISSUE,
//   Authorization "Bearer <session_token>", the Taxinvoice JSON; answers {code: 1, ntsConfirmNum}.
// - state: GET /Taxinvoice/SELL/{mgtKey}; answers {stateCode, ntsconfirmNum}.
// An error answers {code: <negative>, message} with a 4xx/5xx status.
import crypto from "node:crypto";
import { processWide } from "#app/server/process-wide.ts";
import { type Attempt, type CallResult, callProvider } from "../core/call.server.ts";
import { IntegrationError } from "../core/errors.ts";
import { type Party, type TaxDocument, stateOfCode, taxinvoiceBody } from "./document.ts";

type Options = Parameters<typeof callProvider>[3];

export const AUTH_HOST = "https://auth.linkhub.co.kr";
export const hostOf = (test: boolean) => `https://${test ? "popbill-test" : "popbill"}.linkhub.co.kr`;
const SCOPES = ["member", "110"]; // 110: the tax invoice service

type Token = { session_token: string; expiration: string };
const tokens = processWide("popbill-tokens", () => new Map<string, Token>());

type Live = { linkId: string; secret: string; corpNum: string; test: boolean };

function liveOf(config: Attempt["config"]): Live {
	if (config.mode !== "live") return { linkId: "RECORDED", secret: "", corpNum: "0000000000", test: true };
	return {
		linkId: config.keys.POPBILL_LINK_ID ?? "",
		secret: config.keys.POPBILL_SECRET_KEY ?? "",
		corpNum: (config.keys.POPBILL_CORP_NUM ?? "").replace(/\D/g, ""),
		test: config.test,
	};
}

/** The LinkHub signature of a token request (the SDK's digest target, in the same order). */
export function linkhubSignature(secretBase64: string, body: string, xDate: string, uri: string): string {
	const bodyDigest = crypto.createHash("sha256").update(body).digest("base64");
	const target = `POST\n${bodyDigest}\n${xDate}\n2.0\n${uri}`;
	return crypto.createHmac("sha256", Buffer.from(secretBase64, "base64")).update(target).digest("base64");
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
	const text = await response.text();
	let body: Record<string, unknown>;
	try {
		body = JSON.parse(text) as Record<string, unknown>;
	} catch {
		throw new IntegrationError("outage", `HTTP ${response.status}, not JSON`);
	}
	if (response.status >= 500) throw new IntegrationError("outage", `HTTP ${response.status}`);
	if (typeof body.code === "number" && body.code < 0)
		throw new IntegrationError("invalid", `[${body.code}] ${String(body.message ?? "")}`.slice(0, 200));
	if (response.status >= 400) throw new IntegrationError("invalid", `HTTP ${response.status}`);
	return body;
}

async function tokenFor(a: Attempt, live: Live, now: Date): Promise<string> {
	const cacheKey = `${live.test ? "test" : "prod"}:${live.corpNum}`;
	const cached = tokens.get(cacheKey);
	if (cached && Date.parse(cached.expiration) > now.getTime() + 60_000) return cached.session_token;
	const uri = `/${live.test ? "POPBILL_TEST" : "POPBILL"}/Token`;
	const body = JSON.stringify({ access_id: live.corpNum, scope: SCOPES });
	const xDate = now.toISOString();
	const response = await a.fetch(`${AUTH_HOST}${uri}`, {
		method: "POST",
		signal: a.signal,
		headers: {
			"x-lh-date": xDate,
			"x-lh-version": "2.0",
			Authorization: `LINKHUB ${live.linkId} ${linkhubSignature(live.secret, body, xDate, uri)}`,
			"Content-Type": "application/json",
		},
		body,
	});
	const answer = await readJson(response);
	if (typeof answer.session_token !== "string") throw new IntegrationError("outage", "no session token");
	tokens.set(cacheKey, { session_token: answer.session_token, expiration: String(answer.expiration ?? "") });
	return answer.session_token;
}

export type IssueAnswer = { state: "issued" | "sent" | "failed"; ntsConfirmNum: string | null };

async function stateOf(a: Attempt, live: Live, token: string, mgtKey: string): Promise<IssueAnswer | null> {
	const response = await a.fetch(`${hostOf(live.test)}/Taxinvoice/SELL/${encodeURIComponent(mgtKey)}`, {
		signal: a.signal,
		headers: { Authorization: `Bearer ${token}` },
	});
	if (response.status === 404) return null;
	let body: Record<string, unknown>;
	try {
		body = await readJson(response);
	} catch (error) {
		// a refusal here is "no such document yet" (an unknown key): issuing decides the rest
		if (error instanceof IntegrationError && error.kind === "invalid") return null;
		throw error;
	}
	const state = stateOfCode(Number(body.stateCode));
	if (!state) return null;
	return { state, ntsConfirmNum: typeof body.ntsconfirmNum === "string" ? body.ntsconfirmNum : null };
}

/**
 * Issues `doc` once: the document key is asked for first, so a retry after a lost answer finds the
 * issued document instead of issuing a second one.
 */
export function issueTaxInvoice(
	doc: TaxDocument,
	invoicer: Party,
	invoicee: Party,
	options?: Options,
): Promise<CallResult<IssueAnswer>> {
	return callProvider(
		"popbill",
		"issue",
		async (a) => {
			const live = liveOf(a.config);
			const token = await tokenFor(a, live, options?.now?.() ?? new Date());
			const known = await stateOf(a, live, token, doc.mgtKey);
			if (known) return known;
			const response = await a.fetch(`${hostOf(live.test)}/Taxinvoice`, {
				method: "POST",
				signal: a.signal,
				headers: {
					Authorization: `Bearer ${token}`,
					"X-HTTP-Method-Override": "ISSUE",
					"Content-Type": "application/json;charset=utf-8",
				},
				body: JSON.stringify(
					taxinvoiceBody(
						doc,
						{ ...invoicer, corpNum: live.corpNum === "0000000000" ? invoicer.corpNum : live.corpNum },
						invoicee,
					),
				),
			});
			const answer = await readJson(response);
			return {
				state: "issued" as const,
				ntsConfirmNum: typeof answer.ntsConfirmNum === "string" ? answer.ntsConfirmNum : null,
			};
		},
		options,
	);
}

/** The current state of an issued document (to learn that it reached the NTS). */
export function taxInvoiceState(mgtKey: string, options?: Options): Promise<CallResult<IssueAnswer | null>> {
	return callProvider(
		"popbill",
		"state",
		async (a) => {
			const live = liveOf(a.config);
			const token = await tokenFor(a, live, options?.now?.() ?? new Date());
			return stateOf(a, live, token, mgtKey);
		},
		options,
	);
}

/** Tests only: forget cached tokens. */
export function forgetTokens(): void {
	tokens.clear();
}
