"""layers.digest: the same SHA-256 as hashlib, and its module looked up once per process."""

from __future__ import annotations

import hashlib
import importlib

from layers import digest


def test_the_digest_is_hashlibs():
    for data in (b"", b"abc", "caf\u00e9".encode(), bytes(range(256)) * 3):
        assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest()


def test_later_calls_import_nothing(monkeypatch):
    """Each remember hashes its content: under 3.11 every call used to try `_sha2` again (a
    failed import is not cached), a search of sys.path per write."""
    digest.sha256_hex(b"first")
    imports: list[str] = []
    real = importlib.import_module

    def counting(name: str, package: str | None = None) -> object:
        imports.append(name)
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", counting)
    for i in range(3):
        assert digest.sha256_hex(b"x%d" % i) == hashlib.sha256(b"x%d" % i).hexdigest()
    assert imports == []
