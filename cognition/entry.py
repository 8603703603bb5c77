"""The `cognimem` console script. `cognimem hook ...` runs on every prompt, so it goes straight to
the hooks without importing the CLI module (argparse and its parser cost ~10 ms)."""

from __future__ import annotations

import sys
from typing import NoReturn

from cognition.blas import one_blas_thread


def main() -> int:
    argv = sys.argv[1:]
    if argv[:2] == ["hook", "prompt"]:
        prompt_hook(argv[1:])  # never returns
    if argv[:1] == ["hook"]:
        from cognition.claude_code.hooks import run_hook

        return run_hook(argv[1:])
    if argv[:1] and argv[0] in SHORT_COMMANDS:
        short_command(argv)  # never returns
    from cognition.cli.main import main as cli_main

    return cli_main(argv)


# One-shot commands that hold little in memory: they run as the prompt hook does (below).
SHORT_COMMANDS = frozenset({"recall", "remember", "show"})


def short_command(argv: list[str]) -> NoReturn:
    """`cognimem recall ...` and the like, without the cyclic collector's passes over every
    imported module's objects nor the interpreter's teardown (about a tenth of a `recall`'s
    instructions at 100K memories; docs/benchmarks.md). What teardown would still do for us
    is done first, in its order: the threads still running are waited for (a store's
    connection thread is often still ending here), then the exit functions run (logging's
    handlers are flushed, executors joined)."""
    import atexit
    import gc
    import os

    gc.disable()
    one_blas_thread(os.environ)
    from cognition.method_cache import install

    install()  # before the settings' and records' dataclasses: their methods compiled once
    from cognition.cli.main import main as cli_main

    code = cli_main(argv)
    _flush_standard_streams()
    threading = sys.modules.get("threading")  # not imported: no thread to wait for
    if threading is not None:
        for thread in threading.enumerate():
            if thread is not threading.main_thread() and not thread.daemon:
                thread.join()
    atexit._run_exitfuncs()
    os._exit(code)


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
    one_blas_thread(os.environ)  # one prompt's vector products are tiny
    from cognition.claude_code.hooks import run_hook

    code = run_hook(argv)
    _flush_standard_streams()
    os._exit(code)


def _flush_standard_streams() -> None:
    """What teardown would have written: a process that ends with os._exit must flush itself."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - a closed pipe: the command already said what it could
        pass


if __name__ == "__main__":
    sys.exit(main())
