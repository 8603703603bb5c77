"""The "fresh27" capture sessions: written in session 23 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH27: list[dict[str, Any]] = [
    {
        "name": "fresh27-departure-local-time-correction",
        "split": "fresh27",
        "steps": [
            (
                "user",
                'The "departs in N min" banner on the boarding pass is an hour off for Helsinki sailings, Stockholm ones look fine. Could you look at internal/boarding/pass.go? The countdown is computed in computeCountdown.',
            ),
            (
                "read",
                "internal/boarding/pass.go",
                'package boarding\n\nimport (\n\t"time"\n\n\t"github.com/balticlink/bookd/internal/db"\n)\n\ntype Pass struct {\n\tBookingRef string\n\tSailing    db.Sailing\n\tCountdown  time.Duration\n}\n\n// computeCountdown returns the time left until departure.\nfunc computeCountdown(now time.Time, s db.Sailing) time.Duration {\n\td := s.DepartureAt\n\tdep := time.Date(d.Year(), d.Month(), d.Day(), d.Hour(), d.Minute(), 0, 0, time.Local)\n\treturn dep.Sub(now)\n}\n',
            ),
            (
                "bash",
                "grep -n departure_at db/migrations/*.sql; grep -n TZ deploy/Dockerfile",
                "db/migrations/20230114093012_sailings.sql:7:    departure_at        timestamp NOT NULL,\ndb/migrations/20230114093012_sailings.sql:15:CREATE INDEX sailings_departure_at_idx ON sailings (departure_at);\ndeploy/Dockerfile:18:ENV TZ=Europe/Stockholm",
            ),
            (
                "think",
                "departure_at is timestamp without time zone. computeCountdown re-stamps it with time.Local, and the container runs with TZ=Europe/Stockholm. If the column holds UTC, that would be wrong for every sailing, not just Helsinki... but that's the usual convention for timestamp columns here, I'd guess.",
            ),
            (
                "assistant",
                "Found the suspicious part. `computeCountdown` rebuilds `DepartureAt` in `time.Local`, and the container sets `TZ=Europe/Stockholm`. The column is a plain `timestamp`, and I'm assuming departure_at is stored in UTC, so the fix would be to drop the `time.Date(..., time.Local)` rebuild and subtract `s.DepartureAt` (as UTC) from `now` directly. Shall I make that change?",
            ),
            (
                "user",
                "No, please don't, that would shift every sailing. departure_at isn't UTC, it's the local wall-clock time at the departure port; the ops team types the timetables in port time and that's how it's stored. The zone for each port is in ports.tz. Stockholm only looks right because the container happens to run in Europe/Stockholm; Helsinki is Europe/Helsinki, hence the hour.",
            ),
            (
                "read",
                "internal/db/queries/sailings.sql",
                "-- name: GetSailingForBooking :one\nSELECT s.*\nFROM sailings s\nJOIN bookings b ON b.sailing_id = s.id\nWHERE b.ref = $1;\n",
            ),
            ("edit", "internal/db/queries/sailings.sql"),
            (
                "bash",
                "sqlc generate && go build ./...",
                "",
            ),
            ("edit", "internal/boarding/pass.go"),
            ("edit", "internal/boarding/pass_test.go"),
            (
                "bash",
                "go test ./internal/boarding/...",
                "ok  \tgithub.com/balticlink/bookd/internal/boarding\t0.412s",
            ),
            (
                "assistant",
                "Changed it: `GetSailingForBooking` now also selects the departure port's `tz`, and `computeCountdown` loads that location and builds the departure with `time.Date(..., loc)` instead of `time.Local`. I added test cases for a Stockholm and a Helsinki sailing around a DST switch; `go test ./internal/boarding/...` passes.",
            ),
            ("user", "Great, thanks. I'll get Jonas to review it."),
        ],
        "lessons": [
            {
                "keys": ["departure_at", "wall-clock time"],
                "not": ["departure_at is stored in UTC"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh27-chitchat-ts-union-narrowing",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "why does ts yell `Property 'regPlate' does not exist on type 'PassengerTicket'` in TicketRow, i literally check kind === 'vehicle' right above it",
            ),
            (
                "read",
                "src/components/TicketRow.tsx",
                "import type { Ticket } from '../types/ticket';\n\nexport function TicketRow({ ticket }: { ticket: Ticket }) {\n  if (ticket.kind === 'vehicle') {\n    return (\n      <tr>\n        <td>{ticket.regPlate}</td>\n        <td>{ticket.lengthCm / 100} m</td>\n      </tr>\n    );\n  }\n  return (\n    <tr>\n      <td colSpan={2}>{ticket.name}</td>\n    </tr>\n  );\n}\n",
            ),
            (
                "read",
                "src/types/ticket.ts",
                "export type PassengerTicket = {\n  kind: string;\n  name: string;\n};\n\nexport type VehicleTicket = {\n  kind: 'vehicle';\n  regPlate: string;\n  lengthCm: number;\n};\n\nexport type Ticket = PassengerTicket | VehicleTicket;\n",
            ),
            (
                "assistant",
                "It's the type, not the component. `PassengerTicket.kind` is `string`, so a `PassengerTicket` could also have `kind === 'vehicle'` as far as TypeScript knows. After the check, `ticket` is still `PassengerTicket | VehicleTicket`, and `regPlate` doesn't exist on the first one. Narrowing only works when each member of the union has a distinct literal type for the discriminant. Changing it to `kind: 'passenger'` fixes it.",
            ),
            (
                "user",
                "ohh. ok yeah makes sense, do it",
            ),
            ("edit", "src/types/ticket.ts"),
            (
                "bash",
                "pnpm tsc --noEmit",
                "src/api/tickets.ts:22:7 - error TS2322: Type '{ kind: string; name: string; }' is not assignable to type 'Ticket'.\n  Type '{ kind: string; name: string; }' is not assignable to type 'PassengerTicket'.\n    Types of property 'kind' are incompatible.\n      Type 'string' is not assignable to type '\"passenger\"'.\n\n22       return { kind: raw.type, name: raw.holder };\n         ~~~~~~\n\nFound 1 error in src/api/tickets.ts:22",
            ),
            ("edit", "src/api/tickets.ts"),
            (
                "bash",
                "pnpm tsc --noEmit",
                "",
            ),
            (
                "assistant",
                "Fixed: `PassengerTicket.kind` is now `'passenger'`, and the mapper in `src/api/tickets.ts` sets `kind: 'passenger'` for non-vehicle tickets instead of copying `raw.type` through. `tsc --noEmit` is clean.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh27-decision-outbox-relay",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "Design question before I start on the BookingConfirmed event for the loyalty service. We could publish to JetStream right after the transaction commits in ConfirmBooking, or write an outbox row inside the same transaction and have a separate relay publish it. What do you think?",
            ),
            (
                "read",
                "internal/booking/confirm.go",
                'package booking\n\nimport (\n\t"context"\n\t"fmt"\n)\n\nfunc (s *Service) ConfirmBooking(ctx context.Context, ref string) error {\n\ttx, err := s.db.Begin(ctx)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer tx.Rollback(ctx)\n\n\tif err := s.q.WithTx(tx).MarkConfirmed(ctx, ref); err != nil {\n\t\treturn fmt.Errorf("mark confirmed: %w", err)\n\t}\n\tif err := s.reserveDeckSpaceForBooking(ctx, tx, ref); err != nil {\n\t\treturn err\n\t}\n\treturn tx.Commit(ctx)\n}\n',
            ),
            (
                "bash",
                "grep -rn 'js.Publish' internal/ | head",
                'internal/payments/capture.go:88:\tif _, err := s.js.Publish(ctx, "payments.captured", payload); err != nil {',
            ),
            (
                "assistant",
                "Both work; the trade-off is delivery guarantees versus moving parts.\n\n- **Publish after commit** (what `payments/capture.go` does today): simplest, lowest latency, but if the process dies or JetStream is unreachable between `Commit` and `Publish`, the booking is confirmed and the event is gone. Publishing before commit has the opposite problem (event for a booking that rolled back).\n- **Outbox**: the event row commits atomically with the booking, and a relay publishes and marks rows sent. You get at-least-once delivery, so consumers need to dedupe (JetStream's `Nats-Msg-Id` header helps), plus a relay process to run and a table to prune.\n\nIf the loyalty service must never miss a confirmation, I'd lean outbox.",
            ),
            (
                "user",
                "Outbox it is. We publish directly after commit for PaymentCaptured and it already bit us: in March roughly 300 receipt emails never went out because pods got OOM-killed between the commit and the publish, so I don't want a second event with that hole. Put the relay in cmd/outbox-relay and just poll every 500ms for now, we can do LISTEN/NOTIFY later if latency matters.",
            ),
            ("edit", "db/migrations/20261201101500_outbox.sql"),
            ("edit", "internal/db/queries/outbox.sql"),
            ("edit", "internal/booking/confirm.go"),
            ("edit", "cmd/outbox-relay/main.go"),
            (
                "bash",
                "sqlc generate && go vet ./... && go test ./internal/booking/... ./cmd/outbox-relay/...",
                "ok  \tgithub.com/balticlink/bookd/internal/booking\t3.207s\nok  \tgithub.com/balticlink/bookd/cmd/outbox-relay\t1.884s",
            ),
            (
                "assistant",
                "Done:\n- migration `20261201101500_outbox.sql` adds `outbox (id bigserial, subject text, payload jsonb, created_at, sent_at)` with a partial index on unsent rows;\n- `ConfirmBooking` inserts a `bookings.confirmed` row in the same transaction;\n- `cmd/outbox-relay` polls every 500ms with `SELECT ... FOR UPDATE SKIP LOCKED LIMIT 100`, publishes with `Nats-Msg-Id` set to the outbox id, then sets `sent_at`.\n\nTests pass. The relay still needs a Deployment in the Helm chart; want me to add it?",
            ),
            ("user", "Not yet, I'll do the chart in a separate PR. Thanks."),
        ],
        "lessons": [
            {
                "keys": ["outbox", "OOM-killed"],
                "not": [],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh27-staging-db-ssm-tool-stored",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "cant connect to staging pg from my laptop, psql just hangs forever. host is bookd-staging.cluster-c8xq2mzk4e1r.eu-north-1.rds.amazonaws.com, creds from 1pass",
            ),
            (
                "bash",
                "timeout 15 psql \"host=bookd-staging.cluster-c8xq2mzk4e1r.eu-north-1.rds.amazonaws.com user=bookd_ro dbname=bookd connect_timeout=10\" -c 'select 1'",
                'psql: error: connection to server at "bookd-staging.cluster-c8xq2mzk4e1r.eu-north-1.rds.amazonaws.com" (10.42.17.88), port 5432 failed: timeout expired',
            ),
            (
                "assistant",
                "The hostname resolves to 10.42.17.88, a private address, so the cluster is in private subnets and your laptop can't route to it. Let me check how the staging infra expects people to get in.",
            ),
            (
                "bash",
                "grep -rln 'bastion\\|ssm' infra/envs/staging/",
                "infra/envs/staging/bastion.tf\ninfra/envs/staging/iam.tf",
            ),
            (
                "read",
                "infra/envs/staging/bastion.tf",
                'resource "aws_instance" "ssm_bastion" {\n  ami                         = data.aws_ami.al2023.id\n  instance_type               = "t4g.nano"\n  subnet_id                   = module.vpc.private_subnets[0]\n  associate_public_ip_address = false\n  iam_instance_profile        = aws_iam_instance_profile.ssm_bastion.name\n  vpc_security_group_ids      = [aws_security_group.bastion.id]\n\n  tags = {\n    Name = "staging-ssm-bastion"\n  }\n}\n\n# No SSH. Use SSM port forwarding.\n',
            ),
            (
                "bash",
                "aws ec2 describe-instances --filters Name=tag:Name,Values=staging-ssm-bastion --query 'Reservations[].Instances[].InstanceId' --output text --profile balticlink-staging",
                "i-0c1d7e2f3a4b5c6d7",
            ),
            (
                "bash",
                "aws ssm start-session --profile balticlink-staging --target i-0c1d7e2f3a4b5c6d7 --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters host=bookd-staging.cluster-c8xq2mzk4e1r.eu-north-1.rds.amazonaws.com,portNumber=5432,localPortNumber=15432 &\nsleep 4; psql \"host=localhost port=15432 user=bookd_ro dbname=bookd\" -c 'select 1'",
                "Starting session with SessionId: ken.aalto-0f3b9e27c1d84a6b2\nPort 15432 opened for sessionId ken.aalto-0f3b9e27c1d84a6b2.\nWaiting for connections...\n\nConnection accepted for session [ken.aalto-0f3b9e27c1d84a6b2]\n ?column? \n----------\n        1\n(1 row)",
            ),
            (
                "assistant",
                "That works. There's no SSH on the bastion; it's SSM-only. Start an SSM port-forwarding session through `staging-ssm-bastion` (i-0c1d7e2f3a4b5c6d7) to the cluster on 5432, mapped to local port 15432, then point psql at `localhost:15432`. The session is still running in the background for you.",
            ),
            (
                "user",
                "nice!! pls save that somewhere, next person shouldnt burn an hour on it like i did",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Staging Postgres (bookd-staging RDS cluster) is in private subnets; reach it only via SSM port forwarding through the staging-ssm-bastion (i-0c1d7e2f3a4b5c6d7), no SSH: aws ssm start-session --profile balticlink-staging --target i-0c1d7e2f3a4b5c6d7 --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters host=bookd-staging.cluster-c8xq2mzk4e1r.eu-north-1.rds.amazonaws.com,portNumber=5432,localPortNumber=15432, then psql against localhost:15432.",
                    "tags": ["staging", "postgres", "ssm", "access"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved to memory: staging Postgres goes through SSM port forwarding on the staging bastion, local port 15432.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [["SSM", "15432"]],
    },
    {
        "name": "fresh27-deck-overbooking-lost-update",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "ops escalation: yesterdays 17:40 Travemünde->Trelleborg (sailing 88412) loaded 3 more cars than the vehicle deck has lanes for, two had to wait for the next one. booking logs show two reservations 40ms apart both got ok at the very end. pls look at reserveDeckSpace in internal/booking/deck.go",
            ),
            (
                "read",
                "internal/booking/deck.go",
                'package booking\n\nimport (\n\t"context"\n\n\t"github.com/jackc/pgx/v5"\n)\n\nfunc (s *Service) reserveDeckSpace(ctx context.Context, tx pgx.Tx, sailingID int64, meters float64) error {\n\tvar free float64\n\terr := tx.QueryRow(ctx,\n\t\t`SELECT remaining_lane_meters FROM sailings WHERE id = $1`, sailingID).Scan(&free)\n\tif err != nil {\n\t\treturn err\n\t}\n\tif free < meters {\n\t\treturn ErrDeckFull\n\t}\n\t_, err = tx.Exec(ctx,\n\t\t`UPDATE sailings SET remaining_lane_meters = $1 WHERE id = $2`, free-meters, sailingID)\n\treturn err\n}\n',
            ),
            (
                "bash",
                'psql "$BOOKD_RO_URL" -c "select s.lane_meters_total, s.remaining_lane_meters, sum(v.lane_meters) as booked, count(*) from sailings s join vehicle_reservations v on v.sailing_id = s.id where s.id = 88412 and v.cancelled_at is null group by 1,2"',
                " lane_meters_total | remaining_lane_meters | booked | count \n-------------------+-----------------------+--------+-------\n            1398.0 |                   0.4 | 1412.2 |   251\n(1 row)",
            ),
            (
                "think",
                "Booked 1412.2 m on a 1398.0 m deck but remaining says 0.4, so the counter and the reservations disagree by ~14 m: updates got lost. Read-then-write with an absolute value under READ COMMITTED: both txs read the same free value, both pass the check, second UPDATE overwrites the first. No lock on the sailings row.",
            ),
            (
                "assistant",
                "Root cause: reserveDeckSpace reads remaining_lane_meters without a row lock and then writes back an absolute value, so two concurrent reservations both read the same free space, both passed the check, and the second UPDATE overwrote the first. The data confirms it: 1412.2 m booked on a 1398.0 m deck while the counter says 0.4 m is left, so about 14 m of decrements were lost.\n\nTwo ways to fix it:\n1. `SELECT ... FOR UPDATE` on the sailings row, keeping the Go-side check;\n2. a single conditional update: `UPDATE sailings SET remaining_lane_meters = remaining_lane_meters - $1 WHERE id = $2 AND remaining_lane_meters >= $1 RETURNING remaining_lane_meters`, returning `ErrDeckFull` on no rows.",
            ),
            (
                "user",
                "2, one round trip and no lock held across the go code. add a test that hammers it w/ 20 goroutines on the same sailing",
            ),
            ("edit", "internal/booking/deck.go"),
            ("edit", "internal/booking/deck_test.go"),
            (
                "bash",
                "go test -race -run TestReserveDeckSpaceConcurrent -count=5 ./internal/booking/",
                "ok  \tgithub.com/balticlink/bookd/internal/booking\t6.931s",
            ),
            (
                "assistant",
                "`reserveDeckSpace` now does the conditional `UPDATE ... WHERE remaining_lane_meters >= $1 RETURNING`, and returns `ErrDeckFull` when no row comes back. `TestReserveDeckSpaceConcurrent` starts 20 goroutines reserving 4.6 m each against a sailing with 50 m free and checks that exactly 10 succeed and the counter matches the sum of reservations; it passes 5 runs under `-race`. The counter for 88412 is still wrong in prod, so it will need a one-off correction from the reservations table.",
            ),
            ("user", "👍 ill fix the counter by hand and write the postmortem"),
        ],
        "lessons": [
            {
                "keys": ["reserveDeckSpace", "row lock"],
                "not": [],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh27-money-minor-units-in-passing",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "Could you add the cabin upgrade price to the summary card on the checkout page? It's `upgradePrice` on the quote response. Prices from the API are always integer minor units, so use formatMoney from src/lib/money.ts rather than dividing by 100 in the component. It should go directly under the vehicle line, and only show when there is an upgrade.",
            ),
            (
                "read",
                "src/pages/checkout/SummaryCard.tsx",
                'import type { Quote } from \'../../api/types\';\n\nexport function SummaryCard({ quote }: { quote: Quote }) {\n  return (\n    <dl className="summary">\n      <dt>Passengers</dt>\n      <dd>{(quote.passengerPrice / 100).toFixed(2)} {quote.currency}</dd>\n      {quote.vehiclePrice > 0 && (\n        <>\n          <dt>Vehicle</dt>\n          <dd>{(quote.vehiclePrice / 100).toFixed(2)} {quote.currency}</dd>\n        </>\n      )}\n      <dt className="total">Total</dt>\n      <dd className="total">{(quote.total / 100).toFixed(2)} {quote.currency}</dd>\n    </dl>\n  );\n}\n',
            ),
            (
                "read",
                "src/lib/money.ts",
                "const fractionDigits: Record<string, number> = { EUR: 2, SEK: 2, NOK: 2, DKK: 2, PLN: 2 };\n\nexport function formatMoney(minor: number, currency: string, locale = navigator.language): string {\n  const digits = fractionDigits[currency] ?? 2;\n  return new Intl.NumberFormat(locale, {\n    style: 'currency',\n    currency,\n    minimumFractionDigits: digits,\n    maximumFractionDigits: digits,\n  }).format(minor / 10 ** digits);\n}\n",
            ),
            (
                "bash",
                "grep -n upgradePrice src/api/types.ts",
                "41:  upgradePrice: number | null;",
            ),
            ("edit", "src/pages/checkout/SummaryCard.tsx"),
            (
                "bash",
                "pnpm vitest run src/pages/checkout",
                " ✓ src/pages/checkout/SummaryCard.test.tsx (4 tests) 38ms\n ✓ src/pages/checkout/CheckoutPage.test.tsx (7 tests) 212ms\n\n Test Files  2 passed (2)\n      Tests  11 passed (11)\n   Duration  1.94s",
            ),
            (
                "assistant",
                'Added a "Cabin upgrade" row under the vehicle line, rendered only when `upgradePrice` is non-null and above 0, formatted with `formatMoney(quote.upgradePrice, quote.currency)`. Tests pass. The existing passenger, vehicle and total lines in the same card still do `(x / 100).toFixed(2)` inline; should I switch those to `formatMoney` too while I\'m here?',
            ),
            (
                "user",
                "Yes please, that's exactly the pattern I meant. Also add a test case for the upgrade row.",
            ),
            ("edit", "src/pages/checkout/SummaryCard.tsx"),
            ("edit", "src/pages/checkout/SummaryCard.test.tsx"),
            (
                "bash",
                "pnpm vitest run src/pages/checkout",
                " ✓ src/pages/checkout/SummaryCard.test.tsx (6 tests) 41ms\n ✓ src/pages/checkout/CheckoutPage.test.tsx (7 tests) 208ms\n\n Test Files  2 passed (2)\n      Tests  13 passed (13)\n   Duration  1.88s",
            ),
            (
                "assistant",
                "All four lines in `SummaryCard` now go through `formatMoney`, and there are two new tests: the upgrade row appears with a price and is absent when `upgradePrice` is null. 13/13 pass.",
            ),
        ],
        "lessons": [
            {
                "keys": ["minor units", "formatMoney"],
                "not": [],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh27-staging-rds-resize-routine",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "bump staging rds writer to db.t4g.large pls, the load tests next week are gonna choke the medium. well scale it back after",
            ),
            (
                "read",
                "infra/envs/staging/rds.tf",
                'module "bookd_db" {\n  source  = "../../modules/aurora-pg"\n  name    = "bookd-staging"\n  engine_version = "15.6"\n\n  writer_instance_class = "db.t4g.medium"\n  reader_count          = 0\n\n  vpc_id     = module.vpc.vpc_id\n  subnet_ids = module.vpc.private_subnets\n}\n',
            ),
            ("edit", "infra/envs/staging/rds.tf"),
            (
                "bash",
                "cd infra/envs/staging && terraform plan -input=false -out=tfplan | tail -12",
                '  # module.bookd_db.aws_rds_cluster_instance.writer will be updated in-place\n  ~ resource "aws_rds_cluster_instance" "writer" {\n        id                 = "bookd-staging-writer"\n      ~ instance_class     = "db.t4g.medium" -> "db.t4g.large"\n        tags               = {}\n        # (24 unchanged attributes hidden)\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nSaved the plan to: tfplan',
            ),
            (
                "assistant",
                "Plan is a single in-place change: the writer goes from db.t4g.medium to db.t4g.large. Aurora will restart the instance during the modify, so staging will have a few minutes of downtime. Apply?",
            ),
            ("user", "yep go, nobody's on staging rn"),
            (
                "bash",
                "cd infra/envs/staging && terraform apply -input=false tfplan | tail -4",
                "module.bookd_db.aws_rds_cluster_instance.writer: Still modifying... [id=bookd-staging-writer, 8m50s elapsed]\nmodule.bookd_db.aws_rds_cluster_instance.writer: Modifications complete after 9m12s [id=bookd-staging-writer]\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.",
            ),
            (
                "assistant",
                "Applied. `bookd-staging-writer` is now db.t4g.large (took about 9 minutes). The change is in `infra/envs/staging/rds.tf`, uncommitted, so you can open a PR for it.",
            ),
            ("user", "cool thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh27-postgis-arm64-platform-quirk",
        "split": "fresh27",
        "steps": [
            (
                "user",
                "Hi! First week here. `make test-integration` fails immediately on my MacBook (M3). Unit tests are fine. Any idea?",
            ),
            (
                "bash",
                "make test-integration 2>&1 | tail -8",
                "go test -tags=integration -count=1 ./internal/...\n2026/12/02 10:14:03 github.com/testcontainers/testcontainers-go - Connected to docker:\n  Server Version: 27.3.1\n  OS: Docker Desktop\n  Arch: aarch64\n--- FAIL: TestMain (3.02s)\n    containers.go:41: start postgres: create container: Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list entries: postgis/postgis:15-3.4\nFAIL\tgithub.com/balticlink/bookd/internal/booking\t3.118s",
            ),
            (
                "read",
                "internal/testutil/containers.go",
                'package testutil\n\n// PostgresImage must match the RDS engine + PostGIS version used in prod.\nconst PostgresImage = "postgis/postgis:15-3.4"\n',
            ),
            (
                "assistant",
                "The integration tests start `postgis/postgis:15-3.4` through testcontainers, and that image is only published for amd64, so Docker on Apple Silicon finds no arm64 variant. Two options: switch `PostgresImage` to a community image that has arm64 builds, or keep the image and run it under emulation by setting `DOCKER_DEFAULT_PLATFORM=linux/amd64` (Docker Desktop uses Rosetta for that). I'd lean towards swapping the image, since emulation is slower.",
            ),
            (
                "user",
                "I asked in #backend while you were looking. Ken says don't swap the image, the comment is there for a reason: CI and prod need the exact same PostGIS build. Everyone on Apple Silicon just runs the integration tests with DOCKER_DEFAULT_PLATFORM=linux/amd64 until we move off the postgis image, apparently it's been like that for a year.",
            ),
            (
                "bash",
                "DOCKER_DEFAULT_PLATFORM=linux/amd64 make test-integration 2>&1 | tail -6",
                "ok  \tgithub.com/balticlink/bookd/internal/boarding\t14.207s\nok  \tgithub.com/balticlink/bookd/internal/booking\t31.882s\nok  \tgithub.com/balticlink/bookd/internal/payments\t22.415s\nok  \tgithub.com/balticlink/bookd/internal/ports\t9.903s\nok  \tgithub.com/balticlink/bookd/internal/timetable\t18.660s",
            ),
            (
                "assistant",
                "With `DOCKER_DEFAULT_PLATFORM=linux/amd64` everything passes. It's slower under Rosetta (booking takes ~32s), but it works. If you don't want to type it every time you could export it in your shell profile, though that would make every container you start amd64, not just this one.",
            ),
            (
                "user",
                "I'll just use a shell alias for the make target then. Thanks, that unblocks me.",
            ),
        ],
        "lessons": [
            {
                "keys": ["DOCKER_DEFAULT_PLATFORM=linux/amd64", "Apple Silicon"],
                "not": [],
            }
        ],
        "tool_stored": [],
    },
]
