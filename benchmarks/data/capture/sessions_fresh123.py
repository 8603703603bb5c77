"""The "fresh123" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH123: list[dict[str, Any]] = [
    # --- "deckplan": vehicle deck bookings and lane-metre allocation for Saltmarsh Ferries (three
    # ro-ro vessels, MV Curlew, MV Godwit and MV Tern, on Port Eskeby <-> Holm Island and Holm <->
    # Skerrow). Rust 1.83 workspace: axum 0.7, sqlx 0.8 on PostgreSQL 16, tokio, Adyen for card
    # payments, Twilio SMS, tracing + OpenTelemetry to Honeycomb, Fly.io (deckplan-api,
    # deckplan-worker); crates/api (routes/), crates/allocator, crates/domain, crates/db (queries,
    # migrations/), crates/worker (jobs/), .sqlx/ ---
    {
        "name": "fresh123-deckplan-chitchat-pin-explained-and-typo",
        "split": "fresh123",
        "steps": [
            (
                "user",
                "kai asked me what Pin is actually for and i kinda waffled. explain like im a php dev?",
            ),
            (
                "think",
                "Concept question. async fn compiles to a state machine struct; locals that live across .await are fields, and a reference to one of them is a pointer into the same struct (self-referential). Moving the struct would dangle that pointer. Pin<&mut T> promises it won't move after being polled. Unpin types don't care. Box::pin / pin! as the everyday tools.",
            ),
            (
                "assistant",
                "Short version: `Pin` is a promise that a value won't be moved in memory any more.\n\n**Why that matters for async**\n\n- an `async fn` compiles into a struct (a state machine). Every local variable that lives across an `.await` becomes a field of that struct\n- if one of those locals borrows another one (say a `&str` pointing into a `String` you created earlier in the function), the struct now contains a pointer *into itself*\n- in Rust, moving a value is just copying its bytes somewhere else. Move that struct after it has started running and the internal pointer still points at the old location: a dangling pointer\n\n**What `Pin` does**\n\n- `Future::poll` takes `self: Pin<&mut Self>`, so once a future has been polled it's guaranteed to stay where it is\n- types that don't have self-references (most of them: `i32`, `String`, `Vec`) are `Unpin`, and for them `Pin` changes nothing\n\n**In practice** you meet it when you store or select over futures: `Box::pin(fut)` puts one on the heap where it can't move, `tokio::pin!(fut)` pins it on the stack, and `Pin<Box<dyn Future<Output = T> + Send>>` is the usual type for a boxed future.\n\nThe PHP analogy doesn't really exist, since PHP never hands you a pointer to something that might move.",
            ),
            (
                "user",
                "ok that actually helps. also the api says 'vehicel too long for deck' in an error lol",
            ),
            (
                "bash",
                'grep -rn "vehicel" crates/',
                'crates/api/src/error.rs:38:            ApiError::TooLong => "vehicel too long for deck",\ncrates/api/tests/snapshots/bookings__too_long.snap:5:  "error": "vehicel too long for deck"',
            ),
            ("edit", "crates/api/src/error.rs"),
            ("edit", "crates/api/tests/snapshots/bookings__too_long.snap"),
            (
                "bash",
                "cargo test -p deckplan-api 2>&1 | grep 'test result'",
                "test result: ok. 47 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.91s",
            ),
            (
                "assistant",
                "Fixed: the error now says `vehicle too long for deck`, in `crates/api/src/error.rs` and in the insta snapshot that pinned the typo. API tests pass.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh123-deckplan-incident-pool-exhausted-adyen-inside-transaction",
        "split": "fresh123",
        "steps": [
            (
                "user",
                "summer timetable went on sale at 9 and the booking api is throwing 500s, fly says everythings up. ppl already moaning on the facebook page",
            ),
            (
                "bash",
                "fly logs -a deckplan-api --no-tail | grep ERROR | tail -3",
                "2026-12-07T09:02:14Z app[4d89e1] lhr [info] ERROR deckplan_api::routes::bookings: create_booking failed err=pool timed out while waiting for an open connection\n2026-12-07T09:02:14Z app[7811f3] lhr [info] ERROR deckplan_api::routes::bookings: create_booking failed err=pool timed out while waiting for an open connection\n2026-12-07T09:02:15Z app[4d89e1] lhr [info] ERROR deckplan_api::routes::bookings: create_booking failed err=pool timed out while waiting for an open connection",
            ),
            (
                "read",
                "crates/db/src/pool.rs",
                "pub async fn connect(url: &str) -> sqlx::Result<PgPool> {\n    PgPoolOptions::new()\n        .max_connections(20)\n        .acquire_timeout(Duration::from_secs(5))\n        .connect(url)\n        .await\n}\n",
            ),
            (
                "read",
                "crates/api/src/routes/bookings.rs",
                "pub async fn create_booking(\n    State(app): State<AppState>,\n    Json(req): Json<NewBooking>,\n) -> Result<Json<Booking>, ApiError> {\n    let mut tx = app.pool.begin().await?;\n    let sailing = db::sailings::lock(&mut tx, req.sailing_id).await?; // SELECT ... FOR UPDATE\n    let slot = allocator::place(&sailing, &req.vehicle)?;\n    let booking = db::bookings::insert_held(&mut tx, &req, &slot).await?;\n    let auth = app.adyen.authorise(&req.payment, booking.total_pence).await?;\n    db::bookings::confirm(&mut tx, booking.id, &auth.psp_reference).await?;\n    tx.commit().await?;\n    Ok(Json(booking))\n}\n",
            ),
            (
                "bash",
                "fly logs -a deckplan-api --no-tail | grep 'span=adyen.authorise' | tail -3",
                "2026-12-07T09:01:58Z app[7811f3] lhr [info] INFO span=adyen.authorise elapsed_ms=2841\n2026-12-07T09:01:59Z app[4d89e1] lhr [info] INFO span=adyen.authorise elapsed_ms=3112\n2026-12-07T09:02:01Z app[7811f3] lhr [info] INFO span=adyen.authorise elapsed_ms=1977",
            ),
            (
                "think",
                "The whole booking incl. the Adyen call (2-3s) runs inside one transaction that holds FOR UPDATE on the sailing row. Every booking for the same sailing queues on that lock while holding its own pool connection. At 9:00 everyone books the popular summer sailings -> 20 connections per machine all busy/waiting, acquire_timeout 5s -> 500. Fix: tx1 lock sailing, place, insert held (held_until already swept by the worker), commit; call Adyen with no connection; tx2 confirm, or release the hold on decline. Don't just raise max_connections.",
            ),
            (
                "assistant",
                "Found it: the booking handler keeps a database transaction open across the Adyen call.\n\n**Cause**\n\n1. `create_booking` opens a transaction, locks the sailing row (`SELECT ... FOR UPDATE`), inserts the held booking, then calls `adyen.authorise` and only commits after Adyen answers\n2. Adyen takes 2 to 3 seconds per authorisation this morning (longer with 3-D Secure), and for that whole time the request holds a pool connection *and* the lock on the sailing row\n3. At 09:00 everyone books the same few summer sailings, so requests queue on that row lock, each one sitting on its own connection while it waits\n4. The 20 connections per machine run out, new requests wait the 5 s `acquire_timeout` and fail with `pool timed out`, which the API turns into a 500\n\n**Fix**\n\n- transaction 1: lock the sailing, place the vehicle, insert the booking as `held`, **commit** (the lock is released after milliseconds)\n- call Adyen with no connection held\n- transaction 2: confirm the booking, or release the hold if the card is declined. If the process dies in between, the worker's expired-hold sweep frees the space as it does today\n\nRaising `max_connections` wouldn't help, the requests would just queue on the row lock instead.",
            ),
            ("user", "do it asap"),
            ("edit", "crates/api/src/routes/bookings.rs"),
            ("edit", "crates/db/src/bookings.rs"),
            ("edit", "crates/api/tests/bookings.rs"),
            (
                "bash",
                "cargo sqlx prepare --workspace && cargo test --workspace 2>&1 | grep 'test result' | tail -2",
                "query data written to .sqlx in the workspace root; please check this into version control\ntest result: ok. 52 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.40s\ntest result: ok. 18 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.62s",
            ),
            (
                "bash",
                "git commit -qam 'bookings: authorise with adyen outside the transaction' && git push -q && fly deploy -a deckplan-api --strategy rolling 2>&1 | tail -1",
                "Visit your newly deployed app at https://deckplan-api.fly.dev/",
            ),
            (
                "bash",
                'sleep 120; fly logs -a deckplan-api --no-tail | grep -c "pool timed out"; psql "$DECKPLAN_RO" -tc "SELECT count(*) FROM bookings WHERE status = \'confirmed\' AND created_at > now() - interval \'2 minutes\'"',
                "0\n   412",
            ),
            (
                "assistant",
                "Deployed. No `pool timed out` since the rollout, and 412 bookings were confirmed in the last two minutes, so the backlog from 09:00 is going through.",
            ),
            (
                "user",
                "phew. ok so takeaway: never call adyen while a db transaction is open, it pins a pool connection and the sailing row lock for the whole round trip. put that in the pr description too",
            ),
            (
                "bash",
                "gh pr create --title 'bookings: authorise with adyen outside the transaction' --body-file /tmp/pr_body.md 2>&1 | tail -1",
                "https://github.com/saltmarsh-ferries/deckplan/pull/311",
            ),
            (
                "assistant",
                "Opened #311 for the record (the fix is already live), with that rule under **Why** in the description.",
            ),
        ],
        "lessons": [
            {"keys": ["adyen", "transaction"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh123-deckplan-decision-weather-cancellation-rebooking-link",
        "split": "fresh123",
        "steps": [
            (
                "user",
                "when the harbour master cancels a sailing for weather the booking office rings everyone by hand. can deckplan deal with it? whats the options",
            ),
            (
                "bash",
                "psql \"$DECKPLAN_RO\" -c \"SELECT date_trunc('month', departs_at)::date AS month, count(*) AS cancelled, round(avg((SELECT count(*) FROM bookings b WHERE b.sailing_id = s.id))) AS avg_bookings FROM sailings s WHERE status = 'cancelled' GROUP BY 1 ORDER BY 1 DESC LIMIT 4\"",
                "   month    | cancelled | avg_bookings\n------------+-----------+--------------\n 2026-11-01 |        14 |           31\n 2026-10-01 |         9 |           27\n 2026-03-01 |        11 |           29\n 2026-02-01 |        17 |           33\n(4 rows)",
            ),
            (
                "read",
                "crates/domain/src/sailing.rs",
                "pub enum SailingStatus {\n    Scheduled,\n    Boarding,\n    Departed,\n    Cancelled,\n}\n\npub struct Sailing {\n    pub id: SailingId,\n    pub route: RouteCode,\n    pub vessel: VesselCode,\n    pub departs_at: OffsetDateTime,\n    pub status: SailingStatus,\n    pub freight_only: bool,\n}\n",
            ),
            (
                "think",
                "~30 bookings per cancelled sailing, 10-17 cancellations a month in winter. Options: auto-move to next sailing with space; auto refund; SMS link to choose. Auto-move is least work for the office and customers. Recommend 1.",
            ),
            (
                "assistant",
                "In winter that's 10 to 17 cancelled sailings a month with about 30 bookings each, so a lot of phoning. Options:\n\n1. **Auto-move**: when a sailing is cancelled, move every booking to the next sailing on the same route with enough lane metres and SMS the new time. No work for the office at all.\n2. **Auto-refund**: refund everyone through Adyen and SMS them to book again. Simple, but they lose their place to whoever books first.\n3. **Rebooking link**: SMS each customer a personal link listing sailings with space in the next 7 days; they pick one and the booking moves. Anyone who hasn't picked after 48 hours goes on a call list for the office.\n\nI'd go with **1**, it clears a cancellation in seconds.",
            ),
            (
                "user",
                "3, the rebooking link, because when the office auto moved people in 2024 the skerrow community council complained, islanders have hospital appointments on the mainland and need to pick their own sailing. and dont show freight-only sailings in the link, those are HGV only under our operating licence. dont deploy till the christmas timetable is out",
            ),
            (
                "think",
                "Option 3. rebooking_tokens table (booking_id, token, expires_at 7d, used_at), GET /rebook/:token lists sailings on the same route in the next 7 days with lane metres left and NOT freight_only, POST moves the booking using the same two-step hold flow. Worker job on cancellation sends SMS; call list after 48h. Not deploying.",
            ),
            ("edit", "crates/db/migrations/20261207120000_rebooking_tokens.sql"),
            ("edit", "crates/db/src/rebooking.rs"),
            ("edit", "crates/api/src/routes/rebook.rs"),
            ("edit", "crates/worker/src/jobs/cancellation_sms.rs"),
            ("edit", "crates/worker/src/jobs/rebook_call_list.rs"),
            ("edit", "crates/api/tests/rebook.rs"),
            (
                "bash",
                "cargo sqlx prepare --workspace && cargo test --workspace 2>&1 | grep 'test result' | tail -3",
                "query data written to .sqlx in the workspace root; please check this into version control\ntest result: ok. 58 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.71s\ntest result: ok. 18 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.64s\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s",
            ),
            (
                "assistant",
                "Rebooking links are built on `feat/weather-rebooking`:\n\n- cancelling a sailing makes the worker SMS every booking a personal link (`/rebook/<token>`, valid 7 days)\n- the page lists sailings on the same route in the next 7 days with enough lane metres for their vehicle, **excluding `freight_only` sailings**\n- picking one moves the booking through the same hold-then-confirm flow as a new booking, so no card is charged again\n- after 48 hours without a choice the booking shows up on the office's call list (`/admin/rebook-calls`)\n- tests cover the freight-only filter, an expired token and two people racing for the last space\n\nNot deployed; it waits until the Christmas timetable is out.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["rebooking link", "hospital appointments"]},
            {"keys": ["freight-only", "operating licence"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh123-deckplan-tool-stored-tern-lane-metres-and-motorbike-bay",
        "split": "fresh123",
        "steps": [
            (
                "user",
                "remember this pls it keeps coming up: tern has 84 lane metres and no mezzanine deck, curlew and godwit have 120 plus the mezzanine. then add motorbikes as a vehicle type, we only do cars vans and trailers atm",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "deckplan vessels: MV Tern has 84 lane metres and no mezzanine deck; MV Curlew and MV Godwit have 120 lane metres plus a mezzanine deck.",
                    "tags": ["deckplan", "vessels", "allocator"],
                },
                '{"id":"7716","action":"stored"}',
                False,
            ),
            (
                "read",
                "crates/domain/src/vehicle.rs",
                '#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, Serialize, Deserialize)]\n#[sqlx(type_name = "vehicle_kind", rename_all = "snake_case")]\npub enum VehicleKind {\n    Car,\n    Van,\n    CarWithTrailer,\n}\n\npub struct Vehicle {\n    pub kind: VehicleKind,\n    pub length_cm: i32,\n    pub height_cm: i32,\n}\n',
            ),
            (
                "read",
                "crates/allocator/src/lib.rs",
                "pub fn place(sailing: &SailingLoad, v: &Vehicle) -> Result<Slot, PlaceError> {\n    let need = v.length_cm + GAP_CM;\n    let lane = sailing\n        .lanes\n        .iter()\n        .filter(|l| l.max_height_cm >= v.height_cm)\n        .find(|l| l.free_cm >= need)\n        .ok_or(PlaceError::NoLaneFits { length_cm: v.length_cm })?;\n    Ok(Slot { lane: lane.id, offset_cm: lane.used_cm })\n}\n",
            ),
            (
                "think",
                "The allocator is all lane space. Does a motorbike go in a lane (short length) or somewhere else? Don't guess, ask.",
            ),
            (
                "assistant",
                "Saved the vessel capacities.\n\nBefore I add `Motorbike`: should a motorbike take lane space like a very short vehicle (about 250 cm in the allocator), or do they go somewhere else on the deck?",
            ),
            (
                "user",
                "no they go in the bike bay at the bow, max 6 per sailing, motorbikes never use lane metres",
            ),
            (
                "think",
                "Add VehicleKind::Motorbike (enum migration), bike_bay_used on sailing load, allocator places motorbikes in the bay with a limit of 6, returns PlaceError::BikeBayFull. Lane code untouched.",
            ),
            ("edit", "crates/db/migrations/20261207140000_vehicle_kind_motorbike.sql"),
            ("edit", "crates/domain/src/vehicle.rs"),
            ("edit", "crates/allocator/src/lib.rs"),
            ("edit", "crates/allocator/src/error.rs"),
            ("edit", "crates/db/src/sailings.rs"),
            ("edit", "crates/allocator/tests/motorbikes.rs"),
            (
                "bash",
                "cargo sqlx prepare --workspace && cargo test -p deckplan-allocator 2>&1 | grep 'test result'",
                "query data written to .sqlx in the workspace root; please check this into version control\ntest result: ok. 31 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.08s",
            ),
            (
                "assistant",
                "Motorbikes are in:\n\n- new `VehicleKind::Motorbike` (migration adds it to the `vehicle_kind` enum)\n- the allocator puts motorbikes in the bow bike bay instead of a lane, up to 6 per sailing, then returns `PlaceError::BikeBayFull`; they don't touch lane metres\n- tests: 6 bikes fit, the 7th is refused, and a full car deck still takes a motorbike\n\nOn `feat/motorbikes`.",
            ),
            ("user", "ship it to staging"),
            (
                "bash",
                "git push -q origin feat/motorbikes && fly deploy -a deckplan-api-staging 2>&1 | tail -1",
                "Visit your newly deployed app at https://deckplan-api-staging.fly.dev/",
            ),
            ("assistant", "On staging: https://deckplan-api-staging.fly.dev/"),
        ],
        "lessons": [
            {"keys": ["motorbikes", "bike bay"]},
        ],
        "tool_stored": [["tern", "84 lane metres"]],
    },
    {
        "name": "fresh123-deckplan-review-caravan-horsebox-crate-rules",
        "split": "fresh123",
        "steps": [
            ("user", "review kai's pr #207 pls, caravan + horsebox types"),
            (
                "bash",
                "gh pr diff 207 --name-only",
                "crates/domain/src/vehicle.rs\ncrates/allocator/src/lib.rs\ncrates/db/src/vehicles.rs\ncrates/allocator/tests/trailers.rs",
            ),
            (
                "read",
                "crates/allocator/src/lib.rs",
                'pub fn place(sailing: &SailingLoad, v: &Vehicle) -> anyhow::Result<Slot> {\n    let need = v.length_cm + gap_for(v.kind);\n    let lane = sailing\n        .lanes\n        .iter()\n        .filter(|l| l.max_height_cm >= v.height_cm)\n        .find(|l| l.free_cm >= need)\n        .with_context(|| format!("no lane fits {}cm", v.length_cm))?;\n    Ok(Slot { lane: lane.id, offset_cm: lane.used_cm })\n}\n',
            ),
            (
                "bash",
                "gh pr diff 207 | grep -c 'query!'; gh pr diff 207 --name-only | grep -c '^.sqlx/'",
                "2\n0",
            ),
            (
                "think",
                "cm integers everywhere are hard to read, suggest f64 metres. anyhow in the allocator breaks the API's match on PlaceError::NoLaneFits -> 500s. New query! calls but no .sqlx changes. Tests are good.",
            ),
            (
                "assistant",
                "Review of #207:\n\n1. **Units**: `length_cm` / `height_cm` as `i32` mean every caller multiplies and divides by 100, and caravans and horseboxes add more of that. I'd switch it to length_m: f64 and height_m: f64 for readability.\n2. **Errors**: `allocator::place` now returns `anyhow::Result`, so the API can't match on `PlaceError::NoLaneFits` any more and a full deck becomes a 500 instead of a 409.\n3. **Queries**: two new `query!` calls in `crates/db/src/vehicles.rs`, but nothing changed under `.sqlx/`.\n4. `tests/trailers.rs` covers a 750 cm horsebox on the Tern and a caravan too tall for the mezzanine, good cases.",
            ),
            (
                "user",
                "post it w these:\n1. lengths stay integer centimetres (length_cm, height_cm), f64 metres gave us the rounding bug where the allocator squeezed a 12th car onto a 60m lane. so drop ur point 1\n2. library crates (allocator, domain, db) return thiserror enums, anyhow is only for the bins\n3. anyone touching a query! runs cargo sqlx prepare and commits the result, ci builds with SQLX_OFFLINE=true and fails otherwise\n4. tell kai the trailer tests r great",
            ),
            (
                "think",
                "Drop the f64 suggestion. Point 2 becomes: keep PlaceError (thiserror) and add a variant instead of anyhow. Point 3: run cargo sqlx prepare --workspace and commit .sqlx. Praise tests.",
            ),
            (
                "bash",
                "gh pr review 207 --request-changes --body-file /tmp/review_207.md",
                "- Requested changes to pull request saltmarsh-ferries/deckplan#207",
            ),
            (
                "assistant",
                "Posted on #207 (changes requested):\n\n- `allocator::place` should keep returning `PlaceError` (the `thiserror` enum) and get a new variant if it needs one; `anyhow` is for the binaries only\n- run `cargo sqlx prepare --workspace` and commit the `.sqlx/` changes for the two new `query!` calls, since CI builds with `SQLX_OFFLINE=true`\n- the trailer tests got a well-deserved shout-out\n\nI left out my units suggestion: lengths stay integer centimetres.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {
                "keys": ["integer centimetres", "length_cm"],
                "not": ["switch it to length_m: f64"],
            },
            {"keys": ["thiserror", "anyhow"]},
            {"keys": ["cargo sqlx prepare", "SQLX_OFFLINE"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh123-deckplan-correction-vehicle-checkin-45-min",
        "split": "fresh123",
        "steps": [
            (
                "user",
                "can we text drivers a reminder before their sailing? twilio is already wired up from the rebooking stuff",
            ),
            (
                "read",
                "crates/worker/src/jobs/mod.rs",
                "pub fn schedule(s: &mut Scheduler, ctx: JobCtx) {\n    s.every(Duration::from_secs(60), release_expired_holds::run(ctx.clone()));\n    s.every(Duration::from_secs(60), cancellation_sms::run(ctx.clone()));\n    s.every(Duration::from_secs(3600), rebook_call_list::run(ctx));\n}\n",
            ),
            (
                "read",
                "crates/worker/src/sms.rs",
                "pub async fn send(ctx: &JobCtx, to: &PhoneNumber, body: &str) -> Result<(), SmsError> {\n    ctx.twilio\n        .messages()\n        .create(&ctx.cfg.twilio_from, to.as_str(), body)\n        .await\n        .map(|_| ())\n        .map_err(SmsError::from)\n}\n",
            ),
            (
                "think",
                "New job every minute: confirmed vehicle bookings whose sailing departs in 2h and reminder_sent_at is null. Message includes the check-in deadline. Check-in closes 30 min before departure, so deadline = departs_at - 30 min.",
            ),
            (
                "assistant",
                "Vehicle check-in closes 30 minutes before departure, so I'll send the reminder 2 hours before the sailing and put the check-in deadline in it: a worker job every minute picks confirmed bookings departing within 2 hours that have no `reminder_sent_at` yet.",
            ),
            ("edit", "crates/db/migrations/20261207160000_bookings_reminder_sent_at.sql"),
            ("edit", "crates/worker/src/jobs/checkin_reminder.rs"),
            ("edit", "crates/worker/src/jobs/mod.rs"),
            ("edit", "crates/worker/tests/checkin_reminder.rs"),
            (
                "bash",
                "cargo sqlx prepare --workspace && cargo test -p deckplan-worker 2>&1 | grep 'test result'",
                "query data written to .sqlx in the workspace root; please check this into version control\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.57s",
            ),
            (
                "assistant",
                "Done on `feat/checkin-reminder`. A driver on the 08:10 from Port Eskeby gets this at 06:10:\n\n> Saltmarsh Ferries: your 08:10 sailing Port Eskeby to Holm Island (MV Curlew). Check in by 07:40. Ref DK-48213\n\nEach booking gets one reminder (`reminder_sent_at`), foot passengers get none, and bookings made less than 2 hours before departure are skipped.",
            ),
            (
                "user",
                "looks good. can the sender show as SALTMARSH instead of the +44 number? also vehicle check-in closes 45 min before sailing not 30, the harbour master changed it in october after the ramp thing",
            ),
            (
                "think",
                "Alphanumeric sender ID: UK supports it via Twilio, max 11 chars, one-way (no replies). Make from configurable, set SALTMARSH. Deadline = departs_at - 45 min; update tests.",
            ),
            ("edit", "crates/worker/src/jobs/checkin_reminder.rs"),
            ("edit", "crates/worker/src/config.rs"),
            ("edit", "fly.worker.toml"),
            ("edit", "crates/worker/tests/checkin_reminder.rs"),
            (
                "bash",
                "cargo test -p deckplan-worker 2>&1 | grep 'test result'",
                "test result: ok. 15 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.58s",
            ),
            (
                "assistant",
                "Updated:\n\n- the deadline is now departure minus **45 minutes**: `Check in by 07:25` for the 08:10\n- reminders are sent from the alphanumeric sender `SALTMARSH` (`SMS_SENDER_ID` in `fly.worker.toml`). One catch: customers can't reply to an alphanumeric sender, so a reply to the reminder goes nowhere\n\nTests updated, still on `feat/checkin-reminder`.",
            ),
            ("user", "fine nobody replies anyway. merge it"),
            (
                "bash",
                "gh pr create --fill 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/saltmarsh-ferries/deckplan/pull/318\n✓ Squashed and merged pull request saltmarsh-ferries/deckplan#318",
            ),
            ("assistant", "Merged as #318."),
        ],
        "lessons": [
            {"keys": ["check-in", "45 min"], "not": ["30 minutes before departure"]},
        ],
        "tool_stored": [],
    },
]
