// Every setting comes from the environment and is checked once, at start-up, so a missing production
// secret stops the server with a clear message instead of failing on the first request.
import { z } from "zod";

const bool = z
	.enum(["true", "false", "1", "0", ""])
	.optional()
	.transform((v) => v === "true" || v === "1");

export const DEFAULT_MAIL_FROM = "Barun Forwarding <no-reply@barunforwarding.kr>";

const EnvSchema = z
	.object({
		NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		HOST: z.string().optional(),
		DATABASE_PATH: z.string().min(1).default("data/app.db"),
		UPLOAD_DIR: z.string().min(1).default("data/uploads"),
		SESSION_SECRET: z.string().optional(),
		APP_ORIGIN: z.url().optional(),
		LITEFS_DIR: z.string().optional(),
		FLY_REGION: z.string().optional(),
		PRIMARY_REGION: z.string().optional(),
		POSTMARK_SERVER_TOKEN: z.string().optional(),
		// The sender Postmark signs for; its domain must be verified there, so production names it explicitly.
		MAIL_FROM: z.string().min(3).optional(),
		// Solapi sends SMS only when all three are set; SMS_FROM must be a sender number registered with Solapi.
		SOLAPI_API_KEY: z.string().optional(),
		SOLAPI_API_SECRET: z.string().optional(),
		SMS_FROM: z.string().optional(),
		// Lets a production build be exercised locally over plain http (e2e tests); never set on Fly.
		ALLOW_INSECURE_COOKIES: bool,
	})
	.superRefine((env, ctx) => {
		if (env.NODE_ENV !== "production") return;
		if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)
			ctx.addIssue({
				code: "custom",
				path: ["SESSION_SECRET"],
				message: "required in production: at least 32 random characters (openssl rand -hex 32)",
			});
		if (!env.APP_ORIGIN)
			ctx.addIssue({
				code: "custom",
				path: ["APP_ORIGIN"],
				message: "required in production: the public origin used in e-mail links, e.g. https://example.kr",
			});
		if (env.POSTMARK_SERVER_TOKEN && !env.MAIL_FROM)
			ctx.addIssue({
				code: "custom",
				path: ["MAIL_FROM"],
				message: `required in production with POSTMARK_SERVER_TOKEN: a sender on a verified domain, e.g. "${DEFAULT_MAIL_FROM}"`,
			});
		// A half-configured Solapi would quietly put real customers' codes in the outbox instead of on their phones.
		const solapiKeys = ["SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_FROM"] as const;
		if (solapiKeys.some((key) => env[key]))
			for (const key of solapiKeys)
				if (!env[key])
					ctx.addIssue({
						code: "custom",
						path: [key],
						message: `required in production when any of ${solapiKeys.join(", ")} is set: Solapi needs all three`,
					});
	});

export type Env = z.infer<typeof EnvSchema>;

/** Parses an environment; throws one readable error listing every bad setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = EnvSchema.safeParse(source);
	if (result.success) return result.data;
	const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
	throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
	cached ??= parseEnv(process.env);
	return cached;
}

/** Tests change process.env between cases; this makes the next getEnv() read it again. */
export function resetEnvCache(): void {
	cached = undefined;
}

export function mailFrom(): string {
	return getEnv().MAIL_FROM ?? DEFAULT_MAIL_FROM;
}

const DEV_SESSION_SECRET = "development-only-session-secret-not-for-production";

export function sessionSecret(): string {
	return getEnv().SESSION_SECRET ?? DEV_SESSION_SECRET;
}

export const isProduction = () => getEnv().NODE_ENV === "production";

/** Cookies are Secure in production, except for a production build exercised locally over http. */
export function secureCookies(): boolean {
	const env = getEnv();
	return env.NODE_ENV === "production" && !env.ALLOW_INSECURE_COOKIES;
}
