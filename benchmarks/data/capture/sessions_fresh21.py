"""The "fresh21" capture sessions: written in session 23 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH21: list[dict[str, Any]] = [
    {
        "name": "fresh21-spring-pricing-url-correction",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "In orders-service, add a RestClient bean for the pricing service so QuoteService can stop building its own HttpURLConnection. Pricing is at http://pricing:8080. Give it a 2 second read timeout.",
            ),
            (
                "read",
                "src/main/java/com/acme/orders/quote/QuoteService.java",
                'package com.acme.orders.quote;\n\nimport java.io.InputStream;\nimport java.net.HttpURLConnection;\nimport java.net.URL;\n\nimport com.fasterxml.jackson.databind.ObjectMapper;\nimport org.springframework.stereotype.Service;\n\n@Service\npublic class QuoteService {\n\n    private final ObjectMapper mapper;\n\n    public QuoteService(ObjectMapper mapper) {\n        this.mapper = mapper;\n    }\n\n    public PriceDto priceFor(String sku) throws Exception {\n        HttpURLConnection conn = (HttpURLConnection) new URL("http://pricing:8080/v1/prices/" + sku).openConnection();\n        conn.setReadTimeout(5000);\n        try (InputStream in = conn.getInputStream()) {\n            return mapper.readValue(in, PriceDto.class);\n        }\n    }\n}\n',
            ),
            (
                "read",
                "src/main/resources/application.yml",
                "spring:\n  application:\n    name: orders-service\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/orders\n\nserver:\n  port: 8080\n\nmanagement:\n  endpoints:\n    web:\n      exposure:\n        include: health,info,prometheus\n",
            ),
            ("edit", "src/main/java/com/acme/orders/config/PricingClientConfig.java"),
            ("edit", "src/main/java/com/acme/orders/quote/QuoteService.java"),
            ("edit", "src/main/resources/application.yml"),
            (
                "bash",
                "./mvnw -q test -Dtest=QuoteServiceTest",
                "[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n[INFO] -------------------------------------------------------\n[INFO] Running com.acme.orders.quote.QuoteServiceTest\n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.184 s - in com.acme.orders.quote.QuoteServiceTest\n[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0",
            ),
            (
                "assistant",
                'Added `PricingClientConfig` with a `pricingRestClient` bean built from `RestClient.builder()`, using a `SimpleClientHttpRequestFactory` with a 2s read timeout and the base URL from a new `clients.pricing.base-url` property (set to `http://pricing:8080` in application.yml). `QuoteService` now takes the `RestClient` in its constructor and calls `.get().uri("/v1/prices/{sku}", sku)`. The 6 QuoteService tests pass with a `MockRestServiceServer`.',
            ),
            (
                "user",
                "Hm, scratch that base url. Pricing moved behind the mesh gateway last month, so from other services it's reached at https://pricing.internal:9443 now. 8080 is only the container port and mTLS rejects direct pod calls, so http://pricing:8080 would only ever work on your laptop.",
            ),
            ("edit", "src/main/resources/application.yml"),
            (
                "bash",
                "./mvnw -q test -Dtest=QuoteServiceTest",
                "[INFO] Running com.acme.orders.quote.QuoteServiceTest\n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.071 s - in com.acme.orders.quote.QuoteServiceTest\n[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0",
            ),
            (
                "assistant",
                "Changed `clients.pricing.base-url` to `https://pricing.internal:9443`. The tests mock the server so they don't care about the host; they still pass. The RestClient uses the JVM's default trust store, so if the mesh gateway's cert is issued by the internal CA you may need the same `javax.net.ssl.trustStore` setting the other services use.",
            ),
        ],
        "lessons": [
            {
                "keys": ["pricing.internal", "9443"],
                "not": ["pricing is at http://pricing:8080"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh21-ansible-inventory-group-correction",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "I need to roll the new pg_hba.conf template out to staging. Run the postgres playbook against the staging DB hosts, they're in the db_staging group. Check mode first so we can see the diff.",
            ),
            (
                "bash",
                "ansible-playbook -i inventories/staging/hosts.yml playbooks/postgres.yml --limit db_staging --check --diff",
                "[WARNING]: Could not match supplied host pattern, ignoring: db_staging\nERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.",
            ),
            (
                "read",
                "inventories/staging/hosts.yml",
                "all:\n  children:\n    web_stage:\n      hosts:\n        web-stage-01.int.acme.net:\n        web-stage-02.int.acme.net:\n    pg_stage:\n      hosts:\n        pg-stage-01.int.acme.net:\n          pg_role: primary\n        pg-stage-02.int.acme.net:\n          pg_role: replica\n    redis_stage:\n      hosts:\n        redis-stage-01.int.acme.net:\n  vars:\n    env: staging\n",
            ),
            (
                "assistant",
                "The limit matched nothing: there is no `db_staging` group in inventories/staging/hosts.yml. The staging Postgres hosts (pg-stage-01 as primary, pg-stage-02 as replica) are under the `pg_stage` group. Should I run it with `--limit pg_stage` instead?",
            ),
            ("user", "yes, that's right, use that."),
            (
                "bash",
                "ansible-playbook -i inventories/staging/hosts.yml playbooks/postgres.yml --limit pg_stage --check --diff",
                "PLAY [postgres] ****************************************************************\n\nTASK [Gathering Facts] *********************************************************\nok: [pg-stage-01.int.acme.net]\nok: [pg-stage-02.int.acme.net]\n\nTASK [postgres : render pg_hba.conf] *******************************************\n--- before: /etc/postgresql/16/main/pg_hba.conf\n+++ after: /home/dev/.ansible/tmp/ansible-local-4121/tmpq1f0x7/pg_hba.conf.j2\n@@ -9,3 +9,4 @@\n host    all    all    10.20.0.0/16    scram-sha-256\n-host    replication    replicator    10.20.4.0/24    md5\n+host    replication    replicator    10.20.4.0/24    scram-sha-256\n+host    analytics    metabase    10.20.9.15/32    scram-sha-256\n\nchanged: [pg-stage-01.int.acme.net]\nchanged: [pg-stage-02.int.acme.net]\n\nRUNNING HANDLER [postgres : reload postgresql] *********************************\nchanged: [pg-stage-01.int.acme.net]\nchanged: [pg-stage-02.int.acme.net]\n\nPLAY RECAP *********************************************************************\npg-stage-01.int.acme.net   : ok=3    changed=2    unreachable=0    failed=0    skipped=0\npg-stage-02.int.acme.net   : ok=3    changed=2    unreachable=0    failed=0    skipped=0",
            ),
            (
                "assistant",
                "Check mode diff on both hosts: the replication line switches from `md5` to `scram-sha-256`, and a new line lets `metabase` from 10.20.9.15 into the `analytics` database. The handler would only reload Postgres, not restart it. Nothing was changed yet.",
            ),
            ("user", "Looks right. Apply it for real."),
            (
                "bash",
                "ansible-playbook -i inventories/staging/hosts.yml playbooks/postgres.yml --limit pg_stage --diff",
                "PLAY [postgres] ****************************************************************\n\nTASK [Gathering Facts] *********************************************************\nok: [pg-stage-01.int.acme.net]\nok: [pg-stage-02.int.acme.net]\n\nTASK [postgres : render pg_hba.conf] *******************************************\nchanged: [pg-stage-01.int.acme.net]\nchanged: [pg-stage-02.int.acme.net]\n\nRUNNING HANDLER [postgres : reload postgresql] *********************************\nchanged: [pg-stage-01.int.acme.net]\nchanged: [pg-stage-02.int.acme.net]\n\nPLAY RECAP *********************************************************************\npg-stage-01.int.acme.net   : ok=3    changed=2    unreachable=0    failed=0    skipped=0\npg-stage-02.int.acme.net   : ok=3    changed=2    unreachable=0    failed=0    skipped=0",
            ),
            (
                "bash",
                "ansible pg_stage -i inventories/staging/hosts.yml -b -m shell -a \"sudo -u postgres psql -tAc 'select count(*) from pg_hba_file_rules where error is not null'\"",
                "pg-stage-01.int.acme.net | CHANGED | rc=0 >>\n0\npg-stage-02.int.acme.net | CHANGED | rc=0 >>\n0",
            ),
            (
                "assistant",
                "Applied on pg-stage-01 and pg-stage-02, Postgres reloaded on both, and `pg_hba_file_rules` reports no parse errors on either host, so the new rules are live.",
            ),
        ],
        "lessons": [
            {
                "keys": ["pg_stage", "staging postgres"],
                "not": ["in the db_staging group"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh21-decision-clickhouse-replacing",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "We're getting duplicate rows in analytics.order_events because the CDC connector re-sends a batch whenever it restarts. I'd like dedup handled at the table level rather than in every query. Options I can think of: ReplacingMergeTree, CollapsingMergeTree, or keep plain MergeTree and dedup through a materialized view into a second table. What do you think?",
            ),
            (
                "read",
                "clickhouse/schema/order_events.sql",
                "CREATE TABLE analytics.order_events ON CLUSTER main\n(\n    event_id    UUID,\n    order_id    UInt64,\n    status      LowCardinality(String),\n    amount      Decimal(18, 2),\n    updated_at  DateTime64(3, 'UTC'),\n    _ingested   DateTime DEFAULT now()\n)\nENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/order_events', '{replica}')\nPARTITION BY toYYYYMM(updated_at)\nORDER BY (order_id, updated_at);\n",
            ),
            (
                "bash",
                'clickhouse-client --query "SELECT count() AS rows, uniqExact(event_id) AS unique_events FROM analytics.order_events WHERE updated_at >= now() - INTERVAL 30 DAY"',
                "rows\tunique_events\n48213377\t46902118",
            ),
            (
                "assistant",
                "About 2.7% of the last 30 days are duplicates. Trade-offs as I see them:\n\n- **ReplacingMergeTree(updated_at)**: rows with the same sorting key collapse to the highest version during merges. Simple, but dedup is eventual: until a merge runs you need `FINAL` (or `argMax`) for exact results.\n- **CollapsingMergeTree**: exact if the writer emits a cancel row (sign = -1) for the old state before the new one, which requires the producer to know and resend the previous state.\n- **MergeTree + MV into a deduped table**: an MV only sees each insert block, not the existing table, so it can't dedup across batches by itself; you'd still end up with a Replacing or Aggregating target.\n\nGiven the duplicates are exact re-sends, Replacing keyed on the event looks like the best fit, but it depends on whether the connector can produce cancel rows.",
            ),
            (
                "user",
                "Let's go with ReplacingMergeTree, version column updated_at, ordered by (order_id, event_id). Collapsing is out because Debezium can't emit the sign = -1 cancel rows for us, and the MV route just moves the problem. We'll live with FINAL in the handful of finance queries that need exact totals.",
            ),
            ("edit", "clickhouse/schema/order_events.sql"),
            ("edit", "clickhouse/migrations/0031_order_events_replacing.sql"),
            (
                "bash",
                "clickhouse-client --multiquery < clickhouse/migrations/0031_order_events_replacing.sql",
                "",
            ),
            (
                "bash",
                'clickhouse-client --query "SELECT count() AS rows, uniqExact(event_id) AS unique_events FROM analytics.order_events_v2 FINAL WHERE updated_at >= now() - INTERVAL 30 DAY"',
                "rows\tunique_events\n46902118\t46902118",
            ),
            (
                "assistant",
                "Migration 0031 creates `analytics.order_events_v2` with `ReplicatedReplacingMergeTree(..., updated_at)` and `ORDER BY (order_id, event_id)`, backfills it with `INSERT ... SELECT` from the old table, and swaps the names with `EXCHANGE TABLES`. With `FINAL`, rows now match unique events (46,902,118). The schema file reflects the new engine. I haven't touched the finance queries yet; those are the ones that need `FINAL` added.",
            ),
        ],
        "lessons": [{"keys": ["ReplacingMergeTree", "Debezium"], "not": []}],
        "tool_stored": [],
    },
    {
        "name": "fresh21-ros2-qos-lidar-incident",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "nav2 isnt getting scans from the new lidar. /scan is in the topic list but the costmap stays empty. driver is the vendor one, sick_scan_xd. can u look",
            ),
            (
                "bash",
                "ros2 topic hz /scan --window 20",
                "average rate: 14.998\n\tmin: 0.066s max: 0.067s std dev: 0.00031s window: 20",
            ),
            (
                "bash",
                "ros2 topic hz /scan_filtered --window 20",
                "WARNING: topic [/scan_filtered] does not appear to be published yet",
            ),
            (
                "bash",
                "ros2 topic info /scan --verbose",
                "Type: sensor_msgs/msg/LaserScan\n\nPublisher count: 1\n\nNode name: sick_scan_xd\nNode namespace: /\nTopic type: sensor_msgs/msg/LaserScan\nEndpoint type: PUBLISHER\nQoS profile:\n  Reliability: BEST_EFFORT\n  History (Depth): KEEP_LAST (5)\n  Durability: VOLATILE\n\nSubscription count: 1\n\nNode name: scan_filter\nNode namespace: /\nTopic type: sensor_msgs/msg/LaserScan\nEndpoint type: SUBSCRIPTION\nQoS profile:\n  Reliability: RELIABLE\n  History (Depth): KEEP_LAST (10)\n  Durability: VOLATILE",
            ),
            (
                "think",
                "Publisher is BEST_EFFORT, our scan_filter subscribes RELIABLE. A reliable subscriber can't match a best-effort publisher, so DDS never delivers. scan_filter then never publishes /scan_filtered, which is what the costmap observes. Check the subscription code.",
            ),
            (
                "read",
                "src/bot_perception/src/scan_filter.cpp",
                '#include "rclcpp/rclcpp.hpp"\n#include "sensor_msgs/msg/laser_scan.hpp"\n\nclass ScanFilter : public rclcpp::Node {\npublic:\n  ScanFilter() : Node("scan_filter") {\n    pub_ = create_publisher<sensor_msgs::msg::LaserScan>("scan_filtered", 10);\n    sub_ = create_subscription<sensor_msgs::msg::LaserScan>(\n      "scan", 10, [this](sensor_msgs::msg::LaserScan::UniquePtr msg) { on_scan(std::move(msg)); });\n  }\n\nprivate:\n  void on_scan(sensor_msgs::msg::LaserScan::UniquePtr msg);\n  rclcpp::Publisher<sensor_msgs::msg::LaserScan>::SharedPtr pub_;\n  rclcpp::Subscription<sensor_msgs::msg::LaserScan>::SharedPtr sub_;\n};\n',
            ),
            (
                "assistant",
                "Found it. `scan_filter` subscribes to `scan` with a plain depth of 10, which gives the default QoS: RELIABLE. sick_scan_xd publishes /scan as BEST_EFFORT. A RELIABLE subscription is incompatible with a BEST_EFFORT publisher, so DDS never matches them: /scan runs at 15 Hz but scan_filter receives nothing, never publishes /scan_filtered, and the costmap (which observes /scan_filtered) stays empty. I'll switch the subscription to `rclcpp::SensorDataQoS()`, which is best-effort and works with either kind of publisher.",
            ),
            ("edit", "src/bot_perception/src/scan_filter.cpp"),
            (
                "bash",
                "colcon build --packages-select bot_perception && source install/setup.bash && ros2 run bot_perception scan_filter & sleep 3; ros2 topic hz /scan_filtered --window 20",
                "Starting >>> bot_perception\nFinished <<< bot_perception [8.41s]\n\nSummary: 1 package finished [8.9s]\naverage rate: 14.991\n\tmin: 0.066s max: 0.068s std dev: 0.00042s window: 20",
            ),
            (
                "user",
                "yep costmap fills up now. so the old hokuyo driver must have been publishing reliable, thats why it never bit us",
            ),
            (
                "assistant",
                "Right, urg_node publishes /scan as RELIABLE by default, so the RELIABLE subscription matched it. With sick_scan_xd's BEST_EFFORT publisher it silently stopped matching. The only trace is an \"incompatible QoS ... Last incompatible policy: RELIABILITY\" warning in scan_filter's log at startup.",
            ),
        ],
        "lessons": [{"keys": ["BEST_EFFORT", "QoS"], "not": []}],
        "tool_stored": [],
    },
    {
        "name": "fresh21-nextjs-server-fetch-in-passing",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "Can you add a billing page at app/(dashboard)/settings/billing that lists the customer's invoices (number, date, amount, status)? There's already a getInvoices() in lib/server/billing.ts. Like the other pages, don't call fetch() from the page itself; backend calls go through lib/server so the auth header and the revalidate tags are set in one place.",
            ),
            (
                "read",
                "lib/server/billing.ts",
                "import 'server-only';\nimport { backend } from './backend';\n\nexport type Invoice = {\n  id: string;\n  number: string;\n  issuedAt: string;\n  amountCents: number;\n  currency: string;\n  status: 'paid' | 'open' | 'void';\n};\n\nexport async function getInvoices(customerId: string): Promise<Invoice[]> {\n  return backend<Invoice[]>(`/customers/${customerId}/invoices`, {\n    tags: [`invoices:${customerId}`],\n  });\n}\n",
            ),
            (
                "read",
                "app/(dashboard)/settings/profile/page.tsx",
                "import { getCurrentUser } from '@/lib/server/session';\nimport { getProfile } from '@/lib/server/profile';\nimport { ProfileForm } from './profile-form';\n\nexport default async function ProfilePage() {\n  const user = await getCurrentUser();\n  const profile = await getProfile(user.id);\n  return (\n    <section className=\"space-y-6\">\n      <h1 className=\"text-2xl font-semibold\">Profile</h1>\n      <ProfileForm profile={profile} />\n    </section>\n  );\n}\n",
            ),
            ("edit", "app/(dashboard)/settings/billing/page.tsx"),
            ("edit", "app/(dashboard)/settings/billing/invoice-table.tsx"),
            ("edit", "app/(dashboard)/settings/layout.tsx"),
            (
                "bash",
                "pnpm tsc --noEmit",
                "",
            ),
            (
                "bash",
                "pnpm next build",
                "   ▲ Next.js 15.1.4\n\n   Creating an optimized production build ...\n ✓ Compiled successfully\n ✓ Linting and checking validity of types\n ✓ Collecting page data\n ✓ Generating static pages (14/14)\n\nRoute (app)                                  Size     First Load JS\n┌ ƒ /settings/billing                        1.9 kB         104 kB\n├ ƒ /settings/profile                        3.2 kB         106 kB\n└ ƒ /settings/team                           2.7 kB         105 kB\n\nƒ  (Dynamic)  server-rendered on demand",
            ),
            (
                "assistant",
                'Added `app/(dashboard)/settings/billing/page.tsx` as an async server component: it gets the user via `getCurrentUser()` and loads invoices with `getInvoices(user.id)` from lib/server, with no fetch() in the page. The table is in `invoice-table.tsx` (amounts formatted with `Intl.NumberFormat` from `amountCents` and `currency`, status as a badge), and I added a "Billing" link to the settings nav in `layout.tsx`. Types check and `next build` succeeds; the route is dynamic like the profile page.',
            ),
            ("user", "Nice, that's all I needed."),
        ],
        "lessons": [{"keys": ["lib/server", "fetch"], "not": []}],
        "tool_stored": [],
    },
    {
        "name": "fresh21-nix-flake-tool-stored",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "pls remember this for later sessions: we only ever bump nixpkgs with `nix flake update nixpkgs`, never a bare `nix flake update`. that one also moves the rust-overlay pin and it breaks the esp32 toolchain every time",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Bump nixpkgs only with `nix flake update nixpkgs`; never run a bare `nix flake update`, because it also moves the rust-overlay pin and that breaks the esp32 toolchain.",
                    "tags": ["nix", "flake", "esp32"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("assistant", "Stored."),
            (
                "user",
                "ok now do the bump, we need cmake >= 3.30 for the new idf. also fyi CI pulls from the cachix cache acme-fw, so if something rebuilds forever locally its prob just not pushed there yet",
            ),
            (
                "read",
                "flake.nix",
                '{\n  description = "acme sensor firmware";\n\n  inputs = {\n    nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";\n    rust-overlay.url = "github:oxalica/rust-overlay";\n    rust-overlay.inputs.nixpkgs.follows = "nixpkgs";\n    flake-utils.url = "github:numtide/flake-utils";\n  };\n\n  nixConfig = {\n    extra-substituters = [ "https://acme-fw.cachix.org" ];\n    extra-trusted-public-keys = [ "acme-fw.cachix.org-1:7Hq1r0o2XkQ9oB2Tq3x0v8pKk2f6yQy5m1mZbN0cL4E=" ];\n  };\n\n  outputs = { self, nixpkgs, rust-overlay, flake-utils }: flake-utils.lib.eachDefaultSystem (system: {\n    devShells.default = import ./nix/shell.nix { inherit nixpkgs rust-overlay system; };\n  });\n}\n',
            ),
            (
                "bash",
                "nix flake update nixpkgs",
                "warning: updating lock file '/home/dev/fw/flake.lock':\n• Updated input 'nixpkgs':\n    'github:NixOS/nixpkgs/5e4fbfb6b3de1aa2872b76d49fafc942626e2add' (2026-09-30)\n  → 'github:NixOS/nixpkgs/a73246e2eef4c6ed172979932bc80e1404ba2d56' (2026-11-29)",
            ),
            (
                "bash",
                "nix develop -c cmake --version",
                "cmake version 3.31.2\n\nCMake suite maintained and supported by Kitware (kitware.com/cmake).",
            ),
            (
                "bash",
                "nix develop -c cargo build --release --target xtensa-esp32-espidf 2>&1 | tail -3",
                "   Compiling esp-idf-svc v0.49.1\n   Compiling sensor-fw v0.8.0 (/home/dev/fw)\n    Finished `release` profile [optimized] target(s) in 2m 41s",
            ),
            (
                "assistant",
                "Done. Only the nixpkgs input moved in flake.lock (2026-09-30 to 2026-11-29); rust-overlay stayed on its old revision, as you wanted, so the esp32 Rust toolchain didn't change and the release build for `xtensa-esp32-espidf` still goes through. The dev shell now has cmake 3.31.2, which covers the >= 3.30 requirement. The substituter in flake.nix already points at acme-fw.cachix.org, so it will be used once CI has pushed the new closure.",
            ),
        ],
        "lessons": [{"keys": ["acme-fw", "cachix"], "not": []}],
        "tool_stored": [["nix flake update nixpkgs", "rust-overlay"]],
    },
    {
        "name": "fresh21-chitchat-swiftui-stateobject",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "Quick question while I'm reading the profile screen: why is the view model declared with @StateObject in ProfileView but with @ObservedObject in ProfileHeader? Aren't they the same thing?",
            ),
            (
                "read",
                "Trailhead/Features/Profile/ProfileView.swift",
                "import SwiftUI\n\nstruct ProfileView: View {\n    @StateObject private var model = ProfileViewModel()\n\n    var body: some View {\n        ScrollView {\n            ProfileHeader(model: model)\n            TripList(trips: model.trips)\n        }\n        .task { await model.load() }\n    }\n}\n",
            ),
            (
                "read",
                "Trailhead/Features/Profile/ProfileHeader.swift",
                "import SwiftUI\n\nstruct ProfileHeader: View {\n    @ObservedObject var model: ProfileViewModel\n\n    var body: some View {\n        HStack {\n            AsyncImage(url: model.avatarURL)\n                .frame(width: 56, height: 56)\n                .clipShape(Circle())\n            Text(model.displayName).font(.title2)\n        }\n    }\n}\n",
            ),
            (
                "assistant",
                'Both make the view redraw when the object publishes changes; the difference is ownership. `@StateObject` means "this view owns the object": SwiftUI creates it once, keeps it alive in the view\'s storage for as long as the view is on screen, and ignores the initializer on later body recomputations. `@ObservedObject` means "someone else owns it, I just watch it": SwiftUI doesn\'t keep it alive. So ProfileView creates and owns the model, and ProfileHeader receives it and observes it. That\'s the usual pattern.',
            ),
            (
                "user",
                "So if ProfileView used @ObservedObject with `= ProfileViewModel()`, the model would get recreated whenever the parent redraws?",
            ),
            (
                "assistant",
                "Yes. Every time the parent rebuilds ProfileView's struct, `ProfileViewModel()` would run again and you'd get a fresh model with empty `trips`, and `load()` would fire again. It's a classic source of state that \"randomly resets\". The rule of thumb: whoever calls the initializer uses `@StateObject`; anyone who is handed the object uses `@ObservedObject` (or `@EnvironmentObject`).",
            ),
            (
                "user",
                "And with the iOS 17 @Observable macro it's @State in the owner and a plain property in the child?",
            ),
            (
                "assistant",
                "Exactly. With `@Observable` the owner holds it in `@State private var model = ProfileViewModel()`, and children take a plain `let model: ProfileViewModel` (or `@Bindable` if they need bindings to its properties). Tracking is per property, so ProfileHeader would only redraw when `avatarURL` or `displayName` change, not when `trips` does.",
            ),
            ("user", "Makes sense, thanks."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh21-dotnet-serilog-bump-nothing",
        "split": "fresh21",
        "steps": [
            (
                "user",
                "bump Serilog.AspNetCore to 9.0.0 and Serilog.Sinks.Seq to whatever's latest in src/Ledger.Api. skip the integration tests for now, docker desktop is busted on my machine today",
            ),
            (
                "read",
                "src/Ledger.Api/Ledger.Api.csproj",
                '<Project Sdk="Microsoft.NET.Sdk.Web">\n\n  <PropertyGroup>\n    <TargetFramework>net9.0</TargetFramework>\n    <Nullable>enable</Nullable>\n    <ImplicitUsings>enable</ImplicitUsings>\n  </PropertyGroup>\n\n  <ItemGroup>\n    <PackageReference Include="FluentValidation.AspNetCore" Version="11.3.0" />\n    <PackageReference Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="9.0.2" />\n    <PackageReference Include="Serilog.AspNetCore" Version="8.0.3" />\n    <PackageReference Include="Serilog.Sinks.Seq" Version="8.0.0" />\n  </ItemGroup>\n\n</Project>\n',
            ),
            (
                "bash",
                "dotnet list src/Ledger.Api package --outdated",
                "Project `Ledger.Api` has the following updates to its packages\n   [net9.0]: \n   Top-level Package                           Requested   Resolved   Latest\n   > FluentValidation.AspNetCore               11.3.0      11.3.0     11.3.1\n   > Serilog.AspNetCore                        8.0.3       8.0.3      9.0.0 \n   > Serilog.Sinks.Seq                         8.0.0       8.0.0      9.0.0 ",
            ),
            ("edit", "src/Ledger.Api/Ledger.Api.csproj"),
            (
                "bash",
                "dotnet build Ledger.sln -c Debug",
                "  Determining projects to restore...\n  Restored /home/dev/ledger/src/Ledger.Api/Ledger.Api.csproj (in 1.84 sec).\n  Ledger.Domain -> /home/dev/ledger/src/Ledger.Domain/bin/Debug/net9.0/Ledger.Domain.dll\n  Ledger.Api -> /home/dev/ledger/src/Ledger.Api/bin/Debug/net9.0/Ledger.Api.dll\n  Ledger.Tests -> /home/dev/ledger/tests/Ledger.Tests/bin/Debug/net9.0/Ledger.Tests.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)",
            ),
            (
                "bash",
                'dotnet test Ledger.sln --no-build --filter "Category!=Integration"',
                "Test run for /home/dev/ledger/tests/Ledger.Tests/bin/Debug/net9.0/Ledger.Tests.dll (.NETCoreApp,Version=v9.0)\nVSTest version 17.12.0 (x64)\n\nStarting test execution, please wait...\nA total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:   212, Skipped:     0, Total:   212, Duration: 6 s - Ledger.Tests.dll (net9.0)",
            ),
            (
                "assistant",
                "Bumped Serilog.AspNetCore 8.0.3 → 9.0.0 and Serilog.Sinks.Seq 8.0.0 → 9.0.0 (the latest). The solution builds with no warnings and the 212 non-integration tests pass; the Integration category was filtered out. I left FluentValidation.AspNetCore alone even though 11.3.1 is out, since you didn't ask for it.",
            ),
            (
                "user",
                "k. do a quick smoke run too, use port 5180 for it, something else is squatting on 5000 rn",
            ),
            (
                "bash",
                "(dotnet run --project src/Ledger.Api --no-build --urls http://localhost:5180 > /tmp/ledger-smoke.log 2>&1 &) ; sleep 6; curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:5180/health; grep -m2 'INF' /tmp/ledger-smoke.log",
                "200\n[10:42:07 INF] Now listening on: http://localhost:5180\n[10:42:07 INF] Application started. Press Ctrl+C to shut down.",
            ),
            (
                "assistant",
                "Smoke run is fine: the API came up on 5180, `/health` returned 200, and the startup lines come through Serilog's console sink in the usual format, so the 9.0 upgrade didn't change the output template. The app is still running in the background; want me to stop it?",
            ),
            ("user", "yeah kill it. ill run the integration ones tmrw when docker's back"),
            (
                "bash",
                "kill $(lsof -t -i :5180)",
                "",
            ),
            ("assistant", "Stopped. Nothing is listening on 5180 anymore."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
