"""The "fresh91" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH91: list[dict[str, Any]] = [
    # --- "vetlyn": a SaaS for small veterinary clinics (Next.js 15 App Router on Vercel, Prisma 6 on Neon Postgres, Auth.js, Stripe Billing for the clinics' subscriptions and Stripe Connect for pet owners paying their clinic's invoices, Resend for email, Twilio for SMS reminders, pnpm) ---
    {
        "name": "fresh91-vetlyn-incident-duplicate-payments-webhook-timeout",
        "split": "fresh91",
        "steps": [
            (
                "user",
                "riverside animal hospital says a bunch of owners got the 'payment received' email twice yesterday afternoon and their dashboard shows those payments twice. owners were only charged once in stripe. whats going on",
            ),
            (
                "read",
                "app/api/webhooks/stripe-connect/route.ts",
                'import { stripe } from "@/lib/stripe";\nimport { db } from "@/lib/db";\nimport { sendReceiptEmail } from "@/lib/email/receipt";\nimport { renderInvoicePdf } from "@/lib/pdf";\n\nexport const maxDuration = 10;\n\nexport async function POST(req: Request) {\n  const sig = req.headers.get("stripe-signature")!;\n  const event = stripe.webhooks.constructEvent(await req.text(), sig, process.env.STRIPE_CONNECT_WEBHOOK_SECRET!);\n\n  if (event.type === "payment_intent.succeeded") {\n    const pi = event.data.object;\n    const payment = await db.payment.create({\n      data: { clinicId: pi.metadata.clinicId, invoiceId: pi.metadata.invoiceId, amount: pi.amount, stripePaymentIntentId: pi.id },\n    });\n    const pdf = await renderInvoicePdf(payment.invoiceId);\n    await sendReceiptEmail(payment, pdf);\n  }\n  return new Response(null, { status: 200 });\n}\n',
            ),
            (
                "bash",
                "vercel logs vetlyn-app --since 30h --query '/api/webhooks/stripe-connect' 2>/dev/null | grep -E 'Timed out|504|Resend' | head -4",
                "2026-12-06 15:12:41  POST /api/webhooks/stripe-connect  504  Task timed out after 10.00 seconds\n2026-12-06 15:12:40  warn  Resend API slow response 8712ms (POST /emails)\n2026-12-06 15:14:03  POST /api/webhooks/stripe-connect  504  Task timed out after 10.00 seconds\n2026-12-06 15:14:02  warn  Resend API slow response 9240ms (POST /emails)",
            ),
            (
                "think",
                "Payment row is created first, then PDF render + Resend send. Resend was slow yesterday ~15:00, pushing the function past maxDuration 10s -> Vercel kills it with 504 after the row exists. Stripe sees a non-2xx and redelivers the same event later; second delivery creates a second Payment and sends the email again. Fix: dedupe on event.id (table with unique id, insert in the same transaction as the payment), acknowledge fast, do PDF+email after the response with after() from next/server.",
            ),
            (
                "assistant",
                "Found it. The Connect webhook creates the `Payment` row first, then renders the PDF and sends the receipt through Resend before returning 200. Yesterday from about 15:00 Resend was answering in 8-9 s, so the function went past `maxDuration = 10` and Vercel killed it with a 504, **after** the payment row was already written. Stripe treats the 504 as a failed delivery and redelivers the same `payment_intent.succeeded` event, and the second run creates a second `Payment` and sends a second email. The owners were only charged once; only our side doubled.\n\nFix:\n1. a `StripeEvent` table keyed by `event.id`; insert it in the same transaction as the payment and skip the event if it's already there\n2. return 200 right after the transaction and move the PDF + email into `after()` from `next/server`\n3. a script to delete yesterday's duplicate `Payment` rows (same `stripePaymentIntentId`)\n\nOK?",
            ),
            ("user", "yes all 3"),
            ("edit", "prisma/schema.prisma"),
            ("edit", "app/api/webhooks/stripe-connect/route.ts"),
            ("edit", "scripts/dedupe-payments-2026-12-06.ts"),
            ("edit", "app/api/webhooks/stripe-connect/route.test.ts"),
            (
                "bash",
                "pnpm prisma migrate dev --name stripe-event-dedupe 2>&1 | tail -1 && pnpm vitest run app/api/webhooks 2>&1 | tail -3 && pnpm tsx scripts/dedupe-payments-2026-12-06.ts --dry-run",
                "Your database is now in sync with your schema.\n Test Files  2 passed (2)\n      Tests  9 passed (9)\n   Duration  1.84s\nwould delete 15 duplicate Payment rows (clinic riverside-animal-hospital: 15)",
            ),
            (
                "assistant",
                "Done:\n\n- `StripeEvent { id String @id, type String, receivedAt DateTime }`; the route inserts it and the `Payment` in one transaction, and a repeated `event.id` returns 200 without doing anything\n- 200 goes back as soon as the transaction commits; the PDF and receipt email run in `after()`\n- tests: the same event delivered twice makes one payment and one email; a 9 s Resend call no longer delays the response\n- dry run of the cleanup finds 15 duplicate rows, all Riverside. Run it without `--dry-run` against prod once this is deployed.",
            ),
            ("user", "cool, deploying"),
        ],
        "lessons": [
            {"keys": ["StripeEvent", "event.id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh91-vetlyn-chitchat-useactionstate-and-reminder-typo",
        "split": "fresh91",
        "steps": [
            (
                "user",
                "whats the actual difference between useFormStatus and useActionState, i always mix them up",
            ),
            (
                "assistant",
                "- `useActionState(action, initialState)` wraps a server action and gives you `[state, formAction, isPending]`. `state` is whatever the action returned last (validation errors, a success message), so it's what you use to show results. You call it in the component that renders the `<form>`.\n- `useFormStatus()` only tells you whether the **parent** `<form>` is submitting (`pending`, `data`, `method`). It has to be called in a component *inside* the form, which is why it's usually in a `<SubmitButton>`.\n\nSo: `useActionState` for the result, `useFormStatus` for a button that disables itself. Since `useActionState` also returns `isPending`, you often don't need `useFormStatus` unless the button is a separate component.",
            ),
            (
                "user",
                "got it. the vaccine reminder email says 'your apointment' somewhere, fix",
            ),
            (
                "bash",
                'grep -rn "apointment" emails/ app/ lib/ --include=*.tsx --include=*.ts',
                "emails/VaccineReminder.tsx:34:          Reply to this email or call us to book your apointment.",
            ),
            ("edit", "emails/VaccineReminder.tsx"),
            (
                "bash",
                "pnpm tsc --noEmit && pnpm vitest run emails 2>&1 | tail -2",
                "      Tests  6 passed (6)\n   Duration  0.92s",
            ),
            (
                "assistant",
                'Fixed "apointment" to "appointment" in `emails/VaccineReminder.tsx:34`; typecheck and the email tests pass.',
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh91-vetlyn-patient-weight-corrections-neon-branch-and-kg",
        "split": "fresh91",
        "steps": [
            (
                "user",
                "add weight to the patient record and show it on the patient card, optional, vets fill it at each visit",
            ),
            (
                "read",
                "prisma/schema.prisma",
                "model Patient {\n  id        String   @id @default(cuid())\n  clinicId  String\n  clinic    Clinic   @relation(fields: [clinicId], references: [id])\n  ownerId   String\n  owner     Owner    @relation(fields: [ownerId], references: [id])\n  name      String\n  species   Species\n  breed     String?\n  birthDate DateTime?\n  createdAt DateTime @default(now())\n\n  @@index([clinicId])\n}\n",
            ),
            (
                "assistant",
                "Plan: add `weightLb Decimal? @db.Decimal(6, 2)` to `Patient` (our clinics are all US, so weight stored in pounds), run `pnpm prisma migrate dev --name patient-weight` against the `DATABASE_URL` in `.env`, then show it on `PatientCard` and add the field to the visit form. OK?",
            ),
            ("user", "yep"),
            ("edit", "prisma/schema.prisma"),
            (
                "user",
                "wait actually dont run migrate dev yet. .env points at the shared neon dev branch with everyone's seed and QA data. run pnpm db:branch first, it makes you your own neon branch and writes its DATABASE_URL into .env.local. migrate dev hit drift on the shared one last month and reset it, we lost a week of QA data. oh and make it weightKg, we store everything clinical in metric and convert on display from Clinic.unitSystem, drug doses are calculated per kg so lb in the db is asking for a dosing bug",
            ),
            ("edit", "prisma/schema.prisma"),
            (
                "bash",
                "pnpm db:branch && grep -c DATABASE_URL .env.local && pnpm prisma migrate dev --name patient-weight 2>&1 | tail -2",
                "Created Neon branch dev-pat-weight-7f3k (from main) \u2192 wrote DATABASE_URL to .env.local\n1\nApplying migration `20261207104512_patient_weight`\nYour database is now in sync with your schema.",
            ),
            (
                "read",
                "lib/units.ts",
                'export type UnitSystem = "metric" | "imperial";\n\nexport function formatLength(cm: number, units: UnitSystem) {\n  return units === "imperial" ? `${(cm / 2.54).toFixed(1)} in` : `${cm.toFixed(1)} cm`;\n}\n',
            ),
            ("edit", "lib/units.ts"),
            ("edit", "components/patients/PatientCard.tsx"),
            ("edit", "app/(clinic)/visits/[visitId]/VisitForm.tsx"),
            (
                "bash",
                "pnpm tsc --noEmit && pnpm vitest run lib/units components/patients 2>&1 | tail -2",
                "      Tests  14 passed (14)\n   Duration  1.31s",
            ),
            (
                "assistant",
                "Done, on your own Neon branch `dev-pat-weight-7f3k`:\n\n- `Patient.weightKg Decimal? @db.Decimal(6, 2)`, migration `20261207104512_patient_weight`\n- `formatWeight(kg, units)` in `lib/units.ts` shows lb for `imperial` clinics and kg otherwise\n- `VisitForm` takes the weight in the clinic's unit and converts to kg before saving\n- `PatientCard` shows it next to the birth date\n\nTypecheck and tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["pnpm db:branch", "migrate dev"]},
            {"keys": ["weightKg", "unitSystem"], "not": ["weight stored in pounds"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh91-vetlyn-decision-per-vet-seat-billing",
        "split": "fresh91",
        "steps": [
            (
                "user",
                "clinics keep asking to pay per vet instead of the flat plan. how would we do that in stripe",
            ),
            (
                "read",
                "lib/billing/plans.ts",
                'export const PLANS = {\n  starter: { priceId: process.env.STRIPE_PRICE_STARTER!, label: "Starter" },\n  clinic: { priceId: process.env.STRIPE_PRICE_CLINIC!, label: "Clinic" },\n} as const;\n',
            ),
            (
                "assistant",
                "Today each clinic has one subscription item on a flat monthly price (Starter or Clinic). Ways to bill per vet:\n\n1. **Seat quantity.** A per-vet monthly price; the subscription item's `quantity` is the number of active vets. When a clinic adds or removes a vet we update the quantity and Stripe prorates the change.\n2. **Metered usage.** A metered price; we report active vets each day with meter events and Stripe bills the usage at the end of the month.\n3. **Tiered flat plans.** Keep flat prices but split them by size: 1-2 vets, 3-5, 6+.\n\nMetered is the most exact, quantity the simplest to build.",
            ),
            (
                "user",
                "go with the seat quantity one. locums come in for a week or two all the time and clinics want to see the prorated line for the locum on the next invoice. metered would bill them a month later with no explanation, and tiers is just what we have now with extra steps",
            ),
            ("edit", "lib/billing/plans.ts"),
            ("edit", "lib/billing/seats.ts"),
            ("edit", "app/(clinic)/settings/team/actions.ts"),
            ("edit", "lib/billing/seats.test.ts"),
            (
                "bash",
                "pnpm vitest run lib/billing 2>&1 | tail -3",
                " Test Files  3 passed (3)\n      Tests  17 passed (17)\n   Duration  1.47s",
            ),
            (
                "assistant",
                "Done:\n\n- `PLANS.perVet` uses a new per-vet monthly price (`STRIPE_PRICE_PER_VET`)\n- `syncSeats(clinicId)` in `lib/billing/seats.ts` counts members with role `vet` and updates the subscription item's `quantity`; it runs from the add/remove member actions in team settings\n- tests with Stripe's mock: adding a vet mid-cycle raises the quantity by one and leaves a proration for the next invoice\n\nExisting flat-plan clinics are untouched until they switch.",
            ),
        ],
        "lessons": [
            {"keys": ["quantity", "locum"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh91-vetlyn-tool-stored-stripe-listen-and-application-fee-answer",
        "split": "fresh91",
        "steps": [
            (
                "user",
                "remember this one for me: local webhooks are stripe listen --forward-to localhost:3000/api/webhooks/stripe --forward-connect-to localhost:3000/api/webhooks/stripe-connect, and the whsec_ it prints goes into STRIPE_WEBHOOK_SECRET in .env.local. then lets build the pay invoice button for owners",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "vetlyn local Stripe webhooks: `stripe listen --forward-to localhost:3000/api/webhooks/stripe --forward-connect-to localhost:3000/api/webhooks/stripe-connect`; put the whsec_ secret it prints into STRIPE_WEBHOOK_SECRET in .env.local.",
                    "tags": ["vetlyn", "stripe", "webhooks", "local-dev"],
                },
                '{"id":"9316","action":"stored"}',
                False,
            ),
            (
                "read",
                "app/(owner)/invoices/[invoiceId]/page.tsx",
                "export default async function InvoicePage({ params }: { params: Promise<{ invoiceId: string }> }) {\n  const { invoiceId } = await params;\n  const invoice = await getOwnerInvoice(invoiceId);\n  return (\n    <main>\n      <InvoiceSummary invoice={invoice} />\n      {/* TODO pay button */}\n    </main>\n  );\n}\n",
            ),
            ("edit", "app/(owner)/invoices/[invoiceId]/actions.ts"),
            ("edit", "app/(owner)/invoices/[invoiceId]/PayButton.tsx"),
            ("edit", "app/(owner)/invoices/[invoiceId]/page.tsx"),
            (
                "assistant",
                "Saved the webhook command.\n\nThe button calls a `payInvoice` server action that creates a Checkout Session on the clinic's connected account (`stripeAccount: clinic.stripeAccountId`) for the invoice total and redirects the owner to it; the existing Connect webhook marks the invoice paid.\n\nOne question before I finish it: should the platform take an application fee on these owner payments? I've left `application_fee_amount` out for now.",
            ),
            (
                "user",
                "yes, 1.5% of the invoice total, rounded down to the cent, on every owner payment through connect. its in the clinic contracts, same for every clinic",
            ),
            ("edit", "app/(owner)/invoices/[invoiceId]/actions.ts"),
            ("edit", "app/(owner)/invoices/[invoiceId]/actions.test.ts"),
            (
                "bash",
                "pnpm vitest run 'app/(owner)/invoices' 2>&1 | tail -2",
                "      Tests  5 passed (5)\n   Duration  1.12s",
            ),
            (
                "assistant",
                "Added `payment_intent_data.application_fee_amount = Math.floor(total * 0.015)` to the Checkout Session; tests cover a $184.37 invoice (fee 276 cents) and a $10.00 one (fee 15 cents). The pay button is live on the owner invoice page.",
            ),
        ],
        "lessons": [
            {"keys": ["1.5%", "application_fee_amount"]},
        ],
        "tool_stored": [["stripe listen", "STRIPE_WEBHOOK_SECRET"]],
    },
    {
        "name": "fresh91-vetlyn-pr-review-stripe-server-side-roles-logging",
        "split": "fresh91",
        "steps": [
            (
                "user",
                "can u review feat/reminder-settings",
            ),
            (
                "bash",
                "git diff --stat main...feat/reminder-settings",
                " app/(clinic)/settings/reminders/ReminderForm.tsx | 88 +++++++++++\n app/(clinic)/settings/reminders/actions.ts       | 34 ++++\n lib/reminders/schedule.ts                        | 27 ++--\n 3 files changed, 142 insertions(+), 7 deletions(-)",
            ),
            (
                "read",
                "app/(clinic)/settings/reminders/actions.ts",
                '"use server";\n\nimport { db } from "@/lib/db";\nimport { stripe } from "@/lib/stripe";\nimport { logger } from "@/lib/logger";\n\nexport async function saveReminderSettings(formData: FormData) {\n  const clinicId = formData.get("clinicId") as string;\n  const smsEnabled = formData.get("smsEnabled") === "on";\n  if (smsEnabled) {\n    const customer = await stripe.customers.retrieve((await db.clinic.findUniqueOrThrow({ where: { id: clinicId } })).stripeCustomerId);\n    logger.info({ customer }, "enabling sms add-on");\n  }\n  await db.reminderSettings.upsert({ where: { clinicId }, update: { smsEnabled }, create: { clinicId, smsEnabled } });\n}\n',
            ),
            (
                "read",
                "app/(clinic)/settings/reminders/ReminderForm.tsx",
                '"use client";\n\nimport { loadStripe } from "@stripe/stripe-js";\nimport Stripe from "stripe";\n// ...\nconst stripeAdmin = new Stripe(process.env.NEXT_PUBLIC_STRIPE_KEY!);\n',
            ),
            (
                "assistant",
                "A few problems:\n\n1. `ReminderForm.tsx` is a client component and creates a server-side `Stripe` client from `NEXT_PUBLIC_STRIPE_KEY`. That only works with the publishable key, and if someone swaps in the secret key it ships to the browser.\n2. `saveReminderSettings` takes `clinicId` from the form and writes that clinic's settings without checking the user belongs to it; anyone can change another clinic's reminders by editing the hidden field.\n3. `logger.info({ customer }, ...)` logs the whole Stripe customer object.\n4. The SMS add-on is never actually added to the subscription.\n\n1 and 2 block the merge.",
            ),
            (
                "user",
                "fix them. and three rules for everything from now on, not just this PR: 1. stripe is only ever called from server actions or route handlers, never client components. lib/stripe.ts imports server-only for that reason, always go through it. 2. every server action starts with await requireClinicRole(clinicId, ...) before touching anything, a clinicId from the form is never trusted on its own. 3. never log whole stripe objects, log the ids. customer objects have pet owners' home addresses in them and we promised clinics in the DPA that those don't end up in datadog",
            ),
            ("edit", "app/(clinic)/settings/reminders/ReminderForm.tsx"),
            ("edit", "app/(clinic)/settings/reminders/actions.ts"),
            ("edit", "lib/billing/addons.ts"),
            ("edit", "app/(clinic)/settings/reminders/actions.test.ts"),
            (
                "bash",
                "pnpm tsc --noEmit && pnpm next lint --dir app/'(clinic)'/settings && pnpm vitest run 'app/(clinic)/settings/reminders' lib/billing 2>&1 | tail -2",
                "\u2714 No ESLint warnings or errors\n      Tests  23 passed (23)\n   Duration  1.96s",
            ),
            (
                "assistant",
                'Done on feat/reminder-settings:\n\n- `ReminderForm` no longer imports `stripe`; it just submits to the action\n- `saveReminderSettings` starts with `await requireClinicRole(clinicId, ["owner", "manager"])`, a test checks a member of another clinic gets a 403\n- it logs `{ clinicId, customerId: customer.id }` instead of the customer object\n- enabling SMS adds the SMS add-on price to the clinic\'s subscription through `lib/billing/addons.ts` (via `lib/stripe.ts`)\n\nTypecheck, lint and tests pass.',
            ),
            ("user", "ship it"),
        ],
        "lessons": [
            {"keys": ["stripe", "route handlers"]},
            {"keys": ["requireClinicRole", "clinicId"]},
            {"keys": ["stripe objects", "home addresses"]},
        ],
        "tool_stored": [],
    },
]
