"""The "fresh52" capture sessions: written in session 27 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH52: list[dict[str, Any]] = [
    # --- "orchardhop": casual merge-puzzle mobile game (Godot 4.3, GDScript, Android now, iOS later) ---
    {
        "name": "fresh52-orchardhop-android-save-lost-app-paused",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "getting 1 star reviews on android, 'lost all my progress'. only android ppl complain but thats also like 90% of players so idk. SaveManager autoload does the saving",
            ),
            (
                "read",
                "autoload/save_manager.gd",
                'extends Node\n\nconst SAVE_PATH := "user://save.json"\n\nvar data: Dictionary = {}\n\nfunc _ready() -> void:\n\tload_game()\n\nfunc _notification(what: int) -> void:\n\tif what == NOTIFICATION_WM_CLOSE_REQUEST:\n\t\tsave_game()\n\nfunc save_game() -> void:\n\tvar json := JSON.stringify(data)\n\tvar f := FileAccess.open(SAVE_PATH, FileAccess.WRITE)\n\tf.store_string(json)\n\tf.close()\n\tprint("SaveManager: saved %d bytes" % json.length())\n\nfunc load_game() -> void:\n\tif not FileAccess.file_exists(SAVE_PATH):\n\t\tdata = _default_data()\n\t\treturn\n\tvar text := FileAccess.get_file_as_string(SAVE_PATH)\n\tvar parsed = JSON.parse_string(text)\n\tif parsed is Dictionary:\n\t\tdata = parsed\n\t\tprint("SaveManager: loaded %d bytes" % text.length())\n\telse:\n\t\tpush_warning("SaveManager: unreadable save, starting fresh")\n\t\tdata = _default_data()\n',
            ),
            (
                "bash",
                'grep -rn "save_game()" --include=*.gd . | grep -v "func save_game"',
                "./scripts/level/level_end.gd:31:\tSaveManager.save_game()\n./autoload/save_manager.gd:12:\t\tsave_game()",
            ),
            (
                "bash",
                "adb logcat -c && adb shell monkey -p com.brambleworks.orchardhop 1 >/dev/null && sleep 25 && adb shell input keyevent KEYCODE_HOME && sleep 2 && adb shell am kill com.brambleworks.orchardhop; adb logcat -d | grep -E 'godot|orchardhop' | tail -6",
                "12-05 09:12:41.118 21877 21904 I godot   : SaveManager: loaded 3412 bytes\n12-05 09:12:58.502 21877 21904 I godot   : [lifecycle] NOTIFICATION_APPLICATION_FOCUS_OUT\n12-05 09:12:58.503 21877 21904 I godot   : [lifecycle] NOTIFICATION_APPLICATION_PAUSED\n12-05 09:13:00.771  1502  1533 I ActivityManager: Killing 21877:com.brambleworks.orchardhop/u0a312 (adj 900): kill background",
            ),
            (
                "think",
                "No WM_CLOSE_REQUEST before the kill. On Android the app goes to background (FOCUS_OUT, PAUSED) and then the OS kills the process from recents or for memory; the close request never comes. So everything since the last level end is lost. Second path: FileAccess.WRITE truncates the file before writing; if the process dies mid-write the save is empty or half-written, load_game fails to parse, silently starts fresh, and the next save overwrites the old progress for good. That's the 'lost ALL my progress' case.",
            ),
            (
                "assistant",
                "Two ways progress gets lost, both Android-specific in practice:\n\n1. **The save never runs.** `SaveManager` only saves on `NOTIFICATION_WM_CLOSE_REQUEST` (plus at level end). Android never sends that when the app is swiped away or killed in the background; the log above shows `FOCUS_OUT` → `APPLICATION_PAUSED` → process killed, no close request. Everything since the last finished level is gone.\n2. **A killed write wipes the save.** `FileAccess.open(..., WRITE)` truncates `save.json` first. If the OS kills the process mid-write, the file is empty or cut off, `load_game()` can't parse it, pushes a warning nobody sees and starts fresh, and the next save overwrites the old progress for good. That's the \"lost *all* my progress\" reviews.\n\nFix:\n- save on `NOTIFICATION_APPLICATION_PAUSED` (the last notification Android reliably delivers) and `NOTIFICATION_WM_GO_BACK_REQUEST`, keep the close request for desktop\n- write atomically: write `save.json.tmp`, then `DirAccess.rename_absolute()` over `save.json`\n- on a parse failure, fall back to the previous good save instead of a fresh one",
            ),
            ("user", "yep do it. keep a .bak of the last good save too"),
            ("edit", "autoload/save_manager.gd"),
            ("edit", "tests/unit/test_save_manager.gd"),
            (
                "bash",
                "godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://tests/unit -gexit 2>&1 | tail -9",
                "res://tests/unit/test_save_manager.gd\n* test_saves_on_application_paused\n* test_atomic_write_keeps_old_file_when_write_fails\n* test_corrupt_save_loads_bak\n* test_missing_save_starts_fresh\nTotals\nScripts           6\nTests            41\nPassing Tests    41",
            ),
            (
                "bash",
                "godot --headless --export-debug \"Android Debug\" build/orchardhop-debug.apk >/dev/null 2>&1 && adb install -r build/orchardhop-debug.apk >/dev/null && adb logcat -c && adb shell monkey -p com.brambleworks.orchardhop 1 >/dev/null && sleep 25 && adb shell input keyevent KEYCODE_HOME && sleep 2 && adb shell am kill com.brambleworks.orchardhop && adb shell monkey -p com.brambleworks.orchardhop 1 >/dev/null && sleep 5 && adb logcat -d | grep -E 'SaveManager|PAUSED'",
                "12-05 09:31:07.240 22410 22437 I godot   : SaveManager: loaded 3412 bytes\n12-05 09:31:24.915 22410 22437 I godot   : [lifecycle] NOTIFICATION_APPLICATION_PAUSED\n12-05 09:31:24.931 22410 22437 I godot   : SaveManager: saved 3519 bytes\n12-05 09:31:30.102 22518 22544 I godot   : SaveManager: loaded 3519 bytes",
            ),
            (
                "assistant",
                "Fixed and checked on the Pixel 6a with the same home + kill repro: the save now happens on pause (3519 bytes written) and the relaunch loads it.\n\n`save_manager.gd` now:\n- saves on `NOTIFICATION_APPLICATION_PAUSED`, `NOTIFICATION_WM_GO_BACK_REQUEST` and `NOTIFICATION_WM_CLOSE_REQUEST`\n- writes `save.json.tmp` and renames it over `save.json`; before the rename the previous `save.json` is copied to `save.json.bak`\n- if `save.json` doesn't parse, loads `save.json.bak` and logs it; only starts fresh if both are unreadable\n\n4 new GUT tests, 41/41 passing.",
            ),
            (
                "user",
                "sweet. ill push 1.4.2 to the internal track tonight and do the staged rollout myself",
            ),
        ],
        "lessons": [{"keys": ["NOTIFICATION_APPLICATION_PAUSED", "WM_CLOSE_REQUEST"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh52-orchardhop-golden-pear-fruitdef-tr-correction",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "new fruit tier after plum: golden pear. 2 plums merge into it, 250 pts, gold sparkle on merge. sprite is assets/fruits/golden_pear.png",
            ),
            (
                "bash",
                'grep -rln "plum" --include=*.gd --include=*.tres --include=*.tscn .',
                "./scripts/legacy/fruit_table.gd\n./scripts/board/merge_board.gd\n./data/fruits/plum.tres",
            ),
            (
                "read",
                "scripts/legacy/fruit_table.gd",
                '# Fruit progression\nconst FRUITS := {\n\t"cherry": {"points": 5, "next": "apricot", "texture": "res://assets/fruits/cherry.png"},\n\t"apricot": {"points": 12, "next": "lemon", "texture": "res://assets/fruits/apricot.png"},\n\t"lemon": {"points": 25, "next": "apple", "texture": "res://assets/fruits/lemon.png"},\n\t"apple": {"points": 50, "next": "plum", "texture": "res://assets/fruits/apple.png"},\n\t"plum": {"points": 120, "next": "", "texture": "res://assets/fruits/plum.png"},\n}\n',
            ),
            (
                "assistant",
                "The tiers are defined in `scripts/legacy/fruit_table.gd` (`FRUITS`). I'll add `golden_pear` there with `points: 250`, point `plum.next` at it, and show \"Golden Pear!\" in the merge popup when it's created.",
            ),
            ("edit", "scripts/legacy/fruit_table.gd"),
            ("edit", "scripts/ui/merge_popup.gd"),
            (
                "user",
                "stop, fruit_table.gd is leftover from the prototype, nothing loads it. fruits are FruitDef resources, one .tres per tier in data/fruits/, FruitRegistry scans that folder at boot and next_tier is a resource ref. also never put player facing text in as a literal, everything goes through tr() with a key in localization/strings.csv, we ship 6 languages. and delete fruit_table.gd while youre there",
            ),
            (
                "read",
                "data/fruits/plum.tres",
                '[gd_resource type="Resource" script_class="FruitDef" load_steps=4 format=3 uid="uid://c8plum0x2k1qa"]\n\n[ext_resource type="Script" path="res://scripts/fruits/fruit_def.gd" id="1_def"]\n[ext_resource type="Texture2D" path="res://assets/fruits/plum.png" id="2_tex"]\n\n[resource]\nscript = ExtResource("1_def")\nid = &"plum"\nname_key = "FRUIT_PLUM"\npoints = 120\nradius = 58.0\ntexture = ExtResource("2_tex")\nnext_tier = null\nmerge_particles = null\n',
            ),
            (
                "bash",
                "git checkout scripts/ui/merge_popup.gd && git rm -q scripts/legacy/fruit_table.gd && head -3 localization/strings.csv && grep -rn 'fruit_table' --include=*.gd . | wc -l",
                "keys,en,de,fr,es,pt_BR,ja\nFRUIT_CHERRY,Cherry,Kirsche,Cerise,Cereza,Cereja,さくらんぼ\nFRUIT_APRICOT,Apricot,Aprikose,Abricot,Albaricoque,Damasco,アプリコット\n0",
            ),
            ("edit", "data/fruits/golden_pear.tres"),
            ("edit", "data/fruits/plum.tres"),
            ("edit", "scenes/fx/gold_sparkle.tscn"),
            ("edit", "localization/strings.csv"),
            (
                "bash",
                "godot --headless --import >/dev/null 2>&1; godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://tests/unit -gexit 2>&1 | tail -4",
                "Totals\nScripts           7\nTests            43\nPassing Tests    43",
            ),
            (
                "assistant",
                'Redone the right way:\n- `data/fruits/golden_pear.tres`: `FruitDef` with `id = &"golden_pear"`, `name_key = "FRUIT_GOLDEN_PEAR"`, `points = 250`, `radius = 64.0`, the new sprite, `merge_particles` → `scenes/fx/gold_sparkle.tscn`\n- `plum.tres`: `next_tier` now references `golden_pear.tres`\n- `localization/strings.csv`: `FRUIT_GOLDEN_PEAR` with the `en` column filled; the other five columns are empty, so those languages fall back to English until translated\n- `scripts/legacy/fruit_table.gd` deleted (nothing referenced it), and my popup change reverted\n\nThe `FruitRegistry` test that walks the tier chain picks up the new tier; 43/43 passing.',
            ),
            ("user", "fine, ill send the csv to the translators friday"),
        ],
        "lessons": [
            {"keys": ["FruitDef", "data/fruits"]},
            {"keys": ["tr(", "strings.csv"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh52-orchardhop-iap-revenuecat-decision",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "ok time for IAP. 'remove ads' and a 'starter pack'. android now, ios build sometime in Q2. whats the sane way to do this in godot 4.3",
            ),
            (
                "bash",
                "ls addons; grep -n 'plugins' export_presets.cfg",
                "admob\ngut\nlogger\nexport_presets.cfg:24:plugins/AdMob=true",
            ),
            (
                "assistant",
                "No billing plugin yet, only AdMob. Three realistic options:\n\n1. **Store plugins + own validation**: the official GodotGooglePlayBilling plugin now, the iOS `inappstore` plugin in Q2, and a small backend (e.g. a Cloud Function) that validates purchases against the Play Developer API and the App Store Server API. No fees, full control, but two purchase flows and two receipt validators to write and keep running.\n2. **RevenueCat**: one plugin wrapping both stores; RevenueCat validates receipts server-side and exposes *entitlements* (`no_ads`, `starter_pack`) that are the same on Android and iOS, plus restore-purchases for free. Free up to $2.5k monthly tracked revenue, then 1%.\n3. **Client-only**: trust the purchase state the Play library reports on device, no server at all. Cheapest, but trivially bypassed with patched APKs, and no cross-device restore.",
            ),
            (
                "user",
                "revenuecat. im one guy, not writing and hosting two receipt validators, and 1% after 2.5k/mo is whatever. products will be no_ads and starter_pack, ill create them in play console later",
            ),
            ("edit", "addons/godot_revenuecat/plugin.cfg"),
            ("edit", "autoload/store.gd"),
            ("edit", "project.godot"),
            ("edit", "scripts/ads/ad_controller.gd"),
            ("edit", "export_presets.cfg"),
            (
                "bash",
                "godot --headless --export-debug \"Android Debug\" build/orchardhop-debug.apk 2>&1 | tail -2 && adb install -r build/orchardhop-debug.apk >/dev/null && adb shell monkey -p com.brambleworks.orchardhop 1 >/dev/null && sleep 6 && adb logcat -d | grep -E 'Store:' | tail -2",
                "BUILD SUCCESSFUL in 51s\n33 actionable tasks: 33 executed\n12-05 11:40:02.311 23981 24010 I godot   : Store: RevenueCat configured (android)\n12-05 11:40:03.027 23981 24010 I godot   : Store: offerings loaded: 0 packages (no products configured yet)",
            ),
            (
                "assistant",
                'RevenueCat is wired in:\n- `addons/godot_revenuecat` vendored and enabled in the Android export preset\n- `autoload/store.gd` (`Store`): configures RevenueCat with the public Android key from the project setting `orchardhop/revenuecat/android_key`, exposes `purchase(package_id)`, `restore()` and `has_entitlement(id)`, and emits `entitlements_changed`; on desktop/editor it\'s a stub so the game still runs there\n- `ad_controller.gd` skips interstitials and banners while `Store.has_entitlement("no_ads")`\n\nOn the device it configures fine and reports 0 packages, as expected until the products exist in Play Console and are attached to an offering in the RevenueCat dashboard.',
            ),
            ("user", "👍"),
        ],
        "lessons": [{"keys": ["RevenueCat", "receipt"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh52-orchardhop-target-sdk-35-keystore-tool-stored",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "play console says target api 35 required by aug 31. bump it. also save this to memory: the release keystore is NEVER in the repo, the Android Release preset reads it from ORCHARD_KEYSTORE_PATH and ORCHARD_KEYSTORE_PASS env vars, the file itself lives in 1password under 'orchardhop upload key'",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "orchardhop: the Android release (upload) keystore is never committed. The \"Android Release\" export preset reads its path and password from the env vars ORCHARD_KEYSTORE_PATH and ORCHARD_KEYSTORE_PASS; the keystore file is stored in 1Password as 'orchardhop upload key'.",
                    "tags": ["orchardhop", "android", "release", "secrets"],
                },
                '{"id":"2214","action":"stored"}',
                False,
            ),
            (
                "bash",
                "grep -n -E 'target_sdk|min_sdk|keystore/release' export_presets.cfg",
                'export_presets.cfg:58:gradle_build/min_sdk="24"\nexport_presets.cfg:59:gradle_build/target_sdk="34"\nexport_presets.cfg:71:keystore/release=""\nexport_presets.cfg:72:keystore/release_user="upload"\nexport_presets.cfg:73:keystore/release_password=""',
            ),
            ("edit", "export_presets.cfg"),
            (
                "bash",
                'godot --headless --export-release "Android Release" build/orchardhop-1.4.3.aab 2>&1 | tail -2 && bundletool dump manifest --bundle build/orchardhop-1.4.3.aab --xpath /manifest/uses-sdk/@android:targetSdkVersion',
                "BUILD SUCCESSFUL in 1m 14s\n35 actionable tasks: 35 executed\n35",
            ),
            (
                "assistant",
                "Saved the keystore rule to memory, and bumped `gradle_build/target_sdk` to `35` in both Android presets (min SDK stays 24). The release AAB builds with your env vars and its manifest reports `targetSdkVersion 35`. Nothing else in the manifest changed.\n\nIf Play App Signing isn't on yet it's worth turning on, so losing the upload key is recoverable.",
            ),
            (
                "user",
                "it is on. lol the golden pear is already the most merged fruit in the beta btw",
            ),
            ("assistant", "Ha, the sparkle probably doesn't hurt. 🍐"),
        ],
        "lessons": [],
        "tool_stored": [["ORCHARD_KEYSTORE_PATH", "1Password"]],
    },
    # --- "wheatpan": wheat pangenome assembly pipeline (Snakemake 8 on the "taiga" Slurm cluster, Apptainer, Lustre) ---
    {
        "name": "fresh52-wheatpan-missing-output-latency-wait",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "pipeline keeps dying overnight w/ MissingOutputException on random rules, just rerunning fixes it. last one is in .snakemake/log/, the 2026-12-04 one",
            ),
            (
                "bash",
                "grep -B2 -A8 'MissingOutputException' .snakemake/log/2026-12-04T221503.417325.snakemake.log | head -14",
                "Error in rule yak_count:\n    jobid: 212\n    output: results/yak/CS_ref.yak\n    log: logs/yak_count/CS_ref.log (check log file(s) for error details)\n    external_jobid: 4418213\n\nMissingOutputException in rule yak_count in file /projects/wheatpan/pipeline/workflow/rules/qc.smk, line 41:\nJob 212  completed successfully, but some output files are missing. Missing files after 5 seconds. This might be due to filesystem latency. If that is the case, consider to increase the wait time with --latency-wait:\nresults/yak/CS_ref.yak",
            ),
            (
                "bash",
                "sacct -j 4418213 --format=JobID,State,ExitCode,End -n; stat -c '%y %s %n' results/yak/CS_ref.yak",
                "4418213       COMPLETED      0:0 2026-12-04T22:46:58\n4418213.bat+  COMPLETED      0:0 2026-12-04T22:46:58\n2026-12-04 22:46:51.604118000 +0100 38654705680 results/yak/CS_ref.yak",
            ),
            (
                "read",
                "profiles/taiga/config.yaml",
                'executor: slurm\njobs: 200\nlatency-wait: 5\nrerun-incomplete: true\nuse-apptainer: true\napptainer-args: "--bind /projects,/scratch"\ndefault-resources:\n  slurm_account: pgl-wheat-2026\n  slurm_partition: compute\n  runtime: 720\n  mem_mb: 8000\n',
            ),
            (
                "think",
                "The job completed fine and the file exists now, written 7 s before the job ended. Snakemake runs on the login node and checks outputs there; on Lustre the login node's client can take a while to see metadata for a 38 GB file written on a compute node, especially under load at night. latency-wait 5 s is far too low for Lustre. The default is 5; most Slurm/Lustre profiles use 60-120.",
            ),
            (
                "assistant",
                "The job itself is fine: Slurm says `COMPLETED 0:0` and `CS_ref.yak` (38 GB) is there, written before the job ended. What fails is Snakemake's check: it runs on the login node and gives each job's outputs only **5 s** (`latency-wait: 5` in `profiles/taiga/config.yaml`) to show up. On `/projects` (Lustre) the login node's client can take longer than that to see a big file written on a compute node, especially at night when the metadata server is busy, so it declares the output missing and marks the job failed. The rerun \"fixes\" it because by then the file is visible.\n\nFix: raise `latency-wait` to 120 s. It only costs time when a file is genuinely missing.",
            ),
            (
                "user",
                "set it to 120. unrelated q, remind me what yak actually does in the qc step, reviewer asked",
            ),
            ("edit", "profiles/taiga/config.yaml"),
            (
                "bash",
                "git diff profiles/taiga/config.yaml && git commit -qam 'profile(taiga): latency-wait 120 for Lustre metadata lag' && git log --oneline -1",
                "-latency-wait: 5\n+latency-wait: 120\n9c41e07 profile(taiga): latency-wait 120 for Lustre metadata lag",
            ),
            (
                "assistant",
                "Set to 120 and committed (`9c41e07`).\n\nAbout yak: `yak count` builds a k-mer count table (k=31) from the short Illumina reads of the same accession, and `yak qv` then compares the assembly's k-mers against it. K-mers in the assembly that never occur in the reads are counted as errors, which gives the consensus quality value (QV) in the QC report; `yak trioeval` does the same with parental reads for phasing switch/hamming error. For the reviewer: it's a reference-free, read-based base-accuracy estimate.",
            ),
            ("user", "thx"),
        ],
        "lessons": [{"keys": ["latency-wait", "Lustre"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh52-wheatpan-busco-node-sizes-offline-tool-stored",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "add a busco completeness step after assembly, poales_odb10 lineage, on the primary contigs. container docker://ezlabgva/busco:v5.7.1_cv1",
            ),
            (
                "read",
                "workflow/rules/assembly.smk",
                'rule hifiasm:\n    input:\n        hifi="data/hifi/{sample}.fastq.gz",\n    output:\n        p_ctg="results/asm/{sample}/{sample}.bp.p_ctg.gfa",\n    log:\n        "logs/hifiasm/{sample}.log",\n    benchmark:\n        "benchmarks/hifiasm/{sample}.tsv"\n    threads: 96\n    resources:\n        slurm_partition="bigmem",\n        mem_mb=900000,\n        runtime=2880,\n    container:\n        "/projects/wheatpan/containers/hifiasm_0.19.9.sif"\n    shell:\n        "hifiasm -o results/asm/{wildcards.sample}/{wildcards.sample} -t {threads} {input.hifi} 2> {log}"\n',
            ),
            (
                "assistant",
                "I'll add a `busco_asm` rule after `gfa_to_fasta`, with 96 threads like hifiasm since the nodes have 96 cores, and let BUSCO download `poales_odb10` into `resources/busco_downloads` on first run.",
            ),
            ("edit", "workflow/rules/qc.smk"),
            ("edit", "workflow/Snakefile"),
            (
                "bash",
                "snakemake --profile profiles/taiga --until busco_asm results/busco/CS_ref/short_summary.txt 2>&1 | tail -4",
                "Submitting job busco_asm (jobid 1) ...\nsbatch: error: CPU count per node can not be satisfied\nsbatch: error: Batch job submission failed: Requested node configuration is not available\nSlurmJobExecutorError: sbatch failed for rule busco_asm (jobid 1)",
            ),
            (
                "user",
                "compute nodes are 48 cores / 192G. hifiasm only has 96 threads because it runs on bigmem (4 nodes, 128c / 2T), and bigmem is for hifiasm only, dont put anything else there. give busco 48 and like 120G",
            ),
            ("edit", "workflow/rules/qc.smk"),
            (
                "bash",
                "snakemake --profile profiles/taiga --until busco_asm results/busco/CS_ref/short_summary.txt 2>&1 | tail -3; tail -4 logs/busco_asm/CS_ref.log",
                "Error in rule busco_asm:\n    jobid: 1\n    external_jobid: 4421870\n2026-12-05 10:22:14 INFO:\tDownloading information on latest versions of BUSCO data...\n2026-12-05 10:24:24 ERROR:\tUnable to download https://busco-data.ezlab.org/v5/data/file_versions.tsv: <urlopen error [Errno 101] Network is unreachable>\n2026-12-05 10:24:24 ERROR:\tBUSCO analysis failed!\n2026-12-05 10:24:24 ERROR:\tCheck the logs, read the user guide (https://busco.ezlabgva.github.io/), and check the BUSCO issue board on https://gitlab.com/ezlab/busco/issues",
            ),
            (
                "assistant",
                "The job ran this time but BUSCO couldn't reach `busco-data.ezlab.org` (\"Network is unreachable\"). Looks like a transient network problem on that node; I'll resubmit and see if the download goes through.",
            ),
            (
                "user",
                "not transient, taiga compute nodes have no internet at all, by design. anything that needs downloading (containers, busco lineages, dbs) gets fetched on the login node first: containers as .sif in /projects/wheatpan/containers via apptainer pull, lineages/dbs under /projects/wheatpan/db. put that in memory, it bites everyone. the container: line with docker:// also only worked for you bc snakemake pulled it on the login node",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "wheatpan / taiga cluster: compute nodes have no internet access (by design). Everything that must be downloaded is fetched on the login node first: containers with `apptainer pull` as .sif files into /projects/wheatpan/containers (rules reference the .sif path, not docker://), BUSCO lineages and other databases into /projects/wheatpan/db, and tools run offline (e.g. busco --offline).",
                    "tags": ["wheatpan", "taiga", "hpc", "containers"],
                },
                '{"id":"2215","action":"stored"}',
                False,
            ),
            (
                "bash",
                "cd /projects/wheatpan && apptainer pull containers/busco_5.7.1.sif docker://ezlabgva/busco:v5.7.1_cv1 2>&1 | tail -1 && apptainer exec containers/busco_5.7.1.sif busco --download_path db/busco --download poales_odb10 2>&1 | tail -2",
                "INFO:    Creating SIF file...\n2026-12-05 10:31:52 INFO:\tDecompressing file '/projects/wheatpan/db/busco/lineages/poales_odb10.tar.gz'\n2026-12-05 10:31:58 INFO:\tDownloads complete.",
            ),
            ("edit", "workflow/rules/qc.smk"),
            (
                "bash",
                "snakemake --profile profiles/taiga --until busco_asm results/busco/CS_ref/short_summary.txt 2>&1 | tail -2; grep -E 'C:' results/busco/CS_ref/short_summary.txt",
                "Finished job 0.\n2 of 2 steps (100%) done\n\tC:99.1%[S:3.2%,D:95.9%],F:0.3%,M:0.6%,n:4896",
            ),
            (
                "assistant",
                'BUSCO runs now. `busco_asm` in `qc.smk`:\n- `threads: 48`, `mem_mb=120000`, default `compute` partition\n- `container: "/projects/wheatpan/containers/busco_5.7.1.sif"` (pulled on the login node)\n- `busco -m genome -l /projects/wheatpan/db/busco/lineages/poales_odb10 --offline`\n- log and benchmark under `logs/busco_asm/` and `benchmarks/busco_asm/`\n\nCS_ref: C:99.1% (D:95.9%, as expected for hexaploid wheat where most BUSCOs have three homeologous copies).',
            ),
            ("user", "nice"),
        ],
        "lessons": [{"keys": ["bigmem", "48"], "not": ["nodes have 96 cores"]}],
        "tool_stored": [["no internet", "login node"]],
    },
    {
        "name": "fresh52-wheatpan-quota-temp-bam-cram-scratch-purge",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "/projects quota almost full, admins emailed. whats eating it",
            ),
            (
                "bash",
                "lfs quota -h -g pgl-wheat /projects | sed -n 3p; du -sh /projects/wheatpan/results/* 2>/dev/null | sort -h | tail -5",
                "       /projects  18.71T      0k     20T       -  1204411       0       0       -\n190G\t/projects/wheatpan/results/busco\n420G\t/projects/wheatpan/results/yak\n2.9T\t/projects/wheatpan/results/merqury\n3.1T\t/projects/wheatpan/results/asm\n11T\t/projects/wheatpan/results/align",
            ),
            (
                "bash",
                "ls -la /projects/wheatpan/results/align/CS_ref/ && grep -n -B2 -A6 'rule minimap2_hifi' workflow/rules/align.smk",
                '-rw-r--r-- 1 mkovac pgl-wheat 412G Nov 21 03:12 CS_ref.hifi.sorted.bam\n-rw-r--r-- 1 mkovac pgl-wheat 2.1M Nov 21 03:40 CS_ref.hifi.sorted.bam.csi\n11-rule minimap2_hifi:\n12-    input:\n13-        asm="results/asm/{sample}/{sample}.p_ctg.fa",\n14-        hifi="data/hifi/{sample}.fastq.gz",\n15-    output:\n16-        bam="results/align/{sample}/{sample}.hifi.sorted.bam",\n17-        csi="results/align/{sample}/{sample}.hifi.sorted.bam.csi",',
            ),
            (
                "assistant",
                "`results/align` is 11 of the 18.7 TB: one ~400 GB sorted BAM of HiFi reads mapped back to each assembly (26 samples). Downstream only `coverage_depth` and `inspector` read them. Options:\n\n1. **Move them to `/scratch`**: no quota there, but scratch has a purge policy, so they're not a place to keep anything.\n2. **Convert to CRAM** against the assembly: typically 40-60% smaller for HiFi, keep them on `/projects`.\n3. **`temp()` the BAM**: Snakemake deletes it once `coverage_depth` and `inspector` have run; if it's needed again it's regenerated (~6 h of minimap2 per sample). Optionally keep a CRAM of the final alignments for the record.",
            ),
            (
                "user",
                "3, temp() the bam and keep a cram of the final alignments only. scratch is useless for anything we need for more than 30 days, they purge files older than 30 days without warning, we lost a month of runs that way in the spring. oh and any new rule needs log: and benchmark: directives, logs/{rule}/{sample}.log and benchmarks/{rule}/{sample}.tsv, the reviewers check that",
            ),
            ("edit", "workflow/rules/align.smk"),
            ("edit", "workflow/rules/qc.smk"),
            (
                "bash",
                "snakemake --profile profiles/taiga -n --quiet rules 2>&1 | tail -6",
                "Job stats:\njob               count\n--------------  -------\nall                   1\nbam_to_cram          26\ntotal                27",
            ),
            (
                "assistant",
                "Changes:\n- `minimap2_hifi`: BAM and index are now `temp()`\n- new rule `bam_to_cram` (`samtools view -C -T {asm} --output-fmt-option version=3.1`, 16 threads) writing `results/align/{sample}/{sample}.hifi.cram` + `.crai`, with `log: logs/bam_to_cram/{sample}.log` and `benchmark: benchmarks/bam_to_cram/{sample}.tsv`\n- `rule all` asks for the CRAMs instead of the BAMs\n\nThe dry run only schedules the 26 conversions since the BAMs already exist. Once those finish, do you want me to delete the existing BAMs that have a CRAM, or leave that to you?",
            ),
            ("user", "run it, then delete the bams that have a cram. ill tell the admins tomorrow"),
            (
                "bash",
                "snakemake --profile profiles/taiga --until bam_to_cram 2>&1 | tail -1 && for c in results/align/*/*.hifi.cram; do b=${c%.cram}.sorted.bam; samtools quickcheck $c && rm -f $b $b.csi; done; du -sh results/align",
                "27 of 27 steps (100%) done\n4.6T\tresults/align",
            ),
            (
                "assistant",
                "All 26 CRAMs pass `samtools quickcheck`, the BAMs are deleted and `results/align` went from 11 TB to 4.6 TB, so the group is at ~12.3 of 20 TB.",
            ),
        ],
        "lessons": [
            {"keys": ["temp(", "CRAM"]},
            {"keys": ["/scratch", "30 days"]},
            {"keys": ["benchmark", "logs/{rule}"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh52-wheatpan-fairshare-pending-question-nothing",
        "split": "fresh52",
        "steps": [
            (
                "user",
                "why are my jobs stuck pending so long today, reason says Priority. did i break something",
            ),
            (
                "bash",
                "squeue -u $USER -t PD -o '%.10i %.18j %.9P %.10r %.12l' | head -4; sshare -U -u $USER -o Account,User,RawShares,EffectvUsage,FairShare",
                "     JOBID               NAME PARTITION     REASON    TIME_LIMIT\n   4423310 smk-merqury-AK58    compute   Priority      12:00:00\n   4423311 smk-merqury-Jagger  compute   Priority      12:00:00\n   4423312  smk-merqury-Lanc    compute   Priority      12:00:00\n             Account       User  RawShares  EffectvUsage  FairShare\n-------------------- ---------- ---------- ------------- ----------\npgl-wheat-2026           mkovac          1      0.184211   0.031250",
            ),
            (
                "bash",
                "scontrol show config | grep -E 'PriorityDecayHalfLife|PriorityWeightFairshare|PriorityWeightAge'",
                "PriorityDecayHalfLife   = 7-00:00:00\nPriorityWeightAge       = 1000\nPriorityWeightFairshare = 10000",
            ),
            (
                "assistant",
                "Nothing's broken. `Priority` just means other jobs are ahead of yours. Your fairshare factor is 0.031 (out of 1): the account has used about 18% of the cluster recently, far more than its share, mostly the hifiasm runs on bigmem last week. Fairshare is weighted 10x more than job age here, so other groups' jobs go first until your usage decays; the half-life is 7 days, so it recovers gradually over the next week or two. Your jobs still run, just behind everyone else, and they gain a bit of age priority the longer they wait.",
            ),
            (
                "user",
                "ok makes sense. ill ask rolf if we can get more shares on the grant, not now tho. whats a quick way to see how many cpu hours we burned this month",
            ),
            (
                "bash",
                "sreport cluster AccountUtilizationByUser Accounts=pgl-wheat-2026 Start=2026-12-01 End=now -t Hours -P | tail -4",
                "taiga|pgl-wheat-2026||Wheat Pangenome|183422\ntaiga|pgl-wheat-2026|mkovac|Marta Kovac|171904\ntaiga|pgl-wheat-2026|jpeters|Jonas Peters|11206\ntaiga|pgl-wheat-2026|svogel|Sara Vogel|312",
            ),
            (
                "assistant",
                "`sreport cluster AccountUtilizationByUser Accounts=pgl-wheat-2026 Start=2026-12-01 End=now -t Hours` does it: 183,422 CPU-hours for the account so far this month, 171,904 of them yours. Drop `-P` for the pretty table, and `-t Percent` shows it as a share of the cluster.",
            ),
            ("user", "oof. ok thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
