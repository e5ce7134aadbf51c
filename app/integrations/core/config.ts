// Which outside providers are on, and how (decision 097). Pure: reads the environment it is given.
// - off: the provider's keys are unset; the app works as before (rates by hand, no clearance feed, the
//   invoice without a tax invoice). The default everywhere, tests included.
// - live: the keys are set; calls go to the provider's documented endpoint.
// - recorded: INTEGRATIONS=recorded (the demo, the e2e run): calls are answered by the recorded answers
//   in app/integrations/*/recorded.ts, so a new user sees every screen without keys or network.
// Timeouts and retries are here for every provider, so a reviewer finds them in one place.

import { INTEGRATION_PROVIDERS, type Provider } from "../codes/codes.ts";

export type { Provider };
export const PROVIDERS: readonly Provider[] = INTEGRATION_PROVIDERS;

export type Policy = {
	/** one attempt's limit; the provider's own 3 minutes (popbill's SDK) would hold a job for too long */
	timeoutMs: number;
	/** further attempts after an outage or a timeout (never after the provider refused the request) */
	retries: number;
	/** wait before retry n (1-based): backoffMs * 2^(n-1) */
	backoffMs: number;
};

export const POLICIES: Readonly<Record<Provider, Policy>> = {
	// a GET of one day's table: quick, and a job runs it again at the next slot anyway
	koreaexim: { timeoutMs: 8_000, retries: 2, backoffMs: 1_000 },
	// UNI-PASS answers slowly at peak hours; the job passes over many shipments, so fewer retries
	unipass: { timeoutMs: 10_000, retries: 1, backoffMs: 2_000 },
	// issuing is not idempotent at the HTTP level, but the document key (mgtKey) is: before issuing
	// again the adapter asks for the key's state (popbill/adapter.server.ts), so a retry never issues twice
	popbill: { timeoutMs: 15_000, retries: 1, backoffMs: 2_000 },
};

export type ProviderConfig =
	{ mode: "off" } | { mode: "recorded" } | { mode: "live"; keys: Record<string, string>; test: boolean };

type Env = Record<string, string | undefined>;

const KEYS: Readonly<Record<Provider, readonly string[]>> = {
	koreaexim: ["KOREAEXIM_AUTH_KEY"],
	unipass: ["UNIPASS_API_KEY"],
	popbill: ["POPBILL_LINK_ID", "POPBILL_SECRET_KEY", "POPBILL_CORP_NUM"],
};

/** The env variables a provider needs (all of them, or it is off). */
export function keysOf(provider: Provider): readonly string[] {
	return KEYS[provider];
}

export function providerConfig(provider: Provider, env: Env): ProviderConfig {
	const names = KEYS[provider];
	if (names.every((n) => env[n]))
		return {
			mode: "live",
			keys: Object.fromEntries(names.map((n) => [n, env[n] as string])),
			// popbill's test bed (popbill-test.linkhub.co.kr) until POPBILL_TEST=false
			test: env.POPBILL_TEST !== "false",
		};
	if (env.INTEGRATIONS === "recorded") return { mode: "recorded" };
	return { mode: "off" };
}
