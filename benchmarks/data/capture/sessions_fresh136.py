"""The "fresh136" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH136: list[dict[str, Any]] = [
    # --- "deckhand": vehicle-deck bookings for Kestrel Ferries, a two-boat island ferry operator
    # on the west coast of Scotland (Port Arden <-> Kestrel Island, 35 minutes, MV Tarn and MV
    # Osprey). Rust 1.82, Axum 0.7, SQLx 0.8 on PostgreSQL 16, Askama templates + htmx, Stripe
    # Checkout for single fares, Twilio for SMS, one Docker container behind Caddy on a Hetzner
    # VM (deployed with ./deploy.sh). Priya is the only developer; Dougal is the operations
    # manager ---
    {
        "name": "fresh136-deckhand-chitchat-pgpool-clone-and-vehcile-typo",
        "split": "fresh136",
        "steps": [
            (
                "user",
                "q. why is it fine to just .clone() the PgPool into every handler? feels like im "
                "opening a new db connection every request. also the booking form says Vehcile "
                "registration lol",
            ),
            (
                "read",
                "src/main.rs",
                "let pool = PgPoolOptions::new()\n"
                "    .max_connections(10)\n"
                "    .connect(&cfg.database_url)\n"
                "    .await?;\n\n"
                "let app = Router::new()\n"
                '    .route("/sailings/:date", get(routes::sailings::list))\n'
                '    .route("/book/:sailing_id",\n'
                "        get(routes::book::form).post(routes::book::create))\n"
                "    .with_state(AppState { pool: pool.clone(), cfg: Arc::new(cfg) });\n",
            ),
            (
                "think",
                "PgPool is a handle around an Arc'd inner pool. Cloning just bumps the refcount. "
                "Connections are checked out per query/transaction, capped by max_connections.",
            ),
            (
                "assistant",
                "Cloning it is cheap and doesn't open anything:\n\n"
                "- `PgPool` is just a handle around an `Arc` of the real pool, so `.clone()` "
                "bumps a reference count. Every clone talks to the **same** pool.\n"
                "- A connection is only checked out when a query (or `pool.begin()`) runs, and "
                "goes back to the pool when it's done.\n"
                "- `max_connections(10)` is the cap for the whole app, however many clones "
                "there are. If all 10 are busy the next query waits (up to `acquire_timeout`, "
                "30 s by default).\n\n"
                "Axum's `State` extractor clones `AppState` on every request for the same "
                "reason: it's designed to be cheap. Want the typo fixed?",
            ),
            ("user", "ah ok makes sense. yeah fix it"),
            ("edit", "templates/book/form.html"),
            (
                "bash",
                "cargo test book_form",
                "   Compiling deckhand v0.9.3 (/home/priya/deckhand)\n"
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.22s\n"
                "     Running unittests src/main.rs "
                "(target/debug/deps/deckhand-3f1c0a9e2b7d4c11)\n\n"
                "running 2 tests\n"
                "test routes::book::tests::book_form_renders ... ok\n"
                "test routes::book::tests::book_form_rejects_missing_reg ... ok\n\n"
                "test result: ok. 2 passed; 0 failed; 0 ignored",
            ),
            ("assistant", "Fixed: the label now reads **Vehicle registration**."),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh136-deckhand-incident-overbooked-0640-race-for-update",
        "split": "fresh136",
        "steps": [
            (
                "user",
                "dougal says the 0640 from port arden tmrw has 4 more cars booked than fit on the "
                "deck?? how did the system let them thru",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select s.id, s.departs_at, s.deck_lane_m, '
                "sum(b.length_m) as booked_m, count(*) as vehicles from sailings s join bookings b "
                "on b.sailing_id = s.id where s.departs_at::date = '2026-11-04' and s.origin = "
                "'PAR' group by s.id order by s.departs_at limit 1\"",
                "  id   |       departs_at       | deck_lane_m | booked_m | vehicles\n"
                "-------+------------------------+-------------+----------+----------\n"
                " 18822 | 2026-11-04 06:40:00+00 |        60.0 |     71.5 |       16\n"
                "(1 row)",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select id, length_m, created_at from bookings where '
                'sailing_id = 18822 order by created_at desc limit 5"',
                "   id   | length_m |          created_at\n"
                "--------+----------+-------------------------------\n"
                " 402118 |      4.5 | 2026-11-03 19:02:11.486+00\n"
                " 402117 |      4.2 | 2026-11-03 19:02:11.391+00\n"
                " 402116 |      5.1 | 2026-11-03 19:02:11.305+00\n"
                " 402115 |      4.6 | 2026-11-03 19:02:11.188+00\n"
                " 402109 |      4.3 | 2026-11-03 18:47:52.020+00\n"
                "(5 rows)",
            ),
            (
                "read",
                "src/bookings.rs",
                "pub async fn book_vehicle(pool: &PgPool, sailing_id: i64, req: &BookingReq)\n"
                "    -> Result<Booking, ApiError>\n"
                "{\n"
                "    let mut tx = pool.begin().await?;\n"
                "    let cap = sqlx::query_scalar!(\n"
                '        "select deck_lane_m from sailings where id = $1", sailing_id)\n'
                "        .fetch_one(&mut *tx).await?;\n"
                "    let booked = sqlx::query_scalar!(\n"
                '        "select coalesce(sum(length_m), 0) from bookings where sailing_id = $1",\n'
                "        sailing_id).fetch_one(&mut *tx).await?;\n"
                "    if booked + req.length_m > cap {\n"
                "        return Err(ApiError::DeckFull);\n"
                "    }\n"
                "    let b = insert_booking(&mut tx, sailing_id, req).await?;\n"
                "    tx.commit().await?;\n"
                "    Ok(b)\n"
                "}\n",
            ),
            (
                "think",
                "Four bookings within 300ms at 19:02:11. Under READ COMMITTED each transaction "
                "reads the sum before the others commit, so all four see the same free space. "
                "19:02 is probably right after the weather hold on the morning sailings was "
                "lifted. Need to serialise per sailing: lock the sailing row.",
            ),
            (
                "assistant",
                "It's a race. Four bookings came in within 300 ms of each other at 19:02 "
                "yesterday (probably right after the weather hold on the morning sailings was "
                "lifted), and `book_vehicle` does *check, then insert*:\n\n"
                "1. read the deck capacity\n"
                "2. sum what's already booked\n"
                "3. insert if it fits\n\n"
                "The transaction doesn't stop two bookings doing step 2 at the same time: under "
                "Postgres' default READ COMMITTED, each of the four saw the same ~10 m free "
                "before any of the others committed, so all four went in.\n\n"
                "The fix is to lock the sailing row with `FOR UPDATE` at the start of the "
                "transaction, so concurrent bookings for the same sailing queue up and each "
                "one sees the lane metres the previous one booked. Bookings on different "
                "sailings don't block each other. I'll add a test that fires 20 concurrent "
                "bookings at a sailing with room for 5.",
            ),
            (
                "user",
                "do it. ill ring the 4 of them myself, dont touch the existing bookings",
            ),
            ("edit", "src/bookings.rs"),
            ("edit", "tests/concurrent_booking.rs"),
            (
                "bash",
                "cargo sqlx prepare && cargo test --test concurrent_booking",
                "query data written to .sqlx in the current directory; please check this into "
                "version control\n"
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 21.87s\n"
                "     Running tests/concurrent_booking.rs\n\n"
                "running 2 tests\n"
                "test twenty_concurrent_bookings_fill_exactly_five ... ok\n"
                "test different_sailings_do_not_block ... ok\n\n"
                "test result: ok. 2 passed; 0 failed; 0 ignored",
            ),
            (
                "bash",
                "./deploy.sh",
                "building deckhand:0.9.4 ... done\n"
                "pushing to registry.kestrelferries.internal ... done\n"
                "restarting deckhand.service on ferry-app-1 ... done\n"
                "health check /healthz: 200 OK",
            ),
            (
                "assistant",
                "Deployed as 0.9.4. `book_vehicle` now starts with `select deck_lane_m from "
                "sailings where id = $1 for update`, and the concurrent test fills the sailing "
                "with exactly 5 and rejects the other 15 with `DeckFull`. I haven't touched the "
                "16 bookings on the 06:40.",
            ),
            (
                "user",
                "cool. so it was the check-then-insert racing and the FOR UPDATE on the sailing "
                "row makes them go one at a time. makes sense",
            ),
        ],
        "lessons": [
            {"keys": ["FOR UPDATE", "lane metres"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh136-deckhand-decision-weather-cancellations-move-to-next-sailing",
        "split": "fresh136",
        "steps": [
            (
                "user",
                "when a sailing gets cancelled for weather (happens loads in winter) dougal "
                "phones every single person on it. can the system do something about that",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select count(distinct s.id) as sailings, count(b.id) '
                "as bookings from sailings s join bookings b on b.sailing_id = s.id where "
                "s.cancel_reason = 'weather' and s.departs_at between '2025-10-01' and "
                "'2026-03-31'\"",
                " sailings | bookings\n----------+----------\n       41 |      612\n(1 row)",
            ),
            (
                "think",
                "Refund, rebook, or credit. Refund through Stripe is the least moving parts: "
                "refund API + email, no capacity juggling.",
            ),
            (
                "assistant",
                "Last winter 41 sailings were cancelled for weather, with 612 vehicle bookings on "
                "them, so that's a lot of phone calls. Three ways to handle it:\n\n"
                "1. **Automatic refund**: cancelling a sailing refunds every booking through the "
                "Stripe refund API and emails the customer.\n"
                "2. **Move to the next sailing**: each booking is moved to the next sailing in "
                "the same direction with deck space, and the customer gets an SMS with a link to "
                "pick a different one or cancel.\n"
                "3. **Account credit**: the fare goes onto the customer's account as credit, "
                "valid 12 months.\n\n"
                "I'd go with **1**: it's the simplest, and there's no capacity juggling when the "
                "next sailings are already busy.",
            ),
            (
                "user",
                "2. move them to the next sailing, most people on a cancelled boat are islanders "
                "who still have to get across (hospital appts, the co-op run), a refund just "
                "leaves them stuck at the pier. and a refund wouldnt even work for half of them, "
                "resident tickets dont go through stripe at all, the council invoices them monthly",
            ),
            (
                "think",
                "Need to handle when the next sailing is full: try the one after, up to end of "
                "next day, then flag for Dougal. Resident ticket bookings have payment_method = "
                "'resident' so no money moves either way.",
            ),
            (
                "assistant",
                "Makes sense, I'd been thinking of it as a money problem. Plan:\n\n"
                "- `cancel_sailing(id, reason)` moves each booking, in booking order, to the "
                "first later sailing in the same direction with room (same `FOR UPDATE` lock as "
                "booking)\n"
                "- if nothing fits before the end of the next day, the booking goes on a "
                "**Needs a call** list for Dougal instead\n"
                "- SMS + email: *Your 06:40 from Port Arden is cancelled due to weather. We've "
                "moved you to the 09:15. Change or cancel: <link>*\n"
                "- no Stripe calls at all; a fare difference between sailings doesn't exist, so "
                "nothing to charge or refund",
            ),
            ("user", "go"),
            ("edit", "src/cancellations.rs"),
            ("edit", "src/routes/admin/sailings.rs"),
            ("edit", "templates/admin/needs_a_call.html"),
            ("edit", "src/notify.rs"),
            ("edit", "tests/cancellations.rs"),
            (
                "bash",
                "cargo sqlx prepare && cargo test --test cancellations",
                "query data written to .sqlx in the current directory; please check this into "
                "version control\n"
                "     Running tests/cancellations.rs\n\n"
                "running 4 tests\n"
                "test moves_to_next_sailing_with_space ... ok\n"
                "test skips_full_sailing ... ok\n"
                "test nothing_before_end_of_next_day_goes_to_needs_a_call ... ok\n"
                "test resident_ticket_booking_is_moved_without_payment ... ok\n\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done and tested. The admin **Cancel sailing** button now asks for a reason and "
                "shows how many bookings were moved and how many landed on *Needs a call*.",
            ),
            (
                "user",
                "sms wording is fine. dont deploy till monday tho, dougal wants to tell the crew "
                "first",
            ),
            ("assistant", "OK, it's on the `weather-rebook` branch, not deployed."),
        ],
        "lessons": [
            {"keys": ["next sailing", "islanders"]},
            {"keys": ["resident tickets", "invoices"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh136-deckhand-tool-stored-tarn-height-limit-osprey-dry-dock",
        "split": "fresh136",
        "steps": [
            (
                "user",
                "remember this one: the tarn's car deck has a 2.1m height limit, anything taller "
                "(vans, campervans, horseboxes) can only go on the osprey. then add a height "
                "question to the booking form so people cant book the wrong boat",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "deckhand: MV Tarn's car deck has a 2.1 m height limit; vehicles "
                    "taller than that (vans, campervans, horseboxes) can only book sailings "
                    "operated by MV Osprey.",
                    "tags": ["deckhand", "vessels", "height-limit"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/models/sailing.rs",
                "#[derive(Debug, Clone, Copy, sqlx::Type, Serialize)]\n"
                '#[sqlx(type_name = "vessel", rename_all = "lowercase")]\n'
                "pub enum Vessel { Tarn, Osprey }\n\n"
                "pub struct Sailing {\n"
                "    pub id: i64,\n"
                "    pub vessel: Vessel,\n"
                "    pub origin: Port,\n"
                "    pub departs_at: DateTime<Utc>,\n"
                "    pub deck_lane_m: f64,\n"
                "}\n",
            ),
            (
                "think",
                "Add a max_vehicle_height_m on the vessel (method on the enum is enough, no "
                "table), a height_over_2_1 bool on the booking request, and filter the sailing "
                "list. Tarn sailings should still show, greyed out with a reason, so people "
                "understand why.",
            ),
            (
                "assistant",
                "Saved. Plan:\n\n"
                "- `Vessel::max_height_m()`: Tarn 2.1, Osprey none\n"
                "- a required *Is your vehicle over 2.1 m tall (including roof box)?* question "
                "on the booking form\n"
                "- for a *yes*, Tarn sailings stay in the list but greyed out with *This sailing "
                "is on MV Tarn, which can't take vehicles over 2.1 m*\n"
                "- `book_vehicle` rejects it server-side too (`ApiError::VehicleTooTall`)",
            ),
            ("edit", "src/models/sailing.rs"),
            ("edit", "src/bookings.rs"),
            ("edit", "src/error.rs"),
            ("edit", "templates/book/form.html"),
            ("edit", "templates/sailings/list.html"),
            ("edit", "tests/height_limit.rs"),
            (
                "bash",
                "cargo test --test height_limit",
                "     Running tests/height_limit.rs\n\n"
                "running 3 tests\n"
                "test tall_vehicle_rejected_on_tarn ... ok\n"
                "test tall_vehicle_allowed_on_osprey ... ok\n"
                "test tarn_sailing_greyed_out_for_tall_vehicle ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done, all 3 tests pass. The height question sits under the registration field "
                "and the list updates with htmx as soon as it's answered.",
            ),
            (
                "user",
                "nice. oh and the osprey goes to dry dock in troon every january, so in january "
                "all the sailings are tarn only. the timetable import already does that bit but "
                "the greyed out message should say why theres nothing",
            ),
            ("edit", "templates/sailings/list.html"),
            (
                "assistant",
                "When every sailing on the day is on MV Tarn and the vehicle is over 2.1 m, the "
                "list now says: *MV Osprey is away for her annual refit, so we can't take "
                "vehicles over 2.1 m on these dates. Call the office on 01681 700 412 and we'll "
                "help you plan around it.*",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["dry dock", "january"]},
        ],
        "tool_stored": [["Tarn", "height limit"]],
    },
    {
        "name": "fresh136-deckhand-rules-harbour-screens-api-pence-query-macros-apierror",
        "split": "fresh136",
        "steps": [
            (
                "user",
                "need a GET /api/sailings/{date} for the new screens in the port arden waiting "
                "room. departure time, vessel, deck space left and the single car fare",
            ),
            (
                "read",
                "src/fares.rs",
                "pub struct FareRow {\n"
                "    pub vehicle_class: String,\n"
                "    pub single_pence: i64,\n"
                "    pub valid_from: NaiveDate,\n"
                "}\n\n"
                "pub async fn current_car_fare(pool: &PgPool, on: NaiveDate) -> Result<i64> {\n"
                "    let row = sqlx::query!(\n"
                "        \"select single_pence from fares where vehicle_class = 'car' and "
                'valid_from <= $1 order by valid_from desc limit 1", on)\n'
                "        .fetch_one(pool).await?;\n"
                "    Ok(row.single_pence)\n"
                "}\n",
            ),
            (
                "think",
                "Screens want something they can print directly. Convert the fare to pounds for "
                "them. The sailings list could be filtered dynamically (origin param), build the "
                "where clause as a string. Errors: anyhow and map to 500.",
            ),
            (
                "assistant",
                "Plan for `GET /api/sailings/{date}`:\n\n"
                "```json\n"
                '[{"departs_at": "2026-11-12T06:40:00Z", "vessel": "tarn", "origin": "PAR",\n'
                '  "deck_space_left_m": 14.5, "car_fare": 23.4}]\n'
                "```\n\n"
                "- the fare converted to pounds as an `f64` so the screens can print it as is\n"
                "- an optional `?origin=PAR` filter, added to the where clause when present\n"
                "- errors as `anyhow::Error`, turned into a 500 with the message\n"
                "- paginated with `?page=` like the admin list",
            ),
            (
                "user",
                "couple of things, and these go for everything not just this endpoint. money is "
                "always i64 pence end to end, the screens format it themselves. all sql goes "
                "through the sqlx macros (query!/query_as!) so its checked at compile time, never "
                "format!() bits into a query string, use `$2 is null or origin = $2` for optional "
                "filters. errors go back as our ApiError json with a code field, never anyhows "
                "to_string, the screens and the app both switch on the code. and skip pagination "
                "on this one, theres like 12 sailings a day",
            ),
            (
                "bash",
                "grep -n 'pub enum ApiError' -A 12 src/error.rs; grep -n 'fn into_response' "
                "-A 6 src/error.rs",
                "14:pub enum ApiError {\n"
                "15-    DeckFull,\n"
                "16-    VehicleTooTall,\n"
                "17-    SailingNotFound,\n"
                "18-    BadDate(String),\n"
                "19-    Db(sqlx::Error),\n"
                "20-}\n"
                "41:    fn into_response(self) -> Response {\n"
                "42-        let (status, code) = self.status_and_code();\n"
                '43-        (status, Json(json!({ "code": code, "message": '
                "self.public_message() }))).into_response()",
            ),
            ("edit", "src/routes/api/sailings.rs"),
            ("edit", "src/main.rs"),
            ("edit", "tests/api_sailings.rs"),
            (
                "bash",
                "cargo sqlx prepare && cargo test --test api_sailings",
                "query data written to .sqlx in the current directory; please check this into "
                "version control\n"
                "     Running tests/api_sailings.rs\n\n"
                "running 4 tests\n"
                "test lists_sailings_for_date ... ok\n"
                "test filters_by_origin ... ok\n"
                "test fare_is_integer_pence ... ok\n"
                "test bad_date_returns_bad_date_code ... ok\n\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `car_fare_pence: 2340` (`i64`), no floats\n"
                "- one `query_as!` with `($2::text is null or s.origin = $2)` for the optional "
                "origin\n"
                '- a bad date returns `400 {"code": "bad_date", ...}` through `ApiError`\n'
                "- no pagination",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["i64", "pence"], "not": ["converted to pounds"]},
            {"keys": ["sqlx macros", "compile time"]},
            {"keys": ["ApiError", "code field"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh136-deckhand-correction-checkin-closes-30-min-not-20",
        "split": "fresh136",
        "steps": [
            (
                "user",
                "can we send an sms the evening before to everyone booked on a morning sailing. "
                "people keep turning up late for the 0640",
            ),
            (
                "read",
                "docs/ops.md",
                "## Check-in\n\n"
                "Vehicles must be in the marshalling lane at Port Arden or Kestrel pier.\n"
                "Check-in closes 20 minutes before departure. Late vehicles may be refused.\n\n"
                "## Twilio\n\n"
                "Sender ID: KESTRELFY (alphanumeric, UK only). Account: ops@kestrelferries.co.uk\n",
            ),
            (
                "think",
                "Morning = departs before 12:00 local. Send at 18:00 Europe/London the day "
                "before. Use the existing notify::sms helper and a tokio interval job like the "
                "expiry sweeper.",
            ),
            (
                "assistant",
                "Plan: a job at 18:00 (Europe/London) that texts everyone booked on a sailing "
                "before noon the next day. Per docs/ops.md, check-in closes 20 minutes before "
                "departure, so the text says:\n\n"
                "> *Kestrel Ferries: reminder of your 06:40 sailing from Port Arden tomorrow "
                "(AB12 CDE). Check-in closes 20 minutes before departure, at 06:20.*",
            ),
            ("edit", "src/jobs/reminders.rs"),
            ("edit", "src/jobs/mod.rs"),
            ("edit", "tests/reminders.rs"),
            (
                "bash",
                "cargo test --test reminders",
                "     Running tests/reminders.rs\n\n"
                "running 3 tests\n"
                "test sends_for_morning_sailings_only ... ok\n"
                "test skips_cancelled_sailings ... ok\n"
                "test uses_london_time_across_dst ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "The reminder job is in and tested; it runs from the same scheduler as the "
                "hold-expiry sweep and skips cancelled sailings.",
            ),
            (
                "user",
                "looks good. oh check-in is 30 min now btw, not 20, the harbour master changed it "
                "after the ramp thing in august. how much are these texts gonna cost us a month",
            ),
            ("edit", "src/jobs/reminders.rs"),
            ("edit", "docs/ops.md"),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select count(*) from bookings b join sailings s on '
                "s.id = b.sailing_id where s.departs_at >= '2026-10-01' and s.departs_at < "
                "'2026-11-01' and extract(hour from s.departs_at at time zone 'Europe/London') "
                '< 12"',
                " count\n-------\n  1184\n(1 row)",
            ),
            (
                "assistant",
                "Changed the text to *Check-in closes 30 minutes before departure, at 06:10* and "
                "updated docs/ops.md.\n\n"
                "Cost: October had 1,184 bookings on morning sailings. At Twilio's UK rate "
                "(about 4p per segment) and one segment per text, that's roughly **£47 a "
                "month**, less in winter when there are fewer sailings.",
            ),
            ("user", "fine, ship it"),
            (
                "bash",
                "./deploy.sh",
                "building deckhand:0.9.6 ... done\n"
                "pushing to registry.kestrelferries.internal ... done\n"
                "restarting deckhand.service on ferry-app-1 ... done\n"
                "health check /healthz: 200 OK",
            ),
            ("assistant", "Deployed as 0.9.6; the first reminders go out at 18:00 tonight."),
        ],
        "lessons": [
            {"keys": ["check-in", "30 min"], "not": ["closes 20 minutes before departure"]},
        ],
        "tool_stored": [],
    },
]
