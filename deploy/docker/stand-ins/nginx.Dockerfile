# Local stand-in for nginxinc/nginx-unprivileged (npm run images:base): Debian's nginx run as
# user `nginx` (101), its pid and scratch files under /tmp, listening on 8080 by default; wget
# for healthchecks.
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /var/www/html \
 && groupadd --system --gid 101 nginx \
 && useradd --system --uid 101 --gid nginx --no-create-home --home /nonexistent nginx \
 && mkdir -p /usr/share/nginx/html \
 && printf '%s\n' 'pid /tmp/nginx.pid;' 'events {}' 'http {' \
    '  include /etc/nginx/mime.types;' \
    '  server { listen 8080; root /usr/share/nginx/html; }' '}' > /etc/nginx/nginx.conf \
 && chown -R nginx:nginx /var/lib/nginx /var/log/nginx
EXPOSE 8080
STOPSIGNAL SIGQUIT
USER 101
CMD ["nginx", "-g", "daemon off;"]
