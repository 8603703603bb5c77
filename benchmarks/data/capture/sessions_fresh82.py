"""The "fresh82" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH82: list[dict[str, Any]] = [
    # --- "cellar": Kubernetes operator that provisions per-tenant Postgres databases for Quillbase, a B2B forms SaaS (Go 1.23, kubebuilder v4 / controller-runtime 0.19, CRD TenantDatabase in cellar.quillbase.io/v1alpha1, CloudNativePG 1.24 shared clusters pg-shared-eu-a/b and pg-shared-us-a/b in the databases namespace, pgx v5, envtest + Ginkgo/Gomega, kind e2e, ko images on ghcr.io, Helm chart deployed by Argo CD to EKS) ---
    {
        "name": "fresh82-cellar-chitchat-requeue-vs-requeueafter-not-ready-tenants",
        "split": "fresh82",
        "steps": [
            (
                "user",
                "quick one, whats the actual difference between ctrl.Result{Requeue: true} and RequeueAfter. the godoc is vague",
            ),
            (
                "assistant",
                '- `Requeue: true` puts the request back on the workqueue **with the rate limiter\'s backoff** (exponential per item, 5 ms doubling up to ~16 min by default), so repeated requeues of the same object slow down on their own.\n- `RequeueAfter: d` adds it back after exactly `d` (`AddAfter`), no backoff, and it wins if both are set.\n\nRule of thumb: `Requeue: true` for "not ready yet, try again soon", `RequeueAfter` for periodic resyncs. Returning an `error` behaves like `Requeue: true` plus an error log.',
            ),
            (
                "user",
                "ok makes sense. gimme a one liner that lists tenantdatabases that arent Ready, all namespaces",
            ),
            (
                "bash",
                'kubectl get tenantdatabases -A -o json | jq -r \'.items[] | select(any(.status.conditions[]?; .type=="Ready" and .status=="True") | not) | "\\(.metadata.namespace)/\\(.metadata.name)"\'',
                "tenants-eu/brightpath-forms\ntenants-us/holloway-legal",
            ),
            (
                "assistant",
                '```sh\nkubectl get tenantdatabases -A -o json | jq -r \'.items[] | select(any(.status.conditions[]?; .type=="Ready" and .status=="True") | not) | "\\(.metadata.namespace)/\\(.metadata.name)"\'\n```\nIt uses `jq` instead of jsonpath because jsonpath can\'t express "no Ready=True condition" (objects with no status at all are included too). Right now two: `tenants-eu/brightpath-forms` and `tenants-us/holloway-legal`.',
            ),
            ("user", "brightpath is the one im migrating, ignore it. whats up with holloway"),
            (
                "bash",
                "kubectl get tenantdatabase -n tenants-us holloway-legal -o jsonpath='{.status.conditions}' | jq .",
                '[\n  {\n    "lastTransitionTime": "2026-12-07T08:51:12Z",\n    "message": "cluster pg-shared-us-b is in phase \\"Switchover in progress\\"",\n    "observedGeneration": 4,\n    "reason": "ClusterNotReady",\n    "status": "False",\n    "type": "Ready"\n  }\n]',
            ),
            (
                "assistant",
                "`pg-shared-us-b` is mid-switchover (since 08:51), so the reconciler is holding off with `ClusterNotReady`. Nothing wrong with the tenant itself; it'll flip back to Ready on the next requeue once the cluster reports healthy.",
            ),
            ("user", "cool ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh82-cellar-decision-deletion-policy-retain-default",
        "split": "fresh82",
        "steps": [
            (
                "user",
                "next thing on TenantDatabase: delete behaviour. right now if you delete the CR nothing happens, the db and the role just sit on the cluster forever. what are our options",
            ),
            (
                "read",
                "api/v1alpha1/tenantdatabase_types.go",
                '// TenantDatabaseSpec defines the desired state of TenantDatabase.\ntype TenantDatabaseSpec struct {\n\t// ClusterRef names the CloudNativePG Cluster (in the databases namespace) hosting the database.\n\tClusterRef string `json:"clusterRef"`\n\t// Owner is the login role created for the tenant.\n\tOwner string `json:"owner"`\n\t// +kubebuilder:validation:Enum=forms;forms-analytics\n\tFlavor string `json:"flavor,omitempty"`\n\t// Extensions to CREATE EXTENSION in the tenant database.\n\tExtensions []string `json:"extensions,omitempty"`\n}\n\n// TenantDatabaseStatus defines the observed state of TenantDatabase.\ntype TenantDatabaseStatus struct {\n\tObservedGeneration int64              `json:"observedGeneration,omitempty"`\n\tConditions         []metav1.Condition `json:"conditions,omitempty"`\n}\n',
            ),
            (
                "bash",
                "grep -rni 'finalizer' internal/ api/ || echo 'no finalizers'; kubectl get tenantdatabases -A --no-headers | wc -l",
                "no finalizers\n412",
            ),
            (
                "assistant",
                "No finalizer anywhere today, so deletes are fire-and-forget and the 412 tenants' databases outlive their CRs. Options:\n\n1. **Finalizer, always drop.** Add `cellar.quillbase.io/cleanup`; on delete, terminate connections, `DROP DATABASE ... WITH (FORCE)`, `DROP ROLE`, then remove the finalizer. Simple, but any CR deletion means the data is gone.\n2. **`spec.deletionPolicy: Retain | Delete`**, like a PV's reclaim policy. The finalizer only drops things when the policy is `Delete`; with `Retain` it just leaves the db and role in place, sets a `COMMENT ON DATABASE` saying it was orphaned and when, and removes the finalizer.\n3. **Delete with a final backup.** On delete, create a CNPG `Backup` of the cluster, wait for it, then drop. Safest, but deletion takes as long as a backup of the whole shared cluster, and a backup of a shared cluster isn't a per-tenant restore anyway.\n\nI'd go with 2. The open question is the default: `Delete` matches what people expect from Kubernetes, `Retain` is safer.",
            ),
            (
                "user",
                "2. default deletionPolicy is Retain, because argo pruned 40 TenantDatabase crs in september when someone moved the tenants folder in the gitops repo, and a yaml move must never drop a customer db. Delete only when someone sets it explicitly on the tenant, the offboarding runbook does that. keep the COMMENT thing, helps with cleanup later",
            ),
            ("edit", "api/v1alpha1/tenantdatabase_types.go"),
            ("edit", "internal/controller/tenantdatabase_controller.go"),
            ("edit", "internal/pg/drop.go"),
            ("edit", "internal/controller/tenantdatabase_controller_test.go"),
            (
                "bash",
                "make manifests generate && make test 2>&1 | tail -5",
                '/work/cellar/bin/controller-gen rbac:roleName=manager-role crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases\n/work/cellar/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."\nRan 34 of 34 Specs in 15.207 seconds\nSUCCESS! -- 34 Passed | 0 Failed | 0 Pending | 0 Skipped\nok  \tgithub.com/quillbase/cellar/internal/controller\t16.011s\tcoverage: 72.4% of statements',
            ),
            (
                "assistant",
                "Done:\n\n- `spec.deletionPolicy` (`Retain` | `Delete`, `+kubebuilder:default=Retain`), printed as a column in `kubectl get tenantdatabases`\n- the reconciler adds the `cellar.quillbase.io/cleanup` finalizer to every TenantDatabase; on deletion:\n  - `Retain`: `COMMENT ON DATABASE ... IS 'orphaned by cellar <timestamp>, CR <ns>/<name> deleted'`, then the finalizer is removed; db and role stay\n  - `Delete`: `pg_terminate_backend` on the tenant's connections, `DROP DATABASE ... WITH (FORCE)`, `DROP ROLE`, then the finalizer is removed\n- existing CRs get the default `Retain` when the new CRD is applied, so rolling this out changes nothing for current tenants\n- envtest specs for both policies, and for a delete while the cluster is `ClusterNotReady` (the finalizer stays until it can act)\n\n34/34 specs pass.",
            ),
            ("user", "lgtm, open the pr"),
            (
                "bash",
                "git push -q -u origin feat/deletion-policy && gh pr create --fill --title 'TenantDatabase deletionPolicy (default Retain)' 2>&1 | tail -1",
                "https://github.com/quillbase/cellar/pull/193",
            ),
            ("assistant", "PR: https://github.com/quillbase/cellar/pull/193"),
        ],
        "lessons": [
            {"keys": ["deletionPolicy", "Retain", "pruned"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh82-cellar-incident-status-timestamp-reconcile-hot-loop",
        "split": "fresh82",
        "steps": [
            (
                "user",
                "cellar-controller-manager is eating 2 cores and the eks api server is throttling us, every pod in cellar-system logs 'Waited for ... due to client-side throttling'. something is looping, can u look",
            ),
            (
                "bash",
                'kubectl top pod -n cellar-system; kubectl get deploy -n cellar-system cellar-controller-manager -o jsonpath=\'{.spec.template.spec.containers[0].image}{"\\n"}\'; kubectl logs -n cellar-system deploy/cellar-controller-manager --since=10s | grep -c \'"msg":"reconciled"\'; kubectl logs -n cellar-system deploy/cellar-controller-manager --since=10s | grep \'"msg":"reconciled"\' | jq -r \'.TenantDatabase.name\' | sort | uniq -c | sort -rn | head -4',
                "NAME                                         CPU(cores)   MEMORY(bytes)\ncellar-controller-manager-6d9c8b7f54-x2k8q   1987m        412Mi\nghcr.io/quillbase/cellar:v0.14.0\n17904\n     46 holloway-legal\n     45 brightpath-forms\n     45 acme-surveys\n     44 northgate-hr",
            ),
            (
                "bash",
                "for i in 1 2 3; do kubectl get tenantdatabase -n tenants-eu acme-surveys -o jsonpath='{.metadata.resourceVersion} gen={.metadata.generation} {.status.lastReconcileTime}{\"\\n\"}'; sleep 1; done",
                "884120931 gen=3 2026-12-07T09:14:02Z\n884121377 gen=3 2026-12-07T09:14:03Z\n884121802 gen=3 2026-12-07T09:14:04Z",
            ),
            (
                "bash",
                "git log --oneline v0.13.2..v0.14.0",
                "a41c9e0 (tag: v0.14.0) release v0.14.0\n7be2d13 add lastReconcileTime to TenantDatabase status (#188)\n3f90a5c bump controller-runtime to v0.19.3 (#187)\nd12e8b4 extensions: allow pg_trgm and unaccent (#185)",
            ),
            (
                "read",
                "internal/controller/tenantdatabase_controller.go",
                "\ttd.Status.ObservedGeneration = td.Generation\n\ttd.Status.LastReconcileTime = metav1.Now()\n\tmeta.SetStatusCondition(&td.Status.Conditions, readyCondition(td, ready))\n\tif err := r.Status().Update(ctx, td); err != nil {\n\t\treturn ctrl.Result{}, err\n\t}\n\treturn ctrl.Result{RequeueAfter: 10 * time.Minute}, nil\n}\n\n// SetupWithManager sets up the controller with the Manager.\nfunc (r *TenantDatabaseReconciler) SetupWithManager(mgr ctrl.Manager) error {\n\treturn ctrl.NewControllerManagedBy(mgr).\n\t\tFor(&cellarv1alpha1.TenantDatabase{}).\n\t\tOwns(&corev1.Secret{}).\n\t\tComplete(r)\n}\n",
            ),
            (
                "think",
                "All 412 tenants reconcile ~4-5 times a second each, evenly. resourceVersion bumps every second while generation stays 3, so it's status-only writes. LastReconcileTime = metav1.Now() is always different, Status().Update always writes, the For() watch has no predicate so the status update comes back as an update event and enqueues the same object again. Started with #188 in v0.14.0. Fix: GenerationChangedPredicate on For (status writes don't bump generation), stop writing the timestamp, and skip Status().Update when nothing changed. Owns(Secret) keeps working since predicates on For only apply to the primary.",
            ),
            (
                "assistant",
                "Found it. Every one of the 412 tenants is reconciling 4-5 times a second, and `acme-surveys`'s `resourceVersion` moves every second while `generation` stays at 3: the controller is only writing status, and each write wakes it up again.\n\nRoot cause: since v0.14.0 (#188) every reconcile sets `status.lastReconcileTime = metav1.Now()` and the `For()` watch has no `GenerationChangedPredicate`, so each status write is a new watch event and triggers the next reconcile. The value is always new, so `Status().Update` always writes, and it never settles; the 10-minute `RequeueAfter` never even gets a chance.\n\nFix I'd make:\n1. `For(&TenantDatabase{}, builder.WithPredicates(predicate.GenerationChangedPredicate{}))` so status-only changes don't enqueue (the `Owns(&corev1.Secret{})` watch is unaffected)\n2. drop `lastReconcileTime`; the Ready condition's `lastTransitionTime` already says when something last changed, and `meta.SetStatusCondition` only touches it on a real transition\n3. only call `Status().Update` when the status differs from what was read (`equality.Semantic.DeepEqual`)\n\nOK to drop the field, or does something read it?",
            ),
            (
                "user",
                "drop it, nobody reads it. do all 3. and as a rule from now on: reconcilers never write timestamps or counters into status unless something actually changed. put that in CONTRIBUTING.md too so people see it in review",
            ),
            ("edit", "api/v1alpha1/tenantdatabase_types.go"),
            ("edit", "internal/controller/tenantdatabase_controller.go"),
            ("edit", "internal/controller/tenantdatabase_controller_test.go"),
            ("edit", "CONTRIBUTING.md"),
            (
                "bash",
                "make manifests generate && make test 2>&1 | grep -E 'status-only|Ran|SUCCESS|FAIL'",
                "  does not reconcile again after a status-only update\nRan 35 of 35 Specs in 15.490 seconds\nSUCCESS! -- 35 Passed | 0 Failed | 0 Pending | 0 Skipped",
            ),
            (
                "assistant",
                "PR https://github.com/quillbase/cellar/pull/194:\n\n- `GenerationChangedPredicate` on the `For()` watch\n- `status.lastReconcileTime` removed from the type and the CRD\n- status is only written when it actually differs\n- new envtest spec: a status-only update must not trigger another reconcile (it fails on v0.14.0: 212 reconciles in 2 s)\n- CONTRIBUTING.md, under \"Reconcilers\": never write timestamps or counters into status unless something actually changed, and watches on the primary resource use `GenerationChangedPredicate` unless there's a reason not to\n\nOnce it's merged, tag v0.14.1 and Argo will pick it up.",
            ),
            ("user", "merged and released 0.14.1, argo synced. check?"),
            (
                "bash",
                'kubectl top pod -n cellar-system; kubectl logs -n cellar-system deploy/cellar-controller-manager --since=60s | grep -c \'"msg":"reconciled"\'',
                "NAME                                         CPU(cores)   MEMORY(bytes)\ncellar-controller-manager-7f4b9d6c88-q9m2t   6m           96Mi\n3",
            ),
            (
                "assistant",
                "Calm again: 6m CPU (was 1987m) and 3 reconciles in the last minute, which is just the 10-minute resync spread over 412 tenants. The throttling messages should stop in the other pods too now that the API server isn't being hammered.",
            ),
        ],
        "lessons": [
            {"keys": ["lastReconcileTime", "GenerationChangedPredicate"]},
            {"keys": ["reconcilers", "timestamps or counters"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh82-cellar-connection-limit-cellar-admin-and-eks-version-corrections",
        "split": "fresh82",
        "steps": [
            (
                "user",
                "add spec.connectionLimit to TenantDatabase, default 20, it maps to ALTER ROLE <owner> CONNECTION LIMIT n. holloway keeps exhausting connections on pg-shared-us-b and starving everyone else on that cluster",
            ),
            (
                "read",
                "internal/pg/roles.go",
                '// EnsureOwnerRole creates the tenant\'s login role if it doesn\'t exist.\nfunc EnsureOwnerRole(ctx context.Context, conn *pgx.Conn, owner, password string) error {\n\tvar exists bool\n\tif err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)", owner).Scan(&exists); err != nil {\n\t\treturn err\n\t}\n\tif exists {\n\t\treturn nil\n\t}\n\tq := fmt.Sprintf("CREATE ROLE %s LOGIN PASSWORD %s", pgx.Identifier{owner}.Sanitize(), quoteLiteral(password))\n\t_, err := conn.Exec(ctx, q)\n\treturn err\n}\n',
            ),
            (
                "think",
                "ALTER ROLE ... CONNECTION LIMIT on a role other than your own. Not sure what privileges the connection passed in here has. CNPG generates a <cluster>-superuser secret; use that for the ALTER to be safe.",
            ),
            ("edit", "api/v1alpha1/tenantdatabase_types.go"),
            ("edit", "internal/pg/superuser.go"),
            ("edit", "internal/pg/roles.go"),
            ("edit", "internal/controller/tenantdatabase_controller.go"),
            ("edit", "hack/kind-config.yaml"),
            (
                "bash",
                "make manifests generate && make test 2>&1 | tail -2",
                "SUCCESS! -- 36 Passed | 0 Failed | 0 Pending | 0 Skipped\nok  \tgithub.com/quillbase/cellar/internal/controller\t16.384s\tcoverage: 72.9% of statements",
            ),
            (
                "assistant",
                "Added `spec.connectionLimit`:\n\n- `*int32`, `+kubebuilder:default=20`, `Minimum=1`; the reconciler runs `ALTER ROLE <owner> CONNECTION LIMIT n` when `pg_roles.rolconnlimit` differs\n- new `pg.ConnectSuperuser` opens a connection with the `<cluster>-superuser` secret that CNPG generates, because ALTER ROLE ... CONNECTION LIMIT on another role needs superuser; `EnsureConnectionLimit` uses that connection\n- also bumped `hack/kind-config.yaml` to `kindest/node:v1.31.2`, since prod EKS is on 1.31 and e2e was still on 1.29\n\n36/36 specs pass.",
            ),
            (
                "user",
                "no to both of those. there is no superuser secret, our cnpg clusters run with enableSuperuserAccess: false. the operator always connects as cellar_admin from the cellar-admin-credentials secret, it has CREATEROLE and admin option on every tenant role it created, so ALTER ROLE works fine with it. and revert the kind bump: prod eks is on 1.29 not 1.31, we're stuck there until the cnpg upgrade, so e2e stays on kindest/node:v1.29.8",
            ),
            (
                "bash",
                "kubectl get cluster -n databases pg-shared-us-b -o jsonpath='{.spec.enableSuperuserAccess}{\"\\n\"}'; kubectl get secret -n databases | grep -E 'superuser|cellar-admin'",
                "false\ncellar-admin-credentials          kubernetes.io/basic-auth   2      211d",
            ),
            ("edit", "internal/pg/roles.go"),
            ("edit", "hack/kind-config.yaml"),
            (
                "bash",
                "make test 2>&1 | tail -1 && make e2e 2>&1 | grep -E 'Image:|Ran|SUCCESS|FAIL'",
                "ok  \tgithub.com/quillbase/cellar/internal/controller\t16.102s\tcoverage: 72.8% of statements\n \u2713 Ensuring node image (kindest/node:v1.29.8) \U0001f5bc\nRan 9 of 9 Specs in 212.775 seconds\nSUCCESS! -- 9 Passed | 0 Failed | 0 Pending | 0 Skipped",
            ),
            (
                "assistant",
                "Fixed:\n\n- removed `pg.ConnectSuperuser`; `EnsureConnectionLimit` uses the normal `pg.Connect` connection (cellar_admin from `cellar-admin-credentials`), confirmed `enableSuperuserAccess` is `false` on pg-shared-us-b and there's no superuser secret\n- `hack/kind-config.yaml` is back on `kindest/node:v1.29.8`\n- e2e passes on kind 1.29.8, including a new spec that sets `connectionLimit: 2` and checks the third connection is refused",
            ),
        ],
        "lessons": [
            {"keys": ["cellar_admin", "cellar-admin-credentials"], "not": ["needs superuser"]},
            {"keys": ["1.29", "kindest/node"], "not": ["prod EKS is on 1.31"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh82-cellar-read-only-roles-and-watched-namespaces-correction-in-passing",
        "split": "fresh82",
        "steps": [
            (
                "user",
                "the test-tenant i made in default ns yesterday still has no status at all, no conditions nothing. also while ur in there add spec.readOnlyRoles []string, analytics want read-only logins on the forms-analytics tenants",
            ),
            (
                "bash",
                "kubectl get tenantdatabase -n default test-tenant -o yaml | tail -7; kubectl logs -n cellar-system deploy/cellar-controller-manager --since=24h | grep -c test-tenant",
                "spec:\n  clusterRef: pg-shared-eu-a\n  deletionPolicy: Delete\n  flavor: forms\n  owner: test_tenant\n0",
            ),
            (
                "read",
                "charts/cellar/values.yaml",
                '# -- Namespaces the operator watches. Empty means the default (see docs/operating.md).\nwatchNamespaces: ""\n\nreplicaCount: 1\n\nimage:\n  repository: ghcr.io/quillbase/cellar\n  pullPolicy: IfNotPresent\n\nresources:\n  requests:\n    cpu: 50m\n    memory: 128Mi\n',
            ),
            (
                "assistant",
                "The controller never saw it: no status and not a single log line for `test-tenant` in 24h. `watchNamespaces` is empty in the chart values, which means the operator watches all namespaces, so it isn't a namespace filter. My next guess is RBAC: if the ClusterRole binding only covers the tenants-* namespaces, the informer for `default` would fail quietly. Checking that next.",
            ),
            (
                "user",
                "nah rbac is fine. empty watchNamespaces doesnt mean all, main.go builds the cache with a label selector, the operator only watches namespaces labelled cellar.quillbase.io/managed=true. just label default while you test and take it off after. for readOnlyRoles: LOGIN roles, pg_read_all_data is too broad so GRANT SELECT on all tables in public + ALTER DEFAULT PRIVILEGES for new tables, password in its own secret same as the owner",
            ),
            (
                "bash",
                'kubectl label ns default cellar.quillbase.io/managed=true && sleep 8 && kubectl get tenantdatabase -n default test-tenant -o jsonpath=\'{.status.conditions[?(@.type=="Ready")].status}{"\\n"}\'',
                "namespace/default labeled\nTrue",
            ),
            ("edit", "api/v1alpha1/tenantdatabase_types.go"),
            ("edit", "internal/pg/roles.go"),
            ("edit", "internal/controller/tenantdatabase_controller.go"),
            ("edit", "internal/controller/tenantdatabase_controller_test.go"),
            (
                "bash",
                "make manifests generate && make test 2>&1 | tail -2",
                "SUCCESS! -- 38 Passed | 0 Failed | 0 Pending | 0 Skipped\nok  \tgithub.com/quillbase/cellar/internal/controller\t16.877s\tcoverage: 73.5% of statements",
            ),
            (
                "bash",
                'make deploy-dev >/dev/null && kubectl patch tenantdatabase -n default test-tenant --type merge -p \'{"spec":{"readOnlyRoles":["analytics_ro"]}}\' && sleep 8 && PGPASSWORD=$(kubectl get secret -n default test-tenant-ro-analytics-ro -o jsonpath=\'{.data.password}\' | base64 -d) psql -h localhost -p 15432 -U analytics_ro test_tenant -c \'select count(*) from submissions\' -c "insert into submissions(form_id) values (1)"',
                "tenantdatabase.cellar.quillbase.io/test-tenant patched\n count \n-------\n     0\n(1 row)\n\nERROR:  permission denied for table submissions",
            ),
            (
                "bash",
                "kubectl label ns default cellar.quillbase.io/managed-",
                "namespace/default unlabeled",
            ),
            (
                "assistant",
                "Both done:\n\n- `test-tenant` was never reconciled because `default` wasn't labelled; with the label it went Ready in a few seconds. I took the label off again.\n- `spec.readOnlyRoles []string`: for each name the reconciler creates a `LOGIN` role, `GRANT CONNECT` on the db, `GRANT USAGE` on `public`, `GRANT SELECT ON ALL TABLES IN SCHEMA public`, and `ALTER DEFAULT PRIVILEGES FOR ROLE <owner> IN SCHEMA public GRANT SELECT ON TABLES`, so tables the app creates later are covered. The password goes in its own secret, `<tenant>-ro-<role>`, owned by the CR like the owner's.\n- removing a name from the list revokes and drops that role\n- checked on test-tenant: `analytics_ro` can select and gets `permission denied` on insert. 38/38 specs pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["cellar.quillbase.io/managed=true"], "not": ["watches all namespaces"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh82-cellar-tool-stored-kind-e2e-and-chart-appversion-release",
        "split": "fresh82",
        "steps": [
            (
                "user",
                "put in memory how to run the e2e suite locally, new hire starts monday and i forget the steps myself every time: make kind-up (creates kind cluster cellar-e2e, installs cnpg 1.24 + cert-manager), then make e2e, then make kind-down. docker needs at least 8GB or the cnpg pods get OOMKilled. after that prep the v0.15.0 release",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "cellar local e2e: `make kind-up` creates the kind cluster cellar-e2e and installs CloudNativePG 1.24 + cert-manager; then `make e2e`; `make kind-down` to clean up. Docker needs at least 8GB memory or the CNPG pods get OOMKilled.",
                    "tags": ["cellar", "e2e", "kind", "onboarding"],
                },
                '{"id":"6043","action":"stored"}',
                False,
            ),
            (
                "bash",
                "git log --oneline v0.14.1..origin/main",
                "e7d0c41 TenantDatabase readOnlyRoles (#196)\n91ab3f2 TenantDatabase connectionLimit (#195)\n5c2e7a8 TenantDatabase deletionPolicy, default Retain (#193)\n0d44b19 chore(deps): bump github.com/jackc/pgx/v5 to v5.7.2 (#192)",
            ),
            (
                "read",
                "charts/cellar/Chart.yaml",
                'apiVersion: v2\nname: cellar\ndescription: Per-tenant Postgres databases on CloudNativePG\ntype: application\nversion: 0.14.1\nappVersion: "v0.14.1"\n',
            ),
            (
                "assistant",
                "Saved the e2e steps to memory.\n\nFor v0.15.0 there are 4 changes since v0.14.1 (deletionPolicy, connectionLimit, readOnlyRoles, pgx bump). Plan: add the CRD changes to the release notes, set `image.tag: v0.15.0` in `charts/cellar/values.yaml`, merge, then tag `v0.15.0` so the ko workflow pushes `ghcr.io/quillbase/cellar:v0.15.0`.",
            ),
            (
                "user",
                "not values.yaml, the chart takes the image tag from appVersion. every release PR bumps version and appVersion in charts/cellar/Chart.yaml together, argo cd tracks the chart version so if only the image moves nothing gets deployed. thats how 0.13.0 sat undeployed for a week",
            ),
            ("edit", "charts/cellar/Chart.yaml"),
            ("edit", "charts/cellar/crds/cellar.quillbase.io_tenantdatabases.yaml"),
            ("edit", "RELEASE_NOTES.md"),
            (
                "bash",
                "helm lint charts/cellar | tail -1 && helm template charts/cellar | grep -E 'image:|helm.sh/chart' | sort -u",
                '1 chart(s) linted, 0 chart(s) failed\n    helm.sh/chart: cellar-0.15.0\n          image: "ghcr.io/quillbase/cellar:v0.15.0"',
            ),
            (
                "bash",
                "git switch -qc release/v0.15.0 && git commit -qam 'release v0.15.0' && git push -q -u origin release/v0.15.0 && gh pr create --fill 2>&1 | tail -1",
                "https://github.com/quillbase/cellar/pull/197",
            ),
            (
                "assistant",
                'Release PR https://github.com/quillbase/cellar/pull/197:\n\n- `charts/cellar/Chart.yaml`: `version: 0.15.0`, `appVersion: "v0.15.0"` (values.yaml untouched, the template already defaults the tag to appVersion)\n- CRD in `charts/cellar/crds/` regenerated with deletionPolicy, connectionLimit and readOnlyRoles\n- release notes, with a note that existing tenants default to `deletionPolicy: Retain`\n\nAfter merge, tag `v0.15.0` on main and the image and chart version line up.',
            ),
            ("user", "merged, tagging now"),
        ],
        "lessons": [
            {"keys": ["appVersion", "charts/cellar/Chart.yaml"]},
        ],
        "tool_stored": [["cellar-e2e", "make kind-up"]],
    },
]
