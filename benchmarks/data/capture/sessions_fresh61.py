"""The "fresh61" capture sessions: written in session 29 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH61: list[dict[str, Any]] = [
    # --- "soilnode": LoRaWAN soil-moisture sensor firmware (Rust, embassy-stm32 on STM32WLE5, lorawan-device, defmt + probe-rs, cargo xtask, host-tested soilnode-core crate, The Things Stack EU868 with a JS payload formatter, 2x AA battery) ---
    {
        "name": "fresh61-soilnode-battery-in-payload-confirmed-uplink-and-formatter-corrections",
        "split": "fresh61",
        "steps": [
            (
                "user",
                "add battery voltage to the uplink, farmers keep asking why nodes go dark. vbat via the vrefint trick is fine, mV as u16",
            ),
            (
                "read",
                "core/src/payload.rs",
                "//! Uplink payload, fport 2. Decoded on TTS by ttn/formatter.js.\n\npub const PAYLOAD_VERSION: u8 = 2;\n\npub struct Reading {\n    pub moisture_permille: u16,\n    pub soil_temp_centi: i16,\n}\n\nimpl Reading {\n    pub const LEN: usize = 5;\n\n    pub fn encode(&self, buf: &mut [u8; Self::LEN]) {\n        buf[0] = PAYLOAD_VERSION;\n        buf[1..3].copy_from_slice(&self.moisture_permille.to_be_bytes());\n        buf[3..5].copy_from_slice(&self.soil_temp_centi.to_be_bytes());\n    }\n}\n",
            ),
            (
                "read",
                "fw/src/main.rs",
                '    loop {\n        let reading = sensor::measure(&mut sensor_en, &mut adc).await;\n        let mut buf = [0u8; Reading::LEN];\n        reading.encode(&mut buf);\n        match device.send(&buf, 2, false).await {\n            Ok(_) => defmt::info!("uplink ok fcnt={}", device.get_fcnt_up()),\n            Err(e) => defmt::warn!("uplink failed: {}", e),\n        }\n        power::deep_sleep(REPORT_INTERVAL).await;\n    }\n',
            ),
            ("edit", "core/src/payload.rs"),
            ("edit", "fw/src/sensor.rs"),
            ("edit", "fw/src/main.rs"),
            (
                "bash",
                "cargo test -p soilnode-core 2>&1 | tail -3 && cargo xtask build --board rev-c 2>&1 | tail -1",
                "running 10 tests\n..........\ntest result: ok. 10 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n    Finished `release` profile [optimized + debuginfo] target(s) in 14.82s",
            ),
            (
                "assistant",
                "Battery voltage is in the uplink:\n- `sensor::measure` also reads VREFINT and computes VDDA in mV from the factory calibration value (`VREFINT_CAL` at 3.0 V)\n- `Reading` gets `battery_mv: u16`, appended big-endian at bytes 5-6 (`LEN = 7`)\n- I also switched the measurement uplink to a confirmed uplink (`device.send(&buf, 2, true)`), so the node can rejoin after 3 missed ACKs when it loses the network instead of silently sending into the void\n\nCore tests pass (new round-trip test for the 7-byte layout), rev C firmware builds.",
            ),
            (
                "user",
                "revert the confirmed bit. no confirmed uplinks, ever. eu868 1% duty cycle, and TTN fair use is 10 downlinks per day per device, every ACK is a downlink, at our 15min interval thats 96/day. we already check the link with one LinkCheckReq a day. and you changed the payload layout without bumping PAYLOAD_VERSION or touching ttn/formatter.js, the dashboard would decode the battery as garbage/ignore it. any payload change = bump the version byte + new case in formatter.js in the same PR. formatter keeps decoding all the old versions, old nodes stay in the field for years",
            ),
            (
                "read",
                "ttn/formatter.js",
                'function s16(hi, lo) { var v = (hi << 8) | lo; return v & 0x8000 ? v - 0x10000 : v; }\n\nfunction decodeUplink(input) {\n  var b = input.bytes;\n  if (input.fPort !== 2) return { errors: ["unknown fport " + input.fPort] };\n  switch (b[0]) {\n    case 1: // fw <= 0.6: moisture only\n      return { data: { moisture: ((b[1] << 8) | b[2]) / 10 } };\n    case 2:\n      return { data: { moisture: ((b[1] << 8) | b[2]) / 10, soil_temp: s16(b[3], b[4]) / 100 } };\n    default:\n      return { errors: ["unknown payload version " + b[0]] };\n  }\n}\n',
            ),
            ("edit", "fw/src/main.rs"),
            ("edit", "core/src/payload.rs"),
            ("edit", "ttn/formatter.js"),
            ("edit", "ttn/formatter.test.js"),
            (
                "bash",
                "cargo test -p soilnode-core 2>&1 | tail -1 && node ttn/formatter.test.js",
                "test result: ok. 10 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\nok v1 moisture only\nok v2 moisture + soil_temp\nok v3 moisture + soil_temp + battery_mv\nok v3 payload produced by soilnode-core fixture\nok unknown version -> error\n5 passed",
            ),
            (
                "assistant",
                "Fixed:\n- back to unconfirmed: `device.send(&buf, 2, false)`, no rejoin-on-missed-ACK logic\n- `PAYLOAD_VERSION` is now 3; the 7-byte layout is v3\n- `ttn/formatter.js` has a `case 3` that adds `battery_mv` and keeps decoding v1 and v2 unchanged\n- `formatter.test.js` decodes a fixture generated by `soilnode-core`, so a layout change without a formatter update fails the test\n\nBoth test suites pass.",
            ),
            ("user", "👍 ill paste the formatter into the tts console after merge"),
        ],
        "lessons": [
            {"keys": ["confirmed", "fair use"], "not": ["rejoin after 3 missed ACKs"]},
            {"keys": ["PAYLOAD_VERSION", "formatter.js"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh61-soilnode-downlink-interval-timer-vs-deep-sleep-correction",
        "split": "fresh61",
        "steps": [
            (
                "user",
                "make the report interval configurable by downlink: fport 10, payload u16 minutes, clamp to 5..240. and add port 10 to docs/ports.md, every fport we use is listed there with its format",
            ),
            (
                "read",
                "fw/src/power.rs",
                "/// Enter Stop2 until the RTC wakeup timer fires. Radio must be in sleep, SENSOR_EN low.\n/// ~2 uA on rev C. Max duration is bounded by the RTC wakeup counter (about 36 h).\npub async fn deep_sleep(d: Duration) {\n    debug_assert!(d <= MAX_RTC_WAKEUP);\n    rtc_wakeup::arm(d);\n    stop2::enter_until_rtc_wakeup().await;\n    clocks::restore_after_stop();\n}\n",
            ),
            ("edit", "core/src/downlink.rs"),
            ("edit", "fw/src/main.rs"),
            ("edit", "docs/ports.md"),
            (
                "bash",
                "cargo test -p soilnode-core downlink 2>&1 | tail -1 && cargo xtask build --board rev-c 2>&1 | tail -1",
                "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 6 filtered out; finished in 0.00s\n    Finished `release` profile [optimized + debuginfo] target(s) in 13.90s",
            ),
            (
                "assistant",
                "Configurable interval:\n- `soilnode_core::downlink::parse` handles fport 10: big-endian u16 minutes, clamped to 5..=240; other lengths are ignored with a warning\n- the main loop now runs on an `embassy_time::Ticker::every(interval)` instead of `power::deep_sleep(REPORT_INTERVAL)`, so the cadence doesn't drift by the measure + TX time each round, and a new interval from a downlink resets the ticker. `Ticker`/`Timer::after` lets embassy drop the core into Stop2 between ticks by itself, so the power draw is unchanged\n- `docs/ports.md`: fport 10 with its format and the clamp\n\nCore tests pass, rev C builds.",
            ),
            (
                "user",
                "no, that's not how it works on our setup. plain Timer::after / Ticker only WFI-sleeps (~1.3mA), Stop2 only happens through power::deep_sleep() which arms the RTC wakeup and stops the core (~2uA). at 1.3mA 2xAA last ~2 months instead of 5 years. keep deep_sleep and compensate drift by subtracting the elapsed time if you care. also persist the interval via nvstate, otherwise a reset puts it back to 15min",
            ),
            ("edit", "fw/src/main.rs"),
            ("edit", "fw/src/nvstate.rs"),
            (
                "bash",
                "cargo xtask flash --board rev-c 2>&1 | tail -2 && python3 tools/ppk2_avg.py --port /dev/ttyACM1 --seconds 120",
                "      Flashing ✔ 100% [####################] 148.92 KiB @ 41.07 KiB/s\n      Finished in 3.6s\navg 3.1 uA over 120.0 s (sleep only, TX bursts excluded: 2.2 uA)",
            ),
            (
                "assistant",
                "Back on `power::deep_sleep`:\n- the loop measures how long measure + TX took (`Instant::now()` before/after) and sleeps `interval - elapsed`, so the cadence still doesn't drift\n- the interval is stored in `nvstate` under `KEY_REPORT_INTERVAL` when a port-10 downlink arrives and read back at boot (default 15 min)\n\nOn the bench node the PPK2 shows 3.1 uA average over 120 s, 2.2 uA sleep-only, so it's in Stop2 between reports.",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["deep_sleep", "Stop2"], "not": ["drop the core into Stop2 between ticks"]},
            {"keys": ["ports.md", "fport"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh61-soilnode-decision-no-fuota-update-at-battery-swap",
        "split": "fresh61",
        "steps": [
            (
                "user",
                "the vineyard coop asks if we can do firmware updates over the air. thoughts? would save us driving out",
            ),
            (
                "bash",
                "cargo xtask size --board rev-c 2>&1 | tail -2; grep -n 'FLASH\\|RAM' fw/memory-wle5jc.x",
                "   text    data     bss     dec     hex filename\n 151204    1180   38412  190796   2e94c soilnode-fw\nfw/memory-wle5jc.x:3:  FLASH : ORIGIN = 0x08000000, LENGTH = 256K\nfw/memory-wle5jc.x:4:  RAM   : ORIGIN = 0x20000000, LENGTH = 64K",
            ),
            (
                "assistant",
                "Options:\n\n1. **LoRaWAN FUOTA** (TS004 fragmented data block + TS005 multicast, class C session): needs a bootloader with an active and a DFU slot (`embassy-boot`). The app is ~148 KB, so bootloader (~24 KB) + active + DFU slot (one page larger than active) is ~330 KB, more than the 256 KB of the WLE5JC. Transfer: at SF12 in EU868 a fragment carries ~48 bytes, so ~3,200 fragments plus ~10% redundancy; on the 869.525 MHz 10% sub-band that's a day or more of gateway airtime per rollout, during which the gateway can't send join accepts or downlinks.\n2. **Delta FUOTA** (only ship a diff): smaller transfer, but still needs the DFU slot, so it doesn't fit either.\n3. **Keep updating at the yearly battery swap** via SWD + probe-rs, as now; you're at every node once a year anyway.",
            ),
            (
                "user",
                "3. no fuota. doesn't fit the 256k and i'm not blocking the gateways for a day+ per rollout. firmware gets updated at the yearly battery swap with probe-rs. which means a node can run a 1-2 year old fw, so downlink formats stay backwards compatible too. put it in an adr",
            ),
            ("edit", "docs/adr/0004-no-fuota-update-at-battery-swap.md"),
            (
                "bash",
                "head -13 docs/adr/0004-no-fuota-update-at-battery-swap.md",
                "# ADR 0004: No FUOTA; firmware is updated at the yearly battery swap\n\nStatus: accepted (2026-12-05)\n\n## Decision\nNo firmware update over LoRaWAN (FUOTA, delta or full). Nodes are reflashed with probe-rs over SWD\nduring the yearly battery swap.\n\n## Why\n- A dual-slot bootloader does not fit: ~330 KB needed, the STM32WLE5JC has 256 KB flash.\n- A rollout would occupy the gateways' downlink airtime for a day or more.\n\n## Consequences\n- Nodes may run firmware 1-2 years old: downlink formats must stay backwards compatible.",
            ),
            (
                "assistant",
                "Written `docs/adr/0004-no-fuota-update-at-battery-swap.md` with the decision, both reasons and the consequence for downlink compatibility. For the coop: updates happen at the yearly battery swap, which you already do on site.",
            ),
            ("user", "ok ill forward that"),
        ],
        "lessons": [
            {"keys": ["FUOTA", "battery swap"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh61-soilnode-incident-devnonce-reset-after-brownout-joins-rejected",
        "split": "fresh61",
        "steps": [
            (
                "user",
                "~40 nodes at de haar went silent after the frost night (-9 there). tts console shows them trying to join over and over: js.join.reject 'DevNonce is too small'. they were fine for months",
            ),
            (
                "read",
                "fw/src/retained.rs",
                '//! State kept across resets in a RAM section the startup code does not zero.\n\n#[link_section = ".uninit.RETAINED"]\nstatic mut RETAINED: MaybeUninit<Retained> = MaybeUninit::uninit();\n\nconst MAGIC: u32 = 0x5011_40DE;\n\n#[repr(C)]\npub struct Retained {\n    magic: u32,\n    pub dev_nonce: u16,\n    pub boot_count: u32,\n    pub last_panic: [u8; 64],\n}\n\npub fn get() -> &\'static mut Retained {\n    let r = unsafe { &mut *addr_of_mut!(RETAINED).cast::<Retained>() };\n    if r.magic != MAGIC {\n        *r = Retained { magic: MAGIC, dev_nonce: 0, boot_count: 0, last_panic: [0; 64] };\n    }\n    r\n}\n',
            ),
            (
                "bash",
                "cargo xtask flash --board rev-c > /dev/null && python3 tools/ppk2_power.py --port /dev/ttyACM1 --off 5 --on && probe-rs attach --chip STM32WLE5JCIx target/thumbv7em-none-eabi/release/soilnode-fw 2>&1 | head -5",
                "power off 5.0 s ... on\n0.000412 INFO  boot: reset cause = BOR, boot_count = 0\n0.000430 WARN  retained: magic invalid, reinitialised\n0.118904 INFO  join: OTAA with dev_nonce = 0\n6.402771 WARN  join: no JoinAccept (attempt 1), backoff 30 s",
            ),
            (
                "think",
                "BOR = brownout/power-on reset: RAM isn't retained when VDD drops, magic invalid -> dev_nonce back to 0. LoRaWAN 1.0.4 DevNonce is a counter and the join server rejects anything <= the last used one. Nodes that had rejoined a few hundred times have to count back up past that, with join backoff that takes days. Frost: AA voltage sags in the cold during the TX burst -> brownout. Fix: persist dev_nonce in nvstate (flash), write nonce+1 before sending the join so a reset mid-join never reuses it. Stuck nodes: resets_join_nonces on TTS temporarily.",
            ),
            (
                "assistant",
                "Root cause: **the DevNonce counter lives in `.uninit` RAM (`retained.rs`), which only survives warm resets**. In the frost night the cold AA cells sagged during TX bursts and the nodes hit a **brownout reset**; RAM was lost, the magic check reinitialised `Retained`, and `dev_nonce` restarted at 0. Under LoRaWAN 1.0.4 the join server only accepts a DevNonce greater than the last one it saw, so every join from 0 upwards gets `DevNonce is too small`; with the join backoff a node would need days to count past its old value.\n\nReproduced on the bench: cutting power for 5 s gives `reset cause = BOR`, `magic invalid` and `dev_nonce = 0`.\n\nFix:\n- `dev_nonce` moves to `nvstate` (sequential-storage on the last two flash pages); the next value is written **before** the JoinRequest goes out, so a reset mid-join can't reuse it. Joins are rare, so flash wear is negligible\n- the stuck nodes can't be reflashed until the swap, so for them: set `resets_join_nonces` on the 40 devices in TTS so they can join again, and unset it once they run the fixed firmware",
            ),
            (
                "user",
                "yes to both. turn resets_join_nonces off again after the march swap, put that in docs/ops-log.md. and rule from now: anything that has to survive a reset goes in nvstate (flash). .uninit RAM is only for crash breadcrumbs like last_panic and reset cause",
            ),
            ("edit", "fw/src/nvstate.rs"),
            ("edit", "fw/src/lorawan.rs"),
            ("edit", "fw/src/retained.rs"),
            ("edit", "docs/ops-log.md"),
            (
                "bash",
                "cargo xtask flash --board rev-c > /dev/null && for i in 1 2 3; do python3 tools/ppk2_power.py --port /dev/ttyACM1 --off 5 --on > /dev/null; sleep 8; done; probe-rs attach --chip STM32WLE5JCIx target/thumbv7em-none-eabi/release/soilnode-fw 2>&1 | grep 'dev_nonce'; for d in $(cat ops/de-haar-devices.txt); do ttn-lw-cli end-devices set soilnode-eu1 $d --resets-join-nonces > /dev/null && echo -n .; done; echo",
                "0.118532 INFO  join: OTAA with dev_nonce = 3 (persisted next = 4)\n........................................",
            ),
            (
                "assistant",
                "Done:\n- `dev_nonce` is persisted in `nvstate`; after three power cuts on the bench the node joins with `dev_nonce = 3`, so it keeps counting across brownouts\n- `Retained` now only holds `boot_count`, `last_panic` and the reset cause\n- `resets_join_nonces` is set on all 40 de haar devices; `docs/ops-log.md` has the list and a reminder to unset it after the March battery swap",
            ),
            ("user", "👍 they're reporting again, ty"),
        ],
        "lessons": [
            {"keys": ["DevNonce", "brownout"]},
            {"keys": ["nvstate", ".uninit"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh61-soilnode-tool-stored-tts-app-and-xtask-build-memory-x",
        "split": "fresh61",
        "steps": [
            (
                "user",
                "save to memory: tts app is soilnode-eu1 on eu1.cloud.thethings.network, device ids are soil-<last 6 hex of the deveui>, the ci api key is the gh secret TTS_API_KEY. then add a `cargo xtask provision <deveui>` that registers a node there and writes its keys for flashing",
            ),
            (
                "tool",
                "mcp__cognimem__remember",
                {
                    "content": "soilnode TTS setup: application soilnode-eu1 on eu1.cloud.thethings.network. Device IDs are soil-<last 6 hex digits of the DevEUI>. CI authenticates with the API key in the GitHub secret TTS_API_KEY.",
                    "tags": ["soilnode", "tts", "lorawan", "provisioning"],
                },
                '{"id":"5231","action":"stored"}',
                False,
            ),
            (
                "read",
                "xtask/src/main.rs",
                'fn main() -> Result<()> {\n    let args = Args::parse();\n    match args.cmd {\n        Cmd::Build { board } => build(board),\n        Cmd::Flash { board, dev } => flash(board, dev),\n        Cmd::Size { board } => size(board),\n    }\n}\n\nfn build(board: Board) -> Result<()> {\n    cmd!("cargo", "build", "--release", "-p", "soilnode-fw")\n        .env("SOILNODE_MEMORY_X", board.memory_x())\n        .run()\n}\n',
            ),
            ("edit", "xtask/src/main.rs"),
            ("edit", "xtask/src/provision.rs"),
            ("edit", "fw/build.rs"),
            (
                "bash",
                "cargo build -p xtask 2>&1 | tail -1 && cargo build --release -p soilnode-fw 2>&1 | tail -4",
                "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.21s\nerror: linking with `rust-lld` failed: exit status: 1\n  = note: rust-lld: error: section '.text' will not fit in region 'FLASH': overflowed by 23412 bytes\n          rust-lld: error: section '.rodata' will not fit in region 'FLASH': overflowed by 23412 bytes\nerror: could not compile `soilnode-fw` (bin \"soilnode-fw\") due to 1 previous error",
            ),
            (
                "assistant",
                'xtask builds. The firmware link now overflows FLASH by 23 KB; the new `.devkeys` section from `build.rs` is only 48 bytes, so something else grew. I can try `opt-level = "z"` and `lto = "fat"` for the release profile, or look at `cargo bloat` for what got bigger.',
            ),
            (
                "user",
                "nah nothing grew. plain cargo build picks up the root memory.x which is the old 128k one (WLE5JB, rev A/B boards). always `cargo xtask build` / `cargo xtask flash`, they pass the right memory.x for --board. rev c = WLE5JC 256k",
            ),
            (
                "bash",
                "cargo xtask build --board rev-c 2>&1 | tail -1 && cargo xtask provision 70B3D57ED0064F2A --dry-run",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 15.07s\nwould run: ttn-lw-cli end-devices create soilnode-eu1 soil-064f2a --dev-eui 70B3D57ED0064F2A --join-eui 0000000000000000 --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.4 --lorawan-phy-version RP002-1.0.3 --with-root-keys\nwould write: keys/soil-064f2a.toml (AppKey from the create response)",
            ),
            (
                "assistant",
                "Right, with `cargo xtask build --board rev-c` it links fine, no size change.\n\n`cargo xtask provision <deveui>`:\n- derives the device id (`soil-` + last 6 hex digits, lowercase), runs `ttn-lw-cli end-devices create` on `soilnode-eu1` with LoRaWAN 1.0.4 / EU868 and generated root keys\n- writes the AppKey to `keys/soil-<id>.toml` (gitignored); `cargo xtask flash --dev soil-<id>` embeds it via the `.devkeys` section\n- `--dry-run` prints what it would do; in CI it authenticates with `TTS_API_KEY`",
            ),
            ("user", "nice, try it on the 3 new ones tmrw"),
        ],
        "lessons": [
            {"keys": ["cargo xtask build", "memory.x"]},
        ],
        "tool_stored": [["soilnode-eu1", "eu1.cloud.thethings.network"]],
    },
    {
        "name": "fresh61-soilnode-chitchat-sf12-airtime-and-repr-packed",
        "split": "fresh61",
        "steps": [
            (
                "user",
                "how long is an 11 byte uplink on air at SF12 BW125? roughly",
            ),
            (
                "assistant",
                "About **1.48 s**. With the 13 bytes of LoRaWAN overhead the PHY payload is 24 bytes; at SF12/BW125, CR 4/5, explicit header, CRC on and low-data-rate optimisation a symbol is 32.8 ms, the preamble (8 + 4.25 symbols) is ~401 ms and the payload 33 symbols (~1081 ms). Under the 1% duty cycle that means at least ~148 s before the next uplink on that sub-band.",
            ),
            (
                "user",
                "ok. unrelated, whats the rust equivalent of __attribute__((packed))",
            ),
            (
                "assistant",
                "`#[repr(C, packed)]` (or `#[repr(packed)]` if you don't need C field order). Caveat: you can't take a reference to a misaligned field, so `&s.field` is a compile error; copy the value out (`let v = s.field;`) or use `addr_of!(s.field).read_unaligned()`. For wire formats, encoding into a byte array by hand or with `zerocopy` is usually simpler.",
            ),
            ("user", "cool ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
