"""Patterns compiled on first use (cognition.lazy_regex) behave as re.compile's, and importing
the write path's tables compiles none of them."""

from __future__ import annotations

import copy
import re
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

from cognition.lazy_regex import lazy_compile

PATTERNS = [
    (r"\b(?:token|secret)\s*[:=]\s*(\S+)", re.IGNORECASE),
    (r"[A-Z]{4,}", 0),
    (r"(?P<word>\w+)-(?P<num>\d+)", 0),
]


@given(st.sampled_from(PATTERNS), st.text(alphabet="aZ TOKEN:=secret-12 \n", max_size=40))
def test_a_lazy_pattern_answers_as_the_compiled_one(spec, text):
    lazy, real = lazy_compile(*spec), re.compile(*spec)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.sub("<x>", text) == real.sub("<x>", text)
    assert lazy.split(text) == real.split(text)
    assert lazy.findall(text) == real.findall(text)
    assert bool(lazy.search(text)) == bool(real.search(text))
    assert lazy.flags == real.flags and lazy.groups == real.groups


def test_source_and_flags_are_there_before_it_compiles():
    lazy = lazy_compile(r"ab+", re.IGNORECASE)
    assert lazy.pattern == "ab+" and lazy.flags & re.IGNORECASE
    assert "compiled" not in vars(lazy)
    copy.copy(lazy)  # copy's probes are not a use
    assert "compiled" not in vars(lazy)
    assert lazy.match("ABB") and "compiled" in vars(lazy)


def test_a_bad_pattern_still_fails_when_used():
    lazy = lazy_compile(r"(unclosed")
    try:
        lazy.search("x")
    except re.error:
        return
    raise AssertionError("a bad pattern compiled")


def test_the_api_import_compiles_no_redaction_rule_or_appraisal_cue():
    probe = (
        "import cognition.api\n"
        "from cognition import redact\n"
        "from cognition.capture import appraisal as a\n"
        "pats = [r.pattern for r in redact._RULES] + [p for p, _, _ in a._EMOTION_CUES]\n"
        "print(sum('compiled' in vars(p) for p in pats), len(pats))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out[0] == "0" and int(out[1]) > 30
