"""Shared fixtures: every test gets its own project folder and its own COGNIMEM_HOME."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Claude Code's hook payloads and transcripts, recorded with the real CLI by
# tests/support/record_claude_fixtures.py.
FIXTURES = ROOT / "tests" / "fixtures" / "claude-code"
VENV_BIN = Path(sys.executable).parent


class FakeClock:
    """An injectable clock: tests move time by hand."""

    def __init__(self, start: float = 1_767_225_600.0) -> None:  # 2026-01-01T00:00:00Z
        self.t = float(start)

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def between_the_lines(monkeypatch: pytest.MonkeyPatch):
    """Capture's lesson model replaced by one that reads a sentence naming the zebra as a
    lesson with p between CORRECTING_AT (a correction's evidence) and its own line, and
    nothing else as one."""
    import numpy as np

    from cognition.capture import lesson_model
    from cognition.capture.lesson_model import CORRECTING_AT, N_WORDS, LessonModel, using

    p = (CORRECTING_AT + 0.8) / 2
    monkeypatch.setattr(
        lesson_model, "probability", lambda _m, said: p if "zebra" in said.text else 0.05
    )
    with using(LessonModel(np.zeros(N_WORDS + 5), 0.0, 0.8)):
        yield


@pytest.fixture(autouse=True)
def _never_the_real_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No test touches the user's ~/.cognimem: a test without the `home` fixture still gets a
    throwaway one (a project store's backups go to the home, issue 18)."""
    if not os.environ.get("COGNIMEM_HOME"):
        monkeypatch.setenv("COGNIMEM_HOME", str(tmp_path_factory.mktemp("cognimem-home")))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    h = tmp_path / "cognimem-home"
    monkeypatch.setenv("COGNIMEM_HOME", str(h))
    monkeypatch.delenv("CLAUDE_PROJECT_DIR", raising=False)
    return h


@pytest.fixture
def project(tmp_path: Path, home: Path) -> Path:
    """A temp git project (a .git folder is enough for root detection)."""
    p = tmp_path / "proj"
    (p / ".git").mkdir(parents=True)
    return p


@pytest.fixture
def env(home: Path) -> dict[str, str]:
    """The environment for subprocesses: the test's home, the venv first on PATH."""
    e = dict(os.environ)
    e["COGNIMEM_HOME"] = str(home)
    e["PATH"] = f"{VENV_BIN}{os.pathsep}{e.get('PATH', '')}"
    e.pop("CLAUDE_PROJECT_DIR", None)
    # What a hook answers must not depend on how busy the machine is: a loaded CI box can spend
    # the prompt hook's whole 800 ms starting Python. The budget tests set their own budget.
    e["COGNIMEM_HOOK_TIME_BUDGET_MS"] = "60000"
    # CLI writes link before the command returns, as the API does: a detached linker would
    # change a store under a test's later checks (tests/test_link_worker.py tests that one).
    e["COGNIMEM_WRITE_LINK_DETACHED"] = "0"
    return e


@pytest.fixture(scope="module")
def claude() -> Path:
    """The real Claude Code CLI (installed once into a cache), or a skip saying why not."""
    from tests.support.realclient import claude_binary

    binary = claude_binary()
    if binary is None:
        pytest.skip("the Claude Code CLI is not available (no npm, or the install failed)")
    return binary


@pytest.fixture(scope="session")
def built_dists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """cognimem's (wheel, sdist), built once per test run (tests/support/dist.py); skips when
    the offline build tools are missing."""
    from tests.support.dist import missing_build_tools, shared_dists

    reason = missing_build_tools()
    if reason:
        pytest.skip(reason)
    base = tmp_path_factory.getbasetemp()
    # Under xdist each worker's base is a folder of the run's own: its parent is shared.
    return shared_dists((base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "dists")


# A throwaway PostgreSQL (session-wide) and a fresh database on it per test.
from tests.support.postgres import (  # noqa: E402, F401
    parametrize_backends,
    pg_server,
    pg_url,
    store_backend,
)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    parametrize_backends(metafunc)


# Modules by how long their tests take together (summed wall time, longest first; measured in
# docs/benchmarks.md, "Test suite time, fourth pass"). With `-n 2` pyproject's addopts hand
# whole modules to whichever worker is free (`--dist loadscope`: a module's fixtures are set up
# once, on one worker) in this order (`--no-loadscope-reorder`), so the run does not end on one
# worker finishing a long module while the other has nothing left: the last to go out are the
# shortest. test_e2e_plugin comes before test_packaging: the first builds the wheel both use
# (conftest's built_dists). Any other module (a few seconds at most) keeps its place
# after them.
LONG_FIRST = (
    "test_e2e_plugin.py",
    "test_hooks.py",
    "test_server.py",
    "test_e2e_hooks.py",
    "test_embedders.py",
    "test_e2e_server.py",
    "test_notebooks.py",
    "test_vector_load.py",
    "test_cli_maintenance.py",
    "test_transfer.py",
    "test_e2e_team.py",
    "test_reconsolidation.py",
    "test_reliability_fuzz.py",
    "test_capture_crash.py",
    "test_store.py",
    "test_ui_browser.py",
    "test_write_path.py",
    "test_ui.py",
    "test_reliability_concurrency.py",
    "test_recall.py",
    "test_team_concurrency.py",
    "test_vector_file.py",
    "test_team_server.py",
    "test_hot_paths.py",
    "test_reliability_permissions.py",
    "test_hook_imports.py",
    "test_consolidate.py",
    "test_cli.py",
    "test_cli_graph.py",
    "test_compare_peers.py",
    "test_packaging.py",
    "test_reliability_secrets.py",
    "test_team_hook.py",
    "test_team_pg.py",
    "test_reconsolidation_fast_paths.py",
    "test_storage_contract.py",
    "test_reliability_injection.py",
    "test_reliability_crash.py",
    "test_anchors.py",
    "test_cli_pipe.py",
    "test_reliability_corruption.py",
    "test_store_safety.py",
    "test_concurrency.py",
    "test_pg_hooks.py",
    "test_pg_backend.py",
    "test_decisions.py",
    "test_redact.py",
    "test_direct_recall.py",
    "test_context.py",
    "test_team_tokens.py",
    "test_pg_maintenance.py",
    "test_graph.py",
    "test_cli_short.py",
    "test_capture.py",
    "test_hooks_budget.py",
    "test_decay_math.py",
    "test_team_init.py",
    "test_reliability_busy.py",
    "test_storage_seam.py",
    "test_init_doctor.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(LONG_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(LONG_FIRST)))  # stable
