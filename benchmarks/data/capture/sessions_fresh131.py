"""The "fresh131" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH131: list[dict[str, Any]] = [
    # --- "arrochpage": callout paging, availability and kit log for the Glen Arroch Mountain Rescue
    # Team (volunteers, ~38 members, base in Inverarroch). Kotlin 2.0 monorepo built with Gradle:
    # server/ is Ktor 2.3 + Exposed + PostgreSQL 16 (Flyway migrations), app/ is the Android app
    # (Jetpack Compose, Hilt, Room), shared/ holds the DTOs. Pages go out through Firebase Cloud
    # Messaging, SMS through Twilio; SARCALL emails from Police Scotland are read by an IMAP poller.
    # Docker Compose on a Hetzner VPS behind a Cloudflare Tunnel, deployed by GitHub Actions.
    # People: Ewan (team leader), Callum (second dev), Dougie (kit officer). ---
    {
        "name": "fresh131-arrochpage-chitchat-stateflow-sharedflow-and-string-typo",
        "split": "fresh131",
        "steps": [
            (
                "user",
                "whats the difference between StateFlow and SharedFlow actually. CalloutViewModel has both and i dont get why callum didnt just use one",
            ),
            (
                "think",
                "Concept question. StateFlow: always has a value, replays the latest to new collectors, conflates, equality-based distinct. SharedFlow: no initial value, configurable replay (default 0), good for one-off events like navigation or snackbars. In CalloutViewModel, uiState is StateFlow, events (open map, show 'ack sent' snackbar) is SharedFlow so a rotation doesn't replay the snackbar.",
            ),
            (
                "read",
                "app/src/main/java/org/gamrt/arrochpage/callout/CalloutViewModel.kt",
                "@HiltViewModel\nclass CalloutViewModel @Inject constructor(private val repo: CalloutRepository) : ViewModel() {\n    private val _uiState = MutableStateFlow(CalloutUiState.Loading)\n    val uiState: StateFlow<CalloutUiState> = _uiState\n\n    private val _events = MutableSharedFlow<CalloutEvent>()\n    val events: SharedFlow<CalloutEvent> = _events\n    // ...\n}\n",
            ),
            (
                "assistant",
                "Callum's split is the usual pattern, they do different jobs:\n\n- **`StateFlow`** always *has* a current value, and anyone who starts collecting gets that latest value straight away. Perfect for `uiState`: after a screen rotation the Compose screen re-collects and immediately redraws the callout, the map pin, who's attending.\n- **`SharedFlow`** (as created here, `replay = 0`) has no current value; it only delivers things emitted *while* someone is listening. That's what you want for one-off `events` like *show the \"acknowledged\" snackbar* or *open the grid ref in maps*. If those were in a `StateFlow`, rotating the phone would show the snackbar again or reopen maps.\n\nRule of thumb: *state* → `StateFlow`, *things that happen once* → `SharedFlow` (or a `Channel`).",
            ),
            ("user", "makes sense. also the toggle on the home screen says Availabilty"),
            (
                "bash",
                "grep -rn 'Availabilty' app/src/main/res",
                'app/src/main/res/values/strings.xml:23:    <string name="availability_toggle">Availabilty</string>',
            ),
            ("edit", "app/src/main/res/values/strings.xml"),
            (
                "bash",
                "./gradlew -q :app:lintDebug 2>&1 | tail -2",
                "Wrote HTML report to file:///home/sam/arrochpage/app/build/reports/lint-results-debug.html\nLint found no errors, 2 warnings",
            ),
            (
                "assistant",
                "Fixed, `availability_toggle` now says **Availability** in `strings.xml`. Lint is clean (the 2 warnings are the old unused-resource ones).",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh131-arrochpage-incident-late-pages-normal-priority-fcm",
        "split": "fresh131",
        "steps": [
            (
                "user",
                "last nights callout (walker on ben arroch, 01:12) half the team got the page 10+ min late. ewan only saw it when his alarm went off at 6. phones werent on dnd. worked fine till recently",
            ),
            (
                "bash",
                "docker compose -f deploy/compose.yml logs server --since 2026-12-06T01:00:00 --until 2026-12-06T01:40:00 | grep -E 'FcmPager|ack' | head -8",
                "server-1  | 01:12:03.114 INFO  FcmPager - callout 2026-117 sent to 36 tokens, 36 ok, 0 failed\nserver-1  | 01:12:41.902 INFO  AckRoute - ack callout=2026-117 member=14 attending eta=25\nserver-1  | 01:13:10.330 INFO  AckRoute - ack callout=2026-117 member=3 attending eta=30\nserver-1  | 01:21:56.771 INFO  AckRoute - ack callout=2026-117 member=22 attending eta=35\nserver-1  | 01:24:12.018 INFO  AckRoute - ack callout=2026-117 member=9 not_attending\nserver-1  | 01:26:47.455 INFO  AckRoute - ack callout=2026-117 member=31 attending eta=40",
            ),
            (
                "think",
                "FCM accepted all 36 at 01:12:03, so delivery to the device is delayed, not sending. Members 14 and 3 acked fast (probably awake/charging), the rest 9-14 min later: smells like Doze batching. Look at what changed in FcmPager.",
            ),
            (
                "bash",
                "git log -3 --format='%h %an %ad %s' --date=short -- server/src/main/kotlin/org/gamrt/arrochpage/paging app/src/main/java/org/gamrt/arrochpage/messaging",
                "e17b2c0 Callum Reid 2026-11-28 pager: data-only messages so the app can render the callout UI itself\n9a0f3d4 Callum Reid 2026-09-14 pager: retry failed tokens once\n",
            ),
            (
                "read",
                "server/src/main/kotlin/org/gamrt/arrochpage/paging/FcmPager.kt",
                'fun buildMessage(callout: Callout, token: String): Message =\n    Message.builder()\n        .setToken(token)\n        .putData("calloutId", callout.id)\n        .putData("title", callout.title)\n        .putData("gridRef", callout.gridRef)\n        .setAndroidConfig(\n            AndroidConfig.builder()\n                .setTtl(Duration.ofMinutes(30).toMillis())\n                .build()\n        )\n        .build()\n',
            ),
            (
                "read",
                "app/src/main/java/org/gamrt/arrochpage/messaging/Channels.kt",
                'object Channels {\n    const val CALLOUTS = "callouts"\n\n    fun create(context: Context) {\n        val channel = NotificationChannel(CALLOUTS, "Callouts", NotificationManager.IMPORTANCE_HIGH).apply {\n            setBypassDnd(true)\n            setSound(calloutSoundUri(context), calloutAudioAttributes)\n        }\n        context.getSystemService(NotificationManager::class.java).createNotificationChannel(channel)\n    }\n}\n',
            ),
            (
                "bash",
                "git show 9a0f3d4:app/src/main/java/org/gamrt/arrochpage/messaging/Channels.kt | grep -n IMPORTANCE; adb -s R58T40 shell dumpsys notification | grep -A3 'id=callouts' | grep -o 'mImportance=[0-9]'",
                '6:        val channel = NotificationChannel(CALLOUTS, "Callouts", NotificationManager.IMPORTANCE_DEFAULT)\nmImportance=3',
            ),
            (
                "think",
                "Two problems. (1) e17b2c0 switched from notification messages (which FCM sends high priority by default) to data-only messages, which default to normal priority. Normal-priority data messages are held while the device is in Doze until a maintenance window -> 9-14 min delays at night. Fix: AndroidConfig.Priority.HIGH. (2) Channel 'callouts' was first created with IMPORTANCE_DEFAULT in older builds; Callum's IMPORTANCE_HIGH in create() is ignored on phones that already have the channel (mImportance=3 on the test phone = DEFAULT), so even when it arrives there's no heads-up / DND bypass. Android only lets the user change importance after creation. Fix: new channel id callouts_urgent, delete the old one.",
            ),
            (
                "assistant",
                'Two things went wrong, both from the 28 Nov change to data-only messages (`e17b2c0`):\n\n**1. The pages were sent at normal priority.** FCM accepted all 36 at 01:12:03, so the server did its job. But data-only FCM messages default to normal priority, and Android holds normal-priority messages in Doze until its next maintenance window, so sleeping phones got the page 9 to 14 minutes late. Before the change we sent notification messages, which FCM delivers at high priority by default. Callout pages must go out with `AndroidConfig.Priority.HIGH`, the only way a data message wakes a phone that is in Doze.\n\n**2. The channel on older installs is still "default".** `Channels.create()` now asks for `IMPORTANCE_HIGH`, but the `callouts` channel was created with `IMPORTANCE_DEFAULT` in September. Android never lets an app raise the importance of a notification channel that already exists on the phone, so the fix is a new channel id, `callouts_urgent`, created with high importance and DND bypass, and deleting the old `callouts` channel. (The test phone shows `mImportance=3`, i.e. default: no heads-up, no DND bypass.)\n\nI\'ll fix both and add a server test that every callout message has high priority. OK?',
            ),
            ("user", "yes please. and get it out today, we're on call all weekend"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/paging/FcmPager.kt"),
            ("edit", "server/src/test/kotlin/org/gamrt/arrochpage/paging/FcmPagerTest.kt"),
            ("edit", "app/src/main/java/org/gamrt/arrochpage/messaging/Channels.kt"),
            ("edit", "app/src/main/java/org/gamrt/arrochpage/messaging/CalloutMessagingService.kt"),
            (
                "bash",
                "./gradlew -q :server:test :app:testDebugUnitTest 2>&1 | tail -3",
                "BUILD SUCCESSFUL in 1m 12s\n",
            ),
            (
                "bash",
                "git commit -qam 'pager: high priority FCM, new callouts_urgent channel' && git push -q origin main && gh run watch --exit-status 2>&1 | tail -2",
                "✓ deploy-server in 3m04s\n✓ Run deploy (7791203311) completed with 'success'",
            ),
            (
                "bash",
                "adb -s R58T40 install -r app/build/outputs/apk/release/app-release.apk && adb -s R58T40 shell dumpsys deviceidle force-idle && curl -s -X POST https://page.gamrt.org.uk/api/test-page -H @/home/sam/.arrochpage-admin -d '{\"member\":40}'; sleep 5; adb -s R58T40 shell dumpsys notification | grep -A3 'id=callouts_urgent' | grep -o 'mImportance=[0-9]'",
                'Success\nNow forced in to idle mode\n{"sent":1}\nmImportance=4',
            ),
            (
                "assistant",
                "Deployed. On the test phone, forced into Doze, a test page arrived within 2 seconds as a heads-up on the new `callouts_urgent` channel (`mImportance=4`, high). The app update (1.9.3) is in the Play internal track; members need to update for the channel fix, the priority fix works for everyone already.",
            ),
            ("user", "great, ill post in the whatsapp group to update"),
        ],
        "lessons": [
            {"keys": ["Priority.HIGH", "Doze"]},
            {"keys": ["importance", "callouts_urgent"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh131-arrochpage-decision-attendance-replies-without-data",
        "split": "fresh131",
        "steps": [
            (
                "user",
                "members want to reply attending/not attending straight from the page but up the glen theres often no data. whats the best way to do it",
            ),
            (
                "read",
                "server/src/main/kotlin/org/gamrt/arrochpage/routes/AckRoute.kt",
                'fun Route.ackRoutes(service: CalloutService) {\n    authenticate("member-jwt") {\n        post("/api/callouts/{id}/ack") {\n            val ack = call.receive<AckRequest>()\n            service.recordAck(call.parameters["id"]!!, call.memberId(), ack.attending, ack.etaMinutes)\n            call.respond(HttpStatusCode.NoContent)\n        }\n    }\n}\n',
            ),
            (
                "think",
                "Today ack needs an HTTP call. Options: (1) Room outbox + WorkManager retry; (2) SMS reply to the Twilio number, parse 'Y 25' / 'N', webhook to server; (3) Twilio voice call with keypad IVR. Outbox is cleanest in-app and cheap, I'd recommend it.",
            ),
            (
                "assistant",
                "Right now an ack is a POST to `/api/callouts/{id}/ack`, so without data it simply fails. Options:\n\n1. **Outbox in the app**: the ack is saved in Room and a WorkManager job sends it as soon as there's a connection. No running cost, and the UI stays the same.\n2. **SMS replies**: the member texts the team's Twilio number, e.g. `Y 25` (attending, ETA 25 min) or `N`; Twilio posts it to a new `/sms/inbound` webhook and it lands in the same acks table.\n3. **Voice call**: Twilio rings the member and they press 1 or 2. Works everywhere but slow for 36 people and the most expensive.\n\nI'd go for **1**: it's the least work and costs nothing per callout.",
            ),
            (
                "user",
                "2, sms replies, because up the glen theres only 2G and an outbox that sends later is useless, ewan decides who goes within minutes. do it on a branch, ill test it with ewan on thursday",
            ),
            (
                "think",
                "SMS replies it is. Twilio webhook: validate X-Twilio-Signature, map From number to member (members.phone, E.164), find the member's open callout (latest within 6h), parse Y/N + optional ETA, record ack with source=sms, reply with a confirmation SMS. Don't log the phone number.",
            ),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/routes/SmsInboundRoute.kt"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/sms/AckSmsParser.kt"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/callouts/CalloutService.kt"),
            ("edit", "server/src/main/resources/db/migration/V31__ack_source.sql"),
            ("edit", "server/src/test/kotlin/org/gamrt/arrochpage/sms/AckSmsParserTest.kt"),
            ("edit", "server/src/test/kotlin/org/gamrt/arrochpage/routes/SmsInboundRouteTest.kt"),
            (
                "bash",
                "git switch -qc feat/sms-acks && ./gradlew -q :server:test 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 48s\n",
            ),
            (
                "assistant",
                "Done on `feat/sms-acks` (not deployed):\n\n- `POST /sms/inbound` takes Twilio's webhook, checks the `X-Twilio-Signature`, matches the sender to a member and records the ack against their latest open callout, with `source = 'sms'` (migration `V31`)\n- accepted replies: `Y`, `Y 25`, `yes 25`, `N`, `no` (case and spacing don't matter); anything else gets a short help text back\n- the member gets a confirmation SMS, and the team leader's callout screen shows SMS acks like app ones, with a small SMS badge\n\nFor Thursday the Twilio number's *A message comes in* webhook needs pointing at `https://page.gamrt.org.uk/sms/inbound`.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [
            {"keys": ["sms replies", "2G"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh131-arrochpage-tool-stored-sarcall-and-leader-rota",
        "split": "fresh131",
        "steps": [
            (
                "user",
                "we need training callouts, ewan wants to run a practice page on tuesdays. but remember: real callouts only ever come in from police scotland through SARCALL, nobody should be able to create a live callout by hand in the app, only training ones",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "arrochpage: live callouts only come in from Police Scotland through SARCALL emails (IMAP poller); nobody may create a live callout by hand in the app, only training callouts.",
                    "tags": ["arrochpage", "callouts", "sarcall"],
                },
                '{"id":"8120","action":"stored"}',
                False,
            ),
            (
                "read",
                "server/src/main/kotlin/org/gamrt/arrochpage/callouts/Callouts.kt",
                'object Callouts : Table("callouts") {\n    val id = varchar("id", 16)\n    val title = text("title")\n    val gridRef = varchar("grid_ref", 16)\n    val source = varchar("source", 16)   // "sarcall"\n    val createdAt = timestamp("created_at")\n    override val primaryKey = PrimaryKey(id)\n}\n',
            ),
            (
                "think",
                "Add kind = live|training, training ids T-2026-xx, only create endpoint allows kind=training and only for team leaders. Who gets a training page? Ask.",
            ),
            (
                "assistant",
                "Stored that in memory. I'll add a `kind` column (`live` / `training`); the new *Create callout* screen can only make `training` ones, live callouts still only come from the SARCALL poller, and training pages are marked **TRAINING** in the title and use a different sound.\n\nWho should a training page go to: the whole team, or only some people?",
            ),
            (
                "user",
                "just whoevers rostered that week plus the on-call team leader. the team leader rota changes every monday at 19:00, the rota is in the rota table already",
            ),
            (
                "bash",
                "grep -n 'val ' server/src/main/kotlin/org/gamrt/arrochpage/rota/Rota.kt",
                'server/src/main/kotlin/org/gamrt/arrochpage/rota/Rota.kt:4:    val memberId = integer("member_id")\nserver/src/main/kotlin/org/gamrt/arrochpage/rota/Rota.kt:5:    val role = varchar("role", 16)   // "leader" | "member"\nserver/src/main/kotlin/org/gamrt/arrochpage/rota/Rota.kt:6:    val weekStarting = date("week_starting")',
            ),
            (
                "think",
                "week_starting is a date; the on-call week boundary is Monday 19:00 Europe/London, so between Monday 00:00 and 19:00 the previous week's rota still applies. Write RotaService.onCallAt(instant) doing that, with tests around the boundary.",
            ),
            ("edit", "server/src/main/resources/db/migration/V32__callout_kind.sql"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/callouts/Callouts.kt"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/rota/RotaService.kt"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/routes/TrainingCalloutRoute.kt"),
            ("edit", "app/src/main/java/org/gamrt/arrochpage/training/CreateTrainingScreen.kt"),
            ("edit", "server/src/test/kotlin/org/gamrt/arrochpage/rota/RotaServiceTest.kt"),
            (
                "bash",
                "./gradlew -q :server:test :app:testDebugUnitTest 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 1m 03s\n",
            ),
            (
                "assistant",
                "Training callouts are in on `feat/training-callouts`:\n\n- `callouts.kind` is `live` or `training` (`V32`); the API and the new app screen can only create `training`, and only for team leaders\n- a training page goes to that week's rostered members plus the on-call leader; `RotaService.onCallAt()` switches weeks at Monday 19:00 UK time, so a Monday-afternoon page still goes to last week's people\n- tests cover both sides of the Monday 19:00 switch",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["rota", "monday at 19:00"]},
        ],
        "tool_stored": [["sarcall", "by hand"]],
    },
    {
        "name": "fresh131-arrochpage-review-kit-log-pr",
        "split": "fresh131",
        "steps": [
            ("user", "can u review callums kit log pr, #44"),
            (
                "bash",
                "gh pr view 44 --json title,files --jq '.title, .files[].path'",
                "Kit log with inspection due dates\nserver/src/main/kotlin/org/gamrt/arrochpage/kit/KitItems.kt\nserver/src/main/kotlin/org/gamrt/arrochpage/kit/KitRoutes.kt\nserver/src/main/resources/db/migration/V30__kit_items.sql\napp/src/main/java/org/gamrt/arrochpage/kit/KitListScreen.kt\napp/src/main/res/drawable/ic_rope.xml",
            ),
            (
                "read",
                "server/src/main/kotlin/org/gamrt/arrochpage/kit/KitItems.kt",
                "enum class KitType(val inspectionInterval: Period) {\n    ROPE(Period.ofMonths(12)),\n    HARNESS(Period.ofMonths(12)),\n    STRETCHER(Period.ofMonths(12)),\n    VACMAT(Period.ofMonths(12)),\n}\n",
            ),
            (
                "read",
                "server/src/main/kotlin/org/gamrt/arrochpage/kit/KitRoutes.kt",
                'fun Route.kitRoutes() {\n    post("/api/kit/{id}/inspect") {\n        val member = call.member()\n        val id = call.parameters["id"]!!.toInt()\n        transaction {\n            KitItems.update({ KitItems.id eq id }) { it[lastInspected] = LocalDate.now() }\n        }\n        log.info("kit $id inspected by ${member.name} (${member.phone})")\n        call.respond(HttpStatusCode.NoContent)\n    }\n}\n',
            ),
            (
                "think",
                "12 months everywhere; an annual inspection is the usual cycle, so that looks fine. transaction {} in route is blocking. Log line has phone. LocalDate.now() uses server tz (UTC). Icon is a bit off.",
            ),
            (
                "assistant",
                "Review of #44:\n\n1. **Intervals**: a 12-month inspection interval for ropes and harnesses matches the usual annual check, fine as is; stretchers and vac mats could be split out if Dougie wants a different cycle.\n2. **`LocalDate.now()`** uses the server's zone (UTC); use `LocalDate.now(ZoneId.of(\"Europe/London\"))` or store an `Instant`.\n3. **Logging**: the `inspect` log line prints the member's name and phone number.\n4. **`transaction {}`** inside the route handler: works, but it blocks a Ktor thread while it waits on Postgres.\n5. **`ic_rope.xml`** is a bit thin next to the other icons.",
            ),
            (
                "user",
                "ropes and harnesses are inspected every 6 months not 12, LOLER is 6 monthly for kit that lifts people, stretchers and vacmats can stay 12. no blocking transaction {} in routes at all, everything goes through dbQuery {} which wraps newSuspendedTransaction(Dispatchers.IO). and phone numbers never go in logs, use member.id, the logs get shipped to grafana cloud. leave the icon, dougie is drawing new ones",
            ),
            (
                "think",
                "Flip point 1: ROPE, HARNESS -> 6 months. Point 4 becomes a must: use dbQuery {}. Point 3: log member.id only, drop name too? The user said use member.id. Keep point 2. Drop 5.",
            ),
            (
                "bash",
                "gh pr review 44 --request-changes --body-file /tmp/review_44.md",
                "- Requested changes to pull request gamrt/arrochpage#44",
            ),
            (
                "assistant",
                'Posted on #44 (changes requested):\n\n- `ROPE` and `HARNESS` to `Period.ofMonths(6)` (LOLER, kit that lifts people); `STRETCHER` and `VACMAT` stay at 12\n- the `inspect` route must use `dbQuery { }` (our `newSuspendedTransaction(Dispatchers.IO)` wrapper) instead of a blocking `transaction { }`\n- the log line should only have `member.id`, no name or phone number\n- `LocalDate.now()` → Europe/London date\n\nMy "12 months is fine" comment and the icon note are not in it.',
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {
                "keys": ["harnesses", "6 months"],
                "not": ["12-month inspection interval for ropes"],
            },
            {"keys": ["dbQuery", "newSuspendedTransaction"]},
            {"keys": ["phone numbers", "never go in logs"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh131-arrochpage-correction-sms-fallback-3-minutes",
        "split": "fresh131",
        "steps": [
            (
                "user",
                "if someone doesnt ack the push we should text them the page as well. can u add that",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "arrochpage sms fallback page ack"},
                '{"memories":[{"id":"8120","content":"arrochpage: live callouts only come in from Police Scotland through SARCALL emails (IMAP poller); nobody may create a live callout by hand in the app, only training callouts."}]}',
                False,
            ),
            (
                "bash",
                "grep -n -A4 '^pager' server/src/main/resources/application.conf",
                "42:pager {\n43-    fcmTtlMinutes = 30\n44-    smsFallbackMinutes = 10\n45-    smsFrom = ${?TWILIO_FROM}\n46-}",
            ),
            (
                "think",
                "smsFallbackMinutes already exists, unused. Schedule a delayed check per callout: after N minutes, members with no ack get an SMS via Twilio. Use the existing coroutine scheduler (CalloutJobs) or a DB-polled job so a restart doesn't lose it: store sms_fallback_due_at on callouts and poll every 30 s.",
            ),
            (
                "assistant",
                "There's already a `pager.smsFallbackMinutes = 10` in `application.conf` that nothing uses, so: the SMS fallback fires 10 minutes after the push if a member hasn't acknowledged it.\n\n- when a page goes out the server stores `sms_fallback_due_at` on the callout\n- a job polls every 30 s, and for each due callout texts everyone who hasn't acked (app or SMS) through Twilio\n- it's in the database rather than an in-memory timer so a redeploy mid-callout doesn't lose it\n\nGo ahead?",
            ),
            ("user", "ok go"),
            ("edit", "server/src/main/resources/db/migration/V33__sms_fallback_due_at.sql"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/paging/SmsFallbackJob.kt"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/callouts/CalloutService.kt"),
            ("edit", "server/src/test/kotlin/org/gamrt/arrochpage/paging/SmsFallbackJobTest.kt"),
            (
                "bash",
                "./gradlew -q :server:test --tests '*SmsFallback*' 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 31s\n",
            ),
            (
                "assistant",
                "Done on `feat/sms-fallback`: pages store `sms_fallback_due_at`, `SmsFallbackJob` texts everyone still without an ack when it's due, and members who acked by app or SMS are skipped. Text: `GAMRT CALLOUT 2026-118: <title>. Reply Y <eta> or N.`",
            ),
            (
                "user",
                "looks good, can the text include the grid ref too. and set that fallback to 3 min, 10 was from the old pager system, ewan needs to know who's coming within 5",
            ),
            (
                "think",
                "smsFallbackMinutes = 3 in application.conf; add gridRef to the SMS body, keep it under 160 chars (GSM-7) so it's one segment on 2G.",
            ),
            ("edit", "server/src/main/resources/application.conf"),
            ("edit", "server/src/main/kotlin/org/gamrt/arrochpage/paging/SmsFallbackJob.kt"),
            ("edit", "server/src/test/kotlin/org/gamrt/arrochpage/paging/SmsFallbackJobTest.kt"),
            (
                "bash",
                "./gradlew -q :server:test --tests '*SmsFallback*' 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 29s\n",
            ),
            (
                "assistant",
                "Updated: `smsFallbackMinutes = 3`, and the text is now `GAMRT CALLOUT 2026-118: <title> at NN 123 456. Reply Y <eta> or N.`, trimmed to 160 characters so it stays a single SMS. A test checks a long title still fits.",
            ),
            ("user", "merge it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/gamrt/arrochpage/pull/47\n✓ Squashed and merged pull request gamrt/arrochpage#47",
            ),
            ("assistant", "Merged as #47, GitHub Actions is deploying it."),
        ],
        "lessons": [
            {"keys": ["fallback", "3 min"], "not": ["10 minutes after the push"]},
        ],
        "tool_stored": [],
    },
]
