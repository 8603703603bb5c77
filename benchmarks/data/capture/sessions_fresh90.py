"""The "fresh90" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH90: list[dict[str, Any]] = [
    # --- "pricing-mesh": the pricing services of Zipto, a ride-hailing company (Go 1.23 gRPC services pricing-api, surge-svc, geo-svc with H3 cells and fare-rules-svc, Istio 1.22 with Envoy sidecars on GKE, protos published from a separate repo to the Buf Schema Registry, Redis for surge multipliers, Kafka demand events, Argo CD, Prometheus + Grafana) ---
    {
        "name": "fresh90-pricing-chitchat-errgroup-and-multiplier-typo",
        "split": "fresh90",
        "steps": [
            (
                "user",
                "q: with errgroup.WithContext if one goroutine returns an error do the others get cancelled by themselves or do i have to check ctx",
            ),
            (
                "assistant",
                "They don't get stopped by themselves. `errgroup.WithContext` returns a derived `ctx` that is cancelled as soon as the first function returns a non-nil error (or when `Wait` returns). The other goroutines keep running until they notice: anything that takes that `ctx` (a gRPC call, `redis.Get(ctx, ...)`, `select { case <-ctx.Done(): }`) returns early with `context.Canceled`, but a loop that never looks at `ctx` runs to the end.\n\n`Wait` blocks until every goroutine has returned and gives you the first error. If you also want to cap how many run at once, `g.SetLimit(n)`.",
            ),
            (
                "user",
                "ok makes sense. unrelated, surge-svc error says 'surge multipler out of range', fix the spelling pls",
            ),
            (
                "bash",
                'grep -rn "multipler" services/surge-svc/',
                'services/surge-svc/internal/surge/validate.go:27:\t\treturn status.Errorf(codes.InvalidArgument, "surge multipler out of range: %.2f", m)\nservices/surge-svc/internal/surge/validate_test.go:44:\t\twantErr: "surge multipler out of range: 9.50",',
            ),
            ("edit", "services/surge-svc/internal/surge/validate.go"),
            ("edit", "services/surge-svc/internal/surge/validate_test.go"),
            (
                "bash",
                "cd services/surge-svc && go test ./internal/surge/... 2>&1 | tail -1",
                "ok  \tgithub.com/zipto/pricing-mesh/services/surge-svc/internal/surge\t0.412s",
            ),
            (
                "assistant",
                'Fixed to "surge multiplier out of range" in `validate.go:27` and the matching test; tests pass.',
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh90-pricing-incident-geo-client-per-call",
        "split": "fresh90",
        "steps": [
            (
                "user",
                "GetQuote p99 went from ~120ms to 2s+ in the friday evening rush, grafana shows geo-svc's envoy sidecar at like 30k active connections. started after pricing-api v2.14.0 went out thursday. can u look",
            ),
            (
                "bash",
                "git log --oneline v2.13.3..v2.14.0 -- services/pricing-api",
                "9d41c7a quote: airport fee line for JFK/LGA/EWR (#879)\n4b0e2f1 geo: pass region to cell lookup (#873)\n1a7c95e deps: bump grpc-go to v1.67.1 (#870)",
            ),
            (
                "read",
                "services/pricing-api/internal/geo/client.go",
                'package geo\n\nimport (\n\t"context"\n\n\tgeov1 "buf.build/gen/go/zipto/pricing/protocolbuffers/go/zipto/geo/v1"\n\t"google.golang.org/grpc"\n\t"google.golang.org/grpc/credentials/insecure"\n)\n\nconst target = "geo-svc.pricing.svc.cluster.local:9090"\n\n// CellFor returns the H3 cell (res 8) for a pickup point in the given region.\nfunc CellFor(ctx context.Context, region string, lat, lng float64) (string, error) {\n\tconn, err := grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()))\n\tif err != nil {\n\t\treturn "", err\n\t}\n\tresp, err := geov1.NewGeoServiceClient(conn).LookupCell(ctx, &geov1.LookupCellRequest{Region: region, Lat: lat, Lng: lng})\n\tif err != nil {\n\t\treturn "", err\n\t}\n\treturn resp.GetCell(), nil\n}\n',
            ),
            (
                "think",
                "#873 turned the package-level client into a function-level grpc.NewClient so it could take the region, and there's no conn.Close(). Every quote opens a new ClientConn (new HTTP/2 connection through the sidecar) and leaks it. Friday rush = most quotes = most leaked conns; envoy on geo-svc side drowns in connections, handshakes add latency. Fix: one *grpc.ClientConn built at startup in main, inject a Client struct, region is just a request field anyway.",
            ),
            (
                "assistant",
                "It's #873 (\"geo: pass region to cell lookup\").\n\n`CellFor` now calls `grpc.NewClient` on **every** call and never closes the connection. Each quote opens a fresh HTTP/2 connection through the sidecars to geo-svc and leaves it open, so connections pile up with traffic: quiet hours hide it, the Friday rush pushed geo-svc's Envoy to ~30k connections and every new handshake adds latency to `GetQuote`. The region didn't need a new client at all, it's just a field on `LookupCellRequest`.\n\nFix: build one `*grpc.ClientConn` to geo-svc in `cmd/pricing-api/main.go` at startup, wrap it in a `geo.Client` that `quote.Service` gets injected, close it on shutdown. Go ahead?",
            ),
            (
                "user",
                "yes. also check nothing else in pricing-api dials per request",
            ),
            (
                "bash",
                'grep -rn "grpc.NewClient\\|grpc.Dial" services/pricing-api --include=*.go | grep -v _test.go',
                "services/pricing-api/internal/geo/client.go:15:\tconn, err := grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()))\nservices/pricing-api/cmd/pricing-api/main.go:48:\tsurgeConn, err := grpc.NewClient(cfg.SurgeAddr, grpc.WithTransportCredentials(insecure.NewCredentials()))\nservices/pricing-api/cmd/pricing-api/main.go:55:\trulesConn, err := grpc.NewClient(cfg.FareRulesAddr, grpc.WithTransportCredentials(insecure.NewCredentials()))",
            ),
            ("edit", "services/pricing-api/internal/geo/client.go"),
            ("edit", "services/pricing-api/cmd/pricing-api/main.go"),
            ("edit", "services/pricing-api/internal/quote/service.go"),
            ("edit", "services/pricing-api/internal/geo/client_test.go"),
            (
                "bash",
                "cd services/pricing-api && go test ./... 2>&1 | tail -4",
                "ok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/internal/geo\t0.318s\nok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/internal/quote\t1.207s\nok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/internal/fees\t0.094s\nok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/cmd/pricing-api\t0.051s",
            ),
            (
                "assistant",
                "Done:\n\n- `geo.Client` holds one `*grpc.ClientConn` created in `main.go` next to the surge-svc and fare-rules-svc conns (those two were already built once at startup, nothing else dials per request)\n- `CellFor` is a method on it, `region` goes in the request as before\n- the conn is closed in the shutdown hook\n- new test: 1,000 `CellFor` calls through a bufconn listener open exactly one connection\n\nAll tests pass. Worth shipping as v2.14.1 before tonight's rush; the geo-svc sidecar connections should drop back once the old pods roll.",
            ),
            ("user", "cutting 2.14.1 now"),
        ],
        "lessons": [
            {"keys": ["grpc.NewClient", "geo-svc"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh90-pricing-decision-shadow-surge-v3",
        "split": "fresh90",
        "steps": [
            (
                "user",
                "surge v3 (the demand forecast one) is done in surge-svc behind SURGE_ALGO=v3. whats the safest way to roll it out",
            ),
            (
                "bash",
                "kubectl -n pricing get deploy -l app=surge-svc -o custom-columns=NAME:.metadata.name,VERSION:.metadata.labels.version,REPLICAS:.spec.replicas && kubectl -n pricing get virtualservice surge-svc -o jsonpath='{.spec.http[0].route}'",
                'NAME        VERSION   REPLICAS\nsurge-svc   v2        12\n[{"destination":{"host":"surge-svc","subset":"v2"},"weight":100}]',
            ),
            (
                "assistant",
                "Right now all surge traffic goes to the `v2` subset, one deployment of 12 replicas. Options:\n\n1. **Per-city flag.** Add `surge_algo` to the city config in fare-rules-svc and let surge-svc pick v2 or v3 per request. Fine-grained (start with one small city), but both algorithms run in the same pods and a bad v3 can hurt v2.\n2. **Weighted split in Istio.** Deploy `surge-svc-v3` as its own subset and send 5% of requests to it via the VirtualService, then ramp. Standard canary, instant rollback by weight.\n3. **Shadow traffic.** Deploy the v3 subset and use the VirtualService `mirror` to copy 100% of requests to it; Envoy drops v3's responses, riders keep getting v2 prices, and we log v3's multipliers next to v2's to compare.\n\nI'd go with 2 at 5%: it's the usual path and it's real traffic.",
            ),
            (
                "user",
                "3. shadow it for two weeks. a weighted split means two riders standing at the same corner can get a different surge for the same trip, and under the NYC TLC pricing rules we're not allowed to do that, even for a test. ops also want the v2 vs v3 diff per h3 cell before anything goes live",
            ),
            ("edit", "deploy/surge-svc/deployment-v3.yaml"),
            ("edit", "deploy/surge-svc/destinationrule.yaml"),
            ("edit", "deploy/surge-svc/virtualservice.yaml"),
            ("edit", "services/surge-svc/internal/surge/shadowlog.go"),
            (
                "bash",
                "istioctl analyze -n pricing deploy/surge-svc/ 2>&1 | tail -1 && cd services/surge-svc && go test ./... 2>&1 | tail -2",
                "\u2714 No validation issues found when analyzing namespace: pricing.\nok  \tgithub.com/zipto/pricing-mesh/services/surge-svc/internal/surge\t0.655s\nok  \tgithub.com/zipto/pricing-mesh/services/surge-svc/internal/server\t0.210s",
            ),
            (
                "assistant",
                "Set up the shadow:\n\n- `deployment-v3.yaml`: `surge-svc-v3` with `SURGE_ALGO=v3`, label `version: v3`, 12 replicas (mirrored traffic is full volume)\n- `destinationrule.yaml`: new `v3` subset\n- `virtualservice.yaml`: route stays 100% to `v2`, plus `mirror: {host: surge-svc, subset: v3}` with `mirrorPercentage: 100`\n- surge-svc v3 writes each multiplier with its H3 cell and request id to the `surge-shadow` Kafka topic, so ops can join it against v2's `surge-decisions` and get the per-cell diff\n\n`istioctl analyze` is clean and tests pass. Nothing a rider sees changes.",
            ),
        ],
        "lessons": [
            {"keys": ["shadow", "TLC"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh90-pricing-tolls-line-corrections-apis-repo-and-cents",
        "split": "fresh90",
        "steps": [
            (
                "user",
                "add a tolls line to the quote breakdown. the estimate comes from geo-svc's RouteTolls rpc",
            ),
            (
                "read",
                "services/pricing-api/internal/quote/breakdown.go",
                'package quote\n\nimport "github.com/zipto/pricing-mesh/pkg/money"\n\ntype Breakdown struct {\n\tBase       money.Amount\n\tDistance   money.Amount\n\tTime       money.Amount\n\tAirportFee money.Amount\n\tSurge      float64 // multiplier, not money\n}\n',
            ),
            (
                "assistant",
                "Plan:\n\n1. add `double tolls_usd = 7;` to `FareBreakdown` in `proto/pricing/v1/quote.proto` (RouteTolls returns a dollar estimate) and run `make proto` to regenerate the Go code\n2. call `RouteTolls` from `quote.Service` in parallel with the cell lookup\n3. add `Tolls` to `Breakdown` and include it in the total\n\nOK?",
            ),
            ("user", "ok"),
            (
                "bash",
                "ls proto/ 2>&1; make proto 2>&1 | tail -1",
                "ls: proto/: No such file or directory\nmake: *** No rule to make target `proto'.  Stop.",
            ),
            (
                "user",
                "ah sorry, said ok too fast. the protos aren't in this repo anymore, they moved to zipto/apis and get published to buf.build/zipto/pricing. you open a PR there, and once it's on the BSR you bump buf.build/gen/go/zipto/pricing in go.mod here. and RouteTolls gives cents not dollars, so int64 tolls_cents, no double. all money in the mesh is int64 cents (money.Amount), float is only for the surge multiplier",
            ),
            (
                "bash",
                "cd ../apis && git switch -c pricing/tolls-line && grep -n 'airport_fee' zipto/pricing/v1/quote.proto",
                "Switched to a new branch 'pricing/tolls-line'\n38:  int64 airport_fee_cents = 6;",
            ),
            ("edit", "../apis/zipto/pricing/v1/quote.proto"),
            (
                "bash",
                "cd ../apis && buf lint && buf breaking --against '.git#branch=main' && git commit -qam 'pricing: tolls_cents on FareBreakdown' && gh pr create --fill 2>&1 | tail -1",
                "https://github.com/zipto/apis/pull/512",
            ),
            ("edit", "services/pricing-api/internal/quote/breakdown.go"),
            ("edit", "services/pricing-api/internal/quote/service.go"),
            ("edit", "services/pricing-api/internal/quote/service_test.go"),
            (
                "assistant",
                "Changed course:\n\n- proto change is in zipto/apis PR #512: `int64 tolls_cents = 7;` on `FareBreakdown`, `buf lint` and `buf breaking` are clean\n- in pricing-api, `Breakdown.Tolls` is a `money.Amount` filled from `RouteTolls` (run in the same errgroup as the cell lookup) and added to the total\n\nThe pricing-api part won't compile until #512 is merged and published; then I'll bump `buf.build/gen/go/zipto/pricing` in `go.mod` and run the tests.",
            ),
            ("user", "k, ill get someone on #512"),
        ],
        "lessons": [
            {"keys": ["zipto/apis", "buf.build/zipto/pricing"]},
            {"keys": ["int64 cents", "money.Amount"], "not": ["double tolls_usd"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh90-pricing-tool-stored-grpcurl-staging-and-prod-sync-answer",
        "split": "fresh90",
        "steps": [
            (
                "user",
                "save this for me, i look it up every time: to hit staging quotes directly, kubectl --context gke_zipto-staging_us-east4_pricing -n pricing port-forward svc/pricing-api 9090:9090, then grpcurl -plaintext localhost:9090 zipto.pricing.v1.QuoteService/GetQuote with the request in -d. reflection is only enabled in staging. then check the airport fee shows up for a JFK pickup",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "pricing-mesh: call staging quotes directly with `kubectl --context gke_zipto-staging_us-east4_pricing -n pricing port-forward svc/pricing-api 9090:9090`, then `grpcurl -plaintext -d '<request json>' localhost:9090 zipto.pricing.v1.QuoteService/GetQuote`. gRPC reflection is only enabled in staging.",
                    "tags": ["pricing-mesh", "staging", "grpcurl"],
                },
                '{"id":"8840","action":"stored"}',
                False,
            ),
            (
                "bash",
                'kubectl --context gke_zipto-staging_us-east4_pricing -n pricing port-forward svc/pricing-api 9090:9090 >/dev/null 2>&1 & sleep 2; grpcurl -plaintext -d \'{"pickup":{"lat":40.6413,"lng":-73.7781},"dropoff":{"lat":40.7580,"lng":-73.9855},"product":"ZIPTO_X"}\' localhost:9090 zipto.pricing.v1.QuoteService/GetQuote',
                '{\n  "quoteId": "q_01JEK7RM3V9F2A",\n  "breakdown": {\n    "baseCents": "300",\n    "distanceCents": "3412",\n    "timeCents": "1180",\n    "airportFeeCents": "175",\n    "surge": 1.2\n  },\n  "totalCents": "6009",\n  "expiresAt": "2026-12-07T15:42:10Z"\n}',
            ),
            (
                "assistant",
                "Saved the staging steps. The JFK pickup quote has `airportFeeCents: 175`, so the airport fee from #879 is live in staging.\n\nDo you want me to sync it to prod as well (`argocd app sync pricing-api-prod`), or does that go another way?",
            ),
            (
                "user",
                "no, never sync prod yourself. prod only goes out on the release train, tuesdays and thursdays 10am ET, and the on-call SRE runs the argo sync. merged to main is done as far as we're concerned",
            ),
            (
                "assistant",
                "Got it, leaving it at merged. It'll go out with Tuesday's release train.",
            ),
        ],
        "lessons": [
            {"keys": ["release train", "on-call SRE"]},
        ],
        "tool_stored": [["port-forward svc/pricing-api", "grpcurl"]],
    },
    {
        "name": "fresh90-pricing-pr-review-metrics-labels-names-and-grpcerr",
        "split": "fresh90",
        "steps": [
            (
                "user",
                "review feat/quote-metrics before i open the pr",
            ),
            (
                "bash",
                "git diff --stat main...feat/quote-metrics",
                " services/pricing-api/internal/quote/metrics.go  | 41 ++++++++\n services/pricing-api/internal/quote/service.go  | 22 +++--\n services/pricing-api/internal/server/server.go  |  6 +-\n 3 files changed, 63 insertions(+), 6 deletions(-)",
            ),
            (
                "read",
                "services/pricing-api/internal/quote/metrics.go",
                'package quote\n\nimport "github.com/prometheus/client_golang/prometheus"\n\nvar quoteLatency = prometheus.NewHistogramVec(prometheus.HistogramOpts{\n\tName:    "quote_latency",\n\tHelp:    "GetQuote latency in ms",\n\tBuckets: []float64{10, 25, 50, 100, 250, 500, 1000, 2500},\n}, []string{"city", "product", "rider_id"})\n\nvar quoteErrors = prometheus.NewCounterVec(prometheus.CounterOpts{\n\tName: "quote_errors_total",\n}, []string{"city", "reason"})\n',
            ),
            (
                "read",
                "services/pricing-api/internal/server/server.go",
                'func (s *Server) GetQuote(ctx context.Context, req *pricingv1.GetQuoteRequest) (*pricingv1.GetQuoteResponse, error) {\n\tq, err := s.quotes.Quote(ctx, req)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("quote failed: %w", err)\n\t}\n\treturn q, nil\n}\n',
            ),
            (
                "assistant",
                "Notes:\n\n1. `quote_latency` has a `rider_id` label: one series per rider per city/product/bucket, that grows without bound.\n2. The histogram is in milliseconds with ms buckets.\n3. `GetQuote` now wraps errors with `fmt.Errorf`, so every failure reaches the client as `codes.Unknown`.\n4. `quote_errors_total` has no Help string.\n\n1 and 3 I'd fix before merging.",
            ),
            (
                "user",
                "fix all of it. and these are for every PR from now on, not just this one: 1) no rider_id, driver_id or trip_id as prometheus labels, ever. a trip_id label is what took prometheus down in october (4M series). if you need to find one request use exemplars with the trace id. 2) metric names start with pricing_ and end in the base unit, so pricing_quote_duration_seconds, never ms. 3) handlers return errors through internal/grpcerr so they get a real status code, no raw fmt.Errorf to the client. the rider app only retries on UNAVAILABLE, everything else shows the rider an error screen",
            ),
            ("edit", "services/pricing-api/internal/quote/metrics.go"),
            ("edit", "services/pricing-api/internal/quote/service.go"),
            ("edit", "services/pricing-api/internal/server/server.go"),
            ("edit", "services/pricing-api/internal/server/server_test.go"),
            (
                "bash",
                "cd services/pricing-api && go vet ./... && go test ./... 2>&1 | tail -3",
                "ok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/internal/quote\t1.184s\nok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/internal/server\t0.377s\nok  \tgithub.com/zipto/pricing-mesh/services/pricing-api/internal/geo\t0.301s",
            ),
            (
                "assistant",
                "Done on feat/quote-metrics:\n\n- `pricing_quote_duration_seconds` histogram with labels `city`, `product` only, buckets in seconds (0.01 to 2.5), trace id attached as an exemplar\n- `pricing_quote_errors_total` with `city`, `reason` and a Help string\n- `GetQuote` returns `grpcerr.From(err)`: downstream timeouts map to `UNAVAILABLE`, bad input to `INVALID_ARGUMENT`, the rest to `INTERNAL`; a test checks each mapping\n\n`go vet` and tests pass.",
            ),
            ("user", "nice ty"),
        ],
        "lessons": [
            {"keys": ["rider_id", "label"]},
            {"keys": ["pricing_", "_seconds"]},
            {"keys": ["internal/grpcerr", "UNAVAILABLE"]},
        ],
        "tool_stored": [],
    },
]
