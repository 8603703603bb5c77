"""The "fresh12" capture sessions: written in session 19 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the fresh3-11 ones."""

from __future__ import annotations

from typing import Any

FRESH12: list[dict[str, Any]] = [
    {
        "name": "fresh12-crd-group-correction",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "I need a new CRD for the Redis failover controller: kind RedisFailover, version v1alpha1. The CRD group is cache.acme.io, same as the Memcached one, so scaffold it under that.",
            ),
            (
                "read",
                "PROJECT",
                'domain: acme.io\nlayout:\n- go.kubebuilder.io/v4\nmultigroup: true\nprojectName: cache-operator\nrepo: github.com/acme/cache-operator\nresources:\n- api:\n    crdVersion: v1\n    namespaced: true\n  controller: true\n  domain: acme.io\n  group: cache\n  kind: Memcached\n  path: github.com/acme/cache-operator/api/cache/v1alpha1\n  version: v1alpha1\n- api:\n    crdVersion: v1\n    namespaced: true\n  controller: true\n  domain: acme.io\n  group: platform\n  kind: BackupPolicy\n  path: github.com/acme/cache-operator/api/platform/v1alpha1\n  version: v1alpha1\nversion: "3"\n',
            ),
            (
                "bash",
                "kubebuilder create api --group cache --version v1alpha1 --kind RedisFailover --resource --controller",
                'INFO Writing kustomize manifests for you to edit...\nINFO Writing scaffold for you to edit...\nINFO api/cache/v1alpha1/redisfailover_types.go\nINFO internal/controller/cache/redisfailover_controller.go\nINFO internal/controller/cache/redisfailover_controller_test.go\nINFO Update dependencies:\n$ go mod tidy\nINFO Running make:\n$ make generate\n/work/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."\nNext: implement your new API and generate the manifests (e.g. CRDs,CRs) with:\n$ make manifests',
            ),
            (
                "bash",
                "make manifests && ls config/crd/bases",
                '/work/bin/controller-gen rbac:roleName=manager-role crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases\ncache.acme.io_memcacheds.yaml\ncache.acme.io_redisfailovers.yaml\nplatform.acme.io_backuppolicies.yaml',
            ),
            (
                "assistant",
                "Scaffolded `RedisFailover` as cache.acme.io/v1alpha1 with an empty reconciler; `make manifests` generated `config/crd/bases/cache.acme.io_redisfailovers.yaml`. I noticed `BackupPolicy` lives in a separate `platform` group, in case that matters.",
            ),
            (
                "user",
                "ugh, it does matter, my fault. we renamed the group to platform.acme.io when the operator got split out of the monorepo in october. anything new goes in the platform.acme.io group. cache.acme.io only hangs around for Memcached until we finish migrating off it. redo it please",
            ),
            (
                "bash",
                "rm -rf api/cache/v1alpha1/redisfailover_types.go internal/controller/cache/redisfailover_controller*.go config/crd/bases/cache.acme.io_redisfailovers.yaml config/samples/cache_v1alpha1_redisfailover.yaml && kubebuilder create api --group platform --version v1alpha1 --kind RedisFailover --resource --controller",
                'INFO Writing kustomize manifests for you to edit...\nINFO Writing scaffold for you to edit...\nINFO api/platform/v1alpha1/redisfailover_types.go\nINFO internal/controller/platform/redisfailover_controller.go\nINFO internal/controller/platform/redisfailover_controller_test.go\nINFO Update dependencies:\n$ go mod tidy\nINFO Running make:\n$ make generate\n/work/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."\nNext: implement your new API and generate the manifests (e.g. CRDs,CRs) with:\n$ make manifests',
            ),
            ("edit", "PROJECT"),
            ("edit", "cmd/main.go"),
            (
                "bash",
                "make manifests && ls config/crd/bases && make test",
                'cache.acme.io_memcacheds.yaml\nplatform.acme.io_backuppolicies.yaml\nplatform.acme.io_redisfailovers.yaml\ngo vet ./...\nKUBEBUILDER_ASSETS="/work/bin/k8s/1.30.0-linux-amd64" go test $(go list ./... | grep -v /e2e) -coverprofile cover.out\nok  \tgithub.com/acme/cache-operator/internal/controller/cache\t7.904s\tcoverage: 63.0% of statements\nok  \tgithub.com/acme/cache-operator/internal/controller/platform\t8.412s\tcoverage: 58.7% of statements',
            ),
            (
                "assistant",
                "Redone: `RedisFailover` is now platform.acme.io/v1alpha1 next to `BackupPolicy`. I removed the cache-group files, the stale PROJECT entry and the old controller registration in `cmd/main.go`; manifests regenerate cleanly and `make test` passes.",
            ),
        ],
        "lessons": [
            {
                "keys": ["platform.acme.io", "group"],
                "not": ["group is cache.acme.io"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh12-tfstate-bucket-correction",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "need to import the existing transit gateway into the networking stack. id is tgw-0a3f9c21d7e4b5681. state for networking is in acme-tf-state, key networking/terraform.tfstate",
            ),
            (
                "read",
                "stacks/networking/backend.tf",
                'terraform {\n  backend "s3" {\n    bucket         = "acme-tf-state"\n    key            = "networking/terraform.tfstate"\n    region         = "eu-west-1"\n    dynamodb_table = "tf-locks"\n    encrypt        = true\n  }\n}\n',
            ),
            ("edit", "stacks/networking/tgw.tf"),
            (
                "bash",
                "cd stacks/networking && terraform init -input=false && terraform import aws_ec2_transit_gateway.main tgw-0a3f9c21d7e4b5681",
                'Initializing the backend...\n\nInitializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock file\n- Using previously-installed hashicorp/aws v5.31.0\n\nTerraform has been successfully initialized!\naws_ec2_transit_gateway.main: Importing from ID "tgw-0a3f9c21d7e4b5681"...\naws_ec2_transit_gateway.main: Import prepared!\n  Prepared aws_ec2_transit_gateway for import\naws_ec2_transit_gateway.main: Refreshing state... [id=tgw-0a3f9c21d7e4b5681]\n╷\n│ Error: Failed to persist state to backend\n│\n│ The error shown above has prevented Terraform from writing the updated state to the\n│ configured backend.\n│\n│ operation error S3: PutObject, https response error StatusCode: 403, RequestID:\n│ 9RQ4M2XW1T7B, api error AccessDenied: Access Denied\n╵',
            ),
            (
                "assistant",
                "The import itself worked (the refresh found the gateway), but Terraform couldn't write the state back: `PutObject` on acme-tf-state returned 403 AccessDenied. Either your role lacks write access to that bucket or there's a deny in the bucket policy. Want me to look at the policy?",
            ),
            (
                "user",
                "no, that's on me. acme-tf-state is the old bucket, went read-only after the migration. networking state lives in acme-terraform-state-prod now, same key. backend.tf on this branch is just stale",
            ),
            ("edit", "stacks/networking/backend.tf"),
            (
                "bash",
                "cd stacks/networking && terraform init -reconfigure -input=false && terraform import aws_ec2_transit_gateway.main tgw-0a3f9c21d7e4b5681",
                'Initializing the backend...\n\nSuccessfully configured the backend "s3"! Terraform will automatically\nuse this backend unless the backend configuration changes.\n\nTerraform has been successfully initialized!\naws_ec2_transit_gateway.main: Importing from ID "tgw-0a3f9c21d7e4b5681"...\naws_ec2_transit_gateway.main: Import prepared!\n  Prepared aws_ec2_transit_gateway for import\naws_ec2_transit_gateway.main: Refreshing state... [id=tgw-0a3f9c21d7e4b5681]\n\nImport successful!\n\nThe resources that were imported are shown above. These resources are now in\nyour Terraform state and will henceforth be managed by Terraform.',
            ),
            (
                "bash",
                "cd stacks/networking && terraform plan -input=false | tail -3",
                "No changes. Your infrastructure matches the configuration.\n\nTerraform has compared your real infrastructure against your configuration and\nfound no differences, so no changes are needed.",
            ),
            (
                "assistant",
                "Pointed `backend.tf` at acme-terraform-state-prod, re-initialised with `-reconfigure`, and the import went through. `terraform plan` shows no changes, so the `aws_ec2_transit_gateway.main` block matches the real gateway.",
            ),
            ("user", "nice ty"),
        ],
        "lessons": [
            {
                "keys": ["acme-terraform-state-prod", "networking"],
                "not": ["is in acme-tf-state"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh12-decision-grdb",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "We need offline storage for the reading list in the iOS app: saved articles, highlights, and read progress. Before we write anything, I would like your opinion on SwiftData versus Core Data versus GRDB.",
            ),
            (
                "bash",
                "grep -m2 IPHONEOS_DEPLOYMENT_TARGET Margins.xcodeproj/project.pbxproj",
                "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;",
            ),
            (
                "read",
                "Margins/Models/Article.swift",
                "import Foundation\n\nstruct Article: Identifiable, Codable, Hashable {\n    let id: UUID\n    var url: URL\n    var title: String\n    var savedAt: Date\n    var progress: Double\n}\n",
            ),
            (
                "assistant",
                "The project targets iOS 16.0. SwiftData would be the least code, but it needs iOS 17, so it's only an option if the target moves. Core Data runs on 16, though its context/threading rules are easy to get wrong and the model lives in an `.xcdatamodeld` bundle. GRDB is plain SQLite underneath: your `Article` struct can conform to `FetchableRecord`/`PersistableRecord` almost as-is, migrations are explicit code, and `ValueObservation` feeds SwiftUI nicely.",
            ),
            (
                "user",
                "Thank you, that is helpful. Let's go with GRDB. SwiftData would have been my first choice, but a good third of our readers are still on iOS 16 and we are not dropping them this year. Core Data I would rather avoid entirely; we had enough merge-conflict pain with the .xcdatamodeld file on the last project.",
            ),
            ("edit", "Margins.xcodeproj/project.pbxproj"),
            (
                "bash",
                "xcodebuild -resolvePackageDependencies -project Margins.xcodeproj -scheme Margins 2>&1 | tail -3",
                "Resolved source packages:\n  GRDB: https://github.com/groue/GRDB.swift.git @ 6.29.3\n  swift-collections: https://github.com/apple/swift-collections.git @ 1.1.4",
            ),
            ("edit", "Margins/Storage/AppDatabase.swift"),
            ("edit", "Margins/Models/Article.swift"),
            ("edit", "MarginsTests/AppDatabaseTests.swift"),
            (
                "bash",
                "xcodebuild test -project Margins.xcodeproj -scheme Margins -destination 'platform=iOS Simulator,name=iPhone 15' -quiet 2>&1 | tail -2",
                "Test Suite 'All tests' passed at 2026-12-04 10:41:07.318.\n\t Executed 23 tests, with 0 failures (0 unexpected) in 4.118 (4.302) seconds",
            ),
            (
                "assistant",
                "Added GRDB 6.29 through SwiftPM and an `AppDatabase` with a `DatabaseMigrator` (v1 creates `article`, `highlight` and `readProgress`). `Article` now conforms to `FetchableRecord` and `PersistableRecord`; four new tests cover insert, fetch, progress updates and cascade-deleting highlights. All 23 tests pass.",
            ),
        ],
        "lessons": [{"keys": ["GRDB", "iOS 16"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh12-libcluster-tool-stored",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "Morning. A few things today. First and most important: the payments service on staging keeps forming two separate clusters after a deploy. Half the pods see each other, the other half form their own ring, and then Horde happily registers duplicate PaymentSession processes, one per ring. Can you look at config/runtime.exs? Second, while you're in there, the refund worker has a Float.round on an amount somewhere, and that shouldn't exist: in this codebase money is always integer cents, never floats and never Decimal. Third, no rush, but the README still says Elixir 1.14 and we're on 1.17.",
            ),
            (
                "read",
                "config/runtime.exs",
                'import Config\n\nif config_env() == :prod do\n  config :libcluster,\n    topologies: [\n      k8s: [\n        strategy: Cluster.Strategy.Kubernetes.DNS,\n        config: [\n          service: "payments",\n          application_name: "payments",\n          polling_interval: 5_000\n        ]\n      ]\n    ]\nend\n',
            ),
            (
                "bash",
                "kubectl -n staging get svc -l app=payments",
                "NAME                TYPE        CLUSTER-IP     EXTERNAL-IP   PORT(S)             AGE\npayments            ClusterIP   10.96.148.21   <none>        4000/TCP            212d\npayments-headless   ClusterIP   None           <none>        4369/TCP,9000/TCP   212d",
            ),
            (
                "think",
                "Kubernetes.DNS does an A lookup on the service name. For a normal ClusterIP service that returns the single virtual IP, not the pod IPs, so each node only discovers whatever pod the VIP routes to. The headless service returns every pod.",
            ),
            (
                "assistant",
                "Found it. libcluster's `Kubernetes.DNS` strategy is pointed at `payments`, the ordinary ClusterIP service, so the DNS lookup returns one virtual IP instead of the pod IPs, and each node only ever connects to whichever pod that VIP happens to route it to. Depending on the rollout order you get two or more rings. It should use `payments-headless`, which resolves to every pod and already exposes epmd (4369) and the distribution port (9000).",
            ),
            (
                "user",
                "that explains a lot. yes switch it, and save that somewhere so the next person doesn't lose two days to it like I did",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Payments service clustering: libcluster (Cluster.Strategy.Kubernetes.DNS) must point at the headless service payments-headless. Pointing it at the ClusterIP service `payments` returns a single VIP and splits the nodes into separate rings after deploys.",
                    "tags": ["payments", "libcluster", "kubernetes"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("edit", "config/runtime.exs"),
            (
                "bash",
                "grep -rn 'Float\\.\\|Decimal\\.' lib/payments/workers/",
                "lib/payments/workers/refund_worker.ex:42:    amount = Float.round(refund.amount_cents / 100, 2)",
            ),
            (
                "read",
                "lib/payments/workers/refund_worker.ex",
                '  def perform(%Oban.Job{args: %{"refund_id" => id}}) do\n    refund = Refunds.get!(id)\n    amount = Float.round(refund.amount_cents / 100, 2)\n\n    with {:ok, _} <- Stripe.Refund.create(%{payment_intent: refund.intent_id, amount: trunc(amount * 100)}) do\n      Refunds.mark_sent(refund)\n    end\n  end\n',
            ),
            ("edit", "lib/payments/workers/refund_worker.ex"),
            ("edit", "README.md"),
            (
                "bash",
                "mix test",
                "Running ExUnit with seed: 40211, max_cases: 16\n\n........................................................................................................................................................................................\nFinished in 6.2 seconds (1.9s async, 4.3s sync)\n184 tests, 0 failures",
            ),
            (
                "assistant",
                "All three done. libcluster now uses `payments-headless` (saved as memory #57). The refund worker no longer goes through a float: it passes `refund.amount_cents` straight to Stripe, which also fixes a rounding path where `trunc(amount * 100)` could lose a cent on amounts like 10.29. README now says Elixir 1.17. 184 tests, 0 failures.",
            ),
            ("user", "deployed to staging. can you check the ring is whole"),
            (
                "bash",
                "kubectl -n staging exec deploy/payments -- bin/payments rpc 'IO.puts(length(Node.list()))'",
                "5",
            ),
            (
                "assistant",
                "The ring is whole: the node I asked sees the other 5, so all 6 pods are in one cluster.",
            ),
            (
                "user",
                "great. so again, if nodes ever stop seeing each other, first suspect is the libcluster service name, payments-headless and not payments",
            ),
            ("assistant", "Yes, that's what memory #57 records."),
        ],
        "lessons": [{"keys": ["cents", "integer"]}],
        "tool_stored": [["payments-headless", "libcluster"]],
    },
    {
        "name": "fresh12-reverb-denormal-spike",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "People on the forum are reporting CPU spikes with Hallway Verb, around 40% of one core, but only after the audio stops. While audio is playing it's fine. There's a bench scenario for it, tail-to-silence.",
            ),
            (
                "bash",
                "cmake --build build --config Release --target HallwayVerb_Bench && ./build/bench/HallwayVerb_Bench --scenario=tail-to-silence",
                "[100%] Built target HallwayVerb_Bench\nscenario: tail-to-silence (48000 Hz, block 256)\n  t=0.0s-2.0s   input: pink noise   avg 0.31 ms/block\n  t=2.0s-4.0s   input: silence      avg 0.34 ms/block\n  t=4.0s-8.0s   input: silence      avg 2.87 ms/block\n  t=8.0s-12.0s  input: silence      avg 2.91 ms/block",
            ),
            (
                "read",
                "plugins/HallwayVerb/Source/PluginProcessor.cpp",
                "void HallwayVerbProcessor::processBlock (juce::AudioBuffer<float>& buffer, juce::MidiBuffer&)\n{\n    const auto numSamples = buffer.getNumSamples();\n\n    for (int ch = 0; ch < buffer.getNumChannels(); ++ch)\n        fdn.process (buffer.getWritePointer (ch), numSamples, ch);\n\n    buffer.applyGain (outputGain.getNextValue());\n}\n",
            ),
            (
                "think",
                "Silence in, the feedback delay network keeps decaying geometrically; after a few seconds the samples fall below FLT_MIN into subnormal range and x86 takes a microcode slow path on every multiply. No ScopedNoDenormals / FTZ in processBlock.",
            ),
            (
                "assistant",
                "It's denormals. When the input goes silent, the feedback delay network keeps decaying the tail, and a couple of seconds later the values drop below about 1e-38 into subnormal floats, which the CPU handles on a very slow path; that's the jump from 0.3 to 2.9 ms per block. `processBlock` never enables flush-to-zero, so nothing stops it. The usual fix is a `juce::ScopedNoDenormals` at the top of `processBlock`.",
            ),
            (
                "user",
                "Ugh, of course. The old version had that and it got lost in the rewrite. Add it, and from now on every processBlock in our plugins starts with juce::ScopedNoDenormals, no exceptions.",
            ),
            ("edit", "plugins/HallwayVerb/Source/PluginProcessor.cpp"),
            (
                "bash",
                "cmake --build build --config Release --target HallwayVerb_Bench && ./build/bench/HallwayVerb_Bench --scenario=tail-to-silence",
                "[100%] Built target HallwayVerb_Bench\nscenario: tail-to-silence (48000 Hz, block 256)\n  t=0.0s-2.0s   input: pink noise   avg 0.31 ms/block\n  t=2.0s-4.0s   input: silence      avg 0.30 ms/block\n  t=4.0s-8.0s   input: silence      avg 0.29 ms/block\n  t=8.0s-12.0s  input: silence      avg 0.28 ms/block",
            ),
            (
                "bash",
                "grep -rl '::processBlock' --include=*.cpp plugins/ | xargs grep -L ScopedNoDenormals",
                "plugins/TapeWobble/Source/PluginProcessor.cpp",
            ),
            ("edit", "plugins/TapeWobble/Source/PluginProcessor.cpp"),
            (
                "bash",
                "cmake --build build --config Release && ctest --test-dir build --output-on-failure | tail -3",
                "100% tests passed, 0 tests failed out of 14\n\nTotal Test time (real) =  21.47 sec",
            ),
            (
                "assistant",
                "Added `juce::ScopedNoDenormals` as the first line of HallwayVerb's `processBlock`: the silent tail now stays at about 0.29 ms per block instead of 2.9. TapeWobble's `processBlock` was missing it too, so I added it there; every plugin has it now and all 14 tests pass.",
            ),
        ],
        "lessons": [{"keys": ["denormal", "ScopedNoDenormals"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh12-scriptableobject-in-passing",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "can you add a dash to the player? cooldown 1.2s, distance 4 units, i-frames for the duration. tuning values go in a ScriptableObject under Assets/Config like the rest, not serialized fields on the prefab, the designers tweak those without opening prefabs",
            ),
            (
                "read",
                "Assets/Config/PlayerMovementConfig.cs",
                'using UnityEngine;\n\n[CreateAssetMenu(menuName = "Config/Player Movement")]\npublic class PlayerMovementConfig : ScriptableObject\n{\n    public float walkSpeed = 5f;\n    public float jumpHeight = 1.6f;\n    public float coyoteTime = 0.1f;\n}\n',
            ),
            (
                "read",
                "Assets/Scripts/Player/PlayerController.cs",
                "public class PlayerController : MonoBehaviour\n{\n    [SerializeField] PlayerMovementConfig config;\n    CharacterController body;\n    PlayerHealth health;\n    ...\n",
            ),
            ("edit", "Assets/Config/PlayerMovementConfig.cs"),
            ("edit", "Assets/Scripts/Player/PlayerDash.cs"),
            ("edit", "Assets/Scripts/Player/PlayerHealth.cs"),
            ("edit", "Assets/Tests/PlayMode/PlayerDashTests.cs"),
            (
                "bash",
                '/Applications/Unity/Hub/Editor/2022.3.21f1/Unity.app/Contents/MacOS/Unity -batchmode -projectPath . -runTests -testPlatform PlayMode -testResults /tmp/playmode.xml -logFile - > /dev/null; grep -o \'result="[A-Za-z]*" total="[0-9]*" passed="[0-9]*" failed="[0-9]*"\' /tmp/playmode.xml | head -1',
                'result="Passed" total="31" passed="31" failed="0"',
            ),
            (
                "assistant",
                "Added `dashDistance` (4), `dashDuration` (0.15 s) and `dashCooldown` (1.2 s) to `PlayerMovementConfig`, and a `PlayerDash` component that reads them, moves the `CharacterController` over the duration and calls `PlayerHealth.SetInvulnerable` for the same window. Two new PlayMode tests cover the distance and the cooldown; all 31 pass.",
            ),
            ("user", "👍"),
        ],
        "lessons": [{"keys": ["ScriptableObject", "Assets/Config"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh12-chitchat-pandas-transform",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "quick pandas question. in the churn notebook, what's the actual difference between df.groupby('plan')['mrr'].transform('mean') and .agg('mean')? they look the same to me",
            ),
            (
                "bash",
                "python -c \"import pandas as pd; df = pd.DataFrame({'plan': ['a', 'a', 'b'], 'mrr': [10, 20, 40]}); g = df.groupby('plan')['mrr']; print(g.agg('mean')); print(g.transform('mean'))\"",
                "plan\na    15.0\nb    40.0\nName: mrr, dtype: float64\n0    15.0\n1    15.0\n2    40.0\nName: mrr, dtype: float64",
            ),
            (
                "assistant",
                "Same numbers, different shape. `agg` returns one row per group, indexed by `plan`. `transform` broadcasts the group result back onto every original row, so it has the same index and length as `df`; that's what you want when you add it as a column, e.g. `df['plan_mean_mrr'] = ...transform('mean')`.",
            ),
            ("user", "ahh ok so transform keeps the original rows. got it"),
            (
                "assistant",
                "Exactly; if you assigned the `agg` result as a column instead, pandas would align it on the index and you'd mostly get NaN.",
            ),
            ("user", "makes sense, thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh12-chitchat-django-rename",
        "split": "fresh12",
        "steps": [
            (
                "user",
                "In orders/views.py there's a variable called qs in OpenOrdersView that's used for three different things. Can you give it clearer names? No behaviour change.",
            ),
            (
                "read",
                "orders/views.py",
                'class OpenOrdersView(LoginRequiredMixin, ListView):\n    template_name = "orders/open.html"\n\n    def get_queryset(self):\n        qs = Order.objects.filter(customer=self.request.user.customer)\n        qs = qs.exclude(status__in=[Order.Status.SHIPPED, Order.Status.CANCELLED])\n        qs = qs.select_related("shipping_address").order_by("-created_at")\n        return qs\n',
            ),
            ("edit", "orders/views.py"),
            (
                "bash",
                "python manage.py test orders",
                "Found 27 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n...........................\n----------------------------------------------------------------------\nRan 27 tests in 1.906s\n\nOK\nDestroying test database for alias 'default'...",
            ),
            (
                "assistant",
                "Split it into `customer_orders`, `open_orders` and the returned queryset, keeping the same filter, exclude and ordering. All 27 tests in `orders` pass.",
            ),
            (
                "user",
                "Much better. Good names really are half the work, aren't they. By the way, do you keep any of this between sessions, or do I start from zero with you every time?",
            ),
            (
                "assistant",
                "Nothing carries over on its own; I only see what's in the repo and whatever has been saved to memory. This rename doesn't need saving: the code says it all.",
            ),
            ("user", "Fair enough. That's all for today, thank you."),
            ("assistant", "You're welcome, have a good evening."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
