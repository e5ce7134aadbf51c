// The small metadata writes that follow an upload (DESIGN.md "Production shape").
// Fly's proxy cannot replay a request over 1 MB, so an upload made on a LiteFS replica never goes to
// the primary: the replica streams the file into the file store itself and then runs one of these
// commands, on the primary, with a small JSON input (app/storage/forward.server.ts signs it and posts it
// to the primary's internal route). On the primary (and locally) the command runs in-process.
//
// A command takes JSON and returns JSON, re-reads the acting user from the database and re-checks
// everything itself: the primary trusts the signature for "which replica sent it", not for "who may".
import { isPrimary } from "#app/server/litefs.server.ts";
import { forwardCommand } from "#app/storage/forward.server.ts";
import { customerUpload } from "./uploads.server.ts";
import { requestDepositConfirmation } from "#app/invoices/payments.server.ts";
import { staffIssue } from "./issued.server.ts";
import { correctionRequest } from "./bl-requests.server.ts";
import { partnerCertificate } from "./partner-requests.server.ts";
import { type OutboxMessage, recordInOutbox } from "#app/mail/mail.server.ts";

/** A mail a replica sends to the development outbox after a forwarded command (mail.server.ts sendMail). */
function outboxMail(input: { message: OutboxMessage }): { id: string } {
	return { id: recordInOutbox(input.message) };
}

// Each command: (input) => output, both JSON-serialisable. Add a command here when an upload's
// metadata write is added; the internal route and the tests read this one table.
export const COMMANDS = {
	customerUpload,
	staffIssue,
	correctionRequest,
	partnerCertificate,
	requestDepositConfirmation,
	outboxMail,
} satisfies Record<string, (input: never) => unknown>;

export type CommandName = keyof typeof COMMANDS;
type Fn<K extends CommandName> = (typeof COMMANDS)[K] extends (input: infer I) => infer O
	? { input: I; output: O }
	: never;

/** Runs the command where writes happen: here on the primary, on the primary over HTTP from a replica. */
export async function commit<K extends CommandName>(name: K, input: Fn<K>["input"]): Promise<Awaited<Fn<K>["output"]>> {
	if (await isPrimary()) return (COMMANDS[name] as (input: Fn<K>["input"]) => Awaited<Fn<K>["output"]>)(input);
	return forwardCommand(name, input) as Promise<Awaited<Fn<K>["output"]>>;
}
