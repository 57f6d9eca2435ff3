# syntax=docker/dockerfile:1
# The site as a self-hosted container: the standalone Node server that `next build` writes (output: 'standalone',
# lib/site/hosting.ts), run as a non-root user. README, "Deploy the site" (self-hosted) says how to build and run it;
# compose.yaml runs two instances behind a reverse proxy on one Redis.

ARG NODE_VERSION=24.21.0

# ── Dependencies: installed once from the lockfile ───────────────────────────────────────────────────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .nvmrc ./
# `npm ci` refuses this lockfile (it leaves out other platforms' optional packages); install keeps to its versions.
RUN npm install --no-audit --no-fund

# ── Build: settings the browser bundle and the security policy are built with ─────────────────────────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Build-time settings (docs/deploying.md): NEXT_PUBLIC_* are written into the pages and the
# Content-Security-Policy; NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be the same for every instance of this image.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET=production
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ENV NEXT_PUBLIC_SITE_URL=$NEXT_PUBLIC_SITE_URL \
    NEXT_PUBLIC_SANITY_PROJECT_ID=$NEXT_PUBLIC_SANITY_PROJECT_ID \
    NEXT_PUBLIC_SANITY_DATASET=$NEXT_PUBLIC_SANITY_DATASET \
    NEXT_PUBLIC_SUPABASE_URL=$NEXT_PUBLIC_SUPABASE_URL \
    NEXT_PUBLIC_SUPABASE_ANON_KEY=$NEXT_PUBLIC_SUPABASE_ANON_KEY \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=$NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
    NEXT_BUILD_CACHE=off
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

# ── The proxy: Caddy with its own copy of the built assets (compose.yaml) ─────────────────────────────────────────
# Each file is compressed once, here, so no request pays for compressing a file that never changes; the proxy sends
# them with the headers this build's instances would (docs/deploying.md#the-built-assets).
FROM build AS precompressed
RUN npx tsx scripts/precompress-static.ts .next/static && \
    npx tsx scripts/static-asset-headers.ts .next/routes-manifest.json .next/static-asset-headers.caddy

FROM caddy:2-alpine AS proxy
COPY --from=precompressed /app/.next/static /srv/_next/static
COPY --from=precompressed /app/.next/static-asset-headers.caddy /etc/caddy/static-asset-headers.caddy

# ── Run: only what the standalone server reads; the last stage, which a plain `docker build` makes ────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# The server (with the node_modules it traced), then the files it serves as they are: the built assets and public/.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Liveness: the process answers (/api/health). A load balancer asks /api/health/ready, which also checks the
# content source and the cache store.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
