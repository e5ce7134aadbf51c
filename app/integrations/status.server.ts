// Each provider's last success and last failure (integration_status), for the staff desk.
import { getDb } from "#db/client.ts";
import { integrationStatus } from "#db/schema.ts";
import type { Provider } from "./codes/codes.ts";
import { PROVIDERS } from "./core/config.ts";

export type ProviderStatus = {
	lastSuccessAt: Date | null;
	lastFailureAt: Date | null;
	lastFailure: string | null;
	successes: number;
	failures: number;
};

export function integrationStatuses(): Record<Provider, ProviderStatus> {
	const rows = new Map(
		getDb()
			.select()
			.from(integrationStatus)
			.all()
			.map((r) => [r.provider, r]),
	);
	return Object.fromEntries(
		PROVIDERS.map((p) => {
			const r = rows.get(p);
			return [
				p,
				{
					lastSuccessAt: r?.lastSuccessAt ?? null,
					lastFailureAt: r?.lastFailureAt ?? null,
					lastFailure: r?.lastFailure ?? null,
					successes: r?.successes ?? 0,
					failures: r?.failures ?? 0,
				},
			];
		}),
	) as Record<Provider, ProviderStatus>;
}
