"""`cognimem init` (register the MCP server and the hooks with Claude Code) and `cognimem doctor`.

init merges into the existing JSON files and never clobbers: other servers and hooks stay, a
different `memory` server or cognimem hook command is left alone unless --force, and a second
run changes nothing. doctor checks the installation end to end and prints a fix for every
problem; --repair restores a corrupt store from its latest good backup, keeping the broken file.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from cognition.cli import emit
from cognition.portable import CONNECT_WAIT_MS, init_command, running_executable, same_program
from layers.errors import InvalidInput

SERVER_NAME = "memory"
# (Claude Code event, our hook name, timeout in seconds). SessionEnd only spawns the worker.
HOOK_SPECS = (
    ("UserPromptSubmit", "prompt", 10),
    ("SessionStart", "session-start", 10),
    ("PreCompact", "pre-compact", 10),
    ("SessionEnd", "session-end", 5),
    ("Stop", "stop", 10),
)


def register(add: Any) -> None:
    p = add(
        "init",
        cmd_init,
        "register the MCP server and the hooks with Claude Code "
        "(.mcp.json and .claude/settings.json; idempotent)",
    )
    p.add_argument(
        "--global",
        dest="global_",
        action="store_true",
        help="write ~/.claude/settings.json and the user-level MCP config instead",
    )
    p.add_argument(
        "--print",
        dest="print_",
        action="store_true",
        help="show what would be written; write nothing",
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="replace a different 'memory' server or cognimem hook command",
    )
    p.add_argument(
        "--absolute",
        action="store_true",
        help="write this installation's absolute path instead of `cognimem` from PATH "
        "(files for this machine only)",
    )
    p = add("doctor", cmd_doctor, "check the installation; every problem comes with its fix")
    p.add_argument(
        "--repair",
        action="store_true",
        help="restore a corrupt store from its latest good backup "
        "(the broken file is moved aside, never deleted)",
    )


# -- what to register -----------------------------------------------------------------------


def cognimem_executable() -> str | None:
    """The installed `cognimem` script: the one running now, else the one on PATH."""
    return running_executable()


def server_entry(exe: str | None) -> dict[str, Any]:
    # alwaysLoad: Claude Code waits for this server before a session's first request (capped by
    # MCP_CONNECT_TIMEOUT_MS), so the memory tools are there even when the server starts slowly.
    if exe:
        return {"type": "stdio", "command": exe, "args": ["serve"], "alwaysLoad": True}
    return {"type": "stdio", "command": "uvx", "args": ["cognimem", "serve"], "alwaysLoad": True}


def hook_command(exe: str | None, name: str) -> str:
    return f"{shlex.quote(exe) if exe else 'uvx cognimem'} hook {name}"


def claude_dir(env: dict[str, str]) -> Path:
    if env.get("CLAUDE_CONFIG_DIR"):
        return Path(env["CLAUDE_CONFIG_DIR"]).expanduser()
    return Path(env.get("HOME") or Path.home()) / ".claude"


def user_mcp_file(env: dict[str, str]) -> Path:
    """Claude Code keeps user-scope MCP servers in ~/.claude.json (inside CLAUDE_CONFIG_DIR if set)."""
    if env.get("CLAUDE_CONFIG_DIR"):
        return claude_dir(env) / ".claude.json"
    return Path(env.get("HOME") or Path.home()) / ".claude.json"


def target_files(args: argparse.Namespace, env: dict[str, str]) -> tuple[Path, Path]:
    """(MCP config, settings with hooks) for a project or user-level install."""
    if args.global_:
        return user_mcp_file(env), claude_dir(env) / "settings.json"
    from layers.location import project_root

    root = project_root(args.dir, env)
    return root / ".mcp.json", root / ".claude" / "settings.json"


# -- merging ----------------------------------------------------------------------------------


def read_json(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise InvalidInput(
            f"{path} is not readable JSON ({exc}); fix or move it, then run "
            f"`cognimem init` again (nothing was written)"
        ) from exc
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} holds a JSON {type(data).__name__}, expected an object")
    return data


def _table(parent: dict[str, Any], key: str, kind: type, path: Path) -> Any:
    value = parent.setdefault(key, kind())
    if not isinstance(value, kind):
        raise InvalidInput(
            f"{path}: {key!r} must be a JSON {'object' if kind is dict else 'array'}"
        )
    return value


def merge_server(doc: dict[str, Any], entry: dict[str, Any], force: bool, path: Path) -> str:
    servers = _table(doc, "mcpServers", dict, path)
    current = servers.get(SERVER_NAME)
    if current is None:
        servers[SERVER_NAME] = dict(entry)
        return "added"
    if (
        isinstance(current, dict)
        and current.get("command") == entry["command"]
        and current.get("args", []) == entry["args"]
    ):
        if current.get("alwaysLoad") is True:
            return "unchanged"
        current["alwaysLoad"] = True
        return "updated (alwaysLoad)"
    if (
        isinstance(current, dict)
        and current.get("args", []) == entry["args"]
        and same_program(current.get("command"), entry["command"])
    ):  # our own older form (an absolute path to this very installation)
        servers[SERVER_NAME] = {**current, **entry}
        return "replaced (same installation, portable command)"
    if force:
        kept = {k: v for k, v in current.items() if k == "env"} if isinstance(current, dict) else {}
        servers[SERVER_NAME] = {**entry, **kept}
        return "replaced"
    return "kept (a different 'memory' server is configured; --force replaces it)"


def _ours(command: Any, name: str) -> bool:
    return (
        isinstance(command, str)
        and re.search(rf"cognimem\S*\s+hook\s+{re.escape(name)}\b", command) is not None
    )


def merge_hooks(doc: dict[str, Any], exe: str | None, force: bool, path: Path) -> dict[str, str]:
    hooks = _table(doc, "hooks", dict, path)
    out = {}
    for event, name, timeout in HOOK_SPECS:
        groups = _table(hooks, event, list, path)
        want = {"type": "command", "command": hook_command(exe, name), "timeout": timeout}
        found = None
        for group in groups:
            for h in (group.get("hooks") if isinstance(group, dict) else None) or []:
                if isinstance(h, dict) and _ours(h.get("command"), name):
                    found = h
        if found is None:
            groups.append({"hooks": [want]})
            out[event] = "added"
        elif found.get("command") == want["command"]:
            out[event] = "unchanged"
        elif force or same_program(found.get("command"), want["command"]):
            found.update(want)
            out[event] = "replaced"
        else:
            out[event] = "kept (another cognimem command is registered; --force replaces it)"
    return out


def write_json(path: Path, doc: dict[str, Any], private: bool) -> None:
    """Atomic write; an existing file keeps its mode, a new private one is 0600."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else (0o600 if private else 0o644)
    tmp = path.with_name(f".{path.name}.cognimem-{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    os.chmod(tmp, mode)
    os.replace(tmp, path)


def merge_connect_wait(doc: dict[str, Any], path: Path) -> str:
    """MCP_CONNECT_TIMEOUT_MS in the settings' env, unless the user set it already."""
    env_table = _table(doc, "env", dict, path)
    if "MCP_CONNECT_TIMEOUT_MS" in env_table:
        return "kept"
    env_table["MCP_CONNECT_TIMEOUT_MS"] = CONNECT_WAIT_MS
    return "added"


def cmd_init(args: argparse.Namespace) -> int:
    env = dict(os.environ)
    chosen = init_command(getattr(args, "absolute", False))
    exe = chosen.command
    mcp_path, settings_path = target_files(args, env)
    mcp_doc, settings_doc = read_json(mcp_path), read_json(settings_path)
    before = (json.dumps(mcp_doc, sort_keys=True), json.dumps(settings_doc, sort_keys=True))
    server = merge_server(mcp_doc, server_entry(exe), args.force, mcp_path)
    hooks = merge_hooks(settings_doc, exe, args.force, settings_path)
    connect_wait = merge_connect_wait(settings_doc, settings_path)
    files = []
    for path, doc, old, private in (
        (mcp_path, mcp_doc, before[0], args.global_),
        (settings_path, settings_doc, before[1], False),
    ):
        changed = json.dumps(doc, sort_keys=True) != old
        if changed and not args.print_:
            write_json(path, doc, private)
        files.append({"path": str(path), "changed": changed, "content": doc})
    data = {
        "written": not args.print_,
        "command": exe or "uvx cognimem",
        "portable": chosen.portable,
        "server": server,
        "hooks": hooks,
        "connect_wait": connect_wait,
        "files": files,
    }

    def human() -> str:
        lines = [f"{mcp_path}: MCP server '{SERVER_NAME}' {server}"]
        lines += [f"{settings_path}: {event} hook {status}" for event, status in hooks.items()]
        if connect_wait == "added":
            lines.append(
                f"{settings_path}: env MCP_CONNECT_TIMEOUT_MS={CONNECT_WAIT_MS} (how long Claude "
                f"Code waits for the memory server before the first request)"
            )
        if chosen.note:
            lines.append(f"note: {chosen.note}")
        if args.print_:
            for f in files:
                lines.append(f"--- {f['path']} ({'would change' if f['changed'] else 'unchanged'})")
                lines.append(json.dumps(f["content"], indent=2, ensure_ascii=False))
            lines.append("(--print: nothing was written)")
        elif any(f["changed"] for f in files):
            lines.append("Restart Claude Code (or run /hooks and /mcp) to pick the changes up.")
        else:
            lines.append("Nothing to change.")
        return "\n".join(lines)

    emit(args, data, human)
    return 0


# -- doctor -----------------------------------------------------------------------------------


def _check(name: str, status: str, detail: str, fix: str = "") -> dict[str, str]:
    return {"check": name, "status": status, "detail": detail, "fix": fix}


def inspect_store(path: Path, busy_s: float = 5.0) -> tuple[str, str, str | None]:
    """(status, detail, embedder id in meta) of a store, opened read-only (doctor never writes).

    "corrupt" only when SQLite read the file and found it damaged (integrity_check failed, or
    not a database); a lock held by another process is "busy" (nothing was checked), any other
    refusal (permissions, I/O) "unreadable": repair acts on "corrupt" alone.
    """
    from layers.connection import busy_message, is_busy, is_corrupt
    from layers.schema import LATEST

    if not path.exists():
        return "ok", f"no store yet at {path} (created on the first remember)", None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=busy_s)
        try:
            verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
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
            count = conn.execute("SELECT count(*) FROM memory").fetchone()[0]
            row = conn.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            return "busy", f"{busy_message(path, exc)} (integrity not checked)", None
        if is_corrupt(exc):
            return "corrupt", f"{path}: {exc}", None
        return "unreadable", f"{path}: {exc}", None
    note = "" if version == LATEST else f", will be upgraded from v{version} on the next open"
    return (
        "ok",
        f"{path}: {count} memories, schema v{version}{note}, integrity ok",
        (row[0] if row else None),
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
        hooks = doc.get("hooks") if isinstance(doc.get("hooks"), dict) else {}
        for event, name, _ in HOOK_SPECS:
            for group in hooks.get(event) or []:
                for h in (group.get("hooks") if isinstance(group, dict) else None) or []:
                    if isinstance(h, dict) and _ours(h.get("command"), name):
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
    out = []
    cdir = claude_dir(env)
    setting_files = [
        root / ".claude" / "settings.json",
        root / ".claude" / "settings.local.json",
        cdir / "settings.json",
    ]
    hooks = registered_hooks(setting_files)
    plugin = enabled_plugin(setting_files)
    if plugin and not hooks:  # the plugin brings its own hooks and server; settings hold neither
        return [_check("plugin", "ok", f"{plugin} is enabled (its hooks and server are its own)")]
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
    return out


def check_dry_run(root: Path, env: dict[str, str], budget_ms: int, log: Path) -> dict[str, str]:
    """Time the prompt hook as Claude Code runs it, writing nothing (--dry-run)."""
    exe = cognimem_executable()
    argv = ([exe] if exe else [sys.executable, "-m", "cognition.cli"]) + [
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
    logged = ""
    if log.exists() and log.stat().st_size > size:
        with open(log, encoding="utf-8", errors="replace") as fh:
            fh.seek(size)
            logged = fh.read().strip().splitlines()[-1]
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


def recent_failures(log: Path, hours: float = 24.0) -> dict[str, str]:
    if not log.exists():
        return _check("hook log", "ok", "no hook failures logged")
    cutoff = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - hours * 3600))
    with open(log, encoding="utf-8", errors="replace") as fh:
        bad = [line.strip() for line in fh if line[:20] >= cutoff and " error: " in line]
    if not bad:
        return _check("hook log", "ok", f"no hook failures in the last {hours:.0f} h")
    return _check(
        "hook log",
        "warn",
        f"{len(bad)} failure(s) in the last {hours:.0f} h; last: {bad[-1]}",
        f"see {log}",
    )


def repair_store(path: Path) -> dict[str, str]:
    """Move the broken store aside and restore the newest backup that passes integrity_check.

    Only a store whose integrity check ran and failed is touched: a busy (locked) or unreadable
    one may hold writes no backup has, so it is left as it is.
    """
    status, detail, _ = inspect_store(path)
    if status != "corrupt":
        return _check(
            "repair",
            "problem" if status != "ok" else "ok",
            f"{path} not repaired: {detail}" if status != "ok" else f"{path} needs no repair",
            "nothing to repair; run doctor again when the other process is done"
            if status == "busy"
            else "",
        )
    try:
        from layers import backup as backups
    except ImportError:
        return _check(
            "repair",
            "problem",
            f"{path} is broken and this cognimem has no backups",
            "move the file aside by hand; a new store is created on the next write",
        )
    for candidate in backups.list_backups(path):
        status, _, _ = inspect_store(candidate)
        if status != "ok":
            continue
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        aside = path.with_name(f"{path.name}.broken-{stamp}")
        for suffix in ("", "-wal", "-shm"):  # a stale WAL must not be replayed into the restore
            src = Path(f"{path}{suffix}")
            if src.exists():
                os.replace(src, Path(f"{aside}{suffix}"))
        tmp = path.with_name(f".{path.name}.restore-{os.getpid()}")
        shutil.copyfile(candidate, tmp)
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
        return _check(
            "repair",
            "ok",
            f"restored {path} from {candidate.name}; the broken file is kept at {aside}",
        )
    return _check(
        "repair",
        "problem",
        f"no good backup of {path} in {backups.backup_dir(path)}",
        "move the broken file aside by hand; a new store is created on the next write",
    )


def cmd_doctor(args: argparse.Namespace) -> int:
    from cognition.config import Settings
    from layers.location import global_store_path, home_dir, project_root, project_store_path

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
        settings = Settings.load(root, env=env)
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
    stored: dict[str, str | None] = {}
    for scope, path in (("project", project_store_path(root)), ("global", global_store_path(env))):
        status, detail, model = inspect_store(path)
        if status == "corrupt" and args.repair:
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
        }.get(status, "")
        checks.append(_check(f"{scope} store", "ok" if status == "ok" else "problem", detail, fix))
    if settings is not None:
        checks.append(check_embedder(settings, stored))
    checks += check_registration(root, env)
    log = home_dir(env) / "logs" / "hooks.log"
    budget = settings.hook.time_budget_ms if settings is not None else 800
    checks.append(check_dry_run(root, env, budget, log))
    checks.append(recent_failures(log))
    problems = sum(c["status"] == "problem" for c in checks)

    def human() -> str:
        lines = []
        for c in checks:
            lines.append(f"{c['status'].upper():<8} {c['check']}: {c['detail']}")
            if c["fix"] and c["status"] != "ok":
                lines.append(f"{'':<8} fix: {c['fix']}")
        lines.append(f"{problems} problem(s)" if problems else "all good")
        return "\n".join(lines)

    emit(args, {"root": str(root), "problems": problems, "checks": checks}, human)
    return 1 if problems else 0
