# syntax=docker/dockerfile:1
# The site's image and its nginx (docs/deployment.md, "In containers"). Built by
# deploy/compose.yaml, or alone: docker build --target site -t agency-site .
# The build stage runs deploy/make-bundle.sh, the script tests/e2e/deploy-bundle.spec.ts runs.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
RUN bash deploy/make-bundle.sh /src /bundle

# The site: the bundle, run by a user of its own, its data in a volume.
FROM ${NODE_IMAGE} AS site
RUN groupadd --system agency \
 && useradd --system --gid agency --home-dir /var/lib/agency --shell /usr/sbin/nologin agency \
 && install -d -o agency -g agency -m 0750 /var/lib/agency
# What `npm start` sets (package.json), and where the site writes.
ENV NODE_ENV=production MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072 \
    PORT=3000 DATA_DIR=/var/lib/agency
WORKDIR /srv/agency
COPY --from=build /bundle/ ./
USER agency
VOLUME /var/lib/agency
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=2m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: open requests finish first; SIGHUP (docker kill -s HUP) reloads several workers.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "--enable-source-maps", "build/server.js"]

# nginx in front (deploy/compose.yaml's proxy): Debian 12's nginx-light and brotli module, as
# tests/e2e/proxy.spec.ts runs them, with deploy/nginx/agency.conf and the browser's files.
FROM debian:bookworm-slim AS proxy
ARG SITE_DOMAIN=agency.example
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/agency.conf /etc/nginx/sites-enabled/agency
# The file as it is, but for the name and one line: the site is the service "site", not this host.
RUN sed -i -e "s/agency\.example/${SITE_DOMAIN}/g" -e "s/server 127\.0\.0\.1:3000;/server site:3000;/" /etc/nginx/sites-enabled/agency \
 && grep -q "server site:3000;" /etc/nginx/sites-enabled/agency
COPY --from=build /bundle/build/client /srv/agency/build/client
EXPOSE 80 443
CMD ["nginx", "-g", "daemon off;"]
