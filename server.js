// Production server: Express in front of the React Router build. (`npm run dev` uses Vite's server.)
// Settings are validated when the build is imported (app/server/env.server.ts): a missing production
// secret stops start-up with a clear message.
import compression from "compression";
import express from "express";
import { RouterContextProvider, createRequestHandler } from "react-router";
// Loaded by Node itself (type stripping), not from the build: the Dockerfile copies these files.
import { guardedRequestHandler } from "./app/server/body-guard.server.ts";
import { COMPRESSION_OPTIONS, preferGzip } from "./app/server/compression-options.ts";
import { pageCache } from "./app/server/page-cache.server.ts";
import { currentRequest } from "./app/observability/request-context.ts";
import { metricsEndpoint, observeRequests, routed } from "./app/observability/http.server.ts";
import { logger } from "./app/observability/logger.server.ts";
import { sectionedRequestHandler } from "./app/server/route-sections.server.ts";
import { requestTurns } from "./app/server/request-turns.server.ts";

const build = await import("./build/server/index.js").catch((error) => {
	logger.fatal({ err: error }, "the server build could not be loaded");
	process.exit(1);
});

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || (production ? "0.0.0.0" : "127.0.0.1");

const onFly = Boolean(process.env.FLY_APP_NAME);
const app = express();
app.disable("x-powered-by");
// A request id, the access log line and request metrics for everything below (decision 023).
app.use(observeRequests({ onFly }));
// Behind Fly's TLS proxy (and LiteFS's proxy) the request arrives as http; trusting the forwarded
// scheme keeps React Router's POST origin check matching https://.
app.set("trust proxy", true);
// Prometheus scrape of this machine, behind METRICS_TOKEN (404 while unset).
app.get("/metrics", metricsEndpoint());
// Pages, files and streams alike are gzipped by the middleware's zlib streams, off the event loop (decision 061).
app.use(preferGzip, compression(COMPRESSION_OPTIONS));
// Hashed build assets never change under the same name.
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
// So are the fonts, named by a hash of their bytes (scripts/subset-fonts.ts): a returning visitor on a
// slow link has them before the first layout instead of asking again (decision 109).
app.use("/fonts", express.static("build/client/fonts", { immutable: true, maxAge: "1y", index: false }));
const publicFiles = express.static("build/client", {
	maxAge: "1h",
	index: false,
	setHeaders(res, file) {
		// The service worker must be re-checked on every visit, or a fix never reaches users.
		if (file.endsWith("sw.js")) res.setHeader("Cache-Control", "no-cache");
		res.setHeader("X-Content-Type-Options", "nosniff");
	},
});
// Files in build/client all have an extension (sw.js, favicon-32.png, manifest.webmanifest) and pages have none:
// a page request goes straight to the router instead of costing a stat() of a file that is not there.
app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
// The client's address for the sign-in limits. Forwarded headers are client-controlled, so only Fly's
// own Fly-Client-IP (which its edge overwrites) is believed, and only when running on Fly; anything a
// client sent under our header name is replaced.
app.use((req, _res, next) => {
	const flyClientIp = onFly ? req.get("fly-client-ip") : undefined;
	req.headers["x-fp-client-ip"] = flyClientIp || req.socket.remoteAddress || "unknown";
	next();
});
// Public pages for a visitor without a session come from a few seconds' cache, with a fresh nonce
// (app/server/page-cache.server.ts); production builds only (the demo too), never in tests.
if (production && process.env.PAGE_CACHE !== "off")
	app.use(
		pageCache({
			onHit(path) {
				const context = currentRequest();
				if (context) context.route = path;
			},
		}),
	);
// What the router renders starts one request per turn of the event loop, first come first served, so
// new connections are accepted while the server is busy (app/server/request-turns.server.ts, decisions
// 031 and 034); a burst of new connections is taken in turns that only poll, before the next start.
// REQUEST_TURNS=off, TURN_POLLS=off, ROUTE_SECTIONS=off and PAGE_ROUTES=off run without a piece, to measure
// what it buys (app/server/README.md, decision 061).
const turns = requestTurns();
if (process.env.REQUEST_TURNS !== "off") app.use(turns);
// Every request body is size-checked on its way in (app/server/body-limits.ts has the limits).
app.all(
	"/{*splat}",
	routed(
		guardedRequestHandler(
			// one handler per section (the first one or two path segments), each matching over that section's routes
			// (decision 029); a section's build lacks the other sections' route modules, which only pageContext's cut
			// spares <ServerRouter>, so PAGE_ROUTES=off needs the one handler of the whole table
			process.env.ROUTE_SECTIONS === "off" || process.env.PAGE_ROUTES === "off"
				? createRequestHandler(build, production ? "production" : "development")
				: sectionedRequestHandler(build, (sectionBuild) =>
						createRequestHandler(sectionBuild, production ? "production" : "development"),
					),
			() => new RouterContextProvider(),
		),
	),
);

const server = app.listen(port, host, () => {
	logger.info(`listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
	// scheduled jobs (app/jobs, decision 022): production only, on the primary only; they stop on SIGTERM
	build.entry.module.startJobs?.().catch((error) => logger.error({ err: error }, "scheduled jobs did not start"));
});
if (process.env.REQUEST_TURNS !== "off" && process.env.TURN_POLLS !== "off") turns.watch(server);

for (const signal of ["SIGTERM", "SIGINT"]) {
	process.on(signal, () => {
		server.close(() => process.exit(0));
		setTimeout(() => process.exit(0), 5_000).unref();
	});
}
