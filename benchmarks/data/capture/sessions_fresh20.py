"""The "fresh20" capture sessions: written in session 23 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH20: list[dict[str, Any]] = [
    {
        "name": "fresh20-flutter-minsdk-correction",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "We're adding QR check-in to the event app. Please add the mobile_scanner package and wire it into lib/features/checkin/checkin_screen.dart so the Scan button opens the camera and calls CheckinController.submit with the scanned code. Our Android minSdk is 21, so make sure whatever version you pick supports that.",
            ),
            (
                "read",
                "pubspec.yaml",
                "name: eventpass\ndescription: Attendee app\npublish_to: none\nversion: 3.8.1+412\n\nenvironment:\n  sdk: '>=3.4.0 <4.0.0'\n  flutter: '>=3.22.0'\n\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_riverpod: ^2.5.1\n  go_router: ^14.2.0\n  dio: ^5.4.3\n  health: ^10.2.0\n  intl: ^0.19.0\n\ndev_dependencies:\n  flutter_test:\n    sdk: flutter\n  flutter_lints: ^4.0.0\n",
            ),
            (
                "read",
                "lib/features/checkin/checkin_screen.dart",
                "import 'package:flutter/material.dart';\nimport 'package:flutter_riverpod/flutter_riverpod.dart';\n\nimport 'checkin_controller.dart';\n\nclass CheckinScreen extends ConsumerWidget {\n  const CheckinScreen({super.key});\n\n  @override\n  Widget build(BuildContext context, WidgetRef ref) {\n    final state = ref.watch(checkinControllerProvider);\n    return Scaffold(\n      appBar: AppBar(title: const Text('Check in')),\n      body: Center(\n        child: FilledButton.icon(\n          icon: const Icon(Icons.qr_code_scanner),\n          label: const Text('Scan'),\n          onPressed: null, // TODO: scanner\n        ),\n      ),\n    );\n  }\n}\n",
            ),
            (
                "bash",
                "flutter pub add mobile_scanner",
                "Resolving dependencies...\nDownloading packages...\n+ mobile_scanner 5.2.3\n  plugin_platform_interface 2.1.8\nChanged 1 dependency!\n4 packages have newer versions incompatible with dependency constraints.\nTry `flutter pub outdated` for more information.",
            ),
            ("edit", "lib/features/checkin/checkin_screen.dart"),
            ("edit", "lib/features/checkin/scanner_sheet.dart"),
            ("edit", "ios/Runner/Info.plist"),
            (
                "bash",
                "flutter analyze",
                "Analyzing eventpass...\nNo issues found! (ran in 4.3s)",
            ),
            (
                "assistant",
                "Added mobile_scanner 5.2.3; its Android side needs minSdk 21, so it fits what you described. The Scan button now opens a bottom sheet (`scanner_sheet.dart`) with a `MobileScanner` view, takes the first QR barcode it sees, closes the sheet and calls `CheckinController.submit(code)`. I also added `NSCameraUsageDescription` to Info.plist, which iOS requires before it will show the camera. `flutter analyze` is clean.",
            ),
            (
                "user",
                "Oh, scratch the 21, that number is from last year. When Health Connect went in we had to raise minSdk to 26, the health plugin won't build for anything lower. It doesn't matter for the scanner, but keep 26 in mind for anything else we pull in.",
            ),
            (
                "bash",
                "grep -n 'minSdk\\|targetSdk' android/app/build.gradle.kts",
                "14:        minSdk = 26\n15:        targetSdk = 34",
            ),
            (
                "bash",
                "flutter build apk --debug --flavor staging -t lib/main_staging.dart",
                "Running Gradle task 'assembleStagingDebug'...                     58.7s\n✓ Built build/app/outputs/flutter-apk/app-staging-debug.apk",
            ),
            (
                "assistant",
                "Right, build.gradle.kts has `minSdk = 26`. mobile_scanner only needs 21, so nothing changes there, and the staging debug APK builds with the scanner included.",
            ),
        ],
        "lessons": [{"keys": ["minSdk", "26"], "not": ["minSdk is 21"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh20-gke-region-correction",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "need a new node pool on prod gke for the batch jobs. e2-highmem-8, spot, autoscale 0-6, taint workload=batch so nothing else lands there. cluster lives in europe-west1, tf is under infra/gke/",
            ),
            (
                "read",
                "infra/gke/node_pools.tf",
                'resource "google_container_node_pool" "general" {\n  name     = "general"\n  cluster  = google_container_cluster.prod.id\n  location = var.region\n  version  = var.node_version\n\n  autoscaling {\n    min_node_count = 2\n    max_node_count = 10\n  }\n\n  node_config {\n    machine_type    = "e2-standard-4"\n    service_account = google_service_account.nodes.email\n    oauth_scopes    = ["https://www.googleapis.com/auth/cloud-platform"]\n  }\n}\n',
            ),
            ("edit", "infra/gke/node_pools.tf"),
            (
                "bash",
                "gcloud container clusters describe prod-gke --region europe-west1 --project acme-prod --format='value(currentMasterVersion)'",
                "ERROR: (gcloud.container.clusters.describe) ResponseError: code=404, message=Not found: projects/acme-prod/locations/europe-west1/clusters/prod-gke.\nCould not find [prod-gke] in [europe-west1].",
            ),
            (
                "assistant",
                "I added a `batch` pool (e2-highmem-8, `spot = true`, autoscaling 0–6, taint `workload=batch:NoSchedule`) next to `general` in node_pools.tf. Before planning I wanted the cluster's current version so the pool matches it, but gcloud returns 404 for prod-gke in europe-west1. Is the cluster named differently, or is it in another region?",
            ),
            (
                "user",
                "ugh my bad. west1 is where it was before the move in june, theres nothing left there. prod-gke is in europe-west4",
            ),
            (
                "bash",
                "gcloud container clusters describe prod-gke --region europe-west4 --project acme-prod --format='value(currentMasterVersion)'",
                "1.30.5-gke.1014001",
            ),
            (
                "bash",
                "cd infra/gke && terraform plan -var-file=../envs/prod.tfvars -target=google_container_node_pool.batch",
                'google_container_cluster.prod: Refreshing state... [id=projects/acme-prod/locations/europe-west4/clusters/prod-gke]\n\nTerraform will perform the following actions:\n\n  # google_container_node_pool.batch will be created\n  + resource "google_container_node_pool" "batch" {\n      + cluster  = "projects/acme-prod/locations/europe-west4/clusters/prod-gke"\n      + location = "europe-west4"\n      + name     = "batch"\n      + version  = "1.30.5-gke.1014001"\n      ...\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.',
            ),
            (
                "assistant",
                "Found it in europe-west4, on 1.30.5-gke.1014001. The pool uses `var.region` like the `general` one, and the plan targets the right cluster: 1 to add, nothing changed or destroyed. Want me to apply?",
            ),
            ("user", "yep go"),
            (
                "bash",
                "cd infra/gke && terraform apply -var-file=../envs/prod.tfvars -target=google_container_node_pool.batch -auto-approve",
                "google_container_node_pool.batch: Creating...\ngoogle_container_node_pool.batch: Still creating... [1m0s elapsed]\ngoogle_container_node_pool.batch: Still creating... [2m10s elapsed]\ngoogle_container_node_pool.batch: Creation complete after 2m31s [id=projects/acme-prod/locations/europe-west4/clusters/prod-gke/nodePools/batch]\n\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.",
            ),
            (
                "assistant",
                "Applied. The `batch` pool exists on prod-gke with 0 nodes; it will scale up once a pod tolerating `workload=batch` is scheduled.",
            ),
        ],
        "lessons": [{"keys": ["europe-west4", "prod"], "not": ["lives in europe-west1"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh20-decision-airflow-reschedule",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "The partner_feeds DAG has an S3KeySensor waiting for the partner's daily file, and it can sit there for up to six hours. On Monday the celery workers were full of sensors and the dbt tasks queued for over an hour behind them. What are our options?",
            ),
            (
                "read",
                "dags/partner_feeds.py",
                'from datetime import datetime, timedelta\n\nfrom airflow import DAG\nfrom airflow.providers.amazon.aws.sensors.s3 import S3KeySensor\nfrom airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator\n\nwith DAG(\n    "partner_feeds",\n    start_date=datetime(2025, 3, 1),\n    schedule="0 1 * * *",\n    catchup=False,\n) as dag:\n    for partner in ["northwind", "contoso", "fabrikam", "tailspin"]:\n        wait = S3KeySensor(\n            task_id=f"wait_{partner}",\n            bucket_name="acme-partner-drops",\n            bucket_key=f"{partner}/{{{{ ds }}}}/orders.csv.gz",\n            poke_interval=60,\n            timeout=6 * 3600,\n        )\n        load = KubernetesPodOperator(\n            task_id=f"load_{partner}",\n            name=f"load-{partner}",\n            image="acme/loader:2.14",\n            arguments=["--partner", partner, "--date", "{{ ds }}"],\n        )\n        wait >> load\n',
            ),
            (
                "bash",
                "helm get values airflow -n airflow | grep -A3 -E '^(workers|triggerer):'",
                "triggerer:\n  enabled: false\nworkers:\n  replicas: 3\n  resources:\n    requests:",
            ),
            (
                "bash",
                "airflow config get-value celery worker_concurrency",
                "8",
            ),
            (
                "assistant",
                "With 3 workers at concurrency 8 you have 24 slots, and four poke-mode sensors per run each hold one for up to 6 hours; on a day with a backfill or retries that's enough to starve everything else. Options:\n\n1. `mode=\"reschedule\"`: the sensor checks, and if the file isn't there it releases its slot and is rescheduled after `poke_interval`. Slots are only used for the second or so each check takes. Works with what you run today.\n2. `deferrable=True`: the wait is handed to the triggerer process and uses no worker slot at all, but your Helm values have `triggerer.enabled: false`, so this means adding and running a triggerer.\n3. A dedicated pool for sensors: caps how many slots they take, but they still hold them, and the loads would then wait on the pool instead.",
            ),
            (
                "user",
                "Let's do reschedule mode. I'd rather not add a triggerer to the chart just for these four sensors, it's one more component to monitor and upgrade, and checking every five minutes is plenty for a file that shows up somewhere between 2 and 8 am.",
            ),
            ("edit", "dags/partner_feeds.py"),
            (
                "bash",
                "pytest tests/test_dag_integrity.py -q",
                "......\n6 passed in 7.84s",
            ),
            (
                "bash",
                "airflow tasks test partner_feeds wait_northwind 2026-12-03 2>&1 | tail -4",
                "[2026-12-04T10:21:07.112+0000] {s3.py:117} INFO - Poking for key : s3://acme-partner-drops/northwind/2026-12-03/orders.csv.gz\n[2026-12-04T10:21:07.498+0000] {base.py:294} INFO - Success criteria met. Exiting.\n[2026-12-04T10:21:07.503+0000] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=partner_feeds, task_id=wait_northwind",
            ),
            (
                "assistant",
                'Switched the four sensors to `mode="reschedule"` with `poke_interval=300` and kept `timeout=6 * 3600`. While waiting they now show as `up_for_reschedule` and free their slot between checks. The DAG integrity tests pass and a test run of `wait_northwind` for yesterday finds the file.',
            ),
        ],
        "lessons": [{"keys": ["reschedule", "triggerer"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh20-sveltekit-user-store-leak",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "We got a worrying support ticket: a customer opened /account and for a moment the header showed another customer's name and email before it switched to their own. Support has seen it twice now, both times during the evening peak. It's SvelteKit with adapter-node. Could you dig into it?",
            ),
            (
                "bash",
                "grep -rn 'currentUser' src --include=*.ts --include=*.svelte",
                "src/lib/stores/user.ts:4:export const currentUser = writable<User | null>(null);\nsrc/hooks.server.ts:3:import { currentUser } from '$lib/stores/user';\nsrc/hooks.server.ts:9:  currentUser.set(user);\nsrc/lib/components/Header.svelte:3:  import { currentUser } from '$lib/stores/user';\nsrc/lib/components/Header.svelte:12:    <span class=\"name\">{$currentUser?.name}</span>\nsrc/lib/components/Header.svelte:13:    <span class=\"email\">{$currentUser?.email}</span>",
            ),
            (
                "read",
                "src/hooks.server.ts",
                "import type { Handle } from '@sveltejs/kit';\nimport { getSessionUser } from '$lib/server/session';\nimport { currentUser } from '$lib/stores/user';\n\nexport const handle: Handle = async ({ event, resolve }) => {\n  const user = await getSessionUser(event.cookies.get('sid'));\n  event.locals.user = user;\n  currentUser.set(user);\n  return resolve(event);\n};\n",
            ),
            (
                "think",
                "The store is a module singleton. On the server, every request runs in the same Node process, so hooks for request B can set it while request A is still awaiting its load functions, and A's SSR header then renders B's user. Hydration fixes it on the client, which explains the 'flips to their own' part. Reproduce with two sessions hitting /account concurrently.",
            ),
            ("edit", "scripts/check-header-race.mjs"),
            (
                "bash",
                "node scripts/check-header-race.mjs --base http://localhost:4173 --pairs 100",
                "firing 100 concurrent pairs (alice, bob) at /account\nheader user != session user in 9 of 200 responses\n  e.g. sid=alice -> header 'Bob Lindqvist <bob@example.test>'",
            ),
            (
                "assistant",
                "Reproduced it locally: 9 of 200 concurrent responses render the wrong person in the header. The root cause is that `currentUser` in src/lib/stores/user.ts is a module-level writable, and hooks.server.ts calls `currentUser.set(user)` on every request. On the server that module is loaded once and shared by all requests in the Node process, so when two requests overlap, one can server-render the header with the user the other one just set. Once the page hydrates, the client's own store takes over, which is why it flips back to the right name.",
            ),
            (
                "user",
                "Oh no. Yes, I remember that line going in as a quick way to get the user into the header. Please fix it properly.",
            ),
            ("edit", "src/hooks.server.ts"),
            ("edit", "src/routes/+layout.server.ts"),
            ("edit", "src/lib/components/Header.svelte"),
            ("edit", "src/lib/stores/user.ts"),
            (
                "bash",
                "npm run build && (npm run preview &) && sleep 3 && node scripts/check-header-race.mjs --base http://localhost:4173 --pairs 100",
                "vite v5.4.10 building SSR bundle for production...\n✓ built in 6.42s\n\nRun npm run preview to preview your production build locally.\n\n> Using @sveltejs/adapter-node\n  ✔ done\nfiring 100 concurrent pairs (alice, bob) at /account\nheader user != session user in 0 of 200 responses",
            ),
            (
                "bash",
                "npm run check && npx vitest run",
                "svelte-check found 0 errors and 0 warnings\n\n ✓ src/lib/server/session.test.ts (5 tests) 22ms\n ✓ src/routes/account/page.test.ts (3 tests) 41ms\n\n Test Files  2 passed (2)\n      Tests  8 passed (8)",
            ),
            (
                "assistant",
                "Fixed. hooks.server.ts only sets `event.locals.user` now, `+layout.server.ts` returns `{ user: locals.user }`, and Header.svelte reads `$page.data.user`, so each request renders with its own data. I removed the writable from src/lib/stores/user.ts and left only the `User` type there. The race script shows 0 mismatches in 200 responses, svelte-check is clean and the tests pass.",
            ),
        ],
        "lessons": [{"keys": ["currentUser", "shared"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh20-symfony-route-prefix-in-passing",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "Could you add GET /api/v2/customers/{id}/invoices, paginated the same way as the customer orders endpoint? Route names under v2 have to start with api_v2_: the gateway's rate-limit rules match on that prefix, and anything named differently quietly falls back to the anonymous limit.",
            ),
            (
                "read",
                "src/Controller/Api/V2/CustomerOrderController.php",
                "<?php\n\nnamespace App\\Controller\\Api\\V2;\n\nuse App\\Entity\\Customer;\nuse App\\Repository\\OrderRepository;\nuse App\\Serializer\\PageNormalizer;\nuse Symfony\\Bundle\\FrameworkBundle\\Controller\\AbstractController;\nuse Symfony\\Component\\HttpFoundation\\JsonResponse;\nuse Symfony\\Component\\HttpKernel\\Attribute\\MapQueryParameter;\nuse Symfony\\Component\\Routing\\Attribute\\Route;\n\nfinal class CustomerOrderController extends AbstractController\n{\n    #[Route('/api/v2/customers/{id}/orders', name: 'api_v2_customer_orders', methods: ['GET'])]\n    public function list(\n        Customer $customer,\n        OrderRepository $orders,\n        PageNormalizer $pages,\n        #[MapQueryParameter] int $page = 1,\n        #[MapQueryParameter] int $perPage = 25,\n    ): JsonResponse {\n        $perPage = min($perPage, 100);\n        $paginator = $orders->pageForCustomer($customer, $page, $perPage);\n\n        return $this->json($pages->normalize($paginator, ['groups' => ['order:list']]));\n    }\n}\n",
            ),
            (
                "read",
                "src/Repository/InvoiceRepository.php",
                "<?php\n\nnamespace App\\Repository;\n\nuse App\\Entity\\Invoice;\nuse Doctrine\\Bundle\\DoctrineBundle\\Repository\\ServiceEntityRepository;\nuse Doctrine\\Persistence\\ManagerRegistry;\n\n/**\n * @extends ServiceEntityRepository<Invoice>\n */\nclass InvoiceRepository extends ServiceEntityRepository\n{\n    public function __construct(ManagerRegistry $registry)\n    {\n        parent::__construct($registry, Invoice::class);\n    }\n}\n",
            ),
            ("edit", "src/Repository/InvoiceRepository.php"),
            ("edit", "src/Controller/Api/V2/CustomerInvoiceController.php"),
            ("edit", "src/Entity/Invoice.php"),
            ("edit", "tests/Api/V2/CustomerInvoiceListTest.php"),
            (
                "bash",
                "bin/console debug:router | grep -E 'customer_(orders|invoices)'",
                "  api_v2_customer_orders     GET      ANY      ANY    /api/v2/customers/{id}/orders\n  api_v2_customer_invoices   GET      ANY      ANY    /api/v2/customers/{id}/invoices",
            ),
            (
                "bash",
                "vendor/bin/phpunit tests/Api/V2",
                "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\nConfiguration: /app/phpunit.xml.dist\n\n...........                                                       11 / 11 (100%)\n\nTime: 00:02.117, Memory: 52.00 MB\n\nOK (11 tests, 38 assertions)",
            ),
            (
                "assistant",
                "Added `CustomerInvoiceController::list` with the route named `api_v2_customer_invoices`, so the gateway limits apply to it. It mirrors the orders endpoint: `page` / `perPage` query parameters, `perPage` capped at 100, output through `PageNormalizer` with a new `invoice:list` serializer group on `Invoice`. `InvoiceRepository::pageForCustomer` orders by `issuedAt` descending. Four new tests cover paging, the cap, an unknown customer (404) and the empty list; the whole v2 suite passes.",
            ),
            ("user", "Looks good, thanks."),
        ],
        "lessons": [{"keys": ["api_v2_", "route names"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh20-godot-steam-appid-tool-stored",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "pls remember: steam builds need steam_appid.txt next to the exe or steam api init fails on launch. our app id is 2841470",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Steam builds need steam_appid.txt (containing app id 2841470) next to the exported executable, otherwise Steam API init fails at launch.",
                    "tags": ["steam", "export", "godot"],
                },
                '{"id":"61","action":"stored"}',
                False,
            ),
            ("assistant", "Stored."),
            (
                "user",
                "ok now the grapple bug. when you swing fast the hook goes straight thru thin walls. scripts/player/grapple.gd",
            ),
            (
                "read",
                "scripts/player/grapple.gd",
                "extends Node3D\n\n@export var max_length := 24.0\n@export var reel_speed := 9.0\n\n@onready var ray: RayCast3D = $HookRay\n@onready var rope: MeshInstance3D = $Rope\n\nvar hook_pos: Vector3\nvar hook_body: PhysicsBody3D\nvar attached := false\n\nfunc _physics_process(delta: float) -> void:\n\tif not attached:\n\t\treturn\n\tray.target_position = to_local(hook_pos)\n\tray.force_raycast_update()\n\tif ray.is_colliding() and ray.get_collider() != hook_body:\n\t\tdetach()\n\t\treturn\n\t_update_rope()\n",
            ),
            (
                "bash",
                "grep -n -A1 '\\[physics\\]' project.godot",
                "87:[physics]\n88:common/physics_ticks_per_second=120",
            ),
            (
                "think",
                "The ray only checks the straight line from the player to the hook at the current tick. When the player moves fast, the rope line sweeps across a thin wall between two ticks and neither tick's ray is inside it. Need to check the swept area: cast from the previous player position to the current one too, or use a ShapeCast3D along the rope.",
            ),
            ("edit", "scripts/player/grapple.gd"),
            ("edit", "tests/unit/test_grapple.gd"),
            (
                "bash",
                "godot --headless --path . -s addons/gut/gut_cmdln.gd -gdir=res://tests/unit -gexit",
                "Godot Engine v4.3.stable.official.77dcf97d8\n---  GUT  ---\nres://tests/unit/test_grapple.gd\n* test_detaches_when_wall_between_ticks\n* test_stays_attached_in_open_air\n* test_reel_clamps_to_max_length\nres://tests/unit/test_inventory.gd\nres://tests/unit/test_save.gd\n\nTotals\nScripts           3\nTests             17\nPassing Tests     17\n\n---- All tests passed! ----",
            ),
            (
                "assistant",
                "The hook ray was only checked along the rope's current line, so at high swing speed the rope could pass through a thin wall entirely between two physics ticks. `_physics_process` now also checks the sweep: a ray from last tick's player position to this tick's, plus a `ShapeCast3D` capsule along the rope, and detaches if either hits something that isn't the hook's body. It runs every physics tick (120 per second in this project), which is cheap for two casts. New test `test_detaches_when_wall_between_ticks` moves the player 1.5 m per tick past a 0.1 m wall; all 17 tests pass.",
            ),
            (
                "user",
                "yeah and keep it at 120, dont let anyone knock the tick rate back to 60. at 60 the swing jitters like crazy, thats the whole reason we bumped it",
            ),
            (
                "assistant",
                "Understood, I left `physics_ticks_per_second=120` as it is; the fix doesn't depend on the tick rate.",
            ),
        ],
        "lessons": [{"keys": ["120", "tick rate"]}],
        "tool_stored": [["steam_appid.txt", "2841470"]],
    },
    {
        "name": "fresh20-chitchat-swift-weak-unowned",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "General Swift question, not about our code: when should I use [unowned self] instead of [weak self] in a closure? Tutorials seem to use them interchangeably.",
            ),
            (
                "assistant",
                "They both stop the closure from keeping `self` alive, so both break retain cycles. The difference is what happens if `self` is gone when the closure runs:\n\n- `[weak self]` makes `self` an optional that becomes `nil` after deallocation. You write `guard let self else { return }` and the closure quietly does nothing.\n- `[unowned self]` keeps `self` non-optional, but touching it after deallocation is a guaranteed crash.\n\nSo `unowned` is only right when you can prove the closure never outlives the object, e.g. a closure stored in a property of `self` and only called by `self`. If you can't say that with confidence, use `weak`; the cost is an optional unwrap.",
            ),
            (
                "user",
                "So for a completion handler on a network call, weak is the safe default even if the screen is usually still open?",
            ),
            (
                "assistant",
                'Yes. "Usually still open" is exactly the case where `unowned` crashes: the user backs out while the request is in flight, the view controller is deallocated, and the completion runs afterwards. With `weak` the handler just returns.',
            ),
            (
                "user",
                "Last one. What about Task { } in a view model? I saw this in a blog post:\n\nfunc start() {\n    updatesTask = Task {\n        for await item in client.updates() {\n            items.insert(item, at: 0)\n        }\n    }\n}\ndeinit { updatesTask?.cancel() }",
            ),
            (
                "think",
                "Task closures capture self strongly and implicitly. The loop runs as long as the stream is open, so the task holds self, deinit never runs, and the cancel in deinit never happens. Weak self only helps if self is not held strongly across the loop.",
            ),
            (
                "assistant",
                "That one leaks. A `Task` closure captures `self` strongly (that's why it compiles without writing `self.items`), and the task lives as long as the `for await` loop, which is as long as the stream stays open. So the task keeps the view model alive, `deinit` never runs, and the `cancel()` in it never happens.\n\nTwo usual fixes:\n\n1. Cancel from outside, tied to the view's lifetime: in SwiftUI, start it with the `.task { await viewModel.observe() }` modifier, which cancels automatically when the view disappears.\n2. Capture weakly and only unwrap per element:\n\n```swift\nupdatesTask = Task { [weak self, client] in\n    for await item in client.updates() {\n        guard let self else { return }\n        self.items.insert(item, at: 0)\n    }\n}\n```\n\nIn option 2, don't unwrap `self` once before the loop, or you're back to a strong reference for the whole loop.",
            ),
            ("user", "That makes sense, thanks."),
            ("assistant", "You're welcome."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh20-kmp-rename-routine",
        "split": "fresh20",
        "steps": [
            (
                "user",
                "rename UserRepo -> UserRepository in :shared (commonMain, androidMain, tests). dont touch iosMain this time, ana has a branch open on the ios actuals and i dont want to give her conflicts. no need to commit, ill do it",
            ),
            (
                "bash",
                "grep -rlw 'UserRepo' shared/src",
                "shared/src/commonMain/kotlin/com/trailmate/data/UserRepo.kt\nshared/src/commonMain/kotlin/com/trailmate/di/SharedModule.kt\nshared/src/commonMain/kotlin/com/trailmate/profile/ProfileViewModel.kt\nshared/src/androidMain/kotlin/com/trailmate/data/AndroidUserCache.kt\nshared/src/commonTest/kotlin/com/trailmate/data/UserRepoTest.kt\nshared/src/iosMain/kotlin/com/trailmate/data/IosUserCache.kt",
            ),
            (
                "read",
                "shared/src/commonMain/kotlin/com/trailmate/data/UserRepo.kt",
                'package com.trailmate.data\n\nimport com.trailmate.net.TrailApi\nimport kotlinx.coroutines.flow.Flow\n\nclass UserRepo(\n    private val api: TrailApi,\n    private val cache: UserCache,\n) {\n    fun observeMe(): Flow<User?> = cache.observe(ME_KEY)\n\n    suspend fun refreshMe() {\n        cache.put(ME_KEY, api.me())\n    }\n\n    private companion object {\n        const val ME_KEY = "me"\n    }\n}\n',
            ),
            (
                "think",
                "IosUserCache.kt in iosMain references UserRepo. If I rename without touching iosMain, the iOS targets stop compiling. A deprecated typealias in commonMain keeps the old name resolving without editing iosMain.",
            ),
            (
                "bash",
                "mv shared/src/commonMain/kotlin/com/trailmate/data/UserRepo.kt shared/src/commonMain/kotlin/com/trailmate/data/UserRepository.kt && mv shared/src/commonTest/kotlin/com/trailmate/data/UserRepoTest.kt shared/src/commonTest/kotlin/com/trailmate/data/UserRepositoryTest.kt",
                "",
            ),
            ("edit", "shared/src/commonMain/kotlin/com/trailmate/data/UserRepository.kt"),
            ("edit", "shared/src/commonMain/kotlin/com/trailmate/di/SharedModule.kt"),
            ("edit", "shared/src/commonMain/kotlin/com/trailmate/profile/ProfileViewModel.kt"),
            ("edit", "shared/src/androidMain/kotlin/com/trailmate/data/AndroidUserCache.kt"),
            ("edit", "shared/src/commonTest/kotlin/com/trailmate/data/UserRepositoryTest.kt"),
            (
                "user",
                "also run ktlintFormat on shared when youre done. and allTests takes like 4 min so just run it once at the end",
            ),
            (
                "bash",
                "./gradlew :shared:ktlintFormat",
                "> Task :shared:ktlintCommonMainSourceSetFormat\n> Task :shared:ktlintCommonTestSourceSetFormat\n> Task :shared:ktlintAndroidMainSourceSetFormat\n\nBUILD SUCCESSFUL in 9s\n6 actionable tasks: 3 executed, 3 up-to-date",
            ),
            (
                "bash",
                "./gradlew :shared:allTests",
                "> Task :shared:compileKotlinIosSimulatorArm64\n> Task :shared:testDebugUnitTest\n> Task :shared:iosSimulatorArm64Test\n> Task :shared:allTests\n\nBUILD SUCCESSFUL in 3m 51s\n64 actionable tasks: 22 executed, 42 up-to-date",
            ),
            (
                "assistant",
                'Renamed `UserRepo` to `UserRepository` in commonMain, androidMain and commonTest (file names too: `UserRepository.kt`, `UserRepositoryTest.kt`). iosMain is untouched; `IosUserCache.kt` still says `UserRepo`, so I added `@Deprecated("Use UserRepository") typealias UserRepo = UserRepository` at the bottom of UserRepository.kt to keep the iOS targets compiling. ktlintFormat made no changes beyond my files, and `allTests` passes on Android and the iOS simulator. Nothing committed.',
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
