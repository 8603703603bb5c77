"""The "fresh66" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH66: list[dict[str, Any]] = [
    # --- "parkpass": on-street parking payment app for Dutch municipalities (Flutter 3.24 / Dart 3.5, Riverpod 2 + riverpod_generator, go_router, Dio + retrofit, freezed/json_serializable, Hive for settings, flutter_local_notifications + FCM, Firebase Crashlytics, flavors dev/acc/prod, Codemagic CI to TestFlight / Play / Firebase App Distribution) ---
    {
        "name": "fresh66-parkpass-chitchat-null-let-pattern-and-duration-scratch",
        "split": "fresh66",
        "steps": [
            (
                "user",
                "quick one, whats the dart way to do kotlin's x?.let { } . if (x != null) everywhere feels clunky",
            ),
            (
                "assistant",
                "Dart has no `let`, but Dart 3 patterns get close:\n\n```dart\nif (session?.endsAt case final endsAt?) {\n  scheduleReminder(endsAt);\n}\n```\n\n`case final endsAt?` matches only when the value is non-null and binds it as non-nullable. For a one-liner inside an expression you can write a tiny extension:\n\n```dart\nextension Let<T extends Object> on T {\n  R let<R>(R Function(T) f) => f(this);\n}\n// session?.endsAt?.let(scheduleReminder);\n```\n\nMost Dart code just uses the `case` pattern or a local variable with `if (x != null)`, since promotion works on locals.",
            ),
            (
                "user",
                "ok the case thing is neat. also can u make me a quick fn that formats a Duration like 1u 05m, its for a screenshot on a slide for tomorrows demo, just a scratch file, not the app",
            ),
            ("edit", "/tmp/scratch/fmt_duration.dart"),
            (
                "bash",
                "dart run /tmp/scratch/fmt_duration.dart",
                "1u 05m\n0u 45m\n2u 30m\n12u 00m",
            ),
            (
                "assistant",
                "`/tmp/scratch/fmt_duration.dart`:\n\n```dart\nString fmt(Duration d) =>\n    '${d.inHours}u ${(d.inMinutes % 60).toString().padLeft(2, '0')}m';\n```\n\nOutput for 65, 45, 150 and 720 minutes is above.",
            ),
            ("user", "lol 0u 45m looks dumb, drop the hours when its 0"),
            ("edit", "/tmp/scratch/fmt_duration.dart"),
            (
                "bash",
                "dart run /tmp/scratch/fmt_duration.dart",
                "1u 05m\n45m\n2u 30m\n12u 00m",
            ),
            (
                "assistant",
                "Now it prints `45m` when there are no full hours and `1u 05m` otherwise.",
            ),
            ("user", "perfect ty, thats all for today"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh66-parkpass-decision-drift-over-isar-for-parking-history",
        "split": "fresh66",
        "steps": [
            (
                "user",
                "parking history screen is getting slow for the heavy users (fleet accounts w/ 20 plates), we load the whole hive box and filter in dart. julia wants to move to isar, i was leaning drift. look at what we have and lay out the options, no code yet",
            ),
            (
                "bash",
                "grep -rn 'Hive.openBox' lib | head; grep -nE '^\\s+(hive|hive_flutter|isar|drift|sqlite3_flutter_libs):' pubspec.yaml",
                "lib/history/history_repository.dart:18:    _box = await Hive.openBox<ParkingSessionRecord>('history');\nlib/settings/settings_store.dart:11:    _box = await Hive.openBox('settings');\n  hive: ^2.2.3\n  hive_flutter: ^1.1.0",
            ),
            (
                "read",
                "lib/history/history_repository.dart",
                "class HistoryRepository {\n  late final Box<ParkingSessionRecord> _box;\n\n  Future<void> init() async {\n    _box = await Hive.openBox<ParkingSessionRecord>('history');\n  }\n\n  List<ParkingSessionRecord> forPeriod(DateTimeRange range, {String? plate}) {\n    return _box.values\n        .where((s) => !s.startedAt.isBefore(range.start) && s.startedAt.isBefore(range.end))\n        .where((s) => plate == null || s.plate == plate)\n        .toList()\n      ..sort((a, b) => b.startedAt.compareTo(a.startedAt));\n  }\n\n  Future<void> upsert(ParkingSessionRecord r) => _box.put(r.sessionId, r);\n}\n",
            ),
            (
                "bash",
                "curl -s https://pub.dev/api/packages/isar | jq -r '.latest.version, .latest.published'; curl -s https://pub.dev/api/packages/drift | jq -r '.latest.version, .latest.published'",
                "3.1.0+1\n2023-04-25T00:08:53.370870Z\n2.21.0\n2024-10-31T20:12:44.614151Z",
            ),
            (
                "bash",
                "adb shell run-as nl.parkpass.app.acc ls -la app_flutter/ | grep -E 'history|settings'",
                "-rw------- 1 u0_a214 u0_a214 19284736 2026-12-07 09:12 history.hive\n-rw------- 1 u0_a214 u0_a214        4096 2026-12-07 09:12 history.lock\n-rw------- 1 u0_a214 u0_a214        2311 2026-12-07 09:12 settings.hive",
            ),
            (
                "assistant",
                "What we have: history is a Hive box of `ParkingSessionRecord` (19 MB on the acc fleet test account), and `forPeriod` loads every value, filters and sorts in Dart on each open of the screen. Settings is a separate tiny box.\n\nOptions:\n\n1. **Isar** (what Julia suggests): very fast, typed queries and indexes. But the latest stable is 3.1.0+1 from April 2023, v4 never left dev, and there is only a community fork (`isar_community`) keeping it alive. It also ships its own native core per platform.\n2. **Drift** (SQLite): indexes on `started_at` and `plate`, real SQL for the period/plate filters and for the monthly totals the fleet export needs, and a proper schema-version migration API with generated migration tests (`drift_dev make-migrations`). It uses `build_runner`, which we already run for freezed/retrofit. Actively released (2.21.0, Oct 2024).\n3. **Stay on Hive** and keep a second box as a manual index by month: cheapest, but we'd still have no migrations and we'd be hand-maintaining an index.\n\nI'd go with Drift for history and leave settings in Hive.",
            ),
            (
                "user",
                "ok going with drift, not isar: isar hasn't shipped a release since 2023 and we need real schema migrations for the history table, we got burned twice by hive having no migrations. hive stays only for the small settings box. start with the history table + a one-time import from the old hive box",
            ),
            ("edit", "pubspec.yaml"),
            ("edit", "lib/db/app_database.dart"),
            ("edit", "lib/history/history_repository.dart"),
            ("edit", "lib/db/hive_history_import.dart"),
            ("edit", "test/history/history_repository_test.dart"),
            (
                "bash",
                "dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -1 && flutter test test/history 2>&1 | tail -2",
                "[INFO] Succeeded after 21.4s with 38 outputs (112 actions)\n00:04 +9: All tests passed!",
            ),
            (
                "assistant",
                "Done, on top of the current branch:\n\n- `drift: ^2.21.0`, `drift_flutter`, and `drift_dev` as a dev dependency\n- `AppDatabase` (schemaVersion 1) with a `parking_sessions` table: `session_id` PK, `plate`, `zone_code`, `started_at`, `ended_at`, `amount_cents`, plus indexes on `started_at` and `(plate, started_at)`\n- `HistoryRepository.forPeriod` is now a single indexed query with `ORDER BY started_at DESC`\n- `HiveHistoryImport` runs once on startup: copies the `history` box into the table in batches of 500, sets `history_imported_v1` in the settings box, then deletes the old box file\n- 9 tests, including the import being idempotent if it's interrupted halfway",
            ),
            ("user", "nice, put it on the 3.6 branch and ping julia on the PR"),
        ],
        "lessons": [
            {"keys": ["drift", "isar", "migrations"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh66-parkpass-incident-android14-exact-alarm-reminders-swallowed",
        "split": "fresh66",
        "steps": [
            (
                "user",
                "play reviews tanking since 3.4.0, people writing 'herinnering kwam niet' and some got a parkeerbon. android only, ios is fine. it's the local notif 10 min before the session ends. can u dig",
            ),
            (
                "bash",
                "git diff v3.3.2 v3.4.0 -- android/app/build.gradle",
                '@@ -31,9 +31,9 @@ android {\n     namespace "nl.parkpass.app"\n-    compileSdk 33\n+    compileSdk 34\n \n     defaultConfig {\n         minSdkVersion 24\n-        targetSdkVersion 33\n+        targetSdkVersion 34\n         versionCode flutterVersionCode.toInteger()',
            ),
            (
                "read",
                "lib/reminders/reminder_scheduler.dart",
                "class ReminderScheduler {\n  ReminderScheduler(this._plugin);\n  final FlutterLocalNotificationsPlugin _plugin;\n\n  Future<void> scheduleEndReminder(ParkingSession s) async {\n    final at = tz.TZDateTime.from(s.endsAt, tz.local).subtract(const Duration(minutes: 10));\n    try {\n      await _plugin.zonedSchedule(\n        s.id.hashCode,\n        'Je parkeersessie loopt bijna af',\n        '${s.zoneCode} \u00b7 nog 10 minuten',\n        at,\n        _details,\n        androidScheduleMode: AndroidScheduleMode.exactAllowWhileIdle,\n        uiLocalNotificationDateInterpretation: UILocalNotificationDateInterpretation.absoluteTime,\n      );\n    } on PlatformException catch (_) {\n      // ignore, reminder is best effort\n    }\n  }\n}\n",
            ),
            ("edit", "lib/reminders/reminder_scheduler.dart"),
            (
                "bash",
                'for d in emulator-5554 emulator-5556; do flutter install --flavor acc -d $d >/dev/null; echo "== $d android $(adb -s $d shell getprop ro.build.version.release)"; adb -s $d logcat -d -s flutter | grep reminder | tail -2; done',
                "== emulator-5554 android 14\nI flutter : [reminder] scheduling session 88213 endsAt=2026-12-07T14:30:00.000+0100\nI flutter : [reminder] schedule failed: PlatformException(exact_alarms_not_permitted, Exact alarms are not permitted, null, null)\n== emulator-5556 android 13\nI flutter : [reminder] scheduling session 88214 endsAt=2026-12-07T14:35:00.000+0100\nI flutter : [reminder] scheduled id=-1240981722 at 2026-12-07 14:25:00.000+0100",
            ),
            (
                "assistant",
                "Found it. Root cause: 3.4.0 raised targetSdk from 33 to 34, and on Android 14 the SCHEDULE_EXACT_ALARM permission is no longer granted by default to apps targeting 34, so `zonedSchedule` with `exactAllowWhileIdle` throws `exact_alarms_not_permitted` and `reminder_scheduler.dart` swallows that PlatformException, so no reminder gets scheduled and nothing reaches Crashlytics.\n\nOn the Android 13 emulator the same build schedules fine. Users who had the app before moving to Android 14 usually keep the grant, which is why it's only some people.\n\n`USE_EXACT_ALARM` would avoid the prompt, but Play only allows it for alarm-clock and calendar apps, so that's out. Proposed fix:\n- check `canScheduleExactNotifications()` first; if it's false, schedule with `AndroidScheduleMode.inexactAllowWhileIdle` 15 minutes before the end instead of 10 (inexact alarms can fire a few minutes late)\n- show a banner on the active session screen that opens the exact-alarm settings via `requestExactAlarmsPermission()`",
            ),
            (
                "user",
                "go with the fallback + the banner. and new rule for the whole codebase: no empty catch on PlatformException, ever, at minimum FirebaseCrashlytics.instance.recordError with the stack. we found this through 1 star reviews instead of crashlytics",
            ),
            ("edit", "lib/reminders/reminder_scheduler.dart"),
            ("edit", "lib/reminders/exact_alarm_banner.dart"),
            ("edit", "test/reminders/reminder_scheduler_test.dart"),
            (
                "bash",
                "grep -rn -A1 'on PlatformException' lib | grep -B1 -E '^\\S+-\\s*(\\}|//)'",
                "lib/payments/ideal_launcher.dart:42:    } on PlatformException catch (_) {\nlib/payments/ideal_launcher.dart-43-    }\n--\nlib/location/location_service.dart:67:    } on PlatformException {\nlib/location/location_service.dart-68-      // user denied, fine",
            ),
            ("edit", "lib/payments/ideal_launcher.dart"),
            ("edit", "lib/location/location_service.dart"),
            (
                "bash",
                "flutter analyze 2>&1 | tail -1 && flutter test test/reminders test/payments test/location 2>&1 | tail -1",
                "No issues found! (ran in 6.8s)\n00:06 +31: All tests passed!",
            ),
            (
                "assistant",
                "Done:\n- `ReminderScheduler` checks `canScheduleExactNotifications()`; exact at -10 min when allowed, otherwise `inexactAllowWhileIdle` at -15 min, and any `PlatformException` now goes to `FirebaseCrashlytics.instance.recordError(e, st, reason: 'reminder schedule')`\n- `ExactAlarmBanner` on the active session screen when exact alarms are off, with a button to the system setting; it disappears once granted (re-checked on app resume)\n- the two other silent catches (`ideal_launcher.dart`, `location_service.dart`) now record to Crashlytics as well; the location one keeps its behaviour for a denied permission but logs it as non-fatal\n- tests for both scheduling modes and for the error being recorded\n\n`flutter analyze` is clean and 31 tests pass.",
            ),
            ("user", "ship it as 3.4.1, i'll reply to the reviews"),
        ],
        "lessons": [
            {"keys": ["targetSdk", "SCHEDULE_EXACT_ALARM"]},
            {"keys": ["PlatformException", "recordError"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh66-parkpass-zone-tariff-cents-v2-and-template-arb-corrections",
        "split": "fresh66",
        "steps": [
            (
                "user",
                "zone detail screen needs the hourly tariff + an estimate for the picked duration, design is figma 'Zone detail v3'. labels 'Tarief' and 'Geschat'",
            ),
            (
                "read",
                "lib/zones/zone.dart",
                "@freezed\nclass Zone with _$Zone {\n  const factory Zone({\n    required String code,\n    required String name,\n    required String city,\n    required int maxDurationMinutes,\n    @Default(false) bool permitOnly,\n  }) = _Zone;\n\n  factory Zone.fromJson(Map<String, dynamic> json) => _$ZoneFromJson(json);\n}\n",
            ),
            (
                "bash",
                "ls test/fixtures/ && cat test/fixtures/zone_detail.json",
                'active_session.json\nhistory_page.json\nzone_detail.json\nzones_nearby.json\n{\n  "zone_code": "0363-1201",\n  "name": "Centrum A",\n  "city": "Amsterdam",\n  "max_duration_minutes": 240,\n  "tariff_eur": 7.5,\n  "permit_only": false\n}',
            ),
            (
                "assistant",
                "The API returns tariffs in euros as a decimal (`tariff_eur: 7.5` in `test/fixtures/zone_detail.json`), so my plan:\n\n- add `double tariffEur` to `Zone` (`@JsonKey(name: 'tariff_eur')`)\n- estimate = `tariffEur * minutes / 60`, formatted with `NumberFormat.currency(locale: 'nl_NL', symbol: '\u20ac')`\n- add `zoneTariff` and `zoneEstimate` to app_en.arb as the template, copy them into app_nl.arb, then `flutter gen-l10n`\n\nOK to go ahead?",
            ),
            (
                "user",
                "nope. that fixture is from the old v1 api, we're on /v2 since july and v2 sends tariff_cents as an int, money is int cents everywhere in the app, never double. put the estimate under the duration picker and grey it out while duration is 0. oh and the template arb is app_nl.arb not en, the en strings get filled by the translators in lokalise",
            ),
            (
                "bash",
                "grep -n 'template-arb-file' l10n.yaml; grep -rn 'tariff' lib/api/v2/ test/fixtures/v2/ 2>/dev/null",
                "3:template-arb-file: app_nl.arb\nlib/api/v2/zone_dto.dart:14:  @JsonKey(name: 'tariff_cents') required int tariffCents,\ntest/fixtures/v2/zone_detail.json:6:  \"tariff_cents\": 750,",
            ),
            (
                "read",
                "lib/core/money.dart",
                "/// All amounts are in euro cents.\nabstract final class Money {\n  static final _fmt = NumberFormat.currency(locale: 'nl_NL', symbol: '\u20ac', decimalDigits: 2);\n\n  static String format(int cents) => _fmt.format(cents / 100);\n\n  /// Rounds up to the next cent, like the backend.\n  static int perMinutes(int centsPerHour, int minutes) => (centsPerHour * minutes + 59) ~/ 60;\n}\n",
            ),
            ("edit", "lib/zones/zone.dart"),
            ("edit", "lib/zones/zone_mapper.dart"),
            ("edit", "lib/zones/zone_detail_screen.dart"),
            ("edit", "lib/l10n/app_nl.arb"),
            ("edit", "test/zones/zone_detail_screen_test.dart"),
            (
                "bash",
                "flutter gen-l10n && dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -1 && flutter test test/zones 2>&1 | tail -1",
                "[INFO] Succeeded after 17.9s with 12 outputs (64 actions)\n00:03 +14: All tests passed!",
            ),
            (
                "assistant",
                'Reworked:\n\n- `Zone` has `int tariffCents`, mapped from the v2 `ZoneDto.tariffCents`\n- the estimate is `Money.perMinutes(zone.tariffCents, minutes)` and shown with `Money.format`, under the duration picker, greyed out at 0 minutes\n- `zoneTariff` ("Tarief") and `zoneEstimate` ("Geschat") added to `app_nl.arb` only; the en values will come in through Lokalise\n- widget tests switched to `test/fixtures/v2/zone_detail.json`: \u20ac 7,50 / uur, 90 min = \u20ac 11,25\n\nThe old `test/fixtures/zone_detail.json` is still used by two v1 tests; want me to delete those?',
            ),
            ("user", "yes kill the v1 fixtures and tests, v1 is gone from the backend next month"),
        ],
        "lessons": [
            {
                "keys": ["tariff_cents", "int cents"],
                "not": ["returns tariffs in euros", "double tariffEur"],
            },
            {"keys": ["template arb", "app_nl.arb"], "not": ["app_en.arb as the template"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh66-parkpass-qr-scanner-generated-code-committed-and-license-allowlist",
        "split": "fresh66",
        "steps": [
            (
                "user",
                "add a qr scanner to the start parking flow, the new meter stickers have a qr with the zone code so people dont have to type 0363-1201. pick a package",
            ),
            (
                "bash",
                "flutter pub add mobile_scanner 2>&1 | tail -2",
                "+ mobile_scanner 5.2.3\nChanged 1 dependency!",
            ),
            ("edit", "lib/parking/start/qr_zone_scanner.dart"),
            ("edit", "lib/parking/start/start_parking_screen.dart"),
            ("edit", "ios/Runner/Info.plist"),
            (
                "bash",
                "dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -1; git status --short | head -8",
                "[INFO] Succeeded after 24.2s with 41 outputs (118 actions)\n M ios/Runner/Info.plist\n M lib/parking/start/start_parking_screen.dart\n M lib/parking/start/start_parking_screen.g.dart\n M lib/parking/start/start_parking_state.freezed.dart\n M lib/zones/zone_providers.g.dart\n M pubspec.lock\n M pubspec.yaml\n?? lib/parking/start/qr_zone_scanner.dart",
            ),
            (
                "think",
                "Generated files show up in the diff; they're noise in review. Usually these are gitignored and regenerated in CI.",
            ),
            ("edit", ".gitignore"),
            (
                "assistant",
                'Added the scanner:\n\n- `mobile_scanner 5.2.3`; `QrZoneScanner` opens from a new camera icon next to the zone field, accepts only QR payloads matching `^\\d{4}-\\d{4}$` and fills the zone code\n- `NSCameraUsageDescription` added to Info.plist ("Scan de QR-code op de parkeerautomaat")\n\nI also added `*.g.dart` and `*.freezed.dart` to `.gitignore` and removed them from the index, since generated files shouldn\'t be committed; build_runner regenerates them in CI.',
            ),
            (
                "user",
                "revert the gitignore part. two rules here: we commit the generated *.g.dart and *.freezed.dart files on purpose because codemagic doesn't run build_runner, it just builds whats in the repo. and every new package has to be added to tool/licenses.yaml first, the license_check step in ci fails otherwise and anything thats not MIT/BSD/Apache needs an ok from legal. mobile_scanner is BSD-3 so just add it",
            ),
            ("edit", ".gitignore"),
            (
                "read",
                "tool/licenses.yaml",
                "# Packages allowed in pubspec.lock. Add new ones here in the same PR.\n# Anything not MIT / BSD-2 / BSD-3 / Apache-2.0 needs legal sign-off (#legal-oss).\nallowed:\n  cupertino_icons: MIT\n  dio: MIT\n  drift: MIT\n  firebase_core: BSD-3-Clause\n  firebase_crashlytics: BSD-3-Clause\n  flutter_local_notifications: BSD-3-Clause\n  freezed_annotation: MIT\n  go_router: BSD-3-Clause\n  hive: Apache-2.0\n",
            ),
            ("edit", "tool/licenses.yaml"),
            (
                "bash",
                "dart run tool/license_check.dart 2>&1 | tail -1 && flutter test test/parking/start 2>&1 | tail -1",
                "license_check: 147 packages, all on allowlist\n00:04 +12: All tests passed!",
            ),
            (
                "assistant",
                "Reverted `.gitignore`; the regenerated `.g.dart` / `.freezed.dart` files are staged with the change. `mobile_scanner: BSD-3-Clause` is in `tool/licenses.yaml` and `license_check` passes (147 packages). Start-parking tests pass, including the new one for a scanned code that isn't a zone.",
            ),
            ("user", "ok"),
        ],
        "lessons": [
            {"keys": [".g.dart", "build_runner"], "not": ["shouldn't be committed"]},
            {"keys": ["licenses.yaml", "legal"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh66-parkpass-tool-stored-acc-internal-distribution-and-api-rate-limit",
        "split": "fresh66",
        "steps": [
            (
                "user",
                "save this for the team pls: to get a build to the pilot testers run the codemagic workflow acc-internal on ur branch, it uploads to firebase app distribution group 'handhavers-pilot' and the testers get an email. then the active session poll, product wants the remaining time fresher, 60s feels laggy",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "parkpass: to get a build to the pilot testers, run the Codemagic workflow acc-internal on your branch. It uploads to the Firebase App Distribution group 'handhavers-pilot' and testers get an email.",
                    "tags": ["parkpass", "codemagic", "testing"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/parking/active/active_session_poller.dart",
                "class ActiveSessionPoller {\n  ActiveSessionPoller(this._api);\n  final ParkingApi _api;\n\n  static const pollInterval = Duration(seconds: 60);\n\n  Stream<ActiveSession> watch(String sessionId) async* {\n    while (true) {\n      yield await _api.getSession(sessionId);\n      await Future<void>.delayed(pollInterval);\n    }\n  }\n}\n",
            ),
            (
                "assistant",
                "Saved the acc-internal / App Distribution steps to memory.\n\nThe poll is a fixed 60 s in `active_session_poller.dart` and the remaining time only changes when a poll lands, which is why it feels laggy. I'd drop the interval to 10 s. Sound good?",
            ),
            (
                "user",
                "10s is too much, the parking api rate limits at 60 req/min per device and the map tiles + zone lookups share that budget, so the session poll can't go below 30s. do 30s and make the countdown tick locally every second between polls",
            ),
            ("edit", "lib/parking/active/active_session_poller.dart"),
            ("edit", "lib/parking/active/remaining_time_text.dart"),
            ("edit", "test/parking/active/active_session_poller_test.dart"),
            (
                "bash",
                "flutter test test/parking/active 2>&1 | tail -1",
                "00:02 +7: All tests passed!",
            ),
            (
                "bash",
                'git push -q -u origin feat/session-poll-30s && curl -s -X POST https://api.codemagic.io/builds -H "x-auth-token: $CM_API_TOKEN" -H \'Content-Type: application/json\' -d \'{"appId":"64f1c2a9e3b7d80012ab34cd","workflowId":"acc-internal","branch":"feat/session-poll-30s"}\'',
                '{"buildId":"6754a1f09c2e4b0017d3e8a2"}',
            ),
            (
                "assistant",
                "- poll interval is now 30 s\n- `RemainingTimeText` counts down locally with a 1 s `Timer.periodic` from the last known `endsAt` and resyncs on every poll; it stops at 0 and the next poll brings the ended state\n- tests cover the local tick and the resync when the server extends the session\n\nPushed `feat/session-poll-30s` and started an `acc-internal` build (6754a1f09c2e4b0017d3e8a2), so the pilot group gets it by email when it's done.",
            ),
            ("user", "thx"),
        ],
        "lessons": [
            {"keys": ["60 req/min", "30s"]},
        ],
        "tool_stored": [["acc-internal", "handhavers-pilot"]],
    },
]
