"""SHA-256 without hashlib's start-up: hashlib imports OpenSSL first (~8 ms of a one-shot
command), while CPython has SHA-256 in a module of its own. The digest is the same either way
(tests/test_backup.py), so stored content hashes and backup folder names do not change."""

from __future__ import annotations

import importlib


def sha256_hex(data: bytes) -> str:
    """The hex SHA-256 of `data`, from CPython's own module where there is one."""
    for name in ("_sha2", "_sha256"):  # Python 3.12+, 3.11
        try:
            return str(importlib.import_module(name).sha256(data).hexdigest())
        except ImportError:
            continue
    import hashlib

    return hashlib.sha256(data).hexdigest()
