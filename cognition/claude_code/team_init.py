"""`cognimem init --team URL`: the memory server becomes the team's HTTP MCP server.

.mcp.json (committed, shared) gets the URL and an Authorization header that Claude Code fills
from each person's COGNIMEM_TEAM_TOKEN (`${VAR}` expansion): the token itself is never written
to a file. The prompt hook learns the URL from the project's .cognimem/config.toml ([team] url;
that folder is never committed), and reads the same token variable.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from layers.errors import InvalidInput

TOKEN_ENV = "COGNIMEM_TEAM_TOKEN"


def base_url(url: str) -> str:
    """The server's base URL (no trailing /mcp or slash); refuses what is not http(s)."""
    u = urlsplit(url.strip())
    if u.scheme not in ("http", "https") or not u.hostname:
        raise InvalidInput(
            f"--team takes the server's http(s) URL, e.g. http://host:8765 ({url!r})"
        )
    if u.username or u.password:
        raise InvalidInput("--team URL must not hold credentials: the token goes in $" + TOKEN_ENV)
    base = url.strip().rstrip("/")
    return base[: -len("/mcp")] if base.endswith("/mcp") else base


def team_entry(url: str) -> dict[str, Any]:
    return {
        "type": "http",
        "url": f"{base_url(url)}/mcp",
        "headers": {"Authorization": f"Bearer ${{{TOKEN_ENV}}}"},
    }


def merge_team_server(
    doc: dict[str, Any], entry: dict[str, Any], force: bool, name: str, ours: Any
) -> str:
    """Put the team entry under `name`; our own stdio server is switched over, anything else
    is kept unless force. `ours(current)` tells whether an entry is cognimem's stdio server."""
    servers = doc.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise InvalidInput("'mcpServers' in .mcp.json must be a JSON object")
    current = servers.get(name)
    if current == entry:
        return "unchanged"
    if current is None or force or ours(current) or _is_team(current):
        servers[name] = dict(entry)
        return "added" if current is None else "replaced (team server)"
    return "kept (a different 'memory' server is configured; --force replaces it)"


def _is_team(current: Any) -> bool:
    return (
        isinstance(current, dict)
        and current.get("type") == "http"
        and (
            str(current.get("url", "")).endswith("/mcp")
            and TOKEN_ENV in str(current.get("headers", {}))
        )
    )


_TEAM_TABLE = re.compile(r"(?ms)^\[team\]\s*$.*?(?=^\[|\Z)")


def write_team_config(root: Path, url: str) -> Path:
    """Set [team] url in <root>/.cognimem/config.toml, keeping everything else in the file."""
    from layers.location import STORE_DIRNAME, ensure_store_dir

    folder = root / STORE_DIRNAME
    ensure_store_dir(folder)
    path = folder / "config.toml"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    table = f"[team]\nurl = {json.dumps(base_url(url))}\n"
    match = _TEAM_TABLE.search(text)
    if match is None:
        text = (text.rstrip("\n") + "\n\n" if text.strip() else "") + table
    else:
        kept = "".join(
            f"{line}\n"
            for line in match.group(0).splitlines()[1:]
            if line.strip() and not re.match(r"\s*url\s*=", line)
        )
        text = f"{text[: match.start()]}{table}{kept}\n{text[match.end() :]}"
    path.write_text(text, encoding="utf-8")
    return path
