"""Imports flow one way: layers <- decay <- surface <- cognition <- server.py (DESIGN.md §2)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ORDER = ["layers", "decay", "surface", "cognition", "server"]
OURS = set(ORDER)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found & OURS


def _files(package: str) -> list[Path]:
    if package == "server":
        return [ROOT / "server.py"] if (ROOT / "server.py").exists() else []
    return sorted((ROOT / package).rglob("*.py"))


def test_imports_flow_one_way():
    problems = []
    for rank, package in enumerate(ORDER):
        allowed = set(ORDER[: rank + 1])
        for path in _files(package):
            bad = _imports(path) - allowed
            if bad:
                problems.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert not problems, "import direction violated:\n" + "\n".join(problems)


def test_nothing_imports_server():
    for package in ORDER[:-1]:
        for path in _files(package):
            assert "server" not in _imports(path), path


def test_the_checker_catches_a_violation(tmp_path):
    bad = tmp_path / "x.py"
    bad.write_text("from cognition.api import open_memory\nimport surface.query\n")
    assert _imports(bad) == {"cognition", "surface"}
