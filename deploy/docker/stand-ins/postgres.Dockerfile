# Local stand-in for the official postgres image (npm run images:base): Debian's PostgreSQL
# server and an entrypoint that honours the same variables (POSTGRES_USER, POSTGRES_PASSWORD,
# POSTGRES_DB): a first start creates the cluster, then the server runs as `postgres`.
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql \
 && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/* /etc/postgresql/* \
 && ln -s /usr/lib/postgresql/*/bin/* /usr/local/bin/ 2>/dev/null; \
 mkdir -p /var/run/postgresql && chown postgres:postgres /var/run/postgresql /var/lib/postgresql
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
CMD ["postgres"]
