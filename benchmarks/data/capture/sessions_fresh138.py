"""The "fresh138" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH138: list[dict[str, Any]] = [
    # --- "partbook": rehearsal attendance, concert rosters and the score library for the Aldbury
    # Community Choir (about 80 singers, SATB, rehearses Thursdays in St Mary's church hall).
    # SvelteKit 2 + TypeScript on Cloudflare Pages, Drizzle ORM on D1, scores as PDFs in R2,
    # Resend for email. People: Gwen (musical director), Harold (librarian), Priya (treasurer,
    # second dev). Repo: src/routes/(app)/{rehearsals,concerts,library,members,subs},
    # src/lib/server/{db,pdf,mail}, drizzle/, tests/ (vitest + playwright) ---
    {
        "name": "fresh138-partbook-chitchat-page-ts-vs-page-server-ts-and-rehearsal-typo",
        "split": "fresh138",
        "steps": [
            (
                "user",
                "priya asked me whats the actual diff between +page.ts and +page.server.ts and i waffled. the library page has both and i dont know why",
            ),
            (
                "bash",
                "ls src/routes/\\(app\\)/library/",
                "+page.server.ts\n+page.svelte\n+page.ts",
            ),
            (
                "read",
                "src/routes/(app)/library/+page.ts",
                "import type { PageLoad } from './$types';\n\nexport const load: PageLoad = async ({ data }) => {\n  // group scores by voicing on the client so filtering is instant\n  const byVoicing = Object.groupBy(data.scores, (s) => s.voicing);\n  return { ...data, byVoicing };\n};\n",
            ),
            (
                "think",
                "Concept question. +page.server.ts load runs only on the server (Pages Function), has platform.env.DB, secrets, cookies; its return must be serialisable. +page.ts universal load runs on server for SSR and then in the browser on client-side navigation; receives server data as `data`. Here the universal one just regroups. Explain plainly, with this file as the example.",
            ),
            (
                "assistant",
                "Short version: **where the code is allowed to run**.\n\n- `+page.server.ts` runs **only on the server** (on Cloudflare, inside the Pages Function). It's the only place that can touch `platform.env.DB` (D1), R2, secrets and cookies. Whatever it returns has to be serialisable, because it's sent to the browser as JSON.\n- `+page.ts` is a **universal** load: it runs on the server for the first page view, then *in the browser* when you navigate client-side. It can't see D1 or secrets. If there's a server load too, it receives that result as `data`.\n\nSvelteKit runs them in order: server load → universal load → component.\n\nIn the library page, `+page.server.ts` fetches the scores from D1 and `+page.ts` only regroups them by voicing (`SATB`, `SSA`, ...). That second step doesn't need the server, so it's fine where it is, though it could just as well live in the component. Rule of thumb: **start with `+page.server.ts`** and only add a `+page.ts` when you need something browser-side, like returning a component or a non-serialisable value.",
            ),
            (
                "user",
                "got it thx. also the nav says 'Rehersals' which gwen has now pointed out twice",
            ),
            (
                "bash",
                "grep -rn 'Rehersal' src/",
                'src/lib/components/Nav.svelte:14:    <a href="/rehearsals">Rehersals</a>',
            ),
            ("edit", "src/lib/components/Nav.svelte"),
            (
                "bash",
                "npm run check 2>&1 | tail -1",
                "svelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "Fixed in `src/lib/components/Nav.svelte`, it now says **Rehearsals**. That was the only place the typo appeared.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh138-partbook-incident-attendance-ticks-lost-enhance-ignored-errors",
        "split": "fresh138",
        "steps": [
            (
                "user",
                "half the sopranos show as absent for last thursday but gwen ticked them all on the ipad, she watched the ticks go green. harold's now chasing people for missing 3 rehearsals who were there. whats going on",
            ),
            (
                "bash",
                'npx wrangler d1 execute partbook --remote --command "SELECT m.section, count(a.member_id) AS ticked, (SELECT count(*) FROM members m2 WHERE m2.section = m.section AND m2.active = 1) AS members FROM members m LEFT JOIN attendance a ON a.member_id = m.id AND a.rehearsal_id = 212 WHERE m.active = 1 GROUP BY m.section"',
                "┌─────────┬────────┬─────────┐\n│ section │ ticked │ members │\n├─────────┼────────┼─────────┤\n│ S1      │ 4      │ 12      │\n│ S2      │ 5      │ 11      │\n│ A1      │ 10     │ 10      │\n│ A2      │ 9      │ 9       │\n│ T       │ 6      │ 6       │\n│ B1      │ 8      │ 9       │\n│ B2      │ 8      │ 8       │\n└─────────┴────────┴─────────┘",
            ),
            (
                "bash",
                'npx wrangler d1 execute partbook --remote --command "SELECT min(marked_at), max(marked_at) FROM attendance WHERE rehearsal_id = 212"',
                "┌──────────────────────┬──────────────────────┐\n│ min(marked_at)       │ max(marked_at)       │\n├──────────────────────┼──────────────────────┤\n│ 2026-11-26T19:31:04Z │ 2026-11-26T20:44:52Z │\n└──────────────────────┴──────────────────────┘",
            ),
            (
                "read",
                "src/routes/(app)/rehearsals/[id]/attendance/+page.svelte",
                '<script lang="ts">\n  import { enhance } from \'$app/forms\';\n  let { data } = $props();\n</script>\n\n{#each data.members as m (m.id)}\n  <form method="POST" action="?/tick" use:enhance={() => {\n    m.present = !m.present; // optimistic\n    return async () => {};  // keep the page as is, no reload\n  }}>\n    <input type="hidden" name="member" value={m.id} />\n    <button class:present={m.present}>{m.name}</button>\n  </form>\n{/each}\n',
            ),
            (
                "think",
                "The enhance callback flips m.present before the request and returns an async () => {} that ignores its argument entirely: no `result`, no `update`. If the POST fails (network down, 500) the button stays green and nothing was written. Sopranos are ticked first (Gwen goes S1, S2, A1...). Missing ticks cluster in S1/S2. Check Pages analytics / logs for gaps in POSTs around that time.",
            ),
            (
                "bash",
                'curl -s -H "Authorization: Bearer $CF_API_TOKEN" "https://api.cloudflare.com/client/v4/graphql" -d @scripts/gql/posts_by_minute.json | jq -r \'.data.viewer.accounts[0].rows[] | "\\(.dimensions.datetimeMinute) \\(.count)"\' | sed -n 1,12p',
                "2026-11-26T19:29:00Z 0\n2026-11-26T19:30:00Z 3\n2026-11-26T19:31:00Z 2\n2026-11-26T19:32:00Z 0\n2026-11-26T19:33:00Z 0\n2026-11-26T19:34:00Z 0\n2026-11-26T19:35:00Z 0\n2026-11-26T19:36:00Z 0\n2026-11-26T19:37:00Z 0\n2026-11-26T19:38:00Z 0\n2026-11-26T19:39:00Z 2\n2026-11-26T19:40:00Z 5",
            ),
            (
                "assistant",
                "Found it. The ticks never reached the server.\n\n**What the data says.** Rehearsal 212 has 4 of 12 S1 and 5 of 11 S2 ticked; every other section is complete. The edge logs show **no POSTs at all between 19:32 and 19:38**, which is exactly when Gwen would have been doing the sopranos (she goes S1 → B2).\n\n**Why the iPad looked fine.** In `attendance/+page.svelte` the `use:enhance` callback flips `m.present` *before* sending, then returns `async () => {}`, which ignores the result completely. So when a POST fails (no network, a 500, anything) the button still goes green and nobody finds out.\n\nDid the hall wifi drop around half seven?",
            ),
            (
                "user",
                "lol yes. the church hall wifi dies whenever someone switches the urn on for the tea break, harold's known for years. ok so the tick looked saved because our enhance callback ignored result.type, and now failed ticks get queued on the ipad and retried when the wifi comes back? do that",
            ),
            (
                "think",
                "Plan: in the enhance callback check result.type; on 'error' or 'failure' or fetch throw, push {rehearsal, member, present, at} into an IndexedDB queue (idb-keyval) and revert to a 'pending' style (amber) rather than green. A flush loop runs on `online` event and every 15s. Server action must be idempotent: upsert on (rehearsal_id, member_id) with marked_at from the client. Banner shows 'N ticks waiting to save'.",
            ),
            ("edit", "src/lib/attendance/queue.ts"),
            ("edit", "src/routes/(app)/rehearsals/[id]/attendance/+page.svelte"),
            ("edit", "src/routes/(app)/rehearsals/[id]/attendance/+page.server.ts"),
            ("edit", "tests/attendance-offline.spec.ts"),
            (
                "bash",
                "npx playwright test tests/attendance-offline.spec.ts 2>&1 | tail -4",
                "  ✓  1 [chromium] › attendance-offline.spec.ts:8:1 › tick while offline shows pending (1.9s)\n  ✓  2 [chromium] › attendance-offline.spec.ts:24:1 › queued ticks save when back online (3.2s)\n  ✓  3 [chromium] › attendance-offline.spec.ts:47:1 › server error keeps tick pending (1.4s)\n\n  3 passed (8.1s)",
            ),
            (
                "assistant",
                "Done on `fix/attendance-offline-queue`:\n\n- the `enhance` callback now checks `result.type`. Only a `success` turns the button **green**; anything else (or no network) turns it **amber** and puts the tick in a queue in the iPad's IndexedDB\n- the queue flushes when the browser fires `online` and every 15 s after that; a banner says *\"3 ticks waiting to save\"* until it's empty\n- the `tick` action now upserts on `(rehearsal_id, member_id)` with the time from the iPad, so a retried tick can't double up\n- Playwright tests cover offline, back online, and a server error\n\nFor last Thursday I can't recover the lost ticks, they never left the iPad. Gwen or Harold will need to re-mark S1/S2 for rehearsal 212 by hand.",
            ),
            ("user", "ok push it, ill get gwen to redo the sopranos from memory lol"),
            (
                "bash",
                "git push -u origin fix/attendance-offline-queue 2>&1 | tail -1",
                "branch 'fix/attendance-offline-queue' set up to track 'origin/fix/attendance-offline-queue'.",
            ),
            (
                "assistant",
                "Pushed. Cloudflare will build a preview for the branch in a minute or two.",
            ),
        ],
        "lessons": [
            {"keys": ["result.type", "queued"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh138-partbook-decision-score-pdfs-watermarked-by-name",
        "split": "fresh138",
        "steps": [
            (
                "user",
                "people keep asking for the scores as pdfs so they can practise at home. harold has scanned the spring concert stuff. whats the best way to give them out",
            ),
            (
                "bash",
                "npx wrangler r2 object list partbook-scores --prefix spring-2027/ 2>/dev/null | jq -r '.[].key' | head",
                "spring-2027/faure-cantique-de-jean-racine.pdf\nspring-2027/rutter-look-at-the-world.pdf\nspring-2027/chilcott-jazz-mass-hire.pdf\nspring-2027/trad-shenandoah-arr-ellis.pdf",
            ),
            (
                "read",
                "src/lib/server/db/schema.ts",
                "export const scores = sqliteTable('scores', {\n  id: integer('id').primaryKey(),\n  title: text('title').notNull(),\n  composer: text('composer'),\n  voicing: text('voicing').notNull(),\n  source: text('source', { enum: ['owned', 'hired', 'public_domain'] }).notNull(),\n  r2Key: text('r2_key'),\n});\n",
            ),
            (
                "think",
                "Three approaches: signed R2 links behind login; shared Drive folder; per-member watermark at download. Signed links are simplest in this stack. Watermarking with pdf-lib in a Pages Function is doable but CPU heavy for big scans. Ask about hired scores too: they have a `hired` source value; hire terms usually need return/deletion.",
            ),
            (
                "assistant",
                "Harold's scans are in R2 already (`partbook-scores/spring-2027/`). Three ways to hand them out:\n\n1. **Signed links behind login**: a *Download* button in the library page, which checks the singer is logged in and active and redirects to a short-lived signed R2 URL. Small change, nothing new to run.\n2. **Shared folder**: put the PDFs in a Google Drive folder and email the link. No code, but no control over who has it once it's forwarded.\n3. **Watermarked per singer**: on download, a Pages Function stamps *\"Aldbury Community Choir: <name>, for rehearsal use\"* on every page with `pdf-lib` and streams that copy. Most control, but heavier: the Chilcott scan is 38 MB and we'd be doing this per download.\n\nI'd go with **1**.\n\nOne question either way: `chilcott-jazz-mass-hire.pdf` is marked `hired`. Do hired scores have to come down at some point?",
            ),
            (
                "user",
                "3, the watermarked one, because our hire contract with marlow music says every digital copy has to carry the singers name, and if a clean pdf of a hired score turns up online we lose the hire deal. and yes hired scores come down the day after the concert, marlow check that",
            ),
            (
                "think",
                "Option 3. To keep CPU down: pre-shrink the scans once (Ghostscript, 150 dpi) when Harold uploads; stamp at download with pdf-lib only the footer text. Cache per (score, member) in R2 under stamped/ so a second download is free. Hired scores: concerts table has a date; a cron trigger hides hired scores and deletes their stamped copies the day after the linked concert.",
            ),
            ("edit", "src/lib/server/pdf/stamp.ts"),
            ("edit", "src/routes/(app)/library/[id]/download/+server.ts"),
            ("edit", "drizzle/0014_score_concert_link.sql"),
            ("edit", "src/lib/server/db/schema.ts"),
            ("edit", "src/worker/cron.ts"),
            ("edit", "tests/stamp.test.ts"),
            (
                "bash",
                "npx vitest run tests/stamp.test.ts 2>&1 | tail -5",
                " ✓ tests/stamp.test.ts (4 tests) 612ms\n   ✓ stamps the member name on every page\n   ✓ caches the stamped copy per member\n   ✓ refuses inactive members\n   ✓ hired scores unavailable after concert day\n\n Test Files  1 passed (1)",
            ),
            (
                "assistant",
                "Done on `feat/score-downloads`:\n\n- **Download** on a score's library page streams a copy stamped on every page with *\"Aldbury Community Choir: Jo Bright, for rehearsal use only\"*; the first download per singer is cached in R2 under `stamped/`, so repeat downloads are instant\n- scores get an optional link to a concert (`0014`); the daily cron hides **hired** scores the day after their concert and deletes every stamped copy of them\n- inactive members get a 403\n\nHarold will need to link the Chilcott to the spring concert when he uploads it, there's a dropdown for it now.",
            ),
            ("user", "nice, leave it on the branch, i want gwen to try it first"),
            (
                "assistant",
                "Left it unmerged on `feat/score-downloads`; the preview URL is in the PR.",
            ),
        ],
        "lessons": [
            {"keys": ["watermarked", "marlow music"]},
            {"keys": ["hired scores", "day after the concert"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh138-partbook-tool-stored-sections-and-priya-cloudflare-account",
        "split": "fresh138",
        "steps": [
            (
                "user",
                "gwen wants a section leaders page, who leads each section and who's in it. sections are S1 S2 A1 A2 T B1 B2 — tenors are one section not two cos there's only 6 of them. remember that, it trips everyone up",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "partbook: the choir's sections are S1, S2, A1, A2, T, B1, B2; the tenors are a single section (T), not split, because there are only about 6 of them.",
                    "tags": ["partbook", "sections", "choir"],
                },
                '{"id":"4417","action":"stored"}',
                False,
            ),
            (
                "bash",
                'npx wrangler d1 execute partbook --remote --command "SELECT section, count(*) FROM members WHERE active = 1 GROUP BY section"',
                "┌─────────┬──────────┐\n│ section │ count(*) │\n├─────────┼──────────┤\n│ A1      │ 10       │\n│ A2      │ 9        │\n│ B1      │ 9        │\n│ B2      │ 8        │\n│ S1      │ 12       │\n│ S2      │ 11       │\n│ T       │ 5        │\n│ T1      │ 1        │\n└─────────┴──────────┘",
            ),
            (
                "think",
                "One member has T1, an old value. Fix that row and add a CHECK via a section enum in the schema. New column members.is_section_leader (bool) with a partial unique index (section) where leader=1 so each section has one leader. Page lists sections in the fixed order.",
            ),
            (
                "assistant",
                "Saved the section list to memory. One thing in the data: a member is still on `T1` (the other five tenors are `T`). I'll move them to `T` and make the section a fixed list in the schema so that can't come back. OK?",
            ),
            ("user", "yep thats dennis, hes been T since forever"),
            ("edit", "drizzle/0015_sections_and_leaders.sql"),
            ("edit", "src/lib/server/db/schema.ts"),
            ("edit", "src/routes/(app)/sections/+page.server.ts"),
            ("edit", "src/routes/(app)/sections/+page.svelte"),
            ("edit", "tests/sections.test.ts"),
            (
                "bash",
                "npx vitest run tests/sections.test.ts 2>&1 | tail -3 && npx wrangler d1 migrations apply partbook --local 2>&1 | tail -1",
                " ✓ tests/sections.test.ts (3 tests) 204ms\n\n Test Files  1 passed (1)\n✅ Applied 1 migration(s) locally",
            ),
            (
                "assistant",
                "Done on `feat/section-leaders`:\n\n- `0015` moves Dennis from `T1` to `T`, restricts `section` to `S1 S2 A1 A2 T B1 B2`, and adds `is_section_leader` with one leader per section at most\n- `/sections` lists the seven sections in that order, the leader first, then members alphabetically; Gwen and committee can set the leader from there\n\nApplied locally only. Do you want me to apply `0015` to the production D1 as well?",
            ),
            (
                "user",
                "no, you cant anyway — priya is the only one with access to the cloudflare account, so anything touching prod d1 or dns goes through her. ill send her the migration",
            ),
            (
                "assistant",
                "Understood, I'll leave production alone. The PR has the command she needs in its description: `npx wrangler d1 migrations apply partbook --remote`, to run after merging.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["priya", "cloudflare account"]},
        ],
        "tool_stored": [["S1", "tenors"]],
    },
    {
        "name": "fresh138-partbook-review-subs-pr-rules-pence-concessions-drizzle-kit",
        "split": "fresh138",
        "steps": [
            (
                "user",
                "can you review priya's pr #29, termly subs. she wants eyes on it before january",
            ),
            (
                "bash",
                "gh pr view 29 --json title,files --jq '.title, .files[].path'",
                "Termly subs: amounts, payments, who owes\ndrizzle/0016_subs.sql\nsrc/lib/server/db/schema.ts\nsrc/routes/(app)/subs/+page.server.ts\nsrc/routes/(app)/subs/+page.svelte\nsrc/routes/(app)/members/[id]/+page.svelte\ntests/subs.test.ts",
            ),
            (
                "read",
                "drizzle/0016_subs.sql",
                "CREATE TABLE `subs` (\n  `id` integer PRIMARY KEY,\n  `term` text NOT NULL,\n  `member_id` integer NOT NULL REFERENCES members(id),\n  `rate` text NOT NULL,          -- 'full' | 'concession'\n  `amount` real NOT NULL,\n  `paid_on` text\n);\n-- fixed by hand in the D1 console on staging: added index\n-- CREATE INDEX subs_term ON subs(term);\n",
            ),
            (
                "read",
                "src/routes/(app)/members/[id]/+page.svelte",
                "<h2>{data.member.name}</h2>\n<p>{data.member.section}</p>\n{#if data.sub}\n  <p class=\"sub\">Subs {data.sub.term}: £{data.sub.amount.toFixed(2)} ({data.sub.rate})\n    {data.sub.paid_on ? 'paid' : 'owing'}</p>\n{/if}\n",
            ),
            (
                "think",
                "Points: amount is REAL; for a choir sub like £45.00 the float is OK-ish, mention but not block. Member profile shows rate and owing status to everyone who can view profiles (any member). The SQL comment says an index was added by hand in the D1 console, so the migration and staging disagree. Test file only covers the owed list.",
            ),
            (
                "assistant",
                "Review of #29:\n\n1. **Amount as REAL**: `subs.amount` is a `real`. A REAL column is fine for amounts like £45.00, so I wouldn't block on it, maybe just round when displaying.\n2. **Member profile**: `members/[id]/+page.svelte` shows the sub amount, the rate (`full`/`concession`) and *paid/owing* to anyone who can open a profile, which is every member.\n3. **Index made in the console**: the comment in `0016_subs.sql` says `subs_term` was created by hand on staging, so staging and the migration history no longer match.\n4. **Tests** only cover the *who owes* list; nothing for recording a payment.\n\nThe `/subs` page itself looks good.",
            ),
            (
                "user",
                "1 no - subs and all money are integer pence in d1, amount_pence, no REAL columns anywhere, priya knows. who pays the concession rate is nobody's business but the treasurer's, so rate and owing never show on the profile, only on /subs which is treasurer only. schema changes only ever go through drizzle-kit generate and wrangler migrations, nobody hand-edits tables in the d1 console, so that index goes in a migration. 4 yes",
            ),
            (
                "think",
                "Rewrite the review: amount -> amount_pence integer; remove sub block from profile, /subs restricted to treasurer role; the index via drizzle-kit generate in 0016 (unreleased, so edit is ok? It's not merged — fine to change in PR) and ask her to drop the hand-made index on staging; tests for payments.",
            ),
            (
                "bash",
                "gh pr review 29 --request-changes --body-file /tmp/review_29.md",
                "- Requested changes to pull request aldbury-choir/partbook#29",
            ),
            (
                "assistant",
                'Posted on #29 (changes requested):\n\n- `amount real` → `amount_pence integer`, and format pounds only in the UI\n- drop the sub line from the member profile; rate and paid/owing only on `/subs`, and check `/subs` is limited to the treasurer role\n- add the `subs_term` index to the schema and regenerate with `drizzle-kit generate` instead of the console; the hand-made index on staging will need dropping first\n- add tests for recording a payment\n\nI took out my "REAL is fine" point.',
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["integer pence", "no REAL columns"], "not": ["REAL column is fine"]},
            {"keys": ["concession", "treasurer"]},
            {"keys": ["drizzle-kit generate", "d1 console"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh138-partbook-correction-concert-call-90-minutes",
        "split": "fresh138",
        "steps": [
            (
                "user",
                "can partbook email everyone the concert details a week before. venue, call time, what to wear. the spring concert is 21 march at st albans abbey",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "partbook concert reminder email call time"},
                '{"memories":[{"id":"4417","content":"partbook: the choir\'s sections are S1, S2, A1, A2, T, B1, B2; the tenors are a single section (T), not split, because there are only about 6 of them."}]}',
                False,
            ),
            (
                "read",
                "src/lib/server/concerts.ts",
                "export const CONCERT_CALL_MINUTES = 60;\n\nexport function callTime(c: Concert): Date {\n  return new Date(c.startsAt.getTime() - CONCERT_CALL_MINUTES * 60_000);\n}\n",
            ),
            (
                "think",
                "Existing constant: call 60 minutes before. Email 7 days before via the daily cron trigger; Resend batch; template with venue, call time, dress (concerts.dress column exists?), only active members. Record sent_at on concerts to avoid resends.",
            ),
            (
                "assistant",
                "Plan, using what's already there:\n\n- singers are called 60 minutes before the concert (`CONCERT_CALL_MINUTES` in `concerts.ts`), so for a 19:30 start the email says **call 18:30**\n- the daily cron sends it 7 days before, to active members only, through Resend, and stores `details_sent_at` so it only goes once\n- venue, start, call time and dress code come from the concert record\n\nOK?",
            ),
            ("user", "yes go"),
            ("edit", "drizzle/0017_concert_details_sent_at.sql"),
            ("edit", "src/lib/server/mail/concert-details.ts"),
            ("edit", "src/worker/cron.ts"),
            ("edit", "tests/concert-details.test.ts"),
            (
                "bash",
                "npx vitest run tests/concert-details.test.ts 2>&1 | tail -3",
                " ✓ tests/concert-details.test.ts (4 tests) 188ms\n\n Test Files  1 passed (1)",
            ),
            (
                "assistant",
                "Done on `feat/concert-details-email`. Preview for the spring concert:\n\n> **Spring Concert, Saturday 21 March, St Albans Abbey**\n> Concert 19:30, **call 18:30** at the west door\n> Dress: concert blacks, red scarves\n\nIt goes to active members 7 days before, once.",
            ),
            (
                "user",
                "looks good. can it say bring your own folder, the abbey dont have stands for us. oh and gwen moved the concert call to 90 minutes before since the spring concert last year, warm-up plus the stage rehearsal never fit in an hour, so that constant is just old",
            ),
            ("edit", "src/lib/server/concerts.ts"),
            ("edit", "src/lib/server/mail/concert-details.ts"),
            ("edit", "tests/concert-details.test.ts"),
            (
                "bash",
                "npx vitest run tests/concert-details.test.ts 2>&1 | tail -3",
                " ✓ tests/concert-details.test.ts (4 tests) 191ms\n\n Test Files  1 passed (1)",
            ),
            (
                "assistant",
                'Updated:\n\n- `CONCERT_CALL_MINUTES` is now **90**, so the spring concert email says **call 18:00**; the test checks that\n- added a line: *"Bring your own black folder, there are no stands for the choir at the venue."*',
            ),
            ("user", "great merge it"),
            (
                "bash",
                "gh pr create --fill 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/aldbury-choir/partbook/pull/31\n✓ Squashed and merged pull request aldbury-choir/partbook#31",
            ),
            ("assistant", "Merged as #31."),
        ],
        "lessons": [
            {
                "keys": ["concert call", "90 minutes"],
                "not": ["called 60 minutes before"],
            },
        ],
        "tool_stored": [],
    },
]
