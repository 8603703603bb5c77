"""The "fresh28" capture sessions: written in session 23 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH28: list[dict[str, Any]] = [
    {
        "name": "fresh28-fortran-omp-stacksize-segfault",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "The 1/12 degree configuration of the shelf model segfaults as soon as it reaches tracer advection whenever OMP_NUM_THREADS is above 1. The 1/4 degree config runs fine on 16 threads, and the 1/12 run works serially (ulimit -s unlimited is in the run script), it's just far too slow that way. My first guess was a race in the halo update but I haven't found one. Could you have a look?",
            ),
            (
                "bash",
                "cd build && make FFLAGS='-O2 -g -fopenmp -fbacktrace' shelf && OMP_NUM_THREADS=8 ./shelf ../cfg/shelf_1_12.nml 2>&1 | tail -12",
                "gfortran -O2 -g -fopenmp -fbacktrace -c ../src/advect_tracer.f90\nLinking shelf\n grid: 2880 x 2160 x 75, tiles 8 x 8 (360 x 270)\n tracers: 6\n step      1  t=   0.00h  dt= 30.0s  advecting...\n\nProgram received signal SIGSEGV: Segmentation fault - invalid memory reference.\n\nBacktrace for this error:\n#0  0x7f3a1c22e51f in ???\n#1  0x55d0c4a1b9e3 in __advect_tracer_MOD_advect_tile\n\tat ../src/advect_tracer.f90:31\n#2  0x55d0c4a1c4b0 in __advect_tracer_MOD_advect_all._omp_fn.0\n\tat ../src/advect_tracer.f90:16\n#3  0x7f3a1c6a8b0d in ???\nSegmentation fault (core dumped)",
            ),
            (
                "read",
                "src/advect_tracer.f90",
                "module advect_tracer\n  use kinds, only: dp\n  use grid, only: tile_t, ntiles, tiles, nz\n  implicit none\ncontains\n\n  subroutine advect_all(c, u, v, w, dt)\n    real(dp), intent(inout) :: c(:,:,:,:)\n    real(dp), intent(in)    :: u(:,:,:), v(:,:,:), w(:,:,:)\n    real(dp), intent(in)    :: dt\n    integer :: it, n\n\n    !$omp parallel do private(it, n) collapse(2) schedule(dynamic)\n    do n = 1, size(c, 4)\n      do it = 1, ntiles\n        call advect_tile(tiles(it), c(:,:,:,n), u, v, w, dt)\n      end do\n    end do\n    !$omp end parallel do\n  end subroutine advect_all\n\n  subroutine advect_tile(t, c, u, v, w, dt)\n    type(tile_t), intent(in) :: t\n    real(dp), intent(inout)  :: c(:,:,:)\n    real(dp), intent(in)     :: u(:,:,:), v(:,:,:), w(:,:,:)\n    real(dp), intent(in)     :: dt\n    real(dp) :: fx(t%ni+1, t%nj, nz), fy(t%ni, t%nj+1, nz), fz(t%ni, t%nj, nz+1)\n    real(dp) :: cnew(t%ni, t%nj, nz)\n    integer :: i, j, k\n\n    fx = 0.0_dp\n    do k = 1, nz\n      do j = 1, t%nj\n        do i = 1, t%ni + 1\n          fx(i,j,k) = upwind(u(t%i0+i-1,t%j0+j,k), c(t%i0+i-1,t%j0+j,k), c(t%i0+i,t%j0+j,k))\n        end do\n      end do\n    end do\n    ! ... fy, fz, flux divergence into cnew, copy back ...\n  end subroutine advect_tile\nend module advect_tracer\n",
            ),
            (
                "think",
                "fx, fy, fz, cnew are automatic arrays sized by the tile, so gfortran puts them on the stack. Serial: main thread, unlimited by ulimit. Parallel: worker threads get OMP_STACKSIZE. Check what the run script sets and the tile sizes of both configs.",
            ),
            (
                "bash",
                "grep -n 'OMP_\\|ulimit' scripts/run_shelf.sh; grep -n 'tile_n' cfg/shelf_1_4.nml cfg/shelf_1_12.nml",
                "7:ulimit -s unlimited\n8:export OMP_STACKSIZE=64M\n9:export OMP_PROC_BIND=close\ncfg/shelf_1_4.nml:4:  tile_ni = 120, tile_nj = 90\ncfg/shelf_1_12.nml:4:  tile_ni = 360, tile_nj = 270",
            ),
            (
                "assistant",
                "It isn't a race. `advect_tile` declares four automatic work arrays (`fx`, `fy`, `fz`, `cnew`) sized by the tile, and gfortran allocates those on the stack. In a serial run they land on the main thread, whose stack is unlimited thanks to `ulimit -s unlimited`, which is why serial works. Inside the parallel region each worker thread only gets `OMP_STACKSIZE`, which `run_shelf.sh` sets to 64M. At 1/4 degree a tile is 120 x 90 x 75 and the four arrays come to about 26 MB, so they fit; at 1/12 degree a tile is 360 x 270 x 75 and they come to about 234 MB, so the first touch of `fx` runs off the end of the worker's stack. Let me confirm by raising the limit.",
            ),
            (
                "bash",
                "cd build && OMP_STACKSIZE=512M OMP_NUM_THREADS=8 ./shelf ../cfg/shelf_1_12.nml --nsteps 120 2>&1 | tail -3",
                " step    119  t=   0.99h  dt= 30.0s\n step    120  t=   1.00h  dt= 30.0s\n run complete, wall 00:04:51",
            ),
            (
                "assistant",
                "Confirmed: with `OMP_STACKSIZE=512M` the 1/12 run does 120 steps on 8 threads without crashing. To make it stick there are two options: raise `OMP_STACKSIZE` in the run script (and in `jobs/shelf.pbs.tmpl`, which sets its own environment), or make the four work arrays allocatable so they go on the heap and the stack size stops mattering. The second is the robust fix, but it touches the hottest loop in the model.",
            ),
            (
                "user",
                "just the env var for now, Hannah is rewriting advection with allocatable work arrays in Q1 anyway. so any 1/12 run needs OMP_STACKSIZE=512M, put it in run_shelf.sh and the pbs template, with a comment saying why",
            ),
            ("edit", "scripts/run_shelf.sh"),
            ("edit", "jobs/shelf.pbs.tmpl"),
            (
                "bash",
                "grep -n -B1 'OMP_STACKSIZE' scripts/run_shelf.sh jobs/shelf.pbs.tmpl",
                "scripts/run_shelf.sh-7-# advect_tile puts tile-sized work arrays on each OpenMP thread's stack; 1/12 deg needs ~240 MB\nscripts/run_shelf.sh:8:export OMP_STACKSIZE=512M\njobs/shelf.pbs.tmpl-14-# advect_tile puts tile-sized work arrays on each OpenMP thread's stack; 1/12 deg needs ~240 MB\njobs/shelf.pbs.tmpl:15:export OMP_STACKSIZE=512M",
            ),
            (
                "assistant",
                "Both `run_shelf.sh` and `jobs/shelf.pbs.tmpl` now export `OMP_STACKSIZE=512M`, with a comment explaining that the advection work arrays live on each thread's stack.",
            ),
        ],
        "lessons": [{"keys": ["OMP_STACKSIZE", "512M"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh28-chitchat-elm-decoder-optional",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "quick elm q. my user decoder blows up for some users with `Problem with the given value: ... Expecting an OBJECT with a field named `avatar_url``. i used nullable so i thought missing was fine?? whats the actual diff between nullable, optional and optionalAt in pipeline",
            ),
            (
                "read",
                "src/Api/User.elm",
                'module Api.User exposing (User, decoder)\n\nimport Json.Decode as Decode exposing (Decoder)\nimport Json.Decode.Pipeline exposing (required, requiredAt)\n\n\ntype alias User =\n    { id : Int\n    , name : String\n    , avatarUrl : Maybe String\n    , city : String\n    }\n\n\ndecoder : Decoder User\ndecoder =\n    Decode.succeed User\n        |> required "id" Decode.int\n        |> required "name" Decode.string\n        |> required "avatar_url" (Decode.nullable Decode.string)\n        |> requiredAt [ "address", "city" ] Decode.string\n',
            ),
            (
                "assistant",
                '`Decode.nullable` only deals with the *value*: it turns a JSON `null` into `Nothing`. It says nothing about whether the key exists, and `required` always demands the key, so a user whose JSON has no `avatar_url` key at all fails before `nullable` ever runs. That\'s the error you\'re seeing.\n\n- `optional "avatar_url" (Decode.nullable Decode.string) Nothing` covers both: if the key is missing you get the fallback `Nothing`, and if it\'s present (including `null`) the inner decoder runs.\n- `optionalAt` is the same thing for a nested path, e.g. `optionalAt [ "address", "city" ] Decode.string ""`.\n\nSo the fix is to swap `required` for `optional` on that line. Want me to do it?',
            ),
            ("user", "ya do it for avatar_url. leave city alone"),
            ("edit", "src/Api/User.elm"),
            (
                "bash",
                "elm make src/Main.elm --output=/dev/null",
                "Compiling ...\nSuccess! Compiled 3 modules.",
            ),
            (
                "assistant",
                'Done: `avatar_url` now uses `optional "avatar_url" (Decode.nullable Decode.string) Nothing` (and `optional` is added to the Pipeline import). It compiles, and users without the key decode to `avatarUrl = Nothing`.',
            ),
            ("user", "nice ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh28-apex-uat-alias-correction",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "deploy the OpportunityTrigger changes to uat so QA can test the discount approval thing, alias is uat. run local tests",
            ),
            (
                "bash",
                "sf project deploy start --source-dir force-app/main/default --target-org uat --test-level RunLocalTests",
                'Error (NoOrgFound): No authorization information found for uat.\n\nTry this:\n\nEnsure the alias or username is correct. Run "sf org list" to see the orgs you\'re authorized to.',
            ),
            (
                "bash",
                "sf org list",
                "Non-scratch orgs\n ALIAS      USERNAME                 ORG ID             CONNECTED STATUS\n ────────── ──────────────────────── ────────────────── ────────────────\n prod       release@acme.com         00D5g000004XyZaEAK Connected\n acme-uat2  release@acme.com.uat2    00D7Q000001AbCdUAK Connected\n\nScratch orgs\n ALIAS      USERNAME                          ORG ID             EXPIRATION DATE\n ────────── ───────────────────────────────── ────────────────── ───────────────\n acme-dev   test-qx81lhz2ab@example.com       00DDy000000Kq3xMAC 2026-12-11",
            ),
            (
                "assistant",
                "There's no org with the alias `uat` authorized on this machine. The only sandbox in the list is `acme-uat2` (release@acme.com.uat2). Is that the UAT sandbox, or do I need to log in to a different one?",
            ),
            (
                "user",
                "yes thats it. uat got refreshed as a full copy last week and its alias is acme-uat2 now, the old one is deleted. go ahead",
            ),
            (
                "bash",
                "sf project deploy start --source-dir force-app/main/default --target-org acme-uat2 --test-level RunLocalTests",
                "Deploying v62.0 metadata to release@acme.com.uat2 using the v62.0 SOAP API.\nStatus: Failed\n\nTest Failures [1]\n OpportunityTriggerTest.bulkInsertAppliesDiscountApproval\n  System.LimitException: Too many SOQL queries: 101\n  Class.OpportunityDiscountService.requiresApproval: line 23, column 1\n  Class.OpportunityTriggerHandler.beforeUpdate: line 41, column 1\n\nTest Results Summary\nPassing: 211\nFailing: 1\nTotal: 212",
            ),
            (
                "read",
                "force-app/main/default/classes/OpportunityDiscountService.cls",
                "public with sharing class OpportunityDiscountService {\n    public static final Decimal DEFAULT_THRESHOLD = 15;\n\n    public static void flagForApproval(List<Opportunity> opps) {\n        for (Opportunity opp : opps) {\n            opp.Discount_Approval_Required__c = requiresApproval(opp);\n        }\n    }\n\n    @TestVisible\n    private static Boolean requiresApproval(Opportunity opp) {\n        if (opp.Discount_Percent__c == null) {\n            return false;\n        }\n        Decimal threshold = DEFAULT_THRESHOLD;\n        if (opp.AccountId != null) {\n            Account acc = [\n                SELECT Id, Discount_Tier__c\n                FROM Account\n                WHERE Id = :opp.AccountId\n            ];\n            threshold = thresholdForTier(acc.Discount_Tier__c);\n        }\n        return opp.Discount_Percent__c > threshold;\n    }\n}\n",
            ),
            (
                "assistant",
                "The failing test inserts 200 opportunities, and `requiresApproval` runs one Account query per opportunity inside the loop, so it hits the 100-query limit. I'd bulkify it: collect the AccountIds first, query the accounts once into a `Map<Id, Account>`, and look the tier up from the map in the loop. OK to put that query at the top of `flagForApproval`?",
            ),
            (
                "user",
                "bulkify yes but not inline, all our SOQL lives in the selector classes. theres already AccountsSelector with selectById(Set<Id>), just add Discount_Tier__c to its field list and call that from the service. (sry, I wrote that loop at 11pm lol)",
            ),
            (
                "read",
                "force-app/main/default/classes/AccountsSelector.cls",
                "public inherited sharing class AccountsSelector {\n    private static final List<String> FIELDS = new List<String>{\n        'Id', 'Name', 'OwnerId', 'BillingCountry', 'Customer_Segment__c'\n    };\n\n    public List<Account> selectById(Set<Id> ids) {\n        return Database.query(\n            'SELECT ' + String.join(FIELDS, ', ') + ' FROM Account WHERE Id IN :ids'\n        );\n    }\n}\n",
            ),
            ("edit", "force-app/main/default/classes/AccountsSelector.cls"),
            ("edit", "force-app/main/default/classes/OpportunityDiscountService.cls"),
            (
                "bash",
                "sf project deploy start --source-dir force-app/main/default --target-org acme-uat2 --test-level RunLocalTests",
                "Deploying v62.0 metadata to release@acme.com.uat2 using the v62.0 SOAP API.\nStatus: Succeeded\nDeployed Source: 4\n\nTest Results Summary\nPassing: 212\nFailing: 0\nTotal: 212\nTime: 48211 ms",
            ),
            (
                "assistant",
                "Deployed to `acme-uat2` with all 212 local tests passing. `AccountsSelector` now selects `Discount_Tier__c`, and `OpportunityDiscountService` collects the AccountIds, calls `new AccountsSelector().selectById(...)` once and reads the tier from a map, so the 200-record test uses a single query. QA can test the discount approval flow there now.",
            ),
        ],
        "lessons": [
            {"keys": ["acme-uat2", "alias"], "not": ["alias is uat"]},
            {"keys": ["SOQL", "selector classes"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh28-bun-version-pins-tool-stored",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "CI's red on main since this morning, `bun install --frozen-lockfile` fails. nothing changed in deps afaik?? can u check",
            ),
            (
                "bash",
                "gh run view --log-failed | tail -6",
                "build\tInstall deps\t2026-12-04T08:12:40.118Z bun install v1.1.38 (bf2f153f)\nbuild\tInstall deps\t2026-12-04T08:12:41.402Z error: lockfile had changes, but lockfile is frozen\nbuild\tInstall deps\t2026-12-04T08:12:41.402Z note: try re-running without --frozen-lockfile and commit the updated lockfile\nbuild\tInstall deps\t2026-12-04T08:12:41.431Z ##[error]Process completed with exit code 1.",
            ),
            (
                "bash",
                "ls bun.lock* && bun --version && grep -n 'bun-version' .github/workflows/ci.yml && grep -n '^FROM' Dockerfile",
                "bun.lock\n1.2.19\n18:          bun-version: 1.1.38\n1:FROM oven/bun:1.1.38-alpine AS deps\n14:FROM oven/bun:1.1.38-alpine",
            ),
            (
                "think",
                "Only bun.lock (text format, Bun 1.2+) is in the repo, bun.lockb is gone. Bun 1.1.38 in CI doesn't read bun.lock, finds no lockfile, wants to write one -> frozen fails. Yesterday's dependency bump was probably done with local 1.2.19, which migrated the lockfile.",
            ),
            (
                "assistant",
                "Deps didn't change, but the lockfile format did. The repo now only has `bun.lock`, the text lockfile Bun 1.2 writes; the binary `bun.lockb` was migrated and removed when yesterday's zod bump was installed with Bun 1.2.19 locally. CI installs Bun 1.1.38, which doesn't know `bun.lock`, so it thinks there's no lockfile, wants to create one, and `--frozen-lockfile` refuses. The Dockerfile is pinned to `oven/bun:1.1.38-alpine` in both stages too, so the image build would fail the same way. Bump CI and both Dockerfile stages to 1.2.19 to match your machine?",
            ),
            (
                "user",
                "yes both to 1.2.19. and pls remember that the bun version is pinned in two places (ci.yml and the Dockerfile), this is the second time we bumped one and not the other",
            ),
            ("edit", ".github/workflows/ci.yml"),
            ("edit", "Dockerfile"),
            (
                "bash",
                "docker build -t shopapi:test . 2>&1 | tail -2 && bun install --frozen-lockfile && bun test 2>&1 | tail -3",
                "#14 naming to docker.io/library/shopapi:test done\n#14 DONE 0.4s\nbun install v1.2.19 (aa4997f4)\n\nChecked 214 installs across 251 packages (no changes) [38.00ms]\n 96 pass\n 0 fail\nRan 96 tests across 17 files. [1.84s]",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The Bun version is pinned in two places that must be bumped together: .github/workflows/ci.yml (setup-bun bun-version) and the Dockerfile (oven/bun image tag, both stages). Currently 1.2.19. The repo uses the text lockfile bun.lock, which Bun older than 1.2 can't read.",
                    "tags": ["bun", "ci", "docker"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "CI and both Dockerfile stages are on Bun 1.2.19 now; the image builds, `bun install --frozen-lockfile` reports no changes and the 96 tests pass. I also saved a memory that the Bun version is pinned in both `ci.yml` and the Dockerfile and has to be bumped in both.",
            ),
        ],
        "lessons": [],
        "tool_stored": [["ci.yml", "Dockerfile"]],
    },
    {
        "name": "fresh28-decision-magento-quote-plugins",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "B2B wants a minimum order amount per customer group: wholesale has to reach €250, retail stays on the store config value (€0 at the moment). Checkout should show the usual \"Minimum order amount is ...\" message with the group's amount. The module can go in app/code/Acme/MinOrder. What's the cleanest way to do this?",
            ),
            (
                "bash",
                "ls app/code/Acme && bin/magento module:status | grep -E 'Amasty|Acme'",
                "Catalog  Checkout  Erp  Theme\nAcme_Catalog\nAcme_Checkout\nAcme_Erp\nAcme_Theme\nAmasty_Base\nAmasty_CheckoutCore\nAmasty_CheckoutDeliveryDate\nAmasty_Checkout",
            ),
            (
                "read",
                "vendor/magento/module-quote/Model/Quote.php",
                "    public function validateMinimumAmount($multishipping = false)\n    {\n        $storeId = $this->getStoreId();\n        $minOrderActive = $this->_scopeConfig->isSetFlag(\n            'sales/minimum_order/active',\n            \\Magento\\Store\\Model\\ScopeInterface::SCOPE_STORE,\n            $storeId\n        );\n        if (!$minOrderActive) {\n            return true;\n        }\n        $minAmount = $this->_scopeConfig->getValue(\n            'sales/minimum_order/amount',\n            \\Magento\\Store\\Model\\ScopeInterface::SCOPE_STORE,\n            $storeId\n        );\n        ...\n",
            ),
            (
                "assistant",
                "The check lives in `Magento\\Quote\\Model\\Quote::validateMinimumAmount()`, which reads `sales/minimum_order/amount` from store config, and the checkout message comes from `Magento\\Quote\\Model\\Quote\\Validator\\MinimumOrderAmount\\ValidationMessage`. The most direct route would be two preferences in `Acme/MinOrder/etc/di.xml`: a subclass of `Quote` that overrides `validateMinimumAmount()` to look the amount up by customer group, and a subclass of `ValidationMessage` that formats the group's amount. Shall I go that way?",
            ),
            (
                "user",
                "No preferences on anything in Magento\\Quote please, for quote and checkout stuff we always use plugins. Amasty_Checkout already declares preferences on some of those classes, and when two modules prefer the same class only one of them wins, silently, depending on module sequence. We got burned by exactly that on the shipping totals in the spring.",
            ),
            (
                "bash",
                "grep -rn 'preference for=\"Magento\\\\Quote' vendor/amasty/*/etc/di.xml vendor/amasty/*/etc/frontend/di.xml",
                'vendor/amasty/module-checkout-core/etc/di.xml:27:    <preference for="Magento\\Quote\\Model\\Quote\\Validator\\MinimumOrderAmount\\ValidationMessage" type="Amasty\\CheckoutCore\\Model\\Quote\\Validator\\ValidationMessage"/>\nvendor/amasty/module-checkout-core/etc/di.xml:31:    <preference for="Magento\\Quote\\Model\\ShippingAddressManagement" type="Amasty\\CheckoutCore\\Model\\ShippingAddressManagement"/>',
            ),
            (
                "assistant",
                "Confirmed: Amasty_CheckoutCore already has a preference for `ValidationMessage`, so mine would have silently fought with it. Plan with plugins instead:\n\n- `Acme\\MinOrder\\Plugin\\QuoteMinimumAmountPlugin::afterValidateMinimumAmount()` on `Magento\\Quote\\Model\\Quote`: if the customer's group has its own minimum, re-check the subtotal against it, otherwise return the core result.\n- `Acme\\MinOrder\\Plugin\\MinimumAmountMessagePlugin::afterGetMessage()` on `ValidationMessage`, which also applies to Amasty's subclass, to put the group's amount in the message.\n- A `system.xml` dynamic-rows field (customer group -> amount) under Sales > Minimum Order Amount, so B2B can change the €250 without a deploy.",
            ),
            ("edit", "app/code/Acme/MinOrder/etc/module.xml"),
            ("edit", "app/code/Acme/MinOrder/etc/di.xml"),
            ("edit", "app/code/Acme/MinOrder/etc/adminhtml/system.xml"),
            ("edit", "app/code/Acme/MinOrder/Plugin/QuoteMinimumAmountPlugin.php"),
            ("edit", "app/code/Acme/MinOrder/Plugin/MinimumAmountMessagePlugin.php"),
            ("edit", "app/code/Acme/MinOrder/Test/Unit/Plugin/QuoteMinimumAmountPluginTest.php"),
            (
                "bash",
                "bin/magento setup:upgrade --keep-generated | tail -1 && bin/magento setup:di:compile | tail -1 && vendor/bin/phpunit app/code/Acme/MinOrder/Test/Unit",
                "Nothing to import.\nGenerated code and dependency injection configuration successfully.\nPHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n......                                                              6 / 6 (100%)\n\nTime: 00:00.212, Memory: 18.00 MB\n\nOK (6 tests, 14 assertions)",
            ),
            (
                "assistant",
                "`Acme_MinOrder` is in place using plugins only: an after-plugin on `Quote::validateMinimumAmount()` that applies the per-group minimum, an after-plugin on the minimum-amount `ValidationMessage` for the text, and an admin setting mapping customer groups to amounts (you'll need to enter Wholesale -> 250 in the admin). DI compiles and the six unit tests pass, covering wholesale below and above €250 and retail falling back to the store value.",
            ),
        ],
        "lessons": [{"keys": ["plugin", "Amasty"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh28-vapor-pdf-blocks-event-loop",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "I need the root cause of last night's billing outage before the postmortem at 2pm. Around 23:10 the billing service stopped answering: the ALB health checks on /health timed out on all three tasks, ECS killed and replaced them, and it came back on its own after roughly 15 minutes. CPU stayed low the whole time, which is the odd part. It lines up with the monthly invoice batch, which calls POST /invoices/:id/pdf a few thousand times. Logs are in CloudWatch under /ecs/billing.",
            ),
            (
                "bash",
                "aws logs filter-log-events --log-group-name /ecs/billing --start-time 1795000140000 --end-time 1795000320000 --query 'events[].message' --output text | tr '\\t' '\\n' | head -14",
                "[ INFO ] POST /invoices/inv_88120/pdf [request-id: 5C1A]\n[ INFO ] POST /invoices/inv_88121/pdf [request-id: 9F02]\n[ INFO ] GET /health [request-id: 11B7]\n[ INFO ] POST /invoices/inv_88122/pdf [request-id: 0DE4]\n[ INFO ] POST /invoices/inv_88123/pdf [request-id: 7A90]\n[ WARNING ] InvoicePDFRenderer: wkhtmltopdf exited 1 after 30.0s: Warning: Failed to load https://billing.internal.acme.io/static/logo.png (Operation canceled)\n[ WARNING ] InvoicePDFRenderer: wkhtmltopdf exited 1 after 30.0s: Warning: Failed to load https://billing.internal.acme.io/static/logo.png (Operation canceled)\n[ INFO ] GET /health [request-id: 3E5D]\n[ INFO ] POST /invoices/inv_88124/pdf [request-id: B812]\n[ INFO ] POST /invoices/inv_88125/pdf [request-id: C4F0]\n[ WARNING ] InvoicePDFRenderer: wkhtmltopdf exited 1 after 30.0s: Warning: Failed to load https://billing.internal.acme.io/static/logo.png (Operation canceled)\n[ NOTICE ] Server shutting down...\n[ INFO ] Server starting on http://0.0.0.0:8080\n[ INFO ] POST /invoices/inv_88126/pdf [request-id: 2AD9]",
            ),
            (
                "read",
                "Sources/App/Invoices/InvoicePDFRenderer.swift",
                'import Foundation\nimport Vapor\n\nstruct InvoicePDFRenderer {\n    let wkhtmltopdfPath: String\n\n    func render(html: String) throws -> Data {\n        let process = Process()\n        process.executableURL = URL(fileURLWithPath: wkhtmltopdfPath)\n        process.arguments = ["--quiet", "--load-error-handling", "abort", "-", "-"]\n        let input = Pipe(), output = Pipe()\n        process.standardInput = input\n        process.standardOutput = output\n        try process.run()\n        input.fileHandleForWriting.write(Data(html.utf8))\n        try input.fileHandleForWriting.close()\n        let pdf = output.fileHandleForReading.readDataToEndOfFile()\n        process.waitUntilExit()\n        guard process.terminationStatus == 0 else {\n            throw Abort(.internalServerError, reason: "wkhtmltopdf exited \\(process.terminationStatus)")\n        }\n        return pdf\n    }\n}\n',
            ),
            (
                "read",
                "Sources/App/Invoices/InvoiceController.swift",
                'struct InvoiceController: RouteCollection {\n    let renderer: InvoicePDFRenderer\n\n    func boot(routes: RoutesBuilder) throws {\n        routes.post("invoices", ":id", "pdf", use: pdf)\n    }\n\n    func pdf(req: Request) throws -> EventLoopFuture<Response> {\n        let id = try req.parameters.require("id")\n        return Invoice.find(id, on: req.db).unwrap(or: Abort(.notFound)).flatMapThrowing { invoice in\n            let html = try InvoiceHTML.render(invoice)\n            let data = try renderer.render(html: html)\n            return Response(status: .ok, headers: ["Content-Type": "application/pdf"], body: .init(data: data))\n        }\n    }\n}\n',
            ),
            (
                "bash",
                "grep -n 'logo' Resources/Views/invoice.leaf; grep -n '\"cpu\"' deploy/taskdef.json",
                '7:    <img class="logo" src="https://billing.internal.acme.io/static/logo.png" alt="Acme">\n12:  "cpu": 2048,',
            ),
            (
                "think",
                "flatMapThrowing runs on the event loop; render() blocks in readDataToEndOfFile/waitUntilExit. 2 vCPU -> 2 event loops per task. wkhtmltopdf fetches logo.png from billing.internal, i.e. the same service through the ALB, but the loops that would serve it are blocked waiting for wkhtmltopdf. So each render waits until wkhtmltopdf's 30s load timeout. Low CPU because everyone is waiting.",
            ),
            (
                "assistant",
                "Root cause: `InvoicePDFRenderer.render` blocks the event loop in `waitUntilExit()` while wkhtmltopdf is trying to fetch the logo from this same service, so the instance ends up waiting on itself.\n\nIn detail:\n1. `InvoiceController.pdf` calls `render` inside `flatMapThrowing`, i.e. on a NIO event loop, and `render` blocks that thread in `readDataToEndOfFile()` / `waitUntilExit()` until wkhtmltopdf finishes.\n2. The invoice template loads `https://billing.internal.acme.io/static/logo.png`, which goes through the ALB back to the billing tasks. With 2 vCPU a task has 2 event loops; once the batch has a render running on each, nothing is left to serve the logo request (or `/health`).\n3. wkhtmltopdf waits for the logo until its 30 s load timeout, fails with `Operation canceled`, and the loop is freed just long enough to pick up the next PDF request. That's why CPU was low: every thread was waiting, not working.\n4. `/health` requests queue behind the renders, the ALB marks all three tasks unhealthy, ECS replaces them, and the batch's retries do the same to the new tasks until the batch gives up around 23:25.",
            ),
            (
                "user",
                "That matches what we saw. Fix both halves: get the rendering off the event loop, and stop loading the logo over HTTP.",
            ),
            ("edit", "Sources/App/Invoices/InvoicePDFRenderer.swift"),
            ("edit", "Sources/App/Invoices/InvoiceController.swift"),
            ("edit", "Resources/Views/invoice.leaf"),
            (
                "bash",
                "swift build 2>&1 | tail -1 && swift test 2>&1 | tail -2",
                "Build complete! (41.87s)\nTest Suite 'All tests' passed at 2026-12-04 10:41:18.902.\n\t Executed 58 tests, with 0 failures (0 unexpected) in 6.114 (6.131) seconds",
            ),
            (
                "bash",
                "swift run App serve --port 8080 & sleep 8; hey -n 300 -c 30 -m POST http://localhost:8080/invoices/inv_test/pdf > /tmp/hey.txt & for i in 1 2 3 4 5; do curl -s -o /dev/null -w '%{http_code} %{time_total}s\\n' localhost:8080/health; sleep 1; done",
                "200 0.003s\n200 0.004s\n200 0.002s\n200 0.004s\n200 0.003s",
            ),
            (
                "assistant",
                "Both fixes are in. `render` is now `async` and runs wkhtmltopdf through `req.application.threadPool.runIfActive`, so the event loops stay free; the controller awaits it. The template embeds the logo as a base64 `data:` URI from `Resources/Images/logo.png`, so wkhtmltopdf never makes a network request. Tests pass, and with 30 concurrent PDF requests hammering a local instance, `/health` still answers in about 3 ms.",
            ),
        ],
        "lessons": [{"keys": ["event loop", "logo"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh28-nim-json-flag-routine",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "add a --json flag to logtail so it prints each matched line as a json obj {ts, level, msg} instead of the colored output. should be quick",
            ),
            (
                "read",
                "src/logtail.nim",
                'import std/[parseopt, strutils, terminal, times]\nimport logtail/parse\n\ntype Opts = object\n  level: Level\n  follow: bool\n  files: seq[string]\n\nproc printEntry(e: Entry) =\n  let color = case e.level\n    of lvError: fgRed\n    of lvWarn: fgYellow\n    else: fgDefault\n  stdout.styledWriteLine(fgCyan, e.ts.format("HH:mm:ss"), " ", color, ($e.level).toUpperAscii, resetStyle, " ", e.msg)\n\nproc parseOpts(): Opts =\n  result.level = lvInfo\n  for kind, key, val in getopt():\n    case kind\n    of cmdLongOption, cmdShortOption:\n      case key\n      of "level", "l": result.level = parseLevel(val)\n      of "follow", "f": result.follow = true\n      else: quit("unknown option: " & key, 2)\n    of cmdArgument: result.files.add key\n    of cmdEnd: discard\n\nwhen isMainModule:\n  let opts = parseOpts()\n  for e in entries(opts.files, opts.follow):\n    if e.level >= opts.level:\n      printEntry(e)\n',
            ),
            ("edit", "src/logtail.nim"),
            ("edit", "tests/tlogtail.nim"),
            (
                "bash",
                "nimble build -d:release && ./logtail --json --level warn testdata/sample.log | head -3",
                '  Verifying dependencies for logtail@0.4.1\n   Building logtail/logtail using c backend\n   Success: logtail built successfully.\n{"ts":"2026-12-01T10:02:11Z","level":"warn","msg":"disk usage 81%"}\n{"ts":"2026-12-01T10:05:47Z","level":"error","msg":"upload failed: \\"timeout\\" after 3 retries"}\n{"ts":"2026-12-01T10:06:02Z","level":"warn","msg":"retry queue at 120"}',
            ),
            (
                "bash",
                "nimble test 2>&1 | tail -5",
                "  [OK] parses level filter\n  [OK] follows appended lines\n  [OK] json output has ts, level, msg\n  [OK] json output escapes quotes\n   Success: Execution finished",
            ),
            (
                "assistant",
                "Added `--json` (also `-j`). With it, each matching entry is printed as one JSON object per line with `ts` (ISO 8601, UTC), `level` and `msg`, built with `std/json` so quotes and control characters are escaped, and no color codes are emitted. It works together with `--level` and `--follow`. I added two tests for the JSON output; all tests pass.",
            ),
            ("user", "perfect ty. bump the version to 0.5.0 in the nimble file too"),
            ("edit", "logtail.nimble"),
            ("assistant", "Bumped `version` in `logtail.nimble` to 0.5.0."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh28-embassy-stop2-probe-attach",
        "split": "fresh28",
        "steps": [
            (
                "user",
                "since i merged the low-power branch i cant flash the soil node board anymore, `cargo run --release` just errors out in probe-rs. tried 2 boards and a different probe, same thing. is it bricked??",
            ),
            (
                "bash",
                "cargo run --release",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 0.21s\n     Running `probe-rs run --chip STM32L476RGTx target/thumbv7em-none-eabihf/release/soil-node`\nError: Connecting to the chip was unsuccessful.\n\nCaused by:\n    0: An ARM specific error occurred.\n    1: The debug probe encountered an error.\n    2: An error specific to the selected architecture occurred.\n    3: Target device did not respond to request.",
            ),
            (
                "read",
                "src/main.rs",
                '#![no_std]\n#![no_main]\n\nuse defmt::*;\nuse embassy_executor::Spawner;\nuse embassy_stm32::low_power::{stop_with_rtc, Executor};\nuse embassy_stm32::rcc::LsConfig;\nuse embassy_stm32::rtc::{Rtc, RtcConfig};\nuse embassy_time::{Duration, Timer};\nuse static_cell::StaticCell;\nuse {defmt_rtt as _, panic_probe as _};\n\nconst SAMPLE_INTERVAL: Duration = Duration::from_secs(30);\n\n#[cortex_m_rt::entry]\nfn main() -> ! {\n    Executor::take().run(|spawner| {\n        unwrap!(spawner.spawn(async_main(spawner)));\n    })\n}\n\n#[embassy_executor::task]\nasync fn async_main(spawner: Spawner) {\n    let mut config = embassy_stm32::Config::default();\n    config.rcc.ls = LsConfig::default_lse();\n    config.enable_debug_during_sleep = false;\n    let p = embassy_stm32::init(config);\n\n    let rtc = Rtc::new(p.RTC, RtcConfig::default());\n    static RTC: StaticCell<Rtc> = StaticCell::new();\n    stop_with_rtc(RTC.init(rtc));\n\n    info!("soil-node v{} booting", env!("CARGO_PKG_VERSION"));\n    unwrap!(spawner.spawn(sensor::sample_task(p.I2C1, p.PB8, p.PB9, SAMPLE_INTERVAL)));\n    loop {\n        Timer::after(SAMPLE_INTERVAL).await;\n    }\n}\n',
            ),
            (
                "think",
                "Low-power executor enters Stop2 whenever idle, and enable_debug_during_sleep = false clears the DBGMCU stop bit, so SWD is down nearly all the time. probe-rs attaches to a running core by default -> no response. Not bricked.",
            ),
            (
                "assistant",
                "Not bricked. The low-power branch switched to embassy's low-power executor, which puts the L476 into Stop2 whenever it's idle (nearly all the time with a 30 s sample interval), and it also sets `enable_debug_during_sleep = false`, so the debug port is powered down in Stop. probe-rs tries to attach to the running core, gets no answer and gives up. Two ways out:\n\n1. Have probe-rs hold NRST low while it attaches (`--connect-under-reset`), so it catches the chip before the firmware can sleep. Needs NRST wired to the probe connector.\n2. Set `enable_debug_during_sleep = true`, at least in debug builds, so SWD stays alive in Stop.\n\nWhich do you prefer?",
            ),
            (
                "user",
                "1, NRST is on the tag-connect on every board rev. and keep enable_debug_during_sleep false even in debug builds, it keeps the debug domain clocked and adds ~300uA in stop, and the lab takes the battery budget current measurements on debug builds",
            ),
            ("edit", ".cargo/config.toml"),
            (
                "bash",
                "cargo run --release",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 0.19s\n     Running `probe-rs run --chip STM32L476RGTx --connect-under-reset target/thumbv7em-none-eabihf/release/soil-node`\n      Erasing ✔ 100% [####################]  64.00 KiB @  41.80 KiB/s (took 2s)\n  Programming ✔ 100% [####################]  61.00 KiB @  29.15 KiB/s (took 2s)\n     Finished in 4.21s\n0.000183 [INFO ] soil-node v0.7.0 booting\n0.004211 [INFO ] sht4x: serial 0x2b81f0c4, sampling every 30s\n0.052917 [INFO ] sample: soil_vwc=31.2% t=14.8C\nWARN probe_rs::rtt: target stopped responding, detaching (core in low-power mode?)",
            ),
            (
                "assistant",
                "Flashing works again: the runner in `.cargo/config.toml` now passes `--connect-under-reset` to probe-rs, so it attaches while the chip is held in reset, before the firmware reaches Stop2. `enable_debug_during_sleep` stays false in all builds. As expected with debug off in Stop, the RTT log stream drops out after the first sample, once the node goes to sleep.",
            ),
        ],
        "lessons": [
            {"keys": ["connect-under-reset", "probe-rs"]},
            {"keys": ["enable_debug_during_sleep", "300uA"]},
        ],
        "tool_stored": [],
    },
]
