# syntax=docker/dockerfile:1
# Builds Next's standalone output. The build reads the CMS (the sitemap and the service
# routes), so it runs against an embedded Postgres seeded with the same content a fresh
# deployment gets; pages are rendered per request (nonce CSP) from cached CMS data that
# staff edits revalidate at run time.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

# The job worker of the `scaled` compose profile (scripts/worker.ts): the build stage has the
# sources, node_modules and tsx it runs with.
FROM build AS worker
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
USER node
CMD ["node_modules/.bin/tsx", "scripts/worker.ts"]

FROM node:20-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
RUN mkdir -p /data/media /data/uploads && chown -R node:node /data /app/.next
USER node
EXPOSE 3000
# Pending migrations are applied when Payload starts (prodMigrations in payload.config.ts).
CMD ["node", "server.js"]
