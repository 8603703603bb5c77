"""The "fresh45" capture sessions: written in session 25 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH45: list[dict[str, Any]] = [
    # --- "torqlane": e-bike hub motor controller firmware, embedded Rust on Embassy (STM32G474, rev C board) ---
    {
        "name": "fresh45-torqlane-hall-timeout-interrupt-executor",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "field report from Jule (test rider): on the long downhill at ~32 km/h the motor cuts out for half a sec, then ramps back. defmt log says HallTimeout. only on the rev C bikes with the new display. log is in logs/ride-2026-12-04.txt",
            ),
            (
                "bash",
                "grep -n -B3 -A1 HallTimeout logs/ride-2026-12-04.txt | head -20",
                "4811-412.481203 INFO  display: redraw speed=31.8 assist=3\n4812-412.483377 DEBUG hall: edge C->A dt=0.58ms\n4813-412.485924 WARN  hall: edge gap 2.41ms > limit 2.00ms (rpm est 412)\n4814:412.486002 ERROR fault: HallTimeout -> PWM off\n4815-412.998117 INFO  fault cleared, ramping\n--\n6203-517.102644 INFO  display: redraw speed=32.4 assist=3\n6204-517.104951 WARN  hall: edge gap 2.33ms > limit 2.00ms (rpm est 419)\n6205:517.105010 ERROR fault: HallTimeout -> PWM off\n6206-517.611420 INFO  fault cleared, ramping",
            ),
            (
                "read",
                "src/main.rs",
                "#[embassy_executor::main]\nasync fn main(spawner: Spawner) {\n    let p = embassy_stm32::init(board::clock_config());\n    let hall = board::hall_inputs(p.PB6, p.PB7, p.PB8, p.EXTI6, p.EXTI7, p.EXTI8);\n    let pwm = board::three_phase_pwm(p.TIM1, p.PA8, p.PA9, p.PA10, p.PB13, p.PB14, p.PB15);\n\n    spawner.spawn(hall_task(hall)).unwrap();\n    spawner.spawn(commutation_task(pwm)).unwrap();\n    spawner.spawn(display_task(p.SPI2, p.PB10, p.PC3, p.PB12, p.PB1)).unwrap();\n    spawner.spawn(can_task(p.FDCAN1, p.PA11, p.PA12)).unwrap();\n}\n",
            ),
            (
                "read",
                "src/display.rs",
                "#[embassy_executor::task]\npub async fn display_task(spi: SPI2, sck: PB10, mosi: PC3, cs: PB12, dc: PB1) {\n    let mut spi = Spi::new_blocking_txonly(spi, sck, mosi, spi_cfg(20_000_000));\n    // TODO bring-up hack, move to DMA\n    loop {\n        let s = STATE.wait().await;\n        let region = render_speed(&s); // 60x40 px, RGB565\n        set_window(&mut spi, SPEED_WINDOW);\n        spi.blocking_write(region.as_bytes()).unwrap();\n    }\n}\n",
            ),
            (
                "think",
                "All four tasks run on the one thread-mode executor, which is cooperative. The speed redraw is 60*40*2 = 4800 bytes at 20 MHz SPI, about 1.9 ms of blocking_write with no await in between, plus window setup. At 32 km/h the hall edges come every ~0.6 ms and the limit is 2.0 ms, so while the display writes, hall_task can't run and the gap check trips. The log shows the redraw right before each fault.",
            ),
            (
                "assistant",
                "Cause: every HallTimeout comes 2-5 ms after a `display: redraw`. All tasks share the single thread-mode executor, which is cooperative, and `display_task` does a `blocking_write` of the 60x40 RGB565 speed region: 4800 bytes at 20 MHz is about 2 ms with no `.await`. During that time `hall_task` can't run, so the edge gap check (limit 2.00 ms) trips at high rpm, where edges come every ~0.6 ms. The rev C display redraws the speed field more often, which is why only those bikes see it.\n\nFix:\n1. run `hall_task` and `commutation_task` on an `InterruptExecutor` (driven by a spare interrupt, e.g. `UART4`, at higher priority) so they preempt anything on thread mode\n2. switch the display to async SPI with DMA so it doesn't block the thread-mode executor either",
            ),
            (
                "user",
                "do both. hall + commutation on the InterruptExecutor, and from now on anything in the motor control path goes on that executor, nothing motor related on thread mode. the display should've been DMA from the start, that was my bring-up hack",
            ),
            ("edit", "src/main.rs"),
            ("edit", "src/display.rs"),
            ("edit", "src/board.rs"),
            (
                "bash",
                "cargo build --release 2>&1 | tail -3 && cargo size --release -- -A | grep -E '^\\.(text|bss|data)'",
                "   Compiling torqlane-fw v1.3.2 (/home/mk/torqlane/fw)\n    Finished `release` profile [optimized + debuginfo] target(s) in 21.84s\n.text     58212  0x8000000\n.data       112  0x20000000\n.bss      14936  0x20000070",
            ),
            (
                "bash",
                "cargo xtask bench --profile downhill --rpm 430 --duration 120",
                "flashing torqlane-fw (release) via probe-rs... ok\ndyno: ramping to 430 rpm\n[120.0s] hall edges: 309,112  max gap: 0.64 ms  faults: 0\n[120.0s] display redraws: 1,204  max redraw: 2.11 ms\nPASS",
            ),
            (
                "assistant",
                "On the dyno at 430 rpm for 2 minutes: 0 faults, max hall gap 0.64 ms (was 2.41 ms), with 1,204 display redraws in parallel. `hall_task` and `commutation_task` now run on `EXECUTOR_MOTOR`, an `InterruptExecutor` on `UART4` at priority P1, and the display uses `Spi::new_txonly` with DMA1_CH3 and `spi.write(..).await`.",
            ),
            (
                "user",
                "perfect. I'll flash Jule's bike tomorrow and do the downhill again",
            ),
        ],
        "lessons": [{"keys": ["InterruptExecutor", "hall"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh45-torqlane-phase-current-correction",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "want thermal foldback: when the heatsink NTC goes above 80C, scale the phase current limit down linearly to 0 at 100C. NTC is on ADC2 somewhere",
            ),
            (
                "bash",
                "grep -n 'NTC\\|ADC2' src/board.rs",
                "41:pub const NTC_HEATSINK_CH: u8 = 12; // ADC2_IN12, PB2\n42:pub const NTC_BETA: f32 = 3435.0;\n43:pub const NTC_R25: f32 = 10_000.0;",
            ),
            (
                "read",
                "README.md",
                "## Hardware\n\n- MCU: STM32G474RE @ 170 MHz\n- Gate driver: DRV8353\n- MOSFETs: IRFB7430, phase current limit 30 A\n- Hall sensors on PB6/PB7/PB8\n",
            ),
            (
                "assistant",
                "The NTC is ADC2_IN12 on PB2, with beta and R25 in board.rs. Per the README the phase current limit is 30 A, so the foldback goes linearly from 30 A at 80 °C to 0 A at 100 °C. I'll add a `thermal` module and apply the limit in the current loop.",
            ),
            (
                "user",
                "the README is stale, that's the rev B IRFB7430s. rev C has the smaller BSC016N06 and the limit is 25 A phase current. it's MAX_PHASE_CURRENT_A in src/board.rs, take it from there and never hardcode a current number anywhere else. and fix the README while you're at it",
            ),
            (
                "bash",
                "grep -n 'MAX_PHASE_CURRENT_A' -r src/",
                "src/board.rs:38:pub const MAX_PHASE_CURRENT_A: f32 = 25.0;\nsrc/control.rs:77:        let i_lim = board::MAX_PHASE_CURRENT_A * self.assist_scale;",
            ),
            ("edit", "src/thermal.rs"),
            ("edit", "src/control.rs"),
            ("edit", "src/lib.rs"),
            ("edit", "README.md"),
            (
                "bash",
                "cargo test -p torqlane-core --target x86_64-unknown-linux-gnu",
                "   Compiling torqlane-core v1.3.2 (/home/mk/torqlane/core)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.02s\n     Running unittests src/lib.rs (target/x86_64-unknown-linux-gnu/debug/deps/torqlane_core-4be1c0e2d5a7f913)\n\nrunning 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s",
            ),
            (
                "assistant",
                "Added `thermal::foldback_limit(t_c)`: full `board::MAX_PHASE_CURRENT_A` (25 A) up to 80 °C, linear down to 0 A at 100 °C, clamped. The current loop takes the min of that and the assist limit. The NTC is read from ADC2_IN12 with a 1 s moving average so the limit doesn't jitter. Tests cover 79/80/90/100/110 °C and an open/shorted NTC (which counts as over-temp). README now lists the rev C MOSFETs and points to the constant.",
            ),
            (
                "user",
                "open NTC = overtemp, good call. commit it, `feat(control): thermal foldback 80-100C`",
            ),
            (
                "bash",
                'git add -A && git commit -m "feat(control): thermal foldback 80-100C"',
                "[main 3c9e7a1] feat(control): thermal foldback 80-100C\n 5 files changed, 142 insertions(+), 6 deletions(-)\n create mode 100644 core/src/thermal.rs",
            ),
        ],
        "lessons": [
            {"keys": ["25 A", "MAX_PHASE_CURRENT_A"], "not": ["phase current limit is 30 A"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh45-torqlane-boost-mode-tool-stored",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "marketing asks for a 'boost' button that lets assist go up to 28 km/h for 10 seconds. is that doable?",
            ),
            (
                "read",
                "src/assist.rs",
                "/// Assist cut-off speed (km/h).\npub const ASSIST_CUTOFF_KMH: f32 = 25.0;\n/// Start of the linear taper before the cut-off.\nconst TAPER_START_KMH: f32 = 23.0;\n/// Walk assist max speed (km/h).\npub const WALK_ASSIST_KMH: f32 = 6.0;\n\npub fn assist_factor(speed_kmh: f32) -> f32 {\n    if speed_kmh >= ASSIST_CUTOFF_KMH {\n        0.0\n    } else if speed_kmh > TAPER_START_KMH {\n        (ASSIST_CUTOFF_KMH - speed_kmh) / (ASSIST_CUTOFF_KMH - TAPER_START_KMH)\n    } else {\n        1.0\n    }\n}\n",
            ),
            (
                "assistant",
                "Technically trivial, legally not: the bike is sold as a pedelec (EPAC) under EN 15194, and that requires motor assist to cut off at 25 km/h. Assist up to 28 km/h, even for 10 seconds, would make it an L1e-A vehicle needing type approval, a plate and insurance. The only assist allowed without pedalling is walk assist up to 6 km/h, which we already have (`WALK_ASSIST_KMH`).",
            ),
            (
                "user",
                "yeah thought so. I'll tell them no. put it in memory pls, this comes up every few months: assist cutoff is 25 km/h hard per EN 15194, no boost modes, only exception walk assist 6 km/h",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "torqlane: motor assist must cut off at 25 km/h (hard limit, EN 15194 / EPAC pedelec rules). No boost or overspeed modes, whatever marketing asks; above 25 km/h the bike would be an L1e-A vehicle. Only exception: walk assist up to 6 km/h.",
                    "tags": ["torqlane", "regulation", "assist"],
                },
                '{"id":"88","action":"stored"}',
                False,
            ),
            (
                "user",
                "while you're in assist.rs: riders say the taper from 23 to 25 feels like hitting a wall at the end. make it a smoothstep instead of linear",
            ),
            ("edit", "src/assist.rs"),
            (
                "bash",
                "cargo test -p torqlane-core --target x86_64-unknown-linux-gnu assist",
                "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 17 filtered out; finished in 0.00s",
            ),
            (
                "assistant",
                "The taper is now smoothstep: `t = (25 - v) / 2`, factor `t*t*(3 - 2t)`, so the slope is zero at both ends and there's no kink at 23 or 25 km/h. At 25.0 km/h the factor is still exactly 0, and I added a test that assist is 0 for every speed ≥ 25 km/h.",
            ),
            (
                "user",
                "good. I want to tag fw-1.4.0 with this and the foldback. before any release tag we always run the HIL suite on the bench rig, `cargo xtask hil`, ever since 1.2.0 bricked three controllers in the field. run it pls",
            ),
            (
                "bash",
                "cargo xtask hil --rig bench-02",
                "flashing torqlane-fw (release) via probe-rs on bench-02... ok\n[hil] boot + self-test ................ ok (1.82s)\n[hil] can: display handshake ........... ok\n[hil] hall: sequence 430 rpm ........... ok (max gap 0.63 ms)\n[hil] assist: cutoff sweep 0-35 km/h ... ok (0 assist >= 25.00 km/h)\n[hil] thermal: foldback 70-110 C ....... ok\n[hil] fault: overcurrent trip .......... ok (12 us)\n[hil] dfu: update + rollback ........... ok\n7/7 passed",
            ),
            (
                "assistant",
                "HIL on bench-02: 7/7 passed, including the assist cut-off sweep (no assist at or above 25.00 km/h), the thermal foldback and the DFU update + rollback test.",
            ),
            ("user", "tagging. thx"),
        ],
        "lessons": [{"keys": ["cargo xtask hil", "release"]}],
        "tool_stored": [["EN 15194", "25 km/h"]],
    },
    {
        "name": "fresh45-torqlane-ticker-question-nothing",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "quick q. in the speed PI loop I do `Timer::after_millis(5).await` in a loop. someone on the embassy matrix said use Ticker instead. whats actually the difference",
            ),
            (
                "read",
                "src/speed.rs",
                "#[embassy_executor::task]\npub async fn speed_loop(mut pi: PiController) {\n    loop {\n        let v = SPEED.load();\n        let out = pi.update(TARGET.load() - v, 0.005);\n        TORQUE_CMD.signal(out);\n        Timer::after_millis(5).await;\n    }\n}\n",
            ),
            (
                "assistant",
                "`Timer::after_millis(5)` waits 5 ms starting from whenever it's called, so each iteration takes 5 ms plus however long the loop body and any scheduling delay took, and the period drifts. `Ticker::every(Duration::from_millis(5))` keeps an absolute schedule: each `ticker.next().await` fires at start + n·5 ms, so time spent in the body doesn't accumulate. For a PI loop that matters because you pass a fixed `dt = 0.005`: with `Timer` the real dt is a bit longer than that, and it varies. If an iteration overruns a whole period, Ticker fires immediately to catch up. It doesn't skip ticks.",
            ),
            ("user", "ah ok that makes sense. swap it"),
            ("edit", "src/speed.rs"),
            (
                "bash",
                "cargo build --release 2>&1 | tail -1",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 9.77s",
            ),
            (
                "assistant",
                "Swapped: `let mut ticker = Ticker::every(Duration::from_millis(5));` before the loop, and `ticker.next().await` at the end of each iteration. It builds.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # --- "quoteforge": UK home & travel insurance quote engine (Django 5, Celery + Redis, Postgres) ---
    {
        "name": "fresh45-quoteforge-decision-django-celery-beat",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "the nightly rate table import is still a crontab line on worker-1 (`0 2 * * * cd /srv/quoteforge && ./manage.py import_rates`). underwriting wants to change when it runs and trigger it themselves. what are the options",
            ),
            (
                "bash",
                "ssh worker-1 crontab -l -u quoteforge; grep -n 'beat\\|CELERY_' quoteforge/settings/base.py",
                "MAILTO=ops@quoteforge.co.uk\n0 2 * * * cd /srv/quoteforge && .venv/bin/python manage.py import_rates >> /var/log/quoteforge/import_rates.log 2>&1\n88:CELERY_BROKER_URL = env('REDIS_URL')\n89:CELERY_TASK_DEFAULT_QUEUE = 'default'\n90:CELERY_BEAT_SCHEDULE = {\n91:    'expire-stale-quotes': {'task': 'quotes.tasks.expire_stale_quotes', 'schedule': crontab(minute='*/15')},\n92:}",
            ),
            (
                "assistant",
                'Options:\n1. Move it into the existing static `CELERY_BEAT_SCHEDULE` in settings. Easy, but every schedule change is a code change and a deploy.\n2. django-celery-beat with its `DatabaseScheduler`: schedules are rows in the DB, editable in Django admin (time, enabled/disabled, and a "run now" action), and beat picks up changes without a restart.\n3. Keep cron and add an admin button that calls the task. Underwriting could trigger it, but still not change the timing, and it stays tied to worker-1.',
            ),
            (
                "user",
                "django-celery-beat. underwriting moves the import around every quarter when the new rates land and they shouldn't need a dev + deploy for that. and the cron on worker-1 goes, that box is getting replaced by the ASG next month anyway",
            ),
            (
                "bash",
                "poetry add django-celery-beat@^2.7",
                "Updating dependencies\nResolving dependencies... (2.1s)\n\nPackage operations: 3 installs, 0 updates, 0 removals\n\n  - Installing cron-descriptor (1.4.5)\n  - Installing python-crontab (3.2.0)\n  - Installing django-celery-beat (2.7.0)\n\nWriting lock file",
            ),
            ("edit", "quoteforge/settings/base.py"),
            ("edit", "rates/tasks.py"),
            ("edit", "rates/migrations/0019_periodic_tasks.py"),
            ("edit", "deploy/k8s/celery-beat.yaml"),
            (
                "bash",
                "python manage.py migrate && python manage.py shell -c \"from django_celery_beat.models import PeriodicTask; print(list(PeriodicTask.objects.values_list('name','crontab__hour','crontab__minute','enabled')))\"",
                "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, django_celery_beat, quotes, rates, sessions\nRunning migrations:\n  Applying django_celery_beat.0001_initial... OK\n  ...\n  Applying django_celery_beat.0019_alter_periodictasks_options... OK\n  Applying rates.0019_periodic_tasks... OK\n[('import rate tables', '2', '0', True), ('expire stale quotes', '*', '*/15', True)]",
            ),
            (
                "bash",
                "pytest rates/ quotes/tests/test_tasks.py -q",
                "..................                                                       [100%]\n18 passed in 4.71s",
            ),
            (
                "assistant",
                "Done:\n- `import_rates` is now also a Celery task `rates.tasks.import_rate_tables` (the management command stays as a thin wrapper)\n- django-celery-beat is installed and `CELERY_BEAT_SCHEDULER = 'django_celery_beat.schedulers:DatabaseScheduler'` is set; the static `CELERY_BEAT_SCHEDULE` is removed\n- a data migration creates both periodic tasks (rate import 02:00 Europe/London, stale-quote expiry every 15 min), so they show up under Periodic Tasks in admin\n- the beat deployment now runs `celery -A quoteforge beat -S django`\n\nThe cron line on worker-1 should only go once this is deployed, otherwise there's a night with no import.",
            ),
            (
                "user",
                "right. I'll remove the cron after tomorrow's deploy. also give the underwriting group the django_celery_beat change perms in admin, the group is called `underwriting`",
            ),
            ("edit", "rates/migrations/0020_underwriting_beat_perms.py"),
            (
                "bash",
                "python manage.py migrate rates && python manage.py shell -c \"from django.contrib.auth.models import Group; print(sorted(Group.objects.get(name='underwriting').permissions.filter(content_type__app_label='django_celery_beat').values_list('codename', flat=True)))\"",
                "Running migrations:\n  Applying rates.0020_underwriting_beat_perms... OK\n['change_crontabschedule', 'change_periodictask', 'view_crontabschedule', 'view_periodictask']",
            ),
            (
                "assistant",
                "The `underwriting` group can now view and change periodic tasks and crontab schedules. They can't add or delete them.",
            ),
        ],
        "lessons": [{"keys": ["django-celery-beat", "underwriting"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh45-quoteforge-renewal-reminder-visibility-timeout",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "customers complaining they get the renewal reminder email 3-4 times. started after we moved reminders to celery last sprint. task is send_renewal_reminder",
            ),
            (
                "read",
                "policies/tasks.py",
                "@shared_task(acks_late=True)\ndef send_renewal_reminder(policy_id):\n    policy = Policy.objects.select_related('holder').get(pk=policy_id)\n    send_templated_mail('renewal_reminder', policy.holder.email, {'policy': policy})\n",
            ),
            (
                "bash",
                "grep -rn 'send_renewal_reminder' --include=*.py . | grep -v tests",
                "./policies/tasks.py:12:def send_renewal_reminder(policy_id):\n./policies/services.py:64:    send_renewal_reminder.apply_async((policy.id,), eta=policy.renews_on - timedelta(days=21))",
            ),
            (
                "bash",
                "grep -n 'BROKER\\|visibility' quoteforge/settings/base.py; celery -A quoteforge inspect scheduled -j 2>/dev/null | jq -r '.[][] | .request.args[0]' | sort | uniq -c | sort -rn | head -5",
                "88:CELERY_BROKER_URL = env('REDIS_URL')\n      4 'pol_8c21f0'\n      4 'pol_77ab3e'\n      4 'pol_4d90c2'\n      3 'pol_e13a9b'\n      3 'pol_b5f6d1'",
            ),
            (
                "think",
                "Redis broker, no visibility_timeout set, so default 1 hour. ETA tasks are held unacked in the workers' memory until the eta, which here is weeks away. After an hour Redis assumes the worker died and redelivers the message to another worker, which also holds it. Every hour another copy, bounded by the number of worker processes that can hold it. When the eta arrives, every copy runs.",
            ),
            (
                "assistant",
                "Cause: reminders are scheduled with `eta=renews_on - 21 days`, so weeks ahead, on the Redis broker. With Redis a worker keeps an ETA task reserved and unacknowledged until it's due, and if it isn't acked within `visibility_timeout` (not set, so the default of 1 hour) Redis redelivers it to another worker. Each hour a weeks-away reminder gets another copy, and when the date arrives every copy sends. `inspect scheduled` shows policies queued 3-4 times right now, which matches the complaints.\n\nFixes:\n(a) raise `visibility_timeout` above the longest eta (weeks). That's a hack: a worker that really dies would also hold its tasks for weeks.\n(b) drop the long eta: a daily beat task selects policies that are due (`renews_on - 21 days <= today`, `renewal_reminder_sent_at IS NULL`), claims each with a conditional UPDATE and sends.",
            ),
            (
                "user",
                "(b). and rule from now on: no eta/countdown longer than a few minutes on the redis broker, anything later goes through a beat task that scans the db. then get rid of the queued copies",
            ),
            ("edit", "policies/tasks.py"),
            ("edit", "policies/services.py"),
            ("edit", "policies/migrations/0031_renewal_reminder_sent_at.py"),
            ("edit", "policies/tests/test_renewal_reminders.py"),
            (
                "bash",
                "pytest policies/tests/test_renewal_reminders.py -q",
                "........                                                                 [100%]\n8 passed in 2.38s",
            ),
            (
                "assistant",
                "New `send_due_renewal_reminders` runs daily at 09:00 via beat, does `Policy.objects.filter(pk=p.pk, renewal_reminder_sent_at__isnull=True).update(renewal_reminder_sent_at=now())` and only sends if that updated 1 row, so two overlapping runs can't double-send. `services.py` no longer schedules anything. To get rid of the queued ETA copies: they're reserved in the workers' memory, so purge alone won't reach them. Plan: stop workers (the copies go back to the queue), purge the queue, deploy, start workers.",
            ),
            ("user", "go, it's quiet right now"),
            (
                "bash",
                "kubectl -n quoteforge scale deploy/celery-worker --replicas=0 && sleep 20 && celery -A quoteforge purge -f -Q default && kubectl -n quoteforge set image deploy/celery-worker worker=ghcr.io/quoteforge/app:9d4e1b7 && kubectl -n quoteforge scale deploy/celery-worker --replicas=3",
                "deployment.apps/celery-worker scaled\nPurged 2318 messages from 1 known task queue.\ndeployment.apps/celery-worker image updated\ndeployment.apps/celery-worker scaled",
            ),
            (
                "bash",
                "celery -A quoteforge inspect scheduled -j 2>/dev/null | jq '[.[][]] | length'",
                "0",
            ),
            (
                "bash",
                "python manage.py shell -c \"from policies.models import MailLog; from django.db.models import Count; qs = MailLog.objects.filter(template='renewal_reminder', sent_at__gte='2026-11-17').values('policy_id').annotate(n=Count('id')).filter(n__gt=1); print(qs.count())\"",
                "611",
            ),
            (
                "assistant",
                "The queue is clean (2,318 messages purged, most of them duplicate reminder copies) and nothing is ETA-scheduled on the workers any more. Since the switch on 17 Nov, 611 policies got the reminder more than once. Policies whose reminder is still due get it from the daily scan, once.",
            ),
            ("user", "ok I'll give the 611 to customer service. thanks"),
        ],
        "lessons": [{"keys": ["visibility_timeout", "eta"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh45-quoteforge-ipt-rate-correction",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "single trip travel goes live in jan. pricing needs to add IPT on top like for home. can you route the travel premium through the same finalize step",
            ),
            (
                "read",
                "pricing/finalize.py",
                '# IPT is a flat 12% on all products\nIPT_RATE = Decimal("0.12")\n\n\ndef finalize(net_premium: Decimal, product: Product, quote_date: date) -> FinalPremium:\n    ipt = (net_premium * IPT_RATE).quantize(PENNY, rounding=ROUND_HALF_UP)\n    return FinalPremium(net=net_premium, ipt=ipt, gross=net_premium + ipt)\n',
            ),
            (
                "assistant",
                "`finalize()` applies IPT as a flat 12% on all products (`IPT_RATE`), so travel only needs its rating step to call `finalize()` with the net premium. I'll wire that into `pricing/travel.py`.",
            ),
            (
                "user",
                "no, that comment's been wrong since we did gadget cover. travel is higher rate IPT, 20%, same as gadget. the rates live in the tax_rates table per product line with effective dates (HMRC changed them before), always look them up there, the constant is legacy. kill it while you're at it",
            ),
            (
                "bash",
                "python manage.py dbshell -- -c \"select product_line, rate, effective_from, effective_to from tax_rates where tax = 'IPT' order by product_line, effective_from\"",
                " product_line |  rate  | effective_from | effective_to \n--------------+--------+----------------+--------------\n gadget       | 0.2000 | 2016-10-01     | \n home         | 0.0950 | 2016-02-01     | 2016-09-30\n home         | 0.1000 | 2016-10-01     | 2017-05-31\n home         | 0.1200 | 2017-06-01     | \n travel       | 0.2000 | 2016-10-01     | \n(5 rows)",
            ),
            ("edit", "pricing/finalize.py"),
            ("edit", "pricing/travel.py"),
            ("edit", "pricing/tests/test_finalize.py"),
            (
                "bash",
                "grep -rn 'IPT_RATE' --include=*.py . ; pytest pricing -q",
                "./pricing/tests/test_home.py:9:from pricing.finalize import IPT_RATE\n\n==================================== ERRORS ====================================\n______________ ERROR collecting pricing/tests/test_home.py ______________\nImportError: cannot import name 'IPT_RATE' from 'pricing.finalize'\n1 error in 1.02s",
            ),
            ("edit", "pricing/tests/test_home.py"),
            (
                "bash",
                "pytest pricing -q",
                "..........................................                               [100%]\n42 passed in 3.88s",
            ),
            (
                "assistant",
                "`finalize()` now looks up the IPT rate in `tax_rates` for the product's line, effective on `quote_date` (`effective_from <= d` and `effective_to` null or `>= d`), and raises `MissingTaxRate` if there isn't one instead of falling back. `IPT_RATE` and the wrong comment are gone, `test_home.py` uses the table via a fixture, and there are new tests for travel at 20% and for a quote dated before an effective_from. Travel's rating step calls `finalize()`. 42 tests pass.",
            ),
            (
                "user",
                "nice, MissingTaxRate instead of a silent default is exactly right. PR pls",
            ),
            (
                "bash",
                'gh pr create --title "pricing: IPT from tax_rates, route travel through finalize" --fill',
                "https://github.com/quoteforge/quoteforge/pull/1187",
            ),
            ("assistant", "PR #1187 is open."),
        ],
        "lessons": [{"keys": ["IPT", "tax_rates"], "not": ["flat 12% on all products"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh45-quoteforge-admin-columns-nothing",
        "split": "fresh45",
        "steps": [
            (
                "user",
                "ops asked for the broker name and created date as columns in the Quote admin list, plus a filter by product. quick one",
            ),
            (
                "read",
                "quotes/admin.py",
                "@admin.register(Quote)\nclass QuoteAdmin(admin.ModelAdmin):\n    list_display = ('reference', 'holder_name', 'status', 'gross_premium')\n    search_fields = ('reference', 'holder__last_name', 'holder__email')\n    list_filter = ('status',)\n",
            ),
            (
                "assistant",
                "I'll add `broker_name` (a method showing `quote.broker.name`, '—' for direct quotes) and `created_at` to `list_display`, `product` to `list_filter`, and `list_select_related = ('broker', 'holder')` so the broker column doesn't cost one query per row.",
            ),
            ("user", "yep"),
            ("edit", "quotes/admin.py"),
            (
                "bash",
                "pytest quotes/tests/test_admin.py -q",
                "....                                                                     [100%]\n4 passed in 1.57s",
            ),
            (
                "bash",
                "python manage.py shell -c \"from django.test import Client; from django.contrib.auth import get_user_model; from django.db import connection, reset_queries; from django.conf import settings; settings.DEBUG=True; c=Client(); c.force_login(get_user_model().objects.filter(is_superuser=True).first()); reset_queries(); r=c.get('/admin/quotes/quote/?product__id__exact=3'); print(r.status_code, len(connection.queries))\"",
                "200 7",
            ),
            (
                "assistant",
                "Done: Quote admin now shows Broker and Created columns and has a Product filter. The changelist page makes 7 queries regardless of page size, because broker and holder are joined.",
            ),
            ("user", "lgtm, thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
