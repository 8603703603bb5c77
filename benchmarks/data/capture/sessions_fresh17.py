"""The "fresh17" capture sessions: written in session 19 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the earlier fresh ones."""

from __future__ import annotations

from typing import Any

FRESH17: list[dict[str, Any]] = [
    {
        "name": "fresh17-turbo-internal-packages-in-passing",
        "split": "fresh17",
        "steps": [
            (
                "user",
                "Pull the date helpers out of apps/web into a new packages/date-utils and use it from web and admin. Same as our other internal packages: main and types point at src/index.ts, no build step, the apps transpile them.",
            ),
            (
                "bash",
                "cat packages/ui/package.json && grep -rn 'transpilePackages' apps/*/next.config.mjs",
                '{\n  "name": "@acme/ui",\n  "version": "0.0.0",\n  "private": true,\n  "main": "./src/index.ts",\n  "types": "./src/index.ts",\n  "scripts": {\n    "lint": "eslint src",\n    "typecheck": "tsc --noEmit"\n  }\n}\napps/web/next.config.mjs:4:  transpilePackages: ["@acme/ui", "@acme/config"],\napps/admin/next.config.mjs:4:  transpilePackages: ["@acme/ui"],',
            ),
            (
                "read",
                "apps/web/lib/dates.ts",
                'import { format, formatDistanceToNowStrict } from "date-fns";\n\nexport function formatInvoiceDate(d: Date): string {\n  return format(d, "d MMM yyyy");\n}\n\nexport function relativeAge(d: Date): string {\n  return formatDistanceToNowStrict(d, { addSuffix: true });\n}\n',
            ),
            ("edit", "packages/date-utils/package.json"),
            ("edit", "packages/date-utils/src/index.ts"),
            ("edit", "apps/web/next.config.mjs"),
            ("edit", "apps/admin/next.config.mjs"),
            ("edit", "apps/web/app/invoices/page.tsx"),
            ("edit", "apps/admin/app/customers/[id]/page.tsx"),
            (
                "bash",
                "pnpm install && pnpm turbo run typecheck lint --filter=...@acme/date-utils",
                "Scope: 3 of 9 workspace projects\n...\n@acme/date-utils:typecheck: cache miss, executing 1c2e9a0f\n@acme/web:typecheck: cache miss, executing 7be10d42\n@acme/admin:typecheck: cache miss, executing 0a93f5e1\n@acme/date-utils:lint: cache miss, executing 5d11ab07\n@acme/web:lint: cache miss, executing 9f0c2e6a\n@acme/admin:lint: cache miss, executing 3e7d8b19\n\n Tasks:    6 successful, 6 total\nCached:    0 cached, 6 total\n  Time:    14.882s",
            ),
            (
                "assistant",
                "Created `@acme/date-utils` with `main`/`types` on `./src/index.ts` and no build script, moved `formatInvoiceDate` and `relativeAge` into it, added it to `transpilePackages` in both Next configs, and switched web and admin to import from it. Typecheck and lint pass for all three.",
            ),
            ("user", "ok. delete apps/web/lib/dates.ts"),
            (
                "bash",
                "git rm -q apps/web/lib/dates.ts && grep -rn 'lib/dates' apps/ || echo 'no references'",
                "no references",
            ),
            ("assistant", "Deleted; nothing references it any more."),
        ],
        "lessons": [{"keys": ["internal packages", "src/index.ts"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh17-grpc-too-many-pings",
        "split": "fresh17",
        "steps": [
            (
                "user",
                "Hi! So I've been looking at this for most of the morning and I'm kind of stuck. The checkout service calls our ledger service over gRPC, and since yesterday's deploy we get these random Unavailable errors, maybe one every few minutes, not on every call. I thought it was the load balancer at first because that's what it was last time, but the ledger pods look totally healthy and CPU is low. I pasted one of the errors into logs/checkout-errors.txt. Sorry if this is something obvious!",
            ),
            (
                "read",
                "logs/checkout-errors.txt",
                'level=error msg="ledger.PostEntry failed" err="rpc error: code = Unavailable desc = closing transport due to: connection error: desc = \\"error reading from server: EOF\\", received prior goaway: code: ENHANCE_YOUR_CALM, debug data: \\"too_many_pings\\""\n',
            ),
            (
                "bash",
                "git log --oneline -5 -- internal/ledgerclient/ cmd/ledger/",
                "4c1d9e2 ledgerclient: add keepalive so idle conns survive the NLB idle timeout\n91ab7f0 ledger: bump grpc-go to v1.66.2\n2e0f4a8 ledgerclient: retry PostEntry on Unavailable (idempotency key)\nd7a3310 ledger: add GetBalance RPC\n5b9e021 ledger: structured logging",
            ),
            (
                "read",
                "internal/ledgerclient/client.go",
                "func Dial(ctx context.Context, addr string) (*grpc.ClientConn, error) {\n\treturn grpc.NewClient(addr,\n\t\tgrpc.WithTransportCredentials(insecure.NewCredentials()),\n\t\tgrpc.WithKeepaliveParams(keepalive.ClientParameters{\n\t\t\tTime:                10 * time.Second,\n\t\t\tTimeout:             3 * time.Second,\n\t\t\tPermitWithoutStream: true,\n\t\t}),\n\t)\n}\n",
            ),
            (
                "bash",
                "grep -rn 'keepalive' cmd/ledger/ internal/server/ || echo 'no matches'",
                "no matches",
            ),
            (
                "think",
                "Client pings every 10s even without streams; server has no EnforcementPolicy, so grpc-go's default MinTime of 5 minutes applies. The server counts the pings as abuse, sends GOAWAY ENHANCE_YOUR_CALM too_many_pings and closes the transport, killing in-flight RPCs.",
            ),
            (
                "assistant",
                "Not obvious at all. The root cause is yesterday's keepalive commit: the checkout client now pings every 10s (even with no active streams), but the ledger server has no keepalive enforcement policy, so grpc-go's default applies: a client may ping at most once every 5 minutes. The server treats the extra pings as abuse, sends GOAWAY with ENHANCE_YOUR_CALM / too_many_pings, and closes the connection, and whatever RPCs are in flight on it fail with Unavailable. The fix is to make the server allow it: a `keepalive.EnforcementPolicy` with `MinTime` at or below the client's ping interval and `PermitWithoutStream: true`.",
            ),
            (
                "user",
                "Oh wow, okay, that makes so much sense, I never would have connected the keepalive commit to this. The NLB idle timeout is 350s, so we don't actually need pings every 10s, right? Could we set the client to 60s and the server to allow 30s, so there's some slack?",
            ),
            ("edit", "internal/ledgerclient/client.go"),
            ("edit", "cmd/ledger/main.go"),
            (
                "bash",
                "go test ./internal/ledgerclient/... ./cmd/ledger/... -run Keepalive -v -count=1",
                "=== RUN   TestKeepaliveNoGoaway\n--- PASS: TestKeepaliveNoGoaway (75.14s)\nPASS\nok  \tgithub.com/acme/ledger/internal/ledgerclient\t75.402s\nok  \tgithub.com/acme/ledger/cmd/ledger\t0.018s [no tests to run]",
            ),
            (
                "assistant",
                "Done: the client pings every 60s, the server's `EnforcementPolicy` allows pings down to 30s with `PermitWithoutStream: true`. 60s is still well inside the 350s NLB idle timeout. I added `TestKeepaliveNoGoaway`, which keeps an idle connection open for 75s against a real server and fails on any GOAWAY.",
            ),
            ("user", "Thank you so much!! I'll get it reviewed."),
        ],
        "lessons": [{"keys": ["too_many_pings", "keepalive"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh17-pulumi-prod-region-correction",
        "split": "fresh17",
        "steps": [
            (
                "user",
                "Add an S3 bucket for the nightly CSV exports to the infra stack, versioned, SSE-KMS with the existing data key, block public access. Prod is in us-east-1, so name it acme-exports-use1.",
            ),
            (
                "read",
                "infra/index.ts",
                'import * as aws from "@pulumi/aws";\nimport * as pulumi from "@pulumi/pulumi";\n\nconst cfg = new pulumi.Config();\nconst dataKey = aws.kms.getAliasOutput({ name: "alias/acme-data" });\n\nexport const reportsBucket = new aws.s3.BucketV2("reports", {\n  bucket: `acme-reports-${cfg.require("regionSuffix")}`,\n});\n',
            ),
            (
                "bash",
                "cd infra && pulumi config --stack prod",
                "KEY             VALUE\naws:region      us-west-2\nregionSuffix    usw2",
            ),
            (
                "assistant",
                "Before I add it: the `prod` stack config says `aws:region` is `us-west-2` (suffix `usw2`), not us-east-1. The existing reports bucket takes its suffix from `regionSuffix`, so a hard-coded `-use1` name would be wrong in prod. Which region should the exports bucket be in?",
            ),
            (
                "user",
                "Ugh, yes, my bad. Prod moved to us-west-2 back in March, I keep saying east out of habit. Only the old CloudFront cert still lives in us-east-1. Use the suffix like the reports bucket does.",
            ),
            ("edit", "infra/index.ts"),
            (
                "bash",
                "cd infra && pulumi preview --stack prod --diff",
                'Previewing update (prod)\n\n     Type                                                    Name                Plan\n     pulumi:pulumi:Stack                                     infra-prod\n +   ├─ aws:s3:BucketV2                                      exports             create\n +   ├─ aws:s3:BucketVersioningV2                            exports             create\n +   ├─ aws:s3:BucketServerSideEncryptionConfigurationV2     exports             create\n +   └─ aws:s3:BucketPublicAccessBlock                       exports             create\n\n    + bucket: "acme-exports-usw2"\n\nResources:\n    + 4 to create\n    12 unchanged',
            ),
            (
                "assistant",
                "Added `acme-exports-${regionSuffix}`, which is `acme-exports-usw2` in prod, with versioning, SSE-KMS using `alias/acme-data`, and all four public-access blocks. The preview creates 4 resources and leaves the other 12 untouched.",
            ),
            ("user", "ship it"),
            (
                "bash",
                "cd infra && pulumi up --stack prod --yes --skip-preview",
                "Updating (prod)\n\n +   aws:s3:BucketV2 exports created (2s)\n +   aws:s3:BucketVersioningV2 exports created (1s)\n +   aws:s3:BucketServerSideEncryptionConfigurationV2 exports created (1s)\n +   aws:s3:BucketPublicAccessBlock exports created (1s)\n\nResources:\n    + 4 created\n    12 unchanged\n\nDuration: 9s",
            ),
            ("assistant", "Deployed: the bucket and its three settings were created in 9s."),
        ],
        "lessons": [{"keys": ["prod", "us-west-2"], "not": ["prod is in us-east-1"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh17-decision-lightning-bf16",
        "split": "fresh17",
        "steps": [
            (
                "user",
                "The long-context runs (8k tokens) keep diverging around step 12k. Loss goes to NaN out of nowhere. Can you look at the trainer config and tell me what you'd change?",
            ),
            (
                "read",
                "configs/trainer/long_ctx.yaml",
                "trainer:\n  accelerator: gpu\n  devices: 8\n  strategy: ddp\n  precision: 16-mixed\n  gradient_clip_val: 1.0\n  max_steps: 200000\n  accumulate_grad_batches: 4\n",
            ),
            (
                "bash",
                "grep -n 'nan\\|scale' logs/long_ctx_run42/train.log | tail -5",
                "12031 | grad_scaler scale=6.1e-05\n12032 | grad_scaler scale=3.1e-05\n12033 | grad_scaler scale=1.5e-05\n12034 | train/loss=nan\n12035 | train/loss=nan",
            ),
            (
                "assistant",
                "The GradScaler keeps halving its scale right before the NaN, which points at fp16 overflow in the attention logits at 8k context rather than a data problem. Two options: stay on `16-mixed` and force attention softmax to fp32 (more memory, fiddly to keep working across model changes), or switch to `bf16-mixed`, which has fp32's exponent range and needs no loss scaling. bf16 has less mantissa precision, which occasionally matters for very small learning rates.",
            ),
            (
                "user",
                "We'll go with bf16-mixed for all training configs, not just long context. The NaN losses on 16-mixed have cost us three runs already, and the A100s do bf16 natively so we lose nothing on speed and can drop the GradScaler entirely.",
            ),
            ("edit", "configs/trainer/long_ctx.yaml"),
            ("edit", "configs/trainer/default.yaml"),
            ("edit", "configs/trainer/finetune.yaml"),
            (
                "bash",
                "grep -rn 'precision' configs/trainer/ && python train.py trainer=long_ctx trainer.max_steps=50 trainer.devices=1 --dry-run",
                "configs/trainer/default.yaml:6:  precision: bf16-mixed\nconfigs/trainer/finetune.yaml:7:  precision: bf16-mixed\nconfigs/trainer/long_ctx.yaml:5:  precision: bf16-mixed\nUsing bfloat16 Automatic Mixed Precision (AMP)\nGPU available: True (cuda), used: True\n`Trainer.fit` stopped: `max_steps=50` reached.\ntrain/loss=7.912",
            ),
            (
                "assistant",
                "All three trainer configs now use `precision: bf16-mixed`; a 50-step smoke run on one GPU trains normally with bfloat16 AMP and no scaler. Want me to resume run42 from its step-10k checkpoint with the new setting?",
            ),
            ("user", "yes, resume it"),
            (
                "bash",
                "python train.py trainer=long_ctx ckpt_path=checkpoints/run42/step=10000.ckpt --detach",
                "Submitted job 88141 (run42-resume) on gpu-a100-pool",
            ),
            ("assistant", "Resumed as job 88141 from the step-10k checkpoint."),
        ],
        "lessons": [{"keys": ["bf16-mixed", "NaN"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh17-chitchat-wp-button-label",
        "split": "fresh17",
        "steps": [
            (
                "user",
                'Hey! I\'m the PM on the waitlist plugin, I can poke at code a little. Marketing wants the signup button to say "Join the waitlist" instead of just "Join". Where does that text live? I tried searching the admin screens and couldn\'t find it.',
            ),
            (
                "bash",
                "grep -rn \"'Join'\" --include=*.php .",
                "./templates/signup-form.php:14:    <button type=\"submit\" class=\"aw-btn\"><?php esc_html_e( 'Join', 'acme-waitlist' ); ?></button>",
            ),
            (
                "assistant",
                "It's hard-coded in the form template, `templates/signup-form.php` line 14, not in a setting, which is why the admin screens don't show it. I'll change the string there.",
            ),
            ("edit", "templates/signup-form.php"),
            (
                "bash",
                "php -l templates/signup-form.php",
                "No syntax errors detected in templates/signup-form.php",
            ),
            (
                "assistant",
                "Changed it to `esc_html_e( 'Join the waitlist', 'acme-waitlist' )`; the file still parses. Reload the page with the form and you should see the new label.",
            ),
            (
                "user",
                "Ooh it shows up on my local site! What's the esc_html_e bit doing, out of curiosity?",
            ),
            (
                "assistant",
                'It translates the string (if a translation exists) and echoes it with any HTML characters escaped, so text can never inject markup into the page. The `_e` means "echo" instead of returning the string.',
            ),
            ("user", "Neat, thanks a lot!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh17-widget-app-group-tool-stored",
        "split": "fresh17",
        "steps": [
            (
                "user",
                "Before we start, please save this so future sessions know it: the Tidely widget extension gets its data only from the app through the App Group group.com.tidely.shared. The widget never makes its own network calls, the app writes the tide tables there after every refresh.",
            ),
            (
                "tool",
                "mcp__cognimem__remember",
                {
                    "content": "The Tidely widget extension reads its data only from the App Group group.com.tidely.shared, which the app writes after every refresh; the widget never makes its own network calls.",
                    "tags": ["ios", "widget"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("assistant", "Saved to memory."),
            (
                "user",
                "Great. Now I want a lock screen widget, the small rectangular one, that shows the next high tide and its time. Every time string goes through our TideFormatter, never a bare DateFormatter, because tides have to show in the station's time zone, not the phone's.",
            ),
            (
                "read",
                "TidelyWidget/TideProvider.swift",
                'struct TideProvider: TimelineProvider {\n    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {\n        let url = URL(string: "https://api.tidely.app/v2/stations/\\(Station.current.id)/tides")!\n        URLSession.shared.dataTask(with: url) { data, _, _ in\n            let tides = (try? JSONDecoder().decode([Tide].self, from: data ?? Data())) ?? []\n            completion(Timeline(entries: [TideEntry(date: .now, tides: tides)], policy: .after(.now.addingTimeInterval(1800))))\n        }.resume()\n    }\n}\n',
            ),
            (
                "assistant",
                "Heads up: the existing `TideProvider` fetches from `api.tidely.app` with `URLSession` inside the widget, which goes against what you just told me. Should I switch it to read from the shared container while I'm here?",
            ),
            (
                "user",
                "Yes please, that's exactly why I asked you to remember it. Someone added that during a hackathon. Read from the App Group like the app expects.",
            ),
            ("edit", "TidelyWidget/TideProvider.swift"),
            ("edit", "TidelyWidget/NextHighTideAccessoryView.swift"),
            ("edit", "TidelyWidget/TidelyWidgetBundle.swift"),
            (
                "bash",
                "xcodebuild -scheme TidelyWidgetExtension -destination 'platform=iOS Simulator,name=iPhone 16' build 2>&1 | tail -3",
                "** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                "`TideProvider` now loads the tide table from the `group.com.tidely.shared` container instead of the network. The new `NextHighTideAccessoryView` supports `.accessoryRectangular`, shows the next high tide height, and formats its time with `TideFormatter` in the station's time zone. It's registered in the widget bundle and the extension builds.",
            ),
            ("user", "Perfect, I'll try it on my phone tonight."),
        ],
        "lessons": [{"keys": ["TideFormatter", "DateFormatter"]}],
        "tool_stored": [["group.com.tidely.shared"]],
    },
    {
        "name": "fresh17-kafka-grace-correction",
        "split": "fresh17",
        "steps": [
            (
                "user",
                "Hi, I need to add windowed aggregation to the sales-totals Streams app: 5-minute tumbling windows of sales per store, keyed by store_id. I asked around and the POS events arrive up to 30 seconds late at most, so I think we can set the grace period to 30 seconds? I've never done windowing in Kafka Streams before so please tell me if I'm misunderstanding something.",
            ),
            (
                "read",
                "src/main/java/com/acme/sales/SalesTopology.java",
                'public static Topology build() {\n    StreamsBuilder b = new StreamsBuilder();\n    b.stream("pos.sales.v1", Consumed.with(Serdes.String(), SALE_SERDE))\n        .selectKey((k, sale) -> sale.storeId())\n        .groupByKey(Grouped.with(Serdes.String(), SALE_SERDE))\n        .aggregate(StoreTotal::empty, (store, sale, total) -> total.add(sale), Materialized.with(Serdes.String(), TOTAL_SERDE))\n        .toStream()\n        .to("sales.store-totals.v1");\n    return b.build();\n}\n',
            ),
            ("edit", "src/main/java/com/acme/sales/SalesTopology.java"),
            (
                "bash",
                "./gradlew test --tests '*SalesTopologyTest*'",
                "> Task :test\n\nSalesTopologyTest > sumsSalesPerStoreInWindow() PASSED\nSalesTopologyTest > dropsEventsAfterGrace() PASSED\nSalesTopologyTest > acceptsLateEventWithinGrace() PASSED\n\nBUILD SUCCESSFUL in 11s",
            ),
            (
                "assistant",
                "Added `windowedBy(TimeWindows.ofSizeAndGrace(Duration.ofMinutes(5), Duration.ofSeconds(30)))` before the aggregate and `suppress(untilWindowCloses(...))` so each store emits one final total per window. Your understanding is right: an event that arrives after window end plus grace is dropped. The tests cover an in-window sum, a late event within grace, and one after it.",
            ),
            (
                "user",
                "Oh no, wait. I just talked to Priya from the POS team and I had it wrong: the terminals buffer sales when they lose wifi and can send them up to 10 minutes late. So the 30 seconds was just the normal case. The grace has to be 10 minutes or we'd drop those sales. Sorry about that!",
            ),
            ("edit", "src/main/java/com/acme/sales/SalesTopology.java"),
            ("edit", "src/test/java/com/acme/sales/SalesTopologyTest.java"),
            (
                "bash",
                "./gradlew test --tests '*SalesTopologyTest*'",
                "> Task :test\n\nSalesTopologyTest > sumsSalesPerStoreInWindow() PASSED\nSalesTopologyTest > dropsEventsAfterGrace() PASSED\nSalesTopologyTest > acceptsLateEventWithinGrace() PASSED\nSalesTopologyTest > acceptsBufferedEventNineMinutesLate() PASSED\n\nBUILD SUCCESSFUL in 12s",
            ),
            (
                "assistant",
                "No problem. Grace is now `Duration.ofMinutes(10)`. One side effect: because of `suppress`, each window's total is emitted only after window end plus 10 minutes, so the totals topic lags by up to 15 minutes. I raised the window store retention to 20 minutes so it covers size plus grace, and added a test for a sale arriving 9 minutes late.",
            ),
            ("user", "That lag is fine for the dashboards, thank you!"),
        ],
        "lessons": [
            {"keys": ["grace", "10 minutes"], "not": ["up to 30 seconds late"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh17-chitchat-deno-lint",
        "split": "fresh17",
        "steps": [
            ("user", "deno lint red on main. fix"),
            (
                "bash",
                "deno lint supabase/functions",
                'error[no-unused-vars]: `corsHeaders` is never used\n --> /repo/supabase/functions/resize-image/index.ts:4:7\n  |\n4 | const corsHeaders = { "Access-Control-Allow-Origin": "*" };\n  |       ^^^^^^^^^^^\n  = hint: If this is intentional, prefix it with an underscore like `_corsHeaders`\n\nFound 1 problem\nChecked 7 files',
            ),
            (
                "read",
                "supabase/functions/resize-image/index.ts",
                'import { serve } from "https://deno.land/std@0.224.0/http/server.ts";\nimport { corsHeaders as sharedCors } from "../_shared/cors.ts";\n\nconst corsHeaders = { "Access-Control-Allow-Origin": "*" };\n\nserve(async (req) => {\n  if (req.method === "OPTIONS") return new Response("ok", { headers: sharedCors });\n',
            ),
            ("edit", "supabase/functions/resize-image/index.ts"),
            (
                "bash",
                "deno lint supabase/functions && deno test --allow-env supabase/functions",
                "Checked 7 files\nrunning 5 tests from ./supabase/functions/resize-image/index_test.ts\n...\nok | 5 passed | 0 failed (412ms)",
            ),
            (
                "assistant",
                "A leftover local `corsHeaders` duplicated the shared one that's actually used; I removed it. Lint is clean and the 5 tests pass.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
