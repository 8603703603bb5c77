"""The "fresh112" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH112: list[dict[str, Any]] = [
    # --- "vetdesk": front desk and clinical records for Harbourside Vets, three branches in
    # Bristol (Clifton, Bedminster, Redland). Django 5.1, Postgres 16, Celery 5.4 + Redis,
    # HTMX templates, docker compose on one 4 GB Hetzner VM, Alpine-based image ---
    {
        "name": "fresh112-vetdesk-chitchat-select-related-vs-prefetch-and-heading-typo",
        "split": "fresh112",
        "steps": [
            (
                "user",
                "whats the difference between select_related and prefetch_related again? the "
                "patient list does like 200 queries per page load according to debug toolbar. "
                "also the heading says vaccinaton lol",
            ),
            (
                "read",
                "patients/views.py",
                "class PatientListView(BranchMixin, ListView):\n"
                "    model = Patient\n"
                '    template_name = "patients/patient_list.html"\n'
                "    paginate_by = 50\n\n"
                "    def get_queryset(self):\n"
                "        return Patient.objects.for_branch(self.request.branch)"
                '.order_by("name")\n',
            ),
            (
                "read",
                "templates/patients/patient_list.html",
                "<h2>Vaccinaton status</h2>\n<table>\n{% for p in patients %}\n"
                "  <tr><td>{{ p.name }}</td><td>{{ p.owner.surname }}</td>\n"
                "  <td>{% for v in p.vaccinations.all %}{{ v.vaccine }} "
                "{% endfor %}</td></tr>\n{% endfor %}\n</table>\n",
            ),
            (
                "think",
                "Classic N+1: p.owner is a FK -> one query per row, p.vaccinations is reverse "
                "FK -> one more per row. 50 rows * 2 + count + page = ~202. select_related for "
                "owner (JOIN), prefetch_related for vaccinations (second query, joined in python).",
            ),
            (
                "assistant",
                "It's an N+1, twice per row:\n\n"
                "- **`select_related`** follows *forward* FK / one-to-one relations with a SQL "
                "`JOIN`, so `p.owner` comes back in the same query. Use it for single objects.\n"
                "- **`prefetch_related`** is for *many* objects (reverse FK, M2M): Django runs "
                "**one extra query** for all of them (`WHERE patient_id IN (...)`) and stitches "
                "them together in Python.\n\n"
                "Your list touches `p.owner` (1 query per row) and `p.vaccinations.all` (another "
                "per row): 50 rows x 2 + pagination count = the ~200 you see. "
                '`.select_related("owner").prefetch_related("vaccinations")` brings that '
                "down to 3-4 queries. Want me to add it and fix the heading?",
            ),
            ("user", "yep"),
            ("edit", "patients/views.py"),
            ("edit", "templates/patients/patient_list.html"),
            (
                "bash",
                "docker compose exec web pytest patients/tests/test_views.py -q 2>&1 | tail -2",
                "....\n4 passed in 1.38s",
            ),
            (
                "assistant",
                'Done:\n\n- `get_queryset` now adds `.select_related("owner")'
                '.prefetch_related("vaccinations")`; the page is **4 queries** instead of 203\n'
                '- heading fixed to "Vaccination status"\n\nPatient view tests pass (4).',
            ),
            ("user", "nice ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh112-vetdesk-incident-htmx-403-base-portal-missing-hx-headers",
        "split": "fresh112",
        "steps": [
            (
                "user",
                "reception at clifton says booking a slot just does nothing since this mornings "
                "deploy. browser console shows 403 on /appointments/slots/book/",
            ),
            (
                "bash",
                "docker compose logs web --since 3h 2>&1 | grep -i forbidden | tail -4",
                "web-1  | Forbidden (CSRF token missing.): /appointments/slots/book/\n"
                "web-1  | Forbidden (CSRF token missing.): /appointments/slots/book/\n"
                "web-1  | Forbidden (CSRF token missing.): /appointments/checkin/\n"
                "web-1  | Forbidden (CSRF token missing.): /appointments/slots/book/",
            ),
            (
                "think",
                "CSRF token *missing*, not invalid, and only HTMX posts (book, checkin). The "
                "token for htmx comes from hx-headers on <body> in base.html. Did the reception "
                "pages change base template?",
            ),
            (
                "bash",
                "git log --oneline -4 -- templates/",
                "e4a1c07 portal: split reception pages onto base_portal.html\n"
                "7b2d9f3 patients: vaccination column\n"
                "51c08aa appointments: day view partials\n"
                "0fd4e12 base: favicon",
            ),
            (
                "bash",
                "grep -rn 'hx-headers' templates/ ; grep -n '<body' templates/base_portal.html",
                'templates/base.html:12:<body hx-headers=\'{"X-CSRFToken": '
                '"{{ csrf_token }}"}\' class="staff">\n'
                'templates/base_portal.html:9:<body class="portal">',
            ),
            (
                "think",
                "There it is. base_portal.html was copied from base.html minus the hx-headers "
                "attribute, so HTMX posts from the reception pages send no X-CSRFToken header "
                "and there's no csrf form field either (hx-post buttons, not forms).",
            ),
            (
                "assistant",
                "Found it.\n\n**Cause:** this morning's commit `e4a1c07` moved the reception "
                "pages onto a new `templates/base_portal.html`. The old `base.html` puts the "
                "CSRF token on `<body hx-headers='{\"X-CSRFToken\": ...}'>`, and the new base "
                "doesn't have that attribute. The booking and check-in buttons are `hx-post` "
                "buttons (no `<form>`, so no `csrfmiddlewaretoken` field), so every HTMX POST "
                "from the reception pages goes out without a token and Django answers 403.\n\n"
                "**Fix:** add the same `hx-headers` to the `<body>` in `base_portal.html`. To "
                "stop it happening with the next base template I'd move the attribute into a "
                "`{% htmx_csrf %}` template tag and add a test that renders every `base*.html` "
                "and checks for it. OK?",
            ),
            ("user", "yes do both and deploy, theyre booking on paper rn"),
            ("edit", "core/templatetags/htmx.py"),
            ("edit", "templates/base.html"),
            ("edit", "templates/base_portal.html"),
            ("edit", "core/tests/test_base_templates.py"),
            (
                "bash",
                "docker compose exec web pytest core/tests/test_base_templates.py "
                "appointments/tests -q 2>&1 | tail -2",
                "..........................\n26 passed in 3.02s",
            ),
            (
                "bash",
                "make deploy 2>&1 | tail -3",
                "[+] Running 3/3\n ✔ Container vetdesk-web-1     Started\n"
                " ✔ Container vetdesk-worker-1  Started",
            ),
            (
                "bash",
                "docker compose logs web --since 5m 2>&1 | grep -c 'CSRF token missing' || true",
                "0",
            ),
            (
                "assistant",
                "Deployed:\n\n- `base.html` and `base_portal.html` both use `{% htmx_csrf %}` on "
                "`<body>`\n- `test_base_templates.py` renders every `templates/base*.html` and "
                "fails if the header is missing\n\nNo CSRF 403s in the logs since the deploy; "
                "Clifton can book again.",
            ),
            (
                "user",
                "ok so tldr base_portal.html never got the hx-headers csrf attribute from "
                "base.html, so every htmx post from the reception pages was a 403",
            ),
            ("assistant", "Exactly, and the new test catches any base template without it."),
        ],
        "lessons": [
            {"keys": ["base_portal.html", "hx-headers"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh112-vetdesk-decision-certificate-pdf-reportlab-by-name",
        "split": "fresh112",
        "steps": [
            (
                "user",
                "owners keep asking for vaccination certificates as pdf for kennels / boarding. "
                "what lib should we use",
            ),
            (
                "read",
                "requirements.txt",
                "Django==5.1.4\ncelery[redis]==5.4.0\ndjango-environ==0.11.2\n"
                "django-htmx==1.21.0\npsycopg[binary]==3.2.3\ngunicorn==23.0.0\n",
            ),
            (
                "bash",
                "head -4 Dockerfile",
                "FROM python:3.12-alpine3.20\nRUN apk add --no-cache libpq\n"
                "WORKDIR /app\nCOPY requirements.txt .",
            ),
            (
                "think",
                "Options: WeasyPrint (HTML template -> PDF, reuse Django templates, but needs "
                "pango/cairo + fonts in the image), ReportLab (drawing API, wheels, no system "
                "libs), Gotenberg sidecar (chromium). I'd say WeasyPrint, least code for a "
                "template-like document.",
            ),
            (
                "assistant",
                "Three realistic options:\n\n"
                "1. **WeasyPrint**: render a normal Django template to PDF. Least code and the "
                "certificate can share CSS with the site, but it needs Pango and fonts "
                "installed in the Alpine image.\n"
                "2. **ReportLab**: build the PDF in Python with its drawing / Platypus API. "
                "Wheels only, no system libraries, but layout lives in code.\n"
                "3. **Gotenberg** sidecar: a container with headless Chromium, we POST HTML and "
                "get a PDF back. Pixel-perfect, but another ~500 MB container on the VM.\n\n"
                "I'd go with 1: the certificate is basically a styled table, which is what "
                "HTML is good at.",
            ),
            (
                "user",
                "reportlab. we tried weasyprint for invoices last year and getting pango + "
                "fonts working on the alpine image ate two days, and gotenberg is another "
                "container to babysit on a 4gb box",
            ),
            (
                "assistant",
                "Fair enough: ReportLab it is, because WeasyPrint's Pango dependency was "
                "painful on the Alpine image and a Gotenberg container is too heavy for the VM.",
            ),
            (
                "user",
                "put the clinic logo top left and the vets rcvs number under the signature line",
            ),
            ("edit", "requirements.txt"),
            ("edit", "patients/certificates.py"),
            ("edit", "patients/views.py"),
            ("edit", "patients/urls.py"),
            ("edit", "patients/tests/test_certificates.py"),
            (
                "bash",
                "docker compose build web -q && docker compose exec web pytest "
                "patients/tests/test_certificates.py -q 2>&1 | tail -2",
                ".....\n5 passed in 0.91s",
            ),
            (
                "assistant",
                "Vaccination certificates are in:\n\n"
                "- `patients/certificates.py` builds an A4 PDF with ReportLab Platypus: branch "
                "logo top left, owner and patient block, a table of vaccinations (vaccine, "
                "batch, date given, valid until), signature line with the vet's name and RCVS "
                "number underneath\n"
                "- `GET /patients/<id>/certificate.pdf`, staff only, downloaded as "
                "`certificate-<patient>-<date>.pdf`\n\n"
                "`reportlab==4.2.5` added to requirements; the image still builds without "
                "extra `apk` packages.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["ReportLab", "Pango"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh112-vetdesk-tool-stored-anon-dump-and-clifton-slot-length",
        "split": "fresh112",
        "steps": [
            (
                "user",
                "remember this pls: the anonymised prod dump lands in s3://hsv-backups/anon/ "
                "every night, restore it locally with make restore-anon (it drops your local db "
                "first). then: reception wants a 'next free slot' badge on each vets column in "
                "the day view",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "vetdesk: the anonymised prod dump is written nightly to "
                    "s3://hsv-backups/anon/; restore it locally with `make restore-anon` "
                    "(drops the local database first).",
                    "tags": ["vetdesk", "database", "dev-setup"],
                },
                '{"id":"812","action":"stored"}',
                False,
            ),
            (
                "read",
                "appointments/slots.py",
                "SLOT_MINUTES = 15\n\n\n"
                "def free_slots(vet, day):\n"
                "    taken = set(vet.appointments.filter(start__date=day)"
                '.values_list("start", flat=True))\n'
                "    t = vet.rota_for(day).opens\n"
                "    while t < vet.rota_for(day).closes:\n"
                "        if t not in taken:\n            yield t\n"
                "        t += timedelta(minutes=SLOT_MINUTES)\n",
            ),
            (
                "think",
                "One global SLOT_MINUTES = 15 for every vet in every branch. Before I build "
                "'next free slot' on top of it, check whether all branches really use 15.",
            ),
            (
                "assistant",
                "Saved the dump notes.\n\nFor the badge I'd add `next_free_slot(vet, now)` next "
                "to `free_slots` and render it in the day view column header via an HTMX "
                "partial that refreshes every minute.\n\nOne question first: "
                "`appointments/slots.py` uses a single `SLOT_MINUTES = 15` for everyone. Is "
                "that right for all three branches, or do some use a different slot length?",
            ),
            (
                "user",
                "no, clifton does 20-minute slots because its the surgery branch with longer "
                "consults, bedminster and redland are 15. the day view has been wrong for "
                "clifton forever, people just live with it",
            ),
            ("edit", "clinic/models.py"),
            ("edit", "clinic/migrations/0014_branch_slot_minutes.py"),
            ("edit", "appointments/slots.py"),
            ("edit", "appointments/views.py"),
            ("edit", "templates/appointments/_next_free.html"),
            ("edit", "appointments/tests/test_slots.py"),
            (
                "bash",
                "docker compose exec web python manage.py migrate clinic && docker compose exec "
                "web pytest appointments/tests/test_slots.py -q 2>&1 | tail -2",
                "Applying clinic.0014_branch_slot_minutes... OK\n.........\n9 passed in 0.74s",
            ),
            (
                "assistant",
                "Done:\n\n- `Branch.slot_minutes` (default 15); the migration sets Clifton to "
                "20\n- `free_slots` and the new `next_free_slot` use the vet's branch slot "
                "length instead of the global constant, which is gone\n- day view column "
                'headers show "next free 14:40" via `hx-trigger="every 60s"`\n\nTests '
                "cover a Clifton and a Redland rota.",
            ),
            ("user", "great"),
        ],
        "lessons": [
            {"keys": ["Clifton", "20-minute"]},
        ],
        "tool_stored": [["hsv-backups/anon", "restore-anon"]],
    },
    {
        "name": "fresh112-vetdesk-review-price-list-pr-rules-integer-pence",
        "split": "fresh112",
        "steps": [
            ("user", "can u review toms pr 88, the treatment price list"),
            (
                "bash",
                "gh pr diff 88 --name-only",
                "billing/models.py\nbilling/migrations/0009_treatmentprice.py\n"
                "billing/tasks.py\nbilling/views.py\ntemplates/billing/price_list.html",
            ),
            (
                "read",
                "billing/models.py",
                "class TreatmentPrice(models.Model):\n"
                '    branch = models.ForeignKey("clinic.Branch", on_delete=models.CASCADE)\n'
                "    code = models.CharField(max_length=12)\n"
                "    name = models.CharField(max_length=120)\n"
                "    price = models.DecimalField(max_digits=8, decimal_places=2)\n",
            ),
            (
                "read",
                "billing/tasks.py",
                "@shared_task\n"
                "def reprice_open_invoices(price: TreatmentPrice):\n"
                '    for inv in Invoice.objects.filter(status="open", '
                "lines__treatment__code=price.code):\n"
                "        inv.recalculate()\n",
            ),
            (
                "read",
                "billing/views.py",
                "class PriceListView(LoginRequiredMixin, ListView):\n"
                '    template_name = "billing/price_list.html"\n\n'
                "    def get_queryset(self):\n"
                '        return TreatmentPrice.objects.all().order_by("code")\n',
            ),
            (
                "think",
                "Task takes a model instance: JSON serializer can't encode it, and it'd be "
                "stale anyway. View lists every branch's prices. DecimalField for price: I "
                "assume billing already uses Decimal money, so that's consistent. No unique "
                "(branch, code).",
            ),
            (
                "assistant",
                "Review of #88:\n\n"
                "1. **`reprice_open_invoices` takes a `TreatmentPrice` instance.** Celery's "
                "JSON serializer can't encode it, and the worker would act on a stale copy "
                "anyway; pass `price_id`.\n"
                "2. **`PriceListView` shows every branch's prices**: `objects.all()` has no "
                "branch filter.\n"
                "3. The price DecimalField(max_digits=8, decimal_places=2) is consistent with "
                "the rest of billing, so that part is fine.\n"
                "4. No uniqueness on `(branch, code)`, so a branch can end up with two prices "
                "for the same treatment code.\n\n1, 2 and 4 should block.",
            ),
            (
                "user",
                "mostly agree but some house rules, put them in the review too. Celery tasks "
                "only ever take primary keys, never model instances, and they have to be safe "
                "to run twice. Every queryset on branch-owned data goes through "
                ".for_branch(request.branch), no exceptions, the reports app included. And 3 "
                "is wrong, money is never a DecimalField here, all amounts are integers in "
                "pence with a _pence suffix like price_pence. tom copied the old invoice model "
                "from before the migration. agree on the unique constraint",
            ),
            (
                "bash",
                "grep -rn 'DecimalField\\|_pence = ' billing/models.py clinic/models.py "
                "--include=*.py | grep -v TreatmentPrice | head -4",
                "billing/models.py:31:    total_pence = models.PositiveIntegerField()\n"
                "billing/models.py:48:    unit_price_pence = models.PositiveIntegerField()\n"
                "billing/models.py:49:    discount_pence = models.PositiveIntegerField(default=0)",
            ),
            ("edit", "/tmp/review_88.md"),
            (
                "bash",
                "gh pr review 88 --request-changes --body-file /tmp/review_88.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "You're right, I assumed wrong: the invoice models use `PositiveIntegerField` "
                "`*_pence` fields everywhere. Posted the review on #88 (changes requested):\n\n"
                "- `reprice_open_invoices(price_id)`, looking the price up inside the task and "
                "safe to re-run\n"
                "- `PriceListView` via `TreatmentPrice.objects.for_branch(self.request.branch)`\n"
                "- `price` -> `price_pence = PositiveIntegerField()`, migration regenerated\n"
                '- `UniqueConstraint(fields=["branch", "code"])`',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["primary keys", "model instances"]},
            {"keys": ["for_branch", "branch-owned"]},
            {
                "keys": ["DecimalField", "pence"],
                "not": ["consistent with the rest of billing"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh112-vetdesk-correction-nightly-jobs-0230-in-passing",
        "split": "fresh112",
        "steps": [
            (
                "user",
                "reception wants a list every morning of vaccinations due in the next 30 days "
                "that havent had a reminder sent yet. can you add a nightly job for that",
            ),
            (
                "read",
                "docs/ops.md",
                "## Scheduled jobs\n\nAll nightly Celery beat jobs run at 06:00 Europe/London "
                "(send-due-reminders, purge-old-sessions).\nBeat runs in the `worker` container "
                "with `-B`.\n",
            ),
            (
                "read",
                "reminders/models.py",
                "class Reminder(models.Model):\n"
                '    vaccination = models.ForeignKey("patients.Vaccination", '
                "on_delete=models.CASCADE)\n"
                "    channel = models.CharField(max_length=8)  # email | sms\n"
                "    sent_at = models.DateTimeField(null=True)\n",
            ),
            (
                "assistant",
                "Plan:\n\n- task `reminders.tasks.flag_unreminded_due`: vaccinations with "
                "`due_on` in the next 30 days and no `Reminder` with `sent_at` set, stored per "
                "branch in a small `DueWithoutReminder` table\n"
                "- scheduled in the beat schedule at 06:00 Europe/London, since the nightly "
                "jobs all run at 06:00\n"
                "- a morning email to each branch's reception address with the list\n\n"
                "Sound right?",
            ),
            (
                "user",
                "make it a card on the reception dashboard instead of an email, they never read "
                "those. oh and unrelated but ops.md is stale, the nightly jobs run at 02:30 "
                "since march because 06:00 is when the first branch opens and the db gets busy",
            ),
            (
                "read",
                "vetdesk/celery.py",
                'app.conf.timezone = "Europe/London"\n'
                "app.conf.beat_schedule = {\n"
                '    "send-due-reminders": {"task": "reminders.tasks.send_due_reminders",\n'
                '                           "schedule": crontab(hour=2, minute=30)},\n'
                '    "purge-old-sessions": {"task": "core.tasks.purge_sessions",\n'
                '                           "schedule": crontab(hour=2, minute=45)},\n}\n',
            ),
            ("edit", "reminders/models.py"),
            ("edit", "reminders/migrations/0006_duewithoutreminder.py"),
            ("edit", "reminders/tasks.py"),
            ("edit", "vetdesk/celery.py"),
            ("edit", "templates/dashboard/_due_without_reminder.html"),
            ("edit", "dashboard/views.py"),
            ("edit", "docs/ops.md"),
            ("edit", "reminders/tests/test_flag_unreminded.py"),
            (
                "bash",
                "docker compose exec web pytest reminders dashboard -q 2>&1 | tail -2",
                "...................\n19 passed in 2.11s",
            ),
            (
                "assistant",
                "Done:\n\n- `flag_unreminded_due` runs at **02:50** Europe/London, after "
                "`send-due-reminders` (02:30) so reminders sent that night aren't flagged\n"
                '- reception dashboard has a "Due, no reminder yet" card for the user\'s '
                "branch, linking to each patient\n- `docs/ops.md` now lists the real 02:30 "
                "schedule and the new job\n\nTests pass (19).",
            ),
        ],
        "lessons": [
            {"keys": ["02:30", "nightly jobs"], "not": ["nightly jobs all run at 06:00"]},
        ],
        "tool_stored": [],
    },
]
