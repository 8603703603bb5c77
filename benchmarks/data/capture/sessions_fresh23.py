"""The "fresh23" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH23: list[dict[str, Any]] = [
    {
        "name": "fresh23-sidekiq-redis-port-correction",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "sidekiq initializer still has redis://localhost hardcoded, make it read REDIS_URL from env. staging value is redis://redis-stg.internal:6379/2, put that in config/deploy/staging.env too",
            ),
            (
                "read",
                "config/initializers/sidekiq.rb",
                'Sidekiq.configure_server do |config|\n  config.redis = { url: "redis://localhost:6379/0" }\n  config.logger.level = Logger::INFO\nend\n\nSidekiq.configure_client do |config|\n  config.redis = { url: "redis://localhost:6379/0" }\nend\n',
            ),
            (
                "read",
                "config/deploy/staging.env",
                "RAILS_ENV=staging\nRAILS_LOG_TO_STDOUT=1\nDATABASE_URL=postgres://app@pg-stg.internal:5432/app_staging\nREDIS_CACHE_URL=redis://redis-stg.internal:6379/1\nWEB_CONCURRENCY=3\nRAILS_MAX_THREADS=5\n",
            ),
            ("edit", "config/initializers/sidekiq.rb"),
            ("edit", "config/deploy/staging.env"),
            (
                "bash",
                "REDIS_URL=redis://localhost:6379/0 bundle exec rails runner 'Sidekiq.redis { |c| puts c.call(\"PING\") }'",
                "PONG",
            ),
            (
                "assistant",
                'Both `configure_server` and `configure_client` now use `ENV.fetch("REDIS_URL", "redis://localhost:6379/0")`, so local dev keeps working without the variable. staging.env has `REDIS_URL=redis://redis-stg.internal:6379/2` under the cache URL. PING goes through the new path fine locally.',
            ),
            (
                "user",
                "oh wait its 6380 not 6379. sidekiq has its own redis on staging, 6379 is just the rails cache one",
            ),
            ("edit", "config/deploy/staging.env"),
            (
                "bash",
                "grep REDIS config/deploy/staging.env",
                "REDIS_CACHE_URL=redis://redis-stg.internal:6379/1\nREDIS_URL=redis://redis-stg.internal:6380/2",
            ),
            (
                "assistant",
                "Fixed: staging `REDIS_URL` is now redis://redis-stg.internal:6380/2 for Sidekiq, and `REDIS_CACHE_URL` stays on 6379/1 for the Rails cache.",
            ),
            ("user", "thx, pushing"),
        ],
        "lessons": [{"keys": ["6380", "sidekiq"], "not": ["6379/2"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh23-grpc-payments-port-discovered",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "I need a small probe binary in cmd/probe that calls the standard gRPC health check on the payments service and exits non-zero if it isn't SERVING. The payments gRPC server listens on 50051 in every environment, so just default the address to localhost:50051.",
            ),
            (
                "bash",
                "ls cmd internal",
                "cmd:\nmigrate\npayments\n\ninternal:\nconfig\nledgerclient\npaymentsvc\ntelemetry",
            ),
            (
                "read",
                "config/payments.yaml",
                'service: payments\ngrpc:\n  listen: ":9090"\n  max_recv_msg_size: 4194304\n  reflection: false\nhttp:\n  listen: ":8080"   # metrics + pprof\nledger:\n  addr: "ledger:50051"\n  timeout: 3s\n',
            ),
            (
                "bash",
                "grep -rn '50051\\|9090' config/ deploy/",
                'config/payments.yaml:3:  listen: ":9090"\nconfig/payments.yaml:9:  addr: "ledger:50051"\ndeploy/k8s/payments/service.yaml:12:      port: 9090\ndeploy/k8s/payments/service.yaml:13:      targetPort: 9090\ndeploy/k8s/ledger/service.yaml:12:      port: 50051',
            ),
            (
                "think",
                "The user said payments listens on 50051, but config/payments.yaml and the payments k8s Service both say 9090. 50051 only appears for ledger. I should flag this before baking a default into the probe.",
            ),
            (
                "assistant",
                "Before I write it: config/payments.yaml has the payments gRPC server on `:9090`, and the payments Service in deploy/k8s exposes 9090 as well. 50051 only shows up as the ledger service's port (`ledger:50051`). Should the probe default to localhost:9090 instead?",
            ),
            ("user", "Yes, 9090. I mixed it up with ledger."),
            ("edit", "cmd/probe/main.go"),
            ("bash", "go vet ./cmd/probe", ""),
            (
                "bash",
                "go run ./cmd/probe -addr localhost:9090; echo exit=$?",
                "payments health: SERVING\nexit=0",
            ),
            (
                "bash",
                "go run ./cmd/probe -addr localhost:9999; echo exit=$?",
                'probe: dial localhost:9999: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:9999: connect: connection refused"\nexit=2',
            ),
            (
                "assistant",
                "Added cmd/probe/main.go. It calls `grpc_health_v1.HealthClient.Check` with an empty service name, defaults `-addr` to localhost:9090 and `-timeout` to 2s, exits 1 when the status isn't SERVING and 2 on connection errors. Against the local payments server it reports SERVING; against a closed port it exits 2.",
            ),
        ],
        "lessons": [{"keys": ["9090", "payments"], "not": ["listens on 50051"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh23-axum-ratelimit-governor",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "need rate limiting on the ingest api (axum). looking at tower's RateLimit vs the governor crate, which one fits better here",
            ),
            (
                "read",
                "src/main.rs",
                'use axum::{routing::post, Router};\nuse std::net::SocketAddr;\n\nmod auth;\nmod ingest;\n\n#[tokio::main]\nasync fn main() -> anyhow::Result<()> {\n    tracing_subscriber::fmt::init();\n    let state = ingest::AppState::from_env().await?;\n    let app = Router::new()\n        .route("/v1/events", post(ingest::events))\n        .route("/v1/batch", post(ingest::batch))\n        .layer(axum::middleware::from_fn_with_state(state.clone(), auth::api_key))\n        .with_state(state);\n    let addr = SocketAddr::from(([0, 0, 0, 0], 8088));\n    axum::serve(tokio::net::TcpListener::bind(addr).await?, app).await?;\n    Ok(())\n}\n',
            ),
            (
                "bash",
                "cargo tree -i tower --depth 1",
                "tower v0.4.13\n├── axum v0.7.5\n└── tower-http v0.5.2",
            ),
            (
                "assistant",
                "They solve slightly different problems. `tower::limit::RateLimitLayer` is one token bucket for the whole service: every request from every client draws from the same budget, and its service isn't `Clone`, so with axum you have to wrap it in `BufferLayer` plus `HandleErrorLayer`. `governor` has keyed limiters (`RateLimiter::keyed`), so you can keep a bucket per key, and `tower_governor` gives you an axum layer with a custom key extractor. Since `auth::api_key` already resolves the key, governor keyed on it would give per-client limits; if you only want a global cap, tower's layer is enough.",
            ),
            (
                "user",
                "ok governor then. tower's one is a single bucket for everyone and we need it per api key, one noisy customer shouldnt throttle the rest",
            ),
            (
                "bash",
                "cargo add governor@0.6 nonzero_ext",
                "    Updating crates.io index\n      Adding governor v0.6.3 to dependencies.\n             Features:\n             + dashmap\n             + jitter\n             + quanta\n             + std\n      Adding nonzero_ext v0.3.0 to dependencies.",
            ),
            ("edit", "src/ratelimit.rs"),
            ("edit", "src/main.rs"),
            (
                "bash",
                "cargo test ratelimit",
                "   Compiling ingest-api v0.9.0 (/home/dev/ingest-api)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.22s\n     Running unittests src/main.rs (target/debug/deps/ingest_api-5c1e0f3a9b7d2e41)\n\nrunning 3 tests\ntest ratelimit::tests::separate_keys_have_separate_budgets ... ok\ntest ratelimit::tests::burst_then_429 ... ok\ntest ratelimit::tests::retry_after_header_set ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 12 filtered out",
            ),
            (
                "assistant",
                "Added src/ratelimit.rs with a `DefaultKeyedRateLimiter<String>` (100 req/s, burst 200) stored in `AppState`, and a middleware after `auth::api_key` that checks the resolved key and returns 429 with `Retry-After` when it's over. Tests cover separate budgets per key, the burst limit and the header.",
            ),
            ("user", "lgtm"),
        ],
        "lessons": [{"keys": ["governor", "per api key"], "not": []}],
        "tool_stored": [],
    },
    {
        "name": "fresh23-pandas-revenue-dim-fanout",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "The finance dashboard shows March revenue at 1.94M, but the billing system says 1.61M. The numbers come from our nightly ETL in etl/revenue.py. Can you figure out where the extra money comes from?",
            ),
            (
                "read",
                "etl/revenue.py",
                'import pandas as pd\n\nfrom etl.io import read_table, write_table\n\n\ndef build_monthly_revenue(month: str) -> pd.DataFrame:\n    orders = read_table("orders", month=month)\n    customers = read_table("customers_dim")\n    enriched = orders.merge(customers, on="customer_id", how="left")\n    enriched["region"] = enriched["region"].fillna("unknown")\n    return enriched.groupby(["region", "plan"], as_index=False)["amount"].sum()\n\n\ndef main(month: str) -> None:\n    write_table("revenue_monthly", build_monthly_revenue(month), partition=month)\n',
            ),
            (
                "bash",
                "python -c \"from etl.io import read_table; o=read_table('orders', month='2026-03'); c=read_table('customers_dim'); print('orders:', len(o)); print('enriched:', len(o.merge(c, on='customer_id', how='left')))\"",
                "orders: 48211\nenriched: 57930",
            ),
            (
                "think",
                "A left merge adding ~9.7k rows means the right side has duplicate customer_id values. Check the dimension's keys and columns.",
            ),
            (
                "bash",
                "python -c \"from etl.io import read_table; c=read_table('customers_dim'); print('dup ids:', c.customer_id.duplicated().sum()); print(list(c.columns)); print(c[c.customer_id==88213].to_string())\"",
                "dup ids: 2904\n['customer_id', 'region', 'plan', 'valid_from', 'valid_to', 'is_current']\n       customer_id region  plan  valid_from    valid_to  is_current\n10442        88213   EMEA  team  2024-06-01  2025-11-14       False\n10443        88213   EMEA  business  2025-11-14  9999-12-31        True",
            ),
            (
                "assistant",
                "Found it. customers_dim isn't one row per customer: it keeps a row for every version of a customer (valid_from / valid_to / is_current), so anyone who changed plan or region has two or more rows. The left merge on customer_id then copies each of that customer's orders once per version, which turns 48,211 orders into 57,930 rows and inflates the sum by roughly 0.33M. Filtering the dimension to `is_current` before the merge makes the join one-to-one again.",
            ),
            ("user", "Makes sense, go ahead with the fix."),
            ("edit", "etl/revenue.py"),
            (
                "bash",
                "python -m etl.revenue --month 2026-03 --dry-run",
                "rows in: 48211, rows after join: 48211\ntotal amount: 1,612,480.55",
            ),
            (
                "bash",
                "pytest tests/etl -q",
                ".......\n7 passed in 2.31s",
            ),
            (
                "assistant",
                'etl/revenue.py now merges against `customers[customers.is_current]` and passes `validate="many_to_one"` to the merge, so a duplicated key raises instead of silently inflating totals. The March dry run comes out at 1,612,480.55, which matches billing; rerun the job for the affected months to overwrite the partitions.',
            ),
        ],
        "lessons": [{"keys": ["customers_dim", "customer_id"], "not": []}],
        "tool_stored": [],
    },
    {
        "name": "fresh23-pinia-setup-store-convention",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "Can you add a store for the notifications drawer? It needs the list, an unread count and a markAllRead action. As usual our pinia stores are setup stores, not the options syntax.",
            ),
            (
                "bash",
                "ls src/stores src/api",
                "src/stores:\ncart.ts\nsearch.ts\nsession.ts\n\nsrc/api:\nclient.ts\ncart.ts\nnotifications.ts\nsearch.ts",
            ),
            (
                "read",
                "src/stores/cart.ts",
                "import { defineStore } from 'pinia'\nimport { computed, ref } from 'vue'\nimport { fetchCart, removeLine } from '@/api/cart'\nimport type { CartLine } from '@/types'\n\nexport const useCartStore = defineStore('cart', () => {\n  const lines = ref<CartLine[]>([])\n  const loading = ref(false)\n  const total = computed(() => lines.value.reduce((s, l) => s + l.price * l.qty, 0))\n\n  async function load() {\n    loading.value = true\n    try {\n      lines.value = await fetchCart()\n    } finally {\n      loading.value = false\n    }\n  }\n\n  async function remove(id: string) {\n    await removeLine(id)\n    lines.value = lines.value.filter((l) => l.id !== id)\n  }\n\n  return { lines, loading, total, load, remove }\n})\n",
            ),
            (
                "read",
                "src/api/notifications.ts",
                "import { client } from './client'\nimport type { Notification } from '@/types'\n\nexport const listNotifications = () => client.get<Notification[]>('/notifications').then((r) => r.data)\nexport const markRead = (ids: string[]) => client.post('/notifications/read', { ids })\n",
            ),
            ("edit", "src/stores/notifications.ts"),
            ("edit", "src/components/NotificationDrawer.vue"),
            ("edit", "src/stores/__tests__/notifications.spec.ts"),
            (
                "bash",
                "npx vitest run src/stores",
                " ✓ src/stores/__tests__/cart.spec.ts (4 tests) 18ms\n ✓ src/stores/__tests__/notifications.spec.ts (3 tests) 12ms\n ✓ src/stores/__tests__/search.spec.ts (5 tests) 21ms\n\n Test Files  3 passed (3)\n      Tests  12 passed (12)\n   Duration  812ms",
            ),
            ("bash", "npx vue-tsc --noEmit", ""),
            (
                "assistant",
                "Added `useNotificationsStore` in src/stores/notifications.ts as a setup store, same shape as the cart one: `items` and `loading` refs, an `unreadCount` computed, `load()` and `markAllRead()`, which posts only the unread ids and flips them locally after the request succeeds. NotificationDrawer.vue now reads from the store and loads on open. Tests and vue-tsc pass.",
            ),
            ("user", "thanks, looks good"),
        ],
        "lessons": [{"keys": ["pinia", "setup stores"], "not": []}],
        "tool_stored": [],
    },
    {
        "name": "fresh23-sam-deploy-profile-stored",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "Before we start, please save this so future sessions know it: deploying the orders stack to prod is `sam deploy --config-env prod --profile acme-prod`. The default AWS profile on our laptops points at the sandbox account, so a bare `sam deploy` goes to sandbox.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Orders SAM stack: prod deploys with `sam deploy --config-env prod --profile acme-prod`. The default AWS profile on dev laptops points at the sandbox account, so a bare `sam deploy` goes to sandbox.",
                    "tags": ["aws", "sam", "deploy"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            ("assistant", "Saved. What are we working on?"),
            (
                "user",
                "The OrderExport function needs an EXPORT_BUCKET env var and permission to write to that bucket. The bucket name comes from the ExportBucketName parameter.",
            ),
            (
                "read",
                "template.yaml",
                "AWSTemplateFormatVersion: '2010-09-09'\nTransform: AWS::Serverless-2016-10-31\nParameters:\n  ExportBucketName:\n    Type: String\nGlobals:\n  Function:\n    Runtime: python3.12\n    Timeout: 30\n    MemorySize: 512\nResources:\n  OrdersTable:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      BillingMode: PAY_PER_REQUEST\n      AttributeDefinitions:\n        - AttributeName: pk\n          AttributeType: S\n      KeySchema:\n        - AttributeName: pk\n          KeyType: HASH\n  OrderExportFunction:\n    Type: AWS::Serverless::Function\n    Properties:\n      CodeUri: src/order_export/\n      Handler: app.handler\n      Environment:\n        Variables:\n          TABLE_NAME: !Ref OrdersTable\n      Policies:\n        - DynamoDBReadPolicy:\n            TableName: !Ref OrdersTable\n      Events:\n        Nightly:\n          Type: Schedule\n          Properties:\n            Schedule: cron(0 2 * * ? *)\n",
            ),
            ("edit", "template.yaml"),
            ("edit", "src/order_export/app.py"),
            (
                "bash",
                "sam validate --lint",
                "/home/dev/orders/template.yaml is a valid SAM Template",
            ),
            (
                "bash",
                "sam build",
                "Building codeuri: /home/dev/orders/src/order_export runtime: python3.12 architecture: x86_64 functions: OrderExportFunction\n Running PythonPipBuilder:ResolveDependencies\n Running PythonPipBuilder:CopySource\n\nBuild Succeeded\n\nBuilt Artifacts  : .aws-sam/build\nBuilt Template   : .aws-sam/build/template.yaml",
            ),
            (
                "assistant",
                'OrderExportFunction now gets `EXPORT_BUCKET: !Ref ExportBucketName` and an `S3WritePolicy` scoped to that bucket; app.py reads the name from `os.environ["EXPORT_BUCKET"]` instead of the hardcoded string. Lint and build pass.',
            ),
            (
                "user",
                "Great. Push it to sandbox first, plain sam deploy is fine for that since the default profile is sandbox anyway. Prod needs the acme-prod profile and the prod config env, I'll do that one myself tomorrow.",
            ),
            (
                "bash",
                "sam deploy --no-confirm-changeset",
                '\n\tDeploying with following values\n\t===============================\n\tStack name                   : orders-sandbox\n\tRegion                       : eu-central-1\n\tConfirm changeset            : False\n\tDeployment s3 bucket         : aws-sam-cli-managed-default-samclisourcebucket-1x9k2\n\tCapabilities                 : ["CAPABILITY_IAM"]\n\tParameter overrides          : {"ExportBucketName": "orders-exports-sandbox"}\n\n...\nSuccessfully created/updated stack - orders-sandbox in eu-central-1',
            ),
            (
                "assistant",
                "Deployed to orders-sandbox in eu-central-1 with ExportBucketName=orders-exports-sandbox. Prod is untouched.",
            ),
        ],
        "lessons": [],
        "tool_stored": [["--config-env prod", "acme-prod"]],
    },
    {
        "name": "fresh23-es-term-query-question",
        "split": "fresh23",
        "steps": [
            (
                "user",
                'quick q. why does this return 0 hits? {"query":{"term":{"title":"Blue Shirt"}}} theres def a doc with title Blue Shirt in products',
            ),
            (
                "bash",
                "curl -s localhost:9200/products/_mapping/field/title | jq .",
                '{\n  "products": {\n    "mappings": {\n      "title": {\n        "full_name": "title",\n        "mapping": {\n          "title": {\n            "type": "text",\n            "fields": {\n              "keyword": {\n                "type": "keyword",\n                "ignore_above": 256\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}',
            ),
            (
                "bash",
                'curl -s -H \'Content-Type: application/json\' localhost:9200/products/_analyze -d \'{"field":"title","text":"Blue Shirt"}\' | jq -c \'.tokens[].token\'',
                '"blue"\n"shirt"',
            ),
            (
                "assistant",
                "`title` is a `text` field, so at index time \"Blue Shirt\" went through the standard analyzer and was stored as the two terms `blue` and `shirt`. A `term` query doesn't analyze its input, so it looks for the single exact term `Blue Shirt`, which doesn't exist in the index. The gotcha with term queries is that they skip analysis entirely, so they only really make sense on keyword, numeric, date or boolean fields. Use `match` on `title` for full-text search, or `term` on `title.keyword` if you want an exact match on the whole string.",
            ),
            ("user", "ahh ok. and title.keyword is case sensitive then?"),
            (
                "bash",
                'for v in "blue shirt" "Blue Shirt"; do curl -s -H \'Content-Type: application/json\' localhost:9200/products/_count -d "{\\"query\\":{\\"term\\":{\\"title.keyword\\":\\"$v\\"}}}" | jq -c .count; done',
                "0\n1",
            ),
            (
                "assistant",
                'Yes: a keyword field stores the string exactly as sent, so `blue shirt` doesn\'t match `Blue Shirt`. If you need case-insensitive exact matching you can either pass `"case_insensitive": true` in the term query (available since 7.10) or give the keyword subfield a lowercase normalizer, which needs a reindex.',
            ),
            ("user", "cool makes sense ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh23-electron-updater-reset-unresolved",
        "split": "fresh23",
        "steps": [
            (
                "user",
                "some users on the windows build get net::ERR_CONNECTION_RESET from the auto updater when checking for updates. cant repro on my machine. can u look",
            ),
            (
                "read",
                "src/main/updater.ts",
                "import { autoUpdater } from 'electron-updater'\nimport log from 'electron-log'\n\nexport function initUpdater() {\n  autoUpdater.logger = log\n  autoUpdater.autoDownload = true\n  autoUpdater.on('error', (err) => log.error('updater error', err))\n  autoUpdater.on('update-downloaded', () => log.info('update ready'))\n  setTimeout(() => autoUpdater.checkForUpdates(), 10_000)\n}\n",
            ),
            (
                "read",
                "support/ticket-4471/main.log",
                "[2026-11-28 09:14:02.118] [info]  Checking for update\n[2026-11-28 09:14:02.941] [error] updater error Error: net::ERR_CONNECTION_RESET\n    at SimpleURLLoaderWrapper.<anonymous> (node:electron/js2c/browser_init:2:49216)\n    at SimpleURLLoaderWrapper.emit (node:events:519:28)\n[2026-11-28 09:44:02.120] [info]  Checking for update\n[2026-11-28 09:44:03.006] [error] updater error Error: net::ERR_CONNECTION_RESET\n",
            ),
            (
                "bash",
                "curl -sI https://github.com/tallyhq/tally-desktop/releases/latest/download/latest.yml | head -3",
                "HTTP/2 302 \ndate: Thu, 03 Dec 2026 16:20:41 GMT\nlocation: https://objects.githubusercontent.com/github-production-release-asset-2e65be/611203/latest.yml?X-Amz-Algorithm=AWS4-HMAC-SHA256",
            ),
            (
                "think",
                "The feed works from here and the updater code is standard. The reset happens under a second after the request starts, which smells like something on their network killing the connection. The three tickets might all be from the same customer.",
            ),
            (
                "bash",
                "grep -h '^From:' support/ticket-44*/meta.txt | sort | uniq -c",
                "      1 From: it-helpdesk@brandtlogistik.de\n      2 From: j.weber@brandtlogistik.de",
            ),
            (
                "assistant",
                "The updater code looks fine and the release feed answers normally from here. All three tickets come from brandtlogistik.de, so this is probably something on their network rather than in the app. Maybe it's a corporate proxy doing TLS inspection that resets connections to objects.githubusercontent.com, where the release assets are redirected. It could also be that they use a PAC file that Electron isn't picking up.",
            ),
            ("user", "hm they do have a proxy i think. can we tell from the log"),
            (
                "bash",
                "grep -il 'proxy' support/ticket-44*/*.log || echo 'no matches'",
                "no matches",
            ),
            (
                "assistant",
                "Not from these logs: electron-log only records the error, not how the request was routed. Could also be DNS if their resolver blocks githubusercontent.com, though then I'd expect ERR_NAME_NOT_RESOLVED rather than a reset. To narrow it down we'd need a `curl -v` of the latest.yml URL from one of their machines, or a Chromium net log from starting the app with `--log-net-log=C:\\temp\\net.json`.",
            ),
            (
                "user",
                "ugh ok lets leave it for now, ill ask their IT tomorrow if they block github downloads",
            ),
            (
                "assistant",
                "Sounds good. If they send a net log or the curl output, drop it in the ticket folder and I can go through it.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
