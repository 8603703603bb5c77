"""The "fresh137" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH137: list[dict[str, Any]] = [
    # --- "airlog": programme schedule, presenter rota and music reporting for Wrenfield FM
    # 104.6, a volunteer community radio station in Sheffield. Python 3.12, Django 5.1 on
    # PostgreSQL 16, Celery 5 + Redis for background jobs, HTMX templates, deployed with Dokku on
    # a DigitalOcean droplet (app "airlog"). Playout is Rivendell in the studio, which drops daily
    # log exports onto a share synced to /srv/rivendell-exports on the droplet. Marcus is the
    # station manager and does the development; Sian runs the office ---
    {
        "name": "fresh137-airlog-chitchat-select-vs-prefetch-related-prestenter-typo",
        "split": "fresh137",
        "steps": [
            (
                "user",
                "whats the actual difference between select_related and prefetch_related. debug "
                "toolbar says the schedule page does 170 queries lol. also the rota page heading "
                "says Prestenter",
            ),
            (
                "read",
                "schedule/views.py",
                "def week(request):\n"
                '    slots = Slot.objects.filter(active=True).order_by("weekday", '
                '"start_time")\n'
                '    return render(request, "schedule/week.html", {"slots": slots})\n',
            ),
            (
                "think",
                "Template touches slot.show.name (FK, one query per slot) and "
                "slot.show.presenters.all (M2M, another per slot). ~84 slots -> 169 + 1 queries. "
                "select_related('show') + prefetch_related('show__presenters').",
            ),
            (
                "assistant",
                "Both stop the *one extra query per row* problem, they just do it differently:\n\n"
                "- **`select_related`** follows foreign keys and one-to-ones with a SQL **JOIN**, "
                "so the related object comes back in the same query. Only works for the "
                '"single object" side.\n'
                "- **`prefetch_related`** is for many-to-many and reverse foreign keys. It runs "
                "**one extra query** per relation (`... WHERE show_id IN (...)`) and stitches "
                "the results together in Python.\n\n"
                "Your template does `slot.show.name` (FK: a query per slot) and "
                "`slot.show.presenters.all` (M2M: another query per slot). With 84 slots that's "
                "your 170. The fix is\n\n"
                "```python\n"
                "Slot.objects.filter(active=True)\n"
                '    .select_related("show")\n'
                '    .prefetch_related("show__presenters")\n'
                "```\n\n"
                "which makes it 2 queries (plus the session one).",
            ),
            ("user", "yeah do that + the typo"),
            ("edit", "schedule/views.py"),
            ("edit", "schedule/templates/schedule/rota.html"),
            (
                "bash",
                "pytest schedule -q",
                "...........                                                   [100%]\n"
                "11 passed in 2.31s",
            ),
            (
                "assistant",
                "Schedule page: **170 → 3 queries**. The rota heading reads **Presenter**.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh137-airlog-incident-music-log-import-cp1252-motorhead",
        "split": "fresh137",
        "steps": [
            (
                "user",
                "sian clicked import log this morning and the music log in admin still stops at "
                "friday night. she needs the weekend for the returns",
            ),
            (
                "bash",
                "dokku logs airlog --ps worker -n 400 | grep -A 8 import_rivendell_log | tail -20",
                "2026-11-17T09:12:40 worker.1 [INFO] Task schedule.tasks.import_rivendell_log"
                "[6b1e...] received\n"
                "2026-11-17T09:12:40 worker.1 [INFO] importing /srv/rivendell-exports/"
                "2026-11-14.txt\n"
                "2026-11-17T09:12:41 worker.1 [ERROR] Task schedule.tasks.import_rivendell_log"
                "[6b1e...] raised unexpected: UnicodeDecodeError('utf-8', b'...', 2217, 2218, "
                "'invalid start byte')\n"
                "Traceback (most recent call last):\n"
                '  File "/app/schedule/tasks.py", line 38, in import_rivendell_log\n'
                "    for line in f:\n"
                '  File "<frozen codecs>", line 322, in decode\n'
                "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf6 in position 2217: "
                "invalid start byte",
            ),
            (
                "bash",
                "dokku run airlog python -c \"print(open('/srv/rivendell-exports/2026-11-14.txt',"
                "'rb').read()[2196:2240])\"",
                "b'22:14:07\\tMot\\xf6rhead\\tAce of Spades\\tBronze\\t00:02:49\\r\\n'",
            ),
            (
                "read",
                "schedule/tasks.py",
                "@shared_task\n"
                "def import_rivendell_log():\n"
                "    last = ImportState.objects.get().last_imported\n"
                '    for path in sorted(EXPORT_DIR.glob("*.txt")):\n'
                "        day = date.fromisoformat(path.stem)\n"
                "        if day <= last:\n"
                "            continue\n"
                '        with open(path, encoding="utf-8") as f:\n'
                "            for line in f:\n"
                "                Play.objects.create(**parse_line(line, day))\n"
                "        ImportState.objects.update(last_imported=day)\n",
            ),
            (
                "think",
                "0xf6 is ö in cp1252/latin-1. Friday's file (2026-11-14) has Motörhead and "
                "blows up; the loop goes in date order and stops at the first failure, so "
                "Saturday and Sunday never get read either. Also Play rows for Friday before "
                "line 2217 were created outside a transaction: half-imported day. Wrap each day "
                "in atomic().",
            ),
            (
                "assistant",
                "Found it. Friday's 22:00 rock show played **Motörhead**, and the import "
                "crashed on the `ö`:\n\n"
                "```\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xf6\n```\n\n"
                "Rivendell writes its log exports in cp1252, not UTF-8, and `tasks.py` opens "
                "them as UTF-8. Until now every title happened to be plain ASCII. The task "
                "imports days in order and stops at the first failure, so Saturday and Sunday "
                "were never read. It also left Friday half-imported (the plays before 22:14 "
                "were saved).\n\n"
                "Fix:\n"
                '- open the exports with `encoding="cp1252"`\n'
                "- wrap each day in `transaction.atomic()` so a bad file leaves nothing behind\n"
                "- `mail_admins` when a day fails, so it doesn't go quiet for a weekend again\n"
                "- delete Friday's partial rows and re-run from Friday",
            ),
            ("user", "ugh of course it was motorhead. go"),
            ("edit", "schedule/tasks.py"),
            ("edit", "schedule/tests/test_import.py"),
            (
                "bash",
                "pytest schedule/tests/test_import.py -q",
                ".....                                                         [100%]\n"
                "5 passed in 0.88s",
            ),
            (
                "bash",
                "git push dokku main 2>&1 | tail -3 && dokku run airlog python manage.py "
                "import_rivendell_logs --since 2026-11-14 --replace",
                "=====> Application deployed:\n"
                "       https://airlog.wrenfieldfm.org.uk\n"
                "-----> done\n"
                "deleted 171 partial plays for 2026-11-14\n"
                "2026-11-14: 236 plays\n2026-11-15: 198 plays\n2026-11-16: 178 plays",
            ),
            (
                "assistant",
                "Deployed and re-imported: Friday 236 plays, Saturday 198, Sunday 178. The "
                "weekend is in the admin music log now.",
            ),
            ("user", "sweet ill tell sian"),
        ],
        "lessons": [
            {"keys": ["Rivendell", "cp1252"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh137-airlog-decision-listen-again-mixcloud-licence-live-stream-only",
        "split": "fresh137",
        "steps": [
            (
                "user",
                "presenters keep asking for listen again. the studio pc already records an mp3 "
                "per hour. whats the best way to get them on the site",
            ),
            (
                "bash",
                "du -sh /srv/recordings; ls /srv/recordings | head -3; dokku run airlog df -h / "
                "| tail -1",
                "412G\t/srv/recordings\n"
                "2026-05-01_0600.mp3\n2026-05-01_0700.mp3\n2026-05-01_0800.mp3\n"
                "/dev/vda1        78G   27G   51G  35% /",
            ),
            (
                "think",
                "Droplet disk is too small to keep them. Options: object storage with our own "
                "player, Mixcloud, archive.org. B2 is cheapest and keeps people on our site.",
            ),
            (
                "assistant",
                "About 412 GB of hourly MP3s since May, and the droplet has 51 GB free, so they "
                "can't live on the droplet. Options:\n\n"
                "1. **Backblaze B2 + our own player**: a Celery task uploads each show's hours "
                "after it ends, and the show page gets an `<audio>` player. About $2.50 a month "
                "for the storage.\n"
                "2. **Mixcloud**: upload each show through their API and embed the Mixcloud "
                "widget on the show page.\n"
                "3. **archive.org**: free and permanent, but slow and their player is clunky.\n\n"
                "I'd go with **1**: cheapest, listeners stay on our site, no ads.",
            ),
            (
                "user",
                "mixcloud, option 2. our PPL/PRS licence only covers the live stream, hosting "
                "shows with music on our own storage would need an on-demand licence we cant "
                "afford, whereas mixcloud pays the royalties for on-demand plays itself",
            ),
            (
                "assistant",
                "Good catch, I hadn't thought about the licence at all. Mixcloud then:\n\n"
                "- `upload_to_mixcloud(show_airing_id)` Celery task, queued 30 minutes after a "
                "show ends, joins its hourly MP3s with ffmpeg and posts to "
                "`https://api.mixcloud.com/upload/` with the show name, presenter tags and the "
                "tracklist from the music log (Mixcloud needs the tracklist to pay out)\n"
                "- the Mixcloud URL is saved on the airing and the show page embeds the widget\n"
                "- token from a `MIXCLOUD_ACCESS_TOKEN` env var",
            ),
            (
                "user",
                "yep. tokens in 1password, ill set it on dokku myself, dont go looking for it",
            ),
            ("edit", "schedule/models.py"),
            ("edit", "schedule/migrations/0019_airing_mixcloud_url.py"),
            ("edit", "schedule/tasks.py"),
            ("edit", "schedule/mixcloud.py"),
            ("edit", "schedule/templates/schedule/show_detail.html"),
            ("edit", "schedule/tests/test_mixcloud.py"),
            (
                "bash",
                "pytest schedule/tests/test_mixcloud.py -q",
                "....                                                          [100%]\n"
                "4 passed in 1.02s",
            ),
            (
                "assistant",
                "Done, with the Mixcloud API mocked in the tests. Once `MIXCLOUD_ACCESS_TOKEN` is "
                "set on dokku, the next show that ends will upload itself. Nothing runs without "
                "the token; the task logs a warning and skips.",
            ),
            ("user", "legend, ill set it tonight"),
        ],
        "lessons": [
            {"keys": ["Mixcloud", "live stream"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh137-airlog-tool-stored-prs-quarterly-sian-uploads-portal",
        "split": "fresh137",
        "steps": [
            (
                "user",
                "can you save to memory: PRS returns are quarterly and due 14 days after the "
                "quarter ends. then make the export button take a date range instead of just "
                "last month",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "airlog: PRS music returns are quarterly, due 14 days after each "
                    "quarter ends.",
                    "tags": ["airlog", "prs", "returns"],
                },
                '{"id":"9312","action":"stored"}',
                False,
            ),
            (
                "read",
                "reports/views.py",
                "@staff_member_required\n"
                "def export_prs(request):\n"
                "    today = date.today()\n"
                "    first = (today.replace(day=1) - timedelta(days=1)).replace(day=1)\n"
                "    last = today.replace(day=1) - timedelta(days=1)\n"
                "    plays = Play.objects.filter(day__range=(first, last))\n"
                '    return prs_csv_response(plays, f"prs-{first:%Y-%m}.csv")\n',
            ),
            (
                "think",
                "Replace with a small form: start/end dates, default to the last complete "
                "quarter. Validate end >= start.",
            ),
            (
                "assistant",
                "Saved. I'll swap the fixed *last month* for a start/end date form, defaulting "
                "to the last complete quarter, with the CSV named after the range.",
            ),
            ("edit", "reports/forms.py"),
            ("edit", "reports/views.py"),
            ("edit", "reports/templates/reports/export_prs.html"),
            ("edit", "reports/tests/test_export.py"),
            (
                "bash",
                "pytest reports -q",
                "........                                                      [100%]\n"
                "8 passed in 1.47s",
            ),
            (
                "assistant",
                "Done. The export page now has *From* and *To* dates, pre-filled with 1 July to "
                "30 September, and downloads `prs-2026-07-01_2026-09-30.csv`.",
            ),
            (
                "user",
                "great. sian's the one who uploads it to the PRS portal, so email her the csv "
                "when its generated rather than just downloading it, sian@wrenfieldfm.org.uk",
            ),
            ("edit", "reports/views.py"),
            ("edit", "reports/tests/test_export.py"),
            (
                "bash",
                "pytest reports -q",
                ".........                                                     [100%]\n"
                "9 passed in 1.52s",
            ),
            (
                "assistant",
                "The export now also emails the CSV to sian@wrenfieldfm.org.uk (*PRS return "
                "1 Jul – 30 Sep 2026, ready to upload*) and shows *Sent to Sian* on the page.",
            ),
        ],
        "lessons": [
            {"keys": ["sian", "PRS portal"]},
        ],
        "tool_stored": [["PRS", "quarterly"]],
    },
    {
        "name": "fresh137-airlog-rules-schedule-grid-broadcast-week-24h-slugs-textchoices",
        "split": "fresh137",
        "steps": [
            (
                "user",
                "can you build the public weekly schedule page. grid of days across, hours down, "
                "like the bbc ones",
            ),
            (
                "read",
                "schedule/models.py",
                "class Show(models.Model):\n"
                "    name = models.CharField(max_length=120)\n"
                "    slug = models.SlugField(unique=True)\n"
                '    status = models.CharField(max_length=20, default="draft")\n'
                '    presenters = models.ManyToManyField("people.Presenter")\n\n'
                "class Slot(models.Model):\n"
                "    show = models.ForeignKey(Show, on_delete=models.CASCADE)\n"
                "    weekday = models.IntegerField()  # 0-6\n"
                "    start_time = models.TimeField()\n"
                "    duration = models.DurationField()\n",
            ),
            (
                "think",
                "Week columns Sunday..Saturday, rows from 00:00. Format times friendly (6pm). "
                'Filter on status="published". Slug from the name, regenerate on save so it '
                "stays in sync if a show is renamed.",
            ),
            (
                "assistant",
                "Plan:\n\n"
                "- the grid runs Sunday to Saturday, midnight to midnight, one row per half hour\n"
                "- each cell shows the show name and time in a friendly format, like "
                "*6pm – 8pm*\n"
                '- only shows with `status="published"`\n'
                "- links to `/shows/<slug>/`, and I'll regenerate the slug from the name on save "
                "so a renamed show gets a matching URL\n"
                "- current show highlighted with HTMX polling every minute",
            ),
            (
                "user",
                "few things, and these go for the whole site not just this page. the broadcast "
                "week starts monday 06:00, not sunday midnight, anything between midnight and 6 "
                "belongs to the previous day's schedule. times are always 24h, 18:00 not 6pm. "
                "show slugs never change once a show is published, the mixcloud uploads and old "
                "links all use them. use TextChoices for status fields, no bare strings. oh and "
                "dont bother with a mobile layout yet, ill do the css myself",
            ),
            (
                "think",
                "Broadcast day = 06:00 to 06:00. A Slot with weekday=1 start 02:00 is really "
                "Tuesday 02:00 on the calendar but shows under Monday. Slug: only set on create "
                "or while status is draft. Need a migration for Show.Status TextChoices (values "
                "stay the same strings, so no data change).",
            ),
            ("edit", "schedule/models.py"),
            ("edit", "schedule/migrations/0020_show_status_choices.py"),
            ("edit", "schedule/broadcast.py"),
            ("edit", "schedule/views.py"),
            ("edit", "schedule/templates/schedule/grid.html"),
            ("edit", "schedule/tests/test_grid.py"),
            (
                "bash",
                "python manage.py makemigrations --check && pytest schedule -q",
                "No changes detected\n"
                "...................                                           [100%]\n"
                "19 passed in 3.08s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `broadcast.py` has `broadcast_day(dt)`; the grid runs Monday to Sunday, rows "
                "from 06:00 to 05:30, and the 02:00 *Night Owls* slot sits under the day it "
                "started in\n"
                '- times via the `|time:"H:i"` filter (*18:00 – 20:00*)\n'
                "- `Show.Status(models.TextChoices)` with `DRAFT`, `PUBLISHED`, `ARCHIVED`; the "
                "view filters on `Show.Status.PUBLISHED`\n"
                "- `Show.save()` only fills the slug while the show is a draft; a test checks "
                "renaming a published show keeps its slug\n"
                "- no mobile styles",
            ),
            ("user", "ship it"),
            (
                "bash",
                "git push dokku main 2>&1 | tail -2",
                "=====> Application deployed:\n       https://airlog.wrenfieldfm.org.uk",
            ),
        ],
        "lessons": [
            {"keys": ["broadcast week", "monday 06:00"], "not": ["Sunday to Saturday"]},
            {"keys": ["24h", "18:00"]},
            {"keys": ["slugs", "published"]},
            {"keys": ["TextChoices", "bare strings"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh137-airlog-correction-rivendell-export-runs-0300-not-midnight",
        "split": "fresh137",
        "steps": [
            (
                "user",
                "the music log import still only runs when someone clicks the button in admin. "
                "can it just run every night by itself",
            ),
            (
                "read",
                "airlog/celery.py",
                "app.conf.beat_schedule = {\n"
                '    "mixcloud-uploads": {\n'
                '        "task": "schedule.tasks.queue_mixcloud_uploads",\n'
                '        "schedule": crontab(minute="*/30"),\n'
                "    },\n"
                "}\n"
                'app.conf.timezone = "Europe/London"\n',
            ),
            (
                "read",
                "docs/studio.md",
                "## Rivendell log export\n\n"
                "rdlogmanager exports yesterday's log at 00:05 to \\\\STUDIO1\\exports, which is "
                "synced to /srv/rivendell-exports on the droplet every 10 minutes.\n",
            ),
            (
                "think",
                "Export at 00:05 plus up to 10 min sync: 00:30 is safe.",
            ),
            (
                "assistant",
                "Rivendell exports yesterday's log just after midnight (00:05 per "
                "docs/studio.md), and the share syncs every 10 minutes, so I'll schedule the "
                "import at **00:30** with `crontab(hour=0, minute=30)`. OK?",
            ),
            ("user", "sure"),
            ("edit", "airlog/celery.py"),
            ("edit", "schedule/tests/test_beat.py"),
            (
                "bash",
                "pytest schedule/tests/test_beat.py -q",
                "..                                                            [100%]\n"
                "2 passed in 0.41s",
            ),
            (
                "assistant",
                "Added `import-rivendell-log` to the beat schedule at 00:30 Europe/London. The "
                "admin button still works for a manual re-run.",
            ),
            (
                "user",
                "hmm wait no, the export runs at 03:00 now, not 00:05, we moved it when the "
                "overnight sustainer feed started cos it was locking the rivendell db. make it "
                "03:30 and fix the doc",
            ),
            ("edit", "airlog/celery.py"),
            ("edit", "docs/studio.md"),
            ("edit", "schedule/tests/test_beat.py"),
            (
                "bash",
                "pytest schedule/tests/test_beat.py -q && git push dokku main 2>&1 | tail -2",
                "..                                                            [100%]\n"
                "2 passed in 0.40s\n"
                "=====> Application deployed:\n       https://airlog.wrenfieldfm.org.uk",
            ),
            (
                "assistant",
                "Moved the import to **03:30** (`crontab(hour=3, minute=30)`), fixed "
                "docs/studio.md to say the export runs at 03:00, and deployed. Tonight's run "
                "will pick up today's log.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["export", "03:00"], "not": ["just after midnight"]},
        ],
        "tool_stored": [],
    },
]
