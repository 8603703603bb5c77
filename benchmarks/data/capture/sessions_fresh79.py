"""The "fresh79" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH79: list[dict[str, Any]] = [
    # --- "loonwerk": payroll engine for Dutch SMEs at a small HR-software company (Haskell, GHC 9.8, cabal + Nix flake, Servant API, hasql + hasql-transaction on Postgres 16, dbmate migrations, hspec + hedgehog with golden payslips, fourmolu + HLint, typst payslip PDFs, SEPA pain.001 salary batches over SFTP to the banks, loonaangifte via Digipoort, Nomad on Hetzner) ---
    {
        "name": "fresh79-loonwerk-chitchat-traverse-vs-for-and-iban-mod97-in-ghci",
        "split": "fresh79",
        "steps": [
            (
                "user",
                "brain off. traverse_ vs for_ vs mapM_ — any actual difference or just arg order",
            ),
            (
                "assistant",
                "Just argument order and constraint:\n\n- `traverse_ :: (Foldable t, Applicative f) => (a -> f b) -> t a -> f ()`\n- `for_ = flip traverse_`, handy when the lambda is long: `for_ employees $ \\e -> do ...`\n- `mapM_` is the same as `traverse_` but historically asks for `Monad`; today it behaves identically.\n\nPick `for_` for long inline bodies, `traverse_` when passing a named function.",
            ),
            (
                "user",
                "ok. and can u sanity check this iban mod-97 thing i wrote in ghci, feels off for NL ibans",
            ),
            (
                "bash",
                "cat > /tmp/Iban.hs <<'EOF'\nimport Data.Char (isDigit, ord, toUpper)\nvalidIban :: String -> Bool\nvalidIban s = toInt (concatMap expand (drop 4 s' ++ take 4 s')) `mod` 97 == 1\n  where\n    s' = map toUpper (filter (/= ' ') s)\n    expand c | isDigit c = [c] | otherwise = show (ord c - 55)\n    toInt = foldl (\\acc d -> acc * 10 + toInteger (ord d - 48)) 0\nEOF\nghci -v0 /tmp/Iban.hs <<'EOF'\nmap validIban [\"NL91 ABNA 0417 1643 00\", \"NL91ABNA0417164301\", \"nl20 ingb 0001 2345 67\"]\nEOF",
                "[True,False,True]",
            ),
            (
                "assistant",
                "It's right: the valid example `NL91 ABNA 0417 1643 00` passes, the one with a changed last digit fails, and lowercase with spaces works since you upper-case and strip spaces first. Two small things:\n\n- it doesn't check the length (NL IBANs are 18 characters), so `NL91ABNA04171643000` with an extra zero could still pass by luck; add `length s' == 18` if it's NL-only\n- `foldl` on a 30-digit string is harmless, but `foldl'` is the habit",
            ),
            ("user", "fair, adding the length check"),
            (
                "bash",
                'sed -i \'s/^validIban s = /validIban s = length s\x27 == 18 \\&\\& /\' /tmp/Iban.hs && ghci -v0 /tmp/Iban.hs <<\'EOF\'\nmap validIban ["NL91 ABNA 0417 1643 00", "NL91ABNA04171643000", "nl20 ingb 0001 2345 67"]\nEOF',
                "[True,False,True]",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh79-loonwerk-decision-money-stays-cents-newtype-not-data-fixed",
        "split": "fresh79",
        "steps": [
            (
                "user",
                "jeroen wants to switch our money type to Data.Fixed Centi or the safe-money package, says the Cents newtype is boilerplate and everyone has to remember mulRound. what do u think? no code, just look",
            ),
            (
                "bash",
                "grep -rn 'newtype Cents\\|^mulRound\\|^data RoundingMode' src/; grep -rlw 'Cents' src test | wc -l; grep -rn 'mulRound' src | wc -l",
                "src/Loonwerk/Money.hs:18:newtype Cents = Cents Integer\nsrc/Loonwerk/Money.hs:41:mulRound :: RoundingMode -> Cents -> Rational -> Cents\nsrc/Loonwerk/Money.hs:9:data RoundingMode = RoundDown | RoundUp | RoundHalfUp | RoundHalfEven\n143\n212",
            ),
            (
                "bash",
                "ghci -v0 <<'EOF'\nimport Data.Fixed\nprint ((0.07 :: Centi) * 0.5, (-0.07 :: Centi) * 0.5, (1234.56 :: Centi) * 0.0765)\nEOF",
                "(0.03,-0.04,94.44)",
            ),
            (
                "read",
                "src/Loonwerk/Tax/WageTax.hs",
                "-- | Loonheffing per the white table: the taxable wage is rounded down to whole euros\n-- before the table lookup; the arbeidskorting is rounded up; the result per period\n-- is rounded down to whole cents.\nwageTax :: Period -> TaxTable -> Cents -> Cents\nwageTax p tbl taxable =\n  let base = roundTo RoundDown euro taxable\n      gross = lookupRate tbl p base `mulRoundR` base\n      credit = mulRound RoundUp (arbeidskortingBase tbl base) (arbeidskortingRate tbl)\n   in max 0 (gross - credit)\n",
            ),
            (
                "assistant",
                "What I see:\n\n- `Cents` is used in 143 files and `mulRound` in 212 places, every one of them passing an explicit `RoundingMode`\n- `Data.Fixed` multiplication floors silently: `0.07 * 0.5` gives `0.03` and `-0.07 * 0.5` gives `-0.04` (floor, not truncation toward zero), and there's no way to ask for half-up or half-even at that point\n- `WageTax.hs` needs three different directions in one function (taxable wage down to whole euros, arbeidskorting up, result down)\n\nOptions:\n1. **`Data.Fixed Centi`**: less code, but every multiplication becomes an implicit floor; we'd still need a helper for every other direction, and the type wouldn't force anyone to use it.\n2. **`safe-money`**: `Dense`/`Discrete` with explicit `discrete` rounding (floor, ceiling, round, truncate). Safer than `Centi`, but no half-up in the sense the Belastingdienst uses, big migration across 143 files and a heavier dependency.\n3. **Keep `Cents`** and reduce the boilerplate: a `Num`-free API is the point, but `deriving newtype (Eq, Ord, Semigroup, Monoid)` plus a few operators (`.+.`, `.-.`) would cut most of Jeroen's complaints.",
            ),
            (
                "user",
                "we keep Cents as a newtype over Integer, no Data.Fixed and no safe-money: Centi's * floors silently (you just showed -0.04) and the wage tax rules need an explicit rounding direction at every step, so every multiplication has to go through mulRound with a RoundingMode. do option 3's operators as a separate pr. write it up as an adr so jeroen has something to read",
            ),
            ("edit", "docs/adr/0019-money-cents-newtype.md"),
            (
                "bash",
                "sed -n '1,16p' docs/adr/0019-money-cents-newtype.md",
                "# ADR 0019: Money stays `Cents` (newtype over Integer)\n\nStatus: accepted (2026-12-07)\n\n## Decision\nAll amounts are `Cents` (`newtype Cents = Cents Integer`). We do not use `Data.Fixed`\n(`Centi`) or the safe-money package. Every multiplication goes through `mulRound` with\nan explicit `RoundingMode`; `Cents` has no `Num` instance on purpose.\n\n## Why\n- `Centi`'s `(*)` floors silently (`-0.07 * 0.5 == -0.04`).\n- Wage tax and premium rules need an explicit rounding direction at every step\n  (e.g. taxable wage down to whole euros, arbeidskorting up).\n\n## Follow-up\n- Operators `.+.` / `.-.` and derived instances to cut boilerplate (separate PR).",
            ),
            (
                "assistant",
                "Wrote `docs/adr/0019-money-cents-newtype.md` with the decision, the two reasons (including the `-0.04` example) and the operators as follow-up. Want me to start the operators PR now, or leave it for Jeroen so he gets to shape the API he was asking for?",
            ),
            ("user", "leave it for jeroen, he'll like that"),
        ],
        "lessons": [
            {"keys": ["Data.Fixed", "rounding direction"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh79-loonwerk-incident-sepa-batch-paid-twice-oom-between-upload-and-mark",
        "split": "fresh79",
        "steps": [
            (
                "user",
                "rabobank called. client bakkerij de vries got the december salaries paid TWICE yesterday, 14 employees. did the batch go out twice?? find out what happened asap, i've asked the bank to recall the second one",
            ),
            (
                "bash",
                "nomad alloc status -short $(nomad job allocs -t '{{range .}}{{if eq .TaskGroup \"export\"}}{{.ID}} {{end}}{{end}}' loonwerk-export | awk '{print $1}') | sed -n '/Recent Events/,$p' | head -8",
                'Recent Events:\nTime                       Type        Description\n2026-12-06T10:17:31+01:00  Started     Task started by client\n2026-12-06T10:17:29+01:00  Restarting  Task restarting in 1.8s\n2026-12-06T10:17:29+01:00  Terminated  Exit Code: 137, Exit Message: "OOM Killed"\n2026-12-06T10:00:02+01:00  Started     Task started by client',
            ),
            (
                "bash",
                "nomad alloc logs -job loonwerk-export export | grep -E 'run=88213|pending runs|memory' | head -10",
                "10:00:03 INFO exportPending: 312 pending runs\n10:15:02 INFO sepa: run=88213 batch built (14 payments, ctrlsum=38211.74) msgid=LW-8f2c1e0a-5b7d-4e22-9c11-d0e3a6b4f719\n10:15:04 INFO sftp: run=88213 uploaded pain001_88213_20261206T101502.xml to rabo:/in/\n10:17:32 INFO exportPending: 298 pending runs\n10:17:48 INFO sepa: run=88213 batch built (14 payments, ctrlsum=38211.74) msgid=LW-3a90d7c2-11e4-4f0b-8e6a-7c25b19e04d3\n10:17:49 INFO sftp: run=88213 uploaded pain001_88213_20261206T101748.xml to rabo:/in/\n10:17:49 INFO db: run=88213 marked exported",
            ),
            (
                "read",
                "src/Loonwerk/Export/Sepa.hs",
                'exportPending :: Env -> IO ()\nexportPending env = do\n  runs <- runDb env pendingRuns\n  logInfo env ("exportPending: " <> show (length runs) <> " pending runs")\n  let batches = foldl (\\acc r -> acc ++ [(r, buildBatch r)]) [] runs\n  for_ batches $ \\(run, batch) -> do\n    msgId <- ("LW-" <>) . UUID.toText <$> UUID.nextRandom\n    let xml = renderPain001 msgId batch\n    uploadSftp env (bankOf run) (fileName run) xml\n    runDb env (markExported (runId run))\n',
            ),
            (
                "bash",
                "cabal run -v0 loonwerk-export -- --dry-run --date 2026-12-06 +RTS -s -RTS 2>&1 | grep -E 'maximum residency|Total'; grep -n 'memory' deploy/nomad/loonwerk-export.nomad.hcl",
                "   1,962,344,112 bytes maximum residency (14 sample(s))\n  Total   time   47.210s  ( 52.884s elapsed)\n31:        memory = 1024",
            ),
            (
                "think",
                "foldl with ++ builds all batches and keeps every run's XML thunk reachable through the list until the loop finishes; residency ~1.9 GB with 312 runs (start of December, everyone's salary run). Nomad limit 1024 MB -> OOM kill. Killed after the SFTP upload of 88213 but before markExported. Restart: 88213 still pending, rebuilt, new random msgid, uploaded again. Bank dedupes on MsgId (duplicate check), but the id was fresh. Two problems: memory, and non-idempotent upload.",
            ),
            (
                "assistant",
                "Yes, it went out twice. What happened:\n\n- 10:15:04 run 88213's pain.001 is uploaded to Rabobank\n- before `markExported` ran, Nomad OOM-killed the export task (exit 137; limit 1024 MB, and a dry run of yesterday's 312 pending runs peaks at **1.96 GB** residency)\n- after the restart, 88213 was still pending, got rebuilt with a **new random MsgId** and uploaded again at 10:17:49; with a different MsgId the bank's duplicate check saw a new batch\n\nRoot cause: the export job was OOM-killed after uploading the pain.001 for run 88213 but before `markExported` committed, and on restart it exported the run again with a fresh random MsgId, so the bank could not recognise the duplicate.\n\nThe memory comes from `foldl (\\acc r -> acc ++ [(r, buildBatch r)])`, which keeps every run's batch alive until the loop ends.\n\nFix:\n1. MsgId derived from the run: `LW-<runId>-<attempt>`, and a run goes to state `exporting` (with that MsgId stored) in its own transaction before the upload; on restart an `exporting` run is re-sent with the same MsgId, which the bank rejects as a duplicate instead of paying it\n2. build and upload one run at a time (no list of all batches), so memory stays flat\n3. no change to the Nomad memory limit; 1024 MB is plenty once it streams",
            ),
            (
                "user",
                "yes do all of that. and a rule from now on: anything we send to the bank or the belastingdienst gets an id derived from our own record id, never a random one, so a retry is always a duplicate the other side rejects",
            ),
            ("edit", "db/migrations/20261207081500_payroll_runs_export_state.sql"),
            ("edit", "src/Loonwerk/Export/Sepa.hs"),
            ("edit", "src/Loonwerk/Export/State.hs"),
            ("edit", "test/Loonwerk/Export/SepaSpec.hs"),
            (
                "bash",
                "cabal test -v0 loonwerk-test --test-options='-m Export' 2>&1 | tail -3 && cabal run -v0 loonwerk-export -- --dry-run --date 2026-12-06 +RTS -s -RTS 2>&1 | grep 'maximum residency'",
                "Finished in 3.1042 seconds\n19 examples, 0 failures\n      88,410,952 bytes maximum residency (52 sample(s))",
            ),
            (
                "bash",
                "grep -rn 'nextRandom' src/Loonwerk/Aangifte src/Loonwerk/Export",
                'src/Loonwerk/Aangifte/Submit.hs:57:  berichtId <- ("LWA-" <>) . UUID.toText <$> UUID.nextRandom',
            ),
            (
                "assistant",
                "Done:\n\n- migration adds `export_state` (`pending` / `exporting` / `exported`) and `export_msg_id` to `payroll_runs`\n- `exportPending` now takes one run at a time: set `exporting` + `export_msg_id = LW-<runId>-<attempt>` and commit, upload, set `exported`; an `exporting` run found at start is re-uploaded with its stored MsgId\n- tests: a crash between upload and mark (simulated) re-sends the same MsgId; MsgId is deterministic per run\n- yesterday's dry run now peaks at **88 MB** instead of 1.96 GB\n\nFollowing your rule, one more place breaks it: `Aangifte/Submit.hs:57` gives the Digipoort submission a random `berichtId`. I'd derive it from the aangifte record id the same way; separate PR?",
            ),
            ("user", "yes separate pr, today pls"),
        ],
        "lessons": [
            {"keys": ["markExported", "MsgId"]},
            {"keys": ["belastingdienst", "record id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh79-loonwerk-corrections-payslip-preview-typst-not-node-renderer-and-integer-cents",
        "split": "fresh79",
        "steps": [
            (
                "user",
                "hr people want a 'preview payslip' button before they approve a run. add GET /runs/:runId/payslips/:employeeId/preview returning the pdf. don't store it anywhere",
            ),
            (
                "bash",
                "grep -rn -i 'payslip-render\\|puppeteer\\|renderPayslip' --include=*.hs --include=*.yml --include=*.hcl . | grep -v dist-newstyle | head",
                './docker-compose.yml:41:  payslip-render:\n./docker-compose.yml:42:    image: ghcr.io/loonwerk/payslip-render:2.3.1  # node + puppeteer\n./docker-compose.yml:44:      - "3100:3100"\n./src/Loonwerk/Render/Typst.hs:22:renderPayslip :: TypstEnv -> PayslipDoc -> IO (Either RenderError ByteString)\n./src/Loonwerk/Api/Payslips.hs:64:    pdf <- liftIO (renderPayslip (envTypst env) doc)',
            ),
            (
                "read",
                "test/golden/payslips/88213-e0007.json",
                '{\n  "employee": "E0007",\n  "period": "2026-11",\n  "gross": 341250,\n  "wageTax": 61483,\n  "pensionEmployee": 21840,\n  "net": 257927\n}\n',
            ),
            (
                "assistant",
                "Plan for the preview endpoint:\n\n- Payslips are rendered by the `payslip-render` service (Node + puppeteer, port 3100 in `docker-compose.yml`), so the handler POSTs the payslip JSON to `http://payslip-render:3100/render` and streams the PDF back with `Content-Type: application/pdf`\n- the payslip JSON carries amounts as euro decimals (e.g. `\"gross\": 3412.50`), so I'll add a `ToJSON` that converts `Cents` to euros for the renderer\n- the run must be in `draft` or `calculated`; approved runs already have their payslips\n\nI'll start with the API type.",
            ),
            (
                "user",
                "no — payslip-render is dead, we dropped it in september, the compose entry is just leftover (delete it pls). payslips render in-process with typst via Loonwerk.Render.Typst.renderPayslip, like Api/Payslips.hs already does. and amounts in any json we produce are integer cents, never euros, the golden file u just opened has 341250 — the templates divide by 100 themselves",
            ),
            ("edit", "src/Loonwerk/Api/Types.hs"),
            ("edit", "src/Loonwerk/Api/Payslips.hs"),
            ("edit", "docker-compose.yml"),
            ("edit", "test/Loonwerk/Api/PayslipsSpec.hs"),
            (
                "bash",
                "cabal build -v0 exe:loonwerk-api 2>&1 | tail -2; cabal test -v0 loonwerk-test --test-options='-m Payslips' 2>&1 | tail -2",
                "Finished in 1.8830 seconds\n11 examples, 0 failures",
            ),
            (
                "bash",
                "curl -s -o /tmp/prev.pdf -w '%{http_code} %{content_type} %{size_download}\\n' -H \"Authorization: Bearer $DEV_TOKEN\" localhost:8080/runs/88301/payslips/E0007/preview && pdftotext /tmp/prev.pdf - | grep -E 'Bruto|Netto'",
                "200 application/pdf 48211\nBruto loon           € 3.412,50\nNetto uit te betalen € 2.579,27",
            ),
            (
                "assistant",
                "Done:\n\n- `GET /runs/:runId/payslips/:employeeId/preview` in `Api/Types.hs`, handled in `Api/Payslips.hs`: calculates the payslip for a `draft` / `calculated` run and renders it in-process with `renderPayslip`, nothing written to disk or the DB; 409 for approved runs (they have stored payslips), 404 for an employee not in the run\n- no JSON shape change: the payslip doc keeps integer cents, the typst template formats them\n- removed the `payslip-render` service from `docker-compose.yml`\n- tests for 200 / 404 / 409; a manual call on run 88301 returns a 48 KB PDF with the right amounts",
            ),
            ("user", "nice, ship it"),
        ],
        "lessons": [
            {"keys": ["typst", "renderPayslip"], "not": ["port 3100"]},
            {"keys": ["integer cents", "json"], "not": ["amounts as euro decimals"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh79-loonwerk-pension-scheme-column-expand-contract-agreed-and-tunnel-port-correction",
        "split": "fresh79",
        "steps": [
            (
                "user",
                "add pension_scheme_id to employments, nullable, fk to pension_schemes. the pfzw/pmt import needs it next sprint",
            ),
            (
                "bash",
                "ls db/migrations | tail -3; grep -n 'CREATE TABLE pension_schemes' -A4 db/schema.sql",
                "20261128140210_employer_sector_code.sql\n20261204103000_tax_tables_2027.sql\n20261207081500_payroll_runs_export_state.sql\n412:CREATE TABLE pension_schemes (\n413-    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),\n414-    code text NOT NULL UNIQUE,\n415-    name text NOT NULL\n416-);",
            ),
            ("edit", "db/migrations/20261207093000_employments_pension_scheme.sql"),
            (
                "bash",
                "dbmate -e DEV_DATABASE_URL up 2>&1 | tail -2 && psql \"$DEV_DATABASE_URL\" -c '\\d employments' | grep pension",
                "Applying: 20261207093000_employments_pension_scheme.sql\nApplied: 20261207093000_employments_pension_scheme.sql in 18.204ms\n pension_scheme_id  | uuid                     |           |          |",
            ),
            (
                "assistant",
                "Added `db/migrations/20261207093000_employments_pension_scheme.sql`: `pension_scheme_id uuid NULL REFERENCES pension_schemes(id)` plus an index, applied to dev. I'll apply it to staging through the tunnel at `localhost:5432` (`dbmate -e STAGING_DATABASE_URL up`) once you're OK with it.\n\nOne proposal: `employments` is read by the payroll workers while they run, and old and new worker versions overlap during a Nomad deploy. I'd make schema changes on the payroll db expand/contract as a rule: add the column nullable now, backfill it from a job, and add `NOT NULL` (or drop an old column) only in a later release, once no running worker uses the old shape. Want that as the team rule?",
            ),
            (
                "user",
                "yes, expand/contract for every schema change on the payroll db, agreed, put it in CONTRIBUTING. tunnel is 5433 btw, 5432 on the bastion is the old pg13 cluster that's read-only since the upgrade, don't point anything at it. also regenerate the hasql statements for employments and ping me when staging has it",
            ),
            (
                "bash",
                "grep -n 'STAGING_DATABASE_URL' .envrc; grep -n 'LocalForward' ~/.ssh/config | grep bastion",
                ".envrc:7:export STAGING_DATABASE_URL=postgres://loonwerk@localhost:5432/loonwerk_staging\n14:    LocalForward 5432 pg13-staging.internal:5432",
            ),
            ("edit", ".envrc"),
            ("edit", "CONTRIBUTING.md"),
            ("edit", "src/Loonwerk/Db/Employments.hs"),
            (
                "bash",
                "ssh -fN -L 5433:pg16-staging.internal:5432 bastion && direnv allow . && dbmate -e STAGING_DATABASE_URL up 2>&1 | tail -1 && psql \"$STAGING_DATABASE_URL\" -Atc 'select version()' | cut -c1-16",
                "Applied: 20261207093000_employments_pension_scheme.sql in 41.877ms\nPostgreSQL 16.4 ",
            ),
            (
                "bash",
                "cabal build -v0 all 2>&1 | tail -1; cabal test -v0 loonwerk-test --test-options='-m Employments' 2>&1 | tail -1",
                "14 examples, 0 failures",
            ),
            (
                "assistant",
                'Staging has it: `.envrc` now points `STAGING_DATABASE_URL` at `localhost:5433`, tunnelled to the Postgres 16 staging cluster, and the migration is applied there (checked `select version()` → 16.4). Your `~/.ssh/config` still forwards 5432 to `pg13-staging.internal`; I didn\'t touch it, but you may want to drop that line.\n\nAlso:\n- `CONTRIBUTING.md` has a new "Payroll db schema changes: expand/contract" section with the three steps\n- `Db/Employments.hs` statements now select and encode `pension_scheme_id` as `Maybe PensionSchemeId`; tests pass',
            ),
            ("user", "ty, dropping the ssh line"),
        ],
        "lessons": [
            {"keys": ["expand/contract", "payroll db"]},
            {"keys": ["tunnel", "5433"], "not": ["localhost:5432"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh79-loonwerk-tool-stored-digipoort-cert-and-approved-runs-correction-run",
        "split": "fresh79",
        "steps": [
            (
                "user",
                "remember for later: the digipoort preprod cert (pkioverheid test) is in vault at secret/loonwerk/digipoort-preprod and expires 2027-03-01, renewal through the KPN portal takes ~3 weeks so start early feb. then: the loonaangifte for run 88450 got rejected on preprod, can u look",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "loonwerk Digipoort preprod certificate (PKIoverheid test): stored in Vault at secret/loonwerk/digipoort-preprod, expires 2027-03-01. Renewal via the KPN portal takes about 3 weeks, so start in early February.",
                    "tags": ["loonwerk", "digipoort", "certificates"],
                },
                '{"id":"9310","action":"stored"}',
                False,
            ),
            (
                "bash",
                "loonwerk-cli aangifte status --run 88450 --env preprod",
                "run 88450  employer 2211 (Schildersbedrijf Kok B.V.)  period 2026-11\nsubmission LWA-5e1c...  status: REJECTED  at 2026-12-07T09:12:40+01:00\n  LH-0412  SectRisGr ontbreekt voor inkomstenverhouding 1..6",
            ),
            (
                "read",
                "src/Loonwerk/Aangifte/Xml.hs",
                'inkomstenverhouding :: Employer -> Employment -> Element\ninkomstenverhouding er em =\n  element "IKV" $\n    [ leaf "NumIV" (ivNumber em)\n    , leaf "DatAanv" (startDate em)\n    ]\n      <> maybe [] (\\c -> [leaf "SectRisGr" c]) (employerSectorCode er)\n      <> contractElements em\n',
            ),
            (
                "bash",
                'psql "$STAGING_DATABASE_URL" -Atc "select id, name, sector_code from employers where id = 2211"',
                "2211|Schildersbedrijf Kok B.V.|",
            ),
            (
                "assistant",
                "Saved the cert details to memory.\n\nThe rejection: employer 2211 (Schildersbedrijf Kok) has no `sector_code`, and `Aangifte/Xml.hs` silently leaves `SectRisGr` out when it's missing, so all 6 employment relations fail with LH-0412. The column was only added in `20261128140210_employer_sector_code.sql`, so older employers may have it empty too.\n\nOptions: default it from the SBI code we have for the employer (painters map to a known sector), or block the run until someone fills it in. Then I'd fix it on run 88450 directly and resubmit.",
            ),
            (
                "user",
                "no defaulting, the sector code has to come from the employer's beschikking, i'll ask the client. and don't touch 88450: approved runs are never edited, not even for a fix like this — a change after approval always goes as a correction run via loonwerk-cli run correct, otherwise the aangifte totals and the payslips drift apart. what u can do is block approving a run when the employer has no sector code",
            ),
            (
                "bash",
                'psql "$STAGING_DATABASE_URL" -Atc "select count(*) from employers where sector_code is null and active"',
                "17",
            ),
            ("edit", "src/Loonwerk/Runs/Approve.hs"),
            ("edit", "src/Loonwerk/Aangifte/Xml.hs"),
            ("edit", "test/Loonwerk/Runs/ApproveSpec.hs"),
            (
                "bash",
                "cabal test -v0 loonwerk-test --test-options='-m Approve -m Aangifte' 2>&1 | tail -2",
                "Finished in 2.4407 seconds\n23 examples, 0 failures",
            ),
            (
                "assistant",
                "Done, 88450 untouched:\n\n- `Runs/Approve.hs`: approving a run now fails with `MissingSectorCode employerId` if the employer has no `sector_code`; the UI shows it as \"Sectorcode ontbreekt, vul de sector uit de beschikking in\"\n- `Aangifte/Xml.hs` no longer silently omits `SectRisGr`; building the XML returns an error instead, as a second guard\n- tests for both\n\nHeads-up: 17 active employers on staging have no sector code, so their next runs will be blocked at approval until it's filled in. Once the client sends Kok's code, 88450 goes out as a correction run (`loonwerk-cli run correct 88450`).",
            ),
            ("user", "17 is fine, support will chase them. thx"),
        ],
        "lessons": [
            {"keys": ["approved runs", "loonwerk-cli run correct"]},
        ],
        "tool_stored": [["digipoort-preprod", "2027-03-01"]],
    },
]
