"""Does `cognimem recall` print the same bytes in two checkouts? Each command line runs once per
checkout in a fresh process on the same store, at a fixed clock (`time.time` replaced before
anything is imported, so ages and the as-of cut-off are the same), stdout, stderr and the exit
status compared byte for byte.

    python benchmarks/same_recall_output.py --store <store of bench_cli_scale.py>
        --code base=/tmp/base-checkout [--code new=.]

The store is one bench_cli_scale.py built (its `project` and `home` folders); a recall writes
nothing, so both checkouts read the same rows (`--store-for label=<copy>`: that checkout reads
its own copy, as when the two write vector files of different versions). Prints one line per command; exit status 1 when
any differs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLOCK = 1_796_170_000.0
LAUNCH = (
    f"import time; time.time = lambda: {CLOCK!r}; import sys; sys.argv[0] = 'cognimem'; "
    "from cognition.entry import main; sys.exit(main())"
)
DEPLOY = "why does the deploy pipeline retry the upload step"
NIGHTLY = "nightly job retries uploads"
COMMANDS: list[list[str]] = [
    [DEPLOY, "--json", "--limit", "20"],
    [DEPLOY, "--json", "--limit", "20", "--explain"],
    [DEPLOY, "--limit", "20"],
    [DEPLOY, "--limit", "20", "--explain"],
    [NIGHTLY, "--json", "--archived"],
    [NIGHTLY, "--json", "--layer", "decision"],
    [NIGHTLY, "--json", "--as-of", "2026-06-01"],
    ["", "--json"],
    ["x", "--json", "--limit", "500"],
    ["weekly report mails the team", "--json", "--limit", "20", "--explain"],
    ["zzzz qqqq vvvv", "--json", "--limit", "20"],
]


def output(code: Path, args: list[str], store: Path) -> bytes:
    """What one `recall` printed (stdout, stderr, exit status) with `code` first on the path."""
    env = dict(os.environ, COGNIMEM_HOME=str(store / "home"), PYTHONPATH=str(code))
    env.pop("CLAUDE_PROJECT_DIR", None)
    done = subprocess.run(
        [sys.executable, "-c", LAUNCH, "recall", *args],
        cwd=store / "project",
        env=env,
        capture_output=True,
    )
    return done.stdout + b"\n--stderr--\n" + done.stderr + f"\nrc {done.returncode}".encode()


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--store", type=Path, required=True, help="a bench_cli_scale.py store")
    ap.add_argument("--code", action="append", default=[], help="label=checkout (two)")
    ap.add_argument(
        "--store-for",
        action="append",
        default=[],
        help="label=store: that checkout's own copy of --store (a checkout whose vector file "
        "is of another version would otherwise write the file anew for every command)",
    )
    args = ap.parse_args()
    own = {label: Path(path) for label, path in (s.split("=", 1) for s in args.store_for)}
    codes = [tuple(c.split("=", 1)) for c in args.code]
    if len(codes) == 1:
        codes.append(("new", str(ROOT)))
    if len(codes) != 2:
        raise SystemExit("give one or two --code label=checkout")
    (a_label, a_code), (b_label, b_code) = ((lbl, Path(p).resolve()) for lbl, p in codes)
    differ = 0
    for argv in COMMANDS:
        a = output(a_code, argv, own.get(a_label, args.store))
        b = output(b_code, argv, own.get(b_label, args.store))
        shown = " ".join(repr(x) if " " in x or not x else x for x in argv)
        if a == b:
            print(f"same ({len(a)} bytes): recall {shown}", flush=True)
        else:
            differ += 1
            print(f"DIFFERENT ({a_label} {len(a)}, {b_label} {len(b)} bytes): recall {shown}")
    print(f"{len(COMMANDS) - differ} of {len(COMMANDS)} the same")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
