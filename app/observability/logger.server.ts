// The one logger: JSON lines on stdout (pino), each with the id of the request being handled when there
// is one (request-context.ts), so `fly logs | grep <id>` shows everything one request did. Errors go
// under `err`, which pino serialises with type, message and stack.
// Usage: `logger.error({ err: error }, "manual quote mail failed")`, `logger.info({ job }, "job ran")`.
// LOG_LEVEL sets the level (default info; warn under vitest so test output stays readable).
// Relative imports only: server.js loads this file.
import { pino, type DestinationStream, type Logger } from "pino";
import { processWide } from "../server/process-wide.ts";
import { currentRequestId } from "./request-context.ts";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function levelFrom(env: NodeJS.ProcessEnv): string {
	const wanted = env.LOG_LEVEL?.toLowerCase();
	if (wanted && (LEVELS as readonly string[]).includes(wanted)) return wanted;
	return env.NODE_ENV === "test" || env.VITEST ? "warn" : "info";
}

/**
 * Where lines go: stdout, or a test's capture. The logger writes through this switch so a test can
 * read what the app's own logger wrote (captureLogs) without a second logger configuration.
 */
const output = processWide("log-output", () => ({
	target: pino.destination({ dest: 1, sync: true }) as DestinationStream,
}));
const switchable: DestinationStream = { write: (line: string) => output.target.write(line) };

export const logger: Logger = processWide("logger", () =>
	pino(
		{
			level: levelFrom(process.env),
			base: undefined,
			timestamp: pino.stdTimeFunctions.isoTime,
			formatters: { level: (label) => ({ level: label }) },
			// the request's id on every line written while handling it; fields the caller passes win
			mixin() {
				const requestId = currentRequestId();
				return requestId ? { requestId } : {};
			},
		},
		switchable,
	),
);

export type CapturedLogs = { lines: () => Record<string, unknown>[]; restore: () => void };

/** Tests: the lines the app's logger writes until restore(), parsed, at `level` or above. */
export function captureLogs(level = "info"): CapturedLogs {
	const raw: string[] = [];
	const previous = { target: output.target, level: logger.level };
	output.target = { write: (line: string) => void raw.push(line) };
	logger.level = level;
	return {
		lines: () =>
			raw
				.join("")
				.split("\n")
				.filter(Boolean)
				.map((line) => JSON.parse(line) as Record<string, unknown>),
		restore: () => {
			output.target = previous.target;
			logger.level = previous.level;
		},
	};
}
