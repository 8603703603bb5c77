"""The "fresh58" capture sessions: written in session 28 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH58: list[dict[str, Any]] = [
    # --- "payouts": Kotlin 2.1 / Spring Boot 3.4 seller-payouts service for the Stallwise handmade-goods marketplace (Postgres 16 + Flyway, Kafka on MSK, Adyen Balance Platform, Gradle multi-module, Argo CD on EKS) ---
    {
        "name": "fresh58-payouts-statement-commission-money-and-plan-rate-corrections",
        "split": "fresh58",
        "steps": [
            (
                "user",
                "finance wants the platform commission shown per order line on the seller payout statement (the pdf and the json the seller dashboard reads). add it to PayoutLine and compute it in StatementBuilder pls",
            ),
            (
                "read",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/statement/StatementBuilder.kt",
                "package com.stallwise.payouts.statement\n\nimport com.stallwise.payouts.order.SettledOrderLine\nimport com.stallwise.payouts.seller.SellerId\nimport java.time.Clock\nimport java.time.LocalDate\n\nclass StatementBuilder(private val clock: Clock) {\n\n    fun build(sellerId: SellerId, lines: List<SettledOrderLine>): Statement {\n        val payoutLines = lines.map { l ->\n            PayoutLine(\n                orderId = l.orderId,\n                itemPrice = l.itemPrice,\n                shipping = l.shipping,\n                pspFee = l.pspFee,\n                net = l.net,\n            )\n        }\n        return Statement(sellerId, LocalDate.now(clock), payoutLines)\n    }\n}\n",
            ),
            (
                "bash",
                "grep -rn -i 'commission' README.md docs/ payouts-core/src/main/kotlin | head",
                "README.md:38:## Fees\nREADME.md:40:Stallwise takes a flat 15% commission on the item price (shipping excluded). Adyen's\ndocs/statement-format.md:22:| net | item price + shipping - PSP fee - commission |\npayouts-core/src/main/kotlin/com/stallwise/payouts/ledger/Account.kt:9:    COMMISSION_REVENUE,",
            ),
            ("edit", "payouts-core/src/main/kotlin/com/stallwise/payouts/statement/PayoutLine.kt"),
            (
                "edit",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/statement/StatementBuilder.kt",
            ),
            ("edit", "payouts-api/src/main/kotlin/com/stallwise/payouts/api/dto/StatementDto.kt"),
            (
                "assistant",
                'Added commission to the statement:\n- `PayoutLine.commission: BigDecimal`, computed in `StatementBuilder` as `l.itemPrice.amountMinor.toBigDecimal().movePointLeft(2) * COMMISSION_RATE` with `COMMISSION_RATE = BigDecimal("0.15")` — the flat 15% on the item price from the README, shipping excluded — and `setScale(2, RoundingMode.HALF_UP)`\n- `StatementDto` serialises it as a decimal string per line, e.g. `"commission": "3.74"`\n\nShould it go on the PDF as well?',
            ),
            (
                "user",
                "hm no. 1) no BigDecimal or Double for money outside of Money itself. it's Money(amountMinor: Long, currency) everywhere, dto included (money goes over the wire as {amountMinor, currency}, the dashboard does the formatting). Money.percentOf(bps) already exists and does the half-even rounding that matches adyen's split calc 2) readme is stale, the flat 15% was launch pricing. commission is per seller plan now, seller_plans.commission_bps (standard 1200, pro 800, charity 0). and sellers switch plans mid month so use the rate that was snapshotted on order_lines.commission_bps at checkout, not the seller's current plan 3) yes pdf too. fix the readme while ur at it",
            ),
            (
                "read",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/money/Money.kt",
                'package com.stallwise.payouts.money\n\nimport java.math.BigDecimal\nimport java.math.RoundingMode\nimport java.util.Currency\n\ndata class Money(val amountMinor: Long, val currency: Currency) {\n\n    operator fun plus(o: Money): Money = Money(Math.addExact(amountMinor, sameCurrency(o).amountMinor), currency)\n    operator fun minus(o: Money): Money = Money(Math.subtractExact(amountMinor, sameCurrency(o).amountMinor), currency)\n\n    /** [bps] basis points of this amount, rounded half-even to the minor unit (matches Adyen\'s split calculation). */\n    fun percentOf(bps: Int): Money =\n        Money(\n            BigDecimal.valueOf(amountMinor)\n                .multiply(BigDecimal.valueOf(bps.toLong()))\n                .divide(BigDecimal.valueOf(10_000L), 0, RoundingMode.HALF_EVEN)\n                .longValueExact(),\n            currency,\n        )\n\n    private fun sameCurrency(o: Money): Money {\n        require(o.currency == currency) { "currency mismatch: $currency vs ${o.currency}" }\n        return o\n    }\n}\n',
            ),
            (
                "bash",
                "grep -rn 'commission_bps\\|commissionBps' payouts-core/src/main/resources/db/migration/ payouts-core/src/main/kotlin | head",
                'payouts-core/src/main/resources/db/migration/V44__seller_plans.sql:5:    commission_bps  integer NOT NULL CHECK (commission_bps BETWEEN 0 AND 10000),\npayouts-core/src/main/resources/db/migration/V47__order_lines_commission_snapshot.sql:2:ALTER TABLE order_lines ADD COLUMN commission_bps integer NOT NULL DEFAULT 1500;\npayouts-core/src/main/kotlin/com/stallwise/payouts/order/OrderLineRepository.kt:31:            commissionBps = rs.getInt("commission_bps"),\npayouts-core/src/main/kotlin/com/stallwise/payouts/order/SettledOrderLine.kt:11:    val commissionBps: Int,',
            ),
            ("edit", "payouts-core/src/main/kotlin/com/stallwise/payouts/statement/PayoutLine.kt"),
            (
                "edit",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/statement/StatementBuilder.kt",
            ),
            ("edit", "payouts-api/src/main/kotlin/com/stallwise/payouts/api/dto/StatementDto.kt"),
            ("edit", "payouts-core/src/main/resources/templates/statement.ftlh"),
            ("edit", "README.md"),
            (
                "edit",
                "payouts-core/src/test/kotlin/com/stallwise/payouts/statement/StatementBuilderTest.kt",
            ),
            (
                "bash",
                "./gradlew :payouts-core:test --tests '*Statement*' :payouts-api:test --tests '*StatementDto*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'",
                "StatementBuilderTest > commission uses the bps snapshotted on the order line, not the current plan() PASSED\nStatementBuilderTest > commission rounds half-even to the minor unit() PASSED\nStatementBuilderTest > charity plan has zero commission() PASSED\nStatementDtoTest > commission serialises as amountMinor and currency() PASSED\nBUILD SUCCESSFUL in 43s",
            ),
            (
                "assistant",
                'Reworked:\n- `PayoutLine.commission: Money`, computed as `l.itemPrice.percentOf(l.commissionBps)`: the rate snapshotted on `order_lines.commission_bps` at checkout, half-even to the minor unit via `Money.percentOf`. No BigDecimal outside `Money`\n- `StatementDto` sends `"commission": {"amountMinor": 374, "currency": "EUR"}` like the other money fields\n- PDF template (`statement.ftlh`) has a Commission column, formatted with the existing `money` macro\n- README "Fees" section now says commission is per seller plan (`seller_plans.commission_bps`: standard 1200, pro 800, charity 0) and that statements use the rate snapshotted at checkout\n\nTests cover the snapshot-vs-current-plan case, half-even rounding and the charity plan.',
            ),
            ("user", "👍 ship it"),
        ],
        "lessons": [
            {"keys": ["amountMinor", "BigDecimal"]},
            {"keys": ["commission_bps", "checkout"], "not": ["flat 15% on the item price"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh58-payouts-hold-reason-migration-concurrently-presync-corrections",
        "split": "fresh58",
        "steps": [
            (
                "user",
                "support wants to put payouts on hold w/ a reason (fraud review, kyc). add hold_reason + held_at to payouts, a partial index on the held ones for the ops dashboard, and PATCH /admin/payouts/{id}/hold. batch obviously has to skip held payouts",
            ),
            (
                "bash",
                "ls payouts-core/src/main/resources/db/migration | tail -3; grep -n 'WHERE\\|AND' payouts-core/src/main/kotlin/com/stallwise/payouts/batch/DuePayoutsQuery.kt",
                "V60__drop_legacy_transfers.sql\nV61__payout_batches_status.sql\nV62__journal_entries_psp_idx.sql\n14:        WHERE p.status = 'SCHEDULED'\n15:          AND p.payout_date <= :today",
            ),
            ("edit", "payouts-core/src/main/resources/db/migration/V63__payout_hold.sql"),
            ("edit", "payouts-core/src/main/kotlin/com/stallwise/payouts/batch/DuePayoutsQuery.kt"),
            (
                "edit",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/payout/PayoutRepository.kt",
            ),
            (
                "edit",
                "payouts-api/src/main/kotlin/com/stallwise/payouts/api/admin/AdminPayoutController.kt",
            ),
            (
                "edit",
                "payouts-api/src/main/kotlin/com/stallwise/payouts/api/admin/HoldPayoutRequest.kt",
            ),
            (
                "assistant",
                'Done:\n- `V63__payout_hold.sql`: adds `hold_reason text` and `held_at timestamptz` to `payouts`, plus `CREATE INDEX payouts_held_idx ON payouts (held_at) WHERE held_at IS NOT NULL`\n- `DuePayoutsQuery` skips rows with `held_at IS NOT NULL`\n- `PATCH /admin/payouts/{id}/hold` with `{"reason": "..."}` (role `PAYOUTS_ADMIN`), and `DELETE` on the same path releases the hold\n\nFlyway applies V63 on startup of the new pods, so it goes out with the normal deploy, no extra step needed.',
            ),
            (
                "user",
                "2 things. payouts is ~38M rows, a plain CREATE INDEX blocks writes on it for minutes and the batch + webhooks would stall. CONCURRENTLY, and in its own migration file, it can't run inside a transaction and flyway won't mix it with the ALTERs in one script. second, flyway doesn't run on startup here. spring.flyway.enabled is false in the prod profile, migrations run in the argo PreSync hook job (payouts-migrate) before the rollout starts. so old pods are serving against the new schema for a few min during every deploy, keep that in mind for the columns",
            ),
            (
                "bash",
                "grep -n -A1 'flyway' payouts-api/src/main/resources/application-prod.yml; grep -n 'hook\\|args' deploy/helm/payouts/templates/migrate-job.yaml",
                '23:  flyway:\n24-    enabled: false\n5:    argocd.argoproj.io/hook: PreSync\n6:    argocd.argoproj.io/hook-delete-policy: BeforeHookCreation\n19:          args: ["flyway", "migrate", "-configFiles=/config/flyway.conf"]',
            ),
            (
                "think",
                "Old pods run against the new schema: the two ADD COLUMNs are nullable without default, metadata-only on PG16, and old code never selects them (repository uses explicit column lists), so fine. Index goes to V64 alone with CONCURRENTLY; Flyway detects it as non-transactional on Postgres and runs that script outside a transaction.",
            ),
            ("edit", "payouts-core/src/main/resources/db/migration/V63__payout_hold.sql"),
            ("edit", "payouts-core/src/main/resources/db/migration/V64__payouts_held_idx.sql"),
            (
                "bash",
                "./gradlew :payouts-core:test --tests '*MigrationTest*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'; grep -ho 'Migrating schema \"public\" to version \"6[34][^<]*' payouts-core/build/test-results/test/TEST-*MigrationTest.xml | sort -u",
                'MigrationTest > all migrations apply on an empty postgres 16() PASSED\nMigrationTest > pending migrations apply on the prod schema snapshot() PASSED\nBUILD SUCCESSFUL in 1m 14s\nMigrating schema "public" to version "63 - payout hold"\nMigrating schema "public" to version "64 - payouts held idx" [non-transactional]',
            ),
            (
                "assistant",
                "Split it:\n- `V63__payout_hold.sql`: only the two `ALTER TABLE ... ADD COLUMN`s. Both nullable without a default, so it's a metadata-only change on Postgres 16, and the old pods still serving during the rollout are unaffected (they don't read or write the new columns)\n- `V64__payouts_held_idx.sql`: just `CREATE INDEX CONCURRENTLY IF NOT EXISTS payouts_held_idx ON payouts (held_at) WHERE held_at IS NOT NULL`. Flyway runs it outside a transaction (`[non-transactional]` in the test log)\n\nBoth apply cleanly on an empty Postgres 16 and on the prod schema snapshot. They'll run in the `payouts-migrate` PreSync job on the next sync, before the new pods come up.",
            ),
            ("user", "good. goes out with monday's release"),
        ],
        "lessons": [
            {"keys": ["CONCURRENTLY", "migration"]},
            {"keys": ["PreSync", "migrations"], "not": ["on startup of the new pods"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh58-payouts-decision-webhook-dedup-table-same-transaction",
        "split": "fresh58",
        "steps": [
            (
                "user",
                "adyen retried a bunch of transfer webhooks last week (we took >10s to answer during the rds failover) and 3 journal entries got booked twice. finance fixed them by hand. we need dedup on the webhook path, what are the options",
            ),
            (
                "bash",
                'psql "$PAYOUTS_RO_URL" -c "select psp_reference, event_code, transfer_status, count(*) from journal_entries where created_at > now() - interval \'14 days\' and psp_reference is not null group by 1, 2, 3 having count(*) > 1;"',
                "  psp_reference   |            event_code            | transfer_status | count\n------------------+----------------------------------+-----------------+-------\n TR3Z9KQ2L7XW4NB8 | balancePlatform.transfer.updated | booked          |     2\n TR7M2PD8C5VJ1QE6 | balancePlatform.transfer.updated | booked          |     2\n TR1H6YS4R9GK3TA2 | balancePlatform.transfer.updated | booked          |     2\n(3 rows)",
            ),
            (
                "read",
                "payouts-api/src/main/kotlin/com/stallwise/payouts/api/webhook/AdyenWebhookController.kt",
                '@RestController\nclass AdyenWebhookController(\n    private val hmac: HmacVerifier,\n    private val mapper: ObjectMapper,\n    private val transferEvents: TransferEventService,\n) {\n    @PostMapping("/webhooks/adyen/balance-platform")\n    fun onEvent(@RequestBody body: String, @RequestHeader("HmacSignature") sig: String): ResponseEntity<String> {\n        hmac.verify(body, sig)\n        val event = mapper.readValue<TransferNotification>(body)\n        transferEvents.handle(event) // @Transactional: journal entry + payout status\n        return ResponseEntity.accepted().body("[accepted]")\n    }\n}\n',
            ),
            (
                "assistant",
                "All three duplicates are `balancePlatform.transfer.updated` with status `booked`, i.e. the same delivery processed twice. Options:\n\n1. **Unique constraint on `journal_entries`** `(psp_reference, event_code, transfer_status)`: smallest change, but it only protects the booking. Payout status updates and the seller notification in the same handler would still run twice, and the retry would surface as a 500 instead of a clean ack.\n2. **`processed_webhooks` table**: PK on the event identity, `INSERT ... ON CONFLICT DO NOTHING` as the first statement inside `TransferEventService.handle`'s transaction; 0 rows inserted → already processed, ack and return. The marker commits or rolls back together with the journal entry.\n3. **Redis `SET NX` with a TTL** before handling: no schema change, but it's outside the Postgres transaction. Crash after `SET NX` and before commit, and the retry gets dropped as a duplicate: the entry is never booked.\n4. **Ack fast, process async** (store the raw payload, hand off via Kafka): fixes the >10 s responses that trigger retries, but still needs 2 for idempotency.",
            ),
            (
                "user",
                "2. the marker has to commit or roll back with the journal entry, that's the whole point, redis can't give us that and we don't even run redis for this service. key it on (psp_reference, event_code, sequence_number) tho, adyen sends transfer.updated several times per transfer with increasing sequenceNumber, ref+code alone would swallow real updates. keep rows 90 days, adyen only retries for ~30. async ack is a separate ticket",
            ),
            ("edit", "payouts-core/src/main/resources/db/migration/V65__processed_webhooks.sql"),
            (
                "edit",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/webhook/ProcessedWebhookRepository.kt",
            ),
            (
                "edit",
                "payouts-core/src/main/kotlin/com/stallwise/payouts/webhook/TransferEventService.kt",
            ),
            (
                "edit",
                "payouts-worker/src/main/kotlin/com/stallwise/payouts/worker/ProcessedWebhookCleanupJob.kt",
            ),
            (
                "edit",
                "payouts-core/src/test/kotlin/com/stallwise/payouts/webhook/TransferEventServiceTest.kt",
            ),
            (
                "bash",
                "./gradlew :payouts-core:test --tests '*TransferEventServiceTest*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'",
                "TransferEventServiceTest > same delivery twice books one journal entry() PASSED\nTransferEventServiceTest > transfer.updated with a higher sequenceNumber is processed() PASSED\nTransferEventServiceTest > failure while booking rolls back the dedup marker() PASSED\nTransferEventServiceTest > duplicate is acked with [accepted]() PASSED\nBUILD SUCCESSFUL in 57s",
            ),
            (
                "assistant",
                "Implemented option 2:\n- `V65__processed_webhooks.sql`: `processed_webhooks (psp_reference text, event_code text, sequence_number int, processed_at timestamptz default now(), PRIMARY KEY (psp_reference, event_code, sequence_number))`\n- `TransferEventService.handle` starts with `INSERT ... ON CONFLICT DO NOTHING`; if nothing was inserted it logs `duplicate webhook` and returns, so the controller still answers `[accepted]`. Same `@Transactional` as the journal entry, so a failed booking also removes the marker and Adyen's retry is processed normally\n- `ProcessedWebhookCleanupJob` (worker, daily 03:30, ShedLock) deletes rows older than 90 days\n\nTests cover the double delivery, a newer `sequenceNumber`, and the rollback case.",
            ),
            ("user", "thx"),
        ],
        "lessons": [
            {"keys": ["processed_webhooks", "transaction"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh58-payouts-incident-kafka-rebalance-loop-max-poll-records",
        "split": "fresh58",
        "steps": [
            (
                "user",
                "payouts-worker lag on orders.settled is 180k and climbing since ~14:20, grafana shows the consumer group rebalancing every few min. only thing deployed today is #412 (the config cleanup) this morning",
            ),
            (
                "bash",
                "kubectl -n payouts logs deploy/payouts-worker --since=1h | grep -E 'poll timeout|Revoke previously|newly assigned' | tail -3",
                "2026-12-04T14:31:07.442Z  INFO 1 --- [payouts-worker] [ntainer#0-0-C-1] o.a.k.c.c.internals.ConsumerCoordinator  : [Consumer clientId=consumer-payouts-worker-1, groupId=payouts-worker] Member consumer-payouts-worker-1-3f0a9c2e-51d8-4b7e-9a0e-c1d25e7b8f14 sending LeaveGroup request to coordinator b-2.payouts-msk.kafka.eu-central-1.amazonaws.com:9094 (id: 2147483645 rack: null) due to consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.\n2026-12-04T14:31:07.460Z  INFO 1 --- [payouts-worker] [ntainer#0-0-C-1] o.a.k.c.c.internals.ConsumerCoordinator  : [Consumer clientId=consumer-payouts-worker-1, groupId=payouts-worker] Revoke previously assigned partitions orders.settled-3, orders.settled-4, orders.settled-5\n2026-12-04T14:31:12.118Z  INFO 1 --- [payouts-worker] [ntainer#0-0-C-1] o.a.k.c.c.internals.ConsumerCoordinator  : [Consumer clientId=consumer-payouts-worker-1, groupId=payouts-worker] Adding newly assigned partitions: orders.settled-0, orders.settled-1, orders.settled-2",
            ),
            (
                "bash",
                "git log --oneline -2 -- payouts-worker/src/main/resources/application.yml; git show 8c41d2e -- payouts-worker/src/main/resources/application.yml | tail -12",
                "8c41d2e config cleanup: drop properties that match defaults (#412)\n2b7f0a1 worker: bump listener concurrency to 6 (#388)\n@@ -14,11 +14,8 @@ spring:\n     consumer:\n       group-id: payouts-worker\n       auto-offset-reset: earliest\n-      enable-auto-commit: false\n-      max-poll-records: 50\n       properties:\n-        max.poll.interval.ms: 300000\n         isolation.level: read_committed",
            ),
            (
                "bash",
                "kubectl -n payouts logs deploy/payouts-worker --since=1h | grep -oE 'OrderSettledListener.*handled in [0-9]+ ms' | awk '{print $(NF-1)}' | sort -n | awk '{a[NR]=$1} END {print \"n=\" NR, \"p50=\" a[int(NR*0.5)], \"p95=\" a[int(NR*0.95)]}'",
                "n=41877 p50=612 p95=1048",
            ),
            (
                "think",
                "#412 removed max-poll-records: 50 thinking it was a default; Kafka's default max.poll.records is 500. Each orders.settled record does Adyen balance-account calls, p50 612 ms: 500 x 0.6 s = ~300 s, right at the default max.poll.interval.ms of 300000. Consumer gets kicked, rebalance, batch not committed (AckMode BATCH) so it's redelivered, loop. enable-auto-commit and max.poll.interval.ms removals are harmless (Spring sets auto-commit false, 300000 is the default). Redelivery is safe: listener checks order_line_id already posted.",
            ),
            (
                "assistant",
                "Cause: **#412 removed `max-poll-records: 50`** from the worker's `application.yml`, assuming it was a default. Kafka's default is **500**.\n\n- each `orders.settled` record calls Adyen's balance-account API: p50 612 ms, p95 ~1 s\n- 500 records × ~0.6 s ≈ 300 s, right at `max.poll.interval.ms` (300000 default), so the consumer misses the poll deadline, leaves the group, partitions get reassigned, and the uncommitted batch is redelivered to someone else, who hits the same limit → rebalance loop, lag grows\n- redelivery is safe: `OrderSettledListener` skips order lines that already have a posting, so nothing was booked twice\n\nThe other two removals in #412 are harmless (Spring Kafka already disables auto-commit, and 300000 is the default interval).\n\nFix: put `max-poll-records: 50` back with a comment saying why, and a `WorkerKafkaConfigTest` that asserts the built consumer config has `max.poll.records=50`, so the next cleanup can't drop it silently.",
            ),
            (
                "user",
                "yes do it + hotfix. and yeah i wrote #412 🙃 thought 50 was the default",
            ),
            ("edit", "payouts-worker/src/main/resources/application.yml"),
            (
                "edit",
                "payouts-worker/src/test/kotlin/com/stallwise/payouts/worker/WorkerKafkaConfigTest.kt",
            ),
            (
                "bash",
                "./gradlew :payouts-worker:test --tests '*WorkerKafkaConfigTest*' 2>&1 | grep -E 'PASSED|FAILED|BUILD' && git checkout -qb hotfix/max-poll-records && git commit -qam 'worker: restore max-poll-records 50 on orders.settled (regression from #412)' && git push -q -u origin hotfix/max-poll-records && gh pr create --fill --base main | tail -1",
                "WorkerKafkaConfigTest > orders.settled consumer keeps max.poll.records at 50() PASSED\nBUILD SUCCESSFUL in 29s\nhttps://github.com/stallwise/payouts/pull/415",
            ),
            (
                "user",
                "merged, argo synced 15:02",
            ),
            (
                "bash",
                "sleep 1200; kafka-consumer-groups.sh --bootstrap-server \"$MSK_BOOTSTRAP\" --command-config ~/.msk/client.properties --describe --group payouts-worker 2>/dev/null | awk '/orders.settled/ {lag += $6} END {print \"total lag:\", lag}'; kubectl -n payouts logs deploy/payouts-worker --since=20m | grep -c 'poll timeout has expired'",
                "total lag: 3912\n0",
            ),
            (
                "assistant",
                "Recovered: total lag on `orders.settled` is down from ~184k to 3.9k 20 minutes after the 15:02 sync, and no poll timeouts since. It should be at zero within a few minutes.",
            ),
            ("user", "nice ty"),
        ],
        "lessons": [
            {"keys": ["poll", "50"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh58-payouts-tool-stored-adyen-test-env-and-local-test-convention",
        "split": "fresh58",
        "steps": [
            (
                "user",
                "updating the new hire guide. first put this in memory: local and dev always use the adyen TEST balance platform (merchant account StallwiseMarketplace_TEST), the live api key only exists in aws secrets manager under payouts/prod/adyen and nothing outside the prod namespace reads it. then make application-local.yml point at test",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "payouts: local and dev environments always use the Adyen TEST balance platform (merchant account StallwiseMarketplace_TEST). The live Adyen API key exists only in AWS Secrets Manager under payouts/prod/adyen and is read only from the prod namespace.",
                    "tags": ["payouts", "adyen", "environments", "secrets"],
                },
                '{"id":"4127","action":"stored"}',
                False,
            ),
            (
                "read",
                "payouts-api/src/main/resources/application-local.yml",
                "spring:\n  datasource:\n    url: jdbc:postgresql://localhost:5432/payouts\n    username: payouts\n    password: payouts\n  kafka:\n    bootstrap-servers: localhost:9092\nadyen:\n  environment: ${ADYEN_ENV:LIVE}\n  api-key: ${ADYEN_API_KEY:}\n  balance-platform-url: https://balanceplatform-api-live.adyen.com/bcl/v2\n  merchant-account: ${ADYEN_MERCHANT:}\n",
            ),
            ("edit", "payouts-api/src/main/resources/application-local.yml"),
            ("edit", "payouts-api/src/main/kotlin/com/stallwise/payouts/api/config/AdyenConfig.kt"),
            ("edit", "docs/onboarding.md"),
            (
                "bash",
                "./gradlew check 2>&1 | tail -3",
                "BUILD SUCCESSFUL in 11m 52s\n94 actionable tasks: 94 executed",
            ),
            (
                "assistant",
                "Stored that in memory, and:\n- `application-local.yml` had `ADYEN_ENV` defaulting to **LIVE** with the live balance-platform URL. Now: `environment: TEST`, `https://balanceplatform-api-test.adyen.com/bcl/v2`, `merchant-account: StallwiseMarketplace_TEST`, key from `ADYEN_TEST_API_KEY`\n- `AdyenConfig` refuses to start with `environment: LIVE` unless the `prod` profile is active\n- `docs/onboarding.md` has a section on getting a personal test API key from the Adyen customer area\n\n`./gradlew check` passes.",
            ),
            (
                "user",
                "good catch on the LIVE default, yikes. pls don't run ./gradlew check locally tho, it boots postgres+kafka+wiremock testcontainers for every module, 12 min of my laptop fan. run ./gradlew :<module>:test for what you touched, CI runs the full check. also fyi i'm out mon-tue, if anything's on fire ping priya",
            ),
            (
                "bash",
                "./gradlew :payouts-api:test 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 1m 38s\n31 actionable tasks: 6 executed, 25 up-to-date",
            ),
            (
                "assistant",
                "Noted. `:payouts-api:test` passes on its own in 1m 38s; I'll stick to module test tasks locally and leave `check` to CI.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["gradlew check", ":test"]},
        ],
        "tool_stored": [["StallwiseMarketplace_TEST", "payouts/prod/adyen"]],
    },
    {
        "name": "fresh58-payouts-chitchat-requires-new-vs-nested-and-git-undo",
        "split": "fresh58",
        "steps": [
            (
                "user",
                "reviewing a PR from our junior, he put @Transactional(propagation = Propagation.NESTED) on an audit-log write. whats the actual difference to REQUIRES_NEW again, i always mix them up",
            ),
            (
                "assistant",
                "- **`REQUIRES_NEW`** suspends the outer transaction and runs the method in a completely separate one, on a **second connection** from the pool. It commits or rolls back on its own: if the outer transaction later rolls back, the inner write stays committed.\n- **`NESTED`** stays in the **same** transaction and sets a JDBC **savepoint**. If the inner method throws, only the work since the savepoint is rolled back and the outer can carry on; but if the outer rolls back, the nested work is rolled back too, because nothing was committed separately. It needs a transaction manager that supports savepoints (`DataSourceTransactionManager` / `JdbcTransactionManager` do; with `JpaTransactionManager` it only works for JDBC access through the same connection, not for JPA operations).\n\nFor an audit log that must survive the business operation failing, `NESTED` is the wrong one: the audit row disappears with the outer rollback. That's `REQUIRES_NEW`'s job, with the usual caveat that each call holds two connections at once, so it shouldn't sit in a hot loop.",
            ),
            (
                "user",
                "ok yeah that's what i thought, i'll leave him a comment. also unrelated, how do i undo my last commit but keep the changes, nothing pushed",
            ),
            (
                "bash",
                "git status -sb | head -1; git log --oneline -2",
                "## feature/statement-export...origin/feature/statement-export [ahead 1]\n5be21c7 wip export csv\n0f9e3a2 statement: add commission column",
            ),
            (
                "assistant",
                "`git reset --soft HEAD~1` — removes `5be21c7` and leaves its changes staged. Use `git reset HEAD~1` (mixed) if you want them unstaged instead. Since it's not pushed (`ahead 1`), nothing else to clean up.",
            ),
            ("user", "ty 🙏"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
