# syntax=docker/dockerfile:1
# Portal Pajak: the portal (dist/) and its API server (server-dist/) in one image.
#   docker build --build-arg VITE_API_KEY=<the API_KEY the server will get> -t portal-pajak .
# The portal's API key is compiled into its JavaScript, so it is a build argument; everything
# else is read from the environment at start (README, Deploy). compose.yaml runs it with PostgreSQL.

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# builder: every dependency, then `npm run build` (portal and compiled server)
FROM base AS build
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
ARG VITE_API_KEY
ARG VITE_API_KEY_HEADER
ARG VITE_API_URL
RUN test -n "$VITE_API_KEY" || { echo 'build with --build-arg VITE_API_KEY=<the server API_KEY>' >&2; exit 1; }
RUN npm run build

# production dependencies only: no vite, no tsx, no portal libraries (they are bundled in dist/)
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

FROM base AS runner
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
# code and dependencies stay root's (read-only to the server); only data/ is the server's
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server-dist ./server-dist
COPY package.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/ready: the database answers and has every migration (node, as the slim image has no curl)
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: in-flight requests drain, then it exits (at most 10 s)
CMD ["node", "--enable-source-maps", "server-dist/main.js"]
