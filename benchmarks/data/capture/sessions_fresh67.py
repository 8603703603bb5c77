"""The "fresh67" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH67: list[dict[str, Any]] = [
    # --- "shelfmark": lending, holds and fines API for a 14-branch public library consortium (C# / .NET 8, ASP.NET Core minimal APIs, EF Core 8 + Npgsql on PostgreSQL 16, Hangfire, a SIP2 gateway for the self-checkout kiosks, xUnit + Testcontainers, Azure Container Apps deployed with Bicep, Application Insights, GitHub Actions) ---
    {
        "name": "fresh67-shelfmark-chitchat-record-struct-and-throwaway-isbn-converter",
        "split": "fresh67",
        "steps": [
            (
                "user",
                "whats the actual difference between record and record struct again, i always forget. short pls",
            ),
            (
                "assistant",
                "- `record` (= `record class`): reference type, lives on the heap, equality compares values, positional properties are `init`-only.\n- `record struct`: value type, copied on assignment, no null; positional properties are **mutable** unless you write `readonly record struct`.\n\nRule of thumb: `readonly record struct` for small immutable values (a money amount, a date range), `record` for anything bigger or passed around a lot.",
            ),
            (
                "user",
                "k. and can u write a throwaway isbn10 -> isbn13 converter, a librarian sent me ~40 isbns in a spreadsheet for a display list, just need them converted. not for the repo",
            ),
            ("edit", "/tmp/isbnconv/Program.cs"),
            (
                "bash",
                "cd /tmp/isbnconv && dotnet new console --force -o . >/dev/null && dotnet run -- 0140449132 0306406152 080442957X 0140449133",
                "0140449132 -> 9780140449136\n0306406152 -> 9780306406157\n080442957X -> 9780804429573\n0140449133 -> INVALID (check digit should be 2)",
            ),
            (
                "assistant",
                "`/tmp/isbnconv/Program.cs` validates the ISBN-10 check digit (mod 11, `X` = 10), prefixes `978`, and recomputes the ISBN-13 check digit (alternating weights 1/3, mod 10). Invalid ones are flagged instead of converted, like the last test value above.",
            ),
            ("user", "nice. list is in ~/Downloads/display-dec.txt one per line"),
            (
                "bash",
                "cd /tmp/isbnconv && dotnet run -- $(cat ~/Downloads/display-dec.txt) > ~/Downloads/display-dec-isbn13.txt; wc -l < ~/Downloads/display-dec-isbn13.txt; grep INVALID ~/Downloads/display-dec-isbn13.txt",
                "41\n904403225X -> INVALID (check digit should be 1)",
            ),
            (
                "assistant",
                "Converted all 41 into `~/Downloads/display-dec-isbn13.txt`. One has a bad check digit: `904403225X` (probably a typo in the spreadsheet, the digit should be 1), so worth asking the librarian for that one.",
            ),
            ("user", "ty, thats it"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh67-shelfmark-decision-holds-stay-on-bib-not-item",
        "split": "fresh67",
        "steps": [
            (
                "user",
                "branch managers meeting this afternoon. oost wants patrons to be able to put a hold on the specific copy on their own shelf instead of 'any copy'. our holds are on the bib right now right? what would item-level holds mean for us. no code, just think it through",
            ),
            (
                "read",
                "src/Shelfmark.Domain/Holds/Hold.cs",
                "public sealed class Hold\n{\n    public long Id { get; private set; }\n    public long BibId { get; private set; }\n    public long PatronId { get; private set; }\n    public string PickupBranchId { get; private set; } = default!;\n    public int QueuePosition { get; private set; }\n    public HoldStatus Status { get; private set; }\n    public long? AllocatedItemId { get; private set; }\n    public DateTimeOffset PlacedAt { get; private set; }\n    public DateOnly? ExpiresOn { get; private set; }\n}\n",
            ),
            (
                "bash",
                'psql "$SHELFMARK_RO_URL" -Atc "select count(*) from holds where status = \'waiting\'" -c "select round(avg(n), 1) from (select count(*) n from items where status <> \'withdrawn\' group by bib_id) x" -c "select percentile_cont(0.5) within group (order by (filled_at::date - placed_at::date)) from holds where filled_at > now() - interval \'90 days\'" -c "select count(*) from holds h join items i on i.id = h.allocated_item_id where h.filled_at > now() - interval \'90 days\' and i.home_branch_id <> h.pickup_branch_id"',
                "18342\n3.7\n9\n41277",
            ),
            (
                "assistant",
                'Yes, holds are on the bib: `Hold.BibId`, and `AllocatedItemId` is only set when a copy is trapped for it. Numbers: 18,342 waiting holds, 3.7 copies per bib on average, median wait 9 days over the last 90 days, and 41,277 holds in that period were filled by a copy from another branch.\n\nOptions:\n\n1. **Keep bib-level holds** (now): one queue per title, the first copy returned anywhere fills the next hold.\n2. **Item-level holds everywhere**: a queue per copy. A patron waits for that one copy even while the other 2-3 sit on shelves; queue positions stop meaning anything for the title, and the transfers that fill 41k holds a quarter mostly go away, so waits go up.\n3. **Bib-level by default, item-level opt-in** for collections where copies are genuinely different (local history, music scores with specific editions).\n\nWhat Oost describes ("the copy on my own shelf") is mostly a pickup preference: the allocator could prefer a copy already at the pickup branch before requesting a transfer.',
            ),
            (
                "user",
                "we keep holds on the bib (bib_id), not per item: any copy at any of the 14 branches can fill a hold and that's what keeps the median wait around 9 days. item-level holds only for the special collections (local history + scores), those copies are unique anyway. for oost: make the allocator prefer a copy already at the pickup branch. write an adr",
            ),
            ("edit", "docs/adr/0007-holds-stay-bib-level.md"),
            ("edit", "src/Shelfmark.Application/Holds/CopyAllocator.cs"),
            ("edit", "tests/Shelfmark.Application.Tests/Holds/CopyAllocatorTests.cs"),
            (
                "bash",
                "dotnet test tests/Shelfmark.Application.Tests --filter FullyQualifiedName~CopyAllocator 2>&1 | tail -2",
                "Passed!  - Failed:     0, Passed:    11, Skipped:     0, Total:    11, Duration: 312 ms - Shelfmark.Application.Tests.dll (net8.0)",
            ),
            (
                "bash",
                "head -16 docs/adr/0007-holds-stay-bib-level.md",
                "# ADR 0007: Holds stay on the bibliographic record\n\nStatus: accepted (2026-12-07)\n\n## Decision\nHolds are placed on the bib (bib_id). Any available copy at any of the 14 branches\ncan fill a hold. Item-level holds exist only for the special collections\n(local history, music scores), where copies are unique.\n\n## Why\n- Bib-level queues keep the median wait around 9 days (90-day median, Dec 2026).\n- Item-level queues would make patrons wait for one copy while others sit on shelves.\n\n## Follow-up\n- CopyAllocator prefers a copy already at the pickup branch before requesting a transfer.",
            ),
            (
                "assistant",
                '- `docs/adr/0007-holds-stay-bib-level.md` with the decision and reasons (head above)\n- `CopyAllocator.Choose` now orders candidate copies by "on shelf at the pickup branch" first, then the existing transfer-cost order; 2 new tests for that, 11 pass\n\nSpecial-collection item-level holds aren\'t built yet; want a ticket for that?',
            ),
            ("user", "yes ticket it, low prio. sending the adr to the managers"),
        ],
        "lessons": [
            {"keys": ["bib_id", "any copy"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh67-shelfmark-incident-kiosks-morning-outage-sip2-gateway-scale-to-zero",
        "split": "fresh67",
        "steps": [
            (
                "user",
                "3rd morning in a row: kiosks at centrum, oost and de hoven show 'systeem tijdelijk niet beschikbaar' from opening at 9:00 until like 9:06, then fine all day. staff doing checkouts at the desk. no app deploy this week afaik. pls look",
            ),
            (
                "bash",
                "az containerapp logs show -n sip2-gateway -g rg-shelfmark-prod --type system --tail 40 | grep -E 'Scaled|ReplicaScheduled|ContainerStarted|ProbeSucceeded' | tail -4",
                "2026-12-05T16:41:07Z  KEDAScaler        Scaled sip2-gateway from 1 to 0 replicas (no active connections for 300s)\n2026-12-07T07:59:58Z  ReplicaScheduled  Replica 'sip2-gateway--r41-7c9d6b8f5-x2lqp' scheduled\n2026-12-07T08:00:24Z  ContainerStarted  Started container 'sip2-gateway'\n2026-12-07T08:00:31Z  ProbeSucceeded    Readiness probe succeeded",
            ),
            (
                "bash",
                "az containerapp logs show -n sip2-gateway -g rg-shelfmark-prod --type console --tail 200 | grep -E 'Listening|93 login' | head -4",
                "2026-12-07T08:00:29Z [INF] SIP2 listener started on 0.0.0.0:6001\n2026-12-07T08:05:58Z [INF] SIP2 93 login ok kiosk=CEN-02\n2026-12-07T08:05:59Z [INF] SIP2 93 login ok kiosk=OOS-01\n2026-12-07T08:06:03Z [INF] SIP2 93 login ok kiosk=HOV-01",
            ),
            (
                "read",
                "docs/kiosks/bibliotheca-selfcheck.md",
                '## Connection to shelfmark (SIP2)\n\n- ACS host: sip2.shelfmark.bibliotheek-lek.nl, port 6001, TLS off (VPN)\n- Connect timeout: 10 s (fixed in firmware 4.x)\n- After 3 failed connects the kiosk shows "systeem tijdelijk niet beschikbaar" and waits 5 minutes before retrying. Not configurable.\n- Kiosks power on at 08:55 with the branch timer.\n',
            ),
            (
                "read",
                "infra/modules/sip2-gateway.bicep",
                "    template: {\n      containers: [\n        {\n          name: 'sip2-gateway'\n          image: '${acrLoginServer}/shelfmark/sip2-gateway:${imageTag}'\n          resources: { cpu: json('0.5'), memory: '1Gi' }\n        }\n      ]\n      scale: {\n        minReplicas: 0\n        maxReplicas: 3\n        rules: [\n          {\n            name: 'tcp-connections'\n            tcp: { metadata: { concurrentConnections: '50' } }\n          }\n        ]\n      }\n    }\n",
            ),
            (
                "bash",
                "git log -3 --format='%h %ad %an %s' --date=short -- infra/modules/sip2-gateway.bicep",
                "a91f2c3 2026-12-03 Ruben Kok infra: scale idle container apps to zero (cost review)\n5d0e8b1 2026-09-17 Ruben Kok infra: sip2-gateway tcp ingress on 6001\n11c94fa 2026-06-02 Sanne de Wit infra: add sip2-gateway",
            ),
            (
                "assistant",
                "Found it, and it's infra, not the app. Root cause: commit a91f2c3 (the Dec 3 cost review) set minReplicas: 0 on sip2-gateway, so it scales to zero every evening and the first kiosk connection in the morning hits a cold start of ~30 s (replica scheduled 07:59:58, listener up 08:00:29 UTC), longer than the kiosks' fixed 10 s connect timeout.\n\nAfter 3 failed connects the Bibliotheca kiosks show the error and back off for 5 minutes, which is exactly the gap: the logins come in at 08:05:58-08:06:03 UTC (9:06 local). The infra pipeline applied that change on Thursday the 3rd, so the first bad morning was Friday; with Saturday and today that's your three.\n\nFix: `minReplicas: 1` for sip2-gateway (0.5 vCPU / 1 GiB always on, roughly \u20ac14 a month).",
            ),
            ("user", "yes put it back to 1 and deploy it"),
            ("edit", "infra/modules/sip2-gateway.bicep"),
            (
                "bash",
                "az deployment group create -g rg-shelfmark-prod -f infra/main.bicep -p infra/prod.bicepparam --query properties.provisioningState -o tsv && az containerapp show -n sip2-gateway -g rg-shelfmark-prod --query 'properties.template.scale.{min:minReplicas,max:maxReplicas}' -o tsv && grep -rn 'minReplicas' infra/modules/",
                "Succeeded\n1\t3\ninfra/modules/admin-ui.bicep:41:        minReplicas: 0\ninfra/modules/holds-notifier.bicep:38:        minReplicas: 0\ninfra/modules/jobs-runner.bicep:44:        minReplicas: 0\ninfra/modules/lending-api.bicep:52:        minReplicas: 2\ninfra/modules/sip2-gateway.bicep:47:        minReplicas: 1",
            ),
            (
                "assistant",
                "Deployed: sip2-gateway now runs with min 1 / max 3 replicas, so tomorrow's 08:55 kiosk connects hit a warm listener. The other apps still at 0 are admin-ui, holds-notifier and jobs-runner; none of them is on the kiosk path (the kiosks only talk to sip2-gateway, which calls lending-api, already at 2).",
            ),
            (
                "user",
                "👍 i'll tell the branches. and from now on anything the kiosks connect to keeps minReplicas 1, scale to zero is only for admin-ui and the job runners. put that in a comment in the bicep so the next cost review doesnt do this again",
            ),
            ("edit", "infra/modules/sip2-gateway.bicep"),
            (
                "assistant",
                "Added above the `scale` block:\n\n```bicep\n// Kiosk-facing: keep minReplicas >= 1. Bibliotheca kiosks time out after 10 s\n// and back off 5 min, so a cold start = ~6 min outage at opening (Dec 2026).\n// Scale to zero only for admin-ui and the job runners.\n```",
            ),
        ],
        "lessons": [
            {"keys": ["sip2-gateway", "cold start"]},
            {"keys": ["kiosks", "minReplicas 1"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh67-shelfmark-fine-calc-open-days-and-juv-cards-corrections",
        "split": "fresh67",
        "steps": [
            (
                "user",
                "support ticket #4471: patron says she got a 7.50 fine on a picture book, card 2100-0388-12, returned 30 days late. check if the calc is right",
            ),
            (
                "bash",
                'psql "$SHELFMARK_RO_URL" -c "select l.id, l.due_on, l.returned_on, l.branch_id, p.patron_type, f.id as fine_id, f.amount from loans l join patrons p on p.id = l.patron_id join fines f on f.loan_id = l.id where p.card_number = \'2100-0388-12\' order by l.returned_on desc limit 1"',
                "   id    |   due_on   | returned_on | branch_id | patron_type | fine_id | amount\n---------+------------+-------------+-----------+-------------+---------+--------\n 3318842 | 2026-10-21 | 2026-11-20  | HOV       | JUV         |   90412 |   7.50\n(1 row)",
            ),
            (
                "read",
                "src/Shelfmark.Domain/Fines/FineCalculator.cs",
                "public sealed class FineCalculator\n{\n    public Money Calculate(Loan loan, FinePolicy policy, DateOnly returnedOn)\n    {\n        var daysLate = returnedOn.DayNumber - loan.DueOn.DayNumber;\n        if (daysLate <= 0) return Money.Zero;\n\n        var amount = policy.DailyRate * daysLate;\n        return Money.Min(amount, policy.MaxPerItem);\n    }\n}\n",
            ),
            (
                "bash",
                "grep -n -A3 '\"FinePolicy\"' src/Shelfmark.Api/appsettings.json",
                '27:  "FinePolicy": {\n28-    "DailyRate": 0.25,\n29-    "MaxPerItem": 10.00\n30-  },',
            ),
            (
                "assistant",
                "The calculation matches the policy: due 21 Oct, returned 20 Nov is 30 days late, 30 \u00d7 \u20ac0.25 = \u20ac7.50, under the \u20ac10.00 per-item cap. Fines accrue every calendar day after the due date, so the fine is correct and support can tell her that.",
            ),
            (
                "user",
                "no its wrong twice. fines only count days the branch is open, closed days (sundays, holidays, the 2 weeks de hoven was shut for the renovation) are in the branch_calendar table and don't count. and this is a JUV card, juvenile cards never get fines, that's policy since 2024 and the calc clearly doesnt check it. refund her and fix the calc",
            ),
            (
                "bash",
                "psql \"$SHELFMARK_RO_URL\" -c '\\d branch_calendar'; psql \"$SHELFMARK_RO_URL\" -Atc \"select count(*) filter (where is_open) from branch_calendar where branch_id = 'HOV' and day > '2026-10-21' and day <= '2026-11-20'\"",
                '            Table "public.branch_calendar"\n  Column   |  Type   | Nullable\n-----------+---------+----------\n branch_id | text    | not null\n day       | date    | not null\n is_open   | boolean | not null\n note      | text    |\n\n12',
            ),
            ("edit", "src/Shelfmark.Domain/Fines/FineCalculator.cs"),
            ("edit", "src/Shelfmark.Domain/Fines/IBranchCalendar.cs"),
            ("edit", "src/Shelfmark.Infrastructure/Calendars/BranchCalendarRepository.cs"),
            ("edit", "tests/Shelfmark.Domain.Tests/Fines/FineCalculatorTests.cs"),
            (
                "bash",
                "dotnet test tests/Shelfmark.Domain.Tests --filter FullyQualifiedName~Fines 2>&1 | tail -1 && dotnet run --project tools/Shelfmark.Ops -- fines waive --fine-id 90412 --reason 'JUV card, ticket #4471' && psql \"$SHELFMARK_RO_URL\" -Atc \"select count(*), sum(f.amount) from fines f join loans l on l.id = f.loan_id join patrons p on p.id = l.patron_id where p.patron_type = 'JUV' and f.status = 'open'\"",
                "Passed!  - Failed:     0, Passed:    17, Skipped:     0, Total:    17, Duration: 88 ms - Shelfmark.Domain.Tests.dll (net8.0)\nFine 90412 waived (EUR 7.50), patron notified by email\n212|486.25",
            ),
            (
                "assistant",
                'Fixed and refunded:\n\n- `FineCalculator` returns `Money.Zero` for `PatronType.Juvenile` (JUV) and counts late days through a new `IBranchCalendar.OpenDaysBetween(branchId, from, to)` backed by `branch_calendar`, using the branch the item was returned to\n- for this loan that\'s 12 open days at De Hoven (the renovation weeks and Sundays drop out), so an adult card would have been \u20ac3.00, not \u20ac7.50\n- tests: JUV card, a range spanning a closed week, the cap\n- fine 90412 waived with reason "JUV card, ticket #4471"; she gets the standard email\n\nThere are **212 other open fines on JUV cards** (\u20ac486.25 in total). Waive them all with the same tool?',
            ),
            (
                "user",
                "yes waive all of them, reason 'JUV policy 2024, calc bug'. i'll tell support",
            ),
        ],
        "lessons": [
            {"keys": ["branch_calendar", "open"], "not": ["accrue every calendar day"]},
            {"keys": ["JUV", "never get fines"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh67-shelfmark-renew-endpoint-max-renewals-self-correction-and-no-pii-in-logs",
        "split": "fresh67",
        "steps": [
            (
                "user",
                "opac team needs a renew endpoint, POST /loans/{id}/renew. rules: max 3 renewals per loan, no renew if there's a waiting hold on the bib, new due date = today + the loan period of the item type",
            ),
            (
                "read",
                "src/Shelfmark.Api/Endpoints/LoanEndpoints.cs",
                'public static class LoanEndpoints\n{\n    public static RouteGroupBuilder MapLoans(this RouteGroupBuilder api)\n    {\n        var loans = api.MapGroup("/loans").WithTags("Loans");\n\n        loans.MapGet("/{id:long}", GetLoan.Handle).RequireAuthorization("patron");\n        loans.MapPost("/{id:long}/checkin", Checkin.Handle).RequireAuthorization("staff");\n\n        return api;\n    }\n}\n',
            ),
            (
                "read",
                "src/Shelfmark.Domain/Loans/Loan.cs",
                "public sealed class Loan\n{\n    public long Id { get; private set; }\n    public long ItemId { get; private set; }\n    public long PatronId { get; private set; }\n    public DateOnly DueOn { get; private set; }\n    public int RenewalCount { get; private set; }\n    public DateOnly? ReturnedOn { get; private set; }\n\n    public void Renew(DateOnly newDueOn)\n    {\n        DueOn = newDueOn;\n        RenewalCount++;\n    }\n}\n",
            ),
            ("edit", "src/Shelfmark.Application/Loans/RenewLoan.cs"),
            ("edit", "src/Shelfmark.Api/Endpoints/LoanEndpoints.cs"),
            ("edit", "tests/Shelfmark.Api.Tests/Loans/RenewLoanTests.cs"),
            (
                "bash",
                "dotnet test tests/Shelfmark.Api.Tests --filter FullyQualifiedName~RenewLoan 2>&1 | tail -1",
                "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 4 s - Shelfmark.Api.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                'Added `POST /loans/{id}/renew` (`RequireAuthorization("patron")`, the patron can only renew their own loans):\n\n- `RenewLoan.MaxRenewals = 3`; returns 409 `renewal_limit` when `RenewalCount` is at the limit\n- 409 `hold_waiting` when the bib has a waiting hold\n- new due date = today (Europe/Amsterdam) + `ItemType.LoanPeriodDays`\n- refusals are logged as `Renewal refused for {PatronName} ({CardNumber}): {Reason}` at Information so support can search for a patron\n- 6 Testcontainers tests pass',
            ),
            (
                "user",
                "sorry my bad, its max 2 renewals, not 3, the consortium cut it in september and i keep forgetting. and take the name and card number out of that log line: patron names and card numbers never go in logs, use the PatronId, app insights is shared with the kiosk vendor",
            ),
            (
                "bash",
                "grep -rn -E 'Log(Information|Warning|Error|Debug)\\(.*\\{(PatronName|CardNumber)\\}' src --include=*.cs",
                'src/Shelfmark.Application/Loans/RenewLoan.cs:58:        _log.LogInformation("Renewal refused for {PatronName} ({CardNumber}): {Reason}", patron.FullName, patron.CardNumber, reason);\nsrc/Shelfmark.Application/Checkout/CheckoutHandler.cs:91:        _log.LogWarning("Checkout blocked for {CardNumber}: {BlockReason}", patron.CardNumber, block);',
            ),
            ("edit", "src/Shelfmark.Application/Loans/RenewLoan.cs"),
            ("edit", "src/Shelfmark.Application/Checkout/CheckoutHandler.cs"),
            ("edit", "tests/Shelfmark.Api.Tests/Loans/RenewLoanTests.cs"),
            (
                "bash",
                "dotnet test 2>&1 | grep -E '^(Passed|Failed)!'",
                "Passed!  - Failed:     0, Passed:    17, Skipped:     0, Total:    17, Duration: 91 ms - Shelfmark.Domain.Tests.dll (net8.0)\nPassed!  - Failed:     0, Passed:    64, Skipped:     0, Total:    64, Duration: 1 s - Shelfmark.Application.Tests.dll (net8.0)\nPassed!  - Failed:     0, Passed:    52, Skipped:     0, Total:    52, Duration: 19 s - Shelfmark.Api.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "- `MaxRenewals = 2`; the limit test now renews twice and expects 409 on the third\n- the renew log line is `Renewal refused for patron {PatronId}: {Reason}`\n- found one more in `CheckoutHandler` (`Checkout blocked for {CardNumber}`), now `Checkout blocked for patron {PatronId}: {BlockReason}`\n\nAll 133 tests pass.",
            ),
            ("user", "good, merge when green"),
        ],
        "lessons": [
            {"keys": ["max 2 renewals"], "not": ["max 3 renewals", "MaxRenewals = 3"]},
            {"keys": ["card numbers", "PatronId"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh67-shelfmark-tool-stored-sip2-simulator-and-marc-import-window",
        "split": "fresh67",
        "steps": [
            (
                "user",
                "new dev starts monday, remember how to test against the sip2 simulator: docker compose -f tools/sip2sim/compose.yml up, it listens on localhost:6001, log in as KIOSK-TEST (pw is in tools/sip2sim/.env.example), test patrons are cards 2999-0000-01 to 2999-0000-20. then: hangfire job for the nightly 'holds expiring tomorrow' emails, run it at 2:15",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "shelfmark SIP2 simulator for local kiosk testing: docker compose -f tools/sip2sim/compose.yml up; listens on localhost:6001; log in as KIOSK-TEST (password in tools/sip2sim/.env.example); test patrons are cards 2999-0000-01 to 2999-0000-20.",
                    "tags": ["shelfmark", "sip2", "onboarding"],
                },
                '{"id":"3306","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/Shelfmark.Jobs/RecurringJobs.cs",
                'public static class RecurringJobs\n{\n    private static readonly TimeZoneInfo Ams = TimeZoneInfo.FindSystemTimeZoneById("Europe/Amsterdam");\n\n    public static void Register(IRecurringJobManager jobs)\n    {\n        jobs.AddOrUpdate<FinesAccrualJob>("fines-accrual", j => j.RunAsync(CancellationToken.None), "30 3 * * *", new RecurringJobOptions { TimeZone = Ams });\n        jobs.AddOrUpdate<OverdueNoticesJob>("overdue-notices", j => j.RunAsync(CancellationToken.None), "30 6 * * *", new RecurringJobOptions { TimeZone = Ams });\n    }\n}\n',
            ),
            ("edit", "src/Shelfmark.Jobs/HoldsExpiringTomorrowJob.cs"),
            ("edit", "src/Shelfmark.Jobs/RecurringJobs.cs"),
            ("edit", "tests/Shelfmark.Jobs.Tests/HoldsExpiringTomorrowJobTests.cs"),
            (
                "bash",
                "dotnet test tests/Shelfmark.Jobs.Tests 2>&1 | tail -1",
                "Passed!  - Failed:     0, Passed:     9, Skipped:     0, Total:     9, Duration: 6 s - Shelfmark.Jobs.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Saved the simulator steps to memory.\n\n`HoldsExpiringTomorrowJob` selects holds with status `ready` and `ExpiresOn` = tomorrow, joins the bib title and pickup branch, and sends one email per patron through `INotifier` (batched by 200). Registered as `holds-expiring` with cron `15 2 * * *` in Europe/Amsterdam, like the other jobs. 9 tests pass.",
            ),
            (
                "user",
                "ah wait, not 2:15, my bad. the MARC import from the cataloguing system runs at 02:00 and locks the bibs table for 10-20 min, so nothing that reads bibs should run between 02:00 and 02:45. put it at 06:30 with the overdue notices",
            ),
            ("edit", "src/Shelfmark.Jobs/RecurringJobs.cs"),
            (
                "bash",
                "dotnet test tests/Shelfmark.Jobs.Tests 2>&1 | tail -1 && grep -n 'holds-expiring' src/Shelfmark.Jobs/RecurringJobs.cs",
                'Passed!  - Failed:     0, Passed:     9, Skipped:     0, Total:     9, Duration: 6 s - Shelfmark.Jobs.Tests.dll (net8.0)\n11:        jobs.AddOrUpdate<HoldsExpiringTomorrowJob>("holds-expiring", j => j.RunAsync(CancellationToken.None), "30 6 * * *", new RecurringJobOptions { TimeZone = Ams });',
            ),
            (
                "assistant",
                "Moved `holds-expiring` to `30 6 * * *` (06:30 Amsterdam), next to `overdue-notices`. Tests still pass.",
            ),
            ("user", "thx"),
        ],
        "lessons": [
            {"keys": ["MARC import", "02:00"]},
        ],
        "tool_stored": [["sip2sim", "KIOSK-TEST"]],
    },
]
