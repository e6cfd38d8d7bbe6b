# syntax=docker/dockerfile:1
# Builds the site and runs it with `next start`, the one production command (README, e2e). The build reads the CMS (the sitemap and the service
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

FROM build AS pruned
WORKDIR /app
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=pruned /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.mjs ./
COPY --from=build /app/src/lib/securityHeaderValues.mjs ./src/lib/securityHeaderValues.mjs
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
RUN mkdir -p /data/media /data/uploads && chown -R node:node /data /app/.next
USER node
EXPOSE 3000
# Pending migrations are applied when Payload starts (prodMigrations in payload.config.ts).
CMD ["node_modules/.bin/next", "start"]
