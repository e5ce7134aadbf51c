// UNI-PASS adapter (decision 099): one shipment's clearance progress through the one call path.
import { type CallResult, answerText, callProvider } from "../core/call.server.ts";
import { type Progress, parseProgress } from "./parse.ts";

export const UNIPASS_ENDPOINT =
	"https://unipass.customs.go.kr:38010/ext/rest/cargCsclPrgsInfoQry/retrieveCargCsclPrgsInfo";

/** What a shipment is looked up by: the cargo management number, else a B/L with its year. */
export type CargoKey =
	{ cargoMgmtNo: string } | { houseBlNo: string; blYear: string } | { masterBlNo: string; blYear: string };

type Options = Parameters<typeof callProvider>[3];

export function queryOf(key: CargoKey): Record<string, string> {
	if ("cargoMgmtNo" in key) return { cargMtNo: key.cargoMgmtNo };
	if ("houseBlNo" in key) return { hblNo: key.houseBlNo, blYy: key.blYear };
	return { mblNo: key.masterBlNo, blYy: key.blYear };
}

export function fetchProgress(key: CargoKey, options?: Options): Promise<CallResult<Progress>> {
	return callProvider(
		"unipass",
		"progress",
		async ({ fetch, config, signal }) => {
			const url = new URL(UNIPASS_ENDPOINT);
			url.searchParams.set("crkyCn", config.mode === "live" ? (config.keys.UNIPASS_API_KEY ?? "") : "recorded");
			for (const [name, value] of Object.entries(queryOf(key))) url.searchParams.set(name, value);
			return parseProgress(await answerText(await fetch(url, { signal })));
		},
		options,
	);
}
