"""The "fresh101" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH101: list[dict[str, Any]] = [
    # --- "tracewell": Tracewell, instrument-tray traceability for the sterile services department
    # of St Aldhelm's hospital trust (washer-disinfectors, autoclaves, tray sets scanned in theatre;
    # .NET 8: ASP.NET Core minimal APIs, Blazor Server UI, EF Core 8 on SQL Server, MassTransit on
    # the trust's RabbitMQ, xUnit + Testcontainers, deployed by Octopus to IIS on Windows Server) ---
    {
        "name": "fresh101-tracewell-chitchat-record-struct-and-steriliser-typo",
        "split": "fresh101",
        "steps": [
            (
                "user",
                "whats the real difference between record class and record struct? and when would "
                "anyone want readonly record struct",
            ),
            (
                "assistant",
                "Both give you value equality, `ToString`, deconstruction and `with`. The differences:\n\n"
                "| | `record` / `record class` | `record struct` | `readonly record struct` |\n"
                "|---|---|---|---|\n"
                "| kind | reference type, heap | value type, copied | value type, copied |\n"
                "| positional props | `init`-only | **settable** (`get; set;`) | `init`-only |\n"
                "| null | can be null | can't | can't |\n\n"
                "`readonly record struct` is the one for small immutable values you create a lot of, "
                "like a `TrayBarcode(string Value)` or `Temperature(decimal Celsius)`: no allocation, "
                "immutable like a record class, and the compiler can avoid defensive copies when you "
                "pass it by `in`. Plain `record struct` being mutable surprises people, so it's rarely "
                "what you want.\n\nBig things with identity (a `TraySet` entity) stay classes.",
            ),
            ("user", "makes sense. the release page title says Sterilser, fix pls"),
            (
                "bash",
                'grep -rn "Sterilser" src/ --include=*.razor --include=*.resx',
                "src/Tracewell.Web/Pages/Release/CycleRelease.razor:1:<PageTitle>Sterilser cycle "
                "release</PageTitle>",
            ),
            ("edit", "src/Tracewell.Web/Pages/Release/CycleRelease.razor"),
            (
                "assistant",
                'Fixed: the page title now reads "Steriliser cycle release". That was the only '
                "occurrence.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh101-tracewell-incident-singleton-cycleimporter-shared-dbcontext",
        "split": "fresh101",
        "steps": [
            (
                "user",
                "cycle imports broke overnight, AC-2 and AC-4 cycles from this morning arent showing "
                "up so ~40 trays are stuck in awaiting release and theatres are chasing. pls look asap",
            ),
            (
                "bash",
                "ssh ssd-app-prd01 'Get-Content D:\\logs\\tracewell\\worker-20261207.log -Tail 400' "
                '| grep -B2 -A6 "Exception" | head -24',
                "2026-12-07 06:12:41.207 [ERR] R-FAULT rabbitmq://mq-shared01/tracewell-cycle-recorded "
                "CycleRecorded\nSystem.InvalidOperationException: A second operation was started on this "
                "context instance before a previous operation completed. This is usually caused by "
                "different threads concurrently using the same instance of DbContext.\n   at "
                "Microsoft.EntityFrameworkCore.Infrastructure.Internal.ConcurrencyDetector.EnterCriticalSection()\n"
                "   at Tracewell.Cycles.CycleImporter.ImportAsync(CycleRecorded msg, CancellationToken ct) "
                "in CycleImporter.cs:line 48\n   at Tracewell.Worker.Consumers.CycleRecordedConsumer."
                "Consume(ConsumeContext`1 context) in CycleRecordedConsumer.cs:line 22",
            ),
            (
                "read",
                "src/Tracewell.Worker/Program.cs",
                "var builder = Host.CreateApplicationBuilder(args);\n\nbuilder.Services.AddDbContext<"
                "TracewellDbContext>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("
                '"Tracewell")));\nbuilder.Services.AddSingleton<CycleImporter>();\nbuilder.Services.'
                "AddSingleton(TimeProvider.System);\n\nbuilder.Services.AddMassTransit(x =>\n{\n"
                "    x.AddConsumer<CycleRecordedConsumer>(c => c.ConcurrentMessageLimit = 8);\n"
                '    x.SetEndpointNameFormatter(new KebabCaseEndpointNameFormatter("tracewell", false));\n'
                "    x.UsingRabbitMq((ctx, cfg) => { cfg.Host("
                'builder.Configuration["Rabbit:Host"]); cfg.ConfigureEndpoints(ctx); });\n});\n',
            ),
            (
                "bash",
                "git log --oneline -4 -- src/Tracewell.Worker/Program.cs",
                "e81c0b7 speed up cycle import: ConcurrentMessageLimit 8\n2f4a913 register CycleImporter\n"
                "b07d522 washer cycle stub\n44ac1e0 worker host",
            ),
            (
                "think",
                "CycleImporter singleton, ctor takes TracewellDbContext (scoped) -> captive dependency: "
                "one DbContext for the process lifetime. Before e81c0b7 the consumer effectively ran one "
                "message at a time so nobody noticed; now eight at once on one context -> the exception. "
                "Why didn't local runs catch it: ValidateScopes only defaults on in Development. Check "
                "launchSettings.",
            ),
            (
                "bash",
                "grep -n ASPNETCORE_ENVIRONMENT\\|DOTNET_ENVIRONMENT src/Tracewell.Worker/Properties/launchSettings.json",
                '9:        "DOTNET_ENVIRONMENT": "Local"',
            ),
            (
                "assistant",
                "Found it.\n\n**Cause:** `CycleImporter` is registered with `AddSingleton`, but its "
                "constructor takes `TracewellDbContext`, which is scoped. The singleton captures one "
                "DbContext for the life of the worker and every message shares it. That went unnoticed "
                "while messages were handled one at a time; yesterday's `e81c0b7` set "
                "`ConcurrentMessageLimit = 8`, so now up to eight `CycleRecorded` messages use the same "
                'context at once and EF throws "A second operation was started on this context". The '
                "faulted messages went to `tracewell-cycle-recorded_error`.\n\nIt wasn't caught locally "
                "because the .NET host only validates scopes in the `Development` environment and the "
                "worker runs locally as `Local`.\n\n**Fix:**\n1. register `CycleImporter` with "
                "`AddScoped`, so MassTransit's per-message scope gives each message its own DbContext\n"
                "2. turn on `ValidateScopes` and `ValidateOnBuild` in every environment, so a captive "
                "scoped dependency fails at startup instead of in production\n3. after the deploy, move "
                "the messages from `tracewell-cycle-recorded_error` back to the main queue\n\nGo?",
            ),
            ("user", "go. octopus release straight to prod, i'll tell the ssd manager"),
            ("edit", "src/Tracewell.Worker/Program.cs"),
            ("edit", "tests/Tracewell.Worker.Tests/ServiceRegistrationTests.cs"),
            (
                "bash",
                "dotnet test tests/Tracewell.Worker.Tests 2>&1 | tail -2",
                "Passed!  - Failed:     0, Passed:    27, Skipped:     0, Total:    27, Duration: 3 s - "
                "Tracewell.Worker.Tests.dll (net8.0)",
            ),
            (
                "bash",
                "octo create-release --project Tracewell.Worker --deployTo Production --progress "
                "2>&1 | tail -1 && rabbitmqadmin -H mq-shared01 move-messages "
                "tracewell-cycle-recorded_error tracewell-cycle-recorded",
                "Deploying Tracewell.Worker 2.14.3 to Production: Success\nMoved 43 messages.",
            ),
            (
                "bash",
                'sqlcmd -S ssd-sql01 -d Tracewell -Q "SET NOCOUNT ON; select count(*) from TraySets '
                "where Status = 'AwaitingRelease' and LoadedAt < dateadd(hour, -2, sysdatetimeoffset())\"",
                "-----------\n          0",
            ),
            (
                "assistant",
                "Back to normal:\n\n- `CycleImporter` is `AddScoped` now, and the worker host sets "
                "`ValidateScopes = true` and `ValidateOnBuild = true` for all environments; a new test "
                "builds the service provider with the production registrations so this fails in CI\n"
                "- 2.14.3 is deployed to production\n- the 43 faulted messages were moved back and "
                "imported; no tray set older than two hours is still awaiting release",
            ),
            ("user", "legend. ssd are releasing now"),
        ],
        "lessons": [
            {"keys": ["CycleImporter", "AddScoped"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh101-tracewell-decision-audit-history-temporal-tables",
        "split": "fresh101",
        "steps": [
            (
                "user",
                "quality want a full change history on tray sets and their instrument lists for the "
                "next audit. who changed what and what the record looked like at a point in time. options?",
            ),
            (
                "read",
                "src/Tracewell.Data/TracewellDbContext.cs",
                "public class TracewellDbContext(DbContextOptions<TracewellDbContext> options) : "
                "DbContext(options)\n{\n    public DbSet<TraySet> TraySets => Set<TraySet>();\n"
                "    public DbSet<TraySetInstrument> TraySetInstruments => Set<TraySetInstrument>();\n"
                "    public DbSet<CycleRecord> CycleRecords => Set<CycleRecord>();\n\n    protected override "
                "void OnModelCreating(ModelBuilder b) => b.ApplyConfigurationsFromAssembly(typeof("
                "TracewellDbContext).Assembly);\n}\n",
            ),
            (
                "assistant",
                "Three ways to do it:\n\n"
                "1. **SQL Server temporal tables**: `ToTable(t => t.IsTemporal())` on `TraySet` and "
                "`TraySetInstrument`. SQL Server keeps every previous row version in a history table, "
                "and EF Core 8 can query them with `TemporalAsOf(...)` / `TemporalAll()`. Doesn't record "
                "*who* made the change by itself.\n"
                "2. **EF `SaveChangesInterceptor`** writing an `AuditEntries` row per change (entity, "
                "key, user, JSON of old/new values). Captures the user naturally, works for any table, "
                'but rebuilding "the record as of date X" means replaying diffs.\n'
                "3. **Append-only `TraySetEvents`** with the current tables as projections. Most "
                'complete, biggest change.\n\nI\'d go with 2: it answers "who" out of the box and '
                "doesn't depend on a SQL Server feature.",
            ),
            (
                "user",
                "temporal tables, because the audit question from quality is always 'show me this tray "
                "set as it was on the 3rd' and FOR SYSTEM_TIME AS OF answers that in one query, and the "
                "dbas already run temporal tables on the pharmacy db so backups and history retention "
                "are their problem. for who, just add a ModifiedBy column that we set on save",
            ),
            (
                "think",
                "IsTemporal on both; add ModifiedBy (string, user principal name) set in a small "
                "SaveChanges override or interceptor from the current user accessor. Migration on big "
                "table: converting to system-versioned adds period columns with defaults; fine. Retention "
                "policy: DBAs handle, so don't set HISTORY_RETENTION_PERIOD.",
            ),
            (
                "bash",
                "dotnet ef migrations add TraySetTemporalHistory -p src/Tracewell.Data -s src/Tracewell.Web",
                "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'",
            ),
            ("edit", "src/Tracewell.Data/Configurations/TraySetConfiguration.cs"),
            ("edit", "src/Tracewell.Data/Configurations/TraySetInstrumentConfiguration.cs"),
            ("edit", "src/Tracewell.Data/ModifiedByInterceptor.cs"),
            ("edit", "src/Tracewell.Web/Pages/TraySets/History.razor"),
            ("edit", "tests/Tracewell.Data.Tests/TraySetHistoryTests.cs"),
            (
                "bash",
                "dotnet test tests/Tracewell.Data.Tests --filter FullyQualifiedName~TraySetHistory 2>&1 | tail -1",
                "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 21 s - "
                "Tracewell.Data.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Done:\n\n- `TraySets` and `TraySetInstruments` are system-versioned temporal tables "
                "(`TraySetsHistory`, `TraySetInstrumentsHistory`); no retention period set, the DBAs own "
                "that\n- `ModifiedBy` column on both, filled by `ModifiedByInterceptor` from the signed-in "
                'user\'s UPN\n- new History tab on the tray set page with an "as of" date picker, using '
                "`TemporalAsOf`\n- 6 tests against a real SQL Server container pass",
            ),
        ],
        "lessons": [
            {"keys": ["temporal tables", "FOR SYSTEM_TIME AS OF"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh101-tracewell-tool-stored-integration-tests-and-endpoint-prefix-answer",
        "split": "fresh101",
        "steps": [
            (
                "user",
                "save how to run the integration tests, i forget every time: dotnet test --filter "
                "Category=Integration, docker has to be running and the first run pulls the mssql 2022 "
                "image for testcontainers which takes ages. then add a consumer for WasherCycleCompleted "
                "like the autoclave one",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tracewell integration tests: `dotnet test --filter Category=Integration`; "
                    "Docker must be running, and the first run pulls the mssql/server 2022 image for "
                    "Testcontainers (slow).",
                    "tags": ["tracewell", "dotnet", "testing"],
                },
                '{"id":"6240","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/Tracewell.Worker/Consumers/CycleRecordedConsumer.cs",
                "public class CycleRecordedConsumer(CycleImporter importer) : IConsumer<CycleRecorded>\n{\n"
                "    public Task Consume(ConsumeContext<CycleRecorded> context) =>\n"
                "        importer.ImportAsync(context.Message, context.CancellationToken);\n}\n",
            ),
            (
                "bash",
                'grep -rn "EndpointNameFormatter" src/Tracewell.Worker/ && grep -rn '
                "WasherCycleCompleted docs/washer-gateway.md | head -2",
                "src/Tracewell.Worker/Program.cs:19:    x.SetEndpointNameFormatter(new "
                'KebabCaseEndpointNameFormatter("tracewell", false));\n'
                "docs/washer-gateway.md:31:Publishes `WasherCycleCompleted` (one per washer cycle).\n"
                "docs/washer-gateway.md:44:Consumers should bind a queue named `washer-cycle-completed`.",
            ),
            (
                "assistant",
                "Saved the integration test command.\n\nOne question on the consumer: `Program.cs` gives "
                "every endpoint a `tracewell` prefix, but the washer gateway docs say consumers should "
                "bind `washer-cycle-completed`. Is the prefix just a naming preference? If so I'd skip "
                "it for this one so the queue matches the gateway docs.",
            ),
            (
                "user",
                "no keep it. the rabbit cluster is shared with the pathology LIMS, so every endpoint "
                "has to go through the KebabCaseEndpointNameFormatter with the tracewell prefix or our "
                "queue names collide with theirs. the gateway docs are from the vendor, they dont know "
                "that",
            ),
            ("edit", "src/Tracewell.Worker/Program.cs"),
            ("edit", "src/Tracewell.Worker/Consumers/WasherCycleCompletedConsumer.cs"),
            ("edit", "src/Tracewell.Cycles/WasherCycleImporter.cs"),
            ("edit", "tests/Tracewell.Worker.Tests/WasherCycleCompletedConsumerTests.cs"),
            ("edit", "tests/Tracewell.Worker.Tests/EndpointNameTests.cs"),
            (
                "bash",
                "dotnet test tests/Tracewell.Worker.Tests 2>&1 | tail -1",
                "Passed!  - Failed:     0, Passed:    33, Skipped:     0, Total:    33, Duration: 4 s - "
                "Tracewell.Worker.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Done:\n\n- `WasherCycleCompletedConsumer` is registered like the autoclave one, so its "
                "queue is `tracewell-washer-cycle-completed`; it hands the message to a scoped "
                "`WasherCycleImporter`, like `CycleImporter`\n- `EndpointNameTests` fails if "
                "any consumer's queue name doesn't start with `tracewell-`\n\n33 tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["KebabCaseEndpointNameFormatter", "pathology LIMS"]},
        ],
        "tool_stored": [["Category=Integration", "mssql"]],
    },
    {
        "name": "fresh101-tracewell-pr-review-tray-recall-void-timeprovider-trayuse",
        "split": "fresh101",
        "steps": [
            ("user", "can you review priya's feat/tray-recall, want it in before the mhra visit"),
            (
                "bash",
                "git diff --stat main...feat/tray-recall",
                " src/Tracewell.Recall/RecallService.cs            | 96 ++++++++++++\n"
                " src/Tracewell.Web/Pages/Recall/NewRecall.razor   | 141 ++++++++++++++++\n"
                " tests/Tracewell.Recall.Tests/RecallServiceTests.cs | 64 +++++++\n"
                " 3 files changed, 301 insertions(+)",
            ),
            (
                "read",
                "src/Tracewell.Recall/RecallService.cs",
                "public async Task<Recall> RecallLoadAsync(Guid cycleId, string reason, CancellationToken ct)\n{\n"
                "    var items = await db.TrayLoadItems.Where(i => i.CycleId == cycleId).ToListAsync(ct);\n"
                "    var recall = new Recall { CycleId = cycleId, Reason = reason, RecalledAt = "
                "DateTime.Now };\n\n    var patients = await db.TheatreListEntries\n        .Where(e => "
                "items.Select(i => i.TraySetId).Contains(e.TraySetId) && e.ListDate >= recall.RecalledAt."
                "AddDays(-14))\n        .Select(e => e.PatientNhsNumber).Distinct().ToListAsync(ct);\n"
                "    recall.AffectedPatients = patients;\n\n    db.TrayLoadItems.RemoveRange(items.Where(i => "
                "i.PulledBeforeUse));\n    db.Recalls.Add(recall);\n    await db.SaveChangesAsync(ct);\n"
                "    return recall;\n}\n",
            ),
            (
                "assistant",
                "Review of feat/tray-recall:\n\n"
                "1. **Hard delete**: `RemoveRange` deletes the `TrayLoadItems` for trays pulled before "
                "use, so the load record no longer shows they were ever in that cycle.\n"
                "2. **`DateTime.Now`** for `RecalledAt`: local server time, no offset, and the tests "
                "can't control it.\n"
                "3. Patients: trays are linked to patients through TheatreListEntries, so matching on "
                "`TraySetId` and list date is right, but the 14-day window should start at the cycle "
                "date, not at `RecalledAt`.\n"
                "4. `NewRecall.razor` has no confirmation step before creating the recall.\n\n"
                "1 and 3 matter most.",
            ),
            (
                "user",
                "yep. rules for recall and everything else going forward:\n"
                "1. nothing in the traceability chain is ever hard deleted, set IsVoided and VoidReason "
                "instead, the MHRA inspector wants to see pulled trays too\n"
                "2. no DateTime.Now or UtcNow anywhere, inject TimeProvider and store DateTimeOffset. "
                "tests use FakeTimeProvider\n"
                "3. your 3 is off, the theatre list is just the plan and gets shuffled all day. the "
                "link to a patient is the TrayUse row the scrub nurse scans in theatre when the tray is "
                "opened, recall has to follow that\n"
                "4 is fine, add a confirm dialog. and squash it into one commit before merge pls",
            ),
            (
                "read",
                "src/Tracewell.Data/Entities/TrayUse.cs",
                "public class TrayUse\n{\n    public Guid Id { get; set; }\n    public Guid TraySetId { get; "
                "set; }\n    public Guid CycleId { get; set; }\n    public string PatientNhsNumber { get; set; } "
                '= "";\n    public string Theatre { get; set; } = "";\n    public DateTimeOffset '
                'ScannedAt { get; set; }\n    public string ScannedBy { get; set; } = "";\n}\n',
            ),
            ("edit", "src/Tracewell.Recall/RecallService.cs"),
            ("edit", "src/Tracewell.Data/Entities/TrayLoadItem.cs"),
            ("edit", "src/Tracewell.Web/Pages/Recall/NewRecall.razor"),
            ("edit", "tests/Tracewell.Recall.Tests/RecallServiceTests.cs"),
            (
                "bash",
                "dotnet ef migrations add TrayLoadItemVoid -p src/Tracewell.Data -s src/Tracewell.Web "
                "&& dotnet test tests/Tracewell.Recall.Tests 2>&1 | tail -1",
                "Build succeeded.\nDone. To undo this action, use 'ef migrations remove'\nPassed!  - "
                "Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 2 s - "
                "Tracewell.Recall.Tests.dll (net8.0)",
            ),
            (
                "bash",
                'git reset --soft main && git commit -qm "Tray recall for failed cycles" && git push '
                "-qf origin feat/tray-recall && git log --oneline -1",
                "c4d9e21 Tray recall for failed cycles",
            ),
            (
                "assistant",
                "Updated and squashed into `c4d9e21`:\n\n- pulled trays are voided, not removed: "
                "`TrayLoadItem` got `IsVoided` and `VoidReason` (migration `TrayLoadItemVoid`)\n- "
                "`RecallService` takes a `TimeProvider`; `RecalledAt` is a `DateTimeOffset`; tests use "
                "`FakeTimeProvider`\n- affected patients come from `TrayUses` with the recalled "
                "cycle's `CycleId`, no date window needed\n- confirm dialog on `NewRecall.razor`\n\n12 "
                "tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["hard deleted", "IsVoided"]},
            {"keys": ["DateTime.Now", "TimeProvider"]},
            {
                "keys": ["TrayUse", "scrub nurse"],
                "not": ["linked to patients through TheatreListEntries"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh101-tracewell-auto-fail-cycle-hold-134-and-staging-host-corrections",
        "split": "fresh101",
        "steps": [
            (
                "user",
                "the release screen should flag a cycle as failed by itself when the hold wasnt met, "
                "techs are still eyeballing the printout. samples are already in CycleSamples",
            ),
            (
                "read",
                "src/Tracewell.Data/Entities/CycleSample.cs",
                "public class CycleSample\n{\n    public long Id { get; set; }\n    public Guid CycleId { get; "
                "set; }\n    public DateTimeOffset At { get; set; }\n    public decimal ChamberTempC { get; "
                "set; }\n    public decimal ChamberPressureKpa { get; set; }\n    public string Phase { get; "
                'set; } = ""; // "Conditioning", "Hold", "Drying"\n}\n',
            ),
            (
                "think",
                "Samples every 2s with a Phase. Standard steam sterilisation hold: 121 C for 15 min is "
                "the textbook one. Implement a CycleHoldEvaluator: take Hold phase samples, check "
                "continuous time at or above the temperature.",
            ),
            (
                "assistant",
                "I'll add a `CycleHoldEvaluator`: a cycle passes when the chamber holds 121 °C for 15 "
                "minutes continuously during the `Hold` phase; a dip below resets the clock. The release "
                "screen shows **Failed: hold not met** and disables Release for failed cycles.",
            ),
            ("edit", "src/Tracewell.Cycles/CycleHoldEvaluator.cs"),
            ("edit", "src/Tracewell.Web/Pages/Release/CycleRelease.razor"),
            ("edit", "tests/Tracewell.Cycles.Tests/CycleHoldEvaluatorTests.cs"),
            (
                "bash",
                "dotnet test tests/Tracewell.Cycles.Tests 2>&1 | tail -1 && octo create-release "
                "--project Tracewell.Web --deployTo Staging --progress 2>&1 | tail -1",
                "Passed!  - Failed:     0, Passed:    18, Skipped:     0, Total:    18, Duration: 1 s - "
                "Tracewell.Cycles.Tests.dll (net8.0)\nDeploying Tracewell.Web 2.15.0-beta.1 to Staging "
                "(ssd-app-stg01): Success",
            ),
            (
                "assistant",
                "Evaluator and tests are in, and 2.15.0-beta.1 is deployed to ssd-app-stg01 so you can "
                "try it on yesterday's cycles.",
            ),
            (
                "user",
                "hm, the staging octopus env still points at stg01? staging is ssd-app-stg02 now, stg01 "
                "got binned in the server 2016 cleanup, ill fix the octopus target myself. but bigger "
                "thing, 121 for 15 min is wrong for us, all our autoclaves run porous load cycles at 134 "
                "to 137 °C with a 3 minute hold per HTM 01-01, 121 is a fluids cycle we dont run",
            ),
            (
                "think",
                "Hold band 134-137 C, min 3 min continuous. Also going above 137 during hold should "
                "fail too (band). Make thresholds config on the autoclave profile rather than constants? "
                "Keep simple: PorousLoadProfile constants, band check.",
            ),
            ("edit", "src/Tracewell.Cycles/CycleHoldEvaluator.cs"),
            ("edit", "tests/Tracewell.Cycles.Tests/CycleHoldEvaluatorTests.cs"),
            (
                "bash",
                "dotnet test tests/Tracewell.Cycles.Tests 2>&1 | tail -1",
                "Passed!  - Failed:     0, Passed:    21, Skipped:     0, Total:    21, Duration: 1 s - "
                "Tracewell.Cycles.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Fixed the evaluator: a cycle passes only when the chamber stays within 134–137 °C for at "
                "least 3 continuous minutes in the `Hold` phase (porous load, HTM 01-01); leaving the band "
                "either way resets the clock. Tests cover a clean cycle, a dip to 133.8 °C, an overshoot "
                "to 137.4 °C and a 2:50 hold; 21 pass.\n\nI'll redeploy once you've pointed the "
                "Staging target at ssd-app-stg02.",
            ),
            ("user", "done, go"),
            (
                "bash",
                "octo create-release --project Tracewell.Web --deployTo Staging --progress 2>&1 | tail -1",
                "Deploying Tracewell.Web 2.15.0-beta.2 to Staging (ssd-app-stg02): Success",
            ),
            ("assistant", "2.15.0-beta.2 is on ssd-app-stg02."),
        ],
        "lessons": [
            {
                "keys": ["134", "3 minute"],
                "not": ["holds 121 °C for 15 minutes"],
            },
            {
                "keys": ["staging", "ssd-app-stg02"],
                "not": ["deployed to ssd-app-stg01"],
            },
        ],
        "tool_stored": [],
    },
]
