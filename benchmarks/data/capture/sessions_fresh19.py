"""The "fresh19" capture sessions: written in session 19 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH19: list[dict[str, Any]] = [
    {
        "name": "fresh19-celery-email-queue-correction",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "The password reset view sends the email inline, so the request hangs for ten seconds whenever SMTP is slow. Can you move it into a Celery task? Email tasks go on the mail queue.",
            ),
            (
                "read",
                "app/views/auth.py",
                'from flask import Blueprint, request, redirect, url_for\n\nfrom app.mail import send_mail\nfrom app.models import User\n\nbp = Blueprint("auth", __name__)\n\n\n@bp.post("/password/reset")\ndef request_reset():\n    user = User.query.filter_by(email=request.form["email"]).first()\n    if user:\n        token = user.make_reset_token()\n        send_mail(user.email, "reset_password", token=token)\n    return redirect(url_for("auth.reset_sent"))\n',
            ),
            (
                "read",
                "app/celery_app.py",
                'from celery import Celery\n\ncelery = Celery("shopfront")\ncelery.config_from_object("app.celeryconfig")\n',
            ),
            ("edit", "app/tasks/auth_emails.py"),
            ("edit", "app/views/auth.py"),
            (
                "bash",
                "pytest tests/test_auth.py -q",
                "........\n8 passed in 1.42s",
            ),
            (
                "assistant",
                'Added `send_password_reset_email` in `app/tasks/auth_emails.py` with `@celery.task(queue="mail", autoretry_for=(SMTPException,), retry_backoff=True)`, and the view now calls `.delay(user.id, token)` instead of sending inline. The 8 auth tests pass.',
            ),
            (
                "user",
                "Hm, wait. I had that wrong, sorry. The mail queue is a leftover: when we split the workers in April, all email tasks moved to the notifications queue, and nothing consumes mail anymore. Put it on notifications.",
            ),
            (
                "bash",
                "grep -rn 'queue=' app/tasks/",
                'app/tasks/auth_emails.py:9:@celery.task(queue="mail", autoretry_for=(SMTPException,), retry_backoff=True)\napp/tasks/welcome.py:7:@celery.task(queue="notifications")\napp/tasks/reports.py:12:@celery.task(queue="reports", time_limit=900)',
            ),
            ("edit", "app/tasks/auth_emails.py"),
            (
                "bash",
                "pytest tests/test_auth.py -q",
                "........\n8 passed in 1.39s",
            ),
            (
                "assistant",
                'Switched the task to `queue="notifications"`, matching `send_welcome_email` in `app/tasks/welcome.py`. No other task in `app/tasks/` still points at `mail`.',
            ),
        ],
        "lessons": [{"keys": ["email", "notifications"], "not": ["go on the mail queue"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh19-vite-badge-tokens-in-passing",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "need a Badge comp. variants neutral / success / danger, sizes sm + md. colours only via the --cl-* vars from tokens.css, no hex — dark theme swaps the vars, hex breaks it",
            ),
            (
                "read",
                "src/components/Tag/Tag.tsx",
                'import clsx from "clsx";\nimport styles from "./Tag.module.css";\n\nexport interface TagProps extends React.HTMLAttributes<HTMLSpanElement> {\n  size?: "sm" | "md";\n}\n\nexport function Tag({ size = "md", className, ...rest }: TagProps) {\n  return <span className={clsx(styles.tag, styles[size], className)} {...rest} />;\n}\n',
            ),
            (
                "read",
                "src/styles/tokens.css",
                ':root {\n  --cl-surface-muted: #eef0f3;\n  --cl-text-default: #1c1f24;\n  --cl-success-bg: #dff5e6;\n  --cl-success-fg: #146c2e;\n  --cl-danger-bg: #fde4e4;\n  --cl-danger-fg: #a3191c;\n  --cl-radius-pill: 999px;\n}\n\n[data-theme="dark"] {\n  --cl-surface-muted: #2a2e35;\n  --cl-text-default: #e6e8eb;\n  --cl-success-bg: #163823;\n  --cl-success-fg: #7ee2a0;\n  --cl-danger-bg: #4a1517;\n  --cl-danger-fg: #ff9b9d;\n}\n',
            ),
            ("edit", "src/components/Badge/Badge.tsx"),
            ("edit", "src/components/Badge/Badge.module.css"),
            ("edit", "src/components/Badge/Badge.test.tsx"),
            ("edit", "src/index.ts"),
            (
                "bash",
                "npx vitest run src/components/Badge",
                " ✓ src/components/Badge/Badge.test.tsx (4 tests) 38ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Duration  1.21s",
            ),
            (
                "bash",
                "npm run build",
                "> @acme/ui@0.14.2 build\n> vite build && tsc -p tsconfig.build.json\n\nvite v5.4.11 building for production...\n✓ 63 modules transformed.\ndist/style.css   9.84 kB │ gzip: 2.31 kB\ndist/index.js   41.27 kB │ gzip: 11.02 kB\n✓ built in 1.87s",
            ),
            (
                "assistant",
                "Added `Badge` (`variant`: neutral | success | danger, `size`: sm | md) modelled on `Tag`, exported from `src/index.ts`. The CSS module only uses `var(--cl-…)` values from tokens.css, so the dark theme picks it up; 4 tests pass and the library builds.",
            ),
            ("user", "👍"),
        ],
        "lessons": [{"keys": ["tokens.css", "hex"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh19-perl-billing-merged-invoice",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "Accounts tells me two customers got one combined invoice for November: customer 0042 (Hartmann GmbH) and customer 42 (Lindqvist AB). Lindqvist was billed for both. The monthly run is bin/bill_run.pl. Could you find out how that happened?",
            ),
            (
                "bash",
                "grep -n 'cust' bin/bill_run.pl | head -20",
                "48:my ($current, $total);\n52:foreach my $row (@usage) {\n53:    my ($cust, $amount) = @$row;\n54:    if (defined $current && $cust == $current) {\n57:        flush_invoice($current, $total) if defined $current;\n58:        $current = $cust;",
            ),
            (
                "read",
                "bin/bill_run.pl",
                "#!/usr/bin/perl\nuse strict;\n\n# ... 40 lines of DBI setup ...\n\nmy @usage = @{ $dbh->selectall_arrayref(\n    'SELECT customer_id, amount_cents FROM usage WHERE period = ? ORDER BY customer_id::int',\n    undef, $period) };\n\nmy ($current, $total);\nforeach my $row (@usage) {\n    my ($cust, $amount) = @$row;\n    if (defined $current && $cust == $current) {\n        $total += $amount;\n    } else {\n        flush_invoice($current, $total) if defined $current;\n        $current = $cust;\n        $total   = $amount;\n    }\n}\nflush_invoice($current, $total) if defined $current;\n",
            ),
            (
                "bash",
                'perl -e \'print "0042" == "42" ? "same\\n" : "different\\n"\'',
                "same",
            ),
            (
                "think",
                "Numeric == on '0042' and '42' is true, and the query sorts by customer_id::int, so both IDs sort as 42 and their rows end up next to each other. Check the November rows for those two.",
            ),
            (
                "bash",
                "psql billing -c \"SELECT customer_id, amount_cents FROM usage WHERE period = '2026-11' AND customer_id IN ('0042','42') ORDER BY customer_id::int\"",
                " customer_id | amount_cents\n-------------+--------------\n 42          |        91250\n 0042        |       184300\n(2 rows)",
            ),
            (
                "assistant",
                "Found it. The root cause: bill_run.pl compares customer IDs with `==`, which is numeric comparison, so customer IDs with leading zeros like `0042` and `42` are the same number to Perl. The query also sorts by `customer_id::int`, so both sort as 42 and their rows land next to each other; the loop then sums them into one invoice under the first ID it saw and never flushes the second. Customer IDs are strings and have to be compared with `eq`.",
            ),
            (
                "user",
                "Good grief, that loop is from 2009. Please fix it and I'll ask accounts to reissue both invoices.",
            ),
            ("edit", "bin/bill_run.pl"),
            ("edit", "t/bill_run.t"),
            (
                "bash",
                "perl -c bin/bill_run.pl && prove -l t/",
                "bin/bill_run.pl syntax OK\nt/bill_run.t .. ok\nt/invoice.t ... ok\nAll tests successful.\nFiles=2, Tests=17,  1 wallclock secs ( 0.03 usr  0.01 sys +  0.41 cusr  0.06 csys =  0.51 CPU)\nResult: PASS",
            ),
            (
                "assistant",
                "Changed the comparison to `eq`, made the query sort by `customer_id` as text instead of `customer_id::int`. The new test in t/bill_run.t bills 0042 and 42 in the same period and checks they get separate invoices.",
            ),
        ],
        "lessons": [{"keys": ["customer id", "=="]}],
        "tool_stored": [],
    },
    {
        "name": "fresh19-decision-durable-functions",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "The nightly usage export function failed again last night, third time this week. Can you see what's going on?",
            ),
            (
                "bash",
                'az monitor app-insights query --app fn-usage-prod --analytics-query "exceptions | where timestamp > ago(1d) | project timestamp, outerMessage" -o tsv',
                "2026-12-04T02:10:03Z\tTimeout value of 00:10:00 exceeded by function 'Functions.nightly_usage_export' (Id: '5c1e9a70-3d2b-4f7e-9a11-0b6d2f4c8e13'). Initiating cancellation.",
            ),
            (
                "read",
                "host.json",
                '{\n  "version": "2.0",\n  "functionTimeout": "00:10:00",\n  "extensionBundle": {\n    "id": "Microsoft.Azure.Functions.ExtensionBundle",\n    "version": "[4.*, 5.0.0)"\n  }\n}\n',
            ),
            (
                "read",
                "function_app.py",
                'import azure.functions as func\n\nfrom export import export_tenant, list_tenants\n\napp = func.FunctionApp()\n\n\n@app.timer_trigger(schedule="0 0 2 * * *", arg_name="timer")\ndef nightly_usage_export(timer: func.TimerRequest) -> None:\n    for tenant in list_tenants():\n        export_tenant(tenant)\n',
            ),
            (
                "assistant",
                "The app is on the Consumption plan, where 10 minutes is the hard maximum for `functionTimeout`, and the export loops over all ~300 tenants in one invocation. It's crossing 10 minutes as tenants grow. Two ways out:\n\n1. Move to the Premium plan: no 10-minute cap, so the loop can stay as it is, but you pay for at least one always-ready instance around the clock.\n2. Durable Functions: the timer starts an orchestrator that fans out one activity per tenant; each activity takes seconds, so nothing gets near the limit.",
            ),
            (
                "user",
                "Let's go with Durable Functions. Paying for a Premium instance all month for a job that runs once a night doesn't make sense, and with one activity per tenant a single slow tenant can't take the whole export down with it.",
            ),
            ("edit", "function_app.py"),
            ("edit", "requirements.txt"),
            ("edit", "tests/test_export_orchestrator.py"),
            (
                "bash",
                "pytest tests -q",
                "..........\n10 passed in 2.08s",
            ),
            (
                "bash",
                "func start --verbose 2>&1 | grep -E 'Functions:|nightly|orchestrat|activity' | head",
                "Functions:\n\tnightly_usage_export: timerTrigger\n\texport_orchestrator: orchestrationTrigger\n\texport_tenant_activity: activityTrigger",
            ),
            (
                "assistant",
                "Rewrote the export with `azure-functions-durable`: the timer trigger now starts `export_orchestrator`, which fans out `export_tenant_activity` for each tenant and waits on `task_all`. Failed tenants are retried 3 times and then logged rather than failing the whole run. Tests pass and the host lists all three functions locally.",
            ),
        ],
        "lessons": [{"keys": ["durable functions", "premium"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh19-clojure-nrepl-tool-stored",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "save this: staging nREPL for ledger-api is on port 7888, only reachable via kubectl port-forward svc/ledger-api 7888",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The staging nREPL for ledger-api listens on port 7888; reach it with kubectl port-forward svc/ledger-api 7888.",
                    "tags": ["ledger-api", "staging", "nrepl"],
                },
                '{"id":"57","action":"stored"}',
                False,
            ),
            ("assistant", "Saved."),
            (
                "user",
                "next: add GET /healthz/deep that checks the db pool + the rates cache. every namespace starts with (set! *warn-on-reflection* true), the new one too",
            ),
            (
                "read",
                "src/ledger/http/routes.clj",
                '(ns ledger.http.routes\n  (:require [reitit.ring :as ring]\n            [ledger.http.balances :as balances]\n            [ledger.http.health :as health]))\n\n(set! *warn-on-reflection* true)\n\n(defn routes [system]\n  [["/healthz" {:get (health/shallow system)}]\n   ["/balances/:account" {:get (balances/handler system)}]])\n',
            ),
            ("edit", "src/ledger/http/health_deep.clj"),
            ("edit", "src/ledger/http/routes.clj"),
            ("edit", "test/ledger/http/health_deep_test.clj"),
            (
                "bash",
                "lein check 2>&1 | grep -i reflection; lein test ledger.http.health-deep-test",
                "\nlein test ledger.http.health-deep-test\n\nRan 3 tests containing 7 assertions.\n0 failures, 0 errors.",
            ),
            (
                "assistant",
                "Added `ledger.http.health-deep` with `(set! *warn-on-reflection* true)` at the top: it runs `SELECT 1` through the Hikari pool with a 500 ms timeout and checks the rates cache is younger than 15 minutes, returning 503 with the failing check names otherwise. No reflection warnings, 3 tests pass.",
            ),
            ("user", "deployed to staging. try it through the repl"),
            (
                "bash",
                "kubectl -n ledger port-forward svc/ledger-api 7888:7888 >/tmp/pf.log 2>&1 & sleep 2; cat /tmp/pf.log",
                "Forwarding from 127.0.0.1:7888 -> 7888\nForwarding from [::1]:7888 -> 7888",
            ),
            (
                "bash",
                "echo '((ledger.http.health-deep/handler @ledger.main/system) {:request-method :get :uri \"/healthz/deep\"})' | lein repl :connect 7888",
                'Connecting to nREPL at 127.0.0.1:7888\nledger.main=> {:status 200, :headers {"Content-Type" "application/json"}, :body "{\\"db\\":\\"ok\\",\\"rates_cache\\":\\"ok\\",\\"rates_age_s\\":212}"}\nledger.main=> Bye for now!',
            ),
            (
                "assistant",
                "Connected to the staging nREPL on 7888 through the port-forward you gave me earlier. `/healthz/deep` returns 200 there: db ok, rates cache 212 s old.",
            ),
            ("user", "nice, kill the port-forward"),
            ("bash", "pkill -f 'port-forward svc/ledger-api'", ""),
        ],
        "lessons": [{"keys": ["warn-on-reflection", "namespace"]}],
        "tool_stored": [["nrepl", "7888"]],
    },
    {
        "name": "fresh19-matlab-sample-rate-correction",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "I'd like to port bandpower_epochs.m to Python so we can drop the MATLAB licence for this pipeline. The sample rate is 1000 Hz, it's hardcoded as fs = 1000 near the top of the .m file. Please use scipy and keep the output the same shape as the MATLAB version.",
            ),
            (
                "read",
                "matlab/bandpower_epochs.m",
                "function bp = bandpower_epochs(x, epoch_s)\n% x: channels x samples\nfs = 1000;\nbands = [1 4; 4 8; 8 13; 13 30];\nn = epoch_s * fs;\nn_ep = floor(size(x, 2) / n);\nbp = zeros(size(x, 1), size(bands, 1), n_ep);\nfor e = 1:n_ep\n    seg = x(:, (e-1)*n+1 : e*n);\n    [pxx, f] = pwelch(seg', hamming(fs), fs/2, 2*fs, fs);\n    for b = 1:size(bands, 1)\n        idx = f >= bands(b,1) & f < bands(b,2);\n        bp(:, b, e) = trapz(f(idx), pxx(idx, :));\n    end\nend\nend\n",
            ),
            ("edit", "eegport/bandpower.py"),
            ("edit", "tests/test_bandpower.py"),
            (
                "bash",
                "pytest tests/test_bandpower.py -q",
                "...\n3 passed in 0.91s",
            ),
            (
                "bash",
                "python -m eegport.bandpower data/2026-10/sub07_rest.npz --peak",
                "channels: 32  epochs: 60  fs: 1000\nmean spectral peak (Oz): 4.88 Hz",
            ),
            (
                "assistant",
                "Ported it to `eegport/bandpower.py` (`scipy.signal.welch` with a Hamming window of `fs` samples, 50% overlap, `nfft=2*fs`, `trapezoid` over each band); it returns the same channels x bands x epochs array. One odd thing on a real recording: the resting-state peak on Oz comes out at 4.88 Hz, where I'd expect alpha around 10 Hz.",
            ),
            (
                "user",
                "Ugh, that's my fault. I told you 1000 Hz, but that was the old amplifier, which we replaced two years ago. The sample rate is 2048 Hz for all the data we're porting this for. The .m file was simply never updated.",
            ),
            ("edit", "eegport/bandpower.py"),
            (
                "bash",
                "python -m eegport.bandpower data/2026-10/sub07_rest.npz --peak && pytest tests/test_bandpower.py -q",
                "channels: 32  epochs: 60  fs: 2048\nmean spectral peak (Oz): 9.99 Hz\n...\n3 passed in 0.94s",
            ),
            (
                "assistant",
                "Set `FS = 2048` in `eegport/bandpower.py`; the Oz peak is now at 9.99 Hz, right where alpha should be, and the tests still pass.",
            ),
        ],
        "lessons": [{"keys": ["2048", "sample rate"], "not": ["sample rate is 1000"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh19-chitchat-zig-compile-errors",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "src/main.zig:42:11: error: unused local constant\n    const n = try reader.readAll(&buf);\n          ^",
            ),
            (
                "read",
                "src/main.zig",
                'const std = @import("std");\nconst args = @import("args.zig");\n\npub fn main() !void {\n    // ...\n    var buf: [4096]u8 = undefined;\n    const reader = file.reader();\n    const n = try reader.readAll(&buf);\n    try out.writeAll(&buf);\n}\n',
            ),
            ("edit", "src/main.zig"),
            (
                "bash",
                "zig build",
                "src/args.zig:17:28: error: expected type 'usize', found 'i32'\n    const width: usize = parsed;\n                         ^~~~~~",
            ),
            (
                "assistant",
                "Fixed the first one: it now writes `buf[0..n]` instead of the whole buffer, so `n` is used (and it no longer writes 4096 bytes of garbage for short files). The build then stops at the next error in args.zig.",
            ),
            ("user", "that one too"),
            ("edit", "src/args.zig"),
            (
                "bash",
                "zig build && zig build test",
                "All 6 tests passed.",
            ),
            (
                "assistant",
                "`parsed` is an `i32` from `parseInt`, so it now goes through `std.math.cast(usize, parsed) orelse return error.InvalidWidth`; a negative width is rejected instead of panicking. It builds and the 6 tests pass.",
            ),
            ("user", "k"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh19-chitchat-redis-xpending",
        "split": "fresh19",
        "steps": [
            (
                "user",
                "quick one, what do the numbers in XPENDING actually mean? I ran it on our stream and I'm not sure if this is bad",
            ),
            (
                "bash",
                "redis-cli XPENDING orders:events fulfilment",
                '1) (integer) 3\n2) "1764830112044-0"\n3) "1764830112977-0"\n4) 1) 1) "consumer-b"\n      2) "3"',
            ),
            (
                "assistant",
                "That's the summary form. `3` is how many messages were delivered to the `fulfilment` group but not acknowledged yet; the two IDs are the oldest and newest of those; the last part says all 3 are held by `consumer-b`. The extended form, `XPENDING orders:events fulfilment - + 10`, also shows how long each has been idle and how many times it was delivered.",
            ),
            ("user", "run that"),
            (
                "bash",
                "redis-cli XPENDING orders:events fulfilment - + 10",
                '1) 1) "1764830112044-0"\n   2) "consumer-b"\n   3) (integer) 412\n   4) (integer) 1\n2) 1) "1764830112501-0"\n   2) "consumer-b"\n   3) (integer) 398\n   4) (integer) 1\n3) 1) "1764830112977-0"\n   2) "consumer-b"\n   3) (integer) 371\n   4) (integer) 1',
            ),
            (
                "assistant",
                "All three have been idle for about 0.4 seconds and were delivered once, so `consumer-b` is just mid-batch. Nothing's stuck; it would only be a concern if idle times kept growing or the delivery count went above 1.",
            ),
            ("user", "ok cool, so it's fine. thanks"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
