"""The "fresh35" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH35: list[dict[str, Any]] = [
    # --- an open-source maintainer's week: "tidewater", a Rust crate for reading GPX tracks ---
    {
        "name": "fresh35-gpx-naive-time",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "morning. issue #212 says tidewater chokes on some GPX files with 'invalid timestamp'. the reporter attached one, I dropped it in /tmp/morning_ride.gpx. can you take a look?",
            ),
            (
                "bash",
                "cargo run --example dump -- /tmp/morning_ride.gpx",
                '   Compiling tidewater v0.9.3 (/home/dev/tidewater)\n    Finished dev [unoptimized + debuginfo] target(s) in 4.11s\n     Running `target/debug/examples/dump /tmp/morning_ride.gpx`\nError: Parse { line: 14, kind: InvalidTimestamp("2024-05-11T07:42:10") }',
            ),
            (
                "bash",
                "sed -n 10,16p /tmp/morning_ride.gpx",
                '  <trk>\n    <name>Morning Ride</name>\n    <trkseg>\n      <trkpt lat="47.3769" lon="8.5417">\n        <ele>408.2</ele>\n        <time>2024-05-11T07:42:10</time>\n      </trkpt>',
            ),
            (
                "read",
                "src/point.rs",
                "fn parse_time(s: &str) -> Result<DateTime<Utc>, ErrorKind> {\n    DateTime::parse_from_rfc3339(s)\n        .map(|t| t.with_timezone(&Utc))\n        .map_err(|_| ErrorKind::InvalidTimestamp(s.to_owned()))\n}\n",
            ),
            (
                "think",
                "The timestamp has no offset at all, no Z and no +hh:mm. parse_from_rfc3339 requires an offset. Where does the file come from? The <metadata> or creator attribute should say.",
            ),
            (
                "bash",
                "head -3 /tmp/morning_ride.gpx",
                '<?xml version="1.0" encoding="UTF-8"?>\n<gpx creator="Garmin Connect" version="1.1"\n  xmlns="http://www.topografix.com/GPX/1/1">',
            ),
            (
                "assistant",
                "The file is from Garmin Connect and its `<time>` values have no offset at all (`2024-05-11T07:42:10`, no trailing `Z`). `parse_time` uses `DateTime::parse_from_rfc3339`, which requires an offset, so every point fails. Options: (a) fall back to `NaiveDateTime` and assume UTC, (b) return the naive time and let the caller decide, (c) reject with a clearer error.",
            ),
            (
                "user",
                "(a). the GPX 1.1 schema says times are UTC anyway, Garmin just forgets the Z. and please don't change the public type, Point::time stays DateTime<Utc>, a bunch of downstream crates match on it",
            ),
            ("edit", "src/point.rs"),
            ("edit", "tests/parse.rs"),
            (
                "bash",
                "cp /tmp/morning_ride.gpx tests/data/garmin_naive_time.gpx && cargo test -q",
                "running 58 tests\n..........................................................\ntest result: ok. 58 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s",
            ),
            (
                "assistant",
                "Fixed: Garmin Connect exports write `<time>` without an offset, so parse_from_rfc3339 rejected them; naive timestamps are now read as UTC via a `NaiveDateTime` fallback. `Point::time` is still `DateTime<Utc>`. Added the reporter's file as `tests/data/garmin_naive_time.gpx` with a regression test. 58 tests pass.",
            ),
            ("user", "nice. I'll reply on the issue. can you draft a short comment I can paste?"),
            (
                "assistant",
                "Thanks for the file! The `<time>` values in Garmin Connect exports have no timezone offset, which our RFC 3339 parser rejected. Since GPX 1.1 defines these times as UTC, tidewater now reads offset-less timestamps as UTC. The fix will be in the next patch release.",
            ),
            ("user", "perfect, posting it. that's it for this one"),
        ],
        "lessons": [{"keys": ["Garmin", "UTC"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh35-pr-review-docs",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "there's a docs PR from a first-time contributor, #219. it's on branch pr-219 locally. can you skim it and tell me if anything's off before I approve? be nice, they're new",
            ),
            (
                "bash",
                "git diff main...pr-219 --stat",
                " README.md        | 14 +++++++-------\n src/lib.rs       |  9 ++++++---\n src/track.rs     | 22 ++++++++++++++++------\n 3 files changed, 30 insertions(+), 15 deletions(-)",
            ),
            (
                "bash",
                "git diff main...pr-219 -- src/track.rs | head -30",
                '@@ -41,7 +41,13 @@ impl Track {\n-    /// Returns the lenght of the track.\n+    /// Returns the length of the track in metres, summed over all segments.\n+    ///\n+    /// # Example\n+    /// ```\n+    /// let t = tidewater::read_file("tests/data/short.gpx")?;\n+    /// assert!(t.length() > 0.0);\n+    /// ```\n     pub fn length(&self) -> f64 {',
            ),
            (
                "bash",
                "cargo test --doc -q",
                "running 7 tests\n......F\nfailures:\n---- src/track.rs - track::Track::length (line 44) stdout ----\nerror[E0277]: the `?` operator can only be used in a function that returns `Result`",
            ),
            (
                "assistant",
                "The PR mostly fixes typos and adds doc examples; all good except one thing: the new doctest on `Track::length` uses `?` without a `Result`-returning wrapper, so `cargo test --doc` fails. It needs the hidden `# fn main() -> Result<(), tidewater::Error> {` / `# Ok(()) }` lines. The README changes are just wording and a fixed link to docs.rs.",
            ),
            ("user", "ok can you write a review comment suggesting exactly that? friendly tone"),
            (
                "assistant",
                "Suggested comment:\n\n> Thanks a lot for this, the examples are a real improvement! One small thing: the doctest on `Track::length` uses `?`, which needs the example to live in a function returning `Result`. Adding these hidden lines around it fixes `cargo test --doc`:\n> ```\n> # fn main() -> Result<(), tidewater::Error> {\n> ...\n> # Ok(()) }\n> ```",
            ),
            (
                "user",
                "posted. while we wait, clippy was yelling about something on main yesterday, mind fixing it?",
            ),
            (
                "bash",
                "cargo clippy --all-targets -q 2>&1 | head -12",
                "warning: this `if` has identical blocks\n  --> src/bounds.rs:31:9\n   |\n31 | /         if lat > self.max_lat {\n...\nwarning: `tidewater` (lib) generated 1 warning",
            ),
            (
                "read",
                "src/bounds.rs",
                "        if lat > self.max_lat {\n            self.max_lat = lat;\n        } else if lat > self.max_lat {\n            self.max_lat = lat;\n        }\n",
            ),
            (
                "assistant",
                "That's a real bug, not just style: the second branch should compare against `min_lat`, so the minimum latitude was never updated. Fixing it to `else if lat < self.min_lat { self.min_lat = lat; }`.",
            ),
            ("edit", "src/bounds.rs"),
            (
                "bash",
                "cargo clippy --all-targets -q && cargo test -q",
                "running 58 tests\n..........................................................\ntest result: ok. 58 passed; 0 failed",
            ),
            (
                "user",
                "ha, good thing clippy caught that. contributor already pushed the fix btw, approving. thanks!",
            ),
            ("assistant", "Clippy is clean and the tests pass. Enjoy the rest of the day."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh35-windows-ci-fixtures",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "CI is red on the windows job only, on the PR that adds byte-offset error spans. linux and mac are fine. here's the failing bit:\n\n---- spans::error_points_at_bad_tag stdout ----\nassertion `left == right` failed\n  left: 412\n right: 398",
            ),
            (
                "read",
                ".github/workflows/ci.yml",
                'jobs:\n  test:\n    strategy:\n      matrix:\n        os: [ubuntu-latest, macos-latest, windows-latest]\n        rust: [stable, "1.70"]\n    runs-on: ${{ matrix.os }}\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@master\n        with:\n          toolchain: ${{ matrix.rust }}\n      - run: cargo test --all-features\n',
            ),
            (
                "think",
                "Offset differs by 14. The fixture probably has 14 lines before the bad tag. Windows checkout with core.autocrlf converts LF to CRLF, adding one byte per line.",
            ),
            ("bash", "head -c 420 tests/data/bad_tag.gpx | grep -c ''", "14"),
            (
                "assistant",
                "The offset is off by exactly 14 and the fixture has 14 lines before the bad tag, so on Windows each line gets an extra `\\r`: actions/checkout honours git's autocrlf there and the .gpx fixtures come out with CRLF endings. Also, I see the matrix tests MSRV 1.70, which matches the README, so the new code must avoid let-else.",
            ),
            (
                "user",
                "nope, the README is stale on that, MSRV has been 1.74 since 0.9, rust-version in Cargo.toml is what counts. the ci.yml line is stale too, bump it while you're in there. and yeah the CRLF thing makes sense",
            ),
            (
                "read",
                "Cargo.toml",
                '[package]\nname = "tidewater"\nversion = "0.9.3"\nedition = "2021"\nrust-version = "1.74"\n',
            ),
            ("edit", ".github/workflows/ci.yml"),
            ("edit", "README.md"),
            (
                "assistant",
                "Bumped the CI matrix and the README to 1.74. For the line endings, I can either normalise in the test (strip `\\r`) or mark the fixtures as binary-ish in `.gitattributes`. The second keeps the byte offsets identical on every OS.",
            ),
            (
                "user",
                "gitattributes. put `tests/data/** -text` in it, and remember that any new fixture dir needs the same, otherwise the windows runner turns them into CRLF and offset tests break again",
            ),
            ("edit", ".gitattributes"),
            ("bash", "cat .gitattributes", "tests/data/** -text\n"),
            (
                "bash",
                "git add --renormalize . && git status --short",
                " M .gitattributes\n M .github/workflows/ci.yml\n M README.md",
            ),
            (
                "bash",
                "gh pr checks 221 --watch",
                "test (ubuntu-latest, stable)    pass  1m12s\ntest (ubuntu-latest, 1.74)      pass  1m20s\ntest (macos-latest, stable)     pass  1m41s\ntest (macos-latest, 1.74)       pass  1m39s\ntest (windows-latest, stable)   pass  2m58s\ntest (windows-latest, 1.74)     pass  3m05s",
            ),
            ("assistant", "All six jobs are green now, Windows included."),
            ("user", "sweet. merging"),
        ],
        "lessons": [
            {"keys": ["1.74", "MSRV"], "not": ["MSRV is 1.70"]},
            {"keys": ["-text", "CRLF"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh35-serde-feature-pr",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "PR #224 wants to make the serde feature default 'because everyone uses it'. I'm going to say no but want to explain it properly. what does the feature currently pull in?",
            ),
            (
                "read",
                "Cargo.toml",
                '[features]\ndefault = []\nserde = ["dep:serde", "chrono/serde"]\n\n[dependencies]\nquick-xml = { version = "0.31", default-features = false }\nchrono = { version = "0.4", default-features = false, features = ["alloc"] }\nserde = { version = "1", optional = true, features = ["derive"] }\n',
            ),
            (
                "bash",
                "cargo tree -e normal --features serde | wc -l; cargo tree -e normal | wc -l",
                "19\n7",
            ),
            (
                "assistant",
                "With `serde` the normal dependency tree goes from 7 to 19 crates (serde, serde_derive, proc-macro2, syn, quote and friends), and it turns on `chrono/serde`. Without it the crate only needs quick-xml and chrono with `alloc`.",
            ),
            (
                "user",
                "right. the embedded folks (the two bike-computer projects) build us no_std with default features and they've told me compile time on their CI matters. serde stays opt-in, period. can you save that somewhere so we don't relitigate it every time someone opens this PR? third time this year",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tidewater policy: the serde feature stays optional and off by default; don't accept PRs making it a default feature. Reason: embedded/no_std users (bike-computer projects) build with default features and need a small dependency tree (serde adds 12 crates).",
                    "tags": ["tidewater", "features", "policy"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            ("assistant", "Saved. Want a draft reply for the PR too?"),
            ("user", "yes please, and thank them, the code itself was fine"),
            (
                "assistant",
                'Draft:\n\n> Thanks for the PR, the change itself is clean! We\'re going to keep `serde` opt-in though: several users build tidewater for embedded targets with default features, and enabling serde by default would grow their dependency tree from 7 to 19 crates. Adding `features = ["serde"]` in your Cargo.toml gives you the same result. Closing for that reason, but really appreciate it.',
            ),
            (
                "user",
                "good. posted and closed. could you also add a line about this under Unreleased in the changelog",
            ),
            (
                "read",
                "CHANGELOG.md",
                "# Changelog\n\n## [0.9.3] - 2026-11-20\n\n### Fixed\n- Read offset-less <time> values as UTC (#212)\n",
            ),
            (
                "user",
                "oh wait, actually don't touch CHANGELOG.md, it's generated by git-cliff from the commit messages when I cut a release, hand edits get overwritten. just make sure the commit for the README note is a proper conventional commit",
            ),
            ("edit", "README.md"),
            (
                "bash",
                'git commit -am "docs: explain why serde is not a default feature"',
                "[main 8f1c2d0] docs: explain why serde is not a default feature\n 1 file changed, 6 insertions(+)",
            ),
            (
                "assistant",
                "Left the changelog alone and committed the README note as `docs: explain why serde is not a default feature`.",
            ),
        ],
        "lessons": [{"keys": ["git-cliff", "CHANGELOG"]}],
        "tool_stored": [["serde", "default"]],
    },
    # --- a startup engineer's week: "Slotwise", appointment booking for clinics (Node/TS, Prisma, Postgres, Fly.io) ---
    {
        "name": "fresh35-double-reminders",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "ugh. two clinics emailed support this morning, patients got every SMS reminder twice since about Tuesday. can you dig in? the reminder code is in src/jobs/reminders.ts",
            ),
            (
                "read",
                "src/jobs/reminders.ts",
                "import cron from 'node-cron';\n\nexport function startReminderJob() {\n  cron.schedule('*/5 * * * *', async () => {\n    const due = await findDueReminders();\n    for (const r of due) {\n      await sms.send(r.phone, r.body);\n      await markSent(r.id);\n    }\n  });\n}\n",
            ),
            (
                "read",
                "src/server.ts",
                "const app = buildApp();\nstartReminderJob();\napp.listen(PORT);\n",
            ),
            (
                "bash",
                "fly status -a slotwise-api",
                "Machines\nPROCESS  ID              VERSION  REGION  STATE    CHECKS\napp      3d8d4e1fa2e948  142      fra     started  1 total, 1 passing\napp      91857e2b37d983  142      fra     started  1 total, 1 passing",
            ),
            (
                "user",
                "oh, yeah Marta scaled us to 2 machines on Monday because of the memory spikes",
            ),
            (
                "assistant",
                "That's it. The reminder job is scheduled with node-cron inside the web process, so every Fly machine runs it; with two machines both pick up the same due reminders before either marks them sent. I'd wrap the tick in a Postgres advisory lock (`pg_try_advisory_lock`) so only one machine sends per tick, and make `markSent` a conditional update as a second guard.",
            ),
            ("user", "do it. long term we probably want a real queue but not this week"),
            ("edit", "src/jobs/reminders.ts"),
            ("edit", "src/jobs/reminders.test.ts"),
            (
                "bash",
                "pnpm vitest run src/jobs",
                " ✓ src/jobs/reminders.test.ts (5 tests) 212ms\n\n Test Files  1 passed (1)\n      Tests  5 passed (5)",
            ),
            (
                "assistant",
                "Done. Each tick now does `SELECT pg_try_advisory_lock(74201)` and skips if it doesn't get it, and `markSent` only updates rows where `sent_at IS NULL` and sends after claiming. Added a test running two ticks concurrently that asserts one send per reminder.",
            ),
            ("user", "how many people got doubles? support wants a number"),
            (
                "bash",
                "psql $DATABASE_URL -t -c \"select count(*) from (select appointment_id from sms_log where kind = 'reminder' and created_at >= '2026-11-30' group by appointment_id having count(*) > 1) d\"",
                "   387",
            ),
            ("assistant", "387 appointments got a duplicate reminder since Monday 30 November."),
            ("user", "ok passing that on. deploying now, thanks"),
        ],
        "lessons": [{"keys": ["node-cron", "advisory lock"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh35-noshow-report",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "Jonas (CEO) wants no-show rates per clinic for November for the investor update tomorrow. can you pull that from the read replica? just a CSV is fine",
            ),
            (
                "bash",
                "psql $REPLICA_URL -c '\\d appointments' | head -14",
                '                 Table "public.appointments"\n    Column     |           Type           \n---------------+--------------------------\n id            | uuid\n clinic_id     | uuid\n patient_id    | uuid\n starts_at     | timestamp with time zone\n status        | appointment_status\n cancelled_at  | timestamp with time zone\n created_at    | timestamp with time zone',
            ),
            (
                "bash",
                'psql $REPLICA_URL -c "select unnest(enum_range(null::appointment_status))"',
                " unnest\n-----------\n booked\n completed\n no_show\n cancelled\n(4 rows)",
            ),
            (
                "assistant",
                "Should cancelled appointments count in the denominator? I'd compute no_show / (completed + no_show), i.e. only appointments that were supposed to happen.",
            ),
            (
                "user",
                "yes exclude cancelled, that's how Jonas did it last quarter too. and only clinics that had at least 50 appointments, the tiny ones are noise",
            ),
            (
                "bash",
                "psql $REPLICA_URL --csv -c \"select c.name, count(*) filter (where a.status='no_show') as no_shows, count(*) as total, round(100.0*count(*) filter (where a.status='no_show')/count(*),1) as pct from appointments a join clinics c on c.id=a.clinic_id where a.status in ('completed','no_show') and a.starts_at >= '2026-11-01' and a.starts_at < '2026-12-01' group by c.name having count(*) >= 50 order by pct desc\" > /tmp/noshow_nov.csv && head -6 /tmp/noshow_nov.csv && wc -l /tmp/noshow_nov.csv",
                "name,no_shows,total,pct\nPhysio Nordend,61,402,15.2\nZahnarzt Dr. Keller,38,311,12.2\nPraxis am Ring,44,389,11.3\nHautzentrum West,19,214,8.9\nKinderarzt Lindenhof,22,287,7.7\n24 /tmp/noshow_nov.csv",
            ),
            (
                "assistant",
                "Written to /tmp/noshow_nov.csv: 23 clinics with at least 50 appointments in November. Highest is Physio Nordend at 15.2%, lowest in the file is 2.1%. Overall across those clinics it's 7.9% (612 of 7,741).",
            ),
            ("user", "7.9 hm, october was like 9-something right?"),
            (
                "bash",
                "psql $REPLICA_URL -t -c \"select round(100.0*count(*) filter (where status='no_show')/count(*),1) from appointments where status in ('completed','no_show') and starts_at >= '2026-10-01' and starts_at < '2026-11-01'\"",
                "   9.4",
            ),
            (
                "assistant",
                "October was 9.4% with the same definition, so November is down 1.5 points, probably the first full month with SMS reminders on for all clinics.",
            ),
            (
                "user",
                "well, minus the double reminders this week lol. ok good, send me the file path again?",
            ),
            ("assistant", "/tmp/noshow_nov.csv"),
            ("user", "got it, thx. Jonas will be happy"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh35-staging-migration",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "I need the new `waitlist_entries` table on staging so Priya can test the waitlist UI this afternoon. the migration is already on the branch feat/waitlist",
            ),
            (
                "bash",
                "ls prisma/migrations | tail -3",
                "20261118_add_sms_log\n20261126_clinic_timezone\n20261203_waitlist_entries",
            ),
            (
                "read",
                ".env.staging",
                "DATABASE_URL=postgresql://slotwise:****@slotwise-stg-db.flycast:5432/slotwise\nSMS_PROVIDER=sandbox\n",
            ),
            (
                "assistant",
                "I'll apply it to staging with the DATABASE_URL from .env.staging: `DATABASE_URL=... npx prisma migrate dev`.",
            ),
            (
                "user",
                "hold on, two things. .env.staging is stale, nobody updated it since we moved staging secrets to Doppler in September, the db host in there doesn't even exist anymore. use `doppler run --config stg -- <cmd>`. and never point migrate dev at anything shared, it'll offer to reset the db if it sees drift and someone will say yes. migrate dev is local only, staging and prod go through prisma migrate deploy",
            ),
            ("assistant", "Understood, using Doppler and `migrate deploy`."),
            (
                "bash",
                "doppler run --config stg -- npx prisma migrate status",
                "3 migrations found in prisma/migrations\nFollowing migration have not yet been applied:\n20261203_waitlist_entries\n\nTo apply migrations in production run prisma migrate deploy.",
            ),
            (
                "bash",
                "doppler run --config stg -- npx prisma migrate deploy",
                "Applying migration `20261203_waitlist_entries`\n\nThe following migration(s) have been applied:\n\nmigrations/\n  └─ 20261203_waitlist_entries/\n    └─ migration.sql\n\nAll migrations have been successfully applied.",
            ),
            (
                "bash",
                "doppler run --config stg -- psql $DATABASE_URL -c '\\d waitlist_entries' | head -8",
                '          Table "public.waitlist_entries"\n   Column    |           Type           \n-------------+--------------------------\n id          | uuid\n clinic_id   | uuid\n patient_id  | uuid\n slot_after  | timestamp with time zone\n created_at  | timestamp with time zone',
            ),
            (
                "assistant",
                "The migration is applied on staging and `waitlist_entries` is there. Should I deploy the feat/waitlist branch to the staging app too?",
            ),
            ("user", "yes, `fly deploy -a slotwise-api-stg`"),
            (
                "bash",
                "fly deploy -a slotwise-api-stg --strategy immediate 2>&1 | tail -3",
                "--> v88 deployed successfully\n\nVisit your newly deployed app at https://slotwise-api-stg.fly.dev/",
            ),
            ("user", "should I delete .env.staging? eh, later. telling Priya it's ready"),
            ("assistant", "Staging is on v88 with the waitlist migration applied."),
        ],
        "lessons": [
            {"keys": ["Doppler", "staging"], "not": ["DATABASE_URL from .env.staging"]},
            {"keys": ["migrate dev", "migrate deploy"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh35-patient-search",
        "split": "fresh35",
        "steps": [
            (
                "user",
                "receptionists keep complaining that patient search only matches exact last names. 'Müller' doesn't find 'Mueller', typos find nothing. what are our options? we have ~180k patients across all clinics",
            ),
            (
                "read",
                "src/patients/search.ts",
                "export async function searchPatients(clinicId: string, q: string) {\n  return prisma.patient.findMany({\n    where: { clinicId, lastName: { equals: q, mode: 'insensitive' } },\n    take: 20,\n  });\n}\n",
            ),
            (
                "assistant",
                "A few options:\n1. Postgres `pg_trgm` with a GIN trigram index on a normalised name column: handles typos and partial matches, no new infrastructure, and 180k rows is small for it.\n2. Postgres full-text search: good for words, weak on typos in names.\n3. A hosted search service like Algolia or Typesense Cloud: best relevance tuning, but patient names would be synced to a third party.\n4. Self-hosted Meilisearch on Fly: good typo tolerance, but another stateful service to run and keep in sync.",
            ),
            (
                "user",
                "I kind of liked Algolia from my last job tbh. but let's do it in Postgres with pg_trgm. Algolia won't sign a BAA on the plan we could afford and patient names can't leave our own infra. meilisearch is one more thing to babysit, and there's two of us",
            ),
            ("edit", "prisma/migrations/20261204_patient_trgm/migration.sql"),
            ("edit", "src/patients/search.ts"),
            (
                "assistant",
                "Added a migration with `CREATE EXTENSION IF NOT EXISTS pg_trgm`, a generated `search_name` column (lowercased, with ä/ö/ü/ß mapped to ae/oe/ue/ss via `translate`/`replace`), and a GIN index `patient_search_name_trgm`. `searchPatients` now uses `search_name % $1` ordered by `similarity` via `$queryRaw`, still scoped to `clinicId`.",
            ),
            (
                "bash",
                "pnpm prisma migrate dev --name patient_trgm && pnpm vitest run src/patients",
                "Applying migration `20261204_patient_trgm`\n\n ✓ src/patients/search.test.ts (7 tests) 341ms\n\n Test Files  1 passed (1)\n      Tests  7 passed (7)",
            ),
            (
                "user",
                "how fast is it on real-ish data? the seed has like 2k patients, not very telling",
            ),
            (
                "bash",
                "pnpm tsx scripts/seed-patients.ts --count 180000 && psql $DATABASE_URL -c \"explain analyze select id from patients where clinic_id = '6b1e...' and search_name % 'mueler' order by similarity(search_name, 'mueler') desc limit 20\" | tail -3",
                "Seeded 180000 patients in 41.2s\n Planning Time: 0.412 ms\n Execution Time: 6.871 ms\n(14 rows)",
            ),
            (
                "assistant",
                "About 7 ms for a typo'd query ('mueler') against 180k seeded patients, using the trigram index. 'Müller', 'Mueller' and 'mueler' all return the same top hit.",
            ),
            ("user", "nice, way better than I expected. open a PR and tag Marta for review"),
            (
                "bash",
                'gh pr create --title "Fuzzy patient search with pg_trgm" --reviewer marta-k --fill',
                "https://github.com/slotwise/slotwise/pull/482",
            ),
            ("assistant", "PR #482 is open with Marta as reviewer."),
        ],
        "lessons": [{"keys": ["pg_trgm", "BAA"]}],
        "tool_stored": [],
    },
]
