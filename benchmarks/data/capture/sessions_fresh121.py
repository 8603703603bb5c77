"""The "fresh121" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH121: list[dict[str, Any]] = [
    # --- "deckhand": bookings, check-in and manifests for Saltholm Ferries, one small vehicle
    # ferry (MV Holm Venture) between Kirkvaig on the mainland and the island of Holmsay. Go
    # 1.23, chi, pgx v5 + sqlc, goose migrations, templ + htmx for the booking-office UI,
    # Stripe Checkout for online bookings, one binary on a Hetzner VM (systemd + Caddy), Zebra
    # handheld scanners at the Kirkvaig check-in booth ---
    {
        "name": "fresh121-deckhand-chitchat-rollback-after-commit-and-depature-typo",
        "split": "fresh121",
        "steps": [
            (
                "user",
                "dumb q. why do we `defer tx.Rollback(ctx)` right after Begin when we commit at "
                "the end anyway, doesnt the rollback undo the commit when the func returns? "
                "also departures board says Depature lol",
            ),
            (
                "read",
                "internal/booking/service.go",
                "func (s *Service) Create(ctx context.Context, in NewBooking) (db.Booking, "
                "error) {\n"
                "\ttx, err := s.pool.Begin(ctx)\n"
                "\tif err != nil {\n\t\treturn db.Booking{}, err\n\t}\n"
                "\tdefer tx.Rollback(ctx)\n"
                "\tq := s.q.WithTx(tx)\n"
                "\t...\n"
                "\treturn b, tx.Commit(ctx)\n"
                "}\n",
            ),
            (
                "think",
                "pgx: Rollback on an already committed tx returns pgx.ErrTxClosed and does "
                "nothing. The defer is the safety net for early returns and panics. Explain, "
                "then the templ typo.",
            ),
            (
                "assistant",
                "Not a dumb question, it looks wrong at first. In pgx, once `tx.Commit(ctx)` "
                "has run, the transaction is closed, and a later `tx.Rollback(ctx)` just "
                "returns `pgx.ErrTxClosed` without touching the database. So:\n\n"
                "- **happy path:** `Commit` runs, then the deferred `Rollback` is a no-op\n"
                "- **any early `return err`** (or a panic) between `Begin` and `Commit`: the "
                "deferred `Rollback` actually rolls back, so you never leak an open "
                "transaction holding locks and a pool connection\n\n"
                "It's the same pattern as `defer f.Close()`: write the cleanup once instead of "
                "before every `return`. The ignored error is on purpose.\n\nFixing the typo "
                "now.",
            ),
            ("edit", "web/templates/departures.templ"),
            (
                "bash",
                "templ generate && go build ./... && echo ok",
                "(✓) Complete [ updates=1 duration=41ms ]\nok",
            ),
            (
                "assistant",
                "The departures board heading reads **Departures** now; `templ generate` and "
                "the build are clean.",
            ),
            ("user", "makes sense ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh121-deckhand-incident-stripe-webhook-api-version-mismatch",
        "split": "fresh121",
        "steps": [
            (
                "user",
                "online bookings since yesterday afternoon are stuck on pending payment. stripe "
                "charged people but nobody got a ticket email. 11 so far, morag in the office "
                "is phoning them one by one",
            ),
            (
                "bash",
                "journalctl -u deckhand --since yesterday | grep -i webhook | tail -3",
                'Nov 18 16:02:11 deckhand[913]: level=WARN msg="stripe webhook" err="verify: '
                "received event with API version 2024-06-20, but stripe-go 81.0.0 expects API "
                'version 2024-12-18.acacia"\n'
                'Nov 18 17:40:37 deckhand[913]: level=WARN msg="stripe webhook" err="verify: '
                "received event with API version 2024-06-20, but stripe-go 81.0.0 expects API "
                'version 2024-12-18.acacia"\n'
                'Nov 19 08:15:02 deckhand[913]: level=WARN msg="stripe webhook" err="verify: '
                "received event with API version 2024-06-20, but stripe-go 81.0.0 expects API "
                'version 2024-12-18.acacia"',
            ),
            (
                "bash",
                "git log --oneline -3 -- go.mod",
                "e51b0c7 build(deps): bump github.com/stripe/stripe-go/v78 to v81 (#52)\n"
                "0a9d3f2 build(deps): bump github.com/jackc/pgx/v5 from 5.6.0 to 5.7.1\n"
                "77c41e8 templ 0.2.793",
            ),
            (
                "read",
                "internal/payments/webhook.go",
                "func (h *Handler) Webhook(w http.ResponseWriter, r *http.Request) {\n"
                "\tbody, _ := io.ReadAll(io.LimitReader(r.Body, 65536))\n"
                '\tev, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), '
                "h.secret)\n"
                "\tif err != nil {\n"
                '\t\th.log.Warn("stripe webhook", "err", fmt.Errorf("verify: %w", err))\n'
                "\t\tw.WriteHeader(http.StatusOK) // don't let stripe hammer us\n"
                "\t\treturn\n"
                "\t}\n"
                "\t...\n"
                "}\n",
            ),
            (
                "think",
                "stripe-go pins an API version per major; ConstructEvent refuses events whose "
                "api_version differs. The dashboard endpoint is still on 2024-06-20. And the "
                "handler writes 200 on failure so Stripe marked all of them delivered, no "
                "retries. Fix: new endpoint on the new API version + new secret, non-2xx on "
                "failure, resend the stuck events.",
            ),
            (
                "assistant",
                "**Cause:** dependabot PR #52 bumped `stripe-go` from v78 to v81, merged "
                "yesterday. Each stripe-go major is pinned to one Stripe API version, and "
                "`webhook.ConstructEvent` refuses any event whose `api_version` doesn't match. "
                "Our webhook endpoint in the Stripe dashboard still sends `2024-06-20` "
                "events, v81 expects `2024-12-18.acacia`, so every `checkout.session.completed` "
                "since the deploy was rejected.\n\n"
                "It got worse because the handler answers **200** when verification fails "
                '("don\'t let stripe hammer us"), so Stripe marked all 11 as delivered and '
                "never retried.\n\n"
                "**Fix:**\n"
                "1. create a new webhook endpoint on API version `2024-12-18.acacia` and put "
                "its signing secret in `/etc/deckhand/env`\n"
                "2. answer **400** when verification fails so Stripe retries\n"
                "3. resend the 11 stuck events to the new endpoint\n\nGo?",
            ),
            ("user", "go"),
            (
                "bash",
                "stripe webhook_endpoints create --url https://book.saltholmferries.co.uk/"
                "stripe/webhook -d 'enabled_events[]=checkout.session.completed' -d "
                "'enabled_events[]=checkout.session.expired' --api-version 2024-12-18.acacia "
                "--live | jq -r '.id, .api_version'",
                "we_1QY7cZKx2sLm9PqR4tUvWx0a\n2024-12-18.acacia",
            ),
            ("edit", "internal/payments/webhook.go"),
            ("edit", "internal/payments/webhook_test.go"),
            (
                "bash",
                "go test ./internal/payments/ && go build -o bin/deckhand ./cmd/deckhand && "
                "sudo install bin/deckhand /usr/local/bin/ && sudo systemctl restart deckhand "
                "&& echo restarted",
                "ok  \tgithub.com/saltholm/deckhand/internal/payments\t0.412s\nrestarted",
            ),
            (
                "bash",
                "for e in $(cat /tmp/stuck_events.txt); do stripe events resend $e "
                "--webhook-endpoint we_1QY7cZKx2sLm9PqR4tUvWx0a --live >/dev/null; done; "
                'psql deckhand -c "select count(*) from bookings where status = '
                "'pending_payment' and created_at > now() - interval '2 days'\"",
                " count \n-------\n     0\n(1 row)",
            ),
            (
                "assistant",
                "Fixed and deployed:\n\n"
                "- new endpoint `we_1QY7cZKx2sLm9PqR4tUvWx0a` on `2024-12-18.acacia`, new "
                "secret in `/etc/deckhand/env`; I disabled the old endpoint\n"
                "- failed verification now returns `400 Bad Request`\n"
                "- resent the 11 events: all 11 bookings are confirmed and the ticket emails "
                "went out",
            ),
            (
                "user",
                "nice, ill tell morag to stop phoning. so to sum up: the dependabot bump of "
                "stripe-go changed the api version it expects and ConstructEvent rejected every "
                "event from our old endpoint. and the webhook handler must never answer 200 "
                "when verification fails, otherwise stripe thinks its delivered and never "
                "retries",
            ),
            ("assistant", "Yes, that's it."),
        ],
        "lessons": [
            {"keys": ["stripe-go", "api version", "ConstructEvent"]},
            {"keys": ["never answer 200", "verification fails"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh121-deckhand-decision-deck-capacity-car-equivalents",
        "split": "fresh121",
        "steps": [
            (
                "user",
                "we need to stop overselling the car deck. its just max 20 vehicles per "
                "sailing right now and last saturday 3 campervans and a horsebox meant 4 cars "
                "got left on the slip at kirkvaig",
            ),
            (
                "read",
                "internal/booking/capacity.go",
                "// MaxVehicles per sailing. MV Holm Venture is certified for 20 cars, or\n"
                "// 18 car equivalents (CEU) with mixed vehicles.\n"
                "const MaxVehicles = 20\n\n"
                "func (s *Service) HasSpace(ctx context.Context, sailingID int64) (bool, "
                "error) {\n"
                "\tn, err := s.q.CountVehicles(ctx, sailingID)\n"
                "\treturn n < MaxVehicles, err\n"
                "}\n",
            ),
            (
                "read",
                "db/queries/bookings.sql",
                "-- name: CountVehicles :one\n"
                "SELECT count(*) FROM booking_vehicles bv JOIN bookings b ON b.id = "
                "bv.booking_id\nWHERE b.sailing_id = $1 AND b.status <> 'cancelled';\n",
            ),
            (
                "think",
                "A campervan takes two car spaces, a horsebox more. Options: length in lane "
                "metres, vehicle classes weighted as car equivalents, or per-class quotas. "
                "Lane metres is the most precise and what bigger operators use.",
            ),
            (
                "assistant",
                "Counting vehicles treats a horsebox like a Fiesta. Three ways to model it:\n\n"
                "1. **Lane metres**: the booking form asks for vehicle length; the deck is 4 "
                "lanes × 38 m = 152 lane metres, and a booking fits if the total length plus "
                "a 0.5 m gap per vehicle stays under that.\n"
                "2. **Car equivalents (CEU)**: each vehicle class has a weight (car 1, van 1.5, "
                "campervan or car+trailer 2, horsebox 2.5, HGV or coach 4) and a sailing takes "
                "up to the 18 CEU from the comment.\n"
                "3. **Per-class quotas**: keep the 20 but add e.g. at most 3 large vehicles "
                "per sailing.\n\n"
                "I'd pick **1**: it's the most accurate and it's what the bigger operators "
                "do.",
            ),
            (
                "user",
                "2, car equivalents, because the loadmaster plans the deck in CEU on his paper "
                "sheet anyway and customers never know their vehicle length, people type 4m "
                "for a transit with a bike rack",
            ),
            (
                "assistant",
                "Car equivalents it is. Then the website and the loadmaster's sheet add up the "
                "same way. I'll make the class weights a table so the office can change them, "
                "and put the 18 CEU on the vessel row.",
            ),
            ("edit", "db/migrations/20261120101500_vehicle_classes_ceu.sql"),
            ("edit", "db/queries/bookings.sql"),
            ("edit", "internal/booking/capacity.go"),
            ("edit", "web/templates/book_vehicle.templ"),
            ("edit", "internal/booking/capacity_test.go"),
            (
                "bash",
                'goose -dir db/migrations postgres "$DATABASE_URL" up 2>&1 | tail -1 && sqlc '
                "generate && templ generate >/dev/null && go test ./internal/booking/ 2>&1 | "
                "tail -1",
                "2026/11/20 10:21:44 OK   20261120101500_vehicle_classes_ceu.sql (18.2ms)\n"
                "ok  \tgithub.com/saltholm/deckhand/internal/booking\t0.307s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `vehicle_classes (code, label, ceu numeric(3,1))` seeded with car 1, van "
                "1.5, campervan 2, car_trailer 2, horsebox 2.5, hgv 4, coach 4\n"
                "- `vessels.deck_ceu = 18` for the Holm Venture; `HasSpace` sums CEU per "
                "sailing via the new `SumCEU` sqlc query\n"
                "- the booking form asks for the vehicle *type* (with pictures), not a "
                "length\n\n"
                "Last Saturday's 10:30 load would have come to 21 CEU, so the last bookings "
                "would have been refused.",
            ),
            ("user", "great, showing the loadmaster tomorrow"),
        ],
        "lessons": [
            {"keys": ["car equivalents", "loadmaster"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh121-deckhand-tool-stored-tc21-datawedge-and-holmsay-paper",
        "split": "fresh121",
        "steps": [
            (
                "user",
                "remember the check-in scanners are zebra tc21s running datawedge, they type "
                "the qr code as keystrokes plus enter into whatever field has focus. now the "
                "actual problem: the check-in page needs a tap on the field after every scan, "
                "the crew hate it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "deckhand: check-in scanners are Zebra TC21 handhelds running "
                    "DataWedge; a scan is typed as keystrokes + Enter into the focused input.",
                    "tags": ["deckhand", "check-in", "hardware"],
                },
                '{"id":"3318","action":"stored"}',
                False,
            ),
            (
                "read",
                "web/templates/checkin.templ",
                "templ CheckinForm() {\n"
                '\t<form hx-post="/checkin/scan" hx-target="#result" '
                'hx-swap="outerHTML">\n'
                '\t\t<input name="code" autofocus autocomplete="off"/>\n'
                "\t</form>\n"
                '\t<div id="result"></div>\n'
                "}\n",
            ),
            (
                "think",
                "After hx-post the result swap happens, and the input keeps its old value and "
                "loses focus on the TC21's Chrome (autofocus only works on page load). Need: "
                "reset the form and refocus on htmx:afterRequest. Also the page only works "
                "online. Worth asking where it's used.",
            ),
            (
                "assistant",
                "Saved the scanner note.\n\n"
                "The problem: `autofocus` only applies on page load. After the first scan "
                "htmx swaps in the result, the input keeps the old code and focus goes to the "
                "body, so DataWedge's keystrokes go nowhere. I'll clear the input and refocus "
                "it after every request (`hx-on::after-request`), and also refocus when the "
                "page becomes visible again after the screen sleeps.\n\n"
                "Question: this page needs a live connection for every scan. Is there signal "
                "at both slipways?",
            ),
            (
                "user",
                "kirkvaig yes, booth wifi. holmsay has no signal at all, check-in there is on "
                "the paper manifest and the purser keys it in on the crossing back. so dont "
                "bother with offline stuff",
            ),
            ("edit", "web/templates/checkin.templ"),
            ("edit", "web/static/checkin.js"),
            (
                "bash",
                "templ generate >/dev/null && go test ./web/... 2>&1 | tail -1 && go build -o "
                "bin/deckhand ./cmd/deckhand && echo built",
                "ok  \tgithub.com/saltholm/deckhand/web\t0.188s\nbuilt",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- after each scan the form resets and the code input gets focus back\n"
                "- on `visibilitychange` (screen wakes up) it refocuses too\n"
                "- a wrong code shows the red result box for 3 s, then clears\n\n"
                "Nothing offline. Can you try it on one of the TC21s at the booth? Emulating "
                "DataWedge in desktop Chrome only gets so close.",
            ),
            ("user", "will do on the 7:40 tomorrow"),
        ],
        "lessons": [
            {"keys": ["holmsay", "paper manifest"]},
        ],
        "tool_stored": [["tc21", "datawedge"]],
    },
    {
        "name": "fresh121-deckhand-review-timetable-import-rules-goose",
        "split": "fresh121",
        "steps": [
            ("user", "review ewans pr 44 pls, winter timetable import"),
            (
                "bash",
                "gh pr diff 44 --name-only",
                "internal/timetable/import.go\ninternal/timetable/import_test.go\n"
                "db/migrations/000012_timetable.up.sql\ncmd/deckhand/main.go\ngo.mod",
            ),
            (
                "read",
                "internal/timetable/import.go",
                'import "github.com/pkg/errors"\n\n'
                "func (im *Importer) Import(ctx context.Context, rows []Row) error {\n"
                "\tfor _, r := range rows {\n"
                "\t\t_, err := im.pool.Exec(ctx, `INSERT INTO sailings (departs_at, origin, "
                "vessel_id) VALUES ($1, $2, $3)`, r.DepartsAt, r.Origin, r.VesselID)\n"
                "\t\tif err != nil {\n"
                '\t\t\treturn errors.Wrap(err, "insert sailing")\n'
                "\t\t}\n"
                "\t}\n"
                "\treturn nil\n"
                "}\n",
            ),
            (
                "think",
                "Raw pool.Exec instead of sqlc; pkg/errors added to go.mod; no transaction so a "
                "half-imported timetable on error. Migration file is named "
                "000012_timetable.up.sql -- golang-migrate style, so missing the .down.sql.",
            ),
            (
                "assistant",
                "Review of #44:\n\n"
                "1. **No transaction**: if row 40 of 120 fails, the first 39 sailings stay in "
                "the table. Should be one transaction for the whole import.\n"
                "2. **Raw `pool.Exec`** with hand-written SQL in `import.go`.\n"
                "3. **`github.com/pkg/errors`** is a new dependency just for `errors.Wrap`.\n"
                "4. **Migration:** migrations here are golang-migrate up/down pairs, so "
                "`000012_timetable.up.sql` needs a matching `000012_timetable.down.sql`.\n\n"
                "1 blocks; the rest are quick.",
            ),
            (
                "user",
                "yep 1 blocks. and put these in the review as repo rules: all sql lives in "
                "db/queries/*.sql and goes through sqlc, no raw pool.Exec or pool.Query in go "
                "code. errors get wrapped with fmt.Errorf and %w, no pkg/errors. and youre wrong "
                "on 4, we use goose not golang-migrate: one file per migration in "
                "db/migrations with -- +goose Up and -- +goose Down sections, ewan copied that "
                "naming from his old job. oh and ask him to split the pr, the main.go changes "
                "dont belong in it",
            ),
            (
                "bash",
                "ls db/migrations | tail -3 && head -3 db/migrations/20261120101500_vehicle_"
                "classes_ceu.sql",
                "20261104093000_checkin_times.sql\n20261112144500_manifest_export.sql\n"
                "20261120101500_vehicle_classes_ceu.sql\n-- +goose Up\n"
                "CREATE TABLE vehicle_classes (",
            ),
            ("edit", "/tmp/review_44.md"),
            (
                "bash",
                "gh pr review 44 --request-changes --body-file /tmp/review_44.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Right, I misread the file name; the existing migrations are goose files with "
                "timestamps. Posted on #44 (changes requested):\n\n"
                "- wrap the import in one transaction\n"
                "- move the insert to `db/queries/sailings.sql` as a sqlc query (`InsertSailing`)\n"
                '- `fmt.Errorf("insert sailing %s: %w", r.DepartsAt, err)` and drop '
                "`pkg/errors` from go.mod\n"
                "- replace `000012_timetable.up.sql` with `goose create timetable sql` "
                "(one timestamped file with `-- +goose Up` / `-- +goose Down`)\n"
                "- split the `cmd/deckhand/main.go` changes into their own PR",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["db/queries", "sqlc"]},
            {"keys": ["fmt.Errorf", "%w", "pkg/errors"]},
            {"keys": ["goose", "one file per migration"], "not": ["golang-migrate up/down pairs"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh121-deckhand-correction-checkin-close-30-min-in-passing",
        "split": "fresh121",
        "steps": [
            (
                "user",
                "office wants a weekly list of vehicles that checked in late, for the fare "
                "disputes. late = after check-in had closed",
            ),
            (
                "read",
                "internal/checkin/checkin.go",
                "// Vehicle check-in closes 20 min before departure.\n"
                "const CloseBefore = 20 * time.Minute\n\n"
                "func IsLate(checkedIn, departs time.Time) bool {\n"
                "\treturn checkedIn.After(departs.Add(-CloseBefore))\n"
                "}\n",
            ),
            (
                "read",
                "db/queries/checkin.sql",
                "-- name: CheckinsForSailing :many\n"
                "SELECT c.*, v.registration FROM checkins c JOIN booking_vehicles v ON v.id = "
                "c.vehicle_id\nWHERE c.sailing_id = $1 ORDER BY c.checked_in_at;\n",
            ),
            (
                "assistant",
                "Vehicle check-in closes 20 minutes before departure (`checkin.CloseBefore`), "
                "so a check-in is late when `checked_in_at > departs_at - 20 min`. Plan:\n\n"
                "- sqlc query `LateCheckins(from, to)` returning sailing, registration, "
                "booking ref and minutes late\n"
                "- a weekly job that emails it to the office every Monday at 08:00\n\nOK?",
            ),
            (
                "user",
                "yeah. but make it a csv download in the office ui, not an email, they'll "
                "never open it. oh and since the new linkspan went in at kirkvaig they close "
                "vehicle check-in 30 minutes before sailing, so that const is stale too",
            ),
            (
                "bash",
                "grep -rn 'CloseBefore\\|20 min' --include=*.go --include=*.templ . | grep -v "
                "_test",
                "./internal/checkin/checkin.go:1:// Vehicle check-in closes 20 min before "
                "departure.\n"
                "./internal/checkin/checkin.go:2:const CloseBefore = 20 * time.Minute\n"
                "./web/templates/ticket.templ:31:\t<p>Vehicle check-in closes 20 min before "
                "departure.</p>",
            ),
            ("edit", "internal/checkin/checkin.go"),
            ("edit", "web/templates/ticket.templ"),
            ("edit", "db/queries/checkin.sql"),
            ("edit", "internal/office/reports.go"),
            ("edit", "web/templates/office_reports.templ"),
            ("edit", "internal/office/reports_test.go"),
            (
                "bash",
                "sqlc generate && templ generate >/dev/null && go test ./internal/... 2>&1 | "
                "grep -v 'no test files' | tail -3",
                "ok  \tgithub.com/saltholm/deckhand/internal/booking\t0.301s\n"
                "ok  \tgithub.com/saltholm/deckhand/internal/checkin\t0.094s\n"
                "ok  \tgithub.com/saltholm/deckhand/internal/office\t0.256s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `CloseBefore` is now 30 minutes, and the ticket template says 30 min too "
                "(it said 20)\n"
                "- **Office → Reports → Late check-ins**: pick a week, download "
                "`late-checkins-2026-W47.csv` (sailing, registration, booking ref, checked in "
                "at, minutes late)\n"
                "- the report passes `CloseBefore` into the query, so it can't drift from the "
                "check-in rule again",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {
                "keys": ["30 minutes", "vehicle check-in"],
                "not": ["closes 20 minutes before departure"],
            },
        ],
        "tool_stored": [],
    },
]
