"""The "fresh18" capture sessions: written in session 19 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the earlier fresh ones."""

from __future__ import annotations

from typing import Any

FRESH18: list[dict[str, Any]] = [
    {
        "name": "fresh18-liveview-refresh-correction",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "On the ops dashboard the stats panel in OrdersLive only updates when you reload the page. Make it refresh every 5 seconds.",
            ),
            (
                "read",
                "lib/shop_web/live/orders_live.ex",
                "defmodule ShopWeb.OrdersLive do\n  use ShopWeb, :live_view\n\n  alias Shop.Stats\n\n  def mount(_params, _session, socket) do\n    {:ok, assign(socket, stats: Stats.summary())}\n  end\nend\n",
            ),
            ("edit", "lib/shop_web/live/orders_live.ex"),
            (
                "bash",
                "mix test test/shop_web/live/orders_live_test.exs",
                "Compiling 1 file (.ex)\n....\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n4 tests, 0 failures\n\nRandomized with seed 518203",
            ),
            (
                "assistant",
                "`mount/3` now starts `:timer.send_interval(5_000, self(), :refresh_stats)` when the socket is connected, and a new `handle_info(:refresh_stats, socket)` reassigns `Stats.summary()`. The 4 LiveView tests pass.",
            ),
            (
                "user",
                "ah wait, no. I forgot where that query goes. Stats.summary hits the Snowflake warehouse and they throttle us if we query more than once a minute. Make the dashboard refresh every 60 seconds, nothing faster.",
            ),
            ("edit", "lib/shop_web/live/orders_live.ex"),
            (
                "bash",
                "mix test test/shop_web/live/orders_live_test.exs",
                "....\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n4 tests, 0 failures\n\nRandomized with seed 90417",
            ),
            (
                "assistant",
                "Changed the interval to `60_000` and pulled it into a `@refresh_ms` module attribute so it's easy to find; tests still pass.",
            ),
        ],
        "lessons": [{"keys": ["60 seconds", "refresh"], "not": ["refresh every 5 seconds"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh18-haskell-optparse-chitchat",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "I'm new to Haskell. In app/Options.hs, what are the <$> and <*> doing in the options parser? It reads like line noise to me.",
            ),
            (
                "read",
                "app/Options.hs",
                'module Options (Options (..), parseOptions) where\n\nimport Options.Applicative\n\ndata Options = Options\n  { optInput :: FilePath\n  , optVerbose :: Bool\n  }\n\nparseOptions :: Parser Options\nparseOptions =\n  Options\n    <$> strArgument (metavar "FILE")\n    <*> switch (long "verbose" <> short \'v\')\n',
            ),
            (
                "bash",
                "cabal run tally -- --help",
                "Usage: tally FILE [-v|--verbose]\n\nAvailable options:\n  -h,--help                Show this help text",
            ),
            (
                "assistant",
                "`Options` is a constructor taking two arguments. `Options <$> strArgument ...` puts it inside the parser, giving a `Parser (Bool -> Options)` that still waits for the second field; `<*> switch ...` then feeds it the parsed flag, so the result is a `Parser Options`. Each `<*>` supplies one more field, in order. The `<>` just combines the modifiers `long` and `short` for one flag.",
            ),
            (
                "user",
                "Oh ok, so it's basically calling the constructor with each parsed field one at a time. That's less scary than it looks, thanks.",
            ),
            (
                "assistant",
                "Exactly, that's all it is. Happy to walk through other parts whenever you like.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh18-nostd-drdy-watchdog-incident",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "The field units with the MAX31865 board keep rebooting every few minutes. The reset cause says IWDG. On my bench it never happens. Can you dig into the driver?",
            ),
            (
                "read",
                "src/lib.rs",
                "#![no_std]\n\nuse embedded_hal::digital::InputPin;\nuse embedded_hal::spi::SpiDevice;\n\nimpl<SPI: SpiDevice, DRDY: InputPin> Max31865<SPI, DRDY> {\n    pub fn read_raw(&mut self) -> Result<u16, Error> {\n        critical_section::with(|_| {\n            self.start_one_shot()?;\n            while self.drdy.is_high().map_err(|_| Error::Pin)? {}\n            self.read_register16(REG_RTD_MSB)\n        })\n    }\n}\n",
            ),
            (
                "bash",
                "probe-rs attach --chip STM32G431KBTx target/thumbv7em-none-eabihf/release/rtd-node",
                "0.000000 INFO  boot, reset cause: IWDG\n0.001210 INFO  watchdog armed, timeout 500 ms\n...\n187.402311 DEBUG read_raw: one-shot started\n187.402330 DEBUG read_raw: waiting for DRDY\n0.000000 INFO  boot, reset cause: IWDG",
            ),
            (
                "think",
                "The last line before each reset is the DRDY wait. The loop has no timeout and runs inside critical_section::with, so interrupts are off and the timer ISR that feeds the watchdog never runs.",
            ),
            (
                "assistant",
                "Found it. `read_raw` spins on the DRDY pin with no timeout, and it does so inside `critical_section::with`, so interrupts are masked the whole time. When a conversion doesn't complete (a flaky harness will do that) DRDY never goes low, the loop never exits, the timer interrupt that pets the watchdog can't run, and the 500 ms IWDG resets the chip. On your bench the short cable means DRDY always arrives in a few ms.",
            ),
            (
                "user",
                "That fits, the field units have the 3 m sensor harness. Fix it: only the SPI transfer goes in the critical section, and the DRDY wait gets a timeout that returns an error.",
            ),
            ("edit", "src/lib.rs"),
            (
                "bash",
                "cargo build --release --target thumbv7em-none-eabihf && cargo test --lib --target x86_64-unknown-linux-gnu",
                "   Compiling max31865-driver v0.3.1 (/home/lena/rtd-node/driver)\n    Finished `release` profile [optimized] target(s) in 4.87s\n   Compiling max31865-driver v0.3.1 (/home/lena/rtd-node/driver)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.10s\n     Running unittests src/lib.rs\n\nrunning 5 tests\n.....\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
            ),
            (
                "assistant",
                "`read_raw` now polls DRDY outside the critical section, bounded by a `DelayNs` budget of 100 ms, and returns `Error::Timeout` if it expires; only the register read is wrapped in `critical_section::with`. A new mock test holds DRDY high and checks that we get `Timeout` instead of hanging.",
            ),
        ],
        "lessons": [{"keys": ["DRDY", "watchdog"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh18-workers-sessions-durable-object-tool",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "People say that after logging out on one device, their session still works elsewhere for up to a minute. The auth worker is in workers/auth. Any idea why?",
            ),
            (
                "read",
                "workers/auth/src/sessions.ts",
                "export async function getSession(env: Env, token: string) {\n  return env.SESSIONS.get(token, { type: 'json' });\n}\n\nexport async function logout(env: Env, token: string) {\n  await env.SESSIONS.delete(token);\n}\n",
            ),
            (
                "think",
                "SESSIONS is a KV namespace. KV is eventually consistent; a delete can take up to 60 seconds to reach other edge locations, and reads there keep returning the cached value.",
            ),
            (
                "assistant",
                "Sessions are stored in Workers KV. KV is eventually consistent: the `delete` on logout happens in one location, but other edge locations can keep serving the cached session for up to about 60 seconds. That matches the 'up to a minute'. A Durable Object gives one strongly consistent owner per key, so a delete is visible immediately.",
            ),
            (
                "user",
                "OK, move sessions into a Durable Object then. And save this to memory so nobody does it again: session tokens live in the SessionStore Durable Object, never in KV, because KV is eventually consistent and logouts have to take effect immediately.",
            ),
            (
                "tool",
                "mcp__cognimem__remember",
                {
                    "content": "Session tokens live in the SessionStore Durable Object, never in Workers KV: KV is eventually consistent (up to ~60 s), and logouts must take effect immediately.",
                    "tags": ["auth", "cloudflare"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("assistant", "Saved. Moving the sessions over now."),
            ("edit", "workers/auth/src/session-store.ts"),
            ("edit", "workers/auth/src/sessions.ts"),
            ("edit", "workers/auth/wrangler.toml"),
            (
                "bash",
                "cd workers/auth && npx wrangler deploy --dry-run && npx vitest run",
                "Total Upload: 41.27 KiB / gzip: 9.88 KiB\nYour worker has access to the following bindings:\n- Durable Objects:\n  - SESSION_STORE: SessionStore\n--dry-run: exiting now.\n\n RUN  v2.1.4 /repo/workers/auth\n\n ✓ test/sessions.test.ts (7 tests) 212ms\n\n Test Files  1 passed (1)\n      Tests  7 passed (7)",
            ),
            (
                "assistant",
                "Added a `SessionStore` Durable Object (one instance per user id, sessions in its storage), bound it as `SESSION_STORE` with a migration in wrangler.toml, and pointed `getSession`/`logout` at it. The test that logs out and immediately reads the session now gets null. 7 tests pass.",
            ),
            (
                "user",
                "Next, add POST /sessions/revoke-all so a user can kill all of their sessions at once. Every endpoint in this worker returns errors as problem+json through the helper in src/errors.ts, so use that for the 401 and the 404.",
            ),
            (
                "read",
                "workers/auth/src/errors.ts",
                "export function problem(status: number, title: string, detail?: string): Response {\n  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail }), {\n    status,\n    headers: { 'content-type': 'application/problem+json' },\n  });\n}\n",
            ),
            (
                "assistant",
                "Will do. As we saved earlier, revocation goes through the SessionStore Durable Object rather than KV, so it takes effect right away.",
            ),
            ("edit", "workers/auth/src/routes/sessions.ts"),
            (
                "bash",
                "cd workers/auth && npx vitest run",
                "\n RUN  v2.1.4 /repo/workers/auth\n\n ✓ test/sessions.test.ts (10 tests) 247ms\n\n Test Files  1 passed (1)\n      Tests  10 passed (10)",
            ),
            (
                "assistant",
                "Added `POST /sessions/revoke-all`: it authenticates the caller, then asks the user's `SessionStore` to clear all sessions. Missing or invalid token returns `problem(401, ...)`, unknown user `problem(404, ...)`. 3 new tests, 10 pass.",
            ),
            ("user", "Nice. And yeah, like we said, nothing auth-related goes in KV."),
            ("assistant", "Right, that's covered by the memory we saved."),
        ],
        "lessons": [{"keys": ["problem+json", "error"]}],
        "tool_stored": [["Durable Object", "KV"]],
    },
    {
        "name": "fresh18-dagster-sensor-decision",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "The meridian_positions asset runs on the 6am schedule and about half the mornings it fails with FileNotFoundError. Can you take a look?",
            ),
            (
                "read",
                "pipelines/meridian/definitions.py",
                'from dagster import Definitions, ScheduleDefinition, define_asset_job\n\nfrom .assets import meridian_positions\n\npositions_job = define_asset_job("positions_job", selection=[meridian_positions])\n\ndefs = Definitions(\n    assets=[meridian_positions],\n    schedules=[ScheduleDefinition(job=positions_job, cron_schedule="0 6 * * *")],\n)\n',
            ),
            (
                "bash",
                "aws s3 ls s3://acme-vendor-drops/meridian/positions/ | tail -6",
                "2026-11-28 05:14:02    8812331 positions_20261128.csv\n2026-11-29 08:47:55    8790114 positions_20261129.csv\n2026-11-30 06:31:10    8801467 positions_20261130.csv\n2026-12-01 05:02:48    8823590 positions_20261201.csv\n2026-12-02 09:26:13    8830021 positions_20261202.csv\n2026-12-03 07:58:40    8819964 positions_20261203.csv",
            ),
            (
                "assistant",
                "The file lands at very different times: between 05:02 and 09:26 over the last six days, so a 6am run fails whenever it's late. Two options: push the schedule to something like 10am, which should always work but delays the data on early days, or replace the schedule with an S3 sensor that starts the run once the day's file exists.",
            ),
            (
                "user",
                "Go with the sensor. Meridian drops the file whenever their overnight batch finishes, sometimes after 9, so any fixed time either fails or makes us wait for nothing.",
            ),
            ("edit", "pipelines/meridian/sensors.py"),
            ("edit", "pipelines/meridian/definitions.py"),
            (
                "bash",
                "pytest pipelines/meridian/tests -q && dagster definitions validate -m pipelines.meridian.definitions",
                "....\n4 passed in 1.92s\nValidation successful for code location pipelines.meridian.definitions.",
            ),
            (
                "assistant",
                "Replaced the cron schedule with `meridian_positions_sensor`: every 5 minutes it lists the drop prefix, and when `positions_<date>.csv` appears it requests a run with `run_key` set to the file name, so each file triggers exactly one run. Tests and definitions validation pass.",
            ),
        ],
        "lessons": [{"keys": ["sensor", "Meridian"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh18-unreal-nightly-config-correction",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "In the TerrainStreaming module, FTileCache::GetTile sometimes gets called with an out-of-range index and we read garbage. Add a guard. The nightly build on the farm is Shipping, so a check() won't do anything there; use something that still logs.",
            ),
            (
                "read",
                "Plugins/TerrainStreaming/Source/TerrainStreaming/Private/TileCache.cpp",
                '#include "TileCache.h"\n\nconst FTerrainTile* FTileCache::GetTile(int32 Index) const\n{\n\treturn &Tiles[Index];\n}\n',
            ),
            ("edit", "Plugins/TerrainStreaming/Source/TerrainStreaming/Private/TileCache.cpp"),
            (
                "bash",
                '"C:/Program Files/Epic Games/UE_5.4/Engine/Build/BatchFiles/Build.bat" HollowfieldEditor Win64 Development -Project="D:/work/Hollowfield/Hollowfield.uproject" -WaitMutex',
                "Using bundled DotNet SDK version: 8.0.300\nBuilding HollowfieldEditor...\n[1/3] Compile [x64] TileCache.cpp\n[2/3] Link [x64] UnrealEditor-TerrainStreaming.dll\n[3/3] WriteMetadata HollowfieldEditor.target\nTotal time in Parallel executor: 21.84 seconds\nResult: Succeeded",
            ),
            (
                "assistant",
                "`GetTile` now checks `Tiles.IsValidIndex(Index)`; if it fails it logs `UE_LOG(LogTerrainStreaming, Error, ...)` with the index and the cache size and returns `nullptr`. That path works in every configuration, Shipping included. The editor target builds.",
            ),
            (
                "user",
                "Hmm, I just looked at the BuildGraph script on the farm and I had it wrong: the nightly farm build is Development, not Shipping. Only the release branch builds Shipping. So a checkf would actually fire on nightlies, and we want it to crash there so QA catches it. Use checkf with the index and the cache size, and keep the log-and-return path for Shipping.",
            ),
            ("edit", "Plugins/TerrainStreaming/Source/TerrainStreaming/Private/TileCache.cpp"),
            (
                "bash",
                '"C:/Program Files/Epic Games/UE_5.4/Engine/Build/BatchFiles/Build.bat" HollowfieldEditor Win64 Development -Project="D:/work/Hollowfield/Hollowfield.uproject" -WaitMutex',
                "Using bundled DotNet SDK version: 8.0.300\nBuilding HollowfieldEditor...\n[1/2] Compile [x64] TileCache.cpp\n[2/2] Link [x64] UnrealEditor-TerrainStreaming.dll\nTotal time in Parallel executor: 19.02 seconds\nResult: Succeeded",
            ),
            (
                "assistant",
                '`GetTile` now starts with `checkf(Tiles.IsValidIndex(Index), TEXT("GetTile index %d out of range (size %d)"), Index, Tiles.Num())`, and under `#if UE_BUILD_SHIPPING` it still logs and returns `nullptr` since checks are compiled out there. Builds clean.',
            ),
        ],
        "lessons": [
            {"keys": ["nightly", "Development"], "not": ["nightly build on the farm is Shipping"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh18-nx-standalone-rule",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "Add a billing-ui library under libs/billing with an InvoiceTable component that takes a list of invoices as an input. We only write standalone components in this repo, no NgModules.",
            ),
            (
                "bash",
                "npx nx g @nx/angular:library --name=billing-ui --directory=libs/billing/ui --standalone --no-interactive",
                "NX  Generating @nx/angular:library\n\nCREATE libs/billing/ui/project.json\nCREATE libs/billing/ui/src/index.ts\nCREATE libs/billing/ui/src/lib/billing-ui/billing-ui.component.ts\nCREATE libs/billing/ui/jest.config.ts\nCREATE libs/billing/ui/tsconfig.json\nUPDATE tsconfig.base.json",
            ),
            (
                "bash",
                "npx nx g @nx/angular:component libs/billing/ui/src/lib/invoice-table/invoice-table --standalone --no-interactive",
                "NX  Generating @nx/angular:component\n\nCREATE libs/billing/ui/src/lib/invoice-table/invoice-table.component.html\nCREATE libs/billing/ui/src/lib/invoice-table/invoice-table.component.spec.ts\nCREATE libs/billing/ui/src/lib/invoice-table/invoice-table.component.ts\nCREATE libs/billing/ui/src/lib/invoice-table/invoice-table.component.css\nUPDATE libs/billing/ui/src/index.ts",
            ),
            ("edit", "libs/billing/ui/src/lib/invoice-table/invoice-table.component.ts"),
            ("edit", "libs/billing/ui/src/lib/invoice-table/invoice-table.component.html"),
            ("edit", "libs/billing/ui/src/lib/invoice-table/invoice-table.component.spec.ts"),
            (
                "bash",
                "npx nx run-many -t test lint -p billing-ui",
                "> nx run billing-ui:lint\n\nAll files pass linting.\n\n> nx run billing-ui:test\n\n PASS   billing-ui  libs/billing/ui/src/lib/invoice-table/invoice-table.component.spec.ts\n  InvoiceTableComponent\n    ✓ should create (41 ms)\n    ✓ renders one row per invoice (18 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\n\n NX   Successfully ran targets test, lint for project billing-ui",
            ),
            (
                "assistant",
                "Created the `billing-ui` library and a standalone `InvoiceTableComponent` with `invoices = input.required<Invoice[]>()`, rendering number, customer, amount and status; it imports `CurrencyPipe` directly. I removed the placeholder `billing-ui` component the generator made. Lint and the 2 tests pass.",
            ),
            ("user", "Perfect, thank you."),
        ],
        "lessons": [{"keys": ["standalone", "NgModule"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh18-apex-typo-nothing",
        "split": "fresh18",
        "steps": [
            (
                "user",
                "Tiny one: the error message in AccountTriggerHandler says 'Acount' instead of 'Account'. Can you fix it and run its tests?",
            ),
            (
                "read",
                "force-app/main/default/classes/AccountTriggerHandler.cls",
                "public with sharing class AccountTriggerHandler {\n    public static void beforeInsert(List<Account> newAccounts) {\n        for (Account acc : newAccounts) {\n            if (String.isBlank(acc.Industry)) {\n                acc.addError('Acount must have an Industry.');\n            }\n        }\n    }\n}\n",
            ),
            ("edit", "force-app/main/default/classes/AccountTriggerHandler.cls"),
            (
                "bash",
                "sf apex run test --class-names AccountTriggerHandlerTest --result-format human --synchronous --target-org dev-sandbox",
                "=== Test Summary\nNAME                 VALUE\nOutcome              Passed\nTests Ran            4\nPass Rate            100%\nFail Rate            0%\nTest Execution Time  812 ms",
            ),
            (
                "assistant",
                "Fixed the typo; the message now reads 'Account must have an Industry.' All 4 tests pass.",
            ),
            ("user", "Thanks! That's all from me today, have a good weekend."),
            ("assistant", "You too, have a good weekend!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
