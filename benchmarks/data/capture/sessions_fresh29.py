"""The "fresh29" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

# One developer's two weeks on Tallyroom, a box-office / ticketing SaaS for small theatres:
# TypeScript Fastify API + Prisma on Postgres, Redis/BullMQ jobs, Next.js web app, Stripe
# Checkout, Twilio SMS, deployed on Render.

FRESH29: list[dict[str, Any]] = [
    {
        "name": "fresh29-seatmap-tooltip",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "seat map tooltip says 'Row undefined' for balcony seats at the lyric, can u fix",
            ),
            (
                "read",
                "web/src/components/SeatMap/SeatTooltip.tsx",
                'type Props = { seat: Seat; price: Money };\n\nexport function SeatTooltip({ seat, price }: Props) {\n  return (\n    <div className="seat-tooltip">\n      <span>Row {seat.row}</span> <span>Seat {seat.number}</span>\n      <span>{formatMoney(price)}</span>\n    </div>\n  );\n}\n',
            ),
            (
                "bash",
                'grep -n "rowLabel\\|row:" web/src/types/seating.ts',
                '12:  row?: string;\n13:  rowLabel?: string; // balcony/box sections use free-text labels ("BB", "Box A")\n',
            ),
            (
                "think",
                "Stalls seats have `row`, balcony and box sections only set `rowLabel`. Fall back from row to rowLabel.",
            ),
            ("edit", "web/src/components/SeatMap/SeatTooltip.tsx"),
            (
                "bash",
                "npm test -w web -- SeatTooltip",
                " PASS  src/components/SeatMap/SeatTooltip.test.tsx\n  SeatTooltip\n    ✓ renders stalls row (14 ms)\n    ✓ renders balcony rowLabel (3 ms)\n\nTests: 2 passed, 2 total",
            ),
            (
                "assistant",
                "Balcony and box seats only carry `rowLabel`, not `row`, so the tooltip printed `undefined`. It now shows `seat.row ?? seat.rowLabel`, and I added a test for a balcony seat.",
            ),
            ("user", "ty. make the price bold too while ur there"),
            ("edit", "web/src/components/SeatMap/SeatTooltip.tsx"),
            (
                "bash",
                "npm test -w web -- SeatTooltip",
                " PASS  src/components/SeatMap/SeatTooltip.test.tsx\n\nTests: 2 passed, 2 total",
            ),
            ("assistant", "Done, the price is wrapped in `<strong>` now; tests still pass."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh29-stripe-duplicate-tickets",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "complaint from the Lyric box office: customer charged once but got 2 sets of tickets for the same order (ord_8KQ2). look into it pls",
            ),
            (
                "bash",
                "psql $DATABASE_URL -c \"select id, order_id, seat_id, created_at from tickets where order_id = 'ord_8KQ2' order by created_at\"",
                "   id    | order_id | seat_id |         created_at\n---------+----------+---------+----------------------------\n tk_91a2 | ord_8KQ2 | L-C-14  | 2026-11-27 19:02:11.402+00\n tk_91a3 | ord_8KQ2 | L-C-15  | 2026-11-27 19:02:11.405+00\n tk_91f0 | ord_8KQ2 | L-C-14  | 2026-11-27 19:02:44.918+00\n tk_91f1 | ord_8KQ2 | L-C-15  | 2026-11-27 19:02:44.920+00\n(4 rows)",
            ),
            (
                "read",
                "api/src/webhooks/stripe.ts",
                "export async function handleStripeEvent(event: Stripe.Event) {\n  switch (event.type) {\n    case 'checkout.session.completed': {\n      const session = event.data.object as Stripe.Checkout.Session;\n      const order = await markOrderPaid(session.metadata!.orderId);\n      const tickets = await createTickets(order);\n      await sendTicketEmail(order, tickets);\n      break;\n    }\n    case 'charge.refunded':\n      await handleRefund(event.data.object as Stripe.Charge);\n      break;\n  }\n}\n",
            ),
            (
                "bash",
                "render logs --resources srv-tallyroom-api --text evt_1QHc2 --start 2026-11-27T19:00:00Z --limit 20",
                "19:02:11 POST /webhooks/stripe evt_1QHc2 checkout.session.completed\n19:02:41 ERROR sendTicketEmail: SMTP timeout after 30000ms (smtp.postmarkapp.com)\n19:02:41 POST /webhooks/stripe 500 30412ms\n19:02:44 POST /webhooks/stripe evt_1QHc2 checkout.session.completed\n19:02:46 POST /webhooks/stripe 200 1822ms",
            ),
            (
                "think",
                "Same event delivered twice. First attempt created tickets, then the email timed out and we returned 500, so Stripe retried and createTickets ran again. Nothing makes the handler idempotent.",
            ),
            (
                "assistant",
                "Root cause: Stripe delivered `evt_1QHc2` twice. On the first delivery we created the tickets, then the Postmark email timed out and the handler returned 500, so Stripe retried and `createTickets` ran a second time. The handler has no idempotency check, so any failure after the insert duplicates tickets. Want me to dedupe on the order (skip if it already has tickets) or on the event?",
            ),
            (
                "user",
                "on the event. record the stripe event id in stripe_events with a unique constraint and skip if we've seen it. every webhook handler goes through that, not just checkout — refunds have the same problem. and move the email to a bullmq job so an smtp hiccup can't 500 the webhook",
            ),
            ("edit", "api/prisma/schema.prisma"),
            (
                "bash",
                "npx prisma migrate dev --name stripe_events",
                "Applying migration `20261128101502_stripe_events`\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20261128101502_stripe_events/\n    └─ migration.sql\n\nYour database is now in sync with your schema.",
            ),
            ("edit", "api/src/webhooks/stripe.ts"),
            ("edit", "api/src/jobs/ticketEmail.ts"),
            (
                "bash",
                "npm test -w api -- webhooks",
                " PASS  test/webhooks/stripe.test.ts\n  stripe webhook\n    ✓ creates tickets on checkout.session.completed (41 ms)\n    ✓ ignores a redelivered event id (12 ms)\n    ✓ refund redelivery refunds once (15 ms)\n    ✓ email failure does not fail the webhook (9 ms)\n\nTests: 4 passed, 4 total",
            ),
            (
                "assistant",
                "`handleStripeEvent` now inserts `event.id` into `stripe_events` (unique) inside the same transaction as the handler's writes and returns 200 early on a conflict, for every event type. The ticket email is enqueued as a BullMQ job instead of sent inline. For ord_8KQ2 I'd void tk_91f0 and tk_91f1 — shall I?",
            ),
            ("user", "yep void them"),
            (
                "bash",
                "psql $DATABASE_URL -c \"update tickets set status = 'void' where id in ('tk_91f0','tk_91f1')\"",
                "UPDATE 2",
            ),
        ],
        "lessons": [{"keys": ["stripe_events", "event id"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh29-promo-max-uses-migrate",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "need a max_uses col on promo_codes, nullable int, null = unlimited. and checkout should reject a code once its used up",
            ),
            (
                "read",
                "api/prisma/schema.prisma",
                "model PromoCode {\n  id         String   @id @default(cuid())\n  venueId    String\n  code       String\n  percentOff Int\n  validUntil DateTime?\n  redemptions PromoRedemption[]\n\n  @@unique([venueId, code])\n}\n",
            ),
            ("edit", "api/prisma/schema.prisma"),
            (
                "assistant",
                'Added `maxUses Int? @map("max_uses")` to `PromoCode`. I\'ll sync it to your local database with `npx prisma db push` so you can try it right away, then wire up the checkout check.',
            ),
            (
                "user",
                "no dont use db push here. we always make a migration with prisma migrate dev so there's a sql file in the repo — staging drifted from prod in march because someone db pushed to it and it took a day to untangle",
            ),
            (
                "bash",
                "npx prisma migrate dev --name promo_max_uses",
                "Applying migration `20261130094418_promo_max_uses`\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  └─ 20261130094418_promo_max_uses/\n    └─ migration.sql\n\nYour database is now in sync with your schema.\n\n✔ Generated Prisma Client (v5.22.0)",
            ),
            ("edit", "api/src/checkout/promo.ts"),
            (
                "bash",
                "npm test -w api -- promo",
                " PASS  test/checkout/promo.test.ts\n  applyPromo\n    ✓ applies percent off (8 ms)\n    ✓ rejects expired code (3 ms)\n    ✓ rejects code at max_uses (5 ms)\n    ✓ null max_uses is unlimited (4 ms)\n\nTests: 4 passed, 4 total",
            ),
            (
                "assistant",
                "Created migration `20261130094418_promo_max_uses` with `prisma migrate dev` instead. `applyPromo` now counts redemptions and rejects the code with `PROMO_EXHAUSTED` once the count reaches `maxUses`; null means unlimited. Tests pass.",
            ),
            ("user", "gr8, ship it"),
        ],
        "lessons": [{"keys": ["db push", "migrate dev"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh29-deps-patch-bump",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "dependabot has like 6 PRs open. just bump the patch/minor ones locally and run everything, leave the majors alone for now",
            ),
            (
                "bash",
                "npm outdated",
                "Package            Current  Wanted  Latest  Location\n@fastify/cors       10.0.1  10.0.2  10.0.2  api\nbullmq               5.12.0  5.34.1  5.34.1  api\nfastify              5.1.0   5.2.1   5.2.1   api\nnext                14.2.15 14.2.20  15.0.3  web\nstripe              17.3.1  17.5.0  17.5.0  api\nzod                  3.23.8  3.23.8   4.0.0  api",
            ),
            (
                "bash",
                "npm install -w api @fastify/cors@10.0.2 bullmq@5.34.1 fastify@5.2.1 stripe@17.5.0 && npm install -w web next@14.2.20",
                "added 2 packages, changed 9 packages, and audited 1184 packages in 12s\n\nchanged 4 packages, and audited 1184 packages in 7s\n\nfound 0 vulnerabilities",
            ),
            (
                "bash",
                "npm run typecheck && npm test",
                "> tsc -b\n\n> npm test -ws\n\n api: Tests: 212 passed, 212 total\n web: Tests: 87 passed, 87 total",
            ),
            (
                "assistant",
                "Bumped @fastify/cors, bullmq, fastify and stripe in the api and next to 14.2.20 in the web app. Typecheck is clean and all 299 tests pass. Left next 15 and zod 4 alone since those are majors.",
            ),
            ("user", "k commit + push, i'll close the dependabot ones"),
            (
                "bash",
                'git commit -am "chore: patch/minor dependency bumps" && git push',
                "[main 4e1a9c2] chore: patch/minor dependency bumps\n 3 files changed, 58 insertions(+), 61 deletions(-)\nTo github.com:tallyroom/tallyroom.git\n   b7d20f1..4e1a9c2  main -> main",
            ),
            ("assistant", "Pushed as 4e1a9c2."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh29-render-predeploy-correction",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "staging deploy went out but the promo max_uses migration never ran, checkout 500s with column does not exist. render.yaml is in the root",
            ),
            (
                "read",
                "render.yaml",
                "services:\n  - type: web\n    name: tallyroom-api-staging\n    runtime: node\n    plan: standard\n    rootDir: api\n    buildCommand: npm ci && npm run build\n    startCommand: node dist/server.js\n    envVars:\n      - key: DATABASE_URL\n        fromDatabase:\n          name: tallyroom-pg-staging\n          property: connectionString\n  - type: worker\n    name: tallyroom-jobs-staging\n    runtime: node\n    rootDir: api\n    buildCommand: npm ci && npm run build\n    startCommand: node dist/worker.js\n",
            ),
            (
                "think",
                "Nothing in the blueprint runs migrations at all; they must have been applied by hand before. Add migrate deploy to the api's build.",
            ),
            (
                "assistant",
                "Nothing in `render.yaml` applies migrations, so they only ever ran when someone did it by hand. I'll change the api's build to `buildCommand: npm ci && npx prisma migrate deploy && npm run build` so every deploy applies pending migrations before the new code starts.",
            ),
            (
                "user",
                "no, that won't work on render. the build step can't reach the db, we only expose postgres on the private network and builds don't get it. prisma migrate deploy goes in preDeployCommand, it runs after the build with the service's network + env",
            ),
            ("edit", "render.yaml"),
            (
                "bash",
                'git commit -am "deploy: run prisma migrate deploy as preDeployCommand" && git push origin main',
                "[main 91c3e07] deploy: run prisma migrate deploy as preDeployCommand\n 1 file changed, 1 insertion(+)\nTo github.com:tallyroom/tallyroom.git\n   4e1a9c2..91c3e07  main -> main",
            ),
            (
                "assistant",
                "Added `preDeployCommand: npx prisma migrate deploy` to the api service and left the build command as it was. Pushed; the staging deploy should pick it up.",
            ),
            (
                "user",
                "==> Running pre-deploy command 'npx prisma migrate deploy'\n1 migration found in prisma/migrations\nApplying migration `20261130094418_promo_max_uses`\nAll migrations have been successfully applied.\n==> Deploy live\n\nthere we go",
            ),
            (
                "bash",
                'curl -s -X POST https://api-staging.tallyroom.app/checkout/promo -H \'content-type: application/json\' -d \'{"venueId":"lyric","code":"PREVIEW20"}\'',
                '{"ok":true,"percentOff":20,"remaining":null}',
            ),
            ("assistant", "Migration applied and the promo endpoint on staging answers again."),
        ],
        "lessons": [
            {
                "keys": ["migrate deploy", "preDeployCommand"],
                "not": ["migrate deploy && npm run build"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh29-twilio-uk-sender",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "uk buyers arent getting their ticket sms. US ones are fine. seeing twilio 21612 in the logs",
            ),
            (
                "bash",
                "render logs --resources srv-tallyroom-jobs --text 21612 --limit 5",
                "10:14:02 sms.send failed to=+4477009xxxxx code=21612 The 'To' phone number is not currently reachable using the 'From' phone number via SMS.\n10:31:47 sms.send failed to=+4479112xxxxx code=21612 The 'To' phone number is not currently reachable using the 'From' phone number via SMS.",
            ),
            (
                "read",
                "api/src/sms/send.ts",
                "const client = twilio(env.TWILIO_SID, env.TWILIO_TOKEN);\n\nexport async function sendTicketSms(to: string, body: string) {\n  return client.messages.create({ from: env.TWILIO_FROM, to, body });\n}\n",
            ),
            (
                "bash",
                "grep TWILIO_FROM api/.env.example",
                "TWILIO_FROM=+18885550142",
            ),
            (
                "think",
                "TWILIO_FROM is a US toll-free number; it can't deliver to UK mobiles. Either buy a UK long code or use an alphanumeric sender ID for +44.",
            ),
            (
                "assistant",
                "We send everything from `TWILIO_FROM`, which is a US toll-free number, and Twilio can't deliver from it to UK mobiles, hence 21612. Two options: buy a UK number, or send UK messages from an alphanumeric sender ID (no number to buy, but recipients can't reply). Which do you prefer?",
            ),
            (
                "user",
                "alphanumeric, nobody replies to ticket texts anyway. use TALLYROOM as the sender id for +44 numbers, us/canada stay on the toll free. pls remember this one, it's bitten us twice",
            ),
            ("edit", "api/src/sms/send.ts"),
            (
                "bash",
                "npm test -w api -- sms",
                " PASS  test/sms/send.test.ts\n  sendTicketSms\n    ✓ +44 uses alphanumeric sender TALLYROOM (6 ms)\n    ✓ +1 uses TWILIO_FROM (2 ms)\n\nTests: 2 passed, 2 total",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Ticket SMS sender: UK numbers (+44) are sent from the alphanumeric sender ID TALLYROOM (one-way); US/Canada numbers stay on the toll-free number in TWILIO_FROM. Sending to UK from the toll-free number fails with Twilio error 21612.",
                    "tags": ["sms", "twilio"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "`sendTicketSms` now picks `TALLYROOM` as the sender for +44 numbers and keeps `TWILIO_FROM` for +1. I saved the sender rule to memory. The 2 UK buyers from this morning can be re-sent from the order page.",
            ),
        ],
        "lessons": [],
        "tool_stored": [["TALLYROOM", "sender ID"]],
    },
    {
        "name": "fresh29-door-scanner-offline-qr",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "starting on the door scanner app (expo). first question: what goes in the QR on the ticket? rn its just the ticket uuid",
            ),
            (
                "read",
                "api/src/tickets/qr.ts",
                "import QRCode from 'qrcode';\n\nexport function ticketQrPng(ticket: Ticket): Promise<Buffer> {\n  return QRCode.toBuffer(ticket.id, { errorCorrectionLevel: 'M', width: 320 });\n}\n",
            ),
            (
                "assistant",
                "Two ways to go. (a) Keep the bare uuid and have the scanner call `POST /scan` to check it and mark it used: simple, revocation is instant, but every scan needs the API. (b) Put a signed payload in the QR so the scanner can verify it locally and sync scans later. Does the door usually have reliable connectivity?",
            ),
            (
                "user",
                "lol no. half our venues are in basements and the Lyric foyer has zero signal. so the scanner has to validate offline and sync scans when it gets signal. go with HMAC-SHA256 over ticket id + show id, one key per show so a leaked key only burns one show",
            ),
            (
                "think",
                "Need a show_signing_keys table, payload format v1.<ticketId>.<showId>.<sig>, scanner downloads the key for the shows it's checking in before doors. Duplicate-scan detection is per device until sync.",
            ),
            ("edit", "api/prisma/schema.prisma"),
            (
                "bash",
                "npx prisma migrate dev --name show_signing_keys",
                "Applying migration `20261202141133_show_signing_keys`\n\nYour database is now in sync with your schema.",
            ),
            ("edit", "api/src/tickets/qr.ts"),
            ("edit", "api/src/scanner/keys.ts"),
            (
                "bash",
                "npm test -w api -- tickets scanner",
                " PASS  test/tickets/qr.test.ts\n PASS  test/scanner/keys.test.ts\n\nTests: 7 passed, 7 total",
            ),
            (
                "assistant",
                "QR payload is now `v1.<ticketId>.<showId>.<sig>` with an HMAC-SHA256 signature under a per-show key from the new `show_signing_keys` table. `GET /scanner/shows/:id/key` (door-staff role only) gives the scanner the key to download before doors open. Tickets issued before this keep their bare uuid, so the scanner will need an online fallback for them.",
            ),
            ("user", "nice. skip key rotation for now, we'll see if we need it"),
        ],
        "lessons": [{"keys": ["offline", "HMAC"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh29-kammerspiele-csv-export",
        "split": "fresh29",
        "steps": [
            (
                "user",
                "kammerspiele hamburg wants a csv of all their october orders for their accountant. semicolon separated w/ comma decimals bc german excel. just dump it to a file, dont build a feature",
            ),
            (
                "bash",
                "psql $DATABASE_URL -c \"\\copy (select o.id, o.paid_at at time zone 'Europe/Berlin' as paid_at, o.buyer_email, replace(to_char(o.total_cents/100.0, 'FM999990.00'), '.', ',') as total_eur from orders o where o.venue_id = 'kammerspiele-hh' and o.status = 'paid' and o.paid_at >= '2026-10-01' and o.paid_at < '2026-11-01' order by o.paid_at) to 'exports/kammerspiele-2026-10.csv' with (format csv, header, delimiter ';')\"",
                "COPY 1284",
            ),
            (
                "bash",
                "head -3 exports/kammerspiele-2026-10.csv",
                "id;paid_at;buyer_email;total_eur\nord_7Ab1;2026-10-01 09:12:44;m.schulz@example.de;48,00\nord_7Ab9;2026-10-01 09:40:02;k.weber@example.de;24,50",
            ),
            (
                "assistant",
                "Wrote `exports/kammerspiele-2026-10.csv`: 1,284 paid orders, `;`-separated, totals with comma decimals, times in Berlin time.",
            ),
            ("user", "sum is like 40 eur higher than what stripe says for october"),
            (
                "bash",
                "psql $DATABASE_URL -c \"select o.id, r.amount_cents from refunds r join orders o on o.id = r.order_id where o.venue_id = 'kammerspiele-hh' and o.paid_at >= '2026-10-01' and o.paid_at < '2026-11-01'\"",
                "    id    | amount_cents\n----------+--------------\n ord_7F02 |         1200\n ord_7H3c |         1650\n ord_7Jx8 |         1150\n(3 rows)",
            ),
            (
                "think",
                "3 partial refunds totalling 40.00 EUR; the orders stay 'paid' so the export counts them at full value.",
            ),
            (
                "assistant",
                "The gap is three partial refunds (12,00 + 16,50 + 11,50 = 40,00 EUR). Partially refunded orders keep status `paid`, so the export shows their original totals. I can add a refunded column and a net column.",
            ),
            ("user", "ya do that and i'll send it"),
            (
                "bash",
                "psql $DATABASE_URL -f /tmp/kammerspiele_export_v2.sql && tail -1 exports/kammerspiele-2026-10.csv",
                "COPY 1284\nord_8Lq4;2026-10-31 21:58:10;j.becker@example.de;36,00;0,00;36,00",
            ),
            (
                "assistant",
                "Re-exported with `refunded_eur` and `net_eur` columns; the net column now sums to Stripe's October figure.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
