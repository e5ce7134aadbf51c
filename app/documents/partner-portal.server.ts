// The loaders and the action both partner portals share (spec sections 1 and 6): the queue of requests
// assigned to the partner's company and one request with the certificate upload. The /partner/* layouts
// admit the role; these check the partner company owns the request (404 otherwise) on every call.
import { redirect } from "react-router";
import { requireUser } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { commit } from "#app/documents/commands.server.ts";
import { getPartnerRequest, listPartnerQueue } from "#app/documents/partner-requests.server.ts";
import { forgetUnrecordedFile } from "#app/documents/uploads.server.ts";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { findCountry, routeLabel } from "#app/places/places.server.ts";
import { localName } from "#app/places/names.ts";
import { formatHsCode } from "#app/documents/requests.ts";
import { FILE_KINDS } from "#app/storage/inspect.server.ts";
import { MAX_DOCUMENT_BYTES } from "#app/storage/limits.ts";
import { discardFile, keepFile, receiveUpload } from "#app/storage/receive.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { forbidden, rejected } from "#app/utils/replies.server.ts";
import type { Role } from "#db/roles.ts";
import type { RouterContextProvider } from "react-router";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };
export type PartnerPortal = "customs" | "insurance";
const ROLE: Record<PartnerPortal, Role> = { customs: "customs_broker", insurance: "insurer" };

async function partner(args: Args, portal: PartnerPortal): Promise<SessionUser> {
	const user = await requireUser(args.request, args.context);
	// the layout checks this too, but an action runs without its layout's loader
	if (user.role !== ROLE[portal]) throw forbidden();
	return user;
}

export async function queueLoader(args: Args, portal: PartnerPortal) {
	const user = await partner(args, portal);
	const locale = localeFromContext(args.context);
	return {
		portal,
		rows: listPartnerQueue(user).map((r) => ({
			id: r.id,
			kind: r.kind,
			status: r.status,
			number: r.number,
			mode: r.mode,
			route: routeLabel(r.origin, r.destination, locale),
			at: formatDateTime(r.createdAt, locale),
		})),
	};
}

function countryName(code: string, locale: Locale): string {
	const country = findCountry(code);
	return country ? `${localName(country, locale)} (${code})` : code;
}

export const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

export async function requestLoader(args: Args, portal: PartnerPortal) {
	const user = await partner(args, portal);
	const locale = localeFromContext(args.context);
	const r = getPartnerRequest(user, args.params.id ?? "");
	const usd = (amount: number) => formatMoney({ amount, currency: "USD" }, locale);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return {
		portal,
		id: r.id,
		estimateId: r.estimateId,
		kind: r.kind,
		status: r.status,
		number: r.number,
		mode: r.mode,
		route: routeLabel(r.origin, r.destination, locale),
		at: formatDateTime(r.createdAt, locale),
		invoice: r.clearance ? usd(r.clearance.invoiceUsdCents) : null,
		insurance: r.insurance
			? {
					hsCode: formatHsCode(r.insurance.hsCode),
					product: r.insurance.productName,
					partnerCountry: countryName(r.insurance.partnerCountry, locale),
					premium: `${usd(r.insurance.premiumUsdCents)} (${krw(r.insurance.premiumKrw)})`,
					insured: usd(r.insurance.insuredUsdCents),
				}
			: null,
		documents: r.documents.map((d) => ({
			id: d.id,
			kind: d.kind,
			name: d.name,
			at: formatDateTime(d.createdAt, locale),
		})),
		certificate: r.certificate
			? { id: r.certificate.id, name: r.certificate.name, at: formatDateTime(r.certificate.createdAt, locale) }
			: null,
		uploaded: new URL(args.request.url).searchParams.get("done") === "uploaded",
		onceKey: newOnceKey(),
		maxMb: MAX_MB,
	};
}

export type UploadProblem = "required" | "tooLarge" | "badType" | "unreadable" | "closed" | "expired";

/** The certificate: checked access first, the file streamed and kept, then the metadata through commit(). */
/**
 * `onIssued` runs after the commit with the new document's id, once (not for a repeated submission):
 * the routes pass the customer's mail (app/notices), which this folder does not import.
 */
export async function certificateAction(
	args: Args,
	portal: PartnerPortal,
	onIssued: (documentId: string) => Promise<void> = async () => {},
) {
	const user = await partner(args, portal);
	const id = args.params.id ?? "";
	getPartnerRequest(user, id);
	const received = await receiveUpload(args.request, {
		field: "file",
		maxBytes: MAX_DOCUMENT_BYTES,
		accept: FILE_KINDS,
	});
	if (received.error || !received.file) return rejected({ problem: (received.error ?? "required") as UploadProblem });
	const onceKey = String(received.fields.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(onceKey)) {
		await discardFile(received.file);
		return rejected({ problem: "expired" as UploadProblem });
	}
	// no ensurePrimary: on a replica the file goes to the store from here and commit() forwards the row
	const kept = await keepFile(received.file);
	const result = await commit("partnerCertificate", {
		actorId: user.id,
		requestId: id,
		onceKey,
		file: { key: kept.key, name: kept.name, contentType: kept.contentType, size: kept.size },
	});
	if (!result.ok) {
		await forgetUnrecordedFile(kept.key);
		return rejected({ problem: "closed" as UploadProblem }, 409);
	}
	// the customer hears of the certificate after the commit, once (documentId is null for a repeat, decision 045)
	if (result.documentId) await onIssued(result.documentId);
	return redirect(result.redirectTo, 303);
}
