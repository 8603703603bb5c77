"""Imports flow one way: layers <- decay <- surface <- cognition <- server.py (docs/architecture.md),
and no module of ours imports itself back, directly or around a cycle, at module level or from
inside a function (an import deferred into a function for speed is still a dependency)."""

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


def _files(package: str, root: Path = ROOT) -> list[Path]:
    if package == "server":
        return [root / "server.py"] if (root / "server.py").exists() else []
    return sorted((root / package).rglob("*.py"))


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


# -- cycles ---------------------------------------------------------------------------------


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(tree: ast.AST) -> set[int]:
    """ids of import nodes under `if TYPE_CHECKING:` (never run, so no runtime cycle)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return skipped


def dependencies(path: Path, name: str, modules: set[str]) -> set[str]:
    """The modules of `modules` that `path` (module `name`) imports, at any depth of its code."""
    tree = ast.parse(path.read_text(), filename=str(path))
    skipped = _type_checking_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):  # every node: imports inside functions count too
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, `level - 1` levels up
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # submodules
    return {m for m in found if m in modules and m != name}


def import_graph(root: Path, packages: list[str]) -> dict[str, set[str]]:
    paths = {module_name(p, root): p for pkg in packages for p in _files(pkg, root)}
    names = set(paths)
    return {name: dependencies(path, name, names) for name, path in paths.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles_among_our_modules():
    graph = import_graph(ROOT, ORDER)
    assert len(graph) > 50  # the walk found our modules
    assert "cognition.memory.writes" in graph["cognition.api"]
    assert not cycles(graph), "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles(graph))


def test_the_cycle_checker_catches_a_cycle_hidden_in_a_function(tmp_path):
    pkg = tmp_path / "cognition"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from cognition.sub import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from ..c import g\n    return g\n")
    (pkg / "c.py").write_text("import os\n\n\ndef g():\n    import cognition.a\n")
    (pkg / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cognition import a\n"
    )
    graph = import_graph(tmp_path, ["cognition"])
    assert graph["cognition.sub.b"] == {"cognition.c"}  # relative, inside a function
    assert graph["cognition.d"] == set()  # a TYPE_CHECKING import never runs
    assert cycles(graph) == [["cognition.a", "cognition.c", "cognition.sub.b"]]
    (pkg / "c.py").write_text("def g():\n    pass\n")
    assert cycles(import_graph(tmp_path, ["cognition"])) == []
