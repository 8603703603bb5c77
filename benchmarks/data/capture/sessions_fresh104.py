"""The "fresh104" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH104: list[dict[str, Any]] = [
    # --- "thermwell": firmware for the outdoor-unit controller of the Thermwell AW-9 air-to-water
    # heat pump (Rust, embassy on an STM32G474, defmt + probe-rs, Modbus RTU to the compressor
    # inverter, CAN to the indoor unit, NTC sensors on the ADC, EEV stepper, cargo xtask HIL
    # rig) ---
    {
        "name": "fresh104-thermwell-chitchat-signal-vs-channel-and-log-typo",
        "split": "fresh104",
        "steps": [
            (
                "user",
                "whats the diff between embassy_sync Signal and Channel? im sending the fan speed "
                "to the fan task with a Channel<_, FanSpeed, 4> and it feels like overkill",
            ),
            (
                "read",
                "src/tasks/fan.rs",
                "use embassy_sync::blocking_mutex::raw::CriticalSectionRawMutex as Cs;\n"
                "use embassy_sync::channel::Channel;\n\n"
                "pub static FAN_CMD: Channel<Cs, FanSpeed, 4> = Channel::new();\n\n"
                "#[embassy_executor::task]\npub async fn fan_task(mut pwm: FanPwm) {\n"
                "    loop {\n        let speed = FAN_CMD.receive().await;\n"
                '        defmt::info!("fan: {} rpm requested by compresor loop", speed.rpm());\n'
                "        pwm.ramp_to(speed).await;\n    }\n}\n",
            ),
            (
                "think",
                "Fan speed is a 'latest value wins' thing. Signal fits: overwrite, receiver gets "
                "newest. Channel queues up to 4, and try_send from the control loop would fail "
                "when full, send().await would block the control loop. Also typo 'compresor'.",
            ),
            (
                "assistant",
                "Short version: **`Channel` is a queue, `Signal` is a mailbox for the latest "
                "value.**\n\n- `Channel<_, T, N>` keeps up to N messages in order. Every message "
                "is delivered. If the receiver is slow, the sender either waits (`send().await`) "
                "or gets an error (`try_send`). Good for events you must not lose (button "
                "presses, fault records).\n- `Signal<_, T>` holds one value. `signal()` "
                "overwrites whatever is there and wakes the waiter; `wait()` returns the newest "
                "value. Stale values are simply dropped.\n\nFor a fan speed you only care about "
                "the latest command: if the control loop sends three speeds while the fan is "
                "ramping, ramping through the two old ones is wasted work. `Signal` is the right "
                "fit, and the control loop can never block on it.\n\n"
                "Want me to switch `FAN_CMD` over?",
            ),
            ("user", "yes do it. also theres a typo in that log line, compresor"),
            ("edit", "src/tasks/fan.rs"),
            ("edit", "src/control/loop.rs"),
            (
                "bash",
                "cargo build --release 2>&1 | tail -2 && grep -rn compresor src/ || echo clean",
                "   Compiling thermwell v0.9.3 (/home/ana/thermwell)\n"
                "    Finished `release` profile [optimized + debuginfo] target(s) in 21.47s\nclean",
            ),
            (
                "assistant",
                "Done:\n\n- `FAN_CMD` is now a `Signal<Cs, FanSpeed>`; the control loop calls "
                "`FAN_CMD.signal(speed)` and the fan task does `FAN_CMD.wait().await`\n"
                '- log line fixed to "compressor" (only occurrence)\n\nRelease build is clean.',
            ),
            ("user", "nice ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh104-thermwell-incident-ntc-adc-sample-time-after-embassy-bump",
        "split": "fresh104",
        "steps": [
            (
                "user",
                "unit 7 on the rig keeps going into defrost every few min since yesterdays build. "
                "logs say outdoor coil is -38C and its like 12 outside. compressor barely gets to "
                "run",
            ),
            (
                "bash",
                "HIL_PROBE=0671FF3433 probe-rs attach --chip STM32G474RETx "
                "target/thumbv7em-none-eabihf/release/thermwell 2>&1 | grep -E 'ntc|defrost' | "
                "head -6",
                "0.512 INFO  coil_ntc raw=214 t=-38.2C\n0.513 INFO  ambient_ntc raw=231 t=-36.7C\n"
                "0.514 INFO  suction_ntc raw=240 t=-35.9C\n90.61 WARN  defrost: coil below -7C "
                "for 90s, starting defrost\n271.2 INFO  defrost: done, coil=-37.9C\n"
                "361.8 WARN  defrost: coil below -7C for 90s, starting defrost",
            ),
            (
                "think",
                "All three NTC channels read around -37, not just the coil. The flow/return "
                "PT1000s go through the MAX31865 over SPI, those weren't in the grep; NTCs share "
                "the ADC path. So it's the ADC read, not a sensor. Yesterday's build: what "
                "changed?",
            ),
            (
                "bash",
                "git log --oneline -4",
                "e41b9a0 bump embassy-stm32 and embassy-executor\n"
                "77c2d13 eev: clamp step rate at 250 Hz\n0b3f1e8 can: add defrost flag to status "
                "frame\nc92da40 dhw: tank sensor averaging",
            ),
            (
                "bash",
                "git show e41b9a0 -- src/sensors/ntc.rs",
                "@@ -18,11 +18,10 @@ impl NtcBank {\n     pub fn new(adc: Adc<'static, ADC1>, "
                "pins: NtcPins) -> Self {\n-        let mut adc = adc;\n"
                "-        adc.set_sample_time(SampleTime::CYCLES247_5);\n"
                "         Self { adc, pins }\n     }\n \n     pub fn read_raw(&mut self, ch: "
                "NtcCh) -> u16 {\n-        self.adc.read(self.pins.get(ch))\n"
                "+        self.adc.blocking_read(self.pins.get(ch))\n     }",
            ),
            (
                "think",
                "The bump dropped set_sample_time (method gone in the new API, author just "
                "deleted it to compile). Now the ADC samples with the default, the shortest one. "
                "The NTCs sit in 100k dividers, source impedance far too high to charge the "
                "sample cap in 2.5 cycles, so the reading collapses toward zero -> very cold. New "
                "API takes the sample time per channel, need to set it there.",
            ),
            (
                "assistant",
                "Found it, and it's not the coil sensor: **all three NTCs** (coil, ambient, "
                "suction) read around -37C.\n\n**Cause:** commit `e41b9a0` (the embassy bump) "
                "deleted `adc.set_sample_time(SampleTime::CYCLES247_5)` because that method no "
                "longer exists. The ADC now samples with the default, shortest sample time. Our "
                "NTCs sit in 100k dividers, which can't charge the ADC's sample capacitor that "
                "fast, so the raw values collapse (214 instead of ~2400) and the firmware sees "
                "-38C. Coil below -7C for 90 s is the defrost trigger, hence the loop.\n\n"
                "**Fix:** in the new API the sample time is set per channel, so I'll configure "
                "`CYCLES247_5` on each NTC channel in `NtcBank::new`.",
            ),
            ("user", "ok. only flash unit 7, nico has a soak test running on 3 and 4"),
            ("edit", "src/sensors/ntc.rs"),
            (
                "bash",
                "HIL_PROBE=0671FF3433 cargo xtask hil --unit 7 --test sensors 2>&1 | tail -4",
                "flashing unit 7 (0671FF3433)... done\nrunning tests/hil/sensors.rs\n"
                "test ntc_readings_near_rig_reference ... ok\ntest result: ok. 6 passed; 0 failed",
            ),
            (
                "bash",
                "HIL_PROBE=0671FF3433 probe-rs attach --chip STM32G474RETx "
                "target/thumbv7em-none-eabihf/release/thermwell 2>&1 | grep -E 'ntc' | head -3",
                "0.511 INFO  coil_ntc raw=2391 t=11.8C\n0.512 INFO  ambient_ntc raw=2378 t=12.1C\n"
                "0.513 INFO  suction_ntc raw=2290 t=9.6C",
            ),
            (
                "assistant",
                "Fixed on unit 7 only:\n\n- `NtcBank::new` sets `SampleTime::CYCLES247_5` on "
                "every NTC channel again\n- readings are back to 11.8 / 12.1 / 9.6 C, matching "
                "the rig's reference sensor; HIL sensor tests pass (6)\n"
                "- defrost hasn't triggered since the reflash",
            ),
            (
                "user",
                "good catch. so the ntc channels need CYCLES247_5 set explicitly, the default "
                "sample time is way too short for the 100k dividers. add something so the next "
                "bump cant silently drop it again",
            ),
            ("edit", "src/sensors/ntc.rs"),
            ("edit", "tests/hil/sensors.rs"),
            (
                "bash",
                "cargo test -p thermwell-host 2>&1 | tail -2",
                "test ntc::sample_time_is_long ... ok\ntest result: ok. 58 passed; 0 failed",
            ),
            (
                "assistant",
                "Added a `const NTC_SAMPLE_TIME: SampleTime = SampleTime::CYCLES247_5` used by "
                "every NTC read, a host test that asserts it, and a HIL check that fails if any "
                "NTC is more than 3 K away from the rig reference.",
            ),
        ],
        "lessons": [
            {"keys": ["CYCLES247_5", "100k"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh104-thermwell-decision-settings-in-eeprom-by-name",
        "split": "fresh104",
        "steps": [
            (
                "user",
                "heating curve and setpoints need to survive power cuts. rn everything goes back "
                "to defaults on boot, installers set the curve at commissioning and its gone "
                "after the first outage lol",
            ),
            (
                "read",
                "src/settings.rs",
                "#[derive(Clone, Serialize, Deserialize)]\npub struct Settings {\n"
                "    pub curve_slope_x10: u8,\n    pub curve_offset_dc: i16,\n"
                "    pub dhw_target_dc: i16,\n    pub quiet_hours: Option<(u8, u8)>,\n}\n\n"
                "impl Default for Settings { /* factory defaults */ }\n\n"
                "pub static SETTINGS: Mutex<Cs, RefCell<Settings>> = ...;\n",
            ),
            (
                "bash",
                "grep -n -i 'i2c2\\|eeprom\\|flash' src/board.rs memory.x",
                "src/board.rs:41:// I2C2: PA9 SCL, PA8 SDA -> U14 24LC256 EEPROM (32 KiB, addr "
                "0x50)\nmemory.x:3:  FLASH : ORIGIN = 0x08000000, LENGTH = 512K",
            ),
            (
                "think",
                "Settings are small, maybe 40 bytes with postcard. Options: sequential-storage in "
                "the last flash pages, the 24LC256 that's on the board and unused, or a single "
                "postcard blob with CRC in one page. sequential-storage handles power-fail and "
                "wear for us. Don't know how they flash field units.",
            ),
            (
                "assistant",
                "Settings are ~40 bytes with `postcard`, so any of these works:\n\n"
                "1. **`sequential-storage` map in the last two flash pages.** Wear-levelled, "
                "power-fail safe, no new driver; settings stored as postcard values by key.\n"
                "2. **The 24LC256 EEPROM on I2C2** (U14, currently unused). ~1M writes per byte; "
                "needs a small driver plus two A/B slots with a CRC so a power cut mid-write "
                "can't corrupt it.\n3. **One postcard blob + CRC32 in a single flash page**, "
                "rewritten on every change. Simplest, but a power cut between erase and write "
                "loses everything.\n\nI'd go with 1: least code, and the crate already handles "
                "power loss.",
            ),
            (
                "user",
                "the eeprom. field updates go out with probe-rs download --chip-erase so anything "
                "in mcu flash gets wiped on every firmware update and installers would have to "
                "redo the curve",
            ),
            (
                "assistant",
                "Going with the 24LC256 EEPROM then, since field updates do a full chip erase and "
                "settings in MCU flash wouldn't survive a firmware update.",
            ),
            ("edit", "src/storage/eeprom.rs"),
            ("edit", "src/storage/mod.rs"),
            ("edit", "src/settings.rs"),
            ("edit", "src/main.rs"),
            (
                "bash",
                "cargo test -p thermwell-host storage 2>&1 | tail -5",
                "test storage::ab_slots_pick_newest_valid ... ok\n"
                "test storage::torn_write_falls_back_to_other_slot ... ok\n"
                "test storage::bad_crc_both_slots_gives_defaults ... ok\n"
                "test storage::roundtrip_postcard ... ok\ntest result: ok. 4 passed; 0 failed",
            ),
            (
                "bash",
                "HIL_PROBE=0671FF3433 cargo xtask hil --unit 7 --test settings_persist 2>&1 | "
                "tail -3",
                "flashing unit 7 (0671FF3433)... done\ntest curve_survives_power_cycle ... ok\n"
                "test result: ok. 2 passed; 0 failed",
            ),
            (
                "assistant",
                "Settings now persist in the EEPROM:\n\n- `storage/eeprom.rs`: blocking-free "
                "24LC256 driver on I2C2 (page writes, ack polling)\n"
                "- two slots at 0x0000 and 0x0100, each `[seq u32][len u16][postcard][crc32]`; "
                "boot loads the valid slot with the higher seq, or factory defaults if neither is "
                "valid\n- writes go to the older slot, so a torn write leaves the previous "
                "settings intact\n- HIL test power-cycles unit 7 via the rig relay and checks the "
                "curve is still there",
            ),
            ("user", "ship it to the rig units, not field yet, i want a week of soak first"),
        ],
        "lessons": [
            {"keys": ["24LC256", "chip erase"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh104-thermwell-tool-stored-hil-command-and-inverter-address",
        "split": "fresh104",
        "steps": [
            (
                "user",
                "remember this: hil runs are cargo xtask hil --unit N, it flashes that rig unit "
                "and runs tests/hil/*, needs HIL_PROBE set to the st-link serial of that unit "
                "(its on the label). then add the inverter fault code to the status frame we send "
                "the indoor unit",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "thermwell HIL rig: `cargo xtask hil --unit N` flashes that rig "
                    "unit and runs tests/hil/*; HIL_PROBE must be set to the unit's ST-Link "
                    "serial (printed on its label).",
                    "tags": ["thermwell", "hil", "testing"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/inverter/modbus.rs",
                'const INVERTER_ADDR: u8 = env_u8!("INVERTER_ADDR", 1);\n'
                "const REG_FAULT: u16 = 0x0102;\n\npub async fn poll(bus: &mut Rtu) -> "
                "Result<InverterStatus, ModbusError> {\n    let freq = "
                "bus.read_holding(INVERTER_ADDR, 0x0100, 1).await?[0];\n"
                "    let amps = bus.read_holding(INVERTER_ADDR, 0x0101, 1).await?[0];\n"
                "    Ok(InverterStatus { freq_hz: freq, current_da: amps })\n}\n",
            ),
            (
                "read",
                "src/canbus/status.rs",
                "/// 0x310, sent every 500 ms to the indoor unit\n"
                "/// [0] mode  [1] flags  [2..4] flow_dc  [4..6] comp_hz  [6] eev_pct  [7] spare\n"
                "pub fn encode(s: &UnitStatus) -> [u8; 8] { ... }\n",
            ),
            (
                "think",
                "Fault register 0x0102 defined but never read. Byte 7 of 0x310 is spare, fault "
                "codes fit in a byte. INVERTER_ADDR comes from a build env var with fallback 1; "
                "CI doesn't set it. Which address are real units on? Ask rather than guess.",
            ),
            (
                "assistant",
                "Plan: read `REG_FAULT` (0x0102) in the same poll, keep the low byte, and put it "
                "in byte 7 of the `0x310` status frame (spare today), 0 meaning no fault.\n\n"
                "One question first: `INVERTER_ADDR` comes from a build-time env var and falls "
                "back to 1, and CI doesn't set it. Which Modbus address do the inverters actually "
                "use?",
            ),
            (
                "user",
                "the inverter is always at modbus address 0x11 on our units, the commissioning "
                "tool sets it on first power up. make it a plain const and drop the env var "
                "thing, nobody uses it",
            ),
            ("edit", "src/inverter/modbus.rs"),
            ("edit", "src/canbus/status.rs"),
            ("edit", "docs/can-frames.md"),
            (
                "bash",
                "cargo test -p thermwell-host 2>&1 | tail -1 && HIL_PROBE=0671FF3433 cargo xtask "
                "hil --unit 7 --test can_status 2>&1 | tail -2",
                "test result: ok. 60 passed; 0 failed\ntest fault_code_in_byte_7 ... ok\n"
                "test result: ok. 3 passed; 0 failed",
            ),
            (
                "assistant",
                "Saved the HIL instructions.\n\n- `INVERTER_ADDR` is now `const INVERTER_ADDR: u8 "
                "= 0x11;`, env var fallback removed\n- `poll()` also reads `REG_FAULT`; "
                "`InverterStatus` has a `fault: u8`\n- `0x310` byte 7 carries the fault code (0 = "
                "none), documented in `docs/can-frames.md`\n\nHost tests and the HIL CAN test on "
                "unit 7 pass.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["0x11", "inverter"]},
        ],
        "tool_stored": [["cargo xtask hil", "HIL_PROBE"]],
    },
    {
        "name": "fresh104-thermwell-review-legionella-rules-and-compressor-flow-limit",
        "split": "fresh104",
        "steps": [
            ("user", "review nico's pr pls, legionella cycle for the dhw tank. feat/legionella"),
            (
                "bash",
                "git diff --stat main...feat/legionella && git log --oneline main..feat/legionella",
                " src/dhw/legionella.rs | 64 +++++++++++\n src/dhw/mod.rs        |  3 +\n"
                " src/main.rs           |  2 +\n 3 files changed, 69 insertions(+)\n4d1e2aa fix\n"
                "9c03b17 wip\n1a7f5e0 legionella cycle",
            ),
            (
                "read",
                "src/dhw/legionella.rs",
                "const MAX_TANK_C: i16 = 65;\n\npub async fn legionella_cycle(ctl: &mut DhwCtl) "
                "{\n    ctl.set_flow_target(Temp::from_c(63)).unwrap();\n"
                "    while ctl.tank_temp().await.unwrap() < Temp::from_c(60) {\n"
                "        if ctl.tank_temp().await.unwrap() > Temp::from_c(MAX_TANK_C) { break; }\n"
                "        Timer::after_secs(30).await;\n    }\n    Timer::after_secs(30 * "
                "60).await; // hold 60C for 30 min\n    ctl.restore_normal_target().unwrap();\n}\n",
            ),
            (
                "think",
                "unwraps in a control task -> a sensor fault panics the firmware. No timeout if "
                "the tank never reaches 60. Flow target 63 via compressor, seems plausible for "
                "R32. MAX_TANK_C defined locally. Commits 'wip' and 'fix'.",
            ),
            (
                "assistant",
                "Review of feat/legionella:\n\n1. **`unwrap()` on `tank_temp()` and "
                "`set_flow_target()`.** A tank sensor fault panics the whole firmware and we go "
                "into a watchdog reset loop. Blocker.\n2. **No timeout.** If the tank never "
                "reaches 60C (cold day, big draw-off) the cycle runs forever. I'd cap it at 3 h "
                "and log a warning.\n3. Flow target 63C is fine: the compressor can push the flow "
                "to 63C, so the whole cycle can run on the heat pump.\n"
                "4. `MAX_TANK_C` is defined locally in `legionella.rs`.\n"
                "5. Commits `wip` and `fix` should be squashed.\n\n1 and 2 are the blockers.",
            ),
            (
                "user",
                "agree on 1 and 2. general rules while youre at it, for this and everything "
                "after:\nno unwrap() or expect() in control tasks ever, errors go up and the "
                "supervisor drops the unit into SafeState.\nevery safety limit lives in "
                "src/limits.rs as a const with the datasheet page in a comment, so MAX_TANK_C "
                "moves there.\n3 is wrong, the R32 compressor is limited to 55C flow by its "
                "envelope, the cycle heats to 55 on the compressor and then the immersion heater "
                "on relay K3 does the last bit to 60.\nand commit subjects start with the "
                "subsystem like dhw: or eev:, squash nicos into one",
            ),
            (
                "bash",
                "grep -n 'K3\\|IMMERSION\\|MAX_FLOW' src/limits.rs src/board.rs",
                "src/limits.rs:12:/// compressor envelope, CMP-R32-09 datasheet p.9\n"
                "src/limits.rs:13:pub const MAX_FLOW_COMPRESSOR_C: i16 = 55;\n"
                "src/board.rs:58:// K3: immersion heater contactor, PC7 active high",
            ),
            ("edit", "src/dhw/legionella.rs"),
            ("edit", "src/limits.rs"),
            ("edit", "src/dhw/mod.rs"),
            (
                "bash",
                "cargo test -p thermwell-host dhw 2>&1 | tail -4",
                "test dhw::legionella_uses_immersion_above_55 ... ok\n"
                "test dhw::legionella_times_out_after_3h ... ok\ntest "
                "dhw::sensor_fault_returns_error ... ok\ntest result: ok. 9 passed; 0 failed",
            ),
            (
                "bash",
                "git reset --soft main && git commit -qm 'dhw: weekly legionella cycle' && git "
                "push -qf origin feat/legionella && git log --oneline -1",
                "b70c5d1 dhw: weekly legionella cycle",
            ),
            (
                "assistant",
                "Right, `MAX_FLOW_COMPRESSOR_C` is 55 in `limits.rs` (CMP-R32-09 p.9), my point 3 "
                "was wrong.\n\nPushed to feat/legionella as one commit, `dhw: weekly legionella "
                "cycle`:\n\n- no `unwrap()`; the cycle returns `Result` and the supervisor "
                "handles errors\n- flow target capped at `MAX_FLOW_COMPRESSOR_C`; above 55C tank "
                "temp it switches the immersion heater on K3 until 60C, then holds 30 min\n"
                "- 3 h timeout with a warning\n- `MAX_TANK_C` moved to `src/limits.rs` with its "
                "datasheet page (tank TS-200 p.4)",
            ),
        ],
        "lessons": [
            {"keys": ["unwrap()", "SafeState"]},
            {"keys": ["src/limits.rs", "datasheet page"]},
            {
                "keys": ["55C flow", "immersion heater"],
                "not": ["the compressor can push the flow to 63C"],
            },
            {"keys": ["subsystem", "dhw:"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh104-thermwell-short-cycling-min-off-correction-in-passing",
        "split": "fresh104",
        "steps": [
            (
                "user",
                "unit 7 short cycles in mild weather, on 2 min off 3 min over and over. can we "
                "make it run longer",
            ),
            (
                "read",
                "src/limits.rs",
                "/// compressor minimum run time, CMP-R32-09 datasheet p.14\n"
                "pub const MIN_RUN_SECS: u32 = 120;\n/// compressor minimum off time, CMP-R32-09 "
                "datasheet p.14\npub const MIN_OFF_SECS: u32 = 180;\n"
                "/// compressor envelope, CMP-R32-09 datasheet p.9\n"
                "pub const MAX_FLOW_COMPRESSOR_C: i16 = 55;\n",
            ),
            (
                "read",
                "src/control/flow.rs",
                "const HYST_DK: i16 = 20; // 2.0 K\n...\nif flow_dc > target_dc + HYST_DK { "
                "comp.request_stop(); }\n",
            ),
            (
                "think",
                "Mild weather: load below minimum modulation, flow overshoots target by 2 K "
                "within the 2 minute minimum run, compressor stops, sits out the minimum off "
                "time, restarts. Longer min run + wider hysteresis.",
            ),
            (
                "assistant",
                "Right now the compressor has to run at least 2 minutes (`MIN_RUN_SECS = 120`) "
                "and stay off at least 3 minutes (`MIN_OFF_SECS = 180`). In mild weather the heat "
                "demand is below the compressor's lowest modulation, so the flow overshoots the 2 "
                "K hysteresis almost as soon as the minimum run is over.\n\nI'll:\n\n"
                "- raise `MIN_RUN_SECS` to 600\n- widen `HYST_DK` from 2.0 K to 4.0 K\n\n"
                "That should give longer, fewer cycles.",
            ),
            ("user", "ok go"),
            ("edit", "src/limits.rs"),
            ("edit", "src/control/flow.rs"),
            (
                "bash",
                "cargo test -p thermwell-host control 2>&1 | tail -2",
                "test control::no_stop_before_min_run ... ok\ntest result: ok. 14 passed; 0 failed",
            ),
            (
                "assistant",
                "Done. With `MIN_RUN_SECS` at 600 and the 3 minute minimum off time, the worst "
                "case is about 4 starts an hour instead of 12. Want me to flash unit 7 and leave "
                "it logging overnight?",
            ),
            (
                "user",
                "yes flash 7. unrelated but the 180 in limits.rs is stale, since the rev C "
                "compressor the datasheet says min off is 360s (p.17 in the new one), so "
                "MIN_OFF_SECS should be 360. fix it in the same pr",
            ),
            ("edit", "src/limits.rs"),
            (
                "bash",
                "cargo test -p thermwell-host control 2>&1 | tail -1 && HIL_PROBE=0671FF3433 "
                "cargo xtask hil --unit 7 --test compressor_guard 2>&1 | tail -2",
                "test result: ok. 14 passed; 0 failed\ntest min_off_respected ... ok\n"
                "test result: ok. 4 passed; 0 failed",
            ),
            (
                "assistant",
                "Updated `MIN_OFF_SECS` to 360 with the comment pointing at the rev C datasheet "
                "p.17, and flashed unit 7; it's logging now.\n\nWith 600 s minimum run and 360 s "
                "minimum off the worst case drops to under 4 starts an hour.",
            ),
        ],
        "lessons": [
            {
                "keys": ["MIN_OFF_SECS", "360"],
                "not": ["stay off at least 3 minutes", "3 minute minimum off time"],
            },
        ],
        "tool_stored": [],
    },
]
