# syntax=docker/dockerfile:1
# Production image: the built site and its Node server, run as an unprivileged user.
#   docker build -t maple-pathways .
#   docker run -p 3000:3000 --env-file production.env maple-pathways
# Configuration is read from the environment at start (see README.md and docs/deploy.md);
# only the VITE_* site facts below are fixed at build time.

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses a lock file that lacks another platform's optional binaries (when it was written
# against a registry serving only one platform's); npm install then resolves the same pinned versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# Site facts shown on the pages (phone, address, licences) are compiled into the client bundle. A server
# started over https refuses the fictional defaults: set every licence, phone, email and address argument.
ARG VITE_BASE_URL
ARG VITE_SITE_BUSINESS_NAME
ARG VITE_SITE_CONSULTANT_NAME
ARG VITE_SITE_CONSULTANT_LICENCE
ARG VITE_SITE_SK_CONSULTANT_LICENCE
ARG VITE_SITE_RECRUITER_LICENCE
ARG VITE_SITE_BAR_ROLL_NUMBER
ARG VITE_SITE_BAR_JURISDICTION
ARG VITE_SITE_BAR_JURISDICTION_FR
ARG VITE_SITE_PHONE
ARG VITE_SITE_EMAIL
ARG VITE_SITE_STREET
ARG VITE_SITE_STREET_FR
ARG VITE_SITE_POSTAL_CODE
# A build argument left out must fall back to the default, not become an empty string.
RUN for name in $(env | sed -n 's/^\(VITE_[A-Z_]*\)=$/\1/p'); do unset "$name"; done; \
    npx react-router build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime-modules
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
# Two malloc arenas: each thread that allocates (the PDF check's worker, the image decoder's) would
# otherwise keep an arena of freed memory of its own: about 70 MB less at the peak of twenty uploads
# (ADR 016, "Hostile uploads").
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
COPY --from=runtime-modules --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
# The server is built with the app: build/server/index.js holds both, and the migrations beside it.
COPY --from=build --chown=root:root /app/build ./build
# The code stays read-only for the server; only DATA_DIR (embedded database, generated secrets) is
# writable, and with DATABASE_URL and AUTH_SECRET set nothing is written there at all.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# 200 once migrations have run and the database answers; 503 while it is unreachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node receives SIGTERM directly (no shell in between): the server drains in-flight requests, then exits.
CMD ["node", "build/server/index.js"]
