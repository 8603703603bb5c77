"""The "fresh7" capture sessions: written in session 12 (2026-12-03) by a second helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the fresh3-6 ones."""

from __future__ import annotations

from typing import Any

FRESH7: list[dict[str, Any]] = [
    {
        "name": "fresh7-smtp-port-correction",
        "split": "fresh7",
        "steps": [
            (
                "user",
                "Set up outgoing email for the notifier service. It sends through our SMTP relay at mail-relay.internal on port 25, no auth needed from inside the cluster.",
            ),
            (
                "read",
                "notifier/mailer.py",
                "import smtplib\n\n\ndef send(msg):\n    raise NotImplementedError\n",
            ),
            ("edit", "notifier/mailer.py"),
            ("bash", "pytest tests/test_mailer.py -q", "3 passed in 0.21s"),
            (
                "assistant",
                "`send()` now opens `smtplib.SMTP(SMTP_HOST, 25)` with SMTP_HOST defaulting to mail-relay.internal; the tests use a fake SMTP server.",
            ),
            ("user", "Hold on, I gave you the wrong port."),
            ("assistant", "Which port should the relay use?"),
            (
                "user",
                "587, with STARTTLS. Plain 25 has been blocked inside the cluster since the network policy change last month.",
            ),
            ("edit", "notifier/mailer.py"),
            ("bash", "pytest tests/test_mailer.py -q", "3 passed in 0.23s"),
            (
                "assistant",
                "Switched to port 587 and `send()` calls `starttls()` before logging in; tests pass.",
            ),
        ],
        "lessons": [{"keys": ["587"], "not": ["on port 25"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh7-decision-sse",
        "split": "fresh7",
        "steps": [
            (
                "user",
                "For the live order board on the kitchen screens, should we push updates with WebSockets or with server-sent events?",
            ),
            (
                "read",
                "web/board.js",
                "setInterval(async () => {\n  const res = await fetch('/api/orders/open');\n  render(await res.json());\n}, 5000);\n",
            ),
            (
                "assistant",
                "WebSockets give you a two-way channel but need the HTTP upgrade to get through every proxy on the way. Server-sent events are one-way (server to browser) over a plain HTTP response, and EventSource reconnects on its own.",
            ),
            (
                "user",
                "Let's go with server-sent events. The board only ever receives updates, and the restaurant's proxy drops WebSocket upgrades anyway.",
            ),
            ("edit", "api/routes/events.py"),
            ("edit", "web/board.js"),
            ("bash", "pytest tests/test_events.py -q", "4 passed in 0.58s"),
            (
                "assistant",
                "Added a `/events` stream that emits an `order` event on every status change; board.js now uses `new EventSource('/events')` instead of polling every 5 seconds.",
            ),
        ],
        "lessons": [{"keys": ["server-sent events", "proxy"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh7-dockerignore-slow-build",
        "split": "fresh7",
        "steps": [
            (
                "user",
                "The API image build went from about a minute to eight minutes since Friday and every build reinstalls all packages. Can you figure out why?",
            ),
            (
                "bash",
                "docker build -t api:dev . 2>&1 | head -3",
                "#1 [internal] load build context\n#1 transferring context: 2.31GB 94.2s done\n#2 [2/6] COPY . /app",
            ),
            (
                "bash",
                "ls -a",
                ".\n..\n.git\n.github\nDockerfile\napi\nnode_modules\npackage.json\n",
            ),
            (
                "bash",
                "git log --oneline --diff-filter=D -- .dockerignore",
                "4be91c2 chore: remove unused dotfiles",
            ),
            (
                "assistant",
                "The .dockerignore was deleted in 4be91c2 ('remove unused dotfiles'). Without it Docker sends the whole folder, .git and node_modules included (2.3 GB), as build context, and since `COPY . /app` comes before `npm ci`, any change in there invalidates the install layer.",
            ),
            (
                "user",
                "Ugh, that cleanup. Put it back with .git and node_modules in it. So the lesson: don't delete .dockerignore, without it node_modules and .git go into the build context and the npm install cache is gone.",
            ),
            ("edit", ".dockerignore"),
            (
                "bash",
                "docker build -t api:dev . 2>&1 | head -2",
                "#1 [internal] load build context\n#1 transferring context: 1.12MB 0.3s done",
            ),
            (
                "assistant",
                "Restored .dockerignore (.git, node_modules, coverage); the build context is 1.1 MB again and the npm ci layer is cached.",
            ),
        ],
        "lessons": [{"keys": [".dockerignore", "node_modules"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh7-named-exports-in-passing",
        "split": "fresh7",
        "steps": [
            (
                "user",
                "Can you split src/utils/date.ts into formatDate.ts and parseDate.ts? And please stick to named exports, we don't use default exports anywhere in this codebase.",
            ),
            (
                "read",
                "src/utils/date.ts",
                "export default {\n  format(d: Date) { /* ... */ },\n  parse(s: string) { /* ... */ },\n};\n",
            ),
            ("edit", "src/utils/formatDate.ts"),
            ("edit", "src/utils/parseDate.ts"),
            ("bash", "npx tsc --noEmit", ""),
            (
                "bash",
                "npx vitest run src/utils",
                "Test Files  2 passed (2)\n     Tests  9 passed (9)",
            ),
            (
                "assistant",
                "Split into `export function formatDate` and `export function parseDate`, updated the 7 imports, and removed date.ts. Type check and tests pass.",
            ),
        ],
        "lessons": [{"keys": ["named exports"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh7-freeze-date-tool-stored",
        "split": "fresh7",
        "steps": [
            (
                "user",
                "The feature freeze for the 4.2 release is on December 12, only bug fixes get merged after that. Can you draft the 4.2 section of the CHANGELOG from the PRs merged since 4.1?",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Feature freeze for release 4.2 is December 12; after that only bug fixes are merged.",
                    "layer": "fact",
                    "tags": ["release"],
                },
                '{"id":"112","action":"stored"}',
                False,
            ),
            (
                "bash",
                "git log v4.1..HEAD --merges --oneline",
                "9e1f0aa Merge pull request #412 from feat/bulk-edit\n77c2d31 Merge pull request #409 from fix/timezone-export\n0b5e6f2 Merge pull request #405 from feat/dark-mode",
            ),
            ("edit", "CHANGELOG.md"),
            (
                "assistant",
                "I saved the freeze date to memory and drafted 4.2 in CHANGELOG.md: Added (bulk edit, dark mode) and Fixed (time zones in CSV export).",
            ),
            ("user", "Looks good, thanks."),
        ],
        "lessons": [],
        "tool_stored": [["December 12"]],
    },
    {
        "name": "fresh7-chitchat-git-pull",
        "split": "fresh7",
        "steps": [
            (
                "user",
                "What's the difference between git fetch and git pull again? I always mix them up.",
            ),
            (
                "assistant",
                "`git fetch` downloads new commits from the remote and updates the remote-tracking branches (like origin/main) without touching your working branch. `git pull` is a fetch followed by a merge of the upstream branch into your current branch.",
            ),
            ("user", "Ah right. And git pull --rebase?"),
            (
                "assistant",
                "Same fetch, but instead of a merge commit it replays your local commits on top of the updated upstream branch, so the history stays linear.",
            ),
            ("user", "Cool, makes sense. That's all for today, thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
