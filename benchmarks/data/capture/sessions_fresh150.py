"""The "fresh150" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH150: list[dict[str, Any]] = [
    # --- "tidewater": pilot bookings, boarding slots and the pilot roster for the Port of Skelmore
    # pilotage service (28 pilots, 2 pilot boats, boarding stations Alpha and Bravo). Java 21 /
    # Spring Boot 3.3, Spring Data JPA (Hibernate 6), Flyway, PostgreSQL 15, Spring Kafka
    # consuming AIS positions from the harbour's VTS gateway, Gradle (Kotlin DSL), deployed on
    # AKS (3 replicas) with Helm; repo: pilotage-api/ (uk.skelmore.tidewater.{booking,roster,
    # ais,tide}), pilotage-api/src/main/resources/db/migration/, charts/tidewater/ ---
    {
        "name": "fresh150-tidewater-chitchat-records-vs-lombok-and-typo",
        "split": "fresh150",
        "steps": [
            (
                "user",
                "whats actually the diff between a java record and lombok @Value? marek keeps converting our dtos to records in his prs and i dont get why it matters",
            ),
            (
                "think",
                "Concept question. Record: language feature since 16, final class, private final fields, canonical ctor, accessors name() not getName(), equals/hashCode/toString. @Value: annotation processor generates the same-ish thing with getX() getters, needs lombok on the build. Jackson handles records since 2.12. Mention accessor naming since it affects JSON and templates.",
            ),
            (
                "assistant",
                "They produce almost the same class; the difference is who generates it.\n\n**`record BoardingSlotDto(String vessel, OffsetDateTime eta)`**\n- a language feature (Java 16+), no annotation processor needed\n- fields are `private final`, you get a canonical constructor, `equals`/`hashCode`/`toString`\n- accessors are `vessel()` and `eta()`, **not** `getVessel()`\n- can't extend another class, can't have extra instance fields\n\n**Lombok `@Value`**\n- Lombok generates a final class at compile time with `getVessel()` getters\n- needs the Lombok plugin in Gradle and in everyone's IDE\n- supports `@Builder`, `@With` and friends\n\nWhy Marek's change matters a bit: Jackson (2.12+) and Spring handle records natively, so DTOs lose a Lombok dependency and an annotation processor step. The one thing to watch is templates or code that call `getVessel()`: with a record it's `vessel()`. For JPA entities you still can't use records, they need a no-arg constructor and mutable fields.",
            ),
            (
                "user",
                "ok fair enough. unrelated, the roster email says 'Your asignment for' lol",
            ),
            (
                "bash",
                'grep -rn "asignment" pilotage-api/src/main/resources/',
                'pilotage-api/src/main/resources/templates/roster-email.html:9:    <p>Your asignment for <span th:text="${date}">date</span>:</p>',
            ),
            ("edit", "pilotage-api/src/main/resources/templates/roster-email.html"),
            (
                "bash",
                "cd pilotage-api && ./gradlew test --tests '*RosterMailerTest' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 14s\n5 actionable tasks: 2 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "Fixed: the roster email now reads **Your assignment for**. It was the only occurrence, and `RosterMailerTest` still passes.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh150-tidewater-incident-ais-poison-record-blocks-partition",
        "split": "fresh150",
        "steps": [
            (
                "user",
                "ETAs on the boarding board havent moved since about 6am for a bunch of ships, some show 40 miles out and theyre already at the fairway buoy. fenna is phoning pilots manually",
            ),
            (
                "bash",
                "kubectl logs deploy/tidewater-api -n tidewater --since=2h | grep -m3 -E 'ERROR|Exception'",
                "2026-12-07T06:02:11.418Z ERROR 1 --- [ntainer#0-0-C-1] o.s.k.l.KafkaMessageListenerContainer : Consumer exception\njava.lang.IllegalStateException: This error handler cannot process 'SerializationException's directly; please consider configuring an 'ErrorHandlingDeserializer' in the value and/or key deserializer\nCaused by: org.apache.kafka.common.errors.RecordDeserializationException: Error deserializing key/value for partition ais.positions-2 at offset 8812043. If needed, please seek past the record to continue consumption.",
            ),
            (
                "bash",
                "kubectl exec -n kafka kafka-0 -- kafka-console-consumer.sh --bootstrap-server localhost:9092 --topic ais.positions --partition 2 --offset 8812043 --max-messages 1",
                '{"mmsi":"23501234O","lat":57.4713,"lon":-4.1925,"sog":11.2,"cog":214.0,"ts":"2026-12-07T06:02:09Z"}\nProcessed a total of 1 messages',
            ),
            (
                "bash",
                "kubectl exec -n kafka kafka-0 -- kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group tidewater-ais | awk 'NR==1 || /ais.positions/'",
                "GROUP          TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\ntidewater-ais  ais.positions  0          9120551         9120560         9\ntidewater-ais  ais.positions  1          9087702         9087711         9\ntidewater-ais  ais.positions  2          8812043         8851918         39875\ntidewater-ais  ais.positions  3          9102334         9102339         5\ntidewater-ais  ais.positions  4          9098812         9098820         8\ntidewater-ais  ais.positions  5          9110907         9110911         4",
            ),
            (
                "read",
                "pilotage-api/src/main/resources/application.yml",
                "spring:\n  kafka:\n    consumer:\n      group-id: tidewater-ais\n      auto-offset-reset: latest\n      key-deserializer: org.apache.kafka.common.serialization.StringDeserializer\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n        spring.json.value.default.type: uk.skelmore.tidewater.ais.AisPosition\n",
            ),
            (
                "read",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/ais/AisPosition.java",
                "public record AisPosition(long mmsi, double lat, double lon, double sog, double cog, Instant ts) {}\n",
            ),
            (
                "think",
                "One record with mmsi \"23501234O\" (letter O) can't be parsed to long. Plain JsonDeserializer throws inside poll(), so the DefaultErrorHandler never sees a record to skip; the container re-polls offset 8812043 forever. Partition 2 = every ship whose MMSI hashes there, ~1/6 of ships stuck. Fix: ErrorHandlingDeserializer delegating to JsonDeserializer, DefaultErrorHandler with DeadLetterPublishingRecoverer -> ais.positions.DLT, topic via Strimzi KafkaTopic in the chart. Don't loosen mmsi type: invalid MMSI is junk.",
            ),
            (
                "assistant",
                'Found it. One malformed AIS message has wedged partition 2 of `ais.positions` since 06:02.\n\n**Cause**\n\n1. At offset 8812043 the VTS gateway published `"mmsi":"23501234O"`: a letter O instead of a zero\n2. `AisPosition.mmsi` is a `long`, so Jackson can\'t parse it\n3. We use the plain `JsonDeserializer`, which fails *inside* `poll()`. Spring\'s error handler never gets a record it could skip, so the consumer re-reads the same offset forever (the log says exactly that: *configure an ErrorHandlingDeserializer*)\n4. Partition 2 is now ~40k messages behind. Every ship whose MMSI hashes to partition 2 (about a sixth of them) has had no position updates, hence the frozen ETAs. The other five partitions are fine.\n\n**Fix**\n\n- wrap the value deserializer in `ErrorHandlingDeserializer` (delegate: `JsonDeserializer`), so a bad message becomes a normal failed record\n- `DefaultErrorHandler` with a `DeadLetterPublishingRecoverer` that publishes it to `ais.positions.DLT` and moves on\n- a `KafkaTopic` for `ais.positions.DLT` in the Helm chart (7 days retention)\n- a test with an embedded broker: one garbage message, then a good one, and the good one must arrive\n\nI\'d keep `mmsi` a `long`: an MMSI with a letter in it is junk and belongs in the DLT. Who runs the gateway, so I can report the bad message?',
            ),
            (
                "user",
                "the gateway is the harbour VTS team's, bad data from it goes to vts-support@skelmore-port.co.uk, never try to patch around it on our side. go ahead with the fix",
            ),
            ("edit", "pilotage-api/src/main/resources/application.yml"),
            ("edit", "pilotage-api/src/main/java/uk/skelmore/tidewater/ais/AisKafkaConfig.java"),
            ("edit", "charts/tidewater/templates/kafkatopic-ais-dlt.yaml"),
            (
                "edit",
                "pilotage-api/src/test/java/uk/skelmore/tidewater/ais/AisConsumerPoisonTest.java",
            ),
            (
                "bash",
                "cd pilotage-api && ./gradlew test --tests '*Ais*' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 41s\n6 actionable tasks: 3 executed, 3 up-to-date",
            ),
            (
                "bash",
                "helm upgrade tidewater charts/tidewater -n tidewater --set image.tag=2026.12.07-1 --wait 2>&1 | tail -2",
                "STATUS: deployed\nREVISION: 118",
            ),
            (
                "bash",
                "sleep 90; kubectl exec -n kafka kafka-0 -- kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group tidewater-ais | awk '$3==2'; kubectl exec -n kafka kafka-0 -- kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server localhost:9092 --topic ais.positions.DLT",
                "tidewater-ais  ais.positions  2          8852406         8852411         5\nais.positions.DLT:0:1",
            ),
            (
                "assistant",
                "Deployed (revision 118). Partition 2 caught up in about a minute, lag is back to single digits, and the DLT holds exactly one message, the `23501234O` one. The boarding board should show live ETAs again, so Fenna can stop phoning round.\n\nI've drafted the mail to vts-support@skelmore-port.co.uk with the raw message and timestamp; it's in `/tmp/vts-bad-mmsi.txt` if you want to send it.",
            ),
            (
                "user",
                "sent. so any bad message on ais.positions used to wedge the whole partition forever, and now the ErrorHandlingDeserializer just parks it on ais.positions.DLT and the consumer carries on",
            ),
            (
                "assistant",
                "Exactly. The DLT has a 7-day retention, so there's time to look at anything that lands there.",
            ),
        ],
        "lessons": [
            {"keys": ["ErrorHandlingDeserializer", "ais.positions.DLT"]},
            {"keys": ["VTS", "vts-support@skelmore-port.co.uk"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh150-tidewater-decision-roster-ics-feed",
        "split": "fresh150",
        "steps": [
            (
                "user",
                "pilots keep asking to get their roster in their phone calendar instead of logging into tidewater every morning. whats the cleanest way to do that",
            ),
            (
                "read",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RosterService.java",
                "public List<Assignment> assignmentsFor(UUID pilotId, LocalDate from, LocalDate to) {\n        return assignments.findByPilotIdAndStartBetween(pilotId, from.atStartOfDay(UTC), to.plusDays(1).atStartOfDay(UTC));\n    }\n",
            ),
            (
                "bash",
                "grep -rn 'graph\\|azure' pilotage-api/build.gradle.kts",
                'pilotage-api/build.gradle.kts:31:    implementation("com.azure.spring:spring-cloud-azure-starter-active-directory")',
            ),
            (
                "think",
                "We already do Entra ID login. Options: ICS subscription feed (read-only, works with any calendar, refresh lag hours on Google), Graph push into Outlook calendars (instant, but needs Calendars.ReadWrite app permission, only M365 mailboxes), emailed .ics invites per assignment (works everywhere but updates/cancellations are messy). Recommend Graph since they're on Entra.",
            ),
            (
                "assistant",
                "`RosterService.assignmentsFor` already gives us what we need. Three ways to get it onto phones:\n\n1. **ICS subscription feed**: `GET /roster/{token}.ics`, one secret URL per pilot that they subscribe to in any calendar app. Read-only and simple; the catch is Google Calendar only refreshes subscribed feeds every few hours.\n2. **Push into Outlook via Microsoft Graph**: we already sign in with Entra ID, so we could write each assignment straight into the pilot's M365 calendar. Changes show up instantly. Needs the `Calendars.ReadWrite` application permission on the tenant.\n3. **Email an .ics invite per assignment**: works with every calendar, but changed or cancelled jobs mean follow-up invites, and those get messy fast.\n\nI'd go with **2**: instant updates matter when a job moves at short notice, and everyone already has an Entra login.",
            ),
            (
                "user",
                "1. half the pilots are self-employed and use their own gmail or icloud calendars, not our m365 tenant, so the ics feed is the only thing that reaches all of them. the refresh lag is fine, short notice changes get a phone call from the duty office anyway",
            ),
            (
                "think",
                "Option 1. Token per pilot: random 32 bytes base64url, stored hashed (sha256) so a db leak doesn't expose feeds; regenerate endpoint. Use ical4j? Simple enough to hand-write VCALENDAR but escaping/folding... use ical4j 4.x. Events: UID = assignment id @tidewater, DTSTART in UTC, SUMMARY vessel + station. Window: 7 days back, 28 ahead. New Flyway migration V41.",
            ),
            (
                "bash",
                "ls pilotage-api/src/main/resources/db/migration | tail -2",
                "V39__boarding_slot_notes.sql\nV40__vessel_loa_decimal.sql",
            ),
            ("edit", "pilotage-api/build.gradle.kts"),
            ("edit", "pilotage-api/src/main/resources/db/migration/V41__roster_feed_tokens.sql"),
            (
                "edit",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RosterFeedController.java",
            ),
            (
                "edit",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RosterFeedTokenService.java",
            ),
            (
                "edit",
                "pilotage-api/src/test/java/uk/skelmore/tidewater/roster/RosterFeedControllerTest.java",
            ),
            (
                "bash",
                "cd pilotage-api && ./gradlew test --tests '*RosterFeed*' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 29s\n6 actionable tasks: 4 executed, 2 up-to-date",
            ),
            (
                "assistant",
                "ICS feed is in, on branch `feat/roster-ics`:\n\n- `GET /roster/feed/{token}.ics`: no login, the token is the secret; events from 7 days back to 28 days ahead, `SUMMARY` = vessel and boarding station, times in UTC so every calendar app converts them itself\n- tokens are 32 random bytes, only the SHA-256 is stored (`V41__roster_feed_tokens.sql`), so a database dump doesn't leak anyone's feed\n- pilots get their URL from a new *Calendar feed* box on their profile page, with a **Regenerate** button that kills the old URL\n- tests for a valid feed, an unknown token, a regenerated token and a cancelled assignment dropping out of the feed",
            ),
            ("user", "nice. dont deploy it yet, i want to show ingrid on thursday first"),
            ("assistant", "OK, it stays on the branch until you say so."),
        ],
        "lessons": [
            {"keys": ["ics feed", "self-employed"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh150-tidewater-tool-stored-bravo-station-and-agent-loa",
        "split": "fresh150",
        "steps": [
            (
                "user",
                "pls remember this one: vessels over 200m LOA board at the outer station Bravo, never Alpha, the pilot boat cant get alongside big ships at Alpha in a southwesterly. then can u make the boarding slot form pick the station from the vessel length",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tidewater / Port of Skelmore: vessels over 200m LOA board pilots at the outer boarding station Bravo, never Alpha (the pilot boat can't get alongside big ships at Alpha in a southwesterly).",
                    "tags": ["tidewater", "boarding-station", "pilotage"],
                },
                '{"id":"9417","action":"stored"}',
                False,
            ),
            (
                "read",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/booking/Vessel.java",
                '@Entity\npublic class Vessel {\n    @Id private Long mmsi;\n    private String name;\n    @Column(name = "loa_m") private BigDecimal loaMetres;      // from the agent\'s booking\n    @Column(name = "ais_length_m") private Integer aisLengthMetres; // A+B from AIS static data\n    ...\n}\n',
            ),
            (
                "bash",
                'psql "$TIDEWATER_RO" -c "SELECT count(*) FILTER (WHERE abs(loa_m - ais_length_m) > 5) AS differ, count(*) FROM vessel WHERE ais_length_m IS NOT NULL"',
                " differ | count\n--------+-------\n     37 |   612\n(1 row)",
            ),
            (
                "think",
                "37 of 612 vessels differ by >5 m between agent LOA and AIS length. Which one drives the station? Ask instead of guessing.",
            ),
            (
                "assistant",
                "Stored the Bravo rule.\n\nBefore I wire it up: `Vessel` has two lengths, `loaMetres` from the agent's booking and `aisLengthMetres` from the ship's AIS static data, and they disagree by more than 5 m for 37 of 612 vessels. Which one should decide the station?",
            ),
            (
                "user",
                "use the agent's loa, the AIS dimensions are whatever the crew typed into the transponder years ago and are wrong half the time",
            ),
            (
                "edit",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/booking/BoardingStationPolicy.java",
            ),
            (
                "edit",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/booking/BoardingSlotController.java",
            ),
            ("edit", "pilotage-api/src/main/resources/templates/booking/slot-form.html"),
            (
                "edit",
                "pilotage-api/src/test/java/uk/skelmore/tidewater/booking/BoardingStationPolicyTest.java",
            ),
            (
                "bash",
                "cd pilotage-api && ./gradlew test --tests '*Boarding*' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 33s\n6 actionable tasks: 3 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "Done:\n\n- `BoardingStationPolicy.stationFor(vessel)` returns `BRAVO` when `loaMetres` > 200, otherwise `ALPHA`; `aisLengthMetres` isn't used\n- the slot form preselects that station when the vessel is chosen, and the duty pilot can still override it in the dropdown\n- a vessel with no agent LOA yet gets no preselection, and the form shows *LOA missing, check with the agent*\n- tests at 199.9 m, 200 m, 200.1 m and a missing LOA",
            ),
            ("user", "good stuff, push it to a branch and ill look tmrw"),
            (
                "bash",
                "git push -u origin feat/station-from-loa 2>&1 | tail -1",
                "branch 'feat/station-from-loa' set up to track 'origin/feat/station-from-loa'.",
            ),
            ("assistant", "Pushed `feat/station-from-loa`."),
        ],
        "lessons": [
            {"keys": ["agent's loa", "AIS dimensions"]},
        ],
        "tool_stored": [["Bravo", "200m"]],
    },
    {
        "name": "fresh150-tidewater-review-pilot-availability-house-rules",
        "split": "fresh150",
        "steps": [
            ("user", "review marek's pr #212 pls, the pilot availability endpoint"),
            (
                "bash",
                "gh pr diff 212 --name-only",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/PilotAvailabilityController.java\npilotage-api/src/main/java/uk/skelmore/tidewater/roster/PilotAvailabilityService.java\npilotage-api/src/main/resources/db/migration/V36__pilot_availability.sql\npilotage-api/src/test/java/uk/skelmore/tidewater/roster/PilotAvailabilityServiceTest.java",
            ),
            (
                "read",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/PilotAvailabilityController.java",
                '@RestController\n@RequestMapping("/api/pilots/{pilotId}/availability")\nclass PilotAvailabilityController {\n\n    @GetMapping\n    List<PilotAvailability> list(@PathVariable UUID pilotId,\n                                 @RequestParam LocalDateTime from,\n                                 @RequestParam LocalDateTime to) {\n        return service.between(pilotId, from, to);\n    }\n\n    @PutMapping\n    PilotAvailability save(@PathVariable UUID pilotId, @RequestBody PilotAvailability body) {\n        return service.save(pilotId, body);\n    }\n}\n',
            ),
            (
                "bash",
                "gh pr diff 212 -- pilotage-api/src/main/resources/db/migration/V36__pilot_availability.sql",
                "@@ -4,7 +4,7 @@ CREATE TABLE pilot_availability (\n     pilot_id    uuid NOT NULL REFERENCES pilot(id),\n     starts_at   timestamptz NOT NULL,\n     ends_at     timestamptz NOT NULL,\n-    note        varchar(200),\n+    note        text,\n     created_at  timestamptz NOT NULL DEFAULT now()\n );",
            ),
            (
                "think",
                "Controller returns the JPA entity and takes it as request body: mass assignment / lazy loading issues -> DTO records. LocalDateTime params. V36 edit: it only widens varchar to text, harmless to the data. Tests only cover the service.",
            ),
            (
                "assistant",
                "Review of #212:\n\n1. **Entities on the wire**: the controller returns `PilotAvailability` entities and accepts one as the PUT body. A client could set `id` or `pilot` in the body, and lazy relations will blow up during JSON serialisation. Should be request/response records.\n2. **Time parameters**: `from`/`to` are `LocalDateTime`.\n3. **Migration**: he edits `V36__pilot_availability.sql` to change `note` from `varchar(200)` to `text`. Since it only widens a column, editing V36 in place is fine.\n4. **Tests**: the service is covered, the controller isn't.",
            ),
            (
                "user",
                "put these in as house rules, not just for this pr:\n1) merged flyway migrations are never edited, flyway validates the checksums on startup and prod would refuse to boot, the change goes in a new V42\n2) api times are OffsetDateTime with the offset, never LocalDateTime, the tide tables and AIS are UTC and the pilots read local time so a bare time is a bug waiting for march\n3) every endpoint gets @PreAuthorize, HARBOUR_OFFICE can read availability but only DUTY_PILOT can change it\nthe dto point is right, and tell him the service tests are good",
            ),
            (
                "think",
                "My V36 call was wrong: checksum validation fails at startup. Review: revert V36, add V42 ALTER COLUMN note TYPE text; OffsetDateTime params; @PreAuthorize on both; DTOs; controller test incl. 403 for HARBOUR_OFFICE on PUT.",
            ),
            (
                "bash",
                "gh pr review 212 --request-changes --body-file /tmp/review_212.md",
                "- Requested changes to pull request skelmore-port/tidewater#212",
            ),
            (
                "assistant",
                "Posted on #212 (changes requested):\n\n- revert the edit to `V36__pilot_availability.sql` and add `V42__pilot_availability_note_text.sql` with `ALTER TABLE pilot_availability ALTER COLUMN note TYPE text`; Flyway validates checksums of applied migrations at startup, so an edited V36 would stop prod from booting\n- `from`/`to` and the response times as `OffsetDateTime`\n- `@PreAuthorize(\"hasRole('HARBOUR_OFFICE') or hasRole('DUTY_PILOT')\")` on the GET, `hasRole('DUTY_PILOT')` on the PUT, plus a controller test that HARBOUR_OFFICE gets a 403 on PUT\n- `AvailabilityRequest` / `AvailabilityResponse` records instead of the entity\n- and that the service tests are good\n\nI dropped my \"editing V36 is fine\" point, that was wrong.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {
                "keys": ["merged flyway migrations", "never edited"],
                "not": ["editing V36 in place is fine"],
            },
            {"keys": ["OffsetDateTime", "LocalDateTime"]},
            {"keys": ["@PreAuthorize", "DUTY_PILOT"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh150-tidewater-correction-min-rest-10-hours",
        "split": "fresh150",
        "steps": [
            (
                "user",
                "the roster lets the duty office give a pilot two jobs back to back with zero rest. add a check",
            ),
            (
                "read",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RestRules.java",
                "public final class RestRules {\n    // pilots need 8h rest between acts of pilotage (fatigue policy 2023)\n    public static final Duration MIN_REST = Duration.ofHours(8);\n\n    private RestRules() {}\n}\n",
            ),
            (
                "bash",
                "grep -rn 'MIN_REST' pilotage-api/src/main/java | grep -v RestRules.java",
                "",
            ),
            (
                "think",
                "MIN_REST exists but nothing uses it. Check in RosterService.assign: previous assignment end and next assignment start around the new one, both directions. Throw RestPeriodViolation -> 409.",
            ),
            ("edit", "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RosterService.java"),
            (
                "edit",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RestPeriodViolation.java",
            ),
            (
                "edit",
                "pilotage-api/src/test/java/uk/skelmore/tidewater/roster/RosterServiceRestTest.java",
            ),
            (
                "bash",
                "cd pilotage-api && ./gradlew test --tests '*RosterService*' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 22s\n6 actionable tasks: 3 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "`RestRules.MIN_REST` was defined but never used. Now `RosterService.assign` enforces it:\n\n- pilots get a minimum rest of 8 hours between acts of pilotage, checked against both the job before and the job after the new one\n- a violation throws `RestPeriodViolation`, which the API turns into a 409 and the roster page shows as an error\n- tests for exactly 8 h (allowed), 7 h 59 min (rejected) and a clash with the following job",
            ),
            (
                "user",
                "ok good. can the error say which job it clashes with, the duty office needs the vessel name. and fyi the 8h is out of date, the fatigue policy went to 10 hours rest between acts of pilotage in august, fix the constant",
            ),
            (
                "think",
                "MIN_REST -> 10h, fix the comment, tests at 10h/9h59. Error message includes vessel name and start time of the clashing assignment.",
            ),
            ("edit", "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RestRules.java"),
            (
                "edit",
                "pilotage-api/src/main/java/uk/skelmore/tidewater/roster/RestPeriodViolation.java",
            ),
            (
                "edit",
                "pilotage-api/src/test/java/uk/skelmore/tidewater/roster/RosterServiceRestTest.java",
            ),
            (
                "bash",
                "cd pilotage-api && ./gradlew test --tests '*Roster*' -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 25s\n6 actionable tasks: 3 executed, 3 up-to-date",
            ),
            (
                "assistant",
                "Both done:\n\n- `MIN_REST` is now `Duration.ofHours(10)` and the comment says *fatigue policy Aug 2026*; tests moved to 10 h (allowed) and 9 h 59 min (rejected)\n- the error now reads e.g. *Only 6 h 30 min rest after MV Nordic Tern (Bravo, 07 Dec 14:20); 10 h required*",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["10 hours", "fatigue policy"], "not": ["minimum rest of 8 hours"]},
        ],
        "tool_stored": [],
    },
]
