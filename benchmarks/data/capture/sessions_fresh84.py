"""The "fresh84" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH84: list[dict[str, Any]] = [
    # --- "glassbay": marketplace for used camera gear (Django 5.1, Celery 5.4 with a Redis 7 broker on ElastiCache, Postgres 16 on RDS, Stripe Connect with escrow payouts, listing photos on S3 via django-storages, Postmark for email, pytest-django + factory_boy, docker compose locally, ECS Fargate deployed by GitHub Actions) ---
    {
        "name": "fresh84-glassbay-chitchat-skip-locked-and-orders-tests",
        "split": "fresh84",
        "steps": [
            (
                "user",
                "whats select_for_update(skip_locked=True) actually doing in reserve_listing? someone asked in review and i blanked",
            ),
            (
                "read",
                "orders/services.py",
                'def reserve_listing(listing_id: int, buyer: User) -> Order | None:\n    """Reserve an active listing for a buyer, or return None if someone else got there first."""\n    with transaction.atomic():\n        listing = (\n            Listing.objects.select_for_update(skip_locked=True)\n            .filter(pk=listing_id, status=Listing.Status.ACTIVE)\n            .first()\n        )\n        if listing is None:\n            return None\n        listing.status = Listing.Status.RESERVED\n        listing.save(update_fields=["status"])\n        return Order.objects.create(\n            listing=listing,\n            buyer=buyer,\n            price_minor=listing.price_minor,\n            currency=listing.currency,\n        )\n',
            ),
            (
                "assistant",
                'It becomes `SELECT ... FOR UPDATE SKIP LOCKED` on the listing row.\n\n- Two buyers hit "Buy" on the same Leica at the same moment. The first transaction locks the row.\n- The second one\'s query **skips** the locked row instead of waiting, so `.first()` returns `None` and the view shows "just reserved by someone else" right away.\n- Without `skip_locked`, the second request would block until the first commits; Postgres then re-checks the `WHERE` on the new row version, sees `status=RESERVED` and also returns nothing, just ~a second later and holding a connection the whole time.\n\nSo the result is the same either way; `skip_locked` only avoids the wait. It\'s the right choice here because the buyer can\'t do anything useful by waiting.',
            ),
            ("user", "ok nice. run the orders tests real quick, i touched the factories"),
            (
                "bash",
                "docker compose exec -T web pytest orders -q",
                "........................................                                 [ 83%]\n........                                                                 [100%]\n48 passed in 6.91s",
            ),
            ("assistant", "48 passed, nothing broke from the factory changes."),
            ("user", "sweet"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh84-glassbay-incident-escrow-release-redelivered-after-visibility-timeout",
        "split": "fresh84",
        "steps": [
            (
                "user",
                "urgent-ish. two sellers emailed saying they got paid twice for one sale, one says three times. order 88213 is one of them, stripe shows 3 transfers to the seller for it. whats going on",
            ),
            (
                "bash",
                "aws logs filter-log-events --log-group-name /ecs/glassbay-worker --start-time $(date -d '2026-12-05' +%s000) --filter-pattern '\"release_escrow\" \"88213\"' --query 'events[].message' --output text | tr '\\t' '\\n'",
                "[2026-12-05 14:02:11,988: INFO/ForkPoolWorker-3] orders.tasks.release_escrow[5f1c2a9e-7b1d-4c55-9a0e-2e8f6d1b7c30] order=88213 transfer=tr_3QH1aB2eZvKYlo2C amount=84500 EUR\n[2026-12-05 15:02:12,730: INFO/ForkPoolWorker-1] orders.tasks.release_escrow[5f1c2a9e-7b1d-4c55-9a0e-2e8f6d1b7c30] order=88213 transfer=tr_3QH2bC3fAwLZmp3D amount=84500 EUR\n[2026-12-05 16:02:13,401: INFO/ForkPoolWorker-2] orders.tasks.release_escrow[5f1c2a9e-7b1d-4c55-9a0e-2e8f6d1b7c30] order=88213 transfer=tr_3QH3cD4gBxMAnq4E amount=84500 EUR",
            ),
            (
                "read",
                "orders/tasks.py",
                '@shared_task\ndef release_escrow(order_id: int) -> None:\n    order = Order.objects.select_related("listing__seller").get(pk=order_id)\n    transfer = stripe.Transfer.create(\n        amount=order.seller_payout_minor,\n        currency=order.currency.lower(),\n        destination=order.listing.seller.stripe_account_id,\n        transfer_group=f"order-{order.id}",\n    )\n    order.payout_transfer_id = transfer.id\n    order.status = Order.Status.PAID_OUT\n    order.save(update_fields=["payout_transfer_id", "status"])\n    logger.info("order=%s transfer=%s amount=%s %s", order.id, transfer.id, order.seller_payout_minor, order.currency)\n    notify_seller_paid(order)\n',
            ),
            (
                "bash",
                "grep -n 'ACKS_LATE\\|TRANSPORT_OPTIONS\\|TIME_LIMIT' glassbay/settings/base.py; grep -n 'requests.post' -A3 notifications/postmark.py",
                '142:CELERY_TASK_ACKS_LATE = True\n58:    resp = requests.post(\n59-        POSTMARK_URL,\n60-        json=payload,\n61-        headers={"X-Postmark-Server-Token": settings.POSTMARK_TOKEN},',
            ),
            (
                "bash",
                "aws logs filter-log-events --log-group-name /ecs/glassbay-worker --start-time $(date -d '2026-12-05' +%s000) --filter-pattern '\"5f1c2a9e\" \"succeeded\"' --query 'events[].message' --output text",
                "[2026-12-05 16:41:07,220: INFO/ForkPoolWorker-3] Task orders.tasks.release_escrow[5f1c2a9e-7b1d-4c55-9a0e-2e8f6d1b7c30] succeeded in 9535.2s: None",
            ),
            (
                "think",
                "Same task id executed three times exactly one hour apart. acks_late is on globally, so the message stays unacked in Redis until the task returns. The run at 14:02 did the transfer, then sat in notify_seller_paid -> requests.post to Postmark with no timeout (Postmark had an API incident that afternoon) for 9535 s. Redis transport's visibility_timeout defaults to 3600 s: after an hour unacked, kombu restores the message and another worker picks it up, which transfers again because nothing checks payout_transfer_id and there's no idempotency key. Third time at 16:02, then the postmark calls came back around 16:41.",
            ),
            (
                "assistant",
                "Found it. The same task (`release_escrow[5f1c2a9e…]`) ran three times, exactly one hour apart, and each run created a new Stripe transfer.\n\nChain of events:\n1. `CELERY_TASK_ACKS_LATE = True`, so the Redis message stays unacked until the task returns.\n2. The 14:02 run made the transfer, then hung in `notify_seller_paid` → `requests.post` to Postmark, which has **no timeout** (Postmark had an API incident that afternoon). It didn't finish until 16:41 (`succeeded in 9535.2s`).\n3. The Redis transport's `visibility_timeout` is the default 3600 s. After an hour unacked, Redis hands the message to another worker, so at 15:02 and 16:02 it ran again.\n4. Nothing in the task checks whether the order is already paid out, and `stripe.Transfer.create` has no idempotency key, so each run paid the seller again.\n\nFix I'd make:\n- lock the order with `select_for_update()` and return early if `payout_transfer_id` is already set\n- `idempotency_key=f\"escrow-release-{order.id}\"` on the transfer, so even a duplicate run gets the same transfer back from Stripe\n- save the order before notifying, and send the seller email from its own task (`notify_seller_paid.delay(order.id)`)\n- `timeout=(3.05, 10)` on the Postmark request, and `CELERY_TASK_TIME_LIMIT = 300` so nothing can sit for hours again\n\nThe extra transfers that already went out need reversing in the Stripe dashboard; I can list all affected orders.",
            ),
            (
                "user",
                "do all of it and list them, ill do the reversals myself. and rule for the codebase from now on: every stripe call that creates or moves money gets an idempotency_key built from our own ids, and every outbound http call has an explicit timeout. no exceptions",
            ),
            (
                "bash",
                "docker compose exec -T web python manage.py shell -c \"from orders.audit import duplicate_transfers; [print(o, n) for o, n in duplicate_transfers(since='2026-12-05')]\"",
                "88213 3\n88190 2\n88247 2",
            ),
            ("edit", "orders/tasks.py"),
            ("edit", "notifications/postmark.py"),
            ("edit", "notifications/tasks.py"),
            ("edit", "glassbay/settings/base.py"),
            ("edit", "orders/tests/test_tasks.py"),
            (
                "bash",
                "docker compose exec -T web pytest orders notifications -q 2>&1 | tail -3",
                "tests/test_tasks.py::test_release_escrow_run_twice_creates_one_transfer PASSED\ntests/test_postmark.py::test_send_uses_timeout PASSED\n63 passed in 9.48s",
            ),
            (
                "assistant",
                'Done, 63 passed:\n\n- `release_escrow` locks the order, returns early if `payout_transfer_id` is set, passes `idempotency_key=f"escrow-release-{order.id}"`, and queues the seller email as a separate task after saving\n- `notifications/postmark.py`: `timeout=(3.05, 10)`\n- `CELERY_TASK_TIME_LIMIT = 300`, `CELERY_TASK_SOFT_TIME_LIMIT = 270`\n- new test runs the task twice for one order and asserts a single transfer\n\nOrders with duplicate transfers since 2026-12-05: **88213** (3), **88190** (2), **88247** (2).\n\nOn the rule: I grepped the rest of the code. `payments/refunds.py` calls `stripe.Refund.create` without a key and `listings/importers.py` calls `requests.get` without a timeout. Same PR?',
            ),
            ("user", "yes same pr"),
            ("edit", "payments/refunds.py"),
            ("edit", "listings/importers.py"),
            (
                "bash",
                "docker compose exec -T web pytest -q 2>&1 | tail -1 && git push -q -u origin fix/escrow-double-payout && gh pr create --fill --title 'Fix duplicate escrow payouts (idempotency keys, http timeouts)' 2>&1 | tail -1",
                "412 passed in 41.07s\nhttps://github.com/glassbay/glassbay/pull/731",
            ),
            (
                "assistant",
                "Full suite passes (412). PR: https://github.com/glassbay/glassbay/pull/731",
            ),
        ],
        "lessons": [
            {"keys": ["release_escrow", "visibility_timeout"]},
            {"keys": ["idempotency_key", "stripe"]},
            {"keys": ["outbound http", "timeout"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh84-glassbay-shutter-count-migrate-task-and-images-concurrency-corrections",
        "split": "fresh84",
        "steps": [
            (
                "user",
                "add shutter_count to Listing. nullable PositiveIntegerField, only makes sense for camera bodies (category bodies). show it on the listing page under condition and let sellers fill it in the form. if the uploaded jpg has it in exif, prefill it",
            ),
            (
                "read",
                "listings/tasks.py",
                '@shared_task(queue="images")\ndef process_listing_photos(listing_id: int) -> None:\n    listing = Listing.objects.get(pk=listing_id)\n    for photo in listing.photos.filter(processed=False):\n        with default_storage.open(photo.original.name) as fh:\n            img = Image.open(fh)\n            img = ImageOps.exif_transpose(img)\n            photo.width, photo.height = img.size\n            photo.thumbnail = make_thumbnail(img, 640)\n            photo.large = make_thumbnail(img, 2048)\n        photo.processed = True\n        photo.save()\n',
            ),
            (
                "read",
                "docker-compose.yml",
                'services:\n  web:\n    build: .\n    command: sh -c "python manage.py migrate --noinput && python manage.py runserver 0.0.0.0:8000"\n    env_file: .env.local\n    ports: ["8000:8000"]\n  worker:\n    build: .\n    command: celery -A glassbay worker -Q default,images -c 4 -l info\n    env_file: .env.local\n  beat:\n    build: .\n    command: celery -A glassbay beat -l info\n  db:\n    image: postgres:16\n  redis:\n    image: redis:7\n',
            ),
            (
                "assistant",
                "Plan:\n\n- `Listing.shutter_count = PositiveIntegerField(null=True, blank=True)`, migration `0031_listing_shutter_count`\n- form field only rendered when `category == bodies`, shown on the detail page under Condition\n- prefill: `process_listing_photos` already opens every upload on the `images` queue. Shutter count isn't in standard EXIF, it's in the maker notes (Canon `ShutterCount`, Nikon `ShutterCount`, Sony `ImageCount`), and Pillow can't parse those, so I'd call exiftool there via `pyexiftool`. The images workers run with concurrency 8 like the rest, so one exiftool subprocess per task is fine.\n\nOK?",
            ),
            ("user", "ok sounds good"),
            ("edit", "listings/models.py"),
            (
                "bash",
                "docker compose exec -T web python manage.py makemigrations listings -n listing_shutter_count",
                "Migrations for 'listings':\n  listings/migrations/0031_listing_shutter_count.py\n    + Add field shutter_count to listing",
            ),
            ("edit", "listings/forms.py"),
            ("edit", "listings/templates/listings/detail.html"),
            ("edit", "listings/tasks.py"),
            ("edit", "Dockerfile"),
            ("edit", "requirements.txt"),
            ("edit", "listings/tests/test_shutter_count.py"),
            (
                "bash",
                "docker compose build -q worker web && docker compose up -d && docker compose exec -T web pytest listings -q 2>&1 | tail -2",
                "tests/test_shutter_count.py::test_prefill_from_canon_maker_notes PASSED\n97 passed in 12.30s",
            ),
            (
                "assistant",
                "Done, 97 passed:\n\n- field + migration `0031_listing_shutter_count` (additive, nullable)\n- form shows it only for bodies; detail page shows it under Condition\n- `process_listing_photos` reads `ShutterCount`/`ImageCount` with exiftool and fills `shutter_count` if the seller hasn't; `libimage-exiftool-perl` added to the Dockerfile\n- tests with a Canon R6 and a Sony A7 III sample\n\nDeploy-wise nothing special: prod applies it on boot like compose does.",
            ),
            (
                "user",
                "nice, form looks good. couple things. prod doesnt migrate on boot, thats only compose. deploy.yml runs the glassbay-migrate one-off ecs task before it updates the services, we stopped migrating on boot after two tasks raced on the same migration in march. and scratch what i said about the images workers, i agreed too fast: they run --concurrency=2 in prod, not 8, each process holds a 40MP raw decode in pillow and at 8 they got OOM killed. so exiftool per task is fine but dont add any more image decoding there. also make the label say Shutter count (seller-reported)",
            ),
            (
                "bash",
                "grep -n 'glassbay-migrate' -A4 .github/workflows/deploy.yml; grep -rn 'concurrency' infra/ecs/*.json",
                '41:      - name: Run migrations (glassbay-migrate)\n42-        run: |\n43-          aws ecs run-task --cluster glassbay-prod --task-definition glassbay-migrate \\\n44-            --launch-type FARGATE --network-configuration "$NETWORK_CONFIG" \\\n45-            --started-by "deploy-${GITHUB_SHA::7}" --query \'tasks[0].taskArn\' --output text | xargs ./scripts/wait-task.sh\ninfra/ecs/worker-default.json:12:        "celery", "-A", "glassbay", "worker", "-Q", "default", "--concurrency=8",\ninfra/ecs/worker-images.json:12:        "celery", "-A", "glassbay", "worker", "-Q", "images", "--concurrency=2",',
            ),
            ("edit", "listings/templates/listings/detail.html"),
            ("edit", "listings/forms.py"),
            (
                "assistant",
                "You're right on both, I checked:\n\n- `.github/workflows/deploy.yml` runs the `glassbay-migrate` task on `glassbay-prod` and waits for it before the service update; the migrate-on-start is only in docker-compose. Migration 0031 is additive and nullable, so the old tasks serving during the rollout are fine with it.\n- `infra/ecs/worker-images.json` has `--concurrency=2` (only `worker-default` runs 8). The exiftool call is a subprocess that reads the file header and doesn't decode pixels, so it adds no Pillow memory; I haven't added any other decoding.\n\nLabel changed to \"Shutter count (seller-reported)\" on the form and the detail page.",
            ),
            ("user", "ship it"),
            (
                "bash",
                "git push -q -u origin feat/shutter-count && gh pr create --fill --title 'Listing shutter_count with EXIF prefill' 2>&1 | tail -1",
                "https://github.com/glassbay/glassbay/pull/734",
            ),
            ("assistant", "PR: https://github.com/glassbay/glassbay/pull/734"),
        ],
        "lessons": [
            {"keys": ["glassbay-migrate", "deploy.yml"], "not": ["applies it on boot"]},
            {"keys": ["images", "concurrency=2"], "not": ["concurrency 8 like the rest"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh84-glassbay-decision-postgres-full-text-search",
        "split": "fresh84",
        "steps": [
            ("user", "search is painfully slow. /search?q=a7iii takes like 2s. whats our options"),
            (
                "read",
                "listings/search.py",
                'def search_listings(q: str) -> QuerySet[Listing]:\n    return (\n        Listing.objects.filter(status=Listing.Status.ACTIVE)\n        .filter(Q(title__icontains=q) | Q(description__icontains=q) | Q(model_name__icontains=q))\n        .order_by("-created_at")\n    )\n',
            ),
            (
                "bash",
                "docker compose exec -T db psql -U glassbay -c \"EXPLAIN ANALYZE SELECT id FROM listings_listing WHERE status='active' AND (UPPER(title) LIKE UPPER('%a7iii%') OR UPPER(description) LIKE UPPER('%a7iii%') OR UPPER(model_name) LIKE UPPER('%a7iii%')) ORDER BY created_at DESC\" | tail -6",
                "   ->  Seq Scan on listings_listing  (cost=0.00..21873.12 rows=94 width=12) (actual time=3.118..1869.402 rows=57 loops=1)\n         Filter: (((status)::text = 'active'::text) AND ((upper((title)::text) ~~ '%A7III%'::text) OR (upper(description) ~~ '%A7III%'::text) OR (upper((model_name)::text) ~~ '%A7III%'::text)))\n         Rows Removed by Filter: 31351\n Planning Time: 0.412 ms\n Execution Time: 1874.225 ms\n(7 rows)",
            ),
            (
                "assistant",
                'It\'s a sequential scan over all 31,408 listings with three `UPPER(...) LIKE \'%…%\'` filters, including the long `description` text: 1.87 s. No index can help a leading-wildcard `icontains`. Options:\n\n1. **Postgres full-text search.** A generated `tsvector` column (title weight A, model_name A, description B) with a GIN index, queried with `SearchQuery` and ranked by `SearchRank`. Plus a `pg_trgm` GIN index on `model_name` so "a7iii" still finds "A7 III". No new infrastructure; typo tolerance is weak.\n2. **Meilisearch**, self-hosted on ECS. Excellent typo tolerance and facets (brand, mount, price range) out of the box. One more service to run, back up and keep in sync from Celery on every listing save/delete.\n3. **OpenSearch** (AWS managed). Most powerful, but heaviest to operate and the smallest sensible domain costs around $200/month; overkill at this size.\n\nFor 31k listings, 1 gets this to a few ms.',
            ),
            (
                "user",
                "1. its just me doing ops and i dont want another service to keep in sync over celery signals. pg is fine at 31k. if we pass 500k listings or need real facets we revisit meili",
            ),
            ("edit", "listings/models.py"),
            (
                "bash",
                "docker compose exec -T web python manage.py makemigrations listings -n listing_search_vector && docker compose exec -T web python manage.py migrate listings",
                "Migrations for 'listings':\n  listings/migrations/0032_listing_search_vector.py\n    + Add field search_vector to listing\n    + Create index listing_search_gin on field(s) search_vector of model listing\n    + Create index listing_model_trgm on field(s) model_name of model listing\nOperations to perform:\n  Apply all migrations: listings\nRunning migrations:\n  Applying listings.0032_listing_search_vector... OK",
            ),
            ("edit", "listings/search.py"),
            ("edit", "listings/tests/test_search.py"),
            (
                "bash",
                "docker compose exec -T web pytest listings/tests/test_search.py -q 2>&1 | tail -1; docker compose exec -T web python manage.py explain_search 'a7iii' | tail -3",
                "11 passed in 2.84s\n   ->  Bitmap Index Scan on listing_search_gin  (cost=0.00..52.41 rows=94 width=0) (actual time=0.611..0.612 rows=61 loops=1)\n Planning Time: 0.530 ms\n Execution Time: 3.207 ms",
            ),
            (
                "assistant",
                'Done: `/search?q=a7iii` goes from 1874 ms to 3.2 ms.\n\n- migration `0032_listing_search_vector`: generated `search_vector` column (english config; title and model_name weight A, description B) with GIN index `listing_search_gin`, plus `pg_trgm` GIN index `listing_model_trgm` on `model_name`\n- `search_listings` uses `SearchQuery(q, search_type="websearch")` ranked by `SearchRank`, OR\'d with `model_name__trigram_similar` so "a7iii", "a7 iii" and "A7III" all match\n- 11 search tests, including the spacing variants\n\nThe migration builds the GIN index on 31k rows in a couple of seconds, fine to run in the normal deploy.',
            ),
        ],
        "lessons": [
            {"keys": ["Postgres full-text", "500k"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh84-glassbay-tool-stored-stripe-listen-and-notifications-send",
        "split": "fresh84",
        "steps": [
            (
                "user",
                "save this in memory pls, i look it up every single time: local stripe webhooks need `stripe listen --forward-to localhost:8000/payments/webhooks/stripe/`, copy the whsec_... it prints into STRIPE_WEBHOOK_SECRET in .env.local and restart web. then: sellers want an email when an offer below their floor price gets auto-declined, add that",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "glassbay local Stripe webhooks: run `stripe listen --forward-to localhost:8000/payments/webhooks/stripe/`, copy the whsec_... signing secret it prints into STRIPE_WEBHOOK_SECRET in .env.local, then restart the web container.",
                    "tags": ["glassbay", "stripe", "webhooks", "local-dev"],
                },
                '{"id":"6112","action":"stored"}',
                False,
            ),
            (
                "read",
                "offers/services.py",
                "def submit_offer(listing: Listing, buyer: User, amount_minor: int) -> Offer:\n    offer = Offer.objects.create(listing=listing, buyer=buyer, amount_minor=amount_minor, currency=listing.currency)\n    if listing.floor_price_minor and amount_minor < listing.floor_price_minor:\n        offer.decline(reason=Offer.DeclineReason.BELOW_FLOOR)\n        return offer\n    notify_seller_new_offer(offer)\n    return offer\n",
            ),
            (
                "bash",
                "grep -rn 'send_mail(\\|def send(' --include=*.py . | grep -v tests",
                "./accounts/views.py:88:        send_mail(\n./notifications/__init__.py:14:def send(user: User, template_alias: str, context: dict[str, Any]) -> None:",
            ),
            (
                "assistant",
                "Saved the webhook steps to memory.\n\nFor the decline email: I see two ways mail goes out. `accounts/views.py` calls Django's `send_mail` directly (password reset), and `notifications.send(user, template_alias, context)` posts to Postmark. Which one should this use, and is there a template for it already, or should I add one under `templates/emails/`?",
            ),
            (
                "user",
                "notifications.send, always, for anything user facing. accounts/views.py is a leftover, ignore it. the templates live in postmark itself, not in the repo, you reference them by alias. ill create offer-auto-declined in postmark, just use that alias",
            ),
            ("edit", "offers/services.py"),
            ("edit", "offers/tests/test_services.py"),
            (
                "bash",
                "docker compose exec -T web pytest offers -q 2>&1 | tail -2",
                "tests/test_services.py::test_below_floor_offer_notifies_seller PASSED\n29 passed in 3.77s",
            ),
            (
                "assistant",
                'Done, 29 passed. A below-floor offer now calls `notifications.send(listing.seller, "offer-auto-declined", {...})` after declining, with the listing title, offer amount and currency, and the buyer\'s display name (no email address). The context keys are `listing_title`, `offer_amount`, `currency`, `buyer_name`, so the Postmark template should use those.',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["notifications.send", "postmark", "alias"]},
        ],
        "tool_stored": [["stripe listen", "STRIPE_WEBHOOK_SECRET"]],
    },
    {
        "name": "fresh84-glassbay-price-drop-alerts-task-rules",
        "split": "fresh84",
        "steps": [
            (
                "user",
                "next: nightly price drop alerts for saved searches. new celery task, 03:30 europe/berlin via beat. a few things while you write it, and 1 and 2 go for every task from now on:\n1) task args are ids, never model instances or querysets. we serialize json and the row can change before the task runs\n2) anything touching s3 or stripe gets autoretry_for + retry_backoff=True, max_retries=5\n3) this one goes on the default queue obviously, not images",
            ),
            (
                "read",
                "glassbay/celery.py",
                'app = Celery("glassbay")\napp.config_from_object("django.conf:settings", namespace="CELERY")\napp.autodiscover_tasks()\n\napp.conf.beat_schedule = {\n    "expire-stale-offers": {\n        "task": "offers.tasks.expire_stale_offers",\n        "schedule": crontab(minute="*/15"),\n    },\n    "release-due-escrows": {\n        "task": "orders.tasks.release_due_escrows",\n        "schedule": crontab(minute="*/5"),\n    },\n}\n',
            ),
            (
                "bash",
                "grep -n 'CELERY_TIMEZONE\\|CELERY_TASK_SERIALIZER' glassbay/settings/base.py; grep -rn '\\.delay(\\|apply_async(' --include=*.py . | grep -v tests",
                '139:CELERY_TIMEZONE = "Europe/Berlin"\n140:CELERY_TASK_SERIALIZER = "json"\n./listings/views.py:211:        reindex_listing.delay(listing)\n./listings/views.py:247:        process_listing_photos.delay(listing.id)\n./offers/services.py:61:        notifications.tasks.send_async.delay(offer.buyer_id, "offer-accepted", ctx)\n./orders/tasks.py:40:        notify_seller_paid.delay(order.id)',
            ),
            ("edit", "searches/tasks.py"),
            ("edit", "glassbay/celery.py"),
            ("edit", "searches/tests/test_price_drop.py"),
            (
                "bash",
                "docker compose exec -T web pytest searches -q 2>&1 | tail -1",
                "18 passed in 4.02s",
            ),
            (
                "assistant",
                "Added:\n\n- `searches.tasks.send_price_drop_alerts` (default queue), scheduled in `beat_schedule` as `crontab(hour=3, minute=30)`; `CELERY_TIMEZONE` is already Europe/Berlin\n- it finds listings whose `price_minor` dropped in the last 24 h and that match a saved search, then fans out `send_price_drop_alert.delay(saved_search_id, listing_ids)`, ids only\n- it only reads from Postgres and sends through `notifications.send`, so no S3/Stripe retry policy needed here\n- 18 tests pass\n\nOne existing call breaks rule 1: `listings/views.py:211` does `reindex_listing.delay(listing)` with the instance (it only works because of a custom JSON encoder that serializes the model). Fix it here?",
            ),
            ("user", "yes, and drop that encoder hack while youre at it"),
            ("edit", "listings/views.py"),
            ("edit", "listings/tasks.py"),
            ("edit", "glassbay/celery_json.py"),
            (
                "bash",
                "docker compose exec -T web pytest -q 2>&1 | tail -1",
                "431 passed in 42.66s",
            ),
            (
                "assistant",
                "`reindex_listing` now takes `listing_id` and loads the row itself; the custom encoder in `glassbay/celery_json.py` is gone and Celery uses the plain json serializer. 431 passed.",
            ),
        ],
        "lessons": [
            {"keys": ["ids", "model instances"]},
            {"keys": ["autoretry_for", "retry_backoff"]},
        ],
        "tool_stored": [],
    },
]
