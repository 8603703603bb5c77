"""Packaging (issue 18 item 2): one source of the version, an SPDX license, a changelog entry for
every release, and a wheel built from the sdist that installs and runs in a fresh venv."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

from cognition.version import __version__
from tests.support.dist import fresh_venv_with

ROOT = Path(__file__).resolve().parents[1]


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_version_is_written_once_and_read_by_the_build():
    project = pyproject()["project"]
    assert "version" not in project and "version" in project["dynamic"]
    dynamic = pyproject()["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "cognition.version.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_license_is_an_spdx_expression_with_its_file():
    project = pyproject()["project"]
    assert project["license"] == "MIT"
    for name in project["license-files"]:
        assert "MIT License" in (ROOT / name).read_text(encoding="utf-8")


def test_the_changelog_has_an_entry_for_this_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## \[?{re.escape(__version__)}\]?", text, re.M), text[:300]


def test_cognimem_version_prints_the_version():
    done = subprocess.run(
        [str(Path(sys.executable).parent / "cognimem"), "--version"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"cognimem {__version__}"


def test_the_built_wheel_installs_in_a_fresh_venv_and_runs_the_tour(tmp_path, built_dists):
    """`python -m build` (sdist, then the wheel from the sdist; once per run, conftest's
    built_dists), the wheel into a new venv with --no-deps (third-party packages borrowed from
    the test venv, see tests/support/dist.py), then `cognimem --version` and `cognimem tour`
    from that venv, outside the checkout."""
    wheel, sdist = built_dists
    assert wheel.name == f"cognimem-{__version__}-py3-none-any.whl"
    assert sdist.name == f"cognimem-{__version__}.tar.gz"
    bin_dir = fresh_venv_with(wheel, tmp_path / "fresh")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COGNIMEM_HOME": str(tmp_path / "h")}
    where = subprocess.run(
        [str(bin_dir / "python"), "-c", "import cognition, server; print(cognition.__file__)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert where.returncode == 0, where.stderr
    assert Path(where.stdout.strip()).is_relative_to(tmp_path / "fresh")
    version = subprocess.run(
        [str(bin_dir / "cognimem"), "--version"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert version.stdout.strip() == f"cognimem {__version__}", version.stderr
    tour = subprocess.run(
        [str(bin_dir / "cognimem"), "tour"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert tour.returncode == 0, tour.stderr
    assert "cognimem init" in tour.stdout
