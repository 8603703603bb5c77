"""The "fresh157" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH157: list[dict[str, Any]] = [
    # --- "deckhand": ticket scanning and vehicle-deck bookings for Ardmhor Ferry Co., a small
    # island ferry on the west coast of Scotland (MV Sgarbh, Ardmhor slipway <-> Eilean Ruadh,
    # 8 sailings a day; Morag runs the company, Eilidh is purser, Callum the other dev).
    # Flutter 3.24 / Dart 3.5 app on rugged Zebra ET40 tablets (Riverpod 2, drift for the
    # offline SQLite store, mobile_scanner for QR tickets), Supabase backend (Postgres 15 with
    # RLS, Deno edge functions), Stripe for web bookings, Codemagic CI, Sentry ---
    {
        "name": "fresh157-deckhand-chitchat-ref-watch-vs-read-and-pasengers-typo",
        "split": "fresh157",
        "steps": [
            (
                "user",
                "whats the difference between ref.watch and ref.read in riverpod, callum uses "
                "both and i cant tell why. also manifest screen says Pasengers",
            ),
            (
                "read",
                "lib/manifest/manifest_screen.dart",
                "class ManifestScreen extends ConsumerWidget {\n"
                "  @override\n"
                "  Widget build(BuildContext context, WidgetRef ref) {\n"
                "    final manifest = ref.watch(manifestProvider(sailingId));\n"
                "    return Scaffold(\n"
                "      appBar: AppBar(title: const Text('Pasengers')),\n"
                "      floatingActionButton: FloatingActionButton(\n"
                "        onPressed: () => ref.read(syncServiceProvider).syncNow(),\n"
                "        child: const Icon(Icons.sync),\n"
                "      ),\n",
            ),
            (
                "think",
                "Good example right there: watch in build, read in a callback. Explain, then "
                "fix the title.",
            ),
            (
                "assistant",
                "This file is actually a textbook example of both:\n\n"
                "- **`ref.watch(provider)`** subscribes: the widget rebuilds whenever the "
                "value changes. Use it in `build`, for things the UI shows "
                "(`manifestProvider` here, so new scans appear on the list).\n"
                "- **`ref.read(provider)`** grabs the current value once, without "
                "subscribing. Use it in callbacks like `onPressed`, where you want to *do* "
                "something (`syncNow()`), not redraw when it changes.\n\n"
                "Rule of thumb: `watch` in `build`, `read` in event handlers. `read` inside "
                "`build` is the usual bug: the screen silently stops updating.\n\n"
                "Fixing the title.",
            ),
            ("edit", "lib/manifest/manifest_screen.dart"),
            (
                "bash",
                "flutter test test/manifest",
                "00:03 +8: All tests passed!",
            ),
            ("assistant", "Title reads **Passengers** now; manifest tests pass."),
            ("user", "makes sense thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh157-deckhand-incident-return-tickets-already-boarded-leg-id",
        "split": "fresh157",
        "steps": [
            (
                "user",
                "eilidh says the tablet is rejecting return tickets on the 16:30 back from "
                "eilean ruadh, says ALREADY BOARDED. 6 people today, she had to wave them on "
                "by hand. started after fridays update",
            ),
            (
                "bash",
                "git log --oneline -4 -- lib/boarding lib/db",
                "a41c9e2 dedupe scans in local db (double-scan fix)\n"
                "7be0d13 bump mobile_scanner to 5.2\n"
                "3f9a552 manifest: show vehicle reg\n"
                "c02e8b1 sync: retry with backoff",
            ),
            (
                "read",
                "lib/boarding/boarding_repo.dart",
                "Future<ScanResult> recordScan(TicketPayload t) async {\n"
                "  final existing = await (db.select(db.boardings)\n"
                "        ..where((b) => b.bookingId.equals(t.bookingId)))\n"
                "      .getSingleOrNull();\n"
                "  if (existing != null) return ScanResult.alreadyBoarded(existing.boardedAt);\n"
                "  await db.into(db.boardings).insert(BoardingsCompanion.insert(\n"
                "      bookingId: t.bookingId, legId: t.legId, boardedAt: DateTime.now()));\n"
                "  return ScanResult.ok();\n"
                "}\n",
            ),
            (
                "think",
                "A return ticket's QR has the same bookingId on both legs; only legId differs. "
                "The dedupe matches on bookingId, so the return scan finds the morning's "
                "outbound boarding. Need to dedupe on legId, and the drift table's unique key "
                "too. That means a schema change on the tablets; check the migration "
                "strategy.",
            ),
            (
                "read",
                "lib/db/database.dart",
                "@override\n"
                "int get schemaVersion => 4;\n\n"
                "@override\n"
                "MigrationStrategy get migration => MigrationStrategy(\n"
                "      onUpgrade: (m, from, to) async {\n"
                "        // TODO proper migrations\n"
                "        for (final t in allTables) {\n"
                "          await m.deleteTable(t.actualTableName);\n"
                "          await m.createTable(t);\n"
                "        }\n"
                "      },\n"
                "    );\n",
            ),
            (
                "bash",
                "psql \"$SUPABASE_DB_URL\" -c '\\d boardings' | grep -i unique",
                '    "boardings_leg_id_key" UNIQUE CONSTRAINT, btree (leg_id)',
            ),
            (
                "assistant",
                "Found it. Friday's double-scan fix (`a41c9e2`) looks for an existing boarding "
                "with the same **`bookingId`**. A return ticket is a single booking with two "
                "legs, so when the return QR is scanned at Eilean Ruadh it finds the morning's "
                "outbound boarding and says ALREADY BOARDED. The server gets this right: "
                "`boardings` is unique on `leg_id`.\n\n"
                "The fix is to dedupe on `legId` and change the local unique key to match. "
                "One catch: that's a drift schema change (version 4 → 5), and the current "
                "`onUpgrade` **drops and recreates every table**. Any tablet that updates "
                "with scans not yet synced would lose them. I'll write a real migration step "
                "instead.",
            ),
            (
                "user",
                "god yes. the tablets can sit on a whole day of unsynced scans if the slipway "
                "wifi is down, so never drop tables on upgrade, always a proper migration",
            ),
            ("edit", "lib/boarding/boarding_repo.dart"),
            ("edit", "lib/db/tables.dart"),
            ("edit", "lib/db/database.dart"),
            ("edit", "test/db/migration_test.dart"),
            ("edit", "test/boarding/return_ticket_test.dart"),
            (
                "bash",
                "dart run drift_dev schema dump lib/db/database.dart drift_schemas/ && flutter "
                "test",
                "Wrote to drift_schemas/drift_schema_v5.json\n00:11 +64: All tests passed!",
            ),
            (
                "assistant",
                "Fixed, version **1.8.3**:\n\n"
                "- scans dedupe on `legId`: a return ticket is one `booking_id` with two legs, "
                "so boardings are unique per `leg_id`, same as the server's "
                "`boardings_leg_id_key`\n"
                "- drift `schemaVersion` 5 with a real `from4To5` step (new unique index, rows "
                "kept); the drop-everything `onUpgrade` is gone\n"
                "- a migration test that upgrades a v4 database holding unsynced boardings "
                "and checks they're all still there\n"
                "- a test scanning the out and back legs of one return ticket\n\n"
                "Want me to push it to the tablets?",
            ),
            (
                "user",
                "push it tonight after the last sailing. the 6 from today eilidh wrote on "
                "paper, ill type them in myself",
            ),
            ("assistant", "Will do, after the 19:15 gets in."),
        ],
        "lessons": [
            {"keys": ["leg_id", "booking_id"]},
            {"keys": ["unsynced", "migration"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh157-deckhand-decision-esper-mdm-no-google-accounts",
        "split": "fresh157",
        "steps": [
            (
                "user",
                "callum's been building apks and walking round with a usb cable to update the "
                "3 tablets. need something better before the 2 extra ones arrive",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "deckhand tablet app distribution updates"},
                '{"results":[]}',
                False,
            ),
            (
                "bash",
                "sed -n 1,40p codemagic.yaml | grep -A6 'artifacts\\|publishing'",
                "    artifacts:\n"
                "      - build/app/outputs/flutter-apk/app-release.apk\n"
                "    publishing:\n"
                "      email:\n"
                "        recipients:\n"
                "          - callum@ardmhorferry.co.uk",
            ),
            (
                "think",
                "Codemagic already builds a signed APK and emails it. Options: Play internal "
                "track, an MDM like Esper, Firebase App Distribution. Play is the least "
                "effort and free.",
            ),
            (
                "assistant",
                "Codemagic already builds the release APK; it just emails it to Callum. Three "
                "ways to get it onto the tablets automatically:\n\n"
                "1. **Google Play internal testing track**: Codemagic uploads the AAB, "
                "tablets update from Play like any app. Free and least work, but every tablet "
                "needs a Google account signed in.\n"
                "2. **Esper (MDM)**: Codemagic uploads the APK to Esper through its API and "
                "Esper installs it on a device group, on a schedule you set. Also handles "
                "kiosk lockdown. Paid per device.\n"
                "3. **Firebase App Distribution**: builds go to testers who install them "
                "from an invite. Fine for testing, awkward for unattended tablets.\n\n"
                "I'd go with **1**.",
            ),
            (
                "user",
                "esper, the tablets are locked in kiosk mode with no google accounts on them "
                "and morag wont have crew signing into play on work tablets. and updates only "
                "go out overnight between 21:00 and 06:00, never mid-sailing",
            ),
            (
                "assistant",
                "Esper it is. I'll add a Codemagic step that uploads each release to Esper and "
                "schedules the install for the device group in that overnight window.",
            ),
            ("edit", "codemagic.yaml"),
            ("edit", "scripts/esper_upload.sh"),
            ("edit", "docs/tablets.md"),
            (
                "bash",
                "bash scripts/esper_upload.sh --dry-run "
                "build/app/outputs/flutter-apk/app-release.apk",
                "dry run: would upload deckhand-1.8.4.apk to Esper app "
                "'uk.co.ardmhor.deckhand'\n"
                "dry run: would schedule install for group 'MV Sgarbh crew', window "
                "21:00-06:00 Europe/London",
            ),
            (
                "assistant",
                "Set up:\n\n"
                "- `codemagic.yaml`: after a release build, `scripts/esper_upload.sh` uploads "
                "the APK and schedules it for the **MV Sgarbh crew** group, 21:00–06:00 "
                "Europe/London\n"
                "- `docs/tablets.md`: how to enrol the two new tablets in that group\n\n"
                "To switch it on, someone needs to add the Esper API key to a Codemagic "
                "environment group called `esper`.",
            ),
            ("user", "ill sort the key tomorrow. thanks"),
        ],
        "lessons": [
            {"keys": ["esper", "no google accounts"]},
            {"keys": ["21:00", "06:00"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh157-deckhand-tool-stored-generate-sailings-and-tall-vehicles-2-4m",
        "split": "fresh157",
        "steps": [
            (
                "user",
                "add vehicle height to the booking form, campervans keep turning up that dont "
                "fit. also remember sailings get created by the generate_sailings edge "
                "function every night at 02:00, 60 days ahead, i never remember where they "
                "come from",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "deckhand: sailings are created by the generate_sailings "
                    "Supabase edge function, nightly cron at 02:00, 60 days ahead.",
                    "tags": ["deckhand", "supabase", "sailings"],
                },
                '{"id":"5120","action":"stored"}',
                False,
            ),
            (
                "read",
                "supabase/migrations/20260312120000_vehicle_bookings.sql",
                "create table vehicle_bookings (\n"
                "  id uuid primary key default gen_random_uuid(),\n"
                "  booking_id text not null references bookings(id),\n"
                "  kind vehicle_kind not null,  -- car, van, motorhome, motorbike, trailer\n"
                "  length_m numeric(4,2) not null,\n"
                "  reg text\n"
                ");\n",
            ),
            (
                "think",
                "Adding height_m is easy. The real question is whether height limits "
                "anything on the deck. Ask.",
            ),
            (
                "assistant",
                "Saved where sailings come from.\n\n"
                "For the height: should it just be recorded so the crew can see it on the "
                "manifest, or should bookings be limited by it? Is there a height limit on "
                "the Sgarbh's car deck?",
            ),
            (
                "user",
                "it has to limit them. the sgarbh takes 18 cars but only 4 spaces take "
                "anything over 2.4m high, lanes 1 and 4 under the open bit, the rest is under "
                "the mezzanine",
            ),
            ("edit", "supabase/migrations/20261205101500_vehicle_height.sql"),
            ("edit", "supabase/functions/create-booking/index.ts"),
            ("edit", "lib/booking/vehicle_form.dart"),
            ("edit", "supabase/tests/vehicle_height_test.sql"),
            (
                "bash",
                "supabase db reset >/dev/null && supabase test db && flutter test test/booking",
                "./vehicle_height_test.sql .. ok\n"
                "All tests successful.\n"
                "Files=1, Tests=4,  0 wallclock secs\n"
                "Result: PASS\n"
                "00:04 +12: All tests passed!",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `vehicle_bookings.height_m` (required for new bookings)\n"
                "- `create-booking` counts vehicles over 2.4 m already on the sailing and "
                'refuses a fifth with *"No space for vehicles over 2.4 m on this sailing, '
                'try another time"*; the booking form only offers sailings with a tall '
                "space left when the height is over 2.4 m\n"
                "- the manifest shows **TALL** next to those vehicles so Eilidh can send them "
                "to lanes 1 and 4",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["4 spaces", "2.4"]},
        ],
        "tool_stored": [["generate_sailings", "60 days"]],
    },
    {
        "name": "fresh157-deckhand-review-refunds-pr-rules-pence-rpc-offline",
        "split": "fresh157",
        "steps": [
            (
                "user",
                "callum's PR 57 adds refunds for cancelled bookings. can u review",
            ),
            (
                "bash",
                "gh pr diff 57 --name-only",
                "lib/office/refund_controller.dart\n"
                "lib/office/refund_screen.dart\n"
                "supabase/functions/refund/index.ts",
            ),
            (
                "read",
                "lib/office/refund_controller.dart",
                "Future<void> refund(Booking b, double amountGbp) async {\n"
                "  await supabase.from('refunds').insert({\n"
                "    'booking_id': b.id,\n"
                "    'amount': amountGbp,\n"
                "  });\n"
                "  await supabase.functions\n"
                "      .invoke('refund', body: {'booking_id': b.id, 'amount': amountGbp});\n"
                "  await supabase.from('bookings').update({'status': 'refunded'}).eq('id', b.id);\n"
                "}\n",
            ),
            (
                "read",
                "supabase/functions/refund/index.ts",
                "const refund = await stripe.refunds.create({\n"
                "  payment_intent: booking.payment_intent,\n"
                "  amount: Math.round(body.amount * 100),\n"
                "});\n",
            ),
            (
                "think",
                "Money as double. Three separate writes from the app, not atomic. If invoke "
                "fails the refund row exists but no money moved. The tablets have 4G, so a "
                "retry is probably enough.",
            ),
            (
                "assistant",
                "Review of #57:\n\n"
                "1. **Money as `double`**: `amountGbp` is a double and the edge function does "
                "`Math.round(amount * 100)`; £12.35 can come out a penny off.\n"
                "2. **Three separate calls**: insert refund, call Stripe, update booking. If "
                "the second or third fails you get a refund row with no money moved, or "
                "money moved with the booking still `paid`.\n"
                "3. **No idempotency key** on `stripe.refunds.create`, so a retry can refund "
                "twice.\n"
                "4. **Error handling**: since crew tablets have 4G for the whole crossing, "
                "showing an error with a retry button is enough, no need to queue refunds "
                "offline.",
            ),
            (
                "user",
                "agree on 1-3. rules, put them in CONTRIBUTING: money is integer pence "
                "everywhere, amountPence as an int, never a double. the app never writes to "
                "tables directly, every write goes through a postgres function called with "
                "supabase.rpc so it happens in one transaction, RLS blocks direct inserts for "
                "crew anyway. and theres no signal in the middle of the sound, the crew app "
                "has to work fully offline between slipways and only syncs on the slipway "
                "wifi. refunds are office only so that screen is fine online. also tell "
                "callum to rebase on main first, its miles behind",
            ),
            (
                "bash",
                'psql "$SUPABASE_DB_URL" -c "select polname, polcmd, polroles::regrole[] '
                "from pg_policy where polrelid = 'refunds'::regclass\"",
                "      polname       | polcmd |   polroles\n"
                "--------------------+--------+--------------\n"
                " office_insert      | a      | {office}\n"
                " office_read        | r      | {office}\n"
                "(2 rows)",
            ),
            ("edit", "CONTRIBUTING.md"),
            ("edit", "/tmp/review_57.md"),
            (
                "bash",
                "gh pr review 57 --request-changes --body-file /tmp/review_57.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Noted, I had the connectivity wrong. Added to `CONTRIBUTING.md`:\n\n"
                "- money is integer pence (`int amountPence`), never `double`\n"
                "- the app doesn't write tables directly: every write is a Postgres function "
                "called via `supabase.rpc`, one transaction (RLS only lets `office` insert "
                "into `refunds` anyway)\n"
                "- the crew app must work fully offline between slipways and sync on the "
                "slipway wifi\n\n"
                "Posted on #57 (changes requested): rebase on main, a `refund_booking(p_booking "
                "text, p_amount_pence int)` RPC that records the refund and updates the "
                "booking in one transaction, with the edge function called from it, and a "
                "Stripe idempotency key.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["pence", "double"]},
            {"keys": ["supabase.rpc", "one transaction"]},
            {"keys": ["offline", "slipway"], "not": ["4G for the whole crossing"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh157-deckhand-correction-vehicle-check-in-20-minutes-not-10",
        "split": "fresh157",
        "steps": [
            (
                "user",
                "add a countdown on the boarding screen so eilidh knows when to shut the "
                "vehicle ramp",
            ),
            (
                "read",
                "lib/boarding/sailing_clock.dart",
                "/// Vehicle check-in closes this long before departure.\n"
                "const vehicleCheckInCutoff = Duration(minutes: 10);\n\n"
                "DateTime vehicleCutoff(Sailing s) =>\n"
                "    s.departsAt.subtract(vehicleCheckInCutoff);\n",
            ),
            (
                "think",
                "Count down to vehicleCutoff. Colours: green, amber in the last 5 min, red "
                "after. Tick every second with a Stream.periodic provider.",
            ),
            (
                "assistant",
                "Vehicle check-in closes 10 minutes before departure (`vehicleCheckInCutoff` "
                "in `sailing_clock.dart`), so I'll count down to that:\n\n"
                "- green until 5 minutes before the cutoff, amber for the last 5, then red "
                "with **RAMP CLOSED**\n"
                "- big enough to read from the ramp, at the top of the boarding screen\n\n"
                "OK?",
            ),
            ("user", "yep sounds good"),
            ("edit", "lib/boarding/ramp_countdown.dart"),
            ("edit", "lib/boarding/boarding_screen.dart"),
            ("edit", "test/boarding/ramp_countdown_test.dart"),
            (
                "bash",
                "flutter test test/boarding",
                "00:05 +19: All tests passed!",
            ),
            (
                "assistant",
                "Countdown is on the boarding screen and tested with a fake clock for all "
                "three states.",
            ),
            (
                "user",
                "wait actually the check-in cutoff is 20 minutes for vehicles since the summer, "
                "morag changed it when the queues at ardmhor got silly. that const is wrong "
                "and the confirmation email probably still says 10 too",
            ),
            (
                "bash",
                "grep -rn '10 minutes' lib/ supabase/functions/",
                "supabase/functions/send-confirmation/template.html:31:  Please check in "
                "with your vehicle at least 10 minutes before departure.",
            ),
            ("edit", "lib/boarding/sailing_clock.dart"),
            ("edit", "supabase/functions/send-confirmation/template.html"),
            ("edit", "test/boarding/ramp_countdown_test.dart"),
            (
                "bash",
                "flutter test test/boarding && supabase functions deploy send-confirmation",
                "00:05 +19: All tests passed!\n"
                "Deployed Function send-confirmation on project ardmhor-prod",
            ),
            (
                "assistant",
                "Fixed:\n\n"
                "- `vehicleCheckInCutoff` is **20 minutes**, so the countdown and RAMP CLOSED "
                "follow it\n"
                "- the confirmation email now says *at least 20 minutes before departure* "
                "(deployed)",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {
                "keys": ["check-in", "20 minutes"],
                "not": ["closes 10 minutes before departure"],
            },
        ],
        "tool_stored": [],
    },
]
