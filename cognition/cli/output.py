"""What every command shares: printing (human text, or JSON with --json), exit codes, the
async runner and the formatting of memories.

Heavy modules are imported inside the functions that need them, so `cognimem --help` stays
fast and `cognimem hook prompt` never imports this at all (cognition.entry).
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable, Iterable
from typing import Any

EXIT_BAD_INPUT = 2
EXIT_FAILURE = 1


class UsageError(Exception):
    """argparse's complaints, turned into our exit-2 path."""


_INVALID_CHOICE = re.compile(
    r"argument (?P<arg>\S+): invalid choice: '(?P<bad>[^']*)' \(choose from (?P<choices>.*)\)"
)


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """' Did you mean X?' for the closest candidates (difflib), or ''."""
    import difflib

    close = difflib.get_close_matches(word, list(candidates), n=2, cutoff=0.6)
    return f" Did you mean {' or '.join(close)}?" if close else ""


class _Formatter(argparse.HelpFormatter):
    """argparse's formatter with the terminal's width found as `shutil.get_terminal_size`
    finds it, without importing shutil (with bz2, lzma and zlib): argparse makes a formatter
    for every argument it adds, so every command paid that import (~5 ms) to print nothing."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        width = _columns() - 2 if width is None else width
        super().__init__(prog, indent_increment, max_help_position, width)


def _columns() -> int:
    import os
    import sys

    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80  # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):
        return 80


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        m = _INVALID_CHOICE.match(message)
        if m:  # name the mistake and the near misses, not a list of every choice
            choices = [c.strip().strip("'") for c in m["choices"].split(",")]
            if m["arg"] == "COMMAND":
                message = f"unknown command {m['bad']!r}.{did_you_mean(m['bad'], choices)}"
                message += " (`cognimem --help` lists them all)"
            else:
                hint = did_you_mean(m["bad"], choices) or f" Choose from {', '.join(choices)}."
                message = f"argument {m['arg']}: invalid choice {m['bad']!r}.{hint}"
        raise UsageError(f"{self.prog}: {message}")

    def unknown_options(self, extra: list[str]) -> UsageError:
        """The error for arguments this (sub)command does not take, with the closest options."""
        known = [o for a in self._actions for o in a.option_strings if o.startswith("--")]
        flags = [x for x in extra if x.startswith("-")]
        hints = "".join(did_you_mean(f.split("=", 1)[0], known) for f in flags)
        what = "unknown option" if flags else "unexpected argument"
        return UsageError(
            f"{self.prog}: {what}{'s' if len(flags or extra) > 1 else ''} "
            f"{' '.join(flags or extra)}.{hints} (`{self.prog} --help` lists what it takes)"
        )


def plural(n: int, noun: str) -> str:
    """'1 memory', '2 memories', '0 links': a number with its noun agreeing (the CLI's nouns
    are regular: a consonant then y takes -ies, the rest an s)."""
    if n == 1:
        return f"{n} {noun}"
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u"):
        return f"{n} {noun[:-1]}ies"
    return f"{n} {noun}s"


def _json_default(obj: Any) -> Any:
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    if hasattr(obj, "__dataclass_fields__"):
        from dataclasses import asdict

        return asdict(obj)
    raise TypeError(f"not JSON serialisable: {type(obj).__name__}")


def emit(args: argparse.Namespace, data: Any, human: Callable[[], str] | str) -> None:
    if getattr(args, "json", False):
        print(json.dumps(data, default=_json_default, ensure_ascii=False, indent=None))
    else:
        text = human() if callable(human) else human
        if text:
            print(text)


def _run(coro: Any) -> Any:
    # asyncio costs ~35 ms to import: only commands that use the async API pay for it, never
    # `cognimem hook prompt`, which imports this module on every prompt.
    import asyncio

    return asyncio.run(coro)


# -- formatting ---------------------------------------------------------------------------


def _age(seconds: float) -> str:
    s = max(0.0, seconds)
    for unit, size in (
        ("y", 365 * 86400),
        ("mo", 30 * 86400),
        ("d", 86400),
        ("h", 3600),
        ("m", 60),
    ):
        if s >= size:
            return f"{s / size:.0f}{unit} ago"
    return "just now"


def _short(text: str, n: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1].rsplit(" ", 1)[0] + "…"


def _line(m: Any, now: float, score: float | None = None) -> str:
    flags = []
    if m.pinned:
        flags.append("pinned")
    if m.status != "active":
        flags.append(m.status)
    head = f"#{m.ref:<5} {m.layer:<10} imp {m.importance}"
    if score is not None:
        head += f"  score {score:.3f}"
    head += f"  {_age(now - m.created_at)}"
    if flags:
        head += "  [" + ", ".join(flags) + "]"
    body = f"{m.title}: {m.content}" if m.title else m.content
    tags = ("  #" + " #".join(m.tags)) if m.tags else ""
    return f"{head}\n    {_short(body, 160)}{tags}"


def _detail(m: Any) -> str:
    from surface.timetext import iso

    rows = [
        ("id", m.ref),
        ("layer", m.layer),
        ("title", m.title or "-"),
        ("content", m.content),
        ("tags", ", ".join(m.tags) or "-"),
        ("importance", m.importance),
        ("valence", f"{m.valence:+.2f}"),
        ("intensity", f"{m.intensity:.2f}"),
        ("pinned", "yes" if m.pinned else "no"),
        ("status", m.status),
        ("created", iso(m.created_at)),
        ("last used", iso(m.last_activated)),
        ("activations", f"{m.activation_count:g}"),
        ("valid", f"{iso(m.valid_from)} .. {iso(m.valid_to) or 'now'}"),
        ("source", m.source + (f" (session {m.session_id})" if m.session_id else "")),
        ("scope", m.scope),
    ]
    if m.superseded_by:
        rows.append(("superseded by", f"#{m.superseded_by}"))
    for key, value in sorted(m.extra.items()):
        rows.append(
            (key, json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value)
        )
    return "\n".join(f"{k:>13}: {v}" for k, v in rows)


# -- commands -----------------------------------------------------------------------------


# Commands that open the SQLite files themselves (or none): `--store` would be ignored there.
_FILE_COMMANDS = frozenset({"backup", "init", "ui", "tour", "config"})


def refuse_ignored_store(args: argparse.Namespace) -> None:
    """A `--store` that the command would not use is an error, not silently ignored."""
    if getattr(args, "store", None) and getattr(args, "command", None) in _FILE_COMMANDS:
        hint = (
            ": a PostgreSQL store is backed up with pg_dump (docs/team.md, Backup and restore)"
            if args.command == "backup"
            else ""
        )
        raise UsageError(f"--store is not supported by `cognimem {args.command}` yet{hint}")


def store_settings(args: argparse.Namespace) -> Any:
    """The settings with `--store URL` as the project's store (None: load them as usual)."""
    if not getattr(args, "store", None):
        return None
    from cognition.config import Settings
    from layers.location import project_root

    return Settings.load(project_root(args.dir), overrides={"store.url": args.store})


async def _with_memory(
    args: argparse.Namespace, fn: Callable[[Any], Any], *, keep_vectors: bool = False
) -> Any:
    """keep_vectors: load the vector index once (commands that link or search many memories);
    the others stream the vectors past their one search (see Vectors.keep)."""
    from cognition.api import open_memory

    mem = open_memory(args.dir, settings=store_settings(args))
    mem.vectors.keep = keep_vectors
    # A one-shot command leaves the linking of what it wrote (one scan of every vector) to a
    # detached process; one that keeps the index links its many memories itself, at once.
    mem.linker.detach = not keep_vectors
    async with mem:
        args.store_of = mem.store_of  # for emit_write: which store a write went to
        return await fn(mem)


def emit_write(args: argparse.Namespace, data: Any, text: str, scope: str) -> None:
    """emit() for a command that wrote: the answer says which store it went to (JSON: a
    `store` object with scope and path; text: ' — project store ~/src/app')."""
    store = args.store_of(scope)
    if isinstance(data, dict):
        data = {**data, "store": {"scope": store["scope"], "path": store["path"]}}
    emit(args, data, f"{text} — {store['label']}")


def scope_of(ref: Any) -> str:
    """The store a memory ref names: g12 is global, 12 the project's."""
    return "global" if str(ref).strip().lower().startswith("g") else "project"
