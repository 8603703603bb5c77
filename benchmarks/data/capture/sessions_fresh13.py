"""The "fresh13" capture sessions: written in session 19 (2026-12-04) by a third helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the earlier fresh ones."""

from __future__ import annotations

from typing import Any

FRESH13: list[dict[str, Any]] = [
    {
        "name": "fresh13-bastion-port-correction",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "new hosts in inventory/prod/web.yml cant get thru the bastion, playbook just hangs on gathering facts. bastion sshd is on 2222 btw, prob the proxyjump is wrong",
            ),
            (
                "read",
                "inventory/prod/group_vars/all.yml",
                'ansible_user: deploy\nansible_python_interpreter: /usr/bin/python3\nansible_ssh_common_args: "-o ProxyJump=deploy@bastion.prod.internal -o StrictHostKeyChecking=accept-new"\n',
            ),
            (
                "assistant",
                "The ProxyJump has no port, so ssh goes to 22 on the bastion. I'll add `:2222` to it.",
            ),
            ("edit", "inventory/prod/group_vars/all.yml"),
            (
                "bash",
                "ansible -i inventory/prod web -m ping",
                'web-04 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: ssh: connect to host bastion.prod.internal port 2222: Connection refused",\n    "unreachable": true\n}\nweb-05 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: ssh: connect to host bastion.prod.internal port 2222: Connection refused",\n    "unreachable": true\n}\nweb-06 | UNREACHABLE! => {\n    "changed": false,\n    "msg": "Failed to connect to the host via ssh: ssh: connect to host bastion.prod.internal port 2222: Connection refused",\n    "unreachable": true\n}',
            ),
            (
                "assistant",
                "It gets further now but the bastion refuses connections on 2222, so nothing is listening there.",
            ),
            (
                "user",
                "argh rite, infra moved it to 22022 in the march hardening pass and firewalled 2222. its 22022 now, use that",
            ),
            ("edit", "inventory/prod/group_vars/all.yml"),
            (
                "bash",
                "ansible -i inventory/prod web -m ping",
                'web-04 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}\nweb-05 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}\nweb-06 | SUCCESS => {\n    "changed": false,\n    "ping": "pong"\n}',
            ),
            (
                "assistant",
                "Changed the ProxyJump to `deploy@bastion.prod.internal:22022`; web-04, web-05 and web-06 all answer the ping now.",
            ),
            ("user", "k ty"),
        ],
        "lessons": [{"keys": ["22022", "bastion"], "not": ["sshd is on 2222"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh13-decision-goodjob",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "We're about to add background processing to the shop app for the first time. Right now the order confirmation emails and the stock sync with the warehouse API both run inline in the request, and the checkout endpoint's p95 is over two seconds because of it. Before we write anything I'd like your take on which job backend to use. For context: Rails 7.1, Postgres 15 on Heroku, and we've budgeted one web dyno and one worker dyno.",
            ),
            (
                "read",
                "Gemfile",
                'source "https://rubygems.org"\n\nruby "3.2.2"\n\ngem "rails", "~> 7.1.3"\ngem "pg", "~> 1.5"\ngem "puma", ">= 5.0"\ngem "devise"\ngem "pundit"\ngem "stripe"\n\ngroup :development, :test do\n  gem "rspec-rails"\n  gem "factory_bot_rails"\nend\n',
            ),
            (
                "bash",
                'grep -rn "deliver_now\\|WarehouseSync" app/controllers app/models | head',
                "app/controllers/checkouts_controller.rb:41:    OrderMailer.confirmation(@order).deliver_now\napp/controllers/checkouts_controller.rb:42:    WarehouseSync.new(@order.line_items).push!\napp/models/product.rb:88:  # WarehouseSync.pull! is run by hand from the console for now",
            ),
            (
                "assistant",
                "There are three realistic options:\n\n1. **Sidekiq**: the most mature and fastest, huge ecosystem. It needs Redis, so on Heroku that's an extra add-on to pay for and monitor, and jobs aren't in the same transaction as your order insert.\n2. **GoodJob**: stores jobs in your existing Postgres, uses LISTEN/NOTIFY so pickup is quick, has cron-style scheduled jobs and a web dashboard built in. Lower ceiling on throughput than Sidekiq, but far above a few thousand jobs a day.\n3. **Solid Queue**: also database-backed, the Rails 8 default. It works on 7.1 but it's younger and its tooling is still settling.\n\nFor a single worker dyno either of the database-backed ones keeps the moving parts down; Sidekiq mainly pays off at high volume.",
            ),
            (
                "user",
                "Thanks, that's a useful breakdown. Let's go with GoodJob. Our volume is a few thousand jobs a day at most, so throughput isn't what worries me, and I really don't want Redis in the stack just to run a queue: it would be one more add-on to pay for and one more thing to watch, and there is exactly one of me doing ops. Solid Queue is tempting, but I'd rather not be an early adopter on an app that is still on 7.1. Please set it up and move the confirmation email over first; leave the warehouse sync inline for now, I want to look at its retry behaviour separately.",
            ),
            ("edit", "Gemfile"),
            (
                "bash",
                "bundle install && bin/rails g good_job:install && bin/rails db:migrate",
                "Fetching good_job 3.29.4\nInstalling good_job 3.29.4\nBundle complete! 14 Gemfile dependencies, 97 gems now installed.\n      create  db/migrate/20261204101522_create_good_jobs.rb\n== 20261204101522 CreateGoodJobs: migrating ===================================\n-- create_table(:good_jobs, {:id=>:uuid})\n   -> 0.0121s\n-- create_table(:good_job_batches, {:id=>:uuid})\n   -> 0.0048s\n-- create_table(:good_job_processes, {:id=>:uuid})\n   -> 0.0039s\n== 20261204101522 CreateGoodJobs: migrated (0.0312s) ==========================",
            ),
            ("edit", "config/application.rb"),
            ("edit", "Procfile"),
            ("edit", "app/controllers/checkouts_controller.rb"),
            (
                "bash",
                "bundle exec rspec spec/requests/checkouts_spec.rb spec/mailers",
                "...........\n\nFinished in 2.41 seconds (files took 1.87 seconds to load)\n11 examples, 0 failures",
            ),
            (
                "assistant",
                "GoodJob is installed and migrated, `config.active_job.queue_adapter = :good_job` is set, and the Procfile has a `worker: bundle exec good_job start` line. Checkout now calls `deliver_later` for the confirmation email; the warehouse sync is still inline as you asked. Request and mailer specs pass.",
            ),
        ],
        "lessons": [{"keys": ["GoodJob", "Redis"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh13-mv3-state-tool-stored",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "In the tab-notes extension the unread badge count goes back to 0 at random, usually if I leave the browser alone for a bit. Can you find out why?",
            ),
            (
                "read",
                "src/background.js",
                "let unreadCount = 0;\n\nchrome.runtime.onMessage.addListener((msg) => {\n  if (msg.type === 'note-added') {\n    unreadCount += 1;\n    chrome.action.setBadgeText({ text: String(unreadCount) });\n  }\n  if (msg.type === 'notes-read') {\n    unreadCount = 0;\n    chrome.action.setBadgeText({ text: '' });\n  }\n});\n",
            ),
            (
                "bash",
                "grep -n manifest_version -A3 manifest.json",
                '3:  "manifest_version": 3,\n4-  "background": {\n5-    "service_worker": "src/background.js"\n6-  },',
            ),
            (
                "assistant",
                "This is Manifest V3, so `background.js` runs as a service worker, and Chrome shuts it down after about 30 seconds without events. When it wakes up again the module is re-evaluated and `unreadCount` starts from 0, and the next note sets the badge to 1. The count needs to live in `chrome.storage.session`, not in a global.",
            ),
            (
                "user",
                "Ugh. OK, fix it, and we shouldn't fall into that again anywhere in the extension.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tab-notes extension: state must be kept in chrome.storage.session, never in service worker globals, because Chrome terminates the MV3 service worker after ~30s idle and globals are lost.",
                    "tags": ["chrome-extension", "mv3"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("edit", "src/background.js"),
            (
                "bash",
                "npm test -- background",
                "> tab-notes@0.9.2 test\n> vitest run background\n\n ✓ test/background.test.js (4 tests) 38ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)",
            ),
            (
                "assistant",
                "Saved that rule to memory. `background.js` now reads and writes `unreadCount` through `chrome.storage.session` and re-applies the badge from storage on startup; I added a test that restarts the worker mid-count.",
            ),
            (
                "user",
                "What about the pinned notes list the popup asks the background for? Same problem?",
            ),
            (
                "bash",
                'grep -rn "^let \\|^var " src/',
                "src/background.js:1:let pinnedIds = [];\nsrc/popup/popup.js:3:let editing = false;",
            ),
            (
                "assistant",
                "Yes: `pinnedIds` is a service worker global too, so it gets wiped the same way. Following the rule we just saved, I'll move it to `chrome.storage.session`. `editing` in popup.js is fine, the popup is a normal page that lives as long as it is open.",
            ),
            ("edit", "src/background.js"),
            (
                "bash",
                "npm test",
                "> tab-notes@0.9.2 test\n> vitest run\n\n ✓ test/background.test.js (5 tests) 41ms\n ✓ test/popup.test.js (7 tests) 66ms\n\n Test Files  2 passed (2)\n      Tests  12 passed (12)",
            ),
            ("user", "good, that's the same rule as before, nothing in worker globals."),
            (
                "assistant",
                "Right. Both values now come from `chrome.storage.session`, and all 12 tests pass.",
            ),
        ],
        "lessons": [],
        "tool_stored": [["chrome.storage.session", "service worker"]],
    },
    {
        "name": "fresh13-pg-wal-slot-disk-full",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "Paging alert: the primary on pg-prod-1 is at 97% disk and climbing. Data size hasn't grown much, so what's eating the space?",
            ),
            (
                "bash",
                "sudo du -sh /var/lib/postgresql/16/main/base /var/lib/postgresql/16/main/pg_wal",
                "212G\t/var/lib/postgresql/16/main/base\n181G\t/var/lib/postgresql/16/main/pg_wal",
            ),
            (
                "bash",
                'psql -U postgres -c "select slot_name, slot_type, active, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) as retained from pg_replication_slots;"',
                "    slot_name    | slot_type | active | retained \n-----------------+-----------+--------+----------\n pg_prod_2       | physical  | t      | 14 MB\n debezium_orders | logical   | f      | 178 GB\n(2 rows)",
            ),
            (
                "think",
                "An inactive logical slot keeps its restart_lsn, so Postgres cannot recycle any WAL after it. 178 GB retained matches the pg_wal size.",
            ),
            (
                "assistant",
                "It's `pg_wal`: 181 GB, and almost all of it is pinned by the logical replication slot `debezium_orders`. The slot is inactive, so nothing has consumed from it for a long time, and Postgres has to keep every WAL segment since its `restart_lsn`. The replica slot `pg_prod_2` is fine (14 MB behind).",
            ),
            (
                "user",
                "That's the slot of the old Debezium connector for orders. We switched orders CDC to the new pipeline in October and turned the connector off, but nobody dropped its slot, so it has been hoarding WAL for two months. Drop it.",
            ),
            (
                "bash",
                "psql -U postgres -c \"select pg_drop_replication_slot('debezium_orders');\" && psql -U postgres -c 'checkpoint;' && sudo du -sh /var/lib/postgresql/16/main/pg_wal && df -h /var/lib/postgresql",
                " pg_drop_replication_slot \n--------------------------\n \n(1 row)\n\nCHECKPOINT\n2.3G\t/var/lib/postgresql/16/main/pg_wal\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    450G  216G  234G  48% /var/lib/postgresql",
            ),
            (
                "assistant",
                "Dropped `debezium_orders` and forced a checkpoint: `pg_wal` is down to 2.3 GB and the volume is at 48%.",
            ),
            (
                "user",
                "Good. So a dead slot can never do this to us again, set max_slot_wal_keep_size to 50GB on the primary. I'd rather have a forgotten consumer's slot get invalidated than lose the primary.",
            ),
            (
                "read",
                "/etc/postgresql/16/main/conf.d/replication.conf",
                "wal_level = logical\nmax_wal_senders = 10\nmax_replication_slots = 10\n",
            ),
            ("edit", "/etc/postgresql/16/main/conf.d/replication.conf"),
            (
                "bash",
                "psql -U postgres -c 'select pg_reload_conf();' && psql -U postgres -c 'show max_slot_wal_keep_size;'",
                " pg_reload_conf \n----------------\n t\n(1 row)\n\n max_slot_wal_keep_size \n------------------------\n 50GB\n(1 row)",
            ),
            (
                "assistant",
                "Added `max_slot_wal_keep_size = '50GB'` to `conf.d/replication.conf` and reloaded; it's live without a restart. A slot that falls more than 50 GB behind will now be invalidated instead of filling the disk.",
            ),
        ],
        "lessons": [
            {"keys": ["debezium_orders", "WAL"]},
            {"keys": ["max_slot_wal_keep_size", "50"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh13-jenkins-stage-timeout-in-passing",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "The deploy-web job sat in the 'Smoke tests' stage for 6 hours last night and held an executor the whole time. Every stage in our Jenkinsfiles is supposed to be wrapped in timeout(time: 25, unit: 'MINUTES') and this one obviously isn't, please add it. Also, unrelated: why is npm ci taking like 4 minutes on the ephemeral agents when it's 40s on my laptop?",
            ),
            (
                "read",
                "jenkins/deploy-web.Jenkinsfile",
                "pipeline {\n  agent { label 'linux-ephemeral' }\n  stages {\n    stage('Install') {\n      options { timeout(time: 25, unit: 'MINUTES') }\n      steps { sh 'npm ci' }\n    }\n    stage('Build') {\n      options { timeout(time: 25, unit: 'MINUTES') }\n      steps { sh 'npm run build' }\n    }\n    stage('Smoke tests') {\n      steps { sh 'npm run smoke -- --target=$DEPLOY_URL' }\n    }\n  }\n}\n",
            ),
            ("edit", "jenkins/deploy-web.Jenkinsfile"),
            (
                "bash",
                'grep -c "timeout(time: 25" jenkins/*.Jenkinsfile',
                "jenkins/api.Jenkinsfile:4\njenkins/deploy-web.Jenkinsfile:3\njenkins/docs.Jenkinsfile:2",
            ),
            (
                "assistant",
                "Added `options { timeout(time: 25, unit: 'MINUTES') }` to the 'Smoke tests' stage, so all three stages in deploy-web have it now; the other Jenkinsfiles already had it on every stage.\n\nOn npm ci: the ephemeral agents start with an empty `~/.npm`, so every run downloads all ~1,900 packages from the registry. Your laptop has a warm cache. Options are a persistent cache volume on the agent template or pointing npm at the Nexus proxy we already run.",
            ),
            (
                "user",
                "ok, leave the npm thing for now, I'll ask the platform folks which one they'd allow. can you run the linter on the jenkinsfile and also tell me what the difference between options{} and wrapping steps in timeout{} is",
            ),
            (
                "bash",
                'curl -s -X POST -F "jenkinsfile=<jenkins/deploy-web.Jenkinsfile" $JENKINS_URL/pipeline-model-converter/validate',
                "Jenkinsfile successfully validated.",
            ),
            (
                "assistant",
                "The Jenkinsfile validates. `options { timeout(...) }` on a stage covers the whole stage, including agent allocation and any `when` evaluation, while `timeout { ... }` inside `steps` only covers the steps wrapped in it. For catching a hung stage the `options` form is the safer one.",
            ),
            ("user", "cool thx"),
        ],
        "lessons": [{"keys": ["timeout", "25"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh13-refund-topic-correction",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "Hello, in payments-service I need that when a refund is completed we send an event to Kafka, same like we do for the captured payments. Can you add it please?",
            ),
            (
                "read",
                "src/main/resources/application.yml",
                "spring:\n  kafka:\n    bootstrap-servers: ${KAFKA_BROKERS}\n    producer:\n      key-serializer: org.apache.kafka.common.serialization.StringSerializer\n      value-serializer: org.springframework.kafka.support.serializer.JsonSerializer\npayments:\n  events:\n    topic: payment.events.v1\n",
            ),
            (
                "read",
                "src/main/java/com/acme/payments/events/PaymentEventPublisher.java",
                '@Component\n@RequiredArgsConstructor\npublic class PaymentEventPublisher {\n    private final KafkaTemplate<String, Object> kafka;\n\n    @Value("${payments.events.topic}")\n    private String topic;\n\n    public void captured(Payment p) {\n        kafka.send(topic, p.getId(), new PaymentCaptured(p.getId(), p.getAmount()));\n    }\n}\n',
            ),
            (
                "assistant",
                "I'll add a `refunded(Refund r)` method to `PaymentEventPublisher` that publishes a `RefundCompleted` event to payment.events.v1, the topic configured in application.yml, keyed by the payment id like the captured event.",
            ),
            (
                "user",
                "Wait, the value in the yml is not actual anymore. Since last sprint all our events go to the topic payment-events-v2, the v1 topic has no consumer now and platform team will delete it next month. The captured events are sent to v2 by override in the helm values, that's why nobody saw. Please change the yml also so it is not confusing.",
            ),
            (
                "bash",
                'grep -rn "payment.events\\|payment-events" helm/ src/',
                "helm/values-prod.yaml:31:    PAYMENTS_EVENTS_TOPIC: payment-events-v2\nhelm/values-staging.yaml:29:    PAYMENTS_EVENTS_TOPIC: payment-events-v2\nsrc/main/resources/application.yml:9:    topic: payment.events.v1",
            ),
            ("edit", "src/main/resources/application.yml"),
            ("edit", "src/main/java/com/acme/payments/events/PaymentEventPublisher.java"),
            ("edit", "src/main/java/com/acme/payments/refunds/RefundService.java"),
            (
                "bash",
                "./mvnw -q test -Dtest='PaymentEventPublisherTest,RefundServiceTest'",
                "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
            ),
            (
                "assistant",
                "Changed the default in application.yml to `payment-events-v2`, so it matches the helm overrides. `RefundService.complete()` now calls `publisher.refunded(refund)`, which sends `RefundCompleted` keyed by payment id. The 9 publisher and refund tests pass.",
            ),
            ("user", "Perfect, thank you very much."),
        ],
        "lessons": [{"keys": ["payment-events-v2", "topic"], "not": ["to payment.events.v1"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh13-decision-isr-contentful",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "The /products/[slug] pages use getServerSideProps and during the Black Friday sale we blew through Contentful's rate limit, so half the product pages 500'd for about 20 minutes. Switch them to ISR with revalidate 300. Every SSR request was a Contentful call, and with ISR we only hit Contentful when a page regenerates.",
            ),
            (
                "read",
                "pages/products/[slug].tsx",
                "import { getProduct } from '../../lib/contentful';\n\nexport async function getServerSideProps({ params }) {\n  const product = await getProduct(params.slug);\n  if (!product) return { notFound: true };\n  return { props: { product } };\n}\n\nexport default function ProductPage({ product }) {\n  return <ProductLayout product={product} />;\n}\n",
            ),
            (
                "bash",
                'grep -n "getAllProductSlugs\\|export async function" lib/contentful.ts',
                "12:export async function getProduct(slug: string) {\n27:export async function getAllProductSlugs(limit = 1000) {",
            ),
            ("edit", "pages/products/[slug].tsx"),
            (
                "bash",
                "npm run build 2>&1 | tail -8",
                "Route (pages)                              Size     First Load JS\n┌ ○ /                                      4.1 kB         92.3 kB\n├ ● /products/[slug] (ISR: 300 Seconds)    6.8 kB         95.0 kB\n├   ├ /products/linen-shirt-sand\n├   ├ /products/wool-beanie-charcoal\n├   └ [+146 more paths]\n└ ○ /404                                   181 B          88.4 kB\n\n●  (SSG)  prerendered as static HTML (uses getStaticProps)",
            ),
            (
                "assistant",
                "Product pages now use `getStaticProps` with `revalidate: 300` and `getStaticPaths` with `fallback: 'blocking'`. The build pre-renders the 149 current products; new slugs render on first request and are cached after that, and unknown slugs still return 404.",
            ),
            ("user", "nice. build time ok?"),
            (
                "assistant",
                "About 48 seconds for the product pages, since it fetches 149 entries at build; that's well inside what Vercel allows.",
            ),
        ],
        "lessons": [{"keys": ["ISR", "Contentful"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh13-chitchat-scala-traverse",
        "split": "fresh13",
        "steps": [
            (
                "user",
                "In the pricing service I see both Future.sequence(ids.map(fetchQuote)) and Future.traverse(ids)(fetchQuote). Is there any actual difference or is it just style?",
            ),
            (
                "bash",
                'grep -rn "Future.sequence\\|Future.traverse" src/main/scala | head',
                "src/main/scala/pricing/QuoteService.scala:48:      Future.sequence(ids.map(fetchQuote))\nsrc/main/scala/pricing/BundleService.scala:22:      Future.traverse(items)(i => fetchQuote(i.sku))",
            ),
            (
                "assistant",
                "They give the same result: a `Future[List[Quote]]` that fails if any of the inner futures fails. `traverse` does the mapping and the collecting in one pass, so it doesn't build the intermediate `List[Future[Quote]]`; `sequence(xs.map(f))` builds that list first. In both cases all the calls start right away and run concurrently, so neither limits parallelism.",
            ),
            ("user", "ok so it's basically style. good to know, thanks"),
            (
                "assistant",
                "Yes, for code like this it comes down to readability; `traverse` is a little tidier when you already have the function.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
