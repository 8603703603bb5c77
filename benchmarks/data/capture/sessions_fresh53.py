"""The "fresh53" capture sessions: written in session 27 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH53: list[dict[str, Any]] = [
    # --- "tallyguard": real-time card fraud scorer (Java 21, Kafka Streams 3.7, Avro + Schema Registry, RocksDB, Kubernetes) ---
    {
        "name": "fresh53-tallyguard-restore-on-deploy-statefulset",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "every deploy the scorer lag goes to ~15 min and the card-auth team pages us. stores are card-velocity-store and merchant-profile-store. manifests in deploy/",
            ),
            (
                "read",
                "deploy/base/scorer.yaml",
                'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: tallyguard-scorer\nspec:\n  replicas: 6\n  strategy:\n    type: RollingUpdate\n    rollingUpdate: {maxUnavailable: 1, maxSurge: 1}\n  selector:\n    matchLabels: {app: tallyguard-scorer}\n  template:\n    metadata:\n      labels: {app: tallyguard-scorer}\n    spec:\n      containers:\n        - name: scorer\n          image: ghcr.io/ledgerline/tallyguard-scorer:1.19.0\n          env:\n            - name: STATE_DIR\n              value: /tmp/kstreams\n          resources:\n            requests: {cpu: "2", memory: 6Gi}\n',
            ),
            (
                "read",
                "src/main/resources/application.properties",
                "application.id=tallyguard-scorer\nbootstrap.servers=${KAFKA_BOOTSTRAP}\nprocessing.guarantee=exactly_once_v2\nnum.stream.threads=4\nnum.standby.replicas=0\nstate.dir=${STATE_DIR}\ndefault.deserialization.exception.handler=com.ledgerline.tallyguard.errors.DlqDeserializationHandler\n",
            ),
            (
                "bash",
                "kubectl --context staging -n tallyguard-staging logs tallyguard-scorer-7d9c8b5f4-x2lqp | grep -E 'Restoration in progress|REBALANCING to RUNNING' | sed -n '1p;$p'",
                "2026-12-04 14:02:11,402 INFO  StoreChangelogReader - stream-thread [tallyguard-scorer-5e1f-StreamThread-2] Restoration in progress for 3 partitions. {tallyguard-scorer-card-velocity-store-changelog-7: position=3120551, end=41877302, totalRestored=3120551}\n2026-12-04 14:16:48,917 INFO  KafkaStreams - stream-client [tallyguard-scorer-5e1f] State transition from REBALANCING to RUNNING",
            ),
            (
                "think",
                "state.dir is /tmp/kstreams inside the container, ephemeral. Deployment pods get new names and empty disks on every rollout, so every task has to rebuild its RocksDB stores from the changelog topics from offset 0: ~42M records for one velocity partition, ~15 min. No standbys either, so nobody has a warm copy. Fix: StatefulSet with a PVC per pod so state survives restarts (only the tail of the changelog is replayed), plus num.standby.replicas=1 so a failover has a warm replica.",
            ),
            (
                "assistant",
                "Cause: the state stores are thrown away on every deploy. `state.dir` is `/tmp/kstreams` in the container's ephemeral filesystem, and a Deployment gives each new pod an empty disk, so every task rebuilds `card-velocity-store` and `merchant-profile-store` from their changelog topics from offset 0 (~42M records for partition 7 alone, 14.5 min in the staging log above). With `num.standby.replicas=0` there's no warm copy anywhere either.\n\nOptions:\n1. **StatefulSet + PVC per pod**, `state.dir` on the volume: a restarted pod keeps its RocksDB files and only replays the changelog tail since its last checkpoint.\n2. **`num.standby.replicas=1`**: another instance keeps a warm copy of each store, so a task that moves (scale, node loss) is restored from the standby.\n3. Both, optionally with static membership (`group.instance.id`) to avoid a rebalance per pod restart.",
            ),
            (
                "user",
                "statefulset + 1 standby, skip static membership for now. careful, application.id doubles as the consumer group id and the prefix of every changelog/repartition topic, never change it, it would silently start from empty state and reprocess. and only try it on staging, nobody kubectl applies to prod, argocd syncs deploy/overlays/prod",
            ),
            ("edit", "deploy/base/scorer.yaml"),
            ("edit", "deploy/base/scorer-headless-svc.yaml"),
            ("edit", "deploy/base/kustomization.yaml"),
            ("edit", "src/main/resources/application.properties"),
            (
                "bash",
                "kubectl --context staging -n tallyguard-staging delete deployment tallyguard-scorer && kustomize build deploy/overlays/staging | kubectl --context staging apply -f - && kubectl --context staging -n tallyguard-staging rollout status statefulset/tallyguard-scorer --timeout=30m",
                'deployment.apps "tallyguard-scorer" deleted\nservice/tallyguard-scorer-headless created\nstatefulset.apps/tallyguard-scorer created\nWaiting for 6 pods to be ready...\npartitioned roll out complete: 6 new pods have been updated...',
            ),
            (
                "bash",
                "kubectl --context staging -n tallyguard-staging rollout restart statefulset/tallyguard-scorer && sleep 300 && kubectl --context staging -n tallyguard-staging logs tallyguard-scorer-3 | grep -E 'Restoration in progress|REBALANCING to RUNNING' | sed -n '1p;$p'",
                "statefulset.apps/tallyguard-scorer restarted\n2026-12-05 10:41:07,118 INFO  StoreChangelogReader - stream-thread [tallyguard-scorer-9a02-StreamThread-1] Restoration in progress for 1 partitions. {tallyguard-scorer-card-velocity-store-changelog-7: position=41902113, end=41904870, totalRestored=2757}\n2026-12-05 10:41:45,530 INFO  KafkaStreams - stream-client [tallyguard-scorer-9a02] State transition from REBALANCING to RUNNING",
            ),
            (
                "assistant",
                "Works on staging. The first rollout had to restore everything once (new empty volumes); on the restart after that, `tallyguard-scorer-3` replayed only 2,757 changelog records and was `RUNNING` 38 s later instead of ~15 min.\n\nChanges:\n- `scorer.yaml` is now a StatefulSet (`podManagementPolicy: Parallel`, `volumeClaimTemplates` 50Gi `gp3` mounted at `/var/lib/tallyguard/state`, `STATE_DIR` pointing there) with a headless service\n- `application.properties`: `num.standby.replicas=1`; `application.id` untouched\n\nProd will pick it up when argocd syncs `deploy/overlays/prod` after merge. Note the first prod rollout will still be a full restore, since the volumes start empty, so it's best done off-peak.",
            ),
            ("user", "ok, will schedule it for sunday night"),
        ],
        "lessons": [
            {"keys": ["StatefulSet", "changelog"]},
            {"keys": ["application.id", "tallyguard-scorer"]},
            {"keys": ["argo", "kubectl"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh53-tallyguard-mcc-avro-schemas-repo-correction",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "risk wants mcc based rules. add merchant category code to the features. does upstream even send it? check the registry",
            ),
            (
                "bash",
                'curl -s -u "$SR_KEY:$SR_SECRET" "$SR_URL/subjects/payments.transactions-value/versions/latest" | jq -r \'.version, (.schema | fromjson | .fields[].name)\'',
                "17\ntxn_id\ncard_token\namount_minor\ncurrency\nmerchant_id\nterminal_country\nentry_mode\nauth_ts",
            ),
            (
                "assistant",
                'Version 17 of `payments.transactions-value` has no MCC. I\'ll add it to `src/main/avro/Transaction.avsc` as `{"name": "mcc", "type": "string"}`, regenerate the classes and read it in `FeatureExtractor`.',
            ),
            ("edit", "src/main/avro/Transaction.avsc"),
            (
                "bash",
                "./gradlew generateAvroJava compileJava -q && git status --short",
                " M src/main/avro/Transaction.avsc",
            ),
            (
                "user",
                'hold on. src/main/avro is a generated copy, the downloadSchemas task overwrites it on every build, we never edit it here. the schemas live in the payments-schemas repo and the payments team owns them. also that subject is FULL_TRANSITIVE, a new field without a default gets rejected at registration, it has to be ["null","string"] with default null. revert the avsc, ill raise it with payments myself. just make our side cope with mcc being absent or null',
            ),
            (
                "bash",
                'git checkout src/main/avro/Transaction.avsc && grep -n -A5 \'register<DownloadSchemasTask>\' build.gradle.kts && curl -s -u "$SR_KEY:$SR_SECRET" "$SR_URL/config/payments.transactions-value"',
                '42:tasks.register<DownloadSchemasTask>("downloadSchemas") {\n43-    registryUrl.set(providers.environmentVariable("SR_URL"))\n44-    subjects.set(listOf("payments.transactions-value", "payments.chargebacks-value"))\n45-    outputDir.set(layout.projectDirectory.dir("src/main/avro"))\n46-}\n47-tasks.named("generateAvroJava") { dependsOn("downloadSchemas") }\n{"compatibilityLevel":"FULL_TRANSITIVE"}',
            ),
            ("edit", "src/main/java/com/ledgerline/tallyguard/features/FeatureExtractor.java"),
            ("edit", "src/main/java/com/ledgerline/tallyguard/features/RecordFields.java"),
            ("edit", "src/test/java/com/ledgerline/tallyguard/features/FeatureExtractorTest.java"),
            (
                "bash",
                "./gradlew test --tests '*FeatureExtractorTest*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'",
                "FeatureExtractorTest > mccAbsentFromSchemaGivesUnknown() PASSED\nFeatureExtractorTest > mccNullGivesUnknown() PASSED\nFeatureExtractorTest > mccPresentIsOneHotEncodedByGroup() PASSED\nFeatureExtractorTest > existingFeaturesUnchanged() PASSED\nBUILD SUCCESSFUL in 19s",
            ),
            (
                "assistant",
                'Reverted the `.avsc`. Our side is ready for the field:\n- `RecordFields.optionalString(record, "mcc")` reads the field through the record\'s schema and returns `null` when the field doesn\'t exist yet or is null\n- `FeatureExtractor` maps MCC to its ISO 18245 group (`mcc_group`), with `UNKNOWN` for null/absent, so the model input shape doesn\'t change when the field appears\n\nFor the payments-schemas PR, the field that passes `FULL_TRANSITIVE`:\n\n```json\n{"name": "mcc", "type": ["null", "string"], "default": null, "doc": "ISO 18245 merchant category code"}\n```',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["payments-schemas", "src/main/avro"]},
            {"keys": ["FULL_TRANSITIVE", "default"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh53-tallyguard-velocity-sliding-windows-decision",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "next: two new velocity features per card, txn count in the last 10 min and distinct merchants in the last 10 min. whats the right windowing in kstreams for this",
            ),
            (
                "read",
                "src/main/java/com/ledgerline/tallyguard/topology/VelocityFeatures.java",
                'public final class VelocityFeatures {\n    static final Duration HOUR = Duration.ofHours(1);\n\n    public static KTable<Windowed<String>, Long> amountPerHour(KStream<String, Transaction> byCard) {\n        return byCard\n            .groupByKey()\n            .windowedBy(TimeWindows.ofSizeWithNoGrace(HOUR))\n            .aggregate(() -> 0L, (card, txn, sum) -> sum + txn.getAmountMinor(),\n                Materialized.as("card-velocity-store"));\n    }\n}\n',
            ),
            (
                "bash",
                "grep -n 'FEATURE_' src/main/java/com/ledgerline/tallyguard/features/FeatureVector.java | head -5",
                '12:    public static final String FEATURE_CARD_AMOUNT_SUM_1H = "card_amount_sum_1h";\n13:    public static final String FEATURE_MERCHANT_CHARGEBACK_RATE_30D = "merchant_chargeback_rate_30d";\n14:    public static final String FEATURE_CARD_COUNTRY_CHANGES_24H = "card_country_changes_24h";\n15:    public static final String FEATURE_MCC_GROUP = "mcc_group";',
            ),
            (
                "assistant",
                'The existing velocity feature uses 1 h tumbling windows, which is too coarse for "last 10 minutes". Options:\n\n1. **Hopping windows** (`TimeWindows.ofSizeAndGrace(10m, g).advanceBy(1m)`): simple, but each transaction lands in 10 overlapping windows, so 10 store updates and 10 changelog writes per record, and the answer is only accurate to the minute.\n2. **Sliding windows** (`SlidingWindows.ofTimeDifferenceAndGrace(10m, g)`): exact "previous 10 minutes relative to this record"; each record creates at most two new windows and updates the ones it falls into.\n3. **Custom processor** keeping a per-card list of recent (timestamp, merchant) in a `KeyValueStore` and evicting on read: exact and flexible, but more code to own (punctuation, eviction, changelog size).\n\nAll three need a grace period for out-of-order events.',
            ),
            (
                "user",
                "sliding. hopping writes every txn to 10 windows = 10x changelog writes, and the msk bill is already the biggest line on our aws invoice. grace 30s, scheme auth messages arrive within 30s or they come through the reversals flow anyway. name them card_txn_count_10m and card_distinct_merchants_10m, every feature name ends with its window, the model team's feature store parses that suffix",
            ),
            ("edit", "src/main/java/com/ledgerline/tallyguard/topology/VelocityFeatures.java"),
            ("edit", "src/main/java/com/ledgerline/tallyguard/serde/MerchantSetSerde.java"),
            ("edit", "src/main/java/com/ledgerline/tallyguard/features/FeatureVector.java"),
            ("edit", "src/test/java/com/ledgerline/tallyguard/topology/VelocityFeaturesTest.java"),
            (
                "bash",
                "./gradlew test --tests '*VelocityFeaturesTest*' 2>&1 | grep -E 'PASSED|FAILED|BUILD'",
                "VelocityFeaturesTest > countsOnlyLastTenMinutes() PASSED\nVelocityFeaturesTest > distinctMerchantsDeduplicates() PASSED\nVelocityFeaturesTest > lateEventWithinGraceIsCounted() PASSED\nVelocityFeaturesTest > lateEventAfterGraceIsDropped() PASSED\nVelocityFeaturesTest > amountPerHourUnchanged() PASSED\nBUILD SUCCESSFUL in 24s",
            ),
            (
                "assistant",
                "Added both features with `SlidingWindows.ofTimeDifferenceAndGrace(Duration.ofMinutes(10), Duration.ofSeconds(30))`:\n- `card_txn_count_10m`: count per card, store `card-txn-count-10m-store`\n- `card_distinct_merchants_10m`: aggregates a set of merchant ids per window (`MerchantSetSerde`, capped at 64 ids) and emits its size, store `card-merchants-10m-store`\n\nTopologyTestDriver tests cover the 10-minute boundary, dedup, and late events inside/outside the 30 s grace. Heads-up: two new stores means two new changelog topics (`tallyguard-scorer-card-txn-count-10m-store-changelog` etc.), created automatically on first start.",
            ),
            ("user", "nice. im out thu/fri btw, lena can review"),
        ],
        "lessons": [
            {"keys": ["SlidingWindows", "hopping"]},
            {"keys": ["suffix", "feature store"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh53-tallyguard-decline-threshold-golden-fixtures-tool-stored",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "put in memory: auto-decline threshold stays at 0.82 and it's owned by risk. nobody touches scoring.decline-threshold without a RISK- jira ticket linked in the PR. then one-off: regenerate the golden fixtures for ScoringTopologyTest, the model file changed to v23",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tallyguard: the auto-decline threshold (scoring.decline-threshold = 0.82) is owned by the risk team. Never change it unless the PR links a RISK- Jira ticket.",
                    "tags": ["tallyguard", "scoring", "risk", "process"],
                },
                '{"id":"3102","action":"stored"}',
                False,
            ),
            (
                "bash",
                "grep -n 'model' src/test/resources/scoring-test.properties; ls models/",
                "3:scoring.model-path=models/scorer-v22.onnx\nscorer-v22.onnx\nscorer-v23.onnx",
            ),
            ("edit", "src/test/resources/scoring-test.properties"),
            (
                "bash",
                "./gradlew test --tests '*ScoringTopologyTest*' -Dgolden.update=true 2>&1 | grep -E 'Updated|BUILD' && ./gradlew test -q && git diff --stat | tail -1",
                "Updated 14 golden files in src/test/resources/golden/scoring\nBUILD SUCCESSFUL in 31s\n 15 files changed, 212 insertions(+), 212 deletions(-)",
            ),
            (
                "assistant",
                "Stored the threshold rule. Golden fixtures regenerated against `scorer-v23.onnx`: 14 files in `src/test/resources/golden/scoring` updated (scores shift in the third decimal, no decision flips at 0.82 in the fixtures), test properties point at v23, and the full suite passes.\n\nIf you want the threshold rule enforced rather than remembered, a CODEOWNERS entry for `scoring.properties` with the risk team as owners would do it.",
            ),
            ("user", "maybe, not today. ty"),
        ],
        "lessons": [],
        "tool_stored": [["0.82", "RISK-"]],
    },
    # --- "latchkey": smart bike lock firmware (Zephyr / nRF Connect SDK 2.7, nRF52840, BLE, MCUboot DFU) ---
    {
        "name": "fresh53-latchkey-dfu-timeout-erase-progressively",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "OTA from the app fails right at the start on rev2 locks, app says 'SMP response timeout' and drops the connection. rev1 locks update fine. rtt log in logs/dfu-fail-rev2.txt",
            ),
            (
                "read",
                "logs/dfu-fail-rev2.txt",
                "[00:00:41.220,306] <inf> ble: connected 5A:1C:0E:77:B2:90, interval 30 ms, latency 0, timeout 4000 ms\n[00:00:44.118,927] <inf> mcumgr_img_grp: Erasing image slot 1 (off 0x0 len 0xef000)\n[00:00:49.126,647] <inf> ble: disconnected (reason 0x13)\n[00:00:51.902,211] <inf> mcumgr_img_grp: Erase done (7784 ms)\n[00:00:51.902,480] <wrn> mcumgr_smp: response dropped, not connected\n",
            ),
            (
                "bash",
                "sed -n '/mcuboot_secondary/,/^$/p' app/pm_static.yml; git log --oneline -2 -- app/pm_static.yml; grep -n 'ERASE' app/prj.conf || echo 'no ERASE options in app/prj.conf'",
                "mcuboot_secondary:\n  address: 0x0\n  size: 0xef000\n  device: MX25R64\n  region: external_flash\n\na41c2e9 rev2: move mcuboot_secondary to external QSPI flash\n6b0d3f1 pm: static partitions for rev1\nno ERASE options in app/prj.conf",
            ),
            (
                "think",
                "0x13 is remote user terminated: the phone hung up, not a link loss. It hung up exactly 5 s after the first upload request, while img_mgmt was erasing the whole secondary slot before answering. Rev2 moved the secondary slot to the external MX25R64 over QSPI; erasing 0xef000 bytes there took 7.8 s, longer than the app's 5 s SMP response timeout. On rev1 the slot was in internal flash, which erases much faster. CONFIG_IMG_ERASE_PROGRESSIVELY makes img_mgmt erase sectors as the chunks arrive instead of the whole slot up front, so every response goes out quickly.",
            ),
            (
                "assistant",
                "Found it. On the first upload chunk, the image manager erases the **whole secondary slot** before it answers. Rev2 moved `mcuboot_secondary` to the external MX25R64 QSPI flash (`a41c2e9`), where erasing the 956 KB slot takes **7.8 s** (`Erase done (7784 ms)`). The app gives up after its **5 s SMP response timeout** and disconnects (reason `0x13` = the phone terminated, at 44.1 s + 5 s). On rev1 the slot was in internal flash, which erased fast enough.\n\nFix: `CONFIG_IMG_ERASE_PROGRESSIVELY=y`, so the slot is erased sector by sector as chunks arrive and no single response waits on more than a few sectors. The alternative would be a longer timeout in the app, but that doesn't help phones running old app versions.",
            ),
            (
                "user",
                "do the kconfig. and no we're not asking the app team for a longer timeout, half our users never update the app",
            ),
            ("edit", "app/prj.conf"),
            (
                "bash",
                "west build -p -b latchkey@2/nrf52840 app 2>&1 | tail -3 && west flash 2>&1 | tail -1",
                "           FLASH:      298412 B       956 KB     30.48%\n             RAM:       81244 B       256 KB     30.99%\n[318/318] Generating zephyr/merged.hex\n-- runners.nrfjprog: Board with serial number 1050283311 flashed successfully.",
            ),
            (
                "bash",
                "mcumgr --conntype ble --connstring peer_name=LK-3F2A image upload build/app/zephyr/zephyr.signed.bin 2>&1 | tail -2",
                " 291.42 KiB / 291.42 KiB [=======================================] 100.00% 7.12 KiB/s 40s\nDone",
            ),
            (
                "assistant",
                "With `CONFIG_IMG_ERASE_PROGRESSIVELY=y` the full upload to the rev2 bench unit goes through over BLE in 40 s. The RTT log now shows 4 KB sector erases interleaved with the chunks, none longer than ~40 ms. Worth one try from the phone app too, since its timeout is what we're working around.",
            ),
            ("user", "just did from the app, went through 🎉"),
        ],
        "lessons": [{"keys": ["CONFIG_IMG_ERASE_PROGRESSIVELY", "timeout"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh53-latchkey-find-my-lock-board-target-log-tool-stored",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "add a 'find my lock' command: app writes 0x05 to the control characteristic, lock beeps 3x and blinks the ring led. buzzer is on pwm0 ch1",
            ),
            (
                "read",
                "app/src/ble/control_svc.c",
                "static ssize_t control_write(struct bt_conn *conn, const struct bt_gatt_attr *attr,\n\t\t\t     const void *buf, uint16_t len, uint16_t offset, uint8_t flags)\n{\n\tconst uint8_t *cmd = buf;\n\n\tif (len != 1) {\n\t\treturn BT_GATT_ERR(BT_ATT_ERR_INVALID_ATTRIBUTE_LEN);\n\t}\n\tif (!session_is_authenticated(conn)) {\n\t\treturn BT_GATT_ERR(BT_ATT_ERR_AUTHENTICATION);\n\t}\n\n\tswitch (cmd[0]) {\n\tcase CMD_UNLOCK:\n\t\tlock_request_unlock(LOCK_SRC_BLE);\n\t\tbreak;\n\tcase CMD_LOCK:\n\t\tlock_request_lock(LOCK_SRC_BLE);\n\t\tbreak;\n\tcase CMD_ALARM_ARM:\n\t\talarm_arm();\n\t\tbreak;\n\tcase CMD_ALARM_DISARM:\n\t\talarm_disarm();\n\t\tbreak;\n\tdefault:\n\t\treturn BT_GATT_ERR(BT_ATT_ERR_VALUE_NOT_ALLOWED);\n\t}\n\treturn len;\n}\n",
            ),
            (
                "bash",
                "sed -n '/## Build/,/^## Flash/p' README.md",
                "## Build\n\n    west build -b nrf52840dk/nrf52840 app\n\n## Flash",
            ),
            ("edit", "app/src/ble/control_svc.c"),
            ("edit", "app/src/find_me.c"),
            ("edit", "app/CMakeLists.txt"),
            (
                "bash",
                "west build -p -b nrf52840dk/nrf52840 app 2>&1 | grep -m2 -E 'error'",
                "/home/tomas/latchkey-fw/app/src/find_me.c:14:9: error: 'DT_N_ALIAS_buzzer_P_pwms_IDX_0_PH_ORD' undeclared here (not in a function)\nninja: build stopped: subcommand failed.",
            ),
            (
                "assistant",
                'The nRF52840 DK devicetree has no `buzzer` alias. I\'ll add `boards/nrf52840dk_nrf52840.overlay` mapping `buzzer` to `pwm0` channel 1 so it builds, and the `printk("find: beep %d\\n", i)` lines will let us see the sequence on the console.',
            ),
            (
                "user",
                "no, the dk is dead and the readme is stale. we only build for our own board now: -b latchkey@2/nrf52840 (rev2 hw, board def is in boards/spokelock/latchkey, buzzer alias is already there). and no printk, use LOG_MODULE_REGISTER per file and the LOG_ macros, release builds have CONFIG_PRINTK=n anyway. save the logging rule in memory pls. and fix the readme",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "latchkey firmware: never use printk. Every source file declares LOG_MODULE_REGISTER(<module>, CONFIG_LATCHKEY_LOG_LEVEL) and logs with LOG_ERR/LOG_WRN/LOG_INF/LOG_DBG; release builds set CONFIG_PRINTK=n.",
                    "tags": ["latchkey", "firmware", "logging", "conventions"],
                },
                '{"id":"3103","action":"stored"}',
                False,
            ),
            ("edit", "app/src/find_me.c"),
            ("edit", "README.md"),
            (
                "bash",
                "ls boards/spokelock/latchkey && west build -p -b latchkey@2/nrf52840 app 2>&1 | tail -1 && west twister -T tests/ble -p native_sim 2>&1 | tail -1",
                "Kconfig.latchkey\nboard.cmake\nboard.yml\nlatchkey_nrf52840.dts\nlatchkey_nrf52840_2.overlay\nlatchkey_nrf52840_defconfig\n[321/321] Generating zephyr/merged.hex\nINFO    - 7 of 7 executed test configurations passed (100.00%), 0 failed, 0 errored, 0 skipped with 0 warnings in 41.88 seconds",
            ),
            (
                "assistant",
                "Done, and the logging rule is saved.\n- `CMD_FIND = 0x05` in `control_svc.c` (same auth check as the other commands) calls `find_me_start()`\n- `src/find_me.c`: `LOG_MODULE_REGISTER(find_me, CONFIG_LATCHKEY_LOG_LEVEL)`, 3 beeps of 200 ms at 2.7 kHz on the `buzzer` PWM with the ring LED blinking in sync, run from a delayable work item so the GATT write returns immediately; a second 0x05 while it's running restarts it\n- README build section now says `west build -b latchkey@2/nrf52840 app`\n\nBuilds for the rev2 board, and the BLE tests pass on `native_sim` (new test for 0x05 included).",
            ),
            ("user", "ty, will try on the bench unit after lunch"),
        ],
        "lessons": [{"keys": ["latchkey@2/nrf52840"]}],
        "tool_stored": [["LOG_MODULE_REGISTER", "printk"]],
    },
    {
        "name": "fresh53-latchkey-low-battery-lifepo4-correction",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "app team wants a low battery warning: notify when we're low so they can show a banner",
            ),
            (
                "read",
                "app/src/power/battery.c",
                'LOG_MODULE_REGISTER(battery, CONFIG_LATCHKEY_LOG_LEVEL);\n\n/* 18650 Li-ion pack: below this the motor can stall mid-throw */\n#define LOW_BATT_MV 3300\n#define SAMPLE_PERIOD K_SECONDS(60)\n\nstatic int mv_to_percent(int mv)\n{\n\t/* Li-ion: 4200 mV = 100 %, 3300 mV = 0 % */\n\treturn CLAMP((mv - 3300) * 100 / (4200 - 3300), 0, 100);\n}\n\nstatic void sample_work_fn(struct k_work *work)\n{\n\tint mv = battery_read_mv();\n\n\tif (mv < 0) {\n\t\tLOG_WRN("adc read failed: %d", mv);\n\t} else {\n\t\tbas_update_level(mv_to_percent(mv));\n\t}\n\tk_work_reschedule(k_work_delayable_from_work(work), SAMPLE_PERIOD);\n}\n',
            ),
            (
                "assistant",
                "I'll add a `LOW_BATTERY` bit to the lock status characteristic in `status_svc.c` and set it from the existing 60 s sampling work, so the app gets a notification below 3300 mV (`LOW_BATT_MV`).",
            ),
            (
                "user",
                "3300 is from the rev1 18650 pack. rev2 runs on a single LiFePO4 cell, 3.2V nominal with a flat curve, 3300 would fire basically always. warn at 3100 mV. and only sample when the motor is idle, the motor sags the reading ~200 mV, there's motor_is_running() for that",
            ),
            (
                "bash",
                'grep -rn "motor_is_running" app/include app/src | head -3',
                "app/include/latchkey/motor.h:22:bool motor_is_running(void);\napp/src/motor/motor.c:88:bool motor_is_running(void)\napp/src/lock/lock_fsm.c:141:\tif (motor_is_running()) {",
            ),
            (
                "assistant",
                "Got it. One more thing in the same file: `mv_to_percent()` still maps the 18650 curve (4200 mV = 100 %, 3300 mV = 0 %), so on rev2 the battery level the app shows is wrong as well. Want me to replace it with a LiFePO4 mapping?",
            ),
            ("user", "yes, 3350 = 100, 3000 = 0, linear is fine for now"),
            ("edit", "app/src/power/battery.c"),
            ("edit", "app/src/ble/status_svc.c"),
            ("edit", "tests/power/src/main.c"),
            (
                "bash",
                "west twister -T tests/power -p native_sim 2>&1 | tail -1",
                "INFO    - 3 of 3 executed test configurations passed (100.00%), 0 failed, 0 errored, 0 skipped with 0 warnings in 22.31 seconds",
            ),
            (
                "assistant",
                "Done:\n- `LOW_BATT_MV` is now 3100 with a comment about the rev2 LiFePO4 cell; the flag clears again above 3150 mV so it doesn't flap around the threshold\n- `sample_work_fn` skips the reading while `motor_is_running()` and retries in 2 s instead of 60 s\n- `mv_to_percent()`: linear 3000 mV = 0 % to 3350 mV = 100 %\n- `status_svc.c`: new `LOCK_STATUS_LOW_BATTERY` bit (bit 4), notified when it changes\n\nThe power tests on `native_sim` (emulated ADC) cover the threshold, the hysteresis and the skipped sample during a motor run.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["3100", "LiFePO4"], "not": ["below 3300 mV"]},
            {"keys": ["motor_is_running", "battery"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh53-latchkey-key-storage-question-readme-typo-nothing",
        "split": "fresh53",
        "steps": [
            (
                "user",
                "q, not doing it yet: for storing paired phone keys (max 8, 64 bytes each, rarely change) is settings+NVS fine or should we pull in littlefs?",
            ),
            (
                "bash",
                "grep -nE 'CONFIG_(SETTINGS|NVS|ZMS|FILE_SYSTEM|FLASH_MAP)' app/prj.conf; sed -n '/settings_storage/,/^$/p' app/pm_static.yml",
                "31:CONFIG_FLASH_MAP=y\n32:CONFIG_NVS=y\n33:CONFIG_SETTINGS=y\n34:CONFIG_SETTINGS_NVS=y\nsettings_storage:\n  address: 0xfa000\n  size: 0x6000\n  region: flash_primary",
            ),
            (
                "assistant",
                "Settings on NVS is the right fit, and it's already set up (`settings_storage`, 24 KB = 6 pages of internal flash):\n- 8 × 64 B is 512 B of data; NVS is built for exactly this, small records that change rarely, with wear leveling across the pages and atomic writes\n- littlefs would add ~15 KB flash plus RAM for caches and a filesystem to mount, for no benefit unless you need files or directories\n- store each key under its own settings key (e.g. `lk/keys/0` … `lk/keys/7`) so adding or revoking one phone rewrites 64 B, not the whole table\n\nOne thing that matters more than the backend: NVS data is readable over SWD unless APPROTECT is enabled in production, so make sure the production images lock the debug port.",
            ),
            (
                "user",
                "cool makes sense, we'll do it with the sharing feature in Q1. unrelated: readme says 'recieve' in like 3 places, fix pls",
            ),
            (
                "bash",
                "grep -rn 'recieve' README.md docs/",
                "README.md:48:The lock will recieve a notification when\nREADME.md:77:...to recieve DFU images over SMP.\ndocs/ble-protocol.md:19:Phones recieve status notifications on",
            ),
            ("edit", "README.md"),
            ("edit", "docs/ble-protocol.md"),
            (
                "assistant",
                "Fixed all three (two in `README.md`, one in `docs/ble-protocol.md`).",
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
