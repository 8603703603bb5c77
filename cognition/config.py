"""One settings object, resolved once at entry points.

Precedence (lowest first): defaults -> ~/.cognimem/config.toml -> <root>/.cognimem/config.toml
-> COGNIMEM_<SECTION>_<KEY> environment variables -> explicit overrides. `sources` records where
each effective value came from, for `cognimem config`.
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


@dataclass(frozen=True, slots=True)
class EmbedderParams:
    name: str = "hash"  # hash | sentence-transformers | voyage | none
    model: str = ""  # provider's model; empty = the provider's default
    dim: int = 384  # hash embedder only


@dataclass(frozen=True, slots=True)
class WriteParams:
    reconsolidate: bool = True  # restatements merge, updates supersede, contradictions link
    judge: str = "rules"  # rules | llm (the [llm] backend decides; the rules when it cannot)
    link_cos: float = 0.60  # neighbours linked on write
    link_top: int = 5
    max_content_chars: int = 20_000
    max_tags: int = 32
    max_batch: int = 100_000  # most memories one import may carry (it is one transaction)

    def __post_init__(self) -> None:
        if self.judge not in ("rules", "llm"):
            raise ValueError(f"write.judge must be 'rules' or 'llm' (got {self.judge!r})")


@dataclass(frozen=True, slots=True)
class LLMParams:
    backend: str = "none"  # none | anthropic | claude-cli
    model: str = "claude-haiku-4-5"
    timeout_s: float = 60.0


@dataclass(frozen=True, slots=True)
class MaintenanceParams:
    auto_decay: bool = True  # the MCP server may run the decay pass lazily
    auto_decay_every_h: float = 24.0
    consolidate_min_age_days: float = 14.0
    consolidate_max_importance: int = 2
    consolidate_min_cluster: int = 3


@dataclass(frozen=True, slots=True)
class StoreParams:
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
    "store": StoreParams,
}


@dataclass(frozen=True)
class Settings:
    decay: DecayParams = field(default_factory=DecayParams)
    recall: RecallParams = field(default_factory=RecallParams)
    hook: HookParams = field(default_factory=HookParams)
    embedder: EmbedderParams = field(default_factory=EmbedderParams)
    write: WriteParams = field(default_factory=WriteParams)
    llm: LLMParams = field(default_factory=LLMParams)
    maintenance: MaintenanceParams = field(default_factory=MaintenanceParams)
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
        layers_: list[tuple[str, dict[str, Any]]] = []
        user_file = home_dir(env) / "config.toml"
        layers_.append((str(user_file), _read_toml(user_file)))
        if root is not None:
            project_file = root / STORE_DIRNAME / "config.toml"
            layers_.append((str(project_file), _read_toml(project_file)))
        values: dict[str, dict[str, Any]] = {s: {} for s in SECTIONS}
        sources: dict[str, str] = {}
        for origin, data in layers_:
            for section, table in data.items():
                if section not in SECTIONS:
                    raise InvalidInput(
                        f"{origin}: unknown section [{section}]; known: {', '.join(SECTIONS)}"
                    )
                if not isinstance(table, dict):
                    raise InvalidInput(f"{origin}: [{section}] must be a table")
                for key, value in table.items():
                    _set(values, sources, section, key, value, origin)
        for section, cls_ in SECTIONS.items():
            for f in fields(cls_):
                name = env_name(section, f.name)
                if name in env:
                    _set(values, sources, section, f.name, env[name], f"env {name}")
        for dotted, value in (overrides or {}).items():
            section, _, key = dotted.partition(".")
            if section not in SECTIONS:
                raise InvalidInput(f"unknown setting {dotted!r}")
            _set(values, sources, section, key, value, "argument")
        built = {}
        for section, cls_ in SECTIONS.items():
            try:
                built[section] = cls_(**values[section])
            except (TypeError, ValueError) as exc:
                raise InvalidInput(f"invalid [{section}] settings: {exc}") from exc
        return cls(**built, sources=sources)


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
        raise InvalidInput(f"cannot read settings file {path}: {exc}") from exc


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
        raise InvalidInput(f"{origin}: unknown setting {section}.{key}; known: {', '.join(known)}")
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
        raise InvalidInput(f"{origin}: bad value {raw!r} for {key}: {exc}") from exc


def replace(settings: Settings, **sections: Any) -> Settings:
    """A copy with whole sections swapped (tests and the evaluation harness use this)."""
    return dataclasses.replace(settings, **sections)
