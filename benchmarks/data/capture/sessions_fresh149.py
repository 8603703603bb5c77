"""The "fresh149" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH149: list[dict[str, Any]] = [
    # --- "bothy": hut booking app for the Highland Mountaineering Club (HMC, ~900 members, 7
    # huts such as Coire Dubh and Glen Affric, volunteer hut wardens). Flutter 3.24 / Dart 3.5
    # with Riverpod 2 and go_router, Supabase (Postgres 15, row level security, Edge Functions in
    # Deno/TypeScript, pg_cron), Stripe Checkout for deposits, Codemagic builds; repo:
    # app/lib/features/{booking,huts,account}, app/lib/l10n (app_en.arb, app_gd.arb),
    # supabase/migrations, supabase/functions/{create-booking,stripe-webhook,warden-list} ---
    {
        "name": "fresh149-bothy-chitchat-ref-watch-vs-read-and-arb-typo",
        "split": "fresh149",
        "steps": [
            (
                "user",
                "fergus keeps using ref.read inside build() and i keep telling him to use watch but i cant actually explain why. whats the difference",
            ),
            (
                "think",
                "Riverpod concept. watch subscribes: widget rebuilds when provider changes; read is a one-off snapshot, no subscription, meant for callbacks (onPressed). read in build = stale UI. Use the hut list provider as an example.",
            ),
            (
                "assistant",
                '**`ref.watch(provider)`**\n- reads the value *and subscribes* to it: when the provider changes, the widget rebuilds\n- belongs in `build()` (and inside other providers)\n\n**`ref.read(provider)`**\n- reads the value *once*, no subscription\n- belongs in callbacks: `onPressed: () => ref.read(bookingControllerProvider.notifier).submit()`\n\nWith `ref.read(hutListProvider)` in `build()`, the widget shows whatever the list was on its first build and never updates when the list loads or changes, which is a classic "why is my screen stuck on the spinner" bug. Rule of thumb: `watch` to display, `read` to act.',
            ),
            (
                "user",
                "perfect thats what ill tell him. also the calendar header says 'Availabilty' lol",
            ),
            (
                "bash",
                'grep -rn "Availabilty" app/lib/',
                'app/lib/l10n/app_en.arb:14:  "calendarHeader": "Availabilty",',
            ),
            ("edit", "app/lib/l10n/app_en.arb"),
            (
                "bash",
                "cd app && flutter gen-l10n && flutter analyze 2>&1 | tail -1",
                "No issues found! (ran in 4.8s)",
            ),
            (
                "assistant",
                "Fixed `calendarHeader` to **Availability** in `app_en.arb` and regenerated the localizations; `flutter analyze` is clean.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh149-bothy-incident-double-booked-bunks-exclusion-constraint",
        "split": "fresh149",
        "steps": [
            (
                "user",
                "two parties turned up at coire dubh on saturday for the same 4 bunks, both had confirmation emails. warden had to put 4 ppl on the floor. how did that happen",
            ),
            (
                "bash",
                "psql \"$BOTHY_PROD_RO\" -c \"SELECT b.id, b.bunk_id, b.check_in, b.check_out, b.member_no, b.created_at FROM bunk_bookings b JOIN bunks k ON k.id = b.bunk_id JOIN huts h ON h.id = k.hut_id WHERE h.slug = 'coire-dubh' AND b.check_in = '2026-12-05' ORDER BY b.bunk_id, b.created_at LIMIT 4\"",
                "  id  | bunk_id |  check_in  | check_out  | member_no |          created_at\n------+---------+------------+------------+-----------+-------------------------------\n 8812 |      33 | 2026-12-05 | 2026-12-07 |      4471 | 2026-11-02 19:00:00.412+00\n 8816 |      33 | 2026-12-05 | 2026-12-06 |      1208 | 2026-11-02 19:00:00.781+00\n 8813 |      34 | 2026-12-05 | 2026-12-07 |      4471 | 2026-11-02 19:00:00.412+00\n 8817 |      34 | 2026-12-05 | 2026-12-06 |      1208 | 2026-11-02 19:00:00.781+00\n(4 rows)",
            ),
            (
                "read",
                "supabase/functions/create-booking/index.ts",
                "const { count } = await supabase\n  .from('bunk_bookings')\n  .select('id', { count: 'exact', head: true })\n  .in('bunk_id', bunkIds)\n  .lt('check_in', checkOut)\n  .gt('check_out', checkIn)\n  .neq('status', 'cancelled');\nif (count && count > 0) return json({ error: 'bunks_taken' }, 409);\n\nconst { error } = await supabase.from('bunk_bookings').insert(rows);\n",
            ),
            (
                "think",
                "Classic check-then-insert race. Both requests at 19:00:00 (bookings open at 19:00 on the 2nd, everyone hits it at once), 369 ms apart; both counts ran before either insert committed. Nothing in the DB forbids overlap. Fix: exclusion constraint with btree_gist on (bunk_id WITH =, stay WITH &&), stay = daterange(check_in, check_out, '[)') so checkout day can be someone's check-in. Partial: WHERE status <> 'cancelled'. Existing overlaps must be resolved first or ALTER fails. Edge function maps 23P01 -> 409.",
            ),
            (
                "assistant",
                "It's a race in `create-booking`.\n\n**Cause**\n\n- the function first *counts* overlapping bookings for the requested bunks, and if there are none it *inserts*\n- both bookings came in at 19:00:00 on Nov 2, when December bookings opened, only 369 ms apart\n- both requests ran their count before either insert had committed, both saw the bunks free, and both inserted\n- nothing in the database itself forbids two bookings of the same bunk for overlapping nights\n\n**Fix**\n\nMake Postgres enforce it with an exclusion constraint on `bunk_bookings`:\n\n```sql\ncreate extension if not exists btree_gist;\nalter table bunk_bookings\n  add column stay daterange generated always as (daterange(check_in, check_out, '[)')) stored,\n  add constraint bunk_bookings_no_overlap\n    exclude using gist (bunk_id with =, stay with &&) where (status <> 'cancelled');\n```\n\n`'[)'` means the check-out day is free for the next party's check-in. Then `create-booking` turns the constraint error (`23P01`) into the same `409 bunks_taken` the app already handles. The existing overlaps have to be sorted out first, or the `alter` fails. OK?",
            ),
            ("user", "yes go"),
            (
                "bash",
                "psql \"$BOTHY_PROD_RO\" -tc \"SELECT count(*) FROM bunk_bookings a JOIN bunk_bookings b ON a.bunk_id = b.bunk_id AND a.id < b.id AND daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)') WHERE a.status <> 'cancelled' AND b.status <> 'cancelled'\"",
                "     4",
            ),
            (
                "think",
                "Only the 4 Coire Dubh pairs, all from last weekend, so the stays are over. Don't invent a new status: in the migration set the later four (8816-8819) to cancelled with cancel_reason='double_booked_2026_12_05' before adding the constraint. Mention it.",
            ),
            ("edit", "supabase/migrations/20261207094500_bunk_bookings_no_overlap.sql"),
            ("edit", "supabase/functions/create-booking/index.ts"),
            ("edit", "supabase/functions/create-booking/index_test.ts"),
            (
                "bash",
                "supabase db reset --local 2>&1 | tail -1 && deno test -A supabase/functions/create-booking/ 2>&1 | tail -2",
                "Finished supabase db reset on branch main.\nok | 7 passed | 0 failed (1s)",
            ),
            (
                "bash",
                "git commit -qam 'db: exclusion constraint against overlapping bunk bookings' && git push -q && gh run watch --exit-status 2>&1 | tail -2",
                "✓ migrate (staging) in 41s\n✓ migrate (production) in 38s",
            ),
            (
                "bash",
                "psql \"$BOTHY_PROD_RO\" -tc \"SELECT conname FROM pg_constraint WHERE conrelid = 'bunk_bookings'::regclass AND contype = 'x'\"",
                " bunk_bookings_no_overlap",
            ),
            (
                "assistant",
                "Live in staging and production:\n\n- `bunk_bookings_no_overlap` exists on prod; two bookings of the same bunk for overlapping nights can no longer both be inserted, however close together they arrive\n- the migration first marked the four later Coire Dubh bookings (8816, 8817, 8818, 8819) as cancelled with `cancel_reason = 'double_booked_2026_12_05'`, since the constraint can't be added while overlaps exist\n- `create-booking` returns `409 bunks_taken` on error `23P01`; a test fires two bookings at once and checks that one gets 409",
            ),
            (
                "user",
                "brilliant. so the count in the edge function is really just for a nice error msg, the exclusion constraint on bunk_bookings is what actually stops double bookings",
            ),
            ("assistant", "Exactly, the database is the only place that can't race."),
        ],
        "lessons": [
            {"keys": ["exclusion constraint", "bunk_bookings"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh149-bothy-decision-printed-warden-list",
        "split": "fresh149",
        "steps": [
            (
                "user",
                "wardens say the app is useless in the huts, theres no signal at coire dubh or glen affric. they need to see whos booked in. options?",
            ),
            (
                "read",
                "app/lib/features/huts/warden_screen.dart",
                "@override\nWidget build(BuildContext context, WidgetRef ref) {\n  final bookings = ref.watch(wardenBookingsProvider(hutId));\n  return bookings.when(\n    data: (list) => BookingList(list),\n    loading: () => const Center(child: CircularProgressIndicator()),\n    error: (e, _) => ErrorView(e),\n  );\n}\n",
            ),
            (
                "think",
                "Warden screen is online-only. Options: local cache (drift/sqlite) refreshed when online; PowerSync full offline sync; printed PDF emailed weekly. Recommend 1: least moving parts in-app, works for wardens with the app.",
            ),
            (
                "assistant",
                "The warden screen only works online: `wardenBookingsProvider` queries Supabase every time. Options:\n\n1. **Offline cache in the app**: keep the warden's hut bookings for the next 14 days in a local SQLite database (drift), refreshed whenever the phone has signal. The screen reads from the cache, with a \"last updated\" time.\n2. **PowerSync**: full offline-first sync between Supabase and the app. The most complete, but another service to run and pay for beyond the free tier.\n3. **Printed list**: a `warden-list` edge function renders a PDF of the coming week's bookings and emails it to each hut's warden every Thursday, to print and pin up in the hut.\n\nI'd go with **1**: small change, and the list is always in the warden's pocket.",
            ),
            (
                "user",
                "3. most of the wardens are retired and half of them dont even have the app installed, a printed sheet by the door works with the hut logbook. no guest names on it tho, only membership numbers, it hangs on the wall where anyone walking in can read it (gdpr, committee was v clear on that). can u have a first version by the weekend",
            ),
            (
                "think",
                "PDF edge function. Deno: pdf-lib works in Deno. Columns: bunk, nights, member_no, party size. No names. Wardens' emails from huts.warden_email. pg_cron Thursday 18:00 calling the function via pg_net.",
            ),
            ("edit", "supabase/functions/warden-list/index.ts"),
            ("edit", "supabase/functions/warden-list/render_pdf.ts"),
            ("edit", "supabase/functions/warden-list/render_pdf_test.ts"),
            ("edit", "supabase/migrations/20261207131000_warden_list_cron.sql"),
            (
                "bash",
                "deno test -A supabase/functions/warden-list/ 2>&1 | tail -1",
                "ok | 4 passed | 0 failed (612ms)",
            ),
            (
                "bash",
                'supabase functions serve warden-list --env-file supabase/.env.local >/dev/null 2>&1 & sleep 4; curl -s -X POST localhost:54321/functions/v1/warden-list -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY_LOCAL" -d \'{"hut":"coire-dubh","dryRun":true}\' -o /tmp/coire-dubh.pdf && pdftotext /tmp/coire-dubh.pdf - | head -6',
                "Coire Dubh - bookings 11-17 Dec 2026\nBunk  Nights          Member  Party\n3     Fri 11 - Sun 13  4471    2\n4     Fri 11 - Sun 13  4471    2\n9     Sat 12 - Sun 13  2390    1",
            ),
            (
                "assistant",
                "First version is on `feat/warden-list`:\n\n- `warden-list` renders a one-page PDF per hut for the coming week: bunk, nights, **membership number** and party size, no names anywhere\n- it's emailed to the warden on `huts.warden_email`, scheduled with `pg_cron` for Thursdays at 18:00\n- tested locally with a dry run for Coire Dubh (output above); tests check that no name field ever reaches the PDF\n\nNot deployed yet, so you can look at the PDF first.",
            ),
            ("user", "looks good, ship it monday"),
        ],
        "lessons": [
            {"keys": ["wardens", "printed sheet"]},
            {"keys": ["guest names", "membership numbers"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh149-bothy-tool-stored-project-refs-and-deposit",
        "split": "fresh149",
        "steps": [
            (
                "user",
                "remember this pls: prod supabase project is bothy-prod (ref qzvkbhrmwjxtnpel, eu-west-2), staging is bothy-staging (ref fhtyuaoqlrmcsbvd). then lets add the deposit to the booking flow, stripe checkout",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "bothy: the production Supabase project is bothy-prod (ref qzvkbhrmwjxtnpel, region eu-west-2); staging is bothy-staging (ref fhtyuaoqlrmcsbvd).",
                    "tags": ["bothy", "supabase", "environments"],
                },
                '{"id":"9522","action":"stored"}',
                False,
            ),
            (
                "read",
                "supabase/functions/create-booking/index.ts",
                "const rows = bunkIds.map((bunk_id) => ({ bunk_id, member_no, check_in: checkIn, check_out: checkOut, status: 'confirmed' }));\nconst { data, error } = await supabase.from('bunk_bookings').insert(rows).select('id');\n",
            ),
            (
                "read",
                "supabase/functions/stripe-webhook/index.ts",
                "switch (event.type) {\n  case 'checkout.session.completed':\n    // TODO: nothing uses checkout yet\n    break;\n}\n",
            ),
            (
                "think",
                "Booking should go status 'pending_payment', create Checkout Session, webhook sets 'confirmed'. Pending expires after 30 min (Checkout expires_at). Need: deposit amount and refund policy. Don't guess money rules.",
            ),
            (
                "assistant",
                "Saved the project refs.\n\nPlan for the deposit: `create-booking` inserts the bunks as `pending_payment` and returns a Stripe Checkout URL; `stripe-webhook` flips them to `confirmed` on `checkout.session.completed`, and unpaid ones are released when the Checkout session expires after 30 minutes.\n\nTwo things I need from you: how much is the deposit, and when do members get it back if they cancel?",
            ),
            (
                "user",
                "£10 per bunk per night, refunded in full if they cancel more than 14 days before check-in, after that the club keeps it",
            ),
            ("edit", "supabase/migrations/20261207150200_booking_deposits.sql"),
            ("edit", "supabase/functions/create-booking/index.ts"),
            ("edit", "supabase/functions/stripe-webhook/index.ts"),
            ("edit", "supabase/functions/cancel-booking/index.ts"),
            ("edit", "supabase/functions/_shared/deposit.ts"),
            ("edit", "supabase/functions/_shared/deposit_test.ts"),
            ("edit", "app/lib/features/booking/booking_controller.dart"),
            (
                "bash",
                "deno test -A supabase/functions/ 2>&1 | tail -1 && cd app && flutter test 2>&1 | tail -1",
                "ok | 19 passed | 0 failed (2s)\n00:09 +64: All tests passed!",
            ),
            (
                "assistant",
                "Deposits are in, on `feat/deposits`:\n\n- deposit = bunks × nights × **1000 pence**, computed in `_shared/deposit.ts`\n- `create-booking` holds the bunks as `pending_payment` and returns the Checkout URL; the app opens it with `url_launcher`\n- `stripe-webhook` confirms the booking on `checkout.session.completed`; expired sessions release the bunks\n- `cancel-booking` refunds the full deposit through Stripe if check-in is more than 14 days away, otherwise no refund, and the app says so before the member confirms\n- tests for 2 bunks × 2 nights (£40) and for cancelling 15 and 13 days out\n\nTested against the local Supabase with Stripe test keys only.",
            ),
            ("user", "nice one, ill try it on staging tonight"),
        ],
        "lessons": [
            {"keys": ["£10", "14 days"]},
        ],
        "tool_stored": [["bothy-prod", "eu-west-2"]],
    },
    {
        "name": "fresh149-bothy-review-hut-fees-club-rules",
        "split": "fresh149",
        "steps": [
            ("user", "review fergus's pr #61 pls, hut fees screen"),
            (
                "bash",
                "gh pr diff 61 --name-only",
                "app/lib/features/huts/hut_fees_screen.dart\napp/lib/features/huts/hut_fee.dart\napp/test/features/huts/hut_fees_screen_golden_test.dart\napp/test/features/huts/goldens/hut_fees_screen.png\nsupabase/migrations/20261205201544_create_hut_fees.sql",
            ),
            (
                "read",
                "supabase/migrations/20261205201544_create_hut_fees.sql",
                "create table public.hut_fees (\n  id bigint generated always as identity primary key,\n  hut_id bigint not null references public.huts(id),\n  member_type text not null check (member_type in ('member', 'guest', 'junior')),\n  fee_per_night numeric(6,2) not null\n);\n",
            ),
            (
                "read",
                "app/lib/features/huts/hut_fees_screen.dart",
                "ListTile(\n  title: const Text('Fee per night'),\n  subtitle: Text('£${(fee.feePerNight * nights).toString()}'),\n),\n",
            ),
            (
                "think",
                "Double arithmetic can show £24.000000000004. Suggest toStringAsFixed(2). Table has no RLS. Hardcoded 'Fee per night' string. Golden test good.",
            ),
            (
                "assistant",
                "Review of #61:\n\n1. **Display**: `fee.feePerNight * nights` is a `double` and `toString()` can print `£24.000000000000004`. I'd round with toStringAsFixed(2) before display.\n2. **Migration**: creates `public.hut_fees` with `fee_per_night numeric(6,2)`; no row level security on it yet, which could come in a follow-up PR.\n3. **Strings**: `'Fee per night'` is hardcoded in the widget.\n4. The golden test for the fees screen is a nice touch.",
            ),
            (
                "user",
                "post it, but as club rules so he learns them once. money is always integer pence, fee_per_night_pence int in the db and int in dart, shown with our formatPence() helper, so ur point 1 is the wrong fix. every new table gets row level security enabled with its policies in the same migration that creates it, not in a follow-up. no hardcoded strings in widgets, everything goes in app_en.arb and catriona translates app_gd.arb by hand. and tell him the golden test is great",
            ),
            (
                "think",
                "Drop the toStringAsFixed suggestion. Ask: fee_per_night_pence integer, int in HutFee, formatPence(); enable RLS + select policy for authenticated in the same migration; move string to app_en.arb as hutFeesPerNight.",
            ),
            (
                "bash",
                "gh pr review 61 --request-changes --body-file /tmp/review_61.md",
                "- Requested changes to pull request hmc-scotland/bothy#61",
            ),
            (
                "assistant",
                "Posted on #61 (changes requested), as club rules:\n\n- money is integer pence: `fee_per_night_pence integer` in the table, `int feePerNightPence` in `HutFee`, displayed with `formatPence()`\n- every new table enables row level security with its policies in the migration that creates it, so `hut_fees` needs `enable row level security` and its select policy in `20261205201544_create_hut_fees.sql`\n- no hardcoded strings in widgets: `'Fee per night'` goes into `app_en.arb` (e.g. `hutFeesPerNight`), and Catriona does `app_gd.arb` by hand\n- the golden test is great\n\nThe `toStringAsFixed(2)` suggestion is out.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["integer pence", "formatPence"], "not": ["round with toStringAsFixed"]},
            {"keys": ["row level security", "same migration"]},
            {"keys": ["hardcoded strings", "app_en.arb"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh149-bothy-correction-booking-horizon-120-days",
        "split": "fresh149",
        "steps": [
            (
                "user",
                "members keep asking why they cant book the easter weekend yet. can u add a hint under the calendar saying when the greyed out dates open",
            ),
            (
                "read",
                "app/lib/features/booking/booking_rules.dart",
                "/// How far ahead members may book.\nconst kBookingHorizonDays = 90;\n",
            ),
            (
                "bash",
                'grep -rn "90" supabase/migrations/ | grep -i check_in',
                "supabase/migrations/20250611120000_bunk_bookings.sql:14:  constraint check_in_within_horizon check (check_in <= (created_at at time zone 'Europe/London')::date + 90),",
            ),
            (
                "think",
                "Horizon 90 days in both app and DB constraint. Hint: for a greyed day D, opens on D - 90. Add tap on greyed day -> snackbar + a caption under calendar for first greyed date.",
            ),
            (
                "assistant",
                'Members can book up to 90 days ahead (`kBookingHorizonDays = 90`, and the same limit in the `check_in_within_horizon` constraint). I\'ll add a caption under the calendar, "Dates from 8 Mar open on 8 Dec", and when someone taps a greyed-out day it tells them the date that day opens.',
            ),
            ("edit", "app/lib/features/booking/booking_calendar.dart"),
            ("edit", "app/lib/l10n/app_en.arb"),
            ("edit", "app/test/features/booking/booking_calendar_test.dart"),
            (
                "bash",
                "cd app && flutter gen-l10n && flutter test test/features/booking 2>&1 | tail -1",
                "00:04 +17: All tests passed!",
            ),
            (
                "assistant",
                "Added the caption and the tap hint; the strings are `bookingOpensCaption` and `bookingOpensOn` in `app_en.arb`. Screenshot of the caption in the PR.",
            ),
            (
                "user",
                "looks good. can u make the greyed days a bit lighter too, they look disabled-disabled. oh and the window is 120 days now, the agm in october changed it, the 90 in the code is from the old rules. change the db check too",
            ),
            (
                "think",
                "Update kBookingHorizonDays to 120, new migration to replace check constraint (drop + add with 120), caption recomputes. Lighter grey: use colorScheme.onSurface with 0.38 -> 0.28 alpha? Just onSurfaceVariant at 0.5.",
            ),
            ("edit", "app/lib/features/booking/booking_rules.dart"),
            ("edit", "supabase/migrations/20261207161000_booking_horizon_120_days.sql"),
            ("edit", "app/lib/features/booking/booking_calendar.dart"),
            ("edit", "app/test/features/booking/booking_calendar_test.dart"),
            (
                "bash",
                "supabase db reset --local 2>&1 | tail -1 && cd app && flutter test test/features/booking 2>&1 | tail -1",
                "Finished supabase db reset on branch main.\n00:04 +18: All tests passed!",
            ),
            (
                "assistant",
                'Updated:\n\n- `kBookingHorizonDays = 120`, and migration `20261207161000_booking_horizon_120_days.sql` replaces `check_in_within_horizon` with the 120-day limit, so app and database agree\n- the caption now says "Dates from 7 Apr open on 8 Dec", so Easter is bookable from today\n- greyed-out days are lighter (`onSurfaceVariant` at 50%) and still clearly different from booked days\n- test added for a date 121 days out\n\nOn `feat/booking-opens-hint`.',
            ),
            ("user", "cheers, open the pr"),
            (
                "bash",
                "gh pr create --fill 2>&1 | tail -1",
                "https://github.com/hmc-scotland/bothy/pull/64",
            ),
            ("assistant", "Opened #64."),
        ],
        "lessons": [
            {"keys": ["120 days", "agm"], "not": ["up to 90 days ahead"]},
        ],
        "tool_stored": [],
    },
]
