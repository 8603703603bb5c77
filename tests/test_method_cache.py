"""cognition.method_cache: a dataclass whose methods come from the cache is the dataclass Python
would have made (the same code objects, the same behaviour), from a fresh cache and from one
read back; a damaged, foreign or unwritable cache only costs compiling; short commands use it."""

from __future__ import annotations

import dataclasses
import marshal
import subprocess
import sys
from dataclasses import InitVar, dataclass, field
from pathlib import Path

import pytest

from cognition import method_cache
from cognition.method_cache import MethodCache


def _define() -> list[type]:
    """Dataclasses of every kind the code base uses, and a few it does not (yet)."""

    @dataclass(frozen=True, slots=True)
    class Frozen:
        text: str
        limit: int = 10
        tags: tuple[str, ...] = ()

    @dataclass
    class Mutable:
        hits: list[int] = field(default_factory=list)
        more: bool = False
        seed: InitVar[int] = 0

        def __post_init__(self, seed: int) -> None:
            self.hits.append(seed)

    @dataclass(order=True, kw_only=True, eq=True, unsafe_hash=True)
    class Ordered:
        rank: float
        name: str = field(default="", compare=False, repr=False)

    @dataclass(eq=False, repr=False)
    class Plain:
        value: object = None

    return [Frozen, Mutable, Ordered, Plain]


GENERATED = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__lt__")


def _methods(cls: type) -> dict[str, object]:
    return {
        name: vars(cls)[name].__code__
        for name in GENERATED
        if name in vars(cls) and hasattr(vars(cls)[name], "__code__")
    }


def _annotations(cls: type) -> dict[str, object]:
    return {name: getattr(vars(cls)[name], "__annotations__", None) for name in _methods(cls)}


@pytest.fixture
def cache_file(tmp_path: Path):
    yield tmp_path / "__pycache__" / "dataclass-methods.test.marshal"
    method_cache.uninstall()


def _with(cache_file: Path) -> tuple[MethodCache, list[type]]:
    method_cache.uninstall()
    cache = method_cache.install(cache_file)
    assert cache is not None
    try:
        return cache, _define()
    finally:
        method_cache.uninstall()


def test_methods_from_the_cache_are_the_ones_python_compiles(cache_file, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    plain = _define()
    first, compiled = _with(cache_file)
    assert first.misses > 0
    first.save()
    second, cached = _with(cache_file)
    assert second.misses == 0  # every method read back, none compiled
    for a, b, c in zip(plain, compiled, cached, strict=True):
        assert _methods(a) == _methods(b) == _methods(c)
        # compiled without the `from __future__` flags of the module that compiles them
        assert _annotations(a) == _annotations(b) == _annotations(c)


def test_the_cached_classes_behave_as_the_plain_ones(cache_file, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    _with(cache_file)[0].save()
    frozen, mutable, ordered, plain = _with(cache_file)[1]
    assert frozen("a") == frozen("a", 10, ()) and hash(frozen("a")) == hash(frozen("a"))
    assert repr(frozen("a", 3)) == "_define.<locals>.Frozen(text='a', limit=3, tags=())"
    with pytest.raises(dataclasses.FrozenInstanceError):
        frozen("a").limit = 2  # type: ignore[misc]
    assert mutable(seed=4).hits == [4] and mutable().hits is not mutable().hits
    assert ordered(rank=1.0, name="x") < ordered(rank=2.0) and ordered(rank=1.0, name="y") == (
        ordered(rank=1.0, name="z")
    )
    assert plain() != plain() and "object at" in repr(plain())


def test_a_damaged_or_foreign_cache_is_compiled_over(cache_file, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    cache_file.parent.mkdir(parents=True)
    for bad in (b"", b"not marshal", marshal.dumps(("2.7.18", {})), marshal.dumps([1, 2])):
        cache_file.write_bytes(bad)
        cache, classes = _with(cache_file)
        assert cache.misses > 0 and classes[0]("a").limit == 10
    cache.save()
    assert _with(cache_file)[0].misses == 0


def test_nothing_is_written_without_bytecode_or_a_place_for_it(cache_file, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _with(cache_file)[0].save()
    assert not cache_file.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    cache, _ = _with(blocked / "cache.marshal")
    cache.save()  # its folder cannot be made: no error, nothing left behind
    assert sorted(tmp_path.iterdir()) == [blocked]


def test_a_cache_grown_too_large_keeps_what_one_process_used(cache_file, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(method_cache, "MAX_ENTRIES", 3)
    cache, _ = _with(cache_file)
    cache.known.update({f"# stale {i}": compile("", "<string>", "exec") for i in range(5)})
    cache.save()
    kept = MethodCache(cache_file).known
    assert kept.keys() == cache.used.keys() and not any(k.startswith("# stale") for k in kept)


def test_install_once_and_only_where_python_keeps_bytecode(cache_file, monkeypatch):
    assert method_cache.install(cache_file) is not None
    assert method_cache.install(cache_file) is None  # already installed: left as it is
    method_cache.uninstall()
    assert "exec" not in vars(dataclasses)
    monkeypatch.setattr(sys, "pycache_prefix", "/somewhere/else")
    assert method_cache.default_path() is None


def test_short_commands_create_their_dataclasses_through_the_cache(project, env):
    probe = (
        "import sys, dataclasses, cognition.cli.main as cli\n"
        "cli.main = lambda argv: print('cached' if 'exec' in vars(dataclasses) else 'plain') or 0\n"
        "from cognition.entry import main\n"
        "sys.argv = ['cognimem', 'recall', 'anything']\n"
        "sys.exit(main())"
    )
    r = subprocess.run(
        [sys.executable, "-c", probe], cwd=project, env=env, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "cached"
