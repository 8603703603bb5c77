"""`cognimem token create|list|revoke` (the team server's bearer tokens) and the options of
`cognimem serve --http`. Tokens live in the store the server serves (the project's: its SQLite
file, or the PostgreSQL database of `[store] url`, COGNIMEM_STORE_URL or `--store URL`)."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from cognition.cli.output import UsageError, emit


def _store(args: argparse.Namespace) -> Any:
    from cognition.cli.output import store_settings
    from cognition.config import Settings
    from cognition.team.store_access import connect, project_location
    from layers.backup import backup
    from layers.location import project_root

    root = project_root(args.dir)
    settings = store_settings(args) or Settings.load(root)
    return connect(project_location(root, settings), backup=backup)


def _when(t: float | None) -> str:
    if t is None:
        return "never"
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(t))


def cmd_token(args: argparse.Namespace) -> int:
    if args.action in ("create", "revoke") and not args.name:
        raise UsageError(f"cognimem token {args.action}: a NAME is required")
    conn = _store(args)
    try:
        return {"create": _create, "list": _list, "revoke": _revoke}[args.action](conn, args)
    finally:
        conn.close()


def _create(conn: Any, args: argparse.Namespace) -> int:
    from cognition.team.store_access import run
    from cognition.team.tokens import create_plan, new_token_bytes

    t = run(
        conn,
        create_plan(args.name, args.scope, time.time(), args.expires, new_token_bytes()),
        write=True,
    )
    data = {"id": t.id, "name": t.name, "scope": t.scope, "token": t.secret}
    data["expires"] = t.expires_at
    emit(
        args,
        data,
        f"token #{t.id} for {t.name} ({t.scope}, expires {_when(t.expires_at)}):\n\n"
        f"  {t.secret}\n\nShown once: it is stored hashed. Give it to {t.name}, who sets it as "
        f"COGNIMEM_TEAM_TOKEN (never in a committed file).",
    )
    return 0


def _list(conn: Any, args: argparse.Namespace) -> int:
    from cognition.team.store_access import run
    from layers import token_queries as tq

    rows = run(conn, tq.list_tokens(include_revoked=args.all))
    now = time.time()
    data = [
        {
            "id": r.id,
            "name": r.name,
            "scope": r.scope,
            "created": r.created_at,
            "expires": r.expires_at,
            "revoked": r.revoked_at,
        }
        for r in rows
    ]

    def human() -> str:
        if not rows:
            return "no tokens" + ("" if args.all else " (--all shows revoked ones)")
        lines = []
        for r in rows:
            state = (
                "revoked"
                if r.revoked_at is not None
                else "expired"
                if r.expires_at is not None and r.expires_at <= now
                else "live"
            )
            lines.append(
                f"#{r.id:<4} {r.name:<20} {r.scope:<6} {state:<8} "
                f"created {_when(r.created_at)}, expires {_when(r.expires_at)}"
            )
        return "\n".join(lines)

    emit(args, data, human)
    return 0


def _revoke(conn: Any, args: argparse.Namespace) -> int:
    from cognition.team.store_access import run
    from layers import token_queries as tq
    from layers.errors import NotFound

    n = run(conn, tq.revoke(args.name, time.time()), write=True)
    if not n:
        raise NotFound(f"no live token named or numbered {args.name!r} (`cognimem token list`)")
    emit(args, {"revoked": n}, f"revoked {n} token{'s' if n != 1 else ''} of {args.name}")
    return 0


def serve_options(p: argparse.ArgumentParser) -> None:
    """`cognimem serve --http`: the team server (stdio stays the default)."""
    p.add_argument("--http", action="store_true", help="serve a team over HTTP (bearer tokens)")
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    p.add_argument(
        "--allow-remote",
        action="store_true",
        help="allow a non-loopback --host (put a TLS reverse proxy in front)",
    )


def serve_argv(args: argparse.Namespace) -> list[str]:
    """The arguments `cognimem serve` hands over to `python -m server`."""
    out = ["--dir", args.dir] if args.dir else []
    out += ["--store", args.store] if getattr(args, "store", None) else []
    if getattr(args, "http", False):
        out += ["--http", "--host", args.host, "--port", str(args.port)]
        out += ["--allow-remote"] if args.allow_remote else []
    return out


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add("token", cmd_token, "bearer tokens of the team server: create, list, revoke")
    p.add_argument("action", choices=("create", "list", "revoke"))
    p.add_argument("name", nargs="?", default=None, help="the person (create) or NAME|ID (revoke)")
    p.add_argument("--scope", default="write", choices=("read", "write", "admin"))
    p.add_argument("--expires", type=float, default=None, metavar="DAYS", help="days it lives")
    p.add_argument("--all", action="store_true", help="list: revoked tokens too")
