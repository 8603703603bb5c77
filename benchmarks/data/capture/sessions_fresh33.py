"""The "fresh33" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH33: list[dict[str, Any]] = [
    {
        "name": "fresh33-karpenter-graviton-correction",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "Can you add a Karpenter NodePool for batch workloads in staging? The nightly reconciliation CronJobs keep landing on the same nodes as the API pods and starving them of CPU around 01:00. Taint it with workload=batch:NoSchedule and put it on c6i instances, on-demand only.",
            ),
            (
                "read",
                "clusters/staging-euw2/karpenter/nodepools/general.yaml",
                'apiVersion: karpenter.sh/v1\nkind: NodePool\nmetadata:\n  name: general\nspec:\n  template:\n    spec:\n      nodeClassRef:\n        group: karpenter.k8s.aws\n        kind: EC2NodeClass\n        name: default\n      requirements:\n        - key: kubernetes.io/arch\n          operator: In\n          values: ["amd64"]\n        - key: karpenter.k8s.aws/instance-family\n          operator: In\n          values: ["m6i"]\n        - key: karpenter.sh/capacity-type\n          operator: In\n          values: ["on-demand"]\n  limits:\n    cpu: "512"\n  disruption:\n    consolidationPolicy: WhenEmptyOrUnderutilized\n    consolidateAfter: 5m\n',
            ),
            (
                "think",
                "general.yaml pins amd64 and m6i. For batch I can copy the shape, add the taint, set the family and a smaller cpu limit. Consolidation could evict a reconciliation run halfway; the pods should carry karpenter.sh/do-not-disrupt. I'll mention that rather than touch the app yet.",
            ),
            ("edit", "clusters/staging-euw2/karpenter/nodepools/batch.yaml"),
            (
                "assistant",
                "Added `clusters/staging-euw2/karpenter/nodepools/batch.yaml`: instance-family c6i, capacity-type on-demand, taint `workload=batch:NoSchedule`, cpu limit 128, same `default` EC2NodeClass. The reconciliation CronJobs won't land there until they get a matching toleration and `nodeSelector: {karpenter.sh/nodepool: batch}`. I'd also put `karpenter.sh/do-not-disrupt: \"true\"` on the job pods so consolidation doesn't kill a run halfway through. Want me to do that in apps/reconciliation?",
            ),
            (
                "user",
                "yes do that. oh wait and not c6i, sorry my bad. since the cost review in october every new nodepool has to be graviton, so c7g (or m7g if it needs the memory). general is the only x86 pool left and thats only bc the legacy pdf renderer has no arm image",
            ),
            (
                "think",
                "Graviton means arch arm64 as well as the family change. Need to check the reconciliation image is multi-arch before pinning the jobs there.",
            ),
            (
                "bash",
                "docker buildx imagetools inspect 604117392850.dkr.ecr.eu-west-2.amazonaws.com/reconciliation:2026.11.28-3 | grep Platform",
                "  Platform:    linux/amd64\n  Platform:    linux/arm64",
            ),
            ("edit", "clusters/staging-euw2/karpenter/nodepools/batch.yaml"),
            ("edit", "apps/reconciliation/values-staging.yaml"),
            (
                "bash",
                "kustomize build clusters/staging-euw2/karpenter | kubeconform -strict -summary -skip NodePool,EC2NodeClass",
                "Summary: 7 resources found in 1 file - Valid: 5, Invalid: 0, Errors: 0, Skipped: 2",
            ),
            (
                "assistant",
                "Switched batch.yaml to `kubernetes.io/arch: arm64` with instance-family c7g and m7g. The reconciliation image is already published for linux/amd64 and linux/arm64, so it runs on Graviton as is. `apps/reconciliation/values-staging.yaml` now has the toleration, the nodeSelector and the do-not-disrupt annotation. kubeconform is clean (it skips the two Karpenter CRDs).",
            ),
            ("user", "cool ill keep an eye on tonights run"),
        ],
        "lessons": [{"keys": ["nodepool", "graviton"], "not": ["on c6i instances"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh33-decision-external-secrets",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "We need to settle how services get their secrets from Vault before the formulary team onboards next sprint. Right now some services use the Vault Agent injector annotations and others log in to Vault directly from code with AppRole. Can you check what we actually have in the gitops repo and lay out the options?",
            ),
            (
                "bash",
                "grep -rl 'vault.hashicorp.com/agent-inject' apps/ | wc -l; grep -rl 'VAULT_ROLE_ID' apps/ | wc -l",
                "14\n9",
            ),
            (
                "read",
                "apps/prescriptions/values-prod.yaml",
                'replicaCount: 3\npodAnnotations:\n  vault.hashicorp.com/agent-inject: "true"\n  vault.hashicorp.com/role: "prescriptions"\n  vault.hashicorp.com/agent-inject-secret-db: "database/creds/prescriptions-rw"\n  vault.hashicorp.com/agent-inject-template-db: |\n    {{- with secret "database/creds/prescriptions-rw" -}}\n    DATABASE_URL=postgres://{{ .Data.username }}:{{ .Data.password }}@prescriptions.cluster-c8xk2lq.eu-west-2.rds.amazonaws.com:5432/prescriptions\n    {{- end }}\n',
            ),
            (
                "assistant",
                "14 services use the injector and 9 use AppRole from code. Three realistic options:\n\n1. **Standardise on the Vault Agent injector.** Already the majority, supports dynamic DB creds with renewal. Costs a sidecar per pod and depends on the mutating webhook being up for every pod start.\n2. **External Secrets Operator.** A controller syncs Vault paths into plain Kubernetes Secrets; apps just read env vars or files. No sidecar, no webhook on the pod path; dynamic creds are possible but get refreshed on an interval rather than leased per pod.\n3. **Vault CSI provider.** Mounts secrets as a volume at pod start; no sidecar, but still needs Vault reachable at every pod start, and syncing to env vars is clumsy.\n\nEither way the 9 AppRole services need code changes.",
            ),
            (
                "user",
                "Let's go with External Secrets Operator. The injector's mutating webhook is what blocked every deploy during the Vault outage in September: while Vault was sealed no pod could start, even ones whose secrets hadn't changed. With ESO the Kubernetes Secret just keeps its last value. And yes, the AppRole code paths go too, nobody has rotated those secret IDs in a year.",
            ),
            (
                "assistant",
                "OK. One question before I write the store: one cluster-wide ClusterSecretStore that every namespace uses, or a SecretStore per namespace with its own Vault role?",
            ),
            (
                "user",
                "One ClusterSecretStore called vault-backend, using Kubernetes auth. Per-namespace stores are more policy to maintain than we have people for.",
            ),
            ("edit", "platform/external-secrets/cluster-secret-store.yaml"),
            ("edit", "platform/external-secrets/kustomization.yaml"),
            (
                "bash",
                "kubectl --context mh-staging-euw2 apply --dry-run=server -k platform/external-secrets",
                "clustersecretstore.external-secrets.io/vault-backend created (server dry run)",
            ),
            (
                "assistant",
                "Added `platform/external-secrets/cluster-secret-store.yaml`: ClusterSecretStore `vault-backend`, provider vault at https://vault.internal.marlow.health, Kubernetes auth mounted at `kubernetes-euw2` with role `external-secrets`. Server dry run on staging passes. Next would be migrating the injector services one at a time (ExternalSecret per app, drop the annotations), then the AppRole ones.",
            ),
            ("user", "Great. Start with notifications-svc tomorrow, it's the smallest. Thanks."),
        ],
        "lessons": [
            {"keys": ["external secrets operator", "webhook"]},
            {"keys": ["clustersecretstore", "vault-backend"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh33-cert-manager-hosted-zone",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "ugh grafana.internal.marlow.health cert expired overnight, ppl getting browser warnings. cert-manager was supposed to renew it weeks ago. can u dig in",
            ),
            (
                "bash",
                "kubectl --context mh-prod-euw2 -n monitoring get certificate grafana-tls",
                "NAME          READY   SECRET        AGE\ngrafana-tls   False   grafana-tls   412d",
            ),
            (
                "bash",
                "kubectl --context mh-prod-euw2 -n monitoring describe challenges | grep -A2 Reason",
                "  Reason:      Error presenting challenge: failed to change Route 53 record set: AccessDenied: User: arn:aws:sts::318204557716:assumed-role/cert-manager-irsa/1733270012 is not authorized to perform: route53:ChangeResourceRecordSets on resource: arn:aws:route53:::hostedzone/Z07719453K2RTP\n  State:       pending",
            ),
            (
                "read",
                "infra-live/prod/euw2/cert-manager/iam.tf",
                'data "aws_iam_policy_document" "cert_manager_route53" {\n  statement {\n    actions   = ["route53:ChangeResourceRecordSets", "route53:ListResourceRecordSets"]\n    resources = ["arn:aws:route53:::hostedzone/Z0394817QW1KXJ"]\n  }\n  statement {\n    actions   = ["route53:GetChange", "route53:ListHostedZonesByName"]\n    resources = ["*"]\n  }\n}\n',
            ),
            (
                "assistant",
                "Found it. The DNS-01 challenge is failing with AccessDenied on hosted zone Z07719453K2RTP, but the IRSA policy for cert-manager still hard-codes the old hosted zone ID (Z0394817QW1KXJ). So every renewal attempt since the zone changed has failed, and the cert ran out once the 30-day renewal window passed. Did internal.marlow.health get recreated at some point?",
            ),
            (
                "user",
                "yeah it got recreated when we moved internal dns into the shared-networking account in oct. ok fix the policy, and have it look the zone up with a data source instead of hardcoding the id so this cant happen again",
            ),
            ("edit", "infra-live/prod/euw2/cert-manager/iam.tf"),
            (
                "bash",
                "cd infra-live/prod/euw2/cert-manager && terraform plan -no-color | tail -4",
                "  # aws_iam_policy.cert_manager_route53 will be updated in-place\n  ~ policy = jsonencode(...)\n\nPlan: 0 to add, 1 to change, 0 to destroy.",
            ),
            (
                "assistant",
                'iam.tf now uses `data "aws_route53_zone" "internal" { name = "internal.marlow.health" private_zone = true }` and builds the ARN from its `arn`. Plan is a single in-place policy update. You\'ll need to apply it through Atlantis on the PR; once it\'s applied I can kick the stuck challenge.',
            ),
            ("user", "applied. go"),
            (
                "bash",
                "kubectl --context mh-prod-euw2 -n monitoring delete challenges --all && sleep 90 && kubectl --context mh-prod-euw2 -n monitoring get certificate grafana-tls",
                'challenge.acme.cert-manager.io "grafana-tls-1-2851109342-1706513384" deleted\nNAME          READY   SECRET        AGE\ngrafana-tls   True    grafana-tls   412d',
            ),
            (
                "user",
                "nice. everything under internal.marlow.health renews through that same role so there might be others stuck, check pls",
            ),
            (
                "bash",
                "kubectl --context mh-prod-euw2 get certificates -A | grep -v True",
                "NAMESPACE   NAME           READY   SECRET         AGE\nargocd      argocd-tls     False   argocd-tls     388d\nvault       vault-ui-tls   False   vault-ui-tls   301d",
            ),
            (
                "bash",
                "kubectl --context mh-prod-euw2 -n argocd delete challenges --all; kubectl --context mh-prod-euw2 -n vault delete challenges --all; sleep 90; kubectl --context mh-prod-euw2 get certificates -A | grep -v True",
                "NAMESPACE   NAME   READY   SECRET   AGE",
            ),
            (
                "assistant",
                "argocd-tls and vault-ui-tls were stuck the same way (both still had ~9 days left). Both are Ready now; nothing else under internal.marlow.health is failing.",
            ),
        ],
        "lessons": [{"keys": ["cert-manager", "hosted zone"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh33-chitchat-pods-per-node",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "quick one: jq to count pods per node in staging? want to see if the spread is as lopsided as grafana makes it look",
            ),
            (
                "bash",
                "kubectl --context mh-staging-euw2 get pods -A -o json | jq -r '.items[] | select(.spec.nodeName) | .spec.nodeName' | sort | uniq -c | sort -rn | head -6",
                "     61 ip-10-42-17-88.eu-west-2.compute.internal\n     29 ip-10-42-33-140.eu-west-2.compute.internal\n     27 ip-10-42-9-201.eu-west-2.compute.internal\n     24 ip-10-42-21-17.eu-west-2.compute.internal\n     22 ip-10-42-40-66.eu-west-2.compute.internal\n     19 ip-10-42-12-230.eu-west-2.compute.internal",
            ),
            (
                "assistant",
                "Here's the one-liner:\n\n```\nkubectl get pods -A -o json | jq -r '.items[] | select(.spec.nodeName) | .spec.nodeName' | sort | uniq -c | sort -rn\n```\n\nThe `select` drops Pending pods that have no node yet. It is lopsided: ip-10-42-17-88 has 61 pods, the next busiest has 29. Want me to break that node down by namespace?",
            ),
            ("user", "ya"),
            (
                "bash",
                "kubectl --context mh-staging-euw2 get pods -A --field-selector spec.nodeName=ip-10-42-17-88.eu-west-2.compute.internal -o json | jq -r '.items[].metadata.namespace' | sort | uniq -c | sort -rn | head -4",
                "     34 reconciliation\n      9 kube-system\n      7 monitoring\n      5 prescriptions",
            ),
            (
                "assistant",
                "34 of the 61 are reconciliation job pods (completed ones still count until the Job's TTL cleans them up), then the usual daemonsets in kube-system and monitoring.",
            ),
            (
                "user",
                "huh ok. whats the difference between cordon and drain again, if i wanted to push stuff off that node",
            ),
            (
                "assistant",
                "`kubectl cordon` only marks the node unschedulable: nothing running moves, new pods just go elsewhere. `kubectl drain` cordons and then evicts the pods (respecting PodDisruptionBudgets), so they get rescheduled on other nodes; you usually need `--ignore-daemonsets` and, for pods with emptyDir, `--delete-emptydir-data`. `kubectl uncordon` undoes either.",
            ),
            (
                "user",
                "k not touching it today, the batch pool is going in this week anyway. thx",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh33-breakglass-role-tool-stored",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "Two things. First, please remember this for future sessions: prod break-glass access is through the platform-breakglass role in the prod account (318204557716), and you only assume it after an incident has been declared in incident.io. Every session on that role pages #sec-alerts. Second, our runbook still tells people to use the old admin-emergency role, can you update it?",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Prod break-glass access: assume the platform-breakglass IAM role in the prod account 318204557716, only after an incident has been declared in incident.io. Every session on that role pages #sec-alerts.",
                    "tags": ["aws", "prod", "access", "break-glass"],
                },
                '{"id":"212","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved: break-glass is the platform-breakglass role in 318204557716, only after an incident is declared in incident.io, and it pages #sec-alerts. Now the runbook.",
            ),
            (
                "read",
                "runbooks/breakglass.md",
                "# Break-glass access to prod\n\n1. Ping the platform on-call in #platform.\n2. Assume the emergency role:\n\n   aws sts assume-role --role-arn arn:aws:iam::318204557716:role/admin-emergency --role-session-name $USER-breakglass\n\n3. Do the minimum needed, then drop the session.\n",
            ),
            ("edit", "runbooks/breakglass.md"),
            (
                "bash",
                "grep -rn admin-emergency runbooks/ .github/ scripts/",
                "runbooks/oncall-checklist.md:23:  - break-glass: `aws sts assume-role --role-arn arn:aws:iam::318204557716:role/admin-emergency ...`",
            ),
            ("edit", "runbooks/oncall-checklist.md"),
            ("bash", "grep -rn admin-emergency runbooks/ .github/ scripts/", ""),
            (
                "assistant",
                "Updated `runbooks/breakglass.md`: step 1 is now declaring an incident in incident.io, step 2 assumes `arn:aws:iam::318204557716:role/platform-breakglass`, plus a note that the session pages #sec-alerts. `runbooks/oncall-checklist.md` had the old ARN too, fixed. No other references to admin-emergency are left.",
            ),
            ("user", "Perfect. I'll ask Dana to review since she owns the security side."),
        ],
        "lessons": [],
        "tool_stored": [["platform-breakglass"]],
    },
    {
        "name": "fresh33-formulary-chart-cpu-limits-in-passing",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "hey, the formulary team's new service needs a chart in the gitops repo. formulary-api, java 21 / spring boot, listens on 8080, readiness on /actuator/health/readiness and liveness on /actuator/health/liveness. copy whatever prescriptions-api does. 2 replicas in staging, 3 in prod. dont put cpu limits in btw, we only set cpu requests on every service, the limits were throttling the jvm services under load and we ripped them all out in the spring. memory limits are fine keep those",
            ),
            (
                "read",
                "apps/prescriptions-api/values.yaml",
                'image:\n  repository: 604117392850.dkr.ecr.eu-west-2.amazonaws.com/prescriptions-api\n  tag: ""\nservice:\n  port: 8080\nresources:\n  requests:\n    cpu: 500m\n    memory: 1Gi\n  limits:\n    memory: 1Gi\nenv:\n  JAVA_TOOL_OPTIONS: "-XX:MaxRAMPercentage=75"\nserviceMonitor:\n  enabled: true\n  path: /actuator/prometheus\n',
            ),
            ("edit", "apps/formulary-api/Chart.yaml"),
            ("edit", "apps/formulary-api/values.yaml"),
            ("edit", "apps/formulary-api/values-staging.yaml"),
            ("edit", "apps/formulary-api/values-prod.yaml"),
            (
                "assistant",
                "Chart is in `apps/formulary-api/`, based on prescriptions-api: port 8080, the two actuator probes, requests cpu 500m / memory 1Gi, memory limit 1Gi, no cpu limit, ServiceMonitor on /actuator/prometheus, 2 replicas in staging and 3 in prod. prescriptions-api has an ingress; should formulary-api be public or internal only, and on what host?",
            ),
            (
                "user",
                "internal only. formulary.internal.marlow.health, ingressClassName nginx-internal",
            ),
            ("edit", "apps/formulary-api/values.yaml"),
            (
                "bash",
                "helm template apps/formulary-api -f apps/formulary-api/values-prod.yaml | kubeconform -strict -summary -skip ServiceMonitor",
                "Summary: 6 resources found in 1 file - Valid: 5, Invalid: 0, Errors: 0, Skipped: 1",
            ),
            (
                "bash",
                "helm template apps/formulary-api -f apps/formulary-api/values-prod.yaml | grep -A6 'resources:'",
                "          resources:\n            limits:\n              memory: 1Gi\n            requests:\n              cpu: 500m\n              memory: 1Gi",
            ),
            (
                "assistant",
                "Added the ingress for formulary.internal.marlow.health with ingressClassName nginx-internal. The rendered prod manifests validate, and the Deployment has a memory limit but no cpu limit. I haven't added an ArgoCD Application yet; the formulary team can add it to the app-of-apps when their image is in ECR.",
            ),
            ("user", "good call, leave that to them"),
        ],
        "lessons": [{"keys": ["cpu limits", "cpu requests"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh33-argocd-chart-bump-nothing",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "Renovate opened PR 1843 bumping the argo-cd chart from 7.3.4 to 7.3.11 and the helm-diff check is red. Can you see what's up? Branch is renovate/argo-cd-7.x.",
            ),
            (
                "bash",
                "gh pr checks 1843",
                "helm-diff    fail  2m13s  https://github.com/marlow/gitops/actions/runs/118830412\nkubeconform  pass  41s    https://github.com/marlow/gitops/actions/runs/118830412\nyamllint     pass  12s    https://github.com/marlow/gitops/actions/runs/118830412",
            ),
            (
                "bash",
                "gh run view 118830412 --log-failed | tail -3",
                'helm-diff  Fetch deps  Error: looks like "https://argoproj.github.io/argo-helm" is not a valid chart repository or cannot be reached: failed to fetch https://argoproj.github.io/argo-helm/index.yaml : 503 Service Unavailable\nhelm-diff  Fetch deps  ##[error]Process completed with exit code 1.',
            ),
            (
                "assistant",
                "That's not the bump itself: the job got a 503 fetching the argo-helm index from GitHub Pages. I'll re-run the failed job.",
            ),
            (
                "bash",
                "gh run rerun 118830412 --failed && gh run watch 118830412 --exit-status | tail -1",
                "✓ Run helm-diff (118830412) completed with 'success'",
            ),
            (
                "bash",
                "gh run view 118830412 --log | grep -E '^helm-diff.*(image:|has changed)' | head -6",
                "helm-diff  Diff  argocd, argocd-server, Deployment (apps) has changed:\nhelm-diff  Diff  -          image: quay.io/argoproj/argocd:v2.11.3\nhelm-diff  Diff  +          image: quay.io/argoproj/argocd:v2.11.7\nhelm-diff  Diff  argocd, argocd-repo-server, Deployment (apps) has changed:\nhelm-diff  Diff  -          image: quay.io/argoproj/argocd:v2.11.3\nhelm-diff  Diff  +          image: quay.io/argoproj/argocd:v2.11.7",
            ),
            (
                "assistant",
                "Green now. The diff is just the image bump v2.11.3 → v2.11.7 across the argocd Deployments/StatefulSet plus chart labels; no CRD changes and none of our values keys were renamed. The 2.11.4–2.11.7 release notes are bug fixes (ApplicationSet git generator retries, a UI memory leak, a Redis dependency CVE).",
            ),
            (
                "user",
                "ok approve it for staging, it can sit there till thursday and then someone bumps prod. also i swear this ci gets slower every week",
            ),
            ("bash", "gh pr review 1843 --approve -b 'staging only; prod after Thursday'", ""),
            (
                "assistant",
                "Approved with that comment. On the slowness: helm-diff took 2m13s before failing, most of it chart fetches; happy to look at caching them another time if you want.",
            ),
            ("user", "another day lol. thanks"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh33-ci-runner-ecr-pull-through",
        "split": "fresh33",
        "steps": [
            (
                "user",
                "integ tests on the new self hosted runners keep timing out pullling postgres:16, same workflow is fine on ubuntu-latest. can u look, run is 118902277",
            ),
            (
                "bash",
                "gh run view 118902277 --log-failed | tail -3",
                'integration  Initialize containers  Error response from daemon: Get "https://registry-1.docker.io/v2/": dial tcp 44.208.254.194:443: i/o timeout\nintegration  Initialize containers  ##[error]Docker pull failed with exit code 1',
            ),
            (
                "read",
                ".github/workflows/integration.yml",
                'name: integration\non: [pull_request]\njobs:\n  integration:\n    runs-on: [self-hosted, linux, arm64, mh-ci]\n    services:\n      postgres:\n        image: postgres:16\n        env:\n          POSTGRES_PASSWORD: test\n        ports: ["5432:5432"]\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./gradlew integrationTest\n',
            ),
            (
                "assistant",
                "This looks like Docker Hub's anonymous pull limit: all the self-hosted runners share one NAT IP, so 100 pulls per 6 hours runs out quickly. Easiest fix is a Docker Hub token in the job's `credentials:` block for the service container.",
            ),
            (
                "user",
                "nah its not rate limiting. the runner subnets have no route to the internet at all, on purpose, security wanted them isolated. anything from docker hub has to come through the ecr pull-through cache, prefix is 604117392850.dkr.ecr.eu-west-2.amazonaws.com/dockerhub/ and official images need library/ after it. (gradle deps already come from codeartifact for the same reason, thats why that step works)",
            ),
            ("edit", ".github/workflows/integration.yml"),
            (
                "bash",
                "gh workflow run integration.yml --ref fix/integ-ecr-postgres && sleep 5 && gh run watch $(gh run list -w integration.yml -L1 --json databaseId -q '.[0].databaseId') --exit-status | tail -1",
                "✓ fix/integ-ecr-postgres integration · 118911905 completed with 'success' in 6m41s",
            ),
            (
                "assistant",
                "The service image is now `604117392850.dkr.ecr.eu-west-2.amazonaws.com/dockerhub/library/postgres:16` and the run passed in 6m41s. The runners' instance role already has ECR pull on that registry, so no credentials block was needed.",
            ),
            ("user", "ty, merging"),
        ],
        "lessons": [{"keys": ["pull-through cache", "dockerhub/"]}],
        "tool_stored": [],
    },
]
