"""The "fresh86" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH86: list[dict[str, Any]] = [
    # --- "glanmor-ios": the iOS app of Glanmor Buses, a regional bus operator in west Wales (Swift 6, SwiftUI, SPM packages DeparturesKit and GTFSKit, a WidgetKit extension with Live Activities, live departures from the departures gateway at api.glanmorbuses.co.uk/v2 fed by the ticket machines' AVL data, fastlane + TestFlight, SwiftLint) ---
    {
        "name": "fresh86-glanmor-chitchat-task-modifier-and-stop-search-typo",
        "split": "fresh86",
        "steps": [
            (
                "user",
                "random q, if i start work in .task on a view and the user pops the view, does the work actually stop or just the result get dropped",
            ),
            (
                "assistant",
                "It's cancelled, but cooperatively. SwiftUI cancels the task it created for `.task` when the view disappears, which sets `Task.isCancelled` and makes any pending `try await Task.sleep` or `URLSession` `data(for:)` call throw `CancellationError`. Code that never hits a suspension point or checks `Task.checkCancellation()` keeps running to the end, and then its result just goes nowhere.\n\nSo a loop like `while !Task.isCancelled { ...; try await Task.sleep(for: .seconds(30)) }` stops cleanly, a tight CPU loop doesn't. `.task(id:)` also cancels and restarts when the id changes.",
            ),
            (
                "user",
                "ok nice. also the stop search placeholder says 'Search stops or tows', fix pls",
            ),
            (
                "bash",
                'grep -rn "tows" Glanmor/ Packages/ --include=*.swift --include=*.xcstrings',
                'Glanmor/Features/StopSearch/StopSearchView.swift:41:            .searchable(text: $query, prompt: "Search stops or tows")',
            ),
            ("edit", "Glanmor/Features/StopSearch/StopSearchView.swift"),
            (
                "bash",
                "xcodebuild -scheme Glanmor -destination 'platform=iOS Simulator,name=iPhone 16' build -quiet 2>&1 | tail -2",
                "** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                'Fixed the placeholder to "Search stops or towns" in `StopSearchView.swift:41`; it builds.',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh86-glanmor-incident-stacked-departures-pollers-429",
        "split": "fresh86",
        "steps": [
            (
                "user",
                "gateway team pinged me, saturday morning the departures api started returning 429 to basically everyone for about 40 min and the traffic was almost all ios app 3.4.0. android was fine. can u figure out what we did",
            ),
            (
                "bash",
                "git log --oneline v3.3.2..v3.4.0 -- Packages/DeparturesKit Glanmor/Features/Departures",
                "c81d0e2 departures: refresh when tab becomes visible (#412)\n5a7f1b9 departures: show platform/stand letter (#409)\n2e4c6d3 DeparturesKit: decode cancelled trips (#405)",
            ),
            (
                "read",
                "Glanmor/Features/Departures/DeparturesView.swift",
                "struct DeparturesView: View {\n    let stop: Stop\n    @State private var model = DeparturesModel()\n    private let poller = DeparturesPoller()\n\n    var body: some View {\n        DeparturesList(departures: model.departures)\n            .onAppear {\n                poller.start(stop: stop.atcoCode) { departures in\n                    model.departures = departures\n                }\n            }\n            .refreshable { await model.reload(stop: stop.atcoCode) }\n    }\n}\n",
            ),
            (
                "read",
                "Packages/DeparturesKit/Sources/DeparturesKit/DeparturesPoller.swift",
                "public final class DeparturesPoller {\n    private var timers: [Timer] = []\n\n    public init() {}\n\n    public func start(stop: String, onUpdate: @escaping ([Departure]) -> Void) {\n        let timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in\n            Task { onUpdate(try await DeparturesClient.shared.departures(stop: stop)) }\n        }\n        timer.fire()\n        timers.append(timer)\n    }\n\n    public func stop() {\n        timers.forEach { $0.invalidate() }\n        timers.removeAll()\n    }\n}\n",
            ),
            (
                "think",
                "#412 moved the start into onAppear so it refreshes when the tab becomes visible. onAppear fires every time the tab is shown again, start() appends another Timer, and nobody calls stop() (no onDisappear). After switching tabs 10 times there are 10 timers each firing every 30s plus the immediate fire(). Saturday morning is market day, people flick between tabs while waiting. Fix: drop the Timer, poll from .task which SwiftUI cancels on disappear, one loop per view.",
            ),
            (
                "assistant",
                "Found it, it's #412 in 3.4.0.\n\n`DeparturesView` now calls `poller.start(...)` in `.onAppear`, and `onAppear` runs again every time the user comes back to the tab. `DeparturesPoller.start` appends a **new** repeating `Timer` each time and nothing ever calls `stop()`, so the timers stack up: after switching tabs ten times a phone is polling ten times every 30 s, plus an immediate `fire()` on each switch. Android doesn't have this code, which matches the gateway's numbers.\n\nFix I'd make: delete the `Timer`-based poller and poll from `.task(id: stop.atcoCode)` with a `Task.sleep(for: .seconds(30))` loop, so SwiftUI cancels it when the view goes away and there's only ever one loop per visible board. OK?",
            ),
            (
                "user",
                "yes do that. and from now on anything that polls the gateway backs off on a 429 and honours the Retry-After header, the gateway sends it and we ignored it completely. put it in DeparturesClient so every caller gets it",
            ),
            ("edit", "Glanmor/Features/Departures/DeparturesView.swift"),
            ("edit", "Packages/DeparturesKit/Sources/DeparturesKit/DeparturesPoller.swift"),
            ("edit", "Packages/DeparturesKit/Sources/DeparturesKit/DeparturesClient.swift"),
            ("edit", "Packages/DeparturesKit/Tests/DeparturesKitTests/DeparturesClientTests.swift"),
            (
                "bash",
                "swift test --package-path Packages/DeparturesKit 2>&1 | tail -3",
                "Test Suite 'All tests' passed at 2026-12-07 10:02:41.118.\n\t Executed 58 tests, with 0 failures (0 unexpected) in 1.906 (1.931) seconds\n",
            ),
            (
                "assistant",
                'Done:\n\n- `DeparturesView` polls in `.task(id: stop.atcoCode)`: fetch, then `try await Task.sleep(for: .seconds(30))`, until cancelled. The `.onAppear` start is gone.\n- `DeparturesPoller` and its `Timer` array are deleted.\n- `DeparturesClient` handles 429 for every caller: it reads `Retry-After` (seconds or HTTP date), waits that long before the next request, and falls back to an exponential backoff (30 s, 60 s, 120 s, capped at 5 min) when the header is missing. The board shows the last departures with a "live times paused" note while backing off.\n- tests: switching tabs 20 times leaves one poll loop; a 429 with `Retry-After: 90` delays the next request by 90 s.\n\n58 tests pass. Worth a 3.4.1 hotfix so the stacked timers stop before next Saturday.',
            ),
            ("user", "yep ill cut 3.4.1 this afternoon"),
        ],
        "lessons": [
            {"keys": ["onAppear", "Timer"]},
            {"keys": ["429", "Retry-After"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh86-glanmor-decision-bundled-gtfs-offline-timetables",
        "split": "fresh86",
        "steps": [
            (
                "user",
                "when theres no signal the departures board is just a spinner forever. we need scheduled times offline at least. options?",
            ),
            (
                "bash",
                "ls -la Packages/GTFSKit/Sources/GTFSKit/ && curl -sI https://data.glanmorbuses.co.uk/gtfs/glanmor.zip | grep -iE 'content-length|last-modified'",
                "total 24\ndrwxr-xr-x  5 dev  staff   160 Nov 30 14:12 .\ndrwxr-xr-x  3 dev  staff    96 Nov 30 14:12 ..\n-rw-r--r--  1 dev  staff  4120 Nov 30 14:12 GTFSFeed.swift\n-rw-r--r--  1 dev  staff  2877 Nov 30 14:12 StopTimes.swift\n-rw-r--r--  1 dev  staff  1950 Nov 30 14:12 Calendar.swift\ncontent-length: 6815233\nlast-modified: Mon, 07 Sep 2026 06:00:11 GMT",
            ),
            (
                "assistant",
                "GTFSKit can already parse the feed; nothing in the app uses it yet. The published GTFS zip is 6.8 MB, last changed 7 September. Options:\n\n1. **Bundle the GTFS in the app.** Convert it at build time to a small SQLite file (~2 MB with only stops, trips, stop_times and calendar) and ship it in the bundle. Works offline from the first launch; new timetables only reach riders with an app update.\n2. **Download on launch and cache.** Fetch the zip when it changes (`If-Modified-Since`), unpack into Application Support. Always current, but a fresh install with no signal has nothing, and the first download is 6.8 MB on rural 3G.\n3. **Cache API responses.** Keep the last departures per stop in `URLCache`/SwiftData and show them stale. No new data source, but only covers stops the rider already looked at, and the times go stale quickly.\n\nI'd lean to 2 with 1 as the seed.",
            ),
            (
                "user",
                "1. bundle the gtfs. the T1 and the 552 run through stretches with no signal for half an hour, and people install the app at the stop. timetables only change twice a year, may and september, and we always ship a release for those anyway. dont bother with the download",
            ),
            ("edit", "Scripts/build-timetable-db.swift"),
            ("edit", "Packages/GTFSKit/Sources/GTFSKit/TimetableStore.swift"),
            ("edit", "Glanmor/Features/Departures/DeparturesModel.swift"),
            ("edit", "Glanmor.xcodeproj/project.pbxproj"),
            (
                "bash",
                "swift Scripts/build-timetable-db.swift --feed Vendor/gtfs/glanmor.zip --out Glanmor/Resources/timetable.sqlite && ls -la Glanmor/Resources/timetable.sqlite && swift test --package-path Packages/GTFSKit 2>&1 | tail -2",
                "stops: 2114  trips: 9870  stop_times: 301442  service calendars: 31\n-rw-r--r--  1 dev  staff  2247680 Dec  7 10:41 Glanmor/Resources/timetable.sqlite\n\t Executed 22 tests, with 0 failures (0 unexpected) in 0.844 (0.861) seconds\n",
            ),
            (
                "assistant",
                'Done:\n\n- `Scripts/build-timetable-db.swift` turns `Vendor/gtfs/glanmor.zip` into `Glanmor/Resources/timetable.sqlite` (2.2 MB: 2114 stops, 9870 trips) and runs as a build phase when the zip changes\n- `TimetableStore` in GTFSKit answers "next scheduled departures at this stop" from the bundled db, honouring calendar_dates for bank holidays\n- `DeparturesModel` shows scheduled times straight away and swaps in live ones when the gateway answers; offline, the board shows scheduled times marked "timetable" instead of a spinner\n\nGTFSKit tests pass. For the May change: drop the new zip into `Vendor/gtfs/` and the build picks it up.',
            ),
        ],
        "lessons": [
            {"keys": ["bundle the gtfs", "no signal"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh86-glanmor-widget-ios17-and-x-api-key-corrections",
        "split": "fresh86",
        "steps": [
            (
                "user",
                "lets do the home screen widget: next 3 departures from the rider's first favourite stop, refresh every 5 min or so",
            ),
            (
                "read",
                "GlanmorWidget/GlanmorWidget.swift",
                "import WidgetKit\nimport SwiftUI\n\n@main\nstruct GlanmorWidgetBundle: WidgetBundle {\n    var body: some Widget {\n        DepartureLiveActivity()\n    }\n}\n",
            ),
            (
                "assistant",
                "Plan: a `NextDeparturesWidget` with a `TimelineProvider` that reads the first favourite from the shared app group, fetches from the gateway and returns a timeline with `.after(now + 5 min)`. Since the deployment target is iOS 16, I'll keep the shared view model as an `ObservableObject` with `@Published` properties rather than `@Observable`. For auth, the widget sends the API key as a bearer token, same as the app's `AccountClient`. Sound OK?",
            ),
            ("user", "sure go ahead"),
            ("edit", "GlanmorWidget/NextDeparturesWidget.swift"),
            ("edit", "GlanmorWidget/NextDeparturesProvider.swift"),
            ("edit", "Packages/DeparturesKit/Sources/DeparturesKit/FavouriteStopsStore.swift"),
            (
                "bash",
                "xcodebuild -scheme GlanmorWidgetExtension -destination 'platform=iOS Simulator,name=iPhone 16' build -quiet 2>&1 | tail -1; xcrun simctl spawn booted log show --last 2m --predicate 'subsystem == \"uk.co.glanmorbuses.app.widget\"' | tail -2",
                "** BUILD SUCCEEDED **\n2026-12-07 11:12:03.441 E  NextDeparturesProvider: gateway responded 401 Unauthorized\n2026-12-07 11:12:03.442 I  NextDeparturesProvider: placeholder timeline, retry in 300s",
            ),
            (
                "user",
                "hm wait actually before u go further, we're not on 16 anymore, we dropped it with v3.0 in march. deployment target is iOS 17.0 so use @Observable like the rest of the app. and the 401 is the auth: the departures gateway doesnt take Authorization: Bearer at all, it wants the key in the X-Api-Key header. bearer tokens are only for the rider account endpoints (/v2/account/...). the key is in the app group config same as the app uses",
            ),
            (
                "bash",
                'grep -n IPHONEOS_DEPLOYMENT_TARGET Glanmor.xcodeproj/project.pbxproj | sort -u -k2 | head -3; grep -rn "X-Api-Key" Packages/DeparturesKit/Sources | head -2',
                '412:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\nPackages/DeparturesKit/Sources/DeparturesKit/DeparturesClient.swift:58:        request.setValue(config.apiKey, forHTTPHeaderField: "X-Api-Key")',
            ),
            ("edit", "GlanmorWidget/NextDeparturesProvider.swift"),
            ("edit", "Packages/DeparturesKit/Sources/DeparturesKit/FavouriteStopsStore.swift"),
            (
                "bash",
                "xcodebuild -scheme GlanmorWidgetExtension -destination 'platform=iOS Simulator,name=iPhone 16' build -quiet 2>&1 | tail -1; xcrun simctl spawn booted log show --last 2m --predicate 'subsystem == \"uk.co.glanmorbuses.app.widget\"' | tail -1",
                "** BUILD SUCCEEDED **\n2026-12-07 11:19:47.902 I  NextDeparturesProvider: 3 departures for 5130AWD71095, next reload 11:24:47",
            ),
            (
                "assistant",
                "Fixed both:\n\n- `FavouriteStopsStore` is `@Observable` now (target is 17.0 in the project, as you said)\n- the widget no longer builds its own request; it goes through `DeparturesClient`, which already sets `X-Api-Key` from the app group config, so the 401 is gone\n\nThe widget shows the next 3 departures for stop 5130AWD71095 and asks for a reload 5 minutes later.",
            ),
        ],
        "lessons": [
            {"keys": ["iOS 17.0", "@Observable"], "not": ["deployment target is iOS 16"]},
            {"keys": ["X-Api-Key", "departures gateway"], "not": ["api key as a bearer token"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh86-glanmor-tool-stored-testflight-steps-riders-panel-answer",
        "split": "fresh86",
        "steps": [
            (
                "user",
                "remember the testflight steps for me, i keep looking them up: agvtool next-version -all to bump the build number, commit, then bundle exec fastlane beta from the repo root. it needs the ASC api key file at ~/.appstoreconnect/glanmor.p8, the lane reads it from there. then do 3.4.1 please",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "glanmor-ios TestFlight build: `agvtool next-version -all` to bump the build number, commit, then `bundle exec fastlane beta` from the repo root. The lane reads the App Store Connect API key from ~/.appstoreconnect/glanmor.p8.",
                    "tags": ["glanmor-ios", "release", "testflight", "fastlane"],
                },
                '{"id":"7121","action":"stored"}',
                False,
            ),
            (
                "bash",
                "agvtool what-marketing-version -terse1 && agvtool next-version -all | tail -1",
                "3.4.0\nSetting version of project Glanmor to: \n    318.",
            ),
            ("edit", "Glanmor.xcodeproj/project.pbxproj"),
            (
                "read",
                "fastlane/Fastfile",
                'lane :beta do\n  api_key = app_store_connect_api_key(key_filepath: File.expand_path("~/.appstoreconnect/glanmor.p8"), key_id: "7QK2W9X4LM", issuer_id: ENV.fetch("ASC_ISSUER_ID"))\n  build_app(scheme: "Glanmor", export_method: "app-store")\n  upload_to_testflight(api_key: api_key, groups: ["Internal"], distribute_external: false)\nend\n',
            ),
            (
                "assistant",
                "Saved the TestFlight steps. Marketing version is set to 3.4.1 and the build number to 318.\n\nOne question before I run the lane: it only distributes to the `Internal` group. Should 3.4.1 also go to the external `Riders Panel` group, since it's a hotfix riders are waiting on?",
            ),
            (
                "user",
                "no. riders panel never gets a build until Bethan in ops has signed it off, she tests every build on the buses for a couple of days first (real stops, real signal). internal only, ill ping her",
            ),
            (
                "bash",
                "git commit -qam 'release 3.4.1 (318)' && bundle exec fastlane beta 2>&1 | grep -E 'Successfully|Uploaded|build processing|Error' | tail -3",
                "[11:58:12]: Successfully exported and compressed dSYM file\n[12:04:39]: Successfully uploaded package to App Store Connect. It might take a few minutes until it's visible online.\n[12:11:02]: Successfully distributed build to Internal testers",
            ),
            (
                "assistant",
                "3.4.1 (318) is on TestFlight for the Internal group only. Once Bethan signs it off it can go to Riders Panel from App Store Connect.",
            ),
        ],
        "lessons": [
            {"keys": ["Riders Panel", "Bethan"]},
        ],
        "tool_stored": [["agvtool next-version -all", "fastlane beta"]],
    },
    {
        "name": "fresh86-glanmor-pr-review-force-unwraps-and-welsh-strings",
        "split": "fresh86",
        "steps": [
            (
                "user",
                "review my branch feat/disruption-banner before i open the pr",
            ),
            (
                "bash",
                "git diff --stat main...feat/disruption-banner && swiftlint lint --quiet Packages/DeparturesKit Glanmor/Features/Departures 2>&1 | tail -3",
                " Glanmor/Features/Departures/DisruptionBanner.swift            | 64 ++++++++++\n Packages/DeparturesKit/Sources/DeparturesKit/Disruption.swift | 38 ++++++\n Glanmor/Features/Departures/DeparturesView.swift              |  9 +-\n 3 files changed, 108 insertions(+), 3 deletions(-)\nPackages/DeparturesKit/Sources/DeparturesKit/Disruption.swift:22:45: warning: Force Unwrapping Violation: Force unwrapping should be avoided (force_unwrapping)\nPackages/DeparturesKit/Sources/DeparturesKit/Disruption.swift:31:30: warning: Force Unwrapping Violation: Force unwrapping should be avoided (force_unwrapping)",
            ),
            (
                "read",
                "Glanmor/Features/Departures/DisruptionBanner.swift",
                'struct DisruptionBanner: View {\n    let disruption: Disruption\n\n    var body: some View {\n        HStack(alignment: .top, spacing: 8) {\n            Image(systemName: "exclamationmark.triangle.fill")\n            VStack(alignment: .leading) {\n                Text("Service disruption")\n                    .font(.headline)\n                Text(disruption.summary)\n            }\n        }\n        .padding()\n        .background(.yellow.opacity(0.2), in: .rect(cornerRadius: 12))\n        .accessibilityElement(children: .combine)\n    }\n}\n',
            ),
            (
                "assistant",
                "Looks good overall. Notes:\n\n1. `Disruption.swift:22` and `:31` force-unwrap `URL(string:)` and `validUntil`; SwiftLint flags both as warnings. A bad URL from the gateway would crash the board.\n2. `\"Service disruption\"` is a literal in the view; it works because SwiftUI treats it as a `LocalizedStringKey`, but it isn't in the string catalog yet.\n3. The banner isn't hidden when `validUntil` has passed, so a stale disruption stays up until the next fetch.\n\nNone of these block the PR, 1 is worth fixing.",
            ),
            (
                "user",
                "fix all 3. and two things for going forward, not just this branch: force unwraps are banned in DeparturesKit, i'm making force_unwrapping an error in .swiftlint.yml so CI fails on them. and every user-facing string has to be in Localizable.xcstrings with the Welsh translation filled in before merge, not later. bilingual english/welsh is a condition of the welsh government bus grant we're funded by, and the last release went out with 6 english-only strings",
            ),
            ("edit", "Packages/DeparturesKit/Sources/DeparturesKit/Disruption.swift"),
            ("edit", "Glanmor/Features/Departures/DisruptionBanner.swift"),
            ("edit", "Glanmor/Resources/Localizable.xcstrings"),
            ("edit", ".swiftlint.yml"),
            (
                "bash",
                "swiftlint lint --strict --quiet Packages/DeparturesKit && echo lint-ok; swift test --package-path Packages/DeparturesKit 2>&1 | tail -1",
                "lint-ok\n\t Executed 61 tests, with 0 failures (0 unexpected) in 1.972 (1.998) seconds\n",
            ),
            (
                "assistant",
                'Done on feat/disruption-banner:\n\n- `Disruption` decodes `url` as an optional `URL` and drops a disruption whose `validUntil` is missing instead of force-unwrapping\n- the banner hides itself once `validUntil` has passed (`TimelineView(.everyMinute)`)\n- "Service disruption" is in `Localizable.xcstrings` with the Welsh "Tarfu ar wasanaeth"; I marked it *needs review* since a native speaker should confirm it\n- `.swiftlint.yml`: `force_unwrapping` is an error for `Packages/DeparturesKit`\n\nLint is clean with `--strict` and 61 tests pass.',
            ),
            ("user", "👍 opening it"),
        ],
        "lessons": [
            {"keys": ["force_unwrapping", "DeparturesKit"]},
            {"keys": ["Localizable.xcstrings", "Welsh"]},
        ],
        "tool_stored": [],
    },
]
