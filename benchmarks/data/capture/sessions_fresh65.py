"""The "fresh65" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH65: list[dict[str, Any]] = [
    # --- "cragbook": bouldering logbook and gym check-in app (Flutter 3.24 / Dart 3.5, Riverpod 2 + riverpod_generator, go_router, dio against a REST API, Firebase Auth/Crashlytics/FCM, Firestore for chat only, dev/prod flavors, Codemagic CI, App Store + Play) ---
    {
        "name": "fresh65-cragbook-decision-drift-not-isar-for-offline-logbook",
        "split": "fresh65",
        "steps": [
            (
                "user",
                "logbook is getting slow for heavy users, some ppl have 4k+ sends and we load the whole json blob from shared_prefs on every start. need a real local db, also want offline logging at the gym (basement gyms, no signal). options? isar, drift, hive, whatever. dont write code yet",
            ),
            (
                "bash",
                "grep -n 'prefs\\.' lib/logbook/logbook_store.dart; dart run tool/bench_logbook.dart --sends 4000",
                "18:    final raw = _prefs.getString('logbook_v3');\n24:    await _prefs.setString('logbook_v3', jsonEncode(sends.map((s) => s.toJson()).toList()));\njsonDecode 4000 sends: 96 ms (desktop, JIT)\nfull rewrite on add: 71 ms (desktop, JIT)",
            ),
            (
                "read",
                "lib/logbook/stats_screen.dart",
                "  Map<String, Map<String, int>> _sendsPerGradePerGym(List<Send> sends, List<Route> routes, List<Gym> gyms) {\n    final byRoute = {for (final r in routes) r.id: r};\n    final byGym = {for (final g in gyms) g.id: g};\n    final out = <String, Map<String, int>>{};\n    for (final s in sends) {\n      final route = byRoute[s.routeId];\n      if (route == null) continue;\n      final gym = byGym[route.gymId]?.name ?? '?';\n      final grade = _scale.format(route.difficulty);\n      out.putIfAbsent(gym, () => {}).update(grade, (n) => n + 1, ifAbsent: () => 1);\n    }\n    return out;\n  }\n",
            ),
            (
                "assistant",
                "Options:\n\n1. **isar** (3.1): fast and a nice Dart API, but development has effectively stopped since the author stepped away; 4.0 never left dev, there's a community fork. No joins, so the stats stay as Dart loops like `_sendsPerGradePerGym`.\n2. **drift** (2.20, on sqlite3): actively maintained, typed queries, schema versions with generated migration tests, real `JOIN`/`GROUP BY`, so \"sends per grade per gym per month\" becomes one query, and `watch()` streams plug into Riverpod.\n3. **hive / hive_ce**: key-value boxes, no queries; basically what we have now, just faster.\n4. **sqflite** directly: works, but raw SQL strings and no migration tooling.\n\nOffline logging is the same work in all of them: sends get a client-generated uuid, sit in a pending table, and a sync job pushes them to `POST /v2/sends` when there's a connection (the uuid makes retries idempotent).",
            ),
            (
                "user",
                "we go with drift, not isar: isar is basically abandoned and the logbook stats need real sql joins across sends, routes and gyms. hive's out for the same reason. keep the client uuid idea for offline sync. write it up in docs/decisions so nobody re-opens it",
            ),
            ("edit", "docs/decisions/007-local-db-drift.md"),
            (
                "bash",
                "head -14 docs/decisions/007-local-db-drift.md",
                "# 007: Local database is drift\n\nStatus: accepted (2026-12-07)\n\n## Decision\nThe logbook (sends, routes, gyms cache, pending sync queue) moves from the\nshared_preferences JSON blob to drift (SQLite).\n\n## Why\n- isar is effectively unmaintained.\n- The logbook stats need SQL joins across sends, routes and gyms; hive has no queries.\n\n## Offline sync\nSends get a client uuid and are pushed to POST /v2/sends when online; the uuid makes retries idempotent.",
            ),
            (
                "assistant",
                "Wrote `docs/decisions/007-local-db-drift.md` with the decision, why not isar/hive, and the offline-sync outline. Next step would be the migration itself: on first start after the update, read `logbook_v3` from prefs, insert into drift in one transaction, then delete the prefs key. Want a ticket for that?",
            ),
            ("user", "yes ticket it, CB-311"),
        ],
        "lessons": [
            {"keys": ["drift", "sql joins"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh65-cragbook-incident-startup-crash-obfuscated-runtimetype-grade-scale",
        "split": "fresh65",
        "steps": [
            (
                "user",
                "crashlytics is exploding since 2.8.0 went out this morning. 'Bad state: No element' right at startup, android + ios, ~30% of sessions. 2.7.4 was fine. halted the play rollout, ios is already at 100% tho",
            ),
            (
                "bash",
                "flutter symbolize -i crashes/2.8.0-top.txt -d artifacts/2.8.0/debug-info/app.android-arm64.symbols | head -6",
                "Bad state: No element\n#0      ListBase.firstWhere (dart:collection/list.dart:89)\n#1      GradeScale.fromName (package:cragbook/grades/grade_scale.dart:41)\n#2      SettingsRepository.load (package:cragbook/settings/settings_repository.dart:28)\n#3      _bootstrap (package:cragbook/bootstrap.dart:33)\n#4      main (package:cragbook/main_prod.dart:9)",
            ),
            (
                "read",
                "lib/grades/grade_scale.dart",
                "sealed class GradeScale {\n  const GradeScale();\n\n  static const all = <GradeScale>[FontScale(), VScale(), YdsScale()];\n\n  static GradeScale fromName(String name) =>\n      all.firstWhere((s) => s.runtimeType.toString() == name);\n\n  String format(int difficulty);\n}\n",
            ),
            (
                "read",
                "lib/settings/settings_repository.dart",
                "  Future<Settings> load() async {\n    final scaleName = _prefs.getString('grade_scale');\n    return Settings(\n      gradeScale: scaleName == null ? const FontScale() : GradeScale.fromName(scaleName),\n      units: Units.values.byName(_prefs.getString('units') ?? 'metric'),\n    );\n  }\n\n  Future<void> setGradeScale(GradeScale scale) =>\n      _prefs.setString('grade_scale', scale.runtimeType.toString());\n",
            ),
            (
                "bash",
                "grep -n 'flutter build' codemagic.yaml; adb shell run-as app.cragbook.prod cat shared_prefs/FlutterSharedPreferences.xml | grep grade_scale",
                '64:          flutter build appbundle --flavor prod -t lib/main_prod.dart --obfuscate --split-debug-info=build/debug-info --build-number=$BUILD_NUMBER\n71:          flutter build ipa --flavor prod -t lib/main_prod.dart --obfuscate --split-debug-info=build/debug-info --build-number=$BUILD_NUMBER --export-options-plist=ios/export_prod.plist\n    <string name="flutter.grade_scale">Xk</string>',
            ),
            (
                "think",
                "The stored value is 'Xk', an obfuscated class name. Dart obfuscation renames classes per build, so 2.8.0's VScale is no longer 'Xk' and firstWhere throws. Users on the default never wrote the pref, that explains ~30%. The 2.5-2.7.4 symbol files are in CI artifacts, so the old names can be mapped.",
            ),
            (
                "assistant",
                "Root cause: `setGradeScale` saves `scale.runtimeType.toString()`, and our release builds are built with `--obfuscate`, so what's on users' phones is an obfuscated class name like `Xk`, not `VScale`. Obfuscated names aren't stable between builds: in 2.8.0 the three scale classes got different names, `GradeScale.fromName` found no match and `firstWhere` threw on startup for everyone who had ever changed their grade scale (the ~30%; people on the default have no pref and start fine). Debug and profile builds aren't obfuscated, so it never showed up in testing.\n\nFix for 2.8.1: give each scale a stable `id` (`'font'`, `'v'`, `'yds'`), save that, and have `fromId` fall back to Font for anything unknown instead of throwing. The symbol maps for 2.5.0 to 2.7.4 are in the Codemagic artifacts, so I can map those builds' obfuscated names back to ids and most users keep their setting.",
            ),
            ("user", "do it, hotfix 2.8.1 today"),
            ("edit", "lib/grades/grade_scale.dart"),
            ("edit", "lib/settings/settings_repository.dart"),
            ("edit", "lib/settings/legacy_grade_scale_names.dart"),
            ("edit", "test/settings/settings_repository_test.dart"),
            (
                "bash",
                "flutter test test/settings test/grades 2>&1 | tail -1 && flutter build appbundle --flavor prod -t lib/main_prod.dart --obfuscate --split-debug-info=/tmp/di 2>&1 | tail -1",
                "00:03 +14: All tests passed!\n✓ Built build/app/outputs/bundle/prodRelease/app-prod-release.aab (31.4MB)",
            ),
            (
                "assistant",
                "Hotfix is ready:\n\n- `GradeScale.id` on each scale, `GradeScale.fromId` returns `FontScale` for unknown values\n- `SettingsRepository` writes the id; on load, a value that isn't an id is looked up in `legacy_grade_scale_names.dart` (the obfuscated names from 2.5.0–2.7.4, 15 entries) and rewritten as an id, anything else falls back to Font\n- tests: an id, a legacy obfuscated name, junk, and no pref\n- an obfuscated local release build starts fine with `Xk` in prefs\n\nBump to 2.8.1 and push, and Codemagic builds both stores.",
            ),
            ("user", "👍 pushing to codemagic now"),
        ],
        "lessons": [
            {"keys": ["runtimeType.toString()", "--obfuscate"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh65-cragbook-nearby-gyms-rest-v2-not-firestore-and-ios-15-corrections",
        "split": "fresh65",
        "steps": [
            (
                "user",
                "gym list should be sortable by distance, a 'nearby' toggle at the top. only ask for location permission when they tap it",
            ),
            (
                "bash",
                "ls lib/gyms/ lib/gyms/data/",
                "lib/gyms/:\ndata\ngym_detail_screen.dart\ngym_list_screen.dart\ngyms_providers.dart\n\nlib/gyms/data/:\nfirestore_gym_source.dart\ngym.dart\ngym_api.dart",
            ),
            (
                "read",
                "lib/gyms/data/firestore_gym_source.dart",
                "class FirestoreGymSource {\n  FirestoreGymSource(this._db);\n  final FirebaseFirestore _db;\n\n  Stream<List<Gym>> watchAll() => _db\n      .collection('gyms')\n      .orderBy('name')\n      .snapshots()\n      .map((q) => q.docs.map((d) => Gym.fromJson(d.data())).toList());\n}\n",
            ),
            (
                "assistant",
                'Plan: the gym list pulls from the gyms collection in Firestore (`FirestoreGymSource.watchAll`), so for "nearby" I\'d add a geohash field to each gym doc and query with geoflutterfire_plus, with the position from geolocator. geolocator 13 needs iOS 12+ and our deployment target is iOS 13, so no bump needed. The geohash field would be backfilled with a one-off admin script. OK?',
            ),
            (
                "user",
                "no, that firestore source is dead code, gyms come from the rest api GET /v2/gyms since march, firestore is only the chat now. the endpoint already takes ?lat=&lng= and sorts by distance server side, just pass them. and our min is iOS 15 not 13, it went up in 2.6 for the live activity widget. delete firestore_gym_source.dart while ur there",
            ),
            (
                "bash",
                "grep -n \"platform :ios\" ios/Podfile; grep -h 'IPHONEOS_DEPLOYMENT_TARGET' ios/Runner.xcodeproj/project.pbxproj | sort -u; grep -n \"lat\\|'/v2/gyms'\" lib/gyms/data/gym_api.dart",
                "2:platform :ios, '15.0'\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n14:  Future<List<Gym>> list({double? lat, double? lng}) async {\n16:      '/v2/gyms',\n17:      queryParameters: {if (lat != null) 'lat': lat, if (lng != null) 'lng': lng},",
            ),
            (
                "bash",
                "git rm -q lib/gyms/data/firestore_gym_source.dart && grep -rn 'FirestoreGymSource' lib test; flutter pub add geolocator 2>&1 | tail -1",
                "Changed 4 dependencies!",
            ),
            ("edit", "lib/gyms/gyms_providers.dart"),
            ("edit", "lib/gyms/gym_list_screen.dart"),
            ("edit", "ios/Runner/Info.plist"),
            ("edit", "android/app/src/main/AndroidManifest.xml"),
            ("edit", "test/gyms/gym_list_screen_test.dart"),
            (
                "bash",
                "flutter analyze 2>&1 | tail -1 && flutter test test/gyms 2>&1 | tail -1",
                "No issues found! (ran in 4.1s)\n00:04 +9: All tests passed!",
            ),
            (
                "assistant",
                'Done:\n\n- deleted `firestore_gym_source.dart` (nothing referenced it)\n- `nearbyGymsProvider(position)` calls `GymApi.list(lat:, lng:)`, so sorting happens server side on `/v2/gyms`\n- the "Nearby" toggle asks for permission via geolocator only when tapped; if denied it flips back and shows a snackbar with a link to settings\n- `NSLocationWhenInUseUsageDescription` in Info.plist, `ACCESS_COARSE_LOCATION` in the manifest (coarse is enough for sorting)\n- widget tests for toggle on/off and permission denied',
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["/v2/gyms"], "not": ["gyms collection in Firestore"]},
            {"keys": ["iOS 15"], "not": ["iOS 13"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh65-cragbook-report-route-sheet-arb-and-goldens-rules-build-number-correction",
        "split": "fresh65",
        "steps": [
            (
                "user",
                "add a 'report a problem' button on route detail → bottom sheet with reason chips (loose hold, wrong grade, dirty/needs brushing, other) + optional comment, POST /v2/routes/{id}/reports. this goes into 2.9.0 so bump the version too",
            ),
            (
                "read",
                "lib/routes/route_detail_screen.dart",
                "      appBar: AppBar(\n        title: Text(route.name),\n        actions: [\n          IconButton(\n            icon: const Icon(Icons.share_outlined),\n            tooltip: context.l10n.shareRoute,\n            onPressed: () => ref.read(shareServiceProvider).shareRoute(route),\n          ),\n        ],\n      ),\n",
            ),
            ("bash", "grep -n '^version' pubspec.yaml", "4:version: 2.8.1+56"),
            ("edit", "lib/routes/report_problem_sheet.dart"),
            ("edit", "lib/routes/route_detail_screen.dart"),
            ("edit", "lib/routes/data/route_api.dart"),
            ("edit", "pubspec.yaml"),
            (
                "bash",
                "flutter analyze 2>&1 | tail -1; flutter test test/routes 2>&1 | tail -1",
                "No issues found! (ran in 3.8s)\n00:05 +11: All tests passed!",
            ),
            (
                "assistant",
                'Added:\n\n- a flag icon in the route detail app bar opening `ReportProblemSheet`: `ChoiceChip`s "Loose hold", "Wrong grade", "Dirty / needs brushing", "Other", an optional comment field (max 500 chars) and a Send button\n- `RouteApi.reportProblem(routeId, reason, comment)` → `POST /v2/routes/{id}/reports`; on success the sheet closes with a snackbar "Thanks, the setters will take a look"\n- bumped pubspec.yaml to `version: 2.9.0+57` (next build number)',
            ),
            (
                "user",
                "two rules for every new screen from now on. all user-facing text goes in lib/l10n/app_en.arb (and app_de.arb, the translators fill the de ones), no hardcoded strings, not even in snackbars. and every new widget gets a golden test under test/goldens with alchemist. oh and put the +56 back, the build number is set by codemagic from BUILD_NUMBER, we only ever touch the 2.9.0 part. then open the pr",
            ),
            ("edit", "lib/l10n/app_en.arb"),
            ("edit", "lib/l10n/app_de.arb"),
            ("edit", "lib/routes/report_problem_sheet.dart"),
            ("edit", "test/goldens/report_problem_sheet_golden_test.dart"),
            (
                "bash",
                "sed -i 's/^version: .*/version: 2.9.0+56/' pubspec.yaml && flutter gen-l10n && flutter test --update-goldens test/goldens/report_problem_sheet_golden_test.dart 2>&1 | tail -1 && flutter test 2>&1 | tail -1 && git push -qu origin cb-318-report-route-problem && gh pr create --fill | tail -1",
                "00:06 +2: All tests passed!\n01:12 +214: All tests passed!\nhttps://github.com/cragbook/cragbook-app/pull/487",
            ),
            (
                "assistant",
                'Updated and opened https://github.com/cragbook/cragbook-app/pull/487:\n\n- the sheet\'s title, chip labels, hint, button and snackbar are now `context.l10n.*` keys (`reportProblemTitle`, `reportReasonLooseHold`, …) in `app_en.arb`; `app_de.arb` has the same keys with the English text and `@`-descriptions for the translators\n- `test/goldens/report_problem_sheet_golden_test.dart` (alchemist): empty state and "Wrong grade" selected with a comment, light and dark\n- pubspec is `version: 2.9.0+56`',
            ),
        ],
        "lessons": [
            {"keys": ["app_en.arb", "hardcoded strings"]},
            {"keys": ["test/goldens", "alchemist"]},
            {"keys": ["BUILD_NUMBER", "codemagic"], "not": ["2.9.0+57"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh65-cragbook-tool-stored-firebase-flavors-and-review-demo-account",
        "split": "fresh65",
        "steps": [
            (
                "user",
                "remember the firebase setup for me: two projects, cragbook-dev and cragbook-prod. config files per flavor in android/app/src/dev|prod/google-services.json and ios/config/dev|prod/GoogleService-Info.plist, a run script build phase copies the right plist. regenerate with flutterfire configure --project=cragbook-dev --out=lib/firebase_options_dev.dart (same for prod). then help me write the app review notes for 2.9.0",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "cragbook Firebase: two projects, cragbook-dev and cragbook-prod. Per-flavor config files: android/app/src/{dev,prod}/google-services.json and ios/config/{dev,prod}/GoogleService-Info.plist (a Run Script build phase copies the right plist). Regenerate with: flutterfire configure --project=cragbook-dev --out=lib/firebase_options_dev.dart (same with prod).",
                    "tags": ["cragbook", "firebase", "flavors"],
                },
                '{"id":"6215","action":"stored"}',
                False,
            ),
            (
                "bash",
                "git log --oneline v2.8.1..HEAD --no-merges | head -8",
                "a41c9e2 CB-318 report a problem with a route\n7f02b6d CB-305 nearby toggle on gym list\n3d9e1a0 CB-311 move logbook to drift\n91bc4f7 CB-309 rest timer on session screen\n0e6a2d3 CB-312 fix chat unread badge on iPad\nc58d7b1 bump deps",
            ),
            (
                "assistant",
                'Draft review notes for 2.9.0:\n\n> New in this version: report a problem with a route (Route → flag icon), a "Nearby" sort on the gym list (asks for location only when tapped, used only for sorting), a rest timer, and offline logging.\n>\n> To test: sign in with the demo account below, open Gyms → "Boulderhalle Demo", check in with the QR screen, log a send on any route.\n\nWhich demo account should go in the Sign-In Information?',
            ),
            (
                "user",
                "looks good. the demo account for review is review@cragbook.app, its membership at Boulderhalle Demo expires every month and has to be renewed in the admin before each ios submission, apple rejected 2.5 because the QR check-in said 'membership expired'. pw's in 1password under App Review. can u check it now",
            ),
            (
                "bash",
                "curl -s -H \"Authorization: Bearer $CB_ADMIN_TOKEN\" https://api.cragbook.app/admin/v2/users/by-email/review@cragbook.app/memberships | jq -c '.[] | {gym, valid_until}'",
                '{"gym":"Boulderhalle Demo","valid_until":"2026-12-02"}',
            ),
            (
                "bash",
                'curl -s -X POST -H "Authorization: Bearer $CB_ADMIN_TOKEN" -H \'Content-Type: application/json\' -d \'{"gym":"boulderhalle-demo","months":1}\' https://api.cragbook.app/admin/v2/users/by-email/review@cragbook.app/memberships/renew | jq -c \'{gym, valid_until}\'',
                '{"gym":"Boulderhalle Demo","valid_until":"2027-01-07"}',
            ),
            (
                "assistant",
                "Saved the Firebase setup to memory.\n\nThe review account's membership had expired on 2026-12-02; renewed it, now valid until 2027-01-07. Sign-In Information: `review@cragbook.app` with the password from 1Password. The notes above are ready to paste.",
            ),
            ("user", "perfect, submitting"),
        ],
        "lessons": [
            {"keys": ["review@cragbook.app", "renewed"]},
        ],
        "tool_stored": [["cragbook-dev", "flutterfire configure"]],
    },
    {
        "name": "fresh65-cragbook-chitchat-const-vs-final-list-and-duration-mmss",
        "split": "fresh65",
        "steps": [
            ("user", "dumb q. const vs final for a List in dart, whats actually different"),
            (
                "assistant",
                "`final xs = [1, 2];` — the variable can't be reassigned, but the list is a normal growable list: `xs.add(3)` works.\n`const xs = [1, 2];` — the list is a compile-time constant and deeply immutable: `xs.add(3)` throws `Unsupported operation` at runtime, and identical const lists are canonicalized (`identical(const [1], const [1])` is true).",
            ),
            ("user", "k. and quickest way to show a Duration as mm:ss, for the rest timer"),
            (
                "bash",
                "cat > /tmp/d.dart <<'EOF'\nString mmss(Duration d) =>\n    '${d.inMinutes.toString().padLeft(2, '0')}:${(d.inSeconds % 60).toString().padLeft(2, '0')}';\nvoid main() {\n  for (final s in [90, 5, 720]) print(mmss(Duration(seconds: s)));\n}\nEOF\ndart run /tmp/d.dart",
                "01:30\n00:05\n12:00",
            ),
            (
                "assistant",
                "```dart\nString mmss(Duration d) =>\n    '${d.inMinutes.toString().padLeft(2, '0')}:${(d.inSeconds % 60).toString().padLeft(2, '0')}';\n```\n90 s → `01:30`, 5 s → `00:05`, 12 min → `12:00`. Over an hour it just keeps counting minutes (`75:00`), which is probably fine for a rest timer.",
            ),
            ("user", "yeah nobody rests an hour lol. ty"),
            ("assistant", "😄 Anything else for the timer?"),
            ("user", "nope thats it"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
