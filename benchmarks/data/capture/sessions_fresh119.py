"""The "fresh119" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH119: list[dict[str, Any]] = [
    # --- "cellartrack": barrel cellar records for Carrow Ridge Wines (Adelaide Hills, ~640
    # barrels, 2 barrel rooms, 14 tanks): toppings, SO2 additions, transfers and lab results,
    # entered on iPads in the cellar. Flutter 3.24 / Dart 3.5 with Riverpod 2, Cloud Firestore
    # with offline persistence, Firebase Auth (custom claims), Cloud Functions v2 in TypeScript
    # (Node 20), Codemagic CI; repo: app/lib/features/{barrels,additions,transfers,lab}/,
    # app/lib/data/ (repository providers), functions/src/, functions/test/, firestore.rules ---
    {
        "name": "fresh119-cellartrack-chitchat-riverpod-watch-read-and-typo",
        "split": "fresh119",
        "steps": [
            (
                "user",
                "whats the actual diff between ref.watch and ref.read in riverpod. jules uses ref.read in build() in a couple of places and it feels off but i cant say why",
            ),
            (
                "think",
                "Concept. watch: subscribes, widget/provider rebuilds when the value changes; use in build. read: one-time snapshot, no subscription; use in callbacks (onPressed). read in build -> stale UI, never updates. listen for side effects (snackbar). Example with barrelsProvider.",
            ),
            (
                "assistant",
                "Your instinct is right.\n\n**`ref.watch(provider)`**\n- returns the current value *and subscribes*: when the provider changes, the widget rebuilds\n- belongs in `build()`\n\n**`ref.read(provider)`**\n- returns the value once, no subscription\n- belongs in callbacks: `onPressed: () => ref.read(additionsRepoProvider).save(...)`\n\n**`ref.read` inside `build()`** gives you whatever the value was on the first build and never updates. With a barrel list that means a new topping logged on another iPad doesn't show until something else happens to rebuild the screen. It often *looks* fine in testing because something else triggers a rebuild.\n\nThere's also `ref.listen` for side effects (show a snackbar when a save fails) without rebuilding.\n\nRule of thumb: `watch` in `build`, `read` in handlers.",
            ),
            (
                "user",
                "makes sense. also the additions screen says 'Potasium metabisulfite' in the dropdown, fix pls",
            ),
            (
                "bash",
                "grep -rn 'Potasium' app/lib",
                "app/lib/features/additions/additive.dart:9:  pms('Potasium metabisulfite', 'PMS'),",
            ),
            ("edit", "app/lib/features/additions/additive.dart"),
            (
                "bash",
                "cd app && flutter test test/features/additions 2>&1 | tail -1",
                "00:03 +11: All tests passed!",
            ),
            (
                "assistant",
                "Fixed: the dropdown now reads **Potassium metabisulfite**. It was the only place with that spelling, and the additions tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh119-cellartrack-incident-offline-add-duplicates",
        "split": "fresh119",
        "steps": [
            (
                "user",
                "anna says the so2 additions from this mornings barrel room B round are in the lab sheet 2 or 3 times each. she swears she didnt enter them twice",
            ),
            (
                "bash",
                "cd functions && npx ts-node scripts/dump.ts additions --since 2026-12-07T06:00+10:30 --fields barrelId,grams,createdAt,deviceId | head -7",
                "id                    barrelId  grams  createdAt                 deviceId\nK2fq8sVd0aLr1mXe9TzP  B-2117    18.0   2026-12-07T07:12:41+10:30  ipad-cellar-2\nwQ4nZc7yHb3tGp0uJ1Rk  B-2117    18.0   2026-12-07T07:12:49+10:30  ipad-cellar-2\nf9Lm2XoP6dWq8sEa3VcN  B-2118    18.0   2026-12-07T07:14:03+10:30  ipad-cellar-2\nR7hT1yKu5jNb0gLx4QoZ  B-2118    18.0   2026-12-07T07:14:10+10:30  ipad-cellar-2\nc3Vs8kWe2mPz6rYd0HaT  B-2118    18.0   2026-12-07T07:14:16+10:30  ipad-cellar-2\nTn5bQ0xJ7uLc2vGs9KwE  B-1044    12.0   2026-12-07T07:31:55+10:30  ipad-cellar-1",
            ),
            (
                "read",
                "app/lib/features/additions/addition_form.dart",
                "Future<void> _save() async {\n    setState(() => _saving = true);\n    await ref.read(additionsRepoProvider).add(_buildAddition());\n    if (mounted) Navigator.of(context).pop();\n  }\n",
            ),
            (
                "read",
                "app/lib/data/additions_repo.dart",
                "Future<void> add(Addition a) =>\n      _db.collection('additions').add(a.toJson());\n",
            ),
            (
                "bash",
                "grep -rn 'persistenceEnabled' app/lib; grep -n '_saving' app/lib/features/additions/addition_form.dart",
                "app/lib/main.dart:21:  FirebaseFirestore.instance.settings = const Settings(persistenceEnabled: true);\napp/lib/features/additions/addition_form.dart:14:  bool _saving = false;\napp/lib/features/additions/addition_form.dart:31:    setState(() => _saving = true);",
            ),
            (
                "think",
                "All dupes from ipad-cellar-2, seconds apart, barrel room B (no wifi). With persistence on, the write lands in the local cache immediately, but the Future from add() completes only on server ack -> offline it hangs, spinner forever, form never pops. _saving is set but the button isn't disabled by it. Staff tap Save again: each add() makes a new auto ID. When the iPad got wifi back all synced. Fix: doc id created once in initState, set() on it (idempotent), don't await the server: fire the write, pop. Disable button while saving. Clean up dupes: group by barrelId+grams+device within 60s, keep earliest.",
            ),
            (
                "assistant",
                "Found it. Anna didn't enter them twice on purpose, the app made her tap Save more than once.\n\n**Cause**\n\n1. Barrel room B has no wifi, so `ipad-cellar-2` was offline for the whole round (all the duplicates come from it)\n2. With offline persistence on, Firestore writes the addition to the local cache immediately, but the Future from `add()` only completes when the *server* acknowledges the write\n3. So `await ...add(...)` in `_save()` never returned while offline: the spinner kept spinning and the form never closed\n4. `_saving` is set but the Save button doesn't check it, so a tap on Save again called `add()` again, and every `add()` creates a new document with a new auto ID. When the iPad got back on wifi, all of them synced\n\n**Fix**\n\n- the form creates the document ID client-side when it opens and saves with `set()` instead of `add()`, so another tap overwrites the same addition instead of making a new one\n- `_save()` doesn't await the server any more: it queues the write locally and closes the form; a small \"not synced\" dot on the barrel shows pending writes\n- the Save button is disabled while `_saving`\n\nI can also remove today's duplicates (same barrel, same grams, same iPad, within a minute), keeping the first of each. OK?",
            ),
            (
                "user",
                "yes do both. keep the first of each",
            ),
            ("edit", "app/lib/data/additions_repo.dart"),
            ("edit", "app/lib/features/additions/addition_form.dart"),
            ("edit", "app/lib/features/barrels/barrel_tile.dart"),
            ("edit", "app/test/features/additions/addition_form_test.dart"),
            (
                "bash",
                "cd app && flutter test test/features/additions 2>&1 | tail -1",
                "00:04 +14: All tests passed!",
            ),
            ("edit", "functions/scripts/dedupe_additions.ts"),
            (
                "bash",
                "cd functions && npx ts-node scripts/dedupe_additions.ts --since 2026-12-07T06:00+10:30 --window 60 --apply",
                "groups with duplicates: 23\ndeleted: 31\nkept: 23 (earliest of each)",
            ),
            (
                "assistant",
                "Done:\n\n- 31 duplicate additions deleted, the first of each of the 23 kept; the lab sheet should show each addition once now\n- the form fix is on `fix/offline-additions` with a test that taps Save twice offline and expects one document\n\nOnce Codemagic builds it, the cellar iPads need the update from TestFlight.",
            ),
            (
                "user",
                "got it, so offline the add() future just never resolves, make the id up front and set() it. makes sense, room B wifi is never getting fixed anyway",
            ),
            (
                "assistant",
                "Right. Any other form that writes from the cellar should follow the same pattern; the toppings form already uses a fixed ID, transfers I'll check when they land.",
            ),
        ],
        "lessons": [
            {"keys": ["add()", "set()"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh119-cellartrack-decision-lab-results-upload-screen",
        "split": "fresh119",
        "steps": [
            (
                "user",
                "valley enology emails us the lab results as csv (free so2, va, ph, malic) and someone retypes them into the app every week. can we automate that",
            ),
            (
                "read",
                "samples/valley_enology_2026-11-28.csv",
                "Sample ID,Client Ref,Free SO2 (mg/L),Total SO2 (mg/L),VA (g/L),pH,Malic (g/L),Date Analysed\nVE-88213,B-2117,22,61,0.41,3.62,<0.1,2026-11-27\nVE-88214,B-2118,27,70,0.38,3.58,0.3,2026-11-27\n",
            ),
            (
                "read",
                "app/lib/features/lab/lab_result.dart",
                "class LabResult {\n  final String barrelId;\n  final int? freeSo2MgL;\n  final int? totalSo2MgL;\n  final double? vaGL;\n  final double? ph;\n  final double? malicGL;\n  final DateTime analysedOn;\n  final String labRef;\n",
            ),
            (
                "think",
                "Client Ref = barrel id. Options: Gmail watch -> Pub/Sub -> function; their SFTP drop polled by onSchedule; upload screen in app with preview. Automation is the obvious win, recommend 1.",
            ),
            (
                "assistant",
                "The CSV maps cleanly: `Client Ref` is our barrel ID and the columns match `LabResult`. Three ways to get it in:\n\n1. **Mailbox → Cloud Function**: results go to a `lab@` Google Workspace mailbox, a Gmail watch publishes to Pub/Sub, and a function parses the attachment and writes the results. Nobody touches anything.\n2. **SFTP drop**: Valley Enology can also put files on an SFTP server; a scheduled function polls it hourly and imports new files.\n3. **Upload screen**: in the app, pick the CSV on the iPad, see a preview matched to barrels (unknown barrel IDs highlighted), tap Import.\n\nI'd go with **1**, it's the only one with no manual step.",
            ),
            (
                "user",
                "the upload screen. valley enology changes their csv column order every few months without telling anyone so a human has to eyeball it before it goes in, and its like 10 files a week. only anna can import, gate it on the cellarMaster custom claim",
            ),
            (
                "think",
                "Option 3. Parse by header name, not position (column order changes), and refuse the file if a required header is missing. Callable function importLabResults checks request.auth.token.cellarMaster; the screen only shows for users with the claim. Write via the function (admin SDK) so firestore.rules can deny client writes to labResults.",
            ),
            ("edit", "app/lib/features/lab/csv_parser.dart"),
            ("edit", "app/lib/features/lab/lab_import_screen.dart"),
            ("edit", "functions/src/lab/importLabResults.ts"),
            ("edit", "firestore.rules"),
            ("edit", "functions/test/lab/importLabResults.test.ts"),
            ("edit", "app/test/features/lab/csv_parser_test.dart"),
            (
                "bash",
                "(cd app && flutter test test/features/lab 2>&1 | tail -1) && (cd functions && npm test -- lab 2>&1 | tail -3)",
                "00:02 +9: All tests passed!\nTests:       6 passed, 6 total\nSnapshots:   0 total\nTime:        4.81 s",
            ),
            (
                "assistant",
                "Built the upload screen on `feat/lab-import`:\n\n- **Lab → Import CSV** shows up only for users with the `cellarMaster` claim\n- the parser finds columns by header name, not position, and rejects the file with a clear message if a required header is missing or renamed\n- preview table: one row per result, unknown barrel IDs in red, `<0.1` malic stored as below-detection\n- Import calls the `importLabResults` callable, which checks `cellarMaster` again on the server and writes with the admin SDK; `firestore.rules` denies client writes to `labResults`\n- tests: shuffled column order, a missing header, a non-cellar-master caller (rejected)",
            ),
            (
                "user",
                "nice. dont ship it to the ipads till after the pressing on thursday, nobody has time to try new stuff this week",
            ),
            ("assistant", "Understood, I'll leave it unmerged until you say so."),
        ],
        "lessons": [
            {"keys": ["valley enology", "column order"]},
            {"keys": ["cellarMaster", "custom claim"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh119-cellartrack-tool-stored-schedule-timezone-and-topping-interval",
        "split": "fresh119",
        "steps": [
            (
                "user",
                "add a scheduled function that flags barrels due for topping, every morning at 6 so the crew sees the list when they get in. topping interval is 21 days for every barrel except new oak, which is 14 days in its first year",
            ),
            (
                "read",
                "functions/src/index.ts",
                'import { setGlobalOptions } from "firebase-functions/v2";\n\nsetGlobalOptions({ region: "australia-southeast1", maxInstances: 5 });\n\nexport { importLabResults } from "./lab/importLabResults";\nexport { nightlyExport } from "./scheduled/nightlyExport";\n',
            ),
            (
                "read",
                "functions/src/scheduled/nightlyExport.ts",
                'export const nightlyExport = onSchedule(\n  { schedule: "30 1 * * *", timeZone: "Australia/Adelaide" },\n  async () => {\n',
            ),
            (
                "think",
                "v2 onSchedule defaults to UTC if timeZone omitted; 6am UTC is 16:30 in Adelaide. nightlyExport sets timeZone explicitly. Worth remembering for every scheduled function. Offer to save it. Barrel model: lastToppedAt, oakFirstUsedVintage? check barrel.dart.",
            ),
            (
                "bash",
                "grep -n 'lastToppedAt\\|newOak\\|firstFill' app/lib/features/barrels/barrel.dart",
                "12:  final DateTime? lastToppedAt;\n15:  final int? firstFillYear;",
            ),
            (
                "assistant",
                'Before I write it: v2 `onSchedule` runs in **UTC** unless you pass `timeZone`, so `0 6 * * *` alone would fire at 16:30 Adelaide time. `nightlyExport` already sets `timeZone: "Australia/Adelaide"`, and the region comes from `setGlobalOptions` in `index.ts`. That\'s easy to forget on the next scheduled function; want me to save it to memory?',
            ),
            ("user", "yes save it"),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": 'cellartrack Cloud Functions: every onSchedule function must set timeZone: "Australia/Adelaide" (v2 onSchedule defaults to UTC); the region australia-southeast1 is set once via setGlobalOptions in functions/src/index.ts.',
                    "tags": ["cellartrack", "firebase", "functions", "schedule"],
                },
                '{"id":"8240","action":"stored"}',
                False,
            ),
            (
                "think",
                "New oak = firstFillYear == current vintage year (or within 12 months of first fill). Interval 14 vs 21 days from lastToppedAt. Write toppingDue flag + toppingDueSince on barrel docs, batch writes of 500.",
            ),
            ("edit", "functions/src/scheduled/flagToppingDue.ts"),
            ("edit", "functions/src/index.ts"),
            ("edit", "functions/test/scheduled/flagToppingDue.test.ts"),
            ("edit", "app/lib/features/barrels/topping_due_list.dart"),
            (
                "bash",
                "cd functions && npm test -- flagToppingDue 2>&1 | tail -3",
                "Tests:       5 passed, 5 total\nSnapshots:   0 total\nTime:        3.92 s",
            ),
            (
                "assistant",
                "Saved, and the function is written:\n\n- `flagToppingDue` runs `0 6 * * *` with `timeZone: \"Australia/Adelaide\"`\n- a barrel is due when `lastToppedAt` is 21 days old, or 14 days for new oak (`firstFillYear` within the last 12 months); barrels never topped are always due\n- it sets `toppingDue` on the barrel docs in batches of 500, and the app's **Topping due** list reads that flag, sorted by room and row\n- tests cover 20/21 days, new oak at 13/14 days, and a barrel with no topping yet\n\nOn `feat/topping-due`; it'll deploy with the next `firebase deploy --only functions`.",
            ),
            ("user", "👍 ill deploy it tonight"),
        ],
        "lessons": [
            {"keys": ["topping interval", "21 days"]},
        ],
        "tool_stored": [["onSchedule", "Australia/Adelaide"]],
    },
    {
        "name": "fresh119-cellartrack-review-tank-transfers-house-rules",
        "split": "fresh119",
        "steps": [
            ("user", "can u review jules's pr #58, the tank transfer screen"),
            (
                "bash",
                "gh pr diff 58 --name-only",
                "app/lib/features/transfers/transfer.dart\napp/lib/features/transfers/transfer_screen.dart\napp/test/features/transfers/transfer_math_test.dart\nfunctions/src/transfers/onTransferCreated.ts",
            ),
            (
                "read",
                "app/lib/features/transfers/transfer.dart",
                "class Transfer {\n  final String id;\n  final String fromVesselId;\n  final String toVesselId;\n  final double volumeL;\n  final double lossL;\n  final DateTime at;\n",
            ),
            (
                "read",
                "app/lib/features/transfers/transfer_screen.dart",
                "onPressed: () {\n            final doc = FirebaseFirestore.instance.collection('transfers').doc();\n            doc.set(Transfer(id: doc.id, fromVesselId: _from!, toVesselId: _to!,\n                volumeL: _volume, lossL: _loss, at: DateTime.now()).toJson());\n            Navigator.of(context).pop();\n          },\n",
            ),
            (
                "bash",
                "grep -n 'match /transfers' firestore.rules; ls functions/test/rules/",
                "additions.test.ts\nbarrels.test.ts\nlabResults.test.ts\ntoppings.test.ts",
            ),
            (
                "think",
                "Good: client-side doc id + set(), no await. Issues: no rule for transfers (default deny -> fails in prod; emulator tests run with admin SDK so they pass). Direct FirebaseFirestore.instance in widget. volumeL double: fine for tanks, round on display. Math tests good.",
            ),
            (
                "assistant",
                "Review of #58:\n\n1. **Model**: `volumeL` as a double is fine for tank volumes; I'd just round to one decimal in the UI so 2250.0000001 L never shows up.\n2. **Screen**: `TransferScreen` writes with `FirebaseFirestore.instance` directly in `onPressed`. It does create the ID client-side and uses `set()` without awaiting, so it's safe offline.\n3. **Rules**: there's no `match /transfers/{id}` in `firestore.rules`, so with our default deny the write will be rejected in production. The tests only pass because `onTransferCreated` is tested through the admin SDK.\n4. `transfer_math_test.dart` covers losses, topping up from a tank and partial transfers, good coverage.",
            ),
            (
                "user",
                "post it but change 1. volumes are always stored as integer millilitres in a volumeMl field, never double litres, we had rounding drift in the barrel totals last vintage because of exactly that. widgets never call FirebaseFirestore.instance, they go through the repository providers in lib/data/. every collection needs its match block in firestore.rules and a rules test in functions/test/rules before it merges. and say the transfer math tests are great",
            ),
            (
                "think",
                "Replace point 1: volumeMl/lossMl as int, convert at the UI edge. Point 2: add TransfersRepo in app/lib/data/ + provider. Point 3: rule + functions/test/rules/transfers.test.ts.",
            ),
            (
                "bash",
                "gh pr review 58 --request-changes --body-file /tmp/review_58.md",
                "- Requested changes to pull request carrow-ridge/cellartrack#58",
            ),
            (
                "assistant",
                "Posted on #58 (changes requested):\n\n- `volumeL`/`lossL` → `volumeMl`/`lossMl` as `int`; litres only at the UI edge (house rule, after last vintage's rounding drift)\n- move the write into a `TransfersRepo` in `app/lib/data/` with a provider, and call that from the screen instead of `FirebaseFirestore.instance`\n- add `match /transfers/{id}` to `firestore.rules` plus `functions/test/rules/transfers.test.ts` before it merges\n- the transfer math tests are great\n\nI dropped my rounding suggestion from the review.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {
                "keys": ["integer millilitres", "volumeMl"],
                "not": ["as a double is fine"],
            },
            {"keys": ["FirebaseFirestore.instance", "repository providers"]},
            {"keys": ["firestore.rules", "functions/test/rules"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh119-cellartrack-correction-free-so2-30-for-reds",
        "split": "fresh119",
        "steps": [
            (
                "user",
                "can the barrel list show a warning badge when a barrel's last free so2 is under target",
            ),
            (
                "read",
                "app/lib/features/lab/thresholds.dart",
                "/// Free SO2 minimum, mg/L (reds and whites).\nconst int kFreeSo2MinMgL = 25;\nconst double kVaMaxGL = 0.8;\n",
            ),
            (
                "think",
                "Constant exists: 25 mg/L. Barrel has colour and latest lab result via latestLabResultProvider(barrelId). Amber badge when freeSo2MgL < threshold; none if no result.",
            ),
            ("edit", "app/lib/features/barrels/barrel_tile.dart"),
            ("edit", "app/test/features/barrels/barrel_tile_test.dart"),
            (
                "bash",
                "cd app && flutter test test/features/barrels 2>&1 | tail -1",
                "00:03 +17: All tests passed!",
            ),
            (
                "assistant",
                "Added it. Red barrels below 25 mg/L free SO2 now get an amber badge on the barrel list, using `kFreeSo2MinMgL` from `thresholds.dart`; whites use the same value. The badge only looks at the latest lab result, and barrels with no result get no badge.",
            ),
            ("user", "nice"),
            (
                "user",
                "hang on, 25 is wrong for reds. reds are 30 mg/L free since anna changed it after the brett scare last vintage, 25 is only for whites now. thresholds.dart is just out of date",
            ),
            (
                "think",
                "Split into kFreeSo2MinRedMgL = 30 and kFreeSo2MinWhiteMgL = 25, pick by barrel.colour; update the tile test for both colours.",
            ),
            ("edit", "app/lib/features/lab/thresholds.dart"),
            ("edit", "app/lib/features/barrels/barrel_tile.dart"),
            ("edit", "app/test/features/barrels/barrel_tile_test.dart"),
            (
                "bash",
                "cd app && flutter test test/features/barrels test/features/lab 2>&1 | tail -1",
                "00:04 +24: All tests passed!",
            ),
            (
                "assistant",
                "Fixed: `thresholds.dart` now has `kFreeSo2MinRedMgL = 30` and `kFreeSo2MinWhiteMgL = 25`, and the badge picks by the barrel's colour. Tests check a red at 28 (badge) and a white at 28 (no badge).",
            ),
            ("user", "good, push it"),
            (
                "bash",
                "git push -u origin feat/so2-badge 2>&1 | tail -1",
                "branch 'feat/so2-badge' set up to track 'origin/feat/so2-badge'.",
            ),
            ("assistant", "Pushed `feat/so2-badge`."),
        ],
        "lessons": [
            {"keys": ["reds", "30 mg/L"], "not": ["red barrels below 25 mg/L"]},
        ],
        "tool_stored": [],
    },
]
