"""The "fresh70" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH70: list[dict[str, Any]] = [
    # --- "broadsheet": newsroom CMS for the Harrowgate Courier regional newspaper group (Python 3.12, Django 5.1 + Wagtail 6.2, Postgres 16 on Aurora, Celery 5 + Redis, OpenSearch, Fastly CDN with surrogate keys, PA Media wire feed, ECS Fargate, pytest-django) ---
    {
        "name": "fresh70-broadsheet-chitchat-slugify-welsh-and-iterator-chunk-size",
        "split": "fresh70",
        "steps": [
            (
                "user",
                "ugh. does django slugify eat welsh chars? 'Llanfair Caereinion ŵyl' came out as llanfair-caereinion-wyl and the cymru desk is grumbling",
            ),
            (
                "bash",
                "python -c \"from django.utils.text import slugify; s = 'Llanfair Caereinion ŵyl'; print(slugify(s)); print(slugify(s, allow_unicode=True))\"",
                "llanfair-caereinion-wyl\nllanfair-caereinion-ŵyl",
            ),
            (
                "assistant",
                "Yes: by default `slugify` NFKD-normalises and drops anything that isn't ASCII, so `ŵ` becomes `w`. With `allow_unicode=True` it keeps `ŵ` (second line above). Browsers display that fine, but when someone copies the URL into Slack or an email it often shows up percent-encoded (`%C5%B5`), so it's an editorial call more than a technical one.",
            ),
            (
                "user",
                "meh leave it, they'll live. other q: .iterator() on a 2M row queryset, do i need chunk_size",
            ),
            (
                "assistant",
                "On Postgres `.iterator()` uses a server-side cursor and pulls `chunk_size` rows per round trip (default 2000), so memory stays flat either way; `chunk_size` only tunes speed. The one case where you must pass it is with `prefetch_related`: since Django 5.0, `iterator()` on a queryset with prefetches and no `chunk_size` raises instead of silently skipping the prefetch.",
            ),
            ("user", "k. how many articles have we got in total btw, for the all-hands slide"),
            (
                "bash",
                'python manage.py shell -c "from broadsheet.news.models import ArticlePage as A; print(A.objects.count(), A.objects.live().count())"',
                "1934207 1871560",
            ),
            (
                "assistant",
                "1,934,207 article pages in total, 1,871,560 of them live (the rest are drafts, unpublished or legally withdrawn).",
            ),
            ("user", "ta, nearly 2M, nice number for a slide"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh70-broadsheet-decision-partner-feed-static-json-on-s3",
        "split": "fresh70",
        "steps": [
            (
                "user",
                "the partner sites (the 4 weekly titles + harrowgate fm) want our top stories as json. atm thats /api/partner/top/, a live drf view, and its the thing that fell over on election night. what are the options",
            ),
            (
                "read",
                "broadsheet/api/partner.py",
                'class PartnerTopStoriesView(generics.ListAPIView):\n    serializer_class = PartnerArticleSerializer\n    permission_classes = [HasPartnerToken]\n\n    def get_queryset(self):\n        sections = self.request.query_params.getlist("section") or DEFAULT_SECTIONS\n        return (\n            ArticlePage.objects.live()\n            .filter(section__slug__in=sections)\n            .select_related("section", "lead_image")\n            .prefetch_related("contributors", "tagged_items__tag")\n            .annotate(score=F("most_read__views_1h") * 3 + F("editor_weight"))\n            .order_by("-score")[:50]\n        )\n',
            ),
            (
                "bash",
                "zcat logs/fastly/2026-11-06.log.gz | grep '/api/partner/top' | awk '{print $9}' | sort | uniq -c; zcat logs/fastly/2026-11-06.log.gz | grep '/api/partner/top' | head -2 | awk '{print $7}'",
                " 571302 MISS\n   1204 PASS\n/api/partner/top/?section=news&section=sport&_=1762468802113\n/api/partner/top/?section=news&_=1762468803540",
            ),
            (
                "bash",
                "zcat logs/fastly/2026-11-06.log.gz | grep '/api/partner/top' | awk '{print $11}' | sort | uniq -c",
                " 114310 partner=courier-weekly-north\n 114288 partner=courier-weekly-south\n 114176 partner=dales-gazette\n 114402 partner=moorside-advertiser\n 115330 partner=harrowgate-fm",
            ),
            (
                "assistant",
                "What the logs show for election night (6 Nov): ~572k requests to the view, **every one a cache MISS**. Each of the 5 partners polls every ~30 s, and their widgets append a cache-busting `_=<timestamp>` param, so Fastly never serves anything from cache and every poll runs the annotated ranking query against the primary.\n\nOptions:\n\n1. **Keep the live view, fix caching**: strip `_` in Fastly VCL, 30 s TTL, purge on publish. Cheap, but the query still runs once per section combination per TTL, and any new partner with a different param scheme punches through again.\n2. **Static JSON on S3**: a Celery beat task renders the top 50 per section every 60 s and writes `partner/top/<section>.json` to S3 behind Fastly. Partners can poll as hard as they like; the DB sees one query per section per minute.\n3. **Push**: webhooks to partners on publish. Nicest freshness, but 5 partner integrations to build and retry logic on our side.\n\nI'd lean to 2.",
            ),
            (
                "user",
                "option 2. the partner feed gets written as static json to s3 by celery beat every 60s, no live view: they poll every 30s with cache busters so fastly cant save us, and on election night that view pinned the aurora primary at 100% cpu. keep the old url as a 301 to the s3 object for 3 months so nobody breaks",
            ),
            ("edit", "broadsheet/partner_feed/tasks.py"),
            ("edit", "broadsheet/settings/base.py"),
            ("edit", "broadsheet/api/urls.py"),
            ("edit", "broadsheet/partner_feed/tests/test_tasks.py"),
            (
                "bash",
                "pytest broadsheet/partner_feed broadsheet/api -q 2>&1 | tail -3",
                "..............\n14 passed in 6.82s",
            ),
            (
                "assistant",
                "Done:\n\n- `partner_feed.tasks.publish_partner_feed` renders the top 50 per section with the same ranking as the old view and uploads `partner/top/<section>.json` and `partner/top/all.json` to `s3://broadsheet-partner-feed` (`Cache-Control: max-age=30`, `Content-Type: application/json`)\n- beat entry `publish-partner-feed` every 60 s in `CELERY_BEAT_SCHEDULE`\n- `/api/partner/top/` is now a `RedirectView` (301) to `https://feeds.harrowgatecourier.co.uk/partner/top/all.json`, or to the section file when exactly one `section` is passed; a comment with the removal date (2027-03-07)\n- tests: ranking parity with the old view on fixtures, S3 upload mocked with moto, redirect mapping\n\nThe partner token check goes away with the redirect; the JSON holds only public headline data, so that seemed fine, but say if partners should keep needing a token.",
            ),
            (
                "user",
                "public is fine, its all on the homepage anyway. i'll tell the partners monday",
            ),
        ],
        "lessons": [
            {"keys": ["partner feed", "static json", "election night"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh70-broadsheet-incident-stale-article-purge-before-commit",
        "split": "fresh70",
        "steps": [
            (
                "user",
                "urgent-ish. desk corrected the councillor's name in the bypass vote story at 09:12, live site still shows the wrong name and it's 10:40. preview shows it right. lawyers are asking why",
            ),
            (
                "bash",
                "curl -sI https://www.harrowgatecourier.co.uk/news/2026/12/07/bypass-vote-council/ | grep -iE 'age|x-cache|surrogate-key|cache-control|last-modified'",
                "cache-control: public, max-age=86400\nlast-modified: Mon, 07 Dec 2026 08:58:31 GMT\nsurrogate-key: article-48213 section-news\nage: 5284\nx-cache: HIT, HIT",
            ),
            (
                "bash",
                "grep 'article-48213' logs/celery/worker-2026-12-07.log; grep 'bypass-vote-council' logs/django/web-2026-12-07.log | grep -i fastly | head -3",
                '09:12:04.118 INFO [purge_surrogate_key] purging article-48213 -> 200 {"status": "ok"}\n09:12:04.161 GET /news/2026/12/07/bypass-vote-council/ 200 ua=Fastly/origin rev=1183342\n09:12:04.902 GET /news/2026/12/07/bypass-vote-council/ 200 ua=Fastly/origin rev=1183342',
            ),
            (
                "read",
                "broadsheet/news/signals.py",
                'from django.db.models.signals import post_save\nfrom django.dispatch import receiver\n\nfrom broadsheet.cdn.tasks import purge_surrogate_key\nfrom broadsheet.news.models import ArticlePage\n\n\n@receiver(post_save, sender=ArticlePage)\ndef purge_on_publish(sender, instance, **kwargs):\n    if instance.live:\n        purge_surrogate_key.delay(f"article-{instance.pk}")\n        purge_surrogate_key.delay(f"section-{instance.section.slug}")\n',
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -Atc "select id, created_at from wagtailcore_revision where object_id = \'48213\' order by created_at desc limit 2"',
                "1183391|2026-12-07 09:12:04.297+00\n1183342|2026-12-07 08:58:31.044+00",
            ),
            (
                "think",
                "Purge logged 09:12:04.118, new revision 1183391 committed at ~09:12:04.297. Fastly refetched at 04.161 and 04.902? 04.902 still rev 1183342 though... maybe that one came from a different shield node which got the old object from the first one. Either way: the purge happened inside the publish transaction, origin served the old revision, Fastly cached it for max-age 86400. The .delay() in post_save goes to Redis immediately, the worker is faster than the commit.",
            ),
            (
                "assistant",
                "Found it, and it's not Fastly's fault.\n\nTimeline for article 48213:\n- 09:12:04.118 the Celery worker purges `article-48213`\n- 09:12:04.161 Fastly refetches from origin and gets **revision 1183342** (the old one)\n- 09:12:04.297 the new revision 1183391 is committed\n- Fastly keeps the old page with `max-age=86400`, so it would have stayed wrong until tomorrow morning\n\nRoot cause: the purge ran before the publish transaction committed. `purge_on_publish` calls `purge_surrogate_key.delay()` straight from `post_save`, which fires inside Wagtail's publish `transaction.atomic()`; the task hits Redis at once, the worker purges within milliseconds, and the origin fetch that follows still reads the old revision. It only bites when the publish is slow (this one also re-indexed OpenSearch and saved 14 tag rows), which is why most corrections looked fine.\n\nFix: wrap the enqueue in `transaction.on_commit()`, so `purge_surrogate_key` only runs once the new revision is visible to Fastly's origin fetch. And purge article-48213 by hand right now.",
            ),
            (
                "user",
                "do it, purge first. and make it a rule: any celery task that reads stuff the current request just wrote gets enqueued with transaction.on_commit, never a bare .delay() inside a signal handler. add a check for it in ci if u can",
            ),
            (
                "bash",
                "python manage.py fastly_purge article-48213 section-news && curl -s https://www.harrowgatecourier.co.uk/news/2026/12/07/bypass-vote-council/ | grep -o 'Cllr [A-Z][a-z]* [A-Z][a-z]*' | head -1",
                "purged article-48213: ok\npurged section-news: ok\nCllr Aled Pryce-Jenkins",
            ),
            ("edit", "broadsheet/news/signals.py"),
            ("edit", ".semgrep/celery-delay-in-signal.yml"),
            (
                "bash",
                "semgrep --config .semgrep/celery-delay-in-signal.yml broadsheet/ --quiet",
                "broadsheet/newsletters/signals.py\n   22┆ send_breaking_alert.delay(instance.pk)\nbroadsheet/search/signals.py\n   41┆ reindex_page.delay(instance.pk)",
            ),
            ("edit", ".github/workflows/ci.yml"),
            (
                "bash",
                "semgrep --config .semgrep/celery-delay-in-signal.yml broadsheet/ --quiet --error && pytest broadsheet/news broadsheet/newsletters broadsheet/search -q 2>&1 | tail -2",
                "..................................\n34 passed in 11.40s",
            ),
            (
                "assistant",
                '- article-48213 purged, the live page now shows "Cllr Aled Pryce-Jenkins"\n- `purge_on_publish` now does `transaction.on_commit(lambda: purge_surrogate_key.delay(...))` for both keys\n- new semgrep rule `.semgrep/celery-delay-in-signal.yml` flags any `.delay()` / `.apply_async()` in a signal receiver that isn\'t inside `transaction.on_commit`; it found two more (`send_breaking_alert` in newsletters, which could have mailed a stale headline, and `reindex_page` in search), both fixed\n- the rule runs in CI with `--error`, so a new one fails the build\n\nFor the lawyers: the correction was saved at 09:12 but a cache purge fired 0.2 s too early and the CDN kept the old version; fixed at 10:47, and the cause is fixed for all future corrections.',
            ),
            ("user", "perfect, forwarding that last bit"),
        ],
        "lessons": [
            {"keys": ["purge_surrogate_key", "on_commit"]},
            {"keys": ["bare .delay()", "signal handler"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh70-broadsheet-corrections-log-replica-alias-and-note-placement-corrections",
        "split": "fresh70",
        "steps": [
            (
                "user",
                "legal wants a proper corrections log. every article can carry correction notes (date + text) shown on the article, plus a /corrections/ page listing all notes from the last 90 days. the listing is read only so run it off the read replica",
            ),
            (
                "read",
                "ARCHITECTURE.md",
                '## Databases\n\n- `default`: Postgres primary. Writes, Wagtail admin, anything in a transaction.\n- `reader`: read replica. Public listings, feeds, sitemaps: query with `.using("reader")`.\n  Replica lag is usually < 1 s; never read-after-write from it.\n\n## Caching\n\n- Fastly in front of everything public, surrogate keys `article-<pk>`, `section-<slug>`.\n',
            ),
            (
                "read",
                "broadsheet/news/templates/news/article_page.html",
                '{% block content %}\n<article class="article">\n  <h1>{{ page.title }}</h1>\n  <p class="standfirst">{{ page.standfirst }}</p>\n  {% include "news/includes/byline.html" %}\n  {% include "news/includes/lead_image.html" %}\n  <div class="article-body">{{ page.body }}</div>\n  {% include "news/includes/tags.html" %}\n</article>\n{% endblock %}\n',
            ),
            ("edit", "broadsheet/news/models.py"),
            ("edit", "broadsheet/news/templates/news/article_page.html"),
            ("edit", "broadsheet/news/views.py"),
            (
                "bash",
                "python manage.py makemigrations news -n correction_notes 2>&1 | tail -3",
                "Migrations for 'news':\n  broadsheet/news/migrations/0087_correction_notes.py\n    + Create model CorrectionNote",
            ),
            (
                "assistant",
                'First pass:\n\n- `CorrectionNote`: a Wagtail `Orderable` on `ArticlePage` (`noted_at` date, `text` rich text limited to bold/italic/links), editable in a new "Corrections" panel; migration `0087_correction_notes`\n- on the article the notes render at the bottom of the article body, after the tags, under a "Correction" heading, as most papers do\n- `/corrections/` lists notes from the last 90 days, newest first, with the article headline and link; the query runs with `.using("reader")` as ARCHITECTURE.md says for public listings\n\nNot run against the DB yet; want me to add tests and migrate locally?',
            ),
            (
                "user",
                "couple of things. the reader alias is gone, we moved to aurora in june and the read-only alias is `aurora_ro` (ARCHITECTURE.md is stale, fix that line while ur there). and house style: the correction note goes at the top of the article, above the standfirst, not at the bottom, readers who came because of the error have to see it first. rest is fine, yes add tests",
            ),
            (
                "bash",
                "grep -n 'aurora_ro\\|DATABASE_ROUTERS' broadsheet/settings/base.py",
                '61:    "aurora_ro": env.db("DATABASE_RO_URL"),\n68:DATABASE_ROUTERS = ["broadsheet.db.routers.PrimaryOnlyRouter"]',
            ),
            ("edit", "broadsheet/news/views.py"),
            ("edit", "broadsheet/news/templates/news/article_page.html"),
            ("edit", "broadsheet/news/tests/test_corrections.py"),
            (
                "bash",
                "python manage.py migrate news 2>&1 | tail -1 && pytest broadsheet/news/tests/test_corrections.py -q 2>&1 | tail -2",
                "  Applying news.0087_correction_notes... OK\n.......\n7 passed in 3.05s",
            ),
            (
                "assistant",
                'Updated:\n\n- `/corrections/` now queries with `.using("aurora_ro")`\n- the notes block moved above the standfirst, right under the headline, with `role="note"` so screen readers announce it before the article\n- ARCHITECTURE.md: the `reader` line replaced with `aurora_ro` (Aurora reader endpoint, since June 2026)\n- 7 tests: notes render above the standfirst, the 90-day cut-off, ordering, unpublished articles excluded from `/corrections/`, and the listing hits `aurora_ro` (checked with `django_assert_num_queries(using=...)`)',
            ),
            ("user", "nice, shipping after lunch"),
        ],
        "lessons": [
            {"keys": ["aurora_ro"], "not": ['using("reader")']},
            {
                "keys": ["correction note", "above the standfirst"],
                "not": ["bottom of the article body"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh70-broadsheet-pa-wire-importer-secrets-manager-correction-and-no-autopublish",
        "split": "fresh70",
        "steps": [
            (
                "user",
                "PA wire importer time. poll the PA content api every 5 min, turn each item into an ArticlePage draft under the Wire section, dedupe on PA's item id. sample response is in fixtures/pa/sample_feed.json",
            ),
            (
                "read",
                "fixtures/pa/sample_feed.json",
                '{\n  "items": [\n    {\n      "uri": "urn:pa:item:20261207:0431",\n      "versioncreated": "2026-12-07T11:04:12Z",\n      "urgency": 1,\n      "headline": "FLASH: A64 closed both ways after lorry fire near Harewood",\n      "body_html": "<p>The A64 is closed in both directions ...</p>",\n      "byline": "By PA Reporter",\n      "subject": ["traffic", "north-yorkshire"]\n    },\n    {\n      "uri": "urn:pa:item:20261207:0417",\n      "versioncreated": "2026-12-07T10:58:40Z",\n      "urgency": 4,\n      "headline": "Retail footfall up 3% in November, says BRC",\n      "body_html": "<p>Shopper numbers rose ...</p>",\n      "byline": "By Holly Williams, PA Business Reporter",\n      "subject": ["business", "retail"]\n    }\n  ]\n}\n',
            ),
            (
                "bash",
                "python manage.py shell -c \"from broadsheet.news.models import SectionPage; print(SectionPage.objects.get(slug='wire').pk)\"; grep -n 'pa_uri' broadsheet/news/models.py",
                "311",
            ),
            ("edit", "broadsheet/wire/pa_client.py"),
            ("edit", "broadsheet/wire/tasks.py"),
            ("edit", "broadsheet/news/models.py"),
            ("edit", "broadsheet/wire/tests/test_pa_import.py"),
            (
                "bash",
                "python manage.py makemigrations news -n articlepage_pa_uri | tail -1 && pytest broadsheet/wire -q 2>&1 | tail -2",
                "    + Add field pa_uri to articlepage\n.........\n9 passed in 2.71s",
            ),
            (
                "assistant",
                'Importer is in:\n\n- `wire.pa_client.PAClient` fetches items since the last `versioncreated` it saw; it reads the key from the PA_API_KEY environment variable (added to `settings/base.py` as `env("PA_API_KEY")`)\n- `wire.tasks.import_pa_feed` (beat, every 5 min) creates an `ArticlePage` under Wire (pk 311) per item, deduped on a new unique `pa_uri` field; a newer version of the same `uri` updates the draft instead of making a second page\n- items with `urgency` 1 (flashes) are published straight away so breaking news like the A64 closure goes out immediately; everything else stays a draft\n- 9 tests on the sample feed, including the dedupe and the update path',
            ),
            (
                "user",
                "make it every 3 min, news desk asked. the key's not in env btw, all third-party keys live in secrets manager under broadsheet/prod/<vendor> and get loaded with broadsheet.secrets.get(), so this one is broadsheet/prod/pa-media. and drop the flash thing: we never auto-publish anything from the wire, a subeditor always publishes wire copy by hand, even flashes",
            ),
            (
                "bash",
                "grep -rn 'secrets.get(' broadsheet --include=*.py | head -3",
                'broadsheet/newsletters/mailchimp.py:14:    api_key = secrets.get("broadsheet/prod/mailchimp")["api_key"]\nbroadsheet/cdn/fastly.py:9:    token = secrets.get("broadsheet/prod/fastly")["purge_token"]\nbroadsheet/weather/metoffice.py:11:    key = secrets.get("broadsheet/prod/metoffice")["api_key"]',
            ),
            ("edit", "broadsheet/wire/pa_client.py"),
            ("edit", "broadsheet/wire/tasks.py"),
            (
                "bash",
                "pytest broadsheet/wire -q 2>&1 | tail -2",
                ".........\n9 passed in 2.64s",
            ),
            (
                "assistant",
                'Changed:\n\n- `PAClient` gets the key with `secrets.get("broadsheet/prod/pa-media")["api_key"]` like the Mailchimp and Fastly clients; `PA_API_KEY` removed from settings\n- beat interval 3 min\n- no publishing at all in the importer now: every item, flashes included, lands as a draft under Wire; flashes get a `FLASH` label in the admin listing so subs see them first\n- the flash test now asserts the page is a draft',
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {
                "keys": ["secrets manager", "broadsheet.secrets.get"],
                "not": ["PA_API_KEY environment variable"],
            },
            {"keys": ["auto-publish", "subeditor"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh70-broadsheet-tool-stored-local-stack-and-print-export-deploy-window",
        "split": "fresh70",
        "steps": [
            (
                "user",
                "priya starts tomorrow. save to memory how the local stack comes up: make bootstrap pulls the sanitised db snapshot from s3://broadsheet-dev-snapshots, then make up (docker compose with postgres, redis, opensearch), then make superuser for an admin login. after that can u look at why the most read widget is empty locally",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "broadsheet local setup: `make bootstrap` downloads the sanitised DB snapshot from s3://broadsheet-dev-snapshots; `make up` starts docker compose (postgres, redis, opensearch); `make superuser` creates a Wagtail admin login.",
                    "tags": ["broadsheet", "onboarding", "local-dev"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "read",
                "broadsheet/news/most_read.py",
                'KEY = "mostread:1h"\n\n\ndef top_articles(n=10):\n    ids = [int(i) for i in redis_client.zrevrange(KEY, 0, n - 1)]\n    pages = ArticlePage.objects.live().in_bulk(ids)\n    return [pages[i] for i in ids if i in pages]\n',
            ),
            (
                "bash",
                "grep -rn 'mostread:1h' broadsheet --include=*.py | grep -v most_read.py; docker compose exec redis redis-cli zcard mostread:1h",
                'broadsheet/analytics/tasks.py:38:        pipe.zincrby("mostread:1h", hits, article_id)\n(integer) 0',
            ),
            (
                "read",
                "broadsheet/analytics/tasks.py",
                '@shared_task\ndef ingest_fastly_logs():\n    """Reads the last 5 min of Fastly real-time logs from S3 and bumps mostread:1h."""\n    for article_id, hits in _hits_from_s3(settings.FASTLY_LOG_BUCKET, minutes=5):\n        ...\n',
            ),
            (
                "assistant",
                "Saved the local setup to memory.\n\nThe widget is empty because `mostread:1h` is only ever filled by `analytics.tasks.ingest_fastly_logs`, which reads Fastly logs from S3; locally there are no Fastly logs, so the sorted set has 0 entries and `top_articles()` returns nothing. Nothing is broken. I can add a `seed_most_read` management command that puts 20 random live articles into the set with fake hit counts, and call it from `make bootstrap`.",
            ),
            (
                "user",
                "yes add it. oh and one for priya and everyone: never deploy between 17:00 and 18:00 on weekdays, that's when the print desk runs the indesign export for tomorrow's paper and a web restart kills the export",
            ),
            ("edit", "broadsheet/analytics/management/commands/seed_most_read.py"),
            ("edit", "Makefile"),
            (
                "bash",
                "python manage.py seed_most_read && docker compose exec redis redis-cli zcard mostread:1h",
                "seeded 20 articles into mostread:1h\n(integer) 20",
            ),
            (
                "assistant",
                "Added `python manage.py seed_most_read` (20 random live articles, hits 50-5000, 24 h expiry on the key) and a call to it at the end of `make bootstrap`. The widget shows 10 stories locally now.",
            ),
            ("user", "great thx"),
        ],
        "lessons": [
            {"keys": ["17:00 and 18:00", "indesign export"]},
        ],
        "tool_stored": [["broadsheet-dev-snapshots", "make bootstrap"]],
    },
]
