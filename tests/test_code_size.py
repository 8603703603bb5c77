"""Small modules and short functions: no module over MAX_MODULE_LINES, no function over
MAX_FUNCTION_LINES (schema migrations excepted: each is one ordered, frozen step).

KNOWN lists what was still over the limits when the check came in; each entry may only shrink
and must be removed once it fits (the test says so), so the list can only get shorter."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCOPE = ("cognition", "surface", "layers", "decay", "server.py")
MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 60
MIGRATION = re.compile(r"^_m\d{3}_")  # layers/schema.py: migrations as ordered functions

# path (or path:function) -> its length in lines when it was listed.
KNOWN = {
    "cognition/claude_code/hooks/capture_worker.py:_capture": 74,
}


def _files(root: Path = ROOT) -> list[Path]:
    out: list[Path] = []
    for name in SCOPE:
        path = root / name
        out += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return out


def sizes(path: Path, root: Path = ROOT) -> dict[str, int]:
    """{path: lines, path:function: lines} for the module and each function over the limits."""
    rel = path.relative_to(root).as_posix()
    text = path.read_text()
    found: dict[str, int] = {}
    if len(text.splitlines()) > MAX_MODULE_LINES:
        found[rel] = len(text.splitlines())
    for node in ast.walk(ast.parse(text, filename=str(path))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > MAX_FUNCTION_LINES and not MIGRATION.match(node.name):
                found[f"{rel}:{node.name}"] = max(length, found.get(f"{rel}:{node.name}", 0))
    return found


def over_limits(root: Path = ROOT) -> dict[str, int]:
    found: dict[str, int] = {}
    for path in _files(root):
        found.update(sizes(path, root))
    return found


def test_modules_and_functions_stay_small():
    found = over_limits()
    new = {k: v for k, v in found.items() if k not in KNOWN}
    grown = {k: (KNOWN[k], v) for k, v in found.items() if k in KNOWN and v > KNOWN[k]}
    fixed = sorted(set(KNOWN) - set(found))
    assert not new, (
        f"over {MAX_MODULE_LINES} lines a module / {MAX_FUNCTION_LINES} a function: {new}"
    )
    assert not grown, f"known offenders grew (was, now): {grown}"
    assert not fixed, f"now within the limits, remove from KNOWN: {fixed}"


def test_the_size_check_sees_long_modules_and_functions(tmp_path):
    pkg = tmp_path / "cognition"
    pkg.mkdir()
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    (pkg / "long.py").write_text(f"def long():\n{body}\n\n\ndef _m001_initial():\n{body}\n")
    (pkg / "big.py").write_text("x = 1\n" * (MAX_MODULE_LINES + 1))
    (pkg / "fine.py").write_text(f"def short():\n{body[: body.rfind(chr(10))]}\n")
    assert over_limits(tmp_path) == {
        "cognition/long.py:long": MAX_FUNCTION_LINES + 1,
        "cognition/big.py": MAX_MODULE_LINES + 1,
    }
