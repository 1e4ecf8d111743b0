# Gatehouse's container image (docs/deploy/containers.md).
#
#   node scripts/container/build.mjs            # the labels' version and revision filled in
#   DOCKER_BUILDKIT=1 docker build -t gatehouse .
#
# BASE names another Node 20 image on Debian bookworm (every stage uses it): a mirror, a pinned
# digest, or a locally made stand-in on a machine without a registry. Behind a TLS-intercepting
# proxy, pass its CA bundle as the build secret npm_ca
# (--secret id=npm_ca,src=/etc/ssl/certs/ca-certificates.crt); it is read by npm during the
# install and stored in no layer.
ARG BASE=node:20-bookworm-slim

# The lockfile and every workspace's package.json, in place: what npm ci reads, without the
# scripts npm ci does not run. They alone key the install's cache, so neither a source change nor
# a new npm script reinstalls.
FROM ${BASE} AS manifests
COPY . /src
RUN mkdir /manifests && cd /src \
 && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json \) -print \
  | xargs cp --parents -t /manifests \
 && find /manifests -name package.json | node -e ' \
      const fs = require("fs"); \
      const install = ["preinstall", "install", "postinstall", "prepare"]; \
      for (const file of fs.readFileSync(0, "utf8").split("\n").filter(Boolean)) { \
        const manifest = JSON.parse(fs.readFileSync(file, "utf8")); \
        const kept = Object.entries(manifest.scripts ?? {}).filter(([name]) => install.includes(name)); \
        if (kept.length > 0) manifest.scripts = Object.fromEntries(kept); else delete manifest.scripts; \
        fs.writeFileSync(file, JSON.stringify(manifest, null, 2)); \
      }'

# Every dependency, and the toolchain that compiles better-sqlite3's native addon.
FROM ${BASE} AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=secret,id=npm_ca --mount=type=cache,id=gatehouse-npm,target=/root/.npm,sharing=locked \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
 && npm ci --no-audit --no-fund

# The web app (web/dist) and the compiled server (server/dist): `npm run build`'s own command,
# run directly, so the root package.json (scripts removed above) need not be copied again.
FROM deps AS build
COPY scripts/build-if-changed.mjs scripts/
COPY server/ server/
COPY web/ web/
RUN node scripts/build-if-changed.mjs --force \
 && mkdir -p /out/server /out/web \
 && cp -a server/package.json server/bin server/dist /out/server/ \
 && cp -a web/dist /out/web/

# The server's production dependencies alone. Install scripts are skipped: the one native addon
# (better-sqlite3) is taken compiled from the deps stage, same version, same base, so this
# stage needs no toolchain.
FROM ${BASE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=secret,id=npm_ca --mount=type=cache,id=gatehouse-npm,target=/root/.npm,sharing=locked \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
 && npm ci --no-audit --no-fund --omit=dev --ignore-scripts --workspace server
COPY --from=deps /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node node_modules/better-sqlite3/build/Release/

# The faces invoice PDFs are written in (fonts.ts): Noto Sans, Noto Sans Arabic and Noto Sans
# CJK, regular and bold — six files of Debian's two Noto packages, with their licence, not the
# packages' hundreds of other faces.
FROM ${BASE} AS fonts
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /out/fonts /out/doc \
 && cp /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf /usr/share/fonts/truetype/noto/NotoSans-Bold.ttf \
       /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf /usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf \
       /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc \
       /out/fonts/ \
 && cp /usr/share/doc/fonts-noto-core/copyright /out/doc/fonts-noto-core.copyright \
 && cp /usr/share/doc/fonts-noto-cjk/copyright /out/doc/fonts-noto-cjk.copyright

FROM ${BASE}
# tini as PID 1: it passes SIGTERM (docker stop) to the server, which drains and exits 0, and
# reaps any orphaned process.
COPY --from=deps /usr/bin/tini /usr/bin/tini
RUN groupadd --system --gid 10001 gatehouse \
 && useradd --system --uid 10001 --gid gatehouse --home-dir /app --no-create-home --shell /usr/sbin/nologin gatehouse \
 && mkdir /data && chown gatehouse:gatehouse /data
WORKDIR /app
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
COPY --from=fonts /out/fonts/ /usr/share/fonts/noto/
COPY --from=fonts /out/doc/ /usr/share/doc/gatehouse-fonts/
# `gatehouse` on PATH: the server (start) and its chores (migrate, check-config, admin, backup, …).
RUN ln -s /app/server/bin/gatehouse.mjs /usr/local/bin/gatehouse
# Production: JSON log lines at info, no dev outbox, AUTH_SECRET required (docker run -e
# AUTH_SECRET=...). The embedded SQLite database lives in the /data volume.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
USER gatehouse
VOLUME /data
EXPOSE 3000
# /readyz: the database answers, migrations are done, the process is not draining. Node is the
# only HTTP client in the image.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["gatehouse", "start"]

ARG BASE
ARG VERSION=0.0.0
ARG REVISION=unknown
ARG CREATED
LABEL org.opencontainers.image.title="Gatehouse" \
      org.opencontainers.image.description="Self-hostable accounts, organizations and billing" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.base.name="${BASE}"
