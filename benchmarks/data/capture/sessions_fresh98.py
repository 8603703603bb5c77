"""The "fresh98" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH98: list[dict[str, Any]] = [
    # --- "lingualoft": class booking for Lingua Loft, a language school with branches in Lisbon and Porto (pnpm + Turborepo monorepo: apps/api is NestJS 10 with Prisma on PostgreSQL 16 and Redis, apps/web is React 18 + Vite with TanStack Query, packages/shared holds zod schemas and booking rules; students buy credit packs, one credit books one class seat; deployed on k8s behind nginx) ---
    {
        "name": "fresh98-loft-chitchat-usecallback-and-button-label",
        "split": "fresh98",
        "steps": [
            ("user", "quick one, useCallback vs useMemo, i always mix them up"),
            (
                "assistant",
                "They're the same idea applied to different things:\n\n- `useMemo(() => compute(a, b), [a, b])` caches a **value**: the result of calling the function\n- `useCallback(fn, [a, b])` caches a **function**: the function itself, so its identity stays the same between renders\n\n`useCallback(fn, deps)` is literally `useMemo(() => fn, deps)`.\n\nYou only need `useCallback` when the function's identity matters: it's passed to a `React.memo` child, or it's in another hook's dependency array (a `useEffect` that would otherwise re-run every render). Wrapping every handler in it by default doesn't buy anything.",
            ),
            (
                "user",
                "ok cool. also marketing wants the button on the class card to say 'Book class' instead of 'Reserve'",
            ),
            (
                "bash",
                'grep -rn "Reserve" apps/web/src --include=*.tsx',
                "apps/web/src/components/ClassCard.tsx:64:          {t('classCard.reserve', 'Reserve')}\napps/web/src/locales/en.json:31:    \"reserve\": \"Reserve\",",
            ),
            ("edit", "apps/web/src/locales/en.json"),
            ("edit", "apps/web/src/components/ClassCard.tsx"),
            (
                "bash",
                "pnpm --filter web test -- ClassCard 2>&1 | tail -3",
                " \u2713 src/components/ClassCard.test.tsx (4 tests) 211ms\n Test Files  1 passed (1)\n      Tests  4 passed (4)",
            ),
            (
                "assistant",
                'Changed the label to "Book class" in `en.json` and the fallback in `ClassCard.tsx`, and updated the snapshot in `ClassCard.test.tsx`. The pt locale still says "Reservar"; tell me if marketing wants that changed too.',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh98-loft-incident-overbooked-classes",
        "split": "fresh98",
        "steps": [
            (
                "user",
                "two classes tonight ended up with 9 students, cap is 8. porto teacher is not amused. how did that get past the capacity check",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -c "select class_session_id, student_id, created_at from bookings where class_session_id in (select class_session_id from bookings where status=\'confirmed\' group by 1 having count(*) > 8) order by created_at desc limit 4"',
                " class_session_id | student_id |          created_at\n------------------+------------+-------------------------------\n cs_8841          | st_20417   | 2026-12-06 19:02:11.418+00\n cs_8841          | st_19930   | 2026-12-06 19:02:11.402+00\n cs_8852          | st_21006   | 2026-12-06 20:15:47.090+00\n cs_8852          | st_18744   | 2026-12-06 20:15:47.071+00\n(4 rows)",
            ),
            (
                "read",
                "apps/api/src/bookings/bookings.service.ts",
                "async create(studentId: string, classSessionId: string) {\n  return this.prisma.$transaction(async (tx) => {\n    const session = await tx.classSession.findUniqueOrThrow({ where: { id: classSessionId } });\n    const taken = await tx.booking.count({ where: { classSessionId, status: 'confirmed' } });\n    if (taken >= session.capacity) throw new ConflictException('CLASS_FULL');\n    await this.credits.debit(tx, studentId, 1);\n    return tx.booking.create({ data: { studentId, classSessionId, status: 'confirmed' } });\n  });\n}\n",
            ),
            (
                "think",
                "Both pairs were created 16-19 ms apart. Prisma interactive transaction runs at Postgres default READ COMMITTED; two requests both count 7, both pass, both insert. Need to serialize per class: SELECT ... FOR UPDATE on the class_sessions row at the start of the transaction. Could also use SERIALIZABLE with retries, but row lock is simpler and scoped to one class.",
            ),
            (
                "assistant",
                "Found it. In both classes the 8th and 9th bookings were created 16-19 ms apart (last seat, two students clicking at once).\n\n`BookingsService.create` counts the confirmed bookings and then inserts, inside a transaction, but Postgres runs it at the default READ COMMITTED isolation: both requests count 7, both pass the capacity check, both insert. The transaction doesn't stop that; nothing locks the class.\n\nFix: at the start of the transaction lock the class row with `SELECT id FROM class_sessions WHERE id = $1 FOR UPDATE` (via `tx.$queryRaw`), so concurrent bookings of the same class wait for each other and the second one sees 8 and gets `CLASS_FULL`. Bookings for different classes aren't affected. Plus a test that fires 20 concurrent bookings at a class with one seat left.\n\nShall I?",
            ),
            ("user", "yes. the 9th students keep their seats, ill sort it out with the teachers"),
            ("edit", "apps/api/src/bookings/bookings.service.ts"),
            ("edit", "apps/api/test/bookings.e2e-spec.ts"),
            (
                "bash",
                "pnpm --filter api test:e2e -- bookings 2>&1 | tail -4",
                " PASS  test/bookings.e2e-spec.ts (14.882 s)\n  bookings\n    \u2713 20 concurrent bookings for the last seat: 1 confirmed, 19 CLASS_FULL (1204 ms)\n    \u2713 concurrent bookings of different classes do not block each other (388 ms)",
            ),
            (
                "assistant",
                "Done:\n\n- `BookingsService.create` now takes a `FOR UPDATE` lock on the `class_sessions` row before counting, so the capacity check and the insert can't interleave for the same class\n- e2e test: 20 concurrent bookings for the last seat give exactly 1 confirmed and 19 `CLASS_FULL`; bookings of different classes still run in parallel\n\nI didn't touch the existing bookings in cs_8841 and cs_8852.",
            ),
            ("user", "nice, merging"),
        ],
        "lessons": [
            {"keys": ["FOR UPDATE", "capacity"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh98-loft-decision-reminders-bullmq-postmark",
        "split": "fresh98",
        "steps": [
            (
                "user",
                "we need reminder emails 24h and 2h before each class. whats the best way to schedule them",
            ),
            (
                "bash",
                "grep -E '\"(@nestjs/schedule|@sendgrid/mail|ioredis|bullmq|postmark)\"' apps/api/package.json; ls apps/api/src",
                '    "@nestjs/schedule": "^4.1.0",\n    "@sendgrid/mail": "^8.1.3",\n    "ioredis": "^5.4.1",\n    "postmark": "^4.0.4",\nauth\nbookings\nclasses\ncredits\nmail\nnotifications\nusers\napp.module.ts\nmain.ts',
            ),
            (
                "assistant",
                "Three ways to do it:\n\n1. **Cron in the API** with `@nestjs/schedule` (already installed): every 5 minutes, find confirmed bookings whose class starts in 24h or 2h and haven't had that reminder yet, and send it.\n2. **BullMQ delayed jobs** on Redis: when a booking is made, queue two jobs delayed until start minus 24h and minus 2h; cancelling a booking removes its jobs. A worker sends them.\n3. **pg-boss**, the same delayed-job idea but stored in Postgres, no Redis needed.\n\nI'd go with 1: the least new code, the dependency is there, and a 5-minute scan is cheap at our size. The emails would go out via SendGrid with `@sendgrid/mail`, like the `notifications` module does.",
            ),
            (
                "user",
                "2. the api runs as 3 replicas on k8s, an in-process cron fires on every pod so every student gets 3 copies. redis is already there for sessions anyway. and fyi sendgrid is gone, we moved email to postmark in october, @sendgrid/mail is a leftover dep nobody removed. send through MailService in apps/api/src/mail, it wraps postmark and the templates",
            ),
            (
                "bash",
                "pnpm --filter api add bullmq @nestjs/bullmq && pnpm --filter api remove @sendgrid/mail 2>&1 | tail -2",
                "dependencies:\n- @sendgrid/mail 8.1.3",
            ),
            ("edit", "apps/api/src/reminders/reminders.module.ts"),
            ("edit", "apps/api/src/reminders/reminders.processor.ts"),
            ("edit", "apps/api/src/reminders/reminders.scheduler.ts"),
            ("edit", "apps/api/src/bookings/bookings.service.ts"),
            ("edit", "apps/api/src/mail/templates/class-reminder.ts"),
            ("edit", "apps/api/src/app.module.ts"),
            ("edit", "apps/api/test/reminders.e2e-spec.ts"),
            (
                "bash",
                "pnpm --filter api test:e2e -- reminders 2>&1 | tail -4",
                " PASS  test/reminders.e2e-spec.ts (9.317 s)\n    \u2713 booking queues 24h and 2h reminder jobs with job ids reminder:<bookingId>:24h|2h (211 ms)\n    \u2713 cancel removes both jobs (97 ms)\n    \u2713 booking less than 2h before start queues no jobs (64 ms)",
            ),
            (
                "assistant",
                "Built it with BullMQ:\n\n- a `reminders` queue on the existing Redis; `BookingsService` queues two delayed jobs per booking (`reminder:<bookingId>:24h` and `:2h`, fixed job ids so a retry can't queue duplicates) and removes them on cancel\n- `RemindersProcessor` runs as a BullMQ worker and sends through `MailService` with a new `class-reminder` Postmark template\n- removed the unused `@sendgrid/mail`\n\nBookings made less than 2h before the class get no reminder. Existing future bookings have no jobs yet: want a one-off script to queue them?",
            ),
            ("user", "yes pls, after lunch"),
        ],
        "lessons": [
            {"keys": ["BullMQ", "replicas"]},
            {"keys": ["Postmark", "MailService"], "not": ["via SendGrid"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh98-loft-correction-late-cancel-cutoff",
        "split": "fresh98",
        "steps": [
            (
                "user",
                "students should be able to cancel a booking from My Classes and get their credit back",
            ),
            (
                "read",
                "packages/shared/src/booking-rules.ts",
                "export const MAX_ACTIVE_BOOKINGS = 10;\nexport const BOOKING_OPENS_DAYS_AHEAD = 21;\n",
            ),
            (
                "read",
                "apps/api/prisma/schema.prisma",
                "model ClassSession {\n  id        String    @id @default(cuid())\n  kind      ClassKind // GROUP | PRIVATE\n  startsAt  DateTime  @db.Timestamptz\n  capacity  Int\n  bookings  Booking[]\n}\n",
            ),
            (
                "assistant",
                'Plan:\n\n1. `DELETE /bookings/:id` in `BookingsController`: only the booking\'s student can cancel, and only before the class starts\n2. the credit comes back if the booking is cancelled at least 24 hours before the class: `CANCEL_CUTOFF_HOURS = 24` in `packages/shared/src/booking-rules.ts`, so the web app can show "no refund" on the button with the same rule\n3. a later cancellation still frees the seat but keeps the credit\n4. e2e tests for both cases and the "not your booking" 403\n\nOK?',
            ),
            ("user", "sounds good"),
            ("edit", "packages/shared/src/booking-rules.ts"),
            ("edit", "apps/api/src/bookings/bookings.controller.ts"),
            (
                "user",
                "hmm wait actually. the refund cutoff is 12 hours not 24, thats been in the student terms since september. and private 1:1 classes are different, 48 hours, because the teacher keeps that slot just for them and gets paid anyway",
            ),
            ("edit", "packages/shared/src/booking-rules.ts"),
            ("edit", "apps/api/src/bookings/bookings.service.ts"),
            ("edit", "apps/web/src/pages/MyClasses.tsx"),
            ("edit", "apps/api/test/bookings.e2e-spec.ts"),
            (
                "bash",
                "pnpm --filter api test:e2e -- bookings 2>&1 | tail -5",
                "    \u2713 group class cancelled 13h before start refunds the credit (144 ms)\n    \u2713 group class cancelled 11h before start frees the seat, no refund (131 ms)\n    \u2713 private class cancelled 47h before start, no refund (126 ms)\n    \u2713 cancelling someone else's booking is 403 (58 ms)\nTests:       9 passed, 9 total",
            ),
            (
                "assistant",
                'Fixed the rule: `booking-rules.ts` now has `refundCutoffHours(kind)`, 12 for group classes and 48 for private ones, used by both `BookingsService.cancel` and the My Classes button (which says "Cancel (no refund)" inside the cutoff). Tests cover both kinds on each side of the cutoff.',
            ),
        ],
        "lessons": [
            {"keys": ["12 hours", "48 hours"], "not": ["CANCEL_CUTOFF_HOURS = 24"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh98-loft-tool-stored-db-reset-and-api-url-answer",
        "split": "fresh98",
        "steps": [
            (
                "user",
                "remember this for later: reset the local db with pnpm --filter api db:reset, it drops, migrates and seeds 2 branches (lisbon, porto), 6 teachers and 50 students. after a reset the web app gives me a CORS error on login, can you look",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "lingualoft: reset the local database with `pnpm --filter api db:reset` (drops, migrates, seeds 2 branches lisbon/porto, 6 teachers, 50 students).",
                    "tags": ["lingualoft", "dev-setup", "database"],
                },
                '{"id":"9318","action":"stored"}',
                False,
            ),
            (
                "bash",
                'cat apps/web/.env.local; grep -n "enableCors\\|setGlobalPrefix" apps/api/src/main.ts; grep -n "baseURL" apps/web/src/api/client.ts',
                "VITE_API_URL=http://127.0.0.1:3000/api\n7:  app.setGlobalPrefix('api');\n8:  app.enableCors({ origin: 'http://localhost:5173', credentials: true });\n3:const baseURL = import.meta.env.VITE_API_URL ?? '/api';",
            ),
            (
                "assistant",
                "The web app runs on `localhost:5173` and calls `127.0.0.1:3000`. For the browser that's a different site, and the API only allows `http://localhost:5173` with credentials, so login fails on CORS and the session cookie isn't sent either.\n\nBefore I change it: how does this work in production? Is `VITE_API_URL` set to the API's URL at build time there, or are the web app and the API on the same origin?",
            ),
            (
                "user",
                "same origin. in prod nginx serves the web build and proxies /api to the api service, VITE_API_URL isnt set in prod at all, its only a local dev thing",
            ),
            ("edit", "apps/web/vite.config.ts"),
            ("edit", "apps/web/.env.local"),
            ("edit", "apps/web/.env.example"),
            (
                "bash",
                'pnpm --filter web dev --port 5173 >/tmp/web.log 2>&1 & sleep 4 && curl -s -o /dev/null -w \'%{http_code}\\n\' -X POST localhost:5173/api/auth/login -H \'content-type: application/json\' -d \'{"email":"student1@lingualoft.test","password":"seed-password"}\'',
                "200",
            ),
            (
                "assistant",
                "Made local work like prod: Vite's dev server now proxies `/api` to `http://localhost:3000`, and I removed `VITE_API_URL` from `.env.local` (and commented it in `.env.example` as optional), so the web app calls `/api` on its own origin and there's no CORS at all. Login through the proxy returns 200.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["nginx", "VITE_API_URL"]},
        ],
        "tool_stored": [["db:reset", "50 students"]],
    },
    {
        "name": "fresh98-loft-pr-review-cents-shared-schemas-timestamptz",
        "split": "fresh98",
        "steps": [
            ("user", "review feat/credit-packs before i merge pls"),
            (
                "bash",
                "git diff --stat main...feat/credit-packs",
                " apps/api/prisma/schema.prisma                   | 11 +++\n apps/api/src/credits/credit-packs.service.ts    | 58 ++++++++++\n apps/web/src/pages/BuyCredits.tsx               | 73 +++++++++++++\n apps/web/src/types/creditPack.ts                |  8 ++\n 4 files changed, 150 insertions(+)",
            ),
            (
                "read",
                "apps/api/prisma/schema.prisma",
                "model CreditPack {\n  id         String   @id @default(cuid())\n  credits    Int\n  price      Float\n  validUntil DateTime @db.Timestamp\n}\n",
            ),
            (
                "read",
                "apps/web/src/types/creditPack.ts",
                "export interface CreditPack {\n  id: string;\n  credits: number;\n  price: number;\n  expiresAt: string;\n}\n",
            ),
            (
                "assistant",
                'Three things:\n\n1. `price` is a `Float`. A 10-class pack at 29.90 will show up as 29.899999 somewhere, and adding packs in the cart drifts.\n2. `apps/web/src/types/creditPack.ts` retypes the API response by hand and has already drifted: the web expects `expiresAt`, the API sends `validUntil`, so the "valid until" line on BuyCredits is always blank.\n3. `validUntil` is `@db.Timestamp` (no time zone) and `credit-packs.service.ts` sets it with `setHours(23, 59)` in the server\'s local time, which is UTC on k8s.\n\nNone of them blocks the demo, but 1 and 2 are real bugs.',
            ),
            (
                "user",
                "fix all three, and make these the rules from now on: money is always integer cents (priceCents Int), never Float or Decimal. request/response shapes live as zod schemas in packages/shared and the web imports the inferred types from there, no hand written api types in apps/web. and every timestamp column is @db.Timestamptz in UTC, anything shown to a student is converted with the branch's timezone field (Europe/Lisbon for both branches right now), never the browser's",
            ),
            ("edit", "apps/api/prisma/schema.prisma"),
            (
                "bash",
                "pnpm --filter api exec prisma migrate dev --name credit_pack_cents_timestamptz 2>&1 | tail -2",
                "Applying migration `20261207103122_credit_pack_cents_timestamptz`\nYour database is now in sync with your schema.",
            ),
            ("edit", "packages/shared/src/schemas/credit-pack.ts"),
            ("edit", "packages/shared/src/index.ts"),
            ("edit", "apps/api/src/credits/credit-packs.service.ts"),
            ("edit", "apps/api/src/credits/credit-packs.controller.ts"),
            ("edit", "apps/web/src/pages/BuyCredits.tsx"),
            (
                "bash",
                "git rm -q apps/web/src/types/creditPack.ts && pnpm turbo run typecheck test --filter=api --filter=web 2>&1 | tail -3",
                " Tasks:    4 successful, 4 total\nCached:    0 cached, 4 total\n  Time:    41.277s",
            ),
            (
                "assistant",
                "Fixed on feat/credit-packs:\n\n- `CreditPack.priceCents Int` (migration converts existing prices), formatted as euros only in the UI\n- `creditPackSchema` in `packages/shared/src/schemas/credit-pack.ts`; the controller validates against it and `BuyCredits.tsx` uses `z.infer<typeof creditPackSchema>`; deleted `apps/web/src/types/creditPack.ts`\n- `validUntil` is `@db.Timestamptz`, computed as 23:59 in the branch's `timezone` and stored in UTC; BuyCredits shows it in the branch's zone\n\nTypecheck and tests pass for api and web.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["integer cents", "priceCents"]},
            {"keys": ["zod", "packages/shared"]},
            {"keys": ["Timestamptz", "timezone"]},
        ],
        "tool_stored": [],
    },
]
