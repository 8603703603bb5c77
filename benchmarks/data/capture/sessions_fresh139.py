"""The "fresh139" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH139: list[dict[str, Any]] = [
    # --- "doughsheet": wholesale orders and overnight production sheets for Larkrise Bakery
    # (about 40 cafés and two delis; night shift bakes, vans deliver before 8). Rust 1.82, axum
    # 0.7, sqlx 0.8 on PostgreSQL 16, askama templates, production sheets rendered to PDF with the
    # typst CLI, on a Hetzner VPS behind Caddy (systemd). People: Nell (owner), Ravi (night shift
    # lead), Tom (driver, CITY route), Oskar (freelance dev). Repo: src/{main.rs,error.rs,
    # routes/,db/,sheets/}, migrations/, templates/, sheets/*.typ, tests/ ---
    {
        "name": "fresh139-doughsheet-chitchat-arc-appstate-clone-and-sheet-typo",
        "split": "fresh139",
        "steps": [
            (
                "user",
                "dumb rust q. oskar has State(state): State<Arc<AppState>> on every handler. doesnt axum clone the state for every single request? isnt that slow",
            ),
            (
                "read",
                "src/main.rs",
                "#[derive(Clone)]\nstruct AppState {\n    db: PgPool,\n    cfg: Arc<Config>,\n}\n\n#[tokio::main]\nasync fn main() -> anyhow::Result<()> {\n    let cfg = Arc::new(Config::from_env()?);\n    let db = PgPoolOptions::new().max_connections(10).connect(&cfg.database_url).await?;\n    let state = Arc::new(AppState { db, cfg });\n    let app = routes::router().with_state(state);\n    ...\n}\n",
            ),
            (
                "think",
                "Concept. axum's State<S> requires S: Clone and clones it per request (from the router's state). With Arc<AppState> a clone is an atomic refcount increment. Here AppState is already cheap to clone: PgPool is an Arc internally, cfg is Arc. So the outer Arc is redundant but harmless. Not slow either way.",
            ),
            (
                "assistant",
                "Not a dumb question, and no, it's not slow.\n\nAxum does clone the state for every request: `State<S>` needs `S: Clone`, and the router hands each handler its own copy. What matters is **what a clone costs**:\n\n- cloning an `Arc<AppState>` just bumps an atomic counter, a few nanoseconds, no matter how big `AppState` is\n- in our case even `AppState` itself is cheap to clone: `PgPool` is already an `Arc` inside (every clone shares the same pool), and `cfg` is an `Arc<Config>`\n\nSo the outer `Arc` is belt and braces. You could drop it and use `State<AppState>` directly since it already derives `Clone`, but there's no performance reason to. It only starts to matter if someone puts a big owned thing (a `Vec`, a `HashMap`) straight into `AppState` without an `Arc`, because then every request would copy it.",
            ),
            (
                "user",
                "ok makes sense, leave it. also ravi says the sheet header says 'Prodution sheet', been like that for months apparently",
            ),
            (
                "bash",
                "grep -rn 'Prodution' sheets/ templates/ src/",
                'sheets/production.typ:6:#align(center, text(18pt, weight: "bold")[Prodution sheet])',
            ),
            ("edit", "sheets/production.typ"),
            (
                "bash",
                "cargo run -q --bin render-sheet -- --date 2026-12-08 --out /tmp/sheet.pdf && pdftotext /tmp/sheet.pdf - | head -2",
                "Production sheet\nTuesday 8 December 2026",
            ),
            (
                "assistant",
                "Fixed in `sheets/production.typ`; a test render for Tuesday now reads **Production sheet**. That was the only occurrence.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh139-doughsheet-incident-doubled-croissants-drop-join-fan-out",
        "split": "fresh139",
        "steps": [
            (
                "user",
                "ravi says last nights sheet had 240 croissants for the hatch. they order 120. he baked them all and tom came back with a tray and a half. is it just them or are other cafes wrong too",
            ),
            (
                "bash",
                "psql \"$DOUGHSHEET_RO_URL\" -c \"SELECT c.account_code, p.name, sum(ol.qty) FROM order_lines ol JOIN orders o ON o.id = ol.order_id JOIN customers c ON c.id = o.customer_id JOIN products p ON p.id = ol.product_id WHERE o.delivery_date = '2026-12-04' AND c.account_code = 'HAT01' GROUP BY 1, 2\"",
                " account_code |        name        | sum\n--------------+--------------------+-----\n HAT01        | Butter croissant   | 120\n HAT01        | Pain au chocolat   |  60\n HAT01        | Cardamom bun       |  48\n(3 rows)",
            ),
            (
                "read",
                "src/sheets/production.rs",
                'const SHEET_SQL: &str = r#"\nSELECT c.account_code, p.name AS product, d.route, SUM(ol.qty) AS qty\nFROM order_lines ol\nJOIN orders o          ON o.id = ol.order_id\nJOIN customers c       ON c.id = o.customer_id\nJOIN delivery_drops d  ON d.customer_id = c.id\nJOIN products p        ON p.id = ol.product_id\nWHERE o.delivery_date = $1\nGROUP BY c.account_code, p.name, d.route\nORDER BY d.route, c.account_code\n"#;\n',
            ),
            (
                "think",
                "Join to delivery_drops on customer_id. If a customer has two drops, every order line is repeated per drop, and if both drops are on the same route the GROUP BY adds them: 2x. Check which customers have more than one drop, and whether orders has a drop_id.",
            ),
            (
                "bash",
                'psql "$DOUGHSHEET_RO_URL" -c "SELECT c.account_code, count(*) AS drops, max(d.created_at)::date AS newest FROM delivery_drops d JOIN customers c ON c.id = d.customer_id GROUP BY 1 HAVING count(*) > 1" -c "\\d orders" | sed -n 1,16p',
                ' account_code | drops |   newest\n--------------+-------+------------\n HAT01        |     2 | 2026-11-28\n PEN03        |     2 | 2026-11-30\n(2 rows)\n\n                 Table "public.orders"\n    Column     |  Type   | Nullable\n---------------+---------+----------\n id            | bigint  | not null\n customer_id   | bigint  | not null\n drop_id       | bigint  | not null\n delivery_date | date    | not null\n status        | text    | not null',
            ),
            (
                "assistant",
                "It's the sheet query, and it's not only The Hatch.\n\n**Cause.** `SHEET_SQL` in `src/sheets/production.rs` joins `delivery_drops` on `customer_id`. Since last week two customers have a second drop: **HAT01** (the new station kiosk, added 28 Nov) and **PEN03** (added 30 Nov). For them every order line is joined to *both* drops, and because both drops are on the CITY route the `GROUP BY` adds the two copies together: 120 croissants become 240.\n\nThe order itself knows where it's going: `orders.drop_id`. The query just doesn't use it.\n\n**Fix.** Join `delivery_drops` on `d.id = o.drop_id`, and add a check that the sheet's total per product equals the total of the order lines for that date, so a bad join fails the render instead of going to Ravi.\n\nPEN03's sheets since 30 Nov were doubled too.",
            ),
            (
                "user",
                "ugh. right so the sheet has to join delivery_drops on the order's drop_id, joining on customer_id means anyone with two drops gets counted twice. fix it",
            ),
            ("edit", "src/sheets/production.rs"),
            ("edit", "tests/production_sheet.rs"),
            (
                "bash",
                "cargo sqlx prepare 2>&1 | tail -1 && cargo test --test production_sheet 2>&1 | tail -6",
                "query data written to .sqlx in the current directory; please check this into version control\nrunning 3 tests\ntest customer_with_two_drops_counted_once ... ok\ntest lines_go_to_the_orders_drop ... ok\ntest sheet_total_matches_order_lines ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "bash",
                "cargo run -q --bin render-sheet -- --date 2026-12-08 --check-only",
                "sheet 2026-12-08: 43 customers, 1,912 items, totals match order lines",
            ),
            (
                "assistant",
                "Fixed on `fix/sheet-drop-join`:\n\n- `SHEET_SQL` joins `delivery_drops` on `o.drop_id`, so each order line appears once, under the drop it's going to\n- the render now fails if any product's sheet total differs from its order-line total\n- tests: a customer with two drops, lines landing on the right drop, and the totals check\n\nTuesday's sheet renders with matching totals. Want me to deploy it before tonight's sheet prints at 14:00?",
            ),
            ("user", "yes deploy, nell will sort out a credit for pen03"),
            (
                "bash",
                "./deploy.sh 2>&1 | tail -2",
                "doughsheet.service restarted on bake-01\nhealth: ok (v0.19.3, 8ddf1a2)",
            ),
            ("assistant", "Deployed, v0.19.3 is live on bake-01 and healthy."),
        ],
        "lessons": [
            {"keys": ["drop_id", "counted twice"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh139-doughsheet-decision-late-orders-pending-for-ravi",
        "split": "fresh139",
        "steps": [
            (
                "user",
                "cafes keep ringing nell at 3pm wanting to add stuff for tomorrow. the form just says 'too late' after 14:00. can we do something better than that",
            ),
            (
                "read",
                "src/routes/orders.rs",
                "const CUTOFF: NaiveTime = NaiveTime::from_hms_opt(14, 0, 0).unwrap();\n\nfn accepts_orders_for(delivery: NaiveDate, now: DateTime<Tz>) -> bool {\n    let day_before = delivery - Duration::days(1);\n    now.date_naive() < day_before\n        || (now.date_naive() == day_before && now.time() < CUTOFF)\n}\n",
            ),
            (
                "bash",
                "psql \"$DOUGHSHEET_RO_URL\" -c \"SELECT count(*) AS refused, count(DISTINCT customer_id) AS customers FROM order_attempts WHERE outcome = 'too_late' AND at > now() - interval '30 days'\"",
                " refused | customers\n---------+-----------\n      57 |        19\n(1 row)",
            ),
            (
                "think",
                "57 refusals from 19 customers in a month. Options: keep hard cut-off with better UX + push standing orders; accept late as pending for night shift approval; roll late to day after. Recommend 1 (predictable for production). Also `accepts_orders_for` uses day_before even for Monday; bakery closed Sunday? Ask.",
            ),
            (
                "assistant",
                "In the last 30 days the form refused **57** late orders from **19** cafés, so it's not a handful of people. Options:\n\n1. **Keep the hard cut-off, make it friendlier**: a countdown on the form (*\"2h 10m left to order for Tuesday\"*), a reminder email at 12:00 to cafés that haven't ordered yet, and a push towards standing orders. Production stays fully predictable.\n2. **Late orders as pending**: after 14:00 the form still takes orders for tomorrow, but marks them *pending*. They show on a screen for the night shift, who accept or decline each one; the café gets an email either way.\n3. **Roll over**: a late order is automatically moved to the day after tomorrow, with a note saying so.\n\nI'd go with **1**, since the sheet Ravi bakes from never changes after 14:00.\n\nAlso, `accepts_orders_for` treats every day the same. What's the cut-off for **Monday** deliveries, given nobody's in on Sunday?",
            ),
            (
                "user",
                "go with 2, late orders get flagged for ravi - he can usually squeeze extras in if he knows before 22:00 when the lamination starts, and turning away a regular over one tray of buns costs us more than the buns. and mondays orders cut off saturday 12:00 cos nobody's here sunday",
            ),
            (
                "think",
                "Option 2. Status `pending_late` on orders; /night page for Ravi listing pending lines with accept/decline; accepted -> added to a supplementary sheet page. Pending orders not handled by 22:00 are declined automatically (so cafés aren't left hanging) — tell them. Cutoff function: delivery Monday -> Saturday 12:00; otherwise day before 14:00. Late window: from cutoff until 22:00 the night before.",
            ),
            ("edit", "migrations/20261207090000_orders_pending_late.sql"),
            ("edit", "src/routes/orders.rs"),
            ("edit", "src/routes/night.rs"),
            ("edit", "templates/night.html"),
            ("edit", "src/sheets/production.rs"),
            ("edit", "tests/cutoff.rs"),
            (
                "bash",
                "cargo sqlx prepare 2>&1 | tail -1 && cargo test --test cutoff 2>&1 | tail -8",
                "query data written to .sqlx in the current directory; please check this into version control\nrunning 5 tests\ntest monday_cutoff_is_saturday_noon ... ok\ntest weekday_cutoff_is_1400_day_before ... ok\ntest late_order_is_pending_until_2200 ... ok\ntest accepted_late_lines_on_supplementary_page ... ok\ntest pending_after_2200_auto_declined ... ok\n\ntest result: ok. 5 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                'Done on `feat/late-orders`:\n\n- after the cut-off the form still takes orders for tomorrow, marked **pending**; the café sees *"Late order: the night shift will confirm by 22:00"*\n- `/night` lists pending lines for Ravi with **Accept** / **Decline**; accepted lines print on a *late additions* page at the end of the sheet, and the café is emailed either way\n- anything still pending at 22:00 is declined automatically so nobody\'s left guessing\n- cut-off: **14:00 the day before**, except Monday deliveries, which close **Saturday 12:00**\n\nTests cover both cut-offs and the 22:00 decline.',
            ),
            (
                "user",
                "nice. dont deploy till after the christmas rush, nell doesnt want changes this week",
            ),
            ("assistant", "Left it on the branch with a draft PR, nothing deployed."),
        ],
        "lessons": [
            {"keys": ["late orders", "ravi"]},
            {"keys": ["monday", "saturday 12:00"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh139-doughsheet-tool-stored-sourdough-notice-and-fenner-road-gluten-free",
        "split": "fresh139",
        "steps": [
            (
                "user",
                "nell wants the order form to stop people ordering sourdough too late. sourdough needs 36 hours notice because the levain gets built the morning before the mix. remember that one, oskar didnt know it either",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "doughsheet: sourdough needs 36 hours' notice (the levain is built the morning before the mix), so sourdough can't be ordered with less notice than that.",
                    "tags": ["doughsheet", "sourdough", "orders"],
                },
                '{"id":"7720","action":"stored"}',
                False,
            ),
            (
                "bash",
                "psql \"$DOUGHSHEET_RO_URL\" -c \"SELECT id, sku, name FROM products WHERE name ILIKE '%sourdough%' OR sku LIKE 'SD-%'\"",
                " id |   sku    |         name\n----+----------+----------------------\n 11 | SD-WHITE | White sourdough 800g\n 12 | SD-RYE   | Rye sourdough 800g\n 13 | SD-SEED  | Seeded sourdough 800g\n 31 | SD-ROLL  | Sourdough rolls x6\n(4 rows)",
            ),
            (
                "think",
                "Don't hardcode the SKU list; add products.min_notice_hours (default 0), set 36 for the four SD- products. Order validation: delivery start (say 06:00 on delivery date) minus now >= min_notice_hours; reject those lines with a clear message, rest of the order goes through. Late-order (pending) path must also respect it.",
            ),
            ("edit", "migrations/20261207110000_products_min_notice.sql"),
            ("edit", "src/db/products.rs"),
            ("edit", "src/routes/orders.rs"),
            ("edit", "templates/order_form.html"),
            ("edit", "tests/min_notice.rs"),
            (
                "bash",
                "cargo sqlx prepare 2>&1 | tail -1 && cargo test --test min_notice 2>&1 | tail -6",
                "query data written to .sqlx in the current directory; please check this into version control\nrunning 3 tests\ntest sourdough_refused_inside_36h ... ok\ntest other_lines_still_accepted ... ok\ntest late_pending_respects_min_notice ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Saved the 36-hour rule to memory. In doughsheet:\n\n- products have a `min_notice_hours` setting; the four sourdough lines (`SD-WHITE`, `SD-RYE`, `SD-SEED`, `SD-ROLL`) are set to **36**\n- the form greys out sourdough for deliveries inside that window (*\"Sourdough needs 36 hours' notice\"*); the rest of the order still goes through\n- late pending orders can't sneak sourdough in either\n\nIf Nell adds another long-notice product later, it's just that setting.",
            ),
            (
                "user",
                "good. oh and all the gluten free stuff is baked at the fenner road unit not here, so gf lines need their own sheet for fenner road, they cant go on ravi's sheet",
            ),
            (
                "think",
                "Add products.site enum ('main','fenner_road'); GF SKUs start with GF-. Set site for those. Sheet render takes --site; the 14:00 job renders both, emails the Fenner Road one to its printer address? Ask. For now render two PDFs.",
            ),
            ("edit", "migrations/20261207113000_products_site.sql"),
            ("edit", "src/sheets/production.rs"),
            ("edit", "src/bin/render-sheet.rs"),
            ("edit", "tests/production_sheet.rs"),
            (
                "bash",
                "cargo sqlx prepare 2>&1 | tail -1 && cargo test --test production_sheet 2>&1 | tail -2",
                "query data written to .sqlx in the current directory; please check this into version control\ntest result: ok. 5 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done: products now have a `site` (`main` or `fenner_road`); the nine `GF-` products are set to Fenner Road. The 14:00 job renders **two** sheets, Ravi's without any GF lines and a separate *Fenner Road* sheet with only them. Where should the Fenner Road one go, same printer or an email?",
            ),
            ("user", "email it to fenner@larkrisebakery.co.uk for now"),
            ("edit", "src/sheets/dispatch.rs"),
            (
                "assistant",
                "Done, the Fenner Road sheet is emailed to fenner@larkrisebakery.co.uk at 14:00. All on `feat/notice-and-sites`.",
            ),
        ],
        "lessons": [
            {"keys": ["gluten free", "fenner road"]},
        ],
        "tool_stored": [["sourdough", "36 hours"]],
    },
    {
        "name": "fresh139-doughsheet-review-standing-pauses-pr-sqlx-macros-unwrap-account-code",
        "split": "fresh139",
        "steps": [
            (
                "user",
                "oskar's pr #44 — standing order pauses, for cafes going on holiday. can u review",
            ),
            (
                "bash",
                "gh pr view 44 --json title,files --jq '.title, .files[].path'",
                "Pause standing orders\nmigrations/20261203150000_standing_pauses.sql\nsrc/db/standing.rs\nsrc/routes/standing.rs\ntemplates/standing_pause.html\ntests/standing.rs",
            ),
            (
                "read",
                "src/db/standing.rs",
                'pub async fn pauses_for(pool: &PgPool, customer: &str) -> sqlx::Result<Vec<Pause>> {\n    sqlx::query_as::<_, Pause>(\n        "SELECT p.* FROM standing_pauses p JOIN customers c ON c.id = p.customer_id\n         WHERE c.name = $1 AND p.until >= current_date ORDER BY p.from_date",\n    )\n    .bind(customer)\n    .fetch_all(pool)\n    .await\n}\n',
            ),
            (
                "read",
                "src/routes/standing.rs",
                'pub async fn create_pause(\n    State(state): State<Arc<AppState>>,\n    Form(f): Form<PauseForm>,\n) -> impl IntoResponse {\n    let existing = db::standing::pauses_for(&state.db, &f.customer).await.unwrap();\n    db::standing::insert_pause(&state.db, &f).await.unwrap();\n    Redirect::to("/standing")\n}\n',
            ),
            (
                "think",
                "Issues: `existing` is fetched but never used — overlapping pauses not checked. Test uses 2026-12-24..2026-12-28 fixed dates: will break after that date since `until >= current_date`. The runtime query_as: it's a simple query, compile-time check not essential. Unwraps: I'll skip, pool errors are rare.",
            ),
            (
                "assistant",
                "Review of #44:\n\n1. **Query**: `pauses_for` uses the runtime `sqlx::query_as::<_, Pause>`. Using plain sqlx::query_as here is fine since it's a simple select, so no need for the compile-time macro.\n2. **Overlaps**: `create_pause` fetches `existing` and then never uses it, so a café can end up with two overlapping pauses. Either check in the handler or add an exclusion constraint on `(customer_id, daterange(from_date, until, '[]'))`.\n3. **Tests**: `tests/standing.rs` hardcodes 24–28 Dec 2026; after the 28th the \"active pause\" test will fail because of `until >= current_date`. Use dates relative to today.\n\nThe migration and the template look fine.",
            ),
            (
                "user",
                "1 no, always the checked macros (query_as!/query!), CI builds with SQLX_OFFLINE=true so run cargo sqlx prepare before pushing. no unwrap in handlers ever, a panic at 13:55 when every cafe is ordering takes the whole form down, return AppError. and hes looking customers up by name - customers are always matched by account code like HAT01, never by name, weve got two different cafes both called the bakehouse. 2 and 3 yes",
            ),
            (
                "think",
                "Redo review: drop my point 1, replace with: use query_as! + commit .sqlx; replace unwraps with `?` returning Result<_, AppError>; PauseForm should carry account_code, query by c.account_code. Keep 2 (exclusion constraint) and 3.",
            ),
            (
                "bash",
                "gh pr review 44 --request-changes --body-file /tmp/review_44.md",
                "- Requested changes to pull request larkrise-bakery/doughsheet#44",
            ),
            (
                "assistant",
                "Posted on #44 (changes requested):\n\n- switch `pauses_for` to `sqlx::query_as!` and commit the regenerated `.sqlx` from `cargo sqlx prepare`\n- no `.unwrap()` in `create_pause`: return `Result<Redirect, AppError>` and use `?`\n- the form and the query use the customer's **account code** (`c.account_code = $1`), not the name\n- stop overlapping pauses, with an exclusion constraint on the date range\n- tests: dates relative to today\n\nI withdrew my point that the runtime `query_as` was fine.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {
                "keys": ["checked macros", "cargo sqlx prepare"],
                "not": ["plain sqlx::query_as here is fine"],
            },
            {"keys": ["unwrap", "AppError"]},
            {"keys": ["account code", "the bakehouse"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh139-doughsheet-correction-toms-van-leaves-0500-after-agreeing",
        "split": "fresh139",
        "steps": [
            (
                "user",
                "tom wants a packing list per van run. which crates go to which drop, in drop order, so he can load the van back to front. has to be printed before he loads",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "doughsheet van departure delivery routes"},
                '{"memories":[{"id":"7720","content":"doughsheet: sourdough needs 36 hours\' notice (the levain is built the morning before the mix), so sourdough can\'t be ordered with less notice than that."}]}',
                False,
            ),
            (
                "bash",
                "grep -n -A4 '## Delivery' README.md",
                "41:## Delivery\n42-\n43-- CITY route: Tom's van, leaves 05:30, 14 drops\n44-- NORTH route: Sam's van, leaves 06:15, 11 drops\n45-- drop order lives in delivery_drops.seq",
            ),
            (
                "think",
                "Packing list per route: drops ordered by seq; crates per drop computed from product crate sizes (products.per_crate). Load order is reverse of drop order. Print 45 min before departure on the dispatch printer. Tom leaves 05:30 per README -> print 04:45.",
            ),
            (
                "assistant",
                "Plan:\n\n- one packing list per route, drops in `delivery_drops.seq` order, each with its crates (worked out from `products.per_crate`) and a **load order** column, which is the reverse of the drop order\n- Tom's van leaves at 05:30 (CITY), Sam's at 06:15 (NORTH), so each list prints on the dispatch printer 45 minutes before, at **04:45** and **05:30**\n\nSound right?",
            ),
            ("user", "yep sounds right"),
            ("edit", "sheets/packing.typ"),
            ("edit", "src/sheets/packing.rs"),
            ("edit", "src/jobs.rs"),
            ("edit", "tests/packing.rs"),
            (
                "bash",
                "cargo test --test packing 2>&1 | tail -5",
                "running 3 tests\ntest crates_rounded_up_per_drop ... ok\ntest load_order_is_reverse_drop_order ... ok\ntest prints_45_min_before_departure ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done on `feat/packing-lists`. For Tuesday the CITY list has 14 drops and 31 crates, starting with *The Hatch (station kiosk)*: load last, drop first. It prints at 04:45 for Tom and 05:30 for Sam.",
            ),
            (
                "user",
                "nice, crates in drop order is exactly what he wanted. btw tom's van leaves at 05:00 now not 05:30, we moved it in october cos of the roadworks on the a38, that readme's out of date",
            ),
            (
                "think",
                "CITY departure 05:00 -> print 04:15. Departure times should be config/data, not README: add routes.departs_at column (CITY 05:00, NORTH 06:15) and have the job read it. Update README.",
            ),
            ("edit", "migrations/20261207140000_routes_departs_at.sql"),
            ("edit", "src/jobs.rs"),
            ("edit", "tests/packing.rs"),
            ("edit", "README.md"),
            (
                "bash",
                "cargo sqlx prepare 2>&1 | tail -1 && cargo test --test packing 2>&1 | tail -1",
                "query data written to .sqlx in the current directory; please check this into version control\ntest result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Updated:\n\n- departure times now live in a `routes.departs_at` column (CITY **05:00**, NORTH 06:15) instead of only in the README, and the print job reads them, so Tom's list prints at **04:15**\n- README's *Delivery* section fixed to match\n\nStill on `feat/packing-lists`; this one's small enough to go out before Christmas if Nell's OK with it.",
            ),
            ("user", "ill ask her. thanks"),
        ],
        "lessons": [
            {"keys": ["tom's van", "05:00"], "not": ["leaves at 05:30"]},
        ],
        "tool_stored": [],
    },
]
