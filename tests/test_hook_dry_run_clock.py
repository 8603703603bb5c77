"""A dry run's clock: an evaluation replays prompts through the real hook at one fixed time
(COGNIMEM_DRY_RUN_NOW), so what it measures does not depend on the day or on how long the run
took. A real run never reads it."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

from cognition.claude_code.hooks import DRY_RUN_NOW_ENV, Ctx
from surface.context import DEFAULT_HEADER, RECENT_HEADER
from tests.test_hooks import answer, fixture_payload, hook, remember

DAY = 86400.0


def test_a_dry_run_reads_its_fixed_clock():
    assert Ctx("prompt", {DRY_RUN_NOW_ENV: "1780315200.5"}, dry_run=True).now() == 1780315200.5


def test_a_real_run_ignores_the_fixed_clock():
    before = time.time()
    now = Ctx("prompt", {DRY_RUN_NOW_ENV: "1000"}, dry_run=False).now()
    assert now >= before


@pytest.mark.parametrize("bad", ["tomorrow", "nan", "inf", "-inf", ""])
def test_a_bad_fixed_clock_falls_back_to_the_wall_clock(bad: str, tmp_path: Path):
    env = {DRY_RUN_NOW_ENV: bad, "COGNIMEM_HOME": str(tmp_path)}
    before = time.time()
    assert Ctx("prompt", env, dry_run=True).now() >= before
    log = tmp_path / "logs" / "hooks.log"
    if bad:  # an empty value is no clock at all, not a mistake worth a line
        assert DRY_RUN_NOW_ENV in log.read_text()
    else:
        assert not log.exists()


def test_the_prompt_hook_ages_notes_by_the_dry_run_clock(project: Path, env: dict):
    remember(project, env, "Deploys go through make ship; never push release tags by hand.")
    remember(project, env, "The frontend styles use Tailwind utility classes.")
    payload = fixture_payload("UserPromptSubmit", project)
    today = answer(dry_run(project, env, payload), "UserPromptSubmit")
    assert today is not None and "make ship" in today
    assert today.startswith(f"<cognimem-notes>\n{RECENT_HEADER}") and "just now" in today

    later = {**env, DRY_RUN_NOW_ENV: repr(time.time() + 30 * DAY)}
    replayed = answer(dry_run(project, later, payload), "UserPromptSubmit")
    assert replayed is not None and "make ship" in replayed
    assert replayed.startswith(f"<cognimem-notes>\n{DEFAULT_HEADER}") and "4w ago" in replayed

    # the same variable in a real run changes nothing
    real = answer(hook("prompt", project, later, payload), "UserPromptSubmit")
    assert (
        real is not None
        and real.startswith(f"<cognimem-notes>\n{RECENT_HEADER}")
        and "just now" in real
    )


def dry_run(project: Path, env: dict, payload: dict) -> subprocess.CompletedProcess[str]:
    return hook("prompt", project, env, payload, "--dry-run")
