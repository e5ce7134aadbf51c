// The yardstick's production server, shaped like our server.js (compression, hashed assets cached
// for a year, the rest of build/client for an hour, React Router's express handler) so that the
// comparison measures the apps, not the servers. Both take their compression settings from app/server/compression-options.ts.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { COMPRESSION_OPTIONS, preferGzip } from "../../app/server/compression-options.ts";

const buildDir = path.resolve(
	process.env.YARDSTICK_BUILD_DIR || path.join(import.meta.dirname, "../.tmp/yardstick-build"),
);
const build = await import(path.join(buildDir, "server/index.js"));

const app = express();
app.disable("x-powered-by");
app.use(preferGzip, compression(COMPRESSION_OPTIONS));
app.use(
	"/assets",
	express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));

const port = Number(process.env.PORT || 3001);
const server = app.listen(port, "127.0.0.1", () => console.log(`yardstick on http://127.0.0.1:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
