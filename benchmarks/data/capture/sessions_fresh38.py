"""The "fresh38" capture sessions: written in session 24 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH38: list[dict[str, Any]] = [
    # --- an iOS developer's week on "Stillpoint", a SwiftUI meditation app (Core Data, StoreKit 2, TestFlight, APNs, a small Vapor backend) ---
    {
        "name": "fresh38-storekit-entitlements-reinstall",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "got 3 support mails since 2.4 went out: paying yearly subscribers get the paywall after they set up a new phone or reinstall. 'Restore Purchases' fixes it for them but they're (rightly) annoyed. can you look at EntitlementManager.swift?",
            ),
            (
                "read",
                "Stillpoint/Store/EntitlementManager.swift",
                'import StoreKit\nimport SwiftUI\n\n@MainActor\nfinal class EntitlementManager: ObservableObject {\n    @AppStorage("isPremium") var isPremium = false\n    private var updatesTask: Task<Void, Never>?\n\n    init() {\n        updatesTask = Task { await listenForTransactions() }\n    }\n\n    deinit { updatesTask?.cancel() }\n\n    private func listenForTransactions() async {\n        for await result in Transaction.updates {\n            guard case .verified(let transaction) = result else { continue }\n            await apply(transaction)\n            await transaction.finish()\n        }\n    }\n\n    func apply(_ transaction: Transaction) async {\n        if transaction.revocationDate != nil { isPremium = false; return }\n        if let exp = transaction.expirationDate, exp < .now { isPremium = false; return }\n        isPremium = true\n    }\n\n    func restore() async throws {\n        try await AppStore.sync()\n        for await result in Transaction.currentEntitlements {\n            if case .verified(let t) = result { await apply(t) }\n        }\n    }\n}\n',
            ),
            (
                "think",
                "On a fresh install @AppStorage is empty, so isPremium starts false. Transaction.updates only emits transactions that are new or unfinished; a subscription bought and finished on the old phone will not be replayed. The only place that walks currentEntitlements is restore(). Was there a launch-time refresh before 2.4? Check the history.",
            ),
            (
                "bash",
                "git log --oneline -6 -- Stillpoint/Store/ Stillpoint/App/",
                "a91c2e4 Move entitlement handling out of StillpointApp into EntitlementManager\n3f0b7d1 Paywall: show yearly first, add 7-day trial badge\n7c55e02 Bump StoreKit config for 2.4 prices\ne12a9c8 Breathing: haptics on phase change\n9d4410b Fix paywall dismiss on iPad\nb8e3f27 2.3.2",
            ),
            (
                "bash",
                "git show a91c2e4 -- Stillpoint/App/StillpointApp.swift | head -40",
                'commit a91c2e4b0f6d1d8e2c7a9b1f3e55c0d2a6f4e811\nAuthor: Nora Lindqvist <nora@stillpoint.app>\nDate:   Wed Nov 18 21:47:03 2026 +0100\n\n    Move entitlement handling out of StillpointApp into EntitlementManager\n\ndiff --git a/Stillpoint/App/StillpointApp.swift b/Stillpoint/App/StillpointApp.swift\nindex 51c0e7a..0b9d2f4 100644\n--- a/Stillpoint/App/StillpointApp.swift\n+++ b/Stillpoint/App/StillpointApp.swift\n@@ -8,27 +8,12 @@ struct StillpointApp: App {\n-    @AppStorage("isPremium") private var isPremium = false\n-    @Environment(\\.scenePhase) private var scenePhase\n+    @StateObject private var entitlements = EntitlementManager()\n \n     var body: some Scene {\n         WindowGroup {\n             RootView()\n-                .onChange(of: scenePhase) { _, phase in\n-                    if phase == .active { Task { await refreshEntitlements() } }\n-                }\n+                .environmentObject(entitlements)\n         }\n     }\n-\n-    private func refreshEntitlements() async {\n-        var premium = false\n-        for await result in Transaction.currentEntitlements {\n-            if case .verified(let t) = result, t.revocationDate == nil { premium = true }\n-        }\n-        isPremium = premium\n-    }\n }',
            ),
            (
                "assistant",
                "Found it. The 2.4 refactor (a91c2e4) moved everything into `EntitlementManager` but dropped the launch-time refresh: before, `StillpointApp` walked `Transaction.currentEntitlements` every time the scene became active. Now the only thing that sets `isPremium` is the `Transaction.updates` listener, and `Transaction.updates` doesn't replay transactions that were already finished on another device. On a reinstall or a new phone the `@AppStorage` flag starts out `false` and nothing ever flips it until the user taps Restore, which is the only remaining caller of `currentEntitlements`.\n\nFix: add a `refresh()` that recomputes `isPremium` from `currentEntitlements`, call it from `init` and whenever the scene goes active, and have the `updates` listener call `refresh()` too, so the flag is always derived from the full entitlement set and not from whichever single transaction came in last.",
            ),
            (
                "user",
                "yes do that. keep the AppStorage flag though, only as a cache for the first frame, otherwise the paywall flashes for half a second for everyone who IS premium",
            ),
            ("edit", "Stillpoint/Store/EntitlementManager.swift"),
            ("edit", "Stillpoint/App/StillpointApp.swift"),
            ("edit", "StillpointTests/EntitlementManagerTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Stillpoint -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' -only-testing:StillpointTests/EntitlementManagerTests 2>&1 | xcpretty",
                "▸ Compiling EntitlementManager.swift\n▸ Compiling StillpointApp.swift\n▸ Compiling EntitlementManagerTests.swift\n▸ Linking StillpointTests\n▸ Running StillpointTests on iPhone 16\n\nTest Suite EntitlementManagerTests started\n    ✓ testFreshInstallWithActiveYearlyIsPremium (0.412 seconds)\n    ✓ testExpiredMonthlyIsNotPremium (0.187 seconds)\n    ✓ testRevokedTransactionIsNotPremium (0.201 seconds)\n    ✓ testCachedFlagUsedBeforeFirstRefresh (0.044 seconds)\n    ✓ testUpdateTriggersFullRefresh (0.233 seconds)\n\n\n\t Executed 5 tests, with 0 failures (0 unexpected) in 1.077 (1.102) seconds",
            ),
            (
                "assistant",
                "Done:\n- `EntitlementManager.refresh()` walks `Transaction.currentEntitlements` (verified, not revoked, not expired) and sets `isPremium`; it runs in `init`, on `scenePhase == .active`, and after every `Transaction.updates` event.\n- `@AppStorage(\"isPremium\")` is still read at startup so already-premium users don't see the paywall flash; it's overwritten as soon as the first refresh finishes.\n- New test `testFreshInstallWithActiveYearlyIsPremium` uses a `SKTestSession` with a purchased yearly and a cleared UserDefaults to simulate the reinstall; it fails on the old code and passes now.",
            ),
            (
                "user",
                "nice. ship it as 2.4.1, I'll write the release notes myself. and reply to the 3 tickets later",
            ),
            (
                "bash",
                "agvtool new-marketing-version 2.4.1 && git commit -am 'Refresh entitlements from currentEntitlements at launch (fixes paywall after reinstall)'",
                'Setting CFBundleShortVersionString of project Stillpoint to: \n    2.4.1.\n\nUpdating CFBundleShortVersionString in Info.plist(s)...\n\nUpdated CFBundleShortVersionString in "Stillpoint.xcodeproj/../Stillpoint/Info.plist" to 2.4.1\nUpdated CFBundleShortVersionString in "Stillpoint.xcodeproj/../StreakWidget/Info.plist" to 2.4.1\n[main 5b2e9a0] Refresh entitlements from currentEntitlements at launch (fixes paywall after reinstall)\n 5 files changed, 71 insertions(+), 9 deletions(-)',
            ),
            ("assistant", "Committed on main with the marketing version at 2.4.1. Not pushed yet."),
        ],
        "lessons": [{"keys": ["Transaction.updates", "currentEntitlements"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh38-coredata-store-location-correction",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "next feature: 'how do you feel now?' after a session. need a new optional Int16 `moodAfter` on SessionRecord. should be a lightweight migration, can you add the model version and wire it into the finish screen",
            ),
            (
                "bash",
                "ls Stillpoint/Model/Stillpoint.xcdatamodeld && cat Stillpoint/Model/Stillpoint.xcdatamodeld/.xccurrentversion",
                'Stillpoint 1.xcdatamodel\nStillpoint 2.xcdatamodel\nStillpoint 3.xcdatamodel\nStillpoint 4.xcdatamodel\nStillpoint 5.xcdatamodel\nStillpoint 6.xcdatamodel\nStillpoint 7.xcdatamodel\n<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n\t<key>_XCCurrentVersionName</key>\n\t<string>Stillpoint 7.xcdatamodel</string>\n</dict>\n</plist>',
            ),
            (
                "read",
                "Stillpoint/Model/PersistenceController.swift",
                'import CoreData\n\nfinal class PersistenceController {\n    static let shared = PersistenceController(storeURL: StoreLocation.sharedURL)\n\n    let container: NSPersistentContainer\n\n    init(storeURL: URL? = nil, inMemory: Bool = false) {\n        container = NSPersistentContainer(name: "Stillpoint")\n        let description = NSPersistentStoreDescription(url: inMemory ? URL(fileURLWithPath: "/dev/null") : (storeURL ?? Self.defaultStoreURL()))\n        description.shouldMigrateStoreAutomatically = true\n        description.shouldInferMappingModelAutomatically = true\n        container.persistentStoreDescriptions = [description]\n        container.loadPersistentStores { _, error in\n            if let error { fatalError("Core Data store failed: \\(error)") }\n        }\n        container.viewContext.automaticallyMergesChangesFromParent = true\n    }\n\n    static func defaultStoreURL() -> URL {\n        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]\n        return base.appendingPathComponent("Stillpoint.sqlite")\n    }\n}\n',
            ),
            (
                "assistant",
                "Plan: add `Stillpoint 8.xcdatamodel` as a copy of 7, add `moodAfter` (Integer 16, optional, no default) to `SessionRecord`, make 8 the current version. Inferred mapping is already on, so an added optional attribute migrates without a mapping model.\n\nThe store lives at Application Support/Stillpoint.sqlite (`defaultStoreURL()`), so to test the migration I'll install the current 2.4.1 build in the simulator, log a couple of sessions, then copy that v7 sqlite out of the simulator's Application Support folder into a test fixture and open it with the v8 model.",
            ),
            (
                "user",
                "no, that's not where the app's store is. defaultStoreURL is just the fallback the unit tests hit when they don't pass inMemory, look at line 4, shared uses StoreLocation.sharedURL",
            ),
            (
                "user",
                "since 2.2 the sqlite sits in the app group container, group.app.stillpoint.shared, because the streak widget opens the same store read-only. a v7 copy from application support would be whatever a test left there, not what users have on their phones",
            ),
            (
                "read",
                "Shared/StoreLocation.swift",
                'import Foundation\n\nenum StoreLocation {\n    static let appGroupID = "group.app.stillpoint.shared"\n\n    static var sharedURL: URL {\n        guard let dir = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupID) else {\n            preconditionFailure("App group \\(appGroupID) missing from entitlements")\n        }\n        return dir.appendingPathComponent("Stillpoint.sqlite")\n    }\n}\n',
            ),
            (
                "assistant",
                "You're right, sorry, I read `defaultStoreURL()` and missed that `shared` passes `StoreLocation.sharedURL`. The real store is `Stillpoint.sqlite` in the `group.app.stillpoint.shared` container, which both the app and the StreakWidget extension open. That also means the widget target has to compile against model 8; it already includes `Stillpoint.xcdatamodeld` in its target membership, so the new version goes into both.",
            ),
            ("edit", "Stillpoint/Model/Stillpoint.xcdatamodeld/Stillpoint 8.xcdatamodel/contents"),
            ("edit", "Stillpoint/Model/Stillpoint.xcdatamodeld/.xccurrentversion"),
            ("edit", "Stillpoint/Model/SessionRecord+CoreDataProperties.swift"),
            ("edit", "Stillpoint/Session/FinishView.swift"),
            (
                "bash",
                "xcrun simctl get_app_container booted app.stillpoint.ios groups",
                "group.app.stillpoint.shared\t/Users/nora/Library/Developer/CoreSimulator/Devices/6E0C3B7A-21D4-4F0B-9B8D-0E5C1A7F3D92/data/Containers/Shared/AppGroup/5C1F8A2E-7B3D-4E61-A0C9-2D84F6B1E3A7\ngroup.com.apple.widgetkit\t/Users/nora/Library/Developer/CoreSimulator/Devices/6E0C3B7A-21D4-4F0B-9B8D-0E5C1A7F3D92/data/Containers/Shared/AppGroup/91B0E4D2-3C6A-4F7E-8D15-B7A20C9E6F48",
            ),
            (
                "bash",
                "G=/Users/nora/Library/Developer/CoreSimulator/Devices/6E0C3B7A-21D4-4F0B-9B8D-0E5C1A7F3D92/data/Containers/Shared/AppGroup/5C1F8A2E-7B3D-4E61-A0C9-2D84F6B1E3A7; ls -la $G && sqlite3 $G/Stillpoint.sqlite 'select Z_VERSION, count(*) from Z_METADATA; select count(*) from ZSESSIONRECORD;'",
                "total 392\ndrwxr-xr-x  6 nora  staff     192 Dec  2 09:14 .\ndrwxr-xr-x  4 nora  staff     128 Nov 11 17:02 ..\ndrwxr-xr-x  3 nora  staff      96 Nov 11 17:02 Library\n-rw-r--r--  1 nora  staff  126976 Dec  2 09:14 Stillpoint.sqlite\n-rw-r--r--  1 nora  staff   32768 Dec  2 09:14 Stillpoint.sqlite-shm\n-rw-r--r--  1 nora  staff   41232 Dec  2 09:14 Stillpoint.sqlite-wal\n1|1\n214",
            ),
            (
                "bash",
                "mkdir -p StillpointTests/Fixtures && sqlite3 $G/Stillpoint.sqlite \".backup 'StillpointTests/Fixtures/store_v7.sqlite'\" && ls -la StillpointTests/Fixtures",
                "total 256\ndrwxr-xr-x   3 nora  staff      96 Dec  4 10:31 .\ndrwxr-xr-x  14 nora  staff     448 Dec  4 10:31 ..\n-rw-r--r--   1 nora  staff  126976 Dec  4 10:31 store_v7.sqlite",
            ),
            ("edit", "StillpointTests/MigrationTests.swift"),
            (
                "bash",
                "xcodebuild test -scheme Stillpoint -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' -only-testing:StillpointTests/MigrationTests 2>&1 | xcpretty",
                "▸ Copying Stillpoint 8.xcdatamodel\n▸ Compiling Stillpoint.xcdatamodeld\n▸ Compiling SessionRecord+CoreDataProperties.swift\n▸ Compiling FinishView.swift\n▸ Compiling MigrationTests.swift\n▸ Running StillpointTests on iPhone 16\n\nTest Suite MigrationTests started\n    ✓ testV7StoreMigratesToV8 (0.318 seconds)\n    ✓ testMoodAfterDefaultsToNil (0.041 seconds)\n    ✓ testAllSessionRecordsSurviveMigration (0.296 seconds)\n\n\n\t Executed 3 tests, with 0 failures (0 unexpected) in 0.655 (0.671) seconds",
            ),
            (
                "assistant",
                "Model 8 is current and adds `moodAfter: Int16?` to `SessionRecord`. The fixture `store_v7.sqlite` is a backup of the simulator's app-group store (214 sessions), and `testV7StoreMigratesToV8` opens it with the v8 model via inferred mapping: all 214 records survive and `moodAfter` is nil on each. `FinishView` now shows a 5-face picker under the summary and writes `moodAfter` when the user taps one; skipping leaves it nil.",
            ),
            (
                "user",
                "great. rename defaultStoreURL to unitTestFallbackURL while you're in there so nobody else falls for it",
            ),
            ("edit", "Stillpoint/Model/PersistenceController.swift"),
            (
                "bash",
                "grep -rn 'defaultStoreURL\\|unitTestFallbackURL' Stillpoint StillpointTests StreakWidget",
                'Stillpoint/Model/PersistenceController.swift:10:        let description = NSPersistentStoreDescription(url: inMemory ? URL(fileURLWithPath: "/dev/null") : (storeURL ?? Self.unitTestFallbackURL()))\nStillpoint/Model/PersistenceController.swift:20:    static func unitTestFallbackURL() -> URL {',
            ),
            ("assistant", "Renamed; there were no other callers."),
        ],
        "lessons": [
            {
                "keys": ["group.app.stillpoint.shared", "widget"],
                "not": ["store lives at Application Support/Stillpoint.sqlite"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh38-apns-testflight-sandbox",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "beta testers on testflight say the daily reminder push never shows up. when I run from xcode on my own phone it arrives fine. backend is the vapor app in ../stillpoint-api, pushes go out from Sources/App/Push/PushService.swift. the APNs key is AuthKey_7QX2L9M4PB.p8, team id is in configure.swift",
            ),
            (
                "read",
                "../stillpoint-api/Sources/App/configure.swift",
                'import APNS\nimport Fluent\nimport FluentPostgresDriver\nimport Vapor\nimport VaporAPNS\n\npublic func configure(_ app: Application) async throws {\n    app.databases.use(try .postgres(url: Environment.get("DATABASE_URL")!), as: .psql)\n\n    let apnsConfig = APNSClientConfiguration(\n        authenticationMethod: .jwt(\n            privateKey: try .loadPEM(from: String(contentsOfFile: Environment.get("APNS_KEY_PATH")!)),\n            keyIdentifier: Environment.get("APNS_KEY_ID")!,\n            teamIdentifier: "R8K2M5XQ4T"\n        ),\n        environment: .sandbox\n    )\n    app.apns.containers.use(apnsConfig, eventLoopGroupProvider: .shared(app.eventLoopGroup), responseDecoder: JSONDecoder(), requestEncoder: JSONEncoder(), as: .default)\n\n    app.migrations.add(CreateUser(), CreateDeviceToken(), CreateReminderSchedule())\n    try routes(app)\n}\n',
            ),
            (
                "bash",
                "ssh deploy@api.stillpoint.app 'cd stillpoint && docker compose logs api --since 24h | grep -i apns | tail -8'",
                "api-1  | 2026-12-04T07:00:02.114Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=8f3a91c2…e07d user=4c1b0f1e-93d5-4a2e-b7a1-5f0e2c9d81aa [component: PushService]\napi-1  | 2026-12-04T07:00:02.131Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=b21d6e04…9a13 user=0e7f3b55-1c2d-4f88-9e0a-6d4a1b2c3e7f [component: PushService]\napi-1  | 2026-12-04T07:00:02.139Z [ INFO ] APNs sent device=c90e4a77…41bf user=a8d2e6f0-5b1c-4e9a-8f37-2c0d9e1b6a54 [component: PushService]\napi-1  | 2026-12-04T07:00:02.152Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=1d7c3f9a…be20 user=f3c9a1d2-7e4b-4b6f-a0d8-91e5c2f7b3d0 [component: PushService]\napi-1  | 2026-12-04T07:30:01.907Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=6ab40e1d…02cc user=2b8e4f6a-0d1c-4a97-b3e5-7c9f1d0a2e68 [component: PushService]\napi-1  | 2026-12-04T08:00:02.066Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=e4f1a0b7…5d39 user=9d0c2b7e-4f3a-4e18-a6c5-b1d8e7f20c43 [component: PushService]\napi-1  | 2026-12-04T08:00:02.071Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=30c8d2e5…a7f6 user=7a1e5c9b-2d4f-4c80-9b3e-e6f0a4d2c158 [component: PushService]\napi-1  | 2026-12-04T08:00:02.090Z [ WARNING ] APNs send failed: BadDeviceToken (400) device=5e2b7f0c…1c84 user=c4f7a9e2-8b0d-4d53-a1e6-3f2b9c7d0e91",
            ),
            (
                "bash",
                "ssh deploy@api.stillpoint.app 'cd stillpoint && docker compose exec db psql -U stillpoint -tc \"select user_id from device_tokens where token like '\"'\"'c90e4a77%'\"'\"'\"'",
                " a8d2e6f0-5b1c-4e9a-8f37-2c0d9e1b6a54",
            ),
            (
                "think",
                "The one that succeeded is a8d2e6f0..., probably the user's own Xcode-installed phone. Everything else is BadDeviceToken. The backend hardcodes environment: .sandbox. TestFlight and App Store builds are signed with aps-environment=production, so their tokens are production tokens, which the sandbox gateway rejects as BadDeviceToken.",
            ),
            (
                "assistant",
                "Root cause: `configure.swift` hardcodes `environment: .sandbox`. Builds you run from Xcode are signed with the development `aps-environment`, so your phone's token is a sandbox token and it works (the one successful send in the log, user a8d2e6f0…, is almost certainly you). TestFlight builds are signed for distribution, so they get production device tokens, and the sandbox gateway answers every one of those with `BadDeviceToken`. That would also hit App Store users, not just testers, unless prod runs a different config.\n\nThe key itself looks fine: the repo's `.env.example` has `APNS_KEY_ID=7QX2L9M4PB`, matching the AuthKey_7QX2L9M4PB.p8 you mentioned, and the send that succeeded proves the JWT is accepted.",
            ),
            (
                "user",
                "hm wait. don't go by that. the 7QX one got revoked when Jakob left in october, I made a new key afterwards. it's 4HN8T2KD6W now, the .p8 is in 1Password under 'APNs – Stillpoint'.",
            ),
            (
                "user",
                "if the server still had 7QX in its env then literally nothing would go out, so it must have the new one, but check pls",
            ),
            (
                "bash",
                "ssh deploy@api.stillpoint.app 'cd stillpoint && docker compose exec api printenv | grep ^APNS_'",
                "APNS_KEY_ID=4HN8T2KD6W\nAPNS_KEY_PATH=/run/secrets/AuthKey_4HN8T2KD6W.p8",
            ),
            (
                "assistant",
                "Confirmed: the server runs with `APNS_KEY_ID=4HN8T2KD6W` and `/run/secrets/AuthKey_4HN8T2KD6W.p8`. Only `.env.example` and the README's setup section still mention the revoked 7QX2L9M4PB key; I'll update both.\n\nFor the environment, two ways:\n1. The app sends its APNs environment along with the token (`sandbox` for DEBUG builds, `production` otherwise), the backend stores it per token and keeps two APNs clients, one per environment.\n2. Switch the backend to `.production` only. Simpler, but builds run from Xcode would stop getting pushes.",
            ),
            (
                "user",
                "1. I test reminders from xcode constantly, I'm not giving that up",
            ),
            ("edit", "../stillpoint-api/.env.example"),
            ("edit", "../stillpoint-api/README.md"),
            ("edit", "../stillpoint-api/Sources/App/configure.swift"),
            (
                "edit",
                "../stillpoint-api/Sources/App/Migrations/AddAPNsEnvironmentToDeviceToken.swift",
            ),
            ("edit", "../stillpoint-api/Sources/App/Push/PushService.swift"),
            ("edit", "../stillpoint-api/Sources/App/Controllers/DeviceTokenController.swift"),
            ("edit", "Stillpoint/Push/PushRegistrar.swift"),
            (
                "bash",
                "cd ../stillpoint-api && swift build 2>&1 | tail -4 && swift test 2>&1 | tail -12",
                "[612/615] Compiling App PushService.swift\n[613/615] Compiling App DeviceTokenController.swift\n[615/615] Linking App\nBuild complete! (48.71s)\nTest Suite 'All tests' started at 2026-12-04 11:42:17.903.\nTest Suite 'AppTests' started at 2026-12-04 11:42:17.904.\nTest Case '-[AppTests.DeviceTokenTests testRegisterStoresEnvironment]' passed (0.212 seconds).\nTest Case '-[AppTests.DeviceTokenTests testMissingEnvironmentDefaultsToProduction]' passed (0.048 seconds).\nTest Case '-[AppTests.PushServiceTests testPicksClientByTokenEnvironment]' passed (0.031 seconds).\nTest Case '-[AppTests.PushServiceTests testBadDeviceTokenDeletesToken]' passed (0.027 seconds).\nTest Case '-[AppTests.ReminderTests testDailyReminderRespectsTimezone]' passed (0.119 seconds).\nTest Suite 'AppTests' passed at 2026-12-04 11:42:18.341.\n\t Executed 5 tests, with 0 failures (0 unexpected) in 0.437 (0.438) seconds\nTest Suite 'All tests' passed at 2026-12-04 11:42:18.342.",
            ),
            (
                "assistant",
                'Done:\n- `device_tokens` gets an `apns_environment` column (migration `AddAPNsEnvironmentToDeviceToken`); existing rows default to `production`, since every token that isn\'t yours came from TestFlight/App Store.\n- `configure.swift` registers two APNs containers, `.production` as default and `.sandbox` as `.development`; `PushService` picks the container from the token\'s environment.\n- The app\'s `PushRegistrar` sends `"apnsEnvironment": "sandbox"` under `#if DEBUG` and `"production"` otherwise when it posts the token.\n- `.env.example` and the README now reference 4HN8T2KD6W.\n\nYour own phone\'s token will be marked production after the migration, so reinstall from Xcode once to re-register it as sandbox.',
            ),
            (
                "user",
                "ok. deploy the backend first, the app change can ride along with the next beta since old builds default to production anyway",
            ),
            (
                "bash",
                "cd ../stillpoint-api && git push origin main && ssh deploy@api.stillpoint.app 'cd stillpoint && git pull -q && docker compose build api -q && docker compose run --rm api migrate --yes && docker compose up -d api'",
                "To github.com:stillpoint-app/stillpoint-api.git\n   4d1e0a7..c3b92f8  main -> main\n[ INFO ] Migrating database\n[ INFO ] Starting prepare [database-id: psql, migration: App.AddAPNsEnvironmentToDeviceToken]\n[ INFO ] Finished prepare [database-id: psql, migration: App.AddAPNsEnvironmentToDeviceToken]\n[ INFO ] Migration successful\n[+] Running 1/1\n ✔ Container stillpoint-api-1  Started",
            ),
            (
                "bash",
                "sleep 1900; ssh deploy@api.stillpoint.app 'cd stillpoint && docker compose logs api --since 35m | grep -c \"APNs sent\"; docker compose logs api --since 35m | grep -c BadDeviceToken'",
                "41\n0",
            ),
            ("assistant", "The 12:00 reminder run sent 41 pushes with no `BadDeviceToken` errors."),
        ],
        "lessons": [
            {"keys": ["4HN8T2KD6W"], "not": ["the APNs key is AuthKey_7QX2L9M4PB"]},
            {"keys": ["TestFlight", "sandbox"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh38-decision-sync-via-api",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "people keep asking to see their history on the iPad too. I'd like to start on sync this sprint. what are the realistic options with what we have? Core Data locally, and the vapor api that right now only does push tokens, reminders and receipt checks",
            ),
            (
                "read",
                "Stillpoint/Model/Stillpoint.xcdatamodeld/Stillpoint 8.xcdatamodel/contents",
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="23231" systemVersion="24B83" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="8">\n    <entity name="SessionRecord" representedClassName="SessionRecord" syncable="YES">\n        <attribute name="id" attributeType="UUID" usesScalarValueType="NO"/>\n        <attribute name="startedAt" attributeType="Date" usesScalarValueType="NO"/>\n        <attribute name="durationSeconds" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>\n        <attribute name="programID" optional="YES" attributeType="String"/>\n        <attribute name="moodAfter" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>\n        <relationship name="notes" toMany="YES" deletionRule="Cascade" destinationEntity="JournalNote" inverseName="session" inverseEntity="JournalNote"/>\n        <uniquenessConstraints>\n            <uniquenessConstraint>\n                <constraint value="id"/>\n            </uniquenessConstraint>\n        </uniquenessConstraints>\n    </entity>\n    <entity name="JournalNote" representedClassName="JournalNote" syncable="YES">\n        <attribute name="id" attributeType="UUID" usesScalarValueType="NO"/>\n        <attribute name="text" attributeType="String"/>\n        <attribute name="createdAt" attributeType="Date" usesScalarValueType="NO"/>\n        <relationship name="session" maxCount="1" deletionRule="Nullify" destinationEntity="SessionRecord" inverseName="notes" inverseEntity="SessionRecord"/>\n    </entity>\n    <entity name="FavoriteProgram" representedClassName="FavoriteProgram" syncable="YES">\n        <attribute name="programID" attributeType="String"/>\n        <attribute name="addedAt" attributeType="Date" usesScalarValueType="NO"/>\n    </entity>\n</model>',
            ),
            (
                "bash",
                "cd ../stillpoint-api && ls Sources/App/Models Sources/App/Migrations",
                "Sources/App/Models:\nDeviceToken.swift\nReminderSchedule.swift\nSubscriptionState.swift\nUser.swift\n\nSources/App/Migrations:\nAddAPNsEnvironmentToDeviceToken.swift\nCreateDeviceToken.swift\nCreateReminderSchedule.swift\nCreateSubscriptionState.swift\nCreateUser.swift",
            ),
            (
                "assistant",
                "Three entities need syncing (`SessionRecord`, `JournalNote`, `FavoriteProgram`), all small. Realistic options:\n\n1. **NSPersistentCloudKitContainer.** Close to free on the client, no server work, Apple handles auth and conflict merging. Catches: CloudKit doesn't support uniqueness constraints, so the `id` constraint on `SessionRecord` would have to go and dedupe would move into app code; every attribute must be optional or have a default; the data lives in users' private iCloud databases, so the backend never sees it; and it only exists on Apple platforms.\n2. **Sync through the Vapor API.** Mirror the three entities in Postgres, give every row `updatedAt` plus a tombstone flag, and have the app push local changes and pull `changes since <cursor>`. More work (I'd guess 2 to 3 weeks including conflict rules), but it works from any client and the data stays queryable server-side.\n3. **A sync SDK** (Firebase, Realm). Realm's Atlas Device Sync is end-of-life, and Firestore would mean a second data model next to Core Data. I wouldn't.",
            ),
            (
                "user",
                "Tomás starts on the Android app in February and people will want their streaks there as well, so anything Apple-only is a dead end for us, and I really don't want to build sync twice. also I'm not giving up the unique constraint, the import from the old Calm-export feature relies on it to dedupe.",
            ),
            ("user", "so 2."),
            (
                "assistant",
                "Going with 2. First steps for today, so you can look at the shape before we commit to details:\n- `docs/adr/0007-sync-via-api.md` recording the choice and why CloudKit was ruled out.\n- A Vapor migration `CreateSyncedSession` with `id` (client-generated UUID, primary key), `user_id`, the session fields, `updated_at`, `deleted_at`.\n- A `SyncController` stub with `POST /v1/sync/push` and `GET /v1/sync/pull?since=`, both returning 501 for now.",
            ),
            ("edit", "docs/adr/0007-sync-via-api.md"),
            ("edit", "../stillpoint-api/Sources/App/Migrations/CreateSyncedSession.swift"),
            ("edit", "../stillpoint-api/Sources/App/Models/SyncedSession.swift"),
            ("edit", "../stillpoint-api/Sources/App/Controllers/SyncController.swift"),
            (
                "bash",
                "cd ../stillpoint-api && swift build 2>&1 | tail -3 && swift run App migrate --yes --env testing 2>&1 | tail -4",
                "[598/601] Compiling App SyncController.swift\n[601/601] Linking App\nBuild complete! (39.02s)\n[ INFO ] Starting prepare [database-id: psql, migration: App.CreateSyncedSession]\n[ INFO ] Finished prepare [database-id: psql, migration: App.CreateSyncedSession]\n[ INFO ] Migration successful",
            ),
            (
                "read",
                "docs/adr/0007-sync-via-api.md",
                "# 7. Sync user data through our own API\n\nDate: 2026-12-04\nStatus: Accepted\n\n## Context\nUsers want their session history on several devices. An Android app is planned (Tomás, from February 2027).\n\n## Decision\nSync SessionRecord, JournalNote and FavoriteProgram through the Vapor API (push/pull with updated_at cursors and tombstones). Do not use NSPersistentCloudKitContainer.\n\n## Reasons\n- CloudKit is Apple-only; the Android app needs the same data and we want one sync implementation.\n- CloudKit does not allow uniqueness constraints; the Calm-export import relies on the unique `id` on SessionRecord for dedupe.\n\n## Consequences\n- Server-side storage of journal notes: needs to be covered in the privacy policy.\n- Conflict resolution is ours to define (open question: tombstone retention).\n",
            ),
            (
                "assistant",
                "The ADR is written, and the migration, model and stubbed `SyncController` build; the migration runs cleanly against the testing DB. I left tombstone retention as an open question in the ADR. One more consequence I noted there: journal notes would be stored on our server, so the privacy policy needs an update before this ships.",
            ),
            (
                "user",
                "good catch on the privacy policy. that's enough for today. don't push yet, I want to sleep on the tombstone part",
            ),
            (
                "assistant",
                "Nothing pushed; it's all on the local branch `feat/sync-skeleton` in both repos.",
            ),
        ],
        "lessons": [{"keys": ["CloudKit", "Android"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh38-testflight-beta-build-number",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "can you get a 2.5 beta out to the external testers? marketing version 2.5.0. build numbers are set by the CI job, it runs agvtool with the github run number, so don't touch CFBundleVersion by hand, last time someone did that the upload got rejected as a duplicate build. just push to release/2.5 and the testflight workflow takes it from there",
            ),
            (
                "bash",
                "git status -sb && agvtool what-version -terse && agvtool what-marketing-version -terse1",
                "## main...origin/main\n1174\n2.4.1",
            ),
            (
                "read",
                ".github/workflows/testflight.yml",
                "name: TestFlight\non:\n  push:\n    branches: ['release/**']\n\njobs:\n  beta:\n    runs-on: macos-15\n    timeout-minutes: 60\n    steps:\n      - uses: actions/checkout@v4\n      - uses: maxim-lobanov/setup-xcode@v1\n        with:\n          xcode-version: '16.1'\n      - run: bundle install --jobs 4\n      - name: Set build number\n        run: agvtool new-version -all $((GITHUB_RUN_NUMBER + 1000))\n      - name: Build and upload\n        run: bundle exec fastlane beta\n        env:\n          ASC_KEY_ID: ${{ secrets.ASC_KEY_ID }}\n          ASC_ISSUER_ID: ${{ secrets.ASC_ISSUER_ID }}\n          ASC_KEY_P8: ${{ secrets.ASC_KEY_P8 }}\n          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n",
            ),
            (
                "bash",
                "git switch -c release/2.5 && agvtool new-marketing-version 2.5.0 && git diff --stat",
                'Switched to a new branch \'release/2.5\'\nSetting CFBundleShortVersionString of project Stillpoint to: \n    2.5.0.\n\nUpdating CFBundleShortVersionString in Info.plist(s)...\n\nUpdated CFBundleShortVersionString in "Stillpoint.xcodeproj/../Stillpoint/Info.plist" to 2.5.0\nUpdated CFBundleShortVersionString in "Stillpoint.xcodeproj/../StreakWidget/Info.plist" to 2.5.0\n Stillpoint/Info.plist   | 2 +-\n StreakWidget/Info.plist | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)',
            ),
            (
                "assistant",
                "Only the two `CFBundleShortVersionString` entries changed; `CFBundleVersion` is untouched (the workflow sets it to run number + 1000). Committing and pushing `release/2.5`.",
            ),
            (
                "bash",
                "git commit -qam 'Version 2.5.0' && git push -u origin release/2.5 2>&1 | tail -2 && sleep 5 && gh run list --workflow testflight.yml -L 1",
                "To github.com:stillpoint-app/stillpoint-ios.git\n * [new branch]      release/2.5 -> release/2.5\nSTATUS  TITLE          WORKFLOW    BRANCH       EVENT  ID           ELAPSED  AGE\n*       Version 2.5.0  TestFlight  release/2.5  push   12184330921  6s       less than a minute ago",
            ),
            (
                "bash",
                "gh run watch 12184330921 --exit-status 2>&1 | tail -25",
                "✓ release/2.5 TestFlight · 12184330921\nTriggered via push less than a minute ago\n\nJOBS\n✓ beta in 21m47s (ID 34002917755)\n  ✓ Set up job\n  ✓ Run actions/checkout@v4\n  ✓ Run maxim-lobanov/setup-xcode@v1\n  ✓ Run bundle install --jobs 4\n  ✓ Set build number\n  ✓ Build and upload\n  ✓ Post Run actions/checkout@v4\n  ✓ Complete job",
            ),
            (
                "bash",
                "gh run view 12184330921 --log | grep -E 'Setting version|Successfully|distribute|Build number' | tail -8",
                "beta\tSet build number\t2026-12-04T13:02:11.0815020Z Setting version of project Stillpoint to: \nbeta\tSet build number\t2026-12-04T13:02:11.0817340Z     1187.\nbeta\tBuild and upload\t2026-12-04T13:19:40.5521980Z [13:19:40]: Successfully exported and compressed dSYM file\nbeta\tBuild and upload\t2026-12-04T13:19:41.2207630Z [13:19:41]: Successfully exported and signed the ipa file:\nbeta\tBuild and upload\t2026-12-04T13:22:58.9034110Z [13:22:58]: Successfully uploaded package to App Store Connect. It might take a few minutes until it's visible online.\nbeta\tBuild and upload\t2026-12-04T13:23:44.6107460Z [13:23:44]: Successfully finished processing the build 2.5.0 - 1187\nbeta\tBuild and upload\t2026-12-04T13:23:46.0039010Z [13:23:46]: Distributing new build to testers: External Testers\nbeta\tBuild and upload\t2026-12-04T13:23:59.8712550Z [13:23:59]: Successfully distributed build to External testers 🚀",
            ),
            (
                "assistant",
                "2.5.0 (1187) is processed and distributed to the External Testers group. Since it's a new marketing version, the first external build of 2.5 needs Beta App Review, so testers may only see it in a few hours. Want me to write the 'What to Test' notes? From the commits since 2.4.1 it's the mood picker after sessions, the new sandbox/production push handling, and the paywall flash fix.",
            ),
            (
                "user",
                "yes, short and friendly, testers aren't devs",
            ),
            (
                "assistant",
                "What to Test in 2.5:\n- After you finish a session, we now ask how you feel. Tap a face (or skip) and tell us if it ever gets in the way.\n- Daily reminders should arrive reliably again. If you had them switched on and still don't get one tomorrow, let us know.\n- If you have a subscription: the app should open straight to your library, without the upgrade screen flashing first.",
            ),
            (
                "bash",
                'bundle exec fastlane run set_changelog app_identifier:app.stillpoint.ios version:2.5.0 changelog:"$(cat /tmp/whattotest.txt)" 2>&1 | tail -3',
                "[13:31:07]: Updating changelog for the '2.5.0' build...\n[13:31:09]: Successfully updated changelog for '2.5.0 (1187)'\n[13:31:09]: Result: true",
            ),
            ("user", "perfect, thx"),
        ],
        "lessons": [{"keys": ["agvtool", "CFBundleVersion"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh38-appstore-refund-notifications",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "today: refunds. when apple refunds someone we keep them premium forever right now because the backend ignores REFUND notifications. can you handle it in Sources/App/AppStore/NotificationsController.swift so a refund revokes premium for that user?",
            ),
            (
                "read",
                "../stillpoint-api/Sources/App/AppStore/NotificationsController.swift",
                'import AppStoreServerLibrary\nimport Fluent\nimport Vapor\n\nstruct NotificationsController: RouteCollection {\n    func boot(routes: RoutesBuilder) throws {\n        routes.post("appstore", "v2", use: receive)\n    }\n\n    func receive(req: Request) async throws -> HTTPStatus {\n        let body = try req.content.decode(SignedPayloadBody.self)\n        let verifier = req.application.appStoreVerifier\n        guard case .valid(let payload) = await verifier.verifyAndDecodeNotification(signedPayload: body.signedPayload) else {\n            req.logger.warning("App Store notification failed verification")\n            return .badRequest\n        }\n        req.logger.info("App Store notification \\(payload.notificationType?.rawValue ?? "?") \\(payload.subtype?.rawValue ?? "")")\n\n        switch payload.notificationType {\n        case .didRenew, .subscribed:\n            try await SubscriptionUpdater(req: req).activate(from: payload)\n        case .expired, .didFailToRenew:\n            try await SubscriptionUpdater(req: req).deactivate(from: payload)\n        default:\n            break\n        }\n        return .ok\n    }\n}\n',
            ),
            (
                "read",
                "../stillpoint-api/Sources/App/AppStore/SubscriptionUpdater.swift",
                'struct SubscriptionUpdater {\n    let req: Request\n\n    func activate(from payload: ResponseBodyV2DecodedPayload) async throws {\n        let tx = try await decodeTransaction(payload)\n        guard let userID = tx.appAccountToken else {\n            req.logger.warning("transaction \\(tx.originalTransactionId ?? "?") has no appAccountToken")\n            return\n        }\n        try await upsertState(userID: userID, active: true, expiresAt: tx.expiresDate)\n    }\n\n    func deactivate(from payload: ResponseBodyV2DecodedPayload) async throws {\n        let tx = try await decodeTransaction(payload)\n        guard let userID = tx.appAccountToken else { return }\n        try await upsertState(userID: userID, active: false, expiresAt: tx.expiresDate)\n    }\n}\n',
            ),
            (
                "assistant",
                "The updater already maps transactions to users via `appAccountToken`. Before I reuse that for refunds: is `appAccountToken` reliably set on every purchase, or should I fall back to looking up `originalTransactionId` in `subscription_states`? I don't see that column being written anywhere.",
            ),
            (
                "user",
                "appAccountToken is reliable. the app passes the backend user id as appAccountToken on every purchase, see PurchaseButton, `.appAccountToken(session.userID)`. it's the only link we have between an apple transaction and our users table, we never stored originalTransactionId. so a purchase made without being logged in can't be matched, which is why the paywall forces sign in first",
            ),
            (
                "bash",
                "grep -n 'appAccountToken' Stillpoint/Store/PurchaseButton.swift",
                "27:            let result = try await product.purchase(options: [.appAccountToken(session.userID)])",
            ),
            ("edit", "../stillpoint-api/Sources/App/AppStore/NotificationsController.swift"),
            ("edit", "../stillpoint-api/Sources/App/AppStore/SubscriptionUpdater.swift"),
            ("edit", "../stillpoint-api/Tests/AppTests/NotificationsTests.swift"),
            (
                "bash",
                "cd ../stillpoint-api && swift test --filter NotificationsTests 2>&1 | tail -9",
                "Build complete! (41.36s)\nTest Suite 'Selected tests' started at 2026-12-04 15:07:52.118.\nTest Suite 'NotificationsTests' started at 2026-12-04 15:07:52.119.\nTest Case '-[AppTests.NotificationsTests testRefundRevokesPremium]' passed (0.164 seconds).\nTest Case '-[AppTests.NotificationsTests testRevokeRevokesPremium]' passed (0.038 seconds).\nTest Case '-[AppTests.NotificationsTests testRefundForUnknownUserIsAcknowledged]' passed (0.029 seconds).\nTest Case '-[AppTests.NotificationsTests testRenewStillActivates]' passed (0.041 seconds).\nTest Suite 'NotificationsTests' passed at 2026-12-04 15:07:52.391.\n\t Executed 4 tests, with 0 failures (0 unexpected) in 0.272 (0.273) seconds",
            ),
            (
                "assistant",
                "`REFUND` and `REVOKE` (Family Sharing access pulled) now call `SubscriptionUpdater.revoke`, which sets the user's state inactive and stores `revokedAt` from the transaction's `revocationDate`. Unknown users still get a 200 so Apple doesn't keep retrying. To try it end to end I can run the API locally behind ngrok and you request a test notification from App Store Connect.",
            ),
            (
                "user",
                "ok, it's running on https://a41c-85-214-33-9.ngrok-free.app, hit 'Request a Test Notification' in ASC for sandbox just now",
            ),
            (
                "bash",
                "sleep 60; curl -s localhost:4040/api/requests/http | jq '.requests | length'",
                "0",
            ),
            (
                "assistant",
                "Nothing has reached the ngrok tunnel in the last minute; ngrok shows zero requests. The notification probably went to whatever sandbox URL is configured in App Store Connect, not to the tunnel.",
            ),
            (
                "user",
                "ugh of course. in ASC the sandbox server URL points at staging, https://api-staging.stillpoint.app/appstore/v2, and production at https://api.stillpoint.app/appstore/v2. I set that up in the spring and every few months I lose an hour wondering why local gets nothing. put that in memory please",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Stillpoint App Store Server Notifications V2 URLs (set in App Store Connect): sandbox -> https://api-staging.stillpoint.app/appstore/v2, production -> https://api.stillpoint.app/appstore/v2. Test notifications requested in ASC never reach a local/ngrok server; deploy to staging to test notification handling.",
                    "tags": ["stillpoint", "appstore", "notifications", "staging"],
                },
                '{"id":"118","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved. Want me to deploy the branch to staging and re-request the test notification through the App Store Server API?",
            ),
            ("user", "yes"),
            (
                "bash",
                "cd ../stillpoint-api && ssh deploy@api-staging.stillpoint.app 'cd stillpoint && git fetch -q && git checkout -q feat/refunds && docker compose build api -q && docker compose up -d api' && swift run -c release asc-tool request-test-notification --environment sandbox",
                '[+] Running 1/1\n ✔ Container stillpoint-api-1  Started\n{"testNotificationToken":"5f2a9c0e-81b4-4d37-a6e2-3c9b07d41f58_1796397617223"}',
            ),
            (
                "bash",
                "sleep 20; ssh deploy@api-staging.stillpoint.app 'cd stillpoint && docker compose logs api --since 2m | grep \"App Store notification\"'",
                "api-1  | 2026-12-04T15:20:19.402Z [ INFO ] App Store notification TEST  [request-id: 8D0F2A71-5C4E-4B9A-9E33-71A0C2F6D5B8]",
            ),
            (
                "assistant",
                "Staging received the TEST notification and it verified. The refund path itself is covered by the unit tests; for a real `REFUND` you'd need to refund a sandbox purchase made with a sandbox account, and that notification will also land on staging.",
            ),
            ("user", "I'll try that on my phone tomorrow. thanks, good for today"),
        ],
        "lessons": [{"keys": ["appAccountToken", "backend user id"]}],
        "tool_stored": [["api-staging.stillpoint.app/appstore/v2", "sandbox"]],
    },
    {
        "name": "fresh38-breathing-animation-stutter",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "the breathing circle jumps when the session sheet opens. like it starts growing, then snaps back to small and starts again. only the first cycle. BreathingCircle.swift",
            ),
            (
                "read",
                "Stillpoint/Session/BreathingCircle.swift",
                "import SwiftUI\n\nstruct BreathingCircle: View {\n    @State private var inhale = false\n    let inhaleSeconds: Double\n    let exhaleSeconds: Double\n\n    var body: some View {\n        Circle()\n            .fill(.tint.opacity(0.35))\n            .scaleEffect(inhale ? 1.0 : 0.55)\n            .onAppear {\n                withAnimation(.easeInOut(duration: inhaleSeconds).repeatForever(autoreverses: true)) {\n                    inhale = true\n                }\n            }\n            .task {\n                await HapticsEngine.shared.prepare()\n                inhale = false\n                withAnimation(.easeInOut(duration: inhaleSeconds).repeatForever(autoreverses: true)) {\n                    inhale = true\n                }\n            }\n    }\n}\n",
            ),
            (
                "think",
                "Two places start the animation: onAppear starts it, then .task awaits haptics prepare, resets inhale to false (snap back) and starts again. That's the jump on the first cycle. Also autoreverses uses inhaleSeconds for both directions so exhaleSeconds is ignored.",
            ),
            (
                "assistant",
                "The animation is started twice. `onAppear` kicks it off, then `.task` awaits `HapticsEngine.shared.prepare()` (which takes a few hundred ms on first use), sets `inhale = false` without animation, which is the snap back, and starts it again. That only happens once per appearance, which matches \"only the first cycle\".\n\nThere's a second, quieter issue: `repeatForever(autoreverses: true)` reuses `inhaleSeconds` for the way back, so `exhaleSeconds` is never used. I'd drop the `onAppear` block, keep one driver in `.task`, and alternate inhale/exhale explicitly in a loop so each phase gets its own duration. That also gives a natural place to fire the phase-change haptic.",
            ),
            ("user", "yes pls"),
            ("edit", "Stillpoint/Session/BreathingCircle.swift"),
            (
                "read",
                "Stillpoint/Session/BreathingCircle.swift",
                "import SwiftUI\n\nstruct BreathingCircle: View {\n    @State private var inhale = false\n    let inhaleSeconds: Double\n    let exhaleSeconds: Double\n\n    var body: some View {\n        Circle()\n            .fill(.tint.opacity(0.35))\n            .scaleEffect(inhale ? 1.0 : 0.55)\n            .task {\n                await HapticsEngine.shared.prepare()\n                while !Task.isCancelled {\n                    HapticsEngine.shared.phaseChange(.inhale)\n                    withAnimation(.easeInOut(duration: inhaleSeconds)) { inhale = true }\n                    try? await Task.sleep(for: .seconds(inhaleSeconds))\n                    HapticsEngine.shared.phaseChange(.exhale)\n                    withAnimation(.easeInOut(duration: exhaleSeconds)) { inhale = false }\n                    try? await Task.sleep(for: .seconds(exhaleSeconds))\n                }\n            }\n    }\n}\n",
            ),
            (
                "bash",
                "xcodebuild build -scheme Stillpoint -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' 2>&1 | xcpretty | tail -4",
                "▸ Compiling BreathingCircle.swift\n▸ Compiling SessionSheet.swift\n▸ Linking Stillpoint\n▸ Build Succeeded",
            ),
            (
                "assistant",
                "Builds. There's now a single loop in `.task`: it waits for haptics, then alternates inhale (`inhaleSeconds`) and exhale (`exhaleSeconds`), and the loop stops when the view goes away because `.task` cancels it. No more double start, so the first cycle shouldn't jump.",
            ),
            (
                "user",
                "looks smooth now. Lena wants to show the investors 5s in / 7s out on monday, can you just hardcode that in SessionSheet for the demo? we'll go back to the per-program values after",
            ),
            ("edit", "Stillpoint/Session/SessionSheet.swift"),
            (
                "bash",
                "git diff Stillpoint/Session/SessionSheet.swift",
                "diff --git a/Stillpoint/Session/SessionSheet.swift b/Stillpoint/Session/SessionSheet.swift\nindex 2c41e9b..7d0a3f5 100644\n--- a/Stillpoint/Session/SessionSheet.swift\n+++ b/Stillpoint/Session/SessionSheet.swift\n@@ -31,8 +31,9 @@ struct SessionSheet: View {\n             BreathingCircle(\n-                inhaleSeconds: program.pattern.inhale,\n-                exhaleSeconds: program.pattern.exhale\n+                // TEMP for investor demo 2026-12-07, revert to program.pattern afterwards\n+                inhaleSeconds: 5,\n+                exhaleSeconds: 7\n             )",
            ),
            (
                "assistant",
                "Hardcoded 5 s / 7 s with a TEMP comment so it's easy to find and revert. I kept it in its own commit-ready change, separate from the animation fix, so you can revert just that one after the demo.",
            ),
            ("user", "👍 commit them separately then, I'll revert the demo one tuesday"),
            (
                "bash",
                "git add Stillpoint/Session/BreathingCircle.swift && git commit -qm 'Breathing circle: single animation driver, honour exhale duration' && git add Stillpoint/Session/SessionSheet.swift && git commit -qm 'TEMP: fixed 5/7 breathing for investor demo' && git log --oneline -2",
                "e8c1d47 TEMP: fixed 5/7 breathing for investor demo\n0a93b2f Breathing circle: single animation driver, honour exhale duration",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh38-german-strings-catalog",
        "split": "fresh38",
        "steps": [
            (
                "user",
                "Hi! Lena finished the German translations for the strings we added in 2.5 (mood picker, reminder settings). They're in /tmp/de_2.5.csv, key and German text. Could you put them into Localizable.xcstrings? Thanks!",
            ),
            (
                "bash",
                "head -20 /tmp/de_2.5.csv && wc -l /tmp/de_2.5.csv",
                'key,de\nmood.prompt,"Wie fühlst du dich jetzt?"\nmood.skip,Überspringen\nmood.face.1,Sehr unruhig\nmood.face.2,Etwas unruhig\nmood.face.3,Neutral\nmood.face.4,Etwas ruhiger\nmood.face.5,Ganz ruhig\nmood.saved,Danke! Gespeichert.\nreminder.section.title,Erinnerungen\nreminder.daily.toggle,Tägliche Erinnerung\nreminder.time.label,Uhrzeit\nreminder.permission.denied,"Mitteilungen sind aus. Du kannst sie in den Einstellungen aktivieren."\nreminder.permission.open_settings,Einstellungen öffnen\nreminder.test.button,Test-Erinnerung senden\n   15 /tmp/de_2.5.csv',
            ),
            (
                "bash",
                "python3 - <<'EOF'\nimport json\ncat = json.load(open('Stillpoint/Resources/Localizable.xcstrings'))\nkeys = [k for k in cat['strings'] if k.startswith(('mood.', 'reminder.'))]\nprint(cat['sourceLanguage'], len(cat['strings']))\nfor k in sorted(keys):\n    locs = cat['strings'][k].get('localizations', {})\n    print(k, sorted(locs))\nEOF",
                "en 212\nmood.face.1 ['en']\nmood.face.2 ['en']\nmood.face.3 ['en']\nmood.face.4 ['en']\nmood.face.5 ['en']\nmood.prompt ['en']\nmood.saved ['en']\nmood.skip ['en']\nreminder.daily.toggle ['en']\nreminder.permission.denied ['en']\nreminder.permission.open_settings ['en']\nreminder.section.title ['en']\nreminder.test.button ['en']\nreminder.time.label ['en']",
            ),
            (
                "assistant",
                "All 14 keys exist in the catalog with English only, and the CSV has exactly those 14. I'll add a `de` localization with state `translated` to each, and leave everything else in the file untouched (Xcode rewrites the catalog with 2-space indentation and sorted keys, so I'll write it back the same way to keep the diff small).",
            ),
            ("edit", "Stillpoint/Resources/Localizable.xcstrings"),
            (
                "bash",
                "git diff --stat && plutil -lint Stillpoint/Resources/Localizable.xcstrings; python3 -c \"import json; c=json.load(open('Stillpoint/Resources/Localizable.xcstrings')); print(sum('de' in v.get('localizations',{}) for v in c['strings'].values()), 'of', len(c['strings']), 'have de')\"",
                " Stillpoint/Resources/Localizable.xcstrings | 84 ++++++++++++++++++++++++++++++++++++\n 1 file changed, 84 insertions(+)\nStillpoint/Resources/Localizable.xcstrings: OK\n212 of 212 have de",
            ),
            (
                "bash",
                "xcodebuild build -scheme Stillpoint -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' 2>&1 | grep -iE 'warning|error|Succeeded|Failed' | tail -5",
                "▸ Compiling Localizable.xcstrings\n** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                'Added German for all 14 keys; the catalog is now at 212 of 212 strings translated into German, and it builds without string-catalog warnings. One thing worth a look: "Mitteilungen sind aus. Du kannst sie in den Einstellungen aktivieren." is quite a bit longer than the English line and sits in a footer under the reminder toggle; on an iPhone SE it may wrap to three lines.',
            ),
            (
                "user",
                "Thanks! Please don't commit yet, Lena wants to click through them in the simulator in German first. Could you launch it in German for her?",
            ),
            (
                "bash",
                "xcrun simctl boot 'iPhone SE (3rd generation)' 2>/dev/null; xcodebuild -scheme Stillpoint -destination 'platform=iOS Simulator,name=iPhone SE (3rd generation)' -derivedDataPath build/dd build -quiet && xcrun simctl install booted build/dd/Build/Products/Debug-iphonesimulator/Stillpoint.app && xcrun simctl launch booted app.stillpoint.ios -AppleLanguages '(de)' -AppleLocale de_DE",
                "app.stillpoint.ios: 48213",
            ),
            (
                "assistant",
                "Running on the iPhone SE (3rd generation) simulator in German, so Lena can check the footer wrapping too. The catalog change is uncommitted in the working tree.",
            ),
            ("user", "Perfect, thank you!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
