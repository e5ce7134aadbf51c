// Solapi's REST API (v4), called with fetch rather than its SDK: one endpoint and one signed header are
// all we need, and a plain fetch is what msw intercepts in tests.
import { createHmac, randomBytes } from "node:crypto";
import type { SmsProvider } from "./sms.server.ts";

export const SOLAPI_SEND_ENDPOINT = "https://api.solapi.com/messages/v4/send";

// A hung provider must not hold a sign-up request open indefinitely.
const TIMEOUT_MS = 10_000;

export type SolapiConfig = { apiKey: string; apiSecret: string; from: string };

/**
 * Solapi's "HMAC-SHA256" scheme: the signature is the hex HMAC of date + salt keyed with the secret.
 * Solapi refuses a date more than 15 minutes off and a signature it has already seen, so every call
 * takes the current time and a fresh salt (12 to 64 letters or digits; 32 hex characters here).
 */
export function solapiAuthorization(
	{ apiKey, apiSecret }: Pick<SolapiConfig, "apiKey" | "apiSecret">,
	date: string = new Date().toISOString(),
	salt: string = randomBytes(16).toString("hex"),
): string {
	const signature = createHmac("sha256", apiSecret)
		.update(date + salt)
		.digest("hex");
	return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** The recipient must already be normalised (10-12 digits); anything else is a bug upstream, not a typo. */
function recipient(to: string): string {
	if (!/^\d{10,12}$/.test(to))
		throw new Error("Solapi: the recipient must be a normalised phone number of 10-12 digits");
	return to;
}

/** SMS_FROM is typed by a person (e.g. "02-930-2266"); Solapi wants digits only, as registered. */
function sender(from: string): string {
	const digits = from.replace(/[\s-]/g, "");
	if (!/^\d{8,12}$/.test(digits))
		throw new Error("Solapi: SMS_FROM must be a registered sender number (digits, hyphens allowed)");
	return digits;
}

type SolapiResponse = {
	groupId?: string;
	messageId?: string;
	statusCode?: string;
	errorCode?: string;
	errorMessage?: string;
};

export function createSolapiProvider(config: SolapiConfig): SmsProvider {
	const from = sender(config.from);
	return {
		name: "solapi",
		async send({ to, text }) {
			// No "type": Solapi picks SMS or LMS from the length of the text.
			const payload = JSON.stringify({ message: { to: recipient(to), from, text } });
			const response = await fetch(SOLAPI_SEND_ENDPOINT, {
				method: "POST",
				headers: {
					Authorization: solapiAuthorization(config),
					"Content-Type": "application/json",
					Accept: "application/json",
				},
				body: payload,
				signal: AbortSignal.timeout(TIMEOUT_MS),
			});
			// Refusals (unregistered sender, low balance, bad signature...) come as errorCode and errorMessage.
			const body = (await response.json().catch(() => null)) as SolapiResponse | null;
			if (!response.ok)
				throw new Error(
					`Solapi refused the SMS (HTTP ${response.status}` +
						(body?.errorCode ? `, ${body.errorCode}` : "") +
						`): ${body?.errorMessage ?? response.statusText}`,
				);
			// Without a message id there is no proof Solapi accepted anything, so the caller must not assume it did.
			if (!body?.messageId) throw new Error(`Solapi answered HTTP ${response.status} without a messageId`);
			return { id: body.messageId };
		},
	};
}
