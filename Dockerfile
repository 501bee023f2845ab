# One brand's production server: pages rendered on the server, the client build served with
# immutable caching, /health for the orchestrator. Stateless: run as many copies as you need
# behind any load balancer or CDN (README, "Deploying").
#
#   docker build --build-arg BRAND=default -t storefront-default .
#   docker run -p 8080:8080 -e VITE_SANDBOX_URL=https://services.example.com storefront-default
#
# BRAND is default, showroom or partner. Service URLs (VITE_SANDBOX_URL, VITE_CONTENT_URL, …)
# are read by the server at run time and handed to the pages it renders.
ARG NODE_IMAGE=node:20-slim

# The workspaces' package.json files alone, so the dependency layer is rebuilt only when one
# of them (or the lockfile) changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY apps apps
COPY libs libs
RUN mkdir /manifests && \
    find apps libs -name package.json -not -path '*/node_modules/*' \
      -exec cp --parents {} /manifests/ \;

# Everything the build needs (dev dependencies included), then the brand's client and server
# builds (nx runs the libraries' builds it depends on first).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NX_SKIP_NX_CACHE=true \
    STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
COPY package.json package-lock.json .npmrc ./
COPY --from=manifests /manifests/ ./
RUN npm ci
COPY . .
ARG BRAND=default
RUN npx nx run ${BRAND}:build --outputStyle=static

# Production dependencies only: the server bundles the workspace's libraries and imports
# npm packages (react, react-dom, react-router, hono, @lingui/core, …) from node_modules.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev && npm cache clean --force

FROM ${NODE_IMAGE}
ARG BRAND=default
ENV NODE_ENV=production BRAND=${BRAND} HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/apps/${BRAND}/dist ./apps/${BRAND}/dist
COPY --from=build /app/apps/${BRAND}/dist-server ./apps/${BRAND}/dist-server
# The files stay root-owned and read-only for the server, which runs as the image's `node`.
USER node
EXPOSE 8080
# Node 20 has fetch; the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `exec` makes node PID 1, so SIGTERM from the orchestrator reaches the server's clean stop.
CMD ["sh", "-c", "exec node apps/$BRAND/dist-server/server.js"]
