"""The "fresh51" capture sessions: written in session 26 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH51: list[dict[str, Any]] = [
    # --- "rxstock": hospital pharmacy inventory service (.NET 8, EF Core 8, SQL Server, Azure Service Bus) ---
    {
        "name": "fresh51-rxstock-dispense-lost-update-execute-update",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "counts on 4 West are drifting. cycle count this morning found ondansetron 4mg ODT at 112 in the cabinet, we say 131. dispense events come from the pyxis bridge on the service bus topic `dispense-events`. my guess is we're losing updates somewhere",
            ),
            (
                "read",
                "src/RxStock.Inventory/Handlers/DispenseEventHandler.cs",
                "public sealed class DispenseEventHandler(InventoryDbContext db, IClock clock) : IMessageHandler<DispenseEvent>\n{\n    public async Task HandleAsync(DispenseEvent evt, CancellationToken ct)\n    {\n        var stock = await db.StockLevels\n            .SingleAsync(s => s.LocationId == evt.LocationId && s.ItemId == evt.ItemId, ct);\n\n        stock.QuantityOnHand -= evt.Quantity;\n        stock.LastUpdatedUtc = clock.UtcNow;\n\n        db.StockMovements.Add(StockMovement.Dispense(evt, clock.UtcNow));\n        await db.SaveChangesAsync(ct);\n    }\n}\n",
            ),
            (
                "read",
                "src/RxStock.Inventory/Program.cs",
                'builder.Services.AddServiceBusTopicProcessor<DispenseEvent, DispenseEventHandler>(\n    topic: "dispense-events",\n    subscription: "rxstock-inventory",\n    options: new ServiceBusProcessorOptions\n    {\n        MaxConcurrentCalls = 16,\n        AutoCompleteMessages = false,\n        PrefetchCount = 32,\n    });\n',
            ),
            (
                "bash",
                "sqlcmd -S rxstock-sql-prod.database.windows.net -d rxstock -G -Q \"SELECT TOP 6 m.CreatedUtc, m.Quantity, m.MessageId FROM StockMovements m JOIN Items i ON i.Id = m.ItemId WHERE i.Ndc = '00781-5238-64' AND m.LocationId = 'UNIT-4W-CAB2' AND m.CreatedUtc > '2026-12-04' ORDER BY m.CreatedUtc\" -W",
                "CreatedUtc                  Quantity MessageId\n2026-12-04 06:12:08.4410000 1        7f3a91c2\n2026-12-04 06:12:08.4470000 1        7f3a91c3\n2026-12-04 08:01:55.0120000 2        80b2d7e0\n2026-12-04 08:01:55.0190000 1        80b2d7e1\n2026-12-04 08:01:55.0230000 1        80b2d7e2\n2026-12-04 09:40:13.9980000 1        8c11aa04\n\n(6 rows affected)",
            ),
            (
                "think",
                "Movements are all recorded, but several arrive within milliseconds of each other for the same location/item (the bridge batches cabinet transactions at shift start). With MaxConcurrentCalls = 16, two handlers read QuantityOnHand = X concurrently, both write X - 1, one decrement is lost. StockLevel has no concurrency token so EF doesn't notice. Movement log is complete, the stock level is not. That matches: we say more than physically there.",
            ),
            (
                "assistant",
                "Found it: a classic **lost update**. `StockMovements` has every dispense (the ledger is right), but `StockLevels.QuantityOnHand` isn't. The pyxis bridge sends bursts of events for the same cabinet pocket within a few ms (see 08:01:55.012/.019/.023), and the processor runs up to `MaxConcurrentCalls = 16` handlers in parallel. Two handlers read `QuantityOnHand = 50`, both save `49`, one dispense is lost. `StockLevel` has no concurrency token, so EF happily overwrites.\n\nOptions:\n1. **Optimistic concurrency**: `[Timestamp] byte[] RowVersion` on `StockLevel`, catch `DbUpdateConcurrencyException`, reload and retry.\n2. **Service Bus sessions**: set `SessionId = LocationId:ItemId` so messages for one pocket are processed in order, one at a time.\n3. **Atomic update in SQL**: `ExecuteUpdateAsync(s => s.SetProperty(x => x.QuantityOnHand, x => x.QuantityOnHand - evt.Quantity))`, a single `UPDATE ... SET QuantityOnHand = QuantityOnHand - @q`, in the same transaction as the movement insert.",
            ),
            (
                "user",
                "3. a single UPDATE is what sql server is good at. sessions are out, requiresSession can only be set when the subscription is created and the pyxis bridge doesn't set SessionId anyway. and rowversion retries would thrash on the busy ED pockets at shift change. pharmacy will do the recount themselves, just the fix",
            ),
            ("edit", "src/RxStock.Inventory/Handlers/DispenseEventHandler.cs"),
            ("edit", "src/RxStock.Inventory/Handlers/ReturnEventHandler.cs"),
            ("edit", "tests/RxStock.Inventory.IntegrationTests/DispenseConcurrencyTests.cs"),
            (
                "bash",
                "dotnet test tests/RxStock.Inventory.IntegrationTests --filter FullyQualifiedName~Concurrency --logger 'console;verbosity=minimal'",
                "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  RxStock.Inventory -> /src/rxstock/src/RxStock.Inventory/bin/Debug/net8.0/RxStock.Inventory.dll\n  RxStock.Inventory.IntegrationTests -> /src/rxstock/tests/RxStock.Inventory.IntegrationTests/bin/Debug/net8.0/RxStock.Inventory.IntegrationTests.dll\n[testcontainers] mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04 started in 9.8s\n\nPassed!  - Failed:     0, Passed:     3, Skipped:     0, Total:     3, Duration: 14 s - RxStock.Inventory.IntegrationTests.dll (net8.0)",
            ),
            (
                "assistant",
                "Fixed. `DispenseEventHandler` and `ReturnEventHandler` now do:\n\n```csharp\nawait using var tx = await db.Database.BeginTransactionAsync(ct);\nvar rows = await db.StockLevels\n    .Where(s => s.LocationId == evt.LocationId && s.ItemId == evt.ItemId)\n    .ExecuteUpdateAsync(s => s\n        .SetProperty(x => x.QuantityOnHand, x => x.QuantityOnHand - evt.Quantity)\n        .SetProperty(x => x.LastUpdatedUtc, clock.UtcNow), ct);\nif (rows == 0) throw new UnknownStockLevelException(evt.LocationId, evt.ItemId);\ndb.StockMovements.Add(StockMovement.Dispense(evt, clock.UtcNow));\nawait db.SaveChangesAsync(ct);\nawait tx.CommitAsync(ct);\n```\n\nThe new integration test fires 200 concurrent dispenses of 1 at the same pocket against a real SQL Server container and checks the level dropped by exactly 200 (the old handler lost 30-60 of them in that test).",
            ),
            ("user", "great, PR it"),
            (
                "bash",
                'gh pr create --title "inventory: atomic stock decrement for dispense/return events" --fill',
                "https://github.com/rxstock/rxstock/pull/642",
            ),
        ],
        "lessons": [{"keys": ["ExecuteUpdateAsync", "lost update"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh51-rxstock-gs1-month-only-expiry-correction",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "need an 'expiring soon' report for the monthly outdate sweep: lots expiring in the next 90 days, per location, sorted by date. endpoint + csv export",
            ),
            (
                "read",
                "src/RxStock.Domain/Lot.cs",
                'public class Lot\n{\n    public Guid Id { get; set; }\n    public Guid ItemId { get; set; }\n    public string LotNumber { get; set; } = "";\n    /// <summary>From GS1 AI(17). Month-only labels come in with day 00.</summary>\n    public DateOnly ExpiryDate { get; set; }\n    public string? RawGs1 { get; set; }\n    public int QuantityOnHand { get; set; }\n    public string LocationId { get; set; } = "";\n}\n',
            ),
            (
                "read",
                "src/RxStock.Scanning/Gs1Parser.cs",
                'case "17":\n    var yy = int.Parse(value[..2]);\n    var mm = int.Parse(value.Substring(2, 2));\n    var dd = int.Parse(value.Substring(4, 2));\n    result.Expiry = new DateOnly(2000 + yy, mm, dd == 0 ? 1 : dd);\n    break;\n',
            ),
            (
                "assistant",
                "Month-only expiries are stored as the first of the month (the parser maps day `00` to `1`), so a lot labelled `EXP 03/2027` expires on 2027-03-01. The report will filter `ExpiryDate < today + 90 days` and treat that date as the first day the lot is unusable.",
            ),
            (
                "user",
                "no thats wrong, and its a bug in the parser not a rule. gs1 day 00 means the last day of that month, so EXP 03/2027 is good through 31 mar. we've been pulling stock up to a month early. fix the parser to store the last day of the month and fix the existing rows that came in with day 00 (raw barcode is in RawGs1). then the report",
            ),
            (
                "bash",
                "sqlcmd -S rxstock-sql-prod.database.windows.net -d rxstock -G -Q \"SELECT COUNT(*) FROM Lots WHERE RawGs1 LIKE '%(17)____00%'\" -W",
                "\n-----------\n18342\n\n(1 rows affected)",
            ),
            ("edit", "src/RxStock.Scanning/Gs1Parser.cs"),
            ("edit", "tests/RxStock.Scanning.Tests/Gs1ParserTests.cs"),
            ("edit", "src/RxStock.Data/Migrations/20261205_FixMonthOnlyExpiry.cs"),
            ("edit", "src/RxStock.Api/Reports/ExpiringSoonEndpoint.cs"),
            ("edit", "tests/RxStock.Api.Tests/ExpiringSoonEndpointTests.cs"),
            (
                "bash",
                "dotnet test --filter 'FullyQualifiedName~Gs1Parser|FullyQualifiedName~ExpiringSoon' --logger 'console;verbosity=minimal'",
                "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 612 ms - RxStock.Scanning.Tests.dll (net8.0)\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 3 s - RxStock.Api.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Done:\n- `Gs1Parser`: AI(17) with day `00` now becomes the last day of that month (`DateOnly(y, m, DateTime.DaysInMonth(y, m))`); tests cover `270300` → 2027-03-31, `280200` → 2028-02-29 and a full date `270315` unchanged\n- data migration `FixMonthOnlyExpiry` re-derives `ExpiryDate` for the 18,342 lots whose `RawGs1` has day `00`\n- `GET /reports/expiring-soon?days=90&location=...` returns lots with `ExpiryDate <= today + days` (expiry date itself is still usable), sorted by date, with `Accept: text/csv` for the export",
            ),
            ("user", "👍 ill tell the buyers why the sweep list got shorter"),
        ],
        "lessons": [{"keys": ["day 00", "last day of"], "not": ["expires on 2027-03-01"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh51-rxstock-par-levels-expand-contract-migrator",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "buyers want par-based reorder suggestions. add ReorderPoint and ParLevel to StockLevel, and MinQty goes away, ReorderPoint replaces it",
            ),
            ("edit", "src/RxStock.Domain/StockLevel.cs"),
            ("edit", "src/RxStock.Data/Configurations/StockLevelConfiguration.cs"),
            (
                "bash",
                "dotnet ef migrations add AddParLevels -p src/RxStock.Data -s src/RxStock.Api && sed -n '/protected override void Up/,/^        }/p' src/RxStock.Data/Migrations/*_AddParLevels.cs",
                'Build started...\nBuild succeeded.\nDone. To undo this action, use \'ef migrations remove\'\n        protected override void Up(MigrationBuilder migrationBuilder)\n        {\n            migrationBuilder.DropColumn(\n                name: "MinQty",\n                table: "StockLevels");\n\n            migrationBuilder.AddColumn<int>(\n                name: "ParLevel",\n                table: "StockLevels",\n                type: "int",\n                nullable: false,\n                defaultValue: 0);\n\n            migrationBuilder.AddColumn<int>(\n                name: "ReorderPoint",\n                table: "StockLevels",\n                type: "int",\n                nullable: false,\n                defaultValue: 0);\n        }',
            ),
            (
                "assistant",
                "The migration drops `MinQty` and adds `ParLevel` and `ReorderPoint` (both `int`, default 0). I'll copy `MinQty` into `ReorderPoint` before the drop so the existing thresholds survive, then run `dotnet ef database update` against the dev database to check it applies.",
            ),
            (
                "user",
                "two things. we don't drop or rename a column in the same release that stops using it, it's expand/contract: this PR adds ReorderPoint + ParLevel and backfills ReorderPoint from MinQty, the MinQty drop goes in a later release once nothing reads it. the old pods still read MinQty during the rolling deploy. and no `dotnet ef database update` against anything shared, migrations ship as a script from `dotnet ef migrations script --idempotent` and the Pharmacy.Migrator job applies it before the rollout",
            ),
            ("edit", "src/RxStock.Data/Migrations/20261205143002_AddParLevels.cs"),
            ("edit", "src/RxStock.Domain/StockLevel.cs"),
            ("edit", "src/RxStock.Api/Reorder/ReorderSuggestionService.cs"),
            ("edit", "docs/backlog/drop-minqty.md"),
            (
                "bash",
                "dotnet ef migrations script --idempotent -p src/RxStock.Data -s src/RxStock.Api -o artifacts/migrations.sql && grep -c 'IF NOT EXISTS' artifacts/migrations.sql && grep -n 'MinQty' artifacts/migrations.sql | tail -3",
                "Build started...\nBuild succeeded.\n61\n1288:    UPDATE [StockLevels] SET [ReorderPoint] = [MinQty] WHERE [ReorderPoint] = 0;",
            ),
            (
                "bash",
                "dotnet test --filter FullyQualifiedName~Reorder --logger 'console;verbosity=minimal'",
                "Passed!  - Failed:     0, Passed:     9, Skipped:     0, Total:     9, Duration: 2 s - RxStock.Api.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Reworked:\n- `AddParLevels` only adds `ReorderPoint` and `ParLevel` and backfills `ReorderPoint = MinQty`; `MinQty` stays in the table and on the entity, marked `[Obsolete]` and no longer read by the new code\n- `ReorderSuggestionService` suggests `ParLevel - QuantityOnHand` when `QuantityOnHand <= ReorderPoint`\n- `docs/backlog/drop-minqty.md` holds the follow-up: drop `MinQty` in the release after this one\n- the idempotent script builds (`artifacts/migrations.sql`) for `Pharmacy.Migrator`; I didn't apply anything to a database",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["expand/contract", "rolling deploy"]},
            {"keys": ["--idempotent", "Pharmacy.Migrator"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh51-rxstock-cii-witness-tool-stored",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "compliance: for schedule II items every manual quantity adjustment (not dispenses, the adjust endpoint) needs a second pharmacist as witness. add WitnessUserId to POST /stock/adjustments, reject if missing or same person as the caller. and put the rule in memory, the waste and transfer endpoints will need it too later",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "rxstock: manual quantity adjustments on DEA Schedule II (CII) items require a witness. The request must carry WitnessUserId of a second pharmacist, different from the caller, or it is rejected. Applies to every adjustment-type endpoint (adjustments now; waste and transfers later), not to dispense events.",
                    "tags": ["rxstock", "compliance", "controlled-substances"],
                },
                '{"id":"1207","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/RxStock.Api/Adjustments/CreateAdjustmentRequest.cs",
                "public sealed record CreateAdjustmentRequest(\n    Guid ItemId,\n    string LocationId,\n    int QuantityDelta,\n    AdjustmentReason Reason,\n    string? Note);\n",
            ),
            (
                "bash",
                "grep -rn 'DeaSchedule' src/RxStock.Domain/Item.cs src/RxStock.Api/Auth/*.cs",
                'src/RxStock.Domain/Item.cs:14:    public DeaSchedule DeaSchedule { get; set; } = DeaSchedule.None;\nsrc/RxStock.Api/Auth/Roles.cs:6:    public const string Pharmacist = "Pharmacist";',
            ),
            ("edit", "src/RxStock.Api/Adjustments/CreateAdjustmentRequest.cs"),
            ("edit", "src/RxStock.Api/Adjustments/CreateAdjustmentValidator.cs"),
            ("edit", "src/RxStock.Api/Adjustments/AdjustmentsEndpoints.cs"),
            ("edit", "src/RxStock.Data/Migrations/20261205160511_AddAdjustmentWitness.cs"),
            ("edit", "tests/RxStock.Api.Tests/AdjustmentWitnessTests.cs"),
            (
                "bash",
                "dotnet test --filter FullyQualifiedName~AdjustmentWitness --logger 'console;verbosity=minimal'",
                "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 1 s - RxStock.Api.Tests.dll (net8.0)",
            ),
            (
                "assistant",
                "Added `Guid? WitnessUserId` to the adjustment request and a nullable `WitnessUserId` column on `StockAdjustments` (additive migration). For items with `DeaSchedule.CII` the validator returns 400 if the witness is missing or equal to the caller, and 422 if the witness user doesn't have the `Pharmacist` role in the directory. Non-CII adjustments ignore the field. Six tests cover those cases.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [["Schedule II", "WitnessUserId"]],
    },
    # --- "marginalia": local-first desktop notes app (Svelte 5 + Tauri 2, SQLite, custom sync engine in Rust) ---
    {
        "name": "fresh51-marginalia-database-locked-sync-transaction",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "windows users getting 'database is locked' toasts when sync runs while they type. sync engine is rust side (src-tauri/src/sync/), the editor autosaves through the sql plugin. repro: type fast in a note while hitting Sync now",
            ),
            (
                "assistant",
                "On Windows my first suspect is antivirus (Defender) briefly locking `marginalia.db` while it scans it after a write. That would explain why only Windows users report it. I'll try the repro on macOS first; if it doesn't happen there, that points at Windows.",
            ),
            (
                "bash",
                "cd src-tauri && RUST_LOG=marginalia::sync=debug NETWORK_THROTTLE=slow3g cargo tauri dev 2>&1 | grep -E 'sync|locked' | head -8",
                "[2026-12-05T10:14:02Z DEBUG marginalia::sync] pull: begin tx\n[2026-12-05T10:14:02Z DEBUG marginalia::sync] pull: GET /changes?since=88120 page 1\n[2026-12-05T10:14:05Z DEBUG marginalia::sync] pull: applied 200 changes, GET page 2\n[2026-12-05T10:14:06Z WARN  marginalia::ui] autosave failed: error returned from database: (code: 5) database is locked\n[2026-12-05T10:14:09Z DEBUG marginalia::sync] pull: applied 200 changes, GET page 3\n[2026-12-05T10:14:11Z WARN  marginalia::ui] autosave failed: error returned from database: (code: 5) database is locked\n[2026-12-05T10:14:12Z DEBUG marginalia::sync] pull: applied 57 changes\n[2026-12-05T10:14:12Z DEBUG marginalia::sync] pull: commit tx (10.2s)",
            ),
            (
                "read",
                "src-tauri/src/sync/pull.rs",
                "pub async fn pull(&self) -> Result<()> {\n    let mut conn = self.db.lock().await;\n    let tx = conn.transaction()?; // BEGIN IMMEDIATE\n    let mut cursor = meta::get_cursor(&tx)?;\n    loop {\n        let page = self.api.changes_since(cursor).await?; // network\n        apply_changes(&tx, &page.changes)?;\n        cursor = page.next_cursor;\n        if !page.has_more { break; }\n    }\n    meta::set_cursor(&tx, cursor)?;\n    tx.commit()?;\n    Ok(())\n}\n",
            ),
            (
                "bash",
                "sqlite3 ~/Library/Application\\ Support/app.marginalia/marginalia.db 'PRAGMA journal_mode;'",
                "delete",
            ),
            (
                "think",
                "Reproduces on macOS with a slow network, so not antivirus. The pull opens a write transaction and keeps it open across every HTTP page fetch: 10.2 s under slow3g. The autosave from the frontend (sqlx via plugin-sql) waits up to its busy timeout (5 s) and then fails with SQLITE_BUSY. Windows users are more often on hospital/corporate VPNs, hence slow pulls. Fix: fetch pages outside the transaction, apply each page in its own short transaction, and WAL mode so the UI's reads aren't blocked either.",
            ),
            (
                "assistant",
                "Not antivirus: it reproduces on macOS with a throttled network. Cause:\n\n`pull()` opens the write transaction (`BEGIN IMMEDIATE`) and then awaits `changes_since()` **inside** it for every page. On a slow connection the transaction stays open for 10 s (see `commit tx (10.2s)`), and the editor's autosave, which goes through the SQL plugin on a different connection, gives up after its 5 s busy timeout with `SQLITE_BUSY` → \"database is locked\". Windows users see it more because more of them sync over VPN. The DB is also in rollback-journal mode (`journal_mode=delete`), so even reads block while the pull writes.\n\nFix:\n1. fetch first, write later: collect each page over the network with no transaction open, then apply it in its own short transaction (cursor saved in the same transaction, so a crash mid-pull resumes cleanly)\n2. `PRAGMA journal_mode=WAL` at startup so readers never wait on the writer\n3. an explicit `busy_timeout=5000` on the sync engine's rusqlite connection as well, so both sides wait the same",
            ),
            (
                "user",
                "yes all three. and make it a rule for the sync engine: no network I/O inside a db transaction, ever. put it as a comment at the top of sync/mod.rs too so the next person sees it",
            ),
            ("edit", "src-tauri/src/sync/pull.rs"),
            ("edit", "src-tauri/src/sync/push.rs"),
            ("edit", "src-tauri/src/sync/mod.rs"),
            ("edit", "src-tauri/src/db.rs"),
            (
                "bash",
                "cd src-tauri && cargo test sync:: 2>&1 | tail -4",
                "test sync::tests::pull_resumes_from_saved_cursor_after_crash ... ok\ntest sync::tests::autosave_during_slow_pull_succeeds ... ok\n\ntest result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 4 filtered out; finished in 2.91s",
            ),
            (
                "bash",
                "cd src-tauri && RUST_LOG=marginalia::sync=debug NETWORK_THROTTLE=slow3g cargo tauri dev 2>&1 | grep -cE 'database is locked'",
                "0",
            ),
            (
                "assistant",
                "Fixed and verified with the same slow3g repro: 0 lock errors while typing during a 3-page pull. `push.rs` had the same pattern (upload inside the transaction that marks changes as sent), so it now marks them sent in a separate transaction after the server acks. `db.rs` sets `journal_mode=WAL` and `busy_timeout=5000` on open, and `sync/mod.rs` starts with the rule: no network I/O while a database transaction is open.",
            ),
        ],
        "lessons": [{"keys": ["database is locked", "transaction"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh51-marginalia-decision-conflicts-hlc-conflict-copy",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "next thing: conflicts. right now if I edit the same note on laptop and desktop while offline, whoever syncs last wins the whole row and the other edit is just gone. options?",
            ),
            (
                "read",
                "src-tauri/src/sync/apply.rs",
                'fn apply_remote_note(tx: &Transaction, remote: &NoteRow) -> Result<()> {\n    // last write wins on updated_at (wall clock)\n    let local_updated: Option<i64> = tx\n        .query_row("SELECT updated_at FROM notes WHERE id = ?1", [&remote.id], |r| r.get(0))\n        .optional()?;\n    if local_updated.map_or(true, |l| remote.updated_at >= l) {\n        upsert_note(tx, remote)?;\n    }\n    Ok(())\n}\n',
            ),
            (
                "assistant",
                'Today it\'s whole-row last-write-wins on `updated_at` (wall clock). Options:\n\n1. **Per-field LWW with a hybrid logical clock (HLC)**: every field (`title`, `body`, `tags`, `folder_id`, `pinned`) gets its own HLC timestamp; a merge takes the newest value per field. Editing the title on one device and the tags on another both survive. HLC also fixes skewed device clocks. Concurrent edits to the *same* field still lose one side.\n2. **CRDT for the body** (Yjs via `yrs`, or Automerge): concurrent text edits merge character by character. The price is storing the CRDT history per note and syncing updates instead of rows.\n3. **Per-field LWW + conflict copy**: like (1), but when both sides changed `body` since the last sync, the losing body is saved as a new note "<title> (conflict from <device>)" instead of being dropped.',
            ),
            (
                "user",
                "3. HLC per field, and conflict copy for body collisions. no CRDT: I did an automerge spike in the summer, the doc history made a 2k-note vault about 40x bigger in sqlite and the server is dumb blob storage anyway, it can't compact anything. body collisions are rare, people mostly edit on one machine at a time",
            ),
            ("edit", "src-tauri/src/sync/hlc.rs"),
            ("edit", "src-tauri/src/sync/apply.rs"),
            ("edit", "src-tauri/migrations/0014_field_hlc.sql"),
            ("edit", "src-tauri/src/sync/tests.rs"),
            (
                "bash",
                "cd src-tauri && cargo test sync:: 2>&1 | tail -7",
                "test sync::hlc::tests::monotonic_under_backward_clock ... ok\ntest sync::hlc::tests::receive_advances_past_remote ... ok\ntest sync::tests::title_and_tags_from_two_devices_both_survive ... ok\ntest sync::tests::body_collision_creates_conflict_copy ... ok\ntest sync::tests::conflict_copy_not_created_when_bodies_equal ... ok\n\ntest result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 4 filtered out; finished in 3.37s",
            ),
            (
                "assistant",
                'Done:\n- `hlc.rs`: HLC as `(wall_ms: u64, counter: u32, node: u16)`, stored as a fixed-width sortable string; `tick()` on local writes, `receive()` when applying remote changes, so a device whose clock is behind still orders correctly\n- migration `0014_field_hlc.sql` adds `title_hlc`, `body_hlc`, `tags_hlc`, `folder_hlc`, `pinned_hlc`, initialised from `updated_at`\n- `apply_remote_note` merges per field; if both sides changed `body` since the last synced HLC and the bodies differ, the remote wins and the local body becomes a new note "<title> (conflict from <this device>)" in the same folder\n\n24 sync tests pass, including a clock running 4 minutes behind.',
            ),
            ("user", "nice"),
        ],
        "lessons": [{"keys": ["HLC", "conflict copy", "Automerge"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh51-marginalia-statusbar-tauri2-runes-correction",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "word count in the status bar pls, live as you type. and the saved indicator should say 'saving…' while the autosave debounce is pending, 'saved' after",
            ),
            (
                "read",
                "src/lib/components/StatusBar.svelte",
                '<script lang="ts">\n  let { note } = $props();\n</script>\n\n<footer class="statusbar">\n  <span>{note?.folderName ?? \'\'}</span>\n  <span class="spacer"></span>\n  <span class="saved">saved</span>\n</footer>\n',
            ),
            (
                "assistant",
                "I'll add a `saveState` writable store in `src/lib/stores/editor.ts` that the editor sets to `'saving'` when the debounce starts and `'saved'` when the `save_note` command resolves, and a derived store for the word count. The status bar subscribes with `$saveState`. For the save call I'll use `import { invoke } from '@tauri-apps/api/tauri'`.",
            ),
            ("edit", "src/lib/stores/editor.ts"),
            ("edit", "src/lib/components/StatusBar.svelte"),
            ("edit", "src/lib/components/Editor.svelte"),
            (
                "bash",
                "npm run check",
                "> marginalia@0.9.3 check\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n/home/ana/marginalia/src/lib/stores/editor.ts:2:24\nError: Cannot find module '@tauri-apps/api/tauri' or its corresponding type declarations. (ts)\n\n====================================\nsvelte-check found 1 error and 0 warnings in 1 file",
            ),
            (
                "user",
                "yeah we're on tauri 2 since september, invoke lives in @tauri-apps/api/core now. and pls no new stores, it's svelte 5 runes everywhere ($state/$derived in .svelte.ts files), I ported the last stores last week",
            ),
            (
                "bash",
                'grep -rn "from \'@tauri-apps/api" src/lib | head -4; ls src/lib/state',
                "src/lib/state/notes.svelte.ts:1:import { invoke } from '@tauri-apps/api/core';\nsrc/lib/state/sync.svelte.ts:1:import { invoke } from '@tauri-apps/api/core';\nsrc/lib/state/sync.svelte.ts:2:import { listen } from '@tauri-apps/api/event';\nnotes.svelte.ts\nsync.svelte.ts\nsettings.svelte.ts",
            ),
            ("edit", "src/lib/state/editor.svelte.ts"),
            ("edit", "src/lib/components/StatusBar.svelte"),
            ("edit", "src/lib/components/Editor.svelte"),
            (
                "bash",
                "rm src/lib/stores/editor.ts && rmdir src/lib/stores 2>/dev/null; npm run check && npx vitest run src/lib/state",
                "> marginalia@0.9.3 check\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n====================================\nsvelte-check found 0 errors and 0 warnings\n\n ✓ src/lib/state/editor.svelte.test.ts (4 tests) 21ms\n ✓ src/lib/state/notes.svelte.test.ts (9 tests) 38ms\n\n Test Files  2 passed (2)\n      Tests  13 passed (13)",
            ),
            (
                "assistant",
                "Redone with runes: `src/lib/state/editor.svelte.ts` exports an `editor` object with `saveState = $state<'idle' | 'saving' | 'saved'>('idle')` and `wordCount = $derived(...)` (counts words in the markdown body, ignoring code fences and link URLs). `Editor.svelte` sets `saving` when the debounce starts and `saved` when `invoke('save_note', ...)` from `@tauri-apps/api/core` resolves. The status bar shows \"1,204 words · saving…\". The store file is gone; `svelte-check` is clean and the 4 new tests pass.",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["Tauri 2", "@tauri-apps/api/core"]},
            {"keys": ["Svelte 5", "runes"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh51-marginalia-focus-visible-nothing",
        "split": "fresh51",
        "steps": [
            (
                "user",
                "clicking a note in the sidebar shows a fat blue outline on it, looks ugly. but i dont want to kill keyboard nav. whats the right way",
            ),
            (
                "read",
                "src/lib/components/Sidebar.svelte",
                '<ul class="notes" role="listbox">\n  {#each notes.visible as n (n.id)}\n    <li role="option" tabindex="0" aria-selected={n.id === notes.selectedId}\n        onclick={() => notes.select(n.id)} onkeydown={(e) => onKey(e, n.id)}>\n      {n.title || \'Untitled\'}\n    </li>\n  {/each}\n</ul>\n\n<style>\n  li:focus { outline: 2px solid var(--accent); outline-offset: -2px; }\n</style>\n',
            ),
            (
                "assistant",
                "Use `:focus-visible` instead of `:focus`. The browser (WebView2 / WKWebView here) only matches `:focus-visible` when it thinks the focus ring is useful, which in practice means keyboard focus (Tab, arrow keys), not mouse clicks. So:\n\n```css\nli:focus { outline: none; }\nli:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }\n```\n\nClicking a note shows no ring (the selected background already marks it), tabbing into the list still does. Both webviews Tauri uses support it.",
            ),
            (
                "user",
                "do it. also the sidebar title truncation cuts mid-emoji sometimes, can css fix that or is that a js thing",
            ),
            ("edit", "src/lib/components/Sidebar.svelte"),
            (
                "assistant",
                "Changed to `:focus-visible`.\n\n`text-overflow: ellipsis` truncates by rendered glyph, so it never splits an emoji. The bad cut comes from `title.slice(0, 60)` in `notes.svelte.ts`, which cuts UTF-16 code units and can split a surrogate pair or a ZWJ sequence. CSS can't fix that; dropping the `slice` and letting `text-overflow: ellipsis` do the truncation can. The titles are already single-line with `white-space: nowrap`.",
            ),
            ("user", "yeah drop the slice"),
            ("edit", "src/lib/state/notes.svelte.ts"),
            (
                "bash",
                "npm run check 2>&1 | tail -2",
                "====================================\nsvelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "Dropped; the sidebar relies on CSS ellipsis now and `svelte-check` is clean.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
