"""The "fresh71" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH71: list[dict[str, Any]] = [
    # --- "dosewell": syringe infusion pump firmware at a medical-device startup (C++17, FreeRTOS 11 on an NXP i.MX RT1062 control MCU + STM32G0 safety monitor over SPI, CMake presets + arm-none-eabi-gcc 13.3, GoogleTest host tests, cppcheck MISRA addon, HIL test rigs, IEC 62304 class C, Polarion SRS trace) ---
    {
        "name": "fresh71-dosewell-chitchat-nodiscard-on-types-and-elf-size-jump",
        "split": "fresh71",
        "steps": [
            (
                "user",
                "is [[nodiscard]] on a whole class/enum a thing in c++17 or only on functions",
            ),
            (
                "assistant",
                'It works on types in C++17 too: `[[nodiscard]]` on a class or enum makes every function that returns that type by value warn when the caller drops the result. C++20 only added the message form, `[[nodiscard("why")]]`.',
            ),
            (
                "user",
                "nice, then i'll slap it on Result. also why is the elf bigger than yesterday, was 212k text",
            ),
            (
                "bash",
                "arm-none-eabi-size build/rt1062-debug/dosewell.elf",
                "   text\t   data\t    bss\t    dec\t    hex\tfilename\n 218644\t   3412\t  91208\t 313264\t  4c7b0\tbuild/rt1062-debug/dosewell.elf",
            ),
            (
                "bash",
                "arm-none-eabi-nm --size-sort -C -S build/rt1062-debug/dosewell.elf | tail -4; arm-none-eabi-objdump -d build/rt1062-debug/dosewell.elf | grep -B1 'bl.*<snprintf>' | grep -o '<[a-zA-Z_:]*debug[a-zA-Z_:]*' | sort -u",
                "00001d9c 00000a64 T _dtoa_r\n000022c4 00000c18 T _svfprintf_r\n00002e80 00000f20 T _vfprintf_r\n000041e8 00001b40 T dosewell::ui::FontCache::glyphs\n<dosewell::ui::DebugOverlay::draw",
            ),
            (
                "assistant",
                "Text went from ~212 KB to 218.6 KB. The new big symbols are newlib's `_vfprintf_r`, `_svfprintf_r` and `_dtoa_r` (~8.7 KB together): something now calls `snprintf` with a `%f`, which drags in the full float printf. The only caller is `ui::DebugOverlay::draw`.",
            ),
            (
                "user",
                "ah that's my debug overlay hack from yesterday, i'll rip it out before pushing. ty",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh71-dosewell-decision-etl-containers-no-heap-after-scheduler-start",
        "split": "fresh71",
        "steps": [
            (
                "user",
                "cppcheck misra addon flags AlarmManager::active_ (a std::vector<Alarm>) and the std::deque in EventQueue, rule 21.3 dynamic memory. we need a bounded list of active alarms anyway. options?",
            ),
            (
                "read",
                "src/alarm/alarm_manager.hpp",
                '#pragma once\n#include <vector>\n#include "alarm/alarm.hpp"\n\nnamespace dosewell::alarm {\n\nclass AlarmManager {\n public:\n  void raise(AlarmId id, Priority prio, uint32_t now_ms);\n  void clear(AlarmId id);\n  [[nodiscard]] const Alarm* highest() const;\n\n private:\n  std::vector<Alarm> active_;  // reserve(16) in ctor\n  Mutex mutex_;\n};\n\n}  // namespace dosewell::alarm\n',
            ),
            (
                "bash",
                "grep -rnE 'std::(vector|deque|string|function)|\\bnew ' src --include=*.cpp --include=*.hpp | grep -v '/test/' | wc -l; grep -n 'RA-114' src/main.cpp config/FreeRTOSConfig.h; grep -n 'configSUPPORT_DYNAMIC_ALLOCATION\\|configTOTAL_HEAP_SIZE' config/FreeRTOSConfig.h",
                "14\nsrc/main.cpp:88:  // RA-114: no dynamic allocation after vTaskStartScheduler(); operator new traps after this point\nconfig/FreeRTOSConfig.h:52:#define configSUPPORT_DYNAMIC_ALLOCATION 0",
            ),
            (
                "assistant",
                "Context: 14 uses of allocating std types or `new` outside tests. `main.cpp` already enforces RA-114 (operator new traps once the scheduler runs), and FreeRTOS is static-only, so `active_` only survives because of the `reserve(16)` in the constructor; one `push_back` past 16 would trap the pump.\n\nOptions:\n\n1. **ETL (Embedded Template Library)**: `etl::vector<Alarm, N>`, `etl::queue_spsc_atomic`, `etl::string<N>`; same API shape as std, fixed capacity in the type, no allocator at all. Header-only, MIT, widely used in medical and automotive.\n2. **`std::pmr` with a static `monotonic_buffer_resource`**: keeps std types, but the capacity is a runtime property, the out-of-memory path still exists (it falls back to the upstream resource unless you wire in `null_memory_resource`), and newlib's pmr support on arm-none-eabi is patchy.\n3. **Hand-rolled fixed containers**: no new dependency, but we'd own and verify ring buffers and vectors ourselves, which under class C means our own unit tests and review for each.\n\nI'd go with ETL: we keep no heap after scheduler start, and the capacity is part of the type (`etl::vector<Alarm, kMaxActiveAlarms>`), so the worst case is fixed at compile time and visible in review and in the RAM budget. Full containers are explicit (`full()` / `ETL_ASSERT`) instead of a trap in `operator new`.",
            ),
            (
                "user",
                "agreed, etl, for exactly that reason. pin v20.39.4 as a submodule in third_party/etl and add it to the SOUP list (docs/soup.md) with the version. start with AlarmManager and EventQueue, the other 12 in follow-ups",
            ),
            ("edit", ".gitmodules"),
            ("edit", "CMakeLists.txt"),
            ("edit", "config/etl_profile.h"),
            ("edit", "src/alarm/alarm_manager.hpp"),
            ("edit", "src/alarm/alarm_manager.cpp"),
            ("edit", "src/core/event_queue.hpp"),
            ("edit", "docs/soup.md"),
            ("edit", "test/alarm/alarm_manager_test.cpp"),
            (
                "bash",
                "cmake --build --preset host -j && ctest --preset host -R 'Alarm|EventQueue' 2>&1 | tail -3; cppcheck --addon=misra --enable=style -q src/alarm src/core/event_queue.hpp 2>&1 | grep -c 'misra-c2012-21.3'",
                "100% tests passed, 0 tests failed out of 23\n\nTotal Test time (real) =   0.41 sec\n0",
            ),
            (
                "assistant",
                "Done:\n\n- `third_party/etl` submodule at tag 20.39.4, added as an INTERFACE target; `config/etl_profile.h` selects the C++17 profile with `ETL_NO_STL` and routes `ETL_ASSERT` to our `safety::fatal()`\n- `AlarmManager::active_` is now `etl::vector<Alarm, kMaxActiveAlarms>` (16); `raise()` on a full list keeps the higher-priority alarms and logs `ALARM_LIST_FULL`\n- `EventQueue` uses `etl::queue_spsc_atomic<Event, 64>` (one producer ISR, one consumer task)\n- `docs/soup.md`: ETL 20.39.4, MIT, purpose, known anomalies link\n- new test for the full-list case; 23 alarm/queue tests pass, no 21.3 findings left in those files",
            ),
            ("user", "good. make tickets for the other 12"),
        ],
        "lessons": [
            {"keys": ["ETL", "no heap after scheduler start"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh71-dosewell-incident-e217-step-mismatch-critical-section-flash-erase",
        "split": "fresh71",
        "steps": [
            (
                "user",
                "rig 2 threw E-217 (step count mismatch) 3x overnight in the 72h soak, infusion stopped each time. started after yesterdays merge of the new event logger. can u dig",
            ),
            (
                "bash",
                "tools/pumplog dump --rig rig-02 --since 2026-12-06T18:00 | grep -B2 'E-217'",
                "2026-12-06T23:41:07.212 LOG   flush sector=0x00341000\n2026-12-06T23:41:07.259 SAFETY g0 steps=184433 main steps=184427 diff=6\n2026-12-06T23:41:07.260 ALARM E-217 STEP_COUNT_MISMATCH high\n--\n2026-12-07T02:13:55.804 LOG   flush sector=0x00352000\n2026-12-07T02:13:55.850 SAFETY g0 steps=401120 main steps=401115 diff=5\n2026-12-07T02:13:55.851 ALARM E-217 STEP_COUNT_MISMATCH high\n--\n2026-12-07T05:02:31.377 LOG   flush sector=0x00363000\n2026-12-07T05:02:31.421 SAFETY g0 steps=612874 main steps=612869 diff=5\n2026-12-07T05:02:31.422 ALARM E-217 STEP_COUNT_MISMATCH high",
            ),
            (
                "read",
                "src/log/event_logger.cpp",
                "void EventLogger::flush() {\n  if (!page_full_) return;\n  const uint32_t addr = next_sector_addr();\n  if (sector_offset(addr) == 0) {\n    // no code fetch from flash during erase\n    taskENTER_CRITICAL();\n    flash_.erase_sector(addr);\n    taskEXIT_CRITICAL();\n  }\n  flash_.program_page(addr + page_offset_, page_buf_.data(), kPageSize);\n  page_full_ = false;\n}\n",
            ),
            (
                "bash",
                "grep -rn 'NVIC_SetPriority' src/motor src/safety; grep -n 'configMAX_SYSCALL_INTERRUPT_PRIORITY\\|configPRIO_BITS' config/FreeRTOSConfig.h; grep -n 'FlexSPI' src/board/board_rt1062.cpp",
                "src/motor/step_counter.cpp:31:  NVIC_SetPriority(GPT2_IRQn, 6);\nsrc/safety/safety_link.cpp:58:  NVIC_SetPriority(LPSPI3_IRQn, 5);\nconfig/FreeRTOSConfig.h:97:#define configPRIO_BITS 4\nconfig/FreeRTOSConfig.h:99:#define configMAX_SYSCALL_INTERRUPT_PRIORITY (5 << (8 - configPRIO_BITS))\nsrc/board/board_rt1062.cpp:40:  // FlexSPI1: IS25WP064 code flash (XIP)\nsrc/board/board_rt1062.cpp:41:  // FlexSPI2: W25Q128 log flash",
            ),
            (
                "bash",
                "python tools/trace_stats.py captures/rig02_logger_2026-12-07.sal --span erase_sector --span step_isr_gap",
                "erase_sector   n=212  min=28.4ms  p50=33.9ms  max=46.8ms\nstep_isr_gap   n=212  min=28.5ms  p50=34.0ms  max=46.9ms\nsteps during gap (motor drv STEP pin): min 3  max 6",
            ),
            (
                "think",
                "GPT2 step counter ISR at priority 6, syscall threshold 5: taskENTER_CRITICAL raises BASEPRI to 5, so 6 is masked. Erase up to 47ms, at bolus speed 3-6 steps land in that window. GPT2 capture is edge-triggered and only latches one pending interrupt, so steps are lost. G0 counts encoder edges itself, diff > 4 -> E-217. The comment says no code fetch from flash during erase, but the log chip is on FlexSPI2, code on FlexSPI1, so the premise is wrong; that was the rule for the old board where the log lived in the code flash.",
            ),
            (
                "assistant",
                "Got it; it's the logger.\n\nEvery E-217 comes 45-50 ms after a `LOG flush` that starts a new sector, and the main MCU is always 5-6 steps behind the safety MCU.\n\nRoot cause: `EventLogger::flush()` erases a 4 KB log sector inside `taskENTER_CRITICAL()`, and the erase takes up to 47 ms; that raises BASEPRI to the FreeRTOS syscall level (5) and masks every interrupt numerically at or above it, including the GPT2 step-counter ISR at priority 6, so step pulses during the erase are lost on the main MCU while the STM32G0 keeps counting encoder edges and raises E-217 once the two counts differ by more than 4.\n\nThe critical section was never needed on this board: the comment is from rev A, where the log lived in the XIP code flash. On rev C the log is a separate W25Q128 on FlexSPI2, and code runs from FlexSPI1, so an erase can't stall code fetch.\n\nFix: drop the critical section in `flush()` and hold the logger's own `flash_mutex_` instead, and move the erase to the low-priority logger task so it never runs in the motor task's context.",
            ),
            ("user", "makes sense, do it. rerun the soak on rig 2 tonight"),
            ("edit", "src/log/event_logger.cpp"),
            ("edit", "src/log/event_logger.hpp"),
            ("edit", "test/hil/step_count_during_log_flush.py"),
            (
                "bash",
                "cmake --build --preset rt1062-release -j 2>&1 | tail -1 && tools/hil flash --rig rig-02 build/rt1062-release/dosewell.elf && tools/hil run --rig rig-02 test/hil/step_count_during_log_flush.py",
                "[214/214] Linking CXX executable dosewell.elf\nflashed rig-02 (dosewell.elf, 221404 bytes) ok\nforced 300 sector erases during bolus at 1200 mL/h\nsteps commanded=48000 main=48000 safety=48000 max_diff=0\nPASS",
            ),
            (
                "assistant",
                "- `EventLogger::flush()` no longer uses `taskENTER_CRITICAL()`; sector erase and page program run under `flash_mutex_` in the logger task (priority 1)\n- removed the stale rev A comment and added a note on why the FlexSPI2 log flash doesn't need interrupts off\n- new HIL test forces 300 sector erases during a fast bolus: 48000 steps commanded, counted 48000 on both MCUs\n\nrig-02 is flashed with this build; the 72 h soak can start from it tonight.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["E-217", "taskENTER_CRITICAL"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh71-dosewell-druglib-max-bolus-per-hour-float-and-rtc-corrections",
        "split": "fresh71",
        "steps": [
            (
                "user",
                "pharmacy (via joanna) wants a per-drug max bolus volume per hour in the drug library. add it to the v3 entry + the builder, and enforce it in BolusController: refuse a bolus that would push the bolus total of the last 60 min over the limit",
            ),
            (
                "read",
                "src/druglib/druglib_v3.hpp",
                'namespace dosewell::druglib {\n\nstruct DrugEntryV3 {\n  char name[32];\n  uint16_t drug_id;\n  uint16_t concentration_id;\n  uint32_t conc_ng_per_ml;\n  uint32_t max_rate;\n  uint32_t max_bolus;\n  uint16_t flags;\n  uint16_t reserved;\n};\nstatic_assert(sizeof(DrugEntryV3) == 52, "v3 entry layout is frozen per library version");\n\n}  // namespace dosewell::druglib\n',
            ),
            (
                "read",
                "src/therapy/bolus_controller.cpp",
                "Result BolusController::request(uint32_t volume) {\n  if (volume > drug_->max_bolus) return Result::kOverMaxBolus;\n  if (state_ != State::kInfusing) return Result::kNotInfusing;\n  history_.push(BolusRecord{volume, clock_.rtc_now()});\n  motor_.queue_bolus(volume, bolus_rate_);\n  return Result::kOk;\n}\n",
            ),
            ("edit", "src/druglib/druglib_v3.hpp"),
            ("edit", "tools/druglib_build.py"),
            ("edit", "src/therapy/bolus_controller.cpp"),
            (
                "bash",
                "cmake --build --preset host -j && ctest --preset host -R 'Bolus|DrugLib' 2>&1 | tail -2",
                "100% tests passed, 0 tests failed out of 31\n\nTotal Test time (real) =   0.37 sec",
            ),
            (
                "assistant",
                "Added the limit:\n\n- `DrugEntryV3` gets `float max_bolus_ml_per_h`, appended after `reserved` (only 2 spare bytes there), with the `static_assert` bumped to 56; the builder writes it from a new `max_bolus_ml_per_h` column\n- `BolusController::request()` sums `history_` over the last 60 min and refuses with `Result::kOverHourlyBolusLimit` if adding the new bolus would exceed the limit; the 60-min window uses rtc_now() timestamps like the existing history records\n- 4 new tests (under, exactly at, over the limit, old boluses falling out of the window); 31 pass",
            ),
            (
                "user",
                "two problems. no floats in dose math, ever: volumes and rates are uint32 in microlitres, so make it uint32_t max_bolus_ul_per_h (max_rate and max_bolus are µL too, just badly named). and dose windows always use sys::uptime_ms(), never the RTC, nurses change the clock for dst or by mistake mid-infusion and the window would jump. fix the existing history push too",
            ),
            (
                "bash",
                "grep -rn 'rtc_now()' src/therapy src/alarm | grep -v '_test'",
                "src/therapy/bolus_controller.cpp:14:  history_.push(BolusRecord{volume, clock_.rtc_now()});\nsrc/alarm/alarm_manager.cpp:22:  active_.push_back(Alarm{id, prio, clock_.rtc_now()});",
            ),
            ("edit", "src/druglib/druglib_v3.hpp"),
            ("edit", "tools/druglib_build.py"),
            ("edit", "src/therapy/bolus_controller.cpp"),
            (
                "bash",
                "cmake --build --preset host -j && ctest --preset host -R 'Bolus|DrugLib' 2>&1 | tail -2 && python tools/druglib_build.py examples/ward_icu.csv -o /tmp/icu.dlb && tools/druglib verify /tmp/icu.dlb",
                "100% tests passed, 0 tests failed out of 32\n\nTotal Test time (real) =   0.39 sec\nwrote /tmp/icu.dlb (214 entries, v3)\nverify: header ok, 214 entries ok, crc ok",
            ),
            (
                "assistant",
                "Fixed:\n\n- the field is `uint32_t max_bolus_ul_per_h` (µL/h); the builder reads a `max_bolus_ul_per_h` column as an integer and rejects decimals\n- `BolusRecord` now stores `sys::uptime_ms()`, and the 60-min window is computed on uptime, so clock changes can't move it; added a test that sets the RTC back one hour mid-window and checks the limit still holds\n- the ICU example library builds and verifies\n\nThe alarm manager also stamps alarms with `rtc_now()`; that's for display in the alarm log, not dose math, so I left it. Say if it should move too.",
            ),
            ("user", "leave the alarm one, thats wall clock on purpose for the log. thx"),
        ],
        "lessons": [
            {"keys": ["uint32", "microlitres"], "not": ["float max_bolus_ml_per_h"]},
            {"keys": ["dose windows", "uptime_ms"], "not": ["window uses rtc_now"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh71-dosewell-e231-plunger-alarm-input-task-period-correction-and-two-alarm-rules",
        "split": "fresh71",
        "steps": [
            (
                "user",
                "new alarm E-231 plunger disengaged: the clamp sensor on GPIO_AD_B1_04 goes high if the plunger clamp opens mid-infusion. high priority, stop the motor. req is SRS-0457",
            ),
            (
                "read",
                "src/io/input_task.cpp",
                "void InputTask::poll() {\n  door_.sample(gpio_.read(kDoorPin));\n  syringe_size_.sample(adc_.read(kSyringeSizeCh));\n  occlusion_.sample(adc_.read(kForceSensorCh));\n  if (door_.changed()) events_.push(Event::kDoorChanged);\n}\n",
            ),
            (
                "read",
                "src/alarm/alarm_ids.hpp",
                "enum class AlarmId : uint16_t {\n  E201_OcclusionDownstream = 201,\n  E202_OcclusionUpstream = 202,\n  E210_SyringeEmpty = 210,\n  E211_NearEmpty = 211,\n  E217_StepCountMismatch = 217,\n  E220_BatteryDepleted = 220,\n  E230_SyringeNotDetected = 230,\n};\n",
            ),
            ("edit", "src/alarm/alarm_ids.hpp"),
            ("edit", "src/io/input_task.cpp"),
            (
                "bash",
                "cmake --build --preset host -j && ctest --preset host -R 'Infusion|Input' 2>&1 | tail -2",
                "100% tests passed, 0 tests failed out of 27\n\nTotal Test time (real) =   0.33 sec",
            ),
            (
                "assistant",
                "Added E-231:\n\n- `AlarmId::E231_PlungerDisengaged = 231`\n- `InputTask` samples `GPIO_AD_B1_04` into a `Debounced<bool>` over 2 samples of the 10 ms input task, so a real opening is reported after 20 ms and single-sample glitches are ignored\n- `InfusionController` on `Event::kPlungerDisengaged` while infusing: `motor_.stop()`, raise E-231 high priority, state goes to `kStoppedAlarm`; clears only once the clamp is closed and the alarm is acknowledged\n- tests for the stop, the glitch rejection and the clear path\n\nReady to commit as `Add E-231 plunger disengaged alarm`.",
            ),
            (
                "user",
                "debounce over 3 samples not 2, hw said the clamp switch bounces more than they thought. and the input task runs every 5 ms since rev C, not 10, so thats 15 ms. rest looks fine",
            ),
            ("edit", "src/io/input_task.cpp"),
            (
                "bash",
                "cmake --build --preset host -j && ctest --preset host -R 'Infusion|Input' 2>&1 | tail -2",
                "100% tests passed, 0 tests failed out of 27\n\nTotal Test time (real) =   0.34 sec",
            ),
            (
                "assistant",
                "Debounce is 3 samples now (15 ms at the 5 ms input task period); the glitch test uses 2-sample pulses, which are rejected. Shall I commit?",
            ),
            (
                "user",
                "before you commit, two things that hold for every alarm from now on. every new alarm code also goes into alarms/alarm_table.csv, the hmi strings and the IFU alarm table are generated from it. and any commit touching src/safety/ or src/alarm/ needs the SRS id in the message, the trace check in CI rejects it otherwise",
            ),
            (
                "bash",
                "head -3 alarms/alarm_table.csv; grep -n '^230' alarms/alarm_table.csv",
                'code,id,priority,latching,hmi_key,ifu_text\n201,E201_OcclusionDownstream,high,yes,alarm.occl_down,"Downstream occlusion. Check the line for kinks and closed clamps."\n202,E202_OcclusionUpstream,high,yes,alarm.occl_up,"Upstream occlusion. Check the syringe and the extension set."\n230,E230_SyringeNotDetected,medium,no,alarm.no_syringe,"Syringe not detected. Seat the syringe and close the barrel clamp."',
            ),
            ("edit", "alarms/alarm_table.csv"),
            (
                "bash",
                "python tools/gen_alarm_strings.py --check && git commit -qam 'SRS-0457: add E-231 plunger disengaged alarm' && git log -1 --format=%s",
                "alarm_table.csv: 8 alarms, ids match src/alarm/alarm_ids.hpp\nSRS-0457: add E-231 plunger disengaged alarm",
            ),
            (
                "assistant",
                'Added row `231,E231_PlungerDisengaged,high,yes,alarm.plunger_off,"Plunger disengaged. Re-seat the plunger in the driver and close the clamp."` (IFU wording is a draft for the tech writer), `gen_alarm_strings.py --check` agrees with the enum, and committed as `SRS-0457: add E-231 plunger disengaged alarm`.',
            ),
            ("user", "cool"),
        ],
        "lessons": [
            {"keys": ["input task", "5 ms"], "not": ["10 ms input task"]},
            {"keys": ["alarm_table.csv", "IFU"]},
            {"keys": ["src/safety/", "SRS id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh71-dosewell-tool-stored-hil-rig-access-and-vv-builds-from-buildvm",
        "split": "fresh71",
        "steps": [
            (
                "user",
                "can you save the HIL rig access to memory, i keep explaining it: rigs are rig-01 to rig-03 in lab 2, only reachable through the jump host hil-gw.lab.dosewell.local, flash with tools/hil flash --rig <rig> <elf>, and book the rig in the #hil-rigs channel topic first. then run the short occlusion smoke on rig-03 with my current release build",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "dosewell HIL rigs: rig-01..rig-03 in lab 2, reachable only via the jump host hil-gw.lab.dosewell.local. Flash with `tools/hil flash --rig <rig> <elf>`. Book the rig in the #hil-rigs Slack channel topic before using it.",
                    "tags": ["dosewell", "hil", "lab"],
                },
                '{"id":"9127","action":"stored"}',
                False,
            ),
            (
                "bash",
                "tools/hil status",
                "rig-01  idle      rev C   last flash 2026-12-04 16:20 (marek)\nrig-02  busy      rev C   72h soak since 2026-12-07 19:05\nrig-03  idle      rev C   last flash 2026-12-06 11:42 (ines)",
            ),
            (
                "bash",
                "tools/hil flash --rig rig-03 build/rt1062-release/dosewell.elf && tools/hil run --rig rig-03 test/hil/occlusion_smoke.py",
                "flashed rig-03 (dosewell.elf, 221404 bytes) ok\n[1/3] downstream occlusion @ 25 mL/h, 50 mL BD Plastipak: alarm E-201 after 38.2 s (limit 60 s) PASS\n[2/3] downstream occlusion @ 1 mL/h, 50 mL BD Plastipak: alarm E-201 after 21 min 40 s (limit 30 min) PASS\n[3/3] upstream occlusion @ 25 mL/h: alarm E-202 after 9.6 s (limit 20 s) PASS\n3/3 PASS, report: hil-reports/rig-03/2026-12-07T20-11-03.html",
            ),
            (
                "assistant",
                "Saved the rig access to memory. rig-02 is busy with the soak, rig-03 was free.\n\nOcclusion smoke on rig-03, all 3 pass: downstream at 25 mL/h alarmed in 38.2 s (limit 60 s), at 1 mL/h in 21 min 40 s (limit 30 min), upstream in 9.6 s (limit 20 s). Report: `hil-reports/rig-03/2026-12-07T20-11-03.html`. Want me to attach it to the V&V ticket for the 2.4 release?",
            ),
            (
                "user",
                "no, that's a laptop build, just a sanity check. fyi for the future: nothing built on a laptop ever goes to V&V, verification builds only come from the jenkins job on buildvm-62304 off a signed tag",
            ),
            (
                "assistant",
                "Understood, I'll leave the report out of the V&V ticket. When the 2.4 tag is signed I can trigger the buildvm-62304 job and rerun the smoke on that artifact if you like.",
            ),
            ("user", "later, tag's not ready. thx"),
        ],
        "lessons": [
            {"keys": ["buildvm-62304", "signed tag"]},
        ],
        "tool_stored": [["hil-gw.lab.dosewell.local", "tools/hil flash"]],
    },
]
