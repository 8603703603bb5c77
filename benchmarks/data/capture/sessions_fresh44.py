"""The "fresh44" capture sessions: written in session 25 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH44: list[dict[str, Any]] = [
    # --- "parcelpath": a Go gRPC shipment tracking service on GKE (tracking-api, eta-svc, ingest-worker) ---
    {
        "name": "fresh44-grpc-headless-round-robin",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "tracking-api p99 went to like 4s since the HPA scaled eta-svc up to 6 pods this morning. grafana shows one eta pod pegged and the other 5 doing nothing. wtf",
            ),
            (
                "bash",
                "kubectl -n tracking top pods -l app=eta-svc",
                "NAME                       CPU(cores)   MEMORY(bytes)\neta-svc-7c9f6d8b5-2xkqp    1893m        412Mi\neta-svc-7c9f6d8b5-8hjzt    12m          88Mi\neta-svc-7c9f6d8b5-c4n7w    9m           86Mi\neta-svc-7c9f6d8b5-lq2vd    14m          90Mi\neta-svc-7c9f6d8b5-tz5rm    11m          87Mi\neta-svc-7c9f6d8b5-wp9bx    10m          85Mi",
            ),
            (
                "read",
                "internal/etaclient/client.go",
                'func Dial(ctx context.Context) (*grpc.ClientConn, error) {\n\treturn grpc.DialContext(ctx, "eta-svc.tracking.svc.cluster.local:9090",\n\t\tgrpc.WithTransportCredentials(insecure.NewCredentials()),\n\t\tgrpc.WithUnaryInterceptor(otelgrpc.UnaryClientInterceptor()),\n\t)\n}\n',
            ),
            (
                "bash",
                "kubectl -n tracking get svc eta-svc -o jsonpath='{.spec.type} {.spec.clusterIP}{\"\\n\"}'; kubectl -n tracking get pods -l app=tracking-api -o wide | awk '{print $1, $5}'",
                "ClusterIP 10.12.4.77\nNAME AGE\ntracking-api-5b8f7d9c6-h2lkd 3d2h\ntracking-api-5b8f7d9c6-r8mzn 3d2h\ntracking-api-5b8f7d9c6-vx4qs 3d2h",
            ),
            (
                "think",
                "gRPC keeps one long-lived HTTP/2 connection per ClientConn. A ClusterIP service is balanced by kube-proxy per TCP connection, not per request. The tracking-api pods are 3 days old, they connected when eta-svc had one pod and never reconnected, so the 5 new pods get nothing.",
            ),
            (
                "assistant",
                "It's connection-level load balancing. `etaclient.Dial` targets the ClusterIP service, and kube-proxy only balances new TCP connections. gRPC multiplexes every RPC over one long-lived HTTP/2 connection, so the three tracking-api pods (3 days old) all still talk to the one eta pod that existed when they started. The 5 pods the HPA added never get a connection.\n\nOptions:\n1. headless Service + `dns:///` target + `round_robin` balancing policy in the client, so the client opens a subconn to every pod IP\n2. a service mesh (Istio/Linkerd) doing per-request L7 balancing\n3. only setting `MaxConnectionAge` on the server so clients reconnect periodically (rebalances slowly, still one pod per client at a time)",
            ),
            (
                "user",
                "1. we don't run a mesh and I'm not adding one for this. but also do 3 on top, otherwise when the HPA adds pods the clients never re-resolve dns and the new ones still sit idle till the next redeploy",
            ),
            ("edit", "k8s/eta-svc/service.yaml"),
            ("edit", "internal/etaclient/client.go"),
            ("edit", "cmd/eta-svc/main.go"),
            (
                "bash",
                "kubectl -n tracking apply -f k8s/eta-svc/service.yaml",
                'The Service "eta-svc" is invalid: spec.clusterIP: Invalid value: "None": field is immutable',
            ),
            (
                "assistant",
                "clusterIP can't be changed on an existing Service. Rather than delete and recreate `eta-svc` (which would break every caller for a moment), I'll add a second Service `eta-svc-headless` with `clusterIP: None` and the same selector, and point the client at `dns:///eta-svc-headless.tracking.svc.cluster.local:9090`. The old ClusterIP service stays for anything else that uses it.",
            ),
            ("edit", "k8s/eta-svc/service.yaml"),
            ("edit", "internal/etaclient/client.go"),
            (
                "bash",
                "git diff internal/etaclient/client.go cmd/eta-svc/main.go | grep '^[+-]' | grep -v '^+++\\|^---'",
                '-\treturn grpc.DialContext(ctx, "eta-svc.tracking.svc.cluster.local:9090",\n+\treturn grpc.DialContext(ctx, "dns:///eta-svc-headless.tracking.svc.cluster.local:9090",\n+\t\tgrpc.WithDefaultServiceConfig(`{"loadBalancingConfig":[{"round_robin":{}}]}`),\n+\t\tgrpc.KeepaliveParams(keepalive.ServerParameters{\n+\t\t\tMaxConnectionAge:      5 * time.Minute,\n+\t\t\tMaxConnectionAgeGrace: 30 * time.Second,\n+\t\t}),',
            ),
            (
                "bash",
                "go vet ./... && go test ./internal/etaclient/... ./cmd/eta-svc/...",
                "ok  \tgithub.com/parcelpath/tracking/internal/etaclient\t0.412s\nok  \tgithub.com/parcelpath/tracking/cmd/eta-svc\t0.087s",
            ),
            (
                "user",
                "ship it, I'll approve the prod rollout when staging looks ok",
            ),
            (
                "bash",
                "gcloud deploy releases create rel-20261205-2 --delivery-pipeline=tracking-prod --region=europe-west3 --skaffold-file=skaffold.yaml 2>&1 | tail -3",
                "Created Cloud Deploy release rel-20261205-2.\nCreating rollout projects/parcelpath/locations/europe-west3/deliveryPipelines/tracking-prod/releases/rel-20261205-2/rollouts/rel-20261205-2-to-staging-0001 in target staging\nWaiting for rollout creation operation to complete...done.",
            ),
            ("user", "approved prod. check the pods in 10 min?"),
            (
                "bash",
                "kubectl -n tracking top pods -l app=eta-svc",
                "NAME                       CPU(cores)   MEMORY(bytes)\neta-svc-6d4b9f7c8-4kq2n    318m         104Mi\neta-svc-6d4b9f7c8-9xzpl    341m         101Mi\neta-svc-6d4b9f7c8-fj7wd    296m         99Mi\neta-svc-6d4b9f7c8-m2hvc    330m         103Mi\neta-svc-6d4b9f7c8-rt8sb    305m         100Mi\neta-svc-6d4b9f7c8-zl5kq    322m         102Mi",
            ),
            (
                "assistant",
                "Load is even now, all six eta pods at about 300m CPU. Grafana has tracking-api p99 back at 170 ms. Summary: the ClusterIP service plus gRPC's single long-lived connection pinned every client to one pod. Clients now dial the headless `eta-svc-headless` with `round_robin`, and eta-svc sets `MaxConnectionAge` 5m so clients re-resolve and pick up new pods after scale-ups.",
            ),
            ("user", "👍 thanks"),
        ],
        "lessons": [{"keys": ["headless", "round_robin"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh44-proto-reserved-field-correction",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "we're dropping `carrier_ref` from ShipmentEvent, nothing reads it since the dhl integration rewrite. and add a `carrier_tracking_url` string instead. protos are in api/tracking/v1",
            ),
            (
                "read",
                "api/tracking/v1/events.proto",
                'syntax = "proto3";\n\npackage parcelpath.tracking.v1;\n\nimport "google/protobuf/timestamp.proto";\n\nmessage ShipmentEvent {\n  string shipment_id = 1;\n  EventType type = 2;\n  google.protobuf.Timestamp occurred_at = 3;\n  string location_code = 4;\n  string carrier = 5;\n  string carrier_ref = 6;\n  GeoPoint position = 7;\n}\n',
            ),
            (
                "bash",
                "grep -rn 'CarrierRef' --include=*.go . | grep -v '^./gen/'",
                "./internal/ingest/dhl_legacy.go:88:\t\tCarrierRef: raw.Ref,",
            ),
            (
                "read",
                "internal/ingest/dhl_legacy.go",
                '// Deprecated: only used by the v1 DHL webhook, which was switched off in October.\nfunc fromLegacyDHL(raw legacyDHLEvent) *trackingv1.ShipmentEvent {\n\treturn &trackingv1.ShipmentEvent{\n\t\tShipmentId: raw.ShipmentID,\n\t\tCarrier:    "dhl",\n\t\tCarrierRef: raw.Ref,\n\t}\n}\n',
            ),
            (
                "assistant",
                "Only the dead legacy DHL mapper sets it. Plan: delete `fromLegacyDHL`, remove `carrier_ref` and put `string carrier_tracking_url = 6;` in its place, reusing the slot so the numbering stays compact, then `buf generate`.",
            ),
            (
                "user",
                "no!! never reuse a field number. the android driver app 2.x still sends 6 as carrier_ref and there's events sitting in pubsub with it, they'd get decoded as a url. `reserved 6; reserved \"carrier_ref\";` and the new field gets 8",
            ),
            (
                "assistant",
                "Right, an old writer's field 6 would be read as `carrier_tracking_url` by new readers. Reserving 6 and the name, new field as 8.",
            ),
            ("edit", "api/tracking/v1/events.proto"),
            ("edit", "internal/ingest/dhl_legacy.go"),
            (
                "bash",
                "sed -n 7,17p api/tracking/v1/events.proto",
                'message ShipmentEvent {\n  reserved 6;\n  reserved "carrier_ref";\n\n  string shipment_id = 1;\n  EventType type = 2;\n  google.protobuf.Timestamp occurred_at = 3;\n  string location_code = 4;\n  string carrier = 5;\n  GeoPoint position = 7;\n  string carrier_tracking_url = 8;',
            ),
            (
                "bash",
                "buf lint && buf breaking --against '.git#branch=main' && echo OK",
                "OK",
            ),
            (
                "bash",
                "buf generate && go build ./... && go test ./...",
                "ok  \tgithub.com/parcelpath/tracking/internal/etaclient\t0.398s\nok  \tgithub.com/parcelpath/tracking/internal/ingest\t1.204s\nok  \tgithub.com/parcelpath/tracking/internal/api\t0.911s\n?   \tgithub.com/parcelpath/tracking/gen/go/tracking/v1\t[no test files]\nok  \tgithub.com/parcelpath/tracking/cmd/tracking-api\t0.102s",
            ),
            (
                "assistant",
                'Done. `ShipmentEvent` now has `reserved 6; reserved "carrier_ref";`, `carrier_tracking_url = 8`, and the dead `fromLegacyDHL` mapper is deleted. buf lint and buf breaking against main pass, generated code regenerated, all tests green.',
            ),
            (
                "user",
                "cool. open a PR, title `tracking/v1: drop carrier_ref, add carrier_tracking_url`",
            ),
            (
                "bash",
                'gh pr create --title "tracking/v1: drop carrier_ref, add carrier_tracking_url" --fill',
                "https://github.com/parcelpath/tracking/pull/631",
            ),
            ("assistant", "PR #631 is open."),
        ],
        "lessons": [{"keys": ["reserved", "field number"], "not": ["reusing the slot"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh44-ingest-outstanding-cloud-deploy-tool-stored",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "ingest-worker is falling behind at peak again, backlog on carrier-events-ingest was 340k at 18:00 yesterday. bump the pubsub MaxOutstandingMessages, it's 100 right now i think. then roll it out",
            ),
            (
                "read",
                "internal/ingest/subscriber.go",
                'func NewSubscriber(c *pubsub.Client, cfg Config) *pubsub.Subscription {\n\tsub := c.Subscription("carrier-events-ingest")\n\tsub.ReceiveSettings.MaxOutstandingMessages = 100\n\tsub.ReceiveSettings.NumGoroutines = 4\n\treturn sub\n}\n',
            ),
            (
                "bash",
                "kubectl -n tracking get deploy ingest-worker -o jsonpath='{.spec.replicas} {.spec.template.spec.containers[0].resources}{\"\\n\"}'",
                '4 {"limits":{"cpu":"1","memory":"512Mi"},"requests":{"cpu":"500m","memory":"512Mi"}}',
            ),
            (
                "assistant",
                "It is 100 per pod with 4 pods, so at most 400 messages in flight. I'd go to 1000 per pod.",
            ),
            (
                "user",
                "ok but if you go to 1000 bump the memory limit in the same change. rule of thumb 1Gi per 500 outstanding, the DHL bulk events are up to ~1MB each. last time someone raised outstanding without that the workers got OOMKilled in a loop all night",
            ),
            ("edit", "internal/ingest/subscriber.go"),
            ("edit", "k8s/ingest-worker/deployment.yaml"),
            (
                "bash",
                "git diff --stat && go test ./internal/ingest/...",
                " internal/ingest/subscriber.go     | 2 +-\n k8s/ingest-worker/deployment.yaml | 4 ++--\n 2 files changed, 3 insertions(+), 3 deletions(-)\nok  \tgithub.com/parcelpath/tracking/internal/ingest\t1.187s",
            ),
            (
                "assistant",
                "MaxOutstandingMessages is 1000 and the memory request/limit is 2Gi. Rolling it out now with `kubectl -n tracking set image deploy/ingest-worker ingest-worker=europe-west3-docker.pkg.dev/parcelpath/images/ingest-worker:4f2a91c` after the image build.",
            ),
            (
                "user",
                "no, prod only ever goes through cloud deploy, `gcloud deploy releases create` on the tracking-prod pipeline, it does staging first and prod needs an approval. our kubectl on prod is read only anyway, the SA can't write. pls put that in memory, I keep having to say it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "parcelpath deploys: rollouts to prod go only through Cloud Deploy (`gcloud deploy releases create` on the delivery pipeline tracking-prod, region europe-west3), which deploys to staging first and needs an approval for prod. Never kubectl apply / set image against prod; our kubectl access to prod is read-only.",
                    "tags": ["parcelpath", "deploy", "gke"],
                },
                '{"id":"212","action":"stored"}',
                False,
            ),
            (
                "bash",
                "gcloud deploy releases create rel-20261205-1 --delivery-pipeline=tracking-prod --region=europe-west3 --skaffold-file=skaffold.yaml 2>&1 | tail -3",
                "Created Cloud Deploy release rel-20261205-1.\nCreating rollout projects/parcelpath/locations/europe-west3/deliveryPipelines/tracking-prod/releases/rel-20261205-1/rollouts/rel-20261205-1-to-staging-0001 in target staging\nWaiting for rollout creation operation to complete...done.",
            ),
            (
                "assistant",
                "Saved, and release rel-20261205-1 is rolling to staging. Prod will wait for your approval.",
            ),
            ("user", "approved. watch it for a bit?"),
            (
                "bash",
                "kubectl -n tracking top pods -l app=ingest-worker; kubectl -n tracking get pods -l app=ingest-worker -o custom-columns=NAME:.metadata.name,RESTARTS:.status.containerStatuses[0].restartCount",
                "NAME                             CPU(cores)   MEMORY(bytes)\ningest-worker-64c8b7f9d-5pl2x    712m         1184Mi\ningest-worker-64c8b7f9d-b8w4k    698m         1121Mi\ningest-worker-64c8b7f9d-kq9zt    731m         1203Mi\ningest-worker-64c8b7f9d-x7mvd    705m         1156Mi\nNAME                            RESTARTS\ningest-worker-64c8b7f9d-5pl2x   0\ningest-worker-64c8b7f9d-b8w4k   0\ningest-worker-64c8b7f9d-kq9zt   0\ningest-worker-64c8b7f9d-x7mvd   0",
            ),
            (
                "bash",
                "gcloud monitoring time-series list --project=parcelpath --filter='metric.type=\"pubsub.googleapis.com/subscription/num_undelivered_messages\" AND resource.labels.subscription_id=\"carrier-events-ingest\"' --interval-start-time=$(date -u -d '-3 min' +%FT%TZ) --format='value(points[0].value.int64Value)'",
                "1873",
            ),
            (
                "assistant",
                "All four workers are up, memory at about 1.1-1.2Gi of the 2Gi limit, no restarts. The undelivered backlog on carrier-events-ingest is 1,873 messages right now.",
            ),
            ("user", "nice. we'll see at 18:00 but looks good"),
        ],
        "lessons": [{"keys": ["1Gi", "outstanding"]}],
        "tool_stored": [["Cloud Deploy", "kubectl"]],
    },
    {
        "name": "fresh44-shipment-stuck-lookup-nothing",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "support ticket: shipment PP-88412093 has had no updates since tuesday, customer is angry. can you check if it's on our side or the carrier",
            ),
            (
                "bash",
                'grpcurl -H "authorization: Bearer $(gcloud auth print-identity-token)" -d \'{"shipment_id":"PP-88412093"}\' tracking-api.internal.parcelpath.io:443 parcelpath.tracking.v1.TrackingService/ListEvents | jq -c \'.events[] | {type, occurredAt, locationCode, carrier}\'',
                '{"type":"EVENT_TYPE_LABEL_CREATED","occurredAt":"2026-11-28T09:14:02Z","locationCode":"DE-HAM","carrier":"gls"}\n{"type":"EVENT_TYPE_PICKED_UP","occurredAt":"2026-11-28T16:40:51Z","locationCode":"DE-HAM","carrier":"gls"}\n{"type":"EVENT_TYPE_ARRIVED_AT_HUB","occurredAt":"2026-12-01T03:22:17Z","locationCode":"DE-NUE-H2","carrier":"gls"}',
            ),
            (
                "bash",
                'gcloud logging read \'resource.type="k8s_container" AND labels."k8s-pod/app"="ingest-worker" AND jsonPayload.carrier_tracking_no="GLS5401877322"\' --freshness=7d --format=\'value(timestamp,jsonPayload.msg)\' | head',
                "2026-12-01T03:22:19.114Z\tevent ingested\n2026-11-28T16:40:53.402Z\tevent ingested\n2026-11-28T09:14:04.877Z\tevent ingested",
            ),
            (
                "bash",
                'gcloud logging read \'resource.type="k8s_container" AND labels."k8s-pod/app"="ingest-worker" AND jsonPayload.carrier="gls" AND severity>=WARNING\' --freshness=4d --format=\'value(timestamp,jsonPayload.msg)\' | wc -l',
                "0",
            ),
            (
                "assistant",
                "Not us, as far as I can see. GLS sent us three events for this parcel and we ingested all three within 2 seconds. The last one was ARRIVED_AT_HUB at Nuremberg hub 2 on Monday 1 Dec at 03:22 UTC, and GLS hasn't sent anything for it since. No ingest warnings or errors for GLS in the last 4 days, and other GLS parcels are still updating, so the feed itself is fine. It looks like the parcel is sitting at the NUE hub.",
            ),
            (
                "user",
                "ok. can you give me the gls tracking number so support can open a case with them",
            ),
            (
                "assistant",
                "GLS tracking number: GLS5401877322 (last scan: Nuremberg hub 2, 2026-12-01 03:22 UTC).",
            ),
            ("user", "thx, passed on"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # --- "tafelplan": a school timetable app (Vue 3 + Vite SPA, Laravel 11 API, Horizon/Redis, MySQL) ---
    {
        "name": "fresh44-tafelplan-decision-cp-sat",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "auto-scheduler gives up on gymnasium-nord again (62 teachers, 38 classes). the php backtracking thing in app/Scheduling/GreedySolver.php just times out after 120s. what are our options, they need a plan for the second semester by jan 15",
            ),
            (
                "bash",
                "php artisan timetable:generate --school=gymnasium-nord --dry-run",
                "Loading constraints... 62 teachers, 38 classes, 41 rooms, 1312 lessons\nPlacing lessons ████████████████████████░░░░  1184/1312\n\n  ERROR  Timeout after 120s: 128 lessons unplaced (teacher_unavailable: 71, room_capacity: 22, double_period: 35)",
            ),
            (
                "read",
                "app/Scheduling/GreedySolver.php",
                "    private function place(array $lessons, int $i): bool\n    {\n        if ($i === count($lessons)) {\n            return true;\n        }\n        foreach ($this->candidateSlots($lessons[$i]) as $slot) {\n            if ($this->violatesHard($lessons[$i], $slot)) {\n                continue;\n            }\n            $this->assign($lessons[$i], $slot);\n            if ($this->place($lessons, $i + 1)) {\n                return true;\n            }\n            $this->unassign($lessons[$i], $slot);\n        }\n        return false;\n    }\n",
            ),
            (
                "assistant",
                "It's plain depth-first backtracking with no propagation or learning, so it blows up on large schools with many part-time teachers. Options:\n1. Improve the PHP solver (constraint propagation, tabu search). Lots of work, and we'd be writing a solver ourselves.\n2. Google OR-Tools CP-SAT in a small Python service, called from a queued Laravel job. It handles hard constraints like teacher availability and double periods natively and usually solves this size in seconds to minutes.\n3. Shell out to FET (the open-source timetabling program). It's mature for schools, but it has its own XML format and is GPL.\n4. Timefold (Java). Powerful, but it adds a JVM service.",
            ),
            (
                "user",
                "OR-Tools CP-SAT in a python sidecar. php has no decent solver libs and FET is GPL so we can't ship it inside the hosted product. and it runs as a queued job on its own horizon queue, big schools take minutes and that can't sit in a request",
            ),
            ("edit", "solver/app.py"),
            ("edit", "solver/model.py"),
            ("edit", "solver/Dockerfile"),
            ("edit", "app/Jobs/GenerateTimetable.php"),
            ("edit", "config/horizon.php"),
            ("edit", "docker-compose.yml"),
            (
                "bash",
                "docker compose up -d --build solver && php artisan test --filter=GenerateTimetable",
                "[+] Running 1/1\n ✔ Container tafelplan-solver-1  Started\n\n   PASS  Tests\\Feature\\GenerateTimetableTest\n  ✓ it dispatches the job on the solver queue                 0.21s\n  ✓ it stores the solved timetable as a draft                 1.84s\n  ✓ it marks the run failed when the solver is infeasible     0.97s\n\n  Tests:    3 passed (9 assertions)\n  Duration: 3.41s",
            ),
            (
                "bash",
                "php artisan timetable:generate --school=gymnasium-nord --dry-run --sync",
                "Loading constraints... 62 teachers, 38 classes, 41 rooms, 1312 lessons\nSolver: cp-sat (8 workers, time limit 600s)\nStatus: OPTIMAL after 48.3s\nPlaced 1312/1312 lessons, soft penalty 214 (teacher gaps: 162, late periods: 52)",
            ),
            (
                "assistant",
                "Done. The solver is a FastAPI service in `solver/` using OR-Tools CP-SAT, with hard constraints for teacher availability, room capacity and double periods, and teacher gaps and late periods as soft penalties. `GenerateTimetable` is a queued job on a new `solver` Horizon queue with a 15-minute timeout, and the result is stored as a draft timetable. gymnasium-nord solves completely in 48 s (1312/1312 lessons).",
            ),
            (
                "user",
                "48s vs giving up, lol. nice. leave the old GreedySolver in for now, I'll delete it once a couple of schools ran on the new one",
            ),
            ("assistant", "OK, GreedySolver stays in place."),
        ],
        "lessons": [{"keys": ["CP-SAT", "GPL"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh44-tafelplan-horizon-stale-workers",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "teachers are still getting substitution emails with the OLD template (the one without the room), even though we deployed the new one yesterday 17:00. checked the blade file on the server, it's the new one. ???",
            ),
            (
                "read",
                "app/Notifications/SubstitutionAssigned.php",
                "    public function toMail(object $notifiable): MailMessage\n    {\n        return (new MailMessage)\n            ->subject(__('Vertretung: :subject, :period. Stunde', [...]))\n            ->markdown('mail.substitution-v2', [\n                'substitution' => $this->substitution,\n                'room' => $this->substitution->room,\n            ]);\n    }\n",
            ),
            (
                "bash",
                'ssh deploy@app1.tafelplan.de "ps -o pid,lstart,cmd -C php | grep -i horizon"',
                "  1187 Mon Dec  1 06:02:14 2026 php /var/www/tafelplan/current/artisan horizon\n  1203 Mon Dec  1 06:02:15 2026 php /var/www/tafelplan/current/artisan horizon:supervisor app1-Xk2p:supervisor-1 ...\n  1219 Mon Dec  1 06:02:16 2026 php /var/www/tafelplan/current/artisan horizon:work redis --name=default --supervisor=app1-Xk2p:supervisor-1 ...",
            ),
            (
                "read",
                "deploy.sh",
                "#!/usr/bin/env bash\nset -euo pipefail\ncd /var/www/tafelplan/current\ngit pull --ff-only\ncomposer install --no-dev --optimize-autoloader\nphp artisan migrate --force\nnpm ci && npm run build\nphp artisan config:cache\nphp artisan route:cache\nphp artisan view:cache\nsudo systemctl reload php8.3-fpm\n",
            ),
            (
                "think",
                "Horizon workers were started Monday 06:02 (the server reboot) and are long-lived PHP processes: they still have the old SubstitutionAssigned class in memory, which points at the old markdown view. deploy.sh reloads php-fpm but never restarts Horizon.",
            ),
            (
                "assistant",
                "Found it. The notification is queued, so it's rendered by the Horizon workers, not by php-fpm. Those workers have been running since Monday 06:02 (the reboot) and still have Monday's `SubstitutionAssigned` class loaded, which uses the old `mail.substitution` view. `deploy.sh` reloads php-fpm but never restarts Horizon, so queued code stays stale until the next reboot. Fix: add `php artisan horizon:terminate` at the end of deploy.sh (supervisord starts Horizon again with the new code), and run it once by hand now.",
            ),
            ("user", "yes both. ugh, how long has that been broken"),
            ("edit", "deploy.sh"),
            (
                "bash",
                'ssh deploy@app1.tafelplan.de \'cd /var/www/tafelplan/current && php artisan horizon:terminate && sleep 8 && ps -o pid,lstart,cmd -C php | grep -c "horizon:work"; ps -o lstart= -p $(pgrep -f "artisan horizon$")\'',
                "   INFO  Sending TERM signal to processes.\n\n4\nFri Dec  5 10:41:37 2026",
            ),
            (
                "bash",
                "git log --format='%h %ad %s' --date=short -- deploy.sh | head -3",
                "9a1e4c2 2026-03-11 deploy: build assets on server\n51d07bb 2025-09-02 add deploy script",
            ),
            (
                "assistant",
                "Horizon was restarted at 10:41 with 4 workers on the new code. deploy.sh never had a Horizon restart (it's been like this since the script was added in September 2025), so every deploy until a reboot ran old queued code. It only became visible now because the template change is visible to teachers.",
            ),
            (
                "user",
                "great. I just assigned a test substitution to myself, got the new mail with the room in it. how many went out with the old template since yesterday 17:00?",
            ),
            (
                "bash",
                'ssh deploy@app1.tafelplan.de \'cd /var/www/tafelplan/current && php artisan tinker --execute="echo App\\\\Models\\\\NotificationLog::where(\\"kind\\", \\"substitution_assigned\\")->whereBetween(\\"sent_at\\", [\\"2026-12-04 17:00\\", \\"2026-12-05 10:41\\"])->count();"\'',
                "143",
            ),
            (
                "assistant",
                "143 substitution emails went out with the old template (no room) between yesterday 17:00 and the restart at 10:41.",
            ),
            ("user", "ok I'll tell the schools to check the room in the app. thanks"),
        ],
        "lessons": [{"keys": ["horizon:terminate", "deploy.sh"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh44-tafelplan-bell-schedule-correction",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "the free periods widget on the teacher dashboard is wrong for realschule-west. teachers say it shows 7 free periods on tuesday when they have 3",
            ),
            (
                "read",
                "app/Services/FreePeriodCalculator.php",
                "    public function forDay(Teacher $teacher, CarbonImmutable $date): int\n    {\n        $school = $teacher->school;\n        $dayMinutes = $school->day_end->diffInMinutes($school->day_start);\n        $totalPeriods = intdiv($dayMinutes, 45);\n        $taught = $teacher->lessons()->onWeekday($date->dayOfWeekIso)->count();\n\n        return $totalPeriods - $taught;\n    }\n",
            ),
            (
                "bash",
                "php artisan tinker --execute=\"\\$s = App\\Models\\School::whereSlug('realschule-west')->first(); echo \\$s->day_start, ' ', \\$s->day_end;\"",
                "07:45:00 16:15:00",
            ),
            (
                "assistant",
                "The calculator divides the whole school day (07:45-16:15, 510 min) by 45, which gives 11 periods and ignores breaks and lunch. Periods are 45 minutes everywhere, so I'd subtract the break minutes first and then divide by 45.",
            ),
            (
                "user",
                "no, periods are not always 45. realschule-west does 60 min blocks, a couple of schools do 90 min doubles. every school has its own bell_schedule (bell_schedule_slots, per weekday), count the slots from there. never derive periods from minutes",
            ),
            (
                "bash",
                "php artisan tinker --execute=\"echo App\\Models\\School::whereSlug('realschule-west')->first()->bellSchedule->slots()->where('weekday', 2)->where('kind', 'lesson')->get(['starts_at','ends_at'])->toJson();\"",
                '[{"starts_at":"07:45","ends_at":"08:45"},{"starts_at":"08:50","ends_at":"09:50"},{"starts_at":"10:10","ends_at":"11:10"},{"starts_at":"11:15","ends_at":"12:15"},{"starts_at":"13:00","ends_at":"14:00"},{"starts_at":"14:05","ends_at":"15:05"},{"starts_at":"15:15","ends_at":"16:15"}]',
            ),
            ("edit", "app/Services/FreePeriodCalculator.php"),
            ("edit", "tests/Unit/FreePeriodCalculatorTest.php"),
            (
                "bash",
                "php artisan test --filter=FreePeriodCalculator",
                "   PASS  Tests\\Unit\\FreePeriodCalculatorTest\n  ✓ it counts lesson slots from the bell schedule            0.09s\n  ✓ it ignores break and lunch slots                          0.04s\n  ✓ it uses the weekday specific schedule                     0.05s\n  ✓ it handles 90 minute double blocks                        0.04s\n\n  Tests:    4 passed (7 assertions)\n  Duration: 0.62s",
            ),
            (
                "bash",
                "php artisan tinker --execute=\"echo app(App\\Services\\FreePeriodCalculator::class)->forDay(App\\Models\\Teacher::whereEmail('k.brandt@realschule-west.de')->first(), now()->next('Tuesday')->toImmutable());\"",
                "3",
            ),
            (
                "assistant",
                "Fixed. `forDay` now counts the `lesson` slots of the school's bell schedule for that weekday (7 on Tuesday at realschule-west) and subtracts the teacher's lessons. Ms Brandt now gets 3 free periods on Tuesday, which matches what the teachers reported. The old `day_start`/`day_end` arithmetic is gone.",
            ),
            (
                "user",
                "👍 the widget caches for 10 min so they'll see it after that, fine",
            ),
        ],
        "lessons": [{"keys": ["bell_schedule"], "not": ["Periods are 45 minutes everywhere"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh44-tafelplan-long-subject-names-nothing",
        "split": "fresh44",
        "steps": [
            (
                "user",
                "small one: in the week grid, long subject names like 'Naturwissenschaftliches Arbeiten' blow up the cell width and the whole grid scrolls sideways. can you make them cut off with ... and show the full name on hover",
            ),
            (
                "read",
                "resources/js/components/timetable/LessonCard.vue",
                '<script setup lang="ts">\nimport type { Lesson } from \'@/types\'\n\ndefineProps<{ lesson: Lesson }>()\n</script>\n\n<template>\n  <div class="rounded-md px-2 py-1 text-sm" :style="{ backgroundColor: lesson.subject.color }">\n    <div class="font-semibold">{{ lesson.subject.name }}</div>\n    <div class="text-xs opacity-80">{{ lesson.teacher.short }} · {{ lesson.room?.name ?? \'–\' }}</div>\n  </div>\n</template>\n',
            ),
            (
                "read",
                "resources/js/components/timetable/WeekGrid.vue",
                '  <div class="grid grid-cols-[4rem_repeat(5,1fr)] gap-1">\n',
            ),
            (
                "assistant",
                "Two things cause it: the `1fr` columns have an implicit `min-width: auto`, so they grow to fit the longest name, and the name div has no truncation. I'll change the columns to `minmax(0,1fr)`, add `truncate` (Tailwind: overflow hidden, ellipsis, nowrap) to the name and teacher/room lines, and put the full name in a `title` attribute for the hover.",
            ),
            ("user", "sure"),
            ("edit", "resources/js/components/timetable/WeekGrid.vue"),
            ("edit", "resources/js/components/timetable/LessonCard.vue"),
            (
                "bash",
                "npx vitest run resources/js/components/timetable && npx vue-tsc --noEmit",
                " ✓ resources/js/components/timetable/LessonCard.spec.ts (3 tests) 38ms\n ✓ resources/js/components/timetable/WeekGrid.spec.ts (6 tests) 112ms\n\n Test Files  2 passed (2)\n      Tests  9 passed (9)\n   Start at  14:02:51\n   Duration  1.94s",
            ),
            (
                "assistant",
                "Done. Grid columns are `minmax(0,1fr)` now, so they stay equal width. Subject names and the teacher/room line are truncated with an ellipsis, and hovering the card shows the full subject name. Tests and vue-tsc pass.",
            ),
            ("user", "checked in the browser, looks good. thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
