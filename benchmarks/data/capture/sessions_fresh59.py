"""The "fresh59" capture sessions: written in session 28 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH59: list[dict[str, Any]] = [
    # --- "driftline": JUCE 8 tape-delay audio plugin (C++20, CMake + Ninja, VST3/AU/Standalone + CLAP via clap-juce-extensions, Catch2 + pluginval in GitHub Actions, signed and notarized macOS builds) ---
    {
        "name": "fresh59-driftline-wow-param-id-rename-reverted-version-hint-correction",
        "split": "fresh59",
        "steps": [
            (
                "user",
                "for 2.8: add a 'wow' param to the delay (slow pitch wobble), 0-100%, rate fixed around 0.5hz for now. and while you're in there the feedback param id is 'fb' which is ugly, rename it to 'feedback' so it matches the others",
            ),
            (
                "read",
                "src/Parameters.cpp",
                '#include "Parameters.h"\n#include "Constants.h"\n\njuce::AudioProcessorValueTreeState::ParameterLayout createLayout()\n{\n    using namespace juce;\n    AudioProcessorValueTreeState::ParameterLayout layout;\n\n    layout.add (std::make_unique<AudioParameterFloat> (ParameterID { "time", 1 }, "Time",\n        NormalisableRange<float> { 1.0f, kMaxDelayMs, 0.0f, 0.35f }, 350.0f));\n    layout.add (std::make_unique<AudioParameterFloat> (ParameterID { "fb", 1 }, "Feedback",\n        NormalisableRange<float> { 0.0f, 0.98f }, 0.4f));\n    layout.add (std::make_unique<AudioParameterFloat> (ParameterID { "mix", 1 }, "Mix",\n        NormalisableRange<float> { 0.0f, 1.0f }, 0.35f));\n    layout.add (std::make_unique<AudioParameterFloat> (ParameterID { "tone", 3 }, "Tone",\n        NormalisableRange<float> { 0.0f, 1.0f }, 0.5f));\n    layout.add (std::make_unique<AudioParameterFloat> (ParameterID { "flutter", 5 }, "Flutter",\n        NormalisableRange<float> { 0.0f, 1.0f }, 0.0f));\n    layout.add (std::make_unique<AudioParameterChoice> (ParameterID { "mode", 5 }, "Mode",\n        StringArray { "Normal", "Long" }, 0));\n    return layout;\n}\n',
            ),
            ("edit", "src/dsp/WowModulator.h"),
            ("edit", "src/dsp/WowModulator.cpp"),
            ("edit", "src/Parameters.cpp"),
            ("edit", "src/PluginProcessor.cpp"),
            ("edit", "src/PluginEditor.cpp"),
            (
                "bash",
                "cmake --build build --target Driftline_VST3 driftline_tests 2>&1 | tail -1 && ./build/tests/driftline_tests '[wow]' | tail -2",
                "[214/214] Linking CXX executable tests/driftline_tests\n===============================================================================\nAll tests passed (14 assertions in 3 test cases)",
            ),
            (
                "assistant",
                "Added **wow**:\n- `ParameterID { \"wow\", 6 }` (version hint one above the highest existing hint, 5), 0-100%, default 0\n- `WowModulator`: 0.5 Hz sine plus a slowly smoothed random drift, modulating the delay time by up to ±6 ms; the delay line is prepared with `kMaxDelayMs + WowModulator::kMaxExcursionMs` so the excursion never reads past the buffer\n- knob in the editor next to Flutter\n\nAnd renamed `fb` → `feedback` in `Parameters.cpp`, the processor's `getRawParameterValue` call and the editor's slider attachment.\n\n`[wow]` tests pass.",
            ),
            (
                "user",
                "ah wait, undo the fb rename, my bad. param ids can never change once they shipped, hosts save automation and plugin state by id, everybody's sessions would silently lose their feedback setting. ugly stays. and the version hint isn't max+1, it's the minor version of the release that adds the param. wow ships in 2.8 so hint 8 (tone was 2.3 -> 3, flutter/mode 2.5 -> 5)",
            ),
            (
                "bash",
                "git diff --stat; git grep -n '\"feedback\"' src",
                ' src/Parameters.cpp        | 6 ++++--\n src/PluginEditor.cpp      | 9 +++++++--\n src/PluginProcessor.cpp   | 14 +++++++++++---\n src/dsp/WowModulator.cpp  | 61 +++++++++++++++++++++++++\n src/dsp/WowModulator.h    | 34 ++++++++++++++\n 5 files changed, 114 insertions(+), 10 deletions(-)\nsrc/Parameters.cpp:11:    layout.add (std::make_unique<AudioParameterFloat> (ParameterID { "feedback", 1 }, "Feedback",\nsrc/PluginEditor.cpp:58:    feedbackAttachment = std::make_unique<SliderAttachment> (state, "feedback", feedbackKnob);\nsrc/PluginProcessor.cpp:23:    feedback = state.getRawParameterValue ("feedback");',
            ),
            ("edit", "src/Parameters.cpp"),
            ("edit", "src/PluginEditor.cpp"),
            ("edit", "src/PluginProcessor.cpp"),
            ("edit", "tests/StateTests.cpp"),
            (
                "bash",
                "cmake --build build --target driftline_tests 2>&1 | tail -1 && ./build/tests/driftline_tests '[wow],[state]' | tail -2",
                "[3/3] Linking CXX executable tests/driftline_tests\n===============================================================================\nAll tests passed (31 assertions in 6 test cases)",
            ),
            (
                "assistant",
                'Reverted: the id is `fb` again everywhere (parameter, processor, editor attachment); only the wow changes remain in the diff. `wow` now uses `ParameterID { "wow", 8 }`.\n\nAdded a state test that loads a saved 2.7 state (`tests/data/state-2.7.xml`) and checks `fb`, `mix`, `time` come back unchanged and `wow` sits at its default, so an id rename would fail CI.',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["rename", "automation"]},
            {"keys": ["hint", "minor version"], "not": ["one above the highest existing hint"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh59-driftline-universal-mac-build-aax-dropped-macos-11-corrections",
        "split": "fresh59",
        "steps": [
            (
                "user",
                "mac release builds are arm64 only since CI moved to the m2 runners, intel users can't load 2.7 in logic. make the release build universal",
            ),
            (
                "read",
                ".github/workflows/release.yml",
                "  macos:\n    runs-on: macos-14\n    steps:\n      - uses: actions/checkout@v4\n        with: { submodules: recursive }\n      - name: Configure\n        run: cmake -B build -G Ninja -DCMAKE_BUILD_TYPE=Release\n      - name: Build\n        run: cmake --build build\n      - name: Sign and notarize\n        run: ./scripts/sign_notarize_mac.sh build/Driftline_artefacts/Release\n        env:\n          APPLE_TEAM_ID: ${{ secrets.APPLE_TEAM_ID }}\n          NOTARY_KEYCHAIN_PROFILE: driftline-notary\n",
            ),
            (
                "bash",
                "grep -n 'FORMATS\\|OSX\\|clap_juce' CMakeLists.txt; grep -n -i 'macos\\|formats' README.md",
                'CMakeLists.txt:3:set(CMAKE_OSX_DEPLOYMENT_TARGET "11.0" CACHE STRING "Minimum macOS version")\nCMakeLists.txt:31:    FORMATS VST3 AU AAX Standalone\nCMakeLists.txt:58:clap_juce_extensions_plugin(TARGET Driftline\nREADME.md:12:Formats: VST3, AU, AAX (Pro Tools), CLAP\nREADME.md:13:Requires macOS 10.13 or later, Windows 10 or later.',
            ),
            ("edit", ".github/workflows/release.yml"),
            ("edit", "CMakeLists.txt"),
            (
                "bash",
                "cmake -B build-uni -G Ninja -DCMAKE_BUILD_TYPE=Release '-DCMAKE_OSX_ARCHITECTURES=arm64;x86_64' > /dev/null && cmake --build build-uni > /dev/null && for f in VST3/Driftline.vst3 AU/Driftline.component CLAP/Driftline.clap AAX/Driftline.aaxplugin; do lipo -info build-uni/Driftline_artefacts/Release/$f/Contents/MacOS/Driftline; done",
                "Architectures in the fat file: build-uni/Driftline_artefacts/Release/VST3/Driftline.vst3/Contents/MacOS/Driftline are: x86_64 arm64\nArchitectures in the fat file: build-uni/Driftline_artefacts/Release/AU/Driftline.component/Contents/MacOS/Driftline are: x86_64 arm64\nArchitectures in the fat file: build-uni/Driftline_artefacts/Release/CLAP/Driftline.clap/Contents/MacOS/Driftline are: x86_64 arm64\nArchitectures in the fat file: build-uni/Driftline_artefacts/Release/AAX/Driftline.aaxplugin/Contents/MacOS/Driftline are: x86_64 arm64",
            ),
            (
                "assistant",
                "Universal works: `lipo` shows `x86_64 arm64` for VST3, AU, CLAP and AAX.\n\nChanges:\n- `release.yml` configures with `-DCMAKE_OSX_ARCHITECTURES=arm64;x86_64`\n- `CMakeLists.txt`: set the 10.13 deployment target the README promises (it was 11.0, so 10.13-10.15 users couldn't load it either)\n- `release.yml`: new step that signs the AAX bundle with PACE `wraptool sign`, since JUCE 8 bundles the AAX SDK and builds AAX from `FORMATS`, but an unwrapped AAX won't load in release Pro Tools. It needs `PACE_ACCOUNT`, `PACE_PASSWORD` and `PACE_WCGUID` as repo secrets.",
            ),
            (
                "user",
                "revert both of those. aax: we dropped it in 2.0, the pace/ilok wrapping + avid dev program wasn't worth it for ~30 pro tools users. AAX in FORMATS is a leftover, take it out and the readme line too. we ship VST3, AU and CLAP (+ the standalone for demos). and 11.0 is deliberate, we only test on 11+ and anyone on an older mac stays on 1.x. readme's stale on that too",
            ),
            ("edit", "CMakeLists.txt"),
            ("edit", ".github/workflows/release.yml"),
            ("edit", "README.md"),
            (
                "bash",
                "rm -rf build-uni && cmake -B build-uni -G Ninja -DCMAKE_BUILD_TYPE=Release '-DCMAKE_OSX_ARCHITECTURES=arm64;x86_64' > /dev/null && cmake --build build-uni > /dev/null && ls build-uni/Driftline_artefacts/Release && otool -l build-uni/Driftline_artefacts/Release/VST3/Driftline.vst3/Contents/MacOS/Driftline | grep -m2 minos",
                "AU\nCLAP\nStandalone\nVST3\n      minos 11.0\n      minos 11.0",
            ),
            (
                "assistant",
                'Reverted and cleaned up:\n- `CMakeLists.txt`: `FORMATS VST3 AU Standalone` (CLAP still comes from `clap_juce_extensions_plugin`), deployment target back to 11.0\n- `release.yml`: only the universal-architecture change remains; the wraptool step is gone\n- `README.md`: "Formats: VST3, AU, CLAP" and "Requires macOS 11 or later"\n\nThe universal build now produces AU, CLAP, Standalone and VST3 only, both slices with `minos 11.0`.',
            ),
            ("user", "ty, i'll tag 2.7.1 after lunch"),
        ],
        "lessons": [
            {"keys": ["AAX", "CLAP"]},
            {"keys": ["11.0", "macOS"], "not": ["10.13 deployment target"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh59-driftline-decision-3.0-ui-juce-components-not-webview",
        "split": "fresh59",
        "steps": [
            (
                "user",
                "starting 3.0 planning. the big item is the new resizable UI, sanne mocked it in figma. juce 8 has the webview UI stuff now, is that the way or do we stay with components",
            ),
            (
                "bash",
                "ls src/ui; wc -l src/ui/*.cpp | tail -1; git grep -c 'getLookAndFeel\\|DriftLookAndFeel' src | awk -F: '{s+=$2} END {print s}'",
                "DriftLookAndFeel.cpp\nDriftLookAndFeel.h\nKnob.cpp\nKnob.h\nMeter.cpp\nMeter.h\nPresetBar.cpp\nPresetBar.h\nTapeReels.cpp\nTapeReels.h\n  3412 total\n47",
            ),
            (
                "assistant",
                "Current UI: ~3.4k lines in `src/ui`, all drawing goes through `DriftLookAndFeel`. Options for 3.0:\n\n1. **WebView UI** (`WebBrowserComponent` with `WebSliderRelay` / `WebSliderParameterAttachment`, JUCE 8): the Figma design maps quickly to HTML/CSS and resizing is trivial. Costs: on Windows it depends on the **WebView2** runtime being installed (and a version new enough), a JS toolchain (node + bundler) joins the build, every plugin instance runs its own browser process tree (tens of MB each), and first-open latency.\n2. **JUCE components**, rebuilt on `DriftLookAndFeel`: resizable via `setResizable` + a fixed aspect ratio and layout in relative units, tape reels stay a timer-driven component. More C++ work to match the mockups, but no new runtime or toolchain.\n3. **Hybrid**: components for the main panel, a WebView only for the preset browser.",
            ),
            (
                "user",
                "components. a lot of our users run offline win10 studio machines, webview2 isn't guaranteed there and i'm not debugging edge runtime versions in support tickets. also people run 40 instances in a mix, a browser per instance is a no. and no node in the build. revisit for 4.0 maybe. write it down as an adr",
            ),
            ("edit", "docs/adr/0009-ui-toolkit-3.0.md"),
            (
                "bash",
                "head -12 docs/adr/0009-ui-toolkit-3.0.md",
                "# ADR 0009: 3.0 UI stays on JUCE components\n\nStatus: accepted (2026-12-05)\n\n## Decision\nThe resizable 3.0 UI is built with JUCE components on DriftLookAndFeel, not a WebView UI\n(WebBrowserComponent). No hybrid either.\n\n## Why\n- WebView2 is not guaranteed on the offline Windows 10 studio machines many users run.\n- Sessions with ~40 instances: one browser process tree per instance is too heavy.\n- No node/JS toolchain in the build.",
            ),
            (
                "assistant",
                'Written `docs/adr/0009-ui-toolkit-3.0.md`: decision (JUCE components on `DriftLookAndFeel`, no WebView, no hybrid), the three reasons, and "revisit for 4.0" under consequences. Want me to sketch the resizable layout (aspect-ratio constrainer + relative layout) as the first 3.0 ticket?',
            ),
            ("user", "later, not this week"),
        ],
        "lessons": [
            {"keys": ["WebView2", "3.0"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh59-driftline-incident-crackles-delay-buffer-resize-on-audio-thread",
        "split": "fresh59",
        "steps": [
            (
                "user",
                "2 reports this week of crackles when automating delay time, one ableton on windows, one logic. both say it happens when time goes past ~2s, buffer 64/128. i can't repro dragging the knob in reaper",
            ),
            (
                "read",
                "src/dsp/DelayLine.cpp",
                '#include "DelayLine.h"\n#include <cmath>\n\nvoid DelayLine::prepare (double newSampleRate, int numChannels, float maxDelayMs)\n{\n    sampleRate = newSampleRate;\n    buffer.assign ((size_t) numChannels, {});\n    setMaxDelay (maxDelayMs);\n}\n\nvoid DelayLine::setDelayMs (float ms) noexcept\n{\n    const auto samples = ms * 0.001f * (float) sampleRate;\n    if ((size_t) samples + 4 > buffer[0].size())\n        setMaxDelay (ms * 1.5f);   // long mode: grow on demand\n    delaySamples = samples;\n}\n\nvoid DelayLine::setMaxDelay (float ms)\n{\n    const auto size = (size_t) std::ceil (ms * 0.001 * sampleRate) + 4;\n    for (auto& ch : buffer)\n        ch.resize (size, 0.0f);\n    writePos %= size;\n}\n',
            ),
            (
                "bash",
                "grep -n 'delay.prepare\\|setDelayMs' src/PluginProcessor.cpp; git log --oneline -S'grow on demand' -- src/dsp/DelayLine.cpp",
                "41:    delay.prepare (spec.sampleRate, (int) spec.numChannels, 2000.0f); // normal mode range; long mode grows on demand\n88:        delay.setDelayMs (smoothedTime.getNextValue());\n6a0c3f1 long mode: up to 4 s delay (#201)",
            ),
            ("edit", "tests/AutomationTests.cpp"),
            (
                "bash",
                "cmake -B build-rtsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-20 -DDRIFTLINE_RTSAN=ON > /dev/null && cmake --build build-rtsan --target driftline_tests > /dev/null && ./build-rtsan/tests/driftline_tests '[automation]' 2>&1 | head -10",
                "==48213==ERROR: RealtimeSanitizer: unsafe-library-call\nIntercepted call to real-time unsafe function `malloc` in real-time context!\n    #0 0x5581c3a2f1d6 in malloc (/home/mo/driftline/build-rtsan/tests/driftline_tests+0x9a1d6)\n    #1 0x7f0b2e8bd98b in operator new(unsigned long) (/lib/x86_64-linux-gnu/libstdc++.so.6+0xbd98b)\n    #2 0x5581c3b4410e in std::vector<float, std::allocator<float>>::_M_default_append(unsigned long) /usr/include/c++/14/bits/vector.tcc:733:34\n    #3 0x5581c3b43c52 in DelayLine::setMaxDelay(float) /home/mo/driftline/src/dsp/DelayLine.cpp:23:12\n    #4 0x5581c3b43a07 in DelayLine::setDelayMs(float) /home/mo/driftline/src/dsp/DelayLine.cpp:15:9\n    #5 0x5581c3b3d8e4 in DriftlineProcessor::processBlock(juce::AudioBuffer<float>&, juce::MidiBuffer&) /home/mo/driftline/src/PluginProcessor.cpp:88:15\n    #6 0x5581c3b1f2aa in ____C_A_T_C_H____T_E_S_T____12() /home/mo/driftline/tests/AutomationTests.cpp:41:19\nSUMMARY: RealtimeSanitizer: unsafe-library-call (/home/mo/driftline/build-rtsan/tests/driftline_tests+0x9a1d6) in malloc",
            ),
            (
                "think",
                "prepareToPlay sizes for 2000 ms; long mode (#201) grows the vectors from setDelayMs inside processBlock. resize = malloc + zero-fill + copy of the old contents on the audio thread, plus writePos %= size scrambles the read position for one block. Only happens once per crossing until the next prepareToPlay, which is why dragging in Reaper is hard to notice; automation in Ableton/Logic crosses it repeatedly after transport-triggered re-prepares. 4 s at 192 kHz x 2 ch x 4 B = ~6 MB, fine to allocate up front.",
            ),
            (
                "assistant",
                "Found it. Since long mode (#201), `prepareToPlay` sizes the delay buffer for **2000 ms** only, and `DelayLine::setDelayMs` **grows the buffer from `processBlock`** once the time goes past it (`setMaxDelay` → `std::vector::resize`):\n\n- that's a `malloc`, zero-fill and copy of the old contents on the audio thread, which at 64/128-sample buffers blows the deadline → crackle\n- `writePos %= size` also jumps the read position for one block\n- it only happens when the time first crosses the current size after a `prepareToPlay`, which is why dragging once in Reaper is easy to miss; hosts that re-prepare on transport start hit it again on every pass\n\nRTSan confirms it with an automation sweep to 3.5 s (new test in `AutomationTests.cpp`): `malloc` in `DelayLine::setMaxDelay` called from `processBlock`.\n\nFix: `prepareToPlay` allocates for `kMaxDelayMs` (+ 4 samples) up front and `setDelayMs` only clamps, never resizes; `setMaxDelay` becomes private and is only called from `prepare`. Worst case 4 s × 192 kHz × 2 ch × 4 B ≈ 6 MB per instance.",
            ),
            (
                "user",
                "do it. 6mb/instance is fine. and put the rtsan build in CI as a required check, anything reachable from processBlock has to be clean under it from now on",
            ),
            ("edit", "src/dsp/DelayLine.h"),
            ("edit", "src/dsp/DelayLine.cpp"),
            ("edit", "src/PluginProcessor.cpp"),
            ("edit", ".github/workflows/ci.yml"),
            (
                "bash",
                "cmake --build build-rtsan --target driftline_tests > /dev/null && ./build-rtsan/tests/driftline_tests 2>&1 | tail -2; gh api -X POST repos/driftline-audio/driftline/branches/main/protection/required_status_checks/contexts -f 'contexts[]=rtsan' --jq '.'",
                '===============================================================================\nAll tests passed (212 assertions in 47 test cases)\n["build (macos-14)","build (windows-2022)","pluginval","rtsan"]',
            ),
            (
                "assistant",
                "Fixed:\n- `DelayLine::prepare` allocates for `kMaxDelayMs` at the prepared sample rate; `setDelayMs` clamps to the buffer and never allocates; `setMaxDelay` is private\n- `PluginProcessor::prepareToPlay` passes `kMaxDelayMs` instead of the hardcoded 2000\n- `ci.yml`: new `rtsan` job (ubuntu-24.04, clang 20, `-DDRIFTLINE_RTSAN=ON`, runs the full test suite), and it's now in main's required status checks\n\nThe whole suite is clean under RTSan, including the 3.5 s automation sweep.",
            ),
            ("user", "🙏 that's 2.7.2 then"),
        ],
        "lessons": [
            {"keys": ["setMaxDelay", "prepareToPlay"]},
            {"keys": ["RTSan", "required"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh59-driftline-tool-stored-beta-channel-and-no-juce-bump-before-3.0",
        "split": "fresh59",
        "steps": [
            (
                "user",
                "we're doing public betas for 2.8. put in memory: beta builds go to the driftline-beta R2 bucket (served at updates.driftline.audio/beta/), the update checker reads latest-beta.json there, stable stays on latest.json. then add a 'join beta' toggle in settings that switches which one the checker reads",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "driftline release channels: beta builds are uploaded to the driftline-beta R2 bucket, served at https://updates.driftline.audio/beta/; the in-app update checker reads latest-beta.json there for beta users. Stable builds and the stable manifest latest.json stay at https://updates.driftline.audio/.",
                    "tags": ["driftline", "release", "beta", "updates"],
                },
                '{"id":"4133","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/update/UpdateChecker.cpp",
                'namespace\n{\n    const juce::URL kManifestUrl { "https://updates.driftline.audio/latest.json" };\n}\n\nvoid UpdateChecker::checkAsync()\n{\n    pool.addJob ([this]\n    {\n        auto stream = kManifestUrl.createInputStream (juce::URL::InputStreamOptions (juce::URL::ParameterHandling::inAddress)\n                                                          .withConnectionTimeoutMs (4000));\n        if (stream == nullptr)\n            return;\n\n        auto manifest = juce::JSON::parse (stream->readEntireStreamAsString());\n        juce::MessageManager::callAsync ([this, manifest] { handleManifest (manifest); });\n    });\n}\n',
            ),
            ("edit", "src/update/UpdateChecker.h"),
            ("edit", "src/update/UpdateChecker.cpp"),
            ("edit", "src/ui/SettingsPanel.cpp"),
            ("edit", "src/AppSettings.cpp"),
            ("edit", "tests/UpdateCheckerTests.cpp"),
            (
                "bash",
                "cmake --build build --target driftline_tests > /dev/null && ./build/tests/driftline_tests '[update]' | tail -1; git -C JUCE describe --tags; git -C JUCE fetch -q --tags && git -C JUCE tag -l '8.0.*' | sort -V | tail -3",
                "All tests passed (18 assertions in 5 test cases)\n8.0.3\n8.0.4\n8.0.5\n8.0.6",
            ),
            (
                "assistant",
                "Saved the channel layout to memory, and:\n- `UpdateChecker` takes the channel from `AppSettings` (`updateChannel`: `stable` | `beta`) and reads `latest.json` or `beta/latest-beta.json`\n- \"Join beta\" toggle in the settings panel; switching it triggers a fresh check. Beta users are offered a stable build too when it's newer than their beta (so they drop out of the beta cleanly when 2.8 ships)\n- tests cover both manifests and the beta → stable case\n\nSide note: the JUCE submodule is at 8.0.3 and upstream is at 8.0.6. Want me to bump it while we're on 2.8?",
            ),
            (
                "user",
                "no, no juce bump until 3.0 ships. the last 8.0.x bump broke our PopupMenu LookAndFeel overrides and we found out in release week. after 3.0 we bump right at the start of a cycle, never near a release. also i'm off monday, back tue",
            ),
            (
                "assistant",
                "Got it, JUCE stays at 8.0.3 for now. The beta toggle is on `feature/beta-channel`, ready for review whenever you're back.",
            ),
        ],
        "lessons": [
            {"keys": ["JUCE", "3.0"]},
        ],
        "tool_stored": [["driftline-beta", "latest-beta.json"]],
    },
    {
        "name": "fresh59-driftline-chitchat-db-to-gain-and-changelog-blurb",
        "split": "fresh59",
        "steps": [
            (
                "user",
                "quick one, -6 dB as linear gain, is that exactly 0.5?",
            ),
            (
                "assistant",
                'Not exactly: 10^(−6/20) ≈ **0.501187**. Exactly 0.5 is −6.0206 dB. In code, `juce::Decibels::decibelsToGain (-6.0f)` gives `0.501187f`; for a mix law where "half" has to be exactly 0.5, use 0.5 directly instead of converting from −6 dB.',
            ),
            (
                "user",
                "ok. and write me a short customer-facing changelog for 2.7.2 from the log, no internal jargon",
            ),
            (
                "bash",
                "git log --oneline 2.7.1..HEAD",
                "a91c3e0 (HEAD -> main) bump version to 2.7.2\n7d20f55 preset bar: fix truncated names with a long author field\n31be8c9 fix crackles when automating delay time into long mode\ne44b1d7 win installer: per-user VST3 install no longer asks for admin\nc3d0b7a ci: bump actions/upload-artifact to v4",
            ),
            (
                "assistant",
                "**Driftline 2.7.2**\n\n- Fixed crackles when automating the delay time into Long mode.\n- Preset names no longer get cut off when the preset has a long author name.\n- Windows: installing the VST3 for the current user only no longer asks for administrator rights.\n\n(Left out the version bump and the CI change, nothing a customer would notice.)",
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
