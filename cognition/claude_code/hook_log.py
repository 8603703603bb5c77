"""doctor's reading of the hook log: the recent failures of one project.

The log (`<COGNIMEM_HOME>/logs/hooks.log`) is shared by every project on the machine; each line
names its project (cognition.claude_code.hooks.project_field), so a project's doctor counts its
own failures and only mentions the others'.
"""

from __future__ import annotations

import time
from pathlib import Path

from cognition.cli.output import plural


def _check(name: str, status: str, detail: str, fix: str = "") -> dict[str, str]:
    return {"check": name, "status": status, "detail": detail, "fix": fix}


def recent_failures(log: Path, root: Path, hours: float = 24.0) -> dict[str, str]:
    """The hook failures of this project in the last `hours`: the log is shared by every
    project, and each line names its own (hooks.project_field); others are only counted."""
    from cognition.claude_code.hooks import project_field

    if not log.exists():
        return _check("hook log", "ok", "no hook failures logged")
    cutoff = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - hours * 3600))
    mine = f" {project_field(root)}"
    with open(log, encoding="utf-8", errors="replace") as fh:
        bad = [line.strip() for line in fh if line[:20] >= cutoff and " error: " in line]
    ours = [line for line in bad if mine in line]
    elsewhere = f" ({len(bad) - len(ours)} in other projects)" if len(bad) > len(ours) else ""
    if not ours:
        return _check(
            "hook log",
            "ok",
            f"no hook failures in this project in the last {hours:.0f} h{elsewhere}",
        )
    return _check(
        "hook log",
        "warn",
        f"{plural(len(ours), 'failure')} in this project in the last {hours:.0f} h{elsewhere}; "
        f"last: {ours[-1]}",
        f"see {log}",
    )
