"""One settings object, resolved once at entry points.

Precedence (lowest first): defaults -> ~/.cognimem/config.toml (user) -> <root>/.cognimem.toml
(team: a file the project may commit) -> <root>/.cognimem/config.toml (this checkout, never
committed) -> COGNIMEM_<SECTION>_<KEY> environment variables -> explicit overrides. `sources`
records where each effective value came from, for `cognimem config`.

A mistake in any of them (unparsable file, unknown key, bad value) is a ConfigError that names
the file or variable: every command refuses to run on settings it cannot trust, and the hooks,
which must not fail a session, say so in the session-start briefing and the hook log.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from decay.params import DecayParams
from layers.errors import InvalidInput
from layers.location import STORE_DIRNAME, home_dir
from surface.params import HookParams, RecallParams

TEAM_FILE = ".cognimem.toml"  # at the project root, beside .git: the settings a team commits
LOCAL_FILE = "config.toml"  # in <root>/.cognimem/ (git-ignored) and in the user's home folder


class ConfigError(InvalidInput):
    """The settings cannot be read: a file, a key or a value is wrong (the message says which)."""


def config_files(root: Path | None, env: dict[str, str]) -> list[tuple[str, Path]]:
    """(layer, path) of every settings file, lowest precedence first; missing ones included."""
    files = [("user", home_dir(env) / LOCAL_FILE)]
    if root is not None:
        files += [("team", root / TEAM_FILE), ("project", root / STORE_DIRNAME / LOCAL_FILE)]
    return files


@dataclass(frozen=True, slots=True)
class EmbedderParams:
    """The [embedder] settings: which embedder writes and searches the vectors."""

    name: str = "hash"  # hash | sentence-transformers | voyage | none
    model: str = ""  # provider's model; empty = the provider's default
    dim: int = 384  # hash embedder only


@dataclass(frozen=True, slots=True)
class WriteParams:
    """The [write] settings: reconsolidation, linking and the limits of one write."""

    reconsolidate: bool = True  # restatements merge, updates supersede, contradictions link
    judge: str = "rules"  # rules | llm (the [llm] backend decides; the rules when it cannot)
    link_cos: float = 0.60  # neighbours linked on write
    link_top: int = 5
    # One scan of every vector: most of a `remember` at 100K memories (cognition.link_worker).
    link_detached: bool = True  # a CLI write leaves its `related` links to a detached process
    max_content_chars: int = 20_000
    max_tags: int = 32
    max_batch: int = 100_000  # most memories one import may carry (it is one transaction)

    def __post_init__(self) -> None:
        if self.judge not in ("rules", "llm"):
            raise ValueError(f"write.judge must be 'rules' or 'llm' (got {self.judge!r})")


@dataclass(frozen=True, slots=True)
class LLMParams:
    """The [llm] settings: the optional model behind capture and the write judge."""

    backend: str = "none"  # none | anthropic | claude-cli
    model: str = "claude-haiku-4-5"
    timeout_s: float = 60.0


@dataclass(frozen=True, slots=True)
class MaintenanceParams:
    """The [maintenance] settings: the lazy decay pass and consolidation."""

    auto_decay: bool = True  # the MCP server may run the decay pass lazily
    auto_decay_every_h: float = 24.0
    consolidate_min_age_days: float = 14.0
    consolidate_max_importance: int = 2
    consolidate_min_cluster: int = 3


@dataclass(frozen=True, slots=True)
class TeamParams:
    """A team server (docs/team.md): `cognimem init --team URL` sets url."""

    url: str = ""  # the server, e.g. http://127.0.0.1:8765 (its MCP endpoint is url + /mcp)
    token_env: str = "COGNIMEM_TEAM_TOKEN"  # the variable holding the token, never a file
    timeout_ms: int = 800  # the prompt hook waits at most this, and never past its budget


@dataclass(frozen=True, slots=True)
class StoreParams:
    """The [store] settings: where the project's memories live."""

    # Where the project's memories live: empty for the SQLite file in <root>/.cognimem, or a
    # postgresql:// URL naming a team store on PostgreSQL (the `[postgres]` extra). The global
    # store stays the user's own SQLite file either way.
    url: str = ""

    def __post_init__(self) -> None:
        if self.url and not self.url.startswith(("postgresql://", "postgres://")):
            raise ValueError(f"store.url must be empty or a postgresql:// URL (got {self.url!r})")


SECTIONS: dict[str, type] = {
    "decay": DecayParams,
    "recall": RecallParams,
    "hook": HookParams,
    "embedder": EmbedderParams,
    "write": WriteParams,
    "llm": LLMParams,
    "maintenance": MaintenanceParams,
    "team": TeamParams,
    "store": StoreParams,
}


@dataclass(frozen=True)
class Settings:
    """Every section's effective values, and where each came from (`sources`)."""

    decay: DecayParams = field(default_factory=DecayParams)
    recall: RecallParams = field(default_factory=RecallParams)
    hook: HookParams = field(default_factory=HookParams)
    embedder: EmbedderParams = field(default_factory=EmbedderParams)
    write: WriteParams = field(default_factory=WriteParams)
    llm: LLMParams = field(default_factory=LLMParams)
    maintenance: MaintenanceParams = field(default_factory=MaintenanceParams)
    team: TeamParams = field(default_factory=TeamParams)
    store: StoreParams = field(default_factory=StoreParams)
    sources: dict[str, str] = field(default_factory=dict, compare=False)

    def items(self) -> list[tuple[str, Any, str]]:
        """(dotted key, value, source) for every setting, in a stable order."""
        out = []
        for section in SECTIONS:
            obj = getattr(self, section)
            for f in fields(obj):
                key = f"{section}.{f.name}"
                out.append((key, getattr(obj, f.name), self.sources.get(key, "default")))
        return out

    @classmethod
    def load(
        cls,
        root: Path | None = None,
        *,
        env: dict[str, str] | None = None,
        overrides: dict[str, Any] | None = None,
    ) -> Settings:
        env = dict(os.environ) if env is None else env
        values: dict[str, dict[str, Any]] = {s: {} for s in SECTIONS}
        sources: dict[str, str] = {}
        for _, path in config_files(root, env):
            apply_file(values, sources, str(path), _read_toml(path))
        for section, cls_ in SECTIONS.items():
            for f in fields(cls_):
                name = env_name(section, f.name)
                if name in env:
                    _set(values, sources, section, f.name, env[name], f"env {name}")
        for dotted, value in (overrides or {}).items():
            section, _, key = dotted.partition(".")
            if section not in SECTIONS:
                raise ConfigError(f"unknown setting {dotted!r}")
            _set(values, sources, section, key, value, "argument")
        built = {}
        for section, cls_ in SECTIONS.items():
            try:
                built[section] = cls_(**values[section])
            except (TypeError, ValueError) as exc:
                where = {sources.get(f"{section}.{k}", "") for k in values[section]} - {""}
                raise ConfigError(
                    f"{', '.join(sorted(where)) or 'settings'}: invalid [{section}] settings: {exc}"
                ) from exc
        return cls(**built, sources=sources)


def apply_file(
    values: dict[str, dict[str, Any]], sources: dict[str, str], origin: str, data: dict[str, Any]
) -> None:
    """Lay one file's tables over `values`, refusing unknown sections and keys."""
    for section, table in data.items():
        if section not in SECTIONS:
            raise ConfigError(
                f"{origin}: unknown section [{section}].{_near(section, SECTIONS)} "
                f"Known: {', '.join(SECTIONS)}"
            )
        if not isinstance(table, dict):
            raise ConfigError(f"{origin}: [{section}] must be a table")
        for key, value in table.items():
            _set(values, sources, section, key, value, origin)


def _near(word: str, known: Any) -> str:
    import difflib  # only on the error path

    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return f" Did you mean {close[0]!r}?" if close else ""


def check_value(dotted: str, raw: Any, origin: str = "argument") -> Any:
    """The value `raw` coerced for the setting `dotted` ('hook.top_k'), or a ConfigError that
    says what is wrong (unknown key with the closest match, wrong type, value out of range)."""
    section, _, key = dotted.partition(".")
    if section not in SECTIONS:
        raise ConfigError(
            f"unknown setting {dotted!r}.{_near(section, SECTIONS)} Sections: {', '.join(SECTIONS)}"
        )
    values: dict[str, dict[str, Any]] = {s: {} for s in SECTIONS}
    _set(values, {}, section, key, raw, origin)
    try:
        SECTIONS[section](**values[section])  # the dataclass's own range checks
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"{origin}: bad value {raw!r} for {dotted}: {exc}") from exc
    return values[section][key]


def env_name(section: str, key: str) -> str:
    return f"COGNIMEM_{section}_{key}".upper()


def _read_toml(path: Path) -> dict[str, Any]:
    if not path.is_file():
        return {}
    import tomllib  # only when a settings file exists: ~4 ms the prompt hook usually skips

    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read settings file {path}: {exc}") from exc


def _set(
    values: dict[str, dict[str, Any]],
    sources: dict[str, str],
    section: str,
    key: str,
    raw: Any,
    origin: str,
) -> None:
    cls_ = SECTIONS[section]
    known = {f.name: f for f in fields(cls_)}
    if key not in known:
        raise ConfigError(
            f"{origin}: unknown setting {section}.{key}.{_near(key, known)} "
            f"Known in [{section}]: {', '.join(known)}"
        )
    default = getattr(cls_(), key)
    values[section][key] = _coerce(raw, default, f"{section}.{key}", origin)
    sources[f"{section}.{key}"] = origin


def _coerce(raw: Any, default: Any, key: str, origin: str) -> Any:
    """Convert a TOML/env value to the default's type; refuse what does not fit."""
    try:
        if isinstance(default, bool):
            if isinstance(raw, bool):
                return raw
            text = str(raw).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise ValueError("expected true or false")
        if isinstance(default, int):
            if isinstance(raw, float) and not raw.is_integer():
                raise ValueError("expected an integer")
            return int(raw)
        if isinstance(default, float):
            return float(raw)
        if isinstance(default, tuple):
            items = raw if isinstance(raw, list | tuple) else str(raw).split(",")
            kind = type(default[0]) if default else str
            return tuple(kind(x) for x in items)
        return str(raw)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"{origin}: bad value {raw!r} for {key}: {exc}") from exc


def replace(settings: Settings, **sections: Any) -> Settings:
    """A copy with whole sections swapped (tests and the evaluation harness use this)."""
    return dataclasses.replace(settings, **sections)
