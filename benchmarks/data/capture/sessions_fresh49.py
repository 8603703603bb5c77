"""The "fresh49" capture sessions: written in session 26 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH49: list[dict[str, Any]] = [
    # --- "covermint": UK motor insurance quoting API, Kotlin + Spring Boot 3.3, Postgres (Aurora), on EKS ---
    {
        "name": "fresh49-covermint-liveness-probe-db-failover",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "incident review for last night: 02:14 aurora failover on covermint-db, should be ~30s of errors. instead every covermint-api pod restarted at the same time and we were down ~6 min (quote endpoint 503s). can you figure out why they all restarted",
            ),
            (
                "assistant",
                "My first guess is connection pool exhaustion: during the failover Hikari threads block for `connectionTimeout` (30 s by default), request threads pile up behind them, and the probe requests time out. Let me check what the kubelet actually saw.",
            ),
            (
                "bash",
                "kubectl -n covermint get pods -l app=covermint-api -o wide | head -4; kubectl -n covermint describe pod covermint-api-7f9c6d8b5-2xkqp | sed -n '/Last State/,/Ready:/p'",
                "NAME                            READY   STATUS    RESTARTS      AGE   IP             NODE\ncovermint-api-7f9c6d8b5-2xkqp   1/1     Running   2 (8h ago)    3d    10.42.17.23    ip-10-42-17-5.eu-west-2.compute.internal\ncovermint-api-7f9c6d8b5-h8v4n   1/1     Running   2 (8h ago)    3d    10.42.33.91    ip-10-42-33-12.eu-west-2.compute.internal\ncovermint-api-7f9c6d8b5-qm2zc   1/1     Running   2 (8h ago)    3d    10.42.9.140    ip-10-42-9-7.eu-west-2.compute.internal\n    Last State:     Terminated\n      Reason:       Error\n      Exit Code:    143\n      Started:      Fri, 05 Dec 2026 02:16:11 +0000\n      Finished:     Fri, 05 Dec 2026 02:17:43 +0000\n    Ready:          True",
            ),
            (
                "bash",
                'logcli query --since=12h --limit=20 \'{namespace="covermint",source="k8s-events"} |~ "covermint-api.*(Unhealthy|Killing)"\' 2>/dev/null | cut -c1-170',
                "2026-12-05T02:14:41Z Warning Unhealthy pod/covermint-api-7f9c6d8b5-2xkqp Liveness probe failed: HTTP probe failed with statuscode: 503\n2026-12-05T02:14:42Z Warning Unhealthy pod/covermint-api-7f9c6d8b5-h8v4n Liveness probe failed: HTTP probe failed with statuscode: 503\n2026-12-05T02:14:43Z Warning Unhealthy pod/covermint-api-7f9c6d8b5-qm2zc Liveness probe failed: HTTP probe failed with statuscode: 503\n2026-12-05T02:15:01Z Normal Killing pod/covermint-api-7f9c6d8b5-2xkqp Container api failed liveness probe, will be restarted\n2026-12-05T02:15:02Z Normal Killing pod/covermint-api-7f9c6d8b5-h8v4n Container api failed liveness probe, will be restarted\n2026-12-05T02:15:03Z Normal Killing pod/covermint-api-7f9c6d8b5-qm2zc Container api failed liveness probe, will be restarted\n2026-12-05T02:17:43Z Normal Killing pod/covermint-api-7f9c6d8b5-2xkqp Container api failed liveness probe, will be restarted",
            ),
            (
                "read",
                "deploy/helm/covermint-api/templates/deployment.yaml",
                "          livenessProbe:\n            httpGet:\n              path: /actuator/health\n              port: 8081\n            initialDelaySeconds: 60\n            periodSeconds: 10\n            failureThreshold: 3\n          readinessProbe:\n            httpGet:\n              path: /actuator/health\n              port: 8081\n            periodSeconds: 5\n            failureThreshold: 2\n",
            ),
            (
                "read",
                "src/main/resources/application.yml",
                "management:\n  server:\n    port: 8081\n  endpoints:\n    web:\n      exposure:\n        include: health,info,prometheus\n  endpoint:\n    health:\n      show-details: always\n",
            ),
            (
                "assistant",
                'Not pool exhaustion: the probes didn\'t time out, they got a **503**, meaning Spring answered and reported `DOWN`.\n\nBoth probes point at `/actuator/health`, which aggregates every health indicator, including `db` (the `DataSourceHealthIndicator`) and `redis`. When Aurora failed over, `db` went DOWN, the aggregate went to 503, and after 3 failed liveness checks (30 s) the kubelet killed **every pod at the same moment**. The restarted JVMs took ~90 s to start and run the Flyway validation, the DB was still settling, one pod was killed a second time at 02:17:43, and together that turned a 30 s DB blip into ~6 minutes of 503s.\n\nLiveness should only answer "is this JVM wedged?"; dependency outages should take pods out of the Service through readiness, not restart them. Fix:\n- `management.endpoint.health.probes.enabled: true`\n- liveness → `/actuator/health/liveness` (only `livenessState`)\n- readiness → `/actuator/health/readiness` (`readinessState` plus whatever deps you want to gate traffic on)',
            ),
            (
                "user",
                "do it. and rule for all our services: liveness never checks downstream stuff (db, redis, the rating service), only readiness does. put db in readiness but not redis, redis is just the quote cache, we can serve without it",
            ),
            ("edit", "src/main/resources/application.yml"),
            ("edit", "deploy/helm/covermint-api/templates/deployment.yaml"),
            ("edit", "src/test/kotlin/com/covermint/quote/HealthProbeTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*HealthProbeTest*' -q 2>&1 | tail -5",
                "HealthProbeTest > liveness stays UP when db is down() PASSED\nHealthProbeTest > readiness is DOWN when db is down() PASSED\nHealthProbeTest > readiness ignores redis() PASSED\n\nBUILD SUCCESSFUL in 38s",
            ),
            (
                "bash",
                "docker compose up -d && ./gradlew bootRun -q >/tmp/boot.log 2>&1 & sleep 45; docker compose stop postgres >/dev/null && sleep 5 && curl -s -o /dev/null -w 'liveness %{http_code}\\n' localhost:8081/actuator/health/liveness && curl -s -w ' %{http_code}\\n' localhost:8081/actuator/health/readiness",
                'liveness 200\n{"status":"DOWN","components":{"db":{"status":"DOWN","details":{"error":"org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection"}},"readinessState":{"status":"UP"}}} 503',
            ),
            (
                "assistant",
                "With Postgres stopped locally, liveness stays 200 and readiness goes 503, so during a failover pods drop out of the Service without being restarted and come back as soon as `db` is UP again.\n\nChanges:\n- `application.yml`: `probes.enabled: true`, `health.group.readiness.include: readinessState,db`; liveness group is the default (`livenessState` only)\n- Helm chart: liveness → `/actuator/health/liveness`, readiness → `/actuator/health/readiness`\n- `HealthProbeTest` pins this down, including that redis is not in readiness",
            ),
            ("user", "👍 i'll put that in the incident doc as root cause"),
        ],
        "lessons": [{"keys": ["liveness", "readiness"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh49-covermint-windscreen-rounding-correction",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "new optional cover: windscreen. priced at 4.5% of the base premium, min £12, max £60. add it like the other add-ons (breakdown, legal expenses)",
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/pricing/PremiumCalculator.kt",
                "/**\n * Sums base premium and optional covers into the quoted premium.\n *\n * Each coverage amount is rounded HALF_UP to 2dp before summing, so the\n * breakdown shown to the customer always adds up.\n */\n@Component\nclass PremiumCalculator(\n    private val addOns: List<AddOnPricer>,\n) {\n    fun calculate(ctx: QuoteContext): PremiumBreakdown {\n        val lines = addOns\n            .filter { it.code in ctx.selectedAddOns }\n            .map { PremiumLine(it.code, it.price(ctx)) }\n        return PremiumTotals.of(ctx.basePremium, lines)\n    }\n}\n",
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/pricing/addons/LegalExpensesPricer.kt",
                '@Component\nclass LegalExpensesPricer : AddOnPricer {\n    override val code = AddOnCode.LEGAL_EXPENSES\n\n    override fun price(ctx: QuoteContext): BigDecimal = BigDecimal("24.99")\n}\n',
            ),
            (
                "assistant",
                "Add-ons are `AddOnPricer` beans picked up by `PremiumCalculator`. Following the KDoc, each coverage amount is rounded HALF_UP to 2dp before summing, so `WindscreenPricer` will compute `basePremium * 0.045`, clamp it to £12-£60, and return `.setScale(2, RoundingMode.HALF_UP)`.",
            ),
            (
                "user",
                "dont round in the pricer. that kdoc is old — look at PremiumTotals. we round HALF_EVEN, once, on the total premium. per-coverage rounding is what caused the penny differences vs the filed rate guide in the FCA file review last year. lines stay full precision and the breakdown allocates the pennies",
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/pricing/PremiumTotals.kt",
                "object PremiumTotals {\n    private val MC = MathContext.DECIMAL128\n\n    fun of(base: BigDecimal, lines: List<PremiumLine>): PremiumBreakdown {\n        val unrounded = lines.fold(base) { acc, l -> acc.add(l.amount, MC) }\n        val total = unrounded.setScale(2, RoundingMode.HALF_EVEN)\n        return PremiumBreakdown(\n            base = base,\n            lines = lines,\n            total = total,\n            display = Allocation.largestRemainder(base, lines, total),\n        )\n    }\n}\n",
            ),
            (
                "assistant",
                "Understood: lines stay unrounded (`DECIMAL128`), the total premium is rounded once with `HALF_EVEN`, and `Allocation.largestRemainder` spreads the pennies in the displayed breakdown so it still adds up. `WindscreenPricer` returns the unrounded clamped amount, and I'll fix the KDoc so it stops saying otherwise.",
            ),
            ("edit", "src/main/kotlin/com/covermint/quote/pricing/addons/AddOnCode.kt"),
            ("edit", "src/main/kotlin/com/covermint/quote/pricing/addons/WindscreenPricer.kt"),
            ("edit", "src/main/kotlin/com/covermint/quote/pricing/PremiumCalculator.kt"),
            ("edit", "src/main/resources/db/migration/V87__windscreen_addon.sql"),
            ("edit", "src/test/kotlin/com/covermint/quote/pricing/addons/WindscreenPricerTest.kt"),
            (
                "bash",
                "./gradlew test 2>&1 | grep -E 'Windscreen|PremiumTotals|tests completed|BUILD'",
                "WindscreenPricerTest > 4.5 percent of base premium() PASSED\nWindscreenPricerTest > clamps to minimum of 12 pounds() PASSED\nWindscreenPricerTest > clamps to maximum of 60 pounds() PASSED\nWindscreenPricerTest > does not round the line amount() PASSED\nPremiumTotalsTest > windscreen plus legal expenses total matches rate guide example 14() PASSED\n418 tests completed, 0 failed\nBUILD SUCCESSFUL in 1m 14s",
            ),
            (
                "assistant",
                "Windscreen cover is in:\n- `AddOnCode.WINDSCREEN` and `WindscreenPricer`: `basePremium × 0.045`, clamped to [12.00, 60.00], not rounded\n- `V87__windscreen_addon.sql` adds the product row so it shows up in the add-on catalogue endpoint\n- the `PremiumCalculator` KDoc now says lines are kept at full precision and only the total is rounded HALF_EVEN in `PremiumTotals`\n- a `PremiumTotalsTest` case reproduces example 14 from the rate guide (windscreen + legal expenses) to the penny\n\n418 tests pass.",
            ),
            ("user", "ship it to staging"),
            (
                "bash",
                "git add -A && git commit -qm 'feat(pricing): windscreen add-on' && git push -q origin main && argocd app wait covermint-api-staging --health --timeout 300 | tail -2",
                "Health Status:      Healthy\nSync Status:        Synced to main (4c81e2a)",
            ),
            (
                "assistant",
                "On staging: `covermint-api-staging` is synced to `4c81e2a` and healthy.",
            ),
        ],
        "lessons": [
            {
                "keys": ["HALF_EVEN", "total premium"],
                "not": ["rounded HALF_UP to 2dp before summing"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh49-covermint-rate-table-cache-decision",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "quote latency p95 is 180ms and the profile says ~40% of it is rate table lookups, each quote does ~60 factor lookups against postgres. want to cache them. options?",
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/rating/RateFactorRepository.kt",
                'interface RateFactorRepository : JpaRepository<RateFactor, Long> {\n    @Query(\n        """select f from RateFactor f\n           where f.version.id = :versionId and f.factor = :factor and f.bandKey = :bandKey"""\n    )\n    fun find(versionId: Long, factor: String, bandKey: String): RateFactor?\n}\n',
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/rating/RateTableVersion.kt",
                '/**\n * A version of the rate tables. DRAFT versions are edited by underwriting;\n * once PUBLISHED a version is immutable: changes create a new version.\n */\n@Entity\n@Table(name = "rate_table_versions")\nclass RateTableVersion(\n    @Id val id: Long,\n    @Enumerated(EnumType.STRING) val status: VersionStatus,\n    val effectiveFrom: LocalDate,\n    val publishedAt: Instant?,\n)\n',
            ),
            (
                "bash",
                'psql "$COVERMINT_RO_URL" -Atc "select v.status, count(distinct v.id), count(*), pg_size_pretty(sum(pg_column_size(f.*))) from rate_factors f join rate_table_versions v on v.id = f.version_id group by 1"',
                "DRAFT|2|14290|1312 kB\nPUBLISHED|31|412380|38 MB",
            ),
            (
                "assistant",
                "Published versions are immutable, and only 2 of the 31 are live at any time (~2.5 MB of factors). Options:\n\n1. **Caffeine, in-process** (`spring-boot-starter-cache` + Caffeine): key `(versionId, factor, bandKey)`. Published versions never change, so nothing to invalidate; lookups are a hash map hit. Each pod keeps its own copy, a few MB.\n2. **Redis** (the ElastiCache cluster we already use for the quote cache): shared across pods, but still a network round trip per lookup (~0.3-0.5 ms × 60 lookups, which eats most of the saving unless we batch) plus serialization.\n3. **Load whole versions into an in-memory snapshot at startup**: fastest, but needs a reload mechanism when a new version is published.\n\nOne caveat for any of these: DRAFT versions are mutable, so they must not be cached.",
            ),
            (
                "user",
                "caffeine keyed by version id. versions are immutable once published so there's nothing to invalidate, redis would still be a hop per lookup and the platform team doesn't want more load on that cluster. cap the size so old versions age out. and yes drafts bypass the cache, good catch",
            ),
            (
                "bash",
                "grep -n 'caffeine\\|starter-cache' build.gradle.kts || echo 'not present'",
                "not present",
            ),
            ("edit", "build.gradle.kts"),
            ("edit", "src/main/kotlin/com/covermint/quote/config/CacheConfig.kt"),
            ("edit", "src/main/kotlin/com/covermint/quote/rating/RateFactorLookup.kt"),
            ("edit", "src/test/kotlin/com/covermint/quote/rating/RateFactorLookupTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*RateFactorLookup*' -q 2>&1 | tail -4",
                "RateFactorLookupTest > published version is served from cache after first lookup() PASSED\nRateFactorLookupTest > draft version always hits the repository() PASSED\nRateFactorLookupTest > missing factor is not cached as null() PASSED\n\nBUILD SUCCESSFUL in 41s",
            ),
            (
                "bash",
                "k6 run --quiet perf/quote.js -e BASE_URL=https://covermint-api.perf.internal 2>&1 | grep -E 'http_req_duration|http_reqs'",
                "     http_req_duration..............: avg=48.2ms  min=21.7ms med=41.9ms max=402.1ms p(90)=62.3ms p(95)=71.4ms\n     http_reqs......................: 36012  200.06/s",
            ),
            (
                "assistant",
                "p95 went from 180 ms to 71 ms at 200 req/s on the perf environment.\n\n- `CacheConfig`: Caffeine cache `rateFactors`, `maximumSize(500_000)`, `expireAfterAccess(6h)` so factors of superseded versions age out\n- `RateFactorLookup.find()` checks the version status: PUBLISHED goes through the cache, DRAFT goes straight to the repository\n- a missing factor isn't cached as null, so a lookup error doesn't get stuck",
            ),
            ("user", "great. merge it"),
            (
                "bash",
                "gh pr create --fill --title 'rating: Caffeine cache for published rate factors' && gh pr merge --squash --auto",
                "https://github.com/covermint/covermint-api/pull/903\n✓ Pull request #903 will be automatically merged via squash when all requirements are met",
            ),
        ],
        "lessons": [{"keys": ["Caffeine", "version"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh49-covermint-quote-replay-tool-stored",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "compliance question from Hannah: can we reproduce a quote from months ago, exact same price, if a customer complains? I think yes but check",
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/domain/Quote.kt",
                '@Entity\n@Table(name = "quotes")\nclass Quote(\n    @Id val id: UUID,\n    val createdAt: Instant,\n    val rateTableVersionId: Long,\n    val engineVersion: String,\n    @Type(JsonType::class)\n    @Column(columnDefinition = "jsonb")\n    val inputSnapshot: JsonNode,\n    val totalPremium: BigDecimal,\n)\n',
            ),
            (
                "bash",
                "grep -rln 'Replay' src/main/kotlin tools/ | head",
                "src/main/kotlin/com/covermint/quote/admin/QuoteReplayService.kt\ntools/replay/src/main/kotlin/ReplayCli.kt",
            ),
            (
                "read",
                "src/main/kotlin/com/covermint/quote/admin/QuoteReplayService.kt",
                "@Service\nclass QuoteReplayService(\n    private val quotes: QuoteRepository,\n    private val engine: RatingEngine,\n) {\n    fun replay(id: UUID): ReplayResult {\n        val q = quotes.findById(id).orElseThrow()\n        val ctx = QuoteContext.fromSnapshot(q.inputSnapshot, rateTableVersionId = q.rateTableVersionId)\n        val repriced = engine.price(ctx).total\n        return ReplayResult(q.id, q.totalPremium, repriced, repriced.compareTo(q.totalPremium) == 0)\n    }\n}\n",
            ),
            (
                "bash",
                "./gradlew :tools:replay:run -q --args='--since 2026-05-01 --sample 500'",
                "sampling 500 quotes created since 2026-05-01 (rate table versions 24-31)\nreplayed 500/500\n  identical premium: 500\n  mismatches:        0\n  failed:            0",
            ),
            (
                "assistant",
                "Yes. Every quote row stores `rate_table_version_id`, the `engine_version`, and the full `input_snapshot` (jsonb), and `QuoteReplayService` re-prices from exactly those. I replayed a random 500 quotes since May across rate table versions 24-31: all 500 came back with an identical premium, 0 mismatches.",
            ),
            (
                "user",
                "great. that's a compliance requirement btw, not a nice to have: every quote persists rate_table_version_id + the full input snapshot so it can be replayed exactly. store that in memory so nobody 'optimizes' the snapshot away later",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "covermint: compliance requirement: every quote must persist its `rate_table_version_id` and the full input snapshot (`quotes.input_snapshot`, jsonb) so it can be replayed to the exact same premium (`QuoteReplayService`, `tools/replay`). Never drop, trim or normalise the snapshot.",
                    "tags": ["covermint", "compliance", "quotes"],
                },
                '{"id":"377","action":"stored"}',
                False,
            ),
            ("assistant", "Stored."),
            ("user", "can you draft a short reply to hannah"),
            (
                "assistant",
                "Hi Hannah,\n\nYes: for every quote we keep the exact inputs and the version of the rate tables it was priced on, so we can re-run any past quote and get the same premium. As a check I just re-ran a random 500 quotes from the last seven months and all 500 matched to the penny.\n\nIf a customer complains, send us the quote reference and we can show the full calculation.\n\nThanks,",
            ),
            ("user", "perfect thx"),
        ],
        "lessons": [],
        "tool_stored": [["rate_table_version_id", "snapshot"]],
    },
    # --- "tidepool": growth data-science team's feature pipeline on Databricks (PySpark, Delta, Unity Catalog, asset bundles) ---
    {
        "name": "fresh49-tidepool-concurrent-append-merge-partition",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "daily_customer_features job failed again last night with ConcurrentAppendException. 3rd time this week, repair run works. priya's running the 2024 backfill this week, probably related?",
            ),
            (
                "bash",
                "databricks jobs list-runs --job-id 48213 --limit 5 -o json | jq -r '.runs[] | [(.start_time/1000|todate), .state.result_state, .run_id] | @tsv'",
                "2026-12-05T03:00:04Z\tFAILED\t991823\n2026-12-04T03:00:03Z\tSUCCESS\t990102\n2026-12-03T03:00:05Z\tFAILED\t988467\n2026-12-02T03:00:04Z\tFAILED\t986911\n2026-12-01T03:00:02Z\tSUCCESS\t985230",
            ),
            (
                "assistant",
                "Could also be auto-compaction: if `delta.autoOptimize.autoCompact` is on, a compaction commit landing during our write can cause conflicts too. Let me look at the conflicting commit in the error.",
            ),
            (
                "bash",
                "databricks jobs get-run-output 991823 -o json | jq -r '.error' | head -4",
                'com.databricks.sql.transaction.tahoe.ConcurrentAppendException: Files were added to partition [feature_date=2024-03-17] by a concurrent update. Please try the operation again.\nConflicting commit: {"timestamp":1764903611092,"userName":"priya.n@tidepool.io","operation":"MERGE","operationParameters":{"predicate":["((customer_id = customer_id) AND (feature_date = feature_date))"]},"readVersion":18211,"isolationLevel":"WriteSerializable","isBlindAppend":false}\nRefer to https://docs.databricks.com/delta/concurrency-control.html for more details.',
            ),
            (
                "read",
                "src/tidepool/jobs/write_features.py",
                'from delta.tables import DeltaTable\n\n\ndef upsert_features(spark, df, table="ml.features.customer_daily"):\n    target = DeltaTable.forName(spark, table)\n    (\n        target.alias("t")\n        .merge(df.alias("s"), "t.customer_id = s.customer_id AND t.feature_date = s.feature_date")\n        .whenMatchedUpdateAll()\n        .whenNotMatchedInsertAll()\n        .execute()\n    )\n',
            ),
            (
                "assistant",
                "Not compaction: the conflicting commit is Priya's backfill MERGE, writing `feature_date=2024-03-17`, while the daily job only writes `2026-12-04`. They shouldn't conflict, but they do because of the MERGE condition. `t.feature_date = s.feature_date` is a join condition, not a filter on the target, so Delta can't tell that the daily MERGE only reads one partition; it treats the whole table as read, and a file added in *any* partition by a concurrent writer is a conflict under `WriteSerializable`. Both jobs go through `upsert_features`, so the backfill is exposed to the daily job the same way.\n\nFix: put an explicit literal partition predicate into the condition, e.g. `... AND t.feature_date IN ('2026-12-04')`, built from the distinct dates in the source DataFrame. Then each MERGE only reads its own partitions and the two jobs no longer conflict.",
            ),
            (
                "user",
                "do it. and rule for the repo: every MERGE into a partitioned feature table has an explicit literal feature_date predicate in the merge condition",
            ),
            ("edit", "src/tidepool/jobs/write_features.py"),
            ("edit", "tests/jobs/test_write_features.py"),
            (
                "bash",
                "pytest tests/jobs/test_write_features.py -q",
                "......                                                                   [100%]\n6 passed in 41.27s",
            ),
            (
                "bash",
                "databricks bundle deploy -t prod 2>&1 | tail -2 && databricks jobs run-now 48213 --timeout 40m -o json | jq -r '.state.result_state'",
                "Deploying resources...\nDeployment complete!\nSUCCESS",
            ),
            (
                "assistant",
                "Deployed, and a manual run of `daily_customer_features` succeeded while Priya's backfill was still writing 2024 partitions.\n\n`upsert_features` now collects the distinct `feature_date` values of the source (`df.select('feature_date').distinct().collect()`; one value for the daily job, at most 31 per backfill chunk) and adds `AND t.feature_date IN ('...')` to the merge condition. It raises if the source has more than 400 dates, so nobody accidentally sends a whole-table MERGE. Tests check the generated condition and that two concurrent MERGEs into different dates both commit.",
            ),
            ("user", "nice, thanks"),
        ],
        "lessons": [{"keys": ["ConcurrentAppendException", "feature_date"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh49-tidepool-churn-labels-v2-user-correction",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "need a training set for churn model v5: features from ml.features.customer_daily, labels from ml.churn_labels, monthly snapshots 2026-03-01 .. 2026-09-01. write it as a job (no notebook) in src/tidepool/training/build_training_set.py, output ml.training.churn_v5",
            ),
            (
                "bash",
                "python -m tidepool.cli describe ml.churn_labels ml.features.customer_daily",
                "ml.churn_labels\n  customer_id     string\n  snapshot_date   date\n  churned         int\n  -- comment: churn labels\n\nml.features.customer_daily (partitioned by feature_date)\n  customer_id            string\n  feature_date           date\n  tenure_days            int\n  days_since_last_login  int\n  sessions_7d            int\n  sessions_30d           int\n  support_tickets_30d    int\n  plan_tier              string\n  mrr                    double",
            ),
            ("edit", "src/tidepool/training/build_training_set.py"),
            ("edit", "resources/jobs/build_training_set.yml"),
            (
                "bash",
                "databricks bundle deploy -t dev >/dev/null && databricks bundle run build_training_set -t dev 2>&1 | tail -4",
                'Run URL: https://adb-5521849173044.12.azuredatabricks.net/?o=5521849173044#job/61720/run/1203348\n2026-12-05 10:41:07 "[dev] build_training_set" TERMINATED SUCCESS\nrows written to ml.training.churn_v5: 1,842,310\npositive rate: 0.312',
            ),
            (
                "assistant",
                "`ml.training.churn_v5` is written: 1.84M rows over 7 monthly snapshots, joined on `customer_id` and `snapshot_date = feature_date`. One thing looks off: the positive rate is **31.2%**, while v4's training set was around 9%. Either churn tripled or the labels mean something different.",
            ),
            (
                "user",
                "ugh thats my bad. ml.churn_labels is the v1 definition (30 days no login), it's only still around for the old looker dashboard. v4 and everything new uses ml.churn_labels_v2 — 60 days no login, and seasonal accounts (is_seasonal) excluded. swap it",
            ),
            (
                "bash",
                "python -m tidepool.cli describe ml.churn_labels_v2",
                "ml.churn_labels_v2\n  customer_id     string\n  snapshot_date   date\n  churned_60d     int\n  is_seasonal     boolean\n  label_version   string\n  -- comment: churn = no login for 60 days after snapshot_date",
            ),
            ("edit", "src/tidepool/training/build_training_set.py"),
            (
                "bash",
                "databricks bundle deploy -t dev >/dev/null && databricks bundle run build_training_set -t dev 2>&1 | tail -3",
                '2026-12-05 11:02:44 "[dev] build_training_set" TERMINATED SUCCESS\nrows written to ml.training.churn_v5: 1,706,955\npositive rate: 0.087',
            ),
            (
                "assistant",
                "Rebuilt from `ml.churn_labels_v2`, using `churned_60d` as the label and filtering `is_seasonal = false`: 1.71M rows, positive rate **8.7%**, in line with v4. The label column in `churn_v5` is still called `churned` so the training code doesn't change.",
            ),
            (
                "user",
                "and drop a deprecation comment on the v1 table so nobody else falls in",
            ),
            (
                "bash",
                "databricks sql -w analytics-wh -e \"COMMENT ON TABLE ml.churn_labels IS 'DEPRECATED: v1 churn (30d no login), kept for the legacy Looker dashboard only. Use ml.churn_labels_v2.'\"",
                "OK",
            ),
            (
                "assistant",
                "Done: `ml.churn_labels` now carries a DEPRECATED comment pointing to `ml.churn_labels_v2`, so it shows in Catalog Explorer and `DESCRIBE`.",
            ),
        ],
        "lessons": [{"keys": ["churn_labels_v2", "seasonal"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh49-tidepool-auc-leakage-current-date",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "v5 trained. holdout AUC 0.963 (v4 was 0.78). either we're geniuses or something's leaking. can u look",
            ),
            (
                "bash",
                "python -m tidepool.cli mlflow-importance --run-name churn_v5_lgbm --top 6",
                "run 7c1e04b9a2d3 (churn_v5_lgbm) gain importance:\n  days_since_last_login   0.412\n  support_tickets_30d     0.118\n  sessions_30d            0.094\n  tenure_days             0.071\n  mrr                     0.055\n  sessions_7d             0.049",
            ),
            (
                "assistant",
                "A jump like this is often a join problem: if a customer had several label rows per snapshot, or the join picked up a later snapshot's label, the model would see the answer. Checking for duplicate keys in the training set first.",
            ),
            (
                "bash",
                'databricks sql -w analytics-wh -e "select count(*) - count(distinct customer_id, snapshot_date) as dupes from ml.training.churn_v5"',
                "dupes\n0",
            ),
            (
                "assistant",
                "No duplicates, so the join is fine. `days_since_last_login` carrying 41% of the gain is suspicious though; let me look at how it's computed.",
            ),
            (
                "read",
                "src/tidepool/features/engagement.py",
                'def engagement_features(logins: DataFrame, tickets: DataFrame, feature_date: str) -> DataFrame:\n    last = logins.groupBy("customer_id").agg(F.max("login_at").alias("last_login_at"))\n    t30 = (\n        tickets.where(F.col("created_at") >= F.date_sub(F.current_date(), 30))\n        .groupBy("customer_id")\n        .agg(F.count("*").alias("support_tickets_30d"))\n    )\n    return last.join(t30, "customer_id", "left").select(\n        "customer_id",\n        F.lit(feature_date).cast("date").alias("feature_date"),\n        F.datediff(F.current_date(), F.col("last_login_at")).alias("days_since_last_login"),\n        F.coalesce("support_tickets_30d", F.lit(0)).alias("support_tickets_30d"),\n    )\n',
            ),
            (
                "bash",
                "databricks sql -w analytics-wh -e \"select feature_date, round(avg(days_since_last_login),1) as avg_dsll, min(days_since_last_login) as min_dsll from ml.features.customer_daily where feature_date in ('2026-03-01','2026-06-01','2026-12-01') group by 1 order by 1\"",
                "feature_date  avg_dsll  min_dsll\n2026-03-01    11.9      0\n2026-06-01    12.3      0\n2026-12-01    11.8      0",
            ),
            (
                "think",
                "Averages look flat, but these were all computed by the backfill run recently: datediff(current_date(), max(login_at)) over ALL logins, not logins before feature_date. For a March snapshot, last_login_at is the customer's latest login ever (maybe December), and the diff is measured from the backfill run date. A customer who churned after March has a large value, one who is still active has ~0. That's the label encoded in the feature. Same for support_tickets_30d: window relative to current_date, not feature_date. The daily job is fine only because there current_date == feature_date.",
            ),
            (
                "assistant",
                "Found the leak: `engagement_features` ignores `feature_date` except to label the rows.\n\n- `days_since_last_login` = `datediff(current_date(), max(login_at))` over **all** logins. In the daily job that's fine because `current_date()` is the feature date, but the backfill that filled March-September ran last month: for a 2026-03-01 row it measured from the run date to the customer's latest login ever. A customer who churned after March gets a big number, an active one gets ~0, which is the label itself.\n- `support_tickets_30d` has the same problem: its 30-day window is relative to `current_date()`.\n\nFix: filter events to `< feature_date` and compute every window and difference relative to `feature_date`, then re-run the backfill for the training range.",
            ),
            (
                "user",
                "ouch. yes fix it. rule for the repo: no current_date()/current_timestamp()/now() in feature code, ever. everything relative to the feature_date param, events filtered to before feature_date. add a check in CI so it can't sneak back",
            ),
            ("edit", "src/tidepool/features/engagement.py"),
            ("edit", "tests/features/test_engagement.py"),
            ("edit", "tests/test_no_wallclock_in_features.py"),
            (
                "bash",
                "pytest tests/features tests/test_no_wallclock_in_features.py -q",
                "...........                                                              [100%]\n11 passed in 52.08s",
            ),
            (
                "bash",
                "databricks bundle deploy -t prod >/dev/null && databricks bundle run backfill_customer_features -t prod --params start=2026-03-01,end=2026-09-01 2>&1 | tail -2 && databricks bundle run build_training_set -t dev 2>&1 | tail -1 && databricks bundle run train_churn -t dev 2>&1 | tail -2",
                '2026-12-05 15:48:31 "backfill_customer_features" TERMINATED SUCCESS\npartitions rewritten: 185\npositive rate: 0.087\n2026-12-05 16:20:09 "[dev] train_churn" TERMINATED SUCCESS\nholdout auc: 0.804  (run 9f20d1c7e5ab)',
            ),
            (
                "assistant",
                "Holdout AUC is now **0.804**: still better than v4's 0.78, and believable.\n\n- `engagement_features` filters logins and tickets to `< feature_date`; `days_since_last_login = datediff(feature_date, last_login_at)` and the ticket window is `[feature_date - 30, feature_date)`\n- backfill re-ran for 2026-03-01..2026-09-01 (185 partitions) and the training set was rebuilt\n- `tests/test_no_wallclock_in_features.py` scans `src/tidepool/features/` for `current_date`, `current_timestamp`, `now(` and `datetime.today` and fails CI if it finds any\n- new tests build features for a past date with events after it and assert they don't change the result",
            ),
            ("user", "good. 0.80 I can believe"),
        ],
        "lessons": [{"keys": ["current_date", "feature_date"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh49-tidepool-cache-question-rename-nothing",
        "split": "fresh49",
        "steps": [
            (
                "user",
                "random q, in notebooks/explore_ltv.py why does tomas do df.cache() and then df.count() right after? looks pointless. also rename df2/df3 to something readable and add type hints to bucketize(). no rush, its friday",
            ),
            (
                "read",
                "notebooks/explore_ltv.py",
                '# Databricks notebook source\nfrom pyspark.sql import functions as F\n\n# COMMAND ----------\ndf = spark.table("ml.features.customer_daily").where("feature_date >= \'2026-06-01\'")\ndf.cache()\ndf.count()\n\n# COMMAND ----------\ndf2 = df.groupBy("plan_tier").agg(F.avg("mrr").alias("avg_mrr"))\ndf3 = df.join(spark.table("ml.ltv.customer_ltv"), "customer_id")\n\n# COMMAND ----------\ndef bucketize(col, edges):\n    expr = F.when(F.col(col) < edges[0], F.lit(f"<{edges[0]}"))\n    for lo, hi in zip(edges, edges[1:]):\n        expr = expr.when(F.col(col) < hi, F.lit(f"{lo}-{hi}"))\n    return expr.otherwise(F.lit(f">={edges[-1]}"))\n',
            ),
            (
                "assistant",
                "Not pointless: `cache()` is lazy. It only marks the DataFrame to be kept in memory the next time it's computed; nothing is stored yet. The `count()` right after forces a full pass, so the cache is filled in that cell. Without it, the first real query further down would pay the cost of reading the table, and if that query only touched part of the data (say a `limit`), only part would be cached.\n\nSince `df` is used by both `df2` and `df3` and by later cells, caching it once saves re-reading the table for each. Whether it's worth it depends on size: for a few months of `customer_daily` it fits comfortably; for a big range it can push other data out of memory, and then `unpersist()` at the end of the notebook is polite on a shared cluster.",
            ),
            ("edit", "notebooks/explore_ltv.py"),
            (
                "bash",
                "ruff check notebooks/explore_ltv.py && ruff format --check notebooks/explore_ltv.py",
                "All checks passed!\n1 file already formatted",
            ),
            (
                "assistant",
                "Renamed `df` → `recent_features`, `df2` → `mrr_by_tier`, `df3` → `features_with_ltv`, and `bucketize` now reads `def bucketize(col: str, edges: list[float]) -> Column:` (with `from pyspark.sql import Column`). Added a one-line comment above `cache()`/`count()` explaining the count is there to fill the cache. Ruff is clean.",
            ),
            ("user", "cool ty, have a good weekend"),
            ("assistant", "You too!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
