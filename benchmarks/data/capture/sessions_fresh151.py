"""The "fresh151" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH151: list[dict[str, Any]] = [
    # --- "herdbook": pedigree register, milk recording and movement reporting for the Cambrian
    # Dairy Goat Society (~1,900 members, 14k live goats). Python 3.12 / Django 5.1, Celery 5.4
    # with Redis, PostgreSQL 16, pytest + factory_boy, ruff; Docker Compose on one Hetzner CX42
    # VM behind Caddy; reports goat movements to ARAMS; apps: herd/, pedigree/, milk/,
    # movements/, members/; registrar: Rhiannon Pryce, devs: Owen Llewellyn, Sasha Brennan ---
    {
        "name": "fresh151-herdbook-chitchat-select-related-and-kidding-typo",
        "split": "fresh151",
        "steps": [
            (
                "user",
                "eli5 select_related vs prefetch_related? sasha used prefetch for dam and sire on the goat list and i thought that was select_related territory",
            ),
            (
                "read",
                "herd/views.py",
                'class GoatListView(ListView):\n    model = Goat\n    paginate_by = 50\n\n    def get_queryset(self):\n        return Goat.objects.prefetch_related("dam", "sire").order_by("name")\n',
            ),
            (
                "think",
                "dam and sire are FK to Goat (self). select_related = SQL JOIN, one query, for FK/one-to-one. prefetch_related = separate query per relation, joined in Python, needed for M2M/reverse FK. Here: prefetch gives 3 queries, select_related 1 with two self-joins. Both avoid N+1. Not a big deal at 50 per page.",
            ),
            (
                "assistant",
                'You\'re right, though it\'s not a bug.\n\n**`select_related("dam", "sire")`**\n- follows foreign keys (and one-to-ones) with a SQL `JOIN`\n- one query: the goat row comes back with its dam\'s and sire\'s columns attached\n- only works for "this row points at one other row" relations\n\n**`prefetch_related("dam", "sire")`**\n- runs a *separate* query per relation (`WHERE id IN (...)`) and stitches the results together in Python\n- needed for many-to-many and reverse relations, e.g. `prefetch_related("kids")` or `"photos"`\n- also works on foreign keys, just with extra queries\n\nOn the goat list, `dam` and `sire` are foreign keys, so `select_related` does it in **1** query instead of **3**. Both avoid the N+1 problem (50 goats = 101 queries), which is the part that actually matters. Worth switching when someone touches that view, not worth a PR on its own.',
            ),
            (
                "user",
                "ok makes sense. also the goat page says 'Kiding date' lol",
            ),
            (
                "bash",
                'grep -rn "Kiding" herd/ pedigree/ milk/',
                "herd/templates/herd/goat_detail.html:27:        <dt>Kiding date</dt>",
            ),
            ("edit", "herd/templates/herd/goat_detail.html"),
            (
                "bash",
                "docker compose exec web pytest herd/tests/test_views.py -q 2>&1 | tail -1",
                "12 passed in 3.41s",
            ),
            (
                "assistant",
                "Fixed: the goat page now says **Kidding date**. That was the only place, and the herd view tests pass.",
            ),
            ("user", "diolch"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh151-herdbook-incident-celery-beat-twice-arams-duplicates",
        "split": "fresh151",
        "steps": [
            (
                "user",
                "arams emailed rhiannon, every movement we sent since tuesday was reported twice. nothing changed on our side afaik??",
            ),
            (
                "bash",
                "docker compose ps --format 'table {{.Name}}\\t{{.Command}}\\t{{.Status}}'",
                'NAME                 COMMAND                                         STATUS\nherdbook-web-1       "gunicorn herdbook.wsgi -b 0.0.0.0:8000 -w 4"   Up 6 days\nherdbook-worker-1    "celery -A herdbook worker -B -l info"          Up 5 days\nherdbook-worker-2    "celery -A herdbook worker -B -l info"          Up 5 days\nherdbook-redis-1     "docker-entrypoint.sh redis-server"             Up 6 days\nherdbook-db-1        "docker-entrypoint.sh postgres"                 Up 6 days',
            ),
            (
                "bash",
                "docker compose logs worker --since 72h | grep 'submit_daily_arams' | grep -E 'Scheduler: Sending|succeeded' | tail -4",
                "herdbook-worker-1  | [2026-12-06 18:00:00,012: INFO/MainProcess] Scheduler: Sending due task submit-daily-arams (movements.tasks.submit_daily_arams)\nherdbook-worker-2  | [2026-12-06 18:00:00,019: INFO/MainProcess] Scheduler: Sending due task submit-daily-arams (movements.tasks.submit_daily_arams)\nherdbook-worker-1  | [2026-12-06 18:00:07,884: INFO/ForkPoolWorker-2] Task movements.tasks.submit_daily_arams[5b0c...] succeeded in 7.8s: {'submitted': 41}\nherdbook-worker-2  | [2026-12-06 18:00:08,102: INFO/ForkPoolWorker-1] Task movements.tasks.submit_daily_arams[e41f...] succeeded in 8.0s: {'submitted': 41}",
            ),
            (
                "bash",
                "git log -2 --format='%h %an %ad %s' -- docker-compose.yml",
                "7c3e9a1 Owen Llewellyn Tue Dec 1 21:14:52 2026 scale celery workers to 2 for the milk import backlog\n2f81d04 Sasha Brennan Fri Oct 16 11:03:20 2026 redis healthcheck",
            ),
            (
                "read",
                "movements/tasks.py",
                '@shared_task\ndef submit_daily_arams():\n    pending = Movement.objects.filter(reported_at__isnull=True)\n    refs = arams.submit_batch(list(pending))\n    pending.update(reported_at=timezone.now())\n    return {"submitted": len(refs)}\n',
            ),
            (
                "think",
                "-B embeds the beat scheduler in each worker. Owen's scale to 2 on Tue -> two schedulers -> each periodic task sent twice. Both tasks read the same pending set before either updated reported_at -> double submission. Also affects nightly inbreeding recompute and member reminder emails. Fix: dedicated beat service (replicas 1), workers without -B; make submit_daily_arams lock rows (select_for_update skip_locked) and store arams_ref per movement so a rerun can't resend. Duplicates at ARAMS need the registrar to get them voided; produce a list.",
            ),
            (
                "assistant",
                "Found it, and it isn't ARAMS.\n\n**Cause**\n\n1. The workers start with `celery -A herdbook worker -B`. The `-B` flag runs the beat scheduler *inside* the worker\n2. On Tuesday `7c3e9a1` scaled the worker to 2 for the milk import backlog, so since then there are **two** schedulers\n3. Every periodic task is sent twice. Yesterday at 18:00 both workers sent `submit_daily_arams`, both read the same 41 unreported movements before either marked them, and both submitted them\n4. The same goes for the nightly inbreeding recompute (harmless, just wasted) and the Monday membership reminder emails (members got two)\n\n**Fix**\n\n- a separate `beat` service in `docker-compose.yml` running `celery -A herdbook beat`, exactly one replica; workers lose `-B` and can scale freely\n- `submit_daily_arams` takes the pending rows with `select_for_update(skip_locked=True)` and stores the ARAMS reference per movement, so even two runs at once can't submit the same movement twice\n- a CSV of the duplicated submissions since Tuesday (ARAMS refs of the second copy) for Rhiannon to send to ARAMS so they can void them",
            ),
            ("user", "do it. ill send rhiannon the dup list for arams when its ready"),
            ("edit", "docker-compose.yml"),
            ("edit", "movements/tasks.py"),
            ("edit", "movements/migrations/0014_movement_arams_ref.py"),
            ("edit", "movements/tests/test_tasks.py"),
            (
                "bash",
                "docker compose exec web pytest movements/ -q 2>&1 | tail -1 && docker compose up -d --remove-orphans 2>&1 | tail -1 && docker compose ps --format '{{.Name}} {{.Command}}' | grep -E 'beat|worker'",
                '23 passed in 5.02s\n Container herdbook-beat-1  Started\nherdbook-beat-1 "celery -A herdbook beat -l info"\nherdbook-worker-1 "celery -A herdbook worker -l info"\nherdbook-worker-2 "celery -A herdbook worker -l info"',
            ),
            (
                "bash",
                "docker compose exec web python manage.py arams_duplicates --since 2026-12-01 --out /srv/exports/arams_duplicates_2026-12-07.csv",
                "Wrote 163 duplicate submissions to /srv/exports/arams_duplicates_2026-12-07.csv",
            ),
            (
                "assistant",
                "Deployed. One `beat` container now, both workers run without `-B`, and the movement tests (including two concurrent `submit_daily_arams` runs) pass.\n\nThe duplicate list is at `/srv/exports/arams_duplicates_2026-12-07.csv`: 163 movements, each with the ARAMS reference of the second copy to void.",
            ),
            (
                "user",
                "thanks. so lesson learned: never start the workers with the -B flag, celery beat lives in its own beat service or every scheduled task runs once per worker",
            ),
            (
                "assistant",
                "Yes. I also put a comment above the worker command in `docker-compose.yml` saying exactly that, so the next person who scales it sees why.",
            ),
        ],
        "lessons": [
            {"keys": ["-B flag", "beat service"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh151-herdbook-decision-goat-photos-hetzner-object-storage",
        "split": "fresh151",
        "steps": [
            (
                "user",
                "members want to upload photos with the registration form, the inspection needs a side profile and a rear view. where do we keep them, the vm disk is already 70% full",
            ),
            (
                "bash",
                "df -h / | tail -1; du -sh /srv/herdbook/media",
                "/dev/sda1       160G  112G   48G  70% /\n2.1G\t/srv/herdbook/media",
            ),
            (
                "think",
                "Roughly 400 registrations a year x 2-4 photos x 5 MB = small, but growing, and VM backups are snapshots of the whole disk. Options: Hetzner volume, Hetzner Object Storage (S3 API, fsn1) with django-storages, Cloudflare R2 (no egress, CDN). Recommend R2 for egress and CDN.",
            ),
            (
                "assistant",
                "Current media is only 2.1 GB, but photos from phones are 4-8 MB each, and the VM backup is a snapshot of the whole disk, so it grows with them. Options:\n\n1. **Hetzner volume** mounted at `/srv/herdbook/media`: no code change, about €5/month for 100 GB, but it's still a disk on this one VM and needs its own backups.\n2. **Hetzner Object Storage** (S3 API, Falkenstein) via `django-storages`: pay per GB, survives the VM, versioning for backups.\n3. **Cloudflare R2** via `django-storages`: same S3 API, no egress fees and Cloudflare's CDN in front, so photo-heavy pages load fast anywhere.\n\nI'd pick **3**, for the free egress and the CDN.",
            ),
            (
                "user",
                "go with hetzner object storage, our DPA is already with hetzner and the society's data policy says member data only goes to processors we have a DPA with, R2 would need a committee vote. and a volume is a dead end, the vm backups already take forever",
            ),
            (
                "assistant",
                "Hetzner Object Storage it is. One question: phones send 4-8 MB photos. I'd store a 1600 px version and throw the original away to keep storage small. OK?",
            ),
            (
                "user",
                "no keep the originals, the inspection panel zooms in on the full res photos to check teats and feet. make a 1600px copy for the website tho",
            ),
            (
                "think",
                "STORAGES default -> S3Storage with endpoint fsn1.your-objectstorage.com, private bucket, signed URLs. GoatPhoto model: original + display (1600px, generated by a Celery task with Pillow). Migration 0031.",
            ),
            ("edit", "herdbook/settings.py"),
            ("edit", "requirements.txt"),
            ("edit", "herd/models.py"),
            ("edit", "herd/migrations/0031_goatphoto.py"),
            ("edit", "herd/tasks.py"),
            ("edit", "herd/tests/test_photos.py"),
            (
                "bash",
                "docker compose exec web pytest herd/tests/test_photos.py -q 2>&1 | tail -1",
                "8 passed in 2.77s",
            ),
            (
                "assistant",
                'Done on `feat/goat-photos`:\n\n- `STORAGES["default"]` uses `storages.backends.s3.S3Storage` against Hetzner Object Storage (`fsn1`), private bucket, signed URLs valid for 1 hour; credentials from `HERDBOOK_S3_ACCESS_KEY` / `HERDBOOK_S3_SECRET_KEY`\n- `GoatPhoto` keeps the **original** untouched plus a `display` image, 1600 px on the long edge, made by a Celery task after upload\n- registration form requires a side profile and a rear view\n- tests use moto\'s S3 mock',
            ),
            (
                "user",
                "cool. dont switch prod over until ive made the bucket and sent you the keys",
            ),
            ("assistant", "Understood, prod keeps local storage until then."),
        ],
        "lessons": [
            {"keys": ["hetzner object storage", "DPA"]},
            {"keys": ["originals", "inspection panel"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh151-herdbook-tool-stored-reg-numbers-and-pre-2010-eid",
        "split": "fresh151",
        "steps": [
            (
                "user",
                "remember for the future: registration numbers are only ever issued by the registrar, format CDG-YYYY-NNNNN, the app never generates them itself, not even for kids of registered parents. now can you add a data quality page that lists goats with missing fields",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "herdbook: goat registration numbers (format CDG-YYYY-NNNNN) are issued only by the registrar; the app never generates them, not even for kids of registered parents.",
                    "tags": ["herdbook", "registration", "registrar"],
                },
                '{"id":"9420","action":"stored"}',
                False,
            ),
            (
                "read",
                "herd/models.py",
                'class Goat(models.Model):\n    reg_no = models.CharField(max_length=16, unique=True, null=True, blank=True)\n    name = models.CharField(max_length=80)\n    breed = models.ForeignKey(Breed, on_delete=models.PROTECT)\n    dob = models.DateField()\n    eid_tag = models.CharField(max_length=20, null=True, blank=True)\n    dam = models.ForeignKey("self", null=True, blank=True, related_name="+", on_delete=models.SET_NULL)\n    sire = models.ForeignKey("self", null=True, blank=True, related_name="+", on_delete=models.SET_NULL)\n    herd = models.ForeignKey(Herd, on_delete=models.PROTECT)\n',
            ),
            (
                "bash",
                "docker compose exec db psql -U herdbook -c \"SELECT count(*) FILTER (WHERE eid_tag IS NULL) AS no_eid, count(*) FILTER (WHERE eid_tag IS NULL AND dob < '2010-01-01') AS no_eid_pre2010, count(*) FILTER (WHERE dam_id IS NULL OR sire_id IS NULL) AS no_parent FROM herd_goat\"",
                " no_eid | no_eid_pre2010 | no_parent\n--------+----------------+-----------\n    812 |            797 |      1364\n(1 row)",
            ),
            (
                "think",
                "812 without eid_tag, 797 of them born before 2010. Pattern suggests something about that date. Ask before flagging 812 goats.",
            ),
            (
                "assistant",
                "Stored the registration number rule.\n\nFirst numbers: 812 goats have no `eid_tag`, but 797 of those were born before 2010. Should those count as missing, or is there a reason the older ones don't have one?",
            ),
            (
                "user",
                "goats born before 2010 never had eid tags, electronic id only became compulsory in 2010, so a null eid_tag on those is expected and not a data problem. missing parents is normal too for foundation stock but flag them anyway for now",
            ),
            ("edit", "herd/quality.py"),
            ("edit", "herd/views.py"),
            ("edit", "herd/templates/herd/data_quality.html"),
            ("edit", "herd/tests/test_quality.py"),
            (
                "bash",
                "docker compose exec web pytest herd/tests/test_quality.py -q 2>&1 | tail -1",
                "7 passed in 1.92s",
            ),
            (
                "assistant",
                "Added `/herd/data-quality/` (registrar and staff only):\n\n- **No EID tag**: only goats born on or after 1 Jan 2010, currently 15\n- **No registration number**: listed for the registrar to issue, nothing is generated\n- **Missing dam or sire**: 1,364, shown in their own section so they don't drown the rest\n- each row links to the goat's edit page; CSV export per section\n- tests cover the 2010 cutoff on both sides",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["eid_tag", "2010"]},
        ],
        "tool_stored": [["registrar", "CDG-YYYY-NNNNN"]],
    },
    {
        "name": "fresh151-herdbook-review-lactation-report-rules",
        "split": "fresh151",
        "steps": [
            ("user", "can u review sasha's pr #58, the lactation yield report"),
            (
                "bash",
                "gh pr diff 58 --name-only",
                "milk/reports.py\nmilk/views.py\nmilk/templates/milk/lactation_report.html\nmilk/tests/test_reports.py\nmilk/fixtures/milk_sample.json",
            ),
            (
                "read",
                "milk/reports.py",
                'LITRES_TO_KG = 1.03\n\n\ndef lactation_total(lactation):\n    total = 0.0\n    for rec in lactation.records.order_by("test_date"):\n        total += float(rec.yield_amount) * rec.interval_days * LITRES_TO_KG\n    return round(total, 1)\n',
            ),
            (
                "read",
                "milk/models.py",
                'class MilkRecord(models.Model):\n    lactation = models.ForeignKey(Lactation, related_name="records", on_delete=models.CASCADE)\n    test_date = models.DateField()\n    yield_amount = models.DecimalField(max_digits=5, decimal_places=2)  # per day, from the recording lab\n    interval_days = models.PositiveSmallIntegerField()\n',
            ),
            (
                "read",
                "milk/tests/test_reports.py",
                'class LactationTotalTests(TestCase):\n    fixtures = ["milk_sample.json"]\n\n    def test_total_for_sample_doe(self):\n        lac = Lactation.objects.get(pk=3)\n        self.assertEqual(lactation_total(lac), 1127.4)\n',
            ),
            (
                "think",
                "Float accumulation of Decimal -> rounding drift, use Decimal. Conversion 1.03: lab gives litres presumably, society publishes kg, so fine. JSON fixture OK-ish. No cutoff on the lactation length... didn't spot.",
            ),
            (
                "assistant",
                "Review of #58:\n\n1. **Floats**: `yield_amount` is a `Decimal` but the total is built up as a `float`, so totals can be off by a rounding step. Keep it in `Decimal` and quantize to 0.1 at the end.\n2. **Units**: the `LITRES_TO_KG = 1.03` conversion is right: the recording lab sends yields in litres and the herdbook publishes kg.\n3. **Tests**: one test against `milk_sample.json`; it works, a couple more cases (a single record, an empty lactation) would help.\n4. The template and view look fine.",
            ),
            (
                "user",
                "few things for the review, and these are rules not just for this pr. the lab already sends yields in kg, there is no litre anywhere in our data, so LITRES_TO_KG goes. lactation totals are always cut at day 305 after kidding, thats the society standard for the herdbook, anything after day 305 is a separate extended figure. tests build their data with the factory_boy factories in tests/factories.py, no json fixtures, they rot every time a model changes. the decimal point is fair",
            ),
            (
                "think",
                "I was wrong on units. Review: drop conversion, Decimal, 305-day cut from lactation.kidding_date with a partial interval for the record spanning day 305, extended_total separately, replace fixture with LactationFactory/MilkRecordFactory, delete milk_sample.json.",
            ),
            (
                "bash",
                "gh pr review 58 --request-changes --body-file /tmp/review_58.md",
                "- Requested changes to pull request cambrian-goats/herdbook#58",
            ),
            (
                "assistant",
                "Posted on #58 (changes requested):\n\n- remove `LITRES_TO_KG`: the lab's yields are already kg\n- sum in `Decimal`, quantize to 0.1 kg at the end\n- `lactation_total` stops at day 305 after `lactation.kidding_date` (the test interval that crosses day 305 counts only up to it); a new `extended_total` covers what comes after, shown in its own column\n- replace `milk_sample.json` with `LactationFactory` / `MilkRecordFactory` from `tests/factories.py` and delete the fixture; tests for a lactation ending before day 305, one running past it, and an empty one\n\nMy units comment was wrong and isn't in the review.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["yields in kg", "LITRES_TO_KG"], "not": ["sends yields in litres"]},
            {"keys": ["day 305", "kidding"]},
            {"keys": ["factory_boy", "json fixtures"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh151-herdbook-correction-arams-deadline-3-days",
        "split": "fresh151",
        "steps": [
            (
                "user",
                "add a warning on the movements page for moves that still havent gone to arams and are getting close to the deadline",
            ),
            (
                "read",
                "movements/models.py",
                'class Movement(models.Model):\n    """A goat (or batch) moving between holdings.\n\n    Movements must be reported to ARAMS within 7 days of the move.\n    """\n    moved_on = models.DateField()\n    from_cph = models.CharField(max_length=11)\n    to_cph = models.CharField(max_length=11)\n    goats = models.ManyToManyField("herd.Goat")\n    reported_at = models.DateTimeField(null=True, blank=True)\n    arams_ref = models.CharField(max_length=32, blank=True)\n',
            ),
            (
                "think",
                "Deadline from the docstring: 7 days. Amber from day 5, red at day 7 or later. Annotate days_since in the queryset, badge in the template.",
            ),
            ("edit", "movements/views.py"),
            ("edit", "movements/templates/movements/movement_list.html"),
            ("edit", "movements/tests/test_views.py"),
            (
                "bash",
                "docker compose exec web pytest movements/tests/test_views.py -q 2>&1 | tail -1",
                "9 passed in 2.08s",
            ),
            (
                "assistant",
                "Added deadline badges to the movements list. Movements must be reported to ARAMS within 7 days of the move, so:\n\n- **amber** *due soon* once an unreported move is 5 days old\n- **red** *overdue* from day 7\n- reported movements get no badge\n- the list can be filtered to *unreported only*, sorted oldest first",
            ),
            ("user", "looks good"),
            (
                "user",
                "hang on no. the deadline is 3 days from the move date, defra changed it years ago and that docstring is just old. so amber at 2 days, red at 3",
            ),
            (
                "think",
                "Fix thresholds, put the deadline in one constant ARAMS_DEADLINE_DAYS = 3 in movements/rules.py, fix docstring, adjust tests.",
            ),
            ("edit", "movements/rules.py"),
            ("edit", "movements/models.py"),
            ("edit", "movements/views.py"),
            ("edit", "movements/tests/test_views.py"),
            (
                "bash",
                "docker compose exec web pytest movements/ -q 2>&1 | tail -1",
                "25 passed in 5.37s",
            ),
            (
                "assistant",
                "Fixed:\n\n- new `movements/rules.py` with `ARAMS_DEADLINE_DAYS = 3`, used by the view instead of a hard-coded number\n- amber from 2 days, red from 3\n- the `Movement` docstring now says 3 days\n- tests at 1, 2, 3 and 4 days",
            ),
            ("user", "great, merge it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/cambrian-goats/herdbook/pull/61\n✓ Squashed and merged pull request cambrian-goats/herdbook#61 (Movement deadline badges)",
            ),
            ("assistant", "Merged as #61."),
        ],
        "lessons": [
            {"keys": ["deadline", "3 days"], "not": ["within 7 days"]},
        ],
        "tool_stored": [],
    },
]
