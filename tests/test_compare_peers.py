"""benchmarks/compare_peers.py: the cognimem side at tiny sizes, and a clean skip of the peer.

Never installs anything (no network in tests): the peer side runs only when its venv already
exists in the default cache, and is otherwise expected to skip with a message.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "compare_peers.py"
RUNNER = ROOT / "benchmarks" / "peer_runner.py"
TINY = [
    "--sizes",
    "40",
    "--repeats",
    "1",
    "--writes",
    "10",
    "--queries",
    "5",
    "--fresh-samples",
    "1",
    "--skip-locomo",
]


def load_module():
    spec = importlib.util.spec_from_file_location("compare_peers", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run_script(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=240,
    )


def test_cognimem_side_json_shape(tmp_path: Path, env: dict[str, str]) -> None:
    out = tmp_path / "compare.json"
    done = run_script(["--only", "cognimem", *TINY, "--out", str(out)], env, tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text())
    assert data["peer"]["status"] == "not run"
    assert set(data["sizes"]) == {"40"}
    cog = data["sizes"]["40"]["cognimem"]
    assert cog["writes_per_s"] > 0
    assert 0 < cog["recall_p50_ms"] <= cog["recall_p95_ms"]
    assert len(cog["repeats"]) == 1 and cog["repeats"][0]["queries_with_results"] == 5
    assert cog["fresh"]["cog_sync_p50_ms"] > 0 and cog["fresh"]["cog_floor_p50_ms"] > 0
    assert cog["fresh"]["cog_sync_answered"] == 1  # the sync recall found something
    metrics = {r["metric"] for r in data["rows"]}
    assert {"writes/s", "recall p50 ms", "recall p95 ms", "fresh hook p50 ms"} <= metrics
    assert all(r["peer"] is None and r["ratio"] is None for r in data["rows"])
    assert [t["result"] for t in data["targets"]] == ["SKIP", "SKIP", "SKIP"]
    assert data["machine"]["cpus"] >= 1 and len(data["machine"]["loadavg"]) == 3
    assert "recall p50 ms" in done.stdout and "SKIP:" in done.stdout


def test_self_test_flag(tmp_path: Path, env: dict[str, str]) -> None:
    out = tmp_path / "self.json"
    done = run_script(["--self-test", "--out", str(out)], env, tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text())
    assert data["args"]["only"] == "cognimem" and list(data["sizes"]) == ["50"]
    assert data["locomo"] is None


def test_peer_side_skips_without_its_venv(tmp_path: Path, env: dict[str, str]) -> None:
    out = tmp_path / "peer.json"
    cache = tmp_path / "empty-cache"
    done = run_script(
        ["--only", "peer", "--skip-install", "--cache", str(cache), *TINY, "--out", str(out)],
        env,
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert "peer skipped" in done.stdout and "--skip-install" in done.stdout
    data = json.loads(out.read_text())
    assert data["peer"]["status"] == "skipped"
    assert data["sizes"] == {} and data["rows"] == [] and data["targets"] == []
    assert not cache.exists()  # nothing was created, let alone installed


def test_runner_is_standalone() -> None:
    """peer_runner.py runs in the peer's venv: stdlib at import time, usage on bad arguments."""
    done = subprocess.run(
        [sys.executable, str(RUNNER), "nope"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "usage" in done.stderr
    source = RUNNER.read_text()
    assert "import cognition" not in source and "from cognition" not in source


def test_judge_and_aggregate() -> None:
    cp = load_module()
    result = {
        "sizes": {"1000": {}, "10000": {}},
        "rows": [
            {"metric": "recall p50 ms", "size": "10000", "ratio": 0.8},
            {"metric": "writes/s", "size": "10000", "ratio": 9.0},
            {"metric": "fresh hook p50 ms", "size": "10000", "ratio": 0.3},
            {"metric": "writes/s", "size": "1000", "ratio": 50.0},
        ],
    }
    assert [t["result"] for t in cp.judge(result)] == ["PASS", "MISS", "PASS"]
    agg = cp.aggregate(
        [("temporal", {"R@5": 1.0, "MRR": 0.5}), ("multi-hop", {"R@5": 0.0, "MRR": 0.0})]
    )
    assert agg["ALL"] == {"R@5": 0.5, "MRR": 0.25, "n": 2}
    assert agg["temporal"]["n"] == 1


def test_ensure_peer_without_install(tmp_path: Path) -> None:
    cp = load_module()
    got = cp.ensure_peer(tmp_path / "cache", install=False)
    assert got["status"] == "skipped" and "sage-memory" in got["reason"]


def test_peer_side_when_its_venv_exists(tmp_path: Path, env: dict[str, str]) -> None:
    cp = load_module()
    if not cp.peer_installed(cp.DEFAULT_CACHE / f"{cp.PEER}-{cp.PEER_VERSION}"):
        pytest.skip("no sage-memory venv in the default cache (compare_peers.py creates it)")
    out = tmp_path / "both.json"
    done = run_script(["--skip-install", *TINY, "--out", str(out)], env, tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text())
    assert data["peer"]["status"] == "ok"
    assert data["peer"]["info"]["version"] == cp.PEER_VERSION
    peer = data["sizes"]["40"]["peer"]
    assert peer["writes_per_s"] > 0 and peer["recall_p50_ms"] > 0
    assert peer["fresh"]["peer_search_p50_ms"] > 0
    assert all(r["ratio"] is not None for r in data["rows"])
