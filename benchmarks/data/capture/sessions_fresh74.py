"""The "fresh74" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH74: list[dict[str, Any]] = [
    # --- "coldhaul": dispatch and reefer-telematics API for Brindle Freight, a UK/Ireland refrigerated haulier (TypeScript 5.6, NestJS 10, TypeORM 0.3 + Postgres 16, BullMQ + Redis, MQTT ingest from Thermo King units via EMQX, SNS to the driver app, pnpm + Nx monorepo, Jest, ECS Fargate, Terraform) ---
    {
        "name": "fresh74-coldhaul-chitchat-satisfies-vs-as-and-jq-group-by",
        "split": "fresh74",
        "steps": [
            (
                "user",
                "quick one, ts `satisfies` vs `as` for a config object, whats the actual difference. short pls",
            ),
            (
                "assistant",
                "`as` is an assertion: it tells the compiler \"trust me\", so it can hide missing or wrong keys and widens the value to the asserted type.\n`satisfies` checks the object against the type **without changing its inferred type**, so typos and missing keys are errors and you still get the narrow literal types (e.g. `'frozen'` instead of `string`). For config objects you almost always want `satisfies`.",
            ),
            (
                "user",
                "ok. and can u give me a jq one-liner that counts loads by status from this export, i need it for a slide",
            ),
            (
                "bash",
                "head -c 300 /tmp/loads-export-2026-12-06.json",
                '[{"ref":"BF-88190","status":"delivered","temp_class":"chilled"},{"ref":"BF-88191","status":"in_transit","temp_class":"frozen"},{"ref":"BF-88192","status":"delivered","temp_class":"chilled"},{"ref":"BF-88193","status":"cancelled","temp_class":"ambient"},{"ref":"BF-88194","status":"planned",',
            ),
            (
                "bash",
                "jq -r 'group_by(.status) | map(\"\\(.[0].status)\\t\\(length)\") | .[]' /tmp/loads-export-2026-12-06.json",
                "cancelled\t14\ndelivered\t412\nin_transit\t63\nplanned\t88",
            ),
            (
                "assistant",
                "```\njq -r 'group_by(.status) | map(\"\\(.[0].status)\\t\\(length)\") | .[]' loads.json\n```\nOn the Dec 6 export: delivered 412, planned 88, in_transit 63, cancelled 14 (577 total).",
            ),
            ("user", "can it sort by count desc"),
            (
                "assistant",
                "Add `sort_by(-length)` before the map:\n```\njq -r 'group_by(.status) | sort_by(-length) | map(\"\\(.[0].status)\\t\\(length)\") | .[]' loads.json\n```",
            ),
            ("user", "ty thats all i need"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh74-coldhaul-decision-transactional-outbox-for-driver-dispatch-events",
        "split": "fresh74",
        "steps": [
            (
                "user",
                "marta wants the dispatch events to the driver app to be reliable, right now createLoad() publishes to sns in the middle of the request. what are the options, dont code yet",
            ),
            (
                "read",
                "apps/api/src/loads/loads.service.ts",
                "  async createLoad(dto: CreateLoadDto, user: AuthUser): Promise<Load> {\n    const load = await this.dataSource.transaction(async (em) => {\n      const saved = await em.save(Load, this.toEntity(dto, user));\n      await em.save(LoadStop, dto.stops.map((s, i) => ({ ...s, loadId: saved.id, seq: i })));\n      return saved;\n    });\n    await this.sns.publish({\n      TopicArn: this.config.get('DISPATCH_TOPIC_ARN'),\n      Message: JSON.stringify({ type: 'load.assigned', loadId: load.id, driverId: dto.driverId }),\n    });\n    return load;\n  }\n",
            ),
            (
                "bash",
                "grep -rn 'sns.publish' apps/api/src | wc -l; grep -rn 'sns.publish' apps/api/src | cut -d: -f1 | sort -u",
                "7\napps/api/src/loads/loads.service.ts\napps/api/src/loads/reassign.service.ts\napps/api/src/stops/stops.service.ts",
            ),
            (
                "assistant",
                "Today the publish happens **after** the transaction commits and isn't retried: if SNS throws (throttling, network), the load exists but the driver never hears about it; if the process dies between commit and publish, same thing. There are 7 such `sns.publish` calls across loads, reassign and stops.\n\nOptions:\n\n1. **Publish after commit with retries** (`p-retry`, exponential backoff): small change, but still loses the event if the task is killed mid-retry, and the request latency grows while it retries.\n2. **Transactional outbox**: write the event to an `outbox_events` table inside the same transaction as the load, and a BullMQ repeatable job in the worker drains unsent rows to SNS and marks them sent. At-least-once, so the driver app has to dedupe on an event id (it already ignores repeated `loadId` + `type`, from what I see in the mobile repo's handler).\n3. **CDC with Debezium** on the `loads` tables into Kafka/SNS: no app changes to write events, but it's a Kafka Connect cluster to run and nobody here operates one.",
            ),
            (
                "user",
                "go with the outbox: write to outbox_events in the same typeorm transaction and let the bullmq worker drain it, because after-commit publishing is exactly what lost 40 loads in march when sns throttled us. not debezium, we're not running kafka connect for one table. do all 7 call sites",
            ),
            ("edit", "apps/api/src/db/migrations/1765108800000-CreateOutboxEvents.ts"),
            ("edit", "libs/outbox/src/outbox.entity.ts"),
            ("edit", "libs/outbox/src/outbox.service.ts"),
            ("edit", "apps/worker/src/outbox/outbox-relay.processor.ts"),
            ("edit", "apps/api/src/loads/loads.service.ts"),
            ("edit", "apps/api/src/loads/reassign.service.ts"),
            ("edit", "apps/api/src/stops/stops.service.ts"),
            (
                "bash",
                "pnpm nx run-many -t test -p api worker outbox 2>&1 | tail -8",
                " PASS  libs/outbox/src/outbox.service.spec.ts\n PASS  apps/worker/src/outbox/outbox-relay.processor.spec.ts\n PASS  apps/api/src/loads/loads.service.spec.ts\n PASS  apps/api/src/stops/stops.service.spec.ts\n\n NX   Successfully ran target test for 3 projects (41s)\n\nTests:       118 passed, 118 total",
            ),
            (
                "assistant",
                "Done:\n\n- migration `CreateOutboxEvents`: `outbox_events(id uuid, topic, payload jsonb, created_at, sent_at null, attempts int)` with a partial index on `created_at WHERE sent_at IS NULL`\n- `OutboxService.add(em, topic, payload)` takes the transaction's `EntityManager`, so the event commits or rolls back with the load\n- all 7 `sns.publish` call sites now call `outbox.add(em, ...)` inside their transactions\n- `OutboxRelayProcessor` in the worker: BullMQ repeatable job every 2 s, takes up to 100 unsent rows with `FOR UPDATE SKIP LOCKED`, publishes, sets `sent_at`; failures bump `attempts` and stay for the next tick\n- tests: rollback leaves no event, relay marks sent, SNS error keeps the row\n\nI'll add a short ADR under `docs/adr/` if you want it written down.",
            ),
            ("user", "yes pls, 0009"),
        ],
        "lessons": [
            {"keys": ["outbox_events", "sns throttled"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh74-coldhaul-incident-missed-excursion-alerts-mqtt-clientid-takeover",
        "split": "fresh74",
        "steps": [
            (
                "user",
                "night dispatch got NO excursion alert for BF-88213, trailer sat at -9 for almost 2h on a frozen load (ice cream, tesco). customer is livid. also the reefer graphs in grafana look gappy since tuesday. pls find out whats going on",
            ),
            (
                "bash",
                "psql \"$RO_URL\" -c \"select date_trunc('hour', recorded_at) h, count(*) from reefer_readings where recorded_at > now() - interval '5 days' group by 1 order by 1\" | sed -n '1,3p;40,46p'",
                "          h          | count\n---------------------+-------\n 2026-12-02 10:00:00 | 21604\n 2026-12-03 13:00:00 | 21577\n 2026-12-03 14:00:00 | 11908\n 2026-12-03 15:00:00 |  9412\n 2026-12-03 16:00:00 | 10177\n 2026-12-03 17:00:00 |  9864\n 2026-12-03 18:00:00 |  8720",
            ),
            (
                "bash",
                "aws logs tail /ecs/coldhaul-telematics-ingest --since 10m --format short | grep -i mqtt | head -8",
                "2026-12-07T08:41:02 [task 3f9c1e] mqtt connected clientId=coldhaul-telematics-ingest\n2026-12-07T08:41:03 [task a07d52] mqtt close: connection lost, reconnecting in 1000ms\n2026-12-07T08:41:04 [task a07d52] mqtt connected clientId=coldhaul-telematics-ingest\n2026-12-07T08:41:04 [task 3f9c1e] mqtt close: connection lost, reconnecting in 1000ms\n2026-12-07T08:41:06 [task 3f9c1e] mqtt connected clientId=coldhaul-telematics-ingest\n2026-12-07T08:41:06 [task a07d52] mqtt close: connection lost, reconnecting in 1000ms\n2026-12-07T08:41:08 [task a07d52] mqtt connected clientId=coldhaul-telematics-ingest\n2026-12-07T08:41:08 [task 3f9c1e] mqtt close: connection lost, reconnecting in 1000ms",
            ),
            (
                "read",
                "apps/telematics-ingest/src/mqtt/mqtt.client.ts",
                "export function createMqttClient(cfg: ConfigService): MqttClient {\n  return mqtt.connect(cfg.get('EMQX_URL'), {\n    clientId: 'coldhaul-telematics-ingest',\n    clean: true,\n    username: cfg.get('EMQX_USER'),\n    password: cfg.get('EMQX_PASSWORD'),\n    reconnectPeriod: 1000,\n  });\n}\n\nexport const TELEMETRY_TOPIC = 'reefer/+/telemetry';\n// subscribed with { qos: 0 } in TelemetryConsumer.onModuleInit\n",
            ),
            (
                "bash",
                "cd infra/terraform && git log --since=2026-12-01 --oneline -- ecs_telematics.tf; grep -n 'desired_count\\|min_capacity' ecs_telematics.tf",
                "b41e9d2 telematics-ingest: run 2 tasks for HA (ops-412)\n23:  desired_count = 2\n61:  min_capacity = 2",
            ),
            (
                "think",
                "Two tasks since Tuesday's ops-412 change, both with the same static clientId. MQTT broker allows one session per clientId; a new CONNECT with the same id disconnects the existing one. So they kick each other every ~2s. clean:true + qos 0 means nothing is queued while disconnected. Readings dropped ~55%. Excursion check runs on stored readings, so the -9 readings for BF-88213's trailer may simply never have arrived. Verify that unit's readings.",
            ),
            (
                "bash",
                "psql \"$RO_URL\" -Atc \"select count(*), min(temp_dc), max(temp_dc) from reefer_readings r join loads l on l.reefer_unit = r.unit_serial where l.ref = 'BF-88213' and r.recorded_at between '2026-12-06 01:00' and '2026-12-06 03:00'\"",
                "3|-182|-179",
            ),
            (
                "assistant",
                "Found it. Root cause: both telematics-ingest tasks connect to EMQX with the same clientId `coldhaul-telematics-ingest`, so each connect kicks the other off (session takeover) and, with `clean: true` and QoS 0, readings sent during the gaps were dropped.\n\n- This started with Tuesday's `b41e9d2 telematics-ingest: run 2 tasks for HA (ops-412)`: with one task the static id was harmless, with two they've been flapping every ~2 s ever since (the log above). About 55% of readings have been lost since 14:00 Tuesday.\n- For BF-88213, between 01:00 and 03:00 we stored only **3 readings, all around -18 °C**: the warm readings never reached the database, so the excursion check had nothing to alert on.\n\nFix I'd make:\n1. clientId `coldhaul-telematics-ingest-${taskId}`, with the task id read from the ECS metadata endpoint (`ECS_CONTAINER_METADATA_URI_V4`)\n2. subscribe via the shared subscription `$share/ingest/reefer/+/telemetry` so the two tasks split the stream instead of each getting every message (otherwise unique ids would double every reading)\n3. QoS 1 with `clean: false`, so EMQX queues messages for a task that's reconnecting",
            ),
            (
                "user",
                "do all 3. and the bigger lesson for me is the alerting: a safety alert must also fire on missing data, not just bad data — add a staleness check, any reefer on an active frozen/chilled load silent for 15 min pages night dispatch",
            ),
            ("edit", "apps/telematics-ingest/src/mqtt/mqtt.client.ts"),
            ("edit", "apps/telematics-ingest/src/mqtt/telemetry.consumer.ts"),
            ("edit", "apps/worker/src/alerts/reefer-staleness.processor.ts"),
            ("edit", "apps/worker/src/alerts/reefer-staleness.processor.spec.ts"),
            (
                "bash",
                "pnpm nx run-many -t test -p telematics-ingest worker 2>&1 | tail -4",
                " PASS  apps/worker/src/alerts/reefer-staleness.processor.spec.ts\n\n NX   Successfully ran target test for 2 projects (29s)\n\nTests:       64 passed, 64 total",
            ),
            (
                "assistant",
                "Pushed as `fix/mqtt-client-id`:\n\n- unique clientId per ECS task, shared subscription `$share/ingest/reefer/+/telemetry`, QoS 1, `clean: false`\n- new `ReeferStalenessProcessor` (BullMQ, every minute): any unit on a load with `temp_class` in (`frozen`, `chilled`) and status `in_transit` with no reading for 15 min raises a `reefer.silent` alert that pages night dispatch via the same PagerDuty service as excursions\n- tests for silent, recovered and ambient (ignored) units\n\nAfter deploy, the log should show two different clientIds and no more `connection lost` lines.",
            ),
            ("user", "deploying now, ill tell tesco we found it"),
        ],
        "lessons": [
            {"keys": ["same clientId", "session takeover"]},
            {"keys": ["missing data", "not just bad data"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh74-coldhaul-corrections-setpoint-deci-celsius-and-422-for-business-rules",
        "split": "fresh74",
        "steps": [
            (
                "user",
                "POST /loads should reject frozen/chilled loads where the reefer setpoint is warmer than the product allows. max temps per product are in product_temp_profiles",
            ),
            (
                "read",
                "apps/api/src/loads/load.entity.ts",
                "@Entity('loads')\nexport class Load {\n  @PrimaryGeneratedColumn('uuid') id: string;\n  @Column() ref: string;\n  @Column({ type: 'enum', enum: TempClass, name: 'temp_class' }) tempClass: TempClass;\n  @Column({ type: 'int', name: 'setpoint_dc', nullable: true }) setpointDc: number | null;\n  @Column({ name: 'product_code' }) productCode: string;\n  @Column({ name: 'reefer_unit', nullable: true }) reeferUnit: string | null;\n  // ...\n}\n",
            ),
            (
                "bash",
                'psql "$DEV_URL" -c \'\\d product_temp_profiles\' | sed -n \'1,9p\'; psql "$DEV_URL" -Atc "select product_code, max_temp_dc from product_temp_profiles limit 3"',
                '        Table "public.product_temp_profiles"\n    Column    |  Type   | Nullable\n--------------+---------+----------\n product_code | text    | not null\n min_temp_dc  | integer | not null\n max_temp_dc  | integer | not null\n description  | text    |\n\nICE-TUB-2L|-180|Ice cream 2L tubs\nCHK-BRST|40|Chicken breast fillets\nSALAD-MIX|50|Bagged salad',
            ),
            (
                "assistant",
                "Plan: a `SetpointWithinProfile` check in `LoadsService.createLoad` that loads the product's profile and compares `setpointDc <= max_temp_dc`. Note: `setpoint_dc` looks like degrees Celsius (dc = degrees C), so I compare it directly against the profile and a load that violates it is rejected with a 400 Bad Request like the other DTO errors. Go ahead?",
            ),
            (
                "user",
                "dc is deci-celsius: tenths of a degree, so -185 means -18.5 °C, every reefer temp in the db is an integer in deci-celsius because thats what the thermo king api sends. comparing dc to dc is fine then but the error message has to show real degrees. and rule violations aren't 400 here, business-rule violations return 422 through our ProblemDetails filter, 400 is only for class-validator shape errors. go ahead with that",
            ),
            (
                "bash",
                "grep -rn 'class .*Problem\\|BusinessRuleException' libs/http/src | head -4",
                "libs/http/src/problem-details.filter.ts:9:export class ProblemDetailsFilter implements ExceptionFilter {\nlibs/http/src/business-rule.exception.ts:3:export class BusinessRuleException extends HttpException {\nlibs/http/src/business-rule.exception.ts:5:    super({ type, title, detail, ...extra }, HttpStatus.UNPROCESSABLE_ENTITY);",
            ),
            ("edit", "libs/units/src/deci-celsius.ts"),
            ("edit", "apps/api/src/loads/checks/setpoint-within-profile.check.ts"),
            ("edit", "apps/api/src/loads/loads.service.ts"),
            ("edit", "apps/api/src/loads/loads.e2e-spec.ts"),
            (
                "bash",
                "pnpm nx test api --testPathPattern='loads' 2>&1 | tail -5",
                " PASS  apps/api/src/loads/checks/setpoint-within-profile.check.spec.ts\n PASS  apps/api/src/loads/loads.e2e-spec.ts\n\nTests:       37 passed, 37 total\nTime:        12.844 s",
            ),
            (
                "assistant",
                'Done:\n\n- `libs/units`: `formatDeciCelsius(-185)` → `"-18.5 °C"` (and `toDeciCelsius` for the few places that parse user input)\n- `SetpointWithinProfile` compares `setpointDc` with `max_temp_dc` (both deci-celsius) and throws `BusinessRuleException` with type `/problems/setpoint-too-warm`, so the filter returns **422** with e.g. `"detail": "Setpoint -15.0 °C is warmer than the -18.0 °C maximum for ICE-TUB-2L"`\n- e2e tests: a violating frozen load gets 422, a valid one 201, a missing `setpointDc` on a frozen load still gets 400 from class-validator, ambient loads skip the check',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["deci-celsius", "-185"], "not": ["dc = degrees C"]},
            {"keys": ["422", "ProblemDetails"], "not": ["with a 400 Bad Request"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh74-coldhaul-two-rules-never-edit-merged-migration-and-nullable-load-columns",
        "split": "fresh74",
        "steps": [
            (
                "user",
                "warehouse wants pallet_count on loads, required on the booking form. add the column + dto field + expose it on GET /loads/:id",
            ),
            (
                "bash",
                "ls apps/api/src/db/migrations | tail -4",
                "1763035200000-AddProductTempProfiles.ts\n1764244800000-AddReeferFields.ts\n1765108800000-CreateOutboxEvents.ts\n1765195200000-AddLoadNotesIndex.ts",
            ),
            (
                "read",
                "apps/api/src/db/migrations/1764244800000-AddReeferFields.ts",
                "export class AddReeferFields1764244800000 implements MigrationInterface {\n  public async up(q: QueryRunner): Promise<void> {\n    await q.query(`ALTER TABLE loads ADD COLUMN reefer_unit text`);\n    await q.query(`ALTER TABLE loads ADD COLUMN setpoint_dc integer`);\n  }\n\n  public async down(q: QueryRunner): Promise<void> {\n    await q.query(`ALTER TABLE loads DROP COLUMN setpoint_dc`);\n    await q.query(`ALTER TABLE loads DROP COLUMN reefer_unit`);\n  }\n}\n",
            ),
            ("edit", "apps/api/src/db/migrations/1764244800000-AddReeferFields.ts"),
            ("edit", "apps/api/src/loads/load.entity.ts"),
            (
                "assistant",
                "Added `pallet_count integer NOT NULL` to the `loads` table in `1764244800000-AddReeferFields.ts` (it's the migration that already touches the loads columns), plus `palletCount` on the entity. Next I'll add `@IsInt() @Min(1)` on `CreateLoadDto` and wire up the GET response.",
            ),
            (
                "user",
                "stop, revert that migration edit. two rules here: never edit a migration once it's merged, AddReeferFields already ran on prod so your change would just never run there — always add a new migration; and new columns on loads must be nullable or have a default, because driver app 3.x is still on ~20% of phones and posts loads without the new fields. keep it required in the booking form validation only",
            ),
            (
                "bash",
                "git checkout -- apps/api/src/db/migrations/1764244800000-AddReeferFields.ts && pnpm typeorm migration:create apps/api/src/db/migrations/AddLoadPalletCount",
                "Migration /home/dev/coldhaul/apps/api/src/db/migrations/1765281600000-AddLoadPalletCount.ts has been generated successfully.",
            ),
            ("edit", "apps/api/src/db/migrations/1765281600000-AddLoadPalletCount.ts"),
            ("edit", "apps/api/src/loads/load.entity.ts"),
            ("edit", "apps/api/src/loads/dto/create-load.dto.ts"),
            ("edit", "apps/web-booking/src/features/loads/booking-form.schema.ts"),
            ("edit", "apps/api/src/loads/dto/load-response.dto.ts"),
            (
                "bash",
                "pnpm nx run-many -t test -p api web-booking 2>&1 | tail -3 && pnpm nx run api:migration:run 2>&1 | tail -2",
                "\n NX   Successfully ran target test for 2 projects (33s)\n\nquery: ALTER TABLE loads ADD COLUMN pallet_count integer NULL\nMigration AddLoadPalletCount1765281600000 has been executed successfully.",
            ),
            (
                "assistant",
                "Reverted the edit to `AddReeferFields` and did it properly:\n\n- new migration `1765281600000-AddLoadPalletCount`: `pallet_count integer NULL`\n- entity `palletCount: number | null`; `CreateLoadDto` has it `@IsOptional() @IsInt() @Min(1)`, so driver app 3.x payloads still validate\n- the booking form's zod schema makes it required there\n- `GET /loads/:id` returns `palletCount` (null for old loads)",
            ),
            ("user", "good, ship it"),
        ],
        "lessons": [
            {"keys": ["never edit a migration", "merged"]},
            {"keys": ["nullable or have a default", "driver app 3.x"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh74-coldhaul-tool-stored-mqtt-topics-and-tp-subcontractor-loads",
        "split": "fresh74",
        "steps": [
            (
                "user",
                "remember the reefer topic layout for next time pls: telemetry on reefer/{unitSerial}/telemetry every 60s, alarms on reefer/{unitSerial}/alarm, door events on reefer/{unitSerial}/door, unit serials look like TK-7H2K19. then: the daily excursion report lists loads that have no reefer at all, fix that",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "coldhaul MQTT topics (EMQX): reefer/{unitSerial}/telemetry every 60s, reefer/{unitSerial}/alarm for alarms, reefer/{unitSerial}/door for door events. Thermo King unit serials look like TK-7H2K19.",
                    "tags": ["coldhaul", "mqtt", "telematics"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "bash",
                'psql "$RO_URL" -c "select l.ref, l.temp_class, l.reefer_unit from excursion_report_v r join loads l on l.id = r.load_id where r.report_date = \'2026-12-06\' and l.reefer_unit is null"',
                "   ref    | temp_class | reefer_unit\n----------+------------+-------------\n TP-20417 | chilled    |\n TP-20422 | frozen     |\n TP-20431 | chilled    |\n(3 rows)",
            ),
            (
                "assistant",
                'Stored the topic layout. The 3 offending rows are all `TP-` loads with `reefer_unit` null: they show up with "no readings" as if they were excursions. Should I exclude loads without a `reefer_unit`, or is there something specific about `TP-`?',
            ),
            (
                "user",
                "TP- loads are subcontractor loads, they run on the haulier's own trailers with no reefer telematics, so skip them in every excursion/staleness check and show them in the report under a separate 'no telematics' section instead",
            ),
            (
                "read",
                "apps/worker/src/reports/excursion-report.query.ts",
                "export const excursionReportQuery = (date: string) => `\n  select l.id as load_id, l.ref, l.temp_class, r.min_dc, r.max_dc, r.minutes_out\n  from loads l\n  left join reefer_excursion_summary r on r.load_id = l.id and r.day = '${date}'\n  where l.temp_class in ('frozen', 'chilled')\n    and l.delivered_on = '${date}'\n`;\n",
            ),
            ("edit", "apps/worker/src/reports/excursion-report.query.ts"),
            ("edit", "apps/worker/src/reports/excursion-report.template.hbs"),
            ("edit", "apps/worker/src/alerts/reefer-staleness.processor.ts"),
            ("edit", "apps/worker/src/reports/excursion-report.spec.ts"),
            (
                "bash",
                "pnpm nx test worker --testPathPattern='excursion|staleness' 2>&1 | tail -3",
                "Tests:       19 passed, 19 total\nSnapshots:   2 updated, 2 total\nTime:        7.112 s",
            ),
            (
                "assistant",
                "Done:\n\n- the report query now takes `date` as a bind parameter (it was string-interpolated) and splits loads by `ref LIKE 'TP-%'`: `TP-` loads go into a new \"No telematics (subcontractor)\" section with ref, temp class and subcontractor name, everything else stays in the excursion table\n- the staleness processor skips `TP-` loads too, so they won't page night dispatch\n- snapshot tests updated for both sections",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["TP- loads", "subcontractor"]},
        ],
        "tool_stored": [["reefer/{unitSerial}/telemetry", "TK-7H2K19"]],
    },
]
