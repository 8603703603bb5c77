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
from pathlib import Path
from typing import Any

from cognition.claude_code.portable import (
    CONNECT_WAIT_MS,
    init_command,
    running_executable,
    same_program,
)
from cognition.cli.output import emit
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
    p.add_argument(
        "--team",
        default=None,
        metavar="URL",
        help="use the team server at URL (HTTP MCP; token from $COGNIMEM_TEAM_TOKEN)",
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


def owns_hook(command: Any, name: str) -> bool:
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
                if isinstance(h, dict) and owns_hook(h.get("command"), name):
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


def wire_server(doc: dict[str, Any], exe: str | None, args: argparse.Namespace, path: Path) -> str:
    """The memory server entry: the local stdio server, or with --team the team's HTTP one."""
    if not getattr(args, "team", None):
        return merge_server(doc, server_entry(exe), args.force, path)
    if args.global_:
        raise InvalidInput("--team wires one project's .mcp.json: leave out --global")
    from cognition.claude_code.team_init import merge_team_server, team_entry

    def ours(current: Any) -> bool:  # cognimem's own stdio server, switched to the team's
        return isinstance(current, dict) and list(current.get("args") or [])[-1:] == ["serve"]

    return merge_team_server(doc, team_entry(args.team), args.force, SERVER_NAME, ours)


def team_config(args: argparse.Namespace, env: dict[str, str]) -> str | None:
    """With --team (and not --print): [team] url in the project's .cognimem/config.toml."""
    if not getattr(args, "team", None) or args.print_:
        return None
    from cognition.claude_code.team_init import write_team_config
    from layers.location import project_root

    return str(write_team_config(project_root(args.dir, env), args.team))


def cmd_init(args: argparse.Namespace) -> int:
    env = dict(os.environ)
    chosen = init_command(getattr(args, "absolute", False))
    exe = chosen.command
    mcp_path, settings_path = target_files(args, env)
    mcp_doc, settings_doc = read_json(mcp_path), read_json(settings_path)
    before = (json.dumps(mcp_doc, sort_keys=True), json.dumps(settings_doc, sort_keys=True))
    server = wire_server(mcp_doc, exe, args, mcp_path)
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
    team = team_config(args, env)
    data = {
        "written": not args.print_,
        "command": exe or "uvx cognimem",
        "portable": chosen.portable,
        "server": server,
        "hooks": hooks,
        "connect_wait": connect_wait,
        "files": files,
        **({"team_config": team} if team else {}),
    }

    def human() -> str:
        lines = [f"{mcp_path}: MCP server '{SERVER_NAME}' {server}"]
        lines += [f"{settings_path}: {event} hook {status}" for event, status in hooks.items()]
        lines += [f"{team}: [team] url (set COGNIMEM_TEAM_TOKEN in your shell)"] if team else []
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
