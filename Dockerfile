# syntax=docker/dockerfile:1
# The portal as one image: built with every dependency, run on Node 24 LTS (slim) with the production ones only.
#   docker build -t benefits-portal .
#   docker compose up          (compose.yaml: the portal on PostgreSQL 18; docs/operations.md, "Run with Docker")
# The shape of this file is checked by apps/server/src/container.test.ts.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first: the dependency layer is reused while only sources change. Every workspace's manifest is
# there (npm reads them all), but only the root's tools and the portal's three workspaces are installed.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --include-workspace-root --workspace packages/contracts --workspace apps/server --workspace apps/web --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server's production dependencies only (its build bundles the contracts; nothing of the web app is needed to
# serve its built files), without npm's cache.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund \
    && npm cache clean --force
# The built server and its commands, the built web app, and what the server reads at run time: its migrations and
# the PDF fonts (apps/server/package.json, copied above, is how it finds its folder).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/assets apps/server/assets
# A user of its own, owning only the data folder (the embedded PostgreSQL's, used when DATABASE_URL is not set).
RUN groupadd --system portal \
    && useradd --system --gid portal --home-dir /app --no-create-home --shell /usr/sbin/nologin portal \
    && mkdir -p /data \
    && chown portal:portal /data
USER portal
VOLUME ["/data"]
EXPOSE 3000
# /api/health/live: the process answers. Node's own fetch, as the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + (process.env.API_BASE || '/api') + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The commands run in the image as: node apps/server/dist/admin.js … and node apps/server/dist/database.js migrate|backup|restore …
CMD ["node", "apps/server/dist/main.js"]
