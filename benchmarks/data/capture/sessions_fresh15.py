"""The "fresh15" capture sessions: written in session 19 (2026-12-04) by a fifth helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the fresh3-14 ones."""

from __future__ import annotations

from typing import Any

FRESH15: list[dict[str, Any]] = [
    {
        "name": "fresh15-nginx-upstream-port-correction",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "add a /api location to the edge nginx conf. proxy it to the backend, it runs on 8081.",
            ),
            (
                "read",
                "deploy/nginx/edge.conf",
                "server {\n    listen 443 ssl http2;\n    server_name shop.example.com;\n\n    root /srv/www/storefront;\n\n    location / {\n        try_files $uri /index.html;\n    }\n}\n",
            ),
            ("edit", "deploy/nginx/edge.conf"),
            (
                "bash",
                "docker compose exec edge nginx -t && docker compose exec edge nginx -s reload",
                "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n2026/12/04 09:14:02 [notice] 31#31: signal process started",
            ),
            (
                "bash",
                "curl -sk https://localhost/api/health | head -5",
                "# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.\n# TYPE process_cpu_seconds_total counter\nprocess_cpu_seconds_total 12.57\n# HELP process_open_fds Number of open file descriptors.\n# TYPE process_open_fds gauge",
            ),
            (
                "assistant",
                "Added `location /api/` with `proxy_pass http://backend:8081;` plus the usual `Host` / `X-Forwarded-*` headers, and reloaded. Odd though: `/api/health` returns Prometheus metrics, not a health JSON. Is 8081 really the API?",
            ),
            (
                "user",
                "ugh, my bad. 8081 is the metrics sidecar. api upstream is 8090.",
            ),
            ("edit", "deploy/nginx/edge.conf"),
            (
                "bash",
                "docker compose exec edge nginx -t && docker compose exec edge nginx -s reload && curl -sk https://localhost/api/health",
                'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n{"status":"ok","version":"3.18.2"}',
            ),
            (
                "assistant",
                'Switched the upstream to `backend:8090`; `/api/health` now returns `{"status":"ok"}`.',
            ),
            ("user", "k"),
        ],
        "lessons": [{"keys": ["8090", "upstream"], "not": ["runs on 8081"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh15-dbt-incremental-key-correction",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "The fct_invoices model takes 25 minutes in Snowflake every run because it rebuilds the whole table. Can you make it incremental?",
            ),
            (
                "read",
                "models/marts/billing/fct_invoices.sql",
                "{{ config(materialized='table') }}\n\nselect\n    i.invoice_id,\n    i.customer_id,\n    i.status,\n    i.amount_cents,\n    i.updated_at,\n    i._fivetran_synced\nfrom {{ ref('stg_billing__invoices') }} i\n",
            ),
            (
                "assistant",
                "Plan: switch to `materialized='incremental'` with `unique_key='invoice_id'` and `merge` strategy, and make it incremental on updated_at, i.e. only pick rows where `updated_at > (select max(updated_at) from {{ this }})`.",
            ),
            (
                "user",
                "No, don't use updated_at. The billing app doesn't bump it when an invoice's status changes, so we'd miss every paid/void transition. Use _fivetran_synced for the incremental filter, Fivetran sets it on every row it writes.",
            ),
            (
                "think",
                "Filter on _fivetran_synced against the max in the target; keep merge on invoice_id so re-synced rows update in place.",
            ),
            ("edit", "models/marts/billing/fct_invoices.sql"),
            (
                "bash",
                "dbt build --select fct_invoices --full-refresh && dbt build --select fct_invoices",
                "09:41:12  1 of 3 START sql incremental model analytics.fct_invoices ........ [RUN]\n09:47:58  1 of 3 OK created sql incremental model analytics.fct_invoices ... [SUCCESS 1 in 406.21s]\n09:47:59  2 of 3 PASS unique_fct_invoices_invoice_id ......................... [PASS in 1.92s]\n09:48:01  3 of 3 PASS not_null_fct_invoices_invoice_id ....................... [PASS in 1.40s]\n...\n09:48:20  1 of 3 OK created sql incremental model analytics.fct_invoices ... [SUCCESS 2184 in 14.77s]\n09:48:23  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3",
            ),
            (
                "assistant",
                "`fct_invoices` is now incremental with `merge` on `invoice_id`, filtering `_fivetran_synced > max(_fivetran_synced)` from the target. The full refresh took 6m46s once; the next incremental run picked up 2,184 rows in under 15 seconds, and the unique/not_null tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["_fivetran_synced", "incremental"], "not": ["incremental on updated_at"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh15-decision-laravel-sanctum",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "Good morning. We need to add token authentication to the Laravel API before the mobile release. I understand the options are Sanctum and Passport. Could you outline the difference for our situation?",
            ),
            (
                "read",
                "composer.json",
                '{\n    "require": {\n        "php": "^8.3",\n        "laravel/framework": "^11.9",\n        "laravel/tinker": "^2.9"\n    }\n}\n',
            ),
            (
                "assistant",
                "Passport is a full OAuth2 server: authorization codes, client credentials, refresh tokens, scopes per client. It's the right tool if outside parties need to build apps against your API. Sanctum is much lighter: cookie-based sessions for a first-party SPA, plus simple hashed personal access tokens with abilities for mobile clients. It adds one table and no key management.",
            ),
            (
                "user",
                "Thank you. We shall use Sanctum. The API has no third-party clients, only our own SPA and the mobile application, so a full OAuth2 server would be unnecessary overhead. Please proceed with the installation.",
            ),
            (
                "bash",
                "composer require laravel/sanctum && php artisan install:api --no-interaction",
                "./composer.json has been updated\nRunning composer update laravel/sanctum\n  - Installing laravel/sanctum (v4.0.3): Extracting archive\nPublishing [sanctum-migrations] assets.\n   INFO  Running migrations.\n  2024_11_02_000000_create_personal_access_tokens_table ........ 38.12ms DONE\n   INFO  API scaffolding installed.",
            ),
            ("edit", "app/Models/User.php"),
            ("edit", "routes/api.php"),
            (
                "bash",
                "php artisan test --filter=Auth",
                "   PASS  Tests\\Feature\\Auth\\TokenLoginTest\n  ✓ issues a token for valid credentials                   0.21s\n  ✓ rejects invalid credentials                            0.04s\n  ✓ protected route requires a token                       0.03s\n\n  Tests:    3 passed (7 assertions)\n  Duration: 0.41s",
            ),
            (
                "assistant",
                "Sanctum is installed, `User` uses `HasApiTokens`, and the `/api` routes sit behind `auth:sanctum`. I added a `POST /api/tokens` endpoint for the mobile app to exchange credentials for a token; the three new feature tests pass.",
            ),
            ("user", "Excellent, thank you very much."),
        ],
        "lessons": [{"keys": ["Sanctum", "third-party"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh15-bazel-cache-miss-path",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "CI builds went from 6 to 40 minutes this week. The remote cache dashboard says hit rate is basically zero, but locally I get cache hits fine. Can you dig into it?",
            ),
            (
                "read",
                ".bazelrc",
                "build --remote_cache=grpcs://cache.build.internal:443\nbuild --remote_upload_local_results=true\nbuild:ci --config=remote\nbuild:ci --jobs=32\ntest --test_output=errors\n",
            ),
            (
                "bash",
                "bazel aquery //services/ledger:ledger_lib --output=text 2>/dev/null | grep -A3 'Environment' | head -8",
                "  Environment: [PATH=/home/runner/work/_temp/8f2c1e0a/bin:/usr/local/bin:/usr/bin:/bin, TMPDIR=/tmp]\n  Environment: [PATH=/home/runner/work/_temp/8f2c1e0a/bin:/usr/local/bin:/usr/bin:/bin, TMPDIR=/tmp]",
            ),
            (
                "bash",
                "gh run view 91822 --log | grep -m2 'PATH='; gh run view 91830 --log | grep -m2 'PATH='",
                "PATH=/home/runner/work/_temp/8f2c1e0a/bin:/usr/local/bin:/usr/bin:/bin\nPATH=/home/runner/work/_temp/c41d97b3/bin:/usr/local/bin:/usr/bin:/bin",
            ),
            (
                "think",
                "The runner image change put a per-job temp dir on PATH. Without strict action env, PATH is part of every action key, so nothing matches across jobs.",
            ),
            (
                "assistant",
                "Found it. The new runner image puts a per-job temp directory (`_temp/<random>/bin`) at the front of PATH, and without `--incompatible_strict_action_env` Bazel passes the host PATH into every action. PATH is part of the action key, so every CI job computes different keys and never hits the cache. Locally your PATH is stable, which is why you get hits.",
            ),
            (
                "user",
                "Makes sense, the image update landed Monday. Fix it.",
            ),
            ("edit", ".bazelrc"),
            (
                "bash",
                "gh workflow run ci.yml --ref fix/strict-action-env && sleep 5 && gh run watch --exit-status",
                "✓ build (ubuntu-22.04) in 11m02s\n  INFO: 4127 processes: 3311 remote cache hit, 802 internal, 14 linux-sandbox.\n\n✓ build (ubuntu-22.04) in 5m48s\n  INFO: 4127 processes: 4098 remote cache hit, 29 internal.",
            ),
            (
                "assistant",
                "Added `build --incompatible_strict_action_env` to `.bazelrc`, so actions get a fixed minimal PATH. The first CI run after the change repopulated the cache (11 min); the second one had 4,098 remote cache hits and finished in under 6 minutes.",
            ),
        ],
        "lessons": [{"keys": ["incompatible_strict_action_env", "PATH"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh15-rn-new-arch-tool-stored",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "iOS build is broken after I pulled main. Xcode fails somewhere in Codegen for react-native-maps.",
            ),
            (
                "bash",
                "cd ios && pod install 2>&1 | tail -6",
                "Configuring the target with the New Architecture\n[Codegen] Generating ./build/generated/ios\n[Codegen] Processing react-native-maps\n[!] [Codegen] Error: Unsupported type annotation: AirMapMarkerCallout in react-native-maps/lib/specs\nGenerating Pods project\nPod installation complete! There are 71 dependencies from the Podfile and 84 total pods installed.",
            ),
            (
                "read",
                "ios/Podfile.properties.json",
                '{\n  "expo.jsEngine": "hermes",\n  "newArchEnabled": "true"\n}\n',
            ),
            (
                "assistant",
                "The pods were installed with the New Architecture on (`newArchEnabled: true` came in with yesterday's Expo upgrade commit), and the react-native-maps version we're on can't go through Codegen. Re-running `pod install` with `RCT_NEW_ARCH_ENABLED=0` should fix it.",
            ),
            (
                "user",
                "Right, we hit this before. We have to keep the new arch off until we can upgrade maps. Please remember that so we don't lose another morning to it.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "iOS: run pod install with RCT_NEW_ARCH_ENABLED=0; our react-native-maps version does not support the New Architecture, so newArchEnabled must stay false.",
                    "tags": ["ios", "react-native"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("edit", "ios/Podfile.properties.json"),
            (
                "bash",
                "cd ios && RCT_NEW_ARCH_ENABLED=0 pod install 2>&1 | tail -2 && xcodebuild -workspace Trailhead.xcworkspace -scheme Trailhead -sdk iphonesimulator -quiet build | tail -1",
                "Generating Pods project\nPod installation complete! There are 71 dependencies from the Podfile and 83 total pods installed.\n** BUILD SUCCEEDED **",
            ),
            (
                "assistant",
                "Saved to memory. I set `newArchEnabled` back to `false` and reinstalled the pods with `RCT_NEW_ARCH_ENABLED=0`; the simulator build succeeds.",
            ),
            (
                "user",
                "Nice. Now bump the build number so I can push to TestFlight. Use yarn bump:build for that, we never edit Info.plist by hand, the Fastlane lane reads the number from package.json.",
            ),
            (
                "bash",
                "yarn bump:build",
                "$ node scripts/bump-build.js\nbuildNumber: 412 -> 413 (package.json, app.config.ts)\nDone in 0.38s.",
            ),
            (
                "user",
                "Do I have to redo the pods after the bump?",
            ),
            (
                "assistant",
                "Not for a build-number change, but if you do reinstall pods, remember it has to be `RCT_NEW_ARCH_ENABLED=0 pod install`, otherwise the maps Codegen error comes back.",
            ),
        ],
        "lessons": [{"keys": ["bump:build", "Info.plist"]}],
        "tool_stored": [["RCT_NEW_ARCH_ENABLED", "pod install"]],
    },
    {
        "name": "fresh15-angular-apiclient-in-passing",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "Hiya! Okay so today's fun task: the account page needs a little 'download my data' button 🙂 It should call GET /me/export and save the zip. Oh and heads up, all our HTTP calls go through the ApiClient in core/api, never HttpClient directly in components, the interceptors for auth and retries hang off ApiClient. Thanks a bunch!",
            ),
            (
                "read",
                "src/app/core/api/api-client.ts",
                "@Injectable({ providedIn: 'root' })\nexport class ApiClient {\n  private http = inject(HttpClient);\n\n  get<T>(path: string, opts?: ApiOptions): Observable<T> {\n    return this.http.get<T>(`${environment.apiBase}${path}`, this.withDefaults(opts));\n  }\n\n  getBlob(path: string): Observable<Blob> {\n    return this.http.get(`${environment.apiBase}${path}`, { responseType: 'blob' });\n  }\n}\n",
            ),
            (
                "read",
                "src/app/features/account/account-page.component.ts",
                "@Component({\n  selector: 'app-account-page',\n  standalone: true,\n  templateUrl: './account-page.component.html',\n})\nexport class AccountPageComponent {\n  private api = inject(ApiClient);\n  profile = toSignal(this.api.get<Profile>('/me'));\n}\n",
            ),
            ("edit", "src/app/features/account/account-page.component.ts"),
            ("edit", "src/app/features/account/account-page.component.html"),
            (
                "bash",
                "npx ng test --watch=false --include='**/account-page*'",
                "Chrome Headless 131.0.0.0 (Linux x86_64): Executed 6 of 6 SUCCESS (0.412 secs / 0.377 secs)\nTOTAL: 6 SUCCESS",
            ),
            (
                "assistant",
                "Added a \"Download my data\" button that calls `api.getBlob('/me/export')` and saves it as `my-data.zip` via an object URL; while it's running the button is disabled and shows a spinner. Two new tests cover the success path and the error toast; all 6 pass.",
            ),
            (
                "user",
                "Ooh, the spinner is a nice touch, love it. Thank you!!",
            ),
        ],
        "lessons": [{"keys": ["ApiClient", "HttpClient"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh15-chitchat-mongo-unwind",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "Quick question about this pipeline stage: { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true } }. What does the preserve flag change?",
            ),
            (
                "assistant",
                "By default `$unwind` drops documents whose `tags` is missing, null or an empty array, because there's nothing to unwind. With `preserveNullAndEmptyArrays: true` those documents are kept and passed on once, with `tags` missing (or null). Documents with a non-empty array still become one document per element.",
            ),
            (
                "user",
                "So without it, a post with no tags just disappears from the results?",
            ),
            (
                "assistant",
                "Yes. That's a common surprise when a later `$group` counts posts: untagged ones silently fall out unless you keep the flag.",
            ),
            ("user", "Got it, cheers."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh15-chitchat-cli-help-typo",
        "split": "fresh15",
        "steps": [
            (
                "user",
                "There's a typo in the --verbose help text, it says 'verbosty'. Can you fix it?",
            ),
            (
                "bash",
                "grep -rn 'verbosty' src/",
                'src/tidyfeed/cli.py:42:    help="Increase verbosty (repeat for more).",',
            ),
            ("edit", "src/tidyfeed/cli.py"),
            (
                "bash",
                "python -m tidyfeed --help | grep -A1 verbose",
                "  -v, --verbose    Increase verbosity (repeat for more).",
            ),
            ("assistant", 'Fixed: it now reads "Increase verbosity (repeat for more)."'),
            (
                "user",
                "Thanks. Do you actually remember what we did last time or do you start fresh each session?",
            ),
            (
                "assistant",
                "I start each session fresh; anything from earlier sessions I only know if it was saved to memory or is in the repo itself.",
            ),
            ("user", "Fair enough. That's all for now."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
