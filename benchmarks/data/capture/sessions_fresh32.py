"""The "fresh32" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH32: list[dict[str, Any]] = [
    {
        "name": "fresh32-ocaml-warnings-nothing",
        "split": "fresh32",
        "steps": [
            (
                "user",
                "dune build spits a bunch of warnings in lib/parser.ml since my refactor yesterday, can u clean them up? dont change behaviour pls",
            ),
            (
                "bash",
                "dune build 2>&1 | grep -A2 Warning",
                'File "lib/parser.ml", line 48, characters 6-9:\n'
                "Warning 26 [unused-var]: unused variable pos.\n"
                "--\n"
                'File "lib/parser.ml", line 91, characters 22-25:\n'
                "Warning 27 [unused-var-strict]: unused variable env.\n"
                "--\n"
                'File "lib/parser.ml", line 130, characters 4-18:\n'
                "Warning 32 [unused-value-declaration]: unused value skip_trivia_old.",
            ),
            (
                "read",
                "lib/parser.ml",
                "let parse_atom st =\n"
                "  let pos = Lexer.position st.lexer in\n"
                "  match Lexer.peek st.lexer with\n"
                "  | Token.Int n -> Lexer.advance st.lexer; Ast.Int n\n"
                "  | Token.Ident s -> Lexer.advance st.lexer; Ast.Var s\n"
                '  | t -> error st (Printf.sprintf "unexpected %s" (Token.show t))\n'
                "\n"
                "let rec parse_let env st =\n"
                "  expect st Token.Let;\n"
                "  let name = expect_ident st in\n"
                "  expect st Token.Eq;\n"
                "  let rhs = parse_expr st in\n"
                "  expect st Token.In;\n"
                "  Ast.Let (name, rhs, parse_expr st)\n"
                "\n"
                "let skip_trivia_old st =\n"
                "  while Lexer.peek st.lexer = Token.Comment do Lexer.advance st.lexer done\n",
            ),
            (
                "think",
                "pos is computed but never used after the refactor moved error positions into `error`; env in parse_let is a leftover parameter. skip_trivia_old is dead. Removing env changes the signature, need to check callers.",
            ),
            (
                "bash",
                "grep -rn 'parse_let' lib/ test/",
                "lib/parser.ml:91:let rec parse_let env st =\nlib/parser.ml:162:  | Token.Let -> parse_let st.env st",
            ),
            ("edit", "lib/parser.ml"),
            ("bash", "dune build 2>&1 | grep -c Warning", "0"),
            (
                "bash",
                "dune test",
                "Testing `parser'.\nThis run has ID `Q1K7ZP'.\n\n  [OK]          atoms          0   ints.\n  [OK]          atoms          1   idents.\n  [OK]          let            0   simple.\n  [OK]          let            1   nested.\n\nFull test results in `_build/default/test/_build/_tests/parser'.\nTest Successful in 0.004s. 4 tests run.",
            ),
            (
                "assistant",
                "Warnings are gone and the 4 parser tests still pass. I removed the unused `pos` binding in `parse_atom`, dropped the unused `env` parameter from `parse_let` (its only caller on line 162 is updated), and deleted the dead `skip_trivia_old`.",
            ),
            (
                "user",
                "thx. q tho, for the env param would prefixing with _ have been more idiomatic than deleting it?",
            ),
            (
                "assistant",
                "Prefixing with `_env` silences warning 27 and is what people do when a parameter has to stay for a signature (a callback type, a functor argument). Here `parse_let` is a private helper with one caller, so deleting the parameter is simpler and nothing forces it to stay.",
            ),
            (
                "user",
                "ok makes sense, deleting is fine then. ship it, ill squash it into the refactor PR",
            ),
            ("assistant", "Sounds good, the working tree has just the parser.ml change."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh32-flutter-profiles-collection-correction",
        "split": "fresh32",
        "steps": [
            (
                "user",
                "some users see a blank display name on the profile screen. profile data is read from the users collection in firestore, repo is lib/data/profile_repo.dart. can u take a look",
            ),
            (
                "read",
                "lib/data/profile_repo.dart",
                "class ProfileRepo {\n"
                "  ProfileRepo(this._db);\n"
                "  final FirebaseFirestore _db;\n"
                "\n"
                "  Stream<Profile?> watch(String uid) => _db\n"
                "      .collection('users')\n"
                "      .doc(uid)\n"
                "      .snapshots()\n"
                "      .map((s) => s.exists ? Profile.fromJson(s.data()!) : null);\n"
                "}\n",
            ),
            (
                "read",
                "lib/ui/profile_screen.dart",
                "    final profile = ref.watch(profileProvider(uid)).valueOrNull;\n"
                "    return Text(profile?.displayName ?? '',\n"
                "        style: Theme.of(context).textTheme.headlineSmall);\n",
            ),
            (
                "assistant",
                "The screen renders `profile?.displayName ?? ''`, so a blank name means `watch()` emitted null, i.e. there's no document for that uid in `users`. Are the affected accounts recent sign-ups? If so, I could fall back to `FirebaseAuth.instance.currentUser?.displayName` when the document is missing.",
            ),
            (
                "user",
                "hm wait no, i got that wrong, sorry. new profiles are written to the profiles collection since the v3 migration, users is the legacy one that only the old 2.x iOS build still reads. so yeah its all new signups, the repo should read from profiles",
            ),
            (
                "bash",
                "grep -rn \"collection('users')\" lib/",
                "lib/data/profile_repo.dart:6:      .collection('users')\nlib/data/avatar_repo.dart:14:        .collection('users')",
            ),
            (
                "assistant",
                "`avatar_repo.dart` also reads from `users`. Should I switch that one to `profiles` too?",
            ),
            ("user", "yes both. the fields are the same shape, displayName + avatarUrl"),
            ("edit", "lib/data/profile_repo.dart"),
            ("edit", "lib/data/avatar_repo.dart"),
            ("edit", "test/data/profile_repo_test.dart"),
            (
                "bash",
                "flutter test test/data",
                "00:03 +7: All tests passed!",
            ),
            (
                "assistant",
                "Both repos now read from `profiles`, and the fake-Firestore test seeds a document there for a fresh uid and checks that the display name comes through. All 7 data tests pass.",
            ),
            ("user", "perfect ty. ill push a build to testflight tonight"),
        ],
        "lessons": [
            {
                "keys": ["profiles collection", "v3 migration"],
                "not": ["read from the users collection"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh32-decision-oban-unique-invoice",
        "split": "fresh32",
        "steps": [
            (
                "user",
                "We're getting duplicate invoice emails: when Stripe retries a webhook and both deliveries land within a second or two, InvoiceMailerWorker gets enqueued twice for the same payment. What are our options?",
            ),
            (
                "read",
                "lib/billing/workers/invoice_mailer_worker.ex",
                "defmodule Billing.Workers.InvoiceMailerWorker do\n"
                "  use Oban.Worker, queue: :mailers, max_attempts: 5\n"
                "\n"
                "  @impl Oban.Worker\n"
                '  def perform(%Oban.Job{args: %{"payment_id" => payment_id}}) do\n'
                "    payment = Billing.get_payment!(payment_id)\n"
                "    Billing.Mailer.deliver_invoice(payment)\n"
                "  end\n"
                "end\n",
            ),
            (
                "read",
                "lib/billing_web/controllers/stripe_webhook_controller.ex",
                '  def handle(conn, %{"type" => "payment_intent.succeeded", "data" => %{"object" => obj}}) do\n'
                "    {:ok, payment} = Billing.record_payment(obj)\n"
                "    %{payment_id: payment.id}\n"
                "    |> Billing.Workers.InvoiceMailerWorker.new()\n"
                "    |> Oban.insert()\n"
                '    send_resp(conn, 200, "ok")\n'
                "  end\n",
            ),
            (
                "think",
                "record_payment is presumably an upsert on the Stripe id, so both deliveries get the same payment.id. The race is purely at enqueue time. Options: Oban unique jobs, a Redis SETNX lock around the insert, or a sent_invoices table with a unique index checked in perform.",
            ),
            (
                "assistant",
                "Three ways to close it:\n\n1. Oban unique jobs: `use Oban.Worker, unique: [period: 300, keys: [:payment_id]]`. A second insert with the same payment_id within 5 minutes returns the existing job instead of a new one. The check runs in Postgres, no extra infrastructure.\n2. A Redis lock (`SET invoice:<id> NX EX 300`) around the enqueue in the controller.\n3. A `sent_invoices` table with a unique index on payment_id, written in `perform` before sending.\n\n1 is the smallest change; 3 also protects against a job being retried after the email actually went out.",
            ),
            (
                "user",
                "Go with Oban's unique option keyed on payment_id. No Redis lock: we're dropping Redis from prod at the end of the quarter, so nothing new should depend on it. The retry-after-send case is rare enough that I don't want the extra table yet.",
            ),
            ("edit", "lib/billing/workers/invoice_mailer_worker.ex"),
            ("edit", "test/billing/workers/invoice_mailer_worker_test.exs"),
            (
                "bash",
                "mix test test/billing/workers/invoice_mailer_worker_test.exs",
                "Running ExUnit with seed: 482113, max_cases: 16\n\n....\nFinished in 0.4 seconds (0.00s async, 0.4s sync)\n4 tests, 0 failures",
            ),
            (
                "assistant",
                "Added `unique: [period: 300, keys: [:payment_id], states: [:available, :scheduled, :executing, :retryable]]` to the worker. The new test inserts the job twice for the same payment and asserts a single job with `assert_enqueued` / `all_enqueued` length 1. 4 tests, 0 failures.",
            ),
            ("user", "Great, thanks. I'll get Priya to review it."),
        ],
        "lessons": [{"keys": ["unique option", "Redis"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh32-bash-pipefail-chitchat",
        "split": "fresh32",
        "steps": [
            (
                "user",
                "quick q, why does my script keep going after `curl -s $URL | jq .items > out.json` fails?? i have set -e at the top",
            ),
            (
                "assistant",
                "With `set -e`, a pipeline's exit status is the status of its last command. If curl fails but jq exits 0 (it happily parses empty input and prints nothing), the pipeline counts as a success and the script continues. Add `set -o pipefail` so the pipeline fails if any command in it fails; also `curl -f` so HTTP errors like 404/500 become a non-zero exit instead of an error page piped into jq.",
            ),
            (
                "bash",
                "bash -c 'set -e; false | true; echo still here'; echo rc=$?",
                "still here\nrc=0",
            ),
            (
                "bash",
                "bash -c 'set -eo pipefail; false | true; echo still here'; echo rc=$?",
                "rc=1",
            ),
            ("user", "ahh ok. and is set -u worth adding too or is that overkill"),
            (
                "assistant",
                "Usually worth it: `set -u` makes an unset variable an error, so a typo like `$URl` fails loudly instead of expanding to an empty string. The one thing to watch is optional variables; use `${VAR:-default}` for those. Many scripts start with `set -euo pipefail` for that reason.",
            ),
            ("user", "cool. lol i definitely have a $TMPDIR typo somewhere then. thanks thats all"),
            ("assistant", "Happy hunting!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh32-carrier-csv-namibia-na",
        "split": "fresh32",
        "steps": [
            (
                "user",
                "rate card import for Southern Africa Logistics is missing namibia again. ops says customers in windhoek get 'no shipping rate available'. this months file is data/inbound/sal_rates_2026-12.csv",
            ),
            (
                "bash",
                "grep -c '^NA,' data/inbound/sal_rates_2026-12.csv",
                "14",
            ),
            (
                "bash",
                "python -c \"from rates.loader import load_carrier_csv as l; df = l('data/inbound/sal_rates_2026-12.csv', carrier='SAL'); print(len(df)); print(df.country.unique())\"",
                "212\n['ZA' 'BW' 'ZW' 'MZ' 'LS' 'SZ' 'ZM']",
            ),
            (
                "read",
                "rates/loader.py",
                "import pandas as pd\n"
                "\n"
                "\n"
                "def load_carrier_csv(path, carrier):\n"
                "    df = pd.read_csv(path, dtype={'country': 'string', 'zone': 'string'})\n"
                "    df = df.dropna(subset=['country', 'weight_max_kg', 'price'])\n"
                "    df['carrier'] = carrier\n"
                "    return df\n",
            ),
            (
                "think",
                "The file has 14 rows starting with NA, but the loaded frame has no NA country. read_csv's default na_values include the string 'NA', so Namibia's ISO code becomes <NA>, and dropna on country removes those rows.",
            ),
            (
                "assistant",
                "Found it. Namibia's ISO country code is `NA`, and `pd.read_csv` treats the string \"NA\" as a missing value by default. So those 14 rows get `<NA>` in `country` and the `dropna(subset=['country', ...])` right after throws them away. The file itself is fine.",
            ),
            (
                "user",
                "lol of course. ok fix it in the loader: keep_default_na=False for every carrier csv, and only treat empty cells as missing. that's why namibia vanished every time, we 'fixed' it by hand in the db twice already",
            ),
            ("edit", "rates/loader.py"),
            ("user", "add a test with an NA row pls"),
            ("edit", "tests/test_loader.py"),
            (
                "bash",
                "pytest tests/test_loader.py -q",
                "......                                                                   [100%]\n6 passed in 0.38s",
            ),
            (
                "bash",
                "python -c \"from rates.loader import load_carrier_csv as l; df = l('data/inbound/sal_rates_2026-12.csv', carrier='SAL'); print(len(df)); print((df.country == 'NA').sum())\"",
                "226\n14",
            ),
            (
                "assistant",
                "`load_carrier_csv` now calls `read_csv(..., keep_default_na=False, na_values=[''])`, so only empty cells count as missing. The December SAL file loads 226 rows including the 14 Namibia ones, and the new test feeds a CSV with an `NA` row and checks it survives. 6 passed.",
            ),
            ("user", "nice. ill rerun the import job for december after standup"),
        ],
        "lessons": [{"keys": ["keep_default_na", "Namibia"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh32-engine-no-exceptions-in-passing",
        "split": "fresh32",
        "steps": [
            (
                "user",
                "add a parser for the .lvl file header in engine/src/level/header.cpp. layout: 4-byte magic 'LVL3', then u16 version, u16 flags, u32 chunk count, all little endian. return an error if the magic doesnt match or the buffer is shorter than 12 bytes. heads up, nothing in engine/ may throw, it's built with -fno-exceptions, so return absl::StatusOr like the other loaders do",
            ),
            (
                "read",
                "engine/src/level/header.h",
                "#pragma once\n"
                "#include <cstdint>\n"
                "#include <span>\n"
                '#include "absl/status/statusor.h"\n'
                "\n"
                "namespace engine::level {\n"
                "\n"
                "struct Header {\n"
                "  uint16_t version;\n"
                "  uint16_t flags;\n"
                "  uint32_t chunk_count;\n"
                "};\n"
                "\n"
                "absl::StatusOr<Header> ParseHeader(std::span<const std::byte> data);\n"
                "\n"
                "}  // namespace engine::level\n",
            ),
            (
                "read",
                "engine/src/audio/bank_loader.cpp",
                "absl::StatusOr<Bank> LoadBank(std::span<const std::byte> data) {\n"
                "  if (data.size() < kBankHeaderSize) {\n"
                '    return absl::InvalidArgumentError("bank: truncated header");\n'
                "  }\n"
                "  const uint32_t count = ReadLE<uint32_t>(data, 4);\n"
                "  ...\n",
            ),
            ("edit", "engine/src/level/header.cpp"),
            ("edit", "engine/tests/level/header_test.cpp"),
            (
                "bash",
                "cmake --build build --target engine_tests -j8 && ctest --test-dir build -R Header --output-on-failure",
                "[100%] Built target engine_tests\nTest project /home/dev/game/build\n    Start 41: HeaderTest.ParsesValidHeader\n1/3 Test #41: HeaderTest.ParsesValidHeader ......   Passed    0.01 sec\n    Start 42: HeaderTest.RejectsBadMagic\n2/3 Test #42: HeaderTest.RejectsBadMagic .........   Passed    0.01 sec\n    Start 43: HeaderTest.RejectsTruncated\n3/3 Test #43: HeaderTest.RejectsTruncated ........   Passed    0.01 sec\n\n100% tests passed, 0 tests failed out of 3",
            ),
            (
                "assistant",
                '`ParseHeader` checks the size (12 bytes) first, compares the magic against `LVL3`, then reads version, flags and chunk count with the existing `ReadLE<T>` helper. Failures return `absl::InvalidArgumentError` ("level: truncated header" / "level: bad magic"), no throws. Three tests cover a valid header, a bad magic and a truncated buffer; all pass.',
            ),
            (
                "user",
                "looks good. should version 2 files be rejected too or is that the caller's job?",
            ),
            (
                "assistant",
                "Right now any version is accepted, since the magic already says LVL3. If the loader only understands version 3 I can return `absl::FailedPreconditionError` for anything else, or leave it to `LevelLoader`, which already switches on the version.",
            ),
            ("user", "leave it to LevelLoader for now, it has the migration path for v2. thanks"),
        ],
        "lessons": [{"keys": ["-fno-exceptions", "StatusOr"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh32-hugo-netlify-version-tool-stored",
        "split": "fresh32",
        "steps": [
            (
                "user",
                'The Netlify deploy preview for the docs site fails with "function "Sass" not defined" in layouts/partials/head.html. It builds fine locally. Can you figure out what\'s going on?',
            ),
            (
                "bash",
                "hugo version",
                "hugo v0.139.3-2f6864387cd31b975914e8373d4bf38bddbd47bc+extended linux/amd64 BuildDate=2024-11-29T15:36:56Z",
            ),
            (
                "read",
                "netlify.toml",
                "[build]\n"
                '  publish = "public"\n'
                '  command = "hugo --gc --minify"\n'
                "\n"
                "[build.environment]\n"
                '  HUGO_VERSION = "0.121.2"\n'
                '  HUGO_ENV = "production"\n',
            ),
            (
                "read",
                "layouts/partials/head.html",
                '{{ $opts := dict "transpiler" "dartsass" "targetPath" "css/main.css" }}\n'
                '{{ with resources.Get "scss/main.scss" | css.Sass $opts | minify | fingerprint }}\n'
                '  <link rel="stylesheet" href="{{ .RelPermalink }}" integrity="{{ .Integrity }}">\n'
                "{{ end }}\n",
            ),
            (
                "assistant",
                "Netlify builds with Hugo 0.121.2 (HUGO_VERSION in netlify.toml), but you have 0.139.3 locally. `css.Sass` only exists since Hugo 0.128; older versions call it `resources.ToCSS`. Last week's head.html change switched to `css.Sass`, which is fine locally and undefined on Netlify.",
            ),
            (
                "user",
                "Argh. Bump it to 0.139.3 to match. And please remember this: the Hugo version for the docs site is pinned via HUGO_VERSION in netlify.toml and has to match what we run locally. This has bitten us before.",
            ),
            ("edit", "netlify.toml"),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Docs site: the Hugo version Netlify uses is pinned via HUGO_VERSION in netlify.toml and must match the local Hugo version (now 0.139.3). A mismatch broke deploy previews: css.Sass needs Hugo >= 0.128.",
                    "tags": ["hugo", "netlify", "docs-site"],
                },
                '{"id":"31","action":"stored"}',
                False,
            ),
            (
                "bash",
                "HUGO_ENV=production hugo --gc --minify 2>&1 | tail -4",
                "Total in 1843 ms\n                   | EN\n-------------------+------\n  Pages            | 214",
            ),
            (
                "assistant",
                "Set HUGO_VERSION to 0.139.3 and saved a memory about keeping it in sync with local. A production build with the same command as Netlify completes (214 pages).",
            ),
            (
                "user",
                "Thanks. While you're in there: images in content go through the img shortcode, never raw markdown images, because the shortcode does the webp resizing. Can you fix the two raw ones in content/blog/2026-11-winter-release.md?",
            ),
            (
                "read",
                "content/blog/2026-11-winter-release.md",
                '---\ntitle: "Winter release"\ndate: 2026-11-27\n---\n\nThe new dashboard:\n\n![Dashboard overview](/images/winter/dashboard.png)\n\nAnd the export dialog:\n\n![Export dialog](/images/winter/export.png)\n',
            ),
            ("edit", "content/blog/2026-11-winter-release.md"),
            (
                "bash",
                "hugo --gc --minify 2>&1 | grep -i -E 'error|warn' | wc -l",
                "0",
            ),
            (
                "assistant",
                'Both images now use `{{< img src="/images/winter/dashboard.png" alt="Dashboard overview" >}}` and the same for the export dialog; the build has no errors or warnings.',
            ),
            ("user", "Lovely, I'll push and check the preview."),
        ],
        "lessons": [{"keys": ["img shortcode", "markdown images"]}],
        "tool_stored": [["HUGO_VERSION", "netlify.toml"]],
    },
    {
        "name": "fresh32-tauri-about-dialog-nothing",
        "split": "fresh32",
        "steps": [
            (
                "user",
                'The About window says "Licence" in the heading and "License" on the button. Make it "License" everywhere, and make the window 420px tall so the credits list doesn\'t scroll.',
            ),
            (
                "bash",
                "grep -rn -i 'licence' src/ src-tauri/",
                'src/components/AboutDialog.tsx:22:        <h2>Licence</h2>\nsrc/i18n/en.json:31:  "about.licenceHeading": "Licence",',
            ),
            (
                "read",
                "src-tauri/tauri.conf.json",
                '{\n  "app": {\n    "windows": [\n      { "label": "main", "width": 1100, "height": 720 },\n      { "label": "about", "width": 360, "height": 340, "resizable": false, "visible": false }\n    ]\n  }\n}\n',
            ),
            (
                "assistant",
                'There\'s a hard-coded "Licence" heading in AboutDialog.tsx, though it looks like it was meant to use the `about.licenceHeading` string from en.json. Should I switch the heading to the translation key and rename the key to `about.licenseHeading`, or just fix the text?',
            ),
            (
                "user",
                "Use the key and rename it, yes. The other locales don't have it yet so only en.json.",
            ),
            ("edit", "src/components/AboutDialog.tsx"),
            ("edit", "src/i18n/en.json"),
            ("edit", "src-tauri/tauri.conf.json"),
            (
                "bash",
                "npm run typecheck && npm run lint",
                "> app@0.8.2 typecheck\n> tsc --noEmit\n\n> app@0.8.2 lint\n> eslint src --max-warnings 0\n",
            ),
            (
                "assistant",
                "The heading now renders `t('about.licenseHeading')`, the key is renamed in en.json, and the about window is 360x420. Typecheck and lint are clean. I didn't run `tauri dev`, so the scroll is worth a quick look.",
            ),
            ("user", "Just checked, no scrollbar anymore. Looks good, thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
