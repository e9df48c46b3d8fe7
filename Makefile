# Catraca: `make run` serves the demo store; `make test` runs every test suite.
# Both install what they need (npm packages, Go modules, Debian's Chromium) on first use.

GO      ?= go
# Go packages: web/node_modules holds a stray Go package that ./... would pick up.
GOPKGS  := ./cmd/... ./internal/...
# make run is for development: loopback only, dev mode (mail kept at /_dev/mail without SMTP).
ADDR    ?= 127.0.0.1:8080
WEB_SRC := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts web/package.json
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

.PHONY: run build cluster web api-types test test-go test-pg test-web test-e2e bench bench-compare lighthouse clean

run: build
	CATRACA_DEV=$${CATRACA_DEV:-1} CATRACA_DEMO=$${CATRACA_DEMO:-1} CATRACA_ADDR=$${CATRACA_ADDR:-$(ADDR)} ./bin/catraca serve

build: web
	$(GO) build -trimpath -o bin/catraca ./cmd/catraca
	@./scripts/weight.sh

# HAProxy, Debian's package (as root), for make cluster and the cluster test in internal/app.
HAPROXY := /usr/sbin/haproxy
$(HAPROXY):
	apt-get update
	apt-get install -y haproxy

# Three instances behind HAProxy on this machine's PostgreSQL and Redis, until Ctrl-C
# (scripts/cluster.sh, docs/deploy.md).
cluster: build $(HAPROXY)
	./scripts/cluster.sh

web: internal/webui/dist/index.html

web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

internal/webui/dist/index.html: web/node_modules/.installed $(WEB_SRC)
	cd web && npm run build

test: test-go test-web test-e2e

# The storefront's API types come from the server's OpenAPI document: regenerate them after
# changing a route, a request or an answer; test-web fails while they differ.
api-types: web/node_modules/.installed
	./scripts/api-types.sh

# stripe-mock: Stripe's mock API, which checks every request against Stripe's OpenAPI document.
# The Stripe adapter's tests start it on loopback. Pinned, and built from source through the Go
# module proxy like any module (no binary downloads); the Makefile as prerequisite makes a new
# version here reinstall it (Go's cache makes that a second or two).
STRIPE_MOCK_VERSION := v0.203.0
bin/stripe-mock: Makefile
	GOBIN=$(CURDIR)/bin $(GO) install github.com/stripe/stripe-mock@$(STRIPE_MOCK_VERSION)
	@touch $@

# Go on SQLite always, and on PostgreSQL too when CATRACA_TEST_POSTGRES_URL is set.
# Fails when gofmt or go mod tidy would change anything. Needs the web build: page tests serve
# it, and the binary: the cluster test in internal/app runs it behind HAProxy (installed here too).
# Every package but internal/app runs under the race detector. In internal/app the tests
# that send requests at once (APP_CONCURRENT: the race tests and those naming concurrency, and
# the others that start goroutines) run under it; the rest, one request after another, run
# without it: under it they took 360 of the package's 470 s (argon2id and SQLite, which is C
# translated to Go, run many times slower), and found nothing the concurrent ones do not. The
# tests mostly wait on the databases, so 8 run at once (-parallel 8; two left a core idle).
# Ceilings of 60 min are limits, not waits: far longer runs were seen beside other suites on
# the 2-core machine. The browser tests' server is a test build (-tags testclock, e2e/run.sh):
# its own test runs here too, alone, since it moves the process's clock.
APP_CONCURRENT := ^Test(Race.*|Concurrent.*|AddressCapUnderConcurrency|VisitsAreWrittenTogether|PreRefundOwnershipIdempotencyAndBoleto|CheckIn|ImportWaitsForAnOrderTakingItsSector|IdempotencyKeyReplaysAndRefusesOtherBodies|CatalogReadsAnswerWhenPostgresHangs|OrderLookupByDocumentIsLimited|RecoveryAnswersBeforeLookingUp|RequestDeadlineAnswers503|ShutdownTurnsUnreadyThenDrains|ServeDrainsInFlightRequests|ClusterBehindHAProxy|WaitingRoomAcrossInstances|WaitingRoomStream)$$
test-go: build bin/stripe-mock $(HAPROXY)
	@test -z "$$(gofmt -l cmd internal)" || { echo "gofmt would change:"; gofmt -l cmd internal; exit 1; }
	$(GO) mod tidy -diff
	$(GO) vet $(GOPKGS)
	$(GO) test -race -count=1 -parallel 8 -timeout 60m $$($(GO) list $(GOPKGS) | grep -v '/internal/app$$')
	$(GO) test -race -count=1 -parallel 8 -timeout 60m -run '$(APP_CONCURRENT)' ./internal/app
	$(GO) test -count=1 -parallel 8 -timeout 60m -skip '$(APP_CONCURRENT)' ./internal/app
	$(GO) vet -tags testclock ./internal/app
	$(GO) test -tags testclock -count=1 -timeout 60m -run '^TestTestClock' ./internal/app

# The Go suites on both databases with one command: CATRACA_TEST_POSTGRES_URL, by default this
# machine's PostgreSQL (trust auth). Each test creates a database of its own there and drops it.
PG_URL ?= postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable
test-pg:
	CATRACA_TEST_POSTGRES_URL="$${CATRACA_TEST_POSTGRES_URL:-$(PG_URL)}" $(MAKE) test-go

test-web: web/node_modules/.installed
	./scripts/api-types.sh --check
	cd web && npm run typecheck && npm run lint && npm test

test-e2e: build
	./e2e/run.sh

bench: build
	$(GO) test -run '^$$' -bench . -benchtime 8000x -timeout 60m $(GOPKGS)

# The checkout rush of BASE (default HEAD~1) and of the working tree, in turns, side by side.
bench-compare:
	./scripts/bench-compare.sh $(BASE)

# Lighthouse (mobile preset) in Debian's Chromium on the home, search and event pages.
lighthouse: build
	./scripts/lighthouse.sh

clean:
	rm -rf bin internal/webui/dist/assets internal/webui/dist/index.html
