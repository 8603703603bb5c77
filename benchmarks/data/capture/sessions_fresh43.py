"""The "fresh43" capture sessions: written in session 25 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH43: list[dict[str, Any]] = [
    # --- "snipwave", a C++/Qt desktop audio editor (open source, two maintainers) ---
    {
        "name": "fresh43-snipwave-24bit-sign-extend",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "issue #341: 24-bit WAVs open as full-scale noise and playback is just buzz. 16-bit and float files are fine. reporter's file is ~/Downloads/field_rec_24.wav",
            ),
            (
                "bash",
                "ffprobe -hide_banner ~/Downloads/field_rec_24.wav",
                "Input #0, wav, from '/home/mara/Downloads/field_rec_24.wav':\n  Metadata:\n    encoder         : ZOOM H5\n  Duration: 00:02:14.37, bitrate: 2304 kb/s\n  Stream #0:0: Audio: pcm_s24le ([1][0][0][0] / 0x0001), 48000 Hz, 2 channels, s32 (24 bit), 2304 kb/s",
            ),
            (
                "bash",
                "./build/src/snipwave-cli dump-samples ~/Downloads/field_rec_24.wav --frames 6",
                "frame  L          R\n0      0.000031   0.000015\n1      1.999908   0.000046\n2      1.999878   1.999969\n3      0.000092   1.999939\n4      1.999847   1.999908\n5      0.000122   0.000031",
            ),
            (
                "read",
                "src/audio/PcmDecoder.cpp",
                "    case 24: {\n        const auto *p = reinterpret_cast<const uint8_t *>(src);\n        for (qsizetype i = 0; i < frames * channels; ++i, p += 3) {\n            const int32_t v = p[0] | (p[1] << 8) | (p[2] << 16);\n            out[i] = float(v) / 8388608.0f;\n        }\n        break;\n    }\n",
            ),
            (
                "think",
                "Three bytes into an int32 with no sign extension: a negative sample like 0xFFFFFE becomes 16777214, /8388608 = 1.99999. Matches the ~2.0 values in the dump, every negative sample is garbage. 16-bit path reads int16_t so it's fine.",
            ),
            (
                "assistant",
                "Found it: the 24-bit branch in `PcmDecoder::toFloat` assembles the three bytes into an `int32_t` but doesn't sign-extend bit 23, so every negative sample comes out as a large positive value (0xFFFFFE → 16777214 → 1.99999 after scaling). That's the ~2.0 values in the dump: roughly half the samples are garbage, hence the noise. Fix: sign-extend, e.g. put the bytes in the top 24 bits and arithmetic-shift right by 8.",
            ),
            (
                "user",
                "yep do the shift version. add a test with the extremes (0x800000, 0x7fffff, -1). and check the writer too, we export 24 bit as well",
            ),
            (
                "read",
                "src/audio/PcmEncoder.cpp",
                "    case 24: {\n        auto *p = reinterpret_cast<uint8_t *>(dst);\n        for (qsizetype i = 0; i < frames * channels; ++i, p += 3) {\n            const int32_t v = int32_t(lrintf(std::clamp(in[i], -1.0f, 1.0f) * 8388607.0f));\n            p[0] = uint8_t(v);\n            p[1] = uint8_t(v >> 8);\n            p[2] = uint8_t(v >> 16);\n        }\n        break;\n    }\n",
            ),
            (
                "assistant",
                "The encoder is fine: it clamps to [-1, 1], converts with `lrintf(x * 8388607.0f)` and writes the low three bytes, which is the correct two's complement encoding for negative values too.",
            ),
            ("edit", "src/audio/PcmDecoder.cpp"),
            ("edit", "tests/tst_pcmdecoder.cpp"),
            (
                "bash",
                "cmake --build build -j12 && ctest --test-dir build -R pcm --output-on-failure",
                "[ 14%] Building CXX object src/audio/CMakeFiles/snipwave_audio.dir/PcmDecoder.cpp.o\n[ 28%] Linking CXX static library libsnipwave_audio.a\n[ 57%] Building CXX object tests/CMakeFiles/tst_pcmdecoder.dir/tst_pcmdecoder.cpp.o\n[ 71%] Linking CXX executable tst_pcmdecoder\n[100%] Built target tst_pcmdecoder\nInternal ctest changing into directory: /home/mara/src/snipwave/build\nTest project /home/mara/src/snipwave/build\n    Start 4: tst_pcmdecoder\n1/2 Test #4: tst_pcmdecoder ...................   Passed    0.04 sec\n    Start 5: tst_pcmencoder\n2/2 Test #5: tst_pcmencoder ...................   Passed    0.03 sec\n\n100% tests passed, 0 tests failed out of 2\n\nTotal Test time (real) =   0.09 sec",
            ),
            (
                "bash",
                "./build/src/snipwave-cli dump-samples ~/Downloads/field_rec_24.wav --frames 6",
                "frame  L          R\n0      0.000031   0.000015\n1     -0.000092   0.000046\n2     -0.000122  -0.000031\n3      0.000092  -0.000061\n4     -0.000153  -0.000092\n5      0.000122   0.000031",
            ),
            (
                "assistant",
                "Fixed: the decoder now does `int32_t(uint32_t(p[0]) << 8 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 24) >> 8`, which sign-extends the 24-bit value. The test decodes 0x800000 → -1.0, 0x7FFFFF → 0.99999988, 0xFFFFFF → -1/8388608 and also round-trips those through the encoder. The reporter's file now dumps sane values.",
            ),
            ("user", "sweet, sounds right now. commit it with Fixes #341"),
            (
                "bash",
                "git commit -qam $'audio: sign-extend 24-bit PCM samples when decoding\\n\\nFixes #341' && git log --oneline -1",
                "5e2a7c4 audio: sign-extend 24-bit PCM samples when decoding",
            ),
            ("assistant", "Committed as 5e2a7c4."),
        ],
        "lessons": [{"keys": ["24-bit", "sign-extend"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh43-snipwave-normalize-qt6-correction",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "add 'Normalize…' to the Effects menu: normalize the selection (or whole file if nothing is selected) to a peak target, default -1 dBFS. small dialog for the target",
            ),
            (
                "bash",
                "ls && sed -n 1,14p README.md",
                "CMakeLists.txt\nLICENSE\nREADME.md\ncmake\nresources\nsnipwave.pro\nsrc\ntests\n# snipwave\n\nA small, fast waveform editor.\n\n## Building\n\nRequires Qt 5.15 (widgets, multimedia).\n\n    qmake snipwave.pro\n    make -j8\n\n## Running tests\n",
            ),
            (
                "read",
                "snipwave.pro",
                "QT += core gui widgets multimedia\nCONFIG += c++17\n\nSOURCES += \\\n    src/main.cpp \\\n    src/MainWindow.cpp \\\n    src/effects/FadeCommand.cpp \\\n    src/effects/GainCommand.cpp \\\n    src/audio/PcmDecoder.cpp \\\n    src/audio/PcmEncoder.cpp\n",
            ),
            (
                "assistant",
                "Plan: a `NormalizeDialog` (QDialog with a QDoubleSpinBox, -1.0 dBFS default) and a `NormalizeCommand`, added to `snipwave.pro` next to the other effects. Since the README says Qt 5.15, I'll keep everything Qt 5.15 compatible (no Qt 6-only APIs).",
            ),
            (
                "user",
                "nah the README is ancient. we've been on Qt 6.5 LTS + CMake since last winter, snipwave.pro is dead, nothing builds from it. sources go into src/CMakeLists.txt in the qt_add_executable list. delete the .pro while you're at it and fix the build section in the README.\nand normalize has to be a QUndoCommand pushed on the document's undo stack like Fade and Gain. nothing touches the sample buffer directly, that's exactly how we got the redo corruption in 0.8",
            ),
            (
                "read",
                "src/CMakeLists.txt",
                "qt_add_executable(snipwave\n    main.cpp\n    MainWindow.cpp MainWindow.h\n    Document.cpp Document.h\n    effects/FadeCommand.cpp effects/FadeCommand.h\n    effects/GainCommand.cpp effects/GainCommand.h\n    widgets/WaveformView.cpp widgets/WaveformView.h\n)\n\ntarget_link_libraries(snipwave PRIVATE Qt6::Widgets Qt6::Multimedia snipwave_audio)\n",
            ),
            (
                "read",
                "src/effects/GainCommand.cpp",
                'GainCommand::GainCommand(Document *doc, SampleRange range, float gain, QUndoCommand *parent)\n    : QUndoCommand(QObject::tr("Gain"), parent), m_doc(doc), m_range(range), m_gain(gain) {}\n\nvoid GainCommand::redo()\n{\n    m_saved = m_doc->buffer().copy(m_range);\n    m_doc->buffer().apply(m_range, [g = m_gain](float s) { return s * g; });\n    emit m_doc->samplesChanged(m_range);\n}\n\nvoid GainCommand::undo()\n{\n    m_doc->buffer().restore(m_range, m_saved);\n    emit m_doc->samplesChanged(m_range);\n}\n',
            ),
            ("edit", "src/effects/NormalizeCommand.h"),
            ("edit", "src/effects/NormalizeCommand.cpp"),
            ("edit", "src/effects/NormalizeDialog.h"),
            ("edit", "src/effects/NormalizeDialog.cpp"),
            ("edit", "src/CMakeLists.txt"),
            ("edit", "src/MainWindow.cpp"),
            ("edit", "tests/tst_normalize.cpp"),
            ("edit", "tests/CMakeLists.txt"),
            (
                "bash",
                "git rm -q snipwave.pro && git status --short",
                "D  snipwave.pro\n M src/CMakeLists.txt\n M src/MainWindow.cpp\n M tests/CMakeLists.txt\n?? src/effects/NormalizeCommand.cpp\n?? src/effects/NormalizeCommand.h\n?? src/effects/NormalizeDialog.cpp\n?? src/effects/NormalizeDialog.h\n?? tests/tst_normalize.cpp",
            ),
            ("edit", "README.md"),
            (
                "bash",
                "cmake --build build -j12 2>&1 | tail -3 && ctest --test-dir build --output-on-failure | tail -4",
                "[ 97%] Linking CXX executable tst_normalize\n[ 98%] Linking CXX executable snipwave\n[100%] Built target snipwave\n\n100% tests passed, 0 tests failed out of 11\n\nTotal Test time (real) =   1.87 sec",
            ),
            (
                "assistant",
                "Done:\n- `NormalizeCommand` (a QUndoCommand like `GainCommand`): finds the peak of the selection or the whole document, applies gain = target / peak, saves the original block in `redo()` and restores it in `undo()`. It's pushed on `document->undoStack()` from the new Effects → Normalize… action. A silent selection is a no-op.\n- `NormalizeDialog` with a dBFS spin box (-1.0 default, range -30 to 0).\n- Sources added to `qt_add_executable` in src/CMakeLists.txt, `snipwave.pro` deleted, README build section now says Qt 6.5 and `cmake -B build && cmake --build build`.\n- `tst_normalize` runs normalize → undo → redo through the undo stack and compares buffers after each step. All 11 tests pass.",
            ),
            ("user", "ty. I'll click around a bit and commit it myself"),
        ],
        "lessons": [
            {"keys": ["6.5", "CMake"], "not": ["Qt 5.15 compatible"]},
            {"keys": ["QUndoCommand", "undo stack"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh43-snipwave-fixtures-tool-stored",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "why are tst_longfile and tst_rf64 always SKIP on my machine? CI runs them fine",
            ),
            (
                "bash",
                "ctest --test-dir build -R 'longfile|rf64' -V 2>&1 | grep -A1 SKIP",
                "9: SKIP   : TestLongFile::opensThreeHourPodcast() SNIPWAVE_FIXTURES not set, skipping large-file tests\n9:    Loc: [/home/mara/src/snipwave/tests/tst_longfile.cpp(31)]\n10: SKIP   : TestRf64::readsBeyond4GiB() SNIPWAVE_FIXTURES not set, skipping large-file tests\n10:    Loc: [/home/mara/src/snipwave/tests/tst_rf64.cpp(27)]",
            ),
            (
                "read",
                "tests/fixtures.h",
                'inline QString largeFixture(const QString &name)\n{\n    const QByteArray dir = qgetenv("SNIPWAVE_FIXTURES");\n    if (dir.isEmpty())\n        return {};\n    return QDir(QString::fromLocal8Bit(dir)).filePath(name);\n}\n',
            ),
            (
                "bash",
                "grep -rn SNIPWAVE_FIXTURES .github/",
                ".github/workflows/ci.yml:41:          SNIPWAVE_FIXTURES: /mnt/audio-fixtures",
            ),
            (
                "assistant",
                "They skip themselves when `SNIPWAVE_FIXTURES` isn't set; CI sets it to /mnt/audio-fixtures. The large files (3h podcast, the >4 GiB RF64) aren't in the repo. Do you have them somewhere on this machine?",
            ),
            (
                "user",
                "right, they're on the NAS share audio-fixtures, not in git because of the LFS quota. on my mac it's mounted at /Volumes/audio-fixtures, the CI runner has /mnt/audio-fixtures. this box is linux, I think it's /mnt/nas/audio-fixtures here",
            ),
            (
                "bash",
                "ls -lh /mnt/nas/audio-fixtures",
                "total 9.1G\n-rw-r--r-- 1 mara mara  41M Mar  3  2025 bwf_markers_ixml.wav\n-rw-r--r-- 1 mara mara 1.8G Mar  3  2025 podcast_3h_44k1_stereo.wav\n-rw-r--r-- 1 mara mara 5.1G Jun 19 14:02 rf64_5gib_96k.wav\n-rw-r--r-- 1 mara mara 2.2G Jun 19 14:10 w64_long_48k.w64",
            ),
            (
                "bash",
                "SNIPWAVE_FIXTURES=/mnt/nas/audio-fixtures ctest --test-dir build -R 'longfile|rf64' --output-on-failure",
                "Test project /home/mara/src/snipwave/build\n    Start  9: tst_longfile\n1/2 Test  #9: tst_longfile .....................   Passed   38.71 sec\n    Start 10: tst_rf64\n2/2 Test #10: tst_rf64 .........................   Passed   61.02 sec\n\n100% tests passed, 0 tests failed out of 2\n\nTotal Test time (real) =  99.75 sec",
            ),
            (
                "assistant",
                "Both pass with the NAS fixtures (39 s and 61 s, mostly reading over the network). I'll save where the fixtures live so I set the variable myself next time.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "snipwave large test fixtures (3h podcast, >4 GiB RF64) are not in git (LFS quota); they live on the NAS share audio-fixtures. Set SNIPWAVE_FIXTURES to its mount point: /mnt/nas/audio-fixtures on the linux dev box, /Volumes/audio-fixtures on Mara's mac, /mnt/audio-fixtures on CI. Without it tst_longfile and tst_rf64 are skipped.",
                    "tags": ["snipwave", "tests", "fixtures"],
                },
                '{"id":"207","action":"stored"}',
                False,
            ),
            ("user", "👍 could you also add a line about it to tests/README.md"),
            ("edit", "tests/README.md"),
            (
                "assistant",
                "Added a 'Large fixtures' section to tests/README.md: the files are on the audio-fixtures NAS share, set `SNIPWAVE_FIXTURES` to the mount point, otherwise those two tests skip.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [["SNIPWAVE_FIXTURES", "audio-fixtures"]],
    },
    {
        "name": "fresh43-snipwave-clazy-qstring-nothing",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "clazy spits out a bunch of qstring-allocations warnings in MarkerListModel.cpp. what does it want from me and is it even worth fixing?",
            ),
            (
                "bash",
                "clazy-standalone -p build -checks=qstring-allocations src/markers/MarkerListModel.cpp 2>&1 | grep warning",
                "src/markers/MarkerListModel.cpp:48:22: warning: QString(const char*) being called [-Wclazy-qstring-allocations]\nsrc/markers/MarkerListModel.cpp:71:35: warning: QString(const char*) being called [-Wclazy-qstring-allocations]\nsrc/markers/MarkerListModel.cpp:73:16: warning: Use QStringLiteral or QLatin1StringView instead [-Wclazy-qstring-allocations]",
            ),
            (
                "read",
                "src/markers/MarkerListModel.cpp",
                '    case Qt::DisplayRole:\n        if (m.name.isEmpty())\n            return QString("Marker %1").arg(index.row() + 1);\n        return m.name;\n...\n    case TypeRole:\n        return m.isRegion ? QString("region") : QString("point");\n...\n    if (role == Qt::ToolTipRole && m.name == "Marker")\n',
            ),
            (
                "assistant",
                'Each `QString("...")` converts the UTF-8 literal to UTF-16 at runtime and heap-allocates, every time the line runs. Comparing `m.name == "Marker"` does the same conversion behind your back. clazy wants:\n- `QStringLiteral("...")` or `u"..."_s`: the QString data is built at compile time, no allocation.\n- for comparisons, `QLatin1StringView` (`"Marker"_L1`), which compares without creating a QString at all.\n\nIs it worth it: in `data()` yes, that\'s called for every row and role on each repaint of the marker list. In code that runs once (menus, dialogs) it\'s cosmetic.',
            ),
            ("user", "ok. what's _s exactly, does that need an include?"),
            (
                "assistant",
                'It\'s a user-defined literal from Qt 6.4+: add `using namespace Qt::StringLiterals;` (in the .cpp, not a header) and then `u"region"_s` is a QString and `"Marker"_L1` a QLatin1StringView. `<QString>` already declares them.',
            ),
            ("user", "do it for those 3"),
            ("edit", "src/markers/MarkerListModel.cpp"),
            (
                "bash",
                "cmake --build build -j12 2>&1 | tail -1 && clazy-standalone -p build -checks=qstring-allocations src/markers/MarkerListModel.cpp 2>&1 | grep -c warning",
                "[100%] Built target snipwave\n0",
            ),
            (
                "assistant",
                'Switched the three spots to `u"Marker %1"_s`, `u"region"_s` / `u"point"_s` and `"Marker"_L1`. It builds and clazy reports nothing for that file now.',
            ),
            ("user", "nice ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # --- "mkt-warehouse", Airflow + dbt on BigQuery for the marketing team of Lumio, a D2C skincare brand ---
    {
        "name": "fresh43-mkt-decision-drop-cosmos",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "the dbt DAG is killing the scheduler. after every deploy it takes minutes until dbt_marketing shows up and this morning there were DagFileProcessor timeouts for dags/dbt_marketing.py. it's the cosmos one. what are our options",
            ),
            (
                "bash",
                "kubectl -n airflow exec deploy/airflow-scheduler -- airflow dags report -o plain",
                "file                           duration        dag_num  task_num  dags\n/dbt_marketing.py              0:00:47.318112  1        1412      dbt_marketing\n/ga4_export_sensor.py          0:00:01.204455  1        3         ga4_export_sensor\n/hubspot_contacts_daily.py     0:00:00.912071  1        4         hubspot_contacts_daily\n/meta_ads_daily.py             0:00:00.851930  1        5         meta_ads_daily\n/google_ads_daily.py           0:00:00.803615  1        5         google_ads_daily",
            ),
            (
                "read",
                "dags/dbt_marketing.py",
                'from cosmos import DbtDag, ProjectConfig, ProfileConfig, RenderConfig, ExecutionConfig\nfrom cosmos.constants import LoadMode\nfrom cosmos.profiles import GoogleCloudServiceAccountDictProfileMapping\n\ndbt_marketing = DbtDag(\n    dag_id="dbt_marketing",\n    schedule="0 6 * * *",\n    start_date=datetime(2025, 1, 1),\n    catchup=False,\n    project_config=ProjectConfig("/opt/airflow/dbt/mkt_warehouse"),\n    profile_config=profile_config,\n    render_config=RenderConfig(load_method=LoadMode.DBT_LS),\n    execution_config=ExecutionConfig(dbt_executable_path="/opt/airflow/dbt-venv/bin/dbt"),\n    operator_args={"install_deps": True},\n)\n',
            ),
            (
                "bash",
                "grep -n dagbag_import_timeout helm/airflow/values.yaml",
                "212:      dagbag_import_timeout: 30",
            ),
            (
                "assistant",
                "Parsing dbt_marketing.py takes 47 s against a 30 s import timeout: with `LoadMode.DBT_LS` cosmos runs `dbt ls` on every parse and then builds 1,412 tasks (each model plus its tests). Options:\n1. Raise `dagbag_import_timeout` to 120. Quick, but the scheduler still spends ~47 s on this file every parse loop.\n2. Keep cosmos, switch to `LoadMode.DBT_MANIFEST` with a manifest.json built in CI. Parse drops to a few seconds, still 1,400 tasks in the grid.\n3. Drop cosmos: a few BashOperator tasks, one per layer, each running `dbt build --select tag:<layer>`. Parses in well under a second, but per-model retries and per-model status in Airflow are gone.",
            ),
            (
                "user",
                "3. honestly nobody uses the per-model tasks, the grid with 1400 boxes is unreadable and when something fails the analysts rerun from the cli with dbt retry anyway. plus every cosmos upgrade has broken something for us (remember the profile mapping mess in october). one dbt build per layer: staging, intermediate, marts. keep uploading run_results.json to gcs after each one so elementary still gets the results",
            ),
            (
                "bash",
                "cd dbt/mkt_warehouse && dbt ls --resource-type model --select tag:staging tag:intermediate tag:marts -q | wc -l && dbt ls --resource-type model -q | wc -l",
                "412\n415",
            ),
            (
                "bash",
                "cd dbt/mkt_warehouse && comm -13 <(dbt ls --resource-type model --select tag:staging tag:intermediate tag:marts -q --output name | sort) <(dbt ls --resource-type model -q --output name | sort)",
                "fct_ad_spend_monthly\nstg_tiktok__ads\nstg_tiktok__campaigns",
            ),
            (
                "assistant",
                "3 models have no layer tag and would silently stop running with tag selectors: `stg_tiktok__ads`, `stg_tiktok__campaigns` and `fct_ad_spend_monthly`. The folder-level tags in dbt_project.yml don't cover models/staging/tiktok and models/marts/finance. Adding them there.",
            ),
            ("edit", "dbt/mkt_warehouse/dbt_project.yml"),
            (
                "bash",
                "cd dbt/mkt_warehouse && dbt ls --resource-type model --select tag:staging tag:intermediate tag:marts -q | wc -l",
                "415",
            ),
            ("edit", "dags/dbt_marketing.py"),
            ("edit", "requirements.txt"),
            (
                "bash",
                'python -c \'import time; from airflow.models import DagBag; t=time.time(); b=DagBag("dags/dbt_marketing.py", include_examples=False); print(b.import_errors, len(b.dags["dbt_marketing"].tasks), round(time.time()-t, 2))\'',
                "{} 6 0.38",
            ),
            (
                "bash",
                "airflow dags test dbt_marketing 2026-12-04 2>&1 | grep -E 'Marking task|Done\\. PASS'",
                "[2026-12-05T11:02:41.118+0000] {subprocess.py:93} INFO - 11:02:41  Done. PASS=389 WARN=2 ERROR=0 SKIP=0 TOTAL=391\n[2026-12-05T11:02:42.004+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=dbt_marketing, task_id=dbt_build_staging\n[2026-12-05T11:02:44.310+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=dbt_marketing, task_id=upload_run_results_staging\n[2026-12-05T11:05:19.772+0000] {subprocess.py:93} INFO - 11:05:19  Done. PASS=447 WARN=0 ERROR=0 SKIP=0 TOTAL=447\n[2026-12-05T11:05:20.512+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=dbt_marketing, task_id=dbt_build_intermediate\n[2026-12-05T11:05:22.901+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=dbt_marketing, task_id=upload_run_results_intermediate\n[2026-12-05T11:09:48.233+0000] {subprocess.py:93} INFO - 11:09:48  Done. PASS=301 WARN=1 ERROR=0 SKIP=0 TOTAL=302\n[2026-12-05T11:09:49.017+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=dbt_marketing, task_id=dbt_build_marts\n[2026-12-05T11:09:51.455+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=dbt_marketing, task_id=upload_run_results_marts",
            ),
            (
                "assistant",
                "Rewrote dbt_marketing as 6 plain tasks: `dbt_build_staging` → `dbt_build_intermediate` → `dbt_build_marts` (BashOperator, `dbt build --select tag:<layer> --target prod`), each followed by an upload of target/run_results.json to gs://lumio-dbt-artifacts/run_results/<layer>/ for elementary. The file parses in 0.38 s instead of 47 s, and a full test run for 2026-12-04 went through (0 errors, 3 warnings). Removed astronomer-cosmos from requirements.txt and tagged the 3 untagged models.",
            ),
            ("user", "ship it, I'll watch the 6am run tomorrow"),
        ],
        "lessons": [{"keys": ["cosmos", "dbt build"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh43-mkt-ad-spend-currency-correction",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "finance says november blended ROAS for the DACH campaigns in the exec dashboard looks too good compared to their own numbers, like 8-10% off. can you check fct_ad_spend_daily",
            ),
            (
                "read",
                "dbt/mkt_warehouse/models/marts/fct_ad_spend_daily.sql",
                "with google as (\n    select spend_date, 'google_ads' as channel, account_id, campaign_id, campaign_name,\n           spend_micros / 1e6 as spend_usd\n    from {{ ref('stg_google_ads__spend') }}\n),\nmeta as (\n    select spend_date, 'meta_ads' as channel, account_id, campaign_id, campaign_name,\n           spend as spend_usd\n    from {{ ref('stg_meta_ads__insights') }}\n)\nselect s.*, m.region\nfrom (select * from google union all select * from meta) s\nleft join {{ ref('dim_ad_accounts') }} m using (channel, account_id)\n",
            ),
            (
                "read",
                "dbt/mkt_warehouse/models/staging/meta_ads/stg_meta_ads__insights.sql",
                "select\n    date_start as spend_date,\n    account_id,\n    campaign_id,\n    campaign_name,\n    cast(spend as numeric) as spend,\n    cast(impressions as int64) as impressions,\n    cast(clicks as int64) as clicks\nfrom {{ source('meta_ads', 'ads_insights') }}\n",
            ),
            (
                "assistant",
                "The mart takes Meta's `spend` straight into `spend_usd`, which is right since Meta reports spend in USD. So the spend side looks fine to me; the gap is more likely on the revenue side, e.g. finance using net revenue after returns while `fct_orders_attributed` uses gross. I'd compare revenue next.",
            ),
            (
                "user",
                "no, meta reports spend in the ad account currency, whatever the account was set up with. our DACH accounts are EUR, lumio UK is GBP, only the US one is USD. google ads is the same btw, customer currency. anything with money has to go through stg_fx_daily_rates to usd before it lands in a mart. I bet thats the whole 8-10%",
            ),
            (
                "bash",
                'bq query --nouse_legacy_sql \'select account_currency, count(distinct account_id) accounts, round(sum(spend), 2) spend from `lumio-dw.raw_meta_ads.ads_insights` where date_start between "2026-11-01" and "2026-11-30" group by 1 order by 1\'',
                "+------------------+----------+-----------+\n| account_currency | accounts |   spend   |\n+------------------+----------+-----------+\n| EUR              |        3 | 184211.53 |\n| GBP              |        1 |  41870.12 |\n| USD              |        1 |  96344.90 |\n+------------------+----------+-----------+",
            ),
            (
                "read",
                "dbt/mkt_warehouse/models/staging/fx/stg_fx_daily_rates.sql",
                "-- one row per (rate_date, currency); usd_per_unit = USD for 1 unit of currency\n-- ECB reference rates, forward-filled over weekends and holidays\nselect rate_date, currency, usd_per_unit\nfrom {{ ref('int_fx_rates_filled') }}\n",
            ),
            ("edit", "dbt/mkt_warehouse/models/staging/meta_ads/stg_meta_ads__insights.sql"),
            ("edit", "dbt/mkt_warehouse/models/staging/google_ads/stg_google_ads__spend.sql"),
            ("edit", "dbt/mkt_warehouse/models/marts/fct_ad_spend_daily.sql"),
            ("edit", "dbt/mkt_warehouse/models/marts/_marts__models.yml"),
            (
                "bash",
                "cd dbt/mkt_warehouse && dbt build --select stg_meta_ads__insights stg_google_ads__spend fct_ad_spend_daily+ --target dev",
                "12:41:07  Running with dbt=1.8.7\n12:41:09  Registered adapter: bigquery=1.8.3\n12:41:10  Found 415 models, 1 snapshot, 902 data tests, 61 sources, 1041 macros\n12:41:10\n12:41:11  Concurrency: 8 threads (target='dev')\n12:41:11\n...\n12:42:33  Finished running 6 table models, 13 data tests in 0 hours 1 minutes and 22.51 seconds (82.51s).\n12:42:33\n12:42:33  Completed successfully\n12:42:33\n12:42:33  Done. PASS=19 WARN=0 ERROR=0 SKIP=0 TOTAL=19",
            ),
            (
                "bash",
                'bq query --nouse_legacy_sql \'select region, round(sum(p.spend_usd), 2) before_usd, round(sum(d.spend_usd), 2) after_usd, round(100 * (sum(d.spend_usd) / sum(p.spend_usd) - 1), 1) diff_pct from `lumio-dw.marts.fct_ad_spend_daily` p join `lumio-dw.dbt_jonas_marts.fct_ad_spend_daily` d using (spend_date, channel, account_id, campaign_id) where spend_date between "2026-11-01" and "2026-11-30" group by 1 order by 1\'',
                "+--------+------------+-----------+----------+\n| region | before_usd | after_usd | diff_pct |\n+--------+------------+-----------+----------+\n| DACH   |  302118.77 | 326590.40 |      8.1 |\n| UK     |   63402.55 |  80532.19 |     27.0 |\n| US     |  151877.03 | 151877.03 |      0.0 |\n+--------+------------+-----------+----------+",
            ),
            (
                "assistant",
                "That was it. Both staging models now carry the account currency (`account_currency` from Meta, `customer_currency_code` from Google Ads), and the mart converts with `stg_fx_daily_rates` on (spend_date, currency) into `spend_usd`, keeping `spend_local` and `currency` next to it. November DACH spend goes up 8.1%, matching finance's gap. UK was understated by 27% (GBP), US unchanged. Added a `not_null` test on `spend_usd` so a currency without an FX rate fails the build.",
            ),
            (
                "user",
                "lol UK. ok run it on prod, dashboard extracts refresh at 7 and I'll tell finance",
            ),
            (
                "bash",
                "cd dbt/mkt_warehouse && dbt build --select stg_meta_ads__insights stg_google_ads__spend fct_ad_spend_daily+ --target prod 2>&1 | tail -1",
                "13:02:58  Done. PASS=19 WARN=0 ERROR=0 SKIP=0 TOTAL=19",
            ),
            (
                "assistant",
                "Prod is rebuilt, 19 of 19 passed. The 7:00 extract will pick up the converted spend.",
            ),
        ],
        "lessons": [
            {
                "keys": ["stg_fx_daily_rates", "account currency"],
                "not": ["Meta reports spend in USD"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh43-mkt-ga4-intraday-double-count",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "sessions for dec 4 in the marketing dashboard are 2x what GA4 shows. same thing happened last friday and then it was fine again on monday without anyone touching anything?? whats going on",
            ),
            (
                "read",
                "dbt/mkt_warehouse/models/staging/ga4/stg_ga4__events.sql",
                "{{ config(\n    materialized='incremental',\n    incremental_strategy='insert_overwrite',\n    partition_by={'field': 'event_date', 'data_type': 'date'}\n) }}\n\nselect\n    parse_date('%Y%m%d', event_date) as event_date,\n    timestamp_micros(event_timestamp) as event_ts,\n    event_name,\n    user_pseudo_id,\n    (select value.int_value from unnest(event_params) where key = 'ga_session_id') as ga_session_id,\n    traffic_source.source as utm_source,\n    traffic_source.medium as utm_medium,\n    traffic_source.name as utm_campaign\nfrom {{ source('ga4', 'events') }}\n{% if is_incremental() %}\nwhere _TABLE_SUFFIX >= format_date('%Y%m%d', date_sub(current_date(), interval 3 day))\n{% endif %}\n",
            ),
            (
                "read",
                "dbt/mkt_warehouse/models/staging/ga4/_ga4__sources.yml",
                "version: 2\n\nsources:\n  - name: ga4\n    database: lumio-dw\n    schema: analytics_318204771\n    tables:\n      - name: events\n        identifier: events_*\n",
            ),
            (
                "bash",
                "bq ls --max_results 2000 lumio-dw:analytics_318204771 | grep 2026120",
                "  events_20261201              TABLE             event_date   \n  events_20261202              TABLE             event_date   \n  events_20261203              TABLE             event_date   \n  events_20261204              TABLE             event_date   \n  events_intraday_20261204     TABLE             event_date   \n  events_intraday_20261205     TABLE             event_date   ",
            ),
            (
                "think",
                "events_* also matches events_intraday_20261204. Its _TABLE_SUFFIX is 'intraday_20261204', which compares greater than '20261202' as a string ('i' > '2'), so the incremental filter keeps it. GA4 normally deletes the intraday table once the daily export lands, but this one is still around. Friday → Monday: intraday got dropped, 3-day lookback rebuilt the partition.",
            ),
            (
                "bash",
                "bq query --nouse_legacy_sql 'select _TABLE_SUFFIX as suffix, count(*) as events from `lumio-dw.analytics_318204771.events_*` where _TABLE_SUFFIX like \"%20261204\" group by 1'",
                "+-------------------+--------+\n|      suffix       | events |\n+-------------------+--------+\n| 20261204          | 912344 |\n| intraday_20261204 | 911870 |\n+-------------------+--------+",
            ),
            (
                "assistant",
                "Cause: the source identifier is `events_*`, and that wildcard also matches GA4's streaming tables `events_intraday_YYYYMMDD`. Their `_TABLE_SUFFIX` is `intraday_20261204`, which sorts after any date string, so the incremental filter `_TABLE_SUFFIX >= '20261202'` lets it through. Normally GA4 drops the intraday table once the daily export has landed, but yesterday's is still there, so Dec 4 is read twice (912k events from the daily table + 912k from the intraday one). Last Friday was the same; by Monday the intraday table was gone and the 3-day lookback rebuilt the partition, which is why it 'fixed itself'.\n\nFix: only read daily tables, `regexp_contains(_TABLE_SUFFIX, r'^\\d{8}$')`.",
            ),
            (
                "user",
                "yes. put the filter in the full refresh path too, not just inside is_incremental. then rebuild from nov 25 so last week is right too",
            ),
            ("edit", "dbt/mkt_warehouse/models/staging/ga4/stg_ga4__events.sql"),
            ("edit", "dbt/mkt_warehouse/tests/assert_ga4_events_one_source_table_per_day.sql"),
            (
                "bash",
                "cd dbt/mkt_warehouse && dbt build --select stg_ga4__events+ --vars '{ga4_rebuild_from: \"2026-11-25\"}' --target prod 2>&1 | tail -3",
                "14:18:40  Completed successfully\n14:18:40\n14:18:40  Done. PASS=27 WARN=0 ERROR=0 SKIP=0 TOTAL=27",
            ),
            (
                "bash",
                'bq query --nouse_legacy_sql \'select session_date, count(*) sessions from `lumio-dw.marts.fct_sessions` where session_date between "2026-11-27" and "2026-12-04" group by 1 order by 1\'',
                "+--------------+----------+\n| session_date | sessions |\n+--------------+----------+\n|   2026-11-27 |    58114 |\n|   2026-11-28 |    97402 |\n|   2026-11-29 |    71236 |\n|   2026-11-30 |    63017 |\n|   2026-12-01 |    60845 |\n|   2026-12-02 |    59311 |\n|   2026-12-03 |    60102 |\n|   2026-12-04 |    61208 |\n+--------------+----------+",
            ),
            (
                "assistant",
                "Fixed and rebuilt from Nov 25. The model now filters `regexp_contains(_TABLE_SUFFIX, r'^\\d{8}$')` on every run (the incremental lookback is an extra condition on top), plus a `ga4_rebuild_from` var for backfills. New singular test fails if any event_date in stg_ga4__events comes from more than one source table. Dec 4 is now 61,208 sessions, in line with the days around it (Nov 28 is Black Friday).",
            ),
            ("user", "perfect, GA says 61.4k, close enough. thanks"),
        ],
        "lessons": [{"keys": ["events_intraday", "_TABLE_SUFFIX"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh43-mkt-newsletter-export-nothing",
        "split": "fresh43",
        "steps": [
            (
                "user",
                "growth wants a one-off: newsletter signups in november by utm_campaign. csv is fine, they'll paste it into their deck",
            ),
            (
                "bash",
                "bq show --schema --format=prettyjson lumio-dw:marts.fct_newsletter_signups | jq -r '.[] | \"\\(.name) \\(.type)\"'",
                "signup_id STRING\nsigned_up_at TIMESTAMP\nemail_hash STRING\nsource STRING\nutm_source STRING\nutm_medium STRING\nutm_campaign STRING\nconfirmed BOOLEAN",
            ),
            (
                "assistant",
                "Should unconfirmed signups count? The table has a `confirmed` flag (double opt-in), so I'd count only confirmed ones unless they want raw form submissions.",
            ),
            ("user", "only confirmed. and put the ones without a campaign under '(none)'"),
            (
                "bash",
                'bq query --nouse_legacy_sql --format=csv --max_rows=1000 \'select coalesce(utm_campaign, "(none)") as utm_campaign, count(*) as signups from `lumio-dw.marts.fct_newsletter_signups` where confirmed and signed_up_at >= "2026-11-01" and signed_up_at < "2026-12-01" group by 1 order by 2 desc\' > /tmp/newsletter_nov.csv && head -6 /tmp/newsletter_nov.csv && wc -l < /tmp/newsletter_nov.csv',
                "utm_campaign,signups\n(none),3412\nbf_2026_teaser,2870\nbf_2026_main,2114\nwinter_lookbook,906\nreferral_nov,488\n19",
            ),
            (
                "assistant",
                "Written to /tmp/newsletter_nov.csv: 18 rows, 11,023 confirmed signups in November. Top: (none) 3,412, bf_2026_teaser 2,870, bf_2026_main 2,114, winter_lookbook 906.",
            ),
            ("user", "why so many (none)"),
            (
                "bash",
                'bq query --nouse_legacy_sql \'select source, count(*) as signups from `lumio-dw.marts.fct_newsletter_signups` where confirmed and utm_campaign is null and signed_up_at >= "2026-11-01" and signed_up_at < "2026-12-01" group by 1 order by 2 desc\'',
                "+----------------+---------+\n|     source     | signups |\n+----------------+---------+\n| footer_form    |    2611 |\n| checkout_optin |     701 |\n| popup          |     100 |\n+----------------+---------+",
            ),
            (
                "assistant",
                "Mostly the footer form (2,611) and the checkout opt-in (701): people who came to the site without campaign parameters, i.e. organic/direct, then signed up.",
            ),
            ("user", "makes sense, sending it over. ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
