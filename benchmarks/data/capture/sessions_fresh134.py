"""The "fresh134" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH134: list[dict[str, Any]] = [
    # --- "decklane": vehicle deck bookings for Skerrow Ferries (Skerrow Island <-> Port Ardle;
    # two ships, MV Corrie and MV Halsa, capacity in lane metres). Kotlin 2.0, Spring Boot 3.3,
    # jOOQ on PostgreSQL 16, Flyway, Gradle Kotlin DSL, Stripe payments, Thymeleaf emails, AWS
    # ECS Fargate via GitHub Actions. People: Ewan (operations manager), Sigrid (Port Ardle
    # booking office), Dmitri (second dev). Repo: src/main/kotlin/uk/skerrow/decklane/{booking,
    # sailing,vehicle,pricing,web}, src/main/resources/db/migration, src/test/kotlin ---
    {
        "name": "fresh134-decklane-chitchat-readonly-transactions-and-email-typo",
        "split": "fresh134",
        "steps": [
            (
                "user",
                "q about spring. dmitri put @Transactional(readOnly = true) on basically every method in SailingQueryService. does that actualy do anything for us, we use jooq not hibernate",
            ),
            (
                "read",
                "src/main/kotlin/uk/skerrow/decklane/sailing/SailingQueryService.kt",
                "@Service\nclass SailingQueryService(private val dsl: DSLContext) {\n\n    @Transactional(readOnly = true)\n    fun departuresOn(date: LocalDate, route: Route): List<SailingView> =\n        dsl.selectFrom(SAILINGS)\n            .where(SAILINGS.DEPARTS_ON.eq(date).and(SAILINGS.ROUTE.eq(route.name)))\n            .orderBy(SAILINGS.DEPARTS_AT)\n            .fetch { it.toView() }\n\n    @Transactional(readOnly = true)\n    fun remainingLaneMetres(sailingId: Long): BigDecimal = ...\n}\n",
            ),
            (
                "think",
                "Concept question. With DataSourceTransactionManager (jOOQ, no JPA), readOnly=true makes Spring call Connection.setReadOnly(true) on the pooled connection; the pgjdbc driver then sends BEGIN READ ONLY (readOnlyMode=transaction default), so Postgres rejects writes inside it. No Hibernate flush-mode benefit since no Hibernate. Also it's a hint for routing datasources to a replica, which they don't have. Small cost: extra round trips for setReadOnly toggling with Hikari. Worth keeping as a guard, not a perf thing.",
            ),
            (
                "assistant",
                "It does something, just less than people expect.\n\nYou're on `DataSourceTransactionManager` (jOOQ, no JPA), so `readOnly = true` means:\n\n- Spring calls `Connection.setReadOnly(true)` on the Hikari connection for the duration of the method\n- the Postgres JDBC driver turns that into `BEGIN READ ONLY`, so **any write inside the method fails** with `cannot execute UPDATE in a read-only transaction`\n- that's it. The big win people quote (Hibernate skipping dirty checking / flushes) doesn't apply because there's no Hibernate\n\nIt's also the hint a routing `DataSource` would use to send reads to a replica, but decklane has a single database.\n\nSo in `SailingQueryService` it's a cheap **safety net**: a query method can't accidentally write. The cost is a couple of extra statements per call to flip the connection's read-only flag, which is noise next to the queries themselves. I'd leave it.",
            ),
            (
                "user",
                "ok fair. unrelated, the booking confirmation email says 'Vehcile' lol, sigrid got a complaint from a pedant",
            ),
            (
                "bash",
                "grep -rn 'Vehcile' src/main/resources",
                "src/main/resources/templates/email/booking-confirmed.html:23:        <th>Vehcile</th>",
            ),
            ("edit", "src/main/resources/templates/email/booking-confirmed.html"),
            (
                "bash",
                "./gradlew test --tests '*EmailTemplateTest' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 14s\n5 actionable tasks: 2 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "Fixed, the column header in `templates/email/booking-confirmed.html` now says **Vehicle**. It was the only occurrence; the email template tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh134-decklane-incident-overbooked-sailing-capacity-race",
        "split": "fresh134",
        "steps": [
            (
                "user",
                "sigrid says saturdays 14:10 from port ardle on the corrie was overbooked, the loaders had to leave a campervan on the pier. decklane showed it as fine. how did that happen",
            ),
            (
                "bash",
                "psql \"$DECKLANE_RO_URL\" -c \"SELECT s.id, s.ship, s.capacity_lane_m, sum(b.length_m) AS booked, count(*) FROM sailings s JOIN bookings b ON b.sailing_id = s.id AND b.status = 'CONFIRMED' WHERE s.departs_at = '2026-11-28 14:10' AND s.route = 'ARDLE_SKERROW' GROUP BY s.id\"",
                "  id  |  ship  | capacity_lane_m | booked | count\n------+--------+-----------------+--------+-------\n 8812 | CORRIE |            42.0 |   46.8 |    11\n(1 row)",
            ),
            (
                "bash",
                'psql "$DECKLANE_RO_URL" -c "SELECT ref, vehicle_type, length_m, created_at FROM bookings WHERE sailing_id = 8812 ORDER BY created_at DESC LIMIT 3"',
                "   ref   | vehicle_type | length_m |         created_at\n---------+--------------+----------+----------------------------\n DL-4F2M | VAN          |      5.0 | 2026-11-24 19:02:11.517+00\n DL-4F2K | CAMPERVAN    |      6.8 | 2026-11-24 19:02:11.204+00\n DL-4E9Q | CAR          |      4.6 | 2026-11-23 08:47:30.912+00\n(3 rows)",
            ),
            (
                "think",
                "Two bookings 313 ms apart. Before them 35.0 m booked, 7.0 m left. Each alone fits (6.8 and 5.0), together 11.8. Smells like a check-then-insert race. Read the booking service.",
            ),
            (
                "read",
                "src/main/kotlin/uk/skerrow/decklane/booking/BookingService.kt",
                '@Transactional\nfun create(cmd: CreateBooking): Booking {\n    val sailing = sailings.find(cmd.sailingId) ?: throw NotFound("sailing ${cmd.sailingId}")\n    val used = bookings.usedLaneMetres(sailing.id)\n    if (used + cmd.vehicle.lengthM > sailing.capacityLaneM) throw DeckFull(sailing.id)\n    return bookings.insert(cmd, price = pricing.quote(sailing, cmd.vehicle))\n}\n',
            ),
            (
                "read",
                "src/main/kotlin/uk/skerrow/decklane/sailing/SailingRepository.kt",
                "fun find(id: Long): Sailing? =\n    dsl.selectFrom(SAILINGS).where(SAILINGS.ID.eq(id)).fetchOne()?.toSailing()\n",
            ),
            (
                "think",
                "READ COMMITTED default. Tx A and tx B both read used = 35.0 before either commits, both pass the check, both insert. Nothing serialises bookings for the same sailing. Options: SERIALIZABLE + retry on 40001 (more moving parts), or lock the sailing row with SELECT ... FOR UPDATE at the start of create; B then blocks until A commits and its sum sees 41.8 -> DeckFull. Row lock per sailing is cheap; contention only on the same sailing. Also check other future sailings for overbooking.",
            ),
            (
                "assistant",
                "Found it, it's a race in `BookingService.create`.\n\n**What happened.** On Monday evening two bookings for sailing 8812 came in 313 ms apart: `DL-4F2K` (campervan, 6.8 m) and `DL-4F2M` (van, 5.0 m). 35.0 of the Corrie's 42.0 lane metres were taken, so 7.0 m were left. Both requests read \"35.0 used\" *before either had committed*, both passed the capacity check, and both inserted. Result: 46.8 m booked on a 42 m deck.\n\n**Why.** The capacity check is a plain read-then-insert under Postgres' default `READ COMMITTED`, and nothing makes two bookings for the same sailing wait for each other.\n\n**Fix options.**\n- lock the sailing row with `SELECT ... FOR UPDATE` (jOOQ `.forUpdate()`) at the start of the transaction, so a second booking for the same sailing waits until the first commits and then sees the updated total. Bookings on *other* sailings aren't affected.\n- or run bookings as `SERIALIZABLE` and retry on serialization failures, which needs retry logic everywhere we book.\n\nI'd do the row lock.",
            ),
            (
                "user",
                "do the row lock. makes sense, so the capacity check has to lock the sailing row first otherwise two bookings can both grab the last space",
            ),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/sailing/SailingRepository.kt"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/BookingService.kt"),
            ("edit", "src/test/kotlin/uk/skerrow/decklane/booking/BookingConcurrencyTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*Booking*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'",
                "BookingConcurrencyTest > twoBookingsForLastSpace_onlyOneSucceeds() PASSED\nBookingConcurrencyTest > bookingsOnDifferentSailings_doNotBlock() PASSED\nBookingServiceTest > rejectsVehicleLongerThanRemainingSpace() PASSED\nBookingServiceTest > quotesPriceForVehicleType() PASSED\nBUILD SUCCESSFUL in 41s",
            ),
            (
                "bash",
                'psql "$DECKLANE_RO_URL" -c "SELECT s.id, s.departs_at, s.capacity_lane_m, sum(b.length_m) FROM sailings s JOIN bookings b ON b.sailing_id = s.id AND b.status = \'CONFIRMED\' WHERE s.departs_at > now() GROUP BY s.id HAVING sum(b.length_m) > s.capacity_lane_m"',
                " id | departs_at | capacity_lane_m | sum\n----+------------+-----------------+-----\n(0 rows)",
            ),
            (
                "assistant",
                "Done on `fix/deck-capacity-race`:\n\n- new `SailingRepository.findForBooking(id)` selects the sailing `FOR UPDATE`; `BookingService.create` uses it before summing the booked lane metres\n- `BookingConcurrencyTest` fires two bookings for the last space at once against the Testcontainers Postgres: exactly one succeeds, the other gets `DeckFull`; a second test checks that bookings on different sailings don't wait on each other\n\nI also checked every future sailing: none is over capacity, so Saturday's was the only one.",
            ),
            ("user", "ok push it, ill ring the campervan guy and sort him a refund"),
            (
                "bash",
                "git push -u origin fix/deck-capacity-race 2>&1 | tail -1 && gh pr create --fill 2>&1 | tail -1",
                "branch 'fix/deck-capacity-race' set up to track 'origin/fix/deck-capacity-race'.\nhttps://github.com/skerrow-ferries/decklane/pull/61",
            ),
            ("assistant", "Pushed, PR #61 is up."),
        ],
        "lessons": [
            {"keys": ["capacity check", "lock the sailing row"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh134-decklane-decision-weather-cancellation-rebooking",
        "split": "fresh134",
        "steps": [
            (
                "user",
                "ewan wants something for weather cancellations. last week the corrie was off 2 days with the gales and sigrid spent both days on the phone moving people. what should decklane do with the bookings when we cancel a sailing",
            ),
            (
                "read",
                "src/main/kotlin/uk/skerrow/decklane/sailing/SailingAdminService.kt",
                "@Transactional\nfun cancel(sailingId: Long, reason: String) {\n    sailings.setStatus(sailingId, SailingStatus.CANCELLED, reason)\n    // TODO what happens to the bookings? for now the office phones everyone\n}\n",
            ),
            (
                "bash",
                "psql \"$DECKLANE_RO_URL\" -c \"SELECT count(DISTINCT s.id) AS sailings, count(b.id) AS bookings FROM sailings s JOIN bookings b ON b.sailing_id = s.id WHERE s.status = 'CANCELLED' AND s.departs_at >= '2025-10-01'\"",
                " sailings | bookings\n----------+----------\n       23 |      311\n(1 row)",
            ),
            (
                "think",
                "311 bookings on 23 cancelled sailings since last October. Options: auto refund via Stripe; account credit; auto rebook onto the next sailing with space. Refund is the simplest and cleanest legally. Rebooking needs the capacity lock from #61 and a way to tell people.",
            ),
            (
                "assistant",
                "Since last October 23 sailings were cancelled, with 311 bookings on them, so it's worth automating. Three ways to handle a cancelled sailing's bookings:\n\n1. **Refund**: cancel each booking and refund the card through Stripe automatically; people book again themselves. Simplest, no capacity juggling, nobody ends up on a sailing they didn't choose.\n2. **Credit**: cancel and put the fare on the customer's account as credit for a later booking. Keeps the money in, but islanders may find credit annoying.\n3. **Rebook**: move each booking to the next sailing in the same direction that has deck space (in original booking order), email the new time, and refund only if they ask.\n\nI'd go with **1**, it's the least surprising and the least code.",
            ),
            (
                "user",
                "go with rebooking (3), most of our bookings are islanders who still need to get across that day and a refund just dumps them at the back of the queue behind the tourists. oh and never rebook anyone onto the 06:40 from skerrow, on weekdays its freight only and the hauliers book it months ahead",
            ),
            (
                "think",
                "Option 3. Add freight_only flag on sailings (set for the 06:40 SKERROW_ARDLE on Mon-Fri) rather than hardcoding the time; the rebooking search skips freight_only sailings. Use findForBooking lock on each target sailing. Bookings that can't be placed within, say, 2 days -> list for the office. Email via the existing mailer.",
            ),
            ("edit", "src/main/resources/db/migration/V31__sailing_freight_only.sql"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/sailing/Sailing.kt"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/sailing/SailingAdminService.kt"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/RebookingService.kt"),
            ("edit", "src/main/resources/templates/email/booking-moved.html"),
            ("edit", "src/test/kotlin/uk/skerrow/decklane/booking/RebookingServiceTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*Rebooking*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'",
                "RebookingServiceTest > movesBookingsToNextSailingWithSpace() PASSED\nRebookingServiceTest > keepsOriginalBookingOrder() PASSED\nRebookingServiceTest > skipsFreightOnlySailings() PASSED\nRebookingServiceTest > unplacedBookingsGoToOfficeList() PASSED\nBUILD SUCCESSFUL in 38s",
            ),
            (
                "assistant",
                "Done on `feat/weather-rebooking`:\n\n- cancelling a sailing now moves its bookings, in original booking order, to the next sailings in the same direction with deck space (each target sailing is locked like in #61)\n- `V31` adds a `freight_only` flag to sailings and sets it on the weekday 06:40 from Skerrow; rebooking never uses a freight-only sailing\n- customers get a *your booking has moved* email with the new time and a *refund me instead* link\n- anything that can't be placed within two days lands on an office list for Sigrid",
            ),
            ("user", "good. dont merge till ewan has had a look"),
            ("assistant", "Leaving it as a draft PR (#62) for Ewan."),
        ],
        "lessons": [
            {"keys": ["rebooking", "islanders"]},
            {"keys": ["06:40", "freight only"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh134-decklane-tool-stored-halsa-mezzanine-and-linkspan-limit",
        "split": "fresh134",
        "steps": [
            (
                "user",
                "sigrid needs decklane to put tall vehicles on the right deck on the halsa. the halsa's mezzanine deck is cars only and the headroom is 1.9m, remember that one it comes up all the time",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "decklane: MV Halsa's mezzanine deck takes cars only, headroom 1.9 m; anything taller or not a car goes on the main deck.",
                    "tags": ["decklane", "halsa", "vehicles"],
                },
                '{"id":"9031","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/main/kotlin/uk/skerrow/decklane/vehicle/Vehicle.kt",
                "enum class VehicleType { CAR, VAN, CAMPERVAN, MOTORHOME, TRAILER, HGV, MOTORCYCLE }\n\ndata class Vehicle(\n    val type: VehicleType,\n    val lengthM: BigDecimal,\n    val heightM: BigDecimal?,\n)\n",
            ),
            (
                "bash",
                'psql "$DECKLANE_RO_URL" -c "SELECT vehicle_type, count(*) FILTER (WHERE height_m IS NULL) AS no_height, count(*) FROM bookings WHERE created_at > now() - interval \'90 days\' GROUP BY 1 ORDER BY 3 DESC"',
                " vehicle_type | no_height | count\n--------------+-----------+-------\n CAR          |       612 |  1904\n VAN          |        41 |   388\n CAMPERVAN    |         0 |   121\n HGV          |         0 |    97\n MOTORHOME    |         0 |    44\n TRAILER      |        12 |    30\n MOTORCYCLE   |        88 |    88\n(7 rows)",
            ),
            (
                "think",
                "A third of cars have no height. A car with unknown height: treat as fits (roof boxes are the risk, but most cars are ~1.5 m). Add `deck` to bookings: MEZZANINE only if ship = HALSA, type = CAR and (height null or <= 1.9); else MAIN. Make height required for non-car types on Halsa bookings. Show the deck on the loaders' manifest.",
            ),
            ("edit", "src/main/resources/db/migration/V33__booking_deck.sql"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/DeckAllocator.kt"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/BookingService.kt"),
            ("edit", "src/main/resources/templates/office/manifest.html"),
            ("edit", "src/test/kotlin/uk/skerrow/decklane/booking/DeckAllocatorTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*DeckAllocator*' -q 2>&1 | tail -1",
                "BUILD SUCCESSFUL in 22s",
            ),
            (
                "assistant",
                "Saved the Halsa deck rule to memory, and decklane now allocates decks:\n\n- new `deck` column (`V33`): on the Halsa a booking goes on the **mezzanine** only if it's a car and 1.9 m or lower (cars without a height are assumed to fit); everything else goes on the **main** deck\n- height is now required for vans, campervans and motorhomes booked on the Halsa\n- the loaders' manifest groups vehicles by deck\n\nThe Corrie is unchanged: one deck.",
            ),
            (
                "user",
                "nice. while ur in there, the port ardle linkspan cant take vehicles longer than 18m, so any booking over 18m has to be held for ewan to ok before its confirmed",
            ),
            (
                "think",
                "New booking status PENDING_APPROVAL for length_m > 18; still reserves space (so it's counted in capacity) but no confirmation email until approved. Admin page for Ewan.",
            ),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/BookingStatus.kt"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/BookingService.kt"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/web/admin/ApprovalsController.kt"),
            ("edit", "src/main/resources/templates/admin/approvals.html"),
            ("edit", "src/test/kotlin/uk/skerrow/decklane/booking/BookingServiceTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*BookingService*' -q 2>&1 | tail -1",
                "BUILD SUCCESSFUL in 27s",
            ),
            (
                "assistant",
                "Added: bookings for vehicles over 18 m now start as `PENDING_APPROVAL`. Their deck space is held, but the customer only gets the confirmation once Ewan approves it on `/admin/approvals` (or a *we can't carry this vehicle* email if he rejects it). Both changes are on `feat/deck-allocation`.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["linkspan", "18m"]},
        ],
        "tool_stored": [["mezzanine", "1.9"]],
    },
    {
        "name": "fresh134-decklane-review-trailer-pr-rules",
        "split": "fresh134",
        "steps": [
            ("user", "can u review dmitri's pr #64, adding a trailer to an existing booking"),
            (
                "bash",
                "gh pr view 64 --json title,files --jq '.title, .files[].path'",
                "Add trailer to existing booking\nsrc/main/resources/db/migration/V30__vehicle_types.sql\nsrc/main/resources/db/migration/V34__booking_trailers.sql\nsrc/main/kotlin/uk/skerrow/decklane/web/TrailerController.kt\nsrc/main/kotlin/uk/skerrow/decklane/booking/TrailerService.kt\nsrc/test/kotlin/uk/skerrow/decklane/booking/TrailerServiceTest.kt",
            ),
            (
                "read",
                "src/main/kotlin/uk/skerrow/decklane/web/TrailerController.kt",
                '@RestController\n@RequestMapping("/api/v1/bookings/{ref}/trailer")\nclass TrailerController(private val trailers: TrailerService) {\n\n    @PutMapping\n    fun add(@PathVariable ref: String, @RequestBody req: AddTrailerRequest): ResponseEntity<BookingView> {\n        val trlr = trailers.add(ref, req.lengthM) ?: return ResponseEntity.ok().build()\n        return ResponseEntity.ok(trlr)\n    }\n}\n',
            ),
            (
                "read",
                "src/test/kotlin/uk/skerrow/decklane/booking/TrailerServiceTest.kt",
                '@Testcontainers\n@SpringBootTest\nclass TrailerServiceTest {\n    companion object {\n        @Container @ServiceConnection\n        val pg = PostgreSQLContainer("postgres:16-alpine")\n    }\n\n    @Test fun addsTrailerLength() { ... }\n    @Test fun rejectsTrailerWhenDeckFull() { ... }\n    @Test fun unknownBookingReturnsNull() { ... }\n}\n',
            ),
            (
                "bash",
                "gh pr checks 64 | grep -i test",
                "test    pass    3m12s   https://github.com/skerrow-ferries/decklane/actions/runs/11873",
            ),
            (
                "think",
                "Controller returns 200 with empty body when booking missing -> should be 404. Tests spin up a Postgres container for three small tests; I'd suggest H2 for speed. Variable name trlr. Didn't look closely at the V30 change.",
            ),
            (
                "assistant",
                "Review of #64:\n\n1. **Tests**: `TrailerServiceTest` starts its own Postgres Testcontainer for three small tests. I'd switch these to H2 for speed, they don't use anything Postgres-specific.\n2. **Missing booking**: when the ref doesn't exist, `TrailerController.add` returns `200` with an empty body. That should be a `404`.\n3. **Nit**: `trlr` → `booking`, since it's the updated booking that comes back.\n\nOtherwise the service logic looks right: the trailer length goes through the same capacity check as a new booking.",
            ),
            (
                "user",
                "2 yes. the rest: no H2 ever, every repository test runs against real postgres with testcontainers, we rely on FOR UPDATE and jsonb and H2 fakes both of them. new endpoints go under /api/v2, v1 is frozen because the kiosk at the terminal is pinned to it. and he edited V30 - never edit a flyway migration once its merged, prod has already run it and the checksum check fails on startup, a change means a new V file. skip the nit",
            ),
            (
                "think",
                "Drop point 1 (H2). Add: move controller to /api/v2/bookings/{ref}/trailer; revert V30 edit and fold the trailer default length change into V34. Keep 404. Drop nit.",
            ),
            (
                "bash",
                "gh pr review 64 --request-changes --body-file /tmp/review_64.md",
                "- Requested changes to pull request skerrow-ferries/decklane#64",
            ),
            (
                "assistant",
                "Posted on #64 (changes requested):\n\n- return `404` when the booking ref doesn't exist\n- move the endpoint to `/api/v2/bookings/{ref}/trailer`, v1 stays frozen for the terminal kiosk\n- revert the edit to `V30__vehicle_types.sql` and fold the trailer length change into the new `V34__booking_trailers.sql`, since prod has already applied V30\n\nI dropped my H2 suggestion and the naming nit.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["testcontainers", "real postgres"], "not": ["switch these to H2 for speed"]},
            {"keys": ["/api/v2", "kiosk"]},
            {"keys": ["flyway migration", "merged"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh134-decklane-correction-check-in-closes-45-minutes",
        "split": "fresh134",
        "steps": [
            (
                "user",
                "can we send a check-in reminder before sailings. sigrid reckons half the no-shows just forgot. email is fine, sms maybe later",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "decklane check-in reminder sailing"},
                '{"memories":[{"id":"9031","content":"decklane: MV Halsa\'s mezzanine deck takes cars only, headroom 1.9 m; anything taller or not a car goes on the main deck."}]}',
                False,
            ),
            (
                "bash",
                "grep -rn -i 'check.\\?in\\|reminder' src/main/resources/application.yml src/main/kotlin | head -5",
                "src/main/resources/application.yml:31:  reminders:\nsrc/main/resources/application.yml:32:    enabled: false",
            ),
            (
                "think",
                "Nothing about when check-in closes. Island ferries usually close check-in 30 minutes before departure. Send reminder 3 h before departure with a @Scheduled job every 5 min; mark reminder_sent_at to avoid duplicates.",
            ),
            (
                "assistant",
                "Plan:\n\n- a `@Scheduled` job every 5 minutes picks confirmed bookings departing in the next 3 hours that haven't had a reminder (`reminder_sent_at` is null) and emails them\n- the email shows the sailing, the vehicle and the deck, and says check-in closes 30 minutes before departure\n- switch it on with `decklane.reminders.enabled: true`\n\nGood?",
            ),
            ("user", "yep go"),
            ("edit", "src/main/resources/db/migration/V35__booking_reminder_sent_at.sql"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/CheckInReminderJob.kt"),
            ("edit", "src/main/resources/templates/email/check-in-reminder.html"),
            ("edit", "src/main/resources/application.yml"),
            ("edit", "src/test/kotlin/uk/skerrow/decklane/booking/CheckInReminderJobTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*CheckInReminder*' -q 2>&1 | tail -1",
                "BUILD SUCCESSFUL in 25s",
            ),
            (
                "assistant",
                "Done on `feat/check-in-reminders`: `CheckInReminderJob` runs every 5 minutes, sends the reminder about 3 hours before departure (once per booking), and `V35` adds `reminder_sent_at`. Tests cover the window, the no-duplicate rule and cancelled bookings.",
            ),
            (
                "user",
                "nice. can it say which pier too, people mix up the skerrow slip and port ardle. oh and check-in closes 45 minutes before departure now, the harbour master changed it in march after the linkspan works, 30 was the old rule",
            ),
            (
                "think",
                "Add the departure port name + pier to the email. Put check-in close as config decklane.check-in.closes-before = 45m instead of text in the template; reminder wording uses it.",
            ),
            ("edit", "src/main/resources/application.yml"),
            ("edit", "src/main/kotlin/uk/skerrow/decklane/booking/CheckInReminderJob.kt"),
            ("edit", "src/main/resources/templates/email/check-in-reminder.html"),
            ("edit", "src/test/kotlin/uk/skerrow/decklane/booking/CheckInReminderJobTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*CheckInReminder*' -q 2>&1 | tail -1",
                "BUILD SUCCESSFUL in 24s",
            ),
            (
                "assistant",
                "Updated:\n\n- the email now names the departure pier (*Skerrow slipway* or *Port Ardle linkspan*) with a map link\n- the check-in cut-off is a setting, `decklane.check-in.closes-before: 45m`, and the email says **check-in closes 45 minutes before departure** with the actual clock time worked out\n- tests updated for both",
            ),
            ("user", "great, merge it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/skerrow-ferries/decklane/pull/66\n✓ Squashed and merged pull request skerrow-ferries/decklane#66",
            ),
            ("assistant", "Merged as #66."),
        ],
        "lessons": [
            {
                "keys": ["check-in closes", "45 minutes"],
                "not": ["closes 30 minutes before departure"],
            },
        ],
        "tool_stored": [],
    },
]
