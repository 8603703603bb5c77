"""The "fresh9" capture sessions: written in session 12 (2026-12-03) by a fourth helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the fresh3-8 ones."""

from __future__ import annotations

from typing import Any

FRESH9: list[dict[str, Any]] = [
    {
        "name": "fresh9-mqtt-port-correction",
        "split": "fresh9",
        "steps": [
            (
                "user",
                "The sensor gateway firmware needs to publish readings to the plant's MQTT broker. It's mqtt.plant.internal, connect to the MQTT broker on port 1883.",
            ),
            (
                "read",
                "firmware/gateway/src/config.h",
                '#define MQTT_HOST "localhost"\n#define MQTT_PORT 1883\n#define MQTT_USE_TLS 0\n',
            ),
            ("edit", "firmware/gateway/src/config.h"),
            (
                "bash",
                "pio run -e gateway",
                "Linking .pio/build/gateway/firmware.elf\nRAM:   [===       ]  31.2%\nFlash: [=====     ]  48.7%\n========== [SUCCESS] Took 14.82 seconds ==========",
            ),
            (
                "assistant",
                "Pointed `MQTT_HOST` at mqtt.plant.internal on port 1883; the gateway build succeeds.",
            ),
            (
                "user",
                "Sorry, I mixed that up. The plant broker only accepts TLS, so the gateway has to use port 8883. Plain 1883 is blocked by the firewall there.",
            ),
            ("edit", "firmware/gateway/src/config.h"),
            (
                "bash",
                "pio run -e gateway",
                "Linking .pio/build/gateway/firmware.elf\nRAM:   [====      ]  36.0%\nFlash: [======    ]  57.3%\n========== [SUCCESS] Took 16.05 seconds ==========",
            ),
            (
                "assistant",
                "Switched to port 8883 with `MQTT_USE_TLS 1` and the broker's CA certificate from `certs/plant-ca.pem`; flash use went up a bit for the TLS stack but the build still fits.",
            ),
        ],
        "lessons": [{"keys": ["8883"], "not": ["broker on port 1883"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh9-decision-parquet",
        "split": "fresh9",
        "steps": [
            (
                "user",
                "We need to start archiving the raw clickstream events to S3. Should the archive files be Avro or Parquet?",
            ),
            (
                "read",
                "pipelines/clickstream/archive.py",
                "def write_batch(events, path):\n    # TODO: pick a format\n    raise NotImplementedError\n",
            ),
            (
                "assistant",
                "Avro is row-based and handles schema evolution well, which suits streaming writes. Parquet is columnar and compresses better, and query engines can skip the columns they don't read.",
            ),
            (
                "user",
                "Let's go with Parquet. The analysts query the archive from Athena and almost always read just a few columns, so columnar files will be cheaper to scan.",
            ),
            ("edit", "pipelines/clickstream/archive.py"),
            (
                "bash",
                "pytest tests/pipelines/test_archive.py -q",
                "....\n4 passed in 1.37s",
            ),
            (
                "assistant",
                "`write_batch` now writes Parquet with pyarrow, snappy-compressed, partitioned by `event_date`; the archive tests pass.",
            ),
        ],
        "lessons": [{"keys": ["Parquet", "Athena"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh9-r8-gson-crash",
        "split": "fresh9",
        "steps": [
            (
                "user",
                "The Android release build crashes right after login, but the debug build works fine. Can you figure out why?",
            ),
            (
                "bash",
                "adb logcat -d | grep -A3 FATAL",
                "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: java.lang.NullPointerException: Attempt to invoke virtual method 'java.lang.String a.b.c.a()' on a null object reference\nE AndroidRuntime:   at com.shop.app.login.LoginViewModel.onSuccess(LoginViewModel.kt:48)",
            ),
            (
                "read",
                "app/proguard-rules.pro",
                "# Add project specific ProGuard rules here.\n-keepattributes Signature\n",
            ),
            (
                "think",
                "Release builds run R8, which renames fields. Gson maps JSON by field name via reflection, so the renamed LoginResponse fields stay null.",
            ),
            (
                "assistant",
                "Found it: R8 renames the fields of `LoginResponse` in the release build, and Gson matches JSON keys to field names by reflection, so every field comes back null and `onSuccess` crashes. Debug builds don't run R8, which is why they work. The fix is a keep rule for the model classes in app/proguard-rules.pro.",
            ),
            (
                "user",
                "Ugh, we've been bitten by this before. Add the keep rule, and remember it: any class we parse with Gson needs a keep rule in proguard-rules.pro, or the release build breaks.",
            ),
            ("edit", "app/proguard-rules.pro"),
            (
                "bash",
                "./gradlew :app:assembleRelease -q && adb install -r app/build/outputs/apk/release/app-release.apk",
                "Performing Streamed Install\nSuccess",
            ),
            (
                "assistant",
                "Added `-keep class com.shop.app.**.model.** { *; }` to app/proguard-rules.pro; the release build logs in without crashing now.",
            ),
        ],
        "lessons": [{"keys": ["Gson", "keep rule"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh9-cost-center-tag-in-passing",
        "split": "fresh9",
        "steps": [
            (
                "user",
                "Add an S3 bucket for the monthly finance exports to the Terraform in infra/finance. Every resource we create needs a cost-center tag, so give it cost-center = finance.",
            ),
            (
                "read",
                "infra/finance/main.tf",
                'module "ledger_db" {\n  source = "../modules/rds"\n  name   = "ledger"\n}\n',
            ),
            ("edit", "infra/finance/exports.tf"),
            (
                "bash",
                "terraform -chdir=infra/finance plan -no-color | tail -1",
                "Plan: 3 to add, 0 to change, 0 to destroy.",
            ),
            (
                "assistant",
                "Added `aws_s3_bucket.finance_exports` with versioning, a public access block and the `cost-center = finance` tag; the plan adds 3 resources.",
            ),
            ("user", "Perfect, thanks."),
        ],
        "lessons": [{"keys": ["cost-center", "tag"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh9-staging-reseed-tool-stored",
        "split": "fresh9",
        "steps": [
            (
                "user",
                "Heads up, the staging database is wiped and reseeded every Sunday at 03:00 UTC, so anything that isn't in the seed scripts disappears. Can you add seed data for the new discount_code table?",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The staging database is wiped and reseeded every Sunday at 03:00 UTC; only data in the seed scripts survives.",
                    "layer": "fact",
                    "tags": ["staging", "database"],
                },
                '{"id":"87","action":"stored"}',
                False,
            ),
            (
                "read",
                "db/seeds/040_promotions.sql",
                "INSERT INTO promotion (code, starts_at) VALUES ('WINTER', '2026-12-01');\n",
            ),
            ("edit", "db/seeds/045_discount_code.sql"),
            ("bash", "make seed-test", "seeded 12 files\nOK"),
            (
                "assistant",
                "I saved the Sunday reseed to memory and added db/seeds/045_discount_code.sql with three sample codes, one of them expired; the seed runs cleanly on the test database.",
            ),
            ("user", "Nice, thank you."),
        ],
        "lessons": [],
        "tool_stored": [["reseeded", "Sunday"]],
    },
]
