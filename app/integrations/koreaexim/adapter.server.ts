// Korea Eximbank adapter (decision 098): one day's official USD rate through the one call path.
import { type CallResult, answerText, callProvider } from "../core/call.server.ts";
import { IntegrationError } from "../core/errors.ts";
import { searchDate, usdRateOf } from "./parse.ts";

export const EXIM_ENDPOINT = "https://oapi.koreaexim.go.kr/site/program/financial/exchangeJSON";

type Options = Parameters<typeof callProvider>[3];

/** KRW per USD times 100 published for `day` (YYYY-MM-DD, Seoul), null when none was published. */
export function fetchUsdRate(day: string, options?: Options): Promise<CallResult<number | null>> {
	return callProvider(
		"koreaexim",
		"usd-rate",
		async ({ fetch, config, signal }) => {
			const url = new URL(EXIM_ENDPOINT);
			url.searchParams.set("authkey", config.mode === "live" ? (config.keys.KOREAEXIM_AUTH_KEY ?? "") : "recorded");
			url.searchParams.set("searchdate", searchDate(day));
			url.searchParams.set("data", "AP01");
			const text = await answerText(await fetch(url, { signal }));
			let body: unknown;
			try {
				body = JSON.parse(text);
			} catch {
				throw new IntegrationError("outage", "answer is not JSON");
			}
			return usdRateOf(body);
		},
		options,
	);
}
