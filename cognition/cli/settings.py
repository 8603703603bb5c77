"""`cognimem config [list | get KEY | set KEY VALUE | unset KEY] [--where project|team|user]`.

Three files hold settings (cognition.config says in which order they count): `user`
(~/.cognimem/config.toml), `team` (<root>/.cognimem.toml, for a project to commit) and
`project` (<root>/.cognimem/config.toml, this checkout only; the default for set and unset).
A value is checked before it is written, so `config set` never breaks the settings.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

from cognition.cli.output import emit
from layers.errors import InvalidInput

ACTIONS = ("list", "get", "set", "unset")
WHERE = ("project", "team", "user")


def _file(args: argparse.Namespace, root: Path) -> Path:
    from cognition.config import config_files
    from layers.location import ensure_private_dir, ensure_store_dir

    env = _env()
    path = dict(config_files(root, env))[args.where]
    if args.where == "project":
        ensure_store_dir(path.parent)  # 0700, with the .gitignore that keeps it out of commits
    elif args.where == "user":
        ensure_private_dir(path.parent, "cognimem home folder")
    return path


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)


def _need(args: argparse.Namespace, *names: str) -> None:
    missing = [n.upper() for n in names if getattr(args, n) is None]
    if missing:
        usage = {"get": "get KEY", "set": "set KEY VALUE", "unset": "unset KEY"}[args.action]
        raise InvalidInput(
            f"config {args.action} needs {' and '.join(missing)}: `cognimem config {usage}` "
            f"(keys look like hook.top_k; `cognimem config list` shows them all)"
        )


def cmd_config(args: argparse.Namespace) -> int:
    from cognition.config import Settings, check_value
    from layers.location import project_root

    root = project_root(args.dir)
    if args.action in ("set", "unset"):
        return _change(args, root)
    if args.action == "list" and args.key is not None:
        raise InvalidInput("config list takes no KEY: `cognimem config get KEY` shows one")
    settings = Settings.load(root)
    items = settings.items()
    if args.action == "get":
        _need(args, "key")
        found = [i for i in items if i[0] == args.key]
        if not found:
            check_value(args.key, "0")  # raises: an unknown setting, with the closest match
        key, value, source = found[0]
        emit(args, {"key": key, "value": value, "source": source}, json.dumps(value))
        return 0
    emit(
        args,
        [{"key": k, "value": v, "source": s} for k, v, s in items],
        lambda: "\n".join(f"{k:<40} {json.dumps(v)!s:<22} {s}" for k, v, s in items),
    )
    return 0


def _change(args: argparse.Namespace, root: Path) -> int:
    from cognition.config_edit import set_value, unset_value

    _need(args, *(("key", "value") if args.action == "set" else ("key",)))
    path = _file(args, root)
    if args.action == "set":
        value = set_value(path, args.key, args.value)
        emit(
            args,
            {"key": args.key, "value": value, "file": str(path), "where": args.where},
            f"{args.key} = {json.dumps(value)} in {path} ({args.where})",
        )
        return 0
    removed = unset_value(path, args.key)
    emit(
        args,
        {"key": args.key, "removed": removed, "file": str(path), "where": args.where},
        f"{args.key} removed from {path}" if removed else f"{args.key} was not set in {path}",
    )
    return 0


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add(
        "config",
        cmd_config,
        "show the effective settings and where each came from; get, set or unset one",
    )
    p.add_argument(
        "action", nargs="?", default="list", choices=ACTIONS, help="list (default), get, set, unset"
    )
    p.add_argument("key", nargs="?", default=None, help="a setting, e.g. hook.top_k")
    p.add_argument("value", nargs="?", default=None, help="the new value (set)")
    p.add_argument(
        "--where",
        default="project",
        choices=WHERE,
        help="which file set/unset edits: project (.cognimem/config.toml, this checkout; "
        "default), team (.cognimem.toml at the root, to commit) or user (~/.cognimem/config.toml)",
    )
