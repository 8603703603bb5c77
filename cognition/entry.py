"""The `cognimem` console script. `cognimem hook ...` runs on every prompt, so it goes straight to
the hooks without importing the CLI module (argparse and its parser cost ~10 ms)."""

from __future__ import annotations

import sys
from typing import NoReturn


def main() -> int:
    argv = sys.argv[1:]
    if argv[:2] == ["hook", "prompt"]:
        prompt_hook(argv[1:])  # never returns
    if argv[:1] == ["hook"]:
        from cognition.claude_code.hooks import run_hook

        return run_hook(argv[1:])
    from cognition.cli.main import main as cli_main

    return cli_main(argv)


def prompt_hook(argv: list[str]) -> NoReturn:
    """The prompt hook as its own short process. It holds its stores open only inside the
    handler (closed there) and answers on stdout, so two costs of every Python process are
    skipped: the cyclic garbage collector's passes over the objects of each module being
    imported (what a prompt's work leaves in cycles is freed with the process), and the
    interpreter's teardown (module dictionaries, a last collection), by exiting once stdout
    is flushed. Claude Code waits for that exit on every prompt; docs/benchmarks.md has
    what each costs."""
    import gc
    import os

    gc.disable()
    from cognition.claude_code.hooks import run_hook

    code = run_hook(argv)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - a closed pipe: nothing more can be said anyway
        pass
    os._exit(code)


if __name__ == "__main__":
    sys.exit(main())
