"""The "fresh14" capture sessions: written in session 19 (2026-12-04) by a fourth helper blind to
capture's rules, before capture ran on them. Same step kinds and labels as sessions.py, which
renders them after its own and the earlier fresh ones."""

from __future__ import annotations

from typing import Any

FRESH14: list[dict[str, Any]] = [
    {
        "name": "fresh14-product-cache-ttl-correction",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "Product pages are hammering MySQL during the winter sale. Put the product detail responses in a Redis cache pool, TTL 300 seconds.",
            ),
            (
                "read",
                "config/packages/cache.yaml",
                "framework:\n    cache:\n        prefix_seed: shopfront\n        default_redis_provider: '%env(REDIS_URL)%'\n        pools:\n            cache.cart:\n                adapter: cache.adapter.redis\n                default_lifetime: 1800\n",
            ),
            (
                "read",
                "src/Controller/ProductController.php",
                "#[Route('/p/{slug}', name: 'product_show')]\npublic function show(string $slug, ProductRepository $products): Response\n{\n    $product = $products->findOneBySlugOrFail($slug);\n\n    return $this->render('product/show.html.twig', ['product' => $product]);\n}\n",
            ),
            ("edit", "config/packages/cache.yaml"),
            ("edit", "src/Controller/ProductController.php"),
            (
                "bash",
                "php bin/phpunit tests/Controller/ProductControllerTest.php",
                "PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n.......                                                             7 / 7 (100%)\n\nTime: 00:01.204, Memory: 38.00 MB\n\nOK (7 tests, 19 assertions)",
            ),
            (
                "assistant",
                "Added a `cache.product` pool on the Redis adapter with `default_lifetime: 300`, and `ProductController::show` now reads through it, keyed by slug and locale. Tests pass.",
            ),
            (
                "user",
                "Wait, I got that wrong. Merchandising pushes price changes during the sale and they have to show up within two minutes, so the product cache TTL has to be 90 seconds, not 300.",
            ),
            ("edit", "config/packages/cache.yaml"),
            (
                "bash",
                "php bin/console debug:config framework cache | grep -A2 cache.product",
                "            cache.product:\n                adapter: cache.adapter.redis\n                default_lifetime: 90",
            ),
            (
                "assistant",
                "Lowered `cache.product` to `default_lifetime: 90`, so a price change is visible on the product page after at most a minute and a half.",
            ),
        ],
        "lessons": [{"keys": ["90", "TTL"], "not": ["TTL 300"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh14-decision-jwks-local",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "The Orders API calls Keycloak's token introspection endpoint on every request. Should we keep doing that or validate the JWTs locally?",
            ),
            (
                "read",
                "src/Orders.Api/Program.cs",
                'builder.Services\n    .AddAuthentication("introspection")\n    .AddOAuth2Introspection("introspection", o =>\n    {\n        o.Authority = builder.Configuration["Auth:Authority"];\n        o.ClientId = "orders-api";\n        o.ClientSecret = builder.Configuration["Auth:IntrospectionSecret"];\n    });\n',
            ),
            (
                "bash",
                "grep -h 'auth_introspect' logs/orders-api-2026-12-03.log | awk '{print $NF}' | sort -n | tail -1",
                "38ms",
            ),
            (
                "assistant",
                "Local validation checks the signature against Keycloak's published keys (JWKS), cached in memory, so there's no network hop per request. The catch is revocation: a revoked token stays valid until it expires. Introspection sees revocations immediately, but each call costs a round-trip; the slowest one in yesterday's log took 38 ms.",
            ),
            (
                "user",
                "Let's validate locally against the JWKS. Introspection adds a Keycloak round-trip to every request and that blows our 50 ms p99 budget; our access tokens only live 5 minutes, so the revocation lag is acceptable.",
            ),
            ("edit", "src/Orders.Api/Program.cs"),
            ("edit", "src/Orders.Api/appsettings.json"),
            (
                "bash",
                "dotnet test tests/Orders.Api.Tests",
                "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Orders.Api -> /src/Orders.Api/bin/Debug/net8.0/Orders.Api.dll\n  Orders.Api.Tests -> /tests/Orders.Api.Tests/bin/Debug/net8.0/Orders.Api.Tests.dll\nPassed!  - Failed:     0, Passed:    42, Skipped:     0, Total:    42, Duration: 3 s - Orders.Api.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Switched to `AddJwtBearer` with `Authority` pointing at the realm, so the signing keys come from its JWKS endpoint and are refreshed automatically; audience is checked against `orders-api`. Removed the introspection secret from appsettings. All 42 tests pass.",
            ),
        ],
        "lessons": [{"keys": ["JWKS", "introspection"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh14-electron-preload-blank-window",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "Since we shipped 3.4.0, users are getting a blank white window on launch. Dev mode works fine for me. Can you figure out what's going on?",
            ),
            (
                "read",
                "src/main/window.ts",
                "export function createMainWindow() {\n  const win = new BrowserWindow({\n    width: 1280,\n    height: 800,\n    webPreferences: {\n      preload: path.join(__dirname, '../preload/preload.js'),\n      contextIsolation: true,\n    },\n  });\n  win.loadFile(path.join(__dirname, '../renderer/index.html'));\n  return win;\n}\n",
            ),
            (
                "read",
                "electron-builder.yml",
                "appId: io.notewell.desktop\nproductName: Notewell\nfiles:\n  - dist/main/**\n  - dist/renderer/**\n  - package.json\nwin:\n  target: nsis\nmac:\n  target: dmg\n",
            ),
            (
                "bash",
                "npm run dist -- --dir && npx asar list release/win-unpacked/resources/app.asar | grep -c preload",
                "  \u2022 electron-builder  version=24.13.3\n  \u2022 packaging       platform=win32 arch=x64 electron=29.1.0 appOutDir=release/win-unpacked\n0",
            ),
            (
                "think",
                "The preload moved to dist/preload in 3.4.0 but the files globs only cover main and renderer, so it isn't packed.",
            ),
            (
                "assistant",
                "Found it. In 3.4.0 the preload script moved to `dist/preload/preload.js`, but the `files` list in electron-builder.yml only includes `dist/main/**` and `dist/renderer/**`, so preload.js never gets packed into app.asar. In dev mode it's loaded straight from disk, which is why it works for you; in the packaged app the preload fails to load, `window.api` is undefined and the renderer throws before the first paint.",
            ),
            (
                "user",
                "Ouch. Add it to the files list, and make the release job fail if the packaged app.asar is missing preload.js, so this can't ship again.",
            ),
            ("edit", "electron-builder.yml"),
            ("edit", "scripts/verify-asar.mjs"),
            ("edit", ".github/workflows/release.yml"),
            (
                "bash",
                "npm run dist -- --dir && node scripts/verify-asar.mjs release/win-unpacked/resources/app.asar",
                "  \u2022 electron-builder  version=24.13.3\n  \u2022 packaging       platform=win32 arch=x64 electron=29.1.0 appOutDir=release/win-unpacked\nok: dist/preload/preload.js present in app.asar",
            ),
            (
                "assistant",
                "Added `dist/preload/**` to `files`; the packaged app opens normally now. `scripts/verify-asar.mjs` lists the archive and exits non-zero if `dist/preload/preload.js` is missing, and the release workflow runs it right after packaging.",
            ),
        ],
        "lessons": [{"keys": ["preload.js", "app.asar"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh14-solidity-custom-errors-in-passing",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "Add an emergency withdraw function to StakingVault that only the owner can call. We use custom errors instead of require strings everywhere, the vault is already close to the 24 KB contract size limit.",
            ),
            (
                "read",
                "contracts/StakingVault.sol",
                '// SPDX-License-Identifier: MIT\npragma solidity 0.8.24;\n\nimport {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";\nimport {SafeERC20, IERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";\n\ncontract StakingVault is Ownable {\n    using SafeERC20 for IERC20;\n\n    error ZeroAmount();\n    error NothingStaked(address account);\n\n    IERC20 public immutable stakingToken;\n    mapping(address => uint256) public staked;\n',
            ),
            ("edit", "contracts/StakingVault.sol"),
            ("edit", "test/StakingVault.t.sol"),
            (
                "bash",
                "forge test --match-contract StakingVaultTest",
                "[\u2833] Compiling...\n[\u2833] Compiling 2 files with Solc 0.8.24\n[\u2812] Solc 0.8.24 finished in 2.41s\n\nRan 14 tests for test/StakingVault.t.sol:StakingVaultTest\n[PASS] test_emergencyWithdraw_onlyOwner() (gas: 13804)\n[PASS] test_emergencyWithdraw_sendsBalance() (gas: 61237)\n...\nSuite result: ok. 14 passed; 0 failed; 0 skipped; finished in 9.87ms",
            ),
            (
                "bash",
                "forge build --sizes | grep StakingVault",
                "| StakingVault | 23,871 | 705 |",
            ),
            (
                "assistant",
                "Added `emergencyWithdraw(address to)` with `onlyOwner`; it reverts with a new `InvalidRecipient()` error for the zero address and emits `EmergencyWithdrawal`. Two new tests pass, and the runtime size is 23,871 bytes, still under the limit.",
            ),
            ("user", "Nice, thanks."),
        ],
        "lessons": [{"keys": ["custom errors", "require strings"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh14-julia-time-unit-in-passing",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "Add a vaccination compartment to the SEIR model in src/models/seir.jl. The vaccination rate is per day, like everything else: all our models use days as the time unit.",
            ),
            (
                "read",
                "src/models/seir.jl",
                "function seir!(du, u, p, t)\n    S, E, I, R = u\n    (; beta, sigma, gamma, N) = p\n    du[1] = -beta * S * I / N\n    du[2] = beta * S * I / N - sigma * E\n    du[3] = sigma * E - gamma * I\n    du[4] = gamma * I\nend\n",
            ),
            ("edit", "src/models/seir.jl"),
            ("edit", "test/test_seir.jl"),
            (
                "bash",
                "julia --project -e 'using Pkg; Pkg.test()'",
                "     Testing Running tests...\nTest Summary: | Pass  Total   Time\nEpiSim        |   61     61  14.2s\n     Testing EpiSim tests passed ",
            ),
            (
                "assistant",
                "Added a `V` compartment: `nu * S` moves from S to V each day, and `seirv!` keeps the old four-compartment function as a wrapper with `nu = 0`. A new test checks that the population stays constant; all 61 tests pass.",
            ),
            ("user", "Perfect."),
        ],
        "lessons": [{"keys": ["days", "time unit"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh14-gpu-runner-tool-stored",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "Can you add a nightly benchmark workflow? It should run on our self-hosted runners. And please remember this for later: the self-hosted runners carry the label gpu-a100, and only the nightly workflow is allowed to use them because they're billed per hour.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The self-hosted GitHub Actions runners have the label gpu-a100; only the nightly workflow may use them, because they are billed per hour.",
                    "tags": ["ci", "github-actions"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("assistant", "Saved. Writing the workflow now."),
            (
                "read",
                ".github/workflows/ci.yml",
                "name: ci\non:\n  pull_request:\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@b4ffde65f46336ab88eb53be808477a3936bae11 # v4.1.1\n      - uses: actions/setup-python@0a5c61591373683505ea898e09a3ea4f39ef2b9c # v5.0.0\n        with:\n          python-version: '3.12'\n      - run: pip install -e .[test]\n      - run: pytest -q\n",
            ),
            ("edit", ".github/workflows/nightly-bench.yml"),
            (
                "assistant",
                "Added `nightly-bench.yml`: cron `0 2 * * *` plus `workflow_dispatch`, `runs-on: [self-hosted, gpu-a100]`, and it uploads `bench/results.json` as an artifact. I used `actions/checkout@v4` and `actions/upload-artifact@v4`.",
            ),
            (
                "user",
                "Pin those like the rest of ci.yml. We pin every third-party action to a full commit SHA, never a tag.",
            ),
            ("edit", ".github/workflows/nightly-bench.yml"),
            (
                "assistant",
                "Done: checkout, setup-python and upload-artifact are now pinned to their commit SHAs with the version in a trailing comment, same as ci.yml.",
            ),
            (
                "user",
                "While you're in there, can the PR workflow run the GPU smoke tests too?",
            ),
            (
                "assistant",
                "Not on those runners: gpu-a100 is reserved for the nightly workflow since it's billed per hour. I can run the smoke tests in the PR workflow on ubuntu-latest with `--device cpu` instead.",
            ),
            ("user", "Right, I forgot. Do the CPU version."),
            ("edit", ".github/workflows/ci.yml"),
            (
                "bash",
                "actionlint .github/workflows/*.yml && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Added a `smoke` job to ci.yml on ubuntu-latest running `pytest tests/smoke --device cpu`; actionlint is clean.",
            ),
        ],
        "lessons": [{"keys": ["commit SHA", "third-party"]}],
        "tool_stored": [["gpu-a100", "nightly"]],
    },
    {
        "name": "fresh14-chitchat-vue-computed",
        "split": "fresh14",
        "steps": [
            (
                "user",
                "Quick Vue 3 question: when should I use computed and when watch? I've been doing the cart total with a watch that sets a ref.",
            ),
            (
                "assistant",
                "Use `computed` for a value derived from other state, like a total: it's cached, recomputes only when its inputs change, and can't drift out of sync. Use `watch` for side effects in response to a change, like calling an API, writing to localStorage or starting an animation. A watch that only sets another ref is usually a computed in disguise.",
            ),
            ("user", "Ok so computed for derived values, watch for side effects. Got it, thanks!"),
            (
                "assistant",
                "Exactly. For the cart total that would be `const total = computed(() => items.value.reduce((s, i) => s + i.price * i.qty, 0))`.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh14-chitchat-dotnet-format",
        "split": "fresh14",
        "steps": [
            ("user", "Run dotnet format on the solution and tell me what it changed."),
            (
                "bash",
                "dotnet format Inventory.sln --verify-no-changes",
                "src/Inventory.Core/Stock/StockLevel.cs(14,1): error WHITESPACE: Fix whitespace formatting. Replace 8 characters with '\\s\\s\\s\\s'.\nsrc/Inventory.Core/Stock/Reorder.cs(3,1): error IMPORTS: Fix imports ordering.\nsrc/Inventory.Api/Endpoints/StockEndpoints.cs(27,42): error WHITESPACE: Fix whitespace formatting. Insert '\\s'.\ntests/Inventory.Tests/ReorderTests.cs(1,1): error IMPORTS: Fix imports ordering.",
            ),
            ("bash", "dotnet format Inventory.sln", ""),
            (
                "bash",
                "git diff --stat",
                " src/Inventory.Api/Endpoints/StockEndpoints.cs | 2 +-\n src/Inventory.Core/Stock/Reorder.cs          | 4 ++--\n src/Inventory.Core/Stock/StockLevel.cs        | 2 +-\n tests/Inventory.Tests/ReorderTests.cs         | 4 ++--\n 4 files changed, 6 insertions(+), 6 deletions(-)",
            ),
            (
                "assistant",
                "It touched 4 files, all cosmetic: indentation in StockLevel.cs, a missing space in StockEndpoints.cs, and sorted `using` directives in Reorder.cs and ReorderTests.cs. No code changes.",
            ),
            ("user", "Cool, looks fine. Thanks!"),
            ("assistant", "You're welcome."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
