# syntax=docker/dockerfile:1
# Builds the site and runs it with src/server/server.mjs (Next's handler behind a server that answers
# cached pages from copies compressed once), the one production command (README, e2e). The build reads the CMS (the sitemap and the service
# routes), so it runs against an embedded Postgres seeded with the same content a fresh
# deployment gets; the public pages are prerendered from it and regenerated when staff save.
# pg_dump and pg_restore for backups (README "Operations") must be at least the server's major
# version. docker-compose.yml runs Postgres 17 and Debian bookworm ships only 15, so the client
# comes from the PostgreSQL project's apt repository; set PG_CLIENT_MAJOR to your server's major.
FROM node:20-bookworm-slim AS base
ARG PG_CLIENT_MAJOR=17
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_CLIENT_MAJOR} \
  && rm -rf /var/lib/apt/lists/*

FROM base AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM build AS pruned
WORKDIR /app
RUN npm prune --omit=dev --no-audit --no-fund

# The job worker of the `scaled` compose profile (scripts/worker.ts): the build stage has the
# sources, node_modules and tsx it runs with.
FROM build AS worker
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
USER node
# The condition resolves Lexical to its build: without it, about one start in five exited 13 (scripts/run.ts, WORKER_COMMAND).
CMD ["node_modules/.bin/tsx", "--conditions=production", "scripts/worker.ts"]

FROM base AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=pruned /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.mjs ./
# next.config.mjs, the cache handler it names and the server are plain modules loaded at run time.
COPY --from=build /app/src/lib/securityHeaderValues.mjs /app/src/lib/pageScriptHashes.mjs ./src/lib/
COPY --from=build /app/src/lib/db/databaseProbe.mjs ./src/lib/db/
COPY --from=build /app/src/env/envSchema.mjs ./src/env/
COPY --from=build /app/src/cache ./src/cache
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
RUN mkdir -p /data/media /data/uploads /data/backups && chown -R node:node /data /app/.next
USER node
EXPOSE 3000
# Pending migrations are applied when Payload starts (prodMigrations in payload.config.ts). Cached
# pages never start it: the health check does, within seconds of the start, and with it the job
# runner, so a scheduled publish whose time passed while the container was down runs at once.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=30 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server/server.mjs"]
