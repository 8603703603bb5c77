"""The "fresh26" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH26: list[dict[str, Any]] = [
    {
        "name": "fresh26-chitchat-sql-running-total",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "quick q, for the monthly revenue report i need a running total per customer in postgres. rn its a self join and it takes forever, is there a nicer way",
            ),
            (
                "read",
                "reports/monthly_revenue.sql",
                "SELECT a.customer_id,\n       a.month,\n       a.revenue,\n       SUM(b.revenue) AS running_total\nFROM monthly_revenue a\nJOIN monthly_revenue b\n  ON b.customer_id = a.customer_id\n AND b.month <= a.month\nGROUP BY a.customer_id, a.month, a.revenue\nORDER BY a.customer_id, a.month;\n",
            ),
            (
                "assistant",
                "Yes, a window function does this in one pass instead of joining every month to every earlier month:\n\n```sql\nSELECT customer_id,\n       month,\n       revenue,\n       SUM(revenue) OVER (PARTITION BY customer_id ORDER BY month) AS running_total\nFROM monthly_revenue\nORDER BY customer_id, month;\n```\n\n`PARTITION BY` restarts the sum for each customer and `ORDER BY month` makes it cumulative. With an `ORDER BY` in the window the default frame is `RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW`, which is what you want as long as there's one row per customer per month.",
            ),
            (
                "bash",
                'psql -d reporting -c "SELECT customer_id, month, revenue, SUM(revenue) OVER (PARTITION BY customer_id ORDER BY month) AS running_total FROM monthly_revenue WHERE customer_id IN (1042, 1043) ORDER BY customer_id, month LIMIT 8;"',
                " customer_id |   month    | revenue | running_total \n-------------+------------+---------+---------------\n        1042 | 2026-07-01 |  120.00 |        120.00\n        1042 | 2026-08-01 |   80.00 |        200.00\n        1042 | 2026-09-01 |  310.50 |        510.50\n        1042 | 2026-10-01 |   45.00 |        555.50\n        1043 | 2026-08-01 |  990.00 |        990.00\n        1043 | 2026-09-01 |    0.00 |        990.00\n        1043 | 2026-10-01 |  210.00 |       1200.00\n        1043 | 2026-11-01 |   75.25 |       1275.25\n(8 rows)",
            ),
            (
                "assistant",
                "Sample output looks right: the total restarts at 1043 and accumulates month by month.",
            ),
            (
                "user",
                "nice. and if i want it to reset every january?",
            ),
            (
                "assistant",
                "Add the year to the partition:\n\n```sql\nSUM(revenue) OVER (\n  PARTITION BY customer_id, date_trunc('year', month)\n  ORDER BY month\n) AS ytd_total\n```\n\nEach customer-year is then its own window, so the sum starts over in January.",
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh26-nvim-help-typo-nothing",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "Someone opened an issue on quickjump: the help file says the option is `keymap` but setup() actually reads `keymaps`. Can you fix the docs? The code is right, don't rename the option.",
            ),
            (
                "bash",
                'grep -rn "keymap" lua/quickjump/config.lua doc/quickjump.txt',
                "lua/quickjump/config.lua:4:  keymaps = {\nlua/quickjump/config.lua:18:  for lhs, action in pairs(opts.keymaps or {}) do\ndoc/quickjump.txt:41:    keymap = {\ndoc/quickjump.txt:58:*quickjump-keymap*\ndoc/quickjump.txt:59:keymap ~\n",
            ),
            (
                "read",
                "doc/quickjump.txt",
                "CONFIGURATION                                        *quickjump-config*\n\n>lua\n  require('quickjump').setup({\n    keymap = {\n      ['<leader>j'] = 'jump',\n      ['<leader>J'] = 'jump_back',\n    },\n    labels = 'asdfghjkl',\n  })\n<\n\n------------------------------------------------------------------------------\n*quickjump-keymap*\nkeymap ~\n    Table of {lhs} to action name. Defaults to the mappings shown above.\n",
            ),
            (
                "assistant",
                "The example and the option heading both say `keymap`. I'll change both to `keymaps` and rename the help tag to `*quickjump-keymaps*` so `:h quickjump-keymaps` works.",
            ),
            ("edit", "doc/quickjump.txt"),
            (
                "bash",
                "nvim --headless -c 'helptags doc' -c 'q' && grep -n keymap doc/tags doc/quickjump.txt",
                "doc/tags:3:quickjump-keymaps\tquickjump.txt\t/*quickjump-keymaps*\ndoc/quickjump.txt:41:    keymaps = {\ndoc/quickjump.txt:58:*quickjump-keymaps*\ndoc/quickjump.txt:59:keymaps ~\n",
            ),
            (
                "assistant",
                "Fixed: the setup example and the option section now say `keymaps`, and the help tag is `quickjump-keymaps`. The tags file regenerates cleanly. The Lua code is unchanged.",
            ),
            ("user", "Thanks, I'll reference the issue in the commit."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh26-pydantic-bump-snapshot-routine",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "dependabot pr bumping pydantic 2.9.2 -> 2.10.3 on the catalog api is red. can u see whats up, probably something dumb. no need for a release note on this one its just deps",
            ),
            (
                "bash",
                "pytest -q -x",
                "........................................F\n=================================== FAILURES ===================================\n____________________________ test_openapi_schema _____________________________\n\n    def test_openapi_schema(client, snapshot):\n>       assert client.get(\"/openapi.json\").json() == snapshot\nE       AssertionError: assert [+ received] == [- snapshot]\nE         ...\nE         -             'format': 'uri',\nE         -             'maxLength': 2083,\nE         +             'format': 'uri',\nE         +             'maxLength': 2083,\nE         +             'minLength': 1,\nE         ...\n\ntests/test_openapi.py:9: AssertionError\n1 failed, 40 passed in 3.87s",
            ),
            (
                "think",
                "Only the OpenAPI snapshot differs: HttpUrl fields now also carry minLength 1 in the JSON schema. That's a schema-generation change in the new pydantic, not a behaviour change in the API; an empty string was already rejected. Check the rest of the diff is only that.",
            ),
            (
                "bash",
                "pytest -q tests/test_openapi.py --snapshot-details 2>&1 | grep -c minLength",
                "3",
            ),
            (
                "assistant",
                "The only failure is the OpenAPI snapshot test. Pydantic 2.10 adds `minLength: 1` to the generated schema for `HttpUrl` fields; it appears on the three URL fields (`image_url`, `vendor_url`, `datasheet_url`) and nothing else changed. Validation is the same, empty strings were already rejected, so updating the snapshot is the right fix.",
            ),
            (
                "bash",
                "pytest -q tests/test_openapi.py --snapshot-update && pytest -q",
                "1 passed, 1 snapshot updated.\n.........................................\n41 passed in 3.62s",
            ),
            (
                "assistant",
                "Snapshot updated and the full suite is green (41 passed). I haven't added a release note, as you said.",
            ),
            ("user", "cool, ill push it onto the dependabot branch"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh26-rabbitmq-vhost-tool-stored",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "invoice-worker on staging isn't consuming anything since yesterday's deploy. the invoices.generate queue is at like 14k messages in the management ui and climbing. pods are running though",
            ),
            (
                "bash",
                "kubectl -n billing-stg logs deploy/invoice-worker --tail=20",
                "2026-12-04T08:12:03.114Z info  connected to amqps://mq-stg.internal:5671\n2026-12-04T08:12:03.131Z info  asserted queue invoices.generate\n2026-12-04T08:12:03.132Z info  consuming invoices.generate (prefetch=20)\n2026-12-04T08:42:03.140Z info  heartbeat ok\n2026-12-04T09:12:03.152Z info  heartbeat ok",
            ),
            (
                "read",
                "src/config.ts",
                "export const config = {\n  amqpUrl: process.env.AMQP_URL ?? 'amqp://guest:guest@localhost:5672/',\n  queue: process.env.INVOICE_QUEUE ?? 'invoices.generate',\n  prefetch: Number(process.env.PREFETCH ?? 20),\n};\n",
            ),
            (
                "bash",
                "kubectl -n billing-stg get deploy invoice-worker -o jsonpath='{.spec.template.spec.containers[0].env[?(@.name==\"AMQP_URL\")].value}'; echo; git diff HEAD~1 -- k8s/overlays/staging/worker-env.yaml",
                "amqps://invoice:$(AMQP_PASSWORD)@mq-stg.internal:5671/\ndiff --git a/k8s/overlays/staging/worker-env.yaml b/k8s/overlays/staging/worker-env.yaml\n@@ -4,3 +4,3 @@\n   - name: AMQP_URL\n-    value: amqps://invoice:$(AMQP_PASSWORD)@mq-stg.internal:5671/billing-stg\n+    value: amqps://invoice:$(AMQP_PASSWORD)@mq-stg.internal:5671/",
            ),
            (
                "assistant",
                "Found it. Yesterday's change to `k8s/overlays/staging/worker-env.yaml` dropped the vhost from `AMQP_URL`, so the worker now connects to the default `/` vhost. `assertQueue` happily created an empty `invoices.generate` there and the worker is consuming that, while the real queue with 14k messages sits in `billing-stg`.",
            ),
            (
                "user",
                "ugh yes, that was me tidying the url. the staging broker is shared with the other teams and every team has its own vhost, ours is billing-stg. put it back, and save that in memory so nobody trips on it again",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "invoice-worker: the staging RabbitMQ broker (mq-stg.internal) is shared between teams and each team has its own vhost; billing's is billing-stg, so the staging AMQP_URL must end in /billing-stg. Without it the worker silently consumes an empty queue in the default / vhost.",
                    "tags": ["rabbitmq", "staging", "invoice-worker"],
                },
                '{"id":"212","action":"stored"}',
                False,
            ),
            ("edit", "k8s/overlays/staging/worker-env.yaml"),
            (
                "bash",
                "kubectl apply -k k8s/overlays/staging && kubectl -n billing-stg rollout status deploy/invoice-worker && sleep 60 && rabbitmqadmin -H mq-stg.internal -V billing-stg list queues name messages | grep invoices",
                'configmap/invoice-worker-env configured\ndeployment.apps/invoice-worker configured\nWaiting for deployment "invoice-worker" rollout to finish: 1 of 2 updated replicas are available...\ndeployment "invoice-worker" successfully rolled out\n| invoices.generate | 12873    |',
            ),
            (
                "assistant",
                "Restored `/billing-stg` on the URL and saved the note to memory. After the rollout the backlog is draining (about 1.1k messages in the first minute). The stray `invoices.generate` queue in `/` is still there and empty; want me to delete it?",
            ),
            ("user", "yeah delete it"),
            (
                "bash",
                "rabbitmqadmin -H mq-stg.internal -V / delete queue name=invoices.generate",
                "queue deleted",
            ),
        ],
        "lessons": [],
        "tool_stored": [["billing-stg", "vhost"]],
    },
    {
        "name": "fresh26-fastlane-lane-correction",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "I've finished the offline banner on the map screen in FieldNotes. Can you run the snapshot tests, and if they're green push a build to testers with fastlane beta?",
            ),
            (
                "bash",
                "xcodebuild test -scheme FieldNotes -destination 'platform=iOS Simulator,name=iPhone 15' -only-testing:FieldNotesSnapshotTests 2>&1 | tail -5",
                "Test Suite 'FieldNotesSnapshotTests.xctest' passed at 2026-12-04 10:21:47.310.\n\t Executed 37 tests, with 0 failures (0 unexpected) in 12.904 (12.981) seconds\nTest Suite 'All tests' passed at 2026-12-04 10:21:47.311.\n\t Executed 37 tests, with 0 failures (0 unexpected) in 12.904 (12.986) seconds\n** TEST SUCCEEDED **",
            ),
            (
                "bash",
                "bundle exec fastlane beta",
                "[10:22:31]: ------------------------------\n[10:22:31]: --- Step: default_platform ---\n[10:22:31]: ------------------------------\n[10:22:31]: Driving the lane 'ios beta'\n\n[!] Could not find lane 'ios beta'. Available lanes: ios testflight_internal, ios testflight_external, ios appstore, ios certs",
            ),
            (
                "assistant",
                "Snapshot tests pass (37/37), but there's no `beta` lane in the Fastfile anymore. The available lanes are `testflight_internal`, `testflight_external`, `appstore` and `certs`. Which one should I use?",
            ),
            (
                "user",
                "Ah, sorry, my mistake. The beta lane was split in two when we added the external tester group in October. Internal testers get builds through fastlane testflight_internal, that's the one for everyday builds. testflight_external only goes out after QA has signed off on a release candidate.",
            ),
            (
                "bash",
                "bundle exec fastlane testflight_internal",
                "[10:24:02]: Driving the lane 'ios testflight_internal'\n[10:24:03]: --- Step: increment_build_number ---\n[10:24:03]: Build number set to 418\n[10:24:05]: --- Step: build_app ---\n[10:27:41]: Successfully exported and signed the ipa file\n[10:27:42]: --- Step: upload_to_testflight ---\n[10:29:10]: Successfully uploaded the new binary to App Store Connect\n[10:29:10]: Distributing to group: Internal\n\n+------+-----------------------+-------------+\n|             fastlane summary               |\n+------+-----------------------+-------------+\n| Step | Action                | Time (in s) |\n+------+-----------------------+-------------+\n| 1    | increment_build_number| 1           |\n| 2    | build_app             | 216         |\n| 3    | upload_to_testflight  | 88          |\n+------+-----------------------+-------------+\n\n[10:29:11]: fastlane.tools finished successfully 🎉",
            ),
            (
                "assistant",
                "Build 418 is uploaded to TestFlight and distributed to the Internal group. It usually takes a few minutes of processing before testers see it.",
            ),
            ("user", "great, thanks"),
        ],
        "lessons": [
            {
                "keys": ["testflight_internal", "testers"],
                "not": ["testers with fastlane beta"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh26-decision-duckdb-nightly",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "The nightly sessionization job in the analytics repo has crept up to almost five hours and it's starting to collide with the morning dashboards refresh. It's a plain Python script that streams the clickstream parquet row by row with pyarrow and keeps session state in dicts. I'd like to rewrite it properly this sprint. What would you use?",
            ),
            (
                "read",
                "jobs/nightly_sessions.py",
                'import pyarrow.parquet as pq\nfrom collections import defaultdict\n\nSESSION_GAP_S = 30 * 60\n\n\ndef run(day: str) -> None:\n    last_seen: dict[str, int] = {}\n    sessions = defaultdict(list)\n    for batch in pq.ParquetFile(f"/data/clickstream/dt={day}/events.parquet").iter_batches():\n        for row in batch.to_pylist():\n            uid, ts = row["user_id"], row["ts"]\n            if uid not in last_seen or ts - last_seen[uid] > SESSION_GAP_S:\n                sessions[uid].append([ts, ts, 0])\n            s = sessions[uid][-1]\n            s[1], s[2] = ts, s[2] + 1\n            last_seen[uid] = ts\n    write_sessions(day, sessions)\n',
            ),
            (
                "bash",
                "du -sh /data/clickstream/dt=2026-12-03/ && nproc && free -g | head -2",
                "41G\t/data/clickstream/dt=2026-12-03/\n32\n              total        used        free      shared  buff/cache   available\nMem:            256          19         201           1          35         235",
            ),
            (
                "assistant",
                "A day is about 41 GB of parquet and the batch box has 32 cores and 256 GB of RAM, so the data fits on it comfortably. Options:\n\n1. **Spark on EMR**: scales without limit and the sessionization is a standard `lag()` over a window. But it means running and paying for a cluster, plus spin-up time and a second way of deploying jobs.\n2. **DuckDB** on the existing box: reads the parquet directly, does the same window query in SQL, uses all cores. Single-machine ceiling, but you're far from it.\n3. **Load into Postgres** and do it there: works, but you'd be copying 41 GB a night into a database just to read it back out.\n\nI'd expect DuckDB to get this from hours to minutes.",
            ),
            (
                "user",
                "Let's go with DuckDB. The raw clickstream is around 40 GB a day and that fits on the r6i box we already have, and honestly nobody on this team wants to babysit an EMR cluster. If we ever outgrow one machine we'll revisit. Keep the 30 minute gap rule exactly as it is, the product folks have years of reports built on that definition.",
            ),
            ("edit", "requirements.txt"),
            ("edit", "jobs/nightly_sessions.py"),
            (
                "bash",
                "time python -m jobs.nightly_sessions --day 2026-12-03 --out /tmp/sessions_new.parquet && python scripts/compare_sessions.py /data/sessions/dt=2026-12-03/ /tmp/sessions_new.parquet",
                "sessions written: 18,402,117\n\nreal\t6m12.884s\nuser\t151m40.102s\nsys\t3m9.551s\nold: 18402117 sessions, new: 18402117 sessions\nmismatched rows: 0",
            ),
            (
                "assistant",
                "Rewritten with DuckDB: one SQL query that flags a new session when the gap from the previous event (`lag(ts)` per user) exceeds 30 minutes, then groups on the running sum of those flags. On the 2026-12-03 data it runs in about 6 minutes instead of nearly 5 hours, and the output matches the existing sessions table row for row (18,402,117 sessions, 0 mismatches).",
            ),
            ("user", "Excellent. Open a PR and tag Priya for review."),
        ],
        "lessons": [{"keys": ["DuckDB", "EMR"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh26-supplier-csv-windows-1252",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "product import crashed again last night, MalformedInputException. its the brauer feed. it ran fine every night until tuesday and nobody touched the importer",
            ),
            (
                "bash",
                "tail -n 12 /var/log/catalog-import/import-2026-12-04.log",
                '02:00:01 INFO  ImportJob - fetching sftp://sftp.brauer-gmbh.de/export/artikel.csv\n02:00:03 INFO  ImportJob - parsing 48213 lines\nException in thread "main" java.io.UncheckedIOException: java.nio.charset.MalformedInputException: Input length = 1\n\tat java.base/java.io.BufferedReader$1.hasNext(BufferedReader.java:574)\n\tat com.acme.catalog.importer.BrauerCsvReader.read(BrauerCsvReader.java:37)\n\tat com.acme.catalog.importer.ImportJob.run(ImportJob.java:58)\n\tat com.acme.catalog.importer.ImportJob.main(ImportJob.java:24)\nCaused by: java.nio.charset.MalformedInputException: Input length = 1\n\tat java.base/java.nio.charset.CoderResult.throwException(CoderResult.java:274)\n\tat java.base/sun.nio.cs.StreamDecoder.implRead(StreamDecoder.java:405)',
            ),
            (
                "read",
                "src/main/java/com/acme/catalog/importer/BrauerCsvReader.java",
                "package com.acme.catalog.importer;\n\nimport java.io.IOException;\nimport java.nio.charset.StandardCharsets;\nimport java.nio.file.Files;\nimport java.nio.file.Path;\nimport java.util.List;\n\npublic final class BrauerCsvReader {\n    public List<ProductRow> read(Path file) throws IOException {\n        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {\n            return lines.skip(1).map(ProductRow::parse).toList();\n        }\n    }\n}\n",
            ),
            (
                "bash",
                "file /srv/import/brauer/artikel-2026-12-04.csv /srv/import/brauer/artikel-2026-11-30.csv && grep -n -P '[\\x80-\\xff]' /srv/import/brauer/artikel-2026-12-04.csv | head -3 | xxd | head -6",
                "/srv/import/brauer/artikel-2026-12-04.csv: ISO-8859 text, with CRLF line terminators\n/srv/import/brauer/artikel-2026-11-30.csv: ASCII text, with CRLF line terminators\n00000000: 3331 3230 373a 3431 3030 3732 3b4b fc68  31207:410072;K.h\n00000010: 6c6d 6974 7465 6c20 356c 3b31 392c 3930  lmittel 5l;19,90\n00000020: 2080 0d0a 3331 3231 353a 3431 3032 3130   ...31215:410210\n00000030: 3b4d fc6e 7a73 6368 6c6f 7373 3b34 2c35  ;M.nzschloss;4,5\n00000040: 3020 800d 0a                             0 ...",
            ),
            (
                "think",
                "0x80 is the euro sign in Windows-1252 and undefined in ISO-8859-1; 0xfc is ü. So the feed is cp1252. The older files were pure ASCII, which is why UTF-8 decoding worked until now: no special characters until Tuesday's export added prices with € and names with umlauts.",
            ),
            (
                "assistant",
                'Root cause: the Brauer export is Windows-1252, not UTF-8. Until this week every file happened to be pure ASCII (the 30 Nov file is), so reading it as UTF-8 worked. Since Tuesday the feed contains umlauts (`0xfc` = ü in "Kühlmittel" and "Münzschloss") and the euro sign as byte `0x80`, which only exists in Windows-1252, and the UTF-8 decoder rejects them. Nothing changed on our side; their data did.',
            ),
            (
                "user",
                "that tracks, their ERP is some ancient windows thing. ok so brauer is always windows-1252 from now on, read it like that. the other two suppliers send utf-8 so dont touch their readers",
            ),
            ("edit", "src/main/java/com/acme/catalog/importer/BrauerCsvReader.java"),
            ("edit", "src/test/java/com/acme/catalog/importer/BrauerCsvReaderTest.java"),
            (
                "bash",
                "./gradlew test --tests '*BrauerCsvReaderTest' -q && ./gradlew run --args='--supplier brauer --file /srv/import/brauer/artikel-2026-12-04.csv --dry-run' -q",
                "02:14:40 INFO  ImportJob - parsing 48213 lines\n02:14:42 INFO  ImportJob - dry run: 48213 rows parsed, 37 updated, 0 rejected",
            ),
            (
                "assistant",
                "`BrauerCsvReader` now decodes with `Charset.forName(\"windows-1252\")`; the other suppliers' readers are unchanged. I added a test with a fixture line containing ü and €. A dry run over last night's file parses all 48,213 rows with no rejects, so tonight's run should go through, or you can rerun the import now.",
            ),
            ("user", "ill rerun it now, thx"),
        ],
        "lessons": [{"keys": ["Brauer", "windows-1252"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh26-towncrier-in-passing",
        "split": "fresh26",
        "steps": [
            (
                "user",
                "Issue #412 on tidyfmt: someone on Windows says `--exclude 'build/**'` doesn't exclude anything for them, it works fine on Linux and mac. I'm guessing we match the glob against the native path with backslashes. Could you fix that and add a test that runs on every OS, not just in the Windows CI job? When you add the changelog note, don't edit CHANGELOG.md by hand, it's generated by towncrier at release time from the fragments in changes/, one file per PR named like 412.bugfix.md. After that, if you have time, have a look at whether the same problem affects `--include`.",
            ),
            (
                "read",
                "src/tidyfmt/filters.py",
                "from fnmatch import fnmatch\nfrom pathlib import Path\n\n\ndef is_excluded(path: Path, root: Path, patterns: list[str]) -> bool:\n    rel = str(path.relative_to(root))\n    return any(fnmatch(rel, pat) for pat in patterns)\n\n\ndef is_included(path: Path, root: Path, patterns: list[str]) -> bool:\n    if not patterns:\n        return True\n    rel = str(path.relative_to(root))\n    return any(fnmatch(rel, pat) for pat in patterns)\n",
            ),
            (
                "assistant",
                "Your guess is right: `str(path.relative_to(root))` gives `build\\out\\x.py` on Windows, and the pattern uses `/`. `--include` has exactly the same bug. I'll match against `PurePath.as_posix()` in both, and test with `PureWindowsPath` so the Windows case runs on every OS.",
            ),
            ("edit", "src/tidyfmt/filters.py"),
            ("edit", "tests/test_filters.py"),
            ("edit", "changes/412.bugfix.md"),
            (
                "bash",
                "python -m pytest -q tests/test_filters.py && towncrier build --draft --version 0.14.0 | head -8",
                "..........\n10 passed in 0.09s\nLoading template...\nFinding news fragments...\nRendering news fragments...\nDraft only -- nothing has been written.\nWhat is seen below is what would be written.\n\n## 0.14.0\n",
            ),
            (
                "assistant",
                'Done:\n\n- `is_excluded` and `is_included` now match the glob against the POSIX form of the relative path, so `build/**` works on Windows for both flags.\n- New parametrized tests build the paths with `PureWindowsPath` and `PurePosixPath`, so both cases run on every OS.\n- Added `changes/412.bugfix.md` ("`--exclude` and `--include` patterns now match on Windows"); the towncrier draft picks it up under Bug fixes. CHANGELOG.md is untouched.',
            ),
            ("user", "Great, thanks. I'll tag the reporter on the PR."),
        ],
        "lessons": [{"keys": ["towncrier", "CHANGELOG.md"]}],
        "tool_stored": [],
    },
]
