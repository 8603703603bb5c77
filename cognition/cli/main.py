"""The `cognimem` command line. Human-readable output by default, `--json` everywhere.

Errors: one line on stderr; exit 2 for bad input, 1 for anything else, 141 without a word
when the reader of stdout has gone (`cognimem list | head`). Heavy modules are
imported inside the commands that need them, so `cognimem hook prompt` stays fast.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import cast

from cognition.cli.output import (
    EXIT_BAD_INPUT,
    EXIT_FAILURE,
    UsageError,
    _Parser,
    refuse_ignored_store,
)

# -- parser -------------------------------------------------------------------------------


def _common() -> _Parser:
    p = _Parser(add_help=False)
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.add_argument(
        "--dir",
        default=None,
        metavar="PATH",
        help="a folder inside the project (default: the current directory)",
    )
    p.add_argument(
        "--store",
        default=None,
        metavar="URL",
        help="the project's store: a postgresql:// URL (default: the [store] url setting, "
        "else the SQLite file in the project)",
    )
    return p


# The modules of commands, in the order `--help` lists their verbs; each registers its own.
COMMAND_MODULES = (
    "cognition.cli.memory",
    "cognition.cli.maintenance",
    "cognition.cli.graph",
    "cognition.claude_code.init",
    "cognition.claude_code.doctor",
    "cognition.cli.backup",
    "cognition.ui.cli",
    "cognition.cli.team",
)
# The module that registers each verb (aliases too): a known verb builds only its module's
# parsers, as importing every module of commands cost ~40-65 ms of CPU per command at load.
# tests/test_cli_parser.py checks it against what the modules register, so it cannot drift; a
# verb missing here still works (an unknown verb builds them all).
VERB_MODULE = {
    verb: module
    for module, verbs in {
        "cognition.cli.memory": "remember recall feedback show history list update forget pin "
        "unpin stats export import tour reindex serve config",
        "cognition.cli.maintenance": "decay restore purge consolidate",
        "cognition.cli.graph": "relate unrelate neighbours neighbors path graph decide outcome "
        "chain anchor unanchor stale",
        "cognition.claude_code.init": "init",
        "cognition.claude_code.doctor": "doctor",
        "cognition.cli.backup": "backup",
        "cognition.ui.cli": "ui",
        "cognition.cli.team": "token",
    }.items()
    for verb in verbs.split()
}


class _NotParsed:
    """What registering a verb other than the one on the command line gives back: whatever
    its module then adds to it is dropped, so no parser is built for it (the two dozen verbs
    of cognition.cli.memory cost ~8 ms of CPU to build, `recall` alone a tenth of it)."""

    def __getattr__(self, name: str) -> Callable[..., _NotParsed]:
        return self._drop

    def _drop(self, *args: object, **kwargs: object) -> _NotParsed:
        return self


def build_parser(verb: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or with a known `verb` only of that command (what it
    parses and prints is the same either way)."""
    import importlib

    common = _common()
    parser = _Parser(
        prog="cognimem", description="Local cognitive long-term memory for AI coding assistants."
    )
    from cognition.version import __version__

    parser.add_argument("--version", action="version", version=f"cognimem {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    alone = verb in VERB_MODULE

    def add(
        name: str,
        fn: Callable[[argparse.Namespace], int],
        help_: str,
        aliases: Sequence[str] = (),
    ) -> argparse.ArgumentParser:
        if alone and verb != name and verb not in aliases:
            return cast(argparse.ArgumentParser, _NotParsed())
        p = sub.add_parser(
            name, parents=[common], help=help_, description=help_, aliases=list(aliases)
        )
        p.set_defaults(fn=fn)
        return p

    # Imported here, not at the top: `cognimem hook ...` through main() must not pay for them.
    modules = [VERB_MODULE[verb]] if verb in VERB_MODULE else COMMAND_MODULES
    for name in modules:
        importlib.import_module(name).register(add)
    return parser


def requested_verb(argv: Sequence[str]) -> str | None:
    """The command's verb when it comes first (`cognimem show 5`); None for `--help`,
    `--version` or nothing, which need every command's parser."""
    return argv[0] if argv and not argv[0].startswith("-") else None


def sub_parser(parser: argparse.ArgumentParser, name: str | None) -> _Parser | None:
    """The parser of one command (by name or alias), or None."""
    for action in parser._subparsers._group_actions if parser._subparsers else ():
        found = getattr(action, "choices", None) or {}
        if name in found:
            sub: _Parser = found[name]
            return sub
    return None


CONFIG_OFF = (
    "Memory is off for this project until the settings are fixed: the hooks in Claude Code "
    "skip their work too (`cognimem config set KEY VALUE` checks a value before writing it; "
    "`cognimem doctor` checks them all)"
)
EXIT_STDOUT_CLOSED = 141  # 128 + SIGPIPE: what a shell reports for `yes | head`


def stdout_closed() -> int:
    """The reader of our stdout went away (`cognimem show 1 | head`): stop quietly, as Unix
    tools do. stdout now points at /dev/null, so the interpreter's final flush cannot fail."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
    return EXIT_STDOUT_CLOSED


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["hook"]:  # the hot path: skip building the full parser
        from cognition.claude_code.hooks import run_hook

        return run_hook(argv[1:])
    from cognition.config import ConfigError
    from layers.errors import CognimemError, InvalidInput

    parser = build_parser(requested_verb(argv))
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:  # the command's own parser knows its options: it suggests the closest
            command = sub_parser(parser, getattr(args, "command", None))
            raise (command or _Parser(prog="cognimem")).unknown_options(extra)
        if not getattr(args, "fn", None):
            parser.print_help()
            sys.stdout.flush()
            return 0
        refuse_ignored_store(args)
        code = int(args.fn(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
        return code
    except BrokenPipeError:
        return stdout_closed()
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except ConfigError as exc:  # the hooks fail open on it: say here what it switches off
        print(f"error: {exc}. {CONFIG_OFF}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except InvalidInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except CognimemError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - one line, never a traceback, for users
        print(f"error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_FAILURE


if __name__ == "__main__":
    sys.exit(main())
