"""The "fresh36" capture sessions: written in session 24 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH36: list[dict[str, Any]] = [
    # --- a two-person beekeeping-IoT startup, "Hivescale": LoRaWAN hive scales (C firmware on STM32WL),
    #     a Go API and ingest behind The Things Stack, TimescaleDB, a React dashboard, a honey-flow notebook ---
    {
        "name": "fresh36-wetterau-battery-range-test",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "hey. Anke from the Bienenhof Wetterau co-op called, the 40 scales we shipped them mid november are already down to ~60% battery. those are supposed to last a full year on the 2xAA lithiums. the older scales at the other sites look normal as far as I can tell. can you dig? battery voltage is in readings.batt_mv",
            ),
            (
                "bash",
                'psql "$HS_DB" -c "with s as (select dev_eui, regr_slope(batt_mv, extract(epoch from time)/86400) as mv_day from readings where time > now() - interval \'14 days\' group by dev_eui) select d.fw_version, d.site, count(*) as devices, round(avg(s.mv_day)::numeric, 1) as avg_mv_per_day from s join devices d using (dev_eui) group by 1, 2 order by 4"',
                " fw_version |        site         | devices | avg_mv_per_day \n------------+---------------------+---------+----------------\n 1.5.0      | Bienenhof Wetterau  |      40 |          -14.8\n 1.4.2      | Streuobst Kirchberg |      18 |           -1.1\n 1.4.2      | Imkerei Saller      |      57 |           -0.9\n 1.4.2      | Lindenhof           |      33 |           -0.9\n 1.4.1      | Imkerei Saller      |      21 |           -0.8\n 1.4.2      | Demo / Office       |       4 |           -0.8\n(6 rows)",
            ),
            (
                "think",
                "Only the Wetterau batch is on 1.5.0 and only it drains, so firmware and site are confounded. -14.8 mV/day vs -0.9 is ~16x. Radio settings are the usual suspect: spreading factor and confirmed uplinks. The uplinks table has sf, confirmed and airtime_ms from the TTS webhook metadata.",
            ),
            (
                "bash",
                'psql "$HS_DB" -c "select d.fw_version, u.sf, u.confirmed, count(*) as uplinks, round(avg(u.airtime_ms)) as avg_airtime_ms from uplinks u join devices d using (dev_eui) where u.received_at > now() - interval \'24 hours\' group by 1, 2, 3 order by 1, 2"',
                " fw_version | sf | confirmed | uplinks | avg_airtime_ms \n------------+----+-----------+---------+----------------\n 1.4.1      |  7 | f         |    1720 |             62\n 1.4.1      |  8 | f         |     296 |            113\n 1.4.2      |  7 | f         |    8010 |             62\n 1.4.2      |  8 | f         |    1843 |            113\n 1.4.2      |  9 | f         |     702 |            206\n 1.4.2      | 10 | f         |     197 |            371\n 1.5.0      | 12 | t         |    3840 |           1483\n(7 rows)",
            ),
            (
                "assistant",
                "Every single 1.5.0 uplink is SF12 and confirmed, about 1.5 s of airtime each, while the 1.4.x scales sit at SF7-SF10 unconfirmed. Same uplink interval (96/day per device), so it's the radio config, not the schedule. Checking where the firmware sets that.",
            ),
            (
                "bash",
                "grep -rn 'AdrEnable\\|TxDatarate\\|IsTxConfirmed\\|HS_RANGE_TEST' firmware/src firmware/CMakeLists.txt",
                'firmware/src/lora_app.c:71:#if HS_RANGE_TEST\nfirmware/src/lora_app.c:73:    LmHandlerParams.AdrEnable = LORAMAC_HANDLER_ADR_OFF;\nfirmware/src/lora_app.c:74:    LmHandlerParams.TxDatarate = DR_0;\nfirmware/src/lora_app.c:75:    LmHandlerParams.IsTxConfirmed = LORAMAC_HANDLER_CONFIRMED_MSG;\nfirmware/src/lora_app.c:77:    LmHandlerParams.AdrEnable = LORAMAC_HANDLER_ADR_ON;\nfirmware/src/lora_app.c:78:    LmHandlerParams.TxDatarate = DR_5;\nfirmware/src/lora_app.c:79:    LmHandlerParams.IsTxConfirmed = LORAMAC_HANDLER_UNCONFIRMED_MSG;\nfirmware/CMakeLists.txt:14:option(HS_RANGE_TEST "Range test build: fixed SF12, no ADR, confirmed uplinks" OFF)\nfirmware/CMakeLists.txt:15:if(HS_RANGE_TEST)\nfirmware/CMakeLists.txt:16:  target_compile_definitions(hivescale PRIVATE HS_RANGE_TEST=1)',
            ),
            (
                "read",
                "firmware/CMakePresets.json",
                '{\n  "version": 6,\n  "configurePresets": [\n    {\n      "name": "base",\n      "hidden": true,\n      "generator": "Ninja",\n      "toolchainFile": "cmake/arm-none-eabi.cmake",\n      "binaryDir": "${sourceDir}/build/${presetName}"\n    },\n    {\n      "name": "debug",\n      "inherits": "base",\n      "cacheVariables": { "CMAKE_BUILD_TYPE": "Debug" }\n    },\n    {\n      "name": "release",\n      "inherits": "base",\n      "cacheVariables": {\n        "CMAKE_BUILD_TYPE": "Release",\n        "HS_RANGE_TEST": "ON"\n      }\n    }\n  ],\n  "buildPresets": [\n    { "name": "debug", "configurePreset": "debug" },\n    { "name": "release", "configurePreset": "release" }\n  ]\n}\n',
            ),
            (
                "bash",
                "git log -S'HS_RANGE_TEST' --format='%h %ad %an  %s' --date=short -- firmware/CMakePresets.json && git tag --contains a91c3e2",
                "a91c3e2 2026-10-14 Tomas Brandt  range test at orchard: fixed SF12 + confirmed so we see every packet\nfw-v1.5.0",
            ),
            (
                "assistant",
                'Found it. The `release` preset has `"HS_RANGE_TEST": "ON"`, added in a91c3e2 (Tomas, 14 Oct, the orchard range test), and fw-v1.5.0 was cut after that, so the Wetterau batch got a range-test build. With HS_RANGE_TEST the firmware forces DR0, which is SF12 on EU868, turns ADR off and sends every uplink confirmed. That\'s ~1483 ms of TX per uplink instead of ~62 ms at SF7, plus the RX windows for the ACK each time, which fits the ~16x faster drain. And because ADR is off in the firmware, the network can\'t talk them back down to a faster data rate; they need a reflash.',
            ),
            (
                "user",
                "oh for f's sake. yes tomas flipped that for the kirchberg orchard test in october and it rode along into the release. ok: take it out of the release preset, give range testing its own preset, and make cmake refuse a Release build with the flag on. I never want to ship that again",
            ),
            ("edit", "firmware/CMakePresets.json"),
            ("edit", "firmware/CMakeLists.txt"),
            (
                "bash",
                "cd firmware && rm -rf build/release && cmake --preset release -DHS_RANGE_TEST=ON 2>&1 | tail -8",
                'Preset CMake variables:\n\n  CMAKE_BUILD_TYPE="Release"\n  CMAKE_TOOLCHAIN_FILE="cmake/arm-none-eabi.cmake"\n\n-- The C compiler identification is GNU 13.2.1\nCMake Error at CMakeLists.txt:18 (message):\n  HS_RANGE_TEST is ON in a Release build.  Range-test builds force SF12, no\n  ADR and confirmed uplinks and drain the battery ~15x faster.  Use the\n  \'rangetest\' preset instead.\n\n\n-- Configuring incomplete, errors occurred!',
            ),
            (
                "bash",
                "cd firmware && rm -rf build/release && cmake --preset release > /dev/null && cmake --build --preset release 2>&1 | tail -6 && arm-none-eabi-nm build/release/hivescale.elf | grep -ci range",
                "[109/112] Building C object CMakeFiles/hivescale.dir/src/lora_app.c.obj\n[110/112] Building C object CMakeFiles/hivescale.dir/src/console.c.obj\n[111/112] Building C object CMakeFiles/hivescale.dir/src/main.c.obj\n[112/112] Linking C executable hivescale.elf\n   text\t   data\t    bss\t    dec\t    hex\tfilename\n 103412\t   1184\t  18640\t 123236\t  1e164\thivescale.elf\n0",
            ),
            (
                "bash",
                "cd firmware && rm -rf build/rangetest && cmake --preset rangetest 2>&1 | grep -E 'BUILD_TYPE|HS_RANGE|Generating done'",
                '  CMAKE_BUILD_TYPE="Debug"\n  HS_RANGE_TEST="ON"\n-- Generating done (0.1s)',
            ),
            (
                "assistant",
                "Done:\n- `release` preset no longer sets HS_RANGE_TEST; there's a new `rangetest` preset (Debug build type, HS_RANGE_TEST=ON) for the next field test.\n- CMakeLists.txt now stops with a FATAL_ERROR if HS_RANGE_TEST is on while CMAKE_BUILD_TYPE is Release, verified above.\n- A clean release build links fine (103 KB text).",
            ),
            (
                "user",
                "bump to 1.5.1 and tag it. tomas drives to wetterau on saturday with the stlink to reflash all 40, ugh",
            ),
            ("edit", "firmware/src/version.h"),
            (
                "bash",
                "git commit -am 'firmware: drop HS_RANGE_TEST from release preset, refuse it in Release builds; 1.5.1' && git tag fw-v1.5.1 && git log --oneline -1",
                "[main 5e07b9d] firmware: drop HS_RANGE_TEST from release preset, refuse it in Release builds; 1.5.1\n 3 files changed, 19 insertions(+), 3 deletions(-)\n5e07b9d (HEAD -> main, tag: fw-v1.5.1) firmware: drop HS_RANGE_TEST from release preset, refuse it in Release builds; 1.5.1",
            ),
            (
                "assistant",
                "Committed and tagged fw-v1.5.1. The image for Saturday is build/release/hivescale.elf. If Anke asks: the batteries aren't damaged, they just lost ~6 months of capacity, so it's worth swapping them while Tomas has the enclosures open.",
            ),
            ("user", "good call, I'll tell him to bring 80 AAs"),
        ],
        "lessons": [{"keys": ["HS_RANGE_TEST", "SF12"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh36-calcheck-units-correction",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "Hi! I'd like a small Python script, tools/calcheck.py, that talks to a scale over the USB serial console, reads the raw HX711 count, the tare offset and the calibration factor, and prints the computed weight, so we can verify each scale against a reference weight before it ships. The console commands are `raw?`, `tare?` and `cal?`, 115200 baud. The cal factor stored in NVS is grams per count, a float. It would be great if it printed PASS/FAIL against a reference weight given on the command line.",
            ),
            (
                "read",
                "firmware/src/console.c",
                'static void cmd_raw(void)\n{\n    int32_t v = hx711_read_avg(16);\n    printf("raw=%ld\\r\\n", (long)v);\n}\n\nstatic void cmd_tare(void)\n{\n    printf("tare=%ld\\r\\n", (long)nvs_cfg.tare_offset);\n}\n\nstatic void cmd_cal(void)\n{\n    printf("cal=%.6f\\r\\n", (double)nvs_cfg.cal_factor);\n}\n\nstatic void cmd_info(void)\n{\n    printf("fw=%s board=%s serial=%s\\r\\n", HS_FW_VERSION, board_rev(), serial_str());\n}\n\nstatic const struct console_cmd cmds[] = {\n    { "raw?",  cmd_raw,  "averaged raw HX711 count (16 samples)" },\n    { "tare?", cmd_tare, "tare offset from NVS" },\n    { "tare!", cmd_tare_set, "store current raw count as tare" },\n    { "cal?",  cmd_cal,  "calibration factor from NVS" },\n    { "info?", cmd_info, "firmware / board info" },\n    { "help",  cmd_help, "this list" },\n};\n',
            ),
            (
                "assistant",
                "The console replies with `key=value` lines, so the script can send a command and parse the value. There's also `info?`, which I'll print at the top so the output says which board was checked. Plan: `weight_g = (raw - tare) * cal`, compare against `--ref` in kg.",
            ),
            ("edit", "tools/calcheck.py"),
            (
                "bash",
                "python3 tools/calcheck.py /dev/ttyACM0 --ref 10",
                "port /dev/ttyACM0 @ 115200 baud\nfw=1.5.1 board=v2.1 serial=HS2-0417\nraw  = 626823\ntare = 412977\ncal  = 21384.900391\nnet counts = 213846\nweight = 4573075.33 kg   (reference 10.000 kg, error +4573065.33 kg)\nFAIL",
            ),
            (
                "think",
                "4573 tonnes. 213846 net counts with a 10 kg reference: 213846 / 21384.9 = 9.9999. So the factor behaves like counts per kg, not grams per count. The user stated the unit explicitly though, so ask rather than silently flip it.",
            ),
            (
                "assistant",
                "That's clearly wrong. Interesting detail: 213846 net counts divided by the factor 21384.9 is almost exactly 10.0, the reference weight. So on this board the factor looks like counts per kilogram rather than grams per count. Is it possible the unit is the other way round, or is this board miscalibrated?",
            ),
            (
                "user",
                "uh yeah 4500 tonnes would be a strong colony 😅",
            ),
            (
                "user",
                "Oh, I think that's on me. The grams-per-count thing is how the old v1 boards stored it. On v2 the firmware stores counts per kilogram, so you divide. Sorry about that!",
            ),
            ("edit", "tools/calcheck.py"),
            (
                "bash",
                "python3 tools/calcheck.py /dev/ttyACM0 --ref 10",
                "port /dev/ttyACM0 @ 115200 baud\nfw=1.5.1 board=v2.1 serial=HS2-0417\nraw  = 626823\ntare = 412977\ncal  = 21384.900391\nnet counts = 213846\nweight = 9.99986 kg   (reference 10.000 kg, error -0.14 g)\nPASS (tolerance 5 g)",
            ),
            (
                "assistant",
                "Fixed: the script now computes `weight_kg = (raw - tare) / cal`, and the docstring says the v2 factor is counts per kilogram. With the 10 kg reference it reads 9.99986 kg, off by 0.14 g.",
            ),
            (
                "user",
                "Perfect. Could you make the tolerance a flag, default 5 g, and have it exit non-zero on FAIL so I can loop over a bunch of boards in a shell script?",
            ),
            ("edit", "tools/calcheck.py"),
            (
                "bash",
                'python3 tools/calcheck.py /dev/ttyACM0 --ref 10 --tolerance 0.005; echo "exit=$?"; python3 tools/calcheck.py --help | head -12',
                "port /dev/ttyACM0 @ 115200 baud\nfw=1.5.1 board=v2.1 serial=HS2-0417\nraw  = 626824\ntare = 412977\ncal  = 21384.900391\nnet counts = 213847\nweight = 9.99991 kg   (reference 10.000 kg, error -0.09 g)\nFAIL (tolerance 0.005 g)\nexit=1\nusage: calcheck.py [-h] [--ref KG] [--tolerance G] [--baud BAUD] port\n\nRead raw count, tare and calibration factor from a Hivescale v2 board and\ncompare the computed weight against a reference weight.\n\npositional arguments:\n  port           serial port, e.g. /dev/ttyACM0\n\noptions:\n  -h, --help     show this help message and exit\n  --ref KG       reference weight in kg (default: 10)\n  --tolerance G  allowed error in grams (default: 5)\n  --baud BAUD    console baud rate (default: 115200)",
            ),
            (
                "assistant",
                '`--tolerance` is in grams (default 5) and the script exits 1 on FAIL, 0 on PASS. The run above used an absurdly tight 0.005 g on purpose to show the failure path. For a batch you can do `for p in /dev/ttyACM*; do python3 tools/calcheck.py "$p" --ref 10 || echo "$p failed"; done`.',
            ),
            ("user", "great, thank you!"),
        ],
        "lessons": [{"keys": ["counts per kilogram"], "not": ["NVS is grams per count"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh36-raw-retention-correction",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "need the spring 2026 weight curves (march-may) for the 6 hohenheim study hives at kirchberg. raw 5-min data, one csv per hive. for the uni people",
            ),
            (
                "bash",
                "ls db/migrations | tail -8 && grep -ln 'add_retention_policy' db/migrations/*.sql",
                "0040_swarm_events.sql\n0041_hive_tags.sql\n0042_keep_raw_readings.sql\n0043_devices_fw_version.sql\n0044_uplinks_airtime.sql\n0045_sites_timezone.sql\n0046_readings_hourly_batt.sql\n0047_swarm_events_detector_ver.sql\ndb/migrations/0019_readings_retention.sql",
            ),
            (
                "read",
                "db/migrations/0019_readings_retention.sql",
                "-- Raw 5-minute readings are only needed for the live dashboard.\n-- Keep 90 days; the hourly aggregate below is kept forever.\nSELECT add_retention_policy('readings', INTERVAL '90 days');\n\nCREATE MATERIALIZED VIEW readings_hourly\nWITH (timescaledb.continuous) AS\nSELECT time_bucket('1 hour', time) AS bucket,\n       hive_id,\n       avg(weight_g)::bigint AS weight_g,\n       min(weight_g) AS weight_min_g,\n       max(weight_g) AS weight_max_g,\n       avg(temp_c) AS temp_c\nFROM readings\nGROUP BY bucket, hive_id;\n\nSELECT add_continuous_aggregate_policy('readings_hourly',\n  start_offset => INTERVAL '3 days',\n  end_offset   => INTERVAL '1 hour',\n  schedule_interval => INTERVAL '30 minutes');\n",
            ),
            (
                "assistant",
                "Raw readings are dropped after 90 days by the retention policy in migration 0019, so the 5-minute data for March-May is gone by now. What does go back that far is the `readings_hourly` continuous aggregate (hourly avg/min/max weight and temperature). I can export that per hive instead. Would hourly work for Hohenheim?",
            ),
            (
                "user",
                "no that's outdated, look at 0042. we took the policy off in march. raw readings are kept indefinitely now, hohenheim needs the full 5 min series for their study and with compression it's like 9 GB total. hourly is only for the dashboard",
            ),
            (
                "bash",
                'cat db/migrations/0042_keep_raw_readings.sql && psql "$HS_DB" -c "select job_id, proc_name, hypertable_name, schedule_interval from timescaledb_information.jobs where hypertable_name = \'readings\'"',
                "-- Hohenheim bee study (2026-2028) needs the raw series. Keep everything,\n-- compress chunks older than 14 days instead.\nSELECT remove_retention_policy('readings', if_exists => true);\nALTER TABLE readings SET (timescaledb.compress, timescaledb.compress_segmentby = 'hive_id');\nSELECT add_compression_policy('readings', INTERVAL '14 days');\n job_id |     proc_name      | hypertable_name | schedule_interval \n--------+--------------------+-----------------+-------------------\n   1011 | policy_compression | readings        | 12:00:00\n(1 row)",
            ),
            (
                "assistant",
                "You're right, 0042 removed the retention policy and only a compression job runs on `readings` now. My grep only looked for `add_retention_policy`, which is why I missed it. Finding the study hives.",
            ),
            (
                "bash",
                "psql \"$HS_DB\" -c \"select h.id, h.name, min(r.time)::date as first_reading, count(*) filter (where r.time >= '2026-03-01' and r.time < '2026-06-01') as spring_rows from hives h join readings r on r.hive_id = h.id where 'hohenheim' = any(h.tags) group by h.id, h.name order by h.name\"",
                "                  id                  |     name     | first_reading | spring_rows \n--------------------------------------+--------------+---------------+-------------\n 0b6f6c0e-4a41-4d1e-9f0e-2d6a1c7e8a11 | Kirchberg 01 | 2025-12-06    |       26441\n 5d2e9a7b-11c3-4f6a-8b2e-93a0c4d1e5f2 | Kirchberg 02 | 2025-12-06    |       26489\n 8a1c4e2d-7b3f-4c9e-a1d0-5e6f7a8b9c03 | Kirchberg 03 | 2025-12-06    |       26102\n c3d4e5f6-0718-4293-a4b5-c6d7e8f90a14 | Kirchberg 04 | 2025-12-06    |       26493\n e1f2a3b4-c5d6-47e8-9fa0-b1c2d3e4f525 | Kirchberg 05 | 2025-12-06    |       25877\n f0e1d2c3-b4a5-4697-8877-665544332216 | Kirchberg 06 | 2025-12-06    |       26496\n(6 rows)",
            ),
            (
                "bash",
                "mkdir -p /tmp/hohenheim && for h in $(psql \"$HS_DB\" -At -c \"select replace(lower(name),' ','_') || ':' || id from hives where 'hohenheim' = any(tags)\"); do n=${h%%:*}; id=${h#*:}; psql \"$HS_DB\" -c \"\\copy (select time, weight_g, temp_c, humidity_pct from readings where hive_id = '$id' and time >= '2026-03-01' and time < '2026-06-01' order by time) to '/tmp/hohenheim/$n.csv' csv header\"; done && wc -l /tmp/hohenheim/*.csv && head -4 /tmp/hohenheim/kirchberg_01.csv",
                "COPY 26441\nCOPY 26489\nCOPY 26102\nCOPY 26493\nCOPY 25877\nCOPY 26496\n   26442 /tmp/hohenheim/kirchberg_01.csv\n   26490 /tmp/hohenheim/kirchberg_02.csv\n   26103 /tmp/hohenheim/kirchberg_03.csv\n   26494 /tmp/hohenheim/kirchberg_04.csv\n   25878 /tmp/hohenheim/kirchberg_05.csv\n   26497 /tmp/hohenheim/kirchberg_06.csv\n  157904 total\ntime,weight_g,temp_c,humidity_pct\n2026-03-01 00:00:00+00,38412,4.8,81.2\n2026-03-01 00:05:00+00,38409,4.8,81.3\n2026-03-01 00:10:00+00,38411,4.7,81.3",
            ),
            (
                "assistant",
                "Six CSVs in /tmp/hohenheim/, one per hive (kirchberg_01.csv … kirchberg_06.csv), 1 March to 31 May 2026, columns time (UTC), weight_g, temp_c, humidity_pct. A complete quarter would be 26,496 rows at 5-minute spacing. Kirchberg 06 is complete, and the others have small gaps, the biggest being Kirchberg 05 with 619 missing readings (about 2 days). Want a gap report to go with it?",
            ),
            (
                "user",
                "nah they know about the gaps, they have the outage log. thx, zipping and sending",
            ),
        ],
        "lessons": [
            {"keys": ["raw readings", "kept indefinitely"], "not": ["dropped after 90 days"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh36-decision-ble-dfu",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "so after the wetterau mess we need a way to update firmware without tomas driving out with an stlink. what are our options for the v2 scales? hardware notes are in firmware/docs/hardware.md",
            ),
            (
                "read",
                "firmware/docs/hardware.md",
                "# Hivescale v2 hardware\n\n## MCU\nSTM32WLE5JC: Cortex-M4 @ 48 MHz, 256 KB flash, 64 KB RAM, integrated sub-GHz radio (EU868).\nNo external flash.\n\n## BLE companion\nnRF52805 (192 KB flash, 24 KB RAM), runs the setup service used by the Hivescale app\n(pairing, Wi-Fi-less provisioning, live weight view). Connected to the STM32 over\nUSART2 @ 460800 baud, RTS/CTS. Powered only while the lid switch is open or for\n10 min after a button press.\n\n## Sensors\nHX711 + 4x 50 kg half-bridge load cells, SHT40 inside the lid, DS18B20 in the brood box.\n\n## Current flash map\n0x0800_0000  app image (no bootloader)   up to 240 KB\n0x0803_C000  NVS (tare, cal, keys)        16 KB\n",
            ),
            (
                "bash",
                "cd firmware && arm-none-eabi-size build/release/hivescale.elf && ls -l build/release/hivescale.bin",
                "   text\t   data\t    bss\t    dec\t    hex\tfilename\n 103412\t   1184\t  18640\t 123236\t  1e164\tbuild/release/hivescale.elf\n-rw-r--r-- 1 dev dev 104596 Dec  4 10:12 build/release/hivescale.bin",
            ),
            (
                "think",
                "Image ~102 KB. With a bootloader and two slots: 32 KB bootloader + 2 x 104 KB slots = 240 KB, leaves 16 KB NVS. Fits exactly, no headroom for growth beyond 104 KB per slot unless we go swap-using-move or compress. FUOTA on EU868: 102 KB in fragments. At DR5 ~ 240 B payload minus fragment header, ~450 fragments plus ~10-20% redundancy; class C multicast on the RX2 frequency at 869.525 MHz (10% duty cycle) at DR0/DR3 realistic for reach... hours. Plus devices must be class C or class B during the session, which costs battery.",
            ),
            (
                "assistant",
                "The image is ~102 KB and flash is 256 KB, so any of these needs a bootloader plus two image slots. A layout that fits: 32 KB bootloader, 2 × 104 KB slots, 16 KB NVS. Options:\n\n1. **LoRaWAN FUOTA** (multicast setup + fragmented data block, supported by The Things Stack). Fully remote. But 102 KB at the data rates our far sites need is 2,000+ fragments at SF12 or ~500 at SF7, sent as class C multicast on 869.525 MHz; realistically 1-3 hours per session with the scales awake in class C the whole time, and the gateways sending nothing else meanwhile.\n2. **BLE DFU through the Hivescale app**: the nRF52805 receives the image from the phone (tens of seconds) and streams it to the STM32's secondary slot over USART2; the bootloader swaps on reboot. Needs someone at the hive with the app.\n3. **ST ROM bootloader over USB-C**: no bootloader work, but it needs a laptop on site and the enclosure opened, which is basically what Tomas does today.",
            ),
            (
                "user",
                "hm. half our sites hang off community TTN gateways we don't own, and hogging their airtime for hours with multicast is not ok, plus the wetterau units couldn't have been fixed that way anyway with ADR off and SF12. on the other hand the beekeepers open every hive at least once a week april to september and they always have the app open during inspection. so 2. and use MCUboot for the swap, I don't want us maintaining a homegrown bootloader",
            ),
            (
                "assistant",
                "Makes sense: BLE DFU via the app on inspection visits, MCUboot as the bootloader. One consequence worth writing down: scales that nobody visits over winter won't get updates until April, so anything urgent between October and March still means a site visit.",
            ),
            (
                "user",
                "yep that's fine, nothing critical should ship in winter anyway. write it up as a design doc in firmware/docs/ota.md with the flash map, don't start on the code yet",
            ),
            ("edit", "firmware/docs/ota.md"),
            (
                "bash",
                "sed -n 1,40p firmware/docs/ota.md",
                "# Firmware updates (OTA) for v2 scales\n\nStatus: accepted, 2026-12-04\n\n## Decision\nUpdates are delivered by BLE DFU through the Hivescale app during hive\ninspections. LoRaWAN FUOTA was rejected: many sites use community TTN\ngateways and a multicast session would occupy their downlink airtime for\nhours. The bootloader is MCUboot (no homegrown bootloader).\n\n## Flash map (STM32WLE5JC, 256 KB)\n| start        | size   | use                     |\n|--------------|--------|-------------------------|\n| 0x0800_0000  | 32 KB  | MCUboot                 |\n| 0x0800_8000  | 104 KB | slot 0 (primary)        |\n| 0x0802_2000  | 104 KB | slot 1 (secondary)      |\n| 0x0803_C000  | 16 KB  | NVS (tare, cal, keys)   |\n\nCurrent image: 102.1 KB (fw 1.5.1). Headroom per slot: ~1.9 KB.\n\n## Transfer path\nPhone app --BLE (SMP over GATT)--> nRF52805 --USART2 460800, RTS/CTS--> STM32WL\nslot 1. The STM32 verifies the image signature (ed25519) before marking it\npending; MCUboot swaps on next reset and reverts if the new image does not\nconfirm itself within 3 boots.\n\n## Open questions\n- Headroom is only ~1.9 KB per slot. Options: -Os audit, move the console\n  help strings out, or swap-using-offset.\n- Migrating existing scales needs one last wired flash (MCUboot + re-laid app).\n- App side: DFU screen, battery check (>= 2.9 V) before starting.",
            ),
            (
                "assistant",
                "Wrote firmware/docs/ota.md: the decision and why, the flash map, the transfer path (SMP over GATT to the nRF52805, USART2 to slot 1, ed25519-signed images, MCUboot revert if the image doesn't confirm within 3 boots), and open questions. The main one is headroom: only ~1.9 KB per slot at the current image size.",
            ),
            ("user", "1.9k is scary. ok, commit the doc, I'll open issues for the app side"),
            (
                "bash",
                "git add firmware/docs/ota.md && git commit -m 'docs: OTA design, BLE DFU + MCUboot' && git log --oneline -1",
                "[main 9b41f2a] docs: OTA design, BLE DFU + MCUboot\n 1 file changed, 46 insertions(+)\n9b41f2a (HEAD -> main) docs: OTA design, BLE DFU + MCUboot",
            ),
        ],
        "lessons": [
            {"keys": ["BLE DFU", "FUOTA"]},
            {"keys": ["MCUboot"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh36-lab-devices-tool-stored",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "registering the 12 v2 boards from batch 2 for bench testing. dev_eui,app_key per line in /tmp/batch2.csv. put them in the lab application, NOT prod. prod is hivescale-prod and TTS bills us per registered device there, bench/test devices always go in hivescale-lab. can you save that somewhere, I keep forgetting it myself lol",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The Things Stack: test and bench devices are registered in the application hivescale-lab, never in hivescale-prod (prod is billed per registered device).",
                    "tags": ["hivescale", "tts", "lorawan"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            (
                "bash",
                "head -3 /tmp/batch2.csv && wc -l < /tmp/batch2.csv && ttn-lw-cli applications list | jq -r '.[].ids.application_id'",
                "serial,dev_eui,app_key\nHS2-0431,70B3D57ED006A431,3C9F0E2A7B51D48C6E10F2A93B7D5C18\nHS2-0432,70B3D57ED006A432,9A41C7E05D2B8F36A1E4C09D7B3F2658\n13\nhivescale-lab\nhivescale-prod",
            ),
            (
                "bash",
                "tail -n +2 /tmp/batch2.csv | while IFS=, read s eui key; do ttn-lw-cli end-devices create hivescale-lab \"$(echo $s | tr 'A-Z' 'a-z')\" --dev-eui \"$eui\" --join-eui 70B3D57ED0000000 --root-keys.app-key.key \"$key\" --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.3 --lorawan-phy-version 1.0.3-a | jq -r '.ids.device_id'; done",
                "hs2-0431\nhs2-0432\nhs2-0433\nhs2-0434\nhs2-0435\nhs2-0436\nhs2-0437\nhs2-0438\nhs2-0439\nhs2-0440\nhs2-0441\nhs2-0442",
            ),
            (
                "assistant",
                "All 12 are registered in hivescale-lab. Power-cycle a couple on the bench and I'll watch the join.",
            ),
            ("user", "powered 0431 and 0432"),
            (
                "bash",
                "timeout 90 ttn-lw-cli events subscribe --application-id hivescale-lab --device-id hs2-0431 | jq -c '{name, time, err: .data.error.name?, msg: .data.error.message_format?}'",
                '{"name":"ns.up.join.receive","time":"2026-12-04T13:02:11.418Z","err":null,"msg":null}\n{"name":"ns.up.join.cluster.attempt","time":"2026-12-04T13:02:11.421Z","err":null,"msg":null}\n{"name":"js.join.reject","time":"2026-12-04T13:02:11.436Z","err":"mic_mismatch","msg":"MIC mismatch"}\n{"name":"ns.up.join.cluster.fail","time":"2026-12-04T13:02:11.437Z","err":"mic_mismatch","msg":"MIC mismatch"}\n{"name":"ns.up.join.receive","time":"2026-12-04T13:02:44.902Z","err":null,"msg":null}\n{"name":"js.join.reject","time":"2026-12-04T13:02:44.915Z","err":"mic_mismatch","msg":"MIC mismatch"}',
            ),
            (
                "think",
                "The join request reaches the Join Server and the DevEUI/JoinEUI match a registered device, otherwise it'd be 'device not found'. MIC mismatch means the key differs. Could be LoRaWAN version: with 1.1 the join MIC uses NwkKey. Check what the firmware speaks.",
            ),
            (
                "bash",
                "grep -rn 'LORAMAC_SPECIFICATION_VERSION\\|LORAWAN_JOIN_EUI' firmware/src/lorawan_conf.h firmware/src/se-identity.h",
                "firmware/src/lorawan_conf.h:22:#define LORAMAC_SPECIFICATION_VERSION   0x01000300\nfirmware/src/se-identity.h:31:#define LORAWAN_JOIN_EUI                { 0x70, 0xB3, 0xD5, 0x7E, 0xD0, 0x00, 0x00, 0x00 }",
            ),
            (
                "assistant",
                "The join requests reach the Join Server and the DevEUI matches, but it rejects them with `MIC mismatch`, so the AppKey it has isn't the one on the board. The LoRaWAN version matches (firmware is 1.0.3, registered as 1.0.3) and so does the JoinEUI, so this isn't a version or EUI problem. Either the keys in the CSV don't belong to these boards, or they were written in a different format. Do you know who produced the CSV?",
            ),
            (
                "user",
                "ahh wait I know this one. batch 2 was assembled by the new place, Elektronik Maier, and their provisioning script writes the AppKey into the csv byte-reversed (LSB first). batch 1 from the old assembler was fine. they're doing batch 3 for us in february too so it'll be the same there. just byte-reverse the app_key column and re-set them",
            ),
            (
                "bash",
                "tail -n +2 /tmp/batch2.csv | while IFS=, read s eui key; do rkey=$(echo \"$key\" | fold -w2 | tac | tr -d '\\n'); ttn-lw-cli end-devices set hivescale-lab \"$(echo $s | tr 'A-Z' 'a-z')\" --root-keys.app-key.key \"$rkey\" | jq -r '.ids.device_id + \" \" + .root_keys.app_key.key'; done | head -3",
                "hs2-0431 185C7D3BA9F2106E8CD4517B2A0E9F3C\nhs2-0432 58263F7B9DC0E4A1368F2B5DE0C7419A\nhs2-0433 D2E10B94C73A5F68E0B12C94A7D3F0E5",
            ),
            (
                "bash",
                "timeout 90 ttn-lw-cli events subscribe --application-id hivescale-lab | jq -c 'select(.name | test(\"join.accept|up.data.forward\")) | {name, dev: .identifiers[0].device_ids.device_id}'",
                '{"name":"js.join.accept","dev":"hs2-0431"}\n{"name":"as.up.data.forward","dev":"hs2-0431"}\n{"name":"js.join.accept","dev":"hs2-0432"}\n{"name":"as.up.data.forward","dev":"hs2-0432"}',
            ),
            (
                "assistant",
                "That was it: with the keys byte-reversed both hs2-0431 and hs2-0432 joined and their first uplinks are coming through. All 12 devices in hivescale-lab now have the reversed AppKey. Should I also add a `--lsb-keys` option to scripts/register_batch.py so batch 3 can be registered in one go?",
            ),
            ("user", "yes pls"),
            ("edit", "scripts/register_batch.py"),
            (
                "bash",
                "python3 scripts/register_batch.py --help",
                "usage: register_batch.py [-h] --app {hivescale-lab,hivescale-prod} [--lsb-keys] [--dry-run] csv\n\nRegister a batch of Hivescale boards in The Things Stack.\n\npositional arguments:\n  csv              serial,dev_eui,app_key per line (header row expected)\n\noptions:\n  -h, --help       show this help message and exit\n  --app {hivescale-lab,hivescale-prod}\n                   target application\n  --lsb-keys       app_key column is LSB first (Elektronik Maier batches); reverse bytes\n  --dry-run        print the ttn-lw-cli commands instead of running them",
            ),
            (
                "assistant",
                "Added: `--lsb-keys` reverses the key bytes before registering, and `--dry-run` prints the commands without running them.",
            ),
        ],
        "lessons": [{"keys": ["Elektronik Maier", "AppKey"]}],
        "tool_stored": [["hivescale-lab", "hivescale-prod"]],
    },
    {
        "name": "fresh36-swarm-events-grams-in-passing",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "can you add GET /v1/hives/{id}/events to the api, returning the swarm events the detector already writes to swarm_events. fields: time, weight drop, confidence, newest first, optional ?since=. weights in the api are always integer grams btw, never float kg, the app and dashboard do all the formatting. we got burned by float rounding in the app before",
            ),
            (
                "bash",
                "psql \"$HS_DB\" -c '\\d swarm_events'",
                '                                  Table "public.swarm_events"\n     Column     |           Type           | Collation | Nullable |                 Default                  \n----------------+--------------------------+-----------+----------+------------------------------------------\n id             | bigint                   |           | not null | nextval(\'swarm_events_id_seq\'::regclass)\n hive_id        | uuid                     |           | not null | \n detected_at    | timestamp with time zone |           | not null | \n weight_drop_kg | double precision         |           | not null | \n confidence     | real                     |           | not null | \n detector_ver   | text                     |           | not null | \nIndexes:\n    "swarm_events_pkey" PRIMARY KEY, btree (id)\n    "swarm_events_hive_time" btree (hive_id, detected_at DESC)\nForeign-key constraints:\n    "swarm_events_hive_id_fkey" FOREIGN KEY (hive_id) REFERENCES hives(id)',
            ),
            (
                "read",
                "api/internal/http/weights.go",
                'type weightPoint struct {\n\tTime    time.Time `json:"time"`\n\tWeightG int64     `json:"weight_g"`\n}\n\nfunc (h *Handler) hiveWeights(w http.ResponseWriter, r *http.Request) {\n\thiveID, err := uuid.Parse(chi.URLParam(r, "id"))\n\tif err != nil {\n\t\thttpError(w, http.StatusBadRequest, "invalid hive id")\n\t\treturn\n\t}\n\tif !h.auth.CanReadHive(r.Context(), hiveID) {\n\t\thttpError(w, http.StatusNotFound, "hive not found")\n\t\treturn\n\t}\n\tfrom, to, err := parseRange(r.URL.Query())\n\t...\n',
            ),
            (
                "read",
                "api/internal/http/routes.go",
                'func (h *Handler) Routes() chi.Router {\n\tr := chi.NewRouter()\n\tr.Use(h.auth.Middleware)\n\tr.Get("/v1/hives", h.listHives)\n\tr.Get("/v1/hives/{id}", h.getHive)\n\tr.Get("/v1/hives/{id}/weights", h.hiveWeights)\n\tr.Get("/v1/hives/{id}/battery", h.hiveBattery)\n\treturn r\n}\n',
            ),
            (
                "assistant",
                "The detector stores `weight_drop_kg` as double precision, so the handler will convert to grams with `int64(math.Round(kg * 1000))` and expose it as `weight_drop_g`, matching `weight_g` in the weights endpoint. I'll follow the same hive-id parsing and `CanReadHive` check (404 for hives the user can't see).",
            ),
            ("edit", "api/internal/store/swarm.go"),
            ("edit", "api/internal/http/events.go"),
            ("edit", "api/internal/http/routes.go"),
            ("edit", "api/internal/http/events_test.go"),
            (
                "bash",
                "cd api && go vet ./... && go test ./... -run 'Events|Weights' -v 2>&1 | tail -22",
                "=== RUN   TestHiveEvents_NewestFirst\n--- PASS: TestHiveEvents_NewestFirst (0.04s)\n=== RUN   TestHiveEvents_Since\n--- PASS: TestHiveEvents_Since (0.03s)\n=== RUN   TestHiveEvents_GramsRounding\n--- PASS: TestHiveEvents_GramsRounding (0.02s)\n=== RUN   TestHiveEvents_ForeignHive404\n--- PASS: TestHiveEvents_ForeignHive404 (0.02s)\n=== RUN   TestHiveEvents_BadSince400\n--- PASS: TestHiveEvents_BadSince400 (0.01s)\n=== RUN   TestHiveWeights_Range\n--- PASS: TestHiveWeights_Range (0.05s)\n=== RUN   TestHiveWeights_ForeignHive404\n--- PASS: TestHiveWeights_ForeignHive404 (0.02s)\nPASS\nok  \tgithub.com/hivescale/hivescale/api/internal/http\t0.412s\ntesting: warning: no tests to run\nPASS\nok  \tgithub.com/hivescale/hivescale/api/internal/store\t0.018s [no tests to run]",
            ),
            (
                "bash",
                "cd api && (go run ./cmd/api &> /tmp/api.log &) && sleep 2 && curl -s -H \"Authorization: Bearer $HS_DEV_TOKEN\" 'localhost:8080/v1/hives/0b6f6c0e-4a41-4d1e-9f0e-2d6a1c7e8a11/events?since=2026-05-01T00:00:00Z' | jq .",
                '{\n  "hive_id": "0b6f6c0e-4a41-4d1e-9f0e-2d6a1c7e8a11",\n  "events": [\n    {\n      "time": "2026-06-02T11:42:00Z",\n      "weight_drop_g": 2140,\n      "confidence": 0.91\n    },\n    {\n      "time": "2026-05-17T12:05:00Z",\n      "weight_drop_g": 1785,\n      "confidence": 0.64\n    }\n  ]\n}',
            ),
            (
                "assistant",
                "The endpoint works: `GET /v1/hives/{id}/events?since=<RFC3339>` returns `{hive_id, events: [{time, weight_drop_g, confidence}]}` newest first. Kirchberg 01 shows two events since May, a 2.14 kg drop on 2 June at 0.91 confidence. Tests cover ordering, `since`, the gram rounding, a bad `since` (400) and a foreign hive (404). The dev server is still running in the background, logging to /tmp/api.log.",
            ),
            (
                "user",
                "lgtm. commit it but don't push yet, tomas is rebasing main this afternoon and I don't want to step on that",
            ),
            (
                "bash",
                "kill $(lsof -t -i :8080); git add api && git commit -m 'api: GET /v1/hives/{id}/events (swarm events)' && git status -sb | head -1",
                "[main 2cf81d7] api: GET /v1/hives/{id}/events (swarm events)\n 4 files changed, 168 insertions(+), 1 deletion(-)\n## main...origin/main [ahead 1]",
            ),
            (
                "assistant",
                "Committed locally as 2cf81d7 and stopped the dev server. main is 1 ahead of origin; nothing pushed.",
            ),
        ],
        "lessons": [{"keys": ["integer grams"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh36-dashboard-tooltip-nothing",
        "split": "fresh36",
        "steps": [
            (
                "user",
                'the dashbaord weight chart tooltip says "NaN kg" when u hover over a gap (hive offline). fix pls',
            ),
            (
                "read",
                "dashboard/src/components/WeightChart.tsx",
                'import { LineChart, Line, XAxis, YAxis, Tooltip, ResponsiveContainer } from \'recharts\';\nimport { fmtTime, fmtDateTime } from \'../lib/time\';\n\ntype Point = { t: number; weight_g: number | null };\n\nexport function WeightChart({ points }: { points: Point[] }) {\n  return (\n    <ResponsiveContainer width="100%" height={280}>\n      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>\n        <XAxis dataKey="t" type="number" domain={[\'dataMin\', \'dataMax\']} tickFormatter={fmtTime} />\n        <YAxis tickFormatter={(v) => `${(v / 1000).toFixed(0)}`} unit=" kg" width={48} />\n        <Tooltip\n          formatter={(v: number) => `${(v / 1000).toFixed(1)} kg`}\n          labelFormatter={fmtDateTime}\n        />\n        <Line type="monotone" dataKey="weight_g" dot={false} connectNulls={false} strokeWidth={2} />\n      </LineChart>\n    </ResponsiveContainer>\n  );\n}\n',
            ),
            (
                "think",
                "Gaps are null points (the data layer fills missing 5-min slots with null so the line breaks). recharts still calls the formatter with null, null / 1000 = 0 actually... Number(null)/1000 = 0, not NaN. Unless the value is undefined: the gap filler might use undefined. Check.",
            ),
            (
                "bash",
                "grep -n 'weight_g' dashboard/src/lib/fillGaps.ts",
                "14:      out.push({ t, weight_g: undefined as unknown as null });",
            ),
            (
                "assistant",
                'The gap filler in `lib/fillGaps.ts` pushes `weight_g: undefined` (cast to null to satisfy the type), and `undefined / 1000` is NaN, hence "NaN kg". I\'ll make the filler push a real `null` and make the tooltip formatter show "no data" for null/undefined, so it doesn\'t depend on the filler.',
            ),
            ("edit", "dashboard/src/lib/fillGaps.ts"),
            ("edit", "dashboard/src/components/WeightChart.tsx"),
            ("edit", "dashboard/src/components/WeightChart.test.tsx"),
            (
                "bash",
                "cd dashboard && pnpm tsc --noEmit && pnpm vitest run src/components/WeightChart src/lib/fillGaps",
                "\n RUN  v2.1.5 /home/dev/hivescale/dashboard\n\n ✓ src/lib/fillGaps.test.ts (4 tests) 6ms\n ✓ src/components/WeightChart.test.tsx (3 tests) 88ms\n\n Test Files  2 passed (2)\n      Tests  7 passed (7)\n   Start at  15:21:07\n   Duration  1.12s (transform 241ms, setup 0ms, collect 610ms, tests 94ms, environment 402ms, prepare 139ms)",
            ),
            (
                "assistant",
                'Fixed: gaps are now real `null`s, and the tooltip shows "no data" over a gap. Added a test that hovers a gap point and checks the tooltip text.',
            ),
            (
                "user",
                "cool. also the x axis labels overlap on my phone, they're all mushed together",
            ),
            (
                "assistant",
                "recharts draws every tick it can fit by its own estimate, which is too optimistic on narrow screens. Adding `minTickGap={40}` on the XAxis lets it drop labels that would collide.",
            ),
            ("edit", "dashboard/src/components/WeightChart.tsx"),
            (
                "bash",
                "cd dashboard && pnpm vitest run src/components/WeightChart && git diff --stat",
                "\n ✓ src/components/WeightChart.test.tsx (3 tests) 91ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n\n dashboard/src/components/WeightChart.test.tsx | 21 +++++++++++++++++++++\n dashboard/src/components/WeightChart.tsx      |  7 +++++--\n dashboard/src/lib/fillGaps.ts                 |  2 +-\n 3 files changed, 28 insertions(+), 3 deletions(-)",
            ),
            (
                "user",
                "k commit but dont push, i wanna check it on my phone with pnpm dev --host first",
            ),
            (
                "bash",
                "git add dashboard && git commit -m 'dashboard: no NaN tooltip over gaps, thin out x ticks on mobile' && git log --oneline -1",
                "[main 71d0c3e] dashboard: no NaN tooltip over gaps, thin out x ticks on mobile\n 3 files changed, 28 insertions(+), 3 deletions(-)\n71d0c3e (HEAD -> main) dashboard: no NaN tooltip over gaps, thin out x ticks on mobile",
            ),
            (
                "assistant",
                "Committed as 71d0c3e, not pushed. `pnpm dev --host` prints a LAN URL you can open on your phone.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh36-chitchat-pandas-night-median",
        "split": "fresh36",
        "steps": [
            (
                "user",
                "quick q about the honey flow notebook. I compute daily net gain as df.resample('D').last() - df.resample('D').first() on the weight column. someone in the imkerforum thread says that's wrong and I should diff() the daily max instead. who's right?",
            ),
            (
                "bash",
                "cd notebooks && python3 - <<'EOF'\nimport pandas as pd\ndf = pd.read_parquet('data/kirchberg_01_2026.parquet').set_index('time').tz_convert('Europe/Berlin')\nw = df['weight_g'].loc['2026-05-10':'2026-05-17']\nlastfirst = (w.resample('D').last() - w.resample('D').first())\nmaxdiff = w.resample('D').max().diff()\nnight = w.between_time('01:00', '04:00').resample('D').median().diff().shift(-1)\nprint(pd.DataFrame({'last-first': lastfirst, 'max.diff': maxdiff, 'night median diff': night}).round(0).astype('Int64'))\nEOF",
                "                           last-first  max.diff  night median diff\ntime                                                                   \n2026-05-10 00:00:00+02:00        1310      <NA>               1205\n2026-05-11 00:00:00+02:00        2245      1980               2290\n2026-05-12 00:00:00+02:00        -420      2510               -385\n2026-05-13 00:00:00+02:00         905     -1740                860\n2026-05-14 00:00:00+02:00        3120      1395               3010\n2026-05-15 00:00:00+02:00        -760      3380               -240\n2026-05-16 00:00:00+02:00        1480      -910               1460\n2026-05-17 00:00:00+02:00         810      1580               <NA>",
            ),
            (
                "think",
                "last-first and night median agree within ~100 g except 15 May (-760 vs -240): probably a rain shower around midnight adding water weight on the lid, or a gap so 'first' sampled at a different time. max.diff is all over the place: daily max happens in the evening when foragers are home with fresh watery nectar, and rain/sun on the roof moves it; the diff of maxima is shifted by a day in character too. Check 15 May quickly? Not needed, explain.",
            ),
            (
                "assistant",
                "Neither, strictly, but your version is much closer. On that week:\n\n- **last - first** takes one 5-minute sample at each midnight. At midnight the foragers are home and the sun's down, so it's the right time of day, but a single sample is noisy: on 15 May it says -760 g while the night median says -240 g, most likely a rain shower on the lid or a missing reading that made `first()` land later.\n- **diff of daily max** is the worst of the three. The daily maximum usually happens in the evening, when all the foragers are back and the fresh nectar still contains a lot of water. So it measures bees + unripened nectar + whatever rain is on the roof, and it swings from +3.4 kg to -1.7 kg on consecutive days.\n- **night median diff**: median of 01:00-04:00 each night, then the difference between consecutive nights. All bees home, no sun, no foraging, and the median ignores single odd readings. That's the usual way to do it for net daily gain, and it agrees with last-first on the quiet days.\n\nOne caveat with any night-based method: the nightly evaporation of nectar water shows up as weight loss, which is real (it's the colony turning nectar into honey), so don't try to correct it away.",
            ),
            (
                "user",
                "ok that makes sense. can you give me the night median thing as a function I can paste in",
            ),
            (
                "assistant",
                '```python\ndef daily_net_gain(weight: pd.Series, start: str = "01:00", end: str = "04:00") -> pd.Series:\n    """Net gain per day in grams: median weight in the night window after day D\n    minus the median in the night window before it. `weight` needs a tz-aware\n    DatetimeIndex in local time."""\n    night = weight.between_time(start, end).resample("D").median()\n    gain = night.shift(-1) - night\n    gain.name = "net_gain_g"\n    return gain\n```\n\nIndexed by day D, it\'s (night after D) - (night before D), so the value for 10 May covers the 10 May foraging day. Nights with fewer than ~20 readings in the window (a dead battery, radio outage) are worth dropping: `weight.between_time(start, end).resample("D").count() >= 20` gives you a mask.',
            ),
            ("user", "nice, thx. gonna post the comparison table in the forum thread lol"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
