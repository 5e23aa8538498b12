# One image, two services: it runs the bff by default and the reference
# upstream with `node upstream/dist/server.js` (see docker-compose.yml).
# What the image holds and why: docs/image-size.md. The Node line must lie in
# package.json's engines (docs/node-versions.md).

# better-sqlite3 compiles from source when no prebuilt binary fits: the
# toolchain lives in the stages that install, never in the runtime.
FROM node:22-bookworm-slim AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# npm ci needs every workspace's package.json to read the lock, web's included.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/

# Everything, to build contracts, upstream, bff and the SPA.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:force

# Only what the runtime workspaces run: their production dependencies, none of
# web's (Semi UI, ECharts, React…), built natively on the runtime's base image.
# Of Noto Sans SC only the weight the PDF exports embed stays (the package
# ships nine, 92 MB); of better-sqlite3 only the compiled addon, not its
# sources and object files.
FROM toolchain AS deps
RUN npm ci --omit=dev --workspace=contracts --workspace=upstream --workspace=bff --include-workspace-root=false --no-audit --no-fund \
  && find node_modules/@expo-google-fonts/noto-sans-sc -name '*.ttf' ! -name 'NotoSansSC_400Regular.ttf' -delete \
  && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
  && find node_modules/better-sqlite3/build -type f ! -path '*/build/Release/better_sqlite3.node' -delete

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Code and dependencies stay owned by root, so the process (USER node) can
# read but not change them; it writes only to /data, its database.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/contracts/package.json ./contracts/
COPY --from=build /app/contracts/dist ./contracts/dist
COPY --from=build /app/upstream/package.json ./upstream/
COPY --from=build /app/upstream/dist ./upstream/dist
COPY --from=build /app/upstream/data ./upstream/data
COPY --from=build /app/bff/package.json ./bff/
COPY --from=build /app/bff/dist ./bff/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "bff/dist/server.js"]
