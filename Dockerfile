# syntax=docker/dockerfile:1
#
# Production image for Fly.io. LiteFS is the entrypoint: it mounts the SQLite directory (FUSE),
# joins the cluster, runs the migrations on the primary candidate and then starts `node server.js`
# (the `exec` list in litefs.yml). Stages: deps (all packages, for the build) -> build ->
# prod-deps (runtime packages only) -> runtime (what ships).
# docs/decisions/004-litefs-on-fly.md explains the shape; tests/deploy-config.test.ts keeps this
# file, litefs.yml and fly.toml in agreement.

FROM node:24-bookworm-slim AS base
WORKDIR /app
# The npm the project is developed with. npm 11 only runs the dependency install scripts listed
# under `allowScripts` in package.json; pinning it makes the image install exactly what a developer
# machine installs, whatever npm the base image happens to bundle.
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force

FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build

FROM base AS prod-deps
COPY package.json package-lock.json ./
# The `node` package in dependencies exists for machines whose own Node is older than 24; the base
# image already is Node 24, so its 120 MB second copy of Node is dropped instead of shipped.
RUN npm ci --omit=dev \
	&& rm -rf node_modules/node node_modules/.bin/node \
	&& npm cache clean --force

FROM base AS runtime
# fuse3: LiteFS mounts its FUSE file system; ca-certificates: LiteFS talks to Fly's Consul over
# HTTPS; sqlite3: lets an operator inspect /litefs/app.db from `fly ssh console`.
RUN apt-get update -y \
	&& apt-get install -y --no-install-recommends ca-certificates fuse3 sqlite3 \
	&& rm -rf /var/lib/apt/lists/*
COPY --from=flyio/litefs:0.5 /usr/local/bin/litefs /usr/local/bin/litefs

# The database lives inside the LiteFS mount so every write is replicated; uploads sit on the Fly
# volume (/data), outside the mount (LiteFS only replicates SQLite files) and never under public/;
# database backups (when no bucket is set) beside them, never among them (issue 32 item 32).
# HOST is loopback: only the LiteFS proxy (litefs.yml, :8080) may reach the app, so no request can
# bypass its write forwarding.
ENV NODE_ENV=production \
	PORT=3000 \
	HOST=127.0.0.1 \
	LITEFS_DIR=/litefs \
	DATABASE_PATH=/litefs/app.db \
	UPLOAD_DIR=/data/uploads \
	BACKUP_DIR=/data/backups

RUN mkdir -p /litefs /data

COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server.js ./
# `npm run job -- <name>`: runs a scheduled job by hand through the build (decision 022)
COPY scripts/job.js ./scripts/
# server.js caps request bodies before React Router reads them (decision 018); node runs these .ts files as they are
COPY app/server/body-limits.ts app/server/body-guard.server.ts app/server/compression-options.ts app/server/page-cache.server.ts app/server/whole-body.ts \
	app/server/route-sections.server.ts app/server/process-wide.ts app/server/request-turns.server.ts ./app/server/
# and answers /metrics, logs and ids each request (decision 023)
COPY app/observability/request-context.ts app/observability/request-id.ts \
	app/observability/logger.server.ts app/observability/exposition.ts app/observability/metrics.server.ts \
	app/observability/http.server.ts ./app/observability/
# `npm run db:backup` and `npm run db:restore` on a machine (decision 021, docs/operations/backups.md);
# app/ops/deploy-files.test.ts checks this list against the scripts' imports
COPY scripts/db-backup.ts scripts/db-restore.ts ./scripts/
COPY app/ops/backup.server.ts app/ops/database-file.server.ts app/ops/restore.server.ts app/ops/retention.ts ./app/ops/
COPY app/storage/files.server.ts app/storage/s3-store.server.ts ./app/storage/
COPY app/server/env.server.ts app/server/litefs.server.ts ./app/server/
COPY db ./db
# db/schema.ts takes its code lists from the app, so `node db/migrate.ts` (litefs.yml exec) needs them
COPY app/pricing/codes.ts app/pricing/money.ts ./app/pricing/
COPY app/lifecycle/lifecycle.ts ./app/lifecycle/
COPY app/calendar/calendar.ts ./app/calendar/
COPY app/shipments/codes/codes.ts ./app/shipments/codes/
COPY app/documents/codes/codes.ts ./app/documents/codes/
COPY app/invoices/codes/codes.ts ./app/invoices/codes/
COPY app/board/codes/kinds.ts ./app/board/codes/
COPY app/integrations/codes/codes.ts ./app/integrations/codes/
COPY app/i18n/locales.ts ./app/i18n/
COPY public ./public
COPY litefs.yml /etc/litefs.yml

# The app itself is started by LiteFS (exec in litefs.yml), after the node has joined the cluster.
ENTRYPOINT ["litefs", "mount", "-config", "/etc/litefs.yml"]
