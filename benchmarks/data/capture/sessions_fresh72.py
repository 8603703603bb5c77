"""The "fresh72" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH72: list[dict[str, Any]] = [
    # --- "wattline": intraday power trading backend for a small energy trading desk (Scala 2.13, Apache Pekko 1.1 typed actors + Cluster Sharding, Pekko Persistence R2DBC on Postgres, Pekko Connectors Kafka, M7 API gateway to EPEX SPOT continuous intraday, sbt multi-project, ScalaTest + pekko-testkit, Helm on AKS) ---
    {
        "name": "fresh72-wattline-decision-scalapb-for-persisted-events-not-jackson-cbor",
        "split": "fresh72",
        "steps": [
            (
                "user",
                "before the order entity goes live on the DE-LU book i want off jackson-cbor for persisted events. options? scalapb vs avro vs staying on jackson and writing migrations. no code yet, just think it thru",
            ),
            (
                "bash",
                "grep -n -A6 'serialization-bindings' modules/order-core/src/main/resources/application.conf; ls modules/order-core/src/main/scala/wattline/order/",
                '41:    serialization-bindings {\n42-      "wattline.CborSerializable" = jackson-cbor\n43-    }\n44-  }\n45-}\nOrderEntity.scala\nOrderEvent.scala\nOrderState.scala\nOrderSnapshot.scala',
            ),
            (
                "read",
                "modules/order-core/src/main/scala/wattline/order/OrderEvent.scala",
                "package wattline.order\n\nimport java.time.Instant\nimport wattline.CborSerializable\nimport wattline.domain.{ContractId, Price, Qty, Side, TraderId}\n\nsealed trait OrderEvent extends CborSerializable {\n  def orderId: OrderId\n  def at: Instant\n}\n\nobject OrderEvent {\n  final case class OrderPlaced(orderId: OrderId, contract: ContractId, side: Side, qty: Qty, limit: Price, trader: TraderId, at: Instant) extends OrderEvent\n  final case class OrderAcked(orderId: OrderId, exchangeOrderId: String, at: Instant) extends OrderEvent\n  final case class OrderPartiallyFilled(orderId: OrderId, fillQty: Qty, fillPrice: Price, tradeId: String, at: Instant) extends OrderEvent\n  final case class OrderFilled(orderId: OrderId, fillQty: Qty, fillPrice: Price, tradeId: String, at: Instant) extends OrderEvent\n  final case class OrderCancelled(orderId: OrderId, reason: String, at: Instant) extends OrderEvent\n  final case class OrderRejected(orderId: OrderId, code: Int, text: String, at: Instant) extends OrderEvent\n}\n",
            ),
            (
                "bash",
                'psql "$WL_RO_URL" -Atc "select count(*), min(db_timestamp)::date from event_journal where entity_type = \'Order\'"',
                "1843377|2026-03-02",
            ),
            (
                "assistant",
                "Where we are: 6 event types and the snapshot go through `jackson-cbor`, 1.84M order events in the journal since 2026-03-02 (paper trading + the NL book).\n\nOptions:\n\n1. **Stay on Jackson CBOR + `JacksonMigration`**: no rewrite. But it's name-based: renaming a field or moving a case class without writing a migration class at the same time doesn't fail, the field just comes back as `null`/default on replay. Easy to get wrong in review.\n2. **Avro + Schema Registry**: explicit schemas and compatibility checks, but every journal read/write needs the registry (or a local schema cache), so the registry becomes part of the persistence path.\n3. **Protobuf via ScalaPB** with a `SerializerWithStringManifest`: field numbers instead of names, so renames are free and removed fields are `reserved`; `buf breaking` in CI catches incompatible changes. Costs: a `.proto` per event plus mapping code to/from the domain case classes, and a dual-read period (old manifests still decoded with Jackson) for the 1.84M existing events.\n\nI'd lean to 3, but it depends on how long you need to replay history.",
            ),
            (
                "user",
                "scalapb for all persisted events and snapshots, not jackson-cbor: REMIT means we have to be able to replay order history for 5 years and jackson silently drops a field when someone renames it in the case class. avro no, don't want schema registry anywhere near the persistence path. old events stay readable through jackson until we've migrated them. write it up as adr 0007",
            ),
            ("edit", "docs/adr/0007-persisted-events-protobuf-scalapb.md"),
            (
                "bash",
                "head -16 docs/adr/0007-persisted-events-protobuf-scalapb.md",
                "# ADR 0007: Persisted events and snapshots use Protobuf (ScalaPB)\n\nStatus: accepted (2026-12-07)\n\n## Decision\nAll Pekko Persistence events and snapshots are serialized with ScalaPB-generated\nprotobuf messages through a SerializerWithStringManifest. Not jackson-cbor, not Avro.\n\n## Why\n- REMIT: order history must be replayable for 5 years.\n- Jackson is name-based; a renamed case-class field silently replays as null/default.\n- Avro would put Schema Registry in the persistence path.\n\n## Migration\n- Existing jackson-cbor events stay readable (dual read) until migrated.\n- `buf breaking` runs in CI on modules/order-core/src/main/protobuf.",
            ),
            (
                "assistant",
                "Wrote `docs/adr/0007-persisted-events-protobuf-scalapb.md` with the decision, the two reasons plus the Avro rejection, and the dual-read migration note. Want me to sketch the ticket breakdown (proto files + serializer, dual-read, backfill of the 1.84M events, `buf breaking` in CI)?",
            ),
            ("user", "ya put it under WL-212 as the epic, 4 tickets like u said"),
        ],
        "lessons": [
            {"keys": ["scalapb", "REMIT"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh72-wattline-incident-negative-price-decode-loop-stalls-trade-capture",
        "split": "fresh72",
        "steps": [
            (
                "user",
                "positions on the desk screen havent moved since ~11:40, traders are flying blind. trade-capture pod is up, no alerts fired. pls look asap",
            ),
            (
                "bash",
                "kubectl -n wattline logs deploy/trade-capture --since=20m | grep -v DEBUG | tail -6",
                "12:21:03.114 WARN  o.a.p.s.s.RestartWithBackoffSource - Restarting stream due to failure [37]: io.circe.DecodingFailure: Predicate failed: (-12.40 > 0).: DownField(px)\n12:21:03.115 INFO  w.c.TradeCaptureStream - starting from committed offsets\n12:21:09.402 WARN  o.a.p.s.s.RestartWithBackoffSource - Restarting stream due to failure [38]: io.circe.DecodingFailure: Predicate failed: (-12.40 > 0).: DownField(px)\n12:21:09.403 INFO  w.c.TradeCaptureStream - starting from committed offsets\n12:21:15.871 WARN  o.a.p.s.s.RestartWithBackoffSource - Restarting stream due to failure [39]: io.circe.DecodingFailure: Predicate failed: (-12.40 > 0).: DownField(px)\n12:21:15.872 INFO  w.c.TradeCaptureStream - starting from committed offsets",
            ),
            (
                "bash",
                "kafka-consumer-groups.sh --bootstrap-server \"$KAFKA_BOOTSTRAP\" --command-config ~/.wl/aiven-prod.properties --describe --group wl.trade-capture 2>/dev/null | awk 'NR==1 || $5 > 0'",
                "GROUP            TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG   CONSUMER-ID\nwl.trade-capture m7.trades.v1   3          1893201         1897583         4382  consumer-wl.trade-capture-1-5c1e",
            ),
            (
                "bash",
                "kcat -C -F ~/.wl/kcat-prod.conf -t m7.trades.v1 -p 3 -o 1893201 -c 1 -e | jq -c '{tradeId, contract, px, qty, execTime}'",
                '{"tradeId":"T-88120476","contract":"DE-LU 03:00-03:15 2026-12-08","px":-12.40,"qty":3.5,"execTime":"2026-12-07T11:38:52.611Z"}',
            ),
            (
                "read",
                "modules/trade-capture/src/main/scala/wattline/capture/TradeMsg.scala",
                "package wattline.capture\n\nimport eu.timepit.refined.types.numeric.PosBigDecimal\nimport io.circe.Decoder\nimport io.circe.generic.semiauto.deriveDecoder\nimport io.circe.refined._\n\nfinal case class TradeMsg(\n    tradeId: String,\n    contract: String,\n    px: PosBigDecimal,\n    qty: PosBigDecimal,\n    side: String,\n    execTime: java.time.Instant\n)\n\nobject TradeMsg {\n  implicit val decoder: Decoder[TradeMsg] = deriveDecoder\n}\n",
            ),
            (
                "think",
                "Storm front overnight, wind at record, a quarter-hour for tomorrow 03:00 traded at -12.40. Negative prices are legal on EPEX intraday (range -9999..9999 EUR/MWh). px refined to PosBigDecimal so decode fails; RestartWithBackoffSource restarts from committed offset 1893201 -> same message -> same failure, forever. No alert because the pod is healthy and the restart counter isn't alerted on, only consumer lag > 10k.",
            ),
            (
                "assistant",
                "Found it. Root cause: `TradeMsg.px` is a `PosBigDecimal`, but power prices can go negative (EPEX intraday allows -9999 to 9999 EUR/MWh), so trade `T-88120476` at **-12.40 EUR/MWh** (DE-LU 03:00-03:15 tomorrow, overnight wind) failed to decode at 11:38, the `RestartWithBackoffSource` restarted from the last committed offset 1893201, hit the same message again and has looped 39 times since. Nothing is consumed past it on partition 3, so positions froze. No alert because the pod is healthy and the lag (4,382) is under the 10k alert threshold.\n\nProposed fix:\n- `px` becomes a plain `BigDecimal` validated to [-9999, 9999]; `qty` stays positive\n- a message that still fails to decode goes to a dead-letter topic with its partition/offset and the error, and the offset is committed, instead of failing the stream\n- alert on the stream restart counter, not only on lag",
            ),
            (
                "user",
                "do it. and yes as a rule from now on: anything that fails to decode goes to trades.dlq with topic/partition/offset and the error, a bad message must never stall the stream. alert too",
            ),
            ("edit", "modules/trade-capture/src/main/scala/wattline/capture/TradeMsg.scala"),
            (
                "edit",
                "modules/trade-capture/src/main/scala/wattline/capture/TradeCaptureStream.scala",
            ),
            (
                "edit",
                "modules/trade-capture/src/test/scala/wattline/capture/TradeCaptureStreamSpec.scala",
            ),
            ("edit", "deploy/helm/trade-capture/templates/prometheusrule.yaml"),
            (
                "bash",
                "sbt -batch 'trade-capture/test' 2>&1 | tail -4",
                "[info] TradeCaptureStreamSpec:\n[info] - decodes a negative price (-12.40)\n[info] - sends an undecodable message to trades.dlq and commits past it\n[info] Tests: succeeded 14, failed 0, canceled 0, ignored 0, pending 0",
            ),
            (
                "bash",
                "helm upgrade trade-capture deploy/helm/trade-capture -n wattline --set image.tag=$(git rev-parse --short HEAD) --wait >/dev/null && sleep 60 && kafka-consumer-groups.sh --bootstrap-server \"$KAFKA_BOOTSTRAP\" --command-config ~/.wl/aiven-prod.properties --describe --group wl.trade-capture 2>/dev/null | awk '$3 == 3'",
                "wl.trade-capture m7.trades.v1   3          1897911         1897911         0     consumer-wl.trade-capture-1-9a02",
            ),
            (
                "assistant",
                "Deployed. Partition 3 caught up (lag 0), positions should be live again. Changes:\n- `px: BigDecimal` with a [-9999, 9999] check, test with the real -12.40 message\n- undecodable messages go to `trades.dlq` (headers: source topic, partition, offset, error) and the offset is committed\n- new alert `TradeCaptureStreamRestarting` when the restart counter grows more than 3 in 5 min\n\n`trades.dlq` is empty after catch-up, so nothing else was malformed.",
            ),
            ("user", "positions are back, thx. writing the incident note now"),
        ],
        "lessons": [
            {"keys": ["PosBigDecimal", "negative"]},
            {"keys": ["trades.dlq", "fails to decode"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh72-wattline-order-slicer-tick-size-and-quantity-step-corrections",
        "split": "fresh72",
        "steps": [
            (
                "user",
                "traders want a slicer for big orders: anything over 25 MW gets split into clips of max 5 MW, next clip goes out when the previous one fills. put it in the strategy module behind the OrderGateway trait",
            ),
            (
                "read",
                "modules/strategy/src/main/scala/wattline/strategy/OrderGateway.scala",
                "package wattline.strategy\n\nimport scala.concurrent.Future\nimport wattline.domain._\n\ntrait OrderGateway {\n  def place(contract: ContractId, side: Side, qty: Qty, limit: Price, trader: TraderId): Future[OrderId]\n  def cancel(orderId: OrderId): Future[Unit]\n  def fills(orderId: OrderId): org.apache.pekko.stream.scaladsl.Source[Fill, _]\n}\n",
            ),
            (
                "read",
                "modules/domain/src/main/scala/wattline/domain/Price.scala",
                "package wattline.domain\n\nfinal case class Price(eurPerMwh: BigDecimal) extends AnyVal\nfinal case class Qty(mw: BigDecimal) extends AnyVal\n",
            ),
            ("edit", "modules/strategy/src/main/scala/wattline/strategy/OrderSlicer.scala"),
            ("edit", "modules/strategy/src/test/scala/wattline/strategy/OrderSlicerSpec.scala"),
            (
                "bash",
                "sbt -batch 'strategy/testOnly wattline.strategy.OrderSlicerSpec' 2>&1 | tail -3",
                "[info] - sends the next clip only after the previous one is filled\n[info] - cancels the remaining clips when the parent is cancelled\n[info] Tests: succeeded 6, failed 0, canceled 0, ignored 0, pending 0",
            ),
            (
                "assistant",
                "Added `OrderSlicer` in `wattline.strategy`:\n\n- orders above 25 MW are split into clips of at most 5 MW; clip n+1 is placed through `OrderGateway.place` when `fills` for clip n reaches its full quantity\n- clip quantities are rounded down to whole MW, and the limit price is rounded to one decimal since the EPEX intraday price tick is 0.1 EUR/MWh (e.g. 27.5 MW at 84.37 becomes 5 clips of 5 MW + 2 MW at 84.4)\n- cancelling the parent cancels the working clip and drops the rest\n\n6 tests pass.",
            ),
            (
                "user",
                "nope on both. tick size is 0.01 EUR/MWh, not 0.1, traders quote 2 decimals all day, 84.37 has to stay 84.37. and volume isnt whole MW either, the quantity step on sidc is 0.1 MW so 27.5 is 5 clips + 2.5. m7 rejects off-step orders with 'invalid quantity increment' so round to the step and never drop a remainder",
            ),
            (
                "bash",
                "grep -rn 'setScale\\|RoundingMode' modules/strategy/src/main/scala/wattline/strategy/OrderSlicer.scala",
                "38:    val clipMw = remaining.min(MaxClip).setScale(0, RoundingMode.DOWN)\n52:    val px = limit.eurPerMwh.setScale(1, RoundingMode.HALF_UP)",
            ),
            ("edit", "modules/domain/src/main/scala/wattline/domain/Price.scala"),
            ("edit", "modules/strategy/src/main/scala/wattline/strategy/OrderSlicer.scala"),
            ("edit", "modules/strategy/src/test/scala/wattline/strategy/OrderSlicerSpec.scala"),
            (
                "bash",
                "sbt -batch 'domain/test' 'strategy/testOnly wattline.strategy.OrderSlicerSpec' 2>&1 | grep -E 'Tests:|27.5|84.37'",
                "[info] Tests: succeeded 22, failed 0, canceled 0, ignored 0, pending 0\n[info] - splits 27.5 MW into 5 x 5 MW + 2.5 MW\n[info] - keeps the limit price 84.37 unchanged\n[info] Tests: succeeded 9, failed 0, canceled 0, ignored 0, pending 0",
            ),
            (
                "assistant",
                "Fixed:\n\n- `Price` and `Qty` now have `PriceTick = 0.01` and `QtyStep = 0.1` with `onTick`/`onStep` helpers (half-up for price, down for quantity) so the slicer and anything else can reuse them\n- the slicer no longer touches the limit price (84.37 stays 84.37) and sizes clips on the 0.1 MW step; the remainder is always its own clip (27.5 MW = 5 x 5 + 2.5)\n- new tests for both, plus one that asserts no clip is ever off-step\n\n9 tests in the spec, domain tests green too.",
            ),
            ("user", "good, ship it to the paper book first"),
        ],
        "lessons": [
            {
                "keys": ["0.01 EUR/MWh", "tick size"],
                "not": ["price tick is 0.1", "rounded to one decimal"],
            },
            {"keys": ["quantity step", "0.1 MW"], "not": ["rounded down to whole MW"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh72-wattline-positions-consumer-kafka-moved-to-aiven-and-group-id-prefix",
        "split": "fresh72",
        "steps": [
            (
                "user",
                "risk-engine needs to consume positions.v2 and push the updates into the PositionLimit actors (sharded by portfolio). copy the kafka setup from the readme",
            ),
            (
                "read",
                "README.md",
                "# wattline\n\n...\n\n## Kafka\n\nAll services talk to Confluent Cloud:\n\n```\nbootstrap.servers=pkc-4r297.europe-west1.gcp.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n```\n\nThe API key/secret come from the `KAFKA_API_KEY` / `KAFKA_API_SECRET` env vars (Key Vault `kv-wattline`).\n\n## Local dev\n\n`docker compose up kafka postgres` starts a single-broker Kafka on localhost:9092.\n",
            ),
            (
                "read",
                "modules/risk-engine/src/main/scala/wattline/risk/PositionLimit.scala",
                'package wattline.risk\n\nimport org.apache.pekko.actor.typed.Behavior\nimport org.apache.pekko.cluster.sharding.typed.scaladsl.EntityTypeKey\n\nobject PositionLimit {\n  val TypeKey: EntityTypeKey[Command] = EntityTypeKey[Command]("PositionLimit")\n\n  sealed trait Command\n  final case class PositionUpdated(portfolio: String, contract: String, netMw: BigDecimal, seq: Long) extends Command\n  final case class CheckOrder(contract: String, deltaMw: BigDecimal, replyTo: org.apache.pekko.actor.typed.ActorRef[Decision]) extends Command\n  ...\n',
            ),
            ("edit", "modules/risk-engine/src/main/scala/wattline/risk/PositionsConsumer.scala"),
            ("edit", "modules/risk-engine/src/main/resources/application.conf"),
            (
                "bash",
                "sbt -batch 'risk-engine/compile' 2>&1 | tail -2",
                "[info] compiling 3 Scala sources to /home/kasia/wattline/modules/risk-engine/target/scala-2.13/classes ...\n[success] Total time: 21 s, completed 7 Dec 2026, 14:02:17",
            ),
            (
                "assistant",
                "Added `PositionsConsumer` in risk-engine:\n\n- `Consumer.committableSource` on `positions.v2`, group id `risk-engine-positions`, sends `PositionUpdated` to the `PositionLimit` entity for the portfolio via `ClusterSharding.entityRefFor`, commits in batches of 100\n- connection as in the README: Confluent Cloud `pkc-4r297.europe-west1.gcp.confluent.cloud:9092`, SASL/PLAIN with `KAFKA_API_KEY` / `KAFKA_API_SECRET`\n\nCompiles. I haven't run it against a cluster yet.",
            ),
            (
                "user",
                "readme is stale, we left confluent in march: prod kafka is aiven now, bootstrap kafka-wattline-prod.aivencloud.com:24817 with mTLS (client cert + key from the kafka-client-cert secret), no sasl at all. and that group id won't work, consumer group ids must start with wl. plus the service name because aiven acls are prefix based, anything else gets GROUP_AUTHORIZATION_FAILED. so wl.risk-engine.positions. fix the readme too while ur at it",
            ),
            (
                "bash",
                "grep -rn 'aivencloud\\|ssl.keystore\\|group.id' modules/trade-capture/src/main/resources/application.conf",
                '12:      bootstrap.servers = ${?KAFKA_BOOTSTRAP}\n14:      security.protocol = SSL\n15:      ssl.keystore.type = PKCS12\n16:      ssl.keystore.location = /etc/kafka-client/client.p12\n19:      group.id = "wl.trade-capture"',
            ),
            ("edit", "modules/risk-engine/src/main/resources/application.conf"),
            ("edit", "deploy/helm/risk-engine/templates/deployment.yaml"),
            ("edit", "README.md"),
            (
                "bash",
                "kubectl -n wattline rollout status deploy/risk-engine --timeout=120s && kafka-consumer-groups.sh --bootstrap-server kafka-wattline-prod.aivencloud.com:24817 --command-config ~/.wl/aiven-prod.properties --describe --group wl.risk-engine.positions 2>/dev/null | head -4",
                'deployment "risk-engine" successfully rolled out\nGROUP                    TOPIC         PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\nwl.risk-engine.positions positions.v2  0          118204          118204          0    consumer-wl.risk-engine.positions-1-0d7e\nwl.risk-engine.positions positions.v2  1          117951          117951          0    consumer-wl.risk-engine.positions-1-0d7e',
            ),
            (
                "assistant",
                "Switched over:\n\n- risk-engine uses the same SSL setup as trade-capture: `KAFKA_BOOTSTRAP` (the Aiven bootstrap), `security.protocol = SSL` with the PKCS12 from the `kafka-client-cert` secret mounted at `/etc/kafka-client`, no SASL\n- group id is `wl.risk-engine.positions`; it's consuming both partitions with lag 0\n- README's Kafka section now describes Aiven + mTLS and the `wl.<service>` group prefix, and the Confluent/`KAFKA_API_KEY` bits are gone",
            ),
            ("user", "nice ty"),
        ],
        "lessons": [
            {"keys": ["aivencloud.com:24817", "mTLS"], "not": ["pkc-4r297"]},
            {"keys": ["group id", "wl.", "prefix"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh72-wattline-tool-stored-simu-access-and-gateway-deploy-window",
        "split": "fresh72",
        "steps": [
            (
                "user",
                "pls save to memory how to get onto simu, im tired of explaining it: openvpn profile wl-simu (config is in 1password under 'M7 SIMU VPN'), the m7 simu login is in vault at secret/wattline/m7-simu, and simu gets wiped every saturday 06:00 CET so don't leave test orders around expecting them on monday. then look at why the gateway IT tests fail against simu since yesterday",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "wattline EPEX M7 simulation (simu) access: connect with the OpenVPN profile wl-simu (config in 1Password item 'M7 SIMU VPN'); M7 simu login is in Vault at secret/wattline/m7-simu. Simu is wiped every Saturday 06:00 CET, so test orders don't survive the weekend.",
                    "tags": ["wattline", "m7", "simu", "epex"],
                },
                '{"id":"8842","action":"stored"}',
                False,
            ),
            (
                "bash",
                "sbt -batch 'm7-gateway/IntegrationTest/testOnly wattline.m7.SimuOrderEntrySpec' 2>&1 | grep -E 'FAILED|Rejected|Tests:'",
                "[info] - places and cancels a DE-LU quarter-hour order *** FAILED ***\n[info]   OrderEntryRejected(2104,Contract not found: DE-LU 10:00-10:15 2026-12-05)\n[info] - amends a working order *** FAILED ***\n[info]   OrderEntryRejected(2104,Contract not found: DE-LU 10:00-10:15 2026-12-05)\n[info] Tests: succeeded 3, failed 2, canceled 0, ignored 0, pending 0",
            ),
            (
                "bash",
                "grep -n 'LocalDate' modules/m7-gateway/src/it/scala/wattline/m7/SimuOrderEntrySpec.scala",
                "17:  private val delivery = LocalDate.of(2026, 12, 5)",
            ),
            (
                "assistant",
                "The two failures aren't the gateway: `SimuOrderEntrySpec` hardcodes the delivery day `2026-12-05`, which has been in the past since Saturday, so simu answers `2104 Contract not found`. I'll make it the next day in `Europe/Berlin`, so the 10:00-10:15 quarter-hour is always open for trading.",
            ),
            ("edit", "modules/m7-gateway/src/it/scala/wattline/m7/SimuOrderEntrySpec.scala"),
            (
                "bash",
                "sbt -batch 'm7-gateway/IntegrationTest/testOnly wattline.m7.SimuOrderEntrySpec' 2>&1 | grep 'Tests:'",
                "[info] Tests: succeeded 5, failed 0, canceled 0, ignored 0, pending 0",
            ),
            (
                "assistant",
                "Saved the simu access notes to memory. IT suite is green again against simu (5/5) with the delivery day computed as tomorrow in Europe/Berlin. Want me to open a PR and deploy the gateway with it? It's test-only, so nothing changes in the image.",
            ),
            (
                "user",
                "PR yes, no deploy. and fyi for later: m7-gateway only gets deployed on weekdays 08:00-17:00 when someone's on desk, a restart trips cancel-on-disconnect and all our open orders get pulled from the book, somebody has to re-enter them by hand",
            ),
            (
                "bash",
                "git switch -c wl-231-simu-it-delivery-day -q && git commit -qam 'WL-231 compute simu IT delivery day instead of hardcoding it' && gh pr create --fill 2>&1 | tail -1",
                "https://github.com/wattline/wattline/pull/418",
            ),
            (
                "assistant",
                "PR is up: https://github.com/wattline/wattline/pull/418. No gateway deploy; noted that it only goes out on weekdays 08:00-17:00 with someone on desk because of cancel-on-disconnect.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["cancel-on-disconnect", "08:00-17:00"]},
        ],
        "tool_stored": [["wl-simu", "secret/wattline/m7-simu"]],
    },
    {
        "name": "fresh72-wattline-chitchat-pekko-ask-vs-pipetoself-and-sbt-testonly-z",
        "split": "fresh72",
        "steps": [
            (
                "user",
                "quick q, pekko typed: context.ask vs context.pipeToSelf, when do i use which. short pls",
            ),
            (
                "assistant",
                "- `context.ask(target, replyTo => Msg(replyTo))(mapResponse)`: when you're asking **another actor** and want the reply (or a timeout) turned into one of your own messages. It sets up the temporary reply actor and the timeout for you.\n- `context.pipeToSelf(future)(mapResult)`: when you already have a **`Future`** (DB call, HTTP client, a `ClusterSharding` ask you did elsewhere) and want its result delivered back as a message, so you never touch actor state from the future's callback.\n\nRule of thumb: actor on the other end, `ask`; a plain `Future`, `pipeToSelf`.",
            ),
            ("user", "and how do i run a single test by name in sbt again, the -z thing"),
            (
                "bash",
                "sbt -batch 'risk-engine/testOnly wattline.risk.PositionLimitSpec -- -z \"rejects an order over the limit\"' 2>&1 | tail -3",
                "[info] PositionLimitSpec:\n[info] - rejects an order over the limit\n[info] Tests: succeeded 1, failed 0, canceled 0, ignored 0, pending 0",
            ),
            (
                "assistant",
                '`testOnly <Spec> -- -z "<substring of the test name>"` (ScalaTest runner arg after the `--`), as above. `-t` instead of `-z` wants the full test name. In the sbt shell you can drop the outer quotes: `risk-engine/testOnly *PositionLimitSpec -- -z rejects`.',
            ),
            (
                "user",
                "last one, foldLeft vs reduceOption for summing a maybe empty list of BigDecimal",
            ),
            (
                "assistant",
                '`xs.foldLeft(BigDecimal(0))(_ + _)` (or just `xs.sum`) when an empty list should be **0**; `xs.reduceOption(_ + _)` when empty should be **`None`**, i.e. "no data" is different from zero. `reduce` without `Option` throws on an empty list, so avoid it there.',
            ),
            ("user", "ty 🙏"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
