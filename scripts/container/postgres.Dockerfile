# PostgreSQL from Debian's packages, started the way the official postgres image is:
# POSTGRES_PASSWORD, POSTGRES_USER and POSTGRES_DB on first start, data in
# /var/lib/postgresql/data, `pg_isready` on PATH. Built by base-images.mjs.
ARG DEBIAN=local/debian:bookworm
FROM ${DEBIAN}
ARG PG_MAJOR=15
# postgresql-common first, told not to create Debian's own cluster: the entrypoint makes one in PGDATA.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-common \
 && sed -ri 's/#?\s*create_main_cluster\s*=.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf \
 && apt-get install -y --no-install-recommends "postgresql-${PG_MAJOR}" \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
 && chmod 700 /var/lib/postgresql/data
ENV PATH=/usr/lib/postgresql/${PG_MAJOR}/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# SIGINT: PostgreSQL's fast shutdown (open transactions roll back, the server stops at once).
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
