# Local stand-in for the official node:24-…-slim image, where Docker Hub cannot be reached
# (npm run images:base): Debian (debootstrap, minbase) plus the Node runtime the repository pins
# (the npm package `node`, devDependencies) and npm, laid out as in the official image
# (/usr/local/bin, user `node` 1000:1000).
ARG BASE
FROM ${BASE}
COPY node /usr/local/bin/node
COPY npm/ /usr/local/lib/node_modules/npm/
# The machine's certificate authorities (a TLS-re-signing proxy): npm inside builds trusts them.
COPY ca/ /usr/local/share/ca-certificates/bli/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && cat /usr/local/share/ca-certificates/bli/*.crt > /usr/local/share/ca-certificates/bli.pem \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/bli.pem
CMD ["node"]
