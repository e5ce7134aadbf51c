// The Dockerfile, litefs.yml and fly.toml describe one deployment from three sides; a port, path or
// name that drifts in one of them breaks production only after a deploy. No Docker engine or Fly
// account runs in CI, so this test parses the three files and checks that they agree with each
// other and with the repository. LiteFS-specific rules (strict keys, ${A == B} expansion, passthrough
// patterns) are simulated the way LiteFS implements them (superfly/litefs cmd/litefs/config.go and
// http.CompileMatch).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { parse as parseToml } from "smol-toml";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import routes from "#app/routes.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const posix = path.posix;

function readProjectFile(file: string): string {
	const full = path.join(ROOT, file);
	if (!fs.existsSync(full)) throw new Error(`${file} is missing from the repository`);
	return fs.readFileSync(full, "utf8");
}

function projectPathExists(file: string): boolean {
	return fs.existsSync(path.join(ROOT, file));
}

/** True when `child` is strictly below `parent` (both absolute POSIX paths). */
function isInside(child: string, parent: string): boolean {
	const rel = posix.relative(parent, child);
	return rel !== "" && !rel.startsWith("..") && !posix.isAbsolute(rel);
}

/** Port of ":8080", "127.0.0.1:3000" or "http://host:20202". */
function portOf(address: string): number {
	const match = /:(\d+)(?:\/.*)?$/.exec(address);
	if (!match?.[1]) throw new Error(`no port in ${JSON.stringify(address)}`);
	return Number(match[1]);
}

function hostOf(address: string): string {
	return address.replace(/^[a-z]+:\/\//, "").replace(/:\d+(?:\/.*)?$/, "");
}

const LOOPBACK = ["127.0.0.1", "localhost", "::1", "[::1]"];

/** Every URL path of the route table, layouts flattened, params and splats filled in. */
function urlPaths(entries: RouteConfigEntry[], parent = "/"): string[] {
	return entries.flatMap((entry) => {
		const full = entry.path ? posix.join(parent, entry.path) : parent;
		const own = entry.index || entry.path ? [full] : [];
		return [...own, ...urlPaths(entry.children ?? [], full)];
	});
}
const ROUTE_PATHS = urlPaths(routes).map((p) => p.replace(/:\w+\??/g, "x").replace(/\*$/, "anything"));

// ---------------------------------------------------------------------------------------------
// Dockerfile

type Instruction = { keyword: string; args: string };
type Stage = { image: string; name: string | undefined; instructions: Instruction[] };

/** Splits a Dockerfile into stages of instructions (line continuations joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
	const logical: string[] = [];
	let pending = "";
	for (const raw of text.split("\n")) {
		const line = raw.trim();
		// Docker drops comment lines, also in the middle of a continued instruction.
		if (line.startsWith("#") || (line === "" && pending === "")) continue;
		if (line.endsWith("\\")) {
			pending += `${line.slice(0, -1)} `;
			continue;
		}
		logical.push(pending + line);
		pending = "";
	}
	if (pending) logical.push(pending);

	const stages: Stage[] = [];
	for (const line of logical) {
		if (line === "") continue;
		const [keyword = "", ...rest] = line.split(/\s+/);
		const instruction = { keyword: keyword.toUpperCase(), args: rest.join(" ") };
		if (instruction.keyword === "FROM") {
			const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith("--"));
			const asIndex = words.findIndex((w) => w.toUpperCase() === "AS");
			stages.push({ image: words[0] ?? "", name: asIndex >= 0 ? words[asIndex + 1] : undefined, instructions: [] });
			continue;
		}
		const stage = stages.at(-1);
		if (!stage) continue; // ARG before the first FROM
		stage.instructions.push(instruction);
	}
	return stages;
}

/** Whitespace-separated words, honouring double and single quotes. */
function words(args: string): string[] {
	return [...args.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

function envOf(instruction: Instruction): Record<string, string> {
	const parts = words(instruction.args);
	const first = parts[0] ?? "";
	// Legacy form: ENV KEY value with spaces
	if (!first.includes("=")) return { [first]: parts.slice(1).join(" ") };
	return Object.fromEntries(
		parts.map((part) => {
			const eq = part.indexOf("=");
			return [part.slice(0, eq), part.slice(eq + 1).replace(/^"(.*)"$/, "$1")];
		}),
	);
}

/** The stage's ancestry, base first, following `FROM <earlier stage>`. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
	const parent = stages.find((s) => s.name !== undefined && s.name === stage.image);
	return parent ? [...lineage(stages, parent), stage] : [stage];
}

function stageEnv(stages: Stage[], stage: Stage): Record<string, string> {
	const env: Record<string, string> = {};
	for (const s of lineage(stages, stage))
		for (const i of s.instructions) if (i.keyword === "ENV") Object.assign(env, envOf(i));
	return env;
}

function stageWorkdir(stages: Stage[], stage: Stage): string {
	let dir = "/";
	for (const s of lineage(stages, stage))
		for (const i of s.instructions) if (i.keyword === "WORKDIR") dir = posix.resolve(dir, i.args.trim());
	return dir;
}

type Copy = { from: string | undefined; sources: string[]; destination: string };

function copiesOf(stage: Stage): Copy[] {
	return stage.instructions
		.filter((i) => i.keyword === "COPY" || i.keyword === "ADD")
		.map((i) => {
			const parts = words(i.args);
			const from = parts.find((p) => p.startsWith("--from="))?.slice("--from=".length);
			const paths = parts.filter((p) => !p.startsWith("--"));
			return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? "" };
		});
}

function runsOf(stage: Stage): string[] {
	return stage.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
}

function execForm(stage: Stage, keyword: "ENTRYPOINT" | "CMD"): string[] | undefined {
	const instruction = stage.instructions.findLast((i) => i.keyword === keyword);
	if (!instruction) return undefined;
	const parsed = z.array(z.string()).safeParse(JSON.parse(instruction.args));
	if (!parsed.success) throw new Error(`${keyword} must use the exec (JSON array) form: ${instruction.args}`);
	return parsed.data;
}

// ---------------------------------------------------------------------------------------------
// litefs.yml, read the way LiteFS reads it

/** LiteFS's ExpandEnv: ${VAR}, $VAR, ${A == B}, ${A != B}, ${A == "literal"}, ${A == 'literal'}. */
function expandLiteFsEnv(text: string, env: Record<string, string | undefined>): string {
	const value = (name: string) => env[name] ?? "";
	return text.replace(/\$\{([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, braced: string | undefined, bare) => {
		const expr = (braced ?? bare ?? "").trim();
		const quoted = /^(\w+)\s*(==|!=)\s*(?:'(.*)'|"(.*)")$/.exec(expr);
		if (quoted?.[1]) {
			const equal = value(quoted[1]) === (quoted[3] ?? quoted[4] ?? "");
			return String(quoted[2] === "==" ? equal : !equal);
		}
		const variables = /^(\w+)\s*(==|!=)\s*(\w+)$/.exec(expr);
		if (variables?.[1] && variables[3]) {
			const equal = value(variables[1]) === value(variables[3]);
			return String(variables[2] === "==" ? equal : !equal);
		}
		return value(expr);
	});
}

/** LiteFS's CompileMatch: whole-path match, `*` is the only wildcard. */
function liteFsPattern(pattern: string): RegExp {
	const escaped = pattern.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replaceAll("\\*", ".*");
	return new RegExp(`^${escaped}$`);
}

// LiteFS decodes its config with yaml.v3 KnownFields(true): an unknown or misspelt key stops the
// machine at boot. These are the keys of LiteFS 0.5's Config struct.
const duration = z.string().regex(/^\d+(ms|s|m|h)$/);
const LiteFsConfigSchema = z.strictObject({
	"exit-on-error": z.boolean().optional(),
	"skip-sync": z.boolean().optional(),
	"strict-verify": z.boolean().optional(),
	exec: z.array(z.strictObject({ cmd: z.string().min(1), "if-candidate": z.boolean().optional() })).min(1),
	data: z.strictObject({
		dir: z.string().startsWith("/"),
		compress: z.boolean().optional(),
		retention: duration.optional(),
		"retention-monitor-interval": duration.optional(),
	}),
	fuse: z.strictObject({
		dir: z.string().startsWith("/"),
		"allow-other": z.boolean().optional(),
		debug: z.boolean().optional(),
	}),
	http: z.strictObject({ addr: z.string(), "snapshot-timeout": duration.optional() }),
	proxy: z.strictObject({
		addr: z.string(),
		target: z.string(),
		db: z.string().min(1),
		"max-lag": duration.optional(),
		debug: z.boolean().optional(),
		passthrough: z.array(z.string()).default([]),
		"always-forward": z.array(z.string()).optional(),
		"primary-redirect-timeout": duration.optional(),
		"read-timeout": duration.optional(),
		"read-header-timeout": duration.optional(),
		"write-timeout": duration.optional(),
		"idle-timeout": duration.optional(),
	}),
	lease: z.strictObject({
		type: z.enum(["consul", "static"]),
		hostname: z.string().optional(),
		"advertise-url": z.string(),
		candidate: z.boolean(),
		promote: z.boolean().optional(),
		"reconnect-delay": duration.optional(),
		"demote-delay": duration.optional(),
		databases: z.array(z.string()).optional(),
		consul: z
			.strictObject({
				url: z.string(),
				key: z.string(),
				ttl: duration.optional(),
				"lock-delay": duration.optional(),
			})
			.optional(),
	}),
	backup: z.record(z.string(), z.unknown()).optional(),
	log: z.record(z.string(), z.unknown()).optional(),
	tracing: z.record(z.string(), z.unknown()).optional(),
});
type LiteFsConfig = z.infer<typeof LiteFsConfigSchema>;

// ---------------------------------------------------------------------------------------------
// fly.toml (only the parts this deployment relies on; Fly accepts many more)

const FlyCheckSchema = z.object({ path: z.string().optional(), method: z.string().optional() });
const FlyConfigSchema = z.object({
	app: z.string().min(1),
	primary_region: z.string(),
	env: z.record(z.string(), z.string()).default({}),
	mounts: z.object({ source: z.string(), destination: z.string().startsWith("/") }),
	http_service: z.object({
		internal_port: z.number().int(),
		auto_stop_machines: z.union([z.string(), z.boolean()]),
		auto_start_machines: z.boolean(),
		min_machines_running: z.number().int(),
		checks: z.array(FlyCheckSchema).default([]),
	}),
	checks: z.record(z.string(), FlyCheckSchema.extend({ type: z.string(), port: z.number().int() })).default({}),
});

// ---------------------------------------------------------------------------------------------

const stages = parseDockerfile(readProjectFile("Dockerfile"));
const runtime = stages.at(-1);
if (!runtime) throw new Error("Dockerfile has no FROM");
const runtimeEnv = stageEnv(stages, runtime);
const runtimeWorkdir = stageWorkdir(stages, runtime);

const fly = FlyConfigSchema.parse(parseToml(readProjectFile("fly.toml")));

const liteFsText = readProjectFile("litefs.yml");
/** The environment LiteFS sees on a machine in `region`: the image's ENV plus what Fly injects. */
function machineEnv(region: string): Record<string, string> {
	return {
		...runtimeEnv,
		...fly.env,
		FLY_REGION: region,
		PRIMARY_REGION: fly.env.PRIMARY_REGION ?? fly.primary_region,
		FLY_APP_NAME: fly.app,
		HOSTNAME: "e2865013a49d86",
		FLY_CONSUL_URL: "https://consul-nrt.fly-shared.net/freight-platform-abc/",
	};
}
function liteFsConfigIn(region: string): LiteFsConfig {
	return LiteFsConfigSchema.parse(parseYaml(expandLiteFsEnv(liteFsText, machineEnv(region))));
}
const liteFs = liteFsConfigIn(fly.primary_region);

describe("deployment config (Dockerfile, litefs.yml, fly.toml)", () => {
	test("the deployed machines never run in README's demo mode or with insecure cookies", () => {
		const deployed = { ...runtimeEnv, ...fly.env };
		expect(deployed.NODE_ENV).toBe("production");
		expect(deployed.DEMO).toBeUndefined();
		expect(deployed.ALLOW_INSECURE_COOKIES).toBeUndefined();
	});

	test("litefs.yml only uses keys LiteFS knows, with valid values", () => {
		expect(() => liteFsConfigIn("nrt")).not.toThrow();
		expect(() => liteFsConfigIn("sin")).not.toThrow();
	});

	test("Fly sends traffic to the LiteFS proxy, which forwards to the app's PORT on loopback", () => {
		expect(fly.http_service.internal_port).toBe(portOf(liteFs.proxy.addr));
		expect(runtimeEnv.PORT, "Dockerfile must set ENV PORT").toBeDefined();
		expect(portOf(liteFs.proxy.target)).toBe(Number(runtimeEnv.PORT));
		expect(LOOPBACK).toContain(hostOf(liteFs.proxy.target));
		// The app must listen where the proxy connects.
		if (runtimeEnv.HOST !== undefined) expect([...LOOPBACK, "0.0.0.0", "::"]).toContain(runtimeEnv.HOST);
	});

	test("the app's database is the one LiteFS replicates and the proxy tracks", () => {
		const databasePath = runtimeEnv.DATABASE_PATH;
		expect(databasePath, "Dockerfile must set ENV DATABASE_PATH").toBeDefined();
		// LiteFS refuses subdirectories in its mount: the file must sit at its top level.
		expect(posix.dirname(databasePath ?? "")).toBe(liteFs.fuse.dir);
		expect(posix.basename(databasePath ?? "")).toBe(liteFs.proxy.db);
		// litefs-js reads `${LITEFS_DIR}/.primary`.
		expect(runtimeEnv.LITEFS_DIR).toBe(liteFs.fuse.dir);
	});

	test("the Fly volume holds LiteFS's data and the upload folder", () => {
		const volume = fly.mounts.destination;
		const uploads = runtimeEnv.UPLOAD_DIR ?? "";
		expect(runtimeEnv.UPLOAD_DIR, "Dockerfile must set ENV UPLOAD_DIR").toBeDefined();
		expect(isInside(liteFs.data.dir, volume), `${liteFs.data.dir} must be on the volume ${volume}`).toBe(true);
		expect(isInside(uploads, volume), `${uploads} must be on the volume ${volume}`).toBe(true);
		// LiteFS's mount only holds databases, and uploads must never be served as static files.
		expect(isInside(uploads, liteFs.fuse.dir)).toBe(false);
		expect(isInside(uploads, posix.join(runtimeWorkdir, "public"))).toBe(false);
		expect(isInside(liteFs.fuse.dir, volume), "the FUSE mount must not sit on the volume").toBe(false);
		// backups (without a bucket) on the volume too, but apart from the uploads the sweep judges
		const backups = runtimeEnv.BACKUP_DIR ?? "";
		expect(isInside(backups, volume), `${backups} must be on the volume ${volume}`).toBe(true);
		expect(isInside(backups, uploads) || isInside(uploads, backups), "BACKUP_DIR and UPLOAD_DIR must be apart").toBe(
			false,
		);
		expect(liteFs.data.dir).not.toBe(liteFs.fuse.dir);
	});

	test("only the primary region (nrt, nearest Korea) can hold the lease; sin machines are replicas", () => {
		expect(fly.primary_region).toBe("nrt");
		expect(fly.env.PRIMARY_REGION ?? fly.primary_region).toBe(fly.primary_region);
		expect(liteFsConfigIn("nrt").lease.candidate).toBe(true);
		expect(liteFsConfigIn("sin").lease.candidate).toBe(false);
	});

	test("the lease is elected through Fly's Consul and advertises LiteFS's API port", () => {
		const env = machineEnv(fly.primary_region);
		expect(liteFs.lease.type).toBe("consul");
		expect(liteFs.lease.consul?.url).toBe(env.FLY_CONSUL_URL);
		// One key per app, so two apps sharing a Consul never elect each other's primary.
		expect(liteFs.lease.consul?.key).toContain(fly.app);
		const advertise = new URL(liteFs.lease["advertise-url"]);
		expect(Number(advertise.port)).toBe(portOf(liteFs.http.addr));
		expect(advertise.hostname).toBe(`${env.HOSTNAME}.vm.${fly.app}.internal`);
	});

	test("migrations run only on candidates, before the server, which is the last (long-running) command", () => {
		const [first, ...rest] = liteFs.exec;
		const last = liteFs.exec.at(-1);
		expect(first?.cmd).toMatch(/(^|\s)db\/migrate\.ts(\s|$)/);
		expect(first?.["if-candidate"]).toBe(true);
		expect(rest.length).toBeGreaterThan(0);
		expect(last?.cmd).toMatch(/^node\s+(\.\/)?server\.js$/);
		expect(last?.["if-candidate"] ?? false).toBe(false);
		// The start command must never load demo data into production.
		for (const step of liteFs.exec) expect(step.cmd).not.toMatch(/seed/);
	});

	test("every script LiteFS runs exists in the repository and is copied into the image", () => {
		const contextCopies = copiesOf(runtime)
			.filter((c) => c.from === undefined)
			.flatMap((c) => c.sources.map((s) => posix.normalize(s).replace(/\/$/, "")));
		for (const step of liteFs.exec) {
			const script = step.cmd.split(/\s+/).find((w) => /\.(ts|js|mjs)$/.test(w));
			expect(script, `no script in exec command ${step.cmd}`).toBeDefined();
			const file = posix.normalize(script ?? "");
			expect(projectPathExists(file), `${file} (run by litefs.yml exec) is missing`).toBe(true);
			const shipped = contextCopies.some((s) => s === file || isInside(`/${file}`, `/${s}`));
			expect(shipped, `${file} is not copied into the runtime image`).toBe(true);
		}
	});

	test("Fly checks the app's /healthz and LiteFS's own health endpoints", () => {
		const servicePaths = fly.http_service.checks.map((c) => c.path);
		expect(servicePaths).toContain("/healthz");
		// Served by the LiteFS proxy itself; 503 while replication lags.
		expect(servicePaths).toContain("/litefs/health");
		expect(ROUTE_PATHS, "app/routes.ts has no /healthz route").toContain("/healthz");
		// LiteFS's API (GET /info) on its own port, so "LiteFS down" shows apart from "app down".
		const apiChecks = Object.values(fly.checks).filter((c) => c.port === portOf(liteFs.http.addr));
		expect(apiChecks.map((c) => [c.type, c.path])).toContainEqual(["http", "/info"]);
	});

	test("the proxy passes static files, /healthz and /metrics straight through, and never a page or action", () => {
		const passthrough = liteFs.proxy.passthrough.map(liteFsPattern);
		const passes = (p: string) => passthrough.some((re) => re.test(p));
		// /metrics (server.js, not a route) reports the machine it reached, like /healthz
		for (const p of ["/healthz", "/metrics", "/assets/entry.client-4f2a9c.js", "/favicon.ico", "/sw.js"])
			expect(passes(p), `${p} should pass through`).toBe(true);

		// The upload twins pass through (the app forwards their metadata itself), and nothing else.
		const uploads = ROUTE_PATHS.filter((p) => p.endsWith("/send"));
		expect(uploads.sort()).toEqual([
			"/admin/shipments/x/documents/send",
			"/mypage/download/x/send",
			"/mypage/payment/x/send",
			"/mypage/upload/x/send",
			"/partner/customs/x/send",
			"/partner/insurance/x/send",
		]);
		for (const p of [...uploads, ...uploads.map((p) => `${p}.data`)])
			expect(passes(p), `${p} should pass through`).toBe(true);

		// Passthrough also skips write forwarding, so no other page or action of the app may match it.
		const pages = ROUTE_PATHS.filter((p) => p !== "/healthz" && p !== "/anything" && !uploads.includes(p));
		expect(pages.length).toBeGreaterThan(5);
		for (const p of [...pages, ...pages.map((p) => `${p === "/" ? "/_root" : p}.data`), "/api/v1/quotes"])
			expect(passes(p), `${p} must not pass through the LiteFS proxy`).toBe(false);
	});

	test("machines never stop or start on their own, and one always runs", () => {
		expect(["off", false]).toContain(fly.http_service.auto_stop_machines);
		expect(fly.http_service.auto_start_machines).toBe(false);
		expect(fly.http_service.min_machines_running).toBeGreaterThanOrEqual(1);
	});

	test("every image stage runs Node 24, and the runtime carries LiteFS and what it needs", () => {
		const stageNames = new Set(stages.map((s) => s.name));
		for (const stage of stages) if (!stageNames.has(stage.image)) expect(stage.image).toMatch(/^node:24([.-]|$)/);

		const liteFsCopy = copiesOf(runtime).find((c) => c.from?.startsWith("flyio/litefs:"));
		expect(liteFsCopy?.from).toMatch(/^flyio\/litefs:0\.5(\.\d+)?$/);
		expect(liteFsCopy?.destination).toBe("/usr/local/bin/litefs");
		const installs = lineage(stages, runtime).flatMap(runsOf).join("\n");
		expect(installs).toMatch(/apt-get install[^\n]*\bfuse3\b/);
		expect(installs).toMatch(/apt-get install[^\n]*\bca-certificates\b/);
		expect(runtimeEnv.NODE_ENV).toBe("production");
	});

	test("stages that build or install dev dependencies do not run with NODE_ENV=production", () => {
		for (const stage of stages) {
			const runs = runsOf(stage).join("\n");
			const needsDevDeps = /npm run build|npm ci(?![^\n]*--omit=dev)/.test(runs);
			if (needsDevDeps) expect(stageEnv(stages, stage).NODE_ENV, `stage ${stage.name}`).not.toBe("production");
		}
	});

	test("the image starts `litefs mount` with the litefs.yml it ships, and nothing else", () => {
		const entrypoint = execForm(runtime, "ENTRYPOINT");
		expect(entrypoint?.slice(0, 2)).toEqual(["litefs", "mount"]);
		// Extra CMD words would reach `litefs mount` as arguments; the app is started by exec instead.
		expect(execForm(runtime, "CMD")).toBeUndefined();

		const configCopy = copiesOf(runtime).find((c) => c.from === undefined && c.sources.includes("litefs.yml"));
		expect(configCopy, "litefs.yml is not copied into the image").toBeDefined();
		const configIndex = entrypoint?.indexOf("-config") ?? -1;
		const searched = [posix.join(runtimeWorkdir, "litefs.yml"), "/etc/litefs.yml"];
		const configPath = configIndex >= 0 ? entrypoint?.[configIndex + 1] : undefined;
		if (configPath) expect(configCopy?.destination).toBe(configPath);
		else expect(searched).toContain(configCopy?.destination);
	});

	test("every path the runtime stage copies exists in the repository (build output aside)", () => {
		const stageByName = new Map(stages.map((s) => [s.name, s]));
		for (const copy of copiesOf(runtime)) {
			const fromStage = copy.from === undefined ? undefined : stageByName.get(copy.from);
			if (copy.from !== undefined && !fromStage) continue; // another image, e.g. flyio/litefs
			for (const source of copy.sources) {
				// Paths copied from an earlier stage are relative to that stage's WORKDIR.
				const relative = fromStage ? posix.relative(stageWorkdir(stages, fromStage), source) : posix.normalize(source);
				expect(relative.startsWith(".."), `${source} is outside the app folder`).toBe(false);
				if (relative === "build" || relative.startsWith("build/")) continue; // made by `npm run build`
				expect(projectPathExists(relative), `${relative} (COPY ${source}) is missing`).toBe(true);
			}
		}
	});

	test("every file server.js loads from the repository at run time is in the image", () => {
		// server.js runs as it is (no bundling): its relative imports, and theirs, must be copied
		const copied = copiesOf(runtime)
			.filter((c) => c.from === undefined)
			.flatMap((c) => c.sources.map((s) => posix.normalize(s)));
		const isCopied = (file: string) => copied.some((source) => file === source || file.startsWith(`${source}/`));
		const seen = new Set<string>();
		const visit = (file: string) => {
			if (seen.has(file)) return;
			seen.add(file);
			expect(isCopied(file), `${file} is loaded by server.js but not copied into the image`).toBe(true);
			for (const [, spec] of readProjectFile(file).matchAll(/^import\s[^"']*["'](\.{1,2}\/[^"']+)["']/gm))
				if (!spec!.startsWith("./build/")) visit(posix.normalize(posix.join(posix.dirname(file), spec!)));
		};
		visit("server.js");
		expect(seen.size).toBeGreaterThan(1);
	});

	test("the runtime image copies no local data, secrets or the whole context", () => {
		for (const copy of copiesOf(runtime).filter((c) => c.from === undefined))
			for (const source of copy.sources) expect([".", "./", ".env", "data", "tests"]).not.toContain(source);
	});
});
