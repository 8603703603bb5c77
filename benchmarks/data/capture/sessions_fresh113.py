"""The "fresh113" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH113: list[dict[str, Any]] = [
    # --- "cairn": iOS app for the Dark Peak Hillwalkers club in Sheffield (walk calendar,
    # RSVPs, routes, summit photos). Swift 6, SwiftUI, SwiftData, MapKit; backend on Firebase
    # (Firestore, Storage, Cloud Functions in TypeScript, FCM); betas via fastlane/TestFlight ---
    {
        "name": "fresh113-cairn-chitchat-state-vs-bindable-and-assembly-typo",
        "split": "fresh113",
        "steps": [
            (
                "user",
                "quick q, when do i use @State vs @Bindable with the new @Observable stuff? the "
                "rsvp toggle in WalkDetailView doesnt update the going count. also the label "
                "says Assemby point 🙃",
            ),
            (
                "read",
                "Cairn/Views/WalkDetailView.swift",
                "struct WalkDetailView: View {\n"
                "    let model: WalkDetailModel\n"
                "    @State private var isGoing = false\n\n"
                "    var body: some View {\n"
                "        Form {\n"
                '            LabeledContent("Assemby point", value: model.walk.meetingPoint)\n'
                '            Toggle("I\'m going", isOn: $isGoing)\n'
                '            Text("\\(model.goingCount) going")\n'
                "        }\n    }\n}\n",
            ),
            (
                "think",
                "The toggle binds to a local @State Bool that nothing reads, so the model never "
                "hears about it. Model is @Observable and passed in -> @Bindable var model, "
                "bind $model.isGoing, model's setter does the RSVP and updates goingCount.",
            ),
            (
                "assistant",
                "Short version:\n\n"
                "- **`@State`**: the view *owns* the value. Use it for local UI state, or to "
                "create and keep an `@Observable` object the view itself makes.\n"
                "- **`@Bindable`**: you're *handed* an `@Observable` object and need "
                "`$`-bindings to its properties (`$model.isGoing`).\n"
                "- **plain `let` / `var`**: you're handed an `@Observable` and only read it; "
                "SwiftUI still tracks the properties you read in `body`.\n\n"
                "Your toggle binds to a private `@State var isGoing` that nothing else reads, "
                "so `WalkDetailModel` never hears about it and `goingCount` never changes. "
                "Make it `@Bindable var model` and bind the toggle to `$model.isGoing`. Want "
                "me to change it and fix the label?",
            ),
            ("user", "ya"),
            ("edit", "Cairn/Views/WalkDetailView.swift"),
            ("edit", "Cairn/Models/WalkDetailModel.swift"),
            (
                "bash",
                "xcodebuild test -scheme Cairn -destination 'platform=iOS Simulator,name=iPhone "
                "16' -only-testing:CairnTests/WalkDetailModelTests -quiet 2>&1 | tail -2",
                "Test Suite 'WalkDetailModelTests' passed at 2026-12-02 19:14:07.311.\n"
                "** TEST SUCCEEDED **",
            ),
            (
                "assistant",
                "Done:\n\n- `WalkDetailView` takes `@Bindable var model`, toggle bound to "
                "`$model.isGoing`; `isGoing`'s `didSet` calls the RSVP and updates "
                '`goingCount`\n- label fixed to "Assembly point"\n\n`WalkDetailModelTests` '
                "pass.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh113-cairn-incident-swiftdata-launch-crash-non-optional-without-default",
        "split": "fresh113",
        "steps": [
            (
                "user",
                "testflight 2.4 (build 87) crashes on launch for basically everyone who had 2.3 "
                "installed. fresh installs are fine. i saved the crash log in "
                "crashlogs/2.4-87-launch.txt",
            ),
            (
                "read",
                "crashlogs/2.4-87-launch.txt",
                "Cairn/CairnApp.swift:23: Fatal error: failed to create ModelContainer: "
                "SwiftDataError(_error: SwiftData.SwiftDataError._Error.loadIssueModelContainer)\n"
                "CoreData: error: addPersistentStoreWithType:configuration:URL:options:error: "
                "returned error NSCocoaErrorDomain (134110)\n"
                '  reason = "Validation error missing attribute values on mandatory '
                'destination attribute";\n  entity = Walk; attribute = difficulty;\n',
            ),
            (
                "bash",
                "git diff v2.3.0..v2.4.0 -- Cairn/Model/Walk.swift",
                "@@ -9,6 +9,7 @@ final class Walk {\n"
                "     var title: String\n     var date: Date\n"
                "     var distanceKm: Double\n"
                "+    var difficulty: Difficulty\n"
                "     var meetingPoint: String\n",
            ),
            (
                "think",
                "Mandatory attribute 'difficulty' added with no default. Lightweight migration "
                "needs a value for existing Walk rows, has none -> 134110 -> container init "
                "fails -> our fatalError. Fresh installs have no old store. Fix: default value "
                "on the property. Also introduce VersionedSchema + SchemaMigrationPlan so "
                "there's a real migration test against a 2.3 store.",
            ),
            (
                "assistant",
                "Found it.\n\n**Cause:** 2.4 added `var difficulty: Difficulty` to the SwiftData "
                "`Walk` model with no default. On launch SwiftData runs an automatic lightweight "
                "migration of the 2.3 store, finds existing walks with nothing to put in "
                "`difficulty`, fails with Cocoa error 134110, and `ModelContainer` init hits "
                "the `fatalError` in `CairnApp.swift`. Fresh installs have no old store, which "
                "is why they're fine.\n\n"
                "**Rule:** new non-optional properties on a SwiftData model need a default "
                "value, otherwise the lightweight migration fails on every existing store.\n\n"
                "**Fix:**\n- `var difficulty: Difficulty = .moderate`\n"
                "- `CairnSchemaV1` / `CairnSchemaV2` plus a `SchemaMigrationPlan` with a "
                "lightweight stage, so model changes are explicit from now on\n"
                "- a test that opens a store fixture saved by 2.3\n\nShip it as 2.4.1?",
            ),
            ("user", "ah damn. yes do it and push a build"),
            ("edit", "Cairn/Model/Walk.swift"),
            ("edit", "Cairn/Model/Schema.swift"),
            ("edit", "Cairn/CairnApp.swift"),
            ("edit", "CairnTests/MigrationTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Cairn -destination 'platform=iOS Simulator,name=iPhone "
                "16' -quiet 2>&1 | tail -3",
                "Test Case '-[CairnTests.MigrationTests testOpensStoreFrom2_3]' passed "
                "(0.412 seconds).\nExecuted 58 tests, with 0 failures (0 unexpected)\n"
                "** TEST SUCCEEDED **",
            ),
            (
                "bash",
                "bundle exec fastlane beta 2>&1 | tail -2",
                "[19:52:40]: Successfully uploaded build 88 (2.4.1) to App Store Connect\n"
                "[19:52:41]: fastlane.tools finished successfully 🎉",
            ),
            (
                "assistant",
                "2.4.1 (build 88) is uploaded to TestFlight:\n\n"
                "- `difficulty` defaults to `.moderate`\n- versioned schemas + migration plan "
                "in `Schema.swift`\n- `MigrationTests` opens a real 2.3 store fixture\n\n"
                "Testers who got 2.4 can update in place; their data is intact because the "
                "failed migration never touched the store.",
            ),
            ("user", "👍 works on my old phone"),
        ],
        "lessons": [
            {"keys": ["non-optional", "default value"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh113-cairn-decision-offline-maps-maplibre-pmtiles-by-number",
        "split": "fresh113",
        "steps": [
            (
                "user",
                "members keep moaning the map is blank up on kinder scout / bleaklow cos theres "
                "no signal. we need offline maps for walks. options?",
            ),
            (
                "read",
                "Cairn/Views/RouteMapView.swift",
                "struct RouteMapView: View {\n    let route: [CLLocationCoordinate2D]\n\n"
                "    var body: some View {\n        Map {\n"
                "            MapPolyline(coordinates: route).stroke(.orange, lineWidth: 4)\n"
                "        }\n        .mapStyle(.standard(elevation: .realistic))\n    }\n}\n",
            ),
            (
                "think",
                "MapKit has no public offline tile API. Options: static snapshots, Mapbox "
                "offline TileRegions (polished, free tier easily covers ~300 members), "
                "MapLibre + PMTiles self-hosted. Recommend Mapbox for least work.",
            ),
            (
                "assistant",
                "MapKit can't cache tiles for offline use, so the options are:\n\n"
                "1. **MapKit snapshots**: `MKMapSnapshotter` renders the route area to images "
                "before the walk. Trivial, but no panning or zooming offline.\n"
                "2. **Mapbox Maps SDK** with offline tile regions. Polished and the offline API "
                "is built in; our ~300 members are well inside the free tier, but it needs a "
                "Mapbox account with a card on file.\n"
                "3. **MapLibre Native** with one PMTiles file per walk, cut from OS Open "
                "Zoomstack and stored in Firebase Storage. Free and open, but we own the tile "
                "pipeline and the map style.\n\n"
                "I'd go with 2, it's the least work by far.",
            ),
            (
                "user",
                "3. the committee wont have any paid account with a card in someones name since "
                "the last treasurer left, and zoomstack has the contours the leaders want",
            ),
            (
                "assistant",
                "OK, option 3: MapLibre Native with a PMTiles file per walk, because the club "
                "won't hold a paid account tied to someone's card and OS Open Zoomstack has "
                "the contours the leaders want.",
            ),
            (
                "user",
                "cut the tiles in a cloud function when a leader publishes a walk, 5km buffer "
                "round the route",
            ),
            ("edit", "functions/src/cutWalkTiles.ts"),
            ("edit", "functions/src/index.ts"),
            ("edit", "functions/test/cutWalkTiles.test.ts"),
            ("edit", "Cairn.xcodeproj/project.pbxproj"),
            ("edit", "Cairn/Map/OfflineMapStore.swift"),
            ("edit", "Cairn/Views/RouteMapView.swift"),
            (
                "bash",
                "cd functions && npm test -- cutWalkTiles 2>&1 | tail -3",
                " PASS  test/cutWalkTiles.test.ts\nTests:       4 passed, 4 total\n"
                "Time:        2.87 s",
            ),
            (
                "bash",
                "xcodebuild build -scheme Cairn -destination 'generic/platform=iOS' -quiet "
                "2>&1 | tail -1",
                "** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                "Offline maps are in:\n\n"
                "- `cutWalkTiles` (Firestore trigger on `walks/{id}` becoming `published`) "
                "buffers the route by 5 km, extracts that area from the Zoomstack PMTiles "
                "archive and writes `tiles/{walkId}.pmtiles` to Storage\n"
                "- `OfflineMapStore` downloads the file when a member RSVPs and `RouteMapView` "
                "now uses MapLibre with a local `pmtiles://` source, falling back to online "
                "tiles if the download hasn't happened\n\n"
                "Typical walk file is 6-9 MB.",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["MapLibre", "PMTiles"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh113-cairn-tool-stored-testflight-group-and-fcm-rsvp-topic",
        "split": "fresh113",
        "steps": [
            (
                "user",
                "note for future: club testers are in the testflight group Members Beta, and "
                "betas get uploaded with bundle exec fastlane beta from main only. anyway, when "
                "a leader cancels a walk the people who rsvpd should get a push",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Cairn betas: upload with `bundle exec fastlane beta`, from the "
                    "main branch only; club testers are in the TestFlight group "
                    "'Members Beta'.",
                    "tags": ["cairn", "release", "testflight"],
                },
                '{"id":"5520","action":"stored"}',
                False,
            ),
            (
                "read",
                "functions/src/index.ts",
                "export const onRsvpWrite = onDocumentWritten(\n"
                '  "walks/{walkId}/rsvps/{uid}",\n'
                "  async (event) => {\n"
                "    await updateGoingCount(event.params.walkId);\n  },\n);\n\n"
                'export const onWalkPublished = onDocumentUpdated("walks/{walkId}", '
                "cutWalkTiles);\n",
            ),
            (
                "think",
                "No messaging code in functions yet. Need to know how devices are addressed: "
                "stored FCM tokens per member, or topics? Ask rather than guess.",
            ),
            (
                "assistant",
                "Saved the beta notes.\n\nFor the cancellation push I'd add an "
                "`onWalkCancelled` function that fires when `walks/{walkId}.status` becomes "
                "`cancelled`. Nothing in `functions/` sends messages yet, so: how do we reach a "
                "member's phone? Are FCM device tokens stored somewhere (e.g. "
                "`members/{uid}.fcmTokens`), or do you use topics?",
            ),
            (
                "user",
                "topics. every member who rsvps gets subscribed to the FCM topic walk_<walkId> "
                "by the app and unsubscribed when they un-rsvp, we dont store device tokens "
                "anywhere on purpose",
            ),
            ("edit", "functions/src/onWalkCancelled.ts"),
            ("edit", "functions/src/index.ts"),
            ("edit", "functions/test/onWalkCancelled.test.ts"),
            (
                "bash",
                "cd functions && npm test -- onWalkCancelled 2>&1 | tail -3",
                " PASS  test/onWalkCancelled.test.ts\nTests:       3 passed, 3 total\n"
                "Time:        1.94 s",
            ),
            (
                "assistant",
                "Done:\n\n- `onWalkCancelled` (`onDocumentUpdated` on `walks/{walkId}`) sends "
                "one message to the walk's topic when `status` changes to `cancelled`: "
                'title "Walk cancelled", body with the walk title and date, and the walk id '
                "in `data` so tapping opens the walk\n- no-op if the status was already "
                "`cancelled` (re-saves don't re-notify)\n\nTests use the emulator's messaging "
                "mock.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["FCM topic", "walk_<walkId>"]},
        ],
        "tool_stored": [["Members Beta", "fastlane beta"]],
    },
    {
        "name": "fresh113-cairn-review-gallery-pr-rules-string-catalog",
        "split": "fresh113",
        "steps": [
            ("user", "review pr 142 pls, priyas summit photo gallery"),
            (
                "bash",
                "gh pr diff 142 --name-only",
                "Cairn/Views/Gallery/GalleryView.swift\n"
                "Cairn/Views/Gallery/PhotoUploader.swift\n"
                "Cairn/Views/WalkDetailView.swift",
            ),
            (
                "read",
                "Cairn/Views/Gallery/PhotoUploader.swift",
                "func upload(_ image: UIImage, walkID: String) async throws {\n"
                "    let data = image.jpegData(compressionQuality: 0.9)!\n"
                "    let ref = Storage.storage().reference()\n"
                '        .child("walks/\\(walkID)/photos/\\(UUID().uuidString).jpg")\n'
                "    _ = try await ref.putDataAsync(data)\n"
                '    try await Firestore.firestore().collection("walks").document(walkID)\n'
                '        .collection("photos").addDocument(data: ["path": ref.fullPath])\n}\n',
            ),
            (
                "read",
                "Cairn/Views/Gallery/GalleryView.swift",
                "LazyVGrid(columns: columns, spacing: 2) {\n"
                "    ForEach(photos) { photo in PhotoCell(photo: photo) }\n}\n"
                'Button(String("Add photo")) { showPicker = true }\n'
                'Text(verbatim: "No photos yet")\n',
            ),
            (
                "think",
                "Force unwrap on jpegData. Full-size 12MP JPEGs, ~4-6 MB each. Firestore and "
                "Storage called right from the uploader. Strings use String(...) / verbatim so "
                "they're not localized; I assume the app has a Localizable.strings file.",
            ),
            (
                "assistant",
                "Review of #142. The grid looks great; a few things:\n\n"
                "1. **`jpegData(...)!`** crashes if encoding fails (e.g. odd HEIC from the "
                "picker).\n"
                "2. **Uploads the full-size image**, 4-6 MB per photo from a 12 MP camera.\n"
                "3. The uploader writes to Firestore right after the Storage upload; if the "
                "second call fails we leave an orphaned file.\n"
                '4. **Strings aren\'t localizable** (`String("Add photo")`, '
                "`Text(verbatim:)`). These need to go into Localizable.strings like the rest "
                "of the app's copy.\n\n1, 2 and 4 should block.",
            ),
            (
                "user",
                "ok a few things, and these are general rules not just for this pr:\n"
                "- no force unwraps in app code, tests are fine\n"
                "- views and helpers never touch Firestore or Storage directly, everything goes "
                "through the ClubStore actor (thats also where 3 gets handled)\n"
                "- photos get downscaled to 2048px on the long edge before upload, lots of "
                "members are on rural data plans\n"
                "- theres no Localizable.strings anymore, everything is in the String Catalog "
                "(Localizable.xcstrings) since 2.2, just use plain string literals and xcode "
                "extracts them\n"
                "also tell priya thanks, the grid is lovely",
            ),
            (
                "bash",
                "git ls-files | grep -i localizable",
                "Cairn/Resources/Localizable.xcstrings",
            ),
            ("edit", "/tmp/review_142.md"),
            (
                "bash",
                "gh pr review 142 --request-changes --body-file /tmp/review_142.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Right, only `Localizable.xcstrings` exists; my mistake. Posted on #142 "
                "(changes requested), with thanks for the grid:\n\n"
                "- `guard let data = ... else { throw UploadError.encoding }` instead of `!`\n"
                "- downscale to 2048 px long edge before encoding\n"
                "- move the Storage upload and Firestore write into "
                "`ClubStore.addPhoto(_:to:)`, deleting the file if the write fails\n"
                '- `Button("Add photo")` / `Text("No photos yet")` so the String Catalog '
                "picks them up",
            ),
        ],
        "lessons": [
            {"keys": ["force unwraps", "app code"]},
            {"keys": ["ClubStore", "Firestore"]},
            {"keys": ["2048px", "long edge"]},
            {
                "keys": ["Localizable.xcstrings", "String Catalog"],
                "not": ["Localizable.strings like the rest"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh113-cairn-correction-minimum-ios-17-after-agreeing",
        "split": "fresh113",
        "steps": [
            (
                "user",
                "add a share walk button that makes a card image with the route and date, for "
                "the whatsapp group",
            ),
            (
                "read",
                "README.md",
                "# Cairn\n\nDark Peak Hillwalkers' club app.\n\nRequires iOS 16.4+ and Xcode 16.\n"
                "\n## Setup\n\n`bundle install && open Cairn.xcodeproj`\n",
            ),
            (
                "assistant",
                "Plan: a `WalkShareCard` view (route snapshot from `MKMapSnapshotter`, title, "
                "date, distance, club logo) rendered with `ImageRenderer` and shared through "
                "`ShareLink`. The deployment target is iOS 16.4, so I'll wrap the "
                "`.sensoryFeedback` haptic on the button in `if #available(iOS 17, *)`.",
            ),
            ("user", "ok go"),
            ("edit", "Cairn/Views/Share/WalkShareCard.swift"),
            ("edit", "Cairn/Views/WalkDetailView.swift"),
            (
                "bash",
                "xcodebuild build -scheme Cairn -destination 'generic/platform=iOS' -quiet "
                "2>&1 | tail -1",
                "** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                "Share button added to the walk detail toolbar: it renders a 1080x1350 card "
                "(route on the map, title, date, distance, logo) and opens the share sheet.",
            ),
            (
                "user",
                "looks good. actually drop the #available thing, the minimum is iOS 17 since "
                "2.0 when we moved to swiftdata, the readme is just old. fix the readme while "
                "youre there",
            ),
            (
                "bash",
                "grep -h IPHONEOS_DEPLOYMENT_TARGET Cairn.xcodeproj/project.pbxproj | sort -u",
                "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;",
            ),
            ("edit", "Cairn/Views/WalkDetailView.swift"),
            ("edit", "README.md"),
            (
                "assistant",
                "Removed the availability check (the project is at 17.0) and the README now "
                "says iOS 17+.",
            ),
        ],
        "lessons": [
            {"keys": ["minimum", "iOS 17"], "not": ["deployment target is iOS 16.4"]},
        ],
        "tool_stored": [],
    },
]
