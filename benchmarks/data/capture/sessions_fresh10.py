"""The "fresh10" capture sessions: written in session 12 (2026-12-03) by a fifth helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the fresh3-9 ones."""

from __future__ import annotations

from typing import Any

FRESH10: list[dict[str, Any]] = [
    {
        "name": "fresh10-atlas-size-correction",
        "split": "fresh10",
        "steps": [
            (
                "user",
                "The UI sprites are getting split across too many atlases and it's costing us draw calls. Set the texture atlas size to 4096 in the packer config.",
            ),
            (
                "read",
                "tools/atlas/packer.json",
                '{\n  "maxWidth": 1024,\n  "maxHeight": 1024,\n  "padding": 2,\n  "trim": true\n}\n',
            ),
            ("edit", "tools/atlas/packer.json"),
            (
                "bash",
                "python tools/atlas/pack.py assets/ui --out build/atlases",
                "packed 412 sprites into 2 atlases (4096x4096)\ndone in 6.3s",
            ),
            (
                "assistant",
                "Raised `maxWidth` and `maxHeight` to 4096; the UI now packs into 2 atlases instead of 9.",
            ),
            (
                "user",
                "Hmm, hold on, I forgot the Switch build. It can't load textures that big, so keep the atlas size at 2048 on every platform. 2048 is our limit.",
            ),
            ("edit", "tools/atlas/packer.json"),
            (
                "bash",
                "python tools/atlas/pack.py assets/ui --out build/atlases",
                "packed 412 sprites into 4 atlases (2048x2048)\ndone in 5.8s",
            ),
            (
                "assistant",
                "Set the atlas size back down to 2048x2048; the UI packs into 4 atlases, still well under the 9 we had.",
            ),
        ],
        "lessons": [{"keys": ["2048", "atlas"], "not": ["atlas size to 4096"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh10-decision-fhir-r4",
        "split": "fresh10",
        "steps": [
            (
                "user",
                "We're starting the integration that pulls patient allergies from the hospital EHR. The old code has a half-finished STU3 client. Should we finish that or write it against FHIR R4?",
            ),
            (
                "read",
                "integrations/ehr/client.py",
                'BASE_URL = "https://ehr.example-hospital.org/fhir/stu3"\n\n\ndef get_allergies(patient_id):\n    raise NotImplementedError\n',
            ),
            (
                "assistant",
                "STU3 is older and most vendors are retiring it; R4 is the first normative release, so its core resources won't change under us. Finishing the STU3 client is less work today, though.",
            ),
            (
                "user",
                "Let's do R4. Epic only exposes R4 endpoints under our contract anyway, so the STU3 client would never work in production.",
            ),
            ("edit", "integrations/ehr/client.py"),
            (
                "bash",
                "pytest tests/integrations/test_ehr_client.py -q",
                "......\n6 passed in 0.84s",
            ),
            (
                "assistant",
                "Rewrote the client against the R4 `AllergyIntolerance` search with `patient=` and paging through `Bundle.link`; the old STU3 code is gone and the 6 tests pass.",
            ),
        ],
        "lessons": [{"keys": ["R4", "Epic"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh10-worker-seed-bug",
        "split": "fresh10",
        "steps": [
            (
                "user",
                "The Monte Carlo runs look wrong: when I run with 8 workers the error bars are way too small compared to a single process. Can you check the sampling code?",
            ),
            (
                "read",
                "sim/montecarlo.py",
                "import numpy as np\nfrom multiprocessing import Pool\n\nrng = np.random.default_rng(42)\n\n\ndef run_chunk(n):\n    return rng.normal(size=n).mean()\n",
            ),
            (
                "bash",
                'python -c "from sim.montecarlo import run_chunk; from multiprocessing import Pool; print(Pool(4).map(run_chunk, [1000]*4))"',
                "[0.01830, 0.01830, 0.01830, 0.01830]",
            ),
            (
                "think",
                "The generator is created at import time; forked workers inherit the same state, so every chunk draws identical samples.",
            ),
            (
                "assistant",
                "Found it: the generator is created once at import, and every forked worker inherits the same state, so all 8 workers draw exactly the same samples. That's why the spread collapses. Each worker needs its own seed, e.g. spawned from a `SeedSequence`.",
            ),
            (
                "user",
                "Wow, so half our results this month are basically one run copied eight times. Fix it, and keep this in mind: every worker process gets its own seed from SeedSequence.spawn, never a shared generator.",
            ),
            ("edit", "sim/montecarlo.py"),
            (
                "bash",
                "pytest tests/sim -q",
                ".......\n7 passed in 3.12s",
            ),
            (
                "assistant",
                "`run_chunk` now takes a child seed from `SeedSequence(42).spawn(n_workers)` and builds its own generator; the four chunks differ now and a new test checks that no two workers return the same mean.",
            ),
        ],
        "lessons": [{"keys": ["seed", "worker"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh10-metric-prefix-in-passing",
        "split": "fresh10",
        "steps": [
            (
                "user",
                "Add a counter for failed webhook deliveries to the notifications service. Our metric names always start with the service name, so something like notifications_webhook_failures_total.",
            ),
            (
                "read",
                "notifications/metrics.py",
                'from prometheus_client import Counter\n\nsent = Counter("notifications_emails_sent_total", "Emails sent")\n',
            ),
            ("edit", "notifications/metrics.py"),
            ("edit", "notifications/webhooks.py"),
            (
                "bash",
                "pytest tests/notifications -q",
                ".........\n9 passed in 1.05s",
            ),
            (
                "assistant",
                "Added `notifications_webhook_failures_total` with a `reason` label (timeout, 4xx, 5xx) and incremented it where a delivery gives up; tests pass.",
            ),
            ("user", "Great, thanks."),
        ],
        "lessons": [{"keys": ["metric names", "service name"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh10-chitchat-awk",
        "split": "fresh10",
        "steps": [
            (
                "user",
                "What does this one-liner in our deploy script actually do? awk -F, 'NR>1 {s+=$3} END {print s}' usage.csv",
            ),
            (
                "assistant",
                "It splits each line of usage.csv on commas (`-F,`), skips the header line (`NR>1`), adds up the third column into `s`, and prints the total once the file is read (`END`).",
            ),
            ("user", "Ah, so it's just summing the third column. Makes sense, thanks!"),
            ("assistant", "Yes, exactly: the sum of column 3 without the header."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
