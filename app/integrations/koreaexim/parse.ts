// The Korea Eximbank open exchange-rate API's answer (decision 098), read. Pure.
// GET https://oapi.koreaexim.go.kr/site/program/financial/exchangeJSON?authkey=…&searchdate=YYYYMMDD&data=AP01
// answers a JSON array, one object per currency: { result, cur_unit, ttb, tts, deal_bas_r, bkpr, … }
// with figures as text with thousands commas ("1,385.67"). `result` 1 is a good row; 2 (DATA code
// error), 3 (authkey error) and 4 (daily limit used up) are refusals. An empty array means nothing was
// published for that day: a weekend, a holiday, or before about 11:00 Seoul time.
// We take USD's deal_bas_r (매매기준율), the base rate banks quote around: KRW per 1 USD. The bank
// publishes no VND rate; VND stays as staff set it.
import { IntegrationError } from "../core/errors.ts";

export type EximRow = { result?: number; cur_unit?: string; deal_bas_r?: string };

const REFUSALS: Readonly<Record<number, string>> = {
	2: "DATA code error",
	3: "authkey error",
	4: "daily request limit used up",
};

/** "1,385.67" -> 138567 (KRW per USD times 100); null when it is no number. */
export function centsOf(text: string): number | null {
	const clean = text.replaceAll(",", "").trim();
	if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
	const [whole, fraction = ""] = clean.split(".");
	return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The day's USD base rate in cents, or null when nothing was published for the day. */
export function usdRateOf(body: unknown): number | null {
	if (!Array.isArray(body)) throw new IntegrationError("outage", "answer is not a list");
	if (body.length === 0) return null;
	const rows = body as EximRow[];
	const refused = rows.find((r) => r.result !== undefined && r.result !== 1);
	if (refused) throw new IntegrationError("invalid", REFUSALS[refused.result as number] ?? `result ${refused.result}`);
	const usd = rows.find((r) => r.cur_unit === "USD");
	if (!usd?.deal_bas_r) throw new IntegrationError("outage", "no USD row");
	const cents = centsOf(usd.deal_bas_r);
	if (cents === null || cents <= 0) throw new IntegrationError("outage", "unreadable USD rate");
	return cents;
}

/** YYYY-MM-DD -> YYYYMMDD, the API's searchdate. */
export function searchDate(day: string): string {
	return day.replaceAll("-", "");
}
