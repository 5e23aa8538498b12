# One image, two services: it runs the bff by default and the reference
# upstream with `node upstream/dist/server.js` (see docker-compose.yml).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source: it needs a toolchain in this stage only.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:force && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/contracts/package.json ./contracts/
COPY --from=build --chown=node:node /app/contracts/dist ./contracts/dist
COPY --from=build --chown=node:node /app/upstream/package.json ./upstream/
COPY --from=build --chown=node:node /app/upstream/dist ./upstream/dist
COPY --from=build --chown=node:node /app/upstream/data ./upstream/data
COPY --from=build --chown=node:node /app/bff/package.json ./bff/
COPY --from=build --chown=node:node /app/bff/dist ./bff/dist
COPY --from=build --chown=node:node /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "bff/dist/server.js"]
