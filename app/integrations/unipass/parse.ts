// UNI-PASS cargo clearance progress (화물통관진행정보조회, decision 099), read. Pure.
// GET https://unipass.customs.go.kr:38010/ext/rest/cargCsclPrgsInfoQry/retrieveCargCsclPrgsInfo
//   ?crkyCn=<key>&cargMtNo=<cargo management number>   or   &hblNo=|mblNo=<B/L>&blYy=<year>
// answers XML: <cargCsclPrgsInfoQryRtnVo> with <tCnt> (rows found; 0 none, -1 an error), <ntceInfo>
// (the notice, "[N00] …" none found, an error's text otherwise), one <cargCsclPrgsInfoQryVo> summary
// (csclPrgsStts: the clearance state, prgsStts: the cargo's) and one <cargCsclPrgsInfoDtlQryVo> per
// step: cargTrcnRelaBsopTpcd (처리구분, e.g. 수입신고수리), prcsDttm (YYYYMMDDhhmmss, Seoul), shedNm.
// The XML is flat and small, so a few lines read it instead of a parser dependency.
import type { ClearanceStep } from "./steps.ts";
import { stepOf } from "./steps.ts";
import { IntegrationError } from "../core/errors.ts";

export type ProgressStep = { step: ClearanceStep; label: string; at: Date; place: string | null };
export type Progress = { found: boolean; status: string | null; cargoMgmtNo: string | null; steps: ProgressStep[] };

const ENTITIES: Readonly<Record<string, string>> = {
	"&lt;": "<",
	"&gt;": ">",
	"&amp;": "&",
	"&quot;": '"',
	"&apos;": "'",
};

function decode(text: string): string {
	return text.replace(/&(lt|gt|amp|quot|apos);/g, (e) => ENTITIES[e] ?? e).trim();
}

/** The text of the first <tag> inside `xml`, or null. */
export function field(xml: string, tag: string): string | null {
	const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
	if (!match) return null;
	const text = decode((match[1] ?? "").replace(/^<!\[CDATA\[|\]\]>$/g, ""));
	return text === "" ? null : text;
}

/** Every <tag>…</tag> block of `xml`. */
export function blocks(xml: string, tag: string): string[] {
	return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1] ?? "");
}

/** "20261127153000" (Seoul) -> the moment; null when malformed. */
export function seoulTime(text: string): Date | null {
	const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(text);
	if (!m) return null;
	const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}+09:00`);
	return Number.isNaN(at.getTime()) ? null : at;
}

export function parseProgress(xml: string): Progress {
	const root = blocks(xml, "cargCsclPrgsInfoQryRtnVo")[0];
	if (root === undefined) throw new IntegrationError("outage", "not a progress answer");
	const count = Number(field(root, "tCnt") ?? "0");
	const notice = field(root, "ntceInfo");
	if (count < 0) throw new IntegrationError("invalid", notice ?? "refused");
	if (count === 0) return { found: false, status: null, cargoMgmtNo: null, steps: [] };
	const summary = blocks(root, "cargCsclPrgsInfoQryVo")[0] ?? "";
	const steps: ProgressStep[] = [];
	for (const b of blocks(root, "cargCsclPrgsInfoDtlQryVo")) {
		const label = field(b, "cargTrcnRelaBsopTpcd");
		const at = seoulTime(field(b, "prcsDttm") ?? "");
		if (!label || !at) continue;
		steps.push({ step: stepOf(label), label, at, place: field(b, "shedNm") });
	}
	steps.sort((a, b) => a.at.getTime() - b.at.getTime());
	return {
		found: true,
		status: field(summary, "csclPrgsStts") ?? field(summary, "prgsStts"),
		cargoMgmtNo: field(summary, "cargMtNo"),
		steps,
	};
}
