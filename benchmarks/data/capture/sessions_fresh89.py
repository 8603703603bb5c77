"""The "fresh89" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH89: list[dict[str, Any]] = [
    # --- "kis-capture": Kestrel Imaging Suite, the Windows desktop app that drives Kestrel Dental's intraoral X-ray sensors (KD-S sizes 1 and 2) in dental practices (C++20, Qt 6.7 Widgets, CMake presets + Ninja, vcpkg, the vendor's kdsense C SDK over USB, DCMTK for DICOM, GoogleTest, MSVC 2022 for releases and Linux for dev builds, WiX installer, IEC 62304 class B software) ---
    {
        "name": "fresh89-kestrel-chitchat-qpointer-and-menu-typo",
        "split": "fresh89",
        "steps": [
            (
                "user",
                "whats the actual difference between QPointer and QSharedPointer, i keep mixing them up",
            ),
            (
                "assistant",
                "They answer different questions.\n\n- `QPointer<T>` is a guarded, non-owning pointer to a `QObject`. It doesn't keep the object alive; it just becomes null when the object is destroyed (it hooks into QObject's destruction). Use it when you hold a pointer to a widget someone else owns, e.g. a dialog that might be closed and deleted under you.\n- `QSharedPointer<T>` is reference-counted ownership, like `std::shared_ptr`. The object lives until the last `QSharedPointer` goes away. Works for any type, not just QObjects. Its weak partner is `QWeakPointer`.\n\nThe trap: don't put a QObject that has a parent into a `QSharedPointer`, because the parent will also delete it. For parented widgets, the parent owns them and `QPointer` is the right way to keep a safe reference.",
            ),
            (
                "user",
                'k. also the export menu says "Exprot to DICOM…" lol',
            ),
            (
                "bash",
                'grep -rn "Exprot" src/ i18n/',
                "src/ui/MainWindow.ui:212:        <string>Exprot to DICOM…</string>\ni18n/kis_de.ts:488:        <source>Exprot to DICOM…</source>",
            ),
            ("edit", "src/ui/MainWindow.ui"),
            ("edit", "i18n/kis_de.ts"),
            (
                "bash",
                "cmake --build --preset linux-debug 2>&1 | tail -1",
                "[214/214] Linking CXX executable bin/kis-capture",
            ),
            (
                "assistant",
                'Fixed to "Export to DICOM…" in `MainWindow.ui` and updated the matching source string in `kis_de.ts` so the German translation still attaches. Builds.',
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh89-kestrel-incident-unplug-crash-sdk-thread-and-bridge-rule",
        "split": "fresh89",
        "steps": [
            (
                "user",
                "practice in bristol says the app freezes and then dies if the nurse pulls the sensor cable out during an exposure. they sent the log, its in support/bristol-2026-12-05/kis.log",
            ),
            (
                "bash",
                "tail -n 12 support/bristol-2026-12-05/kis.log",
                "2026-12-05 10:41:07.882 [acq] exposure armed, sensor KD-S2 sn 22-04117\n2026-12-05 10:41:09.115 [kdsense] usb: device removed (port 3)\n2026-12-05 10:41:09.116 [acq] event KDS_EVENT_DISCONNECTED\n2026-12-05 10:41:09.117 [qt] ASSERT failure in QWidget: \"Widgets must be created in the GUI thread.\", file kernel\\qwidget.cpp, line 1124\n2026-12-05 10:41:09.117 [crash] thread 0x2d1c 'kds-usb-events'\n  #0 QWidget::QWidget\n  #1 QMessageBox::QMessageBox\n  #2 AcquisitionPanel::onSensorEvent(kds_event const*)  AcquisitionPanel.cpp:188\n  #3 AcquisitionPanel::sensorEventThunk(kds_event const*, void*)  AcquisitionPanel.cpp:61\n  #4 kdsense!kds_usb_event_loop",
            ),
            (
                "read",
                "src/acquisition/AcquisitionPanel.cpp",
                'void AcquisitionPanel::sensorEventThunk(const kds_event* ev, void* user)\n{\n    static_cast<AcquisitionPanel*>(user)->onSensorEvent(ev);\n}\n\n// ...\n\nvoid AcquisitionPanel::onSensorEvent(const kds_event* ev)\n{\n    switch (ev->type) {\n    case KDS_EVENT_FRAME_READY:\n        m_preview->setImage(toQImage(ev->frame));\n        break;\n    case KDS_EVENT_DISCONNECTED:\n        m_statusLabel->setText(tr("Sensor disconnected"));\n        QMessageBox(QMessageBox::Warning, tr("Sensor"), tr("The sensor was unplugged."), QMessageBox::Ok, this).exec();\n        break;\n    }\n}\n',
            ),
            (
                "read",
                "src/acquisition/SensorBridge.h",
                "// Wraps a kds_handle. kdsense callbacks arrive on the SDK's own threads;\n// SensorBridge re-emits them as Qt signals on the GUI thread.\nclass SensorBridge : public QObject {\n    Q_OBJECT\npublic:\n    explicit SensorBridge(kds_handle h, QObject* parent = nullptr);\nsignals:\n    void frameReady(QImage frame);\n    void disconnected(QString reason);\n    void exposureArmed();\n};\n",
            ),
            (
                "think",
                "kdsense fires its event callback on its own 'kds-usb-events' thread. AcquisitionPanel registered its own thunk directly and calls widgets from that thread: setImage, setText, and on disconnect constructs a QMessageBox, which asserts in debug and crashes/hangs in release. Frame-ready works by luck mostly. SensorBridge already exists for this and the camera panel uses it. Fix: AcquisitionPanel connects to SensorBridge signals; the bridge thunk uses QMetaObject::invokeMethod with Qt::QueuedConnection.",
            ),
            (
                "assistant",
                "Found it. `kdsense` delivers its event callback on its own USB event thread (`kds-usb-events` in the log), not the GUI thread. `AcquisitionPanel` registers its own `sensorEventThunk` with `kds_set_event_callback` and touches widgets straight from that thread: on `KDS_EVENT_DISCONNECTED` it builds a `QMessageBox` there, which asserts in debug and hangs or crashes the release build. The frame preview has the same bug and has just been lucky.\n\nThere's already a `SensorBridge` that does this properly for the intraoral camera: its thunk re-emits the event with `QMetaObject::invokeMethod(..., Qt::QueuedConnection)`, so slots run on the GUI thread. Fix: drop the panel's own thunk and connect `AcquisitionPanel` to `SensorBridge::frameReady` / `disconnected`. OK?",
            ),
            (
                "user",
                "yes do it. and make it a hard rule, write it in CONTRIBUTING too: nothing that kdsense calls back into may touch a QObject directly. every sdk callback goes through SensorBridge and panels only ever connect to its signals. this is the third crash from that sdk thread this year",
            ),
            ("edit", "src/acquisition/AcquisitionPanel.cpp"),
            ("edit", "src/acquisition/AcquisitionPanel.h"),
            ("edit", "src/acquisition/SensorBridge.cpp"),
            ("edit", "tests/acquisition/SensorBridgeTest.cpp"),
            ("edit", "CONTRIBUTING.md"),
            (
                "bash",
                "cmake --build --preset linux-debug 2>&1 | tail -1 && ctest --preset linux-debug -R Sensor --output-on-failure 2>&1 | tail -3",
                "[219/219] Linking CXX executable bin/kis-capture\n100% tests passed, 0 tests failed out of 9\n\nTotal Test time (real) =   2.41 sec",
            ),
            (
                "assistant",
                'Done:\n\n- `AcquisitionPanel` no longer calls `kds_set_event_callback`; it connects to `SensorBridge::frameReady`, `disconnected` and `exposureArmed`\n- `SensorBridge`\'s thunk posts every event to the GUI thread with `QMetaObject::invokeMethod(bridge, ..., Qt::QueuedConnection)`; the disconnect warning is now a non-modal banner instead of a blocking `QMessageBox`\n- new `SensorBridgeTest` fires events from a `std::thread` through the simulator and checks the slots run on the GUI thread\n- CONTRIBUTING.md, "Sensor SDK": kdsense callbacks run on SDK threads and must never touch a QObject; all of them go through `SensorBridge`\n\n9 sensor tests pass. Unplugging the simulated sensor mid-exposure shows the banner and the app keeps running.',
            ),
        ],
        "lessons": [
            {"keys": ["USB event thread", "QueuedConnection"]},
            {"keys": ["SensorBridge", "kdsense", "QObject"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh89-kestrel-decision-raw-frames-as-dicom-for-processing",
        "split": "fresh89",
        "steps": [
            (
                "user",
                "for the re-processing feature (change the filter after the fact) we have to keep the raw 16 bit frames, right now we only save the processed image. where do we keep them?",
            ),
            (
                "bash",
                'grep -n "PresentationIntentType\\|saveProcessed\\|DcmFileFormat" src/storage/*.cpp | head -6',
                'src/storage/DicomWriter.cpp:44:    DcmFileFormat file;\nsrc/storage/DicomWriter.cpp:71:    ds->putAndInsertString(DCM_PresentationIntentType, "FOR PRESENTATION");\nsrc/storage/ImageStore.cpp:102:bool ImageStore::saveProcessed(const StudyRef& study, const ProcessedImage& img)',
            ),
            (
                "assistant",
                "Today `ImageStore::saveProcessed` writes one DICOM per exposure with Presentation Intent Type `FOR PRESENTATION`. Three ways to keep the raw frame:\n\n- **Raw TIFF sidecar**: a 16-bit TIFF next to each DICOM (libtiff is already in vcpkg for the camera). Simple, but it's a second file format to keep in step with the DICOM, and PACS won't import it.\n- **DICOM For Processing**: a second DICOM instance in the same series with `PresentationIntentType = FOR PROCESSING`, unfiltered pixels plus the calibration and filter parameters. Same writer, same study structure.\n- **Own .kraw + SQLite index**: raw frames in a compact format of ours with an index. Smallest and fastest to reload, but entirely ours to maintain and document.\n\nThe TIFF sidecar is quickest to build.",
            ),
            (
                "user",
                "dicom for processing. most practices' PACS already take for-processing images, and our IEC 62304 technical file lists DICOM as the only persistent image format. tiff or a format of our own would mean a new SOUP item and another risk review, not worth it",
            ),
            ("edit", "src/storage/DicomWriter.cpp"),
            ("edit", "src/storage/DicomWriter.h"),
            ("edit", "src/storage/ImageStore.cpp"),
            ("edit", "src/processing/Reprocess.cpp"),
            ("edit", "tests/storage/DicomWriterTest.cpp"),
            (
                "bash",
                'ctest --preset linux-debug -R "DicomWriter|ImageStore|Reprocess" 2>&1 | tail -2 && dcmdump out/test/raw_0001.dcm | grep -E "PresentationIntentType|BitsStored|SeriesInstanceUID"',
                "100% tests passed, 0 tests failed out of 14\nTotal Test time (real) =   3.07 sec\n(0008,0068) CS [FOR PROCESSING]                          #  14, 1 PresentationIntentType\n(0020,000e) UI [1.2.826.0.1.3680043.10.1124.7.88123]     #  34, 1 SeriesInstanceUID\n(0028,0101) US 14                                        #   2, 1 BitsStored",
            ),
            (
                "assistant",
                "Done:\n\n- `DicomWriter::writeForProcessing()` writes the unfiltered frame (14 bits stored in 16) as `FOR PROCESSING` in the same series as the presentation image, with the filter preset and calibration id in a private block\n- `ImageStore::saveProcessed` now saves both instances; `Reprocess` loads the for-processing instance and re-runs the filter chain\n- 14 storage and reprocessing tests pass; `dcmdump` shows the raw instance in the same series",
            ),
        ],
        "lessons": [
            {"keys": ["FOR PROCESSING", "IEC 62304"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh89-kestrel-ruler-pixel-pitch-correction-and-one-decimal-rule",
        "split": "fresh89",
        "steps": [
            (
                "user",
                "dentists want a ruler tool on the image view, drag a line and get the length in mm (root length for endo mostly)",
            ),
            (
                "read",
                "src/imaging/SensorGeometry.h",
                "#pragma once\n\n// KD-S sensors: 20 um square pixels (size 1: 1000x1500, size 2: 1300x1700)\nconstexpr double kPixelPitchMm = 0.020;\n\nstruct SensorGeometry {\n    int widthPx;\n    int heightPx;\n};\n",
            ),
            (
                "assistant",
                'Plan: a `RulerTool` in `ImageView` that draws a `QGraphicsLineItem` with a label while you drag, and converts pixels to mm with `kPixelPitchMm` from SensorGeometry.h: the KD-S sensors have a 20 µm pixel pitch on both sizes, so 1 px = 0.020 mm. The label shows the length with 2 decimals, e.g. "18.42 mm". OK?',
            ),
            ("user", "yep"),
            ("edit", "src/imaging/RulerTool.cpp"),
            ("edit", "src/imaging/RulerTool.h"),
            ("edit", "src/imaging/ImageView.cpp"),
            ("edit", "tests/imaging/RulerToolTest.cpp"),
            (
                "bash",
                "ctest --preset linux-debug -R Ruler 2>&1 | tail -2",
                "100% tests passed, 0 tests failed out of 5\nTotal Test time (real) =   0.62 sec",
            ),
            (
                "user",
                "hmm looking at the diff, that 20 µm is wrong, its from the gen1 sensors we stopped selling in 2023. current size 1 and size 2 are both 18.5 µm, the comment in SensorGeometry.h is stale. dont hardcode it at all though, read it from the sensor's calibration block with kds_get_pixel_pitch, that's what the DICOM writer does for PixelSpacing. and dont show 2 decimals, measurements are always shown to 1 decimal in mm everywhere in the app, anything finer is fake precision on an intraoral image",
            ),
            (
                "bash",
                'grep -n "kds_get_pixel_pitch" src/storage/DicomWriter.cpp include/kdsense/kds.h',
                "src/storage/DicomWriter.cpp:88:    const double pitchMm = kds_get_pixel_pitch(m_handle) / 1000.0;  // SDK reports um\ninclude/kdsense/kds.h:212:KDS_API double kds_get_pixel_pitch(kds_handle h);  /* micrometres, from the calibration block */",
            ),
            ("edit", "src/imaging/SensorGeometry.h"),
            ("edit", "src/imaging/RulerTool.cpp"),
            ("edit", "src/imaging/ImageView.cpp"),
            ("edit", "tests/imaging/RulerToolTest.cpp"),
            (
                "bash",
                'ctest --preset linux-debug -R "Ruler|DicomWriter" 2>&1 | tail -2',
                "100% tests passed, 0 tests failed out of 12\nTotal Test time (real) =   1.88 sec",
            ),
            (
                "assistant",
                'Fixed:\n\n- `kPixelPitchMm` and the 20 µm comment are gone from SensorGeometry.h\n- `RulerTool` takes the pitch from the image: live images use `kds_get_pixel_pitch` (18.5 µm on current size 1 and 2), opened studies use the DICOM `PixelSpacing` the writer stored\n- the label shows 1 decimal ("18.4 mm") via a shared `formatLengthMm()` so other tools can use it\n\n12 tests pass, including a 1000 px line measuring 18.5 mm on a simulated size 2.',
            ),
        ],
        "lessons": [
            {"keys": ["18.5", "kds_get_pixel_pitch"], "not": ["20 µm pixel pitch on both sizes"]},
            {"keys": ["1 decimal", "mm"], "not": ["2 decimals, e.g."]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh89-kestrel-tool-stored-installer-signing-firmware-minimum-answer",
        "split": "fresh89",
        "steps": [
            (
                "user",
                "pls remember the installer signing steps, i always have to dig them out of old chats: the EV code signing cert is on the usb token plugged into KDI-BUILD02, so signing only works on that machine. cmake --build --preset win-release --target package, then scripts\\sign.ps1 out\\KISCapture-<version>.msi, it asks for the token pin. then bump us to 4.2.0 and build it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "kis-capture installer signing: only possible on KDI-BUILD02, where the USB token with the EV code signing certificate is plugged in. Build with `cmake --build --preset win-release --target package`, then run `scripts\\sign.ps1 out\\KISCapture-<version>.msi`; it prompts for the token PIN.",
                    "tags": ["kis-capture", "release", "installer", "signing"],
                },
                '{"id":"5517","action":"stored"}',
                False,
            ),
            (
                "bash",
                'grep -n "VERSION" CMakeLists.txt | head -2 && grep -n -B1 -A3 "kMinFirmware" src/acquisition/FirmwareCheck.cpp',
                "3:project(kis-capture VERSION 4.1.3 LANGUAGES CXX)\nsrc/acquisition/FirmwareCheck.cpp:14-// TODO(release 4.2): raise the minimum? see field reports\nsrc/acquisition/FirmwareCheck.cpp:15:constexpr Version kMinFirmware{3, 0, 0};\nsrc/acquisition/FirmwareCheck.cpp:16-\nsrc/acquisition/FirmwareCheck.cpp:17-bool firmwareSupported(const Version& v) { return v >= kMinFirmware; }",
            ),
            (
                "assistant",
                "Saved the signing steps.\n\nBefore I bump to 4.2.0: `FirmwareCheck.cpp` still requires sensor firmware 3.0.0 or newer and has a `TODO(release 4.2): raise the minimum?`. What should the minimum firmware be for 4.2.0, and what should the app do when a sensor is below it?",
            ),
            (
                "user",
                "3.2.0. anything older drops frames when the sensor sits behind a USB 3 hub, and about half our practices have one under the desk. below 3.2.0 refuse to acquire and tell them to run the firmware updater (KIS Firmware Tool, ships in the same installer)",
            ),
            ("edit", "CMakeLists.txt"),
            ("edit", "src/acquisition/FirmwareCheck.cpp"),
            ("edit", "src/acquisition/AcquisitionPanel.cpp"),
            ("edit", "tests/acquisition/FirmwareCheckTest.cpp"),
            ("edit", "CHANGELOG.md"),
            (
                "bash",
                "cmake --build --preset win-release --target package 2>&1 | tail -2 && ctest --preset win-release -R Firmware 2>&1 | tail -1",
                "CPack: - package: C:/src/kis-capture/out/KISCapture-4.2.0.msi generated.\n[1/1] Run CPack packaging tool\nTotal Test time (real) =   0.48 sec",
            ),
            (
                "bash",
                "powershell -File scripts\\sign.ps1 out\\KISCapture-4.2.0.msi",
                "Token PIN: ********\nDone Adding Additional Store\nSuccessfully signed: out\\KISCapture-4.2.0.msi\nTimestamp: Mon Dec 07 14:22:51 2026",
            ),
            (
                "assistant",
                '4.2.0 is built and signed: `out\\KISCapture-4.2.0.msi`.\n\n- version 4.2.0 in CMakeLists.txt, CHANGELOG entry added\n- `kMinFirmware` is 3.2.0; with an older sensor the Acquire button is disabled and the panel says "Sensor firmware x.y.z is too old. Run KIS Firmware Tool to update it." with a button that launches the tool\n- FirmwareCheck tests cover 3.1.9 (refused) and 3.2.0 (accepted)',
            ),
        ],
        "lessons": [
            {"keys": ["3.2.0", "USB 3 hub"]},
        ],
        "tool_stored": [["KDI-BUILD02", "sign.ps1"]],
    },
    {
        "name": "fresh89-kestrel-recent-patients-clang-format-17-and-vcpkg-baseline",
        "split": "fresh89",
        "steps": [
            (
                "user",
                "add a recent patients list to the start screen, last 10 patients opened, double click opens the study",
            ),
            ("edit", "src/ui/StartScreen.cpp"),
            ("edit", "src/ui/StartScreen.h"),
            ("edit", "src/storage/RecentPatients.cpp"),
            ("edit", "vcpkg.json"),
            (
                "bash",
                "clang-format --version && clang-format -i $(git ls-files 'src/*.cpp' 'src/*.h') && git diff --stat | tail -1",
                "Ubuntu clang-format version 18.1.8\n 43 files changed, 412 insertions(+), 398 deletions(-)",
            ),
            (
                "assistant",
                "The recent patients list is in: `RecentPatients` keeps the last 10 opened patient ids in `QSettings`, and `StartScreen` shows them in a `QListView` with name, date of birth and last visit; double-click opens the study. I also bumped the vcpkg `builtin-baseline` to the current one so we get DCMTK 3.6.9 for the newer date parsing, and ran clang-format over `src/`, which touched 43 files.",
            ),
            (
                "user",
                "whoa no, undo the formatting and the baseline. couple of things you need to know:\n- clang-format is pinned to 17, CI checks with 17 and 18 formats lambdas and requires-clauses differently, thats your 43 files. use tools/clang-format.sh, it calls the pinned 17 binary\n- the vcpkg baseline in vcpkg.json stays where it is unless we plan for it. a dcmtk bump changes what we write into the DICOM headers, which means redoing the DICOM conformance statement, so it only moves in a release where we budget for that\n- and leave the patient name out of the list for now, product is still arguing about what shows on a screen the patient can see",
            ),
            (
                "bash",
                "git checkout -- vcpkg.json $(git diff --name-only -- src | grep -v -e StartScreen -e RecentPatients) && tools/clang-format.sh src/ui/StartScreen.cpp src/ui/StartScreen.h src/storage/RecentPatients.cpp src/storage/RecentPatients.h && git diff --stat | tail -1",
                "clang-format 17.0.6 (pinned)\n 4 files changed, 187 insertions(+), 2 deletions(-)",
            ),
            ("edit", "src/ui/StartScreen.cpp"),
            (
                "bash",
                "cmake --build --preset linux-debug 2>&1 | tail -1 && ctest --preset linux-debug -R Recent 2>&1 | tail -1",
                "[221/221] Linking CXX executable bin/kis-capture\nTotal Test time (real) =   0.71 sec",
            ),
            (
                "assistant",
                "Reverted the baseline bump and the formatting of the 39 unrelated files; only the 4 recent-patients files changed, formatted with `tools/clang-format.sh` (17.0.6). The list now shows patient id, date of birth and last visit, no name. Builds and the RecentPatients tests pass.",
            ),
            ("user", "good, ta"),
        ],
        "lessons": [
            {"keys": ["clang-format", "17"]},
            {"keys": ["baseline", "conformance statement"]},
        ],
        "tool_stored": [],
    },
]
