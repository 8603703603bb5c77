"""The "fresh92" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH92: list[dict[str, Any]] = [
    # --- "declare": the customs declarations portal of Brandt & Visser Forwarding, a Rotterdam freight forwarder (Angular 18 front end portal-web with standalone components and signals, Spring Boot 3.3 back end portal-api on Gradle, customs-gateway service that sends declarations to the Dutch customs DMS as XML, PostgreSQL 16 with Flyway, Keycloak for broker logins, Kubernetes) ---
    {
        "name": "fresh92-customs-chitchat-computed-effect-and-typo",
        "split": "fresh92",
        "steps": [
            (
                "user",
                "quick q, angular signals: whats the actual difference between computed() and effect(), when do i use which",
            ),
            (
                "assistant",
                "`computed()` derives a **value**: it's a read-only signal whose function re-runs lazily when one of the signals it read changes, and only when someone reads it. It must be pure (no writes, no HTTP calls).\n\n`effect()` runs a **side effect** whenever the signals it read change: logging, syncing to `localStorage`, calling a non-signal API. It returns nothing you can read, runs asynchronously during change detection, and needs an injection context (constructor or `runInInjectionContext`).\n\nRule of thumb: if you'd write `x = f(a, b)`, use `computed`. If you'd write \"when `a` changes, go do something\", use `effect`. Setting another signal from inside an `effect` is usually a sign it should have been a `computed`.",
            ),
            (
                "user",
                "ok got it. the consignee form label says 'Consignee adress', fix the typo",
            ),
            (
                "bash",
                'grep -rn "adress" portal-web/src/app/declarations/',
                'portal-web/src/app/declarations/consignee-form/consignee-form.component.html:14:      <label for="consigneeAddress" i18n="@@consignee.address">Consignee adress</label>\nportal-web/src/app/declarations/consignee-form/consignee-form.component.spec.ts:31:    expect(label.textContent).toContain(\'Consignee adress\');',
            ),
            (
                "edit",
                "portal-web/src/app/declarations/consignee-form/consignee-form.component.html",
            ),
            (
                "edit",
                "portal-web/src/app/declarations/consignee-form/consignee-form.component.spec.ts",
            ),
            (
                "bash",
                "cd portal-web && npx ng test --watch=false --include='src/app/declarations/consignee-form/**' 2>&1 | tail -2",
                "Chrome Headless 131.0.0.0 (Linux x86_64): Executed 9 of 9 SUCCESS (0.412 secs / 0.377 secs)\nTOTAL: 9 SUCCESS",
            ),
            (
                "assistant",
                'Fixed to "Consignee address" in the template and the spec; the form\'s 9 tests pass.',
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh92-customs-incident-bigdecimal-scientific-notation",
        "split": "fresh92",
        "steps": [
            (
                "user",
                "since yesterdays deploy DMS rejects a bunch of declarations with R0412 invalid decimal format on StatisticalValue. not all of them, maybe 1 in 20. can u look",
            ),
            (
                "bash",
                "kubectl -n declare logs deploy/customs-gateway --since=24h | grep -B1 R0412 | head -6",
                "2026-12-06T09:14:22Z INFO  DmsSender  LRN=BVF-2026-117930 sending <StatisticalValue>1E+3</StatisticalValue>\n2026-12-06T09:14:23Z WARN  DmsSender  LRN=BVF-2026-117930 rejected R0412: invalid decimal format in element StatisticalValue\n2026-12-06T11:02:41Z INFO  DmsSender  LRN=BVF-2026-118011 sending <StatisticalValue>2.5E+4</StatisticalValue>\n2026-12-06T11:02:42Z WARN  DmsSender  LRN=BVF-2026-118011 rejected R0412: invalid decimal format in element StatisticalValue\n2026-12-06T14:37:09Z INFO  DmsSender  LRN=BVF-2026-118102 sending <StatisticalValue>4E+2</StatisticalValue>\n2026-12-06T14:37:10Z WARN  DmsSender  LRN=BVF-2026-118102 rejected R0412: invalid decimal format in element StatisticalValue",
            ),
            (
                "bash",
                "git log --oneline release/2026.49.0..release/2026.49.1 -- customs-gateway",
                "c81f3e2 money: normalize amounts before sending (#641)\n7a02d9b deps: spring boot 3.3.6 (#638)",
            ),
            (
                "read",
                "customs-gateway/src/main/java/nl/bvf/declare/gateway/money/MoneyNormalizer.java",
                "package nl.bvf.declare.gateway.money;\n\nimport java.math.BigDecimal;\n\npublic final class MoneyNormalizer {\n    private MoneyNormalizer() {}\n\n    /** Drops insignificant zeros so 1234.50 is sent as 1234.5 (#641). */\n    public static BigDecimal normalize(BigDecimal amount) {\n        return amount.stripTrailingZeros();\n    }\n}\n",
            ),
            (
                "think",
                "stripTrailingZeros on 1000.00 gives unscaled 1, scale -3; BigDecimal.toString() renders negative scale as 1E+3. XmlMapper writes BigDecimal with toString unless WRITE_BIGDECIMAL_AS_PLAIN is on. Only round amounts (multiples of 10) get a negative scale, which is why ~1 in 20 fail. Fix: turn on the feature on the XmlMapper bean, and don't strip below scale 0.",
            ),
            (
                "assistant",
                "Found it: #641 (\"money: normalize amounts before sending\").\n\n`MoneyNormalizer.normalize` now calls `stripTrailingZeros()`. On a round amount like `1000.00` that gives a BigDecimal with a **negative scale** (unscaled 1, scale -3), and the gateway's `XmlMapper` writes BigDecimals with `toString()`, which renders that as `1E+3`. DMS only accepts plain decimals, so it rejects with R0412. Amounts that aren't multiples of 10 (`1234.50` -> `1234.5`) keep a scale >= 0 and go through, which is why it's only ~1 in 20.\n\nFix:\n- enable `JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN` on the `XmlMapper` bean in `DmsMessageConfig`, so no BigDecimal is ever sent in scientific notation\n- in `normalize`, clamp the scale at 0 after stripping, so `1000.00` becomes `1000`\n- test with `1000.00`, `2.5E+4` and `0.10`\n\nThen resend the rejected ones. Go?",
            ),
            ("user", "yes, and resend the R0412 ones once its deployed"),
            (
                "edit",
                "customs-gateway/src/main/java/nl/bvf/declare/gateway/config/DmsMessageConfig.java",
            ),
            (
                "edit",
                "customs-gateway/src/main/java/nl/bvf/declare/gateway/money/MoneyNormalizer.java",
            ),
            (
                "edit",
                "customs-gateway/src/test/java/nl/bvf/declare/gateway/money/MoneyNormalizerTest.java",
            ),
            (
                "edit",
                "customs-gateway/src/test/java/nl/bvf/declare/gateway/dms/DmsMessageWriterTest.java",
            ),
            (
                "bash",
                "./gradlew :customs-gateway:test 2>&1 | tail -3",
                "MoneyNormalizerTest > roundAmountsArePlain() PASSED\nDmsMessageWriterTest > statisticalValueNeverScientific() PASSED\nBUILD SUCCESSFUL in 41s",
            ),
            (
                "bash",
                "kubectl -n declare rollout status deploy/customs-gateway --timeout=5m && curl -s -X POST 'http://localhost:8081/admin/declarations/resend?rejectionCode=R0412&since=2026-12-06'",
                'deployment "customs-gateway" successfully rolled out\n{"requeued":37,"skipped":0}',
            ),
            (
                "assistant",
                "Deployed as 2026.49.2 and requeued the **37** declarations rejected with R0412 since yesterday. Summary:\n\n- cause: `stripTrailingZeros()` in `MoneyNormalizer` (#641) gave round amounts a negative scale, and the `XmlMapper` wrote them as `1E+3`\n- fix: `WRITE_BIGDECIMAL_AS_PLAIN` on the DMS `XmlMapper`, scale clamped at 0, two regression tests",
            ),
            ("user", "ok ty, ill watch the dms responses"),
        ],
        "lessons": [
            {"keys": ["stripTrailingZeros", "WRITE_BIGDECIMAL_AS_PLAIN"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh92-customs-decision-taric-nightly-import-and-java21",
        "split": "fresh92",
        "steps": [
            (
                "user",
                "brokers want the hs code field to autocomplete and to warn when a code doesnt exist. what are the options",
            ),
            (
                "bash",
                'grep -rn "hsCode" portal-api/src/main/java | head -4',
                'portal-api/src/main/java/nl/bvf/declare/api/declaration/GoodsItemDto.java:22:    @Pattern(regexp = "\\\\d{8,10}") String hsCode,\nportal-api/src/main/java/nl/bvf/declare/api/declaration/GoodsItem.java:31:    private String hsCode;',
            ),
            (
                "assistant",
                "Today `hsCode` is only checked for 8-10 digits, nothing looks it up. Options:\n\n1. **Live TARIC lookups.** portal-api calls the EU TARIC web service on each (debounced) keystroke and caches answers in Caffeine. Always current, no tables to keep.\n2. **Nightly TARIC import.** A scheduled job downloads the TARIC files every night into a `tariff_code` table with `valid_from` / `valid_to`; autocomplete is a Postgres trigram search and validation is a local query.\n3. **Static list in the front end.** Ship the code list as a JSON asset with portal-web and rebuild it monthly.\n\nI'd go with 1: it's the least code, and since the backend targets Java 17 I'd run the lookups on a small bounded thread pool so slow TARIC answers can't tie up request threads.",
            ),
            (
                "user",
                "2. the taric service throttles us at 10 req/s per EORI and we have ~40 brokers typing at once, and legal wants every code checked against the tariff in force on the declaration's acceptance date, not today's, so we need the valid_from/valid_to history anyway. also fyi backend is java 21 since the boot 3.3 upgrade, not 17, and virtual threads are on (spring.threads.virtual.enabled) so no thread pool fiddling",
            ),
            ("edit", "portal-api/src/main/resources/db/migration/V42__tariff_code.sql"),
            ("edit", "portal-api/src/main/java/nl/bvf/declare/api/tariff/TaricImportJob.java"),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/tariff/TariffCodeRepository.java",
            ),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/tariff/TariffCodeController.java",
            ),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/declaration/HsCodeValidator.java",
            ),
            (
                "edit",
                "portal-web/src/app/declarations/goods-item/hs-code-autocomplete.component.ts",
            ),
            (
                "bash",
                "./gradlew :portal-api:test --tests '*Tariff*' --tests '*HsCode*' 2>&1 | tail -3 && cd portal-web && npx ng test --watch=false --include='src/app/declarations/goods-item/**' 2>&1 | tail -1",
                "HsCodeValidatorTest > codeValidOnAcceptanceDateButExpiredToday() PASSED\nTaricImportJobTest > closesValidToOnRemovedCodes() PASSED\nBUILD SUCCESSFUL in 58s\nTOTAL: 14 SUCCESS",
            ),
            (
                "assistant",
                "Done with the nightly import:\n\n- `V42__tariff_code.sql`: `tariff_code(code, description_nl, description_en, valid_from, valid_to)` with a `pg_trgm` index on code and descriptions\n- `TaricImportJob` runs at 02:30 Europe/Amsterdam, upserts new codes and closes `valid_to` on removed ones, so history is kept\n- `GET /api/tariff-codes?q=` for autocomplete (top 20)\n- `HsCodeValidator` checks the code against the tariff in force on the declaration's acceptance date\n- `hs-code-autocomplete` in portal-web with a 200 ms debounce and a warning when the code isn't valid on that date\n\nNo thread pool; the job and the endpoint just run on virtual threads. Tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["nightly", "TARIC", "10 req/s"]},
            {"keys": ["java 21", "virtual threads"], "not": ["targets Java 17"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh92-customs-eur-summary-correction-douanekoers",
        "split": "fresh92",
        "steps": [
            (
                "user",
                "the declaration summary page should show the customs value in EUR next to the invoice amount. invoices come in USD, CNY, GBP, whatever",
            ),
            (
                "read",
                "portal-web/src/app/declarations/summary/declaration-summary.component.ts",
                "@Component({\n  selector: 'bvf-declaration-summary',\n  standalone: true,\n  templateUrl: './declaration-summary.component.html',\n})\nexport class DeclarationSummaryComponent {\n  private readonly api = inject(DeclarationApi);\n  readonly id = input.required<string>();\n  readonly summary = toSignal(toObservable(this.id).pipe(switchMap((id) => this.api.summary(id))));\n}\n",
            ),
            (
                "assistant",
                "Plan:\n\n1. new `CurrencyService` in portal-web that fetches today's ECB reference rate from `https://api.frankfurter.app/latest?from=<invoice currency>&to=EUR`\n2. a `customsValueEur` computed signal in `DeclarationSummaryComponent` that multiplies the invoice amount by that rate\n3. show it next to the invoice amount, plus a spec\n\nOK?",
            ),
            ("user", "sounds good"),
            ("edit", "portal-web/src/app/shared/currency.service.ts"),
            (
                "user",
                "hm wait, actually no. customs value has to use the douanekoers, the monthly customs exchange rate douane publishes, not the ecb daily rate. they differ and the broker gets fined if the declared value is off. we already import it on the 1st of each month into the exchange_rate table. and conversion happens in the backend, ExchangeRateService in portal-api, angular only shows what the api returns. drop the frankfurter thing",
            ),
            (
                "bash",
                "git checkout -- portal-web && git clean -fq portal-web/src/app/shared/currency.service.ts && grep -n 'public' portal-api/src/main/java/nl/bvf/declare/api/rates/ExchangeRateService.java",
                "14:public class ExchangeRateService {\n27:    public BigDecimal toEur(BigDecimal amount, String currency, LocalDate onDate) {",
            ),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/declaration/DeclarationSummaryDto.java",
            ),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/declaration/DeclarationSummaryMapper.java",
            ),
            (
                "edit",
                "portal-api/src/test/java/nl/bvf/declare/api/declaration/DeclarationSummaryMapperTest.java",
            ),
            ("edit", "portal-web/src/app/declarations/summary/declaration-summary.component.html"),
            ("edit", "portal-web/src/app/declarations/declaration.api.ts"),
            (
                "bash",
                "./gradlew :portal-api:test --tests '*DeclarationSummary*' 2>&1 | tail -2 && cd portal-web && npx ng test --watch=false --include='src/app/declarations/summary/**' 2>&1 | tail -1",
                "DeclarationSummaryMapperTest > customsValueUsesRateOfDeclarationMonth() PASSED\nBUILD SUCCESSFUL in 37s\nTOTAL: 6 SUCCESS",
            ),
            (
                "assistant",
                "Reworked:\n\n- removed `currency.service.ts`, nothing calls frankfurter\n- `DeclarationSummaryDto` has `customsValueEur` and `exchangeRate`, filled by `ExchangeRateService.toEur(amount, currency, acceptanceDate)` from the `exchange_rate` table (the douanekoers for that month)\n- the summary page just displays `customsValueEur` and the rate used, no maths in Angular\n\nTests pass on both sides.",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["douanekoers", "ExchangeRateService"], "not": ["fetches today's ECB"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh92-customs-tool-stored-replay-and-at-hours-answer",
        "split": "fresh92",
        "steps": [
            (
                "user",
                "remember this for me pls: to replay a declaration against DMS acceptance (AT) it's ./gradlew :customs-gateway:replay -Plrn=<LRN> -Penv=at, it takes the LRN from the portal, not the MRN. then replay BVF-2026-118204, the broker says AT never answered",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "declare: replay a declaration against the DMS acceptance environment (AT) with `./gradlew :customs-gateway:replay -Plrn=<LRN> -Penv=at`. It takes the portal's LRN, not the MRN.",
                    "tags": ["declare", "customs-gateway", "dms"],
                },
                '{"id":"9127","action":"stored"}',
                False,
            ),
            (
                "bash",
                "./gradlew :customs-gateway:replay -Plrn=BVF-2026-118204 -Penv=at 2>&1 | tail -4",
                "> Task :customs-gateway:replay\nReplaying LRN=BVF-2026-118204 to https://dms-at.douane.example/declarations\nattempt 1/3: HTTP 503 Service Unavailable\nattempt 3/3: HTTP 503 Service Unavailable -- giving up",
            ),
            (
                "assistant",
                "Saved the replay command.\n\nThe replay of BVF-2026-118204 failed: DMS AT answered **503** on all 3 attempts. Is the AT environment down right now, or should I check something on our side (client certificate, IP allowlist)?",
            ),
            (
                "user",
                "its 19:40. AT is only up mon-fri 07:00-19:00 CET, outside that it always gives 503. not our problem, dont chase it. try again tomorrow morning",
            ),
            (
                "assistant",
                "Understood, nothing wrong on our side then. I'll leave BVF-2026-118204 and replay it tomorrow after 07:00.",
            ),
        ],
        "lessons": [
            {"keys": ["07:00-19:00", "503"]},
        ],
        "tool_stored": [["customs-gateway:replay", "-Penv=at"]],
    },
    {
        "name": "fresh92-customs-pr-review-state-machine-logging-i18n",
        "split": "fresh92",
        "steps": [
            ("user", "review feat/amend-declaration pls before i open the pr"),
            (
                "bash",
                "git diff --stat main...feat/amend-declaration",
                " .../api/declaration/DeclarationAmendService.java   | 48 ++++++++\n .../api/declaration/DeclarationController.java      | 12 ++-\n .../declarations/amend/amend-dialog.component.html  | 27 +++++\n .../declarations/amend/amend-dialog.component.ts    | 39 +++++++\n 4 files changed, 124 insertions(+), 2 deletions(-)",
            ),
            (
                "read",
                "portal-api/src/main/java/nl/bvf/declare/api/declaration/DeclarationAmendService.java",
                '@Service\n@RequiredArgsConstructor\n@Slf4j\npublic class DeclarationAmendService {\n    private final DeclarationRepository declarations;\n    private final CustomsGatewayClient gateway;\n\n    @Transactional\n    public Declaration amend(UUID id, AmendRequest req) {\n        Declaration declaration = declarations.findById(id).orElseThrow();\n        log.info("amending {}", declaration);\n        declaration.apply(req);\n        declaration.setStatus(DeclarationStatus.AMENDED);\n        gateway.sendAmendment(declaration);\n        return declaration;\n    }\n}\n',
            ),
            (
                "read",
                "portal-web/src/app/declarations/amend/amend-dialog.component.html",
                '<h2 mat-dialog-title>Amend declaration</h2>\n<p>Changes are sent to customs immediately.</p>\n<mat-dialog-actions>\n  <button mat-button mat-dialog-close>Cancel</button>\n  <button mat-flat-button (click)="submit()">Send amendment</button>\n</mat-dialog-actions>\n',
            ),
            (
                "assistant",
                "Notes:\n\n1. `amend` calls `setStatus(AMENDED)` directly, so it skips the transition checks (you can amend a declaration that's already `RELEASED`).\n2. `log.info(\"amending {}\", declaration)` logs the whole entity via Lombok's `toString()`.\n3. The dialog's texts are hardcoded English.\n4. `gateway.sendAmendment` runs inside the transaction; if DMS is slow the row lock is held the whole time.\n\n1 and 4 I'd fix before merging.",
            ),
            (
                "user",
                "fix all of it. and going forward, every pr: 1) status changes only through DeclarationStateMachine.transition(), never setStatus. it writes the audit_event row customs can ask for in an audit and we keep those 7 years. 2) never log a declaration object or payload, it has consignee names and addresses (gdpr). log the LRN and id only. 3) every string in angular goes through i18n, both nl and en, in messages.nl.xlf and messages.xlf. half the brokers in the antwerp office work in english",
            ),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/declaration/DeclarationAmendService.java",
            ),
            (
                "edit",
                "portal-api/src/main/java/nl/bvf/declare/api/declaration/DeclarationAmendedListener.java",
            ),
            (
                "edit",
                "portal-api/src/test/java/nl/bvf/declare/api/declaration/DeclarationAmendServiceTest.java",
            ),
            ("edit", "portal-web/src/app/declarations/amend/amend-dialog.component.html"),
            ("edit", "portal-web/src/locale/messages.xlf"),
            ("edit", "portal-web/src/locale/messages.nl.xlf"),
            (
                "bash",
                "./gradlew :portal-api:test --tests '*Amend*' 2>&1 | tail -2 && cd portal-web && npx ng extract-i18n --output-path src/locale 2>&1 | tail -1 && npx ng test --watch=false --include='src/app/declarations/amend/**' 2>&1 | tail -1",
                "DeclarationAmendServiceTest > cannotAmendReleasedDeclaration() PASSED\nBUILD SUCCESSFUL in 33s\nExtraction Complete.\nTOTAL: 5 SUCCESS",
            ),
            (
                "assistant",
                "Done on feat/amend-declaration:\n\n- `amend` goes through `DeclarationStateMachine.transition(declaration, AMEND)`, which rejects `RELEASED` and writes the `audit_event` row; test added\n- the log line is `amending declaration id={} lrn={}`\n- the amendment is sent to the gateway from an `@TransactionalEventListener(AFTER_COMMIT)`, so no lock is held while DMS answers\n- dialog texts have `i18n` ids (`@@amend.title`, `@@amend.warning`, `@@amend.send`) with nl and en in `messages.nl.xlf` / `messages.xlf`\n\nTests pass.",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["DeclarationStateMachine", "setStatus"]},
            {"keys": ["payload", "LRN"]},
            {"keys": ["i18n", "messages.nl.xlf"]},
        ],
        "tool_stored": [],
    },
]
