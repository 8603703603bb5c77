"""The "fresh30" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH30: list[dict[str, Any]] = [
    {
        "name": "fresh30-gleam-use-chitchat",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "in src/inventory/import.gleam parse_row is like 5 levels of result.try nesting, is there a nicer way? whats `use` actually doing under the hood",
            ),
            (
                "read",
                "src/inventory/import.gleam",
                "import gleam/int\nimport gleam/result\nimport gleam/string\n\npub fn parse_row(line: String) -> Result(Item, ImportError) {\n  result.try(split_fields(line), fn(fields) {\n    result.try(parse_sku(fields.0), fn(sku) {\n      result.try(int.parse(fields.1) |> result.replace_error(BadQty(line)), fn(qty) {\n        result.try(parse_location(fields.2), fn(loc) {\n          Ok(Item(sku: sku, qty: qty, location: loc))\n        })\n      })\n    })\n  })\n}\n",
            ),
            (
                "assistant",
                "`use` is only syntax sugar for a callback as the last argument. `use sku <- result.try(parse_sku(x))` takes everything below it in the block, wraps it in `fn(sku) { ... }` and passes that as the final argument to `result.try`. So the code does exactly the same thing as your nested version, it just reads top to bottom. I'll flatten `parse_row` that way.",
            ),
            ("edit", "src/inventory/import.gleam"),
            (
                "bash",
                "gleam test",
                "  Compiling inventory\n   Compiled in 0.41s\n    Running inventory_test.main\n.........\nFinished in 0.018 seconds\n9 tests, 0 failures",
            ),
            (
                "assistant",
                "`parse_row` is now four `use ... <- result.try(...)` lines followed by the `Ok(Item(...))`; behaviour is unchanged and all 9 tests pass.",
            ),
            ("user", "nice thx, much more readable"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh30-kdb-tp-timezone-correction",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "need a q fn in the rdb that rolls `trade` into 5 min bars per sym (open high low close vol) for the morning report. only from the cash open onwards",
            ),
            (
                "read",
                "tick/r.q",
                '/ rdb: subscribes to the tickerplant, holds today\'s data in memory\nif[not "w"=first string .z.o;system "sleep 1"];\nupd:insert;\n.u.rep:{(.[;();:;].)each x;if[null first y;:()];-11!y;system "cd ",1_-10_string first reverse y};\n.u.rep .(hopen `$":",.u.x 0)"(.u.sub[`;`];`.u `i`L)";\n',
            ),
            (
                "bash",
                "echo 'meta trade' | q tick/rdb_snapshot.q -q",
                "c    | t f a\n-----| -----\ntime | n    \nsym  | s   g\nprice| f    \nsize | j    ",
            ),
            (
                "think",
                "trade has time (timespan), sym, price, size. The morning report is for CME equity index futures; cash open is 08:30 Central. Tickerplants usually stamp in UTC, so in December that is 14:30 UTC. Should confirm before filtering.",
            ),
            (
                "assistant",
                "Quick check before I write it: the tickerplant timestamps are UTC, so in December the 08:30 CT cash open is 14:30 UTC. I'd filter `time>=14:30` and convert the bucket times back to Central for the report. Does that match your setup?",
            ),
            (
                "user",
                "no, tp doesnt stamp utc. our feedhandler stamps everything in exchange local time, America/Chicago, so traders see the same times as on the cme screens. just filter from 08:30",
            ),
            ("edit", "tick/bars.q"),
            (
                "bash",
                "echo 'show 3#bars5[`ESZ6]' | q tick/rdb_snapshot.q -q",
                "sym  bucket       open    high    low     close   vol  \n-------------------------------------------------------\nESZ6 08:30:00.000 6091.25 6094.5  6089.75 6093    18214\nESZ6 08:35:00.000 6093    6095.25 6090.5  6091.75 12877\nESZ6 08:40:00.000 6091.75 6092    6086.25 6087.5  15302",
            ),
            (
                "assistant",
                "Added `bars5` in tick/bars.q: it selects `trade` from 08:30 onwards for the given syms and aggregates with `5 xbar time.minute` into open/high/low/close/vol, leaving the times as the feedhandler stamped them. The first ESZ6 bar starts at 08:30 as expected.",
            ),
        ],
        "lessons": [
            {
                "keys": ["America/Chicago", "exchange local time"],
                "not": ["timestamps are UTC"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh30-ice40-revb-uart-swapped",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "uart on the new batch of boards is dead. same bitstream works fine on the old ones. picocom shows nothing at 115200",
            ),
            (
                "read",
                "pins.pcf",
                "set_io clk 35\nset_io uart_tx 9\nset_io uart_rx 6\nset_io led_r 39\nset_io led_g 40\n",
            ),
            (
                "bash",
                "make prog",
                "yosys -q -p 'synth_ice40 -top top -json build/top.json' rtl/*.v\nnextpnr-ice40 --up5k --package sg48 --json build/top.json --pcf pins.pcf --asc build/top.asc\nInfo: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 38.42 MHz (PASS at 12.00 MHz)\nicepack build/top.asc build/top.bin\niceprog build/top.bin\ninit..\ncdone: high\nBye.",
            ),
            (
                "bash",
                "timeout 5 picocom -b 115200 /dev/ttyUSB1",
                "picocom v3.1\n\nport is        : /dev/ttyUSB1\nbaudrate is    : 115200\n\nType [C-a] [C-h] to see available commands\nTerminal ready\n",
            ),
            (
                "think",
                "Same bitstream, different boards: board-level difference. A wrong clock would usually give garbage characters, not total silence. Silence points to the UART lines not being where the pcf says, or the wrong tty.",
            ),
            (
                "assistant",
                "The gateware programs fine (cdone high) and timing passes, and since the same bitstream works on the old boards this looks like a board difference rather than a gateware bug. A clock problem would normally show up as garbage, not silence. Did anything change on the new boards around the FTDI chip, or the oscillator?",
            ),
            (
                "user",
                "ah yes. the rev B boards came back from the fab with the FTDI TX/RX nets swapped, hw team isnt respinning them. so rev B needs pins 6 and 9 the other way round",
            ),
            ("edit", "boards/revb.pcf"),
            ("edit", "Makefile"),
            (
                "bash",
                "make BOARD=revb prog && timeout 5 picocom -b 115200 /dev/ttyUSB1",
                "nextpnr-ice40 --up5k --package sg48 --json build/top.json --pcf boards/revb.pcf --asc build/top.asc\nInfo: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 38.42 MHz (PASS at 12.00 MHz)\niceprog build/top.bin\ncdone: high\nBye.\npicocom v3.1\nTerminal ready\nboot ok fw 0.7.2\r\n> ",
            ),
            (
                "assistant",
                "Moved pins.pcf to boards/reva.pcf and added boards/revb.pcf with uart_tx on 6 and uart_rx on 9; the Makefile now takes `BOARD` (default `reva`). With `make BOARD=revb prog` the new board prints its boot banner.",
            ),
        ],
        "lessons": [{"keys": ["rev B", "TX/RX"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh30-renpy-menu-typo-nothing",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "add a menu after the bakery scene: 'Buy the sourdough' -> jump sourdough_end, 'Leave' -> jump walk_home. also theres a typo 'recieve' somewhere in script.rpy",
            ),
            (
                "read",
                "game/script.rpy",
                'label bakery:\n    scene bg bakery with dissolve\n    show mira smile\n    mira "You\'re just in time, the last loaf came out of the oven."\n    mira "Regulars recieve a discount on Thursdays, you know."\n\nlabel walk_home:\n    scene bg street_evening with fade\n    "The lamps were already on."\n',
            ),
            ("edit", "game/script.rpy"),
            (
                "bash",
                "./renpy.sh . lint",
                "Ren'Py 8.3.4 lint report, generated at: Fri Dec  4 10:12:40 2026\n\ngame/script.rpy:9 The jump is to nonexistent label 'sourdough_end'.\n\nStatistics:\nThe game contains 214 dialogue blocks, containing 2,881 words and 15,402 characters.\nLint is not a substitute for thorough testing.\nLint took 0.62s",
            ),
            (
                "assistant",
                "Fixed 'recieve' → 'receive' and added the menu after Mira's lines. Lint points out there's no `sourdough_end` label yet — do you want me to add one?",
            ),
            ("user", "oh right, just a stub for now, a line of dialogue and return"),
            ("edit", "game/script.rpy"),
            (
                "bash",
                "./renpy.sh . lint",
                "Ren'Py 8.3.4 lint report, generated at: Fri Dec  4 10:14:02 2026\n\nStatistics:\nThe game contains 215 dialogue blocks, containing 2,889 words and 15,447 characters.\nLint is not a substitute for thorough testing.\nLint took 0.60s",
            ),
            (
                "assistant",
                'Added `label sourdough_end:` with `mira "Enjoy it while it\'s warm!"` and a `return`. Lint is clean.',
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh30-decision-ada-json-crate",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "The hk_codec crate needs to emit housekeeping frames as JSON for the new ops dashboard. Which library should we add through Alire, GNATCOLL.JSON or JSON-Ada?",
            ),
            (
                "read",
                "hk_codec/alire.toml",
                'name = "hk_codec"\ndescription = "Housekeeping telemetry encoder/decoder"\nversion = "0.4.2"\nlicenses = "Apache-2.0"\n\n[[depends-on]]\ngnat = "^13"\n',
            ),
            (
                "assistant",
                "GNATCOLL.JSON is mature, well documented and used widely, but it comes with gnatcoll core, which pulls in several other crates (libgpr, xmlada and so on). JSON-Ada (the `json` crate in the Alire index) is a single pure-Ada crate without dependencies; its API is smaller and it has fewer users. Both handle what hk_codec needs.",
            ),
            (
                "user",
                "Let's take JSON-Ada. hk_codec is part of the flight build, and every crate it depends on has to go through the dependency review for certification, so the fewer transitive crates the better.",
            ),
            (
                "bash",
                "cd hk_codec && alr -n with json",
                "Requested changes:\n\n   + json ^6.0.0 (add)\n\nChanges to dependency solution:\n\n   + json 6.0.0 (new)\n\nⓘ Success: Changes applied successfully.",
            ),
            ("edit", "hk_codec/src/hk_codec-json_out.ads"),
            ("edit", "hk_codec/src/hk_codec-json_out.adb"),
            (
                "bash",
                "cd hk_codec && alr build",
                "ⓘ Building hk_codec=0.4.2/hk_codec.gpr...\nSetup\n   [mkdir]        object directory for project Hk_Codec\nCompile\n   [Ada]          hk_codec-json_out.adb\nBind\n   [gprbind]      hk_codec.bexch\nBuild finished successfully in 3.41 seconds.",
            ),
            (
                "bash",
                "cd hk_codec/tests && alr build && ./bin/hk_tests",
                "Build finished successfully in 2.07 seconds.\nHK_CODEC.DECODE : 7 passed\nHK_CODEC.JSON_OUT : 5 passed\nTotal Tests Run:   12\nSuccessful Tests:  12\nFailed Assertions: 0",
            ),
            (
                "assistant",
                "Added `json ^6.0.0` to hk_codec/alire.toml and a `Hk_Codec.Json_Out` package with `To_Json (Frame : Hk_Frame) return String`; it emits the frame header fields and the sensor channels as an array. The test suite (12 tests, including 5 new ones for Json_Out) passes.",
            ),
        ],
        "lessons": [{"keys": ["JSON-Ada", "dependency review"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh30-lisp-qlot-tool-stored",
        "split": "fresh30",
        "steps": [
            ("user", "tests fail locally w/ some cl-ppcre error but ci is green?? pls look"),
            (
                "bash",
                "ros run -e '(ql:quickload :tariff-engine/tests)' -e '(asdf:test-system :tariff-engine)' -q",
                'To load "tariff-engine/tests":\n  Load 1 ASDF system:\n    tariff-engine/tests\n; Loading "tariff-engine/tests"\n\nUnhandled ASDF/FIND-COMPONENT:MISSING-DEPENDENCY-OF-VERSION in thread #<SB-THREAD:THREAD "main thread" RUNNING {1001878103}>:\n  Component "cl-ppcre" does not match version 2.1.2, required by #<SYSTEM "tariff-engine">',
            ),
            (
                "read",
                "qlfile",
                "ql cl-ppcre :latest\nql local-time :latest\nql mito 2024-10-12\ngit rove https://github.com/fukamachi/rove\n",
            ),
            (
                "read",
                ".github/workflows/ci.yml",
                "jobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: 40ants/setup-lisp@v4\n      - run: ros install fukamachi/qlot\n      - run: qlot install\n      - run: qlot exec rove tariff-engine.asd\n",
            ),
            (
                "assistant",
                "CI installs the qlfile pins into .qlot/ with `qlot install` and runs the suite through `qlot exec rove tariff-engine.asd`. A plain `ros run` uses your global Quicklisp dist instead, and that has an older cl-ppcre than the 2.1.2 tariff-engine requires. Running it the CI way:",
            ),
            (
                "bash",
                "qlot install && qlot exec rove tariff-engine.asd",
                'Installing dist "quicklisp" version "2024-10-12".\nInstalling "cl-ppcre" (2.1.2)\nInstalling "rove" from git\nSuccessfully installed.\n\nTesting System tariff-engine/tests\n\n;; testing \'tariff-engine/tests/rates\'\n;; testing \'tariff-engine/tests/zones\'\n\n✓ 47 tests completed',
            ),
            ("user", "ah right qlot. save that so u dont use the global dist next time"),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tariff-engine: run the tests like CI does, `qlot install` then `qlot exec rove tariff-engine.asd`. Plain `ros run` uses the global Quicklisp dist, whose cl-ppcre is older than the qlfile pins, and fails with a version mismatch.",
                    "tags": ["testing", "common-lisp", "qlot"],
                },
                '{"id":"31","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved: tests go through `qlot exec rove tariff-engine.asd` after `qlot install`. All 47 pass that way.",
            ),
        ],
        "lessons": [],
        "tool_stored": [["qlot exec", "rove"]],
    },
    {
        "name": "fresh30-crystal-integration-tag-in-passing",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "Add a client for Parcelwise's tracking API to the shipments service, next to the DHL one. Put its spec in spec/integration with the other carrier specs; anything in there hits a real endpoint and is tagged `integration`, and CI skips it with `crystal spec --tag '~integration'`. The API docs say GET /v2/parcels/{tracking_id}/events with a bearer token.",
            ),
            (
                "read",
                "spec/integration/dhl_spec.cr",
                'require "../spec_helper"\n\ndescribe Carriers::Dhl, tags: "integration" do\n  it "fetches a tracking status" do\n    status = Carriers::Dhl.new(ENV["DHL_API_KEY"]).track("00340434161094042557")\n    status.code.should_not be_empty\n  end\nend\n',
            ),
            (
                "read",
                "src/carriers/dhl.cr",
                'require "http/client"\nrequire "json"\n\nmodule Carriers\n  class Dhl < Base\n    BASE = URI.parse("https://api-eu.dhl.com")\n\n    def track(id : String) : Status\n      res = client.get("/track/shipments?trackingNumber=#{id}", headers)\n      raise CarrierError.new("dhl", res.status_code) unless res.success?\n      Status.from_dhl(JSON.parse(res.body))\n    end\n  end\nend\n',
            ),
            ("edit", "src/carriers/parcelwise.cr"),
            ("edit", "spec/carriers/parcelwise_parse_spec.cr"),
            ("edit", "spec/integration/parcelwise_spec.cr"),
            (
                "bash",
                "crystal spec --tag '~integration'",
                "..........................\n\nFinished in 412.6 milliseconds\n26 examples, 0 failures, 0 errors, 0 pending",
            ),
            (
                "bash",
                "PARCELWISE_API_KEY=$PW_SANDBOX_KEY crystal spec spec/integration/parcelwise_spec.cr",
                "..\n\nFinished in 1.83 seconds\n2 examples, 0 failures, 0 errors, 0 pending",
            ),
            (
                "assistant",
                "Added `Carriers::Parcelwise` (src/carriers/parcelwise.cr), which calls `/v2/parcels/{id}/events` with the bearer token and maps the latest event to a `Status`. There's a unit spec for the event parsing against a saved JSON fixture in spec/carriers, and spec/integration/parcelwise_spec.cr, tagged `integration`, that hits the sandbox. Both pass; the default run without integration specs has 26 examples.",
            ),
        ],
        "lessons": [{"keys": ["spec/integration", "~integration"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh30-cobol-ach-returns-bom",
        "split": "fresh30",
        "steps": [
            (
                "user",
                "RECON01 matched 0 of 412 ach returns last night, normally only a handful stay unmatched. nothing changed on our side afaik. log is /var/log/batch/recon01-20261204.log",
            ),
            (
                "bash",
                "tail -5 /var/log/batch/recon01-20261204.log",
                "RECON01 START 2026-12-04 02:15:03\nRECON01 WARN  NO FILE HEADER (TYPE 1) FOUND - BATCH DATE DEFAULTED TO 00000000\nRECON01 READ     414  MATCHED       0  UNMATCHED     412\nRECON01 END   RC=0004",
            ),
            (
                "read",
                "src/copy/RETREC.cpy",
                "      * ACH RETURN FILE RECORD (94 BYTES, NACHA LAYOUT)\n       01  RET-REC.\n           05  RET-REC-TYPE          PIC X(01).\n               88  RET-FILE-HEADER   VALUE '1'.\n               88  RET-BATCH-HEADER  VALUE '5'.\n               88  RET-ENTRY         VALUE '6'.\n           05  RET-BODY              PIC X(93).\n",
            ),
            (
                "bash",
                "head -c 16 /data/inbound/ach/RET20261204.ach | od -c; head -c 16 /data/inbound/ach/RET20261130.ach | od -c",
                "0000000 357 273 277   1   0   1       0   9   1   0   0   0   0   1   9\n0000020\n0000000   1   0   1       0   9   1   0   0   0   0   1   9   0   1   2\n0000020",
            ),
            (
                "think",
                "The Dec 4 file starts with 357 273 277 = EF BB BF, the UTF-8 BOM. The Nov 30 file starts directly with '1'. So RET-REC-TYPE of the first record is 0xEF, the file header isn't recognised, batch date defaults to zeros, nothing matches.",
            ),
            (
                "assistant",
                "Found it: the Dec 4 returns file starts with a UTF-8 byte order mark (bytes EF BB BF), the Nov 30 one doesn't. RECON01 takes the first byte as the record type, so the file header isn't seen as type '1', the batch date defaults to 00000000 and no entry can match. I can strip the BOM in recon.sh before RECON01 runs, or handle it in the COBOL — which do you prefer?",
            ),
            (
                "user",
                "recon.sh is fine. the clearing house moved to a new sftp provider on the 1st, prob that. they already told us they cant turn the BOM off, so the strip in recon.sh stays for good, put a comment on it",
            ),
            ("edit", "jobs/recon.sh"),
            (
                "bash",
                "./jobs/recon.sh --date 20261204 --no-post",
                "stripping UTF-8 BOM from RET20261204.ach\nRECON01 START 2026-12-04 10:41:17\nRECON01 READ     414  MATCHED     409  UNMATCHED       3\nRECON01 END   RC=0000",
            ),
            (
                "assistant",
                "recon.sh now removes a leading EF BB BF from the returns file (`sed -i '1s/^\\xEF\\xBB\\xBF//'`) before calling RECON01, with a comment explaining the clearing house's new SFTP provider adds it and can't disable it. Re-running Dec 4 without posting: 409 matched, 3 unmatched, RC 0. Do you want me to re-run the Dec 1-3 files too?",
            ),
            ("user", "yes pls, with --no-post first so i can check the counts"),
            (
                "bash",
                "for d in 20261201 20261202 20261203; do ./jobs/recon.sh --date $d --no-post | grep READ; done",
                "RECON01 READ     388  MATCHED     384  UNMATCHED       2\nRECON01 READ     401  MATCHED     395  UNMATCHED       4\nRECON01 READ     367  MATCHED     363  UNMATCHED       2\n",
            ),
            (
                "assistant",
                "Dec 1-3 look normal with the BOM stripped: 2, 4 and 2 unmatched. Nothing was posted; run them without `--no-post` once you've checked the counts.",
            ),
        ],
        "lessons": [{"keys": ["BOM", "recon.sh"]}],
        "tool_stored": [],
    },
]
