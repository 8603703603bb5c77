"""The "fresh75" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH75: list[dict[str, Any]] = [
    # --- "grainledger": scale tickets, contracts and farmer settlements for Three Rivers Grain Cooperative, an Iowa co-op with three elevators HLD / WVL / KNX (Clojure 1.12, deps.edn + tools.build uberjar, Integrant + Aero, reitit on ring-jetty, next.jdbc + HoneySQL 2, Postgres 16 with a read replica, Migratus, Malli, Kaocha + clj-kondo, two Ubuntu VMs behind HAProxy under systemd, ScaleLink scale-house software posting tickets over HTTP) ---
    {
        "name": "fresh75-grainledger-chitchat-peek-vs-last-and-some-fn",
        "split": "fresh75",
        "steps": [
            (
                "user",
                "is `last` on a vector slow? kondo's yelling at me somewhere",
            ),
            (
                "bash",
                "clj-kondo --lint src/grainledger/contracts/position.clj 2>&1 | tail -3",
                "src/grainledger/contracts/position.clj:41:15: warning: Use peek instead of last on vectors for O(1) access\nlinting took 212ms, errors: 0, warnings: 1",
            ),
            (
                "assistant",
                "Yes: `last` walks the whole seq, O(n), even on a vector. `peek` on a vector is O(1) and returns the last element (on a list it returns the *first*, so only swap it where the value is definitely a vector). Line 41 is `(last deliveries)` where `deliveries` comes from `mapv`, so `(peek deliveries)` is safe there.",
            ),
            ("user", "k. also whats some-fn again, i always mix it up with every-pred"),
            (
                "bash",
                'clojure -M -e "(println ((some-fn :moisture :test-weight) {:test-weight 56.2}) ((every-pred pos? even?) 4) ((every-pred pos? even?) 3))"',
                "56.2 true false",
            ),
            (
                "assistant",
                "`some-fn` returns the first truthy result of any of the fns (so `((some-fn :moisture :test-weight) m)` gives the moisture, or else the test weight). `every-pred` returns `true` only if every predicate holds for every argument. One is an `or` over functions, the other an `and`.",
            ),
            ("user", "and kondo is happy after the peek change?"),
            ("edit", "src/grainledger/contracts/position.clj"),
            (
                "bash",
                "clj-kondo --lint src/grainledger/contracts/position.clj 2>&1 | tail -1",
                "linting took 198ms, errors: 0, warnings: 0",
            ),
            ("user", "right, thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh75-grainledger-decision-nightly-settlement-chime-with-advisory-lock",
        "split": "fresh75",
        "steps": [
            (
                "user",
                "settlement run didnt happen sunday night, vm1 was down for the kernel patch and the cron that curls /admin/settle-open-contracts only lives on vm1. farmers got no statements monday. how should we schedule this so it doesnt depend on one box",
            ),
            (
                "bash",
                "ssh gl-vm1 'crontab -l | grep -v ^#'; ssh gl-vm2 'crontab -l 2>/dev/null | grep -v ^# | wc -l'",
                '15 1 * * * curl -fsS -X POST -H "X-Admin-Token: $(cat /etc/grainledger/admin-token)" http://localhost:8080/admin/settle-open-contracts >> /var/log/grainledger/settle.log 2>&1\n0',
            ),
            (
                "read",
                "src/grainledger/settlement/run.clj",
                '(ns grainledger.settlement.run\n  (:require [grainledger.settlement.core :as core]\n            [next.jdbc :as jdbc]\n            [taoensso.timbre :as log]))\n\n(defn settle-open-contracts!\n  "Settles every contract with delivered bushels not yet settled. Safe to re-run:\n  settled deliveries are marked in the same transaction."\n  [{:keys [db]}]\n  (jdbc/with-transaction [tx db]\n    (let [n (core/settle-all! tx)]\n      (log/info "settled" n "deliveries")\n      n)))\n',
            ),
            (
                "assistant",
                "The job itself is re-runnable (settled deliveries are marked in the same transaction), so the problem is only *who* triggers it. Options:\n\n1. **Put the cron on both VMs**: simplest, but then both fire at 01:15 and run `settle-all!` concurrently; the transaction would make the second one mostly a no-op, but two runs racing on the same contracts can deadlock and would double the statement emails unless we add a guard anyway.\n2. **Schedule in-process with chime, in both instances, guarded by `pg_try_advisory_lock`**: an Integrant component `:grainledger/scheduler` starts a chime schedule at 01:15 America/Chicago on both VMs; each tick first takes a Postgres advisory lock (one fixed key for the settlement run) and the instance that doesn't get it just logs and skips. Whichever VM is up runs it, and no new infrastructure.\n3. **Quartz via quartzite with the JDBC job store**: real clustered scheduling with misfire handling, but it needs its own ~11 `QRTZ_` tables and config for one nightly job.\n\nI'd go with 2: chime plus a Postgres advisory lock gives us one runner without another moving part, and the run is already idempotent if it ever fires twice.",
            ),
            ("user", "agreed, 2. and log which vm ran it"),
            ("edit", "deps.edn"),
            ("edit", "src/grainledger/scheduler.clj"),
            ("edit", "resources/system.edn"),
            ("edit", "test/grainledger/scheduler_test.clj"),
            (
                "bash",
                "bin/kaocha --focus grainledger.scheduler-test 2>&1 | tail -3",
                "[(...)]\n3 tests, 9 assertions, 0 failures.",
            ),
            (
                "assistant",
                "Done:\n\n- `jarohen/chime 0.3.3` in `deps.edn`\n- `:grainledger/scheduler` component: `chime-at` on a daily 01:15 `America/Chicago` sequence; each tick runs `(jdbc/execute-one! tx [\"select pg_try_advisory_xact_lock(?)\" 420117])` inside a transaction and only calls `settle-open-contracts!` if it got the lock; logs `settlement run on gl-vm2` (the hostname) or `settlement skipped, lock held elsewhere`\n- `halt-key!` closes the schedule so REPL resets don't leave ticks running\n- tests: two schedulers against the same test db, one tick each, exactly one runs\n\nAfter this is deployed, delete the cron line on gl-vm1 or it'll be a third runner.",
            ),
            ("user", "will do"),
        ],
        "lessons": [
            {"keys": ["chime", "advisory lock"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh75-grainledger-incident-duplicate-scale-tickets-scalelink-retry",
        "split": "fresh75",
        "steps": [
            (
                "user",
                "dale ostrander called the office, his statement shows ticket HLD-240117 twice, 1,012 bu of corn counted double. office says a couple of others too. wtf",
            ),
            (
                "bash",
                "psql \"$GL_RO\" -c \"select id, elevator_code, ticket_no, net_lb, created_at from scale_tickets where ticket_no = '240117' and elevator_code = 'HLD'\"",
                "  id   | elevator_code | ticket_no | net_lb |          created_at\n-------+---------------+-----------+--------+-------------------------------\n 88120 | HLD           | 240117    |  56672 | 2026-12-03 14:02:11.48-06\n 88124 | HLD           | 240117    |  56672 | 2026-12-03 14:02:42.03-06\n(2 rows)",
            ),
            (
                "bash",
                'psql "$GL_RO" -Atc "select elevator_code, count(*) from (select elevator_code, ticket_no from scale_tickets group by 1,2 having count(*) > 1) d group by 1"',
                "HLD|9\nWVL|2",
            ),
            (
                "bash",
                "ssh gl-vm1 \"grep 'POST /api/scale/tickets' /var/log/grainledger/access.log | awk '\\$NF > 30000' | wc -l; grep 'POST /api/scale/tickets' /var/log/grainledger/access.log | awk '{print \\$NF}' | sort -n | tail -3\"",
                "11\n34120\n36877\n38410",
            ),
            (
                "read",
                "src/grainledger/scale/handler.clj",
                "(defn post-ticket [{:keys [db body-params]}]\n  (let [ticket (m/coerce ::schema/ticket body-params)]\n    (jdbc/with-transaction [tx db]\n      (let [row (sql/insert! tx :scale_tickets (ticket->row ticket) {:return-keys true})]\n        (positions/recompute-farm-position! tx (:farm-id ticket))\n        {:status 201 :body {:id (:scale_tickets/id row)}}))))\n",
            ),
            (
                "think",
                "Second insert ~30.5s after the first. ScaleLink's HTTP client times out at 30s and retries. Handler recomputes whole farm position synchronously inside the insert transaction; for big farms with many contracts that is 34-38s. So the first request commits after ScaleLink gave up, retry inserts again. No unique constraint on (elevator_code, ticket_no). 11 slow requests = 11 duplicates matches HLD 9 + WVL 2.",
            ),
            (
                "bash",
                "grep -n 'timeout\\|retry' docs/integrations/scalelink.md",
                "14:ScaleLink posts each ticket once when the truck leaves the scale.\n15:HTTP timeout is fixed at 30 s; on timeout or 5xx it retries once after 0.5 s (not configurable).",
            ),
            (
                "assistant",
                "Root cause: ScaleLink retries a ticket POST after its fixed 30 s timeout, and our `post-ticket` handler took 34-38 s for big farms because it recomputes the whole farm position synchronously inside the insert transaction, so the first insert committed after ScaleLink had given up and the retry inserted the same ticket again; nothing stopped it because `scale_tickets` has no unique constraint on `(elevator_code, ticket_no)`.\n\nNumbers: 11 POSTs over 30 s in the access log, and exactly 11 duplicate tickets (HLD 9, WVL 2), all since the Dec 1 release that added the position recompute.\n\nFix:\n1. migration: delete the later duplicate of each pair (after the office confirms), then `CREATE UNIQUE INDEX CONCURRENTLY scale_tickets_elevator_ticket_uq ON scale_tickets (elevator_code, ticket_no)`\n2. handler: `INSERT ... ON CONFLICT (elevator_code, ticket_no) DO NOTHING RETURNING id`; on conflict, look up the existing id and return 200 with it, so a retry is harmless\n3. move `recompute-farm-position!` out of the request: enqueue it in the `position_jobs` table the worker already polls, so the POST returns in milliseconds",
            ),
            (
                "user",
                "yes all three. office confirmed the 11, the later ones are the dupes",
            ),
            ("edit", "resources/migrations/20261207101500-dedupe-scale-tickets.up.sql"),
            ("edit", "resources/migrations/20261207101600-scale-tickets-unique.up.sql"),
            ("edit", "src/grainledger/scale/handler.clj"),
            ("edit", "src/grainledger/positions/jobs.clj"),
            ("edit", "test/grainledger/scale/handler_test.clj"),
            (
                "bash",
                "bin/kaocha --focus grainledger.scale.handler-test 2>&1 | tail -2 && clojure -X:migrate :cmd :migrate 2>&1 | tail -2",
                "6 tests, 17 assertions, 0 failures.\nINFO migratus.core - Running up for [20261207101500 20261207101600]\nINFO migratus.core - Ending migrations",
            ),
            (
                "assistant",
                "Done and migrated on dev:\n\n- dedupe migration deletes the 11 later rows (ids listed in the file, with a check that each still has a twin) and their deliveries; Dale's and the others' positions get recomputed by the worker after deploy\n- unique index `scale_tickets_elevator_ticket_uq` (concurrently, in its own migration with `-- :disable-transaction`)\n- `post-ticket` is an upsert: 201 on first insert, 200 with the same id on a repeat\n- position recompute enqueued to `position_jobs`; POST p99 locally went from 2.1 s to 14 ms on the big-farm fixture\n- test: posting the same ticket twice yields one row and two identical ids",
            ),
        ],
        "lessons": [
            {"keys": ["ScaleLink retries", "(elevator_code, ticket_no)"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh75-grainledger-corrections-corn-56-lb-bushel-and-15-5-base-moisture",
        "split": "fresh75",
        "steps": [
            (
                "user",
                "need a fn for the settlement: net pounds + moisture from a corn ticket -> dry bushels after shrink. put it in grainledger.grading",
            ),
            (
                "read",
                "src/grainledger/grading.clj",
                "(ns grainledger.grading\n  (:require [malli.core :as m]))\n\n(def Ticket\n  [:map\n   [:commodity [:enum :corn :soybeans :wheat]]\n   [:net-lb pos-int?]\n   [:moisture {:optional true} [:maybe decimal?]]\n   [:test-weight {:optional true} [:maybe decimal?]]])\n\n(defn discount-test-weight [ticket] ...)\n",
            ),
            (
                "bash",
                'psql "$GL_DEV" -Atc "select key, value from grading_params order by key"',
                "corn.shrink_pct_per_point|1.3\nsoybeans.base_moisture|13.0\nsoybeans.shrink_pct_per_point|1.3\nwheat.base_moisture|13.5",
            ),
            (
                "assistant",
                "Plan for `dry-bushels`:\n\n- corn standard bushel is 60 lb, so `bushels = net-lb / 60`\n- shrink applies above 15% moisture: `shrink% = (moisture - 15) * corn.shrink_pct_per_point` (1.3 from `grading_params`)\n- dry bushels = bushels * (1 - shrink%/100), as `BigDecimal`, rounded to 2 decimals at the end\n\nI noticed `grading_params` has no `corn.base_moisture` row, hence the 15% default. OK to write it like that?",
            ),
            (
                "user",
                "no, corn is 56 lb per bushel, 60 is soybeans and wheat — please dont hardcode it either, put lb_per_bu per commodity in grading_params. also corn base moisture is 15.5, not 15, add the corn.base_moisture row with 15.5 in a migration. rest is fine, round half-even",
            ),
            ("edit", "resources/migrations/20261207134500-grading-params-lb-per-bu.up.sql"),
            ("edit", "src/grainledger/grading.clj"),
            ("edit", "test/grainledger/grading_test.clj"),
            (
                "bash",
                "clojure -X:migrate :cmd :migrate 2>&1 | tail -1; bin/kaocha --focus grainledger.grading-test 2>&1 | tail -2",
                "INFO migratus.core - Ending migrations\n[(.......)]\n7 tests, 22 assertions, 0 failures.",
            ),
            (
                "bash",
                'clojure -M -e "(require \'grainledger.grading) (println (grainledger.grading/dry-bushels {:commodity :corn :net-lb 56672 :moisture 17.5M} {:corn.lb_per_bu 56M :corn.base_moisture 15.5M :corn.shrink_pct_per_point 1.3M}))"',
                "987.69",
            ),
            (
                "assistant",
                "Done:\n\n- migration adds `corn.lb_per_bu 56`, `soybeans.lb_per_bu 60`, `wheat.lb_per_bu 60` and `corn.base_moisture 15.5` to `grading_params`\n- `grading/dry-bushels [ticket params]` reads lb per bushel and base moisture from the params map, no shrink at or below base, BigDecimal with `HALF_EVEN` to 2 decimals at the end\n- Dale's HLD-240117 load as a check: 56,672 lb at 17.5% → 1,012.00 bu → 2.0 points × 1.3% = 2.6% shrink → **987.69 dry bu**\n- tests for each commodity, moisture at/below base, and a missing moisture (throws, the office must fill it in)",
            ),
            ("user", "matches what the office gets by hand, thx"),
        ],
        "lessons": [
            {"keys": ["56 lb per bushel"], "not": ["corn standard bushel is 60"]},
            {"keys": ["base moisture is 15.5"], "not": ["above 15% moisture"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh75-grainledger-receipts-report-chicago-day-correction-honeysql-and-replica-rules",
        "split": "fresh75",
        "steps": [
            (
                "user",
                "the office wants a daily receipts endpoint: bushels received per elevator per commodity for a given date. GET /api/reports/receipts?date=2026-12-05",
            ),
            (
                "read",
                "src/grainledger/reports/routes.clj",
                '(ns grainledger.reports.routes\n  (:require [grainledger.reports.positions :as positions]))\n\n(defn routes []\n  ["/reports"\n   ["/positions" {:get {:handler positions/handler\n                       :parameters {:query [:map [:farm-id :uuid]]}}}]])\n',
            ),
            (
                "bash",
                "psql \"$GL_DEV\" -c '\\d scale_tickets' | grep -E 'weighed_at|elevator_code|commodity|net_lb'",
                " elevator_code | text                     | not null\n commodity     | commodity                | not null\n net_lb        | integer                  | not null\n weighed_at    | timestamp with time zone | not null",
            ),
            ("edit", "src/grainledger/reports/receipts.clj"),
            ("edit", "src/grainledger/reports/routes.clj"),
            (
                "assistant",
                'First version:\n\n```clojure\n(jdbc/execute! (:db ctx)\n  [(str "select elevator_code, commodity, sum(net_lb) as net_lb from scale_tickets "\n        "where weighed_at >= ?::date and weighed_at < ?::date + 1 group by 1, 2")\n   date date])\n```\n\n`weighed_at` is stored in UTC, so the receipts day cuts at midnight UTC; bushels are then computed per commodity with `grading/lb-per-bu`. Want me to add a test?',
            ),
            (
                "user",
                "the receipts day cuts at midnight America/Chicago, not utc — the elevators close their books on local time and a truck at 7pm would land on the next day in your version. and two rules while you're in there: no raw sql strings, all queries go through honeysql so the kondo hook can lint them; and report endpoints read from the replica via :db/replica, never the primary, the scale houses hammer the primary all harvest",
            ),
            (
                "bash",
                "grep -n 'db/replica\\|db/primary' resources/system.edn src/grainledger/reports/positions.clj",
                "resources/system.edn:12: :db/primary {:jdbc-url #env GL_DB_URL}\nresources/system.edn:13: :db/replica {:jdbc-url #env GL_DB_REPLICA_URL :read-only true}\nsrc/grainledger/reports/positions.clj:9:  (let [ds (:db/replica ctx)]",
            ),
            ("edit", "src/grainledger/reports/receipts.clj"),
            ("edit", "resources/system.edn"),
            ("edit", "test/grainledger/reports/receipts_test.clj"),
            (
                "bash",
                "clj-kondo --lint src/grainledger/reports 2>&1 | tail -1; bin/kaocha --focus grainledger.reports.receipts-test 2>&1 | tail -1",
                "linting took 301ms, errors: 0, warnings: 0\n4 tests, 11 assertions, 0 failures.",
            ),
            (
                "assistant",
                'Reworked `receipts.clj`:\n\n- the query is HoneySQL now: `{:select [:elevator_code :commodity [[:sum :net_lb] :net_lb]] :from [:scale_tickets] :where [:and [:>= :weighed_at from] [:< :weighed_at to]] :group-by [:elevator_code :commodity]}`\n- `from`/`to` come from a new `(day-bounds date "America/Chicago")` that returns the two `Instant`s of the local day, so there are no raw SQL fragments\n- the handler runs on `(:db/replica ctx)`; the reports routes now get only the replica in their context\n- tests: a ticket at 19:00 CST on Dec 5 (01:00 UTC Dec 6) counts for Dec 5, and the DST change days have 23/25-hour bounds\n\nkondo clean, 4 tests pass.',
            ),
            ("user", "ok merge it"),
        ],
        "lessons": [
            {"keys": ["America/Chicago", "receipts day"], "not": ["midnight UTC"]},
            {"keys": ["no raw sql strings", "honeysql"]},
            {"keys": [":db/replica", "never the primary"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh75-grainledger-tool-stored-elevator-codes-and-knx-manual-moisture",
        "split": "fresh75",
        "steps": [
            (
                "user",
                "save the elevator setup to memory so i stop re-explaining: HLD = holden (main office, 2 scales), WVL = westvale, KNX = knox. scalelink at each one posts to /api/scale/tickets with header X-Elevator set to the code. then look at why the settlement run keeps logging 'missing moisture' warnings every night",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "grainledger elevators: HLD = Holden (main office, 2 scales), WVL = Westvale, KNX = Knox. ScaleLink at each elevator posts tickets to /api/scale/tickets with header X-Elevator set to the elevator code.",
                    "tags": ["grainledger", "elevators", "scalelink"],
                },
                '{"id":"3306","action":"stored"}',
                False,
            ),
            (
                "bash",
                'ssh gl-vm2 "grep \'missing moisture\' /var/log/grainledger/app.log | tail -4"; psql "$GL_RO" -Atc "select elevator_code, count(*) from scale_tickets where moisture is null and weighed_at > now() - interval \'7 days\' group by 1"',
                "2026-12-07 01:15:03 WARN grainledger.settlement.core - missing moisture, skipping ticket KNX-118402\n2026-12-07 01:15:03 WARN grainledger.settlement.core - missing moisture, skipping ticket KNX-118405\n2026-12-07 01:15:03 WARN grainledger.settlement.core - missing moisture, skipping ticket KNX-118409\n2026-12-07 01:15:03 WARN grainledger.settlement.core - missing moisture, skipping ticket KNX-118411\nKNX|64",
            ),
            (
                "assistant",
                "Stored the elevator codes and the ScaleLink header. The warnings are all Knox: 64 KNX tickets in the last week have `moisture` null, none from HLD or WVL. Is Knox's moisture tester not connected to ScaleLink?",
            ),
            (
                "user",
                "right, knox has no moisture analyzer hookup, so KNX tickets always arrive with moisture null and the office types it in the next morning. the settlement run shouldnt warn on those, only on HLD/WVL. but it should still skip them until filled in",
            ),
            (
                "read",
                "src/grainledger/settlement/core.clj",
                '(defn settleable? [ticket]\n  (if (nil? (:moisture ticket))\n    (do (log/warn "missing moisture, skipping ticket" (ticket-label ticket))\n        false)\n    true))\n',
            ),
            ("edit", "src/grainledger/settlement/core.clj"),
            ("edit", "resources/system.edn"),
            ("edit", "test/grainledger/settlement/core_test.clj"),
            (
                "bash",
                "bin/kaocha --focus grainledger.settlement.core-test 2>&1 | tail -1",
                "9 tests, 26 assertions, 0 failures.",
            ),
            (
                "assistant",
                'Changed `settleable?`:\n\n- tickets with null moisture are still skipped everywhere\n- the warning only fires for elevators not in the new `:settlement/manual-moisture-elevators #{"KNX"}` config set; KNX tickets log at debug instead\n- the run\'s summary line now says `skipped 12 KNX tickets awaiting manual moisture` so the office can see the backlog\n- tests for HLD with null moisture (warns), KNX with null (no warn, skipped), KNX filled in (settled)',
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["KNX tickets", "moisture null"]},
        ],
        "tool_stored": [["Westvale", "X-Elevator"]],
    },
]
