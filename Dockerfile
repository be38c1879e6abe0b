# Eventos Perú — release image (docs/deploy.md).
#   docker build -t eventos-peru .
#   docker run --env-file .env.production -e RUN_JOBS=false -p 3000:3000 eventos-peru
#   docker run --env-file .env.production eventos-peru node apps/api/dist/worker.js   # the worker role
# Stage 1 installs everything and builds (API + domain compiled to apps/api/dist with esbuild, the
# web app to apps/web/dist); stage 2 has production dependencies only, runs as a non-root user and
# starts the compiled server with node (no tsx, no build at boot).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/eventos
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=production-deps /app/packages/domain/package.json ./packages/domain/package.json
COPY package.json ./
COPY apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
# Read at run time: the SQL migrations and the catalogue's seed data.
COPY apps/api/src/db/migrations ./apps/api/src/db/migrations
COPY apps/api/src/db/seed/data ./apps/api/src/db/seed/data
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The server render of the public pages (docs/decisions/120-server-rendering.md).
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /var/lib/eventos && chown node:node /var/lib/eventos
USER node
EXPOSE 3000
VOLUME ["/var/lib/eventos"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# A larger young generation: a page render makes short-lived objects by the megabyte (docs/decisions/334).
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/server.js"]
