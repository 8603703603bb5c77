"""SHA-256 without hashlib's start-up: hashlib imports OpenSSL first (~8 ms of a one-shot
command), while CPython has SHA-256 in a module of its own. The digest is the same either way
(tests/test_backup.py), so stored content hashes and backup folder names do not change."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

# The constructor found by the first call: a failed import is not remembered by Python, so
# looking again on every call searched sys.path for `_sha2` on each remember under 3.11.
_sha256: Callable[[bytes], Any] | None = None


def _constructor() -> Callable[[bytes], Any]:
    for name in ("_sha2", "_sha256"):  # Python 3.12+, 3.11
        try:
            found: Callable[[bytes], Any] = importlib.import_module(name).sha256
            return found
        except ImportError:
            continue
    import hashlib

    return hashlib.sha256


def sha256_hex(data: bytes) -> str:
    """The hex SHA-256 of `data`, from CPython's own module where there is one."""
    global _sha256
    if _sha256 is None:
        _sha256 = _constructor()
    return str(_sha256(data).hexdigest())
