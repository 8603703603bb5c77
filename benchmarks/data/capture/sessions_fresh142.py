"""The "fresh142" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH142: list[dict[str, Any]] = [
    # --- "echoloc": bat acoustic survey pipeline for the Fenmoor Wildlife Trust (20 static
    # detectors FM-01..FM-20 across the fens, Wildlife Acoustics SM4BAT-FS, auto-IDs from
    # Kaleidoscope Pro). R 4.4, {targets} + {tarchetypes}, {renv}, {dplyr}, {arrow}, Quarto
    # reports, testthat; runs nightly from cron on the trust's Ubuntu server "hollin". People:
    # Aoife (ecologist, PI), Tomasz (field coordinator, runs Kaleidoscope), Priya (statistician).
    # Records go to FERC (Fenmoor Environmental Records Centre). Repo: _targets.R,
    # R/{ingest,vetting,activity,weather,export}.R, reports/annual.qmd,
    # data/kaleidoscope/<site>/<yyyy-mm>/<run>/id.csv, tests/testthat ---
    {
        "name": "fresh142-echoloc-chitchat-native-pipe-and-species-typo",
        "split": "fresh142",
        "steps": [
            (
                "user",
                "dumb q. reading a blog post that uses |> everywhere, is that just the same as %>% or is there a catch",
            ),
            (
                "read",
                "R/activity.R",
                'summarise_activity <- function(passes) {\n  passes %>%\n    filter(!is.na(species)) %>%\n    group_by(site, species) %>%\n    summarise(n_passes = n(), .groups = "drop") %>%\n    arrange(site, desc(n_passes))\n}\n',
            ),
            (
                "think",
                "Concept question. Native pipe (R >= 4.1) is a parser transformation: x |> f(y) becomes f(x, y) at parse time, no function call overhead, no magrittr dependency. Differences: RHS must be a call with parentheses (x |> head, not allowed), placeholder is _ (4.2+) and must be named (x |> lm(y ~ z, data = _)), no dot-as-first-arg tricks, no {} blocks; 4.3 allows _ with extraction _$a. Debugging: tracebacks cleaner. For their dplyr code, drop-in.",
            ),
            (
                "assistant",
                "Mostly the same, with a few catches.\n\n`|>` is built into R (4.1+) and is rewritten **when the code is parsed**: `passes |> filter(x)` literally becomes `filter(passes, x)`. `%>%` is a function from magrittr that runs at call time.\n\nWhere they differ:\n\n- **parentheses are required**: `passes |> head()` works, `passes |> head` is a syntax error (magrittr allows both)\n- **placeholder**: magrittr uses `.` anywhere (`lm(y ~ x, data = .)`); the native pipe uses `_` and only as a *named* argument: `passes |> lm(y ~ x, data = _)` (R 4.2+)\n- **no `{ }` blocks or `.` tricks** like `x %>% {if (nrow(.) > 0) . else NULL}`\n- tracebacks are a bit cleaner and there's no function call overhead, though you'll never notice the speed\n\nFor code like `summarise_activity()` in `R/activity.R` (plain dplyr verbs chained together) they're interchangeable. Hollin runs R 4.4, so either works.",
            ),
            (
                "user",
                "ok makes sense ta. unrelated, aoife spotted the species table in the report says 'Pipistrellus pygmeaus', should be pygmaeus",
            ),
            (
                "bash",
                "grep -rn 'pygmeaus' R/ data/ reports/ tests/",
                "data/species_lookup.csv:7:PIPPYG,Pipistrellus pygmeaus,Soprano pipistrelle",
            ),
            ("edit", "data/species_lookup.csv"),
            (
                "bash",
                "Rscript -e 'testthat::test_file(\"tests/testthat/test-species.R\")' 2>&1 | tail -2",
                "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 6 ]",
            ),
            (
                "assistant",
                "Fixed: `data/species_lookup.csv` now reads **Pipistrellus pygmaeus** for `PIPPYG`. That was the only place it was misspelled; the report picks it up on the next `tar_make()`.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh142-echoloc-incident-fm07-doubled-by-kaleidoscope-rerun",
        "split": "fresh142",
        "steps": [
            (
                "user",
                "aoife says FM-07 august activity in the draft annual report is about double last year and double the sites next to it. tomasz swears nothing changed on the ground. can u have a look",
            ),
            (
                "bash",
                'Rscript -e \'suppressMessages(library(dplyr)); targets::tar_read(passes) |> filter(site == "FM-07", format(timestamp, "%Y-%m") == "2026-08") |> count(in_file) |> count(n, name = "files")\'',
                "# A tibble: 2 × 2\n      n files\n  <int> <int>\n1     1    38\n2     2  4112",
            ),
            (
                "think",
                "Almost every recording file appears twice in passes for FM-07 August. 38 appear once. That's not bats, that's ingest reading the same file twice. Look at the folder.",
            ),
            (
                "bash",
                "ls data/kaleidoscope/FM-07/2026-08/ && grep -h 'classifier' data/kaleidoscope/FM-07/2026-08/*/meta.csv",
                "run_2026-09-03  run_2026-10-21\nclassifier,Bats of Europe 5.4.0\nclassifier,Bats of Europe 5.5.0",
            ),
            (
                "read",
                "R/ingest.R",
                'read_kaleidoscope <- function(root = here::here("data", "kaleidoscope")) {\n  files <- fs::dir_ls(root, recurse = TRUE, glob = "*/id.csv")\n  files |>\n    purrr::map(read_id_csv) |>\n    purrr::list_rbind(names_to = "source")\n}\n',
            ),
            (
                "think",
                "Recursive glob picks up id.csv from both run folders. Tomasz re-ran August for FM-07 in October with the newer classifier; the old run folder stayed. The 38 single files are ones one of the runs skipped as noise. Fix: group candidate id.csv paths by site/month and keep only the newest run folder (run_YYYY-MM-DD sorts lexically). Also record run + classifier in passes. Check other site-months with more than one run.",
            ),
            (
                "bash",
                "find data/kaleidoscope -mindepth 3 -maxdepth 3 -type d -name 'run_*' | cut -d/ -f3,4 | sort | uniq -d",
                "FM-07/2026-08\nFM-15/2026-06",
            ),
            (
                "assistant",
                "Found it, and it isn't the bats.\n\n**What happened.** FM-07 August has two Kaleidoscope runs: `run_2026-09-03` (classifier *Bats of Europe 5.4.0*) and `run_2026-10-21` (5.5.0). Kaleidoscope writes each run into its own folder and leaves the old `id.csv` where it was. `read_kaleidoscope()` globs `*/id.csv` recursively, so it read **both** runs: 4,112 of the recordings are in `passes` twice.\n\n**Also affected.** FM-15 June has two runs as well, so its numbers in the draft are inflated too.\n\n**Fix.** Ingest should read only the latest run folder per site and month (the `run_YYYY-MM-DD` names sort by date), and I'd add `run` and `classifier` columns to `passes` so it's visible which run a number came from. Want me to go ahead?",
            ),
            (
                "user",
                "huh. tomasz reran those bc the new classifier is way better on barbastelle. so every rerun leaves its own id.csv behind and ingest should only ever take the latest run. yes do it",
            ),
            ("edit", "R/ingest.R"),
            ("edit", "tests/testthat/test-ingest.R"),
            (
                "bash",
                "Rscript -e 'testthat::test_file(\"tests/testthat/test-ingest.R\")' 2>&1 | tail -1 && Rscript -e 'targets::tar_make()' 2>&1 | tail -3",
                "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 11 ]\n✔ built target annual_report [41.2 seconds]\n✔ end pipeline [3.611 minutes]",
            ),
            (
                "bash",
                'Rscript -e \'suppressMessages(library(dplyr)); targets::tar_read(passes) |> count(site, month = format(timestamp, "%Y-%m"), run) |> filter(site %in% c("FM-07", "FM-15"), month %in% c("2026-06", "2026-08"))\'',
                "# A tibble: 4 × 4\n  site  month   run                n\n  <chr> <chr>   <chr>          <int>\n1 FM-07 2026-06 run_2026-07-04  3870\n2 FM-07 2026-08 run_2026-10-21  4131\n3 FM-15 2026-06 run_2026-10-22  2208\n4 FM-15 2026-08 run_2026-09-05  2655",
            ),
            (
                "assistant",
                "Done on `fix/latest-kaleidoscope-run`:\n\n- `read_kaleidoscope()` now keeps one run per site-month, the newest `run_*` folder, and adds `run` and `classifier` columns\n- a test builds a fake tree with two runs for one month and checks only the newer one is read\n- rebuilt the pipeline: FM-07 August is down to 4,131 passes (in line with last year and with FM-06/FM-08), and FM-15 June dropped to 2,208\n\nThe draft annual report is rebuilt with the corrected numbers.",
            ),
            ("user", "ok. ill tell aoife the draft numbers were off before she sends it round"),
            ("assistant", "👍 The fixed report is at `reports/annual.html`."),
        ],
        "lessons": [
            {"keys": ["id.csv", "latest run"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh142-echoloc-decision-low-confidence-ids-vetting-queue",
        "split": "fresh142",
        "steps": [
            (
                "user",
                "priya wants to sort out the low confidence auto IDs before the annual report goes out. atm we just take whatever kaleidoscope says. whats the options",
            ),
            (
                "bash",
                "Rscript -e 'suppressMessages(library(dplyr)); targets::tar_read(passes) |> filter(!is.na(species)) |> group_by(species) |> summarise(n = n(), low = mean(match_ratio < 0.6)) |> arrange(desc(n)) |> print(n = 12)'",
                "# A tibble: 12 × 3\n   species      n    low\n   <chr>    <int>  <dbl>\n 1 PIPPIP  118422 0.04\n 2 PIPPYG   61310 0.06\n 3 NYCNOC   22874 0.02\n 4 EPTSER    6120 0.21\n 5 NYCLEI    3987 0.18\n 6 MYODAU    3411 0.33\n 7 PIPNAT    1904 0.27\n 8 MYONAT    1236 0.41\n 9 PLEAUR     402 0.52\n10 BARBAR     318 0.29\n11 MYOMYS     207 0.47\n12 MYOBRA      64 0.55",
            ),
            (
                "think",
                "Pips and noctule are mostly confident. Myotis, long-eared and barbastelle have a lot below 0.6. Options: threshold drop, keep+flag, or manual vetting queue. Vetting is the most work for Tomasz; threshold is one line. Recommend threshold.",
            ),
            (
                "assistant",
                "The common pipistrelles and noctules are mostly confident (2-6% under a 0.6 match ratio), but the rarer species aren't: a third of Daubenton's, half of the brown long-eared and 29% of the barbastelle IDs are below 0.6.\n\nThree ways to handle it:\n\n1. **Threshold**: drop auto-IDs below a match ratio of 0.6 before counting. One line in `R/activity.R`, but it throws away real passes of exactly the rare species.\n2. **Keep and flag**: keep everything, add a `low_conf` column, and show confident and all-ID counts side by side in the report.\n3. **Vetting queue**: low-confidence IDs (and all rare species) go to a sheet where Tomasz and the volunteers check the sonograms; only vetted records are exported and counted for those species.\n\nI'd start with **1**: it's simple, and the thresholds can be tuned per species later.",
            ),
            (
                "user",
                "3. ferc wont accept unvetted auto-IDs for barbastelle or any myotis anyway so a threshold doesnt help us there. skip noctules tho, Nyctalus calls are unmistakable and theres thousands of them so they never need vetting",
            ),
            (
                "think",
                "Option 3. Vetting set: match_ratio < 0.6 for any species, plus all BARBAR and MYO* regardless of ratio, excluding NYCNOC and NYCLEI (Nyctalus genus). Write a vetting sheet per month (xlsx via writexl) with file path, species, ratio, columns for vetted_species/vetter; read back completed sheets as a tar_file target; export uses vetted species where present and drops unvetted barbastelle/Myotis.",
            ),
            ("edit", "R/vetting.R"),
            ("edit", "_targets.R"),
            ("edit", "R/export.R"),
            ("edit", "tests/testthat/test-vetting.R"),
            (
                "bash",
                "Rscript -e 'testthat::test_file(\"tests/testthat/test-vetting.R\")' 2>&1 | tail -1 && Rscript -e 'targets::tar_make(names = starts_with(\"vetting\"))' 2>&1 | tail -2",
                "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 9 ]\n✔ built target vetting_sheets [12.8 seconds]\n✔ end pipeline [19.402 seconds]",
            ),
            (
                "assistant",
                "Set up the vetting queue on `feat/vetting-queue`:\n\n- `vetting_candidates`: every ID under a 0.6 match ratio, plus **all** barbastelle and Myotis IDs whatever the ratio; *Nyctalus* (noctule and Leisler's) is never queued\n- `vetting_sheets` writes one spreadsheet per month to `output/vetting/` with the file path, auto-ID, match ratio and empty `vetted_species` / `vetted_by` columns (7,914 rows for 2026)\n- completed sheets in `data/vetting/` are read back as a file target; the FERC export and the report use the vetted species, and unvetted barbastelle/Myotis records are left out of the export",
            ),
            (
                "user",
                "dont share the sheets with the volunteers yet, tomasz wants to try a month himself first",
            ),
            (
                "assistant",
                "Nothing has been shared; the sheets are only in `output/vetting/` on hollin.",
            ),
        ],
        "lessons": [
            {"keys": ["unvetted", "barbastelle"]},
            {"keys": ["nyctalus", "never need vetting"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh142-echoloc-tool-stored-fm12-moved-and-weather-station",
        "split": "fresh142",
        "steps": [
            (
                "user",
                "adding the temperature covariate to priya's activity model today. first tho, FM-12 got moved about 40m in june when the farmer put a new gate in, remember that. its still the same site for the analysis",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "echoloc: detector FM-12 was moved about 40 m in June 2026 (farmer's new gate); treat before and after as the same site FM-12 in the analysis.",
                    "tags": ["echoloc", "sites", "FM-12"],
                },
                '{"id":"5512","action":"stored"}',
                False,
            ),
            (
                "read",
                "R/weather.R",
                "# TODO nightly temperature covariate for the activity model\nread_midas <- function(path) {\n  readr::read_csv(path, show_col_types = FALSE)\n}\n",
            ),
            (
                "bash",
                'ls data/weather/ && Rscript -e \'for (f in Sys.glob("data/weather/midas_*_2026.csv")) { d <- readr::read_csv(f, show_col_types = FALSE); cat(basename(f), "last non-NA:", format(max(d$ob_time[!is.na(d$air_temperature)])), "\\n") }\'',
                "midas_holbeach_2026.csv  midas_wittering_2026.csv\nmidas_holbeach_2026.csv last non-NA: 2026-11-30 23:00:00 \nmidas_wittering_2026.csv last non-NA: 2026-04-17 06:00:00 ",
            ),
            (
                "think",
                "Two MIDAS hourly station files. Wittering has no temperature after 17 April. Don't guess which station Priya wants; ask. Meanwhile the FM-12 move: sites.csv has one row for FM-12 with the new coordinates? Check later; nothing to change since it's the same site.",
            ),
            (
                "assistant",
                "Saved the FM-12 note to memory; `sites.csv` already has FM-12 as a single site, so nothing changes in the pipeline.\n\nFor the covariate there are two Met Office MIDAS files in `data/weather/`: **Holbeach** has hourly temperatures up to 30 November, **Wittering** has nothing after 17 April. Which station should the model use? (Or both, filling gaps from one with the other?)",
            ),
            (
                "user",
                "use holbeach, wittering's sensor has been broken since april and the met office arent fixing it. holbeach is closer to most of the sites anyway",
            ),
            (
                "think",
                "Sunset temperature per night: take the hourly reading nearest to sunset at the site centroid (suncalc::getSunlightTimes), join to nightly activity by night. Add as target weather_nightly; pass to Priya's model formula as temp_sunset.",
            ),
            ("edit", "R/weather.R"),
            ("edit", "_targets.R"),
            ("edit", "R/activity.R"),
            ("edit", "tests/testthat/test-weather.R"),
            (
                "bash",
                "Rscript -e 'testthat::test_file(\"tests/testthat/test-weather.R\")' 2>&1 | tail -1 && Rscript -e 'targets::tar_make(names = c(weather_nightly, activity_model))' 2>&1 | tail -2",
                "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 5 ]\n✔ built target activity_model [1.214 minutes]\n✔ end pipeline [1.402 minutes]",
            ),
            (
                "assistant",
                "Added the covariate on `feat/temperature-covariate`:\n\n- `weather_nightly`: the Holbeach hourly reading nearest to sunset for each night (sunset from `suncalc` at the sites' centroid), as `temp_sunset`\n- `activity_model` now includes `temp_sunset`; the model rebuilt fine\n- a test checks the nearest-to-sunset pick across the October clock change\n\nWittering isn't read anywhere.",
            ),
            ("user", "👍 ill get priya to look at the coefficients"),
        ],
        "lessons": [
            {"keys": ["holbeach", "wittering"]},
        ],
        "tool_stored": [["FM-12", "same site"]],
    },
    {
        "name": "fresh142-echoloc-review-nightly-table-rules",
        "split": "fresh142",
        "steps": [
            (
                "user",
                "can u add a target that writes the per site nightly activity table for the annual report. one row per site per night per species",
            ),
            (
                "read",
                "R/activity.R",
                'summarise_activity <- function(passes) {\n  passes |>\n    filter(!is.na(species)) |>\n    group_by(site, species) |>\n    summarise(n_passes = n(), .groups = "drop")\n}\n',
            ),
            (
                "think",
                "Group by site, species, date. Column names from Kaleidoscope are ugly (IN FILE, MANUAL ID), janitor::clean_names would help; not in the lockfile yet, install it. Write CSV to the output folder.",
            ),
            (
                "bash",
                "Rscript -e 'install.packages(\"janitor\")' 2>&1 | tail -1",
                "* DONE (janitor)",
            ),
            ("edit", "R/activity.R"),
            ("edit", "_targets.R"),
            (
                "bash",
                "Rscript -e 'targets::tar_make(names = nightly_activity)' 2>&1 | tail -2",
                "✔ built target nightly_activity [8.771 seconds]\n✔ end pipeline [10.03 seconds]",
            ),
            (
                "assistant",
                "Added `nightly_activity`:\n\n- passes are grouped per calendar day with `as.Date(timestamp)`, per site and species, with `n_passes` and `n_minutes` (minutes with at least one pass)\n- column names go through `janitor::clean_names()` (I installed janitor for that)\n- the table is written to `/home/tomasz/echoloc/output/nightly_activity.csv` as a file target, so the report rebuilds when it changes\n\n48,211 rows for 2026.",
            ),
            (
                "user",
                "few things.\n1) no absolute paths, everything goes through here::here() - this runs on hollin and on priya's laptop\n2) never install.packages on hollin, add it with renv::install and renv::snapshot or the lockfile drifts and the cron run breaks\n3) a survey night is labelled with the date of the evening it starts, so a 02:00 pass on the 5th belongs to the night of the 4th - calendar days cut every night in half\nand we dont need janitor for this, just rename the two columns",
            ),
            (
                "think",
                "Fix all three. Remove janitor: renv::remove? It was installed into the project library via install.packages (renv autoloader active, so it went to the renv library, but lockfile not updated). Use renv::remove('janitor') and confirm renv::status() clean. Night: survey_night(ts) = as.Date(ts - lubridate::hours(12), tz = 'Europe/London'), evening date. Path: here::here('output', 'nightly_activity.csv').",
            ),
            ("edit", "R/activity.R"),
            ("edit", "_targets.R"),
            ("edit", "tests/testthat/test-activity.R"),
            (
                "bash",
                "Rscript -e 'renv::remove(\"janitor\"); renv::status()' 2>&1 | tail -1 && Rscript -e 'testthat::test_file(\"tests/testthat/test-activity.R\")' 2>&1 | tail -1 && Rscript -e 'targets::tar_make(names = nightly_activity)' 2>&1 | tail -1",
                "No issues found -- the project is in a consistent state.\n[ FAIL 0 | WARN 0 | SKIP 0 | PASS 8 ]\n✔ end pipeline [9.87 seconds]",
            ),
            (
                "assistant",
                'Fixed:\n\n- new `survey_night()` helper labels each pass with the evening the night started (the timestamp minus 12 hours, in Europe/London), and `nightly_activity` groups by that; a test checks that a 02:00 pass on 5 August lands on the night of 4 August\n- the output path is `here::here("output", "nightly_activity.csv")`\n- janitor is removed again and `renv::status()` is clean; the two columns are renamed with `rename()`\n\nThe table now has 41,690 rows, since nights are no longer split across two dates.',
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["here::here", "absolute paths"]},
            {"keys": ["install.packages", "renv::snapshot"]},
            {"keys": ["survey night", "evening it starts"], "not": ["per calendar day"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh142-echoloc-correction-ferc-grid-ref-precision",
        "split": "fresh142",
        "steps": [
            (
                "user",
                "ferc want our 2026 records by end of jan. can u write the export in their format, template is docs/ferc_template.xlsx",
            ),
            (
                "bash",
                "Rscript -e 'names(readxl::read_excel(\"docs/ferc_template.xlsx\"))'",
                '[1] "Species"    "Date"       "GridRef"    "Recorder"   "Method"    \n[6] "Determiner" "Comment"   ',
            ),
            (
                "bash",
                "head -3 data/sites.csv",
                "site,easting,northing,habitat\nFM-01,543180,321540,reedbed\nFM-02,539920,318805,arable margin",
            ),
            (
                "think",
                "One row per species per site per night, vetted only (from the vetting queue). GridRef from easting/northing; bat records usually go at 1 km precision. Determiner: vetter where vetted, else 'Kaleidoscope auto-ID'. Confirm the plan before writing.",
            ),
            (
                "assistant",
                "Plan for the FERC export:\n\n- one row per species, site and survey night, using vetted species where the vetting queue has them\n- grid references at 1 km precision (4-figure, e.g. `TF4321`), computed from `sites.csv`\n- `Method` = *Static detector (SM4BAT-FS)*, `Determiner` = the vetter, or *Kaleidoscope auto-ID* for unvetted common species\n- written as an `export_ferc` target\n\nOK?",
            ),
            (
                "user",
                "yep go. while ur at it priya wants the comment column to say which classifier version the ID came from. oh and grid refs need to be 6-figure, ferc bounced all our 1km ones last year",
            ),
            (
                "think",
                "6-figure = 100 m precision, e.g. TF431215. Comment from the classifier column added in ingest. Keep the grid ref function generic with a digits argument defaulting to 6.",
            ),
            ("edit", "R/export.R"),
            ("edit", "_targets.R"),
            ("edit", "tests/testthat/test-export.R"),
            (
                "bash",
                "Rscript -e 'testthat::test_file(\"tests/testthat/test-export.R\")' 2>&1 | tail -1 && Rscript -e 'targets::tar_make(names = export_ferc)' 2>&1 | tail -1 && Rscript -e 'head(readxl::read_excel(here::here(\"output\", \"ferc_2026.xlsx\")), 2)'",
                "[ FAIL 0 | WARN 0 | SKIP 0 | PASS 7 ]\n✔ end pipeline [6.12 seconds]\n# A tibble: 2 × 7\n  Species                Date       GridRef  Recorder                Method Determiner Comment\n  <chr>                  <date>     <chr>    <chr>                   <chr>  <chr>      <chr>\n1 Pipistrellus pipistre… 2026-04-02 TF431215 Fenmoor Wildlife Trust  Stati… Kaleidosc… Bats of Europe 5.5.0\n2 Nyctalus noctula       2026-04-02 TF431215 Fenmoor Wildlife Trust  Stati… Kaleidosc… Bats of Europe 5.5.0",
            ),
            (
                "assistant",
                "Written to `output/ferc_2026.xlsx` (18,402 records):\n\n- grid references are 6-figure (100 m, e.g. `TF431215`)\n- `Comment` carries the classifier version, e.g. *Bats of Europe 5.5.0*\n- unvetted barbastelle and Myotis records are left out, as agreed for the vetting queue",
            ),
            ("user", "ta, ill send it once aoife signs it off"),
        ],
        "lessons": [
            {
                "keys": ["6-figure", "ferc"],
                "not": ["grid references at 1 km precision"],
            },
        ],
        "tool_stored": [],
    },
]
