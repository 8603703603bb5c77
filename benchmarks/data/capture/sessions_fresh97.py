"""The "fresh97" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH97: list[dict[str, Any]] = [
    # --- "liftcheck": LiftCheck, the Android app Vertika Lift Services' field technicians use to inspect elevators (Kotlin 2.0, Jetpack Compose, Hilt, Room, WorkManager for offline sync, Retrofit/OkHttp to the Vertika API; modules :app, :core:data, :core:ui, :feature:inspection; Samsung Galaxy Tab Active rugged tablets managed with Knox; Firebase Crashlytics; staged Play Store rollouts) ---
    {
        "name": "fresh97-liftcheck-chitchat-remember-saveable-and-button-label",
        "split": "fresh97",
        "steps": [
            ("user", "remember vs rememberSaveable, when do i actually need the saveable one"),
            (
                "assistant",
                "`remember` keeps a value across recompositions only. It's lost when the activity is recreated (rotation, dark mode switch, language change) or when the process is killed in the background and restored.\n\n`rememberSaveable` also writes the value into the saved instance state `Bundle`, so it survives both. Use it for small UI state the user would be annoyed to lose: text typed into a field, the selected tab, whether a section is expanded. It only takes Bundle-able types unless you give it a `Saver`.\n\nDon't use it for big or domain data (a whole inspection, a photo): that belongs in the ViewModel / Room, and the Bundle has a size limit (~1 MB for the whole transaction).",
            ),
            (
                "user",
                "ok cool. change the 'Submit' button on the summary screen to 'Submit inspection'",
            ),
            (
                "bash",
                'grep -rn "summary_submit" --include=*.xml --include=*.kt .',
                'feature/inspection/src/main/res/values/strings.xml:41:    <string name="summary_submit">Submit</string>\nfeature/inspection/src/main/java/net/vertika/liftcheck/inspection/summary/SummaryScreen.kt:88:            Text(stringResource(R.string.summary_submit))',
            ),
            ("edit", "feature/inspection/src/main/res/values/strings.xml"),
            (
                "assistant",
                'Changed `summary_submit` to "Submit inspection" in `strings.xml`; `SummaryScreen.kt` picks it up as is.',
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh97-liftcheck-incident-migration-crash-3-8-0",
        "split": "fresh97",
        "steps": [
            (
                "user",
                "crashlytics is going nuts since 3.8.0 went to 20% this morning. crash on launch, stack says java.lang.IllegalStateException: Migration didn't properly handle: inspections",
            ),
            (
                "read",
                "core/data/src/main/java/net/vertika/liftcheck/data/db/Migrations.kt",
                'val MIGRATION_10_11 = object : Migration(10, 11) {\n    override fun migrate(db: SupportSQLiteDatabase) {\n        db.execSQL("CREATE INDEX IF NOT EXISTS index_inspections_elevator_id ON inspections(elevator_id)")\n    }\n}\n\nval MIGRATION_11_12 = object : Migration(11, 12) {\n    override fun migrate(db: SupportSQLiteDatabase) {\n        db.execSQL("ALTER TABLE inspections ADD COLUMN floor_label TEXT")\n    }\n}\n',
            ),
            (
                "bash",
                'grep -n "floorLabel" core/data/src/main/java/net/vertika/liftcheck/data/db/InspectionEntity.kt && ls core/data/schemas/net.vertika.liftcheck.data.db.LiftCheckDatabase/ && grep -rn "MigrationTestHelper" core/data/src/androidTest | wc -l',
                '23:    @ColumnInfo(name = "floor_label") val floorLabel: String,\n10.json\n11.json\n12.json\n0',
            ),
            (
                "think",
                "Entity floorLabel is non-null String -> Room expects floor_label TEXT NOT NULL. Migration adds nullable column -> Room validates schema after migrate, mismatch (notNull=false vs true) -> IllegalStateException. Only upgrades from v11 crash; fresh installs create v12 directly. Schemas are exported (10/11/12 json) but no MigrationTestHelper test exists, which is why nobody caught it. SQLite: ADD COLUMN NOT NULL needs a DEFAULT.",
            ),
            (
                "assistant",
                "Cause: `InspectionEntity.floorLabel` is a non-null `String`, so Room expects `floor_label TEXT NOT NULL`. `MIGRATION_11_12` adds the column as plain `TEXT` (nullable). After the migration Room compares the table with the schema it expects, sees the nullability differ and throws. Fresh installs are fine (they create version 12 directly); every tablet upgrading from 3.7.x with an existing database crashes on launch.\n\nThe schemas are exported (`10.json`, `11.json`, `12.json`) but there's no `MigrationTestHelper` test, so nothing checked this.\n\nOptions:\n1. fix the migration: `ALTER TABLE inspections ADD COLUMN floor_label TEXT NOT NULL DEFAULT ''` (SQLite needs the default for NOT NULL), ship 3.8.1, and add a migration test for every step from 10 up\n2. add `fallbackToDestructiveMigration()` to the database builder: stops the crash right away, but rebuilds the database from scratch on upgrade",
            ),
            (
                "user",
                "1, with the tests. and never fallbackToDestructiveMigration in this app, ever. techs can have days of unsynced inspections on the tablet from plant rooms with no signal, wiping the db means redoing site visits. i'll halt the rollout in play console, you do 3.8.1",
            ),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/db/Migrations.kt"),
            (
                "edit",
                "core/data/src/androidTest/java/net/vertika/liftcheck/data/db/MigrationTest.kt",
            ),
            ("edit", "app/build.gradle.kts"),
            (
                "bash",
                "./gradlew :core:data:connectedDebugAndroidTest --tests '*MigrationTest*' 2>&1 | tail -4",
                "> Task :core:data:connectedDebugAndroidTest\nStarting 3 tests on Galaxy Tab Active4 Pro - 14\nFinished 3 tests on Galaxy Tab Active4 Pro - 14\nBUILD SUCCESSFUL in 1m 12s",
            ),
            (
                "assistant",
                "3.8.1 is ready:\n\n- `MIGRATION_11_12` now runs `ALTER TABLE inspections ADD COLUMN floor_label TEXT NOT NULL DEFAULT ''`\n- `MigrationTest` uses `MigrationTestHelper` with the exported schemas: 10→11, 11→12, and 10→12 in one go, each inserting an unsynced inspection first and checking it's still there after; all 3 pass on the Tab Active4 Pro\n- `versionCode` 381, `versionName` 3.8.1\n\nTablets that already crashed keep their version-11 database (the failed migration is rolled back), so 3.8.1 will migrate them normally.",
            ),
            ("user", "perfect, pushing to internal track first"),
        ],
        "lessons": [
            {"keys": ["MIGRATION_11_12", "NOT NULL"]},
            {"keys": ["fallbackToDestructiveMigration", "unsynced"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh97-liftcheck-decision-photo-storage-filesdir",
        "split": "fresh97",
        "steps": [
            (
                "user",
                "techs need to attach photos to checklist items (worn ropes, oil on the pit floor, that kind of thing). where do we keep them until they sync",
            ),
            (
                "read",
                "core/data/src/main/java/net/vertika/liftcheck/data/db/ChecklistItemEntity.kt",
                '@Entity(tableName = "checklist_items")\ndata class ChecklistItemEntity(\n    @PrimaryKey val id: String,\n    @ColumnInfo(name = "inspection_id") val inspectionId: String,\n    val code: String,\n    val result: ItemResult,\n    val notes: String?,\n    @ColumnInfo(name = "synced_at") val syncedAt: Instant?,\n)\n',
            ),
            (
                "assistant",
                "Options:\n\n1. **BLOB in Room**: a `photo: ByteArray` column on a new `item_photos` table. One place, syncs with the row, deleted with it.\n2. **Files in app-specific external storage**: JPEGs in `getExternalFilesDir(Environment.DIRECTORY_PICTURES)`, with the path in an `item_photos` table; `SyncWorker` uploads the file then marks the row synced.\n3. **MediaStore**: save to the shared `Pictures/LiftCheck` album and keep the content URI; techs could also find the photos in the gallery and share them.\n\nI'd take 3, so techs can send a photo to the office straight from the gallery.",
            ),
            (
                "user",
                "2 but in filesDir, not external storage. the photos show customers' machine rooms and security panels, they must never end up in the gallery or be readable by other apps, the service contracts say so. blobs are out too, a 12mp photo is ~4mb and the CursorWindow is 2mb",
            ),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/db/ItemPhotoEntity.kt"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/db/Migrations.kt"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/photos/PhotoStore.kt"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/sync/SyncWorker.kt"),
            (
                "edit",
                "feature/inspection/src/main/java/net/vertika/liftcheck/inspection/item/ItemPhotoRow.kt",
            ),
            ("edit", "core/data/src/test/java/net/vertika/liftcheck/data/photos/PhotoStoreTest.kt"),
            (
                "bash",
                "./gradlew :core:data:testDebugUnitTest :feature:inspection:testDebugUnitTest 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 48s\n87 actionable tasks: 12 executed, 75 up-to-date",
            ),
            (
                "assistant",
                "Photos are in place:\n\n- `PhotoStore` writes JPEGs to `filesDir/photos/<inspectionId>/<itemId>-<n>.jpg` (camera via `TakePicture` with a `FileProvider` URI scoped to that folder, so nothing touches MediaStore)\n- new `item_photos` table (path, item id, `synced_at`) in `MIGRATION_12_13`, with its migration test\n- `SyncWorker` uploads unsynced photos after their inspection and deletes the file once the server confirms\n- the item row shows thumbnails and a camera button\n\nUnit tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["filesDir", "gallery"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh97-liftcheck-tool-stored-knox-install-and-staging-api",
        "split": "fresh97",
        "steps": [
            (
                "user",
                "note this down so i stop asking every time: the rugged tabs are knox-managed, to put a debug build on one you need the 'LiftCheck Dev' knox profile pushed to it, then ./gradlew :app:installFieldDebug. adb over usb-c only, wireless debugging is blocked by knox. then add a 'report a problem' button on settings that sends the tech's description plus device info to the api",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "liftcheck: the rugged test tablets are Knox-managed. To install a debug build, push the 'LiftCheck Dev' Knox profile to the tablet, then run `./gradlew :app:installFieldDebug`. ADB works over USB-C only; wireless debugging is blocked by Knox.",
                    "tags": ["liftcheck", "android", "knox"],
                },
                '{"id":"5267","action":"stored"}',
                False,
            ),
            (
                "bash",
                'grep -n -A3 "productFlavors\\|API_BASE_URL" app/build.gradle.kts && grep -n "field-issues" api/openapi.yaml',
                'app/build.gradle.kts:41:    productFlavors {\n42:        create("field") {\n43:            dimension = "audience"\n44:            buildConfigField("String", "API_BASE_URL", "\\"https://api.vertika-lift.net/\\"")\napp/build.gradle.kts:47:        create("demo") {\n48:            dimension = "audience"\n49:            buildConfigField("String", "API_BASE_URL", "\\"https://demo-api.vertika-lift.net/\\"")\napi/openapi.yaml:612:  /v2/field-issues:',
            ),
            (
                "assistant",
                "Saved the Knox install steps.\n\nThe API has `POST /v2/field-issues`, so I'll use that. One question first: `API_BASE_URL` is set per flavor only, so `fieldDebug` talks to `https://api.vertika-lift.net/` just like release. Is that the backend a debug build should send test reports to, or is there another one?",
            ),
            (
                "user",
                "no, that's a bug. debug builds should hit https://staging-api.vertika-lift.net/, prod api only from the release build type. fix that too, otherwise every test report lands in the ops team's real queue",
            ),
            ("edit", "app/build.gradle.kts"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/api/FieldIssueApi.kt"),
            (
                "edit",
                "feature/settings/src/main/java/net/vertika/liftcheck/settings/ReportProblemDialog.kt",
            ),
            (
                "edit",
                "feature/settings/src/main/java/net/vertika/liftcheck/settings/SettingsScreen.kt",
            ),
            (
                "edit",
                "feature/settings/src/test/java/net/vertika/liftcheck/settings/ReportProblemViewModelTest.kt",
            ),
            (
                "bash",
                "./gradlew :app:assembleFieldDebug :feature:settings:testDebugUnitTest 2>&1 | tail -1 && grep -h API_BASE_URL app/build/generated/source/buildConfig/field/debug/net/vertika/liftcheck/BuildConfig.java",
                'BUILD SUCCESSFUL in 1m 3s\n  public static final String API_BASE_URL = "https://staging-api.vertika-lift.net/";',
            ),
            (
                "assistant",
                'Done:\n\n- `API_BASE_URL` now depends on the build type: `debug` uses `https://staging-api.vertika-lift.net/`, `release` keeps `https://api.vertika-lift.net/` (demo flavor unchanged)\n- Settings has a "Report a problem" row; the dialog sends the description plus app version, device model, Android version and pending-sync count to `POST /v2/field-issues`, queued through WorkManager if offline\n- view model tests pass',
            ),
        ],
        "lessons": [
            {"keys": ["staging-api.vertika-lift.net", "debug"]},
        ],
        "tool_stored": [["installFieldDebug", "LiftCheck Dev"]],
    },
    {
        "name": "fresh97-liftcheck-review-door-gap-screen-rules",
        "split": "fresh97",
        "steps": [
            ("user", "have a look at the door gap screen on feat/door-gaps"),
            (
                "bash",
                "git diff --stat main...feat/door-gaps",
                " feature/inspection/src/main/java/net/vertika/liftcheck/inspection/doors/DoorGapScreen.kt    | 142 ++++++++\n feature/inspection/src/main/java/net/vertika/liftcheck/inspection/doors/DoorGapViewModel.kt |  58 +++\n core/data/src/main/java/net/vertika/liftcheck/data/db/DoorGapEntity.kt                     |  14 +\n 3 files changed, 214 insertions(+)",
            ),
            (
                "read",
                "feature/inspection/src/main/java/net/vertika/liftcheck/inspection/doors/DoorGapScreen.kt",
                'Row(verticalAlignment = Alignment.CenterVertically) {\n    IconButton(onClick = { vm.step(-0.1f) }, modifier = Modifier.size(40.dp)) {\n        Icon(Icons.Default.Remove, contentDescription = stringResource(R.string.gap_decrease))\n    }\n    Text("%.1f cm".format(state.gapCm), style = MaterialTheme.typography.headlineMedium)\n    IconButton(onClick = { vm.step(0.1f) }, modifier = Modifier.size(40.dp)) {\n        Icon(Icons.Default.Add, contentDescription = stringResource(R.string.gap_increase))\n    }\n}\nval measuredAt = DateTimeFormatter.ISO_INSTANT.format(Instant.now())\n',
            ),
            (
                "assistant",
                "Notes:\n\n1. The +/- buttons are `40.dp`, below the 48dp Material minimum.\n2. The gap is a `Float` in centimetres (`gapCm`), stepped by 0.1f, so values like 0.30000001 will end up in the database.\n3. `java.time` (`Instant`, `DateTimeFormatter`) is used directly; fine, since minSdk is 26 so no desugaring is needed.\n\nOtherwise it reads well.",
            ),
            (
                "user",
                "1 and 2 yes, and make these the rule for all inspection screens: touch targets at least 64dp on anything a tech taps, they wear gloves half the time and 48 is too small with gloves on. measurements are stored as Int millimetres everywhere (so gapMm), never float cm, the api and the EN 81-20 report template are all mm. 3 is fine but fyi minSdk is 29 now, we bumped it when the old tab active2s were retired, it's in gradle/libs.versions.toml",
            ),
            (
                "edit",
                "feature/inspection/src/main/java/net/vertika/liftcheck/inspection/doors/DoorGapScreen.kt",
            ),
            (
                "edit",
                "feature/inspection/src/main/java/net/vertika/liftcheck/inspection/doors/DoorGapViewModel.kt",
            ),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/db/DoorGapEntity.kt"),
            (
                "edit",
                "feature/inspection/src/test/java/net/vertika/liftcheck/inspection/doors/DoorGapViewModelTest.kt",
            ),
            (
                "bash",
                "./gradlew :feature:inspection:testDebugUnitTest --tests '*DoorGap*' 2>&1 | tail -1",
                "BUILD SUCCESSFUL in 31s",
            ),
            (
                "assistant",
                'Updated feat/door-gaps:\n\n- the +/- buttons and the value field are `64.dp` touch targets\n- `DoorGapEntity` and the view model hold `gapMm: Int`, stepped by 1 mm; the screen shows "6 mm"\n- tests cover stepping and the 0 mm floor; they pass',
            ),
        ],
        "lessons": [
            {"keys": ["64dp", "gloves"]},
            {"keys": ["millimetres", "measurements"]},
            {"keys": ["minSdk", "29"], "not": ["minSdk is 26"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh97-liftcheck-next-due-interval-correction",
        "split": "fresh97",
        "steps": [
            ("user", "dashboard should show when each lift is next due for inspection"),
            (
                "read",
                "core/data/src/main/java/net/vertika/liftcheck/data/db/ElevatorEntity.kt",
                '@Entity(tableName = "elevators")\ndata class ElevatorEntity(\n    @PrimaryKey val id: String,\n    @ColumnInfo(name = "site_id") val siteId: String,\n    val type: ElevatorType, // PASSENGER, GOODS, HOSPITAL_BED\n    @ColumnInfo(name = "last_inspected_at") val lastInspectedAt: Instant?,\n)\n',
            ),
            (
                "assistant",
                'Plan: every lift is on a 12 month cycle, so I\'ll add `nextDue = lastInspectedAt + 12 months` in `ElevatorRepository` and show it on each dashboard card as a chip, red when overdue and amber within 30 days. Lifts never inspected show "Due now". OK?',
            ),
            ("user", "yep go"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/ElevatorRepository.kt"),
            (
                "user",
                "wait no, not 12 for everything. goods lifts and hospital bed lifts are 6 months, and some sites have their own interval in the contract. the api already sends inspectionIntervalMonths per elevator on /v2/elevators, we just never mapped it. use that, dont hardcode",
            ),
            (
                "bash",
                'grep -n "inspectionIntervalMonths" -A2 api/openapi.yaml',
                "1088:        inspectionIntervalMonths:\n1089:          type: integer\n1090:          minimum: 1",
            ),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/api/ElevatorDto.kt"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/db/ElevatorEntity.kt"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/db/Migrations.kt"),
            ("edit", "core/data/src/main/java/net/vertika/liftcheck/data/ElevatorRepository.kt"),
            (
                "edit",
                "feature/dashboard/src/main/java/net/vertika/liftcheck/dashboard/ElevatorCard.kt",
            ),
            (
                "edit",
                "core/data/src/test/java/net/vertika/liftcheck/data/ElevatorRepositoryTest.kt",
            ),
            (
                "bash",
                "./gradlew :core:data:testDebugUnitTest :feature:dashboard:testDebugUnitTest 2>&1 | tail -1",
                "BUILD SUCCESSFUL in 52s",
            ),
            (
                "assistant",
                "Changed it:\n\n- `ElevatorDto` maps `inspectionIntervalMonths` into a new `inspection_interval_months` column (`MIGRATION_13_14`, `NOT NULL DEFAULT 12` until the next sync fills it, with a migration test)\n- `nextDue = lastInspectedAt + inspectionIntervalMonths`, nothing hardcoded\n- the dashboard chip is red when overdue, amber within 30 days; repository tests cover a 6-month goods lift and a contract interval",
            ),
        ],
        "lessons": [
            {
                "keys": ["inspectionIntervalMonths", "6 months"],
                "not": ["every lift is on a 12 month cycle"],
            },
        ],
        "tool_stored": [],
    },
]
