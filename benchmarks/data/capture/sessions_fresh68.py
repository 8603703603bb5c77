"""The "fresh68" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH68: list[dict[str, Any]] = [
    # --- "tessera": asset baking tool for Lowmoor Games' in-house engine (game "Moorfield"): a Rust 1.83 workspace (tessera-core, tessera-cli, tessera-preview on egui), image 0.25, serde + RON manifests, MaxRects atlas packer, blake3 content cache, KTX2 output, insta + cargo-nextest, GitHub Actions bake runners on Linux and Windows, PC / Steam Deck / Switch targets ---
    {
        "name": "fresh68-tessera-chitchat-impl-iterator-vs-box-dyn-and-clippy-fixes",
        "split": "fresh68",
        "steps": [
            (
                "user",
                "quick q. returning impl Iterator<Item = &Sprite> vs Box<dyn Iterator<Item = &Sprite>> from a fn, whats the actual difference. short pls",
            ),
            (
                "assistant",
                "`impl Iterator` is one concrete type the compiler knows: static dispatch, no allocation, it can inline through it, but every return path has to produce the same type. `Box<dyn Iterator>` allocates once and calls `next()` through a vtable, but lets branches return different iterator types (e.g. `if trimmed { Box::new(it.filter(..)) } else { Box::new(it) }`). For a hot loop over sprites, `impl` unless you need the branching.",
            ),
            (
                "user",
                "ok makes sense. clippy is complaining in tessera-cli, can u just fix whatever it is",
            ),
            (
                "bash",
                "cargo clippy -p tessera-cli --all-targets 2>&1 | grep -A4 '^warning' | head -20",
                'warning: the borrowed expression implements the required traits\n  --> crates/tessera-cli/src/cmd/pack.rs:88:34\n   |\n88 |     let manifest = load_manifest(&dir.join("atlas.ron"))?;\n   |                                  ^^^^^^^^^^^^^^^^^^^^^^ help: change this to: `dir.join("atlas.ron")`\n--\nwarning: redundant closure\n   --> crates/tessera-cli/src/cmd/pack.rs:112:14\n    |\n112 |         .map(|p| PathBuf::from(p))\n    |              ^^^^^^^^^^^^^^^^^^^^ help: replace the closure with the function itself: `PathBuf::from`\n--\nwarning: `tessera-cli` (bin "tessera") generated 2 warnings (run `cargo clippy --fix --bin "tessera"` to apply 2 suggestions)',
            ),
            (
                "read",
                "crates/tessera-cli/src/cmd/pack.rs",
                'pub fn run(args: PackArgs) -> anyhow::Result<()> {\n    let dir = args.dir.canonicalize()?;\n    let manifest = load_manifest(&dir.join("atlas.ron"))?;\n    let extra: Vec<PathBuf> = args\n        .extra\n        .iter()\n        .map(|p| PathBuf::from(p))\n        .collect();\n    let pages = tessera_core::pack(&manifest, &dir, &extra)?;\n    report(&pages, args.dump_layout);\n    Ok(())\n}\n',
            ),
            ("edit", "crates/tessera-cli/src/cmd/pack.rs"),
            (
                "bash",
                "cargo clippy -p tessera-cli --all-targets 2>&1 | tail -2",
                "    Checking tessera-cli v0.14.2 (/home/ines/src/tessera/crates/tessera-cli)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.07s",
            ),
            (
                "assistant",
                'Both warnings fixed in `cmd/pack.rs`: passed `dir.join("atlas.ron")` by value (`needless_borrows_for_generic_args`) and replaced `.map(|p| PathBuf::from(p))` with `.map(PathBuf::from)`. Clippy is clean for `tessera-cli` now.',
            ),
            ("user", "ty. whats the nextest flag to see println output from passing tests again"),
            (
                "assistant",
                "`cargo nextest run --no-capture` (alias `--nocapture`). It also runs tests serially while it's on, so add a filter like `-E 'test(pack_)'` if you only care about a few.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh68-tessera-decision-bc7-in-process-intel-tex-2-not-texconv",
        "split": "fresh68",
        "steps": [
            (
                "user",
                "deck build needs BC7 textures, tessera only writes rgba8 ktx2 right now and that blows the vram budget on the deck. we either shell out to texconv or do it in process. look at how encode is wired and tell me what ud do",
            ),
            (
                "bash",
                "ls crates; grep -n 'pub fn\\|enum\\|=>' crates/tessera-core/src/encode.rs | head -12",
                "tessera-cli\ntessera-core\ntessera-preview\n12:pub enum OutputFormat {\n18:pub fn encode(img: &RgbaImage, fmt: OutputFormat) -> Result<Encoded, TesseraError> {\n20:        OutputFormat::Rgba8 => Ok(Encoded::raw(img)),\n21:        OutputFormat::Rgba8Srgb => Ok(Encoded::raw_srgb(img)),\n25:pub fn write_ktx2(path: &Path, enc: &Encoded, mips: &[Encoded]) -> Result<(), TesseraError> {",
            ),
            (
                "read",
                "crates/tessera-core/src/encode.rs",
                "use image::RgbaImage;\n\nuse crate::error::TesseraError;\nuse crate::ktx2::{self, VkFormat};\n\n/// Output pixel format of a baked texture. Chosen per target in the atlas manifest.\n#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq, Hash)]\npub enum OutputFormat {\n    Rgba8,\n    Rgba8Srgb,\n}\n\npub fn encode(img: &RgbaImage, fmt: OutputFormat) -> Result<Encoded, TesseraError> {\n    match fmt {\n        OutputFormat::Rgba8 => Ok(Encoded::raw(img)),\n        OutputFormat::Rgba8Srgb => Ok(Encoded::raw_srgb(img)),\n    }\n}\n",
            ),
            (
                "bash",
                "grep -n 'runs-on\\|tessera bake' .github/workflows/bake.yml",
                "14:    runs-on: [self-hosted, bake-linux]\n22:      - run: tessera bake --target deck --target switch --json\n41:    runs-on: [self-hosted, bake-windows]\n49:      - run: tessera bake --target pc --json",
            ),
            (
                "assistant",
                "Encoding is a single `match` in `tessera-core/src/encode.rs`, so a new `OutputFormat::Bc7 { srgb: bool }` variant slots in cleanly either way. Note the farm split: deck and switch bake on the `bake-linux` runners, only PC bakes on `bake-windows`.\n\nOptions:\n\n1. **Shell out to `texconv`** (DirectXTex): the reference encoder, good quality, GPU-accelerated BC7 on Windows. But it's a Windows binary; the Linux runners that bake deck/switch would need it under Wine, and we'd be writing temp PNGs, spawning a process per page and parsing its DDS output back into KTX2.\n2. **`intel_tex_2` in-process** (Rust bindings to Intel's ISPC texture compressor): ships precompiled kernels so no ISPC toolchain on the runners, works on Linux/Windows/macOS, BC7 and BC5, fast on many cores, and it plugs straight into our `rayon` per-page loop. Quality is a notch below texconv's slowest mode at the `alpha_slow` / `opaque_slow` settings, usually not visible.\n3. **Basis Universal / UASTC via `ktx` FFI**: one supercompressed file transcoded at load. Bigger change, engine loader has to grow a transcoder.\n\nI'd go with 2.",
            ),
            (
                "user",
                "go with intel_tex_2 in-process, not texconv, because the linux bake runners have to produce the deck and switch textures too and texconv is windows only. im not maintaining a wine setup on the farm. jonas compared the two last year and the quality diff was within noise anyway",
            ),
            ("edit", "crates/tessera-core/Cargo.toml"),
            ("edit", "crates/tessera-core/src/encode.rs"),
            ("edit", "crates/tessera-core/src/ktx2.rs"),
            ("edit", "crates/tessera-core/tests/encode_bc7.rs"),
            (
                "bash",
                "cargo nextest run -p tessera-core 2>&1 | tail -4",
                "        PASS [   0.412s] tessera-core::encode_bc7 bc7_roundtrip_psnr_above_42db\n        PASS [   0.019s] tessera-core::encode_bc7 bc7_rejects_non_multiple_of_4\n------------\n     Summary [   2.315s] 61 tests run: 61 passed, 0 skipped",
            ),
            (
                "bash",
                "time tessera bake --only art/ui --target deck --no-cache 2>&1 | tail -3",
                "baked art/ui -> out/deck/ui_atlas_0.ktx2 (4096x4096, bc7-srgb, 11 mips, 21.3 MiB)\nbaked art/ui -> out/deck/ui_atlas_1.ktx2 (4096x2048, bc7-srgb, 11 mips, 10.7 MiB)\n2 pages, 0 cache hits\n\nreal\t0m6.918s\nuser\t1m12.404s\nsys\t0m0.611s",
            ),
            (
                "assistant",
                'Done:\n\n- `intel_tex_2 = "0.4"` in `tessera-core`; new `OutputFormat::Bc7 { srgb }` encodes each mip level in-process (`bc7::alpha_slow_settings()`), parallel over mips with `rayon`\n- `ktx2.rs` writes `VK_FORMAT_BC7_SRGB_BLOCK` / `BC7_UNORM_BLOCK` and pads pages to a multiple of 4\n- tests: round-trip PSNR > 42 dB on the UI fixture, and an error for non-multiple-of-4 sizes\n\nUI atlas for deck went from 85 MiB (rgba8) to 32 MiB with mips, about 7 s on my machine. No runner changes needed.',
            ),
            ("user", "nice, merge it"),
        ],
        "lessons": [
            {"keys": ["intel_tex_2", "windows only"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh68-tessera-incident-ui-atlas-rebaked-every-run-hashmap-order-tie-break",
        "split": "fresh68",
        "steps": [
            (
                "user",
                "wtf. every farm bake rewrites ui_atlas_0.ktx2 even when nobody touched art/ui, the assets repo is growing ~200MB a day in LFS. the content cache should catch that, can u look",
            ),
            (
                "bash",
                "git log --oneline -4 -- art/ui/out/deck/ui_atlas_0.ktx2; git log -1 --format=%cd -- art/ui/src",
                "9c1e3f0 bake: farm #4417 (deck, switch)\n51ad7b2 bake: farm #4416 (deck, switch)\ne20f8c4 bake: farm #4415 (deck, switch)\n7a93d11 bake: farm #4414 (deck, switch)\nWed Nov 25 16:02:40 2026 +0100",
            ),
            (
                "bash",
                "for i in 1 2; do tessera bake --only art/ui --target deck --no-cache --out /tmp/b$i >/dev/null; done; b3sum /tmp/b1/ui_atlas_0.ktx2 /tmp/b2/ui_atlas_0.ktx2",
                "4be01c7a9f3d2e8b5a61c0d94e7f2b13a8c5d6e0f71b29c3d4e5f60718293a4b  /tmp/b1/ui_atlas_0.ktx2\nd2a7f90e13b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e  /tmp/b2/ui_atlas_0.ktx2",
            ),
            (
                "bash",
                "tessera pack art/ui --dump-layout > /tmp/l1.txt; tessera pack art/ui --dump-layout > /tmp/l2.txt; diff /tmp/l1.txt /tmp/l2.txt | head -12",
                "212,213c212,213\n< icon_gem            page 0  x=1024 y=640   64x64\n< icon_gold           page 0  x=1088 y=640   64x64\n---\n> icon_gold           page 0  x=1024 y=640   64x64\n> icon_gem            page 0  x=1088 y=640   64x64\n340,341c340,341\n< btn_close_hover     page 0  x=2112 y=1216  48x48\n< btn_close          page 0  x=2160 y=1216  48x48\n---\n> btn_close           page 0  x=2112 y=1216  48x48\n> btn_close_hover     page 0  x=2160 y=1216  48x48",
            ),
            (
                "read",
                "crates/tessera-core/src/pack.rs",
                "pub fn pack(manifest: &AtlasManifest, root: &Path) -> Result<Vec<Page>, TesseraError> {\n    let mut sprites: HashMap<String, Sprite> = HashMap::new();\n    for entry in &manifest.sprites {\n        let img = load_rgba(&root.join(&entry.file))?;\n        sprites.insert(entry.name.clone(), Sprite::trimmed(entry, img));\n    }\n\n    let mut order: Vec<&Sprite> = sprites.values().collect();\n    order.sort_by_key(|s| Reverse(s.w * s.h));\n\n    let mut packer = MaxRects::new(manifest.page_size, manifest.padding);\n    for s in order {\n        packer.insert(s)?;\n    }\n    Ok(packer.into_pages())\n}\n",
            ),
            (
                "think",
                "sort_by_key is stable, but the input order comes from HashMap::values(), and std HashMap uses RandomState, a new seed per process. Sprites with equal area keep that random relative order, so MaxRects places them differently each run. Cache key is blake3 over inputs + settings, so the cache is fine; the bake output itself isn't deterministic, and when the farm runs without a warm cache (new runner, cache evicted) it writes a different file and commits it.",
            ),
            (
                "bash",
                "grep -n 'cache_dir\\|evict' crates/tessera-core/src/cache.rs | head -4; du -sh /var/lib/tessera-cache 2>/dev/null || echo 'no local cache'",
                '9:    let cache_dir = std::env::var("TESSERA_CACHE_DIR").unwrap_or_else(|_| default_cache_dir());\n31:    // evict entries older than 3 days, farm runners share nothing\nno local cache',
            ),
            (
                "assistant",
                "Found it. The bake isn't deterministic, and the cache only hides that until it's cold.\n\nThe layout changes between runs because pack.rs collects sprites into a HashMap and only sorts by area, so sprites with equal area keep HashMap iteration order, which std randomises per process; the fix is a BTreeMap plus a tie-break on sprite name. You can see it in the layout diff: `icon_gem`/`icon_gold` (both 64x64) and `btn_close`/`btn_close_hover` (both 48x48) swap places between two runs of the same input.\n\nWhy it shows up daily: the farm runners evict cache entries after 3 days and don't share them, so most farm bakes are cold, produce a differently-laid-out page, and the bake job commits it as a new LFS object.\n\nFix I'll make:\n- `BTreeMap<String, Sprite>` in `pack.rs`, and sort by `(Reverse(area), Reverse(h), name)`\n- a test that packs the UI fixture 20 times and asserts identical layouts and identical `b3sum`s of the encoded page",
            ),
            ("user", "ok do it"),
            ("edit", "crates/tessera-core/src/pack.rs"),
            ("edit", "crates/tessera-core/tests/pack_determinism.rs"),
            (
                "bash",
                "cargo nextest run -p tessera-core -E 'test(determinism)' 2>&1 | tail -2; for i in 1 2; do tessera bake --only art/ui --target deck --no-cache --out /tmp/c$i >/dev/null; done; b3sum /tmp/c1/ui_atlas_0.ktx2 /tmp/c2/ui_atlas_0.ktx2",
                "------------\n     Summary [   3.884s] 2 tests run: 2 passed, 59 skipped\n7f10b3c2e9d4a5f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4  /tmp/c1/ui_atlas_0.ktx2\n7f10b3c2e9d4a5f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4  /tmp/c2/ui_atlas_0.ktx2",
            ),
            (
                "assistant",
                "Fixed and verified: two cold bakes of `art/ui` now produce byte-identical `ui_atlas_0.ktx2`, and `pack_determinism` packs the fixture 20 times with the same result. The next farm bake will commit the UI atlas once more (new layout), after that it should stop churning. The LFS history that's already there needs a `git lfs prune` on the server side if you want the space back.",
            ),
            ("user", "👍 ill tell ops about the prune"),
        ],
        "lessons": [
            {"keys": ["HashMap", "tie-break on sprite name"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh68-tessera-fenland-props-atlas-ron-manifest-and-2048-pages-corrections",
        "split": "fresh68",
        "steps": [
            (
                "user",
                "artists dropped the new fenland biome props in art/props/fenland, they want them in their own atlas. set it up like the other prop folders pls",
            ),
            (
                "bash",
                "ls art/props/; ls art/props/fenland | head -5; ls art/props/fenland | wc -l; cat tessera.toml",
                'fenland\nmarsh\nruins\nwoods\nbog_lantern.png\nbog_lantern_lit.png\ncattail_a.png\ncattail_b.png\ndead_willow.png\n87\n[workspace]\nroots = ["art/ui", "art/props", "art/fx", "art/fonts"]\nout_dir = "out"\n\n[targets.pc]\nformat = "rgba8-srgb"\n\n[targets.deck]\nformat = "bc7-srgb"\n\n[targets.switch]\nformat = "bc7-srgb"',
            ),
            (
                "assistant",
                "87 PNGs in `fenland`. Manifests are TOML like tessera.toml, so I'll add `art/props/fenland/atlas.toml` listing the sprites, with 4096x4096 pages like the ui atlas, padding 2 and trimming on.",
            ),
            ("edit", "art/props/fenland/atlas.toml"),
            (
                "bash",
                "tessera bake --only art/props/fenland --target deck 2>&1 | tail -3",
                "scanning art/props/fenland\n0 atlases baked, 0 cache hits\ndone in 0.04s",
            ),
            (
                "assistant",
                "The bake found nothing to do in `art/props/fenland`, so it's not picking up the manifest. Let me check how the bake discovers atlas folders.",
            ),
            (
                "user",
                "stop, the bake never reads that file. manifests are atlas.ron files in RON, tessera.toml is just the workspace config and nothing reads an atlas.toml. look at art/props/marsh/atlas.ron and copy that. and prop atlases are 2048 max, not 4096: only the ui atlas gets 4096 pages because the switch texture budget can't take 4096 prop pages.",
            ),
            (
                "read",
                "art/props/marsh/atlas.ron",
                'AtlasManifest(\n    name: "props_marsh",\n    page_size: (2048, 2048),\n    padding: 2,\n    trim: true,\n    mips: true,\n    sprites: [\n        (name: "reed_tall_01", file: "reed_tall_01.png"),\n        (name: "reed_tall_02", file: "reed_tall_02.png"),\n        (name: "mud_rock_a", file: "mud_rock_a.png"),\n        // ...\n    ],\n)\n',
            ),
            ("bash", "rm art/props/fenland/atlas.toml", ""),
            ("edit", "art/props/fenland/atlas.ron"),
            (
                "bash",
                "tessera bake --only art/props/fenland --target deck --target switch 2>&1 | tail -5",
                "baked art/props/fenland -> out/deck/props_fenland_0.ktx2 (2048x2048, bc7-srgb, 12 mips)\nbaked art/props/fenland -> out/deck/props_fenland_1.ktx2 (2048x1024, bc7-srgb, 12 mips)\nbaked art/props/fenland -> out/switch/props_fenland_0.ktx2 (2048x2048, bc7-srgb, 12 mips)\nbaked art/props/fenland -> out/switch/props_fenland_1.ktx2 (2048x1024, bc7-srgb, 12 mips)\n4 pages, 0 cache hits",
            ),
            (
                "assistant",
                'Replaced the TOML file with `art/props/fenland/atlas.ron`, same shape as marsh: `name: "props_fenland"`, `page_size: (2048, 2048)`, padding 2, trim and mips on, all 87 sprites listed with names from the file stems. It bakes to two pages per target (2048x2048 + 2048x1024).',
            ),
            ("user", "good, push it to the art branch so they can check it in the preview"),
            (
                "bash",
                "git switch art/fenland-props && git add art/props/fenland/atlas.ron && git commit -qm 'fenland props atlas' && git push -q && git log -1 --oneline",
                "c4d20e9 fenland props atlas",
            ),
        ],
        "lessons": [
            {"keys": ["manifests are atlas.ron", "tessera.toml"], "not": ["manifests are TOML"]},
            {
                "keys": ["prop atlases are 2048 max", "switch texture budget"],
                "not": ["4096x4096 pages"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh68-tessera-fonts-subcommand-normal-maps-bc5-correction-json-flag-and-no-unwrap-rules",
        "split": "fresh68",
        "steps": [
            (
                "user",
                "need a `tessera fonts` subcommand that bakes msdf atlases from the ttfs in art/fonts, the ui team wants crisp text at any scale. fdsm + ttf-parser should do it. glyph set = latin-1 + the ones in art/fonts/extra_glyphs.txt",
            ),
            (
                "bash",
                "ls art/fonts; wc -m art/fonts/extra_glyphs.txt; grep -n 'Subcommand\\|=> cmd::' crates/tessera-cli/src/main.rs",
                "Fraunces-SemiBold.ttf\nInter-Regular.ttf\nInter-Bold.ttf\nextra_glyphs.txt\n41 art/fonts/extra_glyphs.txt\n18:#[derive(Subcommand)]\n31:        Cmd::Bake(a) => cmd::bake::run(a),\n32:        Cmd::Pack(a) => cmd::pack::run(a),\n33:        Cmd::Cache(a) => cmd::cache::run(a),",
            ),
            (
                "read",
                "crates/tessera-core/src/encode.rs",
                "/// Block-compressed output for the deck and switch targets.\n/// Albedo and normal maps both go through BC7.\n#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq, Hash)]\npub enum OutputFormat {\n    Rgba8,\n    Rgba8Srgb,\n    Bc7 { srgb: bool },\n    Bc5,\n}\n\npub fn encode(img: &RgbaImage, fmt: OutputFormat) -> Result<Encoded, TesseraError> {\n    match fmt {\n        OutputFormat::Rgba8 => Ok(Encoded::raw(img)),\n        OutputFormat::Rgba8Srgb => Ok(Encoded::raw_srgb(img)),\n        OutputFormat::Bc7 { srgb } => bc7::encode(img, srgb),\n        OutputFormat::Bc5 => bc5::encode(img),\n    }\n}\n",
            ),
            (
                "assistant",
                "Plan:\n\n- `tessera-core/src/fonts.rs`: load each TTF with `ttf-parser`, collect the glyph set (Latin-1 + `extra_glyphs.txt`), generate a 48 px MSDF per glyph with `fdsm` (range 4 px), pack them with the existing MaxRects packer, and write `fonts/<name>.ktx2` plus a `<name>.glyphs.ron` with advances, bearings, UVs and kerning pairs\n- on deck/switch I'd encode the pages with the same BC7 path the normal maps go through (unorm, not sRGB, since MSDF channels are distances)\n- `tessera-cli`: `Cmd::Fonts(FontsArgs)` with `--font` to bake just one",
            ),
            (
                "user",
                "fonts should just be rgba8, no block compression, msdf falls apart under BC7. btw normal maps don't use BC7 either, they're BC5 (two channels, z gets rebuilt in the shader), so fix that doc comment in encode.rs while you're in there. and two rules for tessera from now on: every subcommand gets a --json flag that prints one json object on stdout for the build farm, and no unwrap() or expect() in tessera-core, errors go through TesseraError with the asset path in them. rest of the plan is fine",
            ),
            ("edit", "crates/tessera-core/src/encode.rs"),
            ("edit", "crates/tessera-core/src/fonts.rs"),
            ("edit", "crates/tessera-core/src/error.rs"),
            ("edit", "crates/tessera-cli/src/cmd/fonts.rs"),
            ("edit", "crates/tessera-cli/src/main.rs"),
            ("edit", "crates/tessera-core/tests/fonts.rs"),
            (
                "bash",
                "cargo nextest run -p tessera-core -E 'test(fonts)' 2>&1 | tail -2; grep -rn 'unwrap()\\|expect(' crates/tessera-core/src | grep -v '^.*tests' | wc -l",
                "------------\n     Summary [   1.902s] 4 tests run: 4 passed, 61 skipped\n0",
            ),
            (
                "bash",
                "tessera fonts --target deck --json",
                '{"command":"fonts","target":"deck","fonts":[{"name":"Fraunces-SemiBold","glyphs":232,"pages":1,"out":"out/deck/fonts/Fraunces-SemiBold.ktx2"},{"name":"Inter-Bold","glyphs":232,"pages":1,"out":"out/deck/fonts/Inter-Bold.ktx2"},{"name":"Inter-Regular","glyphs":232,"pages":1,"out":"out/deck/fonts/Inter-Regular.ktx2"}],"cache_hits":0,"errors":[]}',
            ),
            (
                "assistant",
                "`tessera fonts` is in:\n\n- MSDF pages stay `rgba8` (unorm) on every target, no BC step\n- `--json` prints one object with per-font glyph count, pages and output path, and an `errors` array; human-readable output otherwise\n- new `TesseraError::Font { path, source }` and `TesseraError::GlyphMissing { path, codepoint }`, no `unwrap`/`expect` in `tessera-core` (I also replaced two old `expect`s in `cache.rs` that were already there)\n- fixed the doc comment in `encode.rs`: albedo is BC7, normal maps are BC5\n\n232 glyphs per font (191 Latin-1 printable + 41 extra), one 1024x1024 page each.",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["normal maps", "BC5"], "not": ["BC7 path the normal maps"]},
            {"keys": ["--json", "build farm"]},
            {"keys": ["unwrap()", "TesseraError"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh68-tessera-tool-stored-shared-cache-bucket-and-atlas-ron-file-name-case",
        "split": "fresh68",
        "steps": [
            (
                "user",
                "remember this for next time pls: the shared bake cache is s3://lowmoor-tessera-cache in eu-west-1, only the farm writes to it, local bakes read it with TESSERA_CACHE_RO=1 and need the lowmoor-artist aws profile. ok and now: lukas says the marsh atlas bakes fine on his windows box but the farm job fails on it since this morning",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tessera shared bake cache: s3://lowmoor-tessera-cache (eu-west-1). Only the build farm writes to it; local bakes read it with TESSERA_CACHE_RO=1 and the lowmoor-artist AWS profile.",
                    "tags": ["tessera", "cache", "build-farm"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "bash",
                "gh run view --job 31877204115 --log 2>/dev/null | grep -i 'error' | head -4",
                'bake-linux\tBake deck/switch\t2026-12-04T09:12:51Z error: art/props/marsh/atlas.ron: sprite "reed_tall_02": file not found: art/props/marsh/Reed_Tall_02.png\nbake-linux\tBake deck/switch\t2026-12-04T09:12:51Z Error: Process completed with exit code 2.',
            ),
            (
                "bash",
                "ls art/props/marsh | grep -i reed; git log -1 --format='%h %an %s' -- art/props/marsh/atlas.ron",
                "reed_short_01.png\nreed_tall_01.png\nreed_tall_02.png\n3be8a71 Lukas Brandt marsh: swap reed variant 2",
            ),
            (
                "assistant",
                "Saved the cache setup. The farm failure is a file-name case mismatch: Lukas's commit changed the entry to `file: \"Reed_Tall_02.png\"`, but the file on disk is `reed_tall_02.png`. NTFS is case-insensitive, so it resolves on his Windows machine; the `bake-linux` runner's ext4 isn't, so the lookup fails there.",
            ),
            (
                "user",
                "yeah the farm is linux. names in atlas.ron have to match the file name case exactly, windows hides it every time and we lose a morning. fix the ron and make tessera check the case on windows too so lukas gets the error locally",
            ),
            ("edit", "art/props/marsh/atlas.ron"),
            ("edit", "crates/tessera-core/src/manifest.rs"),
            ("edit", "crates/tessera-core/tests/manifest_case.rs"),
            (
                "bash",
                "cargo nextest run -p tessera-core -E 'test(manifest_case)' 2>&1 | tail -2; tessera bake --only art/props/marsh --target deck 2>&1 | tail -1",
                "------------\n     Summary [   0.211s] 3 tests run: 3 passed, 65 skipped\n2 pages, 1 cache hits",
            ),
            (
                "assistant",
                "Fixed:\n\n- `art/props/marsh/atlas.ron` now points at `reed_tall_02.png`\n- manifest loading compares each entry against the actual directory listing (`read_dir` names, not `Path::exists`), so on every OS a case-only mismatch fails with `TesseraError::FileNameCase { path, expected, found }` naming both spellings\n- tests for the exact match, the case mismatch and a missing file\n\nMarsh bakes again; the farm job should go green on the next push.",
            ),
            ("user", "thx, pushing"),
        ],
        "lessons": [
            {"keys": ["atlas.ron", "file name case"]},
        ],
        "tool_stored": [["lowmoor-tessera-cache", "TESSERA_CACHE_RO"]],
    },
]
