"""The "fresh107" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH107: list[dict[str, Any]] = [
    # --- "quayside": platform repo of Quayside Logistics, a freight forwarder that files customs
    # declarations with HMRC (Terraform 1.9, AWS provider 5.x, ECS Fargate services behind ALBs,
    # RDS PostgreSQL, one AWS account per environment plus a shared one, S3 + DynamoDB state,
    # Atlantis plans and applies on PRs; repo: modules/ (vendored copies of tf-modules for local
    # dev), envs/{dev,staging,prod}/<stack>/, .github/; services: tracking-api (Java, Spring Boot),
    # customs-filer, rates-worker, label-printer) ---
    {
        "name": "fresh107-quayside-chitchat-count-vs-for-each-and-readme-typo",
        "split": "fresh107",
        "steps": [
            (
                "user",
                "dumb q. why did terraform want to destroy and recreate 2 subnets when i just removed the first az from the list in my sandbox. whats the real difference between count and for_each",
            ),
            (
                "think",
                "Conceptual. count indexes by position, so removing element 0 shifts every index; for_each keys by value. Show with their subnet example. Sandbox, nothing to fix.",
            ),
            (
                "assistant",
                'Not dumb, it\'s the classic `count` trap.\n\n**`count`** gives each instance a **position**: `aws_subnet.private[0]`, `[1]`, `[2]`. With\n\n```hcl\nazs = ["eu-west-2a", "eu-west-2b", "eu-west-2c"]\n```\n\nremoving `eu-west-2a` makes the list `["eu-west-2b", "eu-west-2c"]`, so:\n\n| address | before | after |\n|---|---|---|\n| `private[0]` | 2a | **2b** (changed, forces replacement) |\n| `private[1]` | 2b | **2c** (changed, forces replacement) |\n| `private[2]` | 2c | gone (destroy) |\n\nThree changes to drop one subnet, and the two replaced ones take their ENIs with them.\n\n**`for_each`** keys each instance by a **value**: `aws_subnet.private["eu-west-2a"]`. Removing 2a only destroys `private["eu-west-2a"]`; the others keep their addresses and aren\'t touched.\n\nRule of thumb: `count` for "0 or 1 of this" (`count = var.enabled ? 1 : 0`) or truly identical copies; `for_each` for anything identified by a name, AZ or CIDR. Moving existing resources from one to the other needs `moved` blocks so Terraform doesn\'t recreate them.',
            ),
            (
                "user",
                "ok that makes total sense. also README says 'terrafrom' in the setup section, fix pls",
            ),
            (
                "bash",
                'grep -rn "terrafrom" README.md docs/ envs/ modules/',
                "README.md:12:Install terrafrom 1.9 with tfenv: `tfenv install`",
            ),
            ("edit", "README.md"),
            (
                "assistant",
                "Fixed `terrafrom` \u2192 `terraform` in `README.md` line 12; nowhere else.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh107-quayside-incident-staging-cannotpullcontainer-no-s3-endpoint",
        "split": "fresh107",
        "steps": [
            (
                "user",
                "staging is stuck, no new tasks come up for any service since this morning. stopped reason says CannotPullContainerError. we merged the nat gateway removal (#341) yesterday evening, prob related but the pr added ecr endpoints so idk",
            ),
            (
                "bash",
                "aws ecs list-tasks --cluster staging --desired-status STOPPED --profile quayside-staging-ro --query 'taskArns[0]' --output text | xargs -I{} aws ecs describe-tasks --cluster staging --tasks {} --profile quayside-staging-ro --query 'tasks[0].stoppedReason' --output text",
                'CannotPullContainerError: failed to copy: httpReadSeeker: failed open: failed to do request: Get "https://prod-eu-west-2-starport-layer-bucket.s3.eu-west-2.amazonaws.com/9a41-210987654321-5d3c.../a3f2c1?X-Amz-Algorithm=...": dial tcp 52.95.148.10:443: i/o timeout',
            ),
            (
                "read",
                "modules/vpc/endpoints.tf",
                'locals {\n  interface_endpoints = var.enable_nat ? [] : ["ecr.api", "ecr.dkr", "ssm"]\n}\n\nresource "aws_vpc_endpoint" "interface" {\n  for_each            = toset(local.interface_endpoints)\n  vpc_id              = aws_vpc.this.id\n  service_name        = "com.amazonaws.${var.region}.${each.key}"\n  vpc_endpoint_type   = "Interface"\n  subnet_ids          = [for s in aws_subnet.private : s.id]\n  security_group_ids  = [aws_security_group.endpoints.id]\n  private_dns_enabled = true\n}\n',
            ),
            (
                "think",
                "The manifest resolves (ecr.api / ecr.dkr endpoints work), but the layer download goes to the starport layer bucket in S3, and with no NAT and no S3 gateway endpoint there's no route. Also awslogs driver needs logs endpoint; once pull works, tasks would fail next at log init. Check route tables for an s3 prefix list route.",
            ),
            (
                "bash",
                "aws ec2 describe-route-tables --profile quayside-staging-ro --filters Name=tag:Name,Values='staging-private-*' --query 'RouteTables[].Routes[].[DestinationCidrBlock,DestinationPrefixListId,GatewayId,NatGatewayId]' --output text",
                "10.40.0.0/16\tNone\tlocal\tNone\n10.40.0.0/16\tNone\tlocal\tNone\n10.40.0.0/16\tNone\tlocal\tNone",
            ),
            (
                "assistant",
                "Found it. The ECR endpoints from #341 work, the pull gets past the manifest, but the **image layers** aren't served by ECR itself: they're downloaded from an S3 bucket (`prod-eu-west-2-starport-layer-bucket`). With the NAT gateways gone, the private subnets have only the `local` route, so that S3 request times out.\n\n**Cause:** #341 removed NAT and added interface endpoints for `ecr.api`, `ecr.dkr` and `ssm`, but no S3 gateway endpoint, and no `logs` endpoint either, which the `awslogs` driver needs; once the pull works, tasks would have failed next on log setup.\n\n**Fix** in `modules/vpc/endpoints.tf`:\n\n- an `aws_vpc_endpoint` of type `Gateway` for `com.amazonaws.eu-west-2.s3`, attached to the private route tables (gateway endpoints are free)\n- add `logs` to the interface endpoint list\n- a check that fails the plan if `enable_nat = false` and those four aren't all there\n\nThen Atlantis applies it and I force a new deployment on the staging services. OK?",
            ),
            ("user", "go"),
            ("edit", "modules/vpc/endpoints.tf"),
            ("edit", "modules/vpc/checks.tf"),
            (
                "bash",
                "git checkout -b fix/staging-s3-gateway-endpoint && git commit -am 'vpc: s3 gateway + logs endpoints when NAT is disabled' && gh pr create --fill && sleep 120 && gh pr view --comments | grep -A2 'Plan:'",
                "Plan: 5 to add, 0 to change, 0 to destroy.",
            ),
            (
                "bash",
                "gh pr comment --body 'atlantis apply -p staging-network' && sleep 150 && gh pr view --comments | tail -3",
                "Ran Apply for project: `staging-network`\n\nApply complete! Resources: 5 added, 0 changed, 0 destroyed.",
            ),
            (
                "bash",
                "for s in tracking-api customs-filer rates-worker label-printer; do aws ecs update-service --cluster staging --service $s --force-new-deployment --profile quayside-staging-deploy --query 'service.serviceName' --output text; done; sleep 240; aws ecs describe-services --cluster staging --services tracking-api customs-filer rates-worker label-printer --profile quayside-staging-ro --query 'services[].[serviceName,runningCount,desiredCount]' --output text",
                "tracking-api\ncustoms-filer\nrates-worker\nlabel-printer\ntracking-api\t2\t2\ncustoms-filer\t2\t2\nrates-worker\t1\t1\nlabel-printer\t1\t1",
            ),
            (
                "assistant",
                "Staging is back: all four services are at their desired count.\n\n- applied via Atlantis: S3 gateway endpoint on the three private route tables, `logs` interface endpoint (3 ENIs), plus the endpoint security group rule\n- `modules/vpc/checks.tf` now fails the plan when NAT is off and any of `s3`, `ecr.api`, `ecr.dkr`, `logs` is missing, so prod can't repeat this when #341 goes there",
            ),
            (
                "user",
                "nice. ok so no nat means ecs needs the s3 gateway endpoint as well as ecr.api and ecr.dkr, plus logs. good to know before we do prod",
            ),
        ],
        "lessons": [
            {"keys": ["s3 gateway endpoint", "ecr.dkr"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh107-quayside-decision-ssm-parameter-store-for-task-secrets",
        "split": "fresh107",
        "steps": [
            (
                "user",
                "security audit flagged that our task defs have DB_PASSWORD etc as plain env vars, anyone with ecs:Describe* can read them in the console. whats the best way to do secrets for the ecs services",
            ),
            (
                "bash",
                'grep -rn "PASSWORD\\|_SECRET\\|API_KEY" envs/*/*/main.tf | wc -l; grep -rln "PASSWORD\\|_SECRET\\|API_KEY" envs/ | head -4',
                "37\nenvs/dev/tracking-api/main.tf\nenvs/prod/customs-filer/main.tf\nenvs/prod/tracking-api/main.tf\nenvs/staging/rates-worker/main.tf",
            ),
            (
                "read",
                "modules/ecs-service/variables.tf",
                'variable "environment" {\n  description = "Plain environment variables for the container"\n  type        = map(string)\n  default     = {}\n}\n\nvariable "image" {\n  type = string\n}\n',
            ),
            (
                "assistant",
                "37 secrets are passed as plain `environment` values today. Options:\n\n1. **SSM Parameter Store SecureString**: one parameter per secret, referenced from the task definition's `secrets` block (`valueFrom` = parameter ARN); the execution role gets `ssm:GetParameters` on the service's path and `kms:Decrypt`. Values never appear in the task definition. Standard parameters are free.\n2. **Secrets Manager**: same `secrets` block, but with built-in rotation (the RDS rotation Lambda can change the DB password every 30 days), versioning and cross-account sharing. $0.40 per secret per month.\n3. **RDS IAM authentication** for the database: no DB password at all, the app gets a 15-minute token from its task role. Only covers Postgres, the API keys still need 1 or 2.\n\nI'd recommend **2**: rotation is what auditors usually ask about next, and the RDS integration gives it to us for free.",
            ),
            (
                "user",
                "parameter store, secrets manager at 40c per secret per month adds up fast with ~600 secrets across the accounts and its basically the same thing for us. and no rotation for now, tracking-api's hikari pool doesnt reconnect when the rds password changes so it would just fall over at 3am. do staging only today, prod is in change freeze til the 14th",
            ),
            (
                "think",
                "SSM SecureString. Module: new var secrets = map(string) name -> parameter name; execution role policy ssm:GetParameters on arn:aws:ssm:region:acct:parameter/quayside/<env>/<service>/* and kms:Decrypt on the env key. Staging only: change modules + envs/staging/*. Parameter values: create them out of band (not in tf state) - put aws_ssm_parameter with lifecycle ignore_changes on value and a placeholder.",
            ),
            ("edit", "modules/ecs-service/variables.tf"),
            ("edit", "modules/ecs-service/task_definition.tf"),
            ("edit", "modules/ecs-service/iam.tf"),
            ("edit", "envs/staging/tracking-api/main.tf"),
            ("edit", "envs/staging/customs-filer/main.tf"),
            ("edit", "envs/staging/rates-worker/main.tf"),
            ("edit", "envs/staging/label-printer/main.tf"),
            (
                "bash",
                "scripts/copy-env-secrets-to-ssm.sh staging 2>&1 | tail -2",
                "put 14 SecureString parameters under /quayside/staging/\nskipped 0 (already present)",
            ),
            (
                "bash",
                "for d in envs/staging/*/; do (cd $d && terraform init -backend=false -input=false >/dev/null && terraform validate -no-color | head -1); done",
                "Success! The configuration is valid.\nSuccess! The configuration is valid.\nSuccess! The configuration is valid.\nSuccess! The configuration is valid.",
            ),
            (
                "assistant",
                "Staging is ready on the `ssm-secrets` branch:\n\n- `modules/ecs-service` takes a `secrets` map (env var name \u2192 parameter name) and renders the task definition's `secrets` block; `environment` is only for non-secret values\n- the execution role can `ssm:GetParameters` on `/quayside/staging/<service>/*` and `kms:Decrypt` with the staging key, nothing wider\n- the 14 staging secrets were copied into SecureString parameters by script, so the values never go through Terraform state\n- no rotation set up\n\nPR is open; Atlantis will plan the four staging projects. Prod stays on env vars until after the freeze.",
            ),
            ("user", "ok will look after lunch"),
        ],
        "lessons": [
            {"keys": ["parameter store", "600 secrets"]},
            {"keys": ["rotation", "hikari"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh107-quayside-tool-stored-atlantis-only-applies-and-immutable-tags-answer",
        "split": "fresh107",
        "steps": [
            (
                "user",
                "remember this for the future: atlantis is the only thing that ever applies to staging and prod. locally you plan with the quayside-readonly sso profile and thats it. ok, label-printer needs its ecr repo, can u add it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "quayside: only Atlantis applies Terraform to staging and prod (comment `atlantis apply` on the PR); locally, only `terraform plan` with the `quayside-readonly` SSO profile.",
                    "tags": ["quayside", "terraform", "atlantis"],
                },
                '{"id":"8831","action":"stored"}',
                False,
            ),
            (
                "read",
                "envs/shared/ecr/repos.tf",
                'module "tracking_api" {\n  source               = "git::https://github.com/quayside/tf-modules.git//ecr-repo?ref=v3.4.1"\n  name                 = "tracking-api"\n  image_tag_mutability = "MUTABLE"\n  pull_account_ids     = local.workload_accounts\n}\n\nmodule "customs_filer" {\n  source               = "git::https://github.com/quayside/tf-modules.git//ecr-repo?ref=v3.4.1"\n  name                 = "customs-filer"\n  image_tag_mutability = "IMMUTABLE"\n  pull_account_ids     = local.workload_accounts\n}\n\nmodule "rates_worker" {\n  source               = "git::https://github.com/quayside/tf-modules.git//ecr-repo?ref=v3.4.1"\n  name                 = "rates-worker"\n  image_tag_mutability = "IMMUTABLE"\n  pull_account_ids     = local.workload_accounts\n}\n',
            ),
            (
                "think",
                "Repos are mixed: tracking-api MUTABLE, the others IMMUTABLE. Which one for label-printer? Ask rather than guess.",
            ),
            (
                "assistant",
                "The repos live in `envs/shared/ecr/repos.tf`, with pull access for the workload accounts. Before I add `label-printer`: the existing ones disagree on tag mutability, `tracking-api` is `MUTABLE` and `customs-filer` / `rates-worker` are `IMMUTABLE`. Which should this one be?",
            ),
            (
                "user",
                "immutable, every repo should be IMMUTABLE and deploys use the git sha tag, tracking-api is the odd one out bc its old pipeline still pushes :latest. dont copy it",
            ),
            ("edit", "envs/shared/ecr/repos.tf"),
            (
                "bash",
                "cd envs/shared/ecr && AWS_PROFILE=quayside-readonly terraform plan -no-color 2>&1 | grep -E '^  # |Plan:'",
                "  # module.label_printer.aws_ecr_lifecycle_policy.this will be created\n  # module.label_printer.aws_ecr_repository.this will be created\n  # module.label_printer.aws_ecr_repository_policy.this will be created\nPlan: 3 to add, 0 to change, 0 to destroy.",
            ),
            (
                "bash",
                "git checkout -b ecr/label-printer && git commit -am 'ecr: label-printer repo' && gh pr create --fill",
                "https://github.com/quayside/platform/pull/356",
            ),
            (
                "assistant",
                "Added `label_printer` to `envs/shared/ecr/repos.tf`: `IMMUTABLE` tags, same module version (`v3.4.1`) and pull access as the others. Local plan with the readonly profile: 3 to add. PR #356 is open for Atlantis to plan and apply.",
            ),
            ("user", "\ud83d\udc4d"),
        ],
        "lessons": [
            {"keys": ["IMMUTABLE", "git sha"]},
        ],
        "tool_stored": [["atlantis", "quayside-readonly"]],
    },
    {
        "name": "fresh107-quayside-review-rates-worker-spot-default-tags-ref-pins",
        "split": "fresh107",
        "steps": [
            ("user", "review #352 pls, tomasz's rates-worker service for prod"),
            (
                "bash",
                "gh pr diff 352 --name-only",
                "envs/prod/rates-worker/main.tf\nenvs/prod/rates-worker/backend.tf\nenvs/prod/rates-worker/providers.tf",
            ),
            (
                "read",
                "envs/prod/rates-worker/main.tf",
                'module "rates_worker" {\n  source = "git::https://github.com/quayside/tf-modules.git//ecs-service?ref=main"\n\n  name          = "rates-worker"\n  cluster_arn   = data.aws_ecs_cluster.prod.arn\n  image         = "210987654321.dkr.ecr.eu-west-2.amazonaws.com/rates-worker:${var.image_tag}"\n  cpu           = 512\n  memory        = 1024\n  desired_count = 2\n\n  capacity_provider_strategy = [{ capacity_provider = "FARGATE", weight = 1 }]\n\n  tags = {\n    Team       = "rates"\n    CostCentre = "CC-114"\n    Env        = "prod"\n  }\n}\n\nresource "aws_sqs_queue" "rates_in" {\n  name = "prod-rates-in"\n  tags = {\n    Team       = "rates"\n    CostCentre = "CC-114"\n    Env        = "prod"\n  }\n}\n',
            ),
            (
                "think",
                "Queue consumer, stateless-looking -> Spot would save money. Tags consistent. desired_count 2 fine. No autoscaling on queue depth.",
            ),
            (
                "assistant",
                "Review of #352:\n\n1. **Capacity**: it's a queue consumer, so a Spot interruption just means the message goes back on the queue. I'd use FARGATE_SPOT for this worker (weight 3, with 1 on-demand task as a base) and save roughly 70% on it.\n2. **Scaling**: `desired_count = 2` is fixed; worth adding target tracking on `ApproximateNumberOfMessagesVisible` of `prod-rates-in`.\n3. **Tags**: consistent across the module and the queue, looks fine.\n4. Nit: `cpu = 512` with `memory = 1024` is the smallest combo that fits the JVM settings in the Dockerfile, OK.",
            ),
            (
                "user",
                "2 is good, rest needs changes, and write these up as the rules for every stack not just this pr:\n- no FARGATE_SPOT in prod ever, rates-worker feeds the customs filings and a spot interruption halfway through a submission leaves a half-filed declaration at hmrc. spot is for dev and staging only\n- tags come from the provider default_tags block, resources only set their own Name tag, so those per-resource tag maps go\n- module sources are pinned to a release tag with ?ref=vX.Y.Z, never ?ref=main, or a merge in tf-modules changes prod on the next plan",
            ),
            (
                "bash",
                "gh pr review 352 --request-changes --body-file /tmp/review_352.md && git add docs/terraform-rules.md && git commit -m 'docs: terraform rules for stacks' && git push",
                "- Requested changes to pull request quayside/platform#352\n[main 4be19d0] docs: terraform rules for stacks\n 1 file changed, 21 insertions(+)",
            ),
            (
                "assistant",
                "Posted on #352 (changes requested):\n\n- stay on `FARGATE` only; I withdrew my Spot suggestion\n- add target tracking on the queue depth\n- remove the `tags` maps from the module call and the queue; `default_tags` in `providers.tf` already sets `Team`, `CostCentre` and `Env`\n- pin `ecs-service` to `?ref=v3.4.1` (latest release) instead of `main`\n\nThe three rules are also in `docs/terraform-rules.md`, so the next reviewer can link to them.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {
                "keys": ["FARGATE_SPOT", "customs filings"],
                "not": ["use FARGATE_SPOT for this worker"],
            },
            {"keys": ["default_tags", "Name tag"]},
            {"keys": ["?ref=", "release tag"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh107-quayside-rds-alarm-region-eu-west-2-correction",
        "split": "fresh107",
        "steps": [
            (
                "user",
                "need a cpu alarm on the prod rds, page us via pagerduty if its over 80% for 10 min. new stack under envs/prod/alarms is fine",
            ),
            (
                "read",
                "README.md",
                "# quayside platform\n\n| env | account | region |\n|---|---|---|\n| dev | 339812004417 | eu-west-2 |\n| staging | 339812007723 | eu-west-2 |\n| prod | 339812009158 | eu-west-1 |\n| shared | 210987654321 | eu-west-2 |\n\nInstall terraform 1.9 with tfenv: `tfenv install`\n",
            ),
            (
                "think",
                "New root stack needs its own backend + provider. README says prod is eu-west-1. PagerDuty integration URL is presumably in SSM already, check later.",
            ),
            (
                "assistant",
                "Plan for `envs/prod/alarms`:\n\n- `backend.tf`: state key `prod/alarms/terraform.tfstate` in the usual bucket\n- `providers.tf`: prod runs in eu-west-1 (per the README), so the provider and the alarm go there\n- `aws_cloudwatch_metric_alarm` on `CPUUtilization` of `prod-main`, `> 80` for 2 periods of 5 minutes\n- SNS topic `prod-rds-alarms` with an HTTPS subscription to the PagerDuty integration URL\n\nOK?",
            ),
            ("user", "yep"),
            ("edit", "envs/prod/alarms/backend.tf"),
            ("edit", "envs/prod/alarms/providers.tf"),
            ("edit", "envs/prod/alarms/main.tf"),
            (
                "bash",
                "cd envs/prod/alarms && terraform fmt -check && terraform init -backend=false -input=false >/dev/null && terraform validate -no-color",
                "Success! The configuration is valid.",
            ),
            (
                "assistant",
                "Stack written and validated. It reads the PagerDuty URL from the SSM parameter `/quayside/prod/pagerduty/integration_url` rather than putting it in the repo. Want me to open the PR so Atlantis plans it?",
            ),
            (
                "user",
                "yes open it. wait no, the region's wrong, prod moved to eu-west-2 in march with everything else, eu-west-1 only has the dr backup vault now. the readme is stale, fix that in the same pr",
            ),
            ("edit", "envs/prod/alarms/providers.tf"),
            ("edit", "README.md"),
            (
                "bash",
                "grep -rn 'eu-west-1' envs/prod/ README.md",
                'envs/prod/dr-backup/providers.tf:2:  region = "eu-west-1"',
            ),
            (
                "bash",
                "git checkout -b alarms/prod-rds-cpu && git add envs/prod/alarms README.md && git commit -m 'prod: rds cpu alarm to pagerduty' && gh pr create --fill",
                "https://github.com/quayside/platform/pull/358",
            ),
            (
                "assistant",
                "Fixed and opened #358:\n\n- `envs/prod/alarms/providers.tf` now uses `eu-west-2`\n- README table: prod is `eu-west-2`, with a note that `eu-west-1` only holds the DR backup vault (`envs/prod/dr-backup`, the one remaining `eu-west-1` reference)\n\nAtlantis will post the plan on the PR.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["prod", "eu-west-2"], "not": ["prod runs in eu-west-1"]},
        ],
        "tool_stored": [],
    },
]
