"""The "fresh105" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH105: list[dict[str, Any]] = [
    # --- "claimsvc": the claims API of Pawsure, a pet insurer (vet invoices in, assessment,
    # payouts by bank transfer; Kotlin 2 + Spring Boot 3.3, Gradle Kotlin DSL, Postgres 16 with
    # Flyway, Spring Data JPA, Spring Kafka, JUnit 5 + MockK, Testcontainers, Kubernetes +
    # Argo CD) ---
    {
        "name": "fresh105-claimsvc-chitchat-transactional-private-fun-and-template-typo",
        "split": "fresh105",
        "steps": [
            (
                "user",
                "why does @Transactional on a private fun do nothing?? the rollback test fails, "
                "half the claim lines get saved when the vet invoice is invalid",
            ),
            (
                "read",
                "src/main/kotlin/com/pawsure/claims/invoice/InvoiceImporter.kt",
                "@Service\nclass InvoiceImporter(private val lines: ClaimLineRepository) {\n\n"
                "    fun import(claimId: String, invoice: VetInvoice) {\n"
                "        saveLines(claimId, invoice)\n    }\n\n    @Transactional\n"
                "    private fun saveLines(claimId: String, invoice: VetInvoice) {\n"
                "        invoice.lines.forEach { lines.save(it.toEntity(claimId)) }\n"
                "        invoice.validateTotals()\n    }\n}\n",
            ),
            (
                "think",
                "Classic proxy issue. Spring wraps the bean in a proxy; @Transactional only works "
                "when the call goes through the proxy. private -> not proxied (CGLIB can't "
                "override), and import() calling saveLines() is self-invocation anyway, bypassing "
                "the proxy. kotlin-spring plugin opens classes but not private members.",
            ),
            (
                "assistant",
                "`@Transactional` is applied by a **proxy** Spring wraps around the bean. The "
                "transaction only starts when a call goes *through* that proxy. Two things stop "
                "it here:\n\n1. **`saveLines` is private.** The CGLIB proxy is a subclass; it "
                "can't override a private method, so there is nothing to intercept. (The "
                "`kotlin-spring` plugin makes `@Service` classes open, but it doesn't make "
                "private funs overridable.)\n2. **Self-invocation.** Even if it were public, "
                "`import()` calls `saveLines()` on `this`, not on the proxy, so the annotation is "
                "skipped.\n\nSo each `lines.save()` runs in its own transaction from the "
                "repository and commits before `validateTotals()` throws. Simplest fix: put "
                "`@Transactional` on the public `import()` and drop it from `saveLines`.",
            ),
            (
                "user",
                "ah ok makes sense. do that. also the confirmation email says 'we have recieved "
                "your claim' someone screenshotted it on twitter",
            ),
            ("edit", "src/main/kotlin/com/pawsure/claims/invoice/InvoiceImporter.kt"),
            (
                "bash",
                "grep -rn recieved src/ ; sed -i 's/recieved/received/' "
                "src/main/resources/templates/email/claim-received.html && ./gradlew test --tests "
                "'*InvoiceImporter*' -q 2>&1 | tail -2",
                "src/main/resources/templates/email/claim-received.html:7:  <p>We have recieved "
                "your claim for {{petName}}.</p>\n\nBUILD SUCCESSFUL in 14s",
            ),
            (
                "assistant",
                "Done:\n\n- `@Transactional` moved to `import()`; the rollback test passes, no "
                'lines are saved when the totals don\'t match\n- "recieved" fixed in '
                "`claim-received.html` (the only place)",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh105-claimsvc-incident-double-payouts-kafka-redelivery",
        "split": "fresh105",
        "steps": [
            (
                "user",
                "finance says 4 customers got paid twice for the same claim yesterday afternoon. "
                "payouts go out from claimsvc. pls look asap",
            ),
            (
                "bash",
                "kubectl -n claims logs deploy/claimsvc --since=30h | grep -E "
                "'PayoutListener|poll timeout|Revoke' | head -8",
                "14:02:11 INFO  PayoutListener  batch of 500 payout-requested records\n"
                "14:02:12 INFO  PayoutListener  transfer claim=CLM-88121 payout=po_7f2c91 "
                "£412.50\n14:07:13 WARN  ConsumerCoordinator  consumer poll timeout has expired. "
                "This means the time between subsequent calls to poll() was longer than the "
                "configured max.poll.interval.ms\n14:07:13 INFO  ConsumerCoordinator  Revoke "
                "previously assigned partitions payout-requested-0, payout-requested-1\n"
                "14:07:41 INFO  PayoutListener  batch of 500 payout-requested records\n"
                "14:07:42 INFO  PayoutListener  transfer claim=CLM-88121 payout=po_7f2c91 £412.50",
            ),
            (
                "read",
                "src/main/kotlin/com/pawsure/claims/payout/PayoutListener.kt",
                '@KafkaListener(topics = ["payout-requested"], batch = "true")\n'
                "fun onPayouts(records: List<PayoutRequested>) {\n    records.forEach { p ->\n"
                "        bank.transfer(p.accountRef, p.amountPence, reference = p.claimId)\n"
                "        payouts.save(Payout(p.payoutId, p.claimId, PayoutState.SENT))\n    }\n}\n",
            ),
            (
                "bash",
                "grep -n -A3 'consumer:' src/main/resources/application.yml && kubectl -n claims "
                "logs deploy/claimsvc --since=30h | grep -c "
                "'FennickBankClient.*took=[3-9][0-9]\\{3\\}ms'",
                "    consumer:\n      max-poll-records: 500\n      properties:\n"
                "        max.poll.interval.ms: 300000\n412",
            ),
            (
                "think",
                "Bank API was slow yesterday (3-4 s per call, 412 slow calls). 500 records * ~3 s "
                "= 25 min, far beyond 5 min. Consumer kicked from the group, offsets for the "
                "batch never committed, partitions reassigned, whole batch redelivered, transfers "
                "run again. Nothing dedups on payout_id: payouts.save is after the transfer and "
                "there's no unique constraint. Fix: smaller batches, claim payout_id under a "
                "unique constraint before calling the bank, and pass an idempotency key if "
                "Fennick supports it.",
            ),
            (
                "assistant",
                "Found it.\n\n**What happened:** the bank API was slow yesterday (412 calls over "
                "3 s). The listener takes batches of 500 `payout-requested` records and calls the "
                "bank one by one, so a batch took far longer than `max.poll.interval.ms` (5 min). "
                "Kafka decided the consumer was dead, revoked its partitions, and the uncommitted "
                "batch was delivered again, so the transfers ran a second time. Nothing stops "
                "that: the `payouts` row is written *after* the transfer and `payout_id` isn't "
                "unique.\n\n**Proposed fix:**\n\na. `max-poll-records: 20`\n"
                "b. pass `payout_id` to Fennick as the `Idempotency-Key` header (their API "
                "supports it)\nc. insert the `payouts` row with state `PENDING` under a unique "
                "constraint on `payout_id` *before* the bank call; if the insert conflicts, skip "
                "the record",
            ),
            (
                "user",
                "all three. dont touch the 4 duplicates, finance is clawing them back manually",
            ),
            ("edit", "src/main/resources/application.yml"),
            ("edit", "src/main/resources/db/migration/V47__payouts_unique_payout_id.sql"),
            ("edit", "src/main/kotlin/com/pawsure/claims/payout/PayoutListener.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/bank/FennickBankClient.kt"),
            ("edit", "src/integrationTest/kotlin/com/pawsure/claims/payout/PayoutRedeliveryIT.kt"),
            (
                "bash",
                "./gradlew test integrationTest -q 2>&1 | tail -3",
                "PayoutRedeliveryIT > redelivered batch does not transfer twice() PASSED\n"
                "PayoutRedeliveryIT > idempotency key sent to bank() PASSED\n\n"
                "BUILD SUCCESSFUL in 1m 52s",
            ),
            (
                "assistant",
                "Fixed, the 4 duplicates are untouched.\n\nThe root cause was a redelivered "
                "payout-requested batch re-running bank transfers because nothing was idempotent; "
                "now every payout_id is inserted under a unique constraint before the transfer "
                "and sent to Fennick as the Idempotency-Key, so a redelivery can't pay twice.\n\n"
                "- `V47__payouts_unique_payout_id.sql` adds the constraint (checked first: no "
                "existing duplicates besides the 4, which share a row)\n"
                "- `max-poll-records` is 20, so even a 10 s bank call stays well inside the poll "
                "interval\n- Testcontainers IT kills the consumer mid-batch and asserts one "
                "transfer per payout",
            ),
            ("user", "ok ship it"),
        ],
        "lessons": [
            {"keys": ["payout_id", "idempotency"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh105-claimsvc-decision-status-history-events-table-by-number",
        "split": "fresh105",
        "steps": [
            (
                "user",
                "assessors want to see who changed a claims status and when. right now status "
                "just gets overwritten. how should we do it",
            ),
            (
                "read",
                "src/main/kotlin/com/pawsure/claims/claim/Claim.kt",
                '@Entity\n@Table(name = "claims")\nclass Claim(\n    @Id val id: String,\n'
                "    val policyNumber: String,\n    @Enumerated(EnumType.STRING) var status: "
                "ClaimStatus,\n    var assessorId: String? = null,\n"
                "    var updatedAt: Instant = Instant.now(),\n)\n",
            ),
            (
                "bash",
                "grep -n 'implementation' build.gradle.kts | head -12",
                '12:    implementation("org.springframework.boot:spring-boot-starter-web")\n'
                '13:    implementation("org.springframework.boot:spring-boot-starter-data-jpa")\n'
                '14:    implementation("org.springframework.kafka:spring-kafka")\n'
                '15:    implementation("org.flywaydb:flyway-core")\n'
                '16:    implementation("org.flywaydb:flyway-database-postgresql")',
            ),
            (
                "think",
                "Options: Envers (@Audited, auto _aud tables), own append-only table written in "
                "ClaimService, or a Postgres trigger. Envers is least code and covers all fields. "
                "Own table gives reason and actor explicitly.",
            ),
            (
                "assistant",
                "Three ways to do it:\n\n1. **Hibernate Envers**: `@Audited` on `Claim`, it "
                "creates `claims_aud` + `revinfo` and records every change to every field. Actor "
                "needs a custom `RevisionListener` reading the security context.\n"
                "2. **An append-only `claim_status_events` table** written by `ClaimService` on "
                "each transition: `claim_id, from_status, to_status, actor, reason, at`. "
                "Explicit, and the same place can publish a `claim-status-changed` event later.\n"
                "3. **A Postgres trigger** copying old/new status into an audit table. Catches "
                "manual changes in psql too, but the actor has to be passed with `set local "
                "app.user`.\n\nI'd pick 1: least code, and it covers every field, not just status.",
            ),
            (
                "user",
                "2. envers is more hibernate magic and we're moving off JPA to jooq next year, "
                "plus the assessors want a reason on every change which envers cant give us",
            ),
            (
                "assistant",
                "OK, option 2: an append-only claim_status_events table written by ClaimService, "
                "since Envers would tie us further to Hibernate before the jOOQ move and can't "
                "record a reason for each change.",
            ),
            ("edit", "src/main/resources/db/migration/V48__claim_status_events.sql"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimStatusEvent.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimService.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimController.kt"),
            ("edit", "src/test/kotlin/com/pawsure/claims/claim/ClaimServiceTest.kt"),
            (
                "bash",
                "./gradlew test integrationTest -q 2>&1 | tail -2",
                "\nBUILD SUCCESSFUL in 1m 47s",
            ),
            (
                "assistant",
                "Done:\n\n- `V48__claim_status_events.sql`: table with an index on `(claim_id, "
                "at)`; the app role has `insert, select` only, no update/delete\n"
                "- `ClaimService.transition(claim, to, actor, reason)` is now the only way to "
                "change status; it writes the event in the same transaction, `reason` is "
                "required\n- `GET /claims/{id}/status-history` returns the events, newest first\n"
                "\nAll tests pass.",
            ),
            ("user", "nice. no ui for it, the ops frontend team will pick it up"),
        ],
        "lessons": [
            {"keys": ["claim_status_events", "Envers"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh105-claimsvc-tool-stored-local-run-and-policy-number-format",
        "split": "fresh105",
        "steps": [
            (
                "user",
                "pls remember how to run it locally: docker compose up -d postgres kafka then "
                "./gradlew bootRun --args='--spring.profiles.active=local', the local profile "
                "seeds 200 fake claims. then the call centre needs GET /claims?policyNumber=",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "claimsvc local run: `docker compose up -d postgres kafka`, then "
                    "`./gradlew bootRun --args='--spring.profiles.active=local'`; the local "
                    "profile seeds 200 fake claims.",
                    "tags": ["claimsvc", "local-dev"],
                },
                '{"id":"9310","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/main/kotlin/com/pawsure/claims/claim/ClaimRepository.kt",
                "interface ClaimRepository : JpaRepository<Claim, String> {\n"
                "    fun findByStatus(status: ClaimStatus, page: Pageable): Page<Claim>\n}\n",
            ),
            (
                "bash",
                "grep -rn 'policyNumber' src/main/kotlin | grep -i pattern",
                "src/main/kotlin/com/pawsure/claims/api/SubmitClaimRequest.kt:9:    "
                '@field:Pattern(regexp = "^(PW|PET)-\\\\d{6,8}$") val policyNumber: String,',
            ),
            (
                "think",
                "New endpoint should validate the query param the same way, but the regex accepts "
                "PW and PET with 6 to 8 digits. Are PET numbers still live? Ask.",
            ),
            (
                "assistant",
                "Saved the local run steps.\n\nFor the new endpoint I'll validate `policyNumber` "
                "the same way as `SubmitClaimRequest`, which allows `^(PW|PET)-\\d{6,8}$`. Are "
                "both prefixes still in use, and is the digit count really variable?",
            ),
            (
                "user",
                "only PW- followed by exactly 8 digits now, the PET- policies were all migrated "
                "to PW- numbers in 2025, that regex is just old. tighten it in both places",
            ),
            ("edit", "src/main/kotlin/com/pawsure/claims/api/PolicyNumber.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/api/SubmitClaimRequest.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimRepository.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimController.kt"),
            ("edit", "src/test/kotlin/com/pawsure/claims/claim/ClaimControllerTest.kt"),
            (
                "bash",
                "./gradlew test -q 2>&1 | tail -2 && curl -s "
                "'localhost:8080/claims?policyNumber=PW-10442871' | jq length",
                "\nBUILD SUCCESSFUL in 38s\n3",
            ),
            (
                "assistant",
                "`GET /claims?policyNumber=` is in:\n\n- one `POLICY_NUMBER` regex, "
                "`^PW-\\d{8}$`, in `PolicyNumber.kt`, used by the new endpoint and by "
                "`SubmitClaimRequest`\n- bad format returns 400 with code "
                "`INVALID_POLICY_NUMBER`\n- results sorted by `createdAt` desc, paged (default "
                "20)\n\nAgainst the local seed, `PW-10442871` returns its 3 claims.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["PW-", "8 digits"]},
        ],
        "tool_stored": [["bootRun", "200 fake claims"]],
    },
    {
        "name": "fresh105-claimsvc-review-excess-pr-money-flyway-tests-rules",
        "split": "fresh105",
        "steps": [
            ("user", "can u review priya's PR #318, excess calculation"),
            (
                "bash",
                "gh pr diff 318 --name-only",
                "src/main/kotlin/com/pawsure/claims/excess/ExcessCalculator.kt\n"
                "src/main/resources/db/migration/V45__claim_amounts.sql\n"
                "src/test/kotlin/com/pawsure/claims/excess/ExcessCalculatorTest.kt",
            ),
            (
                "read",
                "src/main/kotlin/com/pawsure/claims/excess/ExcessCalculator.kt",
                "@Component\nclass ExcessCalculator(private val policies: PolicyClient) {\n"
                "    fun payable(claim: Claim, invoiceTotal: Double): Double {\n"
                "        val policy = policies.get(claim.policyNumber)\n"
                "        return max(0.0, invoiceTotal - policy.excess)\n    }\n}\n",
            ),
            (
                "bash",
                "gh pr diff 318 -- src/main/resources/db/migration/V45__claim_amounts.sql",
                "@@ -4,3 +4,4 @@ alter table claims\n   add column invoice_total bigint not "
                "null,\n-  add column paid_total bigint;\n+  add column paid_total bigint,\n"
                "+  add column excess_applied bigint;",
            ),
            (
                "read",
                "src/test/kotlin/com/pawsure/claims/excess/ExcessCalculatorTest.kt",
                "@SpringBootTest\nclass ExcessCalculatorTest {\n    @MockkBean lateinit var "
                "policies: PolicyClient\n    @Autowired lateinit var calc: ExcessCalculator\n"
                "    ...\n}\n",
            ),
            (
                "think",
                "Double for money -> rounding. V45 is already merged, editing it changes the "
                "checksum, Flyway validate fails on every env. Test boots the whole context for a "
                "pure calculation.",
            ),
            (
                "assistant",
                "Review of #318:\n\n1. **Money as `Double`.** `412.10 - 90.0` style arithmetic "
                "will drift. Money should be BigDecimal with scale 2 and `RoundingMode.HALF_EVEN` "
                "throughout the calculator.\n2. **It edits `V45__claim_amounts.sql`**, which is "
                "already merged and applied. Flyway's checksum validation will fail on startup in "
                "every environment. Blocker.\n3. **`ExcessCalculatorTest` is a "
                "`@SpringBootTest`** for a pure function: boots Kafka and Postgres config for "
                "nothing, ~20 s per run.\n\n2 is the blocker.",
            ),
            (
                "user",
                "good catches on 2 and 3. for the record since priya's new and you'll see more of "
                "these. Money is never a Double or BigDecimal in here, it's a Long in pence in "
                "the domain and the db, BigDecimal only in the API DTOs, so 1 is half right. "
                "Merged flyway migrations are never edited, fix forward with a new V file. Unit "
                "tests are plain JUnit 5 + MockK, @SpringBootTest only in the src/integrationTest "
                "source set with testcontainers. And the excess is taken once per condition per "
                "policy year, not per claim, so the calculator needs the earlier claims for the "
                "same condition. put all that in the review, be nice about it",
            ),
            (
                "bash",
                "grep -rn 'amountPence\\|: Long' src/main/kotlin/com/pawsure/claims/payout/*.kt | "
                "head -3",
                "src/main/kotlin/com/pawsure/claims/payout/Payout.kt:9:    val amountPence: "
                "Long,\nsrc/main/kotlin/com/pawsure/claims/payout/PayoutRequested.kt:6:    val "
                "amountPence: Long,",
            ),
            (
                "bash",
                "gh pr review 318 --request-changes --body-file /tmp/review-318.md",
                "- Requested changes to pull request pawsure/claimsvc#318",
            ),
            (
                "assistant",
                "Posted a request-changes review on #318, friendly tone, with:\n\n"
                "- amounts as `Long` pence (like `Payout.amountPence`), `BigDecimal` only in "
                "DTOs; I corrected my own point 1\n- revert the `V45` edit and add "
                "`V49__claim_excess_applied.sql` instead\n- the test as a plain JUnit 5 + MockK "
                "unit test, no Spring context\n- excess once per condition per policy year: look "
                "up earlier claims with the same `conditionCode` in the policy year and only "
                "apply what's left of the excess",
            ),
        ],
        "lessons": [
            {"keys": ["Long", "pence"], "not": ["BigDecimal with scale 2"]},
            {"keys": ["flyway migrations", "never edited"]},
            {"keys": ["@SpringBootTest", "integrationTest"]},
            {"keys": ["excess", "per condition"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh105-claimsvc-late-claims-submission-window-correction",
        "split": "fresh105",
        "steps": [
            (
                "user",
                "call centre keeps getting claims rejected by assessors for being late, which "
                "wastes a week for everyone. can we reject late claims right at submission",
            ),
            (
                "bash",
                "grep -rn 'submission-window' src/main/resources/ src/main/kotlin | head",
                "src/main/resources/application.yml:41:  submission-window-days: 90\n"
                "src/main/kotlin/com/pawsure/claims/config/ClaimsProperties.kt:8:    val "
                "submissionWindowDays: Long,",
            ),
            (
                "assistant",
                "The submission window is 90 days from treatment (`claims.submission-window-days: "
                "90`), it's just never enforced in code. I'll validate in `ClaimService.submit` "
                "that `treatmentDate >= today - 90 days` and return 422 with code "
                "`CLAIM_TOO_LATE`, using the configured value rather than a hard-coded 90.",
            ),
            ("user", "sounds good"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimService.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/api/ErrorCodes.kt"),
            ("edit", "src/test/kotlin/com/pawsure/claims/claim/ClaimServiceTest.kt"),
            (
                "bash",
                "./gradlew test -q --tests '*ClaimServiceTest*' 2>&1 | tail -2",
                "\nBUILD SUCCESSFUL in 21s",
            ),
            (
                "assistant",
                "Done: `submit` rejects a claim when the treatment date is more than "
                "`submissionWindowDays` ago, with a 422 `CLAIM_TOO_LATE` and the last allowed "
                "date in the message. Tests cover day 90 (ok) and day 91 (rejected).",
            ),
            (
                "user",
                "hmm wait, 90 is the old wording. policies sold or renewed since 1 march 2026 "
                "have 180 days from the treatment date, older ones keep 90 until they renew. "
                "policy api gives you wordingVersion",
            ),
            (
                "read",
                "src/main/kotlin/com/pawsure/claims/policy/PolicyDto.kt",
                "data class PolicyDto(\n    val policyNumber: String,\n"
                "    val startDate: LocalDate,\n    val wordingVersion: String, // e.g. "
                '"2024-06", "2026-03"\n    val excessPence: Long,\n)\n',
            ),
            (
                "think",
                "Window depends on the wording: >= 2026-03 -> 180, else 90. Replace the single "
                "property with a map keyed by wording effective date, so the next change is "
                "config.",
            ),
            ("edit", "src/main/resources/application.yml"),
            ("edit", "src/main/kotlin/com/pawsure/claims/config/ClaimsProperties.kt"),
            ("edit", "src/main/kotlin/com/pawsure/claims/claim/ClaimService.kt"),
            ("edit", "src/test/kotlin/com/pawsure/claims/claim/ClaimServiceTest.kt"),
            (
                "bash",
                "./gradlew test -q 2>&1 | tail -2",
                "\nBUILD SUCCESSFUL in 41s",
            ),
            (
                "assistant",
                "Updated:\n\n- config is now `claims.submission-window-days-by-wording: "
                '{"2026-03": 180, default: 90}`\n- `submit` fetches the policy and picks the '
                "window from its `wordingVersion`\n- tests: 2026-03 wording accepts day 180 and "
                "rejects day 181; 2024-06 wording still rejects day 91",
            ),
        ],
        "lessons": [
            {
                "keys": ["180 days", "1 march 2026"],
                "not": ["submission window is 90 days"],
            },
        ],
        "tool_stored": [],
    },
]
