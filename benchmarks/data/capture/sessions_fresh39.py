"""The "fresh39" capture sessions: written in session 24 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH39: list[dict[str, Any]] = [
    # --- an SRE's on-call week at "Northwind": EKS + Helm + Argo CD, Terraform/Atlantis, Prometheus/Grafana, Kafka, Patroni Postgres, certificates ---
    {
        "name": "fresh39-kafka-lag-backfill-nothing",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "got paged 2:14, KafkaConsumerGroupLagHigh for orders-enricher. lag 1.8M and climbing. can you loko, im half asleep",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n streaming get pods -l app=orders-enricher -o wide",
                "NAME                               READY   STATUS    RESTARTS   AGE   IP             NODE\n"
                "orders-enricher-7c9f6d5b8-2kq4x    1/1     Running   0          3d    10.42.17.33    ip-10-42-17-201.eu-west-1.compute.internal\n"
                "orders-enricher-7c9f6d5b8-8vtpl    1/1     Running   0          3d    10.42.21.140   ip-10-42-21-88.eu-west-1.compute.internal\n"
                "orders-enricher-7c9f6d5b8-c4m2n    1/1     Running   0          3d    10.42.30.17    ip-10-42-30-12.eu-west-1.compute.internal\n"
                "orders-enricher-7c9f6d5b8-hh7rw    1/1     Running   0          3d    10.42.17.90    ip-10-42-17-201.eu-west-1.compute.internal\n"
                "orders-enricher-7c9f6d5b8-q9xzd    1/1     Running   0          3d    10.42.21.201   ip-10-42-21-88.eu-west-1.compute.internal\n"
                "orders-enricher-7c9f6d5b8-wd5fj    1/1     Running   0          3d    10.42.30.66    ip-10-42-30-12.eu-west-1.compute.internal",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n streaming exec deploy/kafka-client -- kafka-consumer-groups.sh --bootstrap-server kafka-bootstrap.kafka:9093 --command-config /etc/kafka/client.properties --describe --group orders-enricher",
                "GROUP            TOPIC      PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID                                          HOST          CLIENT-ID\n"
                "orders-enricher  orders.v1  0          88412093        88563301        151208  orders-enricher-2kq4x-5b1f0c2e-3d7a-4f0e-9b9e-1c2d   /10.42.17.33  orders-enricher-2kq4x\n"
                "orders-enricher  orders.v1  1          88397120        88549874        152754  orders-enricher-2kq4x-5b1f0c2e-3d7a-4f0e-9b9e-1c2d   /10.42.17.33  orders-enricher-2kq4x\n"
                "orders-enricher  orders.v1  2          88420511        88570066        149555  orders-enricher-8vtpl-0a9e77d1-61c2-4b83-a0f4-77e1   /10.42.21.140 orders-enricher-8vtpl\n"
                "orders-enricher  orders.v1  3          88401877        88556110        154233  orders-enricher-8vtpl-0a9e77d1-61c2-4b83-a0f4-77e1   /10.42.21.140 orders-enricher-8vtpl\n"
                "orders-enricher  orders.v1  4          88415002        88566419        151417  orders-enricher-c4m2n-9f3b2a10-8e44-4c1d-b2aa-0d93   /10.42.30.17  orders-enricher-c4m2n\n"
                "orders-enricher  orders.v1  5          88399631        88551202        151571  orders-enricher-c4m2n-9f3b2a10-8e44-4c1d-b2aa-0d93   /10.42.30.17  orders-enricher-c4m2n\n"
                "orders-enricher  orders.v1  6          88408844        88559713        150869  orders-enricher-hh7rw-1e6d3c77-25b9-4a61-8c03-f4b2   /10.42.17.90  orders-enricher-hh7rw\n"
                "orders-enricher  orders.v1  7          88411390        88564027        152637  orders-enricher-hh7rw-1e6d3c77-25b9-4a61-8c03-f4b2   /10.42.17.90  orders-enricher-hh7rw\n"
                "orders-enricher  orders.v1  8          88403266        88553990        150724  orders-enricher-q9xzd-c71e05a8-4d2f-49b0-bd61-2e8c   /10.42.21.201 orders-enricher-q9xzd\n"
                "orders-enricher  orders.v1  9          88418735        88569480        150745  orders-enricher-q9xzd-c71e05a8-4d2f-49b0-bd61-2e8c   /10.42.21.201 orders-enricher-q9xzd\n"
                "orders-enricher  orders.v1  10         88396058        88548911        152853  orders-enricher-wd5fj-7b40e912-aa31-4e57-9d0c-5f17   /10.42.30.66  orders-enricher-wd5fj\n"
                "orders-enricher  orders.v1  11         88409912        88561350        151438  orders-enricher-wd5fj-7b40e912-aa31-4e57-9d0c-5f17   /10.42.30.66  orders-enricher-wd5fj",
            ),
            (
                "think",
                "Lag is spread evenly over all 12 partitions, every partition has a live consumer, and current offsets are high, so nothing is stuck. This looks like more input, not slower consumption. Check the produce rate into orders.v1 against the consume rate.",
            ),
            (
                "bash",
                "promtool query range --start=$(date -u -d '-45 min' +%s) --end=$(date -u +%s) --step=5m http://prometheus.monitoring:9090 'sum(rate(kafka_server_brokertopicmetrics_messagesin_total{topic=\"orders.v1\"}[5m]))' ; promtool query instant http://prometheus.monitoring:9090 'sum(rate(kafka_consumergroup_current_offset{consumergroup=\"orders-enricher\"}[5m]))'",
                "{} =>\n"
                "912.4 @[1796348100]\n"
                "897.1 @[1796348400]\n"
                "921.6 @[1796348700]\n"
                "904.3 @[1796349000]\n"
                "889.0 @[1796349300]\n"
                "11418.2 @[1796349600]\n"
                "14102.6 @[1796349900]\n"
                "14288.9 @[1796350200]\n"
                "14210.3 @[1796350500]\n"
                "{} => 3052.7 @[1796350540.118]",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 get jobs -A --sort-by=.metadata.creationTimestamp | tail -4",
                "NAMESPACE   NAME                            COMPLETIONS   DURATION   AGE\n"
                "batch       invoice-pdf-render-29410560     1/1           2m11s      3h18m\n"
                "batch       search-reindex-29410620         1/1           14m        2h18m\n"
                "batch       orders-backfill-nov             0/1           19m        19m",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n batch describe job orders-backfill-nov | head -24; kubectl --context prod-euw1 -n batch logs job/orders-backfill-nov --tail=3",
                "Name:             orders-backfill-nov\n"
                "Namespace:        batch\n"
                "Selector:         batch.kubernetes.io/controller-uid=2c1d8e4a-6f0b-4b27-9e1d-0aa3c7f5e912\n"
                "Labels:           app=orders-backfill\n"
                "Annotations:      northwind.io/owner: tomasz.w\n"
                "                  northwind.io/created-by: manual\n"
                "Parallelism:      1\n"
                "Completions:      1\n"
                "Start Time:       Fri, 04 Dec 2026 01:56:02 +0000\n"
                "Pods Statuses:    1 Active (0 Ready) / 0 Succeeded / 0 Failed\n"
                "Pod Template:\n"
                "  Containers:\n"
                "   backfill:\n"
                "    Image:      123456789012.dkr.ecr.eu-west-1.amazonaws.com/orders-tools:1.8.2\n"
                "    Args:\n"
                "      replay\n"
                "      --from=2026-11-01\n"
                "      --to=2026-11-30\n"
                "      --topic=orders.v1\n"
                "      --rate=15000\n"
                "Events:\n"
                "  Type    Reason            Age   From            Message\n"
                "  ----    ------            ----  ----            -------\n"
                "  Normal  SuccessfulCreate  19m   job-controller  Created pod: orders-backfill-nov-7dq2s\n"
                "2026-12-04T02:15:31Z replay progress: 16,204,118 / 39,880,502 events (40.6%), 14,1xx ev/s\n"
                "2026-12-04T02:15:41Z replay progress: 16,346,022 / 39,880,502 events (41.0%), 14,1xx ev/s\n"
                "2026-12-04T02:15:51Z replay progress: 16,487,910 / 39,880,502 events (41.3%), 14,1xx ev/s",
            ),
            (
                "assistant",
                "Nothing is broken, it's load. At 01:56 someone (owner annotation: `tomasz.w`, created manually) started a Job `orders-backfill-nov` in `batch` that replays all of November into `orders.v1` at ~14k events/s. Normal input on that topic is ~900/s.\n\n"
                "orders-enricher is healthy: 6/6 pods running, no restarts, every one of the 12 partitions has an assigned consumer and offsets are moving. It's consuming at ~3k/s, which is about its ceiling at 6 replicas, so lag grows by ~11k/s while the replay runs. The replay is at 41% of 39.9M events, so roughly 28 more minutes. Lag will peak around 20M and then drain at ~2k/s net, i.e. back to normal somewhere around 05:30 UTC if nothing changes.\n\n"
                'Options:\n1. Silence the lag alert for orders-enricher until ~06:00 and let it drain.\n2. Scale orders-enricher to 12 replicas (the partition count, so the max that helps) to roughly halve the drain time.\n3. Suspend the job (`kubectl patch job orders-backfill-nov -p \'{"spec":{"suspend":true}}\'`) and let Tomasz rerun it in the daytime.\n\n'
                "Downstream impact right now is only that enriched orders show up late in the analytics topic; checkout and order placement don't read from the enricher.",
            ),
            (
                "user",
                "ugh, thats tomasz's. he said friday daytime. ok just silence it till 6, dont scale or suspend anything, im not touching prod half asleep. ill talk to him in the morning",
            ),
            (
                "bash",
                "amtool silence add alertname=KafkaConsumerGroupLagHigh consumergroup=orders-enricher --duration=4h --author=oncall --comment='orders-backfill-nov replay (tomasz.w), expected lag, drains by ~05:30' --alertmanager.url=http://alertmanager.monitoring:9093",
                "3f1b6a0e-9c2d-4e57-a1d4-7b0c2e9d5f18",
            ),
            (
                "bash",
                "amtool silence query --alertmanager.url=http://alertmanager.monitoring:9093 consumergroup=orders-enricher",
                "ID                                    Matchers                                                               Ends At                  Created By  Comment\n"
                '3f1b6a0e-9c2d-4e57-a1d4-7b0c2e9d5f18  alertname="KafkaConsumerGroupLagHigh" consumergroup="orders-enricher"  2026-12-04 06:17:02 UTC  oncall      orders-backfill-nov replay (tomasz.w), expected lag, drains by ~05:30',
            ),
            (
                "assistant",
                "Silenced until 06:17 UTC. The silence only matches the lag alert for the `orders-enricher` group, so any other alert on that service or on the brokers still pages you. Didn't scale or suspend anything.",
            ),
            ("user", "thx. night"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh39-p99-flatline-question-nothing",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "Hi! Quick question while it's calm. The p99 latency panel on the Checkout dashboard has been sitting at exactly 10s since about midnight, a perfectly flat line. Everything else on the service looks fine. Is something wrong with the query, or are we really that slow?",
            ),
            (
                "bash",
                'curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.northwind.internal/api/dashboards/uid/checkout-main | jq -r \'.dashboard.panels[] | select(.title=="p99 latency") | .targets[].expr\'',
                'histogram_quantile(0.99, sum by (le) (rate(http_server_request_duration_seconds_bucket{service="checkout-api"}[5m])))',
            ),
            (
                "bash",
                "promtool query instant http://prometheus.monitoring:9090 'sum by (le) (increase(http_server_request_duration_seconds_bucket{service=\"checkout-api\"}[1h]))'",
                '{le="0.005"} => 0 @[1796353612.5]\n'
                '{le="0.01"} => 0 @[1796353612.5]\n'
                '{le="0.025"} => 11 @[1796353612.5]\n'
                '{le="0.05"} => 64 @[1796353612.5]\n'
                '{le="0.1"} => 141 @[1796353612.5]\n'
                '{le="0.25"} => 188 @[1796353612.5]\n'
                '{le="0.5"} => 203 @[1796353612.5]\n'
                '{le="1"} => 208 @[1796353612.5]\n'
                '{le="2.5"} => 211 @[1796353612.5]\n'
                '{le="5"} => 212 @[1796353612.5]\n'
                '{le="10"} => 212 @[1796353612.5]\n'
                '{le="+Inf"} => 215 @[1796353612.5]',
            ),
            (
                "think",
                "215 requests in the last hour, 3 of them above 10s. 3/215 is 1.4%, more than 1%, so the 99th percentile rank lands in the +Inf bucket. histogram_quantile returns the upper bound of the highest finite bucket in that case, which is 10. So the flat 10s is an artefact of low night traffic plus a few very slow requests. Find those three.",
            ),
            (
                "bash",
                "logcli query --since=1h --limit=20 '{app=\"checkout-api\", namespace=\"checkout\"} | json | duration_ms > 10000' --output=raw | jq -c '{ts, method, path, status, duration_ms, upstream, error}'",
                '{"ts":"2026-12-04T02:57:41.211Z","method":"POST","path":"/v1/checkout/confirm","status":504,"duration_ms":15003,"upstream":"psp-gateway","error":"context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}\n'
                '{"ts":"2026-12-04T02:38:12.940Z","method":"POST","path":"/v1/checkout/confirm","status":504,"duration_ms":15001,"upstream":"psp-gateway","error":"context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}\n'
                '{"ts":"2026-12-04T02:19:32.604Z","method":"POST","path":"/v1/checkout/confirm","status":504,"duration_ms":15002,"upstream":"psp-gateway","error":"context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}',
            ),
            (
                "assistant",
                "The query is fine; it's how `histogram_quantile` behaves with few requests.\n\n"
                'The histogram\'s buckets stop at `le="10"`, after that there\'s only `+Inf`. In the last hour checkout-api served 215 requests and 3 of them took longer than 10s. 3/215 = 1.4%, so more than 1% of requests are in the `+Inf` bucket and the 99th percentile falls there. Prometheus can\'t interpolate inside `+Inf`, so it returns the upper bound of the highest finite bucket: exactly 10. The flat line means "p99 is somewhere above 10s", not "p99 is 10s".\n\n'
                "In the daytime you have ~40k requests an hour, so a handful of slow ones don't reach the top 1% and the panel looks normal. At night 2-3 slow requests are enough.\n\n"
                "All three slow ones are `POST /v1/checkout/confirm` returning 504 after 15s: the client timeout towards `psp-gateway` (02:19, 02:38, 02:57). So they really are slow, but it's three customers, not the whole service.\n\n"
                "If the panel should be less misleading at night, there are a few ways:\n- add a `15` and `30` bucket to the histogram so timeouts get a real value,\n- show the request count on the same panel (right axis) so a flat p99 on 200 req/h is obvious,\n- use a longer range (`[30m]`) for the night hours.",
            ),
            (
                "user",
                "Ah, that makes sense, thank you! I won't change anything tonight. I'll mention the buckets to the checkout team tomorrow and let them decide, it's their histogram.",
            ),
            (
                "assistant",
                "Sounds good. If it helps for tomorrow: the three 504s are at 02:19:32, 02:38:12 and 02:57:41 UTC, all waiting on psp-gateway.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh39-kafka-broker-cert-vault-correction",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "CertificateExpiringSoon firing for kafka-broker-2.kafka.internal, says 6d left. renewal should be automatic no? take a look pls",
            ),
            (
                "read",
                "docs/runbooks/certificates.md",
                "# Certificates\n\n"
                "## Internal TLS\n\n"
                "All internal TLS certificates in the platform clusters (ingress, Kafka brokers, Postgres) are issued by cert-manager from the `internal-ca` ClusterIssuer with a duration of 90 days and renewBefore of 30 days. If a certificate is close to expiry, check `kubectl describe certificate <name>` and the cert-manager controller logs.\n\n"
                "## Public TLS\n\n"
                "Public ingress certificates come from Let's Encrypt via the `letsencrypt-prod` ClusterIssuer (DNS-01 on Route53).\n\n"
                "## Alert\n\n"
                "`CertificateExpiringSoon` fires when a certificate seen by the blackbox exporter has less than 14 days left.\n",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 get certificates -A",
                "NAMESPACE     NAME                     READY   SECRET                       AGE\n"
                "checkout      checkout-public-tls      True    checkout-public-tls          412d\n"
                "grafana       grafana-internal-tls     True    grafana-internal-tls         389d\n"
                "ingress       wildcard-internal-tls    True    wildcard-internal-tls        412d\n"
                "ledger        ledger-public-tls        True    ledger-public-tls            301d\n"
                "search        search-public-tls        True    search-public-tls            188d",
            ),
            (
                "assistant",
                "According to the runbook, broker certs should be cert-manager Certificates from the `internal-ca` ClusterIssuer with a 90-day duration and 30-day renewBefore. But there is no Certificate in the `kafka` namespace at all, only ingress ones. It looks like the Kafka Certificate resource got deleted at some point, which would explain why nothing renewed. I can recreate it from the runbook's parameters (`internal-ca`, 90 days, renewBefore 30 days, SANs `kafka-broker-{0,1,2}.kafka.internal`) and cert-manager would issue a fresh one within a minute.",
            ),
            (
                "user",
                "no wait dont create anything. the runbook is wrong about kafka (and postgres iirc). brokers never used cert-manager, their certs come from Vault PKI, pki_int/issue/kafka-broker, rendered by the vault-agent sidecar in each broker pod. ttl is 30 days and the agent renews at roughly 2/3 of that. cert-manager is only the ingress stuff.\n\nso 6 days left means the agent on broker-2 hasnt renewed in a while. check its logs",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n kafka logs kafka-broker-2 -c vault-agent --since=96h | grep -v 'renewed auth token' | tail -16",
                "2026-12-01T09:08:51.330Z [INFO]  agent.template.server: template server received new token\n"
                "2026-12-01T09:12:44.102Z [INFO]  agent.auth.handler: authenticating\n"
                '2026-12-01T09:12:44.118Z [ERROR] agent.auth.handler: error authenticating: error="Put \\"https://vault.northwind.internal:8200/v1/auth/kubernetes/login\\": dial tcp 10.40.3.12:8200: connect: connection refused" backoff=1s\n'
                "2026-12-01T09:12:45.131Z [INFO]  agent.auth.handler: authenticating\n"
                '2026-12-01T09:12:45.140Z [ERROR] agent.auth.handler: error authenticating: error="Error making API request.\\n\\nURL: PUT https://vault.northwind.internal:8200/v1/auth/kubernetes/login\\nCode: 503. Errors:\\n\\n* Vault is sealed" backoff=2s\n'
                '2026-12-01T09:13:02.551Z [WARN]  (view) vault.read(pki_int/issue/kafka-broker): vault.read(pki_int/issue/kafka-broker): Error making API request. Code: 503. Errors: * Vault is sealed (retry attempt 1 after "250ms")\n'
                '2026-12-01T09:17:14.903Z [WARN]  (view) vault.read(pki_int/issue/kafka-broker): Code: 503. Errors: * Vault is sealed (retry attempt 9 after "1m0s")\n'
                '2026-12-01T09:21:15.004Z [WARN]  (view) vault.read(pki_int/issue/kafka-broker): Code: 503. Errors: * Vault is sealed (retry attempt 11 after "1m0s")\n'
                '2026-12-01T09:22:15.118Z [WARN]  (view) vault.read(pki_int/issue/kafka-broker): Code: 503. Errors: * Vault is sealed (retry attempt 12 after "1m0s")\n'
                "2026-12-01T09:23:15.220Z [ERROR] (view) vault.read(pki_int/issue/kafka-broker): Code: 503. Errors: * Vault is sealed (exceeded maximum retries)\n"
                '2026-12-01T09:23:15.221Z [ERROR] agent: template server: error="template server: (view) vault.read(pki_int/issue/kafka-broker): exceeded maximum retries"\n'
                "2026-12-01T09:23:15.221Z [INFO]  agent.template.server: template server stopped\n"
                "2026-12-01T09:41:30.662Z [INFO]  agent.auth.handler: authentication successful, sending token to sinks\n"
                "2026-12-01T09:41:30.663Z [INFO]  agent.sink.file: token written: path=/home/vault/.vault-token\n"
                "2026-12-01T09:41:30.663Z [INFO]  agent.auth.handler: starting renewal process",
            ),
            (
                "bash",
                'for i in 0 1 2; do echo -n "broker-$i: "; kubectl --context prod-euw1 -n kafka exec kafka-broker-$i -c kafka -- openssl x509 -in /vault/secrets/broker.crt -noout -enddate; done',
                "broker-0: notAfter=Dec 31 22:04:17 2026 GMT\n"
                "broker-1: notAfter=Jan  2 07:51:40 2027 GMT\n"
                "broker-2: notAfter=Dec 10 11:37:02 2026 GMT",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n kafka get cm kafka-vault-agent-config -o jsonpath='{.data.agent\\.hcl}'",
                'exit_after_auth = false\npid_file = "/home/vault/.pid"\n\n'
                'auto_auth {\n  method "kubernetes" {\n    mount_path = "auth/kubernetes"\n    config = {\n      role = "kafka-broker"\n    }\n  }\n  sink "file" {\n    config = {\n      path = "/home/vault/.vault-token"\n    }\n  }\n}\n\n'
                'template_config {\n  static_secret_render_interval = "5m"\n}\n\n'
                'template {\n  destination = "/vault/secrets/broker.crt"\n  contents    = <<EOT\n{{ with secret "pki_int/issue/kafka-broker" "common_name=kafka-broker-2.kafka.internal" "ttl=720h" }}{{ .Data.certificate }}{{ end }}\nEOT\n}\n',
            ),
            (
                "assistant",
                "Found it. On 1 Dec between 09:12 and 09:41 Vault was down/sealed (that's the Vault upgrade window). broker-2's cert happened to be due for renewal right then. Its vault-agent retried `pki_int/issue/kafka-broker` 12 times, hit `exceeded maximum retries` at 09:23 and logged `template server stopped`. At 09:41 auth recovered, but the template server never came back. The agent process kept running, so the sidecar looked healthy and the kubelet had no reason to restart it. broker-0 and broker-1 weren't due during the window, so they're fine (31 Dec / 2 Jan).\n\n"
                "The config has no `exit_on_retry_failure` in `template_config`, so it defaults to false and you get exactly this: a zombie agent. With `exit_on_retry_failure = true` the agent exits when retries run out, the container restarts, it re-authenticates and renders a fresh cert.\n\n"
                "Proposed:\n1. Now: check there are no under-replicated partitions, then delete the kafka-broker-2 pod so it gets a new cert at startup.\n2. Add `exit_on_retry_failure = true` to the agent config in the kafka chart.\n3. Fix the runbook: broker certs come from Vault PKI, not cert-manager.",
            ),
            (
                "user",
                "yes all three. restart carefully, just that one broker, URP check before and after",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n kafka exec deploy/kafka-client -- kafka-topics.sh --bootstrap-server kafka-bootstrap.kafka:9093 --command-config /etc/kafka/client.properties --describe --under-replicated-partitions | wc -l",
                "0",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n kafka delete pod kafka-broker-2 && kubectl --context prod-euw1 -n kafka wait --for=condition=Ready pod/kafka-broker-2 --timeout=600s",
                'pod "kafka-broker-2" deleted\npod/kafka-broker-2 condition met',
            ),
            (
                "bash",
                "sleep 240; kubectl --context prod-euw1 -n kafka exec kafka-broker-2 -c kafka -- openssl x509 -in /vault/secrets/broker.crt -noout -enddate; kubectl --context prod-euw1 -n kafka exec deploy/kafka-client -- kafka-topics.sh --bootstrap-server kafka-bootstrap.kafka:9093 --command-config /etc/kafka/client.properties --describe --under-replicated-partitions | wc -l",
                "notAfter=Jan  3 10:02:55 2027 GMT\n0",
            ),
            ("edit", "charts/kafka/templates/vault-agent-configmap.yaml"),
            ("edit", "docs/runbooks/certificates.md"),
            (
                "bash",
                "helm template kafka charts/kafka -f envs/prod/kafka/values.yaml | grep -A3 template_config",
                '    template_config {\n      static_secret_render_interval = "5m"\n      exit_on_retry_failure         = true\n    }',
            ),
            (
                "assistant",
                "Done:\n- broker-2 restarted alone; URP was 0 before and is 0 again after 4 minutes. Its cert is now valid until 3 Jan 2027 (30 days).\n- `charts/kafka/templates/vault-agent-configmap.yaml`: added `exit_on_retry_failure = true` to `template_config`; rendered output above.\n- Runbook: the internal TLS section now says Kafka broker certs are issued by Vault PKI (`pki_int/issue/kafka-broker`) through the vault-agent sidecar with a 30-day TTL, and that cert-manager only handles ingress certificates. I left a TODO on the Postgres line since you weren't sure.",
            ),
            (
                "user",
                "postgres is vault too, same setup, role pki_int/issue/postgres. fix that line and open a pr, the chart change has to go through argo anyway",
            ),
            ("edit", "docs/runbooks/certificates.md"),
            (
                "bash",
                'git checkout -b kafka-vault-agent-exit-on-retry && git commit -am "kafka: vault-agent exits on template retry failure; runbook: internal certs come from Vault PKI" && gh pr create --fill --base main',
                "Switched to a new branch 'kafka-vault-agent-exit-on-retry'\n[kafka-vault-agent-exit-on-retry 4be91d2] kafka: vault-agent exits on template retry failure; runbook: internal certs come from Vault PKI\n 2 files changed, 9 insertions(+), 3 deletions(-)\nhttps://github.com/northwind-ops/platform-charts/pull/733",
            ),
            ("assistant", "PR #733 is open with the chart change and both runbook lines fixed."),
        ],
        "lessons": [
            {"keys": ["Vault PKI", "vault-agent"], "not": ["90 days"]},
            {"keys": ["exit_on_retry_failure"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh39-argocd-release-branch-correction",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "bump ledger-api to 2.14.1 pls, gitops repo, apps/ledger-api/values.yaml. just merge to main and argo picks it up, auto-sync is on for it. the rounding fix is in that version and finance keeps asking",
            ),
            (
                "bash",
                "cd ~/src/gitops && git pull -q && grep -n -B1 -A3 'image:' apps/ledger-api/values.yaml",
                '11-\n12:image:\n13-  repository: 123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api\n14-  tag: "2.14.0"\n15-  pullPolicy: IfNotPresent',
            ),
            ("edit", "apps/ledger-api/values.yaml"),
            (
                "bash",
                'git commit -am "ledger-api: bump to 2.14.1" && git push origin main',
                "[main 6d02f3b] ledger-api: bump to 2.14.1\n 1 file changed, 1 insertion(+), 1 deletion(-)\nEnumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nWriting objects: 100% (5/5), 412 bytes | 412.00 KiB/s, done.\nTo github.com:northwind-ops/gitops.git\n   e41a7c9..6d02f3b  main -> main",
            ),
            (
                "bash",
                "sleep 120; argocd app list -l app.kubernetes.io/name=ledger-api",
                "NAME                 CLUSTER         NAMESPACE  PROJECT  STATUS  HEALTH       SYNCPOLICY  CONDITIONS  REPO                                      PATH             TARGET\n"
                "argocd/ledger-api-prod     eks-prod-euw1  ledger     prod     Synced  Healthy      Auto-Prune  <none>      git@github.com:northwind-ops/gitops.git   apps/ledger-api  release\n"
                "argocd/ledger-api-staging  eks-stg-euw1   ledger     staging  Synced  Progressing  Auto-Prune  <none>      git@github.com:northwind-ops/gitops.git   apps/ledger-api  main",
            ),
            (
                "bash",
                "for ctx in stg-euw1 prod-euw1; do echo -n \"$ctx: \"; kubectl --context $ctx -n ledger get deploy ledger-api -o jsonpath='{.spec.template.spec.containers[0].image}'; echo; done",
                "stg-euw1: 123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api:2.14.1\nprod-euw1: 123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api:2.14.0",
            ),
            (
                "assistant",
                "Pushed to main, but only staging picked it up: `ledger-api-staging` is rolling out 2.14.1, while `ledger-api-prod` is still on 2.14.0. Its TARGET column says `release`, so the prod Application tracks the `release` branch, not `main`, and my push didn't touch it. Should I push the same commit to `release`?",
            ),
            (
                "user",
                "ah damn, yes i mixed that up, sorry",
            ),
            (
                "user",
                "main only ever goes to staging. all the prod apps follow the release branch, and promoting is a PR from main into release that me or jenny approve. dont push to release yourself, its protected, you'd just get bounced",
            ),
            (
                "bash",
                "git fetch -q origin && git log --oneline origin/release..origin/main",
                "6d02f3b ledger-api: bump to 2.14.1\n"
                "b7c1e20 payments-worker: raise memory limit to 1Gi (staging values)\n"
                "91fa4d3 grafana-agent: bump chart to 0.37.1",
            ),
            (
                "assistant",
                "Heads-up before I open it: `release..main` has 3 commits, so a main → release PR promotes all of them, not just the ledger bump:\n- `6d02f3b` ledger-api 2.14.1\n- `b7c1e20` payments-worker memory limit (touches `apps/payments-worker/values-staging.yaml` only)\n- `91fa4d3` grafana-agent chart 0.37.1 (on staging since 27 Nov)\n\nOpen it with all three, or make a branch off `release` with only the ledger commit cherry-picked?",
            ),
            (
                "user",
                "all three is fine. payments one only touches the staging values file and grafana-agent has been on staging a week",
            ),
            (
                "bash",
                'gh pr create --repo northwind-ops/gitops --base release --head main --title "promote: ledger-api 2.14.1, grafana-agent 0.37.1" --body "Promotes 6d02f3b (ledger-api 2.14.1, rounding fix for finance), 91fa4d3 (grafana-agent chart 0.37.1, on staging since 27 Nov) and b7c1e20 (staging-only values)."',
                "Creating pull request for main into release in northwind-ops/gitops\n\nhttps://github.com/northwind-ops/gitops/pull/1187",
            ),
            ("assistant", "PR #1187 (main → release) is open. It needs your or Jenny's approval."),
            ("user", "approved + merged"),
            (
                "bash",
                "argocd app wait ledger-api-prod --sync --health --timeout 600 | tail -6",
                "Name:               argocd/ledger-api-prod\nTarget:             release\nSync Status:        Synced to release (c03d8a1)\nHealth Status:      Healthy\n\nGROUP  KIND        NAMESPACE  NAME        STATUS  HEALTH   HOOK  MESSAGE\napps   Deployment  ledger     ledger-api  Synced  Healthy        deployment.apps/ledger-api configured",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n ledger get pods -l app=ledger-api -o custom-columns=NAME:.metadata.name,IMAGE:.spec.containers[0].image,READY:.status.containerStatuses[0].ready",
                "NAME                          IMAGE                                                              READY\n"
                "ledger-api-6f8d9c7b54-4xk2p   123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api:2.14.1   true\n"
                "ledger-api-6f8d9c7b54-9qzvw   123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api:2.14.1   true\n"
                "ledger-api-6f8d9c7b54-jm5rt   123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api:2.14.1   true\n"
                "ledger-api-6f8d9c7b54-tb8cd   123456789012.dkr.ecr.eu-west-1.amazonaws.com/ledger-api:2.14.1   true",
            ),
            (
                "assistant",
                "Prod is on 2.14.1: ledger-api-prod synced to `release` at c03d8a1, 4/4 pods ready on the new image. You can tell finance the rounding fix is live.",
            ),
        ],
        "lessons": [
            {
                "keys": ["release branch", "staging"],
                "not": ["just merge to main and argo picks it up"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh39-decision-page-on-symptoms",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "third night in a row paged for garbage. 03:10 NodeHighCPU on a prod batch node, 03:40 KubePodCrashLooping in the DEV cluster. routing is in the observability repo, alertmanager/alertmanager.yaml. what are our options, i want this fixed before my next on-call",
            ),
            (
                "read",
                "alertmanager/alertmanager.yaml",
                "global:\n  resolve_timeout: 5m\n  slack_api_url_file: /etc/alertmanager/secrets/slack-webhook\n\n"
                'route:\n  receiver: pagerduty-sre\n  group_by: [alertname, cluster, namespace]\n  group_wait: 30s\n  group_interval: 5m\n  repeat_interval: 4h\n  routes:\n    - matchers: [alertname="Watchdog"]\n      receiver: deadmanssnitch\n      repeat_interval: 1m\n    - matchers: [severity="info"]\n      receiver: slack-sre-alerts\n\n'
                'inhibit_rules:\n  - source_matchers: [severity="critical"]\n    target_matchers: [severity="warning"]\n    equal: [alertname, cluster, namespace]\n\n'
                'receivers:\n  - name: pagerduty-sre\n    pagerduty_configs:\n      - routing_key_file: /etc/alertmanager/secrets/pd-sre\n  - name: slack-sre-alerts\n    slack_configs:\n      - channel: "#sre-alerts"\n        send_resolved: true\n  - name: deadmanssnitch\n    webhook_configs:\n      - url_file: /etc/alertmanager/secrets/dms-url\n',
            ),
            (
                "bash",
                "./scripts/pd-incidents.sh --service SRE --since 30d --format tsv | awk -F'\\t' '{n[$2]++; if ($5==\"actioned\") a[$2]++} END {for (k in n) printf \"%4d %4d  %s\\n\", n[k], a[k], k}' | sort -rn",
                "  23    0  NodeHighCPU\n"
                "  14    0  KubePodCrashLooping\n"
                "   9    1  KubeJobFailed\n"
                "   7    1  KafkaConsumerGroupLagHigh\n"
                "   5    0  CPUThrottlingHigh\n"
                "   4    4  CheckoutAvailabilityBurnRate\n"
                "   3    1  PostgresReplicationLagHigh\n"
                "   2    1  KubePersistentVolumeFillingUp\n"
                "   2    0  CertificateExpiringSoon\n"
                "   1    1  PostgresPrimaryDown\n"
                "   1    1  KafkaUnderReplicatedPartitions\n"
                "   1    1  LedgerLatencyBurnRate",
            ),
            (
                "bash",
                "./scripts/pd-incidents.sh --service SRE --since 30d --format tsv | awk -F'\\t' '{c[$3]++} END {for (k in c) print c[k], k}' | sort -rn",
                "41 prod-euw1\n19 dev-euw1\n12 stg-euw1",
            ),
            (
                "assistant",
                "Numbers for the last 30 days: 72 pages, 11 of which led to someone doing something (per the PD resolution notes). 31 came from dev and staging. The top two, NodeHighCPU (23) and KubePodCrashLooping (14), were never actioned. The burn-rate alerts were actioned every time.\n\n"
                "The routing explains it: the default receiver is `pagerduty-sre`, so anything that isn't `severity=info` pages, in any cluster.\n\n"
                "Options:\n"
                "1. **Route on cluster**: only `prod-*` clusters page, dev/stg go to `#sre-alerts`. Small change, cuts ~31 pages/month, but prod noise like NodeHighCPU still wakes you.\n"
                "2. **Page on symptoms only**: make Slack the default receiver and page only for the SLO burn-rate alerts (we have multi-window ones for checkout, ledger and search) plus a short allowlist of causes that become customer impact within minutes. Replaying last month, that's about 9 pages instead of 72.\n"
                "3. **Tune the rules**: keep routing, raise `for:` durations, add inhibitions, drop NodeHighCPU to info. The most work, and it has to be redone every time someone adds a rule from a mixin.",
            ),
            (
                "user",
                "most of the prod pages were junk too, nodehighcpu on a batch node is literally the node doing its job. if customers dont feel it, it can wait till morning. so 2. allowlist = PostgresPrimaryDown, KafkaUnderReplicatedPartitions and the burn-rate ones. certs stay in slack, they fire 14 days out",
            ),
            ("edit", "alertmanager/alertmanager.yaml"),
            (
                "bash",
                "sed -n '/^route:/,/^inhibit_rules:/p' alertmanager/alertmanager.yaml",
                'route:\n  receiver: slack-sre-alerts\n  group_by: [alertname, cluster, namespace]\n  group_wait: 30s\n  group_interval: 5m\n  repeat_interval: 4h\n  routes:\n    - matchers: [alertname="Watchdog"]\n      receiver: deadmanssnitch\n      repeat_interval: 1m\n    # Paging policy: only customer-facing symptoms page (SLO burn rates),\n    # plus causes that turn into customer impact within minutes.\n    # Everything else goes to #sre-alerts and is handled in working hours.\n    - matchers: [alertname=~".+BurnRate", cluster=~"prod-.+"]\n      receiver: pagerduty-sre\n    - matchers: [alertname=~"PostgresPrimaryDown|KafkaUnderReplicatedPartitions", cluster=~"prod-.+"]\n      receiver: pagerduty-sre\n\ninhibit_rules:',
            ),
            (
                "bash",
                "amtool check-config alertmanager/alertmanager.yaml && for a in 'alertname=NodeHighCPU cluster=prod-euw1' 'alertname=KubePodCrashLooping cluster=dev-euw1' 'alertname=CheckoutAvailabilityBurnRate cluster=prod-euw1' 'alertname=PostgresPrimaryDown cluster=prod-euw1' 'alertname=PostgresPrimaryDown cluster=stg-euw1' 'alertname=CertificateExpiringSoon cluster=prod-euw1'; do echo -n \"$a -> \"; amtool config routes test --config.file=alertmanager/alertmanager.yaml $a; done",
                "Checking 'alertmanager/alertmanager.yaml'  SUCCESS\nFound:\n - global config\n - route\n - 1 inhibit rules\n - 3 receivers\n - 0 templates\n\n"
                "alertname=NodeHighCPU cluster=prod-euw1 -> slack-sre-alerts\n"
                "alertname=KubePodCrashLooping cluster=dev-euw1 -> slack-sre-alerts\n"
                "alertname=CheckoutAvailabilityBurnRate cluster=prod-euw1 -> pagerduty-sre\n"
                "alertname=PostgresPrimaryDown cluster=prod-euw1 -> pagerduty-sre\n"
                "alertname=PostgresPrimaryDown cluster=stg-euw1 -> slack-sre-alerts\n"
                "alertname=CertificateExpiringSoon cluster=prod-euw1 -> slack-sre-alerts",
            ),
            (
                "assistant",
                "Done in `alertmanager/alertmanager.yaml`:\n- default receiver is now `slack-sre-alerts` (#sre-alerts)\n- pages only for `*BurnRate` alerts and `PostgresPrimaryDown|KafkaUnderReplicatedPartitions`, both restricted to `prod-*` clusters\n- the old `severity=info` route is gone since Slack is the default now; Watchdog is unchanged\n- a comment above the paging routes explains the policy so the next person adding a route sees it\n\n"
                "`amtool check-config` passes and the route tests do what we want (CertificateExpiringSoon stays in Slack). Replaying the last 30 days through the new tree gives 7 pages instead of 72; all 7 were actioned ones.",
            ),
            (
                "user",
                "nice. open the PR but dont merge before thursday's handover, i want to announce it in the oncall sync first",
            ),
            (
                "bash",
                'git checkout -b page-on-symptoms && git commit -qam "alertmanager: page only on SLO burn rates + primary-down/URP, rest to #sre-alerts" && git push -qu origin page-on-symptoms && gh pr create --draft --fill --body "Do not merge before the Thursday on-call handover (announce first). Last 30d replay: 7 pages instead of 72."',
                "https://github.com/northwind-ops/observability/pull/412",
            ),
            (
                "assistant",
                "Draft PR #412 is open, not merged, with a do-not-merge-before-Thursday note in the description.",
            ),
        ],
        "lessons": [{"keys": ["burn", "PostgresPrimaryDown"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh39-pgbouncer-failover-read-only",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "orders-api throwing 500s since ~14:05, customers cant place orders!!\n\n"
                "```\n2026-12-04T14:06:12.883Z ERROR orders-api [req 7f3a91c2] POST /v1/orders failed\n"
                "org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction\n"
                "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n"
                "\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)\n"
                "\tat org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:371)\n"
                "\tat com.zaxxer.hikari.pool.ProxyPreparedStatement.executeUpdate(ProxyPreparedStatement.java:61)\n"
                "\tat io.northwind.orders.repo.OrderRepository.insert(OrderRepository.java:88)\n```",
            ),
            (
                "think",
                "Read-only transaction on INSERT means writes are landing on a standby. Either a failover happened and something still points at the old primary, or the app is using the read-only pool. Check Patroni first.",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n db exec pg-orders-1 -c postgres -- patronictl list",
                "+ Cluster: pg-orders (7289416203311824951) ------+----+-----------+\n"
                "| Member      | Host        | Role    | State     | TL | Lag in MB |\n"
                "+-------------+-------------+---------+-----------+----+-----------+\n"
                "| pg-orders-0 | 10.42.8.14  | Replica | streaming |  8 |         0 |\n"
                "| pg-orders-1 | 10.42.21.7  | Leader  | running   |  8 |           |\n"
                "| pg-orders-2 | 10.42.30.52 | Replica | streaming |  8 |         0 |\n"
                "+-------------+-------------+---------+-----------+----+-----------+",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n db get events --sort-by=.lastTimestamp | grep -E 'pg-orders-0|ip-10-42-8-77' | tail -8; kubectl --context prod-euw1 -n db logs pg-orders-1 -c postgres --since=1h | grep -i 'leader\\|promot' | head -3",
                "42m   Normal   DisruptionTerminating   node/ip-10-42-8-77.eu-west-1.compute.internal   Disrupting Node: Consolidation/Replace\n"
                "42m   Normal   Evicted                 pod/pg-orders-0                                  Evicted pod: Karpenter is consolidating node ip-10-42-8-77.eu-west-1.compute.internal\n"
                "42m   Normal   Killing                 pod/pg-orders-0                                  Stopping container postgres\n"
                "41m   Normal   Scheduled               pod/pg-orders-0                                  Successfully assigned db/pg-orders-0 to ip-10-42-8-190.eu-west-1.compute.internal\n"
                "40m   Normal   Started                 pod/pg-orders-0                                  Started container postgres\n"
                "2026-12-04 14:02:25,118 INFO: promoted self to leader by acquiring session lock\n"
                "2026-12-04 14:02:25,402 INFO: cleared rewind state after becoming the leader\n"
                "2026-12-04 14:02:26,009 INFO: no action. I am (pg-orders-1), the leader with the lock",
            ),
            (
                "bash",
                "kubectl --context prod-euw1 -n db get cm pgbouncer-orders -o jsonpath='{.data.pgbouncer\\.ini}' | sed -n 1,14p",
                "[databases]\n"
                "orders = host=pg-orders-0.pg-orders.db.svc.cluster.local port=5432 dbname=orders\n"
                "orders_ro = host=pg-orders-repl.db.svc.cluster.local port=5432 dbname=orders\n\n"
                "[pgbouncer]\n"
                "listen_addr = 0.0.0.0\n"
                "listen_port = 6432\n"
                "auth_type = scram-sha-256\n"
                "auth_file = /etc/pgbouncer/userlist.txt\n"
                "pool_mode = transaction\n"
                "max_client_conn = 2000\n"
                "default_pool_size = 40\n"
                "server_reset_query = DISCARD ALL\n"
                "server_check_query = select 1",
            ),
            (
                "assistant",
                "Root cause: pgbouncer's `orders` (read-write) entry points at the pod hostname `pg-orders-0.pg-orders.db.svc.cluster.local` instead of the `pg-orders` Service, which the operator repoints at whoever holds the Patroni leader lock.\n\n"
                "Timeline: at 14:02 Karpenter consolidated node ip-10-42-8-77 and evicted pg-orders-0, the primary. Patroni did the right thing and promoted pg-orders-1 at 14:02:25. pg-orders-0 came back at ~14:04 on a new node as a replica. pgbouncer kept sending every write to pg-orders-0 by name, so since then all INSERTs hit a standby and fail with `read-only transaction`.\n\n"
                "Fix: change that line to `host=pg-orders.db.svc.cluster.local` and restart pgbouncer. But the ConfigMap is managed by Argo CD (`pgbouncer-orders-prod`, self-heal on), so a live patch gets reverted within a few minutes unless we pause auto-sync first.",
            ),
            (
                "user",
                "patch it live now, pause auto sync on that app. we do the git fix right after",
            ),
            (
                "bash",
                'argocd app set pgbouncer-orders-prod --sync-policy none && kubectl --context prod-euw1 -n db get cm pgbouncer-orders -o json | jq \'.data["pgbouncer.ini"] |= sub("host=pg-orders-0.pg-orders.db.svc.cluster.local"; "host=pg-orders.db.svc.cluster.local")\' | kubectl --context prod-euw1 apply -f - && kubectl --context prod-euw1 -n db rollout restart deploy/pgbouncer-orders && kubectl --context prod-euw1 -n db rollout status deploy/pgbouncer-orders --timeout=180s',
                'configmap/pgbouncer-orders configured\ndeployment.apps/pgbouncer-orders restarted\nWaiting for deployment "pgbouncer-orders" rollout to finish: 1 out of 3 new replicas have been updated...\nWaiting for deployment "pgbouncer-orders" rollout to finish: 2 out of 3 new replicas have been updated...\nWaiting for deployment "pgbouncer-orders" rollout to finish: 1 old replicas are pending termination...\ndeployment "pgbouncer-orders" successfully rolled out',
            ),
            (
                "bash",
                'sleep 60; promtool query instant http://prometheus.monitoring:9090 \'sum(rate(http_server_requests_seconds_count{service="orders-api",status=~"5.."}[1m]))\'; promtool query instant http://prometheus.monitoring:9090 \'sum(rate(http_server_requests_seconds_count{service="orders-api",uri="/v1/orders",method="POST",status="201"}[1m]))\'',
                "{} => 0 @[1796395692.204]\n{} => 4.183 @[1796395692.311]",
            ),
            (
                "assistant",
                "Writes are back: orders-api 5xx rate is 0 and POST /v1/orders is returning 201s at ~4/s again. Outage window was 14:02 to 14:47. Auto-sync on `pgbouncer-orders-prod` is still paused; now the git side.",
            ),
            (
                "bash",
                "cd ~/src/gitops && git grep -n 'pg-orders-0' -- envs/ && git log -S'pg-orders-0.pg-orders' --format='%h %ad %an %s' --date=short -- envs/prod/pgbouncer-orders/values.yaml",
                "envs/prod/pgbouncer-orders/values.yaml:14:    host: pg-orders-0.pg-orders.db.svc.cluster.local  # temp: pin to 0 while debugging repl lag, revert!\n"
                "a81c0de 2026-08-19 Sam Okafor pgbouncer: pin orders to pg-orders-0 while debugging",
            ),
            (
                "user",
                "yeah thats me in august, debugging the replication lag thing, and i never reverted it. pfff.\n\nalso postgres pods shouldnt be getting consolidated at all. put karpenter.sh/do-not-disrupt on the pg statefulsets, id rather pay for a half-empty node than have karpenter kick off a failover in the middle of the business day",
            ),
            ("edit", "envs/prod/pgbouncer-orders/values.yaml"),
            ("edit", "envs/prod/pg-orders/values.yaml"),
            ("edit", "envs/prod/pg-ledger/values.yaml"),
            (
                "bash",
                "git diff --stat && helm template pg-orders charts/patroni-cluster -f envs/prod/pg-orders/values.yaml | grep -B2 -A2 do-not-disrupt",
                " envs/prod/pg-ledger/values.yaml        | 2 ++\n envs/prod/pg-orders/values.yaml        | 2 ++\n envs/prod/pgbouncer-orders/values.yaml | 2 +-\n 3 files changed, 5 insertions(+), 1 deletion(-)\n"
                '  template:\n    metadata:\n      annotations:\n        karpenter.sh/do-not-disrupt: "true"\n      labels:',
            ),
            (
                "bash",
                'git checkout -qb pg-orders-failover-fix && git commit -qam "pgbouncer-orders: point at pg-orders leader service; pg clusters: karpenter do-not-disrupt" && git push -qu origin pg-orders-failover-fix && gh pr create --base release --fill',
                "https://github.com/northwind-ops/gitops/pull/1192",
            ),
            (
                "assistant",
                'PR #1192 against `release`:\n- `envs/prod/pgbouncer-orders/values.yaml`: `orders` now uses `pg-orders.db.svc.cluster.local`, the leader-following Service, same as what\'s live now.\n- `karpenter.sh/do-not-disrupt: "true"` on the pod templates of both Patroni clusters (`pg-orders`, `pg-ledger`), so consolidation skips nodes running Postgres. Voluntary evictions like node upgrades still go through the PDB.\n\n'
                "Once it's merged I'll re-enable auto-sync on `pgbouncer-orders-prod` (`argocd app set pgbouncer-orders-prod --sync-policy automated --self-heal --auto-prune`). Argo should then show it Synced with no diff, since the live ConfigMap already matches.",
            ),
            ("user", "approved, go"),
            (
                "bash",
                "argocd app set pgbouncer-orders-prod --sync-policy automated --self-heal --auto-prune && argocd app get pgbouncer-orders-prod | grep -E 'Sync Status|Health Status'",
                "Sync Status:        Synced to release (f27b90e)\nHealth Status:      Healthy",
            ),
            (
                "assistant",
                "Auto-sync is back on, `pgbouncer-orders-prod` is Synced and Healthy with no diff.",
            ),
        ],
        "lessons": [
            {"keys": ["pgbouncer", "pg-orders-0"]},
            {"keys": ["do-not-disrupt", "Karpenter"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh39-atlantis-tool-stored",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "Morning. Could you raise min_size for the kafka node group in prod from 3 to 6? We're adding brokers next week. It's in infra-live, prod/eu-west-1/eks/main.tf. Just a plan for now please.",
            ),
            (
                "read",
                "prod/eu-west-1/eks/main.tf",
                'module "eks" {\n  source  = "terraform-aws-modules/eks/aws"\n  version = "~> 19.21"\n\n'
                '  cluster_name    = "prod-euw1"\n  cluster_version = "1.29"\n\n'
                "  vpc_id     = data.terraform_remote_state.network.outputs.vpc_id\n  subnet_ids = data.terraform_remote_state.network.outputs.private_subnet_ids\n\n"
                "  manage_aws_auth_configmap = true\n  aws_auth_roles            = local.aws_auth_roles\n  aws_auth_users            = local.aws_auth_users\n\n"
                '  eks_managed_node_groups = {\n    system = {\n      instance_types = ["m6i.large"]\n      min_size       = 2\n      max_size       = 4\n      desired_size   = 2\n    }\n\n'
                '    kafka = {\n      instance_types = ["r6i.2xlarge"]\n      min_size       = 3\n      max_size       = 6\n      desired_size   = 3\n      labels         = { workload = "kafka" }\n      taints = [{\n        key    = "workload"\n        value  = "kafka"\n        effect = "NO_SCHEDULE"\n      }]\n    }\n  }\n}\n',
            ),
            (
                "bash",
                "aws eks describe-nodegroup --cluster-name prod-euw1 --nodegroup-name $(aws eks list-nodegroups --cluster-name prod-euw1 --query 'nodegroups[?starts_with(@, `kafka`)]|[0]' --output text) --query 'nodegroup.scalingConfig'",
                '{\n    "minSize": 3,\n    "maxSize": 6,\n    "desiredSize": 3\n}',
            ),
            (
                "assistant",
                "Two things before I change it:\n- `max_size` is also 6, so min 6 would pin the group at exactly 6 with no headroom. I'd go to max 9.\n- The module ignores `desired_size` after creation (lifecycle `ignore_changes`), and EKS rejects a config update where desired < min. The group is at desired 3 right now, so I'll set `desired_size = 6` too and we'll likely need a one-off `aws eks update-nodegroup-config` for desired before the apply, or the apply fails.",
            ),
            ("user", "max 9 is fine. go ahead and plan"),
            ("edit", "prod/eu-west-1/eks/main.tf"),
            (
                "bash",
                "cd prod/eu-west-1/eks && terraform init -input=false -no-color && terraform plan -no-color",
                "Initializing the backend...\n"
                "Initializing modules...\n"
                "╷\n"
                "│ Error: Error loading state: AccessDenied: Access Denied\n"
                "│ \tstatus code: 403, request id: 7Q9K2D4XJ1M8B6FZ, host id: n0T3h1s2Yb4vF6Q0pZ3kD8x9JrA1cW5eL7mU2sG4hK6oT8iV0bN=\n"
                "│ \n"
                '│ Unable to access object "prod/eu-west-1/eks/terraform.tfstate" in S3 bucket "nw-tfstate-prod": operation error S3: GetObject, https response error StatusCode: 403, api error AccessDenied: User: arn:aws:sts::123456789012:assumed-role/AWSReservedSSO_SREAdmin_3f9c1a7e2b4d6e80/dana.k is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::nw-tfstate-prod/prod/eu-west-1/eks/terraform.tfstate" with an explicit deny in a resource-based policy\n'
                "╵",
            ),
            (
                "assistant",
                "The plan fails before it gets anywhere: the S3 backend returns 403 on `nw-tfstate-prod` with an explicit deny in the bucket policy for my SSO role (`SREAdmin`). I can retry with a different profile, e.g. `AWS_PROFILE=prod-admin`, or assume the terraform role if there's one.",
            ),
            (
                "user",
                "Don't bother, it won't work with any profile, that's on purpose. The prod state bucket policy denies everyone except the Atlantis role. Prod terraform only runs through Atlantis: push a branch, open a PR, Atlantis comments the plan, and after approval someone comments `atlantis apply`. Could you save that somewhere? Every new person trips over it.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "infra-live prod Terraform can't be planned or applied locally: the prod state bucket nw-tfstate-prod has a bucket policy that denies everyone except the Atlantis role, whatever AWS profile you use. Workflow: push a branch, open a PR, Atlantis comments the plan, and after approval someone comments `atlantis apply`.",
                    "tags": ["infra-live", "terraform", "atlantis", "prod"],
                },
                '{"id":"87","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved. While I'm in this file: the EKS module is pinned to `~> 19.21` and 20.x has been out for a while. Want me to bump it in the same PR?",
            ),
            (
                "user",
                "No, definitely not in this PR, and not soon either. We're staying on 19 for now. v20 replaces the aws-auth ConfigMap with access entries, and we still have ~40 users and roles mapped through aws-auth. Bumping before that's migrated would lock half the team out of the cluster. That's PLAT-311, nobody has picked it up yet.",
            ),
            (
                "assistant",
                "Understood, leaving the module version alone. The PR only touches the kafka node group.",
            ),
            (
                "bash",
                'git checkout -qb kafka-ng-min-6 && git commit -qam "prod eks: kafka node group min 6 / max 9" && git push -qu origin kafka-ng-min-6 && gh pr create --fill && sleep 120 && gh pr view --comments | tail -28',
                "https://github.com/northwind-ops/infra-live/pull/903\n"
                "atlantis commented • 1m\n"
                "Ran Plan for dir: `prod/eu-west-1/eks` workspace: `default`\n\n"
                "<details><summary>Show Output</summary>\n\n"
                "```diff\n"
                "Terraform used the selected providers to generate the following execution\nplan. Resource actions are indicated with the following symbols:\n  ~ update in-place\n\n"
                "Terraform will perform the following actions:\n\n"
                '  # module.eks.module.eks_managed_node_group["kafka"].aws_eks_node_group.this[0] will be updated in-place\n'
                '  ~ resource "aws_eks_node_group" "this" {\n'
                '        id              = "prod-euw1:kafka-20250311094512837100000002"\n'
                "        tags            = {}\n"
                "        # (15 unchanged attributes hidden)\n\n"
                "      ~ scaling_config {\n"
                "          ~ max_size     = 6 -> 9\n"
                "          ~ min_size     = 3 -> 6\n"
                "            # (1 unchanged attribute hidden)\n"
                "        }\n\n"
                "        # (3 unchanged blocks hidden)\n"
                "    }\n\n"
                "Plan: 0 to add, 1 to change, 0 to destroy.\n"
                "```\n\n"
                "</details>\n\n"
                "* :arrow_forward: To **apply** this plan, comment:\n"
                "    * `atlantis apply -d prod/eu-west-1/eks`\n"
                "* :put_litter_in_its_place: To **delete** this plan click [here](https://atlantis.northwind.internal/lock?id=northwind-ops%252Finfra-live%252Fprod%252Feu-west-1%252Feks%252Fdefault)",
            ),
            (
                "assistant",
                "PR #903 is open and Atlantis planned it: one in-place change on the kafka node group, `min_size` 3 → 6 and `max_size` 6 → 9, nothing else. As expected, desired size doesn't show up because the module ignores it. Before someone comments `atlantis apply -d prod/eu-west-1/eks`, desired has to be raised to 6 with `aws eks update-nodegroup-config --cluster-name prod-euw1 --nodegroup-name kafka-20250311094512837100000002 --scaling-config desiredSize=6`, otherwise EKS rejects min 6 > desired 3. I added that to the PR description.",
            ),
            ("user", "perfect, I'll get Jenny to review. thanks!"),
        ],
        "lessons": [{"keys": ["access entries", "aws-auth"]}],
        "tool_stored": [["Atlantis", "atlantis apply"]],
    },
    {
        "name": "fresh39-grafana-dashboard-json-in-passing",
        "split": "fresh39",
        "steps": [
            (
                "user",
                "hey, can you add an ISR shrink/expand panel to the kafka overview dashboard? file is dashboards/kafka/overview.json in the observability repo. edit the json, not the grafana ui, the sidecar reprovisions everything from that folder on every deploy so ui edits just vanish. and dont change the dashboard uid, alert annotations link to it",
            ),
            (
                "bash",
                "jq '{uid, title, version, panels: [.panels[] | {id, title, type, gridPos}]}' dashboards/kafka/overview.json",
                '{\n  "uid": "kafka-overview",\n  "title": "Kafka / Overview",\n  "version": 31,\n  "panels": [\n'
                '    {"id": 1, "title": "Under-replicated partitions", "type": "stat", "gridPos": {"h": 4, "w": 6, "x": 0, "y": 0}},\n'
                '    {"id": 2, "title": "Offline partitions", "type": "stat", "gridPos": {"h": 4, "w": 6, "x": 6, "y": 0}},\n'
                '    {"id": 3, "title": "Active controller", "type": "stat", "gridPos": {"h": 4, "w": 6, "x": 12, "y": 0}},\n'
                '    {"id": 4, "title": "Partitions under min ISR", "type": "stat", "gridPos": {"h": 4, "w": 6, "x": 18, "y": 0}},\n'
                '    {"id": 5, "title": "Bytes in per broker", "type": "timeseries", "gridPos": {"h": 8, "w": 12, "x": 0, "y": 4}},\n'
                '    {"id": 6, "title": "Bytes out per broker", "type": "timeseries", "gridPos": {"h": 8, "w": 12, "x": 12, "y": 4}},\n'
                '    {"id": 7, "title": "Request latency p99", "type": "timeseries", "gridPos": {"h": 8, "w": 12, "x": 0, "y": 12}},\n'
                '    {"id": 8, "title": "Consumer group lag", "type": "timeseries", "gridPos": {"h": 8, "w": 12, "x": 12, "y": 12}}\n'
                "  ]\n}",
            ),
            (
                "bash",
                "curl -s http://prometheus.monitoring:9090/api/v1/label/__name__/values | jq -r '.data[]' | grep -i isr",
                "kafka_cluster_partition_underminisr\nkafka_server_replicamanager_isrexpands_total\nkafka_server_replicamanager_isrshrinks_total\nkafka_server_replicamanager_failedisrupdates_total",
            ),
            ("edit", "dashboards/kafka/overview.json"),
            (
                "bash",
                "jq '.uid, (.panels | length), (.panels[-1] | {id, title, gridPos, targets: [.targets[] | {refId, expr, legendFormat}]})' dashboards/kafka/overview.json",
                '"kafka-overview"\n9\n{\n  "id": 9,\n  "title": "ISR shrinks / expands",\n  "gridPos": {"h": 8, "w": 24, "x": 0, "y": 20},\n  "targets": [\n'
                '    {"refId": "A", "expr": "sum by (pod) (rate(kafka_server_replicamanager_isrshrinks_total{cluster=\\"$cluster\\"}[$__rate_interval]))", "legendFormat": "shrinks {{pod}}"},\n'
                '    {"refId": "B", "expr": "-sum by (pod) (rate(kafka_server_replicamanager_isrexpands_total{cluster=\\"$cluster\\"}[$__rate_interval]))", "legendFormat": "expands {{pod}}"}\n'
                "  ]\n}",
            ),
            (
                "bash",
                "make lint-dashboards",
                "dashboard-linter lint --strict=false dashboards/kafka/overview.json\n"
                "dashboards/kafka/overview.json: 0 errors, 1 warning\n"
                "  [warning] panel-rate-interval-rule: Dashboard 'Kafka / Overview', panel 'Request latency p99' target idx '0': should use $__rate_interval, found [1m]\n"
                "dashboard-linter lint --strict=false dashboards/kafka/consumers.json\n"
                "dashboards/kafka/consumers.json: 0 errors, 0 warnings\n"
                "dashboard-linter lint --strict=false dashboards/postgres/patroni.json\n"
                "dashboards/postgres/patroni.json: 0 errors, 0 warnings",
            ),
            (
                "assistant",
                'Added panel 9, "ISR shrinks / expands", full width under the existing rows (y=20). Shrinks are plotted above zero and expands mirrored below, per broker pod, both with `$__rate_interval` and the existing `$cluster` variable. The uid is still `kafka-overview`, and I didn\'t touch `version` since provisioning ignores it.\n\n'
                "The linter has one warning, but it's pre-existing: the \"Request latency p99\" panel uses a hardcoded `[1m]` instead of `$__rate_interval`. Fix that too while we're here?",
            ),
            ("user", "sure, fix the warning too, then PR"),
            ("edit", "dashboards/kafka/overview.json"),
            (
                "bash",
                'make lint-dashboards 2>&1 | grep overview; git checkout -qb kafka-isr-panel && git commit -qam "dashboards(kafka): ISR shrink/expand panel; use \\$__rate_interval in latency panel" && git push -qu origin kafka-isr-panel && gh pr create --fill',
                "dashboards/kafka/overview.json: 0 errors, 0 warnings\nhttps://github.com/northwind-ops/observability/pull/418",
            ),
            ("assistant", "Lint is clean now. PR #418 is open with both changes."),
            ("user", "merged, panel shows up after the deploy. ty"),
        ],
        "lessons": [{"keys": ["sidecar", "grafana ui"]}],
        "tool_stored": [],
    },
]
