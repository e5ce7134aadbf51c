// The bench's server harness: build if needed, a throwaway database, the production server on a free
// 127.0.0.1 port, and a clean stop. Shared by bench/run.ts (pages) and bench/api.ts (partner API).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
const STARTUP_TIMEOUT_MS = 30_000;

export type Running = { child: ChildProcess; baseUrl: string; output: () => string };

export function ensureBuild(force: boolean) {
	const built =
		existsSync(path.join(ROOT, "build/server/index.js")) && existsSync(path.join(ROOT, "build/client/assets"));
	if (built && !force) return;
	console.log(force ? "building (--build)..." : "build/ is missing: running npm run build...");
	const result = spawnSync("npm", ["run", "build"], {
		cwd: ROOT,
		stdio: "inherit",
		env: { ...process.env, PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` },
	});
	if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

// Asking the kernel for port 0 gives a free port; the tiny window before the server binds it is
// acceptable for a local bench.
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once("error", reject);
		probe.listen(0, "127.0.0.1", () => {
			const address = probe.address();
			const port = typeof address === "object" && address ? address.port : 0;
			probe.close(() => resolve(port));
		});
	});
}

export function serverEnv(tempDir: string, port: number): NodeJS.ProcessEnv {
	return {
		...process.env,
		NODE_ENV: "test",
		HOST: "127.0.0.1",
		PORT: String(port),
		DATABASE_PATH: path.join(tempDir, "bench.db"),
		// Keeps anything the app writes out of the working copy's data/ folder.
		UPLOAD_DIR: path.join(tempDir, "uploads"),
		SESSION_SECRET: randomBytes(32).toString("hex"),
		// scheduled jobs (decision 022) would run their catch-up in the middle of a measurement
		JOBS: "off",
	};
}

export function prepareDatabase(env: NodeJS.ProcessEnv) {
	for (const script of ["db/migrate.ts", "db/seed.ts"]) {
		const result = spawnSync(process.execPath, [script], { cwd: ROOT, env, encoding: "utf8" });
		if (result.status !== 0) {
			throw new Error(
				`node ${script} failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
			);
		}
	}
}

export async function startServer(env: NodeJS.ProcessEnv): Promise<Running> {
	const child = spawn(process.execPath, ["server.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
	// Keep the tail of the server's output to explain a failed start; otherwise it stays quiet.
	let log = "";
	const keep = (chunk: Buffer) => {
		log = (log + chunk.toString("utf8")).slice(-8_000);
	};
	child.stdout?.on("data", keep);
	child.stderr?.on("data", keep);

	const baseUrl = `http://127.0.0.1:${env.PORT}`;
	const running: Running = { child, baseUrl, output: () => log };
	const deadline = Date.now() + STARTUP_TIMEOUT_MS;
	while (Date.now() < deadline) {
		if (!isAlive(child))
			throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode}):\n${log}`);
		try {
			const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
			await response.arrayBuffer();
			if (response.status === 200) return running;
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	child.kill("SIGKILL");
	throw new Error(`server did not answer /healthz with 200 within ${STARTUP_TIMEOUT_MS / 1000} s:\n${log}`);
}

export function isAlive(child: ChildProcess): boolean {
	return child.exitCode === null && child.signalCode === null;
}

// SIGTERM lets server.js close cleanly (it has its own 5 s fallback); SIGKILL if even that stalls.
export async function stopServer(child: ChildProcess) {
	if (!isAlive(child)) return;
	const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
	child.kill("SIGTERM");
	const timer = setTimeout(() => child.kill("SIGKILL"), 7_000);
	await exited;
	clearTimeout(timer);
}

export function printTable(headers: string[], rows: string[][]) {
	const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
	// Text columns read left-aligned, numbers right-aligned so their digits line up.
	const numeric = headers.map(
		(_, i) => rows.length > 0 && rows.every((r) => /^[-+\d.,\s]*(KiB|MiB)?$/.test(r[i] ?? "")),
	);
	const line = (cells: string[]) =>
		cells
			.map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
			.join("  ")
			.trimEnd();
	console.log(line(headers));
	console.log(widths.map((w) => "-".repeat(w)).join("  "));
	for (const row of rows) console.log(line(row));
}

/** Signs a demo user in through the real form (the JavaScript-off path) and returns the session cookie. */
export async function signIn(baseUrl: string, email: string, headers: Record<string, string> = {}): Promise<string> {
	const body = new URLSearchParams({ intent: "signin", email, password: "demo1234" });
	// a browser sends its Origin with a form POST, and the origin check refuses a POST without one (decision 052)
	const response = await fetch(`${baseUrl}/login`, {
		method: "POST",
		body,
		redirect: "manual",
		headers: { ...headers, origin: new URL(baseUrl).origin },
	});
	await response.arrayBuffer();
	const cookie = response.headers
		.getSetCookie()
		.find((c) => /session/i.test(c))
		?.split(";")[0];
	if (response.status !== 302 && response.status !== 303)
		throw new Error(`sign-in as ${email} answered ${response.status}`);
	if (!cookie)
		throw new Error("sign-in set no session cookie (production cookies are Secure: is ALLOW_INSECURE_COOKIES set?)");
	return cookie;
}

/** The median of some measurements (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A number given on the command line as `--name=N` (`--seconds=3`, `--mb=20`), or the fallback when it is absent. */
export function numberArg(args: readonly string[], name: string, fallback: number): number {
	return Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
}

/**
 * A count given on the command line as `--name=N` (`--requests=300`, `--runs=3`), or the fallback when
 * it is absent. Anything but a positive integer stops the bench before it starts a server.
 */
export function countArg(args: readonly string[], name: string, fallback: number): number {
	const value = numberArg(args, name, fallback);
	if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
	return value;
}
