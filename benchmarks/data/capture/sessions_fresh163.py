"""The "fresh163" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH163: list[dict[str, Any]] = [
    # --- "brookwatch": iPhone app for the Upper Wharfe Rivers Trust's volunteer water-quality
    # survey (North Yorkshire): once a month volunteer groups test nitrate, phosphate,
    # turbidity and temperature at 31 numbered sites (W01-W31). Swift 5.10 / SwiftUI on iOS 17,
    # SwiftData for offline storage, supabase-swift syncing to the trust's Supabase project
    # (Postgres + edge functions), fastlane for TestFlight builds. Imogen is the developer;
    # Dr Ravi Mistry is the trust's science officer; Bev coordinates the volunteers ---
    {
        "name": "fresh163-brookwatch-chitchat-bindable-vs-state-turbidty-typo",
        "split": "fresh163",
        "steps": [
            (
                "user",
                "prob a dumb q but why does ReadingForm take a @Bindable and not @State? i "
                "thought @State was for all local stuff. also the label says Turbidty",
            ),
            (
                "read",
                "Brookwatch/Views/ReadingForm.swift",
                "struct ReadingForm: View {\n"
                "    @Bindable var reading: Reading\n"
                "    @Environment(\\.dismiss) private var dismiss\n\n"
                "    var body: some View {\n"
                "        Form {\n"
                '            TextField("reading.nitrate", value: $reading.nitrateMgL, '
                "format: .number)\n"
                '            TextField("reading.turbidity", value: $reading.turbidityNTU, '
                "format: .number)\n"
                "        }\n"
                "    }\n"
                "}\n",
            ),
            (
                "think",
                "Reading is a SwiftData @Model, so it's Observable. The form doesn't own it, the "
                "parent (SiteVisitView) does via the model context. @Bindable gives $bindings to "
                "its properties. Label text comes from Localizable.xcstrings key "
                "reading.turbidity.",
            ),
            (
                "assistant",
                "Not dumb, the naming is confusing. It's about **who owns the object**:\n\n"
                "- **`@State`** means *this view owns the value*: SwiftUI creates it once and "
                "keeps it alive across redraws. Use it for things the view itself creates, like "
                "`@State private var showingHelp = false`.\n"
                "- **`@Bindable`** means *someone else owns this `@Observable` object and I "
                "want `$` bindings to its properties*. `Reading` is a SwiftData `@Model` (which "
                "is observable), owned by the model context and passed in from "
                "`SiteVisitView`, so `ReadingForm` is borrowing it.\n\n"
                "If `ReadingForm` used `@State var reading`, it would hold its own reference "
                "that the parent couldn't replace. You only need `@Bindable` when you want "
                "`$reading.something`; a view that only *reads* the model can take a plain "
                "`let reading: Reading`.\n\n"
                "The typo is in `Localizable.xcstrings` (key `reading.turbidity`). Fix it?",
            ),
            ("user", "ah ok state = owner, bindable = borrowing. yeah fix it"),
            ("edit", "Brookwatch/Resources/Localizable.xcstrings"),
            (
                "bash",
                "xcodebuild test -scheme Brookwatch -destination 'platform=iOS Simulator,"
                "name=iPhone 15' -only-testing:BrookwatchTests/ReadingFormTests -quiet",
                "Test Suite 'ReadingFormTests' started at 2026-11-17 20:12:40.118.\n"
                "Test Case '-[BrookwatchTests.ReadingFormTests testLabelsLocalised]' passed "
                "(0.041 seconds).\n"
                "Test Case '-[BrookwatchTests.ReadingFormTests testNitrateAcceptsDecimal]' passed "
                "(0.012 seconds).\n"
                "Test Suite 'ReadingFormTests' passed at 2026-11-17 20:12:40.173.\n"
                "\t Executed 2 tests, with 0 failures (0 unexpected) in 0.053 (0.055) seconds\n"
                "** TEST SUCCEEDED **",
            ),
            ("assistant", "Fixed, the label reads **Turbidity (NTU)** now."),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh163-brookwatch-incident-synced-tick-set-before-insert-jwt-expired",
        "split": "fresh163",
        "steps": [
            (
                "user",
                "ravi says the bolton abbey group did all 6 of their sites on sunday but only 2 "
                "are in supabase. bev checked their phones and everything has the green synced "
                "tick. bev exported the debug log from one of them, its in ~/Downloads",
            ),
            (
                "bash",
                'psql "$SUPABASE_DB_URL" -c "select site_code, sampled_at, device_id from '
                "readings where sampled_at::date = '2026-11-22' and site_code between 'W12' and "
                "'W17' order by sampled_at\"",
                " site_code |       sampled_at       |      device_id\n"
                "-----------+------------------------+----------------------\n"
                " W12       | 2026-11-22 09:41:10+00 | 6F0C2A1E-BA7D-4C1B-9\n"
                " W13       | 2026-11-22 10:05:52+00 | 6F0C2A1E-BA7D-4C1B-9\n"
                "(2 rows)",
            ),
            (
                "bash",
                "grep -iE 'sync|auth' ~/Downloads/brookwatch-debug-6F0C2A1E.log | tail -n 8",
                "2026-11-22 10:06:03 [sync] inserted reading W13 (1/1)\n"
                "2026-11-22 13:58:41 [sync] app foregrounded, 4 pending\n"
                "2026-11-22 13:58:42 [sync] insert failed W14: PostgrestError(code: PGRST301, "
                "message: JWT expired)\n"
                "2026-11-22 13:58:42 [sync] insert failed W15: PostgrestError(code: PGRST301, "
                "message: JWT expired)\n"
                "2026-11-22 13:58:42 [sync] insert failed W16: PostgrestError(code: PGRST301, "
                "message: JWT expired)\n"
                "2026-11-22 13:58:43 [sync] insert failed W17: PostgrestError(code: PGRST301, "
                "message: JWT expired)\n"
                "2026-11-22 13:58:43 [sync] done, 0 pending\n"
                "2026-11-22 13:58:44 [auth] session refreshed",
            ),
            (
                "read",
                "Brookwatch/Sync/SyncService.swift",
                "func syncPending() async {\n"
                "    let descriptor = FetchDescriptor<Reading>(\n"
                "        predicate: #Predicate { $0.syncedAt == nil })\n"
                "    let pending = (try? context.fetch(descriptor)) ?? []\n"
                '    Log.sync.info("app foregrounded, \\(pending.count) pending")\n'
                "    for reading in pending {\n"
                "        reading.syncedAt = .now\n"
                "        do {\n"
                '            try await client.from("readings")\n'
                "                .insert(ReadingDTO(reading)).execute()\n"
                "        } catch {\n"
                '            Log.sync.error("insert failed \\(reading.siteCode): '
                '\\(error)")\n'
                "        }\n"
                "    }\n"
                "    try? context.save()\n"
                "}\n",
            ),
            (
                "think",
                "W14-W17 are down the valley, no signal from ~10:10 to ~13:58. Access token "
                "lifetime is 1h, it expired while offline. On foreground, sync ran before the "
                "auth client refreshed (refresh logged 2s later). Insert fails, but syncedAt "
                "was already set before the await, and the catch doesn't undo it, so the "
                "readings count as synced forever. Fix: set syncedAt only on success, and await "
                "client.auth.session first (refreshes if expired). The 4 readings are still on "
                "the phone.",
            ),
            (
                "assistant",
                "Found it, and the 4 missing readings (W14-W17) are still on the phones.\n\n"
                "The group was out of signal down the valley from about 10:10 until 13:58, "
                "longer than the 1-hour Supabase access token. When the app came back to the "
                "foreground, the sync ran *before* the auth client had refreshed the token "
                "(the refresh is logged a second later), so all four inserts failed with `JWT "
                "expired`.\n\n"
                "That alone would just mean a retry later, but `syncPending()` sets `syncedAt` "
                "before the insert, and the `catch` only logs, so a failed reading still gets "
                "the green tick and is never retried.\n\n"
                "Fix:\n\n"
                "1. set `syncedAt` only after the insert succeeds\n"
                "2. `_ = try await client.auth.session` at the start of the sync run, which "
                "refreshes an expired token before any insert\n"
                "3. a one-off launch check for the stuck ones: for readings marked synced in the "
                "last 30 days, ask the server which ids it has and clear `syncedAt` on the rest "
                "so they go up again",
            ),
            (
                "user",
                "yes do all 3. ill get bev to tell the group to open the app on wifi once the "
                "build is out",
            ),
            ("edit", "Brookwatch/Sync/SyncService.swift"),
            ("edit", "Brookwatch/Sync/ResyncMissing.swift"),
            ("edit", "BrookwatchTests/SyncServiceTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Brookwatch -destination 'platform=iOS Simulator,"
                "name=iPhone 15' -only-testing:BrookwatchTests/SyncServiceTests -quiet",
                "Test Case '-[BrookwatchTests.SyncServiceTests "
                "testFailedInsertLeavesReadingPending]' passed (0.088 seconds).\n"
                "Test Case '-[BrookwatchTests.SyncServiceTests testRefreshesExpiredSessionFirst]' "
                "passed (0.064 seconds).\n"
                "Test Case '-[BrookwatchTests.SyncServiceTests "
                "testResyncClearsIdsMissingOnServer]' passed (0.102 seconds).\n"
                "\t Executed 3 tests, with 0 failures (0 unexpected) in 0.254 (0.259) seconds\n"
                "** TEST SUCCEEDED **",
            ),
            (
                "bash",
                "bundle exec fastlane beta",
                "[14:40:12]: Driving the lane 'ios beta' 🚀\n"
                "[14:40:13]: --- Step: increment_build_number ---\n"
                "[14:44:51]: --- Step: build_app ---\n"
                "[14:47:30]: Successfully exported and compressed dSYM file\n"
                "[14:47:31]: --- Step: upload_to_testflight ---\n"
                "[14:52:08]: Successfully uploaded the new binary to App Store Connect\n"
                "[14:52:08]: fastlane.tools finished successfully 🎉\n"
                "Brookwatch 1.8.2 (214)",
            ),
            (
                "assistant",
                "Build 1.8.2 (214) is on TestFlight. When the group opens it on wifi, the launch "
                "check should push W14-W17 up; I'll keep an eye on the table.",
            ),
            (
                "user",
                "ok so the green tick was lying because syncedAt got set before the insert, and "
                "the token had expired while they were out of signal. good find",
            ),
        ],
        "lessons": [
            {"keys": ["syncedAt", "before the insert"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh163-brookwatch-decision-site-qr-stickers-not-gps",
        "split": "fresh163",
        "steps": [
            (
                "user",
                "volunteers keep picking the wrong site from the list. ravi found 9 readings last "
                "month logged at W07 that were obviously W07a. ideas?",
            ),
            (
                "bash",
                'psql "$SUPABASE_DB_URL" -c "select a.code, b.code, '
                "round(st_distance(a.geom::geography, b.geom::geography)) as metres from sites a "
                "join sites b on a.code < b.code where st_dwithin(a.geom::geography, "
                'b.geom::geography, 150) order by metres"',
                " code | code | metres\n"
                "------+------+--------\n"
                " W07  | W07a |     41\n"
                " W26  | W27  |     88\n"
                " W19  | W20  |    112\n"
                "(3 rows)",
            ),
            (
                "think",
                "Three pairs closer than 150 m. Options: GPS preselect, QR on site posts, or "
                "better list (photos/map). GPS is zero setup for volunteers.",
            ),
            (
                "assistant",
                "Three pairs of sites are within 150 m of each other (W07/W07a are only 41 m "
                "apart), so picking from a list of 31 is easy to get wrong. Options:\n\n"
                "1. **GPS preselect**: the reading screen picks the nearest site with Core "
                "Location and the volunteer just confirms it.\n"
                "2. **QR stickers on the marker posts**: each site's post gets a weatherproof "
                "sticker; scanning it starts the reading for that site.\n"
                "3. **Better list**: a photo of each site and a map pin next to each name.\n\n"
                "I'd go with **1**: nothing to install or maintain at 31 riverbanks, and it "
                "works for sites that don't have a post.",
            ),
            (
                "user",
                "2, qr stickers on the marker posts, gps down in the strid gorge is rubbish "
                "(like ±60m under the trees) and W07 and W07a are 41m apart on opposite banks so "
                "it would just pick the wrong one confidently. every site has a post already, bev "
                "had them put in last spring",
            ),
            (
                "assistant",
                "Makes sense, I hadn't thought about tree cover in the gorge. What should happen "
                "if a sticker is missing or won't scan (mud, moss)? Block the reading, or let "
                "them pick from the list?",
            ),
            (
                "user",
                "let them pick from the list as a fallback but then it has to make them take a "
                "photo of the post, so ravi can check which site it really was",
            ),
            (
                "think",
                "QR payload: brookwatch://site/W07a. Scanner with VisionKit "
                "DataScannerViewController. "
                "Reading gets siteSource = .qr / .manual and photo attachment required for manual.",
            ),
            ("edit", "Brookwatch/Views/ScanSiteView.swift"),
            ("edit", "Brookwatch/Views/SitePickerView.swift"),
            ("edit", "Brookwatch/Models/Reading.swift"),
            ("edit", "Brookwatch/Sync/ReadingDTO.swift"),
            ("edit", "supabase/migrations/20261203101000_reading_site_source.sql"),
            ("edit", "scripts/make_site_qr_sheet.py"),
            ("edit", "BrookwatchTests/SiteSelectionTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Brookwatch -destination 'platform=iOS Simulator,"
                "name=iPhone 15' -only-testing:BrookwatchTests/SiteSelectionTests -quiet && "
                "python3 scripts/make_site_qr_sheet.py --out site-qr-sheet.pdf",
                "\t Executed 4 tests, with 0 failures (0 unexpected) in 0.196 (0.201) seconds\n"
                "** TEST SUCCEEDED **\n"
                "wrote 32 codes (W01-W31 + W07a) to site-qr-sheet.pdf",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- *Start reading* opens the scanner; a `brookwatch://site/W07a` code starts the "
                "reading for that site\n"
                "- *Can't scan?* goes to the site list, and a manual pick needs a photo of the "
                "post before the reading can be saved (`siteSource = .manual`)\n"
                "- `site-qr-sheet.pdf` has all 32 codes for Bev, labelled, 50 mm square for "
                "weatherproof sticker paper",
            ),
            ("user", "perfect, ill send bev the pdf"),
        ],
        "lessons": [
            {"keys": ["QR", "Strid"]},
            {"keys": ["fallback", "photo of the post"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh163-brookwatch-tool-stored-nitrate-range-hi713-po4",
        "split": "fresh163",
        "steps": [
            (
                "user",
                "need a check on the nitrate field. and remember this for later: the nitrate "
                "strips only read 0-50 mg/L, so a 50 means over range and has to be flagged for "
                "a lab sample, not saved as if it was 50",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "brookwatch: the volunteers' nitrate test strips read 0-50 mg/L "
                    "only; a reading of 50 means over range and must be flagged for a lab "
                    "sample rather than stored as a real 50 mg/L.",
                    "tags": ["brookwatch", "nitrate", "validation"],
                },
                '{"id":"2290","action":"stored"}',
                False,
            ),
            (
                "read",
                "Brookwatch/Models/Reading.swift",
                "@Model final class Reading {\n"
                "    var siteCode: String\n"
                "    var sampledAt: Date\n"
                "    var nitrateMgL: Double?\n"
                "    var phosphate: Double?\n"
                "    var turbidityNTU: Double?\n"
                "    var waterTempC: Double?\n"
                "    var needsLabSample = false\n"
                "    var syncedAt: Date?\n"
                "    ...\n"
                "}\n",
            ),
            (
                "think",
                "Nitrate: 0...50; 50 -> nitrateOverRange = true, needsLabSample = true, value "
                "stored as nil or 50 with a flag? Ravi would want the flag, not a fake number. "
                "The phosphate field has no unit in its name. I shouldn't guess mg/L as P vs PO4, "
                "a factor of ~3 difference. Ask.",
            ),
            (
                "assistant",
                "Saved. Plan for nitrate:\n\n"
                "- the field only accepts 0-50; anything else is an error under the field\n"
                "- a value of 50 shows *Over range: this site needs a lab sample* and saves "
                "`nitrateOverRange = true`, `needsLabSample = true`, with no number\n\n"
                "Quick question while I'm in the model: `phosphate` is the only field without a "
                "unit in its name. What does the phosphate kit report, mg/L as P or as PO4? I'd "
                "like to name it properly.",
            ),
            (
                "user",
                "its the hanna HI713 checker, it reads ppm as PO4 not P. ravi converts to P in "
                "the dashboard so just store whatever the checker says",
            ),
            ("edit", "Brookwatch/Models/Reading.swift"),
            ("edit", "Brookwatch/Models/ReadingMigrationPlan.swift"),
            ("edit", "Brookwatch/Views/ReadingForm.swift"),
            ("edit", "Brookwatch/Sync/ReadingDTO.swift"),
            ("edit", "BrookwatchTests/ReadingValidationTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Brookwatch -destination 'platform=iOS Simulator,"
                "name=iPhone 15' -only-testing:BrookwatchTests/ReadingValidationTests -quiet",
                "Test Case '-[BrookwatchTests.ReadingValidationTests testNitrate50IsOverRange]' "
                "passed (0.010 seconds).\n"
                "Test Case '-[BrookwatchTests.ReadingValidationTests testNitrateRejects51]' "
                "passed (0.004 seconds).\n"
                "Test Case '-[BrookwatchTests.ReadingValidationTests "
                "testPhosphateStoredAsPO4Unchanged]' passed (0.003 seconds).\n"
                "Test Case '-[BrookwatchTests.ReadingValidationTests "
                "testMigrationKeepsPhosphateValues]' passed (0.061 seconds).\n"
                "\t Executed 4 tests, with 0 failures (0 unexpected) in 0.078 (0.081) seconds\n"
                "** TEST SUCCEEDED **",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- nitrate validated as above, over-range readings flagged for a lab sample\n"
                "- `phosphate` renamed to `phosphatePpmPO4` with a lightweight SwiftData "
                "migration (values unchanged), label *Phosphate (ppm PO₄)*; the API column name "
                "stays `phosphate` so Ravi's dashboard isn't affected",
            ),
            ("user", "great thanks"),
        ],
        "lessons": [
            {"keys": ["HI713", "PO4"]},
        ],
        "tool_stored": [["nitrate", "50 mg/L"]],
    },
    {
        "name": "fresh163-brookwatch-rules-site-history-chart-celsius-logger-xcstrings",
        "split": "fresh163",
        "steps": [
            (
                "user",
                "can you add a site history screen, tap a site and see its last 24 readings as "
                "charts",
            ),
            (
                "read",
                "Brookwatch/Views/SiteDetailView.swift",
                "struct SiteDetailView: View {\n"
                "    let site: Site\n\n"
                "    var body: some View {\n"
                "        List {\n"
                '            LabeledContent("site.code", value: site.code)\n'
                '            LabeledContent("site.river", value: site.river)\n'
                '            NavigationLink("site.startReading") { ScanSiteView() }\n'
                "        }\n"
                "        .navigationTitle(site.name)\n"
                "    }\n"
                "}\n",
            ),
            (
                "think",
                "Swift Charts, four small charts (nitrate, phosphate, turbidity, temp). "
                "Temperature via MeasurementFormatter so it matches the user's locale. Quick "
                "print() for fetch timing while I test.",
            ),
            ("edit", "Brookwatch/Views/SiteHistoryView.swift"),
            ("edit", "Brookwatch/Views/SiteDetailView.swift"),
            (
                "bash",
                "xcodebuild build -scheme Brookwatch -destination 'platform=iOS Simulator,"
                "name=iPhone 15' -quiet",
                "** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                "First version of `SiteHistoryView` is in, for you to look over before I write "
                "tests:\n\n"
                "- four small Swift Charts (nitrate, phosphate, turbidity, water temperature), "
                "last 24 readings, oldest on the left\n"
                "- temperatures formatted with `MeasurementFormatter`, so it follows the phone's "
                "locale (°F on a US phone)\n"
                "- chart titles and axis labels written inline in the view for now\n"
                "- a `print()` of how long the fetch takes, to check it's fast enough with 24 "
                "readings x 31 sites",
            ),
            (
                "user",
                "review comments, and these go for the whole app not just this screen. temps "
                "are always celsius, dont let MeasurementFormatter flip them to fahrenheit, "
                "ravi's data is all celsius and a couple of volunteers have US locale phones. no "
                "print(), use the Logger in Log.swift (subsystem org.wharfetrust.brookwatch) so "
                "it ends up in the debug export. every user facing string goes in "
                "Localizable.xcstrings, the dee group want the app in welsh next year. oh and "
                "make the chart lines thicker, theyre hard to see outside in the sun",
            ),
            (
                "think",
                "Use .formatted(.measurement(width: .abbreviated, usage: .asProvided)) for temp "
                "to keep °C. Replace print with Log.ui.debug. Move strings to xcstrings keys "
                "history.*. lineWidth 3.",
            ),
            ("edit", "Brookwatch/Views/SiteHistoryView.swift"),
            ("edit", "Brookwatch/Resources/Localizable.xcstrings"),
            ("edit", "Brookwatch/Support/Log.swift"),
            ("edit", "BrookwatchTests/SiteHistoryTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Brookwatch -destination 'platform=iOS Simulator,"
                "name=iPhone 15' -only-testing:BrookwatchTests/SiteHistoryTests -quiet",
                "Test Case '-[BrookwatchTests.SiteHistoryTests testShowsLast24Readings]' passed "
                "(0.071 seconds).\n"
                "Test Case '-[BrookwatchTests.SiteHistoryTests testTemperatureCelsiusInUSLocale]' "
                "passed (0.018 seconds).\n"
                "Test Case '-[BrookwatchTests.SiteHistoryTests testAllStringsLocalised]' passed "
                "(0.009 seconds).\n"
                "\t Executed 3 tests, with 0 failures (0 unexpected) in 0.098 (0.101) seconds\n"
                "** TEST SUCCEEDED **",
            ),
            (
                "assistant",
                "Updated:\n\n"
                "- temperature uses `.measurement(width: .abbreviated, usage: .asProvided)`, so "
                "it's always °C; a test runs it under `en_US`\n"
                "- the fetch timing goes to `Log.ui.debug` instead of `print()`\n"
                "- all titles and axis labels are `history.*` keys in `Localizable.xcstrings`\n"
                "- chart lines are 3 pt (were 1.5)",
            ),
            ("user", "👍 ship it in the next beta"),
        ],
        "lessons": [
            {"keys": ["celsius", "MeasurementFormatter"], "not": ["follows the phone's locale"]},
            {"keys": ["print", "Logger"]},
            {"keys": ["Localizable.xcstrings", "welsh"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh163-brookwatch-correction-turbidity-alert-25-ntu-not-50",
        "split": "fresh163",
        "steps": [
            (
                "user",
                "ravi wants a push notification when someone logs a really high turbidity "
                "reading, so he can go and look for a slurry spill or whatever",
            ),
            (
                "read",
                "README.md",
                "## Alerts\n\n"
                "Readings above 50 NTU turbidity trigger an alert email to the science officer\n"
                "(edge function `notify-high-turbidity`, fired by a database webhook on insert).\n",
            ),
            (
                "read",
                "supabase/functions/notify-high-turbidity/index.ts",
                "const THRESHOLD_NTU = 50;\n\n"
                "Deno.serve(async (req) => {\n"
                "  const { record } = await req.json();\n"
                "  if (record.turbidity_ntu == null || record.turbidity_ntu <= THRESHOLD_NTU) {\n"
                "    return new Response('below threshold');\n"
                "  }\n"
                "  await sendEmail(SCIENCE_OFFICER_EMAIL, alertBody(record));\n"
                "  return new Response('sent');\n"
                "});\n",
            ),
            (
                "assistant",
                "There's already an alert path: per the README, readings above 50 NTU trigger "
                "an alert email from the `notify-high-turbidity` edge function. I'll add an APNs "
                "push to Ravi's devices in the same function, with the same threshold, so the "
                "email and the push always agree. He'll need to allow notifications in the app "
                "once.",
            ),
            ("user", "yep sounds right"),
            ("edit", "supabase/functions/notify-high-turbidity/index.ts"),
            ("edit", "supabase/functions/_shared/apns.ts"),
            ("edit", "Brookwatch/App/PushRegistration.swift"),
            ("edit", "supabase/migrations/20261205140000_device_tokens.sql"),
            (
                "bash",
                "supabase db push && supabase functions deploy notify-high-turbidity",
                "Applying migration 20261205140000_device_tokens.sql...\n"
                "Finished supabase db push.\n"
                "Bundling Function: notify-high-turbidity\n"
                "Deploying Function: notify-high-turbidity (script size: 41.7kB)\n"
                "Deployed Functions on project qhzvwkxbrtnlmopaeyds: notify-high-turbidity",
            ),
            (
                "assistant",
                "Deployed. Any reading over the threshold now sends the email and a push "
                "(*High turbidity at W22 Burnsall Bridge: 63 NTU*) that opens the reading in "
                "the app.",
            ),
            (
                "user",
                "actually hang on, ravi dropped the turbidity alert to 25 NTU back in june, 50 "
                "was missing the muddy runoff after heavy rain. is the readme out of date as well "
                "then",
            ),
            ("edit", "supabase/functions/notify-high-turbidity/index.ts"),
            ("edit", "README.md"),
            (
                "bash",
                "supabase functions deploy notify-high-turbidity",
                "Bundling Function: notify-high-turbidity\n"
                "Deploying Function: notify-high-turbidity (script size: 41.7kB)\n"
                "Deployed Functions on project qhzvwkxbrtnlmopaeyds: notify-high-turbidity",
            ),
            (
                "assistant",
                "Yes, the README and the function both still said 50. Both say 25 NTU now and "
                "the function is redeployed, so the email and the push fire for anything above "
                "25 NTU.",
            ),
            ("user", "cool ta"),
        ],
        "lessons": [
            {"keys": ["turbidity", "25 NTU"], "not": ["above 50 NTU"]},
        ],
        "tool_stored": [],
    },
]
