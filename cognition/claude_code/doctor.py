"""`cognimem doctor`: check the installation (the stores, the embedder, the registration with
Claude Code, a dry run of the prompt hook, the hook log); every problem comes with its fix.
`--repair` restores a corrupt store from its latest good backup."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from cognition.claude_code.hook_log import recent_failures
from cognition.claude_code.init import (
    HOOK_SPECS,
    SERVER_NAME,
    claude_dir,
    cognimem_executable,
    owns_hook,
    read_json,
    user_mcp_file,
)
from cognition.cli.output import emit, plural
from layers import backup as backups
from layers.errors import InvalidInput


def register(add: Any) -> None:
    p = add("doctor", cmd_doctor, "check the installation; every problem comes with its fix")
    p.add_argument(
        "--repair",
        action="store_true",
        help="restore a corrupt store from its latest good backup "
        "(the broken file is moved aside, never deleted)",
    )


def _check(name: str, status: str, detail: str, fix: str = "") -> dict[str, str]:
    return {"check": name, "status": status, "detail": detail, "fix": fix}


def inspect_store(path: Path, busy_s: float = 5.0) -> tuple[str, str, str | None]:
    """(status, detail, embedder id in meta) of a store, opened read-only (doctor never writes).

    "corrupt" only when SQLite read the file and found it damaged (integrity_check failed, or
    not a database); a lock held by another process is "busy" (nothing was checked), any other
    refusal (permissions, I/O) "unreadable": repair acts on "corrupt" alone.
    """
    from layers.connection import busy_message, is_busy, is_corrupt
    from layers.errors import DatabaseError
    from layers.location import writable
    from layers.plan import run
    from layers.schema import LATEST
    from layers.store_checks import connect_read_only, integrity_check, memory_count_and_embedder

    if not path.exists():
        found = backups.list_backups(path)
        if found:
            return (
                "missing",
                f"no store at {path}, but {plural(len(found), 'backup')} of it in "
                f"{found[0].parent} (was `.cognimem/` deleted, by `git clean -x`?)",
                None,
            )
        return "ok", f"no store yet at {path} (created on the first remember)", None
    try:
        conn = connect_read_only(path, busy_s)
        try:
            verdict, version = run(conn, integrity_check())
            if verdict != "ok":
                return "corrupt", f"{path}: integrity_check says {verdict}", None
            if version > LATEST:
                return (
                    "newer",
                    f"{path}: schema v{version} is newer than this cognimem (v{LATEST})",
                    None,
                )
            if version == 0:
                return "ok", f"{path}: empty (set up on the next open)", None
            n, embedder = run(conn, memory_count_and_embedder())
        finally:
            conn.close()
    except DatabaseError as exc:
        if is_busy(exc):
            return "busy", f"{busy_message(path, exc)} (integrity not checked)", None
        if is_corrupt(exc):
            return "corrupt", f"{path}: {exc}", None
        return "unreadable", f"{path}: {exc}", None
    note = "" if version == LATEST else f", will be upgraded from v{version} on the next open"
    if not writable(path):
        note += "; read-only here: recall works, nothing is written or upgraded"
    return (
        "ok",
        f"{path}: {plural(n, 'memory')}, schema v{version}{note}, integrity ok",
        embedder,
    )


def _embedder_setting(model_id: str) -> str:
    """The config that produces an embedder id, for a fix line."""
    if model_id.startswith("hash-v1-"):
        return f'[embedder] name = "hash", dim = {model_id.rsplit("-", 1)[-1]}'
    if model_id.startswith("st:"):
        return f'[embedder] name = "sentence-transformers", model = "{model_id[3:]}"'
    if model_id.startswith("voyage:"):
        return f'[embedder] name = "voyage", model = "{model_id[7:].split("@")[0]}"'
    return f"the embedder that made {model_id!r}"


def check_embedder(settings: Any, stored: dict[str, str | None]) -> dict[str, str]:
    from surface.embedders import make_embedder

    e = settings.embedder
    try:
        opts = {"dim": e.dim} if e.name == "hash" else {}
        configured = make_embedder(e.name, e.model or None, **opts)
    except Exception as exc:  # noqa: BLE001 - EmbedderUnavailable and bad names alike
        return _check(
            "embedder",
            "problem",
            f"{e.name}: {exc}",
            'install what the message names, or set [embedder] name = "hash"',
        )
    for scope, model in stored.items():
        if model and configured.dim and model != configured.id:
            return _check(
                "embedder",
                "problem",
                f"configured {configured.id!r} but the {scope} store's vectors were made "
                f"by {model!r}",
                f"set {_embedder_setting(model)} in .cognimem/config.toml, "
                f"or re-embed the store with the new embedder",
            )
    note = (
        ""
        if e.name in ("hash", "none")
        else (
            "; the prompt hook uses lexical recall only with it (it never loads a model or calls an API)"
        )
    )
    return _check("embedder", "ok", f"{configured.id or 'none'}{note}")


def registered_hooks(paths: list[Path]) -> dict[str, str]:
    """{our hook name: its command} found in any of the settings files."""
    found: dict[str, str] = {}
    for path in paths:
        try:
            doc = read_json(path)
        except InvalidInput:
            continue
        hooks = given if isinstance(given := doc.get("hooks"), dict) else {}
        for event, name, _ in HOOK_SPECS:
            for group in hooks.get(event) or []:
                for h in (group.get("hooks") if isinstance(group, dict) else None) or []:
                    if isinstance(h, dict) and owns_hook(h.get("command"), name):
                        found.setdefault(name, h["command"])
    return found


def enabled_plugin(paths: list[Path]) -> str | None:
    """The enabled cognimem Claude Code plugin (`cognimem@<marketplace>`) in any settings file."""
    for path in paths:
        try:
            enabled = read_json(path).get("enabledPlugins")
        except InvalidInput:
            continue
        for key, on in enabled.items() if isinstance(enabled, dict) else []:
            if isinstance(key, str) and key.startswith("cognimem@") and on is True:
                return key
    return None


def _runnable(command: str) -> bool:
    try:
        first = shlex.split(command)[0]
    except (ValueError, IndexError):
        return False
    return shutil.which(first) is not None or Path(first).is_file()


def check_registration(root: Path, env: dict[str, str]) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    if _check_hooks(root, env, out):
        return out  # the enabled plugin brings its own hooks and server
    _check_mcp(root, env, out)
    return out


def _check_hooks(root: Path, env: dict[str, str], out: list[dict[str, str]]) -> bool:
    """Are the hooks registered in a settings file, and do their commands exist? True when
    the cognimem plugin is enabled instead (settings then hold neither hooks nor server)."""
    cdir = claude_dir(env)
    setting_files = [
        root / ".claude" / "settings.json",
        root / ".claude" / "settings.local.json",
        cdir / "settings.json",
    ]
    hooks = registered_hooks(setting_files)
    plugin = enabled_plugin(setting_files)
    if plugin and not hooks:  # the plugin brings its own hooks and server; settings hold neither
        out.append(
            _check("plugin", "ok", f"{plugin} is enabled (its hooks and server are its own)")
        )
        return True
    missing = [f"{event} ({name})" for event, name, _ in HOOK_SPECS if name not in hooks]
    broken = sorted({c for c in hooks.values() if not _runnable(c)})
    if missing:
        out.append(
            _check(
                "hooks",
                "problem",
                "not registered: " + ", ".join(missing),
                "run `cognimem init` in the project (or `cognimem init --global`)",
            )
        )
    elif broken:
        out.append(
            _check(
                "hooks",
                "problem",
                "command not found: " + "; ".join(broken),
                "run `cognimem init --force` to point the hooks at this installation",
            )
        )
    else:
        out.append(_check("hooks", "ok", f"all {len(HOOK_SPECS)} registered"))
    return False


def _check_mcp(root: Path, env: dict[str, str], out: list[dict[str, str]]) -> None:
    """Is the MCP server registered (project, user or local scope), and does its command exist?"""
    server = None
    for path, key in (
        (root / ".mcp.json", None),
        (user_mcp_file(env), None),
        (user_mcp_file(env), str(root)),
    ):
        try:
            doc = read_json(path)
        except InvalidInput as exc:
            out.append(_check("mcp", "problem", str(exc), f"fix or move {path}"))
            continue
        if key is not None:  # local scope: ~/.claude.json projects[<root>].mcpServers
            doc = (doc.get("projects") or {}).get(key) or {}
        entry = (doc.get("mcpServers") or {}).get(SERVER_NAME) if isinstance(doc, dict) else None
        if isinstance(entry, dict):
            server = entry
            break
    if server is None:
        out.append(
            _check(
                "mcp",
                "problem",
                f"no '{SERVER_NAME}' MCP server in .mcp.json or {user_mcp_file(env)}",
                "run `cognimem init`",
            )
        )
    elif not _runnable(str(server.get("command", ""))):
        out.append(
            _check(
                "mcp",
                "problem",
                f"server command {server.get('command')!r} not found",
                "run `cognimem init --force`",
            )
        )
    else:
        out.append(
            _check(
                "mcp",
                "ok",
                f"'{SERVER_NAME}' runs {server.get('command')} "
                f"{' '.join(map(str, server.get('args', [])))}",
            )
        )


def check_dry_run(root: Path, env: dict[str, str], budget_ms: int, log: Path) -> dict[str, str]:
    """Time the prompt hook as Claude Code runs it, writing nothing (--dry-run)."""
    exe = cognimem_executable()
    argv = ([exe] if exe else [sys.executable, "-m", "cognition.cli.main"]) + [
        "hook",
        "prompt",
        "--dry-run",
    ]
    payload = json.dumps(
        {
            "session_id": "cognimem-doctor",
            "cwd": str(root),
            "hook_event_name": "UserPromptSubmit",
            "prompt": "doctor dry run: how do we deploy and test this project?",
        }
    )
    size = log.stat().st_size if log.exists() else 0
    t0 = time.perf_counter()
    try:
        done = subprocess.run(
            argv, input=payload, capture_output=True, text=True, env=env, cwd=root, timeout=30
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return _check(
            "prompt hook",
            "problem",
            f"did not run: {exc}",
            "reinstall cognimem (`pip install -e .` or `uv tool install cognimem`)",
        )
    ms = (time.perf_counter() - t0) * 1000
    logged = _logged_since(log, size)
    try:
        ok_output = not done.stdout.strip() or "hookSpecificOutput" in json.loads(done.stdout)
    except ValueError:
        ok_output = False
    if done.returncode != 0 or not ok_output:
        return _check(
            "prompt hook",
            "problem",
            f"exit {done.returncode}, stdout {done.stdout[:200]!r}",
            "run `cognimem hook prompt` by hand with a payload and report the output",
        )
    if logged:
        return _check(
            "prompt hook",
            "problem",
            f"failed open in {ms:.0f} ms and logged: {logged}",
            f"see {log}; the line names the cause",
        )
    status = "ok" if ms <= budget_ms else "warn"
    return _check(
        "prompt hook",
        status,
        f"dry run answered in {ms:.0f} ms (budget {budget_ms} ms)",
        ""
        if status == "ok"
        else "check `python -X importtime` for slow imports; keep embedder hash or none",
    )


def _logged_since(log: Path, size: int) -> str:
    """The last line the hook log gained past `size` bytes ("" when it gained none)."""
    logged = ""
    if log.exists() and log.stat().st_size > size:
        with open(log, encoding="utf-8", errors="replace") as fh:
            fh.seek(size)
            logged = fh.read().strip().splitlines()[-1]
    return logged


def _check_stores(
    root: Path, env: dict[str, str], repair: bool, checks: list[dict[str, str]], url: str = ""
) -> dict[str, str | None]:
    """Each store's health (repaired first when asked); returns each store's embedder model.
    `url`: the project store is that PostgreSQL database (never repaired here)."""
    from layers.location import global_store_path, project_store_path

    stored: dict[str, str | None] = {}
    if url:
        from cognition.claude_code.doctor_pg import check_pg_store

        check, stored["project"] = check_pg_store(url)
        checks.append(check)
    for scope, path in (("project", project_store_path(root)), ("global", global_store_path(env))):
        if scope in stored:
            continue
        status, detail, model = inspect_store(path)
        if status in ("corrupt", "missing") and repair:
            checks.append(repair_store(path))
            status, detail, model = inspect_store(path)
        stored[scope] = model
        fix = {
            "corrupt": "run `cognimem doctor --repair` (restores the latest backup; the broken "
            "file is kept)",
            "busy": f"wait for the process holding the lock (`fuser {path}`), then run doctor "
            f"again; a busy store is not broken and is never repaired",
            "unreadable": "check the file's permissions, its folder and free disk space",
            "newer": "upgrade cognimem",
            "missing": "run `cognimem doctor --repair` to restore the newest backup (or move "
            "the backups folder away to start afresh)",
        }.get(status, "")
        checks.append(_check(f"{scope} store", "ok" if status == "ok" else "problem", detail, fix))
    return stored


def repair_store(path: Path, busy_s: float = 5.0) -> dict[str, str]:
    """Move the broken store aside and restore the newest backup that passes integrity_check.

    Only a store whose integrity check ran and failed is touched: a busy (locked) or unreadable
    one may hold writes no backup has, so it is left as it is. busy_s: how long to wait for
    another process's lock before calling the store busy.
    """
    status, detail, _ = inspect_store(path, busy_s)
    if status not in ("corrupt", "missing"):
        return _check(
            "repair",
            "problem" if status != "ok" else "ok",
            f"{path} not repaired: {detail}" if status != "ok" else f"{path} needs no repair",
            "nothing to repair; run doctor again when the other process is done"
            if status == "busy"
            else "",
        )
    missing = status == "missing"
    for candidate in backups.list_backups(path):
        if inspect_store(candidate)[0] != "ok":
            continue
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        aside = path.with_name(f"{path.name}.broken-{stamp}")
        for suffix in ("", "-wal", "-shm"):  # a stale WAL must not be replayed into the restore
            src = Path(f"{path}{suffix}")
            if src.exists():
                os.replace(src, Path(f"{aside}{suffix}"))
        if missing:  # the store folder went with it: make it again, private
            from layers.location import ensure_store_dir

            ensure_store_dir(path.parent)
        tmp = path.with_name(f".{path.name}.restore-{os.getpid()}")
        shutil.copyfile(candidate, tmp)
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
        kept = "" if missing else f"; the broken file is kept at {aside}"
        return _check("repair", "ok", f"restored {path} from {candidate}{kept}")
    return _check(
        "repair",
        "problem",
        f"no good backup of {path} in {backups.backup_dir(path)}",
        "move the broken file aside by hand; a new store is created on the next write",
    )


def cmd_doctor(args: argparse.Namespace) -> int:
    from cognition.cli.output import store_settings
    from cognition.config import Settings
    from layers.location import home_dir, project_root

    env = dict(os.environ)
    root = project_root(args.dir, env)
    checks = []
    v = sys.version_info
    checks.append(
        _check(
            "python",
            "ok" if v >= (3, 11) else "problem",
            f"{v.major}.{v.minor}.{v.micro}",
            "" if v >= (3, 11) else "install Python 3.11 or newer",
        )
    )
    settings = None
    try:
        settings = store_settings(args) or Settings.load(root, env=env)
        checks.append(_check("settings", "ok", f"loaded for {root}"))
    except InvalidInput as exc:
        checks.append(
            _check(
                "settings",
                "problem",
                str(exc),
                "edit the file or variable named above (`cognimem config` lists sources)",
            )
        )
    url = settings.store.url if settings is not None else ""
    stored = _check_stores(root, env, args.repair, checks, url)
    if settings is not None:
        checks.append(check_embedder(settings, stored))
    checks += check_registration(root, env)
    log = home_dir(env) / "logs" / "hooks.log"
    budget = settings.hook.time_budget_ms if settings is not None else 800
    checks.append(check_dry_run(root, env, budget, log))
    checks.append(recent_failures(log, root))
    problems = sum(c["status"] == "problem" for c in checks)

    def human() -> str:
        lines = []
        for c in checks:
            lines.append(f"{c['status'].upper():<8} {c['check']}: {c['detail']}")
            if c["fix"] and c["status"] != "ok":
                lines.append(f"{'':<8} fix: {c['fix']}")
        lines.append(plural(problems, "problem") if problems else "all good")
        return "\n".join(lines)

    emit(args, {"root": str(root), "problems": problems, "checks": checks}, human)
    return 1 if problems else 0
