"""How many threads numpy's BLAS starts, decided before numpy is imported."""

from __future__ import annotations

from collections.abc import MutableMapping


def one_blas_thread(environ: MutableMapping[str, str]) -> None:
    """Before numpy is imported: its OpenBLAS would start a thread per core, which spin a while
    idle, for products too small here to gain from them (a tenth of the CPU of importing
    numpy; docs/benchmarks.md, "The CLI at 100K, session 9"), and which a process joins at its
    exit (docs/hooks.md: a hook that exited while another thread was inside a BLAS call waited
    forever). A value the user set is kept; the detached linker a `remember` starts inherits
    it, and links on one BLAS thread anyway."""
    environ.setdefault("OPENBLAS_NUM_THREADS", "1")
