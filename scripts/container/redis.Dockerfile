# Redis from Debian's packages, started as the official redis image is: as the redis user, data
# in /data, reachable from other containers without a password (protected mode off). Built by
# base-images.mjs.
ARG DEBIAN=local/debian:bookworm
FROM ${DEBIAN}
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server redis-tools \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
VOLUME /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server", "--protected-mode", "no", "--dir", "/data"]
