"""The "fresh132" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH132: list[dict[str, Any]] = [
    # --- "decklog": bookings and tickets for Vaila Ferries, a community-owned co-op running one
    # boat (MV Skerry Lass) between Skeld on mainland Shetland and the island of Papa Holm.
    # Go 1.23, chi, sqlc + pgx/v5 on PostgreSQL 16, templ + htmx for the pages, Stripe
    # Checkout, goose migrations, a CGO_ENABLED=0 binary in a FROM scratch Docker image on a
    # Hetzner VPS behind Caddy. Morag runs operations, Callum is the skipper ---
    {
        "name": "fresh132-decklog-chitchat-sqlc-annotations-and-depature-typo",
        "split": "fresh132",
        "steps": [
            (
                "user",
                "whats the actual difference between :one :many and :exec in the sqlc files? i "
                "keep copy pasting a query and getting the wrong go func back. also the booking "
                "page says Depature lol",
            ),
            (
                "read",
                "db/queries/sailings.sql",
                "-- name: GetSailing :one\n"
                "SELECT id, route, departs_at, status FROM sailings WHERE id = $1;\n\n"
                "-- name: ListSailingsForDay :many\n"
                "SELECT id, route, departs_at, status FROM sailings\n"
                "WHERE departs_at >= $1 AND departs_at < $2 ORDER BY departs_at;\n\n"
                "-- name: CancelSailing :exec\n"
                "UPDATE sailings SET status = 'cancelled' WHERE id = $1;\n",
            ),
            (
                "think",
                "The annotation in the name comment decides the generated signature. If they "
                "copy a :many query and only edit the SQL they still get a slice. Mention "
                ":execrows too, and pgx.ErrNoRows for :one.",
            ),
            (
                "assistant",
                "sqlc only looks at the `-- name: X :kind` comment to decide **what Go function "
                "it generates**:\n\n"
                "| annotation | generated method | use it for |\n"
                "|---|---|---|\n"
                "| `:one` | `GetSailing(ctx, id) (Sailing, error)` | exactly one row; returns "
                "`pgx.ErrNoRows` when there's none |\n"
                "| `:many` | `ListSailingsForDay(ctx, arg) ([]ListSailingsForDayRow, error)` | "
                "zero or more rows, as a slice |\n"
                "| `:exec` | `CancelSailing(ctx, id) error` | statements where you only care "
                "whether it failed |\n"
                "| `:execrows` | `(int64, error)` | like `:exec`, plus how many rows changed |\n\n"
                "So if you copy `ListSailingsForDay` and only change the SQL, you still get a "
                "slice back until you change `:many` to `:one`. For `CancelSailing`, "
                "`:execrows` would let you tell a wrong id from a successful cancel.",
            ),
            (
                "user",
                "ah thats it, i copied ListSailingsForDay. just fix the typo, ill sort the query "
                "myself",
            ),
            ("edit", "internal/web/templates/booking.templ"),
            (
                "bash",
                "templ generate && go build ./... && go test ./internal/web/...",
                "(✓) Complete [ updates=1 duration=14.2ms ]\n"
                "ok  \tgithub.com/vailaferries/decklog/internal/web\t0.412s",
            ),
            (
                "assistant",
                "Fixed: the column header now reads **Departure**. Regenerated the templ files; "
                "build and web tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh132-decklog-incident-bst-hour-late-scratch-image-no-tzdata",
        "split": "fresh132",
        "steps": [
            (
                "user",
                "morag says the booking page shows every sailing an hour late since sunday. the "
                "07:40 shows as 08:40. folk are turning up late and callum held the boat 10 min "
                "this morning",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select id, route, departs_at from sailings where '
                "departs_at::date = '2026-03-31' order by departs_at\"",
                "  id  |   route    |       departs_at\n"
                "------+------------+------------------------\n"
                " 8811 | skeld-papa | 2026-03-31 07:40:00+00\n"
                " 8812 | papa-skeld | 2026-03-31 08:30:00+00\n"
                " 8813 | skeld-papa | 2026-03-31 16:30:00+00\n"
                " 8814 | papa-skeld | 2026-03-31 17:20:00+00\n"
                "(4 rows)",
            ),
            (
                "think",
                "07:40 local in BST is 06:40 UTC, but it's stored as 07:40+00. The browser "
                "formats the ISO time in BST, hence 08:40. So the generator built the times in "
                "UTC instead of Europe/London. Check the logs.",
            ),
            (
                "bash",
                "ssh ferry 'docker logs decklog 2>&1 | grep -i location | tail -3; docker logs "
                'decklog 2>&1 | grep -c "falling back to UTC"\'',
                '2026-03-29T00:05:00Z WARN timetable: load location "Europe/London": unknown '
                "time zone Europe/London; falling back to UTC\n"
                '2026-03-30T00:05:00Z WARN timetable: load location "Europe/London": unknown '
                "time zone Europe/London; falling back to UTC\n"
                '2026-03-31T00:05:00Z WARN timetable: load location "Europe/London": unknown '
                "time zone Europe/London; falling back to UTC\n"
                "47",
            ),
            (
                "read",
                "internal/timetable/generate.go",
                "func londonLocation() *time.Location {\n"
                '\tloc, err := time.LoadLocation("Europe/London")\n'
                "\tif err != nil {\n"
                '\t\tlog.Printf("WARN timetable: load location %q: %v; falling back to UTC",\n'
                '\t\t\t"Europe/London", err)\n'
                "\t\treturn time.UTC\n"
                "\t}\n"
                "\treturn loc\n"
                "}\n",
            ),
            (
                "read",
                "Dockerfile",
                "FROM golang:1.23 AS build\n"
                "WORKDIR /src\n"
                "COPY . .\n"
                "RUN CGO_ENABLED=0 go build -o /decklog ./cmd/decklog\n\n"
                "FROM scratch\n"
                "COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/\n"
                "COPY --from=build /decklog /decklog\n"
                'ENTRYPOINT ["/decklog"]\n',
            ),
            (
                "think",
                "scratch: certs copied, no /usr/share/zoneinfo. 47 nightly warnings = since the "
                "move to scratch in mid February. All winter GMT == UTC so the fallback was "
                "invisible; the clocks went forward on Sunday 29 March.",
            ),
            (
                "assistant",
                "Found it, and it's been lurking since February:\n\n"
                "- the Dockerfile builds the final image `FROM scratch`, which has **no "
                '`/usr/share/zoneinfo`**, so `time.LoadLocation("Europe/London")` fails\n'
                "- `londonLocation()` logs a warning and **falls back to UTC** (47 nights of "
                "that warning in the logs)\n"
                "- all winter GMT is the same as UTC, so nobody could see it; since the clocks "
                "went forward on Sunday the timetable generator has stored 07:40 as 07:40 UTC, "
                "which your browser shows as 08:40 BST\n\n"
                "Fix:\n"
                '1. `import _ "time/tzdata"` in `cmd/decklog/main.go` embeds the zone '
                "database in the binary (about 450 KB), so the time zone no longer depends on "
                "what's in the `scratch` image.\n"
                "2. A failed `time.LoadLocation` is now **fatal** at startup instead of a "
                "warning and a silent UTC fallback, so this can't hide again.\n"
                "3. Regenerate the sailings from 29 March on.",
            ),
            (
                "user",
                "christ. yes fix it. the bookings stay on their sailing ids when you regenerate "
                "right? people have paid",
            ),
            (
                "think",
                "regen-sailings updates departs_at in place by (route, date, slot), so ids and "
                "bookings are untouched. Add a BST test.",
            ),
            ("edit", "cmd/decklog/main.go"),
            ("edit", "internal/timetable/generate.go"),
            ("edit", "internal/timetable/generate_test.go"),
            (
                "bash",
                "go test ./internal/timetable/... -v -run 'BST|GMT|Location'",
                "=== RUN   TestGenerateGMT\n--- PASS: TestGenerateGMT (0.00s)\n"
                "=== RUN   TestGenerateBST\n--- PASS: TestGenerateBST (0.00s)\n"
                "=== RUN   TestLoadLocationFailureIsFatal\n"
                "--- PASS: TestLoadLocationFailureIsFatal (0.00s)\n"
                "PASS\nok  \tgithub.com/vailaferries/decklog/internal/timetable\t0.031s",
            ),
            (
                "bash",
                "make deploy && ssh ferry 'docker exec decklog /decklog regen-sailings --from "
                "2026-03-29'",
                "=> pushed decklog:2026-03-31.1, container restarted\n"
                "regen-sailings: 368 sailings updated in place (2026-03-29 .. 2026-06-28), ids "
                "unchanged, 1204 bookings untouched",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select id, departs_at from sailings where '
                "departs_at::date = '2026-03-31' order by departs_at\"",
                "  id  |       departs_at\n"
                "------+------------------------\n"
                " 8811 | 2026-03-31 06:40:00+00\n"
                " 8812 | 2026-03-31 07:30:00+00\n"
                " 8813 | 2026-03-31 15:30:00+00\n"
                " 8814 | 2026-03-31 16:20:00+00\n"
                "(4 rows)",
            ),
            (
                "assistant",
                "Deployed and regenerated: the 07:40 is stored as 06:40 UTC again and shows "
                "**07:40** after a reload. Sailing ids didn't change, so all 1204 bookings are "
                "still on their boats.\n\n"
                "63 confirmation emails sent since Sunday had the wrong time in them. Want me to "
                "send those people a correction?",
            ),
            (
                "user",
                "yes send the correction. so basically the scratch image has no timezone data "
                "and go just quietly used utc all winter. nasty",
            ),
            (
                "bash",
                "ssh ferry 'docker exec decklog /decklog mail correction --since 2026-03-29'",
                "queued 63 emails (template: sailing_time_correction)",
            ),
            ("assistant", "Queued the 63 correction emails."),
        ],
        "lessons": [
            {"keys": ["time/tzdata", "scratch"]},
            {"keys": ["LoadLocation", "fatal"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh132-decklog-decision-weather-cancellation-full-refund",
        "split": "fresh132",
        "steps": [
            (
                "user",
                "callum cancels for weather maybe 20 times a winter and morag refunds everyone "
                "by hand in the stripe dashboard. can we automate it. whats the options",
            ),
            (
                "read",
                "internal/booking/cancel.go",
                "// CancelSailing marks the sailing cancelled and tells passengers. Refunds are\n"
                "// done by hand in the Stripe dashboard for now.\n"
                "func (s *Service) CancelSailing(ctx context.Context, id int64, reason string) "
                "error {\n"
                "\tif err := s.q.CancelSailing(ctx, id); err != nil {\n"
                "\t\treturn err\n"
                "\t}\n"
                "\treturn s.mail.SailingCancelled(ctx, id, reason)\n"
                "}\n",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select count(distinct s.id) as cancelled, '
                "count(b.id) as paid_bookings from sailings s join bookings b on b.sailing_id = "
                "s.id where s.status = 'cancelled' and s.departs_at > '2025-10-01' and "
                'b.paid_pence > 0"',
                " cancelled | paid_bookings\n"
                "-----------+---------------\n"
                "        23 |           311\n"
                "(1 row)",
            ),
            (
                "think",
                "Three ways: refund everything automatically, rebook onto the next sailing with "
                "space, or credit. Rebooking keeps the revenue.",
            ),
            (
                "assistant",
                "23 cancelled sailings this winter with 311 paid bookings on them. Options:\n\n"
                "1. **Automatic refund**: cancelling a sailing refunds every paid booking in "
                "full through the Stripe Refunds API and emails them.\n"
                "2. **Automatic rebook**: move each booking onto the next sailing with space "
                "and email them a link to ask for a refund instead if that doesn't suit.\n"
                "3. **Travel credit**: put the fare on their account for a future sailing.\n\n"
                "I'd go with **2**: most people just need to get across, and the co-op keeps "
                "the fare.",
            ),
            (
                "user",
                "go with 1, full refund automatic, the paid bookings on a cancelled boat are "
                "nearly all day-trippers and tourists who've missed their day anyway. rebooking "
                "them onto tomorrows boat just gets morag 40 angry emails",
            ),
            (
                "assistant",
                "Fair enough, a day trip moved to tomorrow is no use to anyone. Refunds it is. "
                "I'll use an idempotency key per booking so pressing Cancel twice can't refund "
                "twice.",
            ),
            ("edit", "internal/booking/cancel.go"),
            ("edit", "internal/payments/stripe.go"),
            ("edit", "internal/mail/templates/sailing_cancelled.txt"),
            ("edit", "internal/booking/cancel_test.go"),
            (
                "bash",
                "go test ./internal/booking/... ./internal/payments/... -v -run 'Cancel|Refund'",
                "=== RUN   TestCancelRefundsPaidBookings\n"
                "--- PASS: TestCancelRefundsPaidBookings (0.01s)\n"
                "=== RUN   TestCancelTwiceRefundsOnce\n"
                "--- PASS: TestCancelTwiceRefundsOnce (0.00s)\n"
                "=== RUN   TestCancelSkipsSeasonPassBookings\n"
                "--- PASS: TestCancelSkipsSeasonPassBookings (0.00s)\n"
                "PASS\nok  \tgithub.com/vailaferries/decklog/internal/booking\t0.044s\n"
                "ok  \tgithub.com/vailaferries/decklog/internal/payments\t0.019s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- cancelling a sailing now refunds every paid booking in full with "
                "`refund.New`, idempotency key `refund-booking-<id>`\n"
                "- bookings with a zero fare (season passes) are skipped\n"
                "- the email says: *Sorry, the 16:30 Skeld → Papa Holm on Fri 27 Mar was "
                "cancelled because of the weather. We've refunded £18.40 to your card; it "
                "usually shows in 5–10 days.*",
            ),
            (
                "user",
                "leave it undeployed till morag has read that wording, ill forward it to her",
            ),
            (
                "assistant",
                "Left undeployed. The wording is in "
                "`internal/mail/templates/sailing_cancelled.txt` if she wants changes.",
            ),
        ],
        "lessons": [
            {"keys": ["full refund", "day-trippers"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh132-decklog-tool-stored-deck-units-and-campervan-answer",
        "split": "fresh132",
        "steps": [
            (
                "user",
                "can you remember the skerry lass deck takes 10 car units and a van counts as 2. "
                "then make the booking form stop selling vehicle spaces once the deck is full, "
                "we oversold the 16:30 on friday",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "decklog: the MV Skerry Lass vehicle deck holds 10 car units; "
                    "a van counts as 2 units.",
                    "tags": ["decklog", "vessel", "capacity"],
                },
                '{"id":"4417","action":"stored"}',
                False,
            ),
            (
                "read",
                "internal/booking/vehicles.go",
                "type VehicleType string\n\n"
                "const (\n"
                '\tCar       VehicleType = "car"\n'
                '\tVan       VehicleType = "van"\n'
                '\tMotorbike VehicleType = "motorbike"\n'
                '\tCampervan VehicleType = "campervan"\n'
                ")\n",
            ),
            (
                "think",
                "Car 1 and van 2 known. Motorbike and campervan unknown, ask rather than guess. "
                "The check has to run in the same transaction as the insert, locking the "
                "sailing row, or two people can take the last space.",
            ),
            (
                "assistant",
                "Saved the deck capacity.\n\n"
                "The form has four vehicle types. Car = 1 and van = 2 I have from you; what do "
                "**motorbikes** and **campervans** count as?\n\n"
                "I'll do the check inside the booking transaction with the sailing row locked "
                "(`SELECT ... FOR UPDATE`), so two people can't both get the last space.",
            ),
            (
                "user",
                "motorbike is half a unit, campervan is 3 cos they overhang the lane markings",
            ),
            (
                "think",
                "Half units: store everything in half-units as ints. Deck 20, car 2, van 4, "
                "motorbike 1, campervan 6.",
            ),
            ("edit", "internal/booking/vehicles.go"),
            ("edit", "db/queries/bookings.sql"),
            ("edit", "internal/booking/capacity.go"),
            ("edit", "internal/booking/capacity_test.go"),
            (
                "bash",
                "sqlc generate && go test ./internal/booking/ -v -run Capacity",
                "=== RUN   TestCapacityFullDeckRejectsCar\n"
                "--- PASS: TestCapacityFullDeckRejectsCar (0.00s)\n"
                "=== RUN   TestCapacityMotorbikeFitsInHalfUnit\n"
                "--- PASS: TestCapacityMotorbikeFitsInHalfUnit (0.00s)\n"
                "=== RUN   TestCapacityConcurrentLastSpace\n"
                "--- PASS: TestCapacityConcurrentLastSpace (0.12s)\n"
                "PASS\nok  \tgithub.com/vailaferries/decklog/internal/booking\t0.151s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- units are counted in **half-units** so the motorbike doesn't need floats: "
                "deck 20, car 2, van 4, motorbike 1, campervan 6\n"
                "- the booking form only offers vehicle types that still fit, and the insert "
                "re-checks under `FOR UPDATE`\n"
                "- the concurrent test books the last space from two goroutines; one gets "
                "*Sorry, the vehicle deck on this sailing is full*",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["motorbike", "campervan", "3"]},
        ],
        "tool_stored": [["Skerry Lass", "van counts as 2"]],
    },
    {
        "name": "fresh132-decklog-rules-manifest-make-migrate-sqlc-souls-on-board",
        "split": "fresh132",
        "steps": [
            (
                "user",
                "next the manifest. callum needs a printable list per sailing before he casts "
                "off: passengers, vehicles and the totals",
            ),
            (
                "bash",
                "ls db/migrations | tail -3; grep -rn 'goose' cmd/ internal/ | head -3",
                "00011_season_passes.sql\n00012_vehicle_units.sql\n00013_refunds.sql\n"
                'internal/db/migrate.go:9:\t"github.com/pressly/goose/v3"\n'
                "internal/db/migrate.go:14:func Migrate(ctx context.Context, db *sql.DB) error "
                "{",
            ),
            (
                "think",
                "There's a db.Migrate; presumably main calls it on boot, so a new migration "
                "ships with the deploy. The totals are a one-off aggregate, quicker with pgx "
                "inline.",
            ),
            (
                "assistant",
                "Plan:\n\n"
                "- migration `00014_manifest_printed.sql` adding `sailings.manifest_printed_at`; "
                "goose applies it on startup via `db.Migrate`, so it goes out with the deploy\n"
                "- `GET /staff/sailings/{id}/manifest`: a templ page with print CSS, listing "
                "passengers (name, ticket type) and vehicles (reg, type, units)\n"
                "- the totals query written inline with `pgx` in the handler, since it's a "
                "one-off aggregate\n"
                "- totals at the bottom: passengers, vehicles, deck units used\n\n"
                "OK?",
            ),
            (
                "user",
                "couple of things. migrations dont run on startup, Migrate is only called by "
                "`make migrate` which we run by hand against prod before the deploy, so a bad "
                "migration cant crashloop the app on a sailing day. all sql goes in db/queries "
                "and through sqlc, no raw pgx in handlers, one-off or not. and the total on the "
                "manifest has to be souls on board including the crew, the MCA checks that "
                "number against the 12 passenger certificate. im heading to the pier, just open "
                "a PR and ill look tonight",
            ),
            (
                "bash",
                "grep -rn 'db.Migrate' --include=*.go . ; grep -n -A1 '^migrate:' Makefile; "
                "grep -n 'Crew\\|PassengerCert' internal/vessel/vessel.go",
                "./cmd/migrate/main.go:21:\tif err := db.Migrate(ctx, conn); err != nil {\n"
                "14:migrate:\n15-\tgo run ./cmd/migrate\n"
                "8:\tCrew:          3,\n9:\tPassengerCert: 12,",
            ),
            ("edit", "db/migrations/00014_manifest_printed.sql"),
            ("edit", "db/queries/manifest.sql"),
            ("edit", "internal/web/manifest.go"),
            ("edit", "internal/web/templates/manifest.templ"),
            ("edit", "internal/web/manifest_test.go"),
            (
                "bash",
                "sqlc generate && templ generate && go test ./internal/web/ -run Manifest -v && "
                "git checkout -qb manifest && git add -A && git commit -qm 'Printable sailing "
                "manifest' && git push -qu origin manifest && gh pr create --fill",
                "=== RUN   TestManifestSoulsOnBoardIncludesCrew\n"
                "--- PASS: TestManifestSoulsOnBoardIncludesCrew (0.01s)\n"
                "=== RUN   TestManifestWarnsOverCertificate\n"
                "--- PASS: TestManifestWarnsOverCertificate (0.00s)\n"
                "PASS\nok  \tgithub.com/vailaferries/decklog/internal/web\t0.208s\n"
                "https://github.com/vailaferries/decklog/pull/58",
            ),
            (
                "assistant",
                "Opened **PR #58**. You're right about migrations: `db.Migrate` is only called "
                "from `cmd/migrate`, I'd assumed it ran at boot.\n\n"
                "- the totals query lives in `db/queries/manifest.sql` (`ManifestTotals :one`), "
                "nothing hand-written in the handler\n"
                "- the bottom line is **Souls on board** = passengers + crew (3, from "
                "`vessel.SkerryLass`), and it turns red above the 12-passenger certificate\n"
                "- `00014` needs a `make migrate` against prod before this is deployed",
            ),
        ],
        "lessons": [
            {
                "keys": ["make migrate", "before the deploy"],
                "not": ["goose applies it on startup"],
            },
            {"keys": ["db/queries", "sqlc"]},
            {"keys": ["souls on board", "crew"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh132-decklog-correction-vehicle-checkin-20-min-not-30",
        "split": "fresh132",
        "steps": [
            (
                "user",
                "can we send a reminder email the evening before a sailing with the check-in "
                "time in it, people with cars keep turning up late",
            ),
            (
                "read",
                "README.md",
                "## At the pier\n\n"
                "- Foot passengers board from 15 minutes before departure.\n"
                "- Vehicle check-in closes 30 minutes before departure.\n",
            ),
            (
                "think",
                "Cutoff from the README. Send at 18:00 Europe/London the evening before.",
            ),
            (
                "assistant",
                "Vehicle check-in closes 30 minutes before departure, so the email will say "
                "*check in by 07:10* for the 07:40. I'll send it at 18:00 the evening before; "
                "foot passengers get the boarding line instead.",
            ),
            ("edit", "internal/reminders/checkin.go"),
            ("edit", "internal/mail/templates/checkin_reminder.txt"),
            ("edit", "cmd/decklog/main.go"),
            ("edit", "internal/reminders/checkin_test.go"),
            (
                "bash",
                "go test ./internal/reminders/ -v",
                "=== RUN   TestCheckinReminderVehicleCutoff\n"
                '    checkin_test.go:31: body: "Vehicles: please be in the marshalling lane by '
                '07:10"\n'
                "--- PASS: TestCheckinReminderVehicleCutoff (0.00s)\n"
                "=== RUN   TestCheckinReminderFootPassenger\n"
                "--- PASS: TestCheckinReminderFootPassenger (0.00s)\n"
                "PASS\nok  \tgithub.com/vailaferries/decklog/internal/reminders\t0.027s",
            ),
            (
                "assistant",
                "Done: at 18:00 the evening before, every booking gets *Your sailing "
                "tomorrow*; vehicles are told **be in the marshalling lane by 07:10**, foot "
                "passengers *boarding from 07:25*.",
            ),
            (
                "user",
                "nice. can the subject have the date in, like 'Your sailing on Tue 14 Apr'. btw "
                "vehicle check-in is 20 min now not 30, callum moved it when the new linkspan "
                "went in last year, so 07:20 for the early boat",
            ),
            ("edit", "internal/reminders/checkin.go"),
            ("edit", "internal/reminders/checkin_test.go"),
            ("edit", "README.md"),
            (
                "bash",
                "go test ./internal/reminders/ -v -run Vehicle",
                "=== RUN   TestCheckinReminderVehicleCutoff\n"
                '    checkin_test.go:31: body: "Vehicles: please be in the marshalling lane by '
                '07:20"\n'
                "--- PASS: TestCheckinReminderVehicleCutoff (0.00s)\n"
                "PASS\nok  \tgithub.com/vailaferries/decklog/internal/reminders\t0.019s",
            ),
            (
                "assistant",
                "Updated:\n\n"
                "- subject: *Your sailing on Tue 14 Apr, 07:40 Skeld → Papa Holm*\n"
                "- `VehicleCheckinCutoff` is now **20 minutes**, so the early boat says 07:20\n"
                "- fixed the README line too",
            ),
        ],
        "lessons": [
            {"keys": ["check-in", "20 min"], "not": ["closes 30 minutes before departure"]},
        ],
        "tool_stored": [],
    },
]
