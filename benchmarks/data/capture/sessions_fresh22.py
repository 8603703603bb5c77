"""The "fresh22" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH22: list[dict[str, Any]] = [
    {
        "name": "fresh22-azure-resource-group-correction",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "I need a Terraform module for the Service Bus namespace the billing team asked for. Standard tier, one queue called invoice-events with sessions enabled and dead-lettering on expiry. Prod resources go in the rg-platform-prod resource group in West Europe, same as the Key Vault and the App Service plan.",
            ),
            (
                "bash",
                "ls infra/azure/modules infra/azure/prod",
                "infra/azure/modules:\neventgrid-topic\nkeyvault\nstorage-account\n\ninfra/azure/prod:\nbackend.tf\neventgrid.tf\nkeyvault.tf\nproviders.tf\nstorage.tf\nversions.tf",
            ),
            (
                "read",
                "infra/azure/modules/eventgrid-topic/main.tf",
                'resource "azurerm_eventgrid_topic" "this" {\n  name                = var.name\n  location            = var.location\n  resource_group_name = var.resource_group_name\n  tags                = var.tags\n}\n\noutput "id" {\n  value = azurerm_eventgrid_topic.this.id\n}\n',
            ),
            ("edit", "infra/azure/modules/servicebus/main.tf"),
            ("edit", "infra/azure/modules/servicebus/variables.tf"),
            ("edit", "infra/azure/prod/servicebus.tf"),
            (
                "bash",
                "cd infra/azure/prod && terraform init -upgrade >/dev/null && terraform plan -target=module.billing_servicebus -no-color",
                'data.azurerm_resource_group.billing: Reading...\ndata.azurerm_resource_group.billing: Read complete after 1s [id=/subscriptions/5d1c…/resourceGroups/rg-platform-prod]\n\nTerraform will perform the following actions:\n\n  # module.billing_servicebus.azurerm_servicebus_namespace.this will be created\n  + resource "azurerm_servicebus_namespace" "this" {\n      + location            = "westeurope"\n      + name                = "sb-billing-weu"\n      + resource_group_name = "rg-platform-prod"\n      + sku                 = "Standard"\n    }\n\n  # module.billing_servicebus.azurerm_servicebus_queue.this["invoice-events"] will be created\n  + resource "azurerm_servicebus_queue" "this" {\n      + dead_lettering_on_message_expiration = true\n      + name                                 = "invoice-events"\n      + requires_session                     = true\n    }\n\nPlan: 2 to add, 0 to change, 0 to destroy.',
            ),
            (
                "assistant",
                "Added `modules/servicebus` (namespace plus a `for_each` over queues, so more queues are one map entry away) and wired it up in `prod/servicebus.tf`. The plan creates the Standard namespace `sb-billing-weu` in `rg-platform-prod` and the `invoice-events` queue with `requires_session` and dead-lettering on expiration. Nothing else changes.",
            ),
            (
                "user",
                "Hold on, that's my mistake. Prod lives in rg-platform-prd. The rg-platform-prod group is an empty shell left over from the 2023 subscription move and nothing should be deployed into it.",
            ),
            (
                "bash",
                "az resource list -g rg-platform-prd --query '[].{Name:name, Type:type}' -o table; echo '--- rg-platform-prod:'; az resource list -g rg-platform-prod -o table",
                "Name                   Type\n---------------------  ---------------------------------\nkv-platform-prd-weu    Microsoft.KeyVault/vaults\nasp-platform-prd-weu   Microsoft.Web/serverFarms\nstplatformprdweu       Microsoft.Storage/storageAccounts\nevgt-orders-prd-weu    Microsoft.EventGrid/topics\n--- rg-platform-prod:\n",
            ),
            ("edit", "infra/azure/prod/servicebus.tf"),
            (
                "bash",
                "cd infra/azure/prod && terraform plan -target=module.billing_servicebus -no-color | grep -E 'resource_group_name|Plan:'",
                '      + resource_group_name = "rg-platform-prd"\nPlan: 2 to add, 0 to change, 0 to destroy.',
            ),
            (
                "assistant",
                "Confirmed: the Key Vault, App Service plan, storage account and Event Grid topic are all in `rg-platform-prd`, and `rg-platform-prod` is empty. The data source now points at `rg-platform-prd` and the plan still adds the same two resources, now in the right group.",
            ),
            ("user", "Good. Don't apply, I'll run the apply myself after lunch."),
            ("assistant", "Understood, I haven't applied anything; the plan is ready for you."),
        ],
        "lessons": [
            {
                "keys": ["rg-platform-prd", "prod"],
                "not": ["go in the rg-platform-prod resource group"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh22-laravel-notifications-queue-correction",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "need a job that emails the invoice pdf to the customer once stripe confirms payment. hook it into the PaymentSucceeded listener, put it on the mail queue",
            ),
            (
                "read",
                "app/Listeners/HandlePaymentSucceeded.php",
                "<?php\n\nnamespace App\\Listeners;\n\nuse App\\Events\\PaymentSucceeded;\nuse App\\Models\\Invoice;\n\nclass HandlePaymentSucceeded\n{\n    public function handle(PaymentSucceeded $event): void\n    {\n        $invoice = Invoice::where('stripe_payment_intent', $event->paymentIntentId)->firstOrFail();\n        $invoice->markPaid($event->paidAt);\n    }\n}\n",
            ),
            ("edit", "app/Jobs/SendInvoicePdf.php"),
            ("edit", "app/Listeners/HandlePaymentSucceeded.php"),
            (
                "bash",
                "php artisan test --filter=SendInvoicePdf",
                "\n   PASS  Tests\\Feature\\SendInvoicePdfTest\n  ✓ it queues the invoice pdf after payment                     0.21s\n  ✓ it attaches the rendered pdf                                 0.34s\n\n  Tests:    2 passed (5 assertions)\n  Duration: 0.71s\n",
            ),
            (
                "assistant",
                "Added `App\\Jobs\\SendInvoicePdf`: it loads the invoice, renders the PDF through `InvoicePdf::render()` and sends `InvoicePaidMail` with it attached. `HandlePaymentSucceeded` dispatches it after `markPaid()` with `->onQueue('mail')`. The feature test fakes the queue and checks it's pushed on `mail` and that the attachment is there.",
            ),
            (
                "user",
                "k. give it 3 tries w/ backoff, gotenberg times out on big invoices sometimes",
            ),
            ("edit", "app/Jobs/SendInvoicePdf.php"),
            (
                "assistant",
                "Set `public $tries = 3;` and `backoff()` returning `[15, 60, 180]` seconds, so a slow Gotenberg render gets a couple of spaced-out retries before the job lands in `failed_jobs`.",
            ),
            (
                "user",
                "hm wait didnt we kill the mail queue when we moved to horizon? pretty sure its notifications now",
            ),
            (
                "bash",
                'grep -n "\'queue\' =>" config/horizon.php; grep -rn "onQueue(" app/',
                "config/horizon.php:186:            'queue' => ['default', 'webhooks'],\nconfig/horizon.php:197:            'queue' => ['notifications'],\napp/Jobs/SendWelcomeEmail.php:21:        $this->onQueue('notifications');\napp/Jobs/SendPasswordChangedEmail.php:19:        $this->onQueue('notifications');\napp/Listeners/HandlePaymentSucceeded.php:17:        SendInvoicePdf::dispatch($invoice->id)->onQueue('mail');",
            ),
            (
                "assistant",
                "You're right: Horizon only has supervisors for `default`/`webhooks` and `notifications`, and the other email jobs use `notifications`. Nothing consumes `mail`, so the invoice job would have sat in Redis forever. I'll switch it.",
            ),
            (
                "user",
                "yep. mail is dead since the horizon switch, all email stuff goes on notifications",
            ),
            ("edit", "app/Listeners/HandlePaymentSucceeded.php"),
            (
                "bash",
                "php artisan test --filter=SendInvoicePdf",
                "\n   PASS  Tests\\Feature\\SendInvoicePdfTest\n  ✓ it queues the invoice pdf after payment                     0.19s\n  ✓ it attaches the rendered pdf                                 0.33s\n\n  Tests:    2 passed (5 assertions)\n  Duration: 0.66s\n",
            ),
            (
                "assistant",
                "Now dispatched with `->onQueue('notifications')`, and the test asserts that queue. Both tests pass.",
            ),
        ],
        "lessons": [
            {
                "keys": ["notifications", "email"],
                "not": ["put it on the mail queue"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh22-decision-debezium-deletes",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "The analytics team and the GDPR erasure pipeline both want the orders and order_lines tables from the Postgres primary in Kafka. We already run a Kafka Connect cluster (connect-01 to connect-03). What's the least painful way to get them there?",
            ),
            (
                "bash",
                "curl -s http://connect-01:8083/connector-plugins | jq -r '.[].class'; curl -s http://connect-01:8083/connectors",
                'io.confluent.connect.jdbc.JdbcSinkConnector\nio.confluent.connect.jdbc.JdbcSourceConnector\nio.confluent.connect.s3.S3SinkConnector\nio.debezium.connector.postgresql.PostgresConnector\norg.apache.kafka.connect.mirror.MirrorSourceConnector\n["s3-sink-clickstream","jdbc-source-customers"]',
            ),
            (
                "read",
                "connect/jdbc-source-customers.json",
                '{\n  "name": "jdbc-source-customers",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n    "connection.url": "jdbc:postgresql://pg-primary:5432/shop",\n    "table.whitelist": "public.customers",\n    "mode": "timestamp+incrementing",\n    "timestamp.column.name": "updated_at",\n    "incrementing.column.name": "id",\n    "poll.interval.ms": "5000",\n    "topic.prefix": "jdbc."\n  }\n}\n',
            ),
            (
                "bash",
                'psql -h pg-primary -U postgres -d shop -Atc "SHOW wal_level; SELECT slot_name, plugin FROM pg_replication_slots;"',
                "logical\nreplica_analytics_ro|pgoutput",
            ),
            (
                "assistant",
                "Two realistic options:\n\n1. **Copy the JDBC source setup** used for customers (`timestamp+incrementing` on `updated_at`/`id`). Quick to set up, but it runs a polling query against the primary every 5s per table, misses updates that don't touch `updated_at`, and never sees deletes: a deleted row simply stops showing up.\n2. **Debezium Postgres connector** (already installed) with `pgoutput`. It reads logical replication from the WAL, so you get inserts, updates *and* deletes (with before-images and tombstones), with no polling load. The cost is a replication slot: if the connector is down for a long time the primary retains WAL, so slot lag needs an alert. `wal_level` is already `logical`.\n\nI'd go with Debezium.",
            ),
            (
                "user",
                "Debezium. The erasure pipeline has to see deletes, so that settles it. Add the slot lag alert as well.",
            ),
            ("edit", "connect/debezium-orders.json"),
            ("edit", "monitoring/alerts/postgres.yaml"),
            (
                "bash",
                "curl -s -X PUT -H 'Content-Type: application/json' http://connect-01:8083/connectors/debezium-orders/config -d @connect/debezium-orders.json >/dev/null && sleep 10 && curl -s http://connect-01:8083/connectors/debezium-orders/status | jq -c '{c: .connector.state, t: [.tasks[].state]}'",
                '{"c":"RUNNING","t":["RUNNING"]}',
            ),
            (
                "bash",
                "kcat -b kafka-01:9092 -C -t shop.public.orders -o -1 -c 1 -e | jq -c '{op: .payload.op, id: .payload.after.id}'",
                '{"op":"u","id":918273}',
            ),
            (
                "assistant",
                "`debezium-orders` is running: `pgoutput`, slot `debezium_orders`, publication limited to `public.orders` and `public.order_lines`, topics `shop.public.orders` and `shop.public.order_lines`, tombstones on delete so compacted topics drop erased rows. The latest event on `shop.public.orders` is an update, so changes are flowing. I also added `PostgresReplicationSlotLagHigh` to `monitoring/alerts/postgres.yaml`, firing when any slot retains more than 5 GB of WAL for 15 minutes.",
            ),
            ("user", "Nice, thanks."),
        ],
        "lessons": [{"keys": ["Debezium", "deletes"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh22-zephyr-sysworkq-stack-overflow",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "Our nRF52840 sensor nodes reboot every few hours out in the field. Nothing useful in the logs, just the boot banner coming back. I managed to catch a serial capture from one of them right before a reset, it's in logs/node17-uart.txt. It started with v2.3, which added the JSON reporting over BLE.",
            ),
            (
                "read",
                "logs/node17-uart.txt",
                "[02:13:40.118,000] <inf> report: notify 212 bytes\n[02:14:40.121,000] <err> os: ***** MPU FAULT *****\n[02:14:40.121,000] <err> os:   Stacking error (context area might be not valid)\n[02:14:40.121,000] <err> os:   Data Access Violation\n[02:14:40.121,000] <err> os:   MMFAR Address: 0x20003b18\n[02:14:40.122,000] <err> os: r0/a1:  0x00000000  r1/a2:  0x20003c40  r2/a3:  0x00000002\n[02:14:40.122,000] <err> os: >>> ZEPHYR FATAL ERROR 2: Stack overflow on CPU 0\n[02:14:40.122,000] <err> os: Current thread: 0x20001a40 (sysworkq)\n[02:14:40.122,000] <err> os: Halting system\n*** Booting Zephyr OS build v3.5.0 ***\n[00:00:00.004,000] <inf> main: sensor-node v2.3.1 starting\n",
            ),
            (
                "bash",
                "grep -n 'STACK\\|WORKQUEUE\\|WATCHDOG\\|WDT' prj.conf",
                "4:CONFIG_MAIN_STACK_SIZE=2048\n5:CONFIG_SYSTEM_WORKQUEUE_STACK_SIZE=1024\n6:CONFIG_HW_STACK_PROTECTION=y\n21:CONFIG_WATCHDOG=y\n22:CONFIG_WDT_DISABLE_AT_BOOT=n",
            ),
            (
                "read",
                "src/report.c",
                '#include <zephyr/kernel.h>\n#include <zephyr/data/json.h>\n#include <zephyr/bluetooth/gatt.h>\n#include "sensors.h"\n#include "report_svc.h"\n\nstatic void report_work_handler(struct k_work *work);\nstatic K_WORK_DELAYABLE_DEFINE(report_work, report_work_handler);\n\nstatic void report_work_handler(struct k_work *work)\n{\n\tchar json_buf[768];\n\tstruct reading r;\n\n\tsensors_read(&r);\n\tint ret = json_obj_encode_buf(reading_descr, ARRAY_SIZE(reading_descr), &r,\n\t\t\t\t      json_buf, sizeof(json_buf));\n\tif (ret == 0) {\n\t\tbt_gatt_notify(NULL, &report_svc.attrs[1], json_buf, strlen(json_buf));\n\t}\n\tk_work_schedule(&report_work, K_SECONDS(60));\n}\n',
            ),
            (
                "think",
                "Fault is in sysworkq. The handler is a delayable work item on the system workqueue, stack 1024. json_buf alone is 768 bytes, plus json_obj_encode_buf's recursion and bt_gatt_notify's call chain. Most of the time it fits by a hair; when notify takes the deeper path (e.g. ATT buffer allocation while a connection parameter update is in flight) it overruns. HW stack guard -> fatal error -> halt, then the watchdog (not disabled at boot, not fed while halted) resets the chip, which is why only the boot banner shows.",
            ),
            (
                "assistant",
                "Found it. The reset is a stack overflow on the system workqueue thread (`sysworkq`), not a crash in your code's logic:\n\n- `report_work_handler` runs as delayable work on the system workqueue, whose stack is `CONFIG_SYSTEM_WORKQUEUE_STACK_SIZE=1024` bytes.\n- v2.3 put a 768-byte `json_buf` on that stack. Add `json_obj_encode_buf`'s frames and the `bt_gatt_notify` call chain and it usually *just* fits; when the notify path goes deeper (buffer allocation during a connection update, say), it overflows.\n- `CONFIG_HW_STACK_PROTECTION` catches it (the MPU fault in your capture, `Current thread: ... (sysworkq)`), the kernel halts, and the watchdog resets the node a few seconds later. That's why you only ever see the boot banner.\n\nThe fix is either a bigger workqueue stack or getting the buffer off the stack.",
            ),
            (
                "user",
                "I'd rather not grow the system workqueue, half the drivers queue stuff on it. The handler only ever runs one at a time, so can you just make the buffer static?",
            ),
            ("edit", "src/report.c"),
            (
                "bash",
                "west build -b nrf52840dk_nrf52840 -p auto -- -DEXTRA_CONF_FILE=debug-stack.conf && west flash && timeout 150 cat /dev/ttyACM0 | grep -A3 'Thread analyze'",
                "[186/186] Linking C executable zephyr/zephyr.elf\nMemory region         Used Size  Region Size  %age Used\n           FLASH:      231404 B         1 MB     22.07%\n             RAM:       48212 B       256 KB     18.39%\n-- runners.nrfjprog: Board with serial number 683214977 flashed successfully.\nThread analyze:\n sysworkq            : STACK: unused 412 usage 612 / 1024 (59 %); CPU: 0 %\n BT RX               : STACK: unused 688 usage 1536 / 2224 (69 %); CPU: 0 %\n main                : STACK: unused 1320 usage 728 / 2048 (35 %); CPU: 0 %",
            ),
            (
                "assistant",
                "`json_buf` is now `static char json_buf[768]` inside the handler (RAM use went up by the same 768 bytes, now in .bss). With the thread analyzer on, `sysworkq` peaks at 612 of 1024 bytes after two report cycles, so there's around 400 bytes of headroom where before it was going over.",
            ),
            ("user", "Great, I'll leave a node on the bench overnight and see if it survives."),
        ],
        "lessons": [{"keys": ["json_buf", "stack overflow"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh22-shiny-golem-module-in-passing",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "can u add a csv download btn for the filtered table on the cohorts tab? own golem module pls like the rest (mod_*_ui / mod_*_server), app_server.R only wires modules together, no logic in there",
            ),
            (
                "bash",
                "ls R/ tests/testthat/",
                "R/:\napp_config.R\napp_server.R\napp_ui.R\nmod_cohort_filters.R\nmod_cohorts.R\nmod_summary_plots.R\nrun_app.R\nutils_db.R\n\ntests/testthat/:\ntest-mod_cohort_filters.R\ntest-mod_summary_plots.R\ntest-utils_db.R",
            ),
            (
                "read",
                "R/mod_cohorts.R",
                'mod_cohorts_ui <- function(id) {\n  ns <- NS(id)\n  tagList(\n    mod_cohort_filters_ui(ns("filters")),\n    DT::DTOutput(ns("table"))\n  )\n}\n\nmod_cohorts_server <- function(id, con) {\n  moduleServer(id, function(input, output, session) {\n    cohorts <- reactive(load_cohorts(con))\n    filtered <- mod_cohort_filters_server("filters", cohorts)\n    output$table <- DT::renderDT(filtered(), options = list(pageLength = 25))\n  })\n}\n',
            ),
            (
                "read",
                "R/app_server.R",
                'app_server <- function(input, output, session) {\n  con <- db_connect(golem::get_golem_options("db"))\n  onStop(function() DBI::dbDisconnect(con))\n  mod_cohorts_server("cohorts", con)\n  mod_summary_plots_server("plots", con)\n}\n',
            ),
            ("edit", "R/mod_download_csv.R"),
            ("edit", "R/mod_cohorts.R"),
            ("edit", "tests/testthat/test-mod_download_csv.R"),
            (
                "bash",
                "Rscript -e 'devtools::test(filter = \"mod_download_csv\")'",
                "ℹ Testing cohortexplorer\n✔ | F W  S  OK | Context\n✔ |          3 | mod_download_csv\n\n══ Results ═════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 3 ]",
            ),
            (
                "assistant",
                "Added `R/mod_download_csv.R` with `mod_download_csv_ui(id, label)` and `mod_download_csv_server(id, data)`, where `data` is a reactive; it writes it with `readr::write_csv` in a `downloadHandler`. `mod_cohorts` puts the button above the table and passes it `filtered`, so the download matches what's on screen. `app_server.R` is untouched. 3 `testServer` tests pass.",
            ),
            ("user", "nice. filename w/ the date pls, like cohorts_2026-12-04.csv"),
            ("edit", "R/mod_download_csv.R"),
            (
                "bash",
                "Rscript -e 'devtools::test(filter = \"mod_download_csv\")'",
                "ℹ Testing cohortexplorer\n✔ | F W  S  OK | Context\n✔ |          4 | mod_download_csv\n\n══ Results ═════════════════════════════\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 4 ]",
            ),
            (
                "assistant",
                'The module now takes a `prefix` argument and names the file `paste0(prefix, "_", Sys.Date(), ".csv")`; the cohorts tab passes `"cohorts"`, giving `cohorts_2026-12-04.csv`. Added a test for the filename; 4 pass.',
            ),
        ],
        "lessons": [{"keys": ["golem module", "app_server.R"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh22-homeassistant-zigbee-by-id-tool-stored",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "Before I forget, please remember this: the Zigbee stick must always be referenced by its /dev/serial/by-id path (usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_...), never /dev/ttyUSB0. The ttyUSB numbering swaps with the Z-Wave stick every time the NUC reboots.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Home Assistant: always reference the Zigbee coordinator (Sonoff Zigbee 3.0 USB Dongle Plus) by its /dev/serial/by-id path, never /dev/ttyUSB0: the ttyUSB numbering swaps with the Z-Wave stick on every NUC reboot.",
                    "tags": ["home-assistant", "zigbee", "hardware"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Stored: Zigbee stick by its /dev/serial/by-id path, never /dev/ttyUSB0.",
            ),
            (
                "user",
                "Thanks. Now the real task: I want the hallway lights to come on at 30% when the motion sensor triggers after sunset, and go off after 2 minutes without motion. Put it in packages/lighting.yaml; we keep all automations in packages because the UI editor rewrites automations.yaml and throws away our comments.",
            ),
            (
                "read",
                "packages/lighting.yaml",
                'automation:\n  - id: porch_light_dusk\n    alias: Porch light at dusk\n    trigger:\n      - platform: sun\n        event: sunset\n        offset: "-00:15:00"\n    action:\n      - service: light.turn_on\n        target:\n          entity_id: light.porch\n',
            ),
            (
                "bash",
                'grep -o \'"entity_id": "[a-z_]*\\.hallway[a-z_]*"\' .storage/core.entity_registry',
                '"entity_id": "light.hallway_ceiling"\n"entity_id": "binary_sensor.hallway_motion_occupancy"\n"entity_id": "sensor.hallway_motion_illuminance"\n"entity_id": "sensor.hallway_motion_battery"',
            ),
            ("edit", "packages/lighting.yaml"),
            (
                "bash",
                "docker exec homeassistant python -m homeassistant --script check_config -c /config",
                "Testing configuration at /config",
            ),
            (
                "assistant",
                "Added `hallway_motion_light` to `packages/lighting.yaml`: triggers on `binary_sensor.hallway_motion_occupancy` turning on, condition `sun` after sunset (before sunrise), turns `light.hallway_ceiling` on at `brightness_pct: 30`, then waits for the sensor to be off for `00:02:00` and turns the light off. `mode: restart` so new motion restarts the 2-minute wait. The config check passes.",
            ),
            ("user", "Reload automations please."),
            (
                "bash",
                'curl -s -X POST -H "Authorization: Bearer $HA_TOKEN" http://localhost:8123/api/services/automation/reload && curl -s -H "Authorization: Bearer $HA_TOKEN" http://localhost:8123/api/states/automation.hallway_motion_light | jq -r .state',
                "[]on",
            ),
            ("assistant", "Reloaded; `automation.hallway_motion_light` is loaded and enabled."),
        ],
        "lessons": [{"keys": ["packages", "automations.yaml"]}],
        "tool_stored": [["by-id", "ttyUSB0"]],
    },
    {
        "name": "fresh22-chitchat-erlang-call-cast",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "I'm new to Erlang and reading through our rate limiter in apps/throttle/src/throttle_server.erl. What's the practical difference between gen_server:call and gen_server:cast? How do I decide which one to use?",
            ),
            (
                "read",
                "apps/throttle/src/throttle_server.erl",
                "-module(throttle_server).\n-behaviour(gen_server).\n\n-export([start_link/0, check/1, report/2]).\n-export([init/1, handle_call/3, handle_cast/2]).\n\nstart_link() ->\n    gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).\n\ncheck(Key) ->\n    gen_server:call(?MODULE, {check, Key}, 1000).\n\nreport(Key, Cost) ->\n    gen_server:cast(?MODULE, {report, Key, Cost}).\n\ninit([]) ->\n    {ok, #{buckets => #{}}}.\n\nhandle_call({check, Key}, _From, State) ->\n    {Reply, State1} = take_token(Key, State),\n    {reply, Reply, State1}.\n\nhandle_cast({report, Key, Cost}, State) ->\n    {noreply, record_cost(Key, Cost, State)}.\n",
            ),
            (
                "assistant",
                "The short version:\n\n- **`call` is synchronous.** The caller sends a message and blocks until `handle_call` replies or the timeout fires (5000 ms by default; your `check/1` passes 1000). On timeout the *caller* exits with `{timeout, ...}` unless it catches it. Because the caller waits, `call` gives you natural backpressure: a slow server slows its clients down.\n- **`cast` is fire-and-forget.** It returns `ok` immediately and you never learn whether the message was handled. There's no backpressure, so if callers cast faster than the server can process, its mailbox just grows.\n\nRule of thumb: use `call` when you need the answer or you want backpressure, `cast` for notifications where the caller doesn't care about the result. Your module follows that: `check/1` is a `call` because the caller needs allow/deny before it proceeds, and `report/2` is a `cast` because it's just bookkeeping.\n\nOne classic trap: never `gen_server:call` your own process from inside one of its callbacks. The process is busy running the callback, so it can't answer itself, and it deadlocks until the timeout kills it.",
            ),
            ("user", "What happens to a cast if the server isn't running?"),
            (
                "assistant",
                "It disappears silently. `gen_server:cast/2` to a registered name that doesn't exist still returns `ok` and the message is dropped. A `call` in the same situation exits with `noproc`, so you find out. That's another reason to reserve `cast` for messages you can afford to lose.",
            ),
            ("user", "And if I suspect the mailbox is backing up, how do I check?"),
            (
                "assistant",
                "`erlang:process_info(whereis(throttle_server), message_queue_len)` from a shell attached to the node. For a quick look across all processes, `recon:proc_count(message_queue_len, 5)` lists the top five, or use the Processes tab in `observer`. A steadily growing number on a cast-heavy server is the usual sign it can't keep up.",
            ),
            ("user", "Can you try it against my local node? It's throttle@devbox, cookie is dev."),
            (
                "bash",
                "erl -noshell -sname probe -setcookie dev -eval 'Pid = rpc:call(throttle@devbox, erlang, whereis, [throttle_server]), io:format(\"~p~n\", [rpc:call(throttle@devbox, erlang, process_info, [Pid, message_queue_len])]), halt().'",
                "{message_queue_len,0}",
            ),
            (
                "assistant",
                "`{message_queue_len,0}`: the mailbox is empty, which is what you'd expect on an idle dev node. Under load you'd run the same thing a few times and watch whether it stays near zero.",
            ),
            ("user", "Makes sense, thanks."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh22-compose-bom-bump-routine",
        "split": "fresh22",
        "steps": [
            (
                "user",
                "bump the compose bom to 2024.10.01 and fix whatever breaks. skip the paparazzi tests this time, theyre flaky on my m1 since the jdk update. and dont push, want to look at the diff first",
            ),
            (
                "read",
                "gradle/libs.versions.toml",
                '[versions]\nagp = "8.5.2"\nkotlin = "2.0.20"\ncomposeBom = "2024.06.00"\npaparazzi = "1.3.4"\n\n[libraries]\nandroidx-compose-bom = { group = "androidx.compose", name = "compose-bom", version.ref = "composeBom" }\nandroidx-compose-material3 = { group = "androidx.compose.material3", name = "material3" }\nandroidx-compose-material-icons = { group = "androidx.compose.material", name = "material-icons-extended" }\nandroidx-compose-ui-tooling = { group = "androidx.compose.ui", name = "ui-tooling" }\n',
            ),
            ("edit", "gradle/libs.versions.toml"),
            (
                "bash",
                "./gradlew :app:compileDebugKotlin",
                "> Task :app:compileDebugKotlin FAILED\nw: file:///home/dev/shop/app/src/main/java/com/acme/orders/ui/OrderDetailScreen.kt:58:45 'val Icons.Filled.ArrowBack: ImageVector' is deprecated. Use the AutoMirrored version at Icons.AutoMirrored.Filled.ArrowBack.\nw: file:///home/dev/shop/app/src/main/java/com/acme/orders/ui/components/OrderRow.kt:41:30 'fun rememberRipple(bounded: Boolean = ..., radius: Dp = ..., color: Color = ...): Indication' is deprecated. rememberRipple has been deprecated - it returns an old Indication implementation that is not compatible with the new Indication APIs that provide notable performance improvements. Instead, use the new ripple APIs provided by design system libraries, such as material3.ripple.\ne: warnings found and -Werror specified\n\nFAILURE: Build failed with an exception.",
            ),
            ("edit", "app/src/main/java/com/acme/orders/ui/OrderDetailScreen.kt"),
            ("edit", "app/src/main/java/com/acme/orders/ui/components/OrderRow.kt"),
            (
                "bash",
                "./gradlew :app:compileDebugKotlin :app:testDebugUnitTest -x :app:verifyPaparazziDebug",
                "> Task :app:compileDebugKotlin\n> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 1m 12s\n61 actionable tasks: 18 executed, 43 up-to-date",
            ),
            (
                "assistant",
                "BOM is on 2024.10.01. Two deprecations broke the build because of `-Werror`: `Icons.Filled.ArrowBack` in `OrderDetailScreen` is now `Icons.AutoMirrored.Filled.ArrowBack`, and `rememberRipple()` in `OrderRow` is replaced with `ripple()` from material3. Compile and unit tests pass; Paparazzi was excluded with `-x :app:verifyPaparazziDebug`. Nothing pushed.",
            ),
            ("user", "also run the connected tests, on the pixel 6 emulator not my phone"),
            (
                "bash",
                "adb devices && ANDROID_SERIAL=emulator-5554 ./gradlew :app:connectedDebugAndroidTest",
                "List of devices attached\nR5CT20XKJ4M\tdevice\nemulator-5554\tdevice\n\n> Task :app:connectedDebugAndroidTest\nStarting 14 tests on Pixel_6_API_34(AVD) - 14\n\nPixel_6_API_34(AVD) - 14 Tests 14/14 completed. (0 skipped) (0 failed)\n\nBUILD SUCCESSFUL in 2m 03s",
            ),
            (
                "assistant",
                "All 14 instrumented tests pass on the Pixel 6 emulator (`emulator-5554`); I pinned `ANDROID_SERIAL` so nothing ran on your phone.",
            ),
            ("user", "cool ty. leave it uncommitted, ill go thru it tonight"),
            (
                "assistant",
                "Left as uncommitted changes in the working tree: the version catalog and the two UI files.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
