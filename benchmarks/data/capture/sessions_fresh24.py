"""The "fresh24" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH24: list[dict[str, Any]] = [
    {
        "name": "fresh24-goreleaser-tap-correction-and-sha-pinning",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "need goreleaser set up for the `bl` cli so we can ship a homebrew formula. formula goes in brightline/homebrew-tools. darwin+linux, amd64 and arm64",
            ),
            (
                "bash",
                "ls && echo --- && head -8 go.mod",
                "LICENSE\nMakefile\nREADME.md\ncmd\ngo.mod\ngo.sum\ninternal\n---\nmodule github.com/brightline/bl\n\ngo 1.23.4\n\nrequire (\n\tgithub.com/spf13/cobra v1.8.1\n\tgithub.com/charmbracelet/lipgloss v1.0.0\n)",
            ),
            (
                "bash",
                "goreleaser --version 2>/dev/null | grep -E 'GitVersion|Platform'",
                "GitVersion:    2.5.1\nPlatform:      linux/amd64",
            ),
            (
                "think",
                'goreleaser v2 config: version: 2, builds for main in ./cmd/bl, ldflags with version/commit, archives tar.gz, brews block with repository owner/name and token from env. Name formula bl, install bin.install "bl".',
            ),
            ("edit", ".goreleaser.yaml"),
            (
                "bash",
                "goreleaser check",
                "  • checking                                 path=.goreleaser.yaml\n  • 1 configuration file(s) validated\n  • thanks for using goreleaser!",
            ),
            (
                "bash",
                "goreleaser release --snapshot --clean 2>&1 | tail -16",
                "  • building binaries\n    • building                                       binary=dist/bl_linux_amd64_v1/bl\n    • building                                       binary=dist/bl_darwin_arm64_v8.0/bl\n    • building                                       binary=dist/bl_linux_arm64_v8.0/bl\n    • building                                       binary=dist/bl_darwin_amd64_v1/bl\n  • archives\n    • archiving                                      name=dist/bl_0.8.3-SNAPSHOT-3f9c2ab_linux_amd64.tar.gz\n    • archiving                                      name=dist/bl_0.8.3-SNAPSHOT-3f9c2ab_darwin_arm64.tar.gz\n    • archiving                                      name=dist/bl_0.8.3-SNAPSHOT-3f9c2ab_linux_arm64.tar.gz\n    • archiving                                      name=dist/bl_0.8.3-SNAPSHOT-3f9c2ab_darwin_amd64.tar.gz\n  • calculating checksums\n  • homebrew tap formula\n    • writing                                        formula=dist/homebrew/Formula/bl.rb\n  • publishing\n    • pipe skipped                                   reason=publishing is disabled\n  • release succeeded after 19s",
            ),
            (
                "assistant",
                "Added `.goreleaser.yaml` (config version 2). It builds `./cmd/bl` for linux and darwin on amd64 and arm64 with `CGO_ENABLED=0`, injects version/commit/date through ldflags, packs tar.gz archives plus a checksums file, and has a `brews` section that writes `Formula/bl.rb` into `brightline/homebrew-tools` using a `HOMEBREW_TAP_TOKEN` env var. The snapshot build produced all four binaries and the formula locally. Publishing is skipped in snapshot mode, so nothing was pushed.",
            ),
            (
                "user",
                "wait no, goreleaser should push to brightline/homebrew-tap, not homebrew-tools. tools is the old archived one, pushes there just 403",
            ),
            ("edit", ".goreleaser.yaml"),
            (
                "bash",
                "goreleaser check && grep -A4 'repository:' .goreleaser.yaml",
                '  • checking                                 path=.goreleaser.yaml\n  • 1 configuration file(s) validated\n  • thanks for using goreleaser!\n    repository:\n      owner: brightline\n      name: homebrew-tap\n      branch: main\n      token: "{{ .Env.HOMEBREW_TAP_TOKEN }}"',
            ),
            (
                "assistant",
                "Fixed: the `brews.repository` now points to `brightline/homebrew-tap` on `main`. The token secret needs write access to that repo. If `HOMEBREW_TAP_TOKEN` was scoped to the archived repo, it has to be reissued.",
            ),
            (
                "user",
                "token's fine, its org-wide. now a release workflow that runs goreleaser on v* tags. btw all actions get pinned to a full commit sha here, never a tag, the secops scanner flags anything else",
            ),
            (
                "read",
                ".github/workflows/ci.yml",
                "name: ci\non:\n  pull_request:\n  push:\n    branches: [main]\n\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2\n      - uses: actions/setup-go@3041bf56c941b39c61721a86cd11f3bb1338122a # v5.2.0\n        with:\n          go-version-file: go.mod\n      - run: go test ./...\n",
            ),
            ("edit", ".github/workflows/release.yml"),
            (
                "bash",
                "actionlint .github/workflows/*.yml && echo ok && grep 'uses:' .github/workflows/release.yml",
                "ok\n      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2\n      - uses: actions/setup-go@3041bf56c941b39c61721a86cd11f3bb1338122a # v5.2.0\n      - uses: goreleaser/goreleaser-action@9ed2f89a662bf1735a48bc8557fd212fa902bebf # v6.1.0",
            ),
            (
                "assistant",
                "Added `.github/workflows/release.yml`, triggered on `push` of `v*` tags. It checks out with `fetch-depth: 0` so goreleaser can build the changelog, sets up Go from `go.mod`, and runs `goreleaser release --clean` with `GITHUB_TOKEN` and `HOMEBREW_TAP_TOKEN`. All three actions are pinned to full commit SHAs with the version as a trailing comment. I reused the same checkout and setup-go SHAs as `ci.yml`. actionlint is clean.",
            ),
            ("user", "nice ty, will tag v0.8.3 after lunch"),
        ],
        "lessons": [
            {
                "keys": ["brightline/homebrew-tap", "goreleaser"],
                "not": ["goes in brightline/homebrew-tools"],
            },
            {"keys": ["commit sha", "actions"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh24-terragrunt-not-bare-terraform",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "staging orders db keeps hitting memory pressure during the load tests. bump the instance class from db.t3.large to db.r6g.large and show me the plan before anything gets applied",
            ),
            (
                "bash",
                "grep -rn 'instance_class' infra/ --include=*.tf",
                'infra/modules/rds/variables.tf:14:variable "instance_class" {\ninfra/modules/rds/main.tf:22:  instance_class          = var.instance_class\ninfra/envs/staging/rds-orders/main.tf:9:  instance_class    = "db.t3.large"\ninfra/envs/prod/rds-orders/main.tf:9:  instance_class    = "db.r6g.2xlarge"',
            ),
            (
                "read",
                "infra/envs/staging/rds-orders/main.tf",
                'module "rds" {\n  source = "../../../modules/rds"\n\n  identifier        = "orders-staging"\n  engine            = "postgres"\n  engine_version    = "16.4"\n  allocated_storage = 200\n\n  instance_class    = "db.t3.large"\n  multi_az          = false\n\n  vpc_id     = var.vpc_id\n  subnet_ids = var.private_subnet_ids\n}\n',
            ),
            ("edit", "infra/envs/staging/rds-orders/main.tf"),
            (
                "bash",
                "cd infra/envs/staging/rds-orders && terraform init -input=false && terraform plan -input=false -out=tfplan 2>&1 | tail -6",
                'Initializing the backend...\nInitializing modules...\n- rds in ../../../modules/rds\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching "~> 5.70"...\n- Installing hashicorp/aws v5.80.0...\n- Installed hashicorp/aws v5.80.0 (signed by HashiCorp)\n\nTerraform has been successfully initialized!\n      + vpc_security_group_ids                = (known after apply)\n    }\n\nPlan: 14 to add, 0 to change, 0 to destroy.\n\nSaved the plan to: tfplan',
            ),
            (
                "assistant",
                'Something\'s off. The plan wants to create 14 resources instead of changing one, which means this directory has no state. It looks like no backend is configured here, so Terraform is using an empty local state. Should I add a `backend "s3"` block to this directory? If so, which bucket and key hold the staging state?',
            ),
            (
                "user",
                "no, we don't run terraform directly here, it's terragrunt. `terragrunt plan` from the env folder, it generates the backend and provider blocks. bare terraform just sees an empty local state which is why you got 14 to add. dont add a backend block",
            ),
            (
                "bash",
                "cd infra/envs/staging/rds-orders && rm -rf .terraform .terraform.lock.hcl tfplan && ls -a",
                ".\n..\nmain.tf\nterragrunt.hcl\nvariables.tf",
            ),
            (
                "bash",
                "cd infra/envs/staging/rds-orders && terragrunt plan -out=tfplan 2>&1 | tail -14",
                '  # module.rds.aws_db_instance.this will be updated in-place\n  ~ resource "aws_db_instance" "this" {\n        id                                    = "db-7QX2KJ4ZB3N5LMA"\n      ~ instance_class                        = "db.t3.large" -> "db.r6g.large"\n        tags                                  = {\n            "env"     = "staging"\n            "service" = "orders"\n        }\n        # (61 unchanged attributes hidden)\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nSaved the plan to: tfplan',
            ),
            (
                "assistant",
                "Sorry about that. I removed the `.terraform` directory and lock file that the bare `terraform init` created. `terragrunt plan` now shows the expected change: one in-place update to `module.rds.aws_db_instance.this`, `instance_class` going from `db.t3.large` to `db.r6g.large`, and nothing else. Postgres 16.4 is supported on Graviton, so the engine doesn't need to change. One thing to know: the module doesn't set `apply_immediately`, so RDS will queue the class change for the next maintenance window instead of applying it right away.",
            ),
            (
                "user",
                "want it before tomorrows load test, not sunday. can we apply immediately, staging only",
            ),
            (
                "read",
                "infra/modules/rds/variables.tf",
                'variable "identifier" {\n  type = string\n}\n\nvariable "engine_version" {\n  type = string\n}\n\nvariable "instance_class" {\n  type = string\n}\n\nvariable "apply_immediately" {\n  type    = bool\n  default = false\n}\n\nvariable "multi_az" {\n  type    = bool\n  default = true\n}\n',
            ),
            ("edit", "infra/envs/staging/rds-orders/main.tf"),
            (
                "bash",
                "cd infra/envs/staging/rds-orders && terragrunt plan -out=tfplan 2>&1 | grep -E '^\\s+~|Plan:'",
                '  ~ resource "aws_db_instance" "this" {\n      ~ apply_immediately                     = false -> true\n      ~ instance_class                        = "db.t3.large" -> "db.r6g.large"\nPlan: 0 to add, 1 to change, 0 to destroy.',
            ),
            (
                "assistant",
                "The module already exposes `apply_immediately`, so I set it to `true` in the staging `rds-orders` module call only. Prod still uses the default. The new plan is the same single in-place update with `apply_immediately` flipped. The saved plan is at `infra/envs/staging/rds-orders/tfplan` for `terragrunt apply tfplan`. Expect a few minutes of downtime while the instance is modified, since staging isn't multi-AZ.",
            ),
            ("user", "applied, its modifying now. thx"),
        ],
        "lessons": [{"keys": ["terragrunt", "backend"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh24-decision-jooq-reporting",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "We're starting the reporting module for the Ktor backend and the prototype's raw JDBC is getting painful. I'm torn between Exposed and jOOQ. Could you sketch what each would look like against our schema before we commit to one?",
            ),
            (
                "read",
                "build.gradle.kts",
                'plugins {\n    kotlin("jvm") version "2.1.0"\n    id("io.ktor.plugin") version "3.0.2"\n    id("org.flywaydb.flyway") version "10.21.0"\n}\n\ndependencies {\n    implementation("io.ktor:ktor-server-netty")\n    implementation("io.ktor:ktor-server-content-negotiation")\n    implementation("io.ktor:ktor-serialization-kotlinx-json")\n    implementation("com.zaxxer:HikariCP:6.2.1")\n    implementation("org.postgresql:postgresql:42.7.4")\n    implementation("org.flywaydb:flyway-database-postgresql:10.21.0")\n    testImplementation("org.testcontainers:postgresql:1.20.4")\n}\n',
            ),
            (
                "read",
                "src/main/resources/db/migration/V12__orders_reporting.sql",
                "create table order_line (\n    id           bigserial primary key,\n    order_id     bigint not null references orders(id),\n    sku          text not null,\n    quantity     int not null,\n    unit_cents   bigint not null,\n    created_at   timestamptz not null default now()\n);\n\ncreate index order_line_order_id_idx on order_line(order_id);\ncreate index order_line_created_at_idx on order_line(created_at);\n",
            ),
            (
                "assistant",
                "Here's how the two compare for this codebase.\n\n**Exposed** (JetBrains): you declare tables as Kotlin `object OrderLine : LongIdTable(\"order_line\")` and query with a Kotlin DSL, for example `OrderLine.select(OrderLine.sku, OrderLine.quantity.sum()).groupBy(OrderLine.sku)`. It's light, idiomatic Kotlin, and good for CRUD. The table objects are hand-written and can drift from the Flyway migrations, and the DSL covers the common SQL subset.\n\n**jOOQ**: the table classes are generated from the schema, either from a live database or by parsing the Flyway scripts. You then write type-safe SQL: `ctx.select(ORDER_LINE.SKU, sum(ORDER_LINE.QUANTITY)).from(ORDER_LINE).groupBy(ORDER_LINE.SKU)`. It covers nearly all of Postgres SQL, and a migration that renames a column breaks compilation instead of failing at runtime. The costs are a codegen step in the build, a more Java-flavoured API, and a commercial license if you ever need Oracle or SQL Server. For Postgres the open-source edition is enough.\n\nBoth work with the existing Hikari pool.",
            ),
            (
                "user",
                "Let's go with jOOQ. Please set up code generation from the Flyway migrations so we don't need a running database for it, and port the monthly revenue query as the first one.",
            ),
            (
                "think",
                "Use the official org.jooq.jooq-codegen-gradle plugin 3.19 with DDLDatabase: scripts = src/main/resources/db/migration/*.sql, sort = flyway, defaultNameCase = lower. Output to build/generated-src/jooq, add to main source set. Then ReportingRepository with DSLContext from the Hikari DataSource.",
            ),
            ("edit", "build.gradle.kts"),
            (
                "bash",
                "./gradlew jooqCodegen --console=plain 2>&1 | tail -6",
                "> Task :jooqCodegen\nGenerating schema       : Public.java\nGenerating tables       \nGenerating table        : OrderLine.java [input=order_line, pk=order_line_pkey]\nGenerating table        : Orders.java [input=orders, pk=orders_pkey]\n\nBUILD SUCCESSFUL in 7s",
            ),
            ("edit", "src/main/kotlin/com/acme/reporting/ReportingRepository.kt"),
            (
                "bash",
                "./gradlew test --tests '*ReportingRepositoryTest*' --console=plain 2>&1 | tail -5",
                "> Task :test\n\nReportingRepositoryTest > monthly revenue sums line totals per month() PASSED\n\nBUILD SUCCESSFUL in 38s",
            ),
            (
                "assistant",
                "jOOQ is wired in. `jooqCodegen` parses `db/migration/*.sql` in Flyway order through `DDLDatabase`, so no database is needed, and writes to `build/generated-src/jooq`, which `compileKotlin` now depends on. `ReportingRepository.monthlyRevenue(from, to)` uses `date_trunc('month', ORDER_LINE.CREATED_AT)` and `sum(QUANTITY * UNIT_CENTS)`, and the Testcontainers test passes against real Postgres. Exposed would still be lighter for the plain CRUD repositories. Should I move those over to jOOQ too, or leave them on the JDBC helpers?",
            ),
            (
                "user",
                "Leave the CRUD modules on the JDBC helpers for now. And since you mention Exposed being lighter, here's why I chose jOOQ: the reporting queries. Most of them use window functions and recursive CTEs, and Exposed's DSL can't express those without dropping to raw SQL strings, which defeats the point of having a typed layer.",
            ),
            (
                "assistant",
                "Makes sense. jOOQ has first-class `over().partitionBy().orderBy()` and `withRecursive`, so those stay typed. To check that it holds up, I'll port the running-total-per-customer report next. It's the one in the prototype with `sum(...) over (partition by customer_id order by created_at)`.",
            ),
            ("edit", "src/main/kotlin/com/acme/reporting/ReportingRepository.kt"),
            (
                "bash",
                "./gradlew test --tests '*ReportingRepositoryTest*' --console=plain 2>&1 | tail -6",
                "> Task :test\n\nReportingRepositoryTest > monthly revenue sums line totals per month() PASSED\nReportingRepositoryTest > running total per customer is ordered by created_at() PASSED\n\nBUILD SUCCESSFUL in 41s",
            ),
            (
                "assistant",
                "`runningTotalByCustomer()` is ported. The window is `sum(ORDER_LINE.QUANTITY.mul(ORDER_LINE.UNIT_CENTS)).over(partitionBy(ORDERS.CUSTOMER_ID).orderBy(ORDER_LINE.CREATED_AT))`, with no string SQL, and both repository tests pass. The CRUD modules are unchanged.",
            ),
        ],
        "lessons": [{"keys": ["jOOQ", "window functions"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh24-s3-skew-chronyd-ami",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "thumbnailer workers are failing s3 uploads again, like 1 in 5 jobs. sentry says RequestTimeTooSkewed. can you look",
            ),
            (
                "bash",
                "aws logs filter-log-events --log-group-name /ecs/thumbnailer --filter-pattern RequestTimeTooSkewed --start-time $(date -d '-2 hours' +%s000) --query 'events[].[logStreamName,message]' --output text | head -6",
                "thumbnailer/worker/4c1e9a0d7b2f4e55  botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) when calling the PutObject operation: The difference between the request time and the current time is too large.\nthumbnailer/worker/91ab03f6e2d84c07  botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) when calling the PutObject operation: The difference between the request time and the current time is too large.\nthumbnailer/worker/4c1e9a0d7b2f4e55  botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) when calling the PutObject operation: The difference between the request time and the current time is too large.\nthumbnailer/worker/e07d5c21a9f34b18  botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) when calling the PutObject operation: The difference between the request time and the current time is too large.",
            ),
            (
                "read",
                "worker/storage.py",
                'import boto3\nfrom botocore.config import Config\n\n_cfg = Config(\n    retries={"max_attempts": 2, "mode": "standard"},\n    connect_timeout=5,\n    read_timeout=30,\n)\n\ns3 = boto3.client("s3", config=_cfg)\n\n\ndef put_thumbnail(bucket: str, key: str, body: bytes) -> None:\n    s3.put_object(Bucket=bucket, Key=key, Body=body, ContentType="image/webp")\n',
            ),
            (
                "assistant",
                "Every failure is `RequestTimeTooSkewed` on `PutObject`. botocore can correct for clock skew: it reads the server's `Date` header from the error response and adjusts the signing time on the next attempt. With `max_attempts: 2` there is only one retry, so a slow job could use it up. I'd try `mode: adaptive` with 5 attempts first, since it's a one-line change.",
            ),
            ("user", "ok try it"),
            ("edit", "worker/storage.py"),
            (
                "bash",
                "make deploy SERVICE=thumbnailer ENV=prod 2>&1 | tail -3",
                "Registered task definition thumbnailer:87\nUpdating service thumbnailer-prod ... done\nWaiting for service to stabilize ... stable (3m12s)",
            ),
            (
                "user",
                "still failing, same rate. it just fails 5 times now instead of 2 lol",
            ),
            (
                "think",
                "Retries not helping means the skew is large and persistent, not transient. S3 rejects requests more than 15 min off. Failing log streams are a subset of tasks; check which container instances they run on and whether those share something.",
            ),
            (
                "bash",
                "for t in 4c1e9a0d7b2f4e55 91ab03f6e2d84c07 e07d5c21a9f34b18; do ci=$(aws ecs describe-tasks --cluster media --tasks $t --query 'tasks[0].containerInstanceArn' --output text); iid=$(aws ecs describe-container-instances --cluster media --container-instances $ci --query 'containerInstances[0].ec2InstanceId' --output text); echo \"$t $iid $(aws ec2 describe-instances --instance-ids $iid --query 'Reservations[0].Instances[0].[ImageId,LaunchTime]' --output text)\"; done",
                "4c1e9a0d7b2f4e55 i-0a91c3e55d2f07b14 ami-0d4e8b21f7c9a3e60\t2026-12-02T07:41:19+00:00\n91ab03f6e2d84c07 i-06f2b7d0e84c19a3d ami-0d4e8b21f7c9a3e60\t2026-12-02T07:41:22+00:00\ne07d5c21a9f34b18 i-0c37e9a4b1f6d2085 ami-0d4e8b21f7c9a3e60\t2026-12-02T07:41:20+00:00",
            ),
            (
                "bash",
                "aws ssm send-command --instance-ids i-0a91c3e55d2f07b14 i-0e15a8c7d93b42f61 --document-name AWS-RunShellScript --parameters 'commands=[\"systemctl is-active chronyd; date -u +%H:%M:%S; chronyc tracking | grep System\"]' --query Command.CommandId --output text | xargs -I{} sh -c 'sleep 4; aws ssm list-command-invocations --command-id {} --details --query \"CommandInvocations[].[InstanceId,CommandPlugins[0].Output]\" --output text'",
                "i-0a91c3e55d2f07b14\tinactive\n14:49:07\n506 Cannot talk to daemon\ni-0e15a8c7d93b42f61\tactive\n14:32:05\nSystem time     : 0.000018233 seconds fast of NTP time",
            ),
            (
                "assistant",
                "Found something. All the failing tasks run on the three instances launched on 2 December from the new `ami-0d4e8b21f7c9a3e60`. I compared one of them with `i-0e15a8c7d93b42f61`, a healthy instance on the older AMI. On the new one `chronyd` is inactive, so nothing keeps the clock in sync, and its clock is about 17 minutes ahead of the healthy host. That is over S3's 15-minute limit, so no number of retries can succeed.",
            ),
            (
                "user",
                "ugh. yeah the packer build for that ami runs our hardening script, someone copied a `systemctl disable chronyd` line from the CIS baseline. fix the script pls and resync the 3 boxes, ill re-roll the asg after",
            ),
            (
                "read",
                "packer/scripts/harden.sh",
                "#!/usr/bin/env bash\nset -euo pipefail\n\n# CIS 2.2.x: disable unneeded services\nfor svc in rpcbind avahi-daemon cups chronyd postfix; do\n  systemctl disable --now \"$svc\" 2>/dev/null || true\ndone\n\n# CIS 5.2.x: sshd hardening\nsed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config\n",
            ),
            ("edit", "packer/scripts/harden.sh"),
            (
                "bash",
                "aws ssm send-command --instance-ids i-0a91c3e55d2f07b14 i-06f2b7d0e84c19a3d i-0c37e9a4b1f6d2085 --document-name AWS-RunShellScript --parameters 'commands=[\"systemctl enable --now chronyd && sleep 3 && chronyc makestep && chronyc tracking | grep System\"]' --query Command.CommandId --output text | xargs -I{} sh -c 'sleep 8; aws ssm list-command-invocations --command-id {} --details --query \"CommandInvocations[].[InstanceId,CommandPlugins[0].Output]\" --output text'",
                "i-0a91c3e55d2f07b14\t200 OK\nSystem time     : 0.000004117 seconds slow of NTP time\ni-06f2b7d0e84c19a3d\t200 OK\nSystem time     : 0.000011602 seconds fast of NTP time\ni-0c37e9a4b1f6d2085\t200 OK\nSystem time     : 0.000007940 seconds slow of NTP time",
            ),
            (
                "user",
                "no new errors in sentry for 20 min. ok so it was the new ami with chronyd disabled all along, the retry config was a red herring. revert the retry bump, no point keeping it",
            ),
            ("edit", "worker/storage.py"),
            (
                "assistant",
                "Reverted `worker/storage.py` to `max_attempts: 2`, `standard` mode. It will go out with the next deploy. `harden.sh` no longer includes `chronyd` in the disable loop, and I added a comment explaining why it stays enabled. The next Packer build will keep time sync on.",
            ),
        ],
        "lessons": [{"keys": ["chronyd", "ami"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh24-bubbletea-filter-view-nothing",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "ok today: filter view for the ticket list in the tui. typing filters by title, case insensitive. put the input above the list",
            ),
            (
                "read",
                "internal/ui/model.go",
                'package ui\n\nimport (\n\t"github.com/charmbracelet/bubbles/viewport"\n\ttea "github.com/charmbracelet/bubbletea"\n\n\t"github.com/tixhq/tix/internal/store"\n)\n\ntype Model struct {\n\ttickets  []store.Ticket\n\tcursor   int\n\tviewport viewport.Model\n\twidth    int\n\theight   int\n}\n\nfunc (m Model) Init() tea.Cmd { return loadTickets }\n',
            ),
            (
                "read",
                "internal/ui/list.go",
                'package ui\n\nimport (\n\t"fmt"\n\t"strings"\n)\n\nfunc (m Model) renderList() string {\n\tvar b strings.Builder\n\tfor i, t := range m.tickets {\n\t\tprefix := "  "\n\t\tif i == m.cursor {\n\t\t\tprefix = "> "\n\t\t}\n\t\tfmt.Fprintf(&b, "%s#%-5d %s\\n", prefix, t.ID, t.Title)\n\t}\n\treturn b.String()\n}\n',
            ),
            (
                "think",
                "Add a bubbles/textinput to Model, a filtered []int of indices recomputed on input change, render list from filtered. Cursor indexes into filtered.",
            ),
            ("edit", "internal/ui/filter.go"),
            ("edit", "internal/ui/model.go"),
            (
                "bash",
                "go build ./... && go test ./internal/ui/...",
                "ok  \tgithub.com/tixhq/tix/internal/ui\t0.014s",
            ),
            (
                "assistant",
                "First pass is in. The model has a `textinput` above the list, and `applyFilter()` rebuilds a slice of matching indices with `strings.Contains(strings.ToLower(title), strings.ToLower(query))` on every keystroke. The cursor now moves over the filtered slice, so it can't land on a hidden row. I added a table test for the matcher. The build and the ui tests pass.",
            ),
            (
                "user",
                "nice. `/` opens the filter, esc closes + clears it. and show match count on the right of the input like `12/340`",
            ),
            ("edit", "internal/ui/model.go"),
            (
                "bash",
                "go test ./internal/ui/... -run 'Filter|Keys' -v 2>&1 | tail -8",
                "=== RUN   TestFilterMatch\n--- PASS: TestFilterMatch (0.00s)\n=== RUN   TestKeysSlashOpensFilter\n--- PASS: TestKeysSlashOpensFilter (0.00s)\n=== RUN   TestKeysEscClearsFilter\n--- PASS: TestKeysEscClearsFilter (0.00s)\nPASS\nok  \tgithub.com/tixhq/tix/internal/ui\t0.017s",
            ),
            (
                "assistant",
                "`/` focuses the input and `esc` blurs it, clears the query and restores the full list. While the input is focused, `j`/`k` are typed as text rather than moving the cursor. The counter sits right-aligned on the input row as `matched/total` and is dimmed with the existing `subtle` lipgloss style. Key handling has two new tests.",
            ),
            (
                "user",
                "fyi i merged the sidebar branch an hour ago so rebase. also cap the results at 200 for now, rendering 5k rows is laggy on my laptop, we'll do proper virtualization in a later pr",
            ),
            (
                "bash",
                "git fetch -q origin && git rebase origin/main",
                "Successfully rebased and updated refs/heads/tui-filter.",
            ),
            ("edit", "internal/ui/list.go"),
            (
                "bash",
                "go vet ./... && go test ./...",
                "ok  \tgithub.com/tixhq/tix/internal/store\t0.211s\nok  \tgithub.com/tixhq/tix/internal/ui\t0.019s\n?   \tgithub.com/tixhq/tix/cmd/tix\t[no test files]",
            ),
            (
                "assistant",
                "Rebased onto `origin/main` with no conflicts. The sidebar only touched `sidebar.go` and the layout in `view.go`. `renderList` now stops after 200 rows, and when more match it shows a dim `… 1,240 more, refine the filter` line at the bottom. The counter still shows the real total. vet and all tests pass.",
            ),
            ("user", "ship it. pr against main, title 'tui: filter view'"),
            (
                "bash",
                "git push -u origin tui-filter -q && gh pr create --base main --title 'tui: filter view' --body 'Adds / filter over ticket titles, esc to clear, match counter, 200-row render cap (virtualization to follow).'",
                "https://github.com/tixhq/tix/pull/312",
            ),
            (
                "assistant",
                "PR is up: https://github.com/tixhq/tix/pull/312. The description mentions the 200-row cap as temporary until virtualization lands.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh24-esp32-led-pin-tool-stored",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "Before we start, please remember this for future sessions: the rev C boards have the status LED on GPIO 48. Rev B had it on GPIO 2, and a lot of the old examples in the repo still use 2.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Sensor node hardware: rev C boards have the status LED on GPIO 48. Rev B had it on GPIO 2; many old examples in the repo still use GPIO 2.",
                    "tags": ["hardware", "esp32", "gpio"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Stored: rev C status LED is on GPIO 48, rev B was GPIO 2, and the old examples still use 2. What's the task?",
            ),
            (
                "user",
                "The sensor node should deep sleep between readings now instead of delay(). 5 minute interval, wake on timer. Code is in src/main.cpp.",
            ),
            (
                "read",
                "src/main.cpp",
                '#include <Arduino.h>\n#include <Adafruit_BME680.h>\n#include "board.h"\n#include "uplink.h"\n\nAdafruit_BME680 bme;\n\nvoid setup() {\n  Serial.begin(115200);\n  pinMode(STATUS_LED_PIN, OUTPUT);\n  bme.begin(0x77);\n  uplink_begin();\n}\n\nvoid loop() {\n  if (bme.performReading()) {\n    uplink_send(bme.temperature, bme.humidity, bme.pressure / 100.0f, bme.gas_resistance);\n  }\n  delay(300000);\n}\n',
            ),
            (
                "read",
                "platformio.ini",
                "[env:node_revc]\nplatform = espressif32@6.9.0\nboard = esp32-s3-devkitc-1\nframework = arduino\nmonitor_speed = 115200\nlib_deps =\n    adafruit/Adafruit BME680 Library@^2.0.4\nbuild_flags = -DBOARD_REV_C\n",
            ),
            ("edit", "src/main.cpp"),
            (
                "bash",
                "pio run -e node_revc 2>&1 | tail -5",
                'Checking size .pio/build/node_revc/firmware.elf\nAdvanced Memory Usage is available via "PlatformIO Home > Project Inspect"\nRAM:   [=         ]  10.1% (used 33084 bytes from 327680 bytes)\nFlash: [==        ]  24.7% (used 824365 bytes from 3342336 bytes)\n========================= [SUCCESS] Took 14.82 seconds =========================',
            ),
            (
                "assistant",
                "All the work now happens in `setup()`: read the BME680, send the reading, flush the uplink, then `esp_sleep_enable_timer_wakeup(5ULL * 60 * 1000000)` and `esp_deep_sleep_start()`. `loop()` is empty because the chip resets on wake and starts `setup()` again. A boot counter in `RTC_DATA_ATTR` survives deep sleep in case you want to send it with the readings. It builds for `node_revc`.",
            ),
            (
                "user",
                "Good. Also, if the BME680 read fails, blink the status LED three times quickly before going back to sleep, so we can see it on the bench.",
            ),
            (
                "read",
                "include/board.h",
                "#pragma once\n\n// status LED\n#define STATUS_LED_PIN 2\n\n// I2C\n#define I2C_SDA 8\n#define I2C_SCL 9\n",
            ),
            (
                "assistant",
                "Before I add the blink: `include/board.h` hardcodes `STATUS_LED_PIN` to 2. That's the rev B pin. On the rev C boards you're flashing, the status LED is on GPIO 48, as you asked me to remember at the start, so the blink would toggle an unconnected pin. The `node_revc` env already defines `BOARD_REV_C`, so I'll select 48 under `#ifdef BOARD_REV_C` and keep 2 otherwise.",
            ),
            ("edit", "include/board.h"),
            ("edit", "src/main.cpp"),
            (
                "bash",
                "pio run -e node_revc -t upload 2>&1 | tail -2 && timeout 20 pio device monitor -e node_revc --quiet",
                "Hard resetting via RTS pin...\n========================= [SUCCESS] Took 22.41 seconds =========================\nboot #1\nBME680 read failed, blinking\nsleeping 300 s",
            ),
            (
                "assistant",
                "Flashed. The board had no sensor attached, so the read failed: it logged `BME680 read failed, blinking`, blinked GPIO 48 three times (80 ms on, 120 ms off), and went to sleep for 300 s. With a sensor connected it sends the reading and goes straight to sleep without blinking.",
            ),
            ("user", "Perfect, I can see it blinking on the bench. Thanks."),
        ],
        "lessons": [],
        "tool_stored": [["GPIO 48", "rev C"]],
    },
    {
        "name": "fresh24-chitchat-cpp-ownership",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "I'm coming from Java and just joined the team working on the C++ matching engine. Could you explain the modern C++ approach to ownership? I keep seeing unique_ptr, shared_ptr, raw pointers and references mixed together and I don't know which to use when.",
            ),
            (
                "read",
                "src/book/order_book.h",
                '#pragma once\n#include <map>\n#include <memory>\n#include <vector>\n#include "order.h"\n\nclass OrderBook {\npublic:\n    void add(std::unique_ptr<Order> order);\n    const Order* best_bid() const;\n    void for_each_level(const std::function<void(const PriceLevel&)>& fn) const;\n\nprivate:\n    std::map<Price, PriceLevel, std::greater<>> bids_;\n    std::map<Price, PriceLevel> asks_;\n    std::vector<std::unique_ptr<Order>> orders_;\n};\n',
            ),
            (
                "assistant",
                "The main thing to unlearn from Java is that there's no garbage collector, so every heap object needs exactly one clear owner that destroys it. Modern C++ makes ownership visible in the types:\n\n1. **Values first.** Most objects should just be members or locals (`PriceLevel level;`). Their lifetime is the scope they live in, and the destructor runs automatically at the end. That's RAII: resources such as memory, file handles and locks are released in destructors, so early returns and exceptions can't leak them.\n2. **`std::unique_ptr<T>`**: sole ownership of a heap object. It's as cheap as a raw pointer, can be moved but not copied, and deletes the object when it goes out of scope. It's the default when you need the heap, for example polymorphism or a stable address. `OrderBook::add(std::unique_ptr<Order>)` says in its signature that the book takes ownership.\n3. **`std::shared_ptr<T>`**: shared ownership with an atomic reference count. Use it only when several owners really need to keep the object alive and you can't say which one outlives the others. It costs more than it looks (atomic increments, a control block), and using it everywhere brings back Java-style 'who owns this?' confusion plus possible cycles.\n4. **Raw pointers `T*` and references `T&`** are *non-owning*. They mean 'I'm looking at something someone else owns'. `const Order* best_bid()` returns a view that may be null. A reference is the same idea but can't be null or reseated. Never `delete` through a raw pointer you were handed.\n\nThe practical rule is the **rule of zero**: if every member manages itself (values, containers, `unique_ptr`), you write no destructor, copy or move operations, and the compiler generates correct ones. Avoid `new` and `delete` in application code. Use `std::make_unique` and `std::make_shared`.",
            ),
            (
                "user",
                "That helps a lot. What about function parameters? When should I pass by value, by const reference, or by rvalue reference?",
            ),
            (
                "assistant",
                "The usual guidelines:\n\n- **Cheap-to-copy types** (ints, doubles, enums, small trivially copyable structs up to about two or three words, iterators, `std::string_view`, `std::span`): pass **by value**. A reference would just add an indirection.\n- **Read-only access to anything bigger**: `const T&`. No copy, and the caller keeps ownership. For read-only strings prefer `std::string_view`, and for contiguous ranges `std::span<const T>`, since they accept more argument types without forcing a conversion.\n- **Sink parameters**, where the function keeps its own copy (stores it in a member, pushes it into a container): take **by value** and `std::move` it into place. Callers passing an lvalue pay one copy, callers passing a temporary or `std::move(x)` pay only moves. One overload covers both cases.\n- **`T&&` (rvalue reference)**: rarely needed in ordinary code. Use it for move constructors and move assignment, or when you've measured that the extra move of a by-value sink matters. In templates, `T&&` with a deduced `T` is a *forwarding reference*, a different thing that goes with `std::forward`.\n- **Ownership transfer** of heap objects: pass `std::unique_ptr<T>` by value, as `add()` does. Pass `T*` or `T&` when the callee only uses the object, never `const std::unique_ptr<T>&`.\n- **Output parameters**: prefer returning values. Thanks to guaranteed copy elision and move semantics, returning a `std::vector` is cheap, and a struct or `std::pair` handles several results.",
            ),
            (
                "user",
                "And move semantics: why does std::move not actually move anything?",
            ),
            (
                "assistant",
                "Because `std::move` is only a cast. `std::move(x)` is `static_cast<T&&>(x)`: it turns an lvalue into an rvalue expression, which says 'I no longer need this value, you may take its guts'. The actual moving is done by whatever overload that rvalue selects, usually the move constructor or move assignment of the destination. If the type has no move constructor, say because it declares a copy constructor only, the rvalue quietly binds to `const T&` and you get a copy. And `std::move` on a `const` object always copies, because `const T&&` can't bind to a move constructor.\n\nAfter a move, the source is in a *valid but unspecified* state. You can assign to it or destroy it, but don't read its value. Standard library types give stronger guarantees in some cases, for example a moved-from `unique_ptr` is null.\n\nOne practical consequence is **`noexcept`**. When a `std::vector` grows, it moves its elements to the new buffer only if the move constructor is `noexcept`. Otherwise it copies them to keep its strong exception guarantee. Defaulted move constructors are `noexcept` automatically when all members' moves are. A hand-written one must say so explicitly.",
            ),
            ("user", "Can you show a small example that proves the noexcept point?"),
            (
                "bash",
                'cat > /tmp/move_demo.cpp <<\'CPP\'\n#include <cstdio>\n#include <vector>\nstruct A { A() = default; A(const A&) { std::puts("A copy"); } A(A&&) { std::puts("A move"); } };\nstruct B { B() = default; B(const B&) { std::puts("B copy"); } B(B&&) noexcept { std::puts("B move"); } };\nint main() {\n  std::vector<A> a(1); a.reserve(1); std::puts("-- growing a"); a.emplace_back();\n  std::vector<B> b(1); std::puts("-- growing b"); b.emplace_back();\n}\nCPP\ng++ -std=c++20 -O2 -Wall /tmp/move_demo.cpp -o /tmp/move_demo && /tmp/move_demo',
                "-- growing a\nA copy\n-- growing b\nB move",
            ),
            (
                "assistant",
                "There it is. Both vectors start with capacity 1, so `emplace_back` has to reallocate and relocate the existing element. `A`'s move constructor isn't `noexcept`, so the vector falls back to the **copy** constructor: if a move threw halfway through, the old buffer would already be damaged. `B`'s move is `noexcept`, so the vector **moves**. For a type holding a large buffer, that's the difference between a pointer swap and a full deep copy on every growth. Hence the rule: mark move operations `noexcept`, or better, let the compiler generate them (rule of zero).",
            ),
            (
                "user",
                "One more: const correctness and [[nodiscard]], is that worth the extra noise?",
            ),
            (
                "assistant",
                "Generally yes, and it costs less than it looks.\n\n**const**: make member functions `const` whenever they don't change observable state, and take parameters as `const T&` or `std::span<const T>` when you only read them. The compiler then enforces that read-only paths stay read-only, and `const` objects can only call `const` members, so a missing `const` spreads into awkward errors later. Local `const` for values that never change makes code easier to read. Don't make *by-value* parameters or return types `const`: it adds nothing and a `const` return value blocks moves. Also avoid `const` data members, since they disable assignment.\n\n**`[[nodiscard]]`**: put it on functions where ignoring the result is almost certainly a bug, such as error codes or `expected`-style results, `empty()`-style queries people confuse with `clear()`, and factory functions whose result owns a resource. The compiler then warns on `parse(buf);` with the result thrown away. Don't put it on everything, or the warnings become noise people silence. `[[nodiscard(\"reason\")]]` (C++20) lets you explain why in the warning.\n\nBoth are cheap ways to move mistakes from runtime to compile time, which in a matching engine is where you want them.",
            ),
            ("user", "Thanks, this was really useful."),
            (
                "assistant",
                "Glad it helped. If you want to go further, the C++ Core Guidelines sections R (resource management) and F.15-F.21 (parameter passing) cover the same rules in more depth, with examples.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh24-mac-runner-keychain-reboot",
        "split": "fresh24",
        "steps": [
            (
                "user",
                "ios release build on ci hung again for 6 hours till it timed out. ugh. the mac mini runner locks its login keychain after every reboot and then codesign just sits there waiting for a password prompt nobody sees. it got rebooted for the macos update last night",
            ),
            (
                "read",
                ".github/workflows/ios-release.yml",
                "name: ios-release\non:\n  workflow_dispatch:\n  push:\n    tags: ['ios-v*']\n\njobs:\n  beta:\n    runs-on: [self-hosted, macOS, mini-01]\n    steps:\n      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2\n      - run: bundle install\n      - run: bundle exec fastlane ios beta\n        env:\n          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n          ASC_KEY_JSON: ${{ secrets.ASC_KEY_JSON }}\n",
            ),
            (
                "read",
                "fastlane/Fastfile",
                'default_platform(:ios)\n\nplatform :ios do\n  lane :beta do\n    match(type: "appstore", readonly: true)\n    increment_build_number(build_number: latest_testflight_build_number + 1)\n    build_app(scheme: "Ledger", export_method: "app-store")\n    upload_to_testflight(skip_waiting_for_build_processing: true)\n  end\nend\n',
            ),
            (
                "think",
                "match imports into login keychain by default. Avoid it: create a temp keychain per run (create_keychain with unlock: true, timeout: 0), pass keychain_name/password to match, set it as default for the build, delete in an ensure/error block. Also timeout-minutes on the job so a hang fails in an hour, not six.",
            ),
            (
                "assistant",
                "Rather than relying on the login keychain being unlocked, I'd have the lane create its own temporary keychain on each run: `create_keychain` with `unlock: true` and `timeout: 0` so it never relocks mid-build. `match` would import the distribution cert into it, and `build_app` would sign from it. Nothing then depends on the login keychain's state after a reboot. I'd also set `timeout-minutes: 60` on the job so a future hang fails in an hour instead of tying up the runner for six.",
            ),
            (
                "user",
                "yes do that. temp keychain per run is fine, just make sure it gets deleted after even when the build fails",
            ),
            ("edit", "fastlane/Fastfile"),
            ("edit", ".github/workflows/ios-release.yml"),
            (
                "bash",
                "gh workflow run ios-release.yml --ref ci/temp-keychain && sleep 5 && gh run watch $(gh run list --workflow ios-release.yml --limit 1 --json databaseId -q '.[0].databaseId') --exit-status | tail -4",
                "✓ ci/temp-keychain ios-release · 12877431902\nTriggered via workflow_dispatch about 15 minutes ago\n\nJOBS\n✓ beta in 14m22s (ID 35902214780)",
            ),
            (
                "bash",
                "gh run view 12877431902 --log | grep -E 'keychain|Successfully|codesign' | cut -c60- | head -8",
                "[14:02:11]: Creating keychain ci-build.keychain-db ...\n[14:02:12]: Unlocking keychain ci-build.keychain-db (timeout 0)\n[14:02:19]: Installing certificate into keychain ci-build.keychain-db\n[14:11:48]: Successfully exported and compressed dSYM file\n[14:11:52]: Successfully exported and signed the ipa file\n[14:16:30]: Successfully uploaded package to App Store Connect.\n[14:16:31]: Deleting keychain ci-build.keychain-db\n[14:16:31]: Restored default keychain to login.keychain-db",
            ),
            (
                "assistant",
                "The run passed in 14m22s. The lane creates `ci-build.keychain-db` with a random password, unlocks it with no timeout, adds it to the search list, and `match` installs the cert there. `build_app` signs with it and the build goes up to TestFlight. Cleanup is in an `ensure` block, so the keychain is deleted and the default restored even if a step raises; the log shows `Deleting keychain` at the end. The job also has `timeout-minutes: 60` now.",
            ),
            (
                "user",
                "ok good. real test: i just rebooted the mini and didnt log in to it. rerun",
            ),
            (
                "bash",
                "gh workflow run ios-release.yml --ref ci/temp-keychain && sleep 5 && gh run watch $(gh run list --workflow ios-release.yml --limit 1 --json databaseId -q '.[0].databaseId') --exit-status | tail -2",
                "JOBS\n✓ beta in 13m58s (ID 35903310044)",
            ),
            (
                "assistant",
                "It passed after the fresh reboot as well, in 13m58s. The login keychain is presumably still locked, but the build no longer uses it, so codesign never prompts. You can merge `ci/temp-keychain` whenever you're ready.",
            ),
            ("user", "🙏 thx, merging"),
        ],
        "lessons": [{"keys": ["keychain", "reboot"]}],
        "tool_stored": [],
    },
]
