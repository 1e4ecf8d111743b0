# A stand-in for the official node:<major>-bookworm-slim on a machine without a registry: this
# machine's own Node binary, npm and headers on the local Debian base. Built by base-images.mjs,
# whose build context holds node, npm/ and include/.
ARG DEBIAN=local/debian:bookworm
FROM ${DEBIAN}
ARG NODE_VERSION
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY include /usr/local/include/node
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
# node-gyp builds native addons (better-sqlite3) against these headers instead of downloading them.
ENV NODE_VERSION=${NODE_VERSION} npm_config_nodedir=/usr/local
CMD ["node"]
