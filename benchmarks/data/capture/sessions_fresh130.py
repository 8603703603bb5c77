"""The "fresh130" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH130: list[dict[str, Any]] = [
    # --- "plotline": plots, waiting list, water readings and rent for the Hollin Lane Allotment
    # Society (Kirkholme; 68 plots, some split into half plots "a"/"b", water from metered troughs).
    # Rust 1.83, Axum 0.7, SQLx 0.8 on SQLite (WAL) replicated by Litestream to Backblaze B2,
    # Askama templates + HTMX, tokio-cron-scheduler jobs inside the one binary, GoCardless direct
    # debits, lettre over Brevo SMTP; one Hetzner CX22 with systemd + Caddy. People: Margaret
    # (secretary, runs the waiting list), Tomasz (treasurer), Priya (second dev). Repo: src/routes,
    # src/jobs, src/db, src/gocardless.rs, templates/, migrations/, tests/ ---
    {
        "name": "fresh130-plotline-chitchat-sqlx-query-macros-and-footer-typo",
        "split": "fresh130",
        "steps": [
            (
                "user",
                "dumb q but whats the actual diff between sqlx query! and query_as! , priya uses both in src/db and i cant tell when to use which",
            ),
            (
                "think",
                "Concept question. query! returns an anonymous record struct generated at compile time, fields named after the columns; query_as! maps into a named struct you declare, e.g. Plot. Both check SQL against the DB (or .sqlx offline data) at compile time. query_as (no bang) is the runtime-checked one using FromRow. Rule of thumb: query! for one-off shapes inside a function, query_as! when the row leaves the function.",
            ),
            (
                "assistant",
                "Not dumb, they look almost the same. Both are checked at **compile time** against the schema (via `DATABASE_URL` or the `.sqlx/` offline data), the difference is what type you get back:\n\n- **`sqlx::query!(\"SELECT id, holder FROM plots WHERE id = ?\", id)`** gives you an *anonymous* struct the macro generates, with fields `id` and `holder`. You can't name that type, so it's best for results you use right there in the function.\n- **`sqlx::query_as!(Plot, \"SELECT id, holder, size FROM plots WHERE id = ?\", id)`** fills *your* `Plot` struct. Use it when the row gets returned from the function, passed to a template, etc.\n\nThere's also `sqlx::query_as::<_, Plot>(...)` without the `!`: no compile-time check, it uses `#[derive(FromRow)]` at runtime. Handy for dynamically built SQL, but you lose the check.\n\nSo Priya's usage is fine: `query!` in the little one-off counts in `src/db/stats.rs`, `query_as!` in `src/db/plots.rs` where the rows end up in Askama templates.",
            ),
            (
                "user",
                "ahh ok. also the footer says 'Hollin Lane Alotment Society' lol, margaret spotted it",
            ),
            (
                "bash",
                "grep -rn 'Alotment' templates src",
                'templates/base.html:58:    <p class="footer-name">Hollin Lane Alotment Society &middot; Kirkholme</p>',
            ),
            ("edit", "templates/base.html"),
            (
                "bash",
                "cargo test -q --test templates 2>&1 | tail -2",
                "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s",
            ),
            (
                "assistant",
                "Fixed: the footer in `templates/base.html` now reads **Hollin Lane Allotment Society**. That was the only place it was misspelt, template tests pass.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh130-plotline-incident-water-billing-holds-sqlite-write-lock",
        "split": "fresh130",
        "steps": [
            (
                "user",
                "margaret says nobody can submit water readings since this morning, the form just spins then says something went wrong. its the 1st so everyone is doing it. can u look asap",
            ),
            (
                "bash",
                'ssh plotline@hollin \'journalctl -u plotline --since "today 06:30" --no-pager | grep -E "ERROR|WARN" | tail -6\'',
                "Dec 01 07:00:00 hollin plotline[812]: INFO  plotline::jobs::water_billing: starting water billing for 2026-11 (64 plots)\nDec 01 07:03:12 hollin plotline[812]: WARN  plotline::gocardless: 429 Too Many Requests, retrying in 30s\nDec 01 07:41:55 hollin plotline[812]: ERROR plotline::routes::readings: insert reading plot=22 error=error returned from database: (code: 5) database is locked\nDec 01 07:52:10 hollin plotline[812]: ERROR plotline::routes::readings: insert reading plot=7 error=error returned from database: (code: 5) database is locked\nDec 01 08:14:31 hollin plotline[812]: WARN  plotline::gocardless: 429 Too Many Requests, retrying in 30s\nDec 01 08:15:02 hollin plotline[812]: ERROR plotline::routes::readings: insert reading plot=41 error=error returned from database: (code: 5) database is locked",
            ),
            (
                "think",
                "SQLITE_BUSY on reading inserts, and the water billing job started at 07:00 and is still going (429 retries at 08:14). Single writer in SQLite. Let me read the job.",
            ),
            (
                "read",
                "src/jobs/water_billing.rs",
                'pub async fn run_water_billing(pool: &SqlitePool, gc: &GoCardless, month: YearMonth) -> anyhow::Result<()> {\n    let mut tx = pool.begin().await?;\n    let plots = db::plots::with_readings_for(&mut *tx, month).await?;\n    tracing::info!("starting water billing for {month} ({} plots)", plots.len());\n    for plot in plots {\n        let amount = water_charge_pence(&plot);\n        sqlx::query!("INSERT INTO water_invoices (plot_id, month, amount_pence) VALUES (?, ?, ?)",\n            plot.id, month, amount).execute(&mut *tx).await?;\n        let payment = gc.create_payment(&plot.mandate_id, amount, &format!("Water {month}")).await?;\n        sqlx::query!("UPDATE water_invoices SET gc_payment_id = ? WHERE plot_id = ? AND month = ?",\n            payment.id, plot.id, month).execute(&mut *tx).await?;\n    }\n    tx.commit().await?;\n    Ok(())\n}\n',
            ),
            (
                "read",
                "src/db/mod.rs",
                "pub async fn connect(url: &str) -> anyhow::Result<SqlitePool> {\n    let opts = SqliteConnectOptions::from_str(url)?\n        .journal_mode(SqliteJournalMode::Wal)\n        .foreign_keys(true);\n    Ok(SqlitePoolOptions::new().max_connections(8).connect_with(opts).await?)\n}\n",
            ),
            (
                "bash",
                "git log -3 --format='%h %an %ad %s' --date=short -- src/jobs/water_billing.rs src/gocardless.rs",
                "a41c9e2 Priya Nair 2026-11-24 water billing: create gocardless payments straight from the job\n5d0e7b1 Priya Nair 2026-10-02 water billing: monthly invoices\n",
            ),
            (
                "think",
                "Before a41c9e2 the job only inserted invoices (fast, ms). Now the GoCardless create_payment is inside the transaction; the first INSERT takes the write lock and it's held for the whole loop. GoCardless rate limits (429, 30s backoff) so the loop has run >1h. Every reading insert waits sqlx's default 5s busy_timeout and then gets SQLITE_BUSY. Fix: compute + insert invoices in one short transaction, commit, then call GoCardless per invoice outside any transaction and write gc_payment_id in its own tiny statement. Use an idempotency key (invoice id) on create_payment so a rerun after a crash can't double-charge. Right now: restarting rolls back the tx, but some GoCardless payments were already created -> they have idempotency? Check gocardless.rs.",
            ),
            (
                "bash",
                "grep -n 'Idempotency-Key' src/gocardless.rs; ssh plotline@hollin 'sqlite3 /var/lib/plotline/plotline.db \"SELECT count(*) FROM water_invoices WHERE month = \\\"2026-11\\\"\"'",
                'src/gocardless.rs:47:        .header("Idempotency-Key", key)\n0',
            ),
            (
                "assistant",
                "Found it. The new payment code is holding the database hostage.\n\n**Cause.** Since Priya's `a41c9e2` (24 Nov) the water billing job holds one SQLite write transaction open while it calls GoCardless for every plot. SQLite only allows one writer at a time, so every water reading insert waited out the 5 s busy timeout and failed with `database is locked`. Before that commit the job only inserted invoice rows and was done in milliseconds; now GoCardless is rate-limiting it (429s, 30 s backoff), so the lock has been held since 07:00.\n\n**Fix.**\n1. insert all of the month's `water_invoices` in one short transaction and commit\n2. then create the GoCardless payments *outside* any transaction, one per invoice, using the invoice id as the `Idempotency-Key` so a rerun can't charge anyone twice, and save `gc_payment_id` in its own single `UPDATE`\n3. restart now: that rolls back the stuck transaction (nothing is committed for 2026-11 yet), and the rerun's idempotency keys make it safe even for the payments GoCardless already created\n\nShall I?",
            ),
            (
                "user",
                "yes do it. so basically never do gocardless calls inside a db transaction, sqlite just locks everyone else out. ill tell priya",
            ),
            ("edit", "src/jobs/water_billing.rs"),
            ("edit", "src/gocardless.rs"),
            ("edit", "tests/water_billing.rs"),
            (
                "bash",
                "cargo test -q water_billing 2>&1 | tail -2",
                "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 41 filtered out; finished in 0.31s",
            ),
            (
                "bash",
                "./deploy.sh 2>&1 | tail -3",
                "building release... done (2m 41s)\ncopying plotline to hollin... done\nsystemctl restart plotline: active (running)",
            ),
            (
                "bash",
                'sleep 120; ssh plotline@hollin \'journalctl -u plotline --since "-3 min" --no-pager | grep -E "water_billing|readings" | tail -4\'',
                "Dec 01 09:02:07 hollin plotline[2290]: INFO  plotline::jobs::water_billing: 64 invoices written for 2026-11\nDec 01 09:02:09 hollin plotline[2290]: INFO  plotline::routes::readings: reading saved plot=22 value_m3=3.41\nDec 01 09:02:31 hollin plotline[2290]: INFO  plotline::routes::readings: reading saved plot=9 value_m3=1.08\nDec 01 09:03:40 hollin plotline[2290]: INFO  plotline::jobs::water_billing: gocardless payments 19/64 created",
            ),
            (
                "assistant",
                "Deployed and readings are going in again (plots 22 and 9 just saved). The billing job wrote the 64 invoices in one quick transaction and is now creating the GoCardless payments in the background (19/64 so far, it backs off on 429s without blocking anything). Margaret can tell people to try again.",
            ),
            ("user", "brilliant thanks"),
        ],
        "lessons": [
            {"keys": ["GoCardless", "write transaction"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh130-plotline-decision-waiting-list-offer-order",
        "split": "fresh130",
        "steps": [
            (
                "user",
                "plot 31 is coming free in jan. right now margaret works out who gets offered it from a spreadsheet, can plotline do the waiting list offers instead",
            ),
            (
                "read",
                "migrations/20250914_waiting_list.sql",
                "CREATE TABLE waiting_list (\n    id INTEGER PRIMARY KEY,\n    name TEXT NOT NULL,\n    email TEXT NOT NULL,\n    postcode TEXT NOT NULL,\n    joined_on TEXT NOT NULL,\n    wants_half_plot INTEGER NOT NULL DEFAULT 0,\n    status TEXT NOT NULL DEFAULT 'waiting'\n);\n",
            ),
            (
                "bash",
                "sqlite3 -readonly data/plotline-dev.db \"SELECT count(*), min(joined_on) FROM waiting_list WHERE status = 'waiting'\"",
                "47|2021-03-02",
            ),
            (
                "think",
                "47 people waiting. Options for who gets offered: strict joined_on order; residents-first by postcode then joined_on; points system. Strict order is simplest and easiest to defend. Also how the offer is sent: email with accept/decline link, 14 days to answer, then next in line.",
            ),
            (
                "assistant",
                "There are 47 people waiting, the oldest since March 2021. The waiting list table already has what we need. For *who* gets offered a free plot, three options:\n\n1. **Strict join date**: offer to whoever has waited longest (respecting `wants_half_plot` for half plots). Simple, transparent, easy to explain at the AGM.\n2. **Residents first**: people with a Kirkholme parish postcode go ahead of everyone else, join date order within each group.\n3. **Points**: join date plus points for helping at work parties while waiting, highest score first.\n\nI'd go with **1**, it's the one nobody can argue with.\n\nFor the offer itself: an email with *accept* / *decline* links, 14 days to reply, then it moves to the next person.",
            ),
            (
                "user",
                "residents first. the lease with kirkholme parish council says parish residents go ahead of non-residents on the waiting list, we could lose the site if we ignore that. and dont send offers automatically, margaret approves every offer before it goes out, she knows who's already said they're moving away etc",
            ),
            (
                "think",
                "Option 2. Need the parish postcode list; I'll put the postcode sectors in config (society.toml) rather than hardcode, and ask Margaret to confirm them. Offer flow: plotline proposes next candidate -> status 'proposed' -> Margaret clicks approve on the admin page -> email goes out. Decline/no reply after 14 days -> next proposal, again waiting for approval.",
            ),
            ("edit", "config/society.toml"),
            ("edit", "src/db/waiting_list.rs"),
            ("edit", "src/routes/admin/offers.rs"),
            ("edit", "templates/admin/offers.html"),
            ("edit", "migrations/20261207_offers.sql"),
            ("edit", "migrations/20261207_offers.down.sql"),
            ("edit", "tests/offers.rs"),
            (
                "bash",
                "cargo test -q offers 2>&1 | tail -2",
                "test result: ok. 8 passed; 0 failed; 0 ignored; 0 measured; 45 filtered out; finished in 0.22s",
            ),
            (
                "assistant",
                "Done on `feat/plot-offers`:\n\n- when a plot is marked as coming free, plotline **proposes** the next candidate: parish residents first (postcode sectors listed under `[parish] postcodes` in `config/society.toml`), join date order within each group, half-plot wishes respected\n- nothing is emailed until Margaret clicks **Approve** on `/admin/offers`; she can also skip someone with a note\n- the approved offer email has accept / decline links and a 14-day deadline; a decline or no answer proposes the next person, again waiting for her approval\n\nThe postcode sectors I put in are `KH4 1`, `KH4 2` and `KH4 7`, from the parish map; worth Margaret checking them.",
            ),
            ("user", "ok ill get her to check. thanks"),
        ],
        "lessons": [
            {"keys": ["lease", "parish residents"]},
            {"keys": ["margaret", "approves every offer"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh130-plotline-tool-stored-water-rate-and-shared-trough",
        "split": "fresh130",
        "steps": [
            (
                "user",
                "can the plot statement page show water charges. readings are in cubic metres and tomasz set the rate at £1.85 per m3 for this year, remember that",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "plotline: water meter readings are in cubic metres (m3); the water rate for the current year is £1.85 per m3, set by Tomasz (treasurer).",
                    "tags": ["plotline", "water", "billing"],
                },
                '{"id":"7214","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/db/readings.rs",
                "pub struct Reading {\n    pub plot_id: String,\n    pub meter_id: String,\n    pub read_on: NaiveDate,\n    pub value_m3: f64,\n}\n\npub async fn usage_for(pool: &SqlitePool, plot_id: &str, year: i32) -> sqlx::Result<f64> {\n    // last reading of the year minus first reading of the year\n    ...\n}\n",
            ),
            (
                "bash",
                'sqlite3 -readonly data/plotline-dev.db "SELECT meter_id, group_concat(id) FROM plots GROUP BY meter_id HAVING count(*) > 1"',
                "M-022|14a,14b",
            ),
            (
                "think",
                "usage_for works per plot via its meter; two plots on the same meter would each be billed the full usage. Could be a data entry error. Ask.",
            ),
            (
                "assistant",
                "Stored the water rate in memory. Before I add the charges: plots **14a and 14b** both point at meter `M-022`. As it stands each of them would be billed the meter's whole usage. Is that a data mistake, or do they really share a meter?",
            ),
            (
                "user",
                "no thats right, 14a and 14b really do share one trough so split the reading 50/50 between them. any other half plots have their own",
            ),
            (
                "think",
                "Generalise: if n plots share a meter, split usage evenly among them (n=2 here). Charge in pence: round(usage_m3 * 185). Statement page: table of readings, usage, charge.",
            ),
            ("edit", "src/db/readings.rs"),
            ("edit", "src/billing/water.rs"),
            ("edit", "src/routes/statement.rs"),
            ("edit", "templates/statement.html"),
            ("edit", "tests/water_charges.rs"),
            (
                "bash",
                "cargo test -q water_charges 2>&1 | tail -2",
                "test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 48 filtered out; finished in 0.09s",
            ),
            (
                "assistant",
                "The plot statement now has a **Water** section:\n\n- readings for the year, usage in m³ and the charge at £1.85/m³ (worked out in pence, rounded once at the end)\n- when plots share a meter the usage is split evenly between them, so 14a and 14b each get half of `M-022`\n- tests cover a normal plot, the 14a/14b split and a plot with no readings yet\n\nOn `feat/statement-water`.",
            ),
            ("user", "lovely"),
        ],
        "lessons": [
            {"keys": ["14a", "50/50"]},
        ],
        "tool_stored": [["cubic metres", "1.85"]],
    },
    {
        "name": "fresh130-plotline-review-work-party-hours-pr",
        "split": "fresh130",
        "steps": [
            ("user", "review priyas pr #31 pls, work party hours + the fine for missing them"),
            (
                "bash",
                "gh pr view 31 --json title,files --jq '.title, .files[].path'",
                "Work party hours and missed-hours fine\nmigrations/20261203_work_party_hours.sql\nsrc/db/work_parties.rs\nsrc/routes/work_parties.rs\ntemplates/work_parties/log.html\nstatic/css/work_parties.css",
            ),
            (
                "read",
                "src/db/work_parties.rs",
                "pub const REQUIRED_HOURS: f64 = 6.0;\npub const FINE_PER_MISSING_HOUR: f64 = 3.50;\n\npub struct HoursSummary {\n    pub plot_id: String,\n    pub hours: f64,\n    pub fine: f64,\n}\n\npub fn fine_for(hours: f64) -> f64 {\n    ((REQUIRED_HOURS - hours).max(0.0) * FINE_PER_MISSING_HOUR * 100.0).round() / 100.0\n}\n",
            ),
            (
                "read",
                "templates/work_parties/log.html",
                '<div id="log-hours">\n  <input type="date" name="date">\n  <input type="number" name="hours" step="0.5">\n  <button hx-post="/work-parties/log" hx-include="#log-hours" hx-target="#hours-table">Log hours</button>\n</div>\n',
            ),
            (
                "bash",
                "gh pr diff 31 --name-only | grep -c down; ls migrations | tail -4",
                "0\n20261124_gc_payment_id.sql\n20261201_offers.down.sql\n20261201_offers.sql\n20261203_work_party_hours.sql",
            ),
            (
                "think",
                "Money in f64 is bad; rounding in fine_for. I'd suggest rust_decimal. Migration has no down file while others do. Template: hx-post on a button, no form at all - I think it's neat and fine. CSS: some duplicated selectors.",
            ),
            (
                "assistant",
                "Review of #31:\n\n1. **Money in `f64`**: `fine` and `FINE_PER_MISSING_HOUR` are floats and `fine_for` rounds by hand. Money should be a Decimal: I'd store the fine as rust_decimal::Decimal instead of f64.\n2. **Migration**: `20261203_work_party_hours.sql` has no matching `.down.sql`, unlike the offers migration next to it.\n3. **Logging hours**: the `hx-post` button that swaps in the updated table is neat, no page reload and no extra JS.\n4. **CSS**: `.hours-table td` is defined twice in `work_parties.css` with different padding.",
            ),
            (
                "user",
                "1 is half right, but money is always integer pence in an i64 in this codebase, no rust_decimal, no f64, so fine_pence: i64. every migration gets made with sqlx migrate add -r so theres a down.sql, we had to roll back twice last year. and 3 is actually a problem, forms must work with js turned off and hx-post only goes on top of a normal form action, the library computers in kirkholme block scripts and loads of members log hours from there. dont bother with the css nits, priya is redoing the whole stylesheet next week",
            ),
            (
                "think",
                "Rework: point 1 -> i64 pence (REQUIRED_HOURS can stay as half-hours count? hours are 0.5 steps; store hours as i64 half-hours or minutes? Not my call, suggest minutes). Point 2 stays with the -r rule. Point 3 flips: wrap in <form method=post action=/work-parties/log>, hx-post as enhancement, handler must return a full page redirect when HX-Request header is absent. Drop point 4.",
            ),
            (
                "bash",
                "gh pr review 31 --request-changes --body-file /tmp/review_31.md",
                "- Requested changes to pull request hollin-lane/plotline#31",
            ),
            (
                "assistant",
                'Posted on #31 (changes requested):\n\n- money as integer pence: `fine_pence: i64` and `FINE_PER_MISSING_HOUR_PENCE: i64 = 350`, no floats or decimal crate; hours could be stored as whole minutes so the sum stays exact\n- recreate the migration with `sqlx migrate add -r work_party_hours` so it gets a `down.sql`\n- the hours form needs to be a real `<form method="post" action="/work-parties/log">` that works with JavaScript off; `hx-post` stays on top of it, and the handler redirects back to the page when the request has no `HX-Request` header\n\nI left the CSS alone and dropped my Decimal suggestion.',
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["integer pence", "i64"], "not": ["money should be a decimal"]},
            {"keys": ["migrate add -r", "down.sql"]},
            {"keys": ["js turned off", "hx-post"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh130-plotline-correction-plot-year-starts-october",
        "split": "fresh130",
        "steps": [
            (
                "user",
                "can you add a job for the tenancy renewal letters. they go out a month before the plot year starts, margaret does them by hand in word right now",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "plotline plot year tenancy renewal"},
                '{"memories":[{"id":"7214","content":"plotline: water meter readings are in cubic metres (m3); the water rate for the current year is £1.85 per m3, set by Tomasz (treasurer)."}]}',
                False,
            ),
            (
                "bash",
                "grep -rn -i 'renew\\|plot_year\\|april' config/society.toml src/jobs/mod.rs",
                "config/society.toml:4:rent_pence = 4200   # full plot, per plot year\nsrc/jobs/mod.rs:12:    // TODO renewal letters",
            ),
            (
                "think",
                "Nothing says when the plot year starts. Allotment tenancies traditionally run from 1 April (many councils use Lady Day / April). I'll go with that: letters on 1 March.",
            ),
            (
                "assistant",
                "Plan for the renewal letters:\n\n- Since the plot year starts on 1 April, the job will send renewal emails on 1 March at 09:00 (tokio-cron-scheduler, next to the other jobs in `src/jobs/mod.rs`)\n- one email per tenancy with the plot, the rent for the coming year (`rent_pence` from `config/society.toml`, halved for half plots) and a *renew* / *give up my plot* link\n- a printable PDF version for the members without email, which Margaret can post\n\nOK?",
            ),
            ("user", "yep"),
            ("edit", "src/jobs/renewals.rs"),
            ("edit", "src/jobs/mod.rs"),
            ("edit", "templates/email/renewal.html"),
            ("edit", "tests/renewals.rs"),
            (
                "bash",
                "cargo test -q renewals 2>&1 | tail -2",
                "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 53 filtered out; finished in 0.12s",
            ),
            (
                "assistant",
                "Done on `feat/renewal-letters`: the `renewals` job is scheduled for 1 March 09:00, sends the email with the rent and the renew / give-up links, and drops PDFs for the no-email members into `/var/lib/plotline/letters/` for Margaret. Tests cover full plots, half plots and the no-email case.",
            ),
            (
                "user",
                "nice. can the letter also show their water total for last year? oh and wait, the plot year starts 1 october now, not april, the AGM moved it in 2024 so plots change hands after harvest. so letters on 1 september",
            ),
            (
                "think",
                'Move the schedule to 1 September; put plot_year_start = "10-01" in society.toml so it\'s not hardcoded twice; letters one month before. Water total: use billing::water::year_total for the previous plot year (Oct-Sep), not calendar year.',
            ),
            ("edit", "config/society.toml"),
            ("edit", "src/jobs/renewals.rs"),
            ("edit", "templates/email/renewal.html"),
            ("edit", "tests/renewals.rs"),
            (
                "bash",
                "cargo test -q renewals 2>&1 | tail -2",
                "test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 53 filtered out; finished in 0.14s",
            ),
            (
                "assistant",
                'Updated:\n\n- `plot_year_start = "10-01"` in `config/society.toml`, and the renewal job runs one month before it, so **1 September** at 09:00\n- the letter shows last plot year\'s water use and charge (October to September, not the calendar year)\n- new test for the water total\n\nStill on `feat/renewal-letters`.',
            ),
            ("user", "great, merge it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/hollin-lane/plotline/pull/34\n✓ Squashed and merged pull request hollin-lane/plotline#34",
            ),
            ("assistant", "Merged as #34."),
        ],
        "lessons": [
            {"keys": ["plot year", "1 october"], "not": ["plot year starts on 1 April"]},
        ],
        "tool_stored": [],
    },
]
