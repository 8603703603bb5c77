"""The "fresh42" capture sessions: written in session 25 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH42: list[dict[str, Any]] = [
    # --- "claimdesk", a Kotlin Spring Boot claims-intake service at an insurer (Postgres, Kafka, EKS) ---
    {
        "name": "fresh42-claims-payout-minor-units-correction",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "new endpoint for CLM-1182: GET /api/v2/claims/{id}/payout-summary, returns total approved, total paid and outstanding for a claim. the adjuster portal wants it for the claim header",
            ),
            (
                "bash",
                "ls src/main/kotlin/de/hansemutual/claimdesk/claim/",
                "Claim.kt\nClaimController.kt\nClaimLine.kt\nClaimRepository.kt\nClaimService.kt\nClaimSubmissionService.kt\nLineStatus.kt\nPayment.kt\nPaymentRepository.kt\nv2",
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/claim/ClaimLine.kt",
                '@Entity\n@Table(name = "claim_line")\nclass ClaimLine(\n    @Id val id: UUID,\n    @ManyToOne(fetch = FetchType.LAZY)\n    @JoinColumn(name = "claim_id")\n    val claim: Claim,\n    val description: String,\n    @Column(name = "amount")\n    val amount: BigDecimal?,\n    @Column(name = "amount_minor")\n    val amountMinor: Long,\n    val currency: String,\n    @Enumerated(EnumType.STRING)\n    var status: LineStatus,\n)\n',
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/claim/Payment.kt",
                '@Entity\n@Table(name = "payment")\nclass Payment(\n    @Id val id: UUID,\n    @Column(name = "claim_id")\n    val claimId: UUID,\n    @Column(name = "amount_minor")\n    val amountMinor: Long,\n    val currency: String,\n    val paidAt: Instant,\n)\n',
            ),
            (
                "assistant",
                'Plan: a `PayoutSummaryService` that sums `ClaimLine.amount` (BigDecimal) over the approved lines, sums the payments, and returns the three totals as decimal with scale 2, e.g. `{"approved": "1250.00", "paid": "800.00", "outstanding": "450.00"}`. The controller goes into `claim/v2/ClaimV2Controller.kt` next to the other v2 endpoints.',
            ),
            (
                "user",
                "no, leave `amount` alone. thats the old v1 column, its null for everything created since the march migration and gets dropped in Q1. money is always `amountMinor`, a Long in minor units (cents), payments too. and the api returns minor units + the currency code, the portal does the formatting. no decimals over the wire",
            ),
            (
                "think",
                "Sum amountMinor instead. Which statuses count as approved? Check LineStatus.",
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/claim/LineStatus.kt",
                "enum class LineStatus { SUBMITTED, IN_REVIEW, APPROVED, REJECTED, PAID }\n",
            ),
            (
                "assistant",
                "Got it. Should 'total approved' include lines that are already PAID? They were approved before being paid, so I'd count APPROVED + PAID.",
            ),
            ("user", "yes both"),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/claim/v2/PayoutSummary.kt"),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/claim/v2/ClaimV2Controller.kt"),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/claim/PaymentRepository.kt"),
            ("edit", "src/test/kotlin/de/hansemutual/claimdesk/claim/v2/PayoutSummaryTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*PayoutSummary*'",
                "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nPayoutSummaryTest > counts APPROVED and PAID lines as approved() PASSED\nPayoutSummaryTest > outstanding is approved minus paid() PASSED\nPayoutSummaryTest > ignores legacy amount column() PASSED\nPayoutSummaryTest > returns 404 for unknown claim() PASSED\n\nBUILD SUCCESSFUL in 52s\n5 actionable tasks: 3 executed, 2 up-to-date",
            ),
            (
                "assistant",
                "Added `GET /api/v2/claims/{id}/payout-summary` returning `{approvedMinor, paidMinor, outstandingMinor, currency}`, all Longs summed from `amountMinor` (lines in APPROVED or PAID, and the claim's payments). The legacy `amount` column isn't read at all. 4 tests pass.",
            ),
            ("user", "👍 push it, I'll open the PR myself"),
            (
                "bash",
                "git push -u origin feat/CLM-1182-payout-summary",
                "Enumerating objects: 23, done.\nCounting objects: 100% (23/23), done.\nWriting objects: 100% (13/13), 3.41 KiB | 3.41 MiB/s, done.\nremote:\nremote: To create a merge request for feat/CLM-1182-payout-summary, visit:\nremote:   https://gitlab.hansemutual.de/claims/claimdesk/-/merge_requests/new?merge_request%5Bsource_branch%5D=feat%2FCLM-1182-payout-summary\nremote:\nTo gitlab.hansemutual.de:claims/claimdesk.git\n * [new branch]      feat/CLM-1182-payout-summary -> feat/CLM-1182-payout-summary\nbranch 'feat/CLM-1182-payout-summary' set up to track 'origin/feat/CLM-1182-payout-summary'.",
            ),
            ("assistant", "Pushed `feat/CLM-1182-payout-summary`."),
        ],
        "lessons": [{"keys": ["amountMinor", "minor units"], "not": ["decimal with scale 2"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh42-claims-decision-presigned-uploads",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "CLM-1190: adjusters want to attach photos and videos to a claim straight from the field app. right now theres only the multipart endpoint the web portal uses for pdfs. how would you do it?",
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/attachment/AttachmentController.kt",
                '@RestController\n@RequestMapping("/api/v2/claims/{claimId}/attachments")\nclass AttachmentController(\n    private val s3: S3Client,\n    private val attachments: AttachmentRepository,\n    @Value("\\${claimdesk.attachments.bucket}") private val bucket: String,\n) {\n    @PostMapping(consumes = [MediaType.MULTIPART_FORM_DATA_VALUE])\n    fun upload(@PathVariable claimId: UUID, @RequestParam file: MultipartFile): AttachmentDto {\n        val key = "claims/$claimId/${UUID.randomUUID()}"\n        s3.putObject(\n            PutObjectRequest.builder().bucket(bucket).key(key).contentType(file.contentType).build(),\n            RequestBody.fromInputStream(file.inputStream, file.size),\n        )\n        return attachments.save(Attachment(claimId = claimId, s3Key = key, fileName = file.originalFilename)).toDto()\n    }\n}\n',
            ),
            (
                "read",
                "src/main/resources/application.yml",
                "spring:\n  servlet:\n    multipart:\n      max-file-size: 10MB\n      max-request-size: 12MB\n  kafka:\n    bootstrap-servers: ${KAFKA_BOOTSTRAP}\n\nclaimdesk:\n  attachments:\n    bucket: hm-claimdesk-attachments-prod\n",
            ),
            (
                "bash",
                "kubectl -n claims get deploy claimdesk -o jsonpath='{.spec.template.spec.containers[0].resources}'",
                '{"limits":{"cpu":"1","memory":"512Mi"},"requests":{"cpu":"250m","memory":"384Mi"}}',
            ),
            (
                "assistant",
                "Three ways to do it:\n1. Raise the multipart limit (say to 100MB) and keep uploading through the service. Least new code, but every video goes through our pods.\n2. Presigned S3 PUT URLs: the field app asks us for an upload URL, PUTs the file directly to S3, then calls a confirm endpoint; we HEAD the object to check size and content type before creating the attachment.\n3. A resumable upload protocol (tus) in front of S3: best on bad mobile connections, but it's a new component to run.",
            ),
            (
                "user",
                "2, presigned. the pods have a 512Mi limit and the field app videos are 30-40MB each, spring's multipart handling spools them and we already got OOMKilled once when someone bumped max-file-size for a test. also field connections are flaky af, if the app retries against S3 directly it doesnt hold one of our tomcat threads for minutes. keep the multipart endpoint as it is for the small pdfs from the portal",
            ),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/attachment/PresignService.kt"),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/attachment/UploadUrlController.kt"),
            (
                "edit",
                "src/main/kotlin/de/hansemutual/claimdesk/attachment/AttachmentConfirmService.kt",
            ),
            ("edit", "src/test/kotlin/de/hansemutual/claimdesk/attachment/PresignServiceTest.kt"),
            (
                "edit",
                "src/test/kotlin/de/hansemutual/claimdesk/attachment/AttachmentConfirmServiceTest.kt",
            ),
            (
                "bash",
                "./gradlew test --tests '*attachment*'",
                "> Task :test\n\nPresignServiceTest > url expires after 15 minutes() PASSED\nPresignServiceTest > key is scoped under claim id() PASSED\nPresignServiceTest > content type is part of the signature() PASSED\nAttachmentConfirmServiceTest > rejects object larger than 200MB() PASSED\nAttachmentConfirmServiceTest > rejects unknown content type() PASSED\nAttachmentConfirmServiceTest > attaches after successful HEAD() PASSED\n\nBUILD SUCCESSFUL in 1m 14s\n5 actionable tasks: 2 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "Implemented:\n- `POST /api/v2/claims/{id}/attachments/uploads` returns a presigned PUT URL (15 min expiry, key `claims/{id}/{uuid}`, content type signed in, allowed: image/jpeg, image/heic, video/mp4, video/quicktime).\n- `POST /api/v2/claims/{id}/attachments/uploads/{uploadId}/confirm` HEADs the object, checks size ≤ 200MB and the content type, then creates the `Attachment` row.\nThe multipart endpoint is unchanged. 6 tests pass (against LocalStack).",
            ),
            (
                "user",
                "good. I need to ask platform for the IAM change, the pod role needs PutObject on that prefix for the presign to work. can you write me the policy statement",
            ),
            (
                "assistant",
                '```json\n{\n  "Sid": "ClaimdeskPresignedUploads",\n  "Effect": "Allow",\n  "Action": ["s3:PutObject", "s3:GetObject"],\n  "Resource": "arn:aws:s3:::hm-claimdesk-attachments-prod/claims/*"\n}\n```\n`s3:GetObject` is needed for the HEAD in the confirm step.',
            ),
            ("user", "thx, sent it to them"),
        ],
        "lessons": [{"keys": ["presigned", "512Mi"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh42-claims-fraud-event-after-commit",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "fraud-scoring team pinged me: ~3% of their lookups on GET /internal/claims/{id} get a 404 right after they consume our claims.submitted kafka message. when they retry a few secs later the claim is there. can you look? example they sent: 7f3c9a10-2b1e-4d55-9c1a-0e8b3f6a2d41",
            ),
            (
                "bash",
                "kubectl -n claims logs deploy/claimdesk --since=3h | grep 7f3c9a10",
                "2026-12-05T09:41:17.204Z  INFO 1 --- [nio-8080-exec-7] d.h.c.claim.ClaimSubmissionService     : submitting claim 7f3c9a10-2b1e-4d55-9c1a-0e8b3f6a2d41 (policy HM-4410-22871)\n2026-12-05T09:41:17.262Z  INFO 1 --- [nio-8080-exec-3] d.h.c.internal.InternalClaimController : GET /internal/claims/7f3c9a10-2b1e-4d55-9c1a-0e8b3f6a2d41 -> 404\n2026-12-05T09:41:17.391Z  INFO 1 --- [nio-8080-exec-7] d.h.c.claim.ClaimSubmissionService     : claim 7f3c9a10-2b1e-4d55-9c1a-0e8b3f6a2d41 submitted (142 lines)",
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/claim/ClaimSubmissionService.kt",
                '@Service\nclass ClaimSubmissionService(\n    private val claims: ClaimRepository,\n    private val lines: ClaimLineRepository,\n    private val events: ApplicationEventPublisher,\n) {\n    @Transactional\n    fun submit(cmd: SubmitClaim): Claim {\n        log.info("submitting claim {} (policy {})", cmd.claimId, cmd.policyNo)\n        val claim = claims.save(Claim.from(cmd))\n        events.publishEvent(ClaimSubmitted(claim.id, claim.policyNo))\n        lines.saveAll(cmd.lines.map { ClaimLine.from(claim, it) })\n        log.info("claim {} submitted ({} lines)", claim.id, cmd.lines.size)\n        return claim\n    }\n}\n',
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/fraud/FraudNotifier.kt",
                '@Component\nclass FraudNotifier(private val kafka: KafkaTemplate<String, ClaimSubmittedMessage>) {\n\n    @EventListener\n    fun on(event: ClaimSubmitted) {\n        kafka.send("claims.submitted", event.claimId.toString(), ClaimSubmittedMessage(event.claimId, event.policyNo))\n    }\n}\n',
            ),
            (
                "think",
                "A plain @EventListener runs synchronously inside publishEvent, i.e. inside the @Transactional submit(), and the event is even published before the lines are saved. Kafka send happens before commit. Fraud consumer reads 58ms later, commit comes ~130ms after that for 142 lines. Only big claims lose the race.",
            ),
            (
                "assistant",
                "Found it. `ClaimSubmissionService.submit` is `@Transactional` and publishes `ClaimSubmitted` right after saving the claim, before the lines are saved and long before the commit. `FraudNotifier` is a plain `@EventListener`, which runs synchronously inside that transaction, so the Kafka message goes out while the claim is still uncommitted. In the example their GET came 58 ms after our send and our commit only finished ~130 ms later (142 lines). Small claims usually commit in time, big ones lose the race, hence ~3%.\n\nFix: `@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)` on the notifier, so the message is only sent once the claim is visible.",
            ),
            (
                "user",
                "makes sense. but if kafka is down after the commit we just lose the message then?",
            ),
            (
                "assistant",
                "Yes. With AFTER_COMMIT a failed send is logged but not retried, and the claim stays committed (today a failed send would roll the claim back, which isn't great either). The fully robust version is a transactional outbox table that a relay publishes from.",
            ),
            (
                "user",
                "acceptable for now, fraud has a nightly reconciliation that picks up anything they missed. do the listener change. are there other listeners with the same problem?",
            ),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/fraud/FraudNotifier.kt"),
            (
                "bash",
                "grep -rn '@EventListener' src/main/kotlin",
                "src/main/kotlin/de/hansemutual/claimdesk/audit/AuditTrailListener.kt:14:    @EventListener\nsrc/main/kotlin/de/hansemutual/claimdesk/notify/PolicyholderMailer.kt:21:    @EventListener",
            ),
            (
                "read",
                "src/main/kotlin/de/hansemutual/claimdesk/notify/PolicyholderMailer.kt",
                '    @EventListener\n    fun on(event: ClaimSubmitted) {\n        val holder = policies.holderOf(event.policyNo)\n        mail.send(holder.email, "Ihre Schadenmeldung ist eingegangen", templates.claimReceived(event.claimId))\n    }\n',
            ),
            (
                "assistant",
                "`AuditTrailListener` writes its audit row in the same transaction, which is what we want there, so it stays. `PolicyholderMailer` sends the 'claim received' email from inside the transaction too: if the commit fails, the customer gets a confirmation for a claim that doesn't exist. Switching that one to AFTER_COMMIT as well.",
            ),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/notify/PolicyholderMailer.kt"),
            ("edit", "src/test/kotlin/de/hansemutual/claimdesk/fraud/FraudNotifierIT.kt"),
            (
                "bash",
                "./gradlew test --tests '*FraudNotifierIT' --tests '*PolicyholderMailer*'",
                "> Task :test\n\nFraudNotifierIT > message is sent only after commit() PASSED\nFraudNotifierIT > no message when transaction rolls back() PASSED\nPolicyholderMailerTest > sends confirmation after commit() PASSED\nPolicyholderMailerTest > no mail on rollback() PASSED\n\nBUILD SUCCESSFUL in 1m 31s\n5 actionable tasks: 2 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "Done: `FraudNotifier` and `PolicyholderMailer` are now `@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)`; the audit listener is unchanged. The new integration test (Testcontainers Postgres + Kafka) checks nothing is sent before commit or on rollback. All 4 tests pass.",
            ),
            ("user", "great, goes out with the afternoon release. I'll tell the fraud folks"),
        ],
        "lessons": [{"keys": ["TransactionalEventListener", "AFTER_COMMIT"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh42-claims-kotlin-also-apply-nothing",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "timo left a review comment 'use also here, not apply' on this, whats the actual difference again? I always mix them up\n\nval claim = claimRepository.save(newClaim).apply {\n    log.info(\"saved claim {}\", id)\n}",
            ),
            (
                "assistant",
                "Both return the object they're called on, the difference is how you refer to it inside the block:\n- `apply` makes it the receiver (`this`), so `id` means `claim.id`. It's meant for configuring the object: `Foo().apply { name = \"x\"; size = 3 }`.\n- `also` passes it as a parameter (`it`), meant for side effects that don't change the object, like logging.\n\nYour snippet works either way, but `.also { log.info(\"saved claim {}\", it.id) }` says 'and also log it', and it avoids a subtle trap: inside `apply`, a bare `id` or `log` could resolve to the claim's members instead of the enclosing class's if the entity ever gets a property with that name.",
            ),
            ("user", "ok makes sense. and let vs run?"),
            (
                "assistant",
                "Same split, but both return the block's result instead of the object: `let` gives you `it` (typical: `x?.let { ... }` for null checks or mapping), `run` gives you `this` (typical: computing something from several of the object's properties). Rule of thumb: want the object back → `apply`/`also`; want a result → `let`/`run`.",
            ),
            ("user", "cool. change that one to also and I'll resolve the comment"),
            ("edit", "src/main/kotlin/de/hansemutual/claimdesk/claim/ClaimService.kt"),
            ("bash", "./gradlew compileKotlin -q", ""),
            ("assistant", 'Changed to `.also { log.info("saved claim {}", it.id) }`, it compiles.'),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # --- "kiezkalender", a SvelteKit + Supabase community events site for a Berlin neighbourhood (Vercel) ---
    {
        "name": "fresh42-events-my-events-getsession-correction",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "new page /me/events: list of upcoming events the logged in user RSVPd to, soonest first. not logged in -> redirect to /login?redirectTo=/me/events",
            ),
            (
                "read",
                "src/hooks.server.ts",
                "import { createServerClient } from '@supabase/ssr';\nimport type { Handle } from '@sveltejs/kit';\nimport { PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY } from '$env/static/public';\n\nexport const handle: Handle = async ({ event, resolve }) => {\n  event.locals.supabase = createServerClient(PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, {\n    cookies: {\n      getAll: () => event.cookies.getAll(),\n      setAll: (cookiesToSet) => {\n        cookiesToSet.forEach(({ name, value, options }) => event.cookies.set(name, value, { ...options, path: '/' }));\n      }\n    }\n  });\n\n  event.locals.safeGetSession = async () => {\n    const { data: { session } } = await event.locals.supabase.auth.getSession();\n    if (!session) return { session: null, user: null };\n    const { data: { user }, error } = await event.locals.supabase.auth.getUser();\n    if (error) return { session: null, user: null };\n    return { session, user };\n  };\n\n  return resolve(event, {\n    filterSerializedResponseHeaders: (name) => name === 'content-range' || name === 'x-supabase-api-version'\n  });\n};\n",
            ),
            (
                "read",
                "supabase/migrations/20261020120000_rsvps.sql",
                "create table public.rsvps (\n  event_id uuid not null references public.events(id) on delete cascade,\n  user_id uuid not null references auth.users(id) on delete cascade,\n  status text not null check (status in ('going', 'maybe', 'declined')),\n  created_at timestamptz not null default now(),\n  primary key (event_id, user_id)\n);\n\nalter table public.rsvps enable row level security;\n\ncreate policy \"own rsvps\" on public.rsvps for select using (auth.uid() = user_id);\n",
            ),
            ("edit", "src/routes/me/events/+page.server.ts"),
            (
                "assistant",
                "First draft of the load function:\n```ts\nexport const load: PageServerLoad = async ({ locals, url }) => {\n  const { data: { session } } = await locals.supabase.auth.getSession();\n  if (!session) redirect(303, `/login?redirectTo=${url.pathname}`);\n  const { data: rsvps, error: err } = await locals.supabase\n    .from('rsvps')\n    .select('status, events!inner(id, slug, title, starts_at, venue_name)')\n    .eq('user_id', session.user.id)\n    .gte('events.starts_at', new Date().toISOString())\n    .order('starts_at', { referencedTable: 'events', ascending: true });\n  if (err) error(500, err.message);\n  return { rsvps };\n};\n```",
            ),
            (
                "user",
                "not getSession() on the server pls. it just decodes the cookie, nothing verifies the jwt, so session.user is whatever someone puts in there. on the server always go through locals.safeGetSession(), that one calls getUser() which actually checks with supabase auth. same thing came up in Lea's PR last month",
            ),
            ("edit", "src/routes/me/events/+page.server.ts"),
            ("edit", "src/routes/me/events/+page.svelte"),
            ("edit", "src/routes/me/events/page.server.test.ts"),
            (
                "bash",
                "pnpm check",
                "\n> kiezkalender@0.14.2 check /home/jo/kiezkalender\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n====================================\nLoading svelte-check in workspace: /home/jo/kiezkalender\nGetting Svelte diagnostics...\n\nsvelte-check found 0 errors and 0 warnings",
            ),
            (
                "bash",
                "pnpm vitest run src/routes/me",
                "\n RUN  v2.1.5 /home/jo/kiezkalender\n\n ✓ src/routes/me/events/page.server.test.ts (3 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n   Start at  10:12:48\n   Duration  1.02s",
            ),
            (
                "assistant",
                "Switched to `const { user } = await locals.safeGetSession()` and redirect when `user` is null; the query filters on `user.id`. The page lists title, date (Europe/Berlin) and venue, with a 'going'/'maybe' badge. Tests cover the redirect, the ordering and the empty state.",
            ),
            ("user", "hide the declined ones too, nobody wants to see those"),
            ("edit", "src/routes/me/events/+page.server.ts"),
            (
                "bash",
                "pnpm vitest run src/routes/me",
                "\n RUN  v2.1.5 /home/jo/kiezkalender\n\n ✓ src/routes/me/events/page.server.test.ts (4 tests) 44ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Start at  10:15:02\n   Duration  1.05s",
            ),
            ("assistant", "Added `.neq('status', 'declined')` and a test for it."),
            ("user", "nice, ship it"),
        ],
        "lessons": [{"keys": ["safeGetSession", "getSession"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh42-events-confirm-link-localhost",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "uhh people signing up on kiezkalender.de get the confirmation mail but the link sends them to localhost:3000. 4 complaints in the feedback form since last night. pls look asap",
            ),
            (
                "read",
                "src/routes/signup/+page.server.ts",
                "export const actions = {\n  default: async ({ request, locals, url }) => {\n    const form = await request.formData();\n    const email = String(form.get('email'));\n    const password = String(form.get('password'));\n    const { error: err } = await locals.supabase.auth.signUp({\n      email,\n      password,\n      options: { emailRedirectTo: `${url.origin}/auth/confirm` }\n    });\n    if (err) return fail(400, { email, message: err.message });\n    redirect(303, '/signup/check-email');\n  }\n};\n",
            ),
            (
                "bash",
                "git log --oneline -4 -- src/routes/auth src/routes/signup",
                "a41c9e2 move auth callback to /auth/confirm, token_hash flow\n6d02b7f signup: german error messages\n19e8c44 magic link login\nf3a0c51 signup page",
            ),
            (
                "bash",
                "git show --stat a41c9e2",
                "commit a41c9e2f0b6d3c1e9a7b5d4c2e8f1a0b3c6d9e72\nAuthor: Jo Brandt <jo@kiezkalender.de>\nDate:   Thu Dec 4 21:37:12 2026 +0100\n\n    move auth callback to /auth/confirm, token_hash flow\n\n src/routes/auth/callback/+server.ts | 31 -------------------------------\n src/routes/auth/confirm/+server.ts  | 28 ++++++++++++++++++++++++++++\n src/routes/signup/+page.server.ts   |  2 +-\n 3 files changed, 29 insertions(+), 32 deletions(-)",
            ),
            (
                "think",
                "Supabase only honours emailRedirectTo if it matches the project's redirect allow-list; otherwise it falls back to the Site URL. The callback moved to /auth/confirm yesterday evening, matches the timing. localhost:3000 is the default Site URL of a new project. Check the hosted auth config.",
            ),
            (
                "bash",
                "curl -s -H \"Authorization: Bearer $SUPABASE_ACCESS_TOKEN\" https://api.supabase.com/v1/projects/mfoqzcwtrbhyalkd/config/auth | jq '{site_url, uri_allow_list}'",
                '{\n  "site_url": "http://localhost:3000",\n  "uri_allow_list": "https://kiezkalender.de/auth/callback,https://*-kiezkalender.vercel.app/auth/callback"\n}',
            ),
            (
                "assistant",
                "Cause: Supabase only uses `emailRedirectTo` if the URL is on the project's Redirect URLs allow-list; if it isn't, it silently falls back to the Site URL. Last night's a41c9e2 moved the callback from /auth/callback to /auth/confirm, but the allow-list still only has the /auth/callback URLs, so every confirmation link now falls back to the Site URL, and on the prod project that was never changed from the default `http://localhost:3000`. Before, nobody noticed because the redirect always matched.\n\nFix: set Site URL to https://kiezkalender.de and put the /auth/confirm URLs (prod + preview wildcard) on the Redirect URLs list.",
            ),
            (
                "user",
                "omg the site url was localhost the whole time 🙈 ok do it via the api, the token's in your env",
            ),
            (
                "bash",
                'curl -s -X PATCH -H "Authorization: Bearer $SUPABASE_ACCESS_TOKEN" -H \'Content-Type: application/json\' https://api.supabase.com/v1/projects/mfoqzcwtrbhyalkd/config/auth -d \'{"site_url":"https://kiezkalender.de","uri_allow_list":"https://kiezkalender.de/auth/confirm,https://*-kiezkalender.vercel.app/auth/confirm"}\' | jq \'{site_url, uri_allow_list}\'',
                '{\n  "site_url": "https://kiezkalender.de",\n  "uri_allow_list": "https://kiezkalender.de/auth/confirm,https://*-kiezkalender.vercel.app/auth/confirm"\n}',
            ),
            ("edit", "supabase/config.toml"),
            (
                "assistant",
                "Updated the prod auth config, and `supabase/config.toml` locally (`additional_redirect_urls` now points to http://127.0.0.1:5173/auth/confirm) so local signups keep working. Can you try a signup with a test address?",
            ),
            (
                "user",
                "signed up with my +test address, link goes to kiezkalender.de/auth/confirm now and logs me in 👍 what about the people who already got the broken link",
            ),
            (
                "bash",
                'psql "$PROD_DB_URL" -t -c "select count(*) from auth.users where email_confirmed_at is null and created_at > \'2026-12-04 21:40+01\'"',
                "    11",
            ),
            (
                "assistant",
                "11 accounts were created since the deploy and are still unconfirmed. Their links are dead, but the accounts exist, so `supabase.auth.resend({ type: 'signup', email })` sends each of them a fresh link, which now goes to the right place.",
            ),
            ("user", "do that"),
            ("edit", "scripts/resend-confirmations.ts"),
            (
                "bash",
                "pnpm tsx scripts/resend-confirmations.ts --since '2026-12-04T21:40:00+01:00'",
                "found 11 unconfirmed users\nresent 11/11",
            ),
            (
                "user",
                "thanks. I'll add a checkbox to the PR template, whoever touches auth routes updates the redirect list in the same PR",
            ),
            ("assistant", "All 11 got a new confirmation mail."),
        ],
        "lessons": [{"keys": ["Redirect URLs", "Site URL"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh42-events-staging-ref-tool-stored",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "the venue accessibility migration is merged, can you push it to the staging supabase so jannik can test the new filter",
            ),
            (
                "bash",
                "ls supabase/migrations | tail -3",
                "20261118094512_event_series.sql\n20261126171003_rsvp_waitlist.sql\n20261204110240_venue_accessibility.sql",
            ),
            (
                "bash",
                "npx supabase projects list",
                "\n  \n   LINKED | ORG ID           | REFERENCE ID     | NAME                 | REGION                 | CREATED AT (UTC)    \n  --------|------------------|------------------|----------------------|------------------------|---------------------\n     ●    | vbkxqzrnjtyplmhw | mfoqzcwtrbhyalkd | kiezkalender         | Central EU (Frankfurt) | 2025-03-02 18:11:40 \n          | vbkxqzrnjtyplmhw | xqjwpfzrlmnbtcod | kiezkalender-staging | Central EU (Frankfurt) | 2025-06-14 09:27:03 \n",
            ),
            (
                "assistant",
                "Careful: the CLI is currently linked to the production project (`kiezkalender`, ref mfoqzcwtrbhyalkd), so a plain `supabase db push` would apply the migration to prod. I'll relink to `kiezkalender-staging` (xqjwpfzrlmnbtcod) first.",
            ),
            (
                "user",
                "whoa yes good catch, I linked prod last week to look at the auth logs. prod never gets a db push from a laptop, migrations only go to prod through the release workflow. put the staging ref and that rule in memory so you double check next time",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "kiezkalender Supabase projects: staging is kiezkalender-staging (ref xqjwpfzrlmnbtcod), prod is kiezkalender (ref mfoqzcwtrbhyalkd). Before any `supabase db push`, check `supabase projects list` for which project is linked. Prod never gets a db push from a laptop: prod migrations only go through the release workflow.",
                    "tags": ["kiezkalender", "supabase", "staging"],
                },
                '{"id":"118","action":"stored"}',
                False,
            ),
            (
                "bash",
                "npx supabase link --project-ref xqjwpfzrlmnbtcod",
                "Enter your database password (or leave blank to skip): \nConnecting to remote database...\nFinished supabase link.",
            ),
            (
                "bash",
                "npx supabase db push --dry-run",
                "DRY RUN: migrations will *not* be pushed to the database.\nConnecting to remote database...\nWould push these migrations:\n • 20261204110240_venue_accessibility.sql",
            ),
            (
                "bash",
                "npx supabase db push",
                "Connecting to remote database...\nDo you want to push these migrations to the remote database?\n • 20261204110240_venue_accessibility.sql\n\n [Y/n] y\nApplying migration 20261204110240_venue_accessibility.sql...\nFinished supabase db push.",
            ),
            (
                "assistant",
                "Applied to staging. The venues there all have the new flags set to false though, so the filter will show nothing. Should I run supabase/seed.sql against staging to get some test data in?",
            ),
            (
                "user",
                "no!! never run seed.sql against staging, it starts with a truncate on profiles and events. it's only for local, supabase db reset runs it. jannik can tick the flags in the admin ui, there's like 30 venues",
            ),
            ("assistant", "Understood, I'm leaving the staging data alone."),
            (
                "bash",
                'npx supabase db dump --linked --schema public -f /tmp/stg_schema.sql && grep -A6 \'CREATE TABLE IF NOT EXISTS "public"."venues"\' /tmp/stg_schema.sql',
                'Dumping schemas from remote database...\nDumped schema to /tmp/stg_schema.sql.\nCREATE TABLE IF NOT EXISTS "public"."venues" (\n    "id" "uuid" DEFAULT "gen_random_uuid"() NOT NULL,\n    "name" "text" NOT NULL,\n    "address" "text" NOT NULL,\n    "step_free" boolean DEFAULT false NOT NULL,\n    "accessible_toilet" boolean DEFAULT false NOT NULL,\n    "hearing_loop" boolean DEFAULT false NOT NULL,',
            ),
            (
                "assistant",
                "Staging `venues` has the three new columns (`step_free`, `accessible_toilet`, `hearing_loop`, all default false). Jannik can set them in the admin UI and try the filter.",
            ),
            ("user", "👍 told him"),
        ],
        "lessons": [{"keys": ["seed.sql", "truncate"]}],
        "tool_stored": [["xqjwpfzrlmnbtcod", "staging"], ["db push", "release workflow"]],
    },
    {
        "name": "fresh42-events-rsvp-button-wrap-nothing",
        "split": "fresh42",
        "steps": [
            (
                "user",
                "on phones the RSVP button label wraps, 'Ich bin da-' / 'bei!' on two lines lol. make it not wrap, and let the attendee count drop below the button on small screens",
            ),
            (
                "read",
                "src/lib/components/RsvpButton.svelte",
                "<script lang=\"ts\">\n  let { going, count, onToggle }: { going: boolean; count: number; onToggle: () => void } = $props();\n</script>\n\n<div class=\"flex items-center gap-3\">\n  <button\n    class=\"rounded-full px-4 py-2 font-semibold {going ? 'bg-emerald-600 text-white' : 'bg-white text-emerald-700 ring-1 ring-emerald-600'}\"\n    onclick={onToggle}\n  >\n    {going ? 'Du bist dabei ✓' : 'Ich bin dabei!'}\n  </button>\n  <span class=\"text-sm text-neutral-600\">{count} dabei</span>\n</div>\n",
            ),
            ("edit", "src/lib/components/RsvpButton.svelte"),
            (
                "bash",
                "pnpm check",
                "\n> kiezkalender@0.14.2 check /home/jo/kiezkalender\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n====================================\nLoading svelte-check in workspace: /home/jo/kiezkalender\nGetting Svelte diagnostics...\n\nsvelte-check found 0 errors and 0 warnings",
            ),
            (
                "bash",
                "pnpm exec playwright test e2e/rsvp.spec.ts --project='Mobile Safari'",
                "\nRunning 3 tests using 3 workers\n\n  3 passed (9.8s)\n\nTo open last HTML report run:\n\n  pnpm exec playwright show-report",
            ),
            (
                "assistant",
                "Added `whitespace-nowrap` to the button and changed the wrapper to `flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3`, so below 640px the count ('23 dabei') sits under the button and next to it on wider screens. The RSVP e2e tests pass on Mobile Safari.",
            ),
            ("user", "can you screenshot an event page at iphone se size so I can eyeball it"),
            (
                "bash",
                "pnpm exec playwright screenshot --device='iPhone SE' http://localhost:5173/events/flohmarkt-zionskirchplatz /tmp/rsvp-se.png",
                "Navigating to http://localhost:5173/events/flohmarkt-zionskirchplatz\nCapturing screenshot into /tmp/rsvp-se.png",
            ),
            ("assistant", "Saved to /tmp/rsvp-se.png."),
            ("user", "looks fine. branch + PR pls"),
            (
                "bash",
                "git switch -c fix/rsvp-button-wrap && git commit -qam 'fix: keep rsvp button label on one line on mobile' && git push -qu origin HEAD && gh pr create --fill",
                "Switched to a new branch 'fix/rsvp-button-wrap'\n\nCreating pull request for fix/rsvp-button-wrap into main in kiezkalender/web\n\nhttps://github.com/kiezkalender/web/pull/214",
            ),
            ("assistant", "PR #214 is open."),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
