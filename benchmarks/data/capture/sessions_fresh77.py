"""The "fresh77" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH77: list[dict[str, Any]] = [
    # --- "crease": live ball-by-ball scoring and results for the Northern Rivers Cricket Association, NSW (Haskell, GHC 9.8, Servant 0.20, hasql + hasql-th on Postgres 16, websockets for spectators, Elm 0.19 scorer PWA, Nix flake + cabal, hspec + hspec-golden + hlint, two NixOS VMs crease-1 / crease-2 deployed with deploy-rs, sops-nix secrets, results sync to PlayHQ) ---
    {
        "name": "fresh77-crease-decision-append-only-deliveries-scorecard-derived-amend-events",
        "split": "fresh77",
        "steps": [
            (
                "user",
                "before i do the undo button for scorers. innings has runs/wickets/legal_balls columns we bump on every ball, and scorers fix earlier balls constantly (umpire signals a wide late, wrong batter on strike) and clubs keep saying the total doesnt match the ball list. what are the options? no code yet",
            ),
            (
                "bash",
                'psql "$CREASE_RO_URL" -Atc "select count(*) from innings i join matches m on m.id = i.match_id where m.season = 2026 and i.runs <> (select coalesce(sum(d.runs_bat + d.runs_extra), 0) from deliveries d where d.innings_id = i.id)"',
                "37",
            ),
            (
                "read",
                "src/Crease/Scoring.hs",
                "module Crease.Scoring (recordDelivery, editDelivery) where\n\nimport qualified Crease.Db.Innings as Db\nimport Crease.Types\nimport qualified Hasql.Transaction as Tx\n\nrecordDelivery :: InningsId -> NewDelivery -> Tx.Transaction DeliveryId\nrecordDelivery iid nd = do\n  did <- Tx.statement (iid, nd) Db.insertDelivery\n  Tx.statement (iid, deliveryRuns nd, isWicket nd, isLegal nd) Db.bumpInningsTotals\n  pure did\n\neditDelivery :: DeliveryId -> NewDelivery -> Tx.Transaction ()\neditDelivery did nd = Tx.statement (did, nd) Db.updateDelivery\n",
            ),
            (
                "assistant",
                "Why they drift: `editDelivery` updates the ball but never touches the `innings` counters, so every fix leaves the totals out of step. 37 innings this season have a stored total that doesn't match their deliveries.\n\nOptions:\n\n1. **Keep the counters, recompute them on edit** (in `editDelivery` or a trigger). Smallest change. But the `UPDATE` overwrites the ball, so when a club disputes a result there's no record of what it was before or who changed it.\n2. **Append-only deliveries, derived scorecard.** A fix is a new `amend` event pointing at the delivery id; `Crease.Scorecard.fromEvents` folds the events into the scorecard, cached in `scorecard_cache` keyed by the last event id. Undo is just another event. Costs: the fold has to handle amend-of-amend, and the cache has to be invalidated per innings.\n3. **Full event store with snapshots.** Overkill at ~300 balls an innings.\n\nI'd go with option 2: make `deliveries` append-only and derive the scorecard from it, with fixes stored as `amend` events, because the counters drift on every fix and the disputes committee gets a full history of who changed which ball.",
            ),
            (
                "user",
                "yep option 2, that's what we want. write the adr and do the schema + fold, undo button comes after",
            ),
            ("edit", "docs/adr/0007-append-only-deliveries.md"),
            ("edit", "migrations/0031_delivery_events.sql"),
            ("edit", "src/Crease/Scorecard.hs"),
            ("edit", "src/Crease/Scoring.hs"),
            ("edit", "test/Crease/ScorecardSpec.hs"),
            (
                "bash",
                "cabal test crease-test 2>&1 | tail -3",
                "Finished in 1.8412 seconds\n143 examples, 0 failures\nTest suite crease-test: PASS",
            ),
            (
                "bash",
                "cabal run -v0 crease-admin -- rebuild-scorecards --season 2026 --dry-run | tail -2",
                "innings checked: 2118\ninnings whose derived scorecard differs from stored counters: 37 (written to tmp/drift-report.csv)",
            ),
            (
                "assistant",
                "Done:\n\n- ADR `docs/adr/0007-append-only-deliveries.md` (decision, the three options, why 2)\n- migration `0031_delivery_events.sql`: `delivery_events` (`id`, `delivery_id`, `kind` = `bowled | amend | void`, `payload jsonb`, `scorer_id`, `at`), existing balls backfilled as `bowled` events, and a trigger that rejects `UPDATE`/`DELETE` on it\n- `Crease.Scorecard.fromEvents` folds the events (latest amend per delivery wins, `void` drops the ball), `scorecard_cache` keyed by `(innings_id, last_event_id)`\n- `editDelivery` now appends an `amend` event instead of updating\n- a dry-run rebuild over 2026 finds the same 37 innings, listed with stored vs derived totals in `tmp/drift-report.csv`\n\nThe innings counter columns are still there and no longer written; I'd drop them in a later migration once the website reads from the scorecard.",
            ),
            ("user", "good, send the csv to priya on the disputes committee. undo next week"),
        ],
        "lessons": [
            {"keys": ["append-only", "disputes committee"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh77-crease-incident-saturday-oom-leaked-spectator-threads-forkio-catch",
        "split": "fresh77",
        "steps": [
            (
                "user",
                "crease-api got oom killed twice on saturday arvo on crease-1 (~15:30 and ~17:10), spectators lost live scores for a minute or so each time. find out why pls",
            ),
            (
                "bash",
                'ssh crease-1 \'journalctl --since "2026-12-05 12:00" --until "2026-12-05 18:00" | grep -E "Out of memory|Main process exited|Started crease-api"\'',
                "Dec 05 15:31:07 crease-1 kernel: Out of memory: Killed process 1184 (crease-api) total-vm:1074921652kB, anon-rss:3712448kB, file-rss:0kB\nDec 05 15:31:07 crease-1 systemd[1]: crease-api.service: Main process exited, code=killed, status=9/KILL\nDec 05 15:31:09 crease-1 systemd[1]: Started crease-api.service.\nDec 05 17:12:40 crease-1 kernel: Out of memory: Killed process 40231 (crease-api) total-vm:1074921700kB, anon-rss:3698012kB, file-rss:0kB\nDec 05 17:12:40 crease-1 systemd[1]: crease-api.service: Main process exited, code=killed, status=9/KILL\nDec 05 17:12:42 crease-1 systemd[1]: Started crease-api.service.",
            ),
            (
                "bash",
                'ssh crease-1 \'journalctl -u crease-api --since "2026-12-05 12:00" --until "2026-12-05 18:00" -o cat | sed -E "s/[0-9]+/N/g" | sort | uniq -c | sort -rn | head -4\'',
                "1203877 [warn] spectator send failed: ConnectionClosed\n   9920 [info] ws spectate match=N\n   4188 [info] GET /vN/matches/N/live\n   1804 [info] POST /vN/innings/N/deliveries",
            ),
            (
                "bash",
                "curl -s http://crease-1:9090/metrics | grep -E '^(crease_ws_spectators|crease_rts_threads|ghc_gcdetails_live_bytes) '",
                "crease_ws_spectators 14\ncrease_rts_threads 2981\nghc_gcdetails_live_bytes 6.1734912e8",
            ),
            (
                "read",
                "src/Crease/Live.hs",
                'spectate :: Env -> MatchId -> WS.PendingConnection -> IO ()\nspectate env mid pending = do\n  conn <- WS.acceptRequest pending\n  logInfo env ("ws spectate match=" <> tshow mid)\n  chan <- atomically . dupTChan =<< matchChannel env mid\n  _ <- forkIO . forever $ do\n    ev <- atomically (readTChan chan)\n    WS.sendTextData conn (Aeson.encode ev)\n      `catch` \\(e :: SomeException) ->\n        logWarn env ("spectator send failed: " <> tshow e)\n  WS.withPingThread conn 30 (pure ()) $\n    forever (void (WS.receiveDataMessage conn))\n',
            ),
            (
                "think",
                "When a spectator leaves, receiveDataMessage throws ConnectionClosed and spectate returns. The forked sender loop never hears about it: its catch logs and loops, keeps conn and the dupTChan alive, wakes on every ball and fails again. 1.2M warnings = leaked threads x balls. 14 spectators now but 2981 threads, since Saturday's restart. Fix: race_ sender and receiver so either ending cancels the other; no catch-all around send.",
            ),
            (
                "assistant",
                "It's a thread leak in `Crease.Live.spectate`. Every spectator socket starts its sender thread with a bare `forkIO`, and the `catch` around `sendTextData` swallows the `ConnectionClosed` when the spectator leaves, so that thread never dies: it keeps the dead connection and its `dupTChan` copy of the match channel alive and retries a send on every ball.\n\nThe numbers fit:\n- Saturday afternoon had 9,920 spectate connections (page reloads, phones going to sleep), and each one that closed left a thread behind\n- 1.2M `spectator send failed: ConnectionClosed` warnings = leaked threads x balls bowled\n- right now, with no senior games on: 14 spectators but 2,981 threads, and 617 MB live since the 17:12 restart; Saturday it reached 3.7 GB RSS and the kernel killed it\n\nFix: run the sender and the receive loop with `race_`, so whichever ends first cancels the other, and drop the catch-all (a `ConnectionClosed` should end the thread; anything else gets logged and rethrown).",
            ),
            (
                "user",
                "ugh. fix it. and rule from now on: no bare forkIO anywhere in crease-api, background threads go through withAsync or race_ so they die with whatever started them. put an hlint ban in so ci catches it",
            ),
            ("edit", "src/Crease/Live.hs"),
            ("edit", ".hlint.yaml"),
            (
                "bash",
                "hlint src",
                "src/Crease/PlayHQ/Sync.hs:41:3-8: Error: Avoid restricted function\nFound:\n  forkIO\nNote: no bare forkIO in crease-api, use withAsync or race_\n\n1 hint",
            ),
            ("edit", "src/Crease/PlayHQ/Sync.hs"),
            ("edit", "test/Crease/LiveSpec.hs"),
            (
                "bash",
                "hlint src && cabal test crease-test 2>&1 | tail -2 && cabal run -v0 crease-loadtest -- spectators --match 1 --connect-disconnect 5000 --balls 300",
                "No hints\n147 examples, 0 failures\nTest suite crease-test: PASS\nconnections opened/closed: 5000\nthreads before: 31  after: 33\nlive bytes before: 18.2 MB  after: 19.0 MB",
            ),
            (
                "assistant",
                'Fixed:\n\n- `spectate` runs the sender and the receive loop under `race_`; the catch-all is gone, `ConnectionClosed` ends the sender, other exceptions are logged and rethrown\n- `.hlint.yaml` bans `forkIO` (and `forkOS`) in `src/` with the note "no bare forkIO in crease-api, use withAsync or race_"; CI already runs hlint, so it fails the build\n- the ban caught one more: the PlayHQ sync retry loop in `Crease.PlayHQ.Sync` now runs under `withAsync` tied to the sync job\n- `LiveSpec`: connect, receive one ball, disconnect, assert the thread count is back to where it started\n- load test: 5,000 spectators connecting and leaving over 300 balls, threads 31 -> 33, live bytes flat',
            ),
            ("user", "deploy it tonight, no senior games till saturday"),
        ],
        "lessons": [
            {"keys": ["forkIO", "ConnectionClosed"]},
            {"keys": ["no bare forkIO", "withAsync"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh77-crease-chase-header-legal-balls-and-overs-per-innings-corrections",
        "split": "fresh77",
        "steps": [
            (
                "user",
                "scorer app needs 'balls left' and 'req rate' in the chase header. api side first, in Crease.Chase, elm later",
            ),
            (
                "read",
                "src/Crease/Types.hs",
                "data Extra = Wide Int | NoBall Int | Bye Int | LegBye Int\n  deriving (Eq, Show, Generic)\n\ndata Delivery = Delivery\n  { dOver    :: Int\n  , dBall    :: Int\n  , dRunsBat :: Int\n  , dExtra   :: Maybe Extra\n  , dWicket  :: Maybe Dismissal\n  } deriving (Eq, Show, Generic)\n\ndata Target = Target { tRuns :: Int, tInningsId :: InningsId }\n",
            ),
            (
                "bash",
                "cat src/Crease/Chase.hs; grep -n 'chase' src/Crease/Api/V2.hs",
                "module Crease.Chase where\n\n-- TODO: chase header (balls left, required rate)",
            ),
            ("edit", "src/Crease/Chase.hs"),
            ("edit", "src/Crease/Api/V2.hs"),
            ("edit", "test/Crease/ChaseSpec.hs"),
            (
                "bash",
                "cabal test crease-test --test-options='-m Chase' 2>&1 | tail -2",
                "6 examples, 0 failures\nTest suite crease-test: PASS",
            ),
            (
                "assistant",
                "Added `Crease.Chase.chaseState :: Target -> [Delivery] -> ChaseState` (`ballsLeft`, `runsNeeded`, `requiredRate`), served as `GET /v2/innings/:id/chase`:\n\n- I'm counting every delivery towards the over, including wides and no-balls, so an over ends after 6 deliveries\n- max overs is 20 since all league fixtures are T20, so `ballsLeft = 120 - length deliveries`\n- `requiredRate = runsNeeded / (ballsLeft / 6)`, `null` once no balls are left\n\n6 specs pass.",
            ),
            (
                "user",
                "nope on both. wides and no-balls get re-bowled, they aren't legal balls, an over is 6 legal deliveries (byes and leg byes are legal tho). and overs aren't always 20, read it from competitions.overs_per_innings, first grade plays 45 and the sunday division plays 16. also round rrr to 2dp in the json",
            ),
            (
                "bash",
                'psql "$CREASE_RO_URL" -c "select name, overs_per_innings from competitions where season = 2026 order by overs_per_innings desc"',
                "          name           | overs_per_innings\n-------------------------+-------------------\n First Grade             |                45\n Second Grade            |                40\n Under 15 Cup            |                20\n Sunday Division         |                16\n(4 rows)",
            ),
            ("edit", "src/Crease/Chase.hs"),
            ("edit", "src/Crease/Db/Innings.hs"),
            ("edit", "test/Crease/ChaseSpec.hs"),
            (
                "bash",
                "cabal test crease-test --test-options='-m Chase' 2>&1 | tail -2",
                "11 examples, 0 failures\nTest suite crease-test: PASS",
            ),
            (
                "assistant",
                "Fixed:\n\n- `isLegal` is false for `Wide` and `NoBall` only; `ballsLeft = overs * 6 - legal balls bowled`\n- overs come from `competitions.overs_per_innings` via a new `Db.Innings.oversForInnings` statement, so a Sunday Division chase starts at 96 balls and First Grade at 270\n- `requiredRate` rounded to 2 dp when encoded\n- new specs: a wide or no-ball never changes `ballsLeft`, byes and leg byes do, property test that `ballsLeft` never goes up, and one chase per competition",
            ),
            ("user", "sweet, ship it"),
        ],
        "lessons": [
            {"keys": ["6 legal deliveries"], "not": ["including wides and no-balls"]},
            {
                "keys": ["overs_per_innings", "sunday division"],
                "not": ["all league fixtures are T20"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh77-crease-season-batting-stats-endpoint-v2-only-and-hasql-th-rules",
        "split": "fresh77",
        "steps": [
            (
                "user",
                "association website wants season batting stats per player: GET /players/:id/seasons/:year/batting with runs, inns, not outs, avg, hs, 50s and 100s. optional ?competition= filter",
            ),
            (
                "read",
                "src/Crease/Api.hs",
                'module Crease.Api (API, api) where\n\nimport qualified Crease.Api.V1 as V1\nimport qualified Crease.Api.V2 as V2\nimport Servant\n\n-- V1.API: players, fixtures, ladders\n-- V2.API: matches, innings, live, chase\ntype API =\n       "v1" :> V1.API\n  :<|> "v2" :> V2.API\n\napi :: Proxy API\napi = Proxy\n',
            ),
            (
                "bash",
                "ls src/Crease/Db/; sed -n 10,16p src/Crease/Db/Players.hs",
                'Fixtures.hs  Innings.hs  Ladder.hs  Players.hs  Stats.hs\n\nplayerById :: Statement PlayerId (Maybe Player)\nplayerById = Statement sql encoder decoder True\n  where\n    sql = "select id, name, club_id from players where id = $1"\n    encoder = E.param (E.nonNullable playerIdEncoder)\n    decoder = D.rowMaybe playerRow',
            ),
            ("edit", "src/Crease/Api/V1.hs"),
            ("edit", "src/Crease/Db/Stats.hs"),
            ("edit", "src/Crease/Handlers/Players.hs"),
            (
                "bash",
                "cabal build -v0 crease-api && cabal test crease-test 2>&1 | tail -2",
                "151 examples, 0 failures\nTest suite crease-test: PASS",
            ),
            (
                "assistant",
                "Added `GET /v1/players/:id/seasons/:year/batting` next to the other player routes in `V1.API`:\n\n- `Crease.Db.Stats.seasonBatting` is a `Statement` like the ones in `Db.Players`; the SQL is a base query string with `and d.competition_id = $3` appended when `?competition=` is given\n- average is runs / dismissals (`null` with no dismissals), HS marked `*` when not out\n- returns 404 for an unknown player, an all-zero row for a player with no innings that season",
            ),
            (
                "user",
                "two rules for the whole codebase, both apply here: new endpoints only ever go into V2.API, v1 is frozen because the old scorer app still runs on it at a few clubs, and all sql is written with hasql-th quasiquotes ([TH.maybeStatement|...|] etc), never a hand built query string, the th ones get parsed at compile time and the string ones have bitten us twice already",
            ),
            ("edit", "src/Crease/Api/V1.hs"),
            ("edit", "src/Crease/Api/V2.hs"),
            ("edit", "src/Crease/Db/Stats.hs"),
            ("edit", "test/Crease/Api/PlayersSpec.hs"),
            (
                "bash",
                "cabal test crease-test 2>&1 | grep -E 'golden|examples'",
                "  writes golden file test/golden/v2-player-season-batting.json (first run)\n  writes golden file test/golden/v2-player-season-batting-competition.json (first run)\n153 examples, 0 failures",
            ),
            (
                "assistant",
                "Moved and rewritten:\n\n- the route is now `GET /v2/players/:id/seasons/:year/batting` in `V2.API`; `V1.API` is back to exactly what it was\n- `seasonBatting` is a `[TH.maybeStatement| ... |]` with the filter as `($3 :: int4? is null or d.competition_id = $3 :: int4?)` instead of appending text\n- two golden specs (with and without `?competition=`), goldens in `test/golden/`",
            ),
            ("user", "lgtm, merging"),
        ],
        "lessons": [
            {"keys": ["V2.API", "v1 is frozen"]},
            {"keys": ["hasql-th", "hand built query string"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh77-crease-tool-stored-deploy-rs-order-and-playhq-tokens-in-sops",
        "split": "fresh77",
        "steps": [
            (
                "user",
                "save the prod deploy steps to memory pls, i always forget the order: from ops/, `nix run .#deploy -- .#crease-1`, check https://crease-1.nrca.internal/healthz, then `nix run .#deploy -- .#crease-2`. after that bump the scorer app to 3.2.0 and deploy both",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "crease prod deploy: from the ops/ directory run `nix run .#deploy -- .#crease-1`, check https://crease-1.nrca.internal/healthz, then `nix run .#deploy -- .#crease-2`. Always crease-1 first.",
                    "tags": ["crease", "deploy", "nixos"],
                },
                '{"id":"9307","action":"stored"}',
                False,
            ),
            (
                "bash",
                "grep -rn '3.1.4' scorer/package.json scorer/src/Version.elm",
                'scorer/package.json:3:  "version": "3.1.4",\nscorer/src/Version.elm:4:current = "3.1.4"',
            ),
            ("edit", "scorer/package.json"),
            ("edit", "scorer/src/Version.elm"),
            (
                "bash",
                "cd scorer && npm run build 2>&1 | tail -3",
                "Success! Compiled 64 modules.\n    Main ───> dist/scorer.js\nwrote dist/sw.js (precache 23 files, 412 kB)",
            ),
            (
                "bash",
                "cd ops && nix run .#deploy -- .#crease-1 2>&1 | tail -2 && curl -s https://crease-1.nrca.internal/healthz",
                '🚀 ℹ️ [deploy] [INFO] Activating profile `system` for node `crease-1`\n🚀 ℹ️ [deploy] [INFO] Activation succeeded!\n{"status":"ok","db":"ok","build":"2026.12.07-1","scorer":"3.2.0"}',
            ),
            (
                "assistant",
                "Saved the deploy order to memory. Scorer app bumped to 3.2.0 (`package.json` + `Version.elm`), built, and deployed to crease-1: `/healthz` is ok and reports scorer 3.2.0. Go ahead with crease-2?",
            ),
            (
                "user",
                "looks fine, go crease-2. oh and unrelated, for whenever you touch the playhq sync: the playhq api tokens are per association and live in sops in secrets/associations.yaml, never in the associations table. someone put one in the db in october and it ended up in a backup dump we shared with a contractor",
            ),
            (
                "bash",
                "cd ops && nix run .#deploy -- .#crease-2 2>&1 | tail -2 && curl -s https://crease-2.nrca.internal/healthz",
                '🚀 ℹ️ [deploy] [INFO] Activating profile `system` for node `crease-2`\n🚀 ℹ️ [deploy] [INFO] Activation succeeded!\n{"status":"ok","db":"ok","build":"2026.12.07-1","scorer":"3.2.0"}',
            ),
            (
                "assistant",
                "crease-2 is on the same build, `/healthz` ok, scorer 3.2.0 on both. Scorers will get the new version the next time the PWA checks for an update (on app open).",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["secrets/associations.yaml", "playhq"]},
        ],
        "tool_stored": [["nix run .#deploy", "healthz"]],
    },
    {
        "name": "fresh77-crease-chitchat-traverse-vs-mapm-and-net-run-rate-for-newsletter",
        "split": "fresh77",
        "steps": [
            ("user", "traverse_ vs mapM_ vs for_, is there any actual difference these days"),
            (
                "assistant",
                "Not in what they do. `traverse_` needs only `Applicative`, `mapM_` asks for `Monad` (a leftover from before Applicative was a superclass of Monad), and `for_` is `flip traverse_`. Pick by readability: `for_ xs $ \\x -> ...` when the body is a lambda, `traverse_ f xs` when you have a named function. `mapM_` is fine too, it just constrains more than it needs.",
            ),
            (
                "user",
                "ok. club newsletter q: net run rate for lismore workers, they scored 1423 off 188.3 overs and conceded 1390 off 196 overs",
            ),
            (
                "bash",
                "ghc -e ':m + Text.Printf' -e 'let o x b = x + b / 6 :: Double in printf \"%+.3f\\n\" (1423 / o 188 3 - 1390 / o 196 0)'",
                "+0.457",
            ),
            (
                "assistant",
                "**+0.457.** 188.3 overs means 188 overs and 3 balls, so it goes into the sum as 188.5 (using 188.3 as a decimal would give +0.465). Their rate: 7.549 scored vs 7.092 conceded per over.",
            ),
            ("user", "cheers. headline check: 'Hutchins maiden five-for seals it for Workers'"),
            (
                "assistant",
                'Reads fine. "five-for" is the usual hyphenated form. If you want it strictly grammatical it\'s "Hutchins\' maiden five-for seals it for Workers" with the possessive, but plenty of headlines drop it.',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
