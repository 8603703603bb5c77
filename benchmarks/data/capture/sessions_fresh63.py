"""The "fresh63" capture sessions: written in session 29 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH63: list[dict[str, Any]] = [
    # --- "windlog": offline-first Android app for wind-turbine inspection crews (Kotlin 2.1, Jetpack Compose, Room, WorkManager sync, Hilt, Ktor client, Gradle version catalog + Renovate, Crashlytics, Gradle Play Publisher, on- and offshore technicians in DK/DE/NL) ---
    {
        "name": "fresh63-windlog-serial-scanner-version-catalog-and-no-destructive-migration-correction",
        "split": "fresh63",
        "steps": [
            (
                "user",
                "add a barcode scanner for the turbine serial plates (the nacelle ones have datamatrix codes), ml kit is fine. and Inspection needs a serialScannedAt column so QA can see it was scanned not typed",
            ),
            (
                "read",
                "app/src/main/java/io/windlog/data/WindlogDatabase.kt",
                "@Database(\n    entities = [\n        TurbineEntity::class,\n        InspectionEntity::class,\n        FindingEntity::class,\n        PhotoEntity::class,\n    ],\n    version = 14,\n    exportSchema = true,\n)\n@TypeConverters(Converters::class)\nabstract class WindlogDatabase : RoomDatabase() {\n    abstract fun turbineDao(): TurbineDao\n    abstract fun inspectionDao(): InspectionDao\n    abstract fun findingDao(): FindingDao\n    abstract fun photoDao(): PhotoDao\n}\n",
            ),
            ("edit", "app/build.gradle.kts"),
            ("edit", "app/src/main/java/io/windlog/data/InspectionEntity.kt"),
            ("edit", "app/src/main/java/io/windlog/data/WindlogDatabase.kt"),
            ("edit", "app/src/main/java/io/windlog/di/DatabaseModule.kt"),
            ("edit", "app/src/main/java/io/windlog/ui/inspection/SerialScanScreen.kt"),
            ("edit", "app/src/main/java/io/windlog/ui/inspection/InspectionViewModel.kt"),
            (
                "bash",
                "./gradlew :app:assembleDebug -q 2>&1 | tail -3; echo exit=$?",
                "exit=0",
            ),
            (
                "assistant",
                'Scanner is in:\n\n- `app/build.gradle.kts`: `implementation("com.google.mlkit:barcode-scanning:17.3.0")` plus `androidx.camera:camera-camera2` / `camera-view` 1.4.1 for the preview\n- `SerialScanScreen`: CameraX preview + ML Kit analyzer limited to `FORMAT_DATA_MATRIX` and `FORMAT_QR_CODE`, fills the serial field and sets `serialScannedAt`\n- `InspectionEntity.serialScannedAt: Instant?`, database version 14 → 15; I added `.fallbackToDestructiveMigration()` to the builder in `DatabaseModule`, which is fine since the server has a copy of everything that\'s synced\n\nDebug build assembles.',
            ),
            (
                "user",
                "two things. deps always go through gradle/libs.versions.toml, no inline version strings in the module build files — renovate only reads the catalog. and never fallbackToDestructiveMigration: techs sit on unsynced inspections for days offshore and a destructive migration wipes them. write a real Migration(14, 15) plus a MigrationTestHelper test, every schema bump gets one",
            ),
            ("edit", "gradle/libs.versions.toml"),
            ("edit", "app/build.gradle.kts"),
            ("edit", "app/src/main/java/io/windlog/data/Migrations.kt"),
            ("edit", "app/src/main/java/io/windlog/di/DatabaseModule.kt"),
            ("edit", "app/src/androidTest/java/io/windlog/data/MigrationTest.kt"),
            (
                "bash",
                "./gradlew :app:connectedDebugAndroidTest -Pandroid.testInstrumentationRunnerArguments.class=io.windlog.data.MigrationTest 2>&1 | grep -E 'Tests on|BUILD'; git status --short app/schemas",
                "Starting 6 tests on Pixel_Tablet_API_34(AVD) - 14\nFinished 6 tests on Pixel_Tablet_API_34(AVD) - 14\nBUILD SUCCESSFUL in 1m 12s\n?? app/schemas/io.windlog.data.WindlogDatabase/15.json",
            ),
            (
                "assistant",
                "Fixed:\n\n- `libs.versions.toml`: new `mlkit-barcode` and `camerax` versions with `mlkit-barcode-scanning`, `camerax-camera2`, `camerax-view` library entries; `app/build.gradle.kts` uses `libs.mlkit.barcode.scanning` etc., no inline versions\n- `MIGRATION_14_15` in `Migrations.kt`: `ALTER TABLE inspection ADD COLUMN serialScannedAt INTEGER` (nullable, so existing rows are untouched); `.fallbackToDestructiveMigration()` removed, `addMigrations(*ALL_MIGRATIONS)` instead\n- `MigrationTest`: creates a v14 database with an unsynced inspection, runs `MIGRATION_14_15`, checks the row survives and Room validates against `15.json` (the new exported schema, added to the commit)",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["libs.versions.toml", "renovate"]},
            {"keys": ["fallbackToDestructiveMigration", "unsynced"], "not": ["server has a copy"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh63-windlog-photo-upload-no-recompression-unmetered-only-correction",
        "split": "fresh63",
        "steps": [
            (
                "user",
                "photo upload is painfully slow for the offshore crew, a 40 photo inspection takes hours. can you shrink the photos before upload or whatever's sensible",
            ),
            (
                "read",
                "app/src/main/java/io/windlog/sync/PhotoUploadWorker.kt",
                "@HiltWorker\nclass PhotoUploadWorker @AssistedInject constructor(\n    @Assisted context: Context,\n    @Assisted params: WorkerParameters,\n    private val photoDao: PhotoDao,\n    private val api: WindlogApi,\n) : CoroutineWorker(context, params) {\n\n    override suspend fun doWork(): Result {\n        val pending = photoDao.pendingUploads()\n        for (photo in pending) {\n            val file = File(photo.localPath)\n            api.uploadPhoto(photo.inspectionId, photo.id, file.readBytes())\n            photoDao.markUploaded(photo.id, Instant.now())\n        }\n        return Result.success()\n    }\n\n    companion object {\n        fun request() = OneTimeWorkRequestBuilder<PhotoUploadWorker>()\n            .setConstraints(Constraints(requiredNetworkType = NetworkType.CONNECTED))\n            .build()\n    }\n}\n",
            ),
            (
                "bash",
                "adb shell ls -l /sdcard/Android/data/io.windlog/files/Pictures/ | head -4",
                "-rw-rw---- 1 u0_a213 ext_data_rw 11234871 2026-12-03 09:14 IMG_20261203_091402.jpg\n-rw-rw---- 1 u0_a213 ext_data_rw 10988302 2026-12-03 09:14 IMG_20261203_091419.jpg\n-rw-rw---- 1 u0_a213 ext_data_rw 11501144 2026-12-03 09:15 IMG_20261203_091447.jpg",
            ),
            ("edit", "app/src/main/java/io/windlog/sync/PhotoCompressor.kt"),
            ("edit", "app/src/main/java/io/windlog/sync/PhotoUploadWorker.kt"),
            (
                "assistant",
                "The photos are ~11 MB each (50 MP rugged-tablet camera), so a 40-photo inspection is ~450 MB over whatever link they have.\n\nChanged:\n- new `PhotoCompressor`: downscales to 2560 px on the long edge and re-encodes as JPEG quality 80 before upload, keeping EXIF (GPS, timestamp); ~11 MB → ~900 KB\n- `PhotoUploadWorker` uploads the compressed copy and deletes it afterwards; the original stays on the device\n\nThat cuts the 40-photo upload from ~450 MB to ~36 MB.",
            ),
            (
                "user",
                "hm wait, checked with pieter from engineering, no. photos are never recompressed or resized on device, engineering's blade damage grading needs the full-res originals (they zoom way into leading edge erosion). revert that. the actual problem: photo uploads need NetworkType.UNMETERED, offshore techs are on metered satellite data on the vessel and we got a €900 overage bill last month. they'll sync on the hotel wifi in the evening, that's fine",
            ),
            (
                "bash",
                "git checkout -- app/src/main/java/io/windlog/sync/PhotoUploadWorker.kt && rm app/src/main/java/io/windlog/sync/PhotoCompressor.kt && git status --short",
                "",
            ),
            ("edit", "app/src/main/java/io/windlog/sync/PhotoUploadWorker.kt"),
            ("edit", "app/src/main/java/io/windlog/ui/inspection/SyncStatusBadge.kt"),
            ("edit", "app/src/test/java/io/windlog/sync/PhotoUploadWorkerTest.kt"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest --tests 'io.windlog.sync.PhotoUploadWorkerTest' -q 2>&1 | tail -2; echo exit=$?",
                "exit=0",
            ),
            (
                "assistant",
                "Reverted the compression completely (`PhotoCompressor` deleted, worker back to uploading the original file).\n\n- `PhotoUploadWorker.request()` now requires `NetworkType.UNMETERED`; inspection data (JSON) still syncs on any connection since it's a few KB\n- the sync badge shows \"Photos wait for Wi-Fi (12)\" when photos are pending and the network is metered, so techs don't think it's stuck\n- `PhotoUploadWorkerTest` asserts the constraint on the request\n\nSide effect to know: a vessel whose Wi-Fi is a satellite uplink shows up as an unmetered Wi-Fi network unless the router flags it as metered.",
            ),
            ("user", "good point, i'll ask the vessel ops guys to flag theirs as metered. thx"),
        ],
        "lessons": [
            {"keys": ["recompressed", "blade damage"], "not": ["quality 80"]},
            {"keys": ["UNMETERED", "satellite"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh63-windlog-decision-submitted-inspections-immutable-amendments",
        "split": "fresh63",
        "steps": [
            (
                "user",
                "QA lead wants techs to be able to edit an inspection after submitting it (typos, wrong blade id, that kind of thing). simplest is just let them edit and re-sync right? thoughts before i answer her",
            ),
            (
                "bash",
                "grep -rn 'submittedAt' app/src/main/java --include=*.kt | head -5; grep -n 'inspections' api/openapi.yaml | head -6",
                "app/src/main/java/io/windlog/data/InspectionEntity.kt:22:    val submittedAt: Instant?,\napp/src/main/java/io/windlog/ui/inspection/InspectionViewModel.kt:88:        if (inspection.submittedAt != null) return // read-only after submit\napp/src/main/java/io/windlog/sync/SyncWorker.kt:41:            .filter { it.submittedAt != null && it.syncedAt == null }\napi/openapi.yaml:212:  /v2/inspections:\napi/openapi.yaml:248:  /v2/inspections/{id}:\napi/openapi.yaml:251:    get:",
            ),
            (
                "assistant",
                "Today submitted inspections are read-only in the app (`InspectionViewModel`, line 88) and the API only has `POST /v2/inspections` and `GET /v2/inspections/{id}`, so there's no update path at all.\n\nOptions:\n\n1. **Edit in place + re-sync** (`PUT /v2/inspections/{id}`, last writer wins): least work. But the submitted version is overwritten, and if QA already approved it on the web side you get a silent change under an approval.\n2. **Amendments**: a submitted inspection never changes; a correction is a new `InspectionAmendment` (references the inspection, changed fields old → new, reason, author, timestamp), synced like findings. The web view shows the inspection with amendments applied and the history underneath.\n3. **Reopen workflow**: a supervisor reopens it, the tech edits, it's re-submitted. Keeps approvals meaningful but still loses the old values unless we also version them.",
            ),
            (
                "user",
                "amendments. submitted inspections stay immutable and any correction is a new amendment record with a reason, because the DNV certification audit needs the full trail of who changed what and when, an in-place edit erases the original. write an adr. server side is marta's team, i'll send her the adr",
            ),
            ("edit", "docs/adr/0007-inspection-amendments.md"),
            (
                "bash",
                "sed -n 1,16p docs/adr/0007-inspection-amendments.md",
                '# ADR 0007: Corrections to submitted inspections are amendments\n\nStatus: accepted (2026-12-05)\n\n## Decision\nA submitted inspection is immutable, on the device and on the server. A correction is an\nInspectionAmendment: inspection id, changed fields (old -> new), reason (required),\nauthor, created_at. Amendments sync like findings and are never edited or deleted either.\n\n## Why\nThe DNV certification audit requires the full history of who changed what and when.\nEditing in place would erase the submitted values.\n\n## Consequences\n- API: POST /v2/inspections/{id}/amendments (server team).\n- App: "Amend" action on submitted inspections; reason field mandatory.',
            ),
            (
                "assistant",
                'Wrote `docs/adr/0007-inspection-amendments.md`: decision, the DNV audit reason, and the consequences (new `POST /v2/inspections/{id}/amendments` for Marta\'s team, an "Amend" action in the app with a mandatory reason). I can add the amendment entity and DAO on the app side once the endpoint shape is agreed.',
            ),
            ("user", "ok, prob next sprint"),
        ],
        "lessons": [
            {"keys": ["immutable", "amendment"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh63-windlog-incident-sync-stuck-replace-policy-cancels-worker",
        "split": "fresh63",
        "steps": [
            (
                "user",
                "3 techs complaining + crashlytics logs: inspections stuck on 'syncing' for days since 3.4.0, even on wifi. always the big ones with lots of photos. small ones go through",
            ),
            (
                "bash",
                "git log --oneline v3.3.2..v3.4.0 -- app/src/main/java/io/windlog/sync app/src/main/java/io/windlog/MainActivity.kt",
                "e81c4d2 sync on app open so techs see fresh turbine data (#318)\n5b09a7f SyncWorker: upload photos before marking inspection synced (#311)",
            ),
            (
                "read",
                "app/src/main/java/io/windlog/MainActivity.kt",
                '    override fun onResume() {\n        super.onResume()\n        WorkManager.getInstance(this).enqueueUniqueWork(\n            "sync",\n            ExistingWorkPolicy.REPLACE,\n            SyncWorker.request(),\n        )\n    }\n',
            ),
            (
                "bash",
                "adb logcat -d -s WM-WorkerWrapper:I WM-Processor:I SyncWorker:D | tail -8",
                "12-05 09:41:02.118 I WM-Processor: Moving WorkSpec (6c0e1f2a-...) to the foreground\n12-05 09:41:02.140 D SyncWorker: uploading photo 1/38 for inspection 4417\n12-05 09:41:57.903 D SyncWorker: uploading photo 9/38 for inspection 4417\n12-05 09:42:05.311 I WM-WorkerWrapper: Work [ id=6c0e1f2a-..., tags={ io.windlog.sync.SyncWorker } ] was cancelled\n12-05 09:42:05.356 I WM-Processor: Moving WorkSpec (a93d7b40-...) to the foreground\n12-05 09:42:05.371 D SyncWorker: uploading photo 1/38 for inspection 4417\n12-05 09:43:12.006 I WM-WorkerWrapper: Work [ id=a93d7b40-..., tags={ io.windlog.sync.SyncWorker } ] was cancelled\n12-05 09:43:12.049 D SyncWorker: uploading photo 1/38 for inspection 4417",
            ),
            (
                "think",
                "#318 enqueues unique 'sync' with REPLACE in onResume. Every return to the app (after taking a photo with the camera intent, unlocking the screen) cancels the running SyncWorker and starts a new one. #311 made SyncWorker upload all photos first and only mark at the end, no per-photo progress, so the new worker starts from photo 1. Small inspections finish between resumes, 38 photos never do. Fix: KEEP + persist per-photo uploadedAt.",
            ),
            (
                "assistant",
                "Found it. Two changes in 3.4.0 combine:\n\n- **#318** made `MainActivity.onResume` call `enqueueUniqueWork(\"sync\", ExistingWorkPolicy.REPLACE, ...)`. `REPLACE` cancels the running `SyncWorker` every time the app comes back to the foreground, and techs leave the app constantly (camera intent, screen lock), so the logcat above shows it being cancelled roughly every minute.\n- **#311** made `SyncWorker` upload all photos first and only record progress at the end, so each new worker starts again at photo 1 of 38.\n\nSmall inspections finish between two resumes; big ones never do.\n\nFix: the unique sync work must be enqueued with `ExistingWorkPolicy.KEEP`, because `REPLACE` cancels the in-flight `SyncWorker` on every `onResume`. And `SyncWorker` should write each photo's `uploadedAt` to Room right after that photo's upload, so a restarted worker skips the photos that are already on the server.",
            ),
            (
                "user",
                "yep do both, ship as 3.4.1. good find",
            ),
            ("edit", "app/src/main/java/io/windlog/MainActivity.kt"),
            ("edit", "app/src/main/java/io/windlog/sync/SyncWorker.kt"),
            ("edit", "app/src/main/java/io/windlog/data/PhotoDao.kt"),
            ("edit", "app/src/test/java/io/windlog/sync/SyncWorkerTest.kt"),
            ("edit", "gradle.properties"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest --tests 'io.windlog.sync.*' 2>&1 | grep -E 'tests completed|BUILD'; grep -n 'version' gradle.properties",
                "BUILD SUCCESSFUL in 48s\n3:windlog.versionCode=3041\n4:windlog.versionName=3.4.1",
            ),
            (
                "assistant",
                "Done, on `fix/sync-keep-policy`:\n\n- `MainActivity.onResume` uses `ExistingWorkPolicy.KEEP`: an already running or queued sync is left alone\n- `SyncWorker` calls `photoDao.markUploaded(id, now)` after each photo and only queries photos with `uploadedAt IS NULL`, so a retried or restarted worker continues where it stopped\n- `SyncWorkerTest` (with `WorkManagerTestInitHelper`): enqueueing twice while a sync runs keeps the first one, and a worker cancelled after 9 of 38 photos resumes at photo 10\n- `gradle.properties`: 3.4.1 / versionCode 3041",
            ),
            ("user", "🙏"),
        ],
        "lessons": [
            {"keys": ["ExistingWorkPolicy.KEEP", "onResume"]},
            {"keys": ["uploadedAt", "restarted worker"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh63-windlog-tool-stored-release-steps-and-strings-translations",
        "split": "fresh63",
        "steps": [
            (
                "user",
                "save the release steps to memory so i stop forgetting them: bump windlog.versionCode/versionName in gradle.properties, tag vX.Y.Z, ./gradlew publishReleaseBundle uploads to the play internal track, the esbjerg pilot crew runs it 48h, then promote to production in the play console by hand. after that add the strings for the amendment screen: 'Amend inspection', 'Reason for amendment', 'Submit amendment'",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "windlog release steps: 1) bump windlog.versionCode and windlog.versionName in gradle.properties, 2) tag vX.Y.Z, 3) ./gradlew publishReleaseBundle uploads the bundle to the Play internal track, 4) the Esbjerg pilot crew runs it for 48h, 5) promote to production manually in the Play Console.",
                    "tags": ["windlog", "release", "play-store"],
                },
                '{"id":"6208","action":"stored"}',
                False,
            ),
            ("edit", "app/src/main/res/values/strings.xml"),
            (
                "bash",
                "./gradlew :app:lintDebug 2>&1 | grep -E 'Error|MissingTranslation|BUILD' | head -5",
                '/home/jonas/windlog/app/src/main/res/values/strings.xml:212: Error: "amend_inspection_title" is not translated in "da" (Danish), "de" (German) [MissingTranslation]\n/home/jonas/windlog/app/src/main/res/values/strings.xml:213: Error: "amend_reason_label" is not translated in "da" (Danish), "de" (German) [MissingTranslation]\n/home/jonas/windlog/app/src/main/res/values/strings.xml:214: Error: "amend_submit" is not translated in "da" (Danish), "de" (German) [MissingTranslation]\nBUILD FAILED in 37s',
            ),
            (
                "assistant",
                "Saved the release steps to memory.\n\nAdded the three strings to `values/strings.xml` (`amend_inspection_title`, `amend_reason_label`, `amend_submit`), but lint fails with `MissingTranslation` for `da` and `de`. Should I turn `MissingTranslation` into a warning in `lint.xml`, or do you have translations?",
            ),
            (
                "user",
                "no keep it an error, that's on purpose. every new string goes into values, values-de and values-da in the same commit, MissingTranslation fails the build so nothing ships half-translated. and placeholder english in de/da always gets a <!-- TODO(l10n) --> comment above it, the translators grep for that",
            ),
            ("edit", "app/src/main/res/values-de/strings.xml"),
            ("edit", "app/src/main/res/values-da/strings.xml"),
            (
                "bash",
                "./gradlew :app:lintDebug -q 2>&1 | tail -2; echo exit=$?; grep -c 'TODO(l10n)' app/src/main/res/values-de/strings.xml app/src/main/res/values-da/strings.xml",
                "exit=0\napp/src/main/res/values-de/strings.xml:3\napp/src/main/res/values-da/strings.xml:3",
            ),
            (
                "assistant",
                "Lint passes. The three strings are in `values`, `values-de` and `values-da`; the de/da entries are the English text, each with `<!-- TODO(l10n) -->` above it. `MissingTranslation` stays an error.",
            ),
            ("user", "ty. off to the harbour, back tomorrow"),
        ],
        "lessons": [
            {"keys": ["values-da", "MissingTranslation"]},
            {"keys": ["TODO(l10n)", "translators"]},
        ],
        "tool_stored": [["publishReleaseBundle", "48h"]],
    },
    {
        "name": "fresh63-windlog-chitchat-wind-speed-knots-and-commit-message",
        "split": "fresh63",
        "steps": [
            (
                "user",
                "sanity check, 25 m/s in knots? crew lead says the cutoff for climbing is 'about 50 knots'",
            ),
            (
                "assistant",
                '25 m/s × 1.94384 ≈ **48.6 kn**, so "about 50 knots" is right. (Per hour: 90 km/h, ~56 mph.)',
            ),
            ("user", "and give me a commit msg for the staged stuff"),
            (
                "bash",
                "git diff --cached --stat",
                " app/src/main/java/io/windlog/ui/turbine/TurbineListScreen.kt | 14 ++++++++----\n app/src/main/res/values-da/strings.xml                       |  2 ++\n app/src/main/res/values-de/strings.xml                       |  2 ++\n app/src/main/res/values/strings.xml                          |  1 +\n 4 files changed, 13 insertions(+), 6 deletions(-)",
            ),
            (
                "assistant",
                "```\nTurbine list: show empty state when a site has no turbines\n\nAdds the turbine_list_empty string (en, plus de/da placeholders) and\nreplaces the blank list with a message and a pull-to-refresh hint.\n```",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
