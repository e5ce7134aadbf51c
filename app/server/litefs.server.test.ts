import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ensurePrimary, getInstanceInfo, isPrimary } from "./litefs.server.ts";

const HOSTNAME = os.hostname();
const OTHER_MACHINE = "e2865013a49d86"; // shaped like a Fly machine id

const tempDirs: string[] = [];

/** A stand-in for the LiteFS mount: a folder, with a `.primary` file when this machine is a replica. */
function fakeLiteFsDir(primaryFile: string | undefined): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
	tempDirs.push(dir);
	// LiteFS writes the primary's hostname followed by a newline.
	if (primaryFile !== undefined) fs.writeFileSync(path.join(dir, ".primary"), primaryFile);
	return dir;
}

afterEach(() => {
	vi.unstubAllEnvs();
	for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Case = {
	name: string;
	/** undefined: LITEFS_DIR unset; null: set to ""; an object: a LiteFS mount, with a `.primary` file when primaryFile is given. */
	liteFs: { primaryFile?: string } | undefined | null;
	expected: { primaryInstance: string; currentIsPrimary: boolean };
};

const cases: Case[] = [
	{
		// litefs-js would throw here; the local fallback must answer without calling it.
		name: "LITEFS_DIR unset: this process is the local primary",
		liteFs: undefined,
		expected: { primaryInstance: HOSTNAME, currentIsPrimary: true },
	},
	{
		name: "LITEFS_DIR empty: treated as unset",
		liteFs: null,
		expected: { primaryInstance: HOSTNAME, currentIsPrimary: true },
	},
	{
		name: "LiteFS without .primary: this machine holds the lease",
		liteFs: {},
		expected: { primaryInstance: HOSTNAME, currentIsPrimary: true },
	},
	{
		name: "LiteFS with .primary naming another machine: replica",
		liteFs: { primaryFile: `${OTHER_MACHINE}\n` },
		expected: { primaryInstance: OTHER_MACHINE, currentIsPrimary: false },
	},
	{
		name: "LiteFS with .primary naming this machine: primary",
		liteFs: { primaryFile: `${HOSTNAME}\n` },
		expected: { primaryInstance: HOSTNAME, currentIsPrimary: true },
	},
];

function applyCase(liteFs: Case["liteFs"]): void {
	if (liteFs === undefined) vi.stubEnv("LITEFS_DIR", undefined);
	else if (liteFs === null) vi.stubEnv("LITEFS_DIR", "");
	else vi.stubEnv("LITEFS_DIR", fakeLiteFsDir(liteFs.primaryFile));
}

describe("litefs.server", () => {
	test.for(cases)("$name", async ({ liteFs, expected }) => {
		applyCase(liteFs);

		expect(await getInstanceInfo()).toEqual({
			primaryInstance: expected.primaryInstance,
			currentInstance: HOSTNAME,
			currentIsPrimary: expected.currentIsPrimary,
		});
		expect(await isPrimary()).toBe(expected.currentIsPrimary);

		if (expected.currentIsPrimary) {
			await expect(ensurePrimary()).resolves.toBeUndefined();
			return;
		}
		const thrown = await ensurePrimary().then(
			() => undefined,
			(error: unknown) => error,
		);
		expect(thrown).toBeInstanceOf(Response);
		const response = thrown as Response;
		expect(response.headers.get("fly-replay")).toBe(`instance=${expected.primaryInstance}`);
		expect(response.status).toBe(302);
	});

	test("follows the lease when the primary moves (no caching)", async () => {
		const dir = fakeLiteFsDir(undefined);
		vi.stubEnv("LITEFS_DIR", dir);
		expect(await isPrimary()).toBe(true);

		fs.writeFileSync(path.join(dir, ".primary"), `${OTHER_MACHINE}\n`);
		expect(await isPrimary()).toBe(false);

		fs.rmSync(path.join(dir, ".primary"));
		expect(await isPrimary()).toBe(true);
	});
});

// The replay only works if the header reaches Fly's proxy. React Router decides which headers of a
// thrown response survive, so check it against the installed version with a one-route build whose
// loader and action call ensurePrimary on a replica.
const renderNothing = () => null;
const guardedByEnsurePrimary = async () => {
	await ensurePrimary();
	return null;
};
const replicaRoutes = {
	root: { id: "root", path: "", module: { default: renderNothing, ErrorBoundary: renderNothing } },
	"routes/verify": {
		id: "routes/verify",
		parentId: "root",
		path: "verify",
		module: { default: renderNothing, loader: guardedByEnsurePrimary, action: guardedByEnsurePrimary },
	},
};

/** The smallest server build React Router will serve: a root and one route that writes. */
function replicaBuild(): ServerBuild {
	const manifestRoutes = Object.fromEntries(
		Object.values(replicaRoutes).map((r) => [
			r.id,
			{
				id: r.id,
				parentId: "parentId" in r ? r.parentId : undefined,
				path: r.path,
				hasLoader: "loader" in r.module,
				hasAction: "action" in r.module,
				hasErrorBoundary: "ErrorBoundary" in r.module,
				module: `/${r.id}.js`,
			},
		]),
	);
	const build = {
		entry: {
			module: {
				default: (_request: Request, status: number, headers: Headers) =>
					new Response("<!doctype html>", { status, headers }),
			},
		},
		routes: replicaRoutes,
		assets: { routes: manifestRoutes, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1" },
		publicPath: "/",
		assetsBuildDirectory: "build/client",
		future: {},
		ssr: true,
		isSpaMode: false,
		prerender: [],
		routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
	};
	return build as unknown as ServerBuild;
}

describe("fly-replay survives React Router", () => {
	test.for([
		{ method: "GET", url: "http://app.test/verify" },
		{ method: "GET", url: "http://app.test/verify.data" },
		{ method: "POST", url: "http://app.test/verify" },
		{ method: "POST", url: "http://app.test/verify.data" },
	])("$method $url", async ({ method, url }) => {
		vi.stubEnv("LITEFS_DIR", fakeLiteFsDir(`${OTHER_MACHINE}\n`));
		const handler = createRequestHandler(replicaBuild(), "production");
		const init: RequestInit = { method, headers: { Origin: "http://app.test" } };
		if (method === "POST") init.body = new URLSearchParams({ code: "123456" });

		const response = await handler(new Request(url, init));

		expect(response.headers.get("fly-replay")).toBe(`instance=${OTHER_MACHINE}`);
	});
});
