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
		// database backups when no bucket is set (app/ops/backup.server.ts): never inside UPLOAD_DIR
		BACKUP_DIR: z.string().min(1).default("data/backups"),
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
		// README's demo (`npm run demo`): the production build with React's production build, as on Fly,
		// on a laptop over http with demo data: no secrets required, mail and SMS to /dev/outbox, cookies
		// without Secure, no HSTS. Never set on Fly (fly.toml does not; tests/deploy-config.test.ts).
		DEMO: bool,
		// Object storage for uploads (app/storage/s3-store.server.ts); without a bucket the local
		// UPLOAD_DIR is used. `fly storage create` (Tigris) sets BUCKET_NAME, AWS_ENDPOINT_URL_S3,
		// AWS_REGION and the two keys; the S3_* names win when both are set.
		S3_BUCKET: z.string().optional(),
		BUCKET_NAME: z.string().optional(),
		S3_ENDPOINT: z.url().optional(),
		AWS_ENDPOINT_URL_S3: z.url().optional(),
		S3_REGION: z.string().optional(),
		AWS_REGION: z.string().optional(),
		AWS_ACCESS_KEY_ID: z.string().optional(),
		AWS_SECRET_ACCESS_KEY: z.string().optional(),
		S3_FORCE_PATH_STYLE: bool,
		// Object names start with this (e.g. "uploads/") when the bucket is shared with something else.
		S3_PREFIX: z.string().optional(),
		// Backups' own prefix in the bucket (default: S3_PREFIX, where the earlier ones are).
		S3_BACKUP_PREFIX: z.string().optional(),
		// The primary's base URL for forwarded commands, {instance} standing for its hostname
		// (app/storage/forward.server.ts); unset on Fly, where the internal DNS name is used.
		LITEFS_PRIMARY_URL: z.string().optional(),
		FLY_APP_NAME: z.string().optional(),
		// Observability (docs/operations/observability.md). server.js's own files read these from
		// process.env directly (they run outside the build); they are declared here to be checked at start-up.
		LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
		// Bearer token for GET /metrics; unset, /metrics answers 404.
		METRICS_TOKEN: z.string().min(16, "at least 16 characters (openssl rand -hex 32)").optional(),
		// Unhandled server errors are POSTed to this URL as JSON, and/or sent to Sentry with its DSN.
		ERROR_REPORT_URL: z.url().optional(),
		SENTRY_DSN: z.url().optional(),
		// Third-party scripts, each off while unset and loaded only after the visitor's consent
		// (app/consent/third-party.ts, decision 092). https URLs; their exact origins join the CSP.
		ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
		// the ad-event tag (a tag container such as Google Tag Manager); the spec's click triggers
		// push {event: "barun_ad_click", trigger} onto window.dataLayer for it
		AD_EVENT_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
		// Channel Talk's web SDK (the customer-chat messenger): the plugin key turns it on
		CHANNEL_TALK_PLUGIN_KEY: z.string().min(8).optional(),
		CHANNEL_TALK_SCRIPT_URL: z.url({ protocol: /^https$/ }).default("https://cdn.channel.io/plugin/ch-plugin-web.js"),
		// the other origins the messenger talks to once loaded (space-separated, exact origins)
		CHANNEL_TALK_ORIGINS: z.string().default("https://*.channel.io wss://*.channel.io"),
		// Web Push (decision 093): a VAPID key pair (npx web-push generate-vapid-keys) and a contact
		// (mailto: or https:) the push services may write to; push is off while the keys are unset
		VAPID_PUBLIC_KEY: z.string().min(40).optional(),
		VAPID_PRIVATE_KEY: z.string().min(20).optional(),
		VAPID_SUBJECT: z
			.string()
			.regex(/^(mailto:|https:)/)
			.default("mailto:help@barunforwarding.kr"),
		// The assistant (/chatbot, decision 096): a language model behind one interface, or the built-in
		// engine when ASSISTANT_PROVIDER is unset. "anthropic" (Messages API) or "openai" (any
		// OpenAI-compatible chat completions API with tool calling; ASSISTANT_BASE_URL names it).
		ASSISTANT_PROVIDER: z.enum(["anthropic", "openai", ""]).optional(),
		ASSISTANT_API_KEY: z.string().optional(),
		ASSISTANT_MODEL: z.string().optional(),
		ASSISTANT_BASE_URL: z.url().optional(),
		// Spec section 6 shows the chatbot's menu entry to staff_admin only; this releases it to every
		// signed-in user (the page itself is open to all of them either way, decision 094).
		CHATBOT_MENU_FOR_ALL: bool,
		// Outside providers (app/integrations/config.ts, decisions 097-100): each is off until all its
		// keys are set; INTEGRATIONS=recorded answers from recorded answers (the demo, the e2e run).
		INTEGRATIONS: z.enum(["recorded"]).optional(),
		KOREAEXIM_AUTH_KEY: z.string().optional(),
		UNIPASS_API_KEY: z.string().optional(),
		POPBILL_LINK_ID: z.string().optional(),
		POPBILL_SECRET_KEY: z.string().optional(),
		POPBILL_CORP_NUM: z.string().optional(),
		POPBILL_TEST: z.enum(["true", "false"]).optional(),
	})
	.superRefine((env, ctx) => {
		if (env.NODE_ENV !== "production" || env.DEMO) return;
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
		// A half-configured bucket would send uploads to the machine's own disk, where other machines
		// cannot read them: better not to start.
		const s3 = s3Settings(env);
		const s3Named = [
			env.S3_BUCKET,
			env.BUCKET_NAME,
			env.S3_ENDPOINT,
			env.AWS_ENDPOINT_URL_S3,
			env.AWS_ACCESS_KEY_ID,
			env.AWS_SECRET_ACCESS_KEY,
		];
		if (s3Named.some(Boolean))
			for (const [key, value] of [
				["S3_BUCKET", s3?.bucket],
				["AWS_ACCESS_KEY_ID", env.AWS_ACCESS_KEY_ID],
				["AWS_SECRET_ACCESS_KEY", env.AWS_SECRET_ACCESS_KEY],
			] as const)
				if (!value)
					ctx.addIssue({
						code: "custom",
						path: [key],
						message: `required in production when object storage is configured (S3_BUCKET or BUCKET_NAME, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY; S3_ENDPOINT or AWS_ENDPOINT_URL_S3 for a non-AWS store)`,
					});
	});

export type Env = z.infer<typeof EnvSchema>;

type S3Env = { S3_FORCE_PATH_STYLE?: boolean } & {
	[
		K in
			| "S3_BUCKET"
			| "BUCKET_NAME"
			| "S3_ENDPOINT"
			| "AWS_ENDPOINT_URL_S3"
			| "S3_REGION"
			| "AWS_REGION"
			| "AWS_ACCESS_KEY_ID"
			| "AWS_SECRET_ACCESS_KEY"
			| "S3_PREFIX"
	]?: string;
};

export type S3Settings = {
	bucket: string;
	endpoint: string | undefined;
	region: string;
	accessKeyId: string | undefined;
	secretAccessKey: string | undefined;
	forcePathStyle: boolean;
	prefix: string;
};

/** Object storage settings, or null when no bucket is named (the local folder is used). */
export function s3Settings(env: S3Env): S3Settings | null {
	const bucket = env.S3_BUCKET || env.BUCKET_NAME;
	if (!bucket) return null;
	const prefix = env.S3_PREFIX ?? "";
	return {
		bucket,
		endpoint: env.S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || undefined,
		// Tigris and R2 take "auto"; AWS needs the bucket's real region
		region: env.S3_REGION || env.AWS_REGION || "auto",
		accessKeyId: env.AWS_ACCESS_KEY_ID || undefined,
		secretAccessKey: env.AWS_SECRET_ACCESS_KEY || undefined,
		forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
		prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
	};
}

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

/** Serving real users: the production build, and not README's demo. */
export const isProduction = () => getEnv().NODE_ENV === "production" && !getEnv().DEMO;

/** Cookies are Secure in production, except for a production build exercised locally over http. */
export function secureCookies(): boolean {
	const env = getEnv();
	return isProduction() && !env.ALLOW_INSECURE_COOKIES;
}
