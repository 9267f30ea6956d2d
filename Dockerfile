# The Keystub website: the prerendered pages and the contact function, one Node 24 process.
#   docker build -t keystub-website --build-arg SITE_URL=https://www.keystub.example .
#   docker run --stop-timeout 45 -p 3000:3000 -v keystub-data:/data --env-file /etc/keystub-container.env keystub-website
# Public settings (SITE_URL, GA_MEASUREMENT_ID, …) are baked into the pages, so they are build
# arguments; give the container the same values in its settings file, with the rest (docs/deploy.md:
# it refuses to serve a build made with others).
# `npm run check:container` (scripts/check-container.ts) builds and runs it until it is healthy.

# The same Node as the `node` devDependency in package.json (the check compares them).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL APP_LOGIN_URL BLOG_URL APP_STORE_URL PLAY_STORE_URL SOCIAL_X_URL SOCIAL_INSTAGRAM_URL \
    SOCIAL_LINKEDIN_URL SOCIAL_TIKTOK_URL SOCIAL_YOUTUBE_URL CONTACT_EMAIL PRIVACY_EMAIL LEGAL_EMAIL \
    GA_MEASUREMENT_ID CHAT_WIDGET_SRC BACKEND_URL BACKEND_ANON_KEY
# The rendered pictures are kept between builds (a BuildKit cache mount): each file is named by
# the hash of its drawing and the encoder's settings, so a kept one is what rendering would make.
RUN --mount=type=cache,target=/app/.cache npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/site ./site
COPY --from=build /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Healthy means ready: an enquiry would be stored now (not only that the process answers).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A stop waits for requests, then for deliveries in flight (up to 30 s for an SMTP step): give it
# 45 s (docker run --stop-timeout 45; docs/deploy.md, "Operating").
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
