"""Regular expressions compiled on first use. The write path's tables (redaction rules, the
appraisal's cues) hold ~80 patterns; compiling them at import cost every command ~10 ms of CPU
(~30 ms on a loaded machine), also those that never write or appraise (`cognimem show`)."""

from __future__ import annotations

import re
from typing import Any, cast

# What a caller may use before the pattern is compiled (appraisal derives twins from them).
_METHODS = ("search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer")


class _LazyPattern:
    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.flags = flags

    def __getattr__(self, name: str) -> Any:
        # Reached only for what the instance does not hold: compile once, then keep the compiled
        # pattern's methods on the instance, so later calls cost what they did before.
        if name.startswith("__"):  # copy's and pickle's probes: not a use of the pattern
            raise AttributeError(name)
        compiled = self.__dict__.get("compiled")
        if compiled is None:
            compiled = re.compile(self.pattern, self.flags)
            self.__dict__.update({m: getattr(compiled, m) for m in _METHODS}, compiled=compiled)
            self.flags = compiled.flags
        return getattr(compiled, name)


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(pattern, flags), done the first time the pattern is used. `.pattern` and
    `.flags` are there before (`.flags` as given until then, without re.UNICODE)."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))
