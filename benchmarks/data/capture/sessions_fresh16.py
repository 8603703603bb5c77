"""The "fresh16" capture sessions: written in session 19 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the earlier fresh ones."""

from __future__ import annotations

from typing import Any

FRESH16: list[dict[str, Any]] = [
    {
        "name": "fresh16-ingress-class-correction",
        "split": "fresh16",
        "steps": [
            (
                "user",
                "charts/storefront: the new ingress template renders without an ingressClassName. Prod uses the nginx ingress class, so set ingressClassName: nginx in values-prod.yaml and bump the chart version.",
            ),
            (
                "read",
                "charts/storefront/values-prod.yaml",
                'replicaCount: 4\nimage:\n  tag: "3.12.1"\ningress:\n  enabled: true\n  hosts:\n    - host: shop.example.com\n      paths: ["/"]\n  tls:\n    - secretName: shop-tls\n      hosts: [shop.example.com]\n',
            ),
            ("edit", "charts/storefront/values-prod.yaml"),
            ("edit", "charts/storefront/Chart.yaml"),
            (
                "bash",
                "helm lint charts/storefront -f charts/storefront/values-prod.yaml",
                "==> Linting charts/storefront\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed",
            ),
            (
                "bash",
                "helm template storefront charts/storefront -f charts/storefront/values-prod.yaml | grep -B2 -A3 ingressClassName",
                "metadata:\n  name: storefront\nspec:\n  ingressClassName: nginx\n  tls:\n    - hosts:",
            ),
            (
                "assistant",
                "Added `ingress.className: nginx` to values-prod.yaml (the template maps it to `spec.ingressClassName`) and bumped the chart from 0.14.2 to 0.14.3. Lint passes and the rendered Ingress has the class set.",
            ),
            (
                "user",
                "hmm wait, no. that's the old cluster in my head. prod moved to traefik in the september migration, so ingressClassName has to be traefik there. nginx is only left on legacy-eu.",
            ),
            (
                "bash",
                "kubectl --context prod-us get ingressclass",
                "NAME      CONTROLLER                      PARAMETERS   AGE\ntraefik   traefik.io/ingress-controller   <none>       84d",
            ),
            ("edit", "charts/storefront/values-prod.yaml"),
            (
                "bash",
                "helm lint charts/storefront -f charts/storefront/values-prod.yaml && helm template storefront charts/storefront -f charts/storefront/values-prod.yaml | grep ingressClassName",
                "==> Linting charts/storefront\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed\n  ingressClassName: traefik",
            ),
            (
                "assistant",
                "Switched values-prod.yaml to `className: traefik`; it's the only IngressClass on prod-us, so that lines up. I left the chart at 0.14.3 since that version hasn't been released yet.",
            ),
        ],
        "lessons": [{"keys": ["traefik", "prod"], "not": ["prod uses the nginx"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh16-chitchat-ruby-safe-nav",
        "split": "fresh16",
        "steps": [
            ("user", "rspec went red after my refactor of the normalizer, can you have a look?"),
            (
                "bash",
                "bundle exec rspec",
                "..F.F...F.....\n\nFailures:\n\n  1) Tidyslug::Normalize.call strips accents\n     Failure/Error: ascii = I18n.transliterate(title.downcase)\n\n     NameError:\n       undefined local variable or method `title' for module Tidyslug::Normalize\n     # ./lib/tidyslug/normalize.rb:9:in `call'\n\n14 examples, 3 failures",
            ),
            (
                "read",
                "lib/tidyslug/normalize.rb",
                'module Tidyslug\n  module Normalize\n    def self.call(text, separator: "-")\n      return "" if text.nil?\n\n      text = text&.strip\n      return "" if text.empty?\n\n      ascii = I18n.transliterate(title.downcase)\n      ascii.gsub(/[^a-z0-9]+/, separator).delete_prefix(separator).delete_suffix(separator)\n    end\n  end\nend\n',
            ),
            (
                "assistant",
                "Line 9 still says `title`, but the parameter was renamed to `text`, so Ruby looks for a local or method called `title` and finds neither. Fixing that one word.",
            ),
            ("edit", "lib/tidyslug/normalize.rb"),
            (
                "bash",
                "bundle exec rspec",
                "..............\n\nFinished in 0.04 seconds\n14 examples, 0 failures",
            ),
            (
                "user",
                "ugh, leftover from the rename, embarrassing. btw what does the `&.` on line 6 do? never used that one",
            ),
            (
                "assistant",
                "That's the safe navigation operator: `text&.strip` calls `strip` only if `text` isn't nil, and otherwise evaluates to nil instead of raising NoMethodError. Here it's actually redundant, because line 4 already returns early for nil, but it doesn't hurt.",
            ),
            ("user", "nice, learned something today. thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh16-decision-maven-central",
        "split": "fresh16",
        "steps": [
            (
                "user",
                "We need to publish tapkit-android properly. Right now people pull it from JitPack, which just builds whatever tag they ask for. I see three options: stay on JitPack, GitHub Packages, or Maven Central. What do you think?",
            ),
            (
                "read",
                "tapkit/build.gradle",
                "plugins {\n    id 'com.android.library'\n    id 'maven-publish'\n}\n\nandroid {\n    namespace 'io.tapkit'\n    compileSdk 34\n    defaultConfig { minSdk 21 }\n}\n\nafterEvaluate {\n    publishing {\n        publications {\n            release(MavenPublication) {\n                from components.release\n                groupId = 'com.github.tapkit'\n                artifactId = 'tapkit-android'\n            }\n        }\n    }\n}\n",
            ),
            (
                "assistant",
                "JitPack is zero setup, but builds aren't reproducible and artifacts aren't signed. GitHub Packages needs a token even to read public packages, which is a hassle for consumers. Maven Central is the most work up front (a verified namespace, GPG signing, sources and javadoc jars) but needs no extra repository in anyone's build.",
            ),
            (
                "user",
                "Let's go with Maven Central. Two of our enterprise customers can only pull dependencies through their Artifactory, and their Artifactory only proxies Maven Central. JitPack and GitHub Packages are blocked for them, so nothing else would actually reach them.",
            ),
            ("edit", "tapkit/build.gradle"),
            ("edit", "gradle.properties"),
            (
                "bash",
                "./gradlew :tapkit:publishToMavenLocal",
                "> Task :tapkit:bundleReleaseAar\n> Task :tapkit:javaDocReleaseJar\n> Task :tapkit:releaseSourcesJar\n> Task :tapkit:signMavenPublication\n> Task :tapkit:publishMavenPublicationToMavenLocal\n\nBUILD SUCCESSFUL in 41s\n38 actionable tasks: 38 executed",
            ),
            (
                "bash",
                "ls ~/.m2/repository/io/tapkit/tapkit-android/1.8.0/",
                "tapkit-android-1.8.0-javadoc.jar\ntapkit-android-1.8.0-javadoc.jar.asc\ntapkit-android-1.8.0-sources.jar\ntapkit-android-1.8.0-sources.jar.asc\ntapkit-android-1.8.0.aar\ntapkit-android-1.8.0.aar.asc\ntapkit-android-1.8.0.module\ntapkit-android-1.8.0.pom\ntapkit-android-1.8.0.pom.asc",
            ),
            (
                "assistant",
                "Switched the build to the `com.vanniktech.maven.publish` plugin targeting Central, with the POM metadata, sources and javadoc jars, and signing read from the `signingInMemoryKey` Gradle properties so CI can pass them as secrets. A local publish produces a signed .aar, .pom and .module. The real upload will need the `io.tapkit` namespace verified on the Central Portal first.",
            ),
            ("user", "perfect, I'll get the namespace verified tomorrow."),
        ],
        "lessons": [{"keys": ["Maven Central", "Artifactory"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh16-otel-grpc-tool-stored",
        "split": "fresh16",
        "steps": [
            (
                "user",
                "Hooking billing-api up to the new OTel collector today. The endpoint is otel-collector.observability.svc:4317, OTLP over gRPC. Don't use 4318: HTTP is blocked by the NetworkPolicy in the observability namespace. Please save that to memory, two teams already lost a day on it.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Services send OTLP traces to otel-collector.observability.svc:4317 over gRPC; the HTTP port 4318 is blocked by the NetworkPolicy in the observability namespace.",
                    "tags": ["opentelemetry", "networking"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("assistant", "Saved. Now looking at the current exporter setup."),
            (
                "read",
                "billing_api/telemetry.py",
                'from opentelemetry import trace\nfrom opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter\nfrom opentelemetry.sdk.resources import Resource\nfrom opentelemetry.sdk.trace import TracerProvider\nfrom opentelemetry.sdk.trace.export import BatchSpanProcessor\n\n\ndef setup_tracing() -> None:\n    provider = TracerProvider(resource=Resource.create({"service.name": "billing-api"}))\n    exporter = OTLPSpanExporter(endpoint="http://otel-collector.observability.svc:4318/v1/traces")\n    provider.add_span_processor(BatchSpanProcessor(exporter))\n    trace.set_tracer_provider(provider)\n',
            ),
            ("edit", "billing_api/telemetry.py"),
            (
                "bash",
                "uv add opentelemetry-exporter-otlp-proto-grpc",
                "Resolved 48 packages in 612ms\nInstalled 3 packages in 41ms\n + grpcio==1.68.1\n + opentelemetry-exporter-otlp-proto-common==1.29.0\n + opentelemetry-exporter-otlp-proto-grpc==1.29.0",
            ),
            (
                "assistant",
                "Swapped the HTTP exporter for the gRPC one, pointed at `otel-collector.observability.svc:4317`, and added the gRPC exporter package.",
            ),
            (
                "user",
                "While you're in there, add the tenant to the request spans. Our custom attributes always go under the ledgerly. namespace, so ledgerly.tenant_id, not tenant_id or tenant.id.",
            ),
            ("edit", "billing_api/middleware.py"),
            (
                "bash",
                "pytest tests/test_telemetry.py -q",
                "....\n4 passed in 0.62s",
            ),
            (
                "bash",
                "grep -rn OTEL_ deploy/",
                "deploy/values-staging.yaml:22:    OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector.observability.svc:4318\ndeploy/values-staging.yaml:23:    OTEL_EXPORTER_OTLP_PROTOCOL: http/protobuf",
            ),
            (
                "assistant",
                "Found one more thing: deploy/values-staging.yaml sets `OTEL_EXPORTER_OTLP_ENDPOINT` to port 4318 with `http/protobuf`, and the env vars override what's in the code. On staging the exporter would still try the blocked HTTP port.",
            ),
            ("user", "yep, that's exactly the trap. 4317 and grpc, always."),
            ("edit", "deploy/values-staging.yaml"),
            (
                "assistant",
                "Set the staging values to `http://otel-collector.observability.svc:4317` with protocol `grpc`. The request middleware now sets `ledgerly.tenant_id` on the server span, and the telemetry tests pass.",
            ),
            ("user", "thanks, I'll roll it out after lunch"),
        ],
        "lessons": [{"keys": ["ledgerly", "attribute"]}],
        "tool_stored": [["4317", "gRPC"]],
    },
    {
        "name": "fresh16-spi-dma-stale-cache",
        "split": "fresh16",
        "steps": [
            (
                "user",
                "The ST7789 display on the H743 board shows garbage stripes now and then, mostly after scrolling the list view. Only in the release build (-O2); the debug build looks fine. It's SPI4 with DMA, the code is in hal/spi_dma.c. Can you take a look? I already swapped the display and the cable.",
            ),
            (
                "read",
                "hal/spi_dma.c",
                '#include <string.h>\n#include "hal/spi_dma.h"\n#include "stm32h7xx_hal.h"\n\nstatic uint8_t tx_buf[SPI_DMA_CHUNK];\nextern SPI_HandleTypeDef hspi4;\n\nhal_status_t hal_spi_dma_write(const uint8_t *data, size_t len)\n{\n    if (len > SPI_DMA_CHUNK) {\n        return HAL_ERR_SIZE;\n    }\n    memcpy(tx_buf, data, len);\n    return hal_from_st(HAL_SPI_Transmit_DMA(&hspi4, tx_buf, (uint16_t)len));\n}\n',
            ),
            (
                "bash",
                "arm-none-eabi-nm build/release/fw.elf | grep -E 'tx_buf|rx_ring'",
                "24001a40 b tx_buf\n24001c40 b rx_ring",
            ),
            (
                "bash",
                'grep -rn "SCB_EnableDCache\\|dma_nocache" board/ hal/ linker/',
                "board/h743/system_init.c:41:    SCB_EnableDCache();\nboard/h743/mpu_config.c:18:    /* 0x30040000, 32 KB: .dma_nocache, non-cacheable, shareable */\nlinker/STM32H743ZI.ld:112:  .dma_nocache (NOLOAD) : { *(.dma_nocache) } >RAM_D2_NC",
            ),
            (
                "think",
                "tx_buf sits at 0x24001a40, AXI SRAM, write-back cacheable. D-cache is on. memcpy writes into cache lines; DMA reads SRAM directly and gets stale bytes. -O2 keeps the copy tight so lines aren't evicted before the transfer starts.",
            ),
            (
                "assistant",
                "It's not the display. `tx_buf` is in AXI SRAM at 0x24001a40, which is write-back cacheable, and the D-cache is enabled in system_init.c. The `memcpy` lands in the cache and nothing cleans it before `HAL_SPI_Transmit_DMA`, so the DMA controller reads whatever stale bytes are still in SRAM. The debug build is slow enough that the lines usually get evicted in time; -O2 isn't. There's already a non-cacheable `.dma_nocache` section set up by the MPU at 0x30040000, and `rx_ring` in hal/uart_dma.c has the same problem.",
            ),
            (
                "user",
                "Damn, so weeks of blaming the display driver. Move both into .dma_nocache, and that's the rule from now on: every DMA buffer in the HAL goes in .dma_nocache, no cache clean/invalidate calls sprinkled around the drivers.",
            ),
            ("edit", "hal/spi_dma.c"),
            ("edit", "hal/uart_dma.c"),
            (
                "bash",
                "make BUILD=release -j8 && arm-none-eabi-nm build/release/fw.elf | grep -E 'tx_buf|rx_ring'",
                "  CC    hal/spi_dma.c\n  CC    hal/uart_dma.c\n  LD    build/release/fw.elf\n   text    data     bss     dec     hex filename\n 148212    1840   61208  211260   3393c build/release/fw.elf\n30040000 b tx_buf\n30040200 b rx_ring",
            ),
            (
                "bash",
                "python tools/hil/run.py display_scroll --loops 500",
                "flashing build/release/fw.elf ... ok\nrunning display_scroll x500\n500/500 frames CRC ok",
            ),
            (
                "assistant",
                'Both buffers now carry `__attribute__((section(".dma_nocache")))` and link at 0x30040000 and 0x30040200. The release build passed 500 scroll loops on the HIL rig with every frame CRC matching; before the change it usually failed within the first 50.',
            ),
        ],
        "lessons": [{"keys": ["DMA", "cache"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh16-iban-zero-deps-in-passing",
        "split": "fresh16",
        "steps": [
            (
                "user",
                "Could you add an `iban` validator next to the BIC one in checkmate/validators/finance.py? Please don't reach for python-stdnum or schwifty or anything like that: checkmate's core has zero runtime dependencies and we keep it that way, so the mod-97 check gets written by hand.",
            ),
            (
                "read",
                "checkmate/validators/finance.py",
                'import re\n\nfrom checkmate.errors import ValidationError\nfrom checkmate.registry import register\n\n_BIC_RE = re.compile(r"^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$")\n\n\n@register("bic")\ndef bic(value: str) -> str:\n    value = value.replace(" ", "").upper()\n    if not _BIC_RE.match(value):\n        raise ValidationError("bic.invalid_format", value=value)\n    return value\n',
            ),
            (
                "read",
                "pyproject.toml",
                '[project]\nname = "checkmate"\nversion = "2.6.0"\nrequires-python = ">=3.9"\ndependencies = []\n\n[project.optional-dependencies]\ndev = ["pytest>=8", "hypothesis>=6.100", "mypy>=1.10"]\n',
            ),
            ("edit", "checkmate/validators/finance.py"),
            ("edit", "tests/validators/test_finance.py"),
            (
                "bash",
                "pytest tests/validators -q",
                "..........................\n26 passed in 0.31s",
            ),
            (
                "bash",
                "python -c \"from checkmate.validators.finance import iban; print(iban('GB82 WEST 1234 5698 7654 32'))\"",
                "GB82WEST12345698765432",
            ),
            (
                "assistant",
                "Added `iban`: it strips spaces, upper-cases, checks the country's length from a small built-in table, moves the first four characters to the end, maps letters to numbers and does the mod-97 check in chunks, all with no new imports. Errors follow the BIC style: `iban.invalid_format`, `iban.bad_length`, `iban.bad_checksum`. There are 8 new tests, including a Hypothesis one that a single changed digit always fails the checksum.",
            ),
            ("user", "Looks good, merge-ready from my side."),
        ],
        "lessons": [{"keys": ["runtime dependencies", "core"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh16-chitchat-svelte-push",
        "split": "fresh16",
        "steps": [
            (
                "user",
                "Quick Svelte question. In CartSummary.svelte, the 'add sample' button pushes into `items` but the total never changes. If I reassign something it does update. What's going on?",
            ),
            (
                "read",
                "src/lib/CartSummary.svelte",
                "<script>\n  export let items = [];\n  $: total = items.reduce((sum, i) => sum + i.price * i.qty, 0);\n\n  function addSample() {\n    items.push({ name: 'Sample', price: 0, qty: 1 });\n  }\n</script>\n\n<p>{items.length} items, total {total.toFixed(2)}</p>\n<button on:click={addSample}>Add sample</button>\n",
            ),
            (
                "assistant",
                "In Svelte 4, reactivity is triggered by assignment: the compiler only invalidates `items` when it sees `items = ...`. `items.push(...)` changes the array in place without an assignment, so the `$: total` statement never re-runs. Either write `items = [...items, newItem]`, or add `items = items` after the push.",
            ),
            (
                "user",
                "ahh ok, so it's the assignment that does it. change it to the spread version pls",
            ),
            ("edit", "src/lib/CartSummary.svelte"),
            (
                "bash",
                "npm run check",
                "> shop-ui@0.9.0 check\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n====================================\nsvelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "Done: `addSample` now does `items = [...items, { name: 'Sample', price: 0, qty: 1 }]`, and svelte-check is clean.",
            ),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh16-db-path-correction",
        "split": "fresh16",
        "steps": [
            (
                "user",
                'Can you add a Help > "Open data folder" menu item to Quillnote? Our database is at ~/.quillnote/quill.db on every platform, so the item should just open ~/.quillnote in the file manager.',
            ),
            (
                "read",
                "src-tauri/src/db.rs",
                'use std::path::PathBuf;\nuse tauri::{AppHandle, Manager};\n\npub fn db_path(app: &AppHandle) -> tauri::Result<PathBuf> {\n    Ok(app.path().app_data_dir()?.join("quillnote.sqlite3"))\n}\n\n/// One-time import of the 1.x database on first launch.\npub fn migrate_legacy(app: &AppHandle) -> anyhow::Result<()> {\n    let legacy = app.path().home_dir()?.join(".quillnote").join("quill.db");\n    if legacy.exists() && !db_path(app)?.exists() {\n        import_v1(&legacy, &db_path(app)?)?;\n    }\n    Ok(())\n}\n',
            ),
            (
                "assistant",
                "Before I wire it up: db.rs doesn't open ~/.quillnote/quill.db. The live database is `quillnote.sqlite3` under `app_data_dir()` (on Linux ~/.local/share/com.quillnote.app, on macOS ~/Library/Application Support/com.quillnote.app), and ~/.quillnote is only read by `migrate_legacy`. Opening ~/.quillnote would show a stale or missing folder for anyone who installed 2.x fresh.",
            ),
            (
                "user",
                "Oh, you're right, I keep forgetting we changed that. Since 2.0 the database is quillnote.sqlite3 in the OS app data dir; ~/.quillnote/quill.db is just the old 1.x file the migrator imports on first launch. So yes, open the app data dir.",
            ),
            (
                "read",
                "src-tauri/src/menu.rs",
                'use tauri::menu::{Menu, MenuItemBuilder, SubmenuBuilder};\n\npub fn build(app: &tauri::AppHandle) -> tauri::Result<Menu<tauri::Wry>> {\n    let about = MenuItemBuilder::with_id("about", "About Quillnote").build(app)?;\n    let help = SubmenuBuilder::new(app, "Help").item(&about).build()?;\n    Menu::with_items(app, &[&help])\n}\n',
            ),
            ("edit", "src-tauri/src/menu.rs"),
            ("edit", "src-tauri/src/main.rs"),
            (
                "bash",
                "cargo check --manifest-path src-tauri/Cargo.toml",
                "    Checking quillnote v2.3.1 (/home/dana/code/quillnote/src-tauri)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 7.84s",
            ),
            (
                "bash",
                "cargo test --manifest-path src-tauri/Cargo.toml menu",
                "running 2 tests\ntest menu::tests::help_menu_has_open_data_folder ... ok\ntest menu::tests::open_data_folder_targets_app_data_dir ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 14 filtered out",
            ),
            (
                "assistant",
                'Added "Open data folder" under Help. It resolves `app_data_dir()` and opens it with the opener plugin, creating the folder first if it doesn\'t exist yet. Check and tests pass.',
            ),
        ],
        "lessons": [{"keys": ["quillnote.sqlite3", "data"], "not": ["quill.db on every platform"]}],
        "tool_stored": [],
    },
]
