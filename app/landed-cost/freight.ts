// The freight a quote adds to the CIF value: its "freight" group lines (base freight and the surcharges
// charged with it, whoever pays them under the incoterm), in USD cents. Used by the insurance premium
// (app/documents/premium.ts) and by the cost calculator when our rates cover the lane, so both insure
// and declare the same freight. Rounded up, as the premium rounds (premium.ts says why).
import type { QuoteOption } from "#app/pricing/types.ts";

function ceilDiv(a: bigint, b: bigint): bigint {
	return (a + b - 1n) / b;
}

/** The quote's freight (group "freight" lines) in USD cents, each currency converted once at the quote's rates. */
export function freightUsdCents(option: Pick<QuoteOption, "lines" | "exchange">): number {
	const sums = { USD: 0, KRW: 0, VND: 0 };
	for (const line of option.lines) if (line.group === "freight" && !line.waived) sums[line.currency] += line.amount;
	const { krwPerUsdCents, vndPerUsdCents } = option.exchange;
	// KRW and VND have no minor unit: cents = amount x 100 x 100 / perUsdCents
	const fromKrw = sums.KRW ? Number(ceilDiv(BigInt(sums.KRW) * 10_000n, BigInt(krwPerUsdCents))) : 0;
	const fromVnd = sums.VND ? Number(ceilDiv(BigInt(sums.VND) * 10_000n, BigInt(vndPerUsdCents))) : 0;
	return sums.USD + fromKrw + fromVnd;
}
