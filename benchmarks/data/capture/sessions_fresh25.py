"""The "fresh25" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH25: list[dict[str, Any]] = [
    {
        "name": "fresh25-consul-check-port-correction",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "need billing-api registered in consul w/ an http health check on port 9090 /healthz, every 10s. service defs live in deploy/consul/",
            ),
            (
                "bash",
                "ls deploy/consul/",
                "ledger-api.hcl\nnotify-worker.hcl",
            ),
            (
                "read",
                "deploy/consul/ledger-api.hcl",
                'service {\n  name = "ledger-api"\n  port = 8080\n  tags = ["http", "internal"]\n\n  check {\n    id       = "ledger-api-http"\n    http     = "http://localhost:9101/healthz"\n    interval = "10s"\n    timeout  = "2s"\n    deregister_critical_service_after = "1m"\n  }\n}\n',
            ),
            ("edit", "deploy/consul/billing-api.hcl"),
            (
                "bash",
                "consul validate deploy/consul/",
                "Configuration is valid!",
            ),
            (
                "assistant",
                "Added `deploy/consul/billing-api.hcl`, modelled on ledger-api: service port 8080, tags `http`/`internal`, and an HTTP check against `http://localhost:9090/healthz` every 10s with a 2s timeout and deregistration after 1m critical. `consul validate` is happy.",
            ),
            ("user", "wait thats wrong"),
            (
                "assistant",
                "Which part is off: the port, the path or the interval? What should it be?",
            ),
            (
                "user",
                "port. health check goes to 9102, the admin listener. 9090 is the public api and it doesnt even serve /healthz",
            ),
            ("edit", "deploy/consul/billing-api.hcl"),
            (
                "bash",
                'consul validate deploy/consul/ && consul services register deploy/consul/billing-api.hcl && sleep 12 && curl -s localhost:8500/v1/agent/checks | jq -r \'.["billing-api-http"] | .HTTP + " " + .Status\'',
                "Configuration is valid!\nRegistered service: billing-api\nhttp://localhost:9102/healthz passing",
            ),
            (
                "assistant",
                "Switched the check to `http://localhost:9102/healthz`. Registered it against the local dev agent and after one interval the check reports `passing`.",
            ),
        ],
        "lessons": [
            {"keys": ["9102", "admin listener"], "not": ["check on port 9090"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh25-systemd-unit-name-correction",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "add a step to scripts/deploy.sh that restarts the ingest worker after the rsync. service is ingest-worker on the boxes",
            ),
            (
                "read",
                "scripts/deploy.sh",
                '#!/usr/bin/env bash\nset -euo pipefail\n\nenv="${1:?usage: deploy.sh <staging|prod>}"\nsource "scripts/hosts.${env}.sh"\n\nfor host in "${INGEST_HOSTS[@]}"; do\n  echo ">> $host"\n  rsync -az --delete build/ "deploy@${host}:/opt/tidewater/current/"\ndone\n',
            ),
            ("edit", "scripts/deploy.sh"),
            (
                "bash",
                "shellcheck scripts/deploy.sh && echo clean",
                "clean",
            ),
            (
                "assistant",
                'After each rsync the loop now runs `ssh "deploy@${host}" sudo systemctl restart ingest-worker` and then `systemctl is-active --quiet ingest-worker`, so the deploy stops on the first host where the worker doesn\'t come back. shellcheck is clean. Want me to try it against staging?',
            ),
            (
                "user",
                "oh wait my bad, the unit is tidewater-ingest, not ingest-worker. got renamed when we ditched supervisord and i still call it the old name lol",
            ),
            ("edit", "scripts/deploy.sh"),
            (
                "bash",
                "ssh deploy@staging-ingest-01 systemctl list-units --type=service --no-legend | grep -i ingest",
                "tidewater-ingest.service   loaded active running Tidewater ingest worker",
            ),
            (
                "bash",
                "./scripts/deploy.sh staging",
                ">> staging-ingest-01\n>> restarting tidewater-ingest on staging-ingest-01\nactive\n>> staging-ingest-02\n>> restarting tidewater-ingest on staging-ingest-02\nactive",
            ),
            (
                "assistant",
                "Renamed it to `tidewater-ingest` in both the restart and the is-active check (pulled into a `UNIT` variable at the top of the script). Confirmed the unit exists on staging-ingest-01, and a staging deploy restarted it on both hosts; both report `active`.",
            ),
        ],
        "lessons": [
            {"keys": ["tidewater-ingest", "unit"], "not": ["service is ingest-worker"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh25-decision-astro-content-collections",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "marketing wants a changelog page + a handful of docs pages on the astro site. whats the least painful way to get the content in",
            ),
            (
                "bash",
                "ls src src/pages && cat package.json | jq .dependencies",
                'src:\ncomponents\nlayouts\npages\nstyles\n\nsrc/pages:\nindex.astro\npricing.astro\nabout.astro\n{\n  "astro": "^4.16.2",\n  "@astrojs/sitemap": "^3.2.0",\n  "@astrojs/tailwind": "^5.1.1"\n}',
            ),
            (
                "read",
                "astro.config.mjs",
                "import { defineConfig } from 'astro/config';\nimport sitemap from '@astrojs/sitemap';\nimport tailwind from '@astrojs/tailwind';\n\nexport default defineConfig({\n  site: 'https://quillstack.io',\n  output: 'static',\n  integrations: [sitemap(), tailwind()],\n});\n",
            ),
            (
                "assistant",
                "Three reasonable options for a static Astro site:\n\n1. **Content collections**: markdown files under `src/content/changelog` and `src/content/docs`, with a zod schema so frontmatter is type-checked at build time. No new services; edits go through the repo.\n2. **Headless CMS** (Sanity, Storyblok, Contentful): a web editor for marketing, fetched at build time, plus a webhook to trigger rebuilds on publish. More moving parts and another account to manage.\n3. **Plain `.md`/`.mdx` pages in `src/pages`**: simplest, but no schema and listing the changelog entries means globbing by hand.",
            ),
            (
                "user",
                "lets just do content collections. a headless cms is overkill for ~12 pages and marketing already edits via PRs anyway",
            ),
            ("edit", "src/content/config.ts"),
            ("edit", "src/content/changelog/2026-11-28-team-billing.md"),
            ("edit", "src/pages/changelog/index.astro"),
            ("edit", "src/pages/docs/[...slug].astro"),
            (
                "bash",
                "npm run build",
                '> quillstack-site@1.0.0 build\n> astro check && astro build\n\nResult (14 files):\n- 0 errors\n- 0 warnings\n- 0 hints\n\n09:41:12 [build] output: "static"\n09:41:12 [build] Collecting build info...\n09:41:13 [content] Types generated 212ms\n09:41:15 [build] \u2713 Completed in 2.41s.\n09:41:16 \u25b6 src/pages/changelog/index.astro\n09:41:16   \u2514\u2500 /changelog/index.html (+6ms)\n09:41:16 \u25b6 src/pages/docs/[...slug].astro\n09:41:16   \u2514\u2500 /docs/getting-started/index.html (+3ms)\n09:41:16 [build] 6 page(s) built in 3.02s\n09:41:16 [build] Complete!',
            ),
            (
                "assistant",
                "Set up two collections in `src/content/config.ts`: `changelog` (title, date, tags) and `docs` (title, order, description). `/changelog` lists entries newest first and `/docs/[...slug]` renders each doc; I added one sample changelog entry and a getting-started doc. `astro check` and the build pass with 6 pages.",
            ),
        ],
        "lessons": [
            {"keys": ["content collections", "headless cms"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh25-ktor-idempotency-double-charge",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "Support says a handful of customers got charged twice yesterday for the same order. payments-svc, order ids in the ticket e.g. ord_8f3k2q. can you dig in",
            ),
            (
                "bash",
                "kubectl logs -n payments -l app=payments-svc --since=30h --prefix | grep ord_8f3k2q",
                "[pod/payments-svc-7d9f5c6b8-k2xqz/app] 2026-12-03T14:02:11.482Z INFO  ChargeRoute - idem_key=9b1e0c7a order=ord_8f3k2q status=timeout_upstream after=3004ms\n[pod/payments-svc-7d9f5c6b8-k2xqz/app] 2026-12-03T14:02:12.917Z INFO  ChargeRoute - idem_key=9b1e0c7a order=ord_8f3k2q charge=ch_3QkA1 created\n[pod/payments-svc-7d9f5c6b8-w8m4j/app] 2026-12-03T14:02:14.530Z INFO  ChargeRoute - idem_key=9b1e0c7a order=ord_8f3k2q charge=ch_3QkA7 created",
            ),
            (
                "read",
                "src/main/kotlin/com/ledgerly/payments/IdempotencyPlugin.kt",
                'package com.ledgerly.payments\n\nimport io.ktor.server.application.*\nimport java.util.concurrent.ConcurrentHashMap\n\nval Idempotency = createRouteScopedPlugin("Idempotency") {\n    val seen = ConcurrentHashMap<String, ChargeResult>()\n\n    onCall { call ->\n        val key = call.request.headers["Idempotency-Key"] ?: return@onCall\n        seen[key]?.let { cached -> call.respond(cached); return@onCall }\n        call.attributes.put(IdemKeyAttr, key)\n    }\n\n    onCallRespond { call, body ->\n        val key = call.attributes.getOrNull(IdemKeyAttr) ?: return@onCallRespond\n        if (body is ChargeResult) seen[key] = body\n    }\n}\n',
            ),
            (
                "think",
                "Same idem_key, two charges, two different pods. The plugin caches results in a ConcurrentHashMap local to the JVM, so the second pod never saw the key.",
            ),
            (
                "assistant",
                "Found it. The idempotency keys are kept in a `ConcurrentHashMap` inside each pod, so when the client retries and the retry lands on a different pod, that pod has never seen the key and creates a second charge. For ord_8f3k2q the first request timed out on pod `k2xqz` after 3s (but the charge still went through there at 14:02:12), and the retry with the same `idem_key=9b1e0c7a` hit pod `w8m4j` and charged again.",
            ),
            (
                "user",
                "yeah that matches, prod runs 6 pods behind the nginx ingress and the ios app retries after 3s on timeout. make it work across pods pls",
            ),
            (
                "read",
                "build.gradle.kts",
                'dependencies {\n    implementation("io.ktor:ktor-server-core-jvm:2.3.12")\n    implementation("io.ktor:ktor-server-netty-jvm:2.3.12")\n    implementation("io.lettuce:lettuce-core:6.3.2.RELEASE")\n    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-reactive:1.8.1")\n    testImplementation("io.ktor:ktor-server-test-host-jvm:2.3.12")\n    testImplementation("org.testcontainers:testcontainers:1.20.1")\n}\n',
            ),
            ("edit", "src/main/kotlin/com/ledgerly/payments/IdempotencyPlugin.kt"),
            ("edit", "src/main/kotlin/com/ledgerly/payments/Application.kt"),
            ("edit", "src/test/kotlin/com/ledgerly/payments/IdempotencyTest.kt"),
            (
                "bash",
                "./gradlew test --tests '*Idempotency*'",
                "> Task :compileKotlin\n> Task :compileTestKotlin\n> Task :test\n\nIdempotencyTest > retry on second instance returns first charge PASSED\nIdempotencyTest > concurrent requests with same key create one charge PASSED\nIdempotencyTest > different keys create separate charges PASSED\n\nBUILD SUCCESSFUL in 21s\n5 actionable tasks: 5 executed",
            ),
            (
                "assistant",
                "The plugin now claims the key in Redis (the Lettuce client we already use for sessions) with `SET idem:<key> pending NX EX 86400` before the route runs; a request that loses the race waits for the stored result instead of charging. The final `ChargeResult` is written back under the same key. The new test spins up two application instances against one Redis container and checks that a retry on the second instance returns the first charge. All three tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["idempotency keys", "ConcurrentHashMap"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh25-prom-runbook-url-in-passing",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "add an alert for checkout-api 5xx ratio, page if its over 2% for 10m. rules are in monitoring/rules/checkout.yml",
            ),
            (
                "read",
                "monitoring/rules/checkout.yml",
                'groups:\n  - name: checkout-api\n    rules:\n      - alert: CheckoutApiDown\n        expr: up{job="checkout-api"} == 0\n        for: 2m\n        labels:\n          severity: page\n          team: payments\n        annotations:\n          summary: "checkout-api target {{ $labels.instance }} is down"\n          runbook_url: https://runbooks.internal/checkout/api-down\n',
            ),
            ("edit", "monitoring/rules/checkout.yml"),
            (
                "bash",
                "promtool check rules monitoring/rules/checkout.yml",
                "Checking monitoring/rules/checkout.yml\n  SUCCESS: 2 rules found\n",
            ),
            (
                "assistant",
                'Added `CheckoutApiHigh5xxRatio`: `sum(rate(http_requests_total{job="checkout-api",code=~"5.."}[5m])) / sum(rate(http_requests_total{job="checkout-api"}[5m])) > 0.02` for 10m, severity `page`, team `payments`, with a summary showing the current ratio. promtool finds 2 valid rules.',
            ),
            (
                "user",
                "lgtm, can u add the same for cart-api in cart.yml. oh and fwiw every alert needs a runbook_url annotation, the pd template in alertmanager chokes w/o it and the page just silently never goes out",
            ),
            (
                "read",
                "monitoring/rules/cart.yml",
                'groups:\n  - name: cart-api\n    rules:\n      - alert: CartApiDown\n        expr: up{job="cart-api"} == 0\n        for: 2m\n        labels:\n          severity: page\n          team: storefront\n        annotations:\n          summary: "cart-api target {{ $labels.instance }} is down"\n          runbook_url: https://runbooks.internal/cart/api-down\n',
            ),
            ("edit", "monitoring/rules/checkout.yml"),
            ("edit", "monitoring/rules/cart.yml"),
            (
                "bash",
                "promtool check rules monitoring/rules/checkout.yml monitoring/rules/cart.yml && grep -c runbook_url monitoring/rules/checkout.yml monitoring/rules/cart.yml",
                "Checking monitoring/rules/checkout.yml\n  SUCCESS: 2 rules found\n\nChecking monitoring/rules/cart.yml\n  SUCCESS: 2 rules found\n\nmonitoring/rules/checkout.yml:2\nmonitoring/rules/cart.yml:2",
            ),
            (
                "assistant",
                "Added `runbook_url: https://runbooks.internal/checkout/high-5xx` to the checkout alert and a matching `CartApiHigh5xxRatio` (team `storefront`, runbook `https://runbooks.internal/cart/high-5xx`) to cart.yml. Both files pass promtool and every alert in them now has a runbook_url. The two runbook pages don't exist yet, so someone will need to write them.",
            ),
        ],
        "lessons": [
            {"keys": ["runbook_url", "alertmanager"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh25-unity-version-tool-stored",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "ci android build is red again since this morning. can u check what broke",
            ),
            (
                "bash",
                "cat ProjectSettings/ProjectVersion.txt && grep -n -m3 -i 'il2cpp' Logs/ci-android-build.log",
                "m_EditorVersion: 2022.3.22f1\nm_EditorVersionWithRevision: 2022.3.22f1 (887be4894c44)\n4812:Building Library/Bee/artifacts/Android/il2cppOutput/build/libil2cpp.so failed with output:\n4813:il2cpp/libil2cpp/vm/MetadataCache.cpp:1184: error: no matching function for call to 'GetGenericMethodDefinition'\n4819:Error: IL2CPP build failed, exit code 1",
            ),
            (
                "bash",
                "git log -1 --format='%h %an %s' -- ProjectSettings/ProjectVersion.txt",
                "a41c9d2 Priya Raman Level 4 lighting pass",
            ),
            (
                "assistant",
                "`ProjectSettings/ProjectVersion.txt` was bumped to 2022.3.22f1 in a41c9d2 (the level 4 lighting pass); that usually happens when the project gets opened in a newer editor. Since then the IL2CPP step fails compiling libil2cpp for Android (`MetadataCache.cpp: no matching function for call to 'GetGenericMethodDefinition'`).",
            ),
            (
                "user",
                "yep we're pinned to 2022.3.21f1, .22 breaks il2cpp on our android build. revert that file and pls remember the pin so we dont do this dance again",
            ),
            ("edit", "ProjectSettings/ProjectVersion.txt"),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Unity is pinned to 2022.3.21f1 for this project: 2022.3.22f1 breaks IL2CPP on the Android build. If ProjectSettings/ProjectVersion.txt drifts to a newer editor version, revert it.",
                    "tags": ["unity", "android", "il2cpp"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "bash",
                "/Applications/Unity/Hub/Editor/2022.3.21f1/Unity.app/Contents/MacOS/Unity -batchmode -quit -projectPath . -buildTarget Android -executeMethod Build.CI.Android -logFile - | tail -3",
                "[Build] Android APK written to Builds/Android/driftline-0.9.4.apk (142.6 MB)\n[Build] Build succeeded in 00:07:41\nExiting batchmode successfully now!",
            ),
            (
                "assistant",
                "Reverted ProjectVersion.txt to 2022.3.21f1 and saved the pin to memory. A local Android build with 2022.3.21f1 goes through IL2CPP fine and produces the APK.",
            ),
            (
                "user",
                "nice. oh also when u run the playmode tests on the ci mac mini always pass -nographics, w/o it unity just hangs forever on metal init. run them now pls",
            ),
            (
                "bash",
                "ssh ci@mac-mini-02.local 'cd ~/builds/driftline && /Applications/Unity/Hub/Editor/2022.3.21f1/Unity.app/Contents/MacOS/Unity -batchmode -nographics -projectPath . -runTests -testPlatform PlayMode -testResults results/playmode.xml -logFile - | tail -2'",
                "Test run completed. Passed: 58, Failed: 0, Skipped: 2\nExiting batchmode successfully now!",
            ),
            (
                "assistant",
                "PlayMode tests on mac-mini-02 with `-batchmode -nographics`: 58 passed, 0 failed, 2 skipped (the two marked `[Ignore]` for the controller-rumble work). Results are in `results/playmode.xml` on the runner.",
            ),
        ],
        "lessons": [
            {"keys": ["-nographics", "mac mini"]},
        ],
        "tool_stored": [["2022.3.21f1", "IL2CPP"]],
    },
    {
        "name": "fresh25-chitchat-powershell-splatting",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "i always forget how splatting works in powershell. whats the diff between @params and $params when u call a cmdlet",
            ),
            (
                "read",
                "scripts/Publish-Artifacts.ps1",
                "param(\n    [string]$Channel = 'beta'\n)\n\n$copyArgs = @{\n    Path        = 'out\\*.zip'\n    Destination = \"\\\\fs01\\releases\\$Channel\"\n    Force       = $true\n}\nCopy-Item @copyArgs\n",
            ),
            (
                "assistant",
                "`$copyArgs` passes the hashtable itself as one value, so `Copy-Item $copyArgs` would try to bind the whole hashtable to the first positional parameter (`-Path`) and fail. `@copyArgs` *splats* it: every key becomes a parameter name and every value its argument, so in your Publish-Artifacts.ps1 `Copy-Item @copyArgs` is the same as `Copy-Item -Path 'out\\*.zip' -Destination \"\\\\fs01\\releases\\$Channel\" -Force:$true`. Arrays splat positionally instead: `@('a.txt','b')` fills the positional parameters in order.",
            ),
            (
                "user",
                "ok and can u mix a splat w/ normal params in the same call",
            ),
            (
                "bash",
                'pwsh -NoProfile -Command \'$p = @{ Path = "/tmp/demo.txt"; Value = "hi" }; Set-Content @p -Encoding utf8; Get-Content /tmp/demo.txt; $q = @{ Path = "/tmp/demo.txt" }; Get-Item @q -Force | Select-Object -ExpandProperty Length\'',
                "hi\n3",
            ),
            (
                "assistant",
                "Yes: `Set-Content @p -Encoding utf8` mixes a splatted hashtable with a regular named parameter, and both bind. The one thing you can't do is pass the same parameter twice (once in the hashtable and once explicitly); that's a `ParameterAlreadyBound` error. You can also splat more than one hashtable into a single call, e.g. `Invoke-RestMethod @common @auth`.",
            ),
            ("user", "ahh ok the ParameterAlreadyBound thing is what bit me last time"),
            (
                "assistant",
                "That's the usual one. If you want a default that callers can override, remove the key from the hashtable first (`$copyArgs.Remove('Force')`) or build it conditionally instead of passing the parameter twice.",
            ),
            ("user", "cool ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh25-threejs-viewer-damping-one-off",
        "split": "fresh25",
        "steps": [
            (
                "user",
                "need damping on the orbit controls in the product viewer, it feels super twitchy on trackpads. for this one keep everything in viewer.ts, dont split it into modules yet, and dont pull in any new package, i want the diff tiny so it can ride along w/ the hotfix",
            ),
            (
                "read",
                "src/viewer/viewer.ts",
                "import * as THREE from 'three';\nimport { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';\n\nexport function mountViewer(canvas: HTMLCanvasElement, model: THREE.Object3D) {\n  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });\n  const scene = new THREE.Scene();\n  const camera = new THREE.PerspectiveCamera(40, canvas.clientWidth / canvas.clientHeight, 0.1, 100);\n  camera.position.set(0, 1.2, 3.5);\n  scene.add(model);\n\n  const controls = new OrbitControls(camera, renderer.domElement);\n\n  controls.addEventListener('change', () => renderer.render(scene, camera));\n  renderer.render(scene, camera);\n  return () => { controls.dispose(); renderer.dispose(); };\n}\n",
            ),
            (
                "think",
                "Damping needs controls.update() every frame, so the render-on-change loop has to become a requestAnimationFrame loop, cancelled in the dispose callback.",
            ),
            ("edit", "src/viewer/viewer.ts"),
            (
                "bash",
                "npx tsc --noEmit -p . && npx vitest run src/viewer",
                "\n RUN  v2.1.4 /home/dev/showroom\n\n \u2713 src/viewer/viewer.test.ts (4 tests) 38ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Start at  10:22:07\n   Duration  612ms",
            ),
            (
                "assistant",
                "Enabled `controls.enableDamping = true` with `dampingFactor = 0.08`. Damping needs `controls.update()` every frame, so the render-on-`change` listener is now a `requestAnimationFrame` loop that's cancelled in the returned dispose function. Still all in `viewer.ts`, no new dependencies. Typecheck and the 4 viewer tests pass.",
            ),
            (
                "user",
                "ok dont commit yet, i wanna eyeball it in the browser first. and skip the playwright snapshot suite this time, nadia is regenerating all the baselines today anyway",
            ),
            (
                "bash",
                "npm run dev -- --port 5174 &>/tmp/vite.log & sleep 3; grep -m1 Local /tmp/vite.log",
                "  \u279c  Local:   http://localhost:5174/",
            ),
            (
                "assistant",
                "Dev server is up at http://localhost:5174/ (the product viewer is under /p/demo-chair). Nothing is committed, and I haven't run the Playwright snapshot suite. If 0.08 still feels too floaty or too stiff, it's the `dampingFactor` line near the top of `mountViewer`.",
            ),
            ("user", "feels good, leave it at 0.08 for now, design will prob tweak it next week"),
            (
                "assistant",
                "Leaving it at 0.08. The change is still uncommitted in `src/viewer/viewer.ts`.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
