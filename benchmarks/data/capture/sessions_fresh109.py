"""The "fresh109" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH109: list[dict[str, Any]] = [
    # --- "liftlog": offline-first inspection app for Ascenta, an Austrian lift inspection firm
    # (Kotlin Android app with Jetpack Compose, Hilt, Room and WorkManager; Ktor server in
    # server/ on one Hetzner box; inspectors fill checklists in machine rooms with no signal,
    # take photos and sync later; reports are PDFs rendered on the server) ---
    {
        "name": "fresh109-liftlog-chitchat-stateflow-vs-sharedflow-and-german-typo",
        "split": "fresh109",
        "steps": [
            (
                "user",
                "stateflow vs sharedflow, when do i use which? the 'sync done' snackbar shows "
                "again every time i rotate the phone",
            ),
            (
                "read",
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/"
                "InspectionListViewModel.kt",
                "private val _events = MutableStateFlow<UiEvent?>(null)\n"
                "val events: StateFlow<UiEvent?> = _events\n\n"
                "fun onSyncFinished(count: Int) {\n"
                "    _events.value = UiEvent.ShowSnackbar(R.string.sync_done, count)\n}\n",
            ),
            (
                "think",
                "StateFlow always has a value and replays it to every new collector. Rotation "
                "recreates the composable, LaunchedEffect collects again, gets the same "
                "ShowSnackbar. One-shot events want Channel + receiveAsFlow (or SharedFlow "
                "replay 0).",
            ),
            (
                "assistant",
                "**`StateFlow` is state, `SharedFlow` (or a `Channel`) is events.**\n\n"
                "- `StateFlow` always holds a current value and hands it to **every new "
                'collector** immediately. Great for "what the screen shows": list, loading '
                "flag, error text.\n"
                "- `SharedFlow` with `replay = 0` only delivers what is emitted while someone is "
                "collecting. A `Channel` + `receiveAsFlow()` additionally buffers until exactly "
                "one collector takes it.\n\n"
                "Your snackbar lives in a `StateFlow`, so after a rotation the new "
                "`LaunchedEffect` collects again and gets the same `ShowSnackbar` value. For "
                "one-shot things (snackbars, navigation) use a `Channel`, which also survives "
                "the gap while the activity is recreated. Want me to switch it?",
            ),
            (
                "user",
                "yes pls. also the german title says Inpsektionen, someone fat fingered it",
            ),
            (
                "edit",
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/"
                "InspectionListViewModel.kt",
            ),
            (
                "edit",
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/"
                "InspectionListScreen.kt",
            ),
            ("edit", "feature/inspection/src/main/res/values-de/strings.xml"),
            (
                "bash",
                "./gradlew :feature:inspection:testDebugUnitTest -q 2>&1 | tail -2; grep -rn "
                "Inpsektion --include=*.xml . || echo clean",
                "BUILD SUCCESSFUL in 38s\nclean",
            ),
            (
                "assistant",
                "Done:\n\n- events are now a `Channel<UiEvent>(Channel.BUFFERED)` exposed as "
                "`receiveAsFlow()`; the screen collects them in a `LaunchedEffect(Unit)`, so a "
                "rotation no longer replays the snackbar\n- `values-de/strings.xml`: "
                '"Inspektionen" (only occurrence)\n\nUnit tests pass.',
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh109-liftlog-incident-room-migration-7-8-crash-on-update",
        "split": "fresh109",
        "steps": [
            (
                "user",
                "3.5.0 went to the beta track this morning and 2 inspectors say it crashes "
                "right on launch. works fine on my phone??",
            ),
            (
                "bash",
                "adb install -r builds/liftlog-3.4.2-release.apk && adb shell am start -W -n "
                "at.ascenta.liftlog/.MainActivity >/dev/null && adb install -r "
                "app/build/outputs/apk/release/app-release.apk && adb shell am start -n "
                "at.ascenta.liftlog/.MainActivity && sleep 3 && adb logcat -d -b crash | head -8",
                "Success\nSuccess\nStarting: Intent { cmp=at.ascenta.liftlog/.MainActivity }\n"
                "--------- beginning of crash\nE AndroidRuntime: FATAL EXCEPTION: "
                "arch_disk_io_0\nE AndroidRuntime: Process: at.ascenta.liftlog, PID: 18221\n"
                "E AndroidRuntime: java.lang.IllegalStateException: A migration from 7 to 8 was "
                "required but not found. Please provide the necessary Migration path via "
                "RoomDatabase.Builder.addMigration(Migration ...)\nE AndroidRuntime: \tat "
                "androidx.room.RoomOpenHelper.onUpgrade(RoomOpenHelper.kt:111)",
            ),
            (
                "think",
                "Reproduces on upgrade from 3.4.2, not on fresh install (no onUpgrade then), "
                "which is why the user's phone works. Something bumped the db version to 8.",
            ),
            (
                "bash",
                "git log --oneline v3.4.2..v3.5.0 -- core/data/src/main/kotlin/at/ascenta/"
                "liftlog/data/db",
                "c81f0d2 checklist: add door_zone_ok to ChecklistAnswerEntity\n"
                "5a2e9b7 db: index inspections by lift_id",
            ),
            (
                "read",
                "core/data/src/main/kotlin/at/ascenta/liftlog/data/db/LiftLogDatabase.kt",
                "@Database(\n    entities = [InspectionEntity::class, ChecklistAnswerEntity::"
                "class, PhotoEntity::class, LiftEntity::class],\n    version = 8,\n"
                "    exportSchema = true,\n)\nabstract class LiftLogDatabase : RoomDatabase() "
                "{ ... }\n\n// DatabaseModule.kt\nRoom.databaseBuilder(ctx, LiftLogDatabase::"
                'class.java, "liftlog.db")\n    .addMigrations(MIGRATION_5_6, MIGRATION_6_7)\n'
                "    .build()\n",
            ),
            (
                "think",
                "c81f0d2 added a nullable Boolean column and bumped version 7 -> 8 but no "
                "migration. Must not use fallbackToDestructiveMigration: unsynced inspections "
                "only exist in Room on the device. Add MIGRATION_7_8 with ALTER TABLE, plus a "
                "MigrationTestHelper test against the exported 7.json schema.",
            ),
            (
                "assistant",
                "Reproduced it: install 3.4.2, open it, update to 3.5.0 → crash.\n\n"
                "**Cause:** commit `c81f0d2` added the `door_zone_ok` column to "
                "`ChecklistAnswerEntity` and bumped the Room version from 7 to 8, but no "
                "`Migration(7, 8)` was registered. On update Room finds no path and throws. "
                "Fresh installs create the DB at version 8 directly, which is why your phone "
                "works.\n\n**Fix:** add `MIGRATION_7_8` "
                "(`ALTER TABLE checklist_answers ADD COLUMN door_zone_ok INTEGER`, nullable, so "
                "old answers stay null) and register it. I won't add "
                "`fallbackToDestructiveMigration()`: it would wipe inspections that haven't "
                "synced yet.",
            ),
            ("user", "yes do that, and a test so this cant happen again"),
            ("edit", "core/data/src/main/kotlin/at/ascenta/liftlog/data/db/Migrations.kt"),
            ("edit", "core/data/src/main/kotlin/at/ascenta/liftlog/data/di/DatabaseModule.kt"),
            (
                "edit",
                "core/data/src/androidTest/kotlin/at/ascenta/liftlog/data/db/MigrationsTest.kt",
            ),
            (
                "bash",
                "./gradlew :core:data:connectedDebugAndroidTest --tests '*MigrationsTest*' -q "
                "2>&1 | tail -3",
                "Starting 2 tests on SM-G736B - 14\n"
                "SM-G736B - 14 Tests 2/2 completed. (0 skipped) (0 failed)\n"
                "BUILD SUCCESSFUL in 1m 12s",
            ),
            (
                "bash",
                "./gradlew :app:assembleRelease -q && adb install -r builds/liftlog-3.4.2-release."
                "apk >/dev/null; adb shell am start -W -n at.ascenta.liftlog/.MainActivity "
                ">/dev/null; adb install -r app/build/outputs/apk/release/app-release.apk && adb "
                "shell am start -W -n at.ascenta.liftlog/.MainActivity | grep Status; adb logcat "
                "-d -b crash | wc -l",
                "Success\nStatus: ok\n0",
            ),
            (
                "assistant",
                "Fixed:\n\n- `MIGRATION_7_8` adds `door_zone_ok` and is registered in "
                "`DatabaseModule`\n- `MigrationsTest` runs every migration from version 5 up to "
                "the current one with `MigrationTestHelper` against the exported schemas, and "
                "fails if any step is missing\n- 3.4.2 → fixed build update on the XCover: "
                "starts fine, unsynced test inspection still there\n\nVersion bumped to 3.5.1.",
            ),
            (
                "user",
                "ok so the crash was the room version bump to 8 without a MIGRATION_7_8 for "
                "door_zone_ok, fresh installs never hit it. ill push 3.5.1 to beta myself",
            ),
        ],
        "lessons": [
            {"keys": ["MIGRATION_7_8", "door_zone_ok"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh109-liftlog-decision-resumable-photo-uploads-tus-by-name",
        "split": "fresh109",
        "steps": [
            (
                "user",
                "inspectors say photo upload takes forever in the machine rooms and often dies "
                "at like 90% and starts over. photos are 4-6mb, 30-40 per inspection",
            ),
            (
                "read",
                "core/data/src/main/kotlin/at/ascenta/liftlog/data/sync/PhotoUploadWorker.kt",
                "override suspend fun doWork(): Result {\n"
                "    val photo = photoDao.get(inputData.getLong(KEY_PHOTO_ID, -1))\n"
                "    return runCatching {\n"
                "        api.uploadPhoto(photo.inspectionId, File(photo.path)) // multipart "
                "POST /api/photos\n        photoDao.markUploaded(photo.id)\n    }.fold({ "
                "Result.success() }, { Result.retry() })\n}\n",
            ),
            (
                "bash",
                "grep -rn 'storage\\|photosDir' server/src/main/resources/application.conf",
                "server/src/main/resources/application.conf:14:    photosDir = "
                '"/srv/liftlog/photos"',
            ),
            (
                "think",
                "Whole file in one multipart request, retry restarts from zero. Options: "
                "presigned URLs to object storage with multipart chunks, tus resumable protocol "
                "to Ktor, or just compress and back off. Presigned S3 takes load off the "
                "server; recommend that.",
            ),
            (
                "assistant",
                "Each photo goes up in one multipart `POST`, so any drop restarts it from "
                "zero. Options:\n\n"
                "1. **Presigned URLs to S3-compatible object storage.** The server hands out a "
                "multipart-upload URL, the phone uploads 1 MB parts directly and retries only "
                "the failed part. Takes photo traffic off the Ktor server entirely.\n"
                "2. **tus resumable uploads to the Ktor server.** `tus-java-client` on the "
                "phone, a small tus endpoint in `server/` writing to `photosDir`. The upload "
                "resumes from the last acknowledged offset after a drop.\n"
                "3. **Keep the POST, compress harder and back off exponentially.** Least work, "
                "but a 4 MB photo on one bar still fails at 90%.\n\n"
                "I'd pick 1, since it scales best and the server stays out of the data path.",
            ),
            (
                "user",
                "the tus one. were on a single hetzner box, theres no s3 and im not running "
                "minio just for this. resuming is the whole point anyway",
            ),
            (
                "assistant",
                "OK, going with tus resumable uploads to the Ktor server, since the backend is "
                "a single Hetzner box without S3 and uploads have to resume after the connection "
                "drops.",
            ),
            ("edit", "server/src/main/kotlin/at/ascenta/liftlog/server/photos/TusRoutes.kt"),
            ("edit", "server/src/main/kotlin/at/ascenta/liftlog/server/Application.kt"),
            (
                "edit",
                "core/data/src/main/kotlin/at/ascenta/liftlog/data/sync/PhotoUploadWorker.kt",
            ),
            ("edit", "core/data/src/main/kotlin/at/ascenta/liftlog/data/db/PhotoEntity.kt"),
            ("edit", "gradle/libs.versions.toml"),
            (
                "bash",
                "./gradlew :server:test --tests '*Tus*' :core:data:testDebugUnitTest -q 2>&1 | "
                "tail -3",
                "TusRoutesTest > resumes_after_partial_patch PASSED\n"
                "TusRoutesTest > rejects_offset_mismatch PASSED\nBUILD SUCCESSFUL in 54s",
            ),
            (
                "assistant",
                "Resumable uploads are in:\n\n- server: `POST/HEAD/PATCH /api/tus/photos` "
                "(tus 1.0.0 core + creation), partial files under `photosDir/.partial`, moved "
                "into place and linked to the inspection when complete\n- app: "
                "`PhotoUploadWorker` uses `tus-java-client` with 512 KB chunks and stores the "
                "upload URL on `PhotoEntity`, so a retry resumes at the last offset even after "
                "the app was killed\n- WorkManager constraint stays `NetworkType.CONNECTED`\n\n"
                "Note: `PhotoEntity` got a column, so there's a `MIGRATION_8_9` with it.",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["tus", "Hetzner"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh109-liftlog-tool-stored-reference-device-and-immutable-templates",
        "split": "fresh109",
        "steps": [
            (
                "user",
                "pls remember: our reference device for inspectors is the samsung galaxy xcover "
                "6 pro on android 14, every release gets tested on one before it goes to beta. "
                "now tüv austria wants a new checklist item for the pit refuge space (EN 81-20 "
                "5.2.5.8) on hydraulic lifts, add it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "liftlog reference device: Samsung Galaxy XCover 6 Pro on "
                    "Android 14. Every release is tested on one before it goes to the beta "
                    "track.",
                    "tags": ["liftlog", "android", "release", "testing"],
                },
                '{"id":"5520","action":"stored"}',
                False,
            ),
            (
                "bash",
                "ls server/src/main/resources/checklists/hydraulic/ && head -5 "
                "server/src/main/resources/checklists/hydraulic/v12.json",
                'v10.json\nv11.json\nv12.json\n{\n  "template": "hydraulic",\n  "version": 12,\n'
                '  "published": true,\n  "sections": [',
            ),
            (
                "bash",
                "grep -n 'templateVersion' core/data/src/main/kotlin/at/ascenta/liftlog/data/db/"
                "InspectionEntity.kt server/src/main/kotlin/at/ascenta/liftlog/server/reports/"
                "ReportRenderer.kt",
                "core/data/.../InspectionEntity.kt:19:    val templateVersion: Int,\n"
                "server/.../ReportRenderer.kt:44:        val template = "
                "checklists.load(inspection.template, inspection.templateVersion)",
            ),
            (
                "think",
                "Saved. Reports load the template by the inspection's version, v12 is published. "
                "Adding to v12 in place would change the pit section of existing reports. Ask: "
                "v12 or new v13?",
            ),
            (
                "assistant",
                "Saved the reference device.\n\nThe hydraulic checklist is at `v12.json` and "
                'it\'s marked `"published": true`. The report renderer loads the template by '
                "each inspection's `templateVersion`.\n\nShould I add the pit refuge item to "
                "v12 directly, or create a v13?",
            ),
            (
                "user",
                "v13. published checklist templates are immutable because finished inspections "
                "reference the template version, editing v12 would change old reports. the app "
                "picks up the newest published one on next sync",
            ),
            ("edit", "server/src/main/resources/checklists/hydraulic/v13.json"),
            ("edit", "server/src/main/resources/checklists/hydraulic/i18n/de.json"),
            ("edit", "server/src/main/resources/checklists/hydraulic/i18n/fr.json"),
            ("edit", "server/src/main/resources/checklists/hydraulic/i18n/it.json"),
            (
                "bash",
                "./gradlew :server:test --tests '*Checklist*' -q 2>&1 | tail -2",
                "ChecklistTemplatesTest > all_published_templates_parse PASSED\n"
                "BUILD SUCCESSFUL in 21s",
            ),
            (
                "assistant",
                "Added `hydraulic/v13.json`: a copy of v12 plus item `pit.refuge_space` "
                '("Schutzraum in der Grube gemäß EN 81-20 5.2.5.8", answers ok / defect / '
                "n.a., photo required on defect) in the pit section, with de/fr/it labels. v12 "
                "is untouched. Template tests pass.",
            ),
            ("user", "ty, ill publish it after the tüv guy looks at it"),
        ],
        "lessons": [
            {"keys": ["immutable", "template version"]},
        ],
        "tool_stored": [["XCover 6 Pro", "Android 14"]],
    },
    {
        "name": "fresh109-liftlog-review-annotation-pr-rules-and-minsdk-24",
        "split": "fresh109",
        "steps": [
            ("user", "can u review lukas's pr, the defect photo annotation screen. pr 88"),
            (
                "bash",
                "gh pr diff 88 --name-only",
                "app/build.gradle.kts\n"
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/annotate/"
                "AnnotateScreen.kt\n"
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/annotate/"
                "AnnotateViewModel.kt",
            ),
            (
                "bash",
                "gh pr diff 88 -- app/build.gradle.kts",
                "-        minSdk = 24\n+        minSdk = 26\n...\n"
                "-    isCoreLibraryDesugaringEnabled = true\n...\n"
                "-    coreLibraryDesugaring(libs.desugar.jdk.libs)",
            ),
            (
                "read",
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/annotate/"
                "AnnotateViewModel.kt",
                "@HiltViewModel\nclass AnnotateViewModel @Inject constructor(\n"
                "    private val http: HttpClient,\n    private val photoDao: PhotoDao,\n"
                ") : ViewModel() {\n    fun save(photoId: Long, marks: List<Mark>) = "
                "viewModelScope.launch {\n        val at = LocalDateTime.now()\n"
                "        photoDao.saveMarks(photoId, marks, at)\n"
                '        http.post("/api/photos/$photoId/marks") { setBody(marks) }\n    }\n}\n',
            ),
            (
                "read",
                "feature/inspection/src/main/kotlin/at/ascenta/liftlog/inspection/annotate/"
                "AnnotateScreen.kt",
                'TopAppBar(title = { Text("Defekt markieren") })\n...\n'
                'Button(onClick = { vm.save(photoId, marks) }) { Text("Speichern") }\n',
            ),
            (
                "think",
                "Hardcoded German strings. VM holds HttpClient and posts directly, bypasses the "
                "offline queue. LocalDateTime has no zone. minSdk 26: java.time is native from "
                "26, so desugaring can go; seems a reasonable cleanup.",
            ),
            (
                "assistant",
                'Review of #88:\n\n1. **Hardcoded strings** (`"Defekt markieren"`, '
                '`"Speichern"`) in `AnnotateScreen`.\n2. **`AnnotateViewModel` injects '
                "`HttpClient` and posts directly.** That skips the offline sync queue, so in a "
                "machine room without signal the marks never reach the server.\n"
                "3. **`LocalDateTime.now()`** stores the time without a zone.\n"
                "4. Bumping minSdk to 26 is fine and lets us drop `desugar_jdk_libs`, since "
                "`java.time` is native from API 26.\n\n1-3 need changes, 4 looks good.",
            ),
            (
                "user",
                "1-3 yes. rules for everyone going forward: all ui text goes in strings.xml, we "
                "ship de, fr and it (south tyrol customers) so no literals in composables. "
                "viewmodels only talk to repositories, HttpClient and the daos stay in "
                "core/data. times are stored as Instant plus the zone id string, never "
                "LocalDateTime, the report has to show local time where the lift is. and 4 is "
                "wrong, minSdk stays 24 because the linz branch still runs galaxy tab a tablets "
                "on android 7, keep desugaring on. ill talk to lukas, just leave the comments",
            ),
            (
                "bash",
                "grep -rn 'zoneId\\|Instant' core/data/src/main/kotlin/at/ascenta/liftlog/data/"
                "db/InspectionEntity.kt",
                "21:    val startedAt: Instant,\n22:    val zoneId: String,",
            ),
            (
                "bash",
                "gh pr review 88 --request-changes --body-file /tmp/review_88.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Got it, I was wrong on 4: minSdk stays 24 and desugaring stays on. Review "
                "posted on #88 (changes requested):\n\n- strings into `strings.xml` with de / "
                "fr / it entries\n- `AnnotateViewModel` should call "
                "`PhotoRepository.saveMarks()`, which stores locally and queues the sync; no "
                "`HttpClient` or DAO in the ViewModel\n- store `Instant.now()` plus the zone id, "
                "like `InspectionEntity.startedAt` / `zoneId`\n- revert the minSdk and "
                "desugaring changes in `app/build.gradle.kts`",
            ),
        ],
        "lessons": [
            {"keys": ["strings.xml", "composables"]},
            {"keys": ["repositories", "core/data"]},
            {"keys": ["Instant", "LocalDateTime"]},
            {"keys": ["minSdk", "24"], "not": ["Bumping minSdk to 26 is fine"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh109-liftlog-report-two-photos-per-row-resolution-correction-in-passing",
        "split": "fresh109",
        "steps": [
            (
                "user",
                "the pdf reports are huge, one photo per row. can we do 2 per row to save pages",
            ),
            (
                "read",
                "server/src/main/kotlin/at/ascenta/liftlog/server/reports/PhotoGrid.kt",
                "private const val COLUMNS = 1\nprivate const val GAP_MM = 4f\n\n"
                "fun PdfPage.photoGrid(photos: List<StoredPhoto>, widthMm: Float) {\n"
                "    val cellW = (widthMm - GAP_MM * (COLUMNS - 1)) / COLUMNS\n"
                "    photos.chunked(COLUMNS).forEach { row -> /* ... */ }\n}\n",
            ),
            (
                "read",
                "docs/photos.md",
                "# Photos\n\nPhotos are scaled on the device by `PhotoCompressor` to 1600 px on "
                "the long edge, JPEG quality 80, EXIF stripped except orientation and "
                "timestamp.\n",
            ),
            (
                "think",
                "A4 content width ~180 mm. Two columns -> ~88 mm each. 1600 px over 88 mm is "
                "~460 dpi along the long edge, well above print quality. Fine.",
            ),
            (
                "assistant",
                "Photos arrive at 1600px on the long edge, so at two per row (~88 mm each on "
                "A4) they still print well above 300 dpi. I'll set `COLUMNS = 2`, keep the "
                "captions under each photo, and keep the type plate photo full width since "
                "that's the one the reviewer zooms into.",
            ),
            ("user", "ok do it"),
            ("edit", "server/src/main/kotlin/at/ascenta/liftlog/server/reports/PhotoGrid.kt"),
            (
                "edit",
                "server/src/main/kotlin/at/ascenta/liftlog/server/reports/ReportRenderer.kt",
            ),
            (
                "bash",
                "./gradlew :server:test --tests '*Report*' -q 2>&1 | tail -1 && ./gradlew "
                ":server:run --args='render-sample --inspection 4411 --out /tmp/r4411.pdf' -q && "
                "pdfinfo /tmp/r4411.pdf | grep Pages",
                "BUILD SUCCESSFUL in 33s\nPages:          9",
            ),
            (
                "assistant",
                "Two photos per row now, type plate photo still full width. The sample report "
                "for inspection 4411 went from 17 pages to 9.",
            ),
            (
                "user",
                "looks good. btw photos are 2400px on the long edge since the audit in "
                "september, type plate serials werent readable at 1600. docs/photos.md is "
                "stale, fix that too",
            ),
            ("edit", "docs/photos.md"),
            (
                "assistant",
                "Updated `docs/photos.md` to 2400 px on the long edge (since the September "
                "audit, so type plate serials stay readable). At two per row that's even more "
                "headroom for print.",
            ),
        ],
        "lessons": [
            {"keys": ["2400px", "long edge"], "not": ["Photos arrive at 1600px"]},
        ],
        "tool_stored": [],
    },
]
