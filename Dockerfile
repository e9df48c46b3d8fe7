# syntax=docker/dockerfile:1
# The image of `catraca serve`: the same steps as `make build` (web build embedded, then
# go build -trimpath), in a static binary on distroless, as a non-root user, able to run with a
# read-only root filesystem. docs/deploy.md, "Container image", says what it needs at run time.
# Not built on the development machine (no image can be pulled there): reviewed against the
# Makefile only.

# The storefront: vite writes straight into internal/webui/dist, which the binary embeds.
FROM node:20-bookworm-slim AS web
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN mkdir -p ../internal/webui/dist && npm run build

# The binary. Pure Go (SQLite is modernc.org/sqlite, PostgreSQL is pgx; time zones are linked
# in with time/tzdata), so CGO is off and the binary runs on an image without a C library.
FROM golang:1.26-bookworm AS server
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY cmd/ cmd/
COPY internal/ internal/
COPY --from=web /src/internal/webui/dist/ internal/webui/dist/
RUN CGO_ENABLED=0 go build -trimpath -o /out/catraca ./cmd/catraca && mkdir -p /out/data

# distroless/static: CA certificates (Stripe, SMTP over TLS) and nothing else; user 65532.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=server /out/catraca /usr/local/bin/catraca
# The only place the server writes, and only on SQLite: mount a volume here and set
# CATRACA_DATABASE_URL=sqlite:/data/catraca.db. On PostgreSQL nothing is written at all.
COPY --from=server --chown=65532:65532 /out/data /data
WORKDIR /data
USER 65532:65532
ENV CATRACA_ADDR=:8080
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/catraca"]
CMD ["serve"]
