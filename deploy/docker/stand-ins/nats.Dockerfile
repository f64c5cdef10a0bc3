# Local stand-in for the official nats image (npm run images:base): Debian's nats-server, the
# same entrypoint (arguments go to nats-server), and wget for the healthcheck.
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nats-server wget \
 && rm -rf /var/lib/apt/lists/*
EXPOSE 4222 8222
ENTRYPOINT ["nats-server"]
CMD ["--jetstream"]
