"""The "fresh47" capture sessions: written in session 26 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH47: list[dict[str, Any]] = [
    # --- "tickbar": macOS menu-bar time tracker, SwiftUI app + Rust core library `tick-core` (UniFFI bindings, tokio, SQLite) ---
    {
        "name": "fresh47-tickbar-idle-callback-main-actor",
        "split": "fresh47",
        "steps": [
            (
                "user",
                'getting random crashes when idle detection kicks in (the "you were away 12 min, keep or discard?" prompt). happened 3x today. crash report is ~/Library/Logs/DiagnosticReports/Tickbar-2026-12-04-101412.ips. xcode also spams purple warnings when running from xcode',
            ),
            (
                "bash",
                "python3 -c \"import json,sys; d=open(sys.argv[1]).read().split('\\n',1)[1]; j=json.loads(d); t=j['threads'][j['faultingThread']]; print(j['exception']); print(t.get('name')); [print(f.get('symbol','?')) for f in t['frames'][:9]]\" ~/Library/Logs/DiagnosticReports/Tickbar-2026-12-04-101412.ips",
                "{'codes': '0x0000000000000001, 0x00000001a8c3e1f8', 'type': 'EXC_BREAKPOINT', 'signal': 'SIGTRAP'}\ntokio-runtime-worker\nAG::Graph::value_set(AG::data::ptr<AG::Node>, AGSwiftMetadata const*, void const*)\nAGGraphSetValue\n$s7SwiftUI9ObservedObjectV7WrapperV15objectWillChange...\nPublished.subscript.setter\nTimerStore.state.setter\nTimerStore.idleDetected(seconds:)\nprotocol witness for IdleObserver.idleDetected(seconds:) in conformance TimerStore\nuniffiCallbackInterfaceIdleObserver.idleDetected\ntick_core::idle::watch::{{closure}}",
            ),
            (
                "bash",
                'log show --last 2h --predicate \'process == "Tickbar" AND eventMessage CONTAINS "background thread"\' --style compact | tail -3',
                "2026-12-04 10:14:11.903 E  Tickbar[4411:9a21c] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.\n2026-12-04 10:14:11.904 E  Tickbar[4411:9a21c] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.\n2026-12-04 10:14:12.118 E  Tickbar[4411:9a21c] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
            ),
            (
                "read",
                "Tickbar/Stores/TimerStore.swift",
                "import SwiftUI\nimport TickCore\n\nfinal class TimerStore: ObservableObject, IdleObserver {\n    @Published var state: TimerState = .stopped\n    @Published var today: [Entry] = []\n    private let core: TickEngine\n\n    init(core: TickEngine) {\n        self.core = core\n        core.setIdleObserver(observer: self)\n    }\n\n    // IdleObserver (called from tick-core)\n    func idleDetected(seconds: UInt64) {\n        state = .idlePrompt(awaySeconds: seconds)\n    }\n}\n",
            ),
            (
                "read",
                "core/src/idle.rs",
                "pub(crate) async fn watch(observer: Arc<dyn IdleObserver>, threshold: Duration) {\n    let mut tick = tokio::time::interval(Duration::from_secs(5));\n    let mut notified = false;\n    loop {\n        tick.tick().await;\n        let idle = hid_idle_time(); // IOKit HIDIdleTime\n        if idle >= threshold && !notified {\n            observer.idle_detected(idle.as_secs());\n            notified = true;\n        } else if idle < threshold {\n            notified = false;\n        }\n    }\n}\n",
            ),
            (
                "assistant",
                "Cause: `tick-core` calls `idle_detected` from its `watch` task, which runs on a tokio worker thread (the faulting thread is literally named `tokio-runtime-worker`). UniFFI invokes the Swift callback interface on whatever thread the Rust side calls it from, so `TimerStore.idleDetected` sets a `@Published` property off the main thread. SwiftUI's attribute graph isn't thread-safe: most of the time you only get the purple warning, sometimes it traps (`EXC_BREAKPOINT` in `AG::Graph::value_set`).\n\nFix on the Swift side: mark `TimerStore` `@MainActor`, make the callback `nonisolated`, and hop to the main actor inside it:\n\n```swift\nnonisolated func idleDetected(seconds: UInt64) {\n    Task { @MainActor in self.state = .idlePrompt(awaySeconds: seconds) }\n}\n```\n\nI'd keep the Rust side thread-agnostic; it shouldn't know about the main thread.",
            ),
            (
                "user",
                'yep. SyncStore has the same pattern with SyncObserver (sync progress callbacks), do that one too. and make it a rule: every swift impl of a uniffi callback interface hops to MainActor first thing, no exceptions, even if it "only logs"',
            ),
            (
                "bash",
                "grep -rn 'Observer {\\|: .*Observer\\b' Tickbar --include=*.swift",
                "Tickbar/Stores/TimerStore.swift:4:final class TimerStore: ObservableObject, IdleObserver {\nTickbar/Stores/SyncStore.swift:6:final class SyncStore: ObservableObject, SyncObserver {\nTickbar/Diagnostics/CoreLogBridge.swift:3:final class CoreLogBridge: LogObserver {",
            ),
            ("edit", "Tickbar/Stores/TimerStore.swift"),
            ("edit", "Tickbar/Stores/SyncStore.swift"),
            ("edit", "Tickbar/Diagnostics/CoreLogBridge.swift"),
            (
                "bash",
                "xcodebuild test -scheme Tickbar -destination 'platform=macOS' -quiet 2>&1 | tail -4",
                "Test Suite 'All tests' passed at 2026-12-04 11:02:37.514.\n\t Executed 58 tests, with 0 failures (0 unexpected) in 4.218 (4.301) seconds",
            ),
            (
                "bash",
                'TICK_IDLE_THRESHOLD_SECS=10 open -W -a build/Debug/Tickbar.app & sleep 40; log show --last 1m --predicate \'process == "Tickbar" AND eventMessage CONTAINS "background thread"\' --style compact | wc -l',
                "0",
            ),
            (
                "assistant",
                "All three callback implementations (`TimerStore: IdleObserver`, `SyncStore: SyncObserver`, `CoreLogBridge: LogObserver`) now have `nonisolated` methods that start with `Task { @MainActor in ... }`, and both stores are `@MainActor`. Tests pass, and with a 10 s idle threshold the prompt appeared with no background-thread warnings in the log.",
            ),
            ("user", "👌"),
        ],
        "lessons": [{"keys": ["callback", "MainActor"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh47-tickbar-notarization-staticlib-decision",
        "split": "fresh47",
        "steps": [
            (
                "user",
                "notarization failed for the 2.3.0 release build on CI. something about libtick_core.dylib. submission id 6c1f0a9e-3b2d-4f5e-9a71-0d8e2c44b7f3",
            ),
            (
                "bash",
                "xcrun notarytool log 6c1f0a9e-3b2d-4f5e-9a71-0d8e2c44b7f3 --keychain-profile tickbar-notary | jq '.status, [.issues[] | {path, message}]'",
                '"Invalid"\n[\n  {\n    "path": "Tickbar-2.3.0.zip/Tickbar.app/Contents/Frameworks/libtick_core.dylib",\n    "message": "The binary is not signed with a valid Developer ID certificate."\n  },\n  {\n    "path": "Tickbar-2.3.0.zip/Tickbar.app/Contents/Frameworks/libtick_core.dylib",\n    "message": "The signature does not include a secure timestamp."\n  },\n  {\n    "path": "Tickbar-2.3.0.zip/Tickbar.app/Contents/Frameworks/libtick_core.dylib",\n    "message": "The executable does not have the hardened runtime enabled."\n  }\n]',
            ),
            (
                "bash",
                "codesign -dv --verbose=2 build/Release/Tickbar.app/Contents/Frameworks/libtick_core.dylib 2>&1 | head -4; grep -n 'libtick_core\\|codesign' scripts/build-core.sh",
                'Executable=/Users/runner/work/tickbar/build/Release/Tickbar.app/Contents/Frameworks/libtick_core.dylib\nIdentifier=libtick_core-55554944a1d3\nFormat=Mach-O universal (x86_64 arm64)\nSignature=adhoc\n14:lipo -create target/aarch64-apple-darwin/release/libtick_core.dylib target/x86_64-apple-darwin/release/libtick_core.dylib -output "$BUILT_PRODUCTS_DIR/$FRAMEWORKS_FOLDER_PATH/libtick_core.dylib"',
            ),
            (
                "think",
                "The dylib is only ad-hoc signed (by the linker). The build script copies it into Frameworks after Xcode's own embed+sign step; 'Code Sign On Copy' only applies to the Embed Frameworks phase, not a script that writes into the bundle. Probably the script phase order changed when the project was regenerated for Xcode 16.",
            ),
            (
                "assistant",
                "The dylib in the bundle only has the linker's ad-hoc signature (`Signature=adhoc`). `scripts/build-core.sh` writes it straight into `Contents/Frameworks` with `lipo`, so Xcode's \"Code Sign On Copy\" never sees it, and the app's signature then covers a bundle with an unsigned nested binary. It probably worked before because the old release script signed it by hand with `codesign` after the build.\n\nTwo ways out:\n1. Keep the dylib and sign it properly: in the script, `codesign --force --options runtime --timestamp --sign \"$EXPANDED_CODE_SIGN_IDENTITY\"` after `lipo`, and make sure that phase runs before the app's own signing.\n2. Build `tick-core` as a `staticlib` and link it into the app executable. Then there is no separate binary in the bundle to sign or notarize; the app's signature covers it.",
            ),
            (
                "user",
                "2, static. nothing but the app loads that dylib, and this is the second release where signing it broke. less moving parts. keep the rlib crate-type tho, the cli uses it",
            ),
            (
                "read",
                "core/Cargo.toml",
                '[package]\nname = "tick-core"\nversion = "2.3.0"\nedition = "2021"\n\n[lib]\ncrate-type = ["cdylib", "lib"]\nname = "tick_core"\n',
            ),
            ("edit", "core/Cargo.toml"),
            ("edit", "scripts/build-core.sh"),
            ("edit", "Tickbar.xcodeproj/project.pbxproj"),
            (
                "bash",
                "xcodebuild -scheme Tickbar -configuration Release -destination 'generic/platform=macOS' -quiet build 2>&1 | tail -3; ls build/Release/Tickbar.app/Contents/Frameworks/ 2>/dev/null | wc -l; nm -gU build/Release/Tickbar.app/Contents/MacOS/Tickbar | grep -c uniffi_tick_core",
                "ld: warning: ignoring duplicate libraries: '-lc++'\n0\n143",
            ),
            (
                "bash",
                "scripts/release.sh --notarize 2.3.0 2>&1 | tail -4",
                "Conducting pre-submission checks for Tickbar-2.3.0.zip and initiating connection to the Apple notary service...\nSubmission ID received\n  id: 0b7e44d2-91a6-4c0f-8d35-5f2e1a9c6b10\n  status: Accepted",
            ),
            (
                "assistant",
                'Notarization accepted. Changes:\n- `core/Cargo.toml`: `crate-type = ["staticlib", "lib"]` (the CLI still gets the rlib)\n- `scripts/build-core.sh`: `lipo` the two `libtick_core.a` into `$BUILT_PRODUCTS_DIR/libtick_core.a` instead of copying a dylib into the bundle\n- Xcode: `libtick_core.a` in Link Binary With Libraries, plus `-framework IOKit -framework Security` which the Rust side needs; the Embed step for the dylib is gone\n\n`Contents/Frameworks` is now empty, and the 143 `uniffi_tick_core_*` symbols are in the app binary. The app got 1.9 MB smaller since only the code that\'s used is linked.',
            ),
            ("user", "nice, bonus. tagging 2.3.0"),
        ],
        "lessons": [{"keys": ["staticlib", "dylib"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh47-tickbar-macos14-observable-correction",
        "split": "fresh47",
        "steps": [
            (
                "user",
                'want a new "Focus goals" pane in settings: daily target hours per project, saved in the core db. needs a store for the settings ui',
            ),
            (
                "read",
                "README.md",
                "# Tickbar\n\nA tiny menu-bar time tracker.\n\n## Requirements\n\nRequires macOS 13 Ventura or later. Apple Silicon and Intel.\n\n## Building\n\n```\nmake core      # builds tick-core for both archs\nopen Tickbar.xcodeproj\n```\n",
            ),
            (
                "assistant",
                "Since we support macOS 13, I'll write `GoalsStore` as an `ObservableObject` with `@Published` properties, like the existing stores; `@Observable` needs macOS 14. The pane reads goals via `core.listGoals()` and writes with `core.setGoal(projectId:hours:)`, which I'll add to `tick-core`.",
            ),
            (
                "user",
                "readme's out of date, we dropped ventura with 2.0. min is macOS 14 now, it's in project.yml. so use @Observable for the new store, and migrate TimerStore and SyncStore too while ur at it, all the objectWillChange stuff goes away",
            ),
            (
                "bash",
                "grep -n 'deploymentTarget\\|MACOSX_DEPLOYMENT_TARGET' project.yml",
                '5:  deploymentTarget:\n6:    macOS: "14.0"\n31:        MACOSX_DEPLOYMENT_TARGET: "14.0"',
            ),
            ("edit", "core/src/goals.rs"),
            ("edit", "core/src/tick_core.udl"),
            (
                "bash",
                "cd core && cargo test goals 2>&1 | tail -3",
                "running 5 tests\n.....\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 41 filtered out; finished in 0.04s",
            ),
            (
                "bash",
                "make bindings",
                "cargo run -q --bin uniffi-bindgen generate --library target/release/libtick_core.a --language swift --out-dir Tickbar/Generated\nGenerated Tickbar/Generated/TickCore.swift, TickCoreFFI.h, TickCoreFFI.modulemap",
            ),
            ("edit", "Tickbar/Stores/GoalsStore.swift"),
            ("edit", "Tickbar/Settings/GoalsPane.swift"),
            ("edit", "Tickbar/Stores/TimerStore.swift"),
            ("edit", "Tickbar/Stores/SyncStore.swift"),
            ("edit", "Tickbar/TickbarApp.swift"),
            ("edit", "README.md"),
            (
                "bash",
                "xcodebuild test -scheme Tickbar -destination 'platform=macOS' -quiet 2>&1 | tail -3",
                "Test Suite 'All tests' passed at 2026-12-04 15:47:09.210.\n\t Executed 63 tests, with 0 failures (0 unexpected) in 4.502 (4.611) seconds",
            ),
            (
                "assistant",
                'Done:\n- `tick-core`: `goals` table plus `list_goals()` / `set_goal(project_id, hours)`, with tests; bindings regenerated\n- `GoalsStore`, `TimerStore` and `SyncStore` are `@MainActor @Observable` classes now; views use `@Environment(GoalsStore.self)` instead of `@EnvironmentObject`, and `TickbarApp` injects them with `.environment(...)`\n- new "Focus goals" pane: one row per project with a stepper (0-12 h, 0.5 h steps)\n- README says macOS 14 Sonoma or later\n\nThe stores\' `nonisolated` callback methods still hop to the main actor, as before.',
            ),
            ("user", "great, looks good in the app. merge"),
        ],
        "lessons": [{"keys": ["macOS 14", "@Observable"], "not": ["Requires macOS 13"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh47-tickbar-ffi-panic-tool-stored",
        "split": "fresh47",
        "steps": [
            (
                "user",
                "issue #212: user's tickbar just vanishes at launch, no error, nothing. they sent their db, looks like it got corrupted during a disk-full thing. it's in ~/Downloads/tick-212.sqlite",
            ),
            (
                "bash",
                "cd core && TICK_DB=~/Downloads/tick-212.sqlite cargo run -q --example load_entries 2>&1 | tail -4",
                "thread 'main' panicked at core/src/store.rs:88:64:\ncalled `Result::unwrap()` on an `Err` value: SqliteFailure(Error { code: DatabaseCorrupt, extended_code: 11 }, Some(\"database disk image is malformed\"))\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
            ),
            (
                "read",
                "core/src/store.rs",
                "    pub fn load_entries(&self, day: NaiveDate) -> Vec<Entry> {\n        let conn = self.conn.lock().unwrap();\n        let mut stmt = conn.prepare_cached(SELECT_ENTRIES_FOR_DAY).unwrap();\n        stmt.query_map([day.to_string()], Entry::from_row)\n            .unwrap()\n            .collect::<Result<Vec<_>, _>>()\n            .unwrap()\n    }\n",
            ),
            (
                "assistant",
                "The panic is the `unwrap()` on the query in `load_entries`. Across UniFFI a Rust panic is caught and turned into an internal error, but `loadEntries` isn't declared as throwing in the UDL, so the generated Swift wrapper can't hand that error to the caller and calls `fatalError`. The app just exits, no crash dialog, because it's a deliberate trap.\n\nFix: `load_entries` returns `Result<Vec<Entry>, TickError>` with a new `TickError::DatabaseCorrupt { path }` variant, mapped from rusqlite's `DatabaseCorrupt`/`NotADatabase`, and the UDL marks it `[Throws=TickError]`. Swift catches it and shows a \"Your Tickbar database is damaged\" alert that offers to restore the latest automatic backup.",
            ),
            (
                "user",
                "yes. and let's nail this down, put it in memory: every function exported from tick-core returns Result<_, TickError>, and no unwrap/expect/panic in anything reachable from the ffi. a panic = the app silently dies",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tick-core FFI rule: every function exported through UniFFI returns Result<_, TickError> ([Throws=TickError] in the UDL), and nothing reachable from the FFI may unwrap/expect/panic. A panic in a non-throwing export becomes a fatalError in the generated Swift and the app silently exits (issue #212, corrupted SQLite db).",
                    "tags": ["tickbar", "tick-core", "ffi", "errors"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            (
                "bash",
                "cd core && grep -rn '\\.unwrap()\\|\\.expect(' src/ --include=*.rs | grep -v '#\\[cfg(test)\\]\\|tests.rs' | wc -l",
                "23",
            ),
            ("edit", "core/src/error.rs"),
            ("edit", "core/src/store.rs"),
            ("edit", "core/src/engine.rs"),
            ("edit", "core/src/tick_core.udl"),
            ("edit", "core/Cargo.toml"),
            (
                "bash",
                "cd core && cargo clippy --all-targets -- -D warnings 2>&1 | tail -2 && cargo test 2>&1 | grep 'test result'",
                "    Checking tick-core v2.3.0 (/Users/ana/src/tickbar/core)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.71s\ntest result: ok. 49 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s",
            ),
            (
                "assistant",
                "All 23 `unwrap`/`expect` outside tests are gone; I also set `clippy::unwrap_used` and `clippy::expect_used` to `deny` in `[lints.clippy]` in `core/Cargo.toml` so new ones fail CI. Every export in the UDL is now `[Throws=TickError]`. Next: the Swift side. I'll add the `throws` to the calls in `TickCore.swift` and handle them in the stores.",
            ),
            ("edit", "Tickbar/Generated/TickCore.swift"),
            (
                "user",
                "wait, don't touch TickCore.swift by hand, it's generated and gets overwritten. run `make bindings` and commit what it spits out, CI runs `make bindings-check` and fails if the committed file is out of sync. always that way",
            ),
            (
                "bash",
                "git checkout -- Tickbar/Generated/TickCore.swift && make bindings && git diff --stat Tickbar/Generated/",
                "cargo run -q --bin uniffi-bindgen generate --library target/release/libtick_core.a --language swift --out-dir Tickbar/Generated\nGenerated Tickbar/Generated/TickCore.swift, TickCoreFFI.h, TickCoreFFI.modulemap\n Tickbar/Generated/TickCore.swift | 412 ++++++++++++++++++++++++++++-----------\n Tickbar/Generated/TickCoreFFI.h  |  38 ++--\n 2 files changed, 301 insertions(+), 149 deletions(-)",
            ),
            ("edit", "Tickbar/Stores/TimerStore.swift"),
            ("edit", "Tickbar/Stores/SyncStore.swift"),
            ("edit", "Tickbar/Views/DatabaseDamagedAlert.swift"),
            (
                "bash",
                "make bindings-check && xcodebuild test -scheme Tickbar -destination 'platform=macOS' -quiet 2>&1 | tail -2",
                "bindings up to date\nTest Suite 'All tests' passed at 2026-12-04 17:20:55.032.\n\t Executed 66 tests, with 0 failures (0 unexpected) in 4.617 (4.702) seconds",
            ),
            (
                "bash",
                'cp ~/Downloads/tick-212.sqlite /tmp/tick-212-test.sqlite && TICK_DB=/tmp/tick-212-test.sqlite open -W build/Debug/Tickbar.app & sleep 6; screencapture -x -l$(osascript -e \'tell app "System Events" to id of first window of process "Tickbar"\') /tmp/alert.png && echo captured',
                "captured",
            ),
            (
                "assistant",
                'Reverted my hand edit, regenerated with `make bindings` (the diff is all generated `throws` wrappers), and `make bindings-check` passes. With the corrupted db from #212 the app now starts and shows the "database is damaged" alert with "Restore backup from 3 Dec" and "Start empty" instead of exiting.',
            ),
            ("user", "🙌 I'll send them a build"),
        ],
        "lessons": [{"keys": ["make bindings", "TickCore.swift"]}],
        "tool_stored": [["TickError", "unwrap"]],
    },
    # --- "brightfold": WordPress/WooCommerce agency; client Alpenkorb (organic grocery delivery, CH/AT), plugins alpenkorb-delivery-slots and alpenkorb-erp-bridge ---
    {
        "name": "fresh47-alpenkorb-hpos-packing-list-meta",
        "split": "fresh47",
        "steps": [
            (
                "user",
                'alpenkorb says the delivery slot is missing on the packing list PDFs since tuesday. we havent deployed anything in 2 weeks. martina (their shop mgr) admits she "clicked something in the woo settings about performance" monday evening 🙃',
            ),
            (
                "bash",
                "wp @alpenkorb-prod option get woocommerce_custom_orders_table_enabled; wp @alpenkorb-prod option get woocommerce_custom_orders_table_data_sync_enabled; wp @alpenkorb-prod plugin list --name=woocommerce --fields=name,version",
                "yes\nno\n+-------------+---------+\n| name        | version |\n+-------------+---------+\n| woocommerce | 9.4.2   |\n+-------------+---------+",
            ),
            (
                "bash",
                'grep -rn "_alpk_delivery_slot" wp-content/plugins/alpenkorb-delivery-slots/ --include=*.php',
                "wp-content/plugins/alpenkorb-delivery-slots/includes/class-checkout.php:57:        $order->update_meta_data( '_alpk_delivery_slot', $slot->to_string() );\nwp-content/plugins/alpenkorb-delivery-slots/includes/class-packing-list.php:34:        $slot = get_post_meta( $order->get_id(), '_alpk_delivery_slot', true );\nwp-content/plugins/alpenkorb-delivery-slots/includes/class-admin-column.php:21:        echo esc_html( get_post_meta( $post_id, '_alpk_delivery_slot', true ) );",
            ),
            (
                "bash",
                "wp @alpenkorb-prod db query \"SELECT o.id, o.date_created_gmt, (SELECT meta_value FROM wp_wc_orders_meta m WHERE m.order_id=o.id AND m.meta_key='_alpk_delivery_slot') AS hpos_slot, (SELECT meta_value FROM wp_postmeta p WHERE p.post_id=o.id AND p.meta_key='_alpk_delivery_slot') AS post_slot FROM wp_wc_orders o ORDER BY o.id DESC LIMIT 3\"",
                "id\tdate_created_gmt\thpos_slot\tpost_slot\n48213\t2026-12-04 08:51:02\t2026-12-05 07:00-09:00\tNULL\n48212\t2026-12-04 08:47:40\t2026-12-05 16:00-18:00\tNULL\n48211\t2026-12-04 08:44:19\t2026-12-05 07:00-09:00\tNULL",
            ),
            (
                "assistant",
                "What she clicked was High-Performance Order Storage (HPOS): `woocommerce_custom_orders_table_enabled = yes`, with compatibility sync off. Since then orders and their meta live in `wp_wc_orders` / `wp_wc_orders_meta`. Checkout saves the slot correctly through the CRUD (`$order->update_meta_data()`), so it's in `wp_wc_orders_meta`, but the packing list and the admin column read it with `get_post_meta()`, which looks in `wp_postmeta` and finds nothing for orders created since Monday.\n\nThe data isn't lost, only the reads are wrong. Fix: read through the order object, `$order->get_meta( '_alpk_delivery_slot' )`, in both places (the admin column also has to hook the HPOS list table, `manage_woocommerce_page_wc-orders_custom_column`), and declare HPOS compatibility so WooCommerce stops warning about the plugin.",
            ),
            (
                "user",
                "do it. and for all our woo plugins from now on: order data only through the WC_Order CRUD ($order->get_meta / update_meta_data etc), never get_post_meta/update_post_meta/WP_Query on orders. can we enforce that in phpcs?",
            ),
            ("edit", "wp-content/plugins/alpenkorb-delivery-slots/includes/class-packing-list.php"),
            ("edit", "wp-content/plugins/alpenkorb-delivery-slots/includes/class-admin-column.php"),
            ("edit", "wp-content/plugins/alpenkorb-delivery-slots/alpenkorb-delivery-slots.php"),
            ("edit", "phpcs.xml.dist"),
            (
                "bash",
                "vendor/bin/phpcs -q --standard=phpcs.xml.dist wp-content/plugins/alpenkorb-delivery-slots/ wp-content/plugins/alpenkorb-erp-bridge/ | tail -6",
                "FILE: wp-content/plugins/alpenkorb-erp-bridge/includes/class-order-export.php\n----------------------------------------------------------------------\n 112 | ERROR | The use of function get_post_meta() is forbidden; use\n     |       | $order->get_meta() instead (Generic.PHP.ForbiddenFunctions.Found)\n----------------------------------------------------------------------",
            ),
            (
                "assistant",
                "The sniff works (`Generic.PHP.ForbiddenFunctions` for `get_post_meta`, `update_post_meta`, `add_post_meta`, `delete_post_meta` in the shared `phpcs.xml.dist`) and it found one more: the ERP export in `alpenkorb-erp-bridge` reads `_billing_vat_id` with `get_post_meta()`, so since Monday the VAT ID has been going to Abacus empty. Fixing that one too.",
            ),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/includes/class-order-export.php"),
            (
                "bash",
                "vendor/bin/phpcs -q --standard=phpcs.xml.dist wp-content/plugins/alpenkorb-*/ && echo clean; vendor/bin/phpunit --testsuite alpenkorb 2>&1 | tail -2",
                "clean\n\nOK (37 tests, 104 assertions)",
            ),
            (
                "bash",
                "wp @alpenkorb-staging eval 'echo wc_get_order(48213)->get_meta(\"_alpk_delivery_slot\"), PHP_EOL; echo (new Alpenkorb\\DeliverySlots\\PackingList())->slot_line(wc_get_order(48213)), PHP_EOL;'",
                "2026-12-05 07:00-09:00\nLieferfenster: Fr 5.12., 07:00-09:00",
            ),
            (
                "assistant",
                "Fixed and tested on staging against a copy of prod: the packing list shows the slot again, the admin column works on the HPOS orders screen, and both plugins declare `custom_order_tables` compatibility. Orders since Monday with an empty VAT ID in Abacus: I'd re-export those once this is deployed (`wp alpk-erp export --since=2026-12-01 --only-missing-vat`).",
            ),
            (
                "user",
                "deploy both, then run the re-export. I'll tell martina to stop clicking things",
            ),
        ],
        "lessons": [{"keys": ["HPOS", "get_post_meta"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh47-alpenkorb-stock-sync-wp-cron-correction",
        "split": "fresh47",
        "steps": [
            (
                "user",
                "alpenkorb wants the stock sync from abacus every 5 min instead of hourly, they oversold the christmas boxes twice last weekend. it's a wp_schedule_event hourly atm",
            ),
            (
                "read",
                "wp-content/plugins/alpenkorb-erp-bridge/includes/class-stock-sync.php",
                "class Stock_Sync {\n    const HOOK = 'alpk_erp_stock_sync';\n\n    public static function schedule() {\n        if ( ! wp_next_scheduled( self::HOOK ) ) {\n            wp_schedule_event( time(), 'hourly', self::HOOK );\n        }\n    }\n\n    public static function run() {\n        $rows = Abacus_Client::instance()->stock_levels(); // ~6k SKUs\n        foreach ( $rows as $row ) {\n            $product_id = wc_get_product_id_by_sku( $row['sku'] );\n            if ( $product_id ) {\n                wc_update_product_stock( $product_id, (int) $row['qty'] );\n            }\n        }\n    }\n}\n",
            ),
            (
                "assistant",
                "Simple change: register an `alpk_every_five_minutes` interval via the `cron_schedules` filter, and on plugin update unschedule the hourly event and schedule the new one. WP-Cron is triggered by page loads, and the shop has steady traffic, so the sync will run within a minute of each slot.",
            ),
            (
                "user",
                "not on their setup. DISABLE_WP_CRON is true on alpenkorb prod, a system cron on the host hits wp-cron.php every 15 min. so registering a 5 min schedule does nothing useful, it'll still run every 15 min at best. I'll ask cyon to change the system cron to */5. also check how long run() takes, it was like 3-4 min last time I looked, that'd overlap",
            ),
            (
                "bash",
                "wp @alpenkorb-prod config get DISABLE_WP_CRON --type=constant; wp @alpenkorb-prod cron event list --hook=alpk_erp_stock_sync --fields=hook,next_run_relative,recurrence",
                "1\n+----------------------+-------------------+------------+\n| hook                 | next_run_relative | recurrence |\n+----------------------+-------------------+------------+\n| alpk_erp_stock_sync  | 37 minutes        | 1 hour     |\n+----------------------+-------------------+------------+",
            ),
            (
                "bash",
                'wp @alpenkorb-staging eval \'define("ALPK_ERP_DRY_RUN", true); $t = microtime(true); Alpenkorb\\ErpBridge\\Stock_Sync::run(); printf("%.1fs\\n", microtime(true) - $t);\'',
                "212.7s",
            ),
            (
                "think",
                "3.5 minutes for 6k SKUs: wc_get_product_id_by_sku is one query per SKU and wc_update_product_stock saves every product even if qty didn't change. Abacus has a changed-since endpoint in the client (stock_levels_since?). Let me check.",
            ),
            (
                "bash",
                "grep -n 'function ' wp-content/plugins/alpenkorb-erp-bridge/includes/class-abacus-client.php",
                "22:    public static function instance() {\n31:    public function stock_levels() {\n48:    public function stock_levels_changed_since( \\DateTimeInterface $since ) {\n71:    public function push_order( \\WC_Order $order ) {",
            ),
            (
                "assistant",
                "`run()` takes ~213 s on staging, mostly because it looks up and saves every one of the ~6k products. At a 5-minute interval that's too close to overlapping. Plan:\n- use `stock_levels_changed_since()` with the last successful run's timestamp (stored in an option), so a normal run only touches the few dozen SKUs that changed; a full sync stays as a nightly event at 03:00\n- map SKUs to IDs with one query up front, and only call `wc_update_product_stock()` when the quantity differs\n- a transient lock so two runs can't overlap\n- the `alpk_every_five_minutes` interval, which only takes effect once the host cron runs every 5 min",
            ),
            ("user", "ok go"),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/includes/class-stock-sync.php"),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/alpenkorb-erp-bridge.php"),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/tests/test-stock-sync.php"),
            (
                "bash",
                'vendor/bin/phpunit --filter Stock_Sync 2>&1 | tail -2; wp @alpenkorb-staging eval \'define("ALPK_ERP_DRY_RUN", true); $t = microtime(true); Alpenkorb\\ErpBridge\\Stock_Sync::run(); printf("%.1fs\\n", microtime(true) - $t);\'',
                "\nOK (9 tests, 27 assertions)\n1.8s",
            ),
            (
                "assistant",
                "An incremental run now takes 1.8 s on staging (41 changed SKUs since the last run), with the full sync moved to a nightly event. The 5-minute schedule is registered; until the host changes its system cron it will simply run on each 15-minute cron hit.",
            ),
            ("user", "👍 cyon ticket is open, I'll ping when they've changed it"),
        ],
        "lessons": [
            {"keys": ["DISABLE_WP_CRON", "15 min"], "not": ["within a minute of each slot"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh47-alpenkorb-guzzle-conflict-strauss",
        "split": "fresh47",
        "steps": [
            (
                "user",
                "URGENT alpenkorb checkout is white screen since they installed the new PostFinance checkout plugin 20 min ago. they reverted nothing yet bc they need postfinance live today. fatal in the log",
            ),
            (
                "bash",
                "wp @alpenkorb-prod eval 'echo WP_CONTENT_DIR;' && ssh alpenkorb-prod 'grep -m2 \"PHP Fatal\" ~/www/wp-content/debug.log'",
                "/home/alpenkorb/www/wp-content\n[04-Dec-2026 13:02:44 UTC] PHP Fatal error:  Uncaught Error: Call to undefined method GuzzleHttp\\Utils::chooseHandler() in /home/alpenkorb/www/wp-content/plugins/alpenkorb-erp-bridge/vendor/guzzlehttp/guzzle/src/HandlerStack.php:42\nStack trace:\n#0 /home/alpenkorb/www/wp-content/plugins/alpenkorb-erp-bridge/vendor/guzzlehttp/guzzle/src/Client.php:71: GuzzleHttp\\HandlerStack::create()\n#1 /home/alpenkorb/www/wp-content/plugins/alpenkorb-erp-bridge/includes/class-abacus-client.php:25: GuzzleHttp\\Client->__construct()",
            ),
            (
                "bash",
                'ssh alpenkorb-prod \'cd ~/www/wp-content/plugins && for p in alpenkorb-erp-bridge postfinance-checkout; do printf "%s: " $p; php -r "\\$l=json_decode(file_get_contents(\\"$p/vendor/composer/installed.json\\"),true); foreach((\\$l[\\"packages\\"]??\\$l) as \\$x) if(\\$x[\\"name\\"]===\\"guzzlehttp/guzzle\\") echo \\$x[\\"version\\"],PHP_EOL;"; done\'',
                "alpenkorb-erp-bridge: 7.9.2\npostfinance-checkout: 6.5.8",
            ),
            (
                "assistant",
                "Cause: both plugins ship Guzzle unprefixed under the same `GuzzleHttp\\` namespace, ours 7.9.2 and PostFinance's 6.5.8. PHP can only load one class per name, so whichever Composer autoloader registers first wins. PostFinance loads first, so its Guzzle 6 `Utils` class gets loaded, and our Guzzle 7 `HandlerStack` calls `Utils::chooseHandler()`, which doesn't exist in 6. Our ERP client is constructed during checkout (stock reservation), so checkout dies.\n\nWe can't fix their plugin, so ours has to stop sharing the global namespace: prefix our vendored dependencies. Two tools:\n1. **Strauss**: copies the deps into `vendor-prefixed/` and rewrites namespaces to e.g. `Brightfold\\AlpenkorbErp\\Vendor\\GuzzleHttp\\`; made for WordPress plugins.\n2. **PHP-Scoper**: more general, but needs patchers/exclusions so it doesn't prefix WordPress and WooCommerce globals.",
            ),
            (
                "user",
                "strauss, we already use it in the bundle-rules plugin for another client and php-scoper with wp core functions was a nightmare last time. and rule for the agency from now on: every plugin we ship that has composer deps goes through strauss with a Brightfold\\<Plugin>\\Vendor prefix, no unprefixed vendor/ in any release zip. this is the 2nd time a guzzle clash took down a client site",
            ),
            (
                "read",
                "wp-content/plugins/alpenkorb-erp-bridge/composer.json",
                '{\n    "name": "brightfold/alpenkorb-erp-bridge",\n    "require": {\n        "php": ">=8.1",\n        "guzzlehttp/guzzle": "^7.9",\n        "monolog/monolog": "^3.7"\n    },\n    "autoload": {\n        "psr-4": { "Alpenkorb\\\\ErpBridge\\\\": "includes/" }\n    }\n}\n',
            ),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/composer.json"),
            (
                "bash",
                "cd wp-content/plugins/alpenkorb-erp-bridge && composer require --dev brianhenryie/strauss:^0.19 -q && composer install -q && vendor/bin/strauss 2>&1 | tail -2 && grep -rln 'use GuzzleHttp' includes/ | head",
                "Changing namespaces...\nDone.\nincludes/class-abacus-client.php",
            ),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/includes/class-abacus-client.php"),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/alpenkorb-erp-bridge.php"),
            ("edit", "wp-content/plugins/alpenkorb-erp-bridge/bin/build-zip.sh"),
            (
                "bash",
                "cd wp-content/plugins/alpenkorb-erp-bridge && bin/build-zip.sh && unzip -l dist/alpenkorb-erp-bridge-1.8.1.zip | grep -c 'vendor/guzzlehttp'; unzip -l dist/alpenkorb-erp-bridge-1.8.1.zip | grep -c 'vendor-prefixed/guzzlehttp'",
                "Built dist/alpenkorb-erp-bridge-1.8.1.zip\n0\n47",
            ),
            (
                "bash",
                "wp @alpenkorb-staging plugin install wp-content/plugins/alpenkorb-erp-bridge/dist/alpenkorb-erp-bridge-1.8.1.zip --force --activate && wp @alpenkorb-staging plugin activate postfinance-checkout && vendor/bin/codecept run acceptance CheckoutCest --env alpenkorb-staging 2>&1 | tail -2",
                "Installing alpenkorb-erp-bridge (1.8.1)\nPlugin updated successfully.\nPlugin 'postfinance-checkout' activated.\nOK (4 tests, 19 assertions)",
            ),
            (
                "assistant",
                "On staging, with PostFinance's plugin active, checkout works again (4 acceptance tests, including one paid via PostFinance test mode). In 1.8.1 our Guzzle and Monolog live under `Brightfold\\AlpenkorbErp\\Vendor\\` in `vendor-prefixed/`, and the release zip no longer contains `vendor/guzzlehttp` at all. Ready to push to prod.",
            ),
            ("user", "push it to prod now pls"),
            (
                "bash",
                "wp @alpenkorb-prod plugin install wp-content/plugins/alpenkorb-erp-bridge/dist/alpenkorb-erp-bridge-1.8.1.zip --force && curl -s -o /dev/null -w '%{http_code}\\n' https://www.alpenkorb.ch/kasse/",
                "Installing alpenkorb-erp-bridge (1.8.1)\nPlugin updated successfully.\n200",
            ),
            ("assistant", "1.8.1 is live on prod and `/kasse/` returns 200."),
            ("user", "phew. thanks"),
        ],
        "lessons": [{"keys": ["Strauss", "Guzzle"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh47-alpenkorb-pot-typo-nothing",
        "split": "fresh47",
        "steps": [
            (
                "user",
                'can u regen the .pot for delivery-slots and fix the typo "Lieferfenser" in the de_CH po, martina spotted it on the checkout. also how\'s your friday going lol',
            ),
            (
                "bash",
                "cd wp-content/plugins/alpenkorb-delivery-slots && grep -n 'Lieferfenser' languages/*.po",
                'languages/alpenkorb-delivery-slots-de_CH.po:88:msgstr "Lieferfenser wählen"\nlanguages/alpenkorb-delivery-slots-de_DE.po:88:msgstr "Lieferfenser wählen"',
            ),
            (
                "assistant",
                "It's in both `de_CH` and `de_DE` (same line, the de_DE file was probably copied from de_CH). Fixing both.",
            ),
            (
                "edit",
                "wp-content/plugins/alpenkorb-delivery-slots/languages/alpenkorb-delivery-slots-de_CH.po",
            ),
            (
                "edit",
                "wp-content/plugins/alpenkorb-delivery-slots/languages/alpenkorb-delivery-slots-de_DE.po",
            ),
            (
                "bash",
                "cd wp-content/plugins/alpenkorb-delivery-slots && wp i18n make-pot . languages/alpenkorb-delivery-slots.pot --exclude=vendor,node_modules,tests && wp i18n update-po languages/alpenkorb-delivery-slots.pot languages/ && wp i18n make-mo languages/ && wp i18n make-json languages/ --no-purge",
                "Plugin file detected.\nSuccess: POT file successfully generated.\nSuccess: Updated 2 files. 0 of 2 files unchanged.\nSuccess: Created 2 files.\nSuccess: Created 2 files.",
            ),
            (
                "bash",
                "cd wp-content/plugins/alpenkorb-delivery-slots && msgfmt --statistics -o /dev/null languages/alpenkorb-delivery-slots-de_CH.po",
                "54 translated messages.",
            ),
            (
                "assistant",
                'Done: "Lieferfenster wählen" in both German files, `.pot` regenerated, `.po` files updated from it, and `.mo` + the JSON files for the block checkout strings rebuilt. de_CH is fully translated (54/54).\n\nFriday\'s going fine on my end: a typo fix is a pleasant way to end the week. 🙂',
            ),
            ("user", "haha fair. ty, have a good one"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
