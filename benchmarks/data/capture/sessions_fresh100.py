"""The "fresh100" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH100: list[dict[str, Any]] = [
    # --- "pitchside": Pitchside, the booking site of Heronmoor Farm campsite (tent pitches,
    # hardstandings and glamping pods; SvelteKit 2 with Svelte 5 runes, Supabase: Postgres with
    # RLS, auth, edge functions, pg_cron; Stripe Checkout; Vercel; Vitest + Playwright; pnpm) ---
    {
        "name": "fresh100-pitchside-chitchat-derived-vs-effect-and-arrival-typo",
        "split": "fresh100",
        "steps": [
            (
                "user",
                "quick q, in svelte 5 when do i use $derived vs $effect. the nights count on the "
                "booking form uses $effect to set a $state and it feels wrong",
            ),
            (
                "read",
                "src/lib/components/BookingForm.svelte",
                '<script lang="ts">\n  let { pitch } = $props();\n  let arrival = $state<string | null>(null);\n'
                "  let departure = $state<string | null>(null);\n  let nights = $state(0);\n\n  $effect(() => {\n"
                "    nights = arrival && departure ? daysBetween(arrival, departure) : 0;\n  });\n</script>\n\n"
                '<label>Arival date <input type="date" bind:value={arrival} /></label>\n'
                '<label>Departure date <input type="date" bind:value={departure} /></label>\n'
                "<p>{nights} nights</p>\n",
            ),
            (
                "assistant",
                "Your instinct is right. Rule of thumb:\n\n"
                "- **`$derived`** is for a value computed from other state. It's lazy, always in sync, "
                "and can't be out of date for a frame: `let nights = $derived(arrival && departure ? "
                "daysBetween(arrival, departure) : 0);`\n"
                "- **`$effect`** is for *side effects*: talking to something outside Svelte's state "
                "(the DOM directly, a chart library, `localStorage`, an analytics call). It runs after "
                "the DOM updates.\n\n"
                "Setting `$state` inside an `$effect` means an extra update cycle, a moment where "
                "`nights` is stale, and a risk of effect loops. If you ever need a derived value you "
                "can also override (e.g. user types a number), Svelte 5.25+ lets you assign to a "
                "`$derived` directly.\n\n"
                "Want me to switch `nights` over?",
            ),
            ("user", "yes. also the label says Arival lol"),
            ("edit", "src/lib/components/BookingForm.svelte"),
            (
                "bash",
                'grep -rn "Arival" src/ && pnpm vitest run src/lib/components 2>&1 | tail -3',
                'src/lib/components/BookingForm.svelte:14:<label>Arival date <input type="date" '
                "bind:value={arrival} /></label>\n\n Test Files  4 passed (4)\n      Tests  23 passed (23)",
            ),
            ("edit", "src/lib/components/BookingForm.svelte"),
            (
                "assistant",
                "Done:\n\n- `nights` is now `$derived`, the `$effect` is gone\n- label fixed to "
                '"Arrival date" (it was the only place with the typo)\n\nComponent tests pass (23).',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh100-pitchside-decision-expire-holds-pg-cron-by-number",
        "split": "fresh100",
        "steps": [
            (
                "user",
                "if someone starts a booking and closes the stripe tab the booking sits in pending "
                "forever and the pitch stays blocked. we had 3 pods blocked all weekend. holds need "
                "to expire after 20 min, how should we do it",
            ),
            (
                "read",
                "supabase/migrations/20260301120000_bookings.sql",
                "create type booking_status as enum ('pending', 'confirmed', 'cancelled', 'expired');\n\n"
                "create table bookings (\n  id uuid primary key default gen_random_uuid(),\n"
                "  pitch_id uuid not null references pitches(id),\n  guest_id uuid not null references "
                "auth.users(id),\n  arrival date not null,\n  departure date not null,\n"
                "  status booking_status not null default 'pending',\n  hold_expires_at timestamptz,\n"
                "  stripe_session_id text,\n  created_at timestamptz not null default now()\n);\n\n"
                "alter table bookings add constraint no_overlap exclude using gist (\n"
                "  pitch_id with =, daterange(arrival, departure) with &&\n) where (status in "
                "('pending', 'confirmed'));\n",
            ),
            (
                "bash",
                "grep -n hold_expires_at -r src/ | head",
                "src/routes/book/[pitchId]/+page.server.ts:61:      hold_expires_at: new Date(Date.now() + "
                "20 * 60_000).toISOString(),",
            ),
            (
                "think",
                "hold_expires_at is already set at insert. Just need something to flip pending -> "
                "expired once it passes. Options: pg_cron in Supabase, Vercel cron hitting an endpoint, "
                "or lazily ignore expired pending rows in availability. Lazy doesn't work with the "
                "exclusion constraint: the row still counts as pending so a new insert would conflict. "
                "Unless we change the constraint. Vercel cron keeps it in TS; check plan though, I "
                "don't know which Vercel plan they're on.",
            ),
            (
                "assistant",
                "`hold_expires_at` is already written when the booking is created, so we only need "
                "something that flips `pending` to `expired` once it passes. Options:\n\n"
                "1. **pg_cron in Supabase**: a migration that schedules `update bookings set status = "
                "'expired' where status = 'pending' and hold_expires_at < now()` every minute. Lives "
                "next to the data, nothing else to deploy.\n"
                "2. **Vercel Cron**: `vercel.json` cron hitting `/api/cron/expire-holds` every minute, "
                "protected with `CRON_SECRET`. Logic stays in TypeScript with the rest of the app and "
                "shows up in the Vercel dashboard.\n"
                "3. **Lazy expiry**: no job; availability ignores pending rows past "
                "`hold_expires_at`. Doesn't fit as-is: the `no_overlap` exclusion constraint still "
                "counts them, so it'd need the constraint rewritten around `now()`, which Postgres "
                "won't allow in a constraint.\n\n"
                "I'd go with 2, it keeps the booking logic in one language.",
            ),
            (
                "user",
                "1. we're on the hobby plan, vercel crons there only run once a day. and i dont want "
                "another endpoint with a secret on it",
            ),
            (
                "assistant",
                "Going with pg_cron then, since Vercel Cron on the Hobby plan only runs once a day "
                "and it avoids another secret-protected endpoint.",
            ),
            (
                "bash",
                "supabase migration new expire_pending_holds",
                "Created new migration at supabase/migrations/20261207093012_expire_pending_holds.sql",
            ),
            ("edit", "supabase/migrations/20261207093012_expire_pending_holds.sql"),
            ("edit", "supabase/tests/expire_holds_test.sql"),
            (
                "bash",
                "pnpm db:reset >/dev/null && supabase test db 2>&1 | tail -4",
                "./supabase/tests/expire_holds_test.sql .. ok\n./supabase/tests/rls_bookings_test.sql .. ok\n"
                "All tests successful.\nFiles=6, Tests=41,  1 wallclock secs",
            ),
            (
                "assistant",
                "Added `20261207093012_expire_pending_holds.sql`:\n\n"
                "- `create extension if not exists pg_cron`\n"
                "- a `expire_pending_holds()` SQL function doing the update, `security definer`, "
                "revoked from `anon`/`authenticated`\n"
                "- `cron.schedule('expire-pending-holds', '* * * * *', 'select "
                "expire_pending_holds()')`\n\n"
                "pgTAP test inserts a pending booking with `hold_expires_at` in the past, runs the "
                "function and checks it's `expired` and the pitch can be booked again. 41 tests pass.\n\n"
                "The 3 pods blocked since the weekend will be freed by the first run after this is "
                "deployed.",
            ),
            ("user", "cool. no email to the guest when it expires, not yet anyway"),
            ("assistant", "Understood, no email on expiry."),
        ],
        "lessons": [
            {"keys": ["pg_cron", "Hobby plan"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh100-pitchside-incident-stripe-webhook-raw-body",
        "split": "fresh100",
        "steps": [
            (
                "user",
                "two guests emailed saying they paid but their account page says the booking expired "
                "and the pods show as free again. its the bank holiday saturday, someone else will "
                "grab them. whats going on",
            ),
            (
                "bash",
                "vercel logs pitchside.vercel.app --since 24h 2>&1 | grep -i webhook | tail -4",
                "2026-12-07T08:14:02Z POST /api/stripe/webhook 400 Webhook signature verification failed. "
                "No signatures found matching the expected signature for payload. Are you passing the raw "
                "request body you received from Stripe?\n2026-12-07T08:31:45Z POST /api/stripe/webhook 400 "
                "Webhook signature verification failed. No signatures found matching the expected "
                "signature for payload. Are you passing the raw request body you received from Stripe?",
            ),
            (
                "bash",
                "git log --oneline -3 -- src/routes/api/stripe/webhook/+server.ts",
                "a3f91c2 tidy webhook types\n7be0d14 handle checkout.session.expired\n19c2e8a stripe webhook",
            ),
            (
                "read",
                "src/routes/api/stripe/webhook/+server.ts",
                "import { json, error } from '@sveltejs/kit';\nimport { stripe } from '$lib/server/stripe';\n"
                "import { admin } from '$lib/server/admin';\nimport { STRIPE_WEBHOOK_SECRET } from "
                "'$env/static/private';\nimport type Stripe from 'stripe';\n\nexport async function "
                "POST({ request }) {\n  const body: Stripe.Event = await request.json();\n  const sig = "
                "request.headers.get('stripe-signature') ?? '';\n  let event: Stripe.Event;\n  try {\n"
                "    event = stripe.webhooks.constructEvent(JSON.stringify(body), sig, "
                "STRIPE_WEBHOOK_SECRET);\n  } catch (e) {\n    error(400, `Webhook signature verification "
                "failed. ${(e as Error).message}`);\n  }\n  if (event.type === 'checkout.session.completed') "
                "{\n    await admin.from('bookings').update({ status: 'confirmed' })\n      .eq("
                "'stripe_session_id', event.data.object.id);\n  }\n  return json({ received: true });\n}\n",
            ),
            (
                "think",
                "a3f91c2 changed request.text() to request.json() for typing, then re-stringifies. "
                "Stripe signs the exact bytes; JSON.stringify output differs (whitespace, key order "
                "preserved but spacing/escaping differ). So every event fails since that deploy. Booking "
                "stays pending, the expire job flips it to expired after 20 min, pitch freed. Fix: raw "
                "text. Then recover: resend failed events from Stripe, but bookings now 'expired' -- the "
                "update only matches stripe_session_id, status not checked, so resend would flip them "
                "to confirmed, fine, unless someone else booked the same pitch meanwhile (exclusion "
                "constraint would fail the update... actually constraint applies to pending/confirmed "
                "so the update to confirmed would violate if someone holds it). Check first.",
            ),
            (
                "assistant",
                "Found it. Every Stripe webhook since this morning's deploy has been rejected with a 400.\n\n"
                '**Cause:** commit `a3f91c2` ("tidy webhook types") changed the handler to parse the '
                "body with `request.json()` and then pass `JSON.stringify(body)` to "
                "`stripe.webhooks.constructEvent`. Stripe signs the exact bytes it sent, and the "
                "re-serialised JSON isn't byte-identical, so the signature check fails for every event. "
                "The booking never leaves `pending`, the expire-holds job marks it `expired` after 20 "
                "minutes, and the pitch goes back on sale even though the guest paid.\n\n"
                "**Fix:** the webhook has to pass the raw body from `await request.text()` to "
                "constructEvent, and only use the parsed `event` it returns.\n\n"
                "Then recovery: resend today's failed `checkout.session.completed` events from Stripe "
                "once the fix is live. Before that I'll check nobody has a hold on the two pods, "
                "otherwise the `no_overlap` constraint will reject the confirm. OK?",
            ),
            ("user", "yes go, fast pls"),
            ("edit", "src/routes/api/stripe/webhook/+server.ts"),
            ("edit", "src/routes/api/stripe/webhook/webhook.test.ts"),
            (
                "bash",
                "pnpm vitest run src/routes/api/stripe 2>&1 | tail -3 && vercel deploy --prod 2>&1 | tail -1",
                " Test Files  1 passed (1)\n      Tests  5 passed (5)\n\nProduction: "
                "https://pitchside.vercel.app [41s]",
            ),
            (
                "bash",
                'psql "$SUPABASE_DB_URL" -c "select left(b.id::text, 8) as id, p.name, b.arrival, '
                "b.departure, b.status from bookings b join pitches p on p.id = b.pitch_id where b.status = 'expired' and "
                "b.stripe_session_id is not null and b.created_at > now() - interval '1 day'\"",
                "    id    |  name   |  arrival   | departure  | status\n"
                "----------+---------+------------+------------+---------\n"
                " 0c1f6a2e | Pod 3   | 2026-12-12 | 2026-12-14 | expired\n 9ab4d371 | Pod 5   | "
                "2026-12-12 | 2026-12-15 | expired\n(2 rows)",
            ),
            (
                "bash",
                "stripe events list --type checkout.session.completed --created.gte 1765094400 --limit 5 "
                "| jq -r '.data[].id' | xargs -n1 stripe events resend",
                "evt_1QkPz2Heron8a resent\nevt_1QkQ7rHeron2c resent",
            ),
            (
                "bash",
                'psql "$SUPABASE_DB_URL" -c "select left(id::text, 8) as id, status from bookings '
                "where left(id::text, 8) in ('0c1f6a2e','9ab4d371')\"",
                "    id    |  status\n----------+-----------\n 0c1f6a2e | confirmed\n 9ab4d371 | "
                "confirmed\n(2 rows)",
            ),
            (
                "assistant",
                "Sorted:\n\n- the webhook reads `await request.text()` again and passes that raw string "
                "to `constructEvent`; added a test that signs a payload with the test secret and posts "
                "it with odd whitespace\n- deployed to production\n- nobody had grabbed Pod 3 or Pod 5, "
                "both Stripe events were resent and both bookings are `confirmed`\n\nThose were the only "
                "two paid bookings affected.",
            ),
            (
                "user",
                "phew. so basically never json() the stripe body, raw text into constructEvent or "
                "the signature breaks. i'll email the two guests",
            ),
        ],
        "lessons": [
            {"keys": ["request.text()", "constructEvent"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh100-pitchside-tool-stored-db-reset-and-no-local-db-push",
        "split": "fresh100",
        "steps": [
            (
                "user",
                "save this for next time: local setup is supabase start then pnpm db:reset, it "
                "reruns all migrations and loads supabase/seed.sql which has 3 seasons of fake "
                "bookings. then add a has_hookup bool to pitches and show a little plug icon on the "
                "pitch cards",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "pitchside local setup: `supabase start`, then `pnpm db:reset`, which "
                    "reruns all migrations and loads supabase/seed.sql (3 seasons of fake bookings).",
                    "tags": ["pitchside", "supabase", "local-dev"],
                },
                '{"id":"5127","action":"stored"}',
                False,
            ),
            (
                "bash",
                "supabase migration new add_has_hookup_to_pitches",
                "Created new migration at supabase/migrations/20261207141210_add_has_hookup_to_pitches.sql",
            ),
            ("edit", "supabase/migrations/20261207141210_add_has_hookup_to_pitches.sql"),
            ("edit", "supabase/seed.sql"),
            (
                "bash",
                "pnpm db:reset 2>&1 | tail -2 && supabase gen types typescript --local > "
                "src/lib/database.types.ts",
                "Seeding data from supabase/seed.sql...\nFinished supabase db reset on branch main.",
            ),
            ("edit", "src/lib/components/PitchCard.svelte"),
            (
                "bash",
                "pnpm vitest run && pnpm playwright test tests/pitches.spec.ts 2>&1 | tail -2",
                " Test Files  19 passed (19)\n      Tests  142 passed (142)\n\n  4 passed (11.8s)",
            ),
            (
                "assistant",
                "Saved the local setup steps.\n\n`has_hookup`:\n\n- migration adds `has_hookup boolean "
                "not null default false` to `pitches`; the seed marks the hardstandings and pods as "
                "having hookup\n- types regenerated\n- `PitchCard.svelte` shows a plug icon (with "
                '`aria-label="Electric hookup"`) when it\'s true\n\nAll tests pass. The preview '
                "deploy talks to the hosted Supabase project, which doesn't have the column yet, so the "
                "card would break there. Shall I `supabase db push` the migration to the hosted "
                "project?",
            ),
            (
                "user",
                "no. never supabase db push from a laptop, migrations only reach the hosted db through "
                "the deploy-db github action when a PR is merged to main, it runs them on staging first "
                "then prod. just open the PR, the preview being broken for a bit is fine",
            ),
            (
                "bash",
                'git checkout -b feat/pitch-hookup && git add -A && git commit -qm "pitches: has_hookup '
                '+ plug icon on cards" && git push -qu origin feat/pitch-hookup && gh pr create --fill',
                "https://github.com/heronmoor/pitchside/pull/212",
            ),
            (
                "assistant",
                "Opened https://github.com/heronmoor/pitchside/pull/212. I didn't touch the hosted "
                "database; the migration will go out through deploy-db when it's merged.",
            ),
        ],
        "lessons": [
            {"keys": ["supabase db push", "deploy-db"]},
        ],
        "tool_stored": [["pnpm db:reset", "seed.sql"]],
    },
    {
        "name": "fresh100-pitchside-pr-review-group-bookings-rls-dates-service-role",
        "split": "fresh100",
        "steps": [
            ("user", "review feat/group-bookings pls, jess wrote it, she's new"),
            (
                "bash",
                "git diff --stat main...feat/group-bookings",
                " src/routes/book/group/+page.server.ts                       | 74 ++++++++++\n"
                " src/routes/book/group/+page.svelte                          | 212 +++++++++++++++++++++\n"
                " supabase/migrations/20261205110000_booking_groups.sql       | 19 ++\n"
                " 3 files changed, 305 insertions(+)",
            ),
            (
                "read",
                "supabase/migrations/20261205110000_booking_groups.sql",
                "create table booking_groups (\n  id uuid primary key default gen_random_uuid(),\n"
                "  organiser_id uuid not null references auth.users(id),\n  name text not null,\n"
                "  arrival timestamptz not null,\n  departure timestamptz not null\n);\n\n"
                "alter table bookings add column group_id uuid references booking_groups(id);\n",
            ),
            (
                "read",
                "src/routes/book/group/+page.server.ts",
                "export const load = async ({ locals, url }) => {\n  const type = url.searchParams.get('type');\n"
                "  const { data: rates } = await locals.supabase\n    .from('season_rates')\n"
                "    .select('pitch_type, nightly_pence, valid_from, valid_to')\n    .eq('pitch_type', type);\n"
                "  return { rates: rates ?? [] };\n};\n// ...\n",
            ),
            (
                "think",
                "booking_groups has no RLS enabled -> exposed via PostgREST to anyone with the anon key. "
                "arrival/departure as timestamptz while bookings uses date. load uses locals.supabase "
                "which is the anon role for a logged-out visitor; the rates table is probably restricted "
                "to signed-in users like bookings... haven't checked the policies though.",
            ),
            (
                "assistant",
                "Review of feat/group-bookings:\n\n"
                "1. **`booking_groups` has no RLS.** Supabase exposes every table in `public` through "
                "the API, so right now anyone with the anon key can read every group, organiser ids "
                "included. Blocker.\n"
                "2. **`arrival`/`departure` are `timestamptz`** here but `date` on `bookings`; comparing "
                "them will shift by an hour in BST.\n"
                "3. **Quote comes back empty when logged out.** `season_rates` is only readable by "
                "signed-in users, so `locals.supabase` gets nothing back for a visitor; the fix is to "
                "read the rates through the service-role admin client in the load.\n"
                "4. `+page.svelte` is 212 lines; the pitch picker could be its own component.\n\n"
                "1 and 2 are the ones I'd block on.",
            ),
            (
                "user",
                "1 and 2 yes. rules for this and everything after:\n"
                "- any new table gets enable row level security and its policies in the same migration "
                "that creates it, no 'add rls later' follow ups\n"
                "- arrival and departure are plain date columns and departure is exclusive (the day "
                "they leave), never timestamptz, the site only deals in uk dates\n"
                "- 3 is wrong, prices are public so season_rates has a select policy for anon already, "
                "the empty quote is just jess passing the wrong type param. and the service role client "
                "never goes in load functions or form actions, it skips RLS completely, it lives in "
                "src/lib/server/admin.ts and only the stripe webhook imports it\n"
                "- 4 leave it, she's splitting it in a follow up",
            ),
            (
                "bash",
                'psql "$LOCAL_DB_URL" -c "select policyname, roles, cmd from pg_policies where '
                "tablename = 'season_rates'\" && grep -n \"'type'\\|pitch_type=\" src/routes/book/group/+page.svelte",
                "     policyname      |      roles       |  cmd\n---------------------+------------------+--------\n"
                " rates are public    | {anon,authenticated} | SELECT\n(1 row)\n\n"
                "38:    goto(`?pitch_type=${selected}`)",
            ),
            ("edit", "supabase/migrations/20261205110000_booking_groups.sql"),
            ("edit", "src/routes/book/group/+page.server.ts"),
            ("edit", "supabase/tests/rls_booking_groups_test.sql"),
            (
                "bash",
                "pnpm db:reset >/dev/null && supabase test db 2>&1 | tail -2 && pnpm vitest run 2>&1 | tail -2",
                "All tests successful.\nFiles=7, Tests=47,  1 wallclock secs\n Test Files  19 passed (19)\n"
                "      Tests  142 passed (142)",
            ),
            (
                "assistant",
                'You\'re right about 3: `season_rates` has the "rates are public" select policy for '
                "`anon`, and the page was sending `pitch_type=` while the load reads `type`.\n\n"
                "Pushed to feat/group-bookings:\n\n- the migration now enables RLS on `booking_groups` "
                "with organiser-only select/insert/update policies; pgTAP test checks anon sees nothing "
                "and another guest can't read the group\n- `arrival`/`departure` are `date` columns, "
                "departure exclusive\n- the load reads `pitch_type`, still through `locals.supabase`\n\n"
                "Left the component split for Jess's follow-up.",
            ),
        ],
        "lessons": [
            {"keys": ["row level security", "same migration"]},
            {"keys": ["departure is exclusive", "timestamptz"]},
            {
                "keys": ["season_rates", "anon"],
                "not": ["only readable by signed-in users"],
            },
            {
                "keys": ["service role client", "load functions"],
                "not": ["read the rates through the service-role admin client"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh100-pitchside-pre-arrival-email-check-in-time-correction-after-agreeing",
        "split": "fresh100",
        "steps": [
            (
                "user",
                "want a pre-arrival email 3 days before arrival: directions, what time they can "
                "arrive, the gate code from the booking, and the 'no cars on the grass after dark' bit",
            ),
            (
                "read",
                "src/lib/config.ts",
                "export const SITE_NAME = 'Heronmoor Farm';\nexport const CHECK_IN_TIME = '14:00';\n"
                "export const CHECK_OUT_TIME = '11:00';\nexport const HOLD_MINUTES = 20;\n",
            ),
            (
                "bash",
                "ls supabase/functions && grep -rn cron.schedule supabase/migrations | cut -c1-120",
                "_shared\nsend-booking-confirmation\nsupabase/migrations/20261207093012_expire_pending_holds.sql:"
                "14:select cron.schedule('expire-pending-holds', '* * * * *', 'select expire_pending_holds()');",
            ),
            (
                "assistant",
                "Plan:\n\n- new edge function `send-pre-arrival`, reusing the email helper from "
                "`_shared`\n- pg_cron at 09:00 daily calls it through `pg_net` for confirmed bookings "
                "with `arrival = current_date + 3`, and stamps `pre_arrival_sent_at` so nobody gets it "
                "twice\n- the email says check-in is from 14:00 and check-out by 11:00, taken from "
                "`src/lib/config.ts` (copied into `_shared` since edge functions can't import from "
                "`src/`)\n\nOK?",
            ),
            ("user", "yep sounds good"),
            (
                "bash",
                "supabase functions new send-pre-arrival && supabase migration new pre_arrival_email_cron",
                "Created new Function at supabase/functions/send-pre-arrival\nCreated new migration at "
                "supabase/migrations/20261207160455_pre_arrival_email_cron.sql",
            ),
            ("edit", "supabase/functions/send-pre-arrival/index.ts"),
            ("edit", "supabase/functions/_shared/site.ts"),
            ("edit", "supabase/migrations/20261207160455_pre_arrival_email_cron.sql"),
            (
                "assistant",
                "Function and cron migration written. Next I'll add the template with the directions "
                "text; is the what3words for the gate the same one as on the website's Find Us page?",
            ),
            (
                "user",
                "yes same one. oh and re check-in, 14:00 was last year, since april check-in is 15:00 "
                "for pitches and 16:00 for the pods, config.ts just never got updated. fix it there too",
            ),
            (
                "think",
                "So check-in time depends on pitch type: 15:00 pitches, 16:00 pods. A single constant "
                "doesn't work. Make it a map by pitch_type in _shared/site.ts and config.ts, and the "
                "confirmation page uses CHECK_IN_TIME too, update that call.",
            ),
            ("edit", "src/lib/config.ts"),
            ("edit", "supabase/functions/_shared/site.ts"),
            ("edit", "supabase/functions/send-pre-arrival/index.ts"),
            ("edit", "supabase/functions/send-pre-arrival/template.ts"),
            ("edit", "src/routes/account/bookings/[id]/+page.svelte"),
            (
                "bash",
                "deno test supabase/functions/send-pre-arrival && pnpm vitest run 2>&1 | tail -2",
                "ok | 4 passed | 0 failed (312ms)\n Test Files  19 passed (19)\n      Tests  143 passed (143)",
            ),
            (
                "assistant",
                "Done:\n\n- `CHECK_IN_TIME` is now a map by pitch type (`tent`/`hardstanding` 15:00, "
                "`pod` 16:00) in both `config.ts` and `_shared/site.ts`; the booking page uses it too, "
                "so it no longer says 14:00\n- `send-pre-arrival` renders directions with the Find Us "
                "what3words, the gate code from the booking, the right check-in time for the pitch, "
                "check-out by 11:00 and the no-cars-on-the-grass-after-dark note\n- cron runs at 09:00 "
                "and stamps `pre_arrival_sent_at`\n\nDeno tests (4) and Vitest pass.",
            ),
            ("user", "great, PR it"),
        ],
        "lessons": [
            {
                "keys": ["check-in", "15:00", "16:00"],
                "not": ["check-in is from 14:00"],
            },
        ],
        "tool_stored": [],
    },
]
