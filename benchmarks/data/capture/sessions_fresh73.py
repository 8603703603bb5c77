"""The "fresh73" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH73: list[dict[str, Any]] = [
    # --- "binroute": collection planning and citizen-app backend for AWV Weserbergland, a rural German waste authority (PHP 8.3, Symfony 7.1, API Platform 3.3, Doctrine ORM 3 + PostgreSQL 16/PostGIS, Symfony Messenger on RabbitMQ under supervisor, Firebase Cloud Messaging for the citizen app, PHPUnit + PHPStan, Deployer to Hetzner Cloud VMs) ---
    {
        "name": "fresh73-binroute-decision-self-hosted-vroom-osrm-truck-profile",
        "split": "fresh73",
        "steps": [
            (
                "user",
                "landkreis wants computed collection routes instead of the hand made tour lists by spring. what do we use: HERE tour planning api, google route optimization, or self host something (vroom / or-tools)? think it through, no code. 38 trucks, ~61k households, 4 fractions (rest, bio, papier, gelbe tonne)",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -Atc "select count(*) from household where active"; osmium tags-filter data/osm/weserbergland-latest.osm.pbf w/maxweight w/maxheight -o /tmp/restr.osm.pbf --overwrite && osmium fileinfo -e /tmp/restr.osm.pbf | grep \'Number of ways\'',
                "61184\n    Number of ways: 214",
            ),
            (
                "bash",
                "osmium tags-filter /tmp/restr.osm.pbf w/maxweight -o /tmp/mw.osm.pbf --overwrite && osmium export /tmp/mw.osm.pbf -f geojsonseq 2>/dev/null | jq -r '.properties.maxweight' | sort | uniq -c | sort -rn | head -4",
                "    121 7.5\n     38 12\n     17 3.5\n      9 16",
            ),
            (
                "assistant",
                "Facts first: 61,184 active households, and the Weserbergland OSM extract has **214 ways with weight/height limits**, 121 of them `maxweight=7.5` (mostly small bridges and village lanes). Our trucks are 26 t, so any router that ignores those will plan routes the drivers can't drive.\n\nOptions:\n\n1. **HERE Tour Planning API**: handles capacities and time windows; truck attributes exist but their data doesn't have most of the rural 7.5 t restrictions that OSM has, and every run sends all household addresses to HERE.\n2. **Google Route Optimization API**: same data question, plus per-shipment pricing at 61k stops x 4 fractions adds up.\n3. **Self-hosted VROOM on our own OSRM** (both open source, Docker images, one Hetzner CCX box): OSRM with a truck Lua profile that reads `maxweight`/`maxheight`, VROOM for the vehicle routing problem (capacities per fraction, shift time windows).\n\nMy recommendation: self-host VROOM on our own OSRM with a custom truck profile, because the 7.5t bridge limits are only respected if the routing graph knows the truck's weight, and household addresses never leave our own servers. Cost is that we run it ourselves and rebuild the OSRM graph when OSM data changes.",
            ),
            (
                "user",
                "agreed, vroom + own osrm it is. write the adr, and put in that HERE was also turned down because of the addresses, the datenschutz officer will ask",
            ),
            ("edit", "docs/adr/0009-route-optimisation-vroom-osrm.md"),
            (
                "bash",
                "head -15 docs/adr/0009-route-optimisation-vroom-osrm.md",
                "# ADR 0009: Route optimisation with self-hosted VROOM + OSRM\n\nStatus: accepted (2026-12-07)\n\n## Decision\nCollection routes are computed by VROOM on our own OSRM instance with a truck profile\n(26 t, respects maxweight/maxheight). No HERE or Google route optimisation APIs.\n\n## Why\n- 121 rural ways have maxweight=7.5; only our own truck-profile graph respects them.\n- Household addresses stay on our own servers (no transfer to HERE/Google; DPO requirement).\n\n## Consequences\n- We operate OSRM + VROOM (Docker, one Hetzner CCX box) and rebuild the graph on OSM updates.",
            ),
            (
                "assistant",
                "ADR 0009 written, with the data-protection reason for turning down HERE spelled out for the DPO. Next step would be a spike: OSRM truck profile + VROOM on one district (Rinteln) against the current hand-made tours. Want a ticket for that?",
            ),
            ("user", "yes, BR-301, timebox 1 week"),
        ],
        "lessons": [
            {"keys": ["VROOM", "7.5t"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh73-binroute-incident-duplicate-bin-reminders-rabbitmq-consumer-timeout",
        "split": "fresh73",
        "steps": [
            (
                "user",
                "~40 angry mails this morning and the Schaumburger Zeitung called. people got the 'Biotonne morgen rausstellen' push 2 or 3 times last night. wtf happened",
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -c \"select n, count(*) as households from (select household_id, count(*) n from push_log where kind = 'reminder' and collection_date = '2026-12-07' group by 1) t group by n order by n\"",
                " n | households\n---+------------\n 1 |       6104\n 2 |      11390\n 3 |       6452\n(3 rows)",
            ),
            (
                "bash",
                "ssh app2.binroute.internal \"grep -hE 'SendCollectionReminders|PRECONDITION_FAILED|acknowledg' /var/log/binroute/messenger-reminders.log | sed -n '/2026-12-06T17:5/,\\$p' | head -8\"",
                '[2026-12-06T18:00:02] messenger.INFO: Received message App\\Message\\SendCollectionReminders {"date":"2026-12-07","fraction":"bio"}\n[2026-12-06T18:30:02] messenger.CRITICAL: AMQPConnectionException: Server channel error: 406, message: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. Timeout value used: 1800000 ms.\n[2026-12-06T18:30:05] messenger.INFO: Received message App\\Message\\SendCollectionReminders {"date":"2026-12-07","fraction":"bio"}\n[2026-12-06T19:00:05] messenger.CRITICAL: AMQPConnectionException: Server channel error: 406, message: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. Timeout value used: 1800000 ms.\n[2026-12-06T19:00:08] messenger.INFO: Received message App\\Message\\SendCollectionReminders {"date":"2026-12-07","fraction":"bio"}\n[2026-12-06T19:41:37] messenger.INFO: App\\Message\\SendCollectionReminders handled by App\\MessageHandler\\SendCollectionRemindersHandler',
            ),
            (
                "read",
                "src/MessageHandler/SendCollectionRemindersHandler.php",
                "<?php\n\nnamespace App\\MessageHandler;\n\nuse App\\Message\\SendCollectionReminders;\nuse App\\Push\\FcmClient;\nuse App\\Repository\\HouseholdRepository;\nuse App\\Repository\\PushLogRepository;\nuse Symfony\\Component\\Messenger\\Attribute\\AsMessageHandler;\n\n#[AsMessageHandler]\nfinal class SendCollectionRemindersHandler\n{\n    public function __construct(\n        private HouseholdRepository $households,\n        private FcmClient $fcm,\n        private PushLogRepository $pushLog,\n    ) {}\n\n    public function __invoke(SendCollectionReminders $msg): void\n    {\n        foreach ($this->households->withCollectionOn($msg->date, $msg->fraction) as $household) {\n            foreach ($household->getDeviceTokens() as $token) {\n                $this->fcm->send($token, 'reminder.' . $msg->fraction, ['date' => $msg->date]);\n            }\n            $this->pushLog->log($household, 'reminder', $msg->date);\n        }\n    }\n}\n",
            ),
            (
                "think",
                "23,946 households for bio on Monday, ~0.1s per FCM call, multiple devices -> ~41 min per full run. RabbitMQ consumer_timeout default 30 min: channel closed at 18:30, message not acked -> requeued -> next worker starts from the top. Third run finished at 19:41 (some tokens already gone/faster). No dedupe: push_log is written but never read before sending.",
            ),
            (
                "assistant",
                "Root cause: `SendCollectionRemindersHandler` sends a whole collection day's reminders from **one** message (23,946 households for Monday's bio collection, about 41 min of FCM calls). RabbitMQ's `consumer_timeout` (30 min, the 1800000 ms in the log) closed the channel while that single day-wide message was still being handled, so it was never acked, got redelivered, and the next worker started again from the first household. That happened twice (18:30 and 19:00), which matches the 1/2/3 split in `push_log`. `push_log` is written after sending but never checked before.\n\nIn short: one day-wide message outlived RabbitMQ's `consumer_timeout` and was redelivered, so the fix is one message per tour plus a dedupe on `push_log`.\n\nProposed fix:\n- the scheduler dispatches **one message per tour** (`SendTourReminders`, ~400-700 households each, about a minute of work), far below the timeout\n- a unique index on `push_log (household_id, collection_date, kind)` and an insert-before-send, so a redelivered message skips households that already got the push\n\nI would not raise `consumer_timeout`: it would only hide the next long handler.",
            ),
            ("user", "yes do both, and dont touch the rabbit config"),
            ("edit", "src/Message/SendTourReminders.php"),
            ("edit", "src/MessageHandler/SendTourRemindersHandler.php"),
            ("edit", "src/Scheduler/ReminderSchedule.php"),
            ("edit", "migrations/Version20261207093311.php"),
            ("edit", "tests/MessageHandler/SendTourRemindersHandlerTest.php"),
            (
                "bash",
                "bin/console doctrine:migrations:migrate -n --env=test -q && vendor/bin/phpunit tests/MessageHandler 2>&1 | tail -3",
                "..........                                                        10 / 10 (100%)\n\nOK (10 tests, 31 assertions)",
            ),
            (
                "assistant",
                "Done, ready to deploy:\n\n- `ReminderSchedule` now dispatches one `SendTourReminders` per tour and fraction (Monday bio = 41 messages instead of 1)\n- `SendTourRemindersHandler` inserts into `push_log` first (`ON CONFLICT DO NOTHING` on the new unique index) and only sends when the insert happened\n- the migration dedupes existing `push_log` rows before creating the index\n- tests: redelivering the same message sends nothing twice; a tour with 700 households finishes in one message",
            ),
            ("user", "ok deploy tonight after 20:00, i'll deal with the paper"),
        ],
        "lessons": [
            {"keys": ["consumer_timeout", "one message per tour"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh73-binroute-road-closure-households-srid-and-phpstan-level-corrections",
        "split": "fresh73",
        "steps": [
            (
                "user",
                "L580 near hessisch oldendorf is closed from monday for 3 weeks. need the households within 50m of the closed stretch for the 'tonne an die nächste straße stellen' letter. closure geometry is road_closure id 88. csv for the mail merge pls",
            ),
            (
                "read",
                "src/Entity/Household.php",
                "<?php\n\nnamespace App\\Entity;\n\nuse App\\Repository\\HouseholdRepository;\nuse Doctrine\\ORM\\Mapping as ORM;\n\n#[ORM\\Entity(repositoryClass: HouseholdRepository::class)]\nclass Household\n{\n    #[ORM\\Id, ORM\\Column]\n    private ?int $id = null;\n\n    #[ORM\\Column(length: 160)]\n    private string $street;\n\n    #[ORM\\Column(length: 12)]\n    private string $houseNumber;\n\n    #[ORM\\Column(length: 5)]\n    private string $postcode;\n\n    #[ORM\\Column(type: 'geometry', options: ['geometry_type' => 'POINT'])]\n    private $location;\n    // ...\n}\n",
            ),
            ("edit", "src/Repository/HouseholdRepository.php"),
            ("edit", "src/Command/ClosureHouseholdsCommand.php"),
            (
                "bash",
                "bin/console app:closure:households 88 --radius=50 --csv=var/export/closure-88.csv && vendor/bin/phpstan analyse --level=6 src/ --no-progress | tail -2",
                "Closure 88 (L580, 2026-12-14 - 2027-01-04): 0 households within 50 m\nWrote var/export/closure-88.csv (0 rows)\n\n [OK] No errors",
            ),
            (
                "assistant",
                "Added `app:closure:households <closureId> --radius=<m> --csv=<path>`, which uses `HouseholdRepository::withinDistanceOf()` with `ST_DWithin(h.location, c.geom, :dist)`. Since the geometries are SRID 4326, I convert the radius to degrees: 50 m is about 0.00045 degrees at this latitude.\n\nResult: **0 households** within 50 m of closure 88, which seems plausible for a stretch of Landesstraße between villages. PHPStan is clean at level 6, which is what the project runs.",
            ),
            (
                "user",
                "0 is nonsense, half of Welsede is on that stretch. our geometries are all EPSG:25832 (utm 32n), not 4326, so ST_DWithin takes meters directly, just pass 50. and dont run phpstan with --level, ci runs level 8 from phpstan.neon, use composer phpstan",
            ),
            (
                "bash",
                "psql \"$DATABASE_URL\" -Atc \"select Find_SRID('public','household','location'), Find_SRID('public','road_closure','geom')\"",
                "25832\n25832",
            ),
            ("edit", "src/Repository/HouseholdRepository.php"),
            (
                "bash",
                "bin/console app:closure:households 88 --radius=50 --csv=var/export/closure-88.csv && composer phpstan 2>&1 | tail -8",
                "Closure 88 (L580, 2026-12-14 - 2027-01-04): 143 households within 50 m\nWrote var/export/closure-88.csv (143 rows)\n> vendor/bin/phpstan analyse --memory-limit=1G --no-progress\n ------ ----------------------------------------------------------------------------\n  Line   src/Command/ClosureHouseholdsCommand.php\n ------ ----------------------------------------------------------------------------\n  47     Parameter #1 $closureId of method withinDistanceOf() expects int, mixed given.\n  61     Method ClosureHouseholdsCommand::toCsvRow() has parameter $h with no type.\n ------ ----------------------------------------------------------------------------\n [ERROR] Found 2 errors",
            ),
            ("edit", "src/Command/ClosureHouseholdsCommand.php"),
            (
                "bash",
                "composer phpstan 2>&1 | tail -1 && head -3 var/export/closure-88.csv",
                " [OK] No errors\nhousehold_id;anrede;name;street;house_number;postcode;town\n40211;Familie;Brandt;Welseder Straße;3;31840;Hessisch Oldendorf\n40212;Herr;Köhler;Welseder Straße;5;31840;Hessisch Oldendorf",
            ),
            (
                "assistant",
                "Fixed: the repository now passes the radius in meters straight to `ST_DWithin` (both columns are SRID 25832, checked with `Find_SRID`). **143 households** within 50 m, mostly Welseder Straße. `composer phpstan` (level 8 from `phpstan.neon`) found two missing types in the command, fixed, now clean. CSV for the mail merge: `var/export/closure-88.csv` (semicolon-separated, UTF-8).",
            ),
            ("user", "perfect, sending it to the print shop"),
        ],
        "lessons": [
            {"keys": ["EPSG:25832"], "not": ["geometries are SRID 4326", "0.00045 degrees"]},
            {"keys": ["level 8", "composer phpstan"], "not": ["clean at level 6"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh73-binroute-bulky-waste-booking-api-v2-cents-and-staging-host-correction",
        "split": "fresh73",
        "steps": [
            (
                "user",
                "sperrmüll pickups should be bookable from the app. api platform resource BulkyPickupBooking: household, date, list of items, fee. fee is 25 eur flat up to 3 m³, then 10 eur per extra m³. pickup dates only on the district's sperrmüll days. put it on staging when done so lena can test with the app",
            ),
            (
                "read",
                "config/packages/api_platform.yaml",
                "api_platform:\n    title: binroute API\n    version: 2.4.0\n    formats:\n        jsonld: ['application/ld+json']\n        json: ['application/json']\n    defaults:\n        stateless: true\n        pagination_items_per_page: 50\n    mapping:\n        paths: ['%kernel.project_dir%/src/Entity']\n",
            ),
            (
                "bash",
                "grep -rn 'district_bulky_day\\|bulkyDays' src/ | head -3",
                "src/Entity/District.php:41:    #[ORM\\Column(type: 'json', name: 'bulky_days')]\nsrc/Entity/District.php:42:    private array $bulkyDays = [];\nsrc/Repository/DistrictRepository.php:58:    public function nextBulkyDays(District $d, \\DateTimeImmutable $from, int $n = 6): array",
            ),
            ("edit", "src/Entity/BulkyPickupBooking.php"),
            ("edit", "src/Validator/BulkyDayValidator.php"),
            ("edit", "migrations/Version20261207141022.php"),
            (
                "bash",
                "vendor/bin/phpunit tests/Api/BulkyPickupBookingTest.php 2>&1 | tail -2",
                "\nOK (5 tests, 17 assertions)",
            ),
            (
                "assistant",
                "Added `BulkyPickupBooking` as an API Platform resource at `/api/bulky_pickup_bookings` (POST, GET item, GET collection filtered to the caller's household):\n\n- `fee` is a `decimal(8,2)` computed on create: 25.00 up to 3 m³, +10.00 per started extra m³\n- `BulkyDayValidator` only accepts dates from `DistrictRepository::nextBulkyDays()`\n- 5 API tests pass\n\nOnce you're ok with it I'll run `dep deploy staging`, and it'll be on https://binroute-staging.awv-weserbergland.de/api for Lena.",
            ),
            (
                "user",
                "two rules, keep them for everything new: new resources always go under /api/v2, v1 is frozen because app 3.x in the stores still calls it; and money is integer cents everywhere (fee_cents), never float or decimal. oh and staging isn't on that host anymore, it's stage.binroute.de since the domain move, the old name is dead. then deploy",
            ),
            ("edit", "src/Entity/BulkyPickupBooking.php"),
            ("edit", "migrations/Version20261207141022.php"),
            ("edit", "tests/Api/BulkyPickupBookingTest.php"),
            (
                "bash",
                "vendor/bin/phpunit tests/Api/BulkyPickupBookingTest.php 2>&1 | tail -1 && dep deploy staging 2>&1 | tail -2 && curl -s -o /dev/null -w '%{http_code}\\n' https://stage.binroute.de/api/v2/bulky_pickup_bookings -H \"Authorization: Bearer $STAGE_TEST_TOKEN\"",
                "OK (6 tests, 21 assertions)\ntask deploy:success\n[stage.binroute.de] Successfully deployed!\n200",
            ),
            (
                "assistant",
                "Reworked and deployed:\n\n- the resource now lives at `/api/v2/bulky_pickup_bookings` (`routePrefix: '/v2'`), nothing added to v1\n- `fee_cents` integer column and API field (2500 up to 3 m³, +1000 per extra m³), no decimal anywhere; a test checks 4.2 m³ = 4500\n- on staging at https://stage.binroute.de/api/v2/bulky_pickup_bookings (200 with the test token), so Lena can point the app build at it",
            ),
            ("user", "👍 telling lena"),
        ],
        "lessons": [
            {"keys": ["/api/v2", "frozen"]},
            {"keys": ["integer cents", "fee_cents"]},
            {"keys": ["stage.binroute.de"], "not": ["binroute-staging.awv-weserbergland.de"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh73-binroute-tool-stored-prod-deploy-steps-and-yearly-plan-import",
        "split": "fresh73",
        "steps": [
            (
                "user",
                "save the prod deploy steps in memory pls, jonas asked again: prod is app1 + app2.binroute.internal behind the hetzner LB, deploy only from the bastion (ssh deploy@bastion.binroute.internal), `dep deploy production`, then `dep messenger:restart production` because the workers under supervisor (binroute-messenger-*) keep the old code otherwise. after that: a lady from Rinteln says the ical export has no dates for january, check pls",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "binroute prod deploy: prod runs on app1.binroute.internal and app2.binroute.internal behind the Hetzner load balancer. Deploy only from the bastion (ssh deploy@bastion.binroute.internal): `dep deploy production`, then `dep messenger:restart production`, because the Messenger workers run under supervisor (binroute-messenger-*) and keep the old code until restarted.",
                    "tags": ["binroute", "deploy", "production"],
                },
                '{"id":"9310","action":"stored"}',
                False,
            ),
            (
                "bash",
                "curl -s 'https://binroute.awv-weserbergland.de/ical/street/rinteln-bahnhofstrasse.ics' | grep -c BEGIN:VEVENT; curl -s 'https://binroute.awv-weserbergland.de/ical/street/rinteln-bahnhofstrasse.ics' | grep DTSTART | tail -2",
                "9\nDTSTART;VALUE=DATE:20261229\nDTSTART;VALUE=DATE:20261230",
            ),
            (
                "read",
                "src/Service/CalendarExporter.php",
                "<?php\n\nnamespace App\\Service;\n\nuse App\\Repository\\CollectionDateRepository;\nuse Eluceo\\iCal\\Domain\\Entity\\Calendar;\n\nfinal class CalendarExporter\n{\n    public function __construct(private CollectionDateRepository $dates) {}\n\n    public function forStreet(string $streetSlug): Calendar\n    {\n        $from = new \\DateTimeImmutable('today');\n        $until = $from->modify('+90 days');\n        $events = [];\n        foreach ($this->dates->forStreetBetween($streetSlug, $from, $until) as $d) {\n            $events[] = $this->toEvent($d);\n        }\n        return new Calendar($events);\n    }\n    // ...\n}\n",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -Atc "select extract(year from date)::int, count(*) from collection_date where district = \'Rinteln\' group by 1 order by 1"',
                "2025|4188\n2026|4211",
            ),
            (
                "assistant",
                "Saved the prod deploy steps to memory.\n\nThe export itself is fine: it shows the next 90 days, but there are simply **no 2027 collection dates** in `collection_date` for Rinteln (nor for any other district, I checked: max date is 2026-12-30). So January is empty for everyone, not only her street. Do we import 2027 from somewhere, or should these be generated from the tour rhythm?",
            ),
            (
                "user",
                "ah right, not a bug. the yearly plans come from the landkreis as csv in mid-december every year and we load them with bin/console app:import:collection-plan, hans sends the files. nothing to fix, just draft an answer for her that the january dates will be there by the 20th",
            ),
            (
                "assistant",
                "Draft:\n\n> Sehr geehrte Frau Meier,\n>\n> vielen Dank für Ihren Hinweis. Die Abfuhrtermine für 2027 werden derzeit eingepflegt und stehen spätestens ab dem 20. Dezember in der App und im Kalender-Abo zur Verfügung. Ein bereits eingerichtetes Kalender-Abo aktualisiert sich automatisch, Sie müssen nichts tun.\n>\n> Mit freundlichen Grüßen\n> Ihr AWV Weserbergland\n\nWant a reminder check that alerts if a district has no collection dates 30 days ahead, so this shows up before citizens notice?",
            ),
            ("user", "nah, fine for now. thx"),
        ],
        "lessons": [
            {"keys": ["app:import:collection-plan", "mid-december"]},
        ],
        "tool_stored": [["bastion.binroute.internal", "dep deploy production"]],
    },
    {
        "name": "fresh73-binroute-chitchat-readonly-class-vs-props-and-cron-expression",
        "split": "fresh73",
        "steps": [
            (
                "user",
                "php q: readonly class vs readonly props, any real difference in 8.3 or just less typing",
            ),
            (
                "bash",
                "php -r 'readonly class P { public function __construct(public int $x) {} } $p = new P(1); $q = clone $p; try { $q->x = 2; } catch (Error $e) { echo get_class($e), \": \", $e->getMessage(), PHP_EOL; } var_dump(PHP_VERSION);'",
                'Error: Cannot modify readonly property P::$x\nstring(6) "8.3.14"',
            ),
            (
                "assistant",
                "Mostly less typing, with two real differences:\n\n- a `readonly class` makes **every** declared property readonly and **forbids dynamic properties** (no `#[AllowDynamicProperties]` possible); with readonly props you can mix readonly and mutable ones\n- all properties of a readonly class must be typed, and a child of a readonly class must be readonly too (and vice versa)\n\nIn both cases, as above, a clone is still readonly; 8.3 only added re-initialising readonly props inside `__clone()`.",
            ),
            ("user", "ok. and what's `15 5 * * 1-5` in human"),
            (
                "assistant",
                "05:15 every Monday to Friday (minute 15, hour 5, any day of month, any month, weekdays 1-5). In the server's time zone, so check whether the box runs UTC.",
            ),
            ("user", "and str_contains is case sensitive right?"),
            (
                "bash",
                'php -r \'var_dump(str_contains("Gelbe Tonne", "tonne"), stripos("Gelbe Tonne", "tonne") !== false, str_contains("abc", ""));\'',
                "bool(false)\nbool(true)\nbool(true)",
            ),
            (
                "assistant",
                "Yes, case-sensitive (and byte-based). For case-insensitive use `stripos(...) !== false`, or `mb_stripos` for umlauts. Also note `str_contains($x, '')` is always `true`.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
