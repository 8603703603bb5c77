"""Changing one setting in a TOML settings file (`cognimem config set/unset`).

The file is edited line by line, not rewritten from a parsed copy: the comments and the order
a person gave it stay as they were. Only the `key = value` line of the setting changes (or is
added to its `[section]`, or a new section at the end). The value is checked before anything
is written (cognition.config.check_value), and the edited text must parse and read the value
back, so a `config set` can never leave a file that breaks the settings.
"""

from __future__ import annotations

import json
import os
import re
import secrets
from pathlib import Path
from typing import Any

from cognition.config import ConfigError, check_value

_HEADER = re.compile(r"^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(#.*)?$")


def toml_value(value: Any) -> str:
    """A checked setting as a TOML literal (bool, int, float, str or a tuple of them)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, tuple | list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)  # a JSON string is a TOML basic string


def _key_line(key: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*{re.escape(key)}\s*=")


def _section_span(lines: list[str], section: str) -> tuple[int, int] | None:
    """[start, end) of the lines under `[section]` (start: its header), or None."""
    start = None
    for i, line in enumerate(lines):
        m = _HEADER.match(line)
        if m and start is not None:
            return start, i
        if m and m.group(1) == section:
            start = i
    return (start, len(lines)) if start is not None else None


def edited(text: str, section: str, key: str, literal: str | None) -> str:
    """`text` with `key` of `[section]` set to `literal` (None removes the key)."""
    lines = text.splitlines()
    span = _section_span(lines, section)
    new_line = f"{key} = {literal}" if literal is not None else None
    if span is None:
        if new_line is None:
            return text
        body = "\n".join(lines).rstrip("\n")
        return (body + "\n\n" if body else "") + f"[{section}]\n{new_line}\n"
    start, end = span
    pattern = _key_line(key)
    for i in range(start + 1, end):
        if pattern.match(lines[i]):
            if new_line is None:
                del lines[i]
            else:
                lines[i] = new_line
            return "\n".join(lines) + "\n"
    if new_line is not None:
        last = max((i for i in range(start, end) if lines[i].strip()), default=start)
        lines.insert(last + 1, new_line)
    return "\n".join(lines) + "\n"


def _write(path: Path, text: str) -> None:
    """Atomically, keeping the file's mode (a team file stays readable by the team)."""
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC, mode)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            os.fchmod(fh.fileno(), mode)
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8") if path.exists() else ""
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read settings file {path}: {exc}") from exc


def _check_text(path: Path, text: str, section: str, key: str) -> Any:
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: the edit would not parse ({exc}); nothing written") from exc
    return data.get(section, {}).get(key)


def set_value(path: Path, dotted: str, raw: str) -> Any:
    """Set `dotted` to `raw` (text, as typed) in the file at `path`; returns the checked value."""
    value = check_value(dotted, _typed(raw), f"config set {dotted}")
    section, _, key = dotted.partition(".")
    text = edited(_read(path), section, key, toml_value(value))
    got = _check_text(path, text, section, key)
    if check_value(dotted, got) != value:
        raise ConfigError(f"{path}: the edit would not read back as {value!r}; nothing written")
    _write(path, text)
    return value


def unset_value(path: Path, dotted: str) -> bool:
    """Remove `dotted` from the file; False when it was not set there."""
    _known(dotted)
    section, _, key = dotted.partition(".")
    before = _read(path)
    text = edited(before, section, key, None)
    if text == before or _check_text(path, before, section, key) is None:
        return False
    _check_text(path, text, section, key)
    _write(path, text)
    return True


def _known(dotted: str) -> None:
    """Raise the unknown-setting error (with its suggestion) for a key that does not exist."""
    from dataclasses import fields

    from cognition.config import SECTIONS

    section, _, key = dotted.partition(".")
    if section in SECTIONS and key in {f.name for f in fields(SECTIONS[section])}:
        return
    check_value(dotted, "0")  # raises: unknown section or key, with the closest match


def _typed(raw: str) -> Any:
    """What the user typed, as TOML would read it when it is a TOML literal (`[7, 14]`,
    `true`, `0.3`), else as the text itself: check_value converts it to the setting's type."""
    import tomllib

    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        return raw
