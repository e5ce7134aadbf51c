// One way to send an SMS. With SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_FROM the message goes to Solapi;
// without them (development, tests, a local production build) it is stored in the outbox and shown at
// /dev/outbox next to the mail, so no environment without keys can reach a real phone.
import type { Locale } from "#app/i18n/locales.ts";
import { recordInOutbox } from "#app/mail/mail.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { createSolapiProvider } from "./solapi.server.ts";

export interface SmsProvider {
	name: string;
	send(msg: { to: string; text: string }): Promise<{ id: string }>;
}

/** `to` is a normalised phone number (10-12 digits); `template` and `locale` label the outbox entry. */
export type SendSmsInput = { to: string; text: string; template: string; locale: Locale };
/** `via` is the provider's name, or "outbox" when the message was only stored. */
export type SendSmsResult = { via: string; id: string };

let injected: SmsProvider | undefined;

/** Lets a test (or a script) replace the provider; pass undefined to go back to the environment's choice. */
export function setSmsProvider(provider: SmsProvider | undefined): void {
	injected = provider;
}

/** The provider the environment configures, or undefined when SMS should go to the outbox. */
export function smsProvider(): SmsProvider | undefined {
	if (injected) return injected;
	const { SOLAPI_API_KEY: apiKey, SOLAPI_API_SECRET: apiSecret, SMS_FROM: from } = getEnv();
	// Partial keys outside production fall back to the outbox; production start-up already refuses them.
	if (!apiKey || !apiSecret || !from) return undefined;
	return createSolapiProvider({ apiKey, apiSecret, from });
}

export async function sendSms({ to, text, template, locale }: SendSmsInput): Promise<SendSmsResult> {
	const provider = smsProvider();
	if (!provider) {
		const id = recordInOutbox({ channel: "sms", to, subject: null, text, html: null, template, locale });
		return { via: "outbox", id };
	}
	const { id } = await provider.send({ to, text });
	return { via: provider.name, id };
}
