"""The "fresh31" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH31: list[dict[str, Any]] = [
    {
        "name": "fresh31-vet-reminder-lead-correction",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "kerrigan vets: add appointment reminder sms. send it the evening before at 6pm clinic time. use the existing twilio wrapper in notifications/sms.py",
            ),
            (
                "read",
                "notifications/sms.py",
                "from django.conf import settings\nfrom twilio.rest import Client\n\n_client = Client(settings.TWILIO_SID, settings.TWILIO_TOKEN)\n\n\ndef send_sms(to: str, body: str) -> str:\n    msg = _client.messages.create(to=to, from_=settings.TWILIO_FROM, body=body)\n    return msg.sid\n",
            ),
            (
                "read",
                "appointments/tasks.py",
                "from celery import shared_task\n\nfrom appointments.models import Appointment\n\n\n@shared_task\ndef expire_unconfirmed_holds():\n    Appointment.objects.expired_holds().update(status=Appointment.Status.CANCELLED)\n",
            ),
            (
                "think",
                "Appointments have a clinic FK and Clinic has a timezone field. A beat task every 15 minutes can pick appointments for tomorrow (clinic-local) once it's past 18:00 local, and mark reminder_sent_at to avoid double sends.",
            ),
            ("edit", "appointments/models.py"),
            ("edit", "appointments/tasks.py"),
            ("edit", "appointments/tests/test_reminders.py"),
            (
                "bash",
                "pytest appointments/tests/test_reminders.py -q",
                "....                                                                     [100%]\n4 passed in 1.92s",
            ),
            (
                "assistant",
                "Added `send_appointment_reminders`, scheduled every 15 minutes in beat. After 18:00 in each clinic's own timezone it sends a reminder for the next day's appointments through `send_sms`, and sets a new `reminder_sent_at` field so nobody gets two. Migration 0031 adds the field.",
            ),
            (
                "user",
                "hm just got off the phone w/ their practice manager. reminders go out 48 hours before the appointment, not the evening before. half their clients are farmers and need two days to sort out getting the animal in. evening-before was how the old paper system did it",
            ),
            ("edit", "appointments/tasks.py"),
            ("edit", "appointments/tests/test_reminders.py"),
            (
                "bash",
                "pytest appointments/tests/test_reminders.py -q",
                ".....                                                                    [100%]\n5 passed in 2.04s",
            ),
            (
                "assistant",
                "Changed it: the task now picks appointments starting between 48 and 48¼ hours from now, so each one gets its reminder 48 hours ahead. The `reminder_sent_at` guard stays, and I added a test for an appointment booked less than 48 hours out (it gets no reminder).",
            ),
            ("user", "ok ty"),
        ],
        "lessons": [{"keys": ["48 hours before", "reminders"], "not": ["evening before at 6pm"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh31-water-dst-double-readings",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "ashford water: flow dashboard shows a spike around 1-2am on oct 26 for every pump station, roughly double the usual. they want it explained before the board meeting thurs",
            ),
            (
                "bash",
                "psql \"$ASHFORD_TSDB\" -c \"select time_bucket('1 hour', ts) as h, count(*) from flow_readings where station='PS-04' and ts between '2025-10-26 00:00+00' and '2025-10-26 04:00+00' group by h order by h\"",
                "           h            | count \n------------------------+-------\n 2025-10-26 00:00:00+00 |   120\n 2025-10-26 01:00:00+00 |     0\n 2025-10-26 02:00:00+00 |    60\n 2025-10-26 03:00:00+00 |    60\n(4 rows)",
            ),
            (
                "read",
                "ingest/scada_csv.py",
                'import csv\nfrom datetime import datetime\nfrom zoneinfo import ZoneInfo\n\nLONDON = ZoneInfo("Europe/London")\n\n\ndef parse_row(row):\n    ts = datetime.strptime(row["Timestamp"], "%d/%m/%Y %H:%M:%S").replace(tzinfo=LONDON)\n    return ts, row["Tag"], float(row["Value"])\n',
            ),
            (
                "bash",
                "head -3 data/raw/PS-04_20251026.csv",
                "Timestamp,TimestampUTC,Tag,Value\n26/10/2025 00:00:00,2025-10-25T23:00:00Z,PS04.FLOW,41.7\n26/10/2025 00:01:00,2025-10-25T23:01:00Z,PS04.FLOW,41.9",
            ),
            (
                "think",
                "The export carries both a local wall-clock Timestamp and a TimestampUTC. replace(tzinfo=...) gives fold=0, so both passes through 01:00-01:59 BST/GMT land on 00:00-00:59 UTC. That is the 120 and the empty 01:00 bucket.",
            ),
            (
                "assistant",
                "It's the DST change, not a real flow spike. When the clocks go back, 01:00–01:59 occurs twice in the local `Timestamp` column, and the parser maps both onto the same UTC hour, so that hour has 120 readings and the next has none; the export's `TimestampUTC` column doesn't have that problem. Want me to switch the parser to `TimestampUTC` and re-ingest the affected days?",
            ),
            (
                "user",
                "yes do that. their scada guy already said the local column is just wall clock off the historian. reingest oct 26 for all stations, and march 30 too it'll have the gap the other way",
            ),
            ("edit", "ingest/scada_csv.py"),
            ("edit", "tests/test_scada_csv.py"),
            (
                "bash",
                "pytest tests/test_scada_csv.py -q",
                "......                                                                   [100%]\n6 passed in 0.41s",
            ),
            (
                "bash",
                "python -m ingest.reingest --date 2025-10-26 --date 2025-03-30 --all-stations",
                "2025-03-30: deleted 20520 rows, inserted 20520 rows (18 stations)\n2025-10-26: deleted 21600 rows, inserted 21600 rows (18 stations)",
            ),
            (
                "assistant",
                "The parser now reads `TimestampUTC` (parsed as UTC) and ignores `Timestamp`. I re-ingested 26 Oct and 30 Mar for all 18 stations; each hour of PS-04 on 26 Oct now has 60 readings, and the dashboard spike is gone.",
            ),
        ],
        "lessons": [{"keys": ["TimestampUTC", "clocks go back"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh31-brightpath-button-spacing-nothing",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "brightpath: the enroll button on course cards is touching the price on mobile, fix pls",
            ),
            (
                "read",
                "components/CourseCard.tsx",
                'export function CourseCard({ course }: { course: Course }) {\n  return (\n    <div className="rounded-xl border p-4">\n      <h3 className="font-semibold">{course.title}</h3>\n      <div className="flex items-center justify-between">\n        <span className="text-lg">{formatPrice(course.priceCents)}</span>\n        <EnrollButton courseId={course.id} />\n      </div>\n    </div>\n  );\n}\n',
            ),
            ("edit", "components/CourseCard.tsx"),
            (
                "bash",
                "npm run lint",
                "> brightpath-web@0.14.2 lint\n> next lint\n\n✔ No ESLint warnings or errors",
            ),
            (
                "assistant",
                "Added `gap-3` to the price/button row and let it wrap below 360px (`flex-wrap`), so the button drops under the price on very narrow screens instead of touching it.",
            ),
            ("user", "looks good on my phone. can u make the hover a bit darker too"),
            ("edit", "components/EnrollButton.tsx"),
            ("assistant", "Hover is now `hover:bg-indigo-700` (was `hover:bg-indigo-500`)."),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh31-halvorsen-staging-wireguard-tool-stored",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "halvorsen: rate quote endpoint 500s on staging for LTL quotes. can you repro against staging",
            ),
            (
                "bash",
                "curl -s -X POST https://staging-api.halvorsen-freight.internal/v2/quotes -H 'content-type: application/json' -d @spec/fixtures/ltl_quote.json",
                "curl: (6) Could not resolve host: staging-api.halvorsen-freight.internal",
            ),
            (
                "assistant",
                "I can't resolve the staging host from this machine. Is there a VPN or a hosts entry I need?",
            ),
            (
                "user",
                "oh yeah. their staging is only reachable over wireguard, `sudo wg-quick up halvorsen-stg`, config is in ~/clients/halvorsen/wg. staging dns only resolves while it's up. save that somewhere so we stop tripping on it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Halvorsen Freight staging (staging-api.halvorsen-freight.internal) is only reachable over WireGuard: run `sudo wg-quick up halvorsen-stg` first (config in ~/clients/halvorsen/wg). Staging DNS only resolves while the tunnel is up.",
                    "tags": ["halvorsen", "staging", "vpn"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "bash",
                "sudo wg-quick up halvorsen-stg",
                "[#] ip link add halvorsen-stg type wireguard\n[#] wg setconf halvorsen-stg /dev/fd/63\n[#] ip -4 address add 10.44.0.17/32 dev halvorsen-stg\n[#] ip link set mtu 1420 up dev halvorsen-stg\n[#] resolvconf -a halvorsen-stg -m 0 -x",
            ),
            (
                "bash",
                "curl -s -X POST https://staging-api.halvorsen-freight.internal/v2/quotes -H 'content-type: application/json' -d @spec/fixtures/ltl_quote.json",
                '{"error":"internal_server_error","request_id":"b7f1c2e0"}',
            ),
            (
                "bash",
                "ssh deploy@stg-app1 'grep -A4 b7f1c2e0 /srv/quotes/current/log/staging.log'",
                "[b7f1c2e0] NoMethodError (undefined method `*' for nil:NilClass):\n[b7f1c2e0]   app/services/ltl_rate_calculator.rb:42:in `class_multiplier'\n[b7f1c2e0]   app/services/ltl_rate_calculator.rb:18:in `call'",
            ),
            (
                "read",
                "app/services/ltl_rate_calculator.rb",
                "class LtlRateCalculator\n  CLASS_MULTIPLIERS = { 50 => 1.0, 55 => 1.1, 60 => 1.2, 65 => 1.3, 70 => 1.45 }.freeze\n\n  # ...\n\n  def class_multiplier(item)\n    base_rate * CLASS_MULTIPLIERS[item.freight_class]\n  end\nend\n",
            ),
            ("edit", "app/services/ltl_rate_calculator.rb"),
            ("edit", "spec/services/ltl_rate_calculator_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/services/ltl_rate_calculator_spec.rb",
                "............\n\nFinished in 0.31 seconds (files took 2.8 seconds to load)\n12 examples, 0 failures",
            ),
            (
                "assistant",
                "The fixture's second item has `freight_class: 77.5`, which isn't in `CLASS_MULTIPLIERS`, so the lookup returned nil. I added the missing NMFC classes (77.5 through 500) and made an unknown class raise a validation error that the controller turns into a 422 with the offending class, instead of a 500.",
            ),
            ("user", "good, push to a branch, i'll open the PR"),
        ],
        "lessons": [],
        "tool_stored": [["halvorsen-stg", "WireGuard"]],
    },
    {
        "name": "fresh31-brightpath-decision-preview-rls",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "Brightpath want a 'preview' mode: the first 2 lessons of any course visible without enrolling. Where should that access check live? Right now enrollment is checked in the route handlers.",
            ),
            (
                "read",
                "app/api/lessons/[id]/route.ts",
                "export async function GET(req: Request, { params }: { params: { id: string } }) {\n  const supabase = createRouteClient();\n  const { data: lesson } = await supabase.from('lessons').select('*').eq('id', params.id).single();\n  const enrolled = await isEnrolled(supabase, lesson.course_id);\n  if (!enrolled) return new Response('forbidden', { status: 403 });\n  return Response.json(lesson);\n}\n",
            ),
            (
                "bash",
                "ls supabase/migrations | tail -3",
                "20261002_enrollments.sql\n20261019_lessons_position.sql\n20261104_course_reviews.sql",
            ),
            (
                "assistant",
                "Two options. Keep it in the route handler: add `lesson.position <= 2 || enrolled`, simple and easy to unit-test, but it only protects requests that go through the Next.js API. Or put it in a Postgres RLS policy on `lessons`: enforced for every client of the database, but harder to test and debug.",
            ),
            (
                "user",
                "RLS. The Expo app talks to Supabase directly with the anon key and never goes through our Next.js API, so a check in the route handlers protects nothing for mobile users. Put the preview rule in the lessons policy and keep the route handler dumb.",
            ),
            ("edit", "supabase/migrations/20261118_lessons_preview_rls.sql"),
            ("edit", "supabase/tests/lessons_rls.test.sql"),
            (
                "bash",
                "supabase db reset && supabase test db",
                "Resetting local database...\nApplying migration 20261118_lessons_preview_rls.sql...\nFinished supabase db reset on branch main.\n./supabase/tests/lessons_rls.test.sql .. ok\nAll tests successful.\nFiles=1, Tests=6",
            ),
            ("edit", "app/api/lessons/[id]/route.ts"),
            ("bash", "npm run typecheck", "> brightpath-web@0.14.2 typecheck\n> tsc --noEmit"),
            (
                "assistant",
                "The `lessons_select` policy now allows a row when `position <= 2` or the user has an enrollment for `course_id`, for both `anon` and `authenticated`. The route handler no longer checks enrollment; it returns 404 when the select comes back empty. Six pgTAP tests cover anon, enrolled and not-enrolled users.",
            ),
        ],
        "lessons": [{"keys": ["RLS", "Expo app"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh31-vet-select-related-nothing",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "quick q whats the diff between select_related and prefetch_related. the appointments list view does like 200 queries",
            ),
            (
                "read",
                "appointments/views.py",
                'class AppointmentListView(LoginRequiredMixin, ListView):\n    model = Appointment\n    paginate_by = 50\n\n    def get_queryset(self):\n        return Appointment.objects.filter(clinic=self.request.user.clinic).order_by("starts_at")\n',
            ),
            (
                "assistant",
                "`select_related` follows foreign keys and one-to-ones with a SQL JOIN, so the related rows come back in the same query. `prefetch_related` is for many-valued relations (reverse FKs, many-to-many): it runs one extra query per relation and stitches the results together in Python. Your template touches `appointment.vet`, `appointment.patient.owner` and `appointment.patient.vaccinations.all`, and each of those is a query per row right now.",
            ),
            (
                "user",
                "so vet and patient/owner -> select_related, vaccinations -> prefetch?",
            ),
            ("assistant", "Yes, exactly."),
            ("edit", "appointments/views.py"),
            (
                "bash",
                "pytest appointments/tests/test_views.py -q -k list",
                "..                                                                       [100%]\n2 passed in 1.10s",
            ),
            (
                "bash",
                "python manage.py shell -c \"from django.db import connection, reset_queries; from django.test.utils import CaptureQueriesContext; from appointments.views import AppointmentListView; from appointments.tests.factories import request_for; ctx=CaptureQueriesContext(connection); ctx.__enter__(); AppointmentListView.as_view()(request_for('clinic-3')).render(); ctx.__exit__(None,None,None); print(len(ctx))\"",
                "4",
            ),
            (
                "assistant",
                "The list page now runs 4 queries (session, count for pagination, the joined appointments, and one for vaccinations) instead of about 200.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh31-halvorsen-migration-own-pr",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "halvorsen: add hazmat_un_number to shipments (string, nullable) and print it on the BOL pdf under the commodity line when present",
            ),
            (
                "bash",
                "bin/rails g migration AddHazmatUnNumberToShipments hazmat_un_number:string",
                "      invoke  active_record\n      create    db/migrate/20261120093114_add_hazmat_un_number_to_shipments.rb",
            ),
            ("edit", "db/migrate/20261120093114_add_hazmat_un_number_to_shipments.rb"),
            (
                "bash",
                "bin/rails db:migrate",
                "== 20261120093114 AddHazmatUnNumberToShipments: migrating ==\n-- add_column(:shipments, :hazmat_un_number, :string)\n   -> 0.0042s\n== 20261120093114 AddHazmatUnNumberToShipments: migrated (0.0043s) ==",
            ),
            ("edit", "app/pdfs/bill_of_lading_pdf.rb"),
            ("edit", "app/models/shipment.rb"),
            ("edit", "spec/pdfs/bill_of_lading_pdf_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/pdfs spec/models/shipment_spec.rb",
                ".....................\n\nFinished in 1.87 seconds (files took 3.1 seconds to load)\n21 examples, 0 failures",
            ),
            (
                "assistant",
                "Added the column, a format validation (`UN` followed by four digits), and a `UN number:` line under the commodity on the BOL when it's set. Everything is on one branch; want me to open a single PR?",
            ),
            (
                "user",
                "no, two. at halvorsen migrations always go in their own PR. marta (their DBA) reviews schema changes separately and bounces anything that mixes a migration with app code. migration PR first, app PR stacked on top",
            ),
            (
                "bash",
                "git switch -c shipments-hazmat-column main && git add db/migrate/20261120093114_add_hazmat_un_number_to_shipments.rb db/schema.rb && git commit -m 'Add shipments.hazmat_un_number'",
                "Switched to a new branch 'shipments-hazmat-column'\n[shipments-hazmat-column 4c1e9a2] Add shipments.hazmat_un_number\n 2 files changed, 9 insertions(+), 1 deletion(-)",
            ),
            (
                "bash",
                "git switch -c bol-hazmat-un-number && git add app spec && git commit -m 'Show UN number on bill of lading'",
                "Switched to a new branch 'bol-hazmat-un-number'\n[bol-hazmat-un-number 91b07d3] Show UN number on bill of lading\n 3 files changed, 48 insertions(+), 2 deletions(-)",
            ),
            (
                "assistant",
                "Split it: `shipments-hazmat-column` has only the migration and schema.rb, and `bol-hazmat-un-number` is branched from it with the model validation, PDF change and specs. Open the migration PR first, then the app one with `shipments-hazmat-column` as its base.",
            ),
        ],
        "lessons": [{"keys": ["migrations", "own PR"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh31-water-ingest-python38",
        "split": "fresh31",
        "steps": [
            (
                "user",
                "ashford: ingest should drop readings whose tag isnt in the tag registry and log how many got dropped per file",
            ),
            (
                "read",
                "ingest/registry.py",
                'import json\nfrom pathlib import Path\n\nREGISTRY_PATH = Path("/opt/ingest/conf/tags.json")\n\n\ndef load_tags(path=REGISTRY_PATH):\n    with open(path) as f:\n        return {t["tag"] for t in json.load(f)["tags"]}\n',
            ),
            ("edit", "ingest/scada_csv.py"),
            ("edit", "tests/test_scada_csv.py"),
            (
                "bash",
                "pytest -q",
                "..........                                                               [100%]\n10 passed in 0.58s",
            ),
            (
                "bash",
                "rsync -a ingest/ ingest01:/opt/ingest/ingest/ && ssh ingest01 'cd /opt/ingest && python3 -m ingest.run --dry-run data/sample.csv'",
                'Traceback (most recent call last):\n  File "/usr/lib64/python3.8/runpy.py", line 194, in _run_module_as_main\n  ...\n  File "/opt/ingest/ingest/scada_csv.py", line 14, in <module>\n    def filter_known(rows: list[tuple[str, str, float]], known: set[str]) -> tuple[list, dict[str, int]]:\nTypeError: \'type\' object is not subscriptable',
            ),
            (
                "bash",
                "ssh ingest01 'python3 --version; cat /etc/redhat-release'",
                "Python 3.8.17\nRed Hat Enterprise Linux release 8.9 (Ootpa)",
            ),
            (
                "user",
                "argh forgot to tell you. the ingest box at the plant runs python 3.8 (RHEL 8 system python) and their IT won't allow installing anything else on OT network machines. so nothing newer than 3.8 in the ingest package, and pin CI to 3.8 as well pls",
            ),
            ("edit", "ingest/scada_csv.py"),
            ("edit", ".github/workflows/ci.yml"),
            (
                "bash",
                "rsync -a ingest/ ingest01:/opt/ingest/ingest/ && ssh ingest01 'cd /opt/ingest && python3 -m ingest.run --dry-run data/sample.csv'",
                "sample.csv: 4320 readings, dropped 14 with unknown tags (PS09.FLOW_OLD x14)\ndry run: nothing written",
            ),
            (
                "assistant",
                "Fixed: `scada_csv.py` now uses `typing.List`/`Dict`/`Set` instead of the built-in generics, and I replaced a `str.removeprefix` call (3.9+) with slicing. CI runs on 3.8 only now. On ingest01 the dry run drops 14 readings from the retired tag `PS09.FLOW_OLD` and logs the count per file.",
            ),
        ],
        "lessons": [{"keys": ["python 3.8", "ingest box"]}],
        "tool_stored": [],
    },
]
