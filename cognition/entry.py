"""The `cognimem` console script. `cognimem hook ...` runs on every prompt, so it goes straight to
the hooks without importing the CLI module (argparse and its parser cost ~10 ms)."""

from __future__ import annotations

import sys


def main() -> int:
    argv = sys.argv[1:]
    if argv[:1] == ["hook"]:
        from cognition.claude_code.hooks import run_hook

        return run_hook(argv[1:])
    from cognition.cli.main import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
