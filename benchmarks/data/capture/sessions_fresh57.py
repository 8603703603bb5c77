"""The "fresh57" capture sessions: written in session 28 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH57: list[dict[str, Any]] = [
    # --- "lanternfall": a two-dev indie 2D action roguelite (Godot 4.3, GDScript, gdUnit4 tests, GodotSteam GDExtension, Steam for Windows / Linux / Steam Deck, itch.io web demo, GitHub Actions builds; Mira is the designer) ---
    {
        "name": "fresh57-lanternfall-deck-lost-progress-atomic-save",
        "split": "fresh57",
        "steps": [
            (
                "user",
                "steam deck players losing all their progress. 3 neg reviews this week + a discord thread. one guy sent his whole user:// folder, its in ~/bugreports/discord-4471. everyone says it happened around the deck going to sleep or them force quitting mid run",
            ),
            (
                "bash",
                "cd ~/bugreports/discord-4471 && ls -la . logs && tail -n 3 logs/godot2026-12-03T23.41.52.log && echo ---- && head -n 6 logs/godot.log",
                ".:\ntotal 20\ndrwxr-xr-x 3 ana ana 4096 Dec  4 21:10 .\ndrwxr-xr-x 9 ana ana 4096 Dec  4 21:10 ..\ndrwxr-xr-x 2 ana ana 4096 Dec  4 21:10 logs\n-rw-r--r-- 1 ana ana 1183 Dec  3 23:58 save.dat\n-rw-r--r-- 1 ana ana  214 Nov 28 19:02 settings.cfg\n\nlogs:\ntotal 1228\ndrwxr-xr-x 2 ana ana    4096 Dec  4 21:10 .\ndrwxr-xr-x 3 ana ana    4096 Dec  4 21:10 ..\n-rw-r--r-- 1 ana ana    1877 Dec  3 23:58 godot.log\n-rw-r--r-- 1 ana ana 1241108 Dec  3 23:41 godot2026-12-03T23.41.52.log\n[RunManager] run 31 room 16 cleared\n[SaveManager] autosave (reason=focus_out) room=17\n[SaveManager] writing user://save.dat (2418733 bytes)\n----\nGodot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\nVulkan 1.3.289 - Forward+ - Using Device #0: AMD - AMD Custom GPU 0405 (RADV VANGOGH)\n\n[SaveManager] load failed: JSON parse error at line 0: Expected value, got EOF. (user://save.dat, 0 bytes)\n[SaveManager] no valid save, creating new profile\n[SaveManager] saved user://save.dat (1183 bytes)",
            ),
            (
                "read",
                "scripts/autoload/save_manager.gd",
                'extends Node\n\nconst SAVE_PATH := "user://save.dat"\n\nvar state: SaveState\n\nfunc _ready() -> void:\n\tload_game()\n\nfunc _notification(what: int) -> void:\n\tif what == NOTIFICATION_APPLICATION_FOCUS_OUT:\n\t\tautosave("focus_out")\n\telif what == NOTIFICATION_WM_CLOSE_REQUEST:\n\t\tautosave("quit")\n\nfunc autosave(reason: String) -> void:\n\tprint("[SaveManager] autosave (reason=%s) room=%d" % [reason, RunManager.room_index])\n\tsave_game()\n\nfunc load_game() -> void:\n\tvar text := FileAccess.get_file_as_string(SAVE_PATH)\n\tvar json := JSON.new()\n\tif json.parse(text) != OK:\n\t\tprint("[SaveManager] load failed: JSON parse error at line %d: %s (%s, %d bytes)" % [json.get_error_line(), json.get_error_message(), SAVE_PATH, text.length()])\n\t\tprint("[SaveManager] no valid save, creating new profile")\n\t\tstate = SaveState.new()\n\t\tsave_game()\n\t\treturn\n\tstate = SaveState.from_dict(json.data)\n\nfunc save_game() -> void:\n\tvar text := JSON.stringify(state.to_dict())\n\tprint("[SaveManager] writing %s (%d bytes)" % [SAVE_PATH, text.length()])\n\tvar f := FileAccess.open(SAVE_PATH, FileAccess.WRITE)\n\tf.store_string(text)\n\tf.close()\n\tprint("[SaveManager] saved %s (%d bytes)" % [SAVE_PATH, text.length()])\n',
            ),
            (
                "think",
                "The old log ends at 'writing user://save.dat (2418733 bytes)' with no 'saved' line: the process died mid-save. FileAccess.open(WRITE) truncates the file to 0 bytes immediately; the 2.4 MB (run history) is then written. focus_out fires when the Deck's power button is pressed, right as it suspends, so the write is frozen half-way; if the game is then killed (force quit from the Steam menu, battery dies while asleep) save.dat stays 0 bytes. Next launch: parse fails, load_game() creates a fresh profile and save_game() writes it over the file, so the loss becomes permanent, and Steam Auto-Cloud uploads the fresh profile too.",
            ),
            (
                "assistant",
                "Cause, from that log:\n\n1. the last session ends at `writing user://save.dat (2418733 bytes)` with no `saved` line, so the game died mid-save. `FileAccess.open(SAVE_PATH, FileAccess.WRITE)` **truncates save.dat to 0 bytes immediately**, then writes 2.4 MB. The `focus_out` autosave fires exactly when the Deck's power button is pressed, so the write gets frozen by the suspend, and if the game is then killed (force quit, battery dies while asleep) the file stays empty\n2. on the next launch `load_game()` fails to parse the empty file and **writes a brand-new profile over it**, so a recoverable situation becomes permanent (and Steam Cloud then syncs the fresh profile)\n\nFix:\n- `save_game()` writes to `save.dat.tmp`, `flush()`es and closes it, copies the current `save.dat` to `save.dat.bak`, then `DirAccess.rename_absolute()` the tmp over `save.dat`. The rename is atomic, so `save.dat` is always either the old or the new complete file\n- `load_game()`: if `save.dat` doesn't parse, try `save.dat.bak`; if both fail, move the broken file to `save.dat.corrupt-<unix time>` and never write over it without the player confirming\n- maybe drop the `focus_out` autosave and only save at room transitions and on quit?",
            ),
            (
                "user",
                "yes to the first two. keep the focus_out save, deck people suspend constantly and expect to resume right where they were. put settings.cfg through the same helper, ConfigFile.save truncates too",
            ),
            ("edit", "scripts/util/safe_file.gd"),
            ("edit", "scripts/autoload/save_manager.gd"),
            ("edit", "scripts/autoload/settings.gd"),
            ("edit", "tests/save/test_save_manager.gd"),
            (
                "bash",
                "./addons/gdUnit4/runtest.sh -a res://tests/save 2>&1 | grep -E 'Run Test Case|Overall|Exit code'",
                "  Run Test Case: res://tests/save/test_save_manager.gd > test_save_roundtrip PASSED 38ms\n  Run Test Case: res://tests/save/test_save_manager.gd > test_interrupted_write_keeps_previous_save PASSED 51ms\n  Run Test Case: res://tests/save/test_save_manager.gd > test_empty_save_falls_back_to_bak PASSED 22ms\n  Run Test Case: res://tests/save/test_save_manager.gd > test_unreadable_save_is_moved_not_overwritten PASSED 19ms\n  Run Test Case: res://tests/save/test_save_manager.gd > test_settings_written_atomically PASSED 12ms\nOverall Summary: 5 test cases | 0 errors | 0 failures | 0 flaky | 0 skipped | 0 orphans |\nExit code: 0",
            ),
            (
                "assistant",
                "Done:\n- `scripts/util/safe_file.gd`: `SafeFile.write_atomic(path, text)` (tmp + `flush()` + `.bak` copy + `DirAccess.rename_absolute`) and `SafeFile.read_with_fallback(path)`\n- `save_manager.gd` uses both; a save that doesn't parse and has no usable `.bak` is moved to `save.dat.corrupt-<time>` and the player gets a \"save couldn't be loaded\" dialog instead of a silent new profile. The `focus_out` autosave stays\n- `settings.gd` writes `settings.cfg` through `write_atomic` too (`ConfigFile.encode_to_text()` instead of `save()`)\n- tests cover the interrupted write (a 0-byte `save.dat.tmp` left behind doesn't touch `save.dat`), the `.bak` fallback and the no-overwrite path\n\nThe discord player's save is gone for good, unfortunately: the file that's there is the fresh 1183-byte profile.",
            ),
            (
                "user",
                "ok. ill change the auto-cloud pattern in steamworks to save.dat* so the .bak syncs too. actually no, that catches the .tmp and the corrupt files as well. save.dat, save.dat.bak and settings.cfg as 3 separate entries",
            ),
            (
                "assistant",
                "Right, `save.dat*` would also sync `save.dat.tmp` and `save.dat.corrupt-*`. Three explicit entries is the safe setup.",
            ),
        ],
        "lessons": [{"keys": ["save.dat", "rename"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh57-lanternfall-loot-tables-godot-version-correction",
        "split": "fresh57",
        "steps": [
            (
                "user",
                "loot tables: each enemy gets a drop table, item id -> weight, roll on death. mira wants to edit them in the inspector. ItemDB autoload already exists",
            ),
            (
                "bash",
                "godot --version; grep -n 'func \\|class_name' scripts/autoload/item_db.gd; ls data/",
                "4.4.1.stable.official.49a5bc7b6\n4:func has_item(id: StringName) -> bool:\n7:func get_item(id: StringName) -> ItemData:\n12:func spawn_pickup(id: StringName, at: Vector2) -> Node2D:\nbalance\nenemies\nitems",
            ),
            (
                "assistant",
                "You're on Godot 4.4, so I'll use a typed dictionary for the weights: `@export var weights: Dictionary[StringName, int]` on a `LootTable` resource. The 4.4 inspector edits typed key/value pairs directly, so Mira gets an item-id → weight editor for free.",
            ),
            ("edit", "scripts/loot/loot_table.gd"),
            ("edit", "scripts/enemies/enemy.gd"),
            ("edit", "tests/loot/test_loot_table.gd"),
            (
                "bash",
                "GODOT_BIN=$(which godot) ./addons/gdUnit4/runtest.sh -a res://tests/loot 2>&1 | grep -E 'Overall|Exit code'",
                "Overall Summary: 3 test cases | 0 errors | 0 failures | 0 flaky | 0 skipped | 0 orphans |\nExit code: 0",
            ),
            (
                "assistant",
                "`LootTable` resource with the typed `weights` dictionary and `roll(rng)`, wired into `Enemy._die()` via `ItemDB.spawn_pickup()`. 3 tests pass.",
            ),
            (
                "user",
                "nope. the project is pinned to 4.3.stable, the 4.4 on PATH is my scratch install for trying stuff. the GodotSteam gdextension we ship is the 4.3 build and the deck verified pass was done on 4.3, no engine upgrade before 1.0. CI runs 4.3 and will fail on Dictionary[..]. real binary is ~/tools/godot-4.3/Godot_v4.3-stable_linux.x86_64. do it as an array of LootEntry resources (item_id + weight), mira prefers a list anyway",
            ),
            (
                "bash",
                "~/tools/godot-4.3/Godot_v4.3-stable_linux.x86_64 --headless --check-only --script res://scripts/loot/loot_table.gd 2>&1 | head -2",
                "SCRIPT ERROR: Parse Error: Only arrays can specify collection element types.\n          at: GDScript::reload (res://scripts/loot/loot_table.gd:5)",
            ),
            ("edit", "scripts/loot/loot_entry.gd"),
            ("edit", "scripts/loot/loot_table.gd"),
            ("edit", "scripts/enemies/enemy.gd"),
            ("edit", "tests/loot/test_loot_table.gd"),
            ("edit", "data/enemies/moth_swarm.tres"),
            ("edit", "data/enemies/wick_knight.tres"),
            (
                "bash",
                "GODOT_BIN=~/tools/godot-4.3/Godot_v4.3-stable_linux.x86_64 ./addons/gdUnit4/runtest.sh -a res://tests 2>&1 | grep -E 'Overall|Exit code'",
                "Overall Summary: 58 test cases | 0 errors | 0 failures | 0 flaky | 0 skipped | 0 orphans |\nExit code: 0",
            ),
            (
                "assistant",
                "Redone for 4.3 (the 4.3 binary rejects the typed dictionary, as you said):\n- `LootEntry` resource: `@export var item_id: StringName` and `@export_range(1, 1000) var weight: int = 10`\n- `LootTable`: `@export var entries: Array[LootEntry]` (typed arrays are fine in 4.3) and `roll(rng)`\n- `moth_swarm.tres` and `wick_knight.tres` have example tables so Mira sees the list in the inspector\n\nFull suite on 4.3: 58 tests pass.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["4.3", "4.4"], "not": ["You're on Godot 4.4"]},
            {"keys": ["tools/godot-4.3"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh57-lanternfall-dash-cooldown-gut-stale-and-balance-tres",
        "split": "fresh57",
        "steps": [
            (
                "user",
                "dash feels spammy since the movement refactor. it should be 0.6s cooldown. check + add a test pls",
            ),
            (
                "bash",
                "grep -rn -i 'dash' scripts/player/player.gd | head -8; grep -n -A3 '^## Tests' README.md",
                "14:const DASH_COOLDOWN := 0.45\n15:const DASH_SPEED := 900.0\n61:func _try_dash() -> void:\n62:\tif not _dash_timer.is_stopped():\n63:\t\treturn\n71:\t_dash_timer.start(DASH_COOLDOWN)\n88:\tvelocity = _dash_dir * DASH_SPEED\n## Tests\n\nWe use GUT. Run everything headless with\n`godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://tests -gexit`",
            ),
            ("edit", "scripts/player/player.gd"),
            (
                "bash",
                "godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://tests -gexit 2>&1 | head -3",
                "Godot Engine v4.4.1.stable.official.49a5bc7b6 - https://godotengine.org\n\nERROR: Can't load script: res://addons/gut/gut_cmdln.gd\n   at: start (main/main.cpp:3624)",
            ),
            (
                "assistant",
                "Found it: `DASH_COOLDOWN` in `player.gd` is 0.45, so I set it to 0.6. For the test: the README says we use GUT, but the GUT addon isn't in `addons/`. I'll add GUT 9.3.0 from the Asset Library and write `tests/player/test_dash.gd` as a GUT test.",
            ),
            (
                "user",
                "no no. gut is gone, we moved to gdUnit4 in august, the readme is stale. addons/gdUnit4/runtest.sh -a res://tests. fix the readme while youre at it. and don't put the number in a const. all tuning numbers live in data/balance/*.tres (player_balance.tres here) so mira can tweak them without touching code. that const is a leftover from the refactor, thats probably the bug, the tres already says 0.6",
            ),
            (
                "bash",
                "git checkout scripts/player/player.gd && cat data/balance/player_balance.tres | head -12; grep -n 'balance' scripts/player/player.gd; grep -n 'const [A-Z_]* := [0-9.]' scripts/player/*.gd",
                '[gd_resource type="Resource" script_class="PlayerBalance" load_steps=2 format=3 uid="uid://c4x1m0b7hqk2e"]\n\n[ext_resource type="Script" path="res://scripts/balance/player_balance.gd" id="1_pb"]\n\n[resource]\nscript = ExtResource("1_pb")\nrun_speed = 310.0\ndash_speed = 900.0\ndash_cooldown = 0.6\nwall_jump_force = 380.0\ncoyote_time = 0.1\n8:@export var balance: PlayerBalance = preload("res://data/balance/player_balance.tres")\nscripts/player/player.gd:14:const DASH_COOLDOWN := 0.45\nscripts/player/player.gd:15:const DASH_SPEED := 900.0\nscripts/player/player.gd:16:const WALL_JUMP_FORCE := 420.0',
            ),
            (
                "assistant",
                "Yes, that's the bug: `player.gd` already has `balance` loaded, but the refactor left three consts behind that shadow it: `DASH_COOLDOWN` 0.45 (balance: 0.6), `DASH_SPEED` 900 (same), and `WALL_JUMP_FORCE` 420 while `player_balance.tres` says **380**. So wall jumps are also stronger than Mira set. Should the wall jump go to the balance value too?",
            ),
            ("user", "yeah, 380 is right, kill all three"),
            ("edit", "scripts/player/player.gd"),
            ("edit", "tests/player/test_dash.gd"),
            ("edit", "README.md"),
            (
                "bash",
                "./addons/gdUnit4/runtest.sh -a res://tests 2>&1 | grep -E 'test_dash|Overall|Exit code'",
                "  Run Test Case: res://tests/player/test_dash.gd > test_dash_blocked_during_cooldown PASSED 64ms\n  Run Test Case: res://tests/player/test_dash.gd > test_dash_cooldown_comes_from_balance PASSED 21ms\n  Run Test Case: res://tests/player/test_dash.gd > test_dash_available_after_cooldown PASSED 633ms\nOverall Summary: 61 test cases | 0 errors | 0 failures | 0 flaky | 0 skipped | 0 orphans |\nExit code: 0",
            ),
            (
                "assistant",
                'Done:\n- `player.gd`: the three leftover consts are gone; dash cooldown, dash speed and wall jump force come from `balance` (`player_balance.tres`: 0.6 s, 900, 380)\n- `tests/player/test_dash.gd` (gdUnit4): dash blocked during cooldown, available again after it, and the cooldown follows whatever `PlayerBalance.dash_cooldown` says\n- README "Tests" section now describes gdUnit4 and `addons/gdUnit4/runtest.sh -a res://tests`\n\nAll 61 tests pass.',
            ),
        ],
        "lessons": [
            {"keys": ["gdUnit4", "GUT"], "not": ["We use GUT"]},
            {"keys": ["data/balance"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh57-lanternfall-decision-localisation-gettext-po",
        "split": "fresh57",
        "steps": [
            (
                "user",
                "publisher wants de, fr, ja, pt-BR for the next fest demo in feb. how do we set up translations, csv or po?",
            ),
            (
                "bash",
                "grep -rn --include=*.gd -E '\\btr(_n)?\\(' scripts | wc -l; grep -rln --include=*.tscn 'text = \"' scenes | wc -l; grep -rn --include=*.gd -E '\"[0-9]* coins?\"|coin\\(s\\)' scripts | head -3; ls assets/fonts",
                '12\n47\nscripts/ui/hud.gd:31:\tcoin_label.text = "x%d coins" % coins\nscripts/ui/shop_item.gd:18:\tprice_label.text = "%d coin(s)" % price\nscripts/ui/run_summary.gd:44:\tsummary.text = "%d rooms, %d coins" % [rooms, coins]\nlanternfall_pixel.ttf\nlanternfall_pixel_bold.ttf',
            ),
            (
                "assistant",
                'Where we are: only 12 `tr()` calls in scripts; most strings are literal `text` in 47 scenes (Godot auto-translates those once a translation is loaded) and a handful are built in code, some with counts (`"x%d coins"`, `"%d coin(s)"`).\n\nOptions:\n1. **CSV**: one `loc/strings.csv`, a column per language; Godot imports it into `.translation` files. Easy to edit in a spreadsheet, but no plural forms and no context, so `coin(s)` stays ugly.\n2. **gettext PO**: the editor\'s POT generation extracts strings from scenes and scripts into `loc/lanternfall.pot`; one `.po` per language. Supports plurals (`tr_n()`) and context, and every translation tool (Poedit, Crowdin, Weblate) speaks it.\n\nFor Japanese either way we need a CJK font, the pixel font has no kana/kanji.',
            ),
            (
                "user",
                "po. the agency (localize direct) works in po files, and we need real plurals. 'x1 coin' vs 'x3 coins', and pl + ru are on the list for 1.0, they have 3 plural forms, csv can't do that at all. one po per lang in loc/. for ja use noto sans cjk jp as a fallback on the pixel font, dont replace the pixel font for latin",
            ),
            ("edit", "scripts/ui/hud.gd"),
            ("edit", "scripts/ui/shop_item.gd"),
            ("edit", "scripts/ui/run_summary.gd"),
            ("edit", "project.godot"),
            ("edit", "loc/lanternfall.pot"),
            ("edit", "loc/de.po"),
            ("edit", "loc/fr.po"),
            ("edit", "loc/ja.po"),
            ("edit", "loc/pt_BR.po"),
            ("edit", "assets/fonts/lanternfall_pixel.ttf.import"),
            ("edit", "ui/theme/main_theme.tres"),
            (
                "bash",
                "msgfmt --check --statistics loc/de.po loc/fr.po loc/ja.po loc/pt_BR.po 2>&1; ~/tools/godot-4.3/Godot_v4.3-stable_linux.x86_64 --headless --import 2>&1 | grep -ciE 'error'",
                "0 translated messages, 214 untranslated messages.\n0 translated messages, 214 untranslated messages.\n0 translated messages, 214 untranslated messages.\n0 translated messages, 214 untranslated messages.\n0",
            ),
            (
                "assistant",
                'Set up:\n- the three count strings use `tr_n("x%d coin", "x%d coins", n) % n` (and the same for prices and the run summary)\n- `project.godot`: POT generation covers `scenes/` and `scripts/`; `loc/lanternfall.pot` has 214 strings; `de.po`, `fr.po`, `ja.po`, `pt_BR.po` are created from it with the right `Plural-Forms` headers and registered as translations. POT regeneration is editor-only in 4.3 (Project Settings → Localization → POT Generation), then `msgmerge` updates the `.po` files\n- Noto Sans CJK JP is a fallback font on `lanternfall_pixel.ttf`, so Latin text keeps the pixel font and Japanese falls through to Noto\n\n`msgfmt --check` is clean on all four; they\'re ready to send to the agency.',
            ),
            ("user", "great, sending them the pot tonight"),
        ],
        "lessons": [{"keys": ["plural", "po"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh57-lanternfall-tool-stored-steam-depots-and-libsteam-api",
        "split": "fresh57",
        "steps": [
            (
                "user",
                "setting up the steam upload in CI today. app 3120480, depots 3120481 windows and 3120482 linux, put those in memory. and also remember: CI only ever uploads and sets live the `beta` branch. setting the default branch live is always manual, me, in steamworks, never from CI",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "lanternfall Steam IDs: app 3120480; depot 3120481 = Windows, depot 3120482 = Linux (also used by Steam Deck).",
                    "tags": ["lanternfall", "steam", "release"],
                },
                '{"id":"2290","action":"stored"}',
                False,
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "lanternfall release rule: CI uploads builds and sets live only the Steam `beta` branch. The default branch is only ever set live manually by Ana in Steamworks, never from CI.",
                    "tags": ["lanternfall", "steam", "release", "ci"],
                },
                '{"id":"2291","action":"stored"}',
                False,
            ),
            (
                "user",
                "oh and make sure libsteam_api.so ends up next to the binary in the linux depot. the deck build broke in october because it was missing, steam init failed and achievements were dead",
            ),
            (
                "bash",
                "cat scripts/release_linux.sh; echo ----; cat addons/godotsteam/godotsteam.gdextension",
                '#!/usr/bin/env bash\nset -euo pipefail\n~/tools/godot-4.3/Godot_v4.3-stable_linux.x86_64 --headless --export-release "Linux" build/linux/lanternfall.x86_64\n# oct 2026: deck build missing steam lib\ncp addons/godotsteam/linux64/libsteam_api.so build/linux/\n----\n[configuration]\nentry_symbol = "godotsteam_init"\ncompatibility_minimum = "4.1"\n\n[libraries]\nwindows.debug.x86_64 = "res://addons/godotsteam/win64/libgodotsteam.windows.template_debug.x86_64.dll"\nwindows.release.x86_64 = "res://addons/godotsteam/win64/libgodotsteam.windows.template_release.x86_64.dll"\nlinux.debug.x86_64 = "res://addons/godotsteam/linux64/libgodotsteam.linux.template_debug.x86_64.so"\nlinux.release.x86_64 = "res://addons/godotsteam/linux64/libgodotsteam.linux.template_release.x86_64.so"\n\n[dependencies]\nwindows.x86_64 = { "res://addons/godotsteam/win64/steam_api64.dll": "" }\n',
            ),
            (
                "assistant",
                'The October fix was a `cp` in `scripts/release_linux.sh`; the new CI workflow exports directly and would have lost it again. The real gap is in `godotsteam.gdextension`: its `[dependencies]` section only lists `steam_api64.dll` for Windows, so Godot never exports `libsteam_api.so`. I\'ll add `linux.x86_64 = { "res://addons/godotsteam/linux64/libsteam_api.so": "" }` there and drop the `cp`, so any Linux export (local, CI) ships it next to the binary.',
            ),
            ("edit", "addons/godotsteam/godotsteam.gdextension"),
            ("edit", "scripts/release_linux.sh"),
            ("edit", "steam/app_build_3120480.vdf"),
            ("edit", "steam/depot_build_3120481.vdf"),
            ("edit", "steam/depot_build_3120482.vdf"),
            ("edit", ".github/workflows/release.yml"),
            (
                "bash",
                "rm -rf build/linux && ~/tools/godot-4.3/Godot_v4.3-stable_linux.x86_64 --headless --export-release \"Linux\" build/linux/lanternfall.x86_64 2>&1 | tail -1; ls -1 build/linux; steamcmd +login lanternfall_ci +run_app_build $(pwd)/steam/app_build_3120480.vdf +quit 2>&1 | grep -E 'Logging in|Building depot|Preview|Successfully'",
                "[ 100% ] savepack | Storing File: res://.godot/uid_cache.bin\nlanternfall.pck\nlanternfall.x86_64\nlibgodotsteam.linux.template_release.x86_64.so\nlibsteam_api.so\nLogging in user 'lanternfall_ci' to Steam Public...OK\nBuilding depot 3120481...\nBuilding depot 3120482...\nPreview mode - no content will be uploaded\nSuccessfully finished AppID 3120480 build (BuildID 0).",
            ),
            (
                "assistant",
                'Saved both to memory (the IDs, and the beta-only rule), and:\n- `godotsteam.gdextension` now exports `libsteam_api.so` with Linux builds; a clean export puts it next to `lanternfall.x86_64`, and the `cp` is gone from `release_linux.sh`\n- `steam/app_build_3120480.vdf` + the two depot VDFs; `SetLive` is `beta`, nothing touches the default branch\n- `.github/workflows/release.yml`: on a `v*` tag it exports Windows and Linux with 4.3, then runs `steamcmd +run_app_build` as `lanternfall_ci` (credentials and `config.vdf` from repo secrets)\n\nA local preview run (`"Preview" "1"` in the app build VDF) went through for both depots; the workflow sets `Preview` to 0 for the real upload.',
            ),
            (
                "user",
                "nice. ugh steamworks is so slow today. ok tag v0.9.2 when youre done, i'll check the beta branch after dinner",
            ),
            (
                "bash",
                "git add -A && git commit -qm 'release: steam upload to beta from CI, export libsteam_api.so on linux' && git tag v0.9.2 && git push -q origin main v0.9.2 && gh run list --workflow release.yml -L 1",
                "STATUS  TITLE                                                              WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\n*       release: steam upload to beta from CI, export libsteam_api.so o...  release   v0.9.2  push   12150388417  4s       now",
            ),
            ("assistant", "Tagged v0.9.2; the release workflow is running."),
        ],
        "lessons": [{"keys": ["libsteam_api.so", "dependencies"]}],
        "tool_stored": [["3120481", "3120482"], ["beta", "default branch"]],
    },
    {
        "name": "fresh57-lanternfall-achievement-names-chitchat",
        "split": "fresh57",
        "steps": [
            (
                "user",
                "brainstorm time. need ~10 achievement names for the steam page, lantern/light/moth theme, puns welcome",
            ),
            (
                "assistant",
                "Here's a batch:\n\n1. **Wick-ed** — finish a run without taking damage\n2. **Light Sleeper** — survive a room at 1 HP\n3. **Moth to a Flame** — get killed by your own lantern burst\n4. **Burning the Midnight Oil** — play a run past midnight (local time)\n5. **Lumen-ary** — unlock every lantern\n6. **Dim Prospects** — finish a run with the light meter never above 25%\n7. **Glow Up** — fully upgrade one lantern\n8. **Snuffed** — die in the first room\n9. **Candle in the Wind** — clear a room while being pushed by 3 gust enemies\n10. **Out Like a Light** — beat the final boss in under 60 seconds",
            ),
            (
                "user",
                "lol wick-ed and snuffed are great. moth to a flame too. whats the icon size steam wants for achievements again",
            ),
            (
                "assistant",
                "256×256 JPG, and each achievement needs two: the achieved icon and the unachieved (locked) one. Most games just use a greyscale version of the same art for the locked icon.",
            ),
            ("user", "ok cool. gonna grab lunch"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
