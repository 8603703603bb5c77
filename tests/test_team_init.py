"""`cognimem init --team URL` and `cognimem serve --http`'s address check: the token never lands
in a file, a second run changes nothing, other settings survive, a non-loopback address needs
--allow-remote."""

from __future__ import annotations

import json

from tests.support.team_server import cognimem

SECRET = "cm_0123456789abcdef_" + "s" * 43


def test_init_team_wires_the_http_server_and_never_writes_the_token(project, env):
    (project / ".cognimem").mkdir()
    (project / ".cognimem" / "config.toml").write_text('[hook]\ntop_k = 3\n\n[team]\nurl = "x"\n')
    with_token = {**env, "COGNIMEM_TEAM_TOKEN": SECRET}
    done = cognimem(project, with_token, "init", "--team", "https://memory.example.com/mcp/")
    assert done.returncode == 0, done.stderr
    entry = json.loads((project / ".mcp.json").read_text())["mcpServers"]["memory"]
    assert entry == {
        "type": "http",
        "url": "https://memory.example.com/mcp",
        "headers": {"Authorization": "Bearer ${COGNIMEM_TEAM_TOKEN}"},
    }
    config = (project / ".cognimem" / "config.toml").read_text()
    assert 'url = "https://memory.example.com"' in config and "top_k = 3" in config
    assert config.count("[team]") == 1
    written = [p for p in project.rglob("*") if p.is_file() and ".git" not in p.parts]
    assert not [p for p in written if SECRET in p.read_text(errors="replace")]
    again = cognimem(project, with_token, "init", "--team", "https://memory.example.com", "--json")
    assert json.loads(again.stdout)["server"] == "unchanged"
    shown = json.loads(cognimem(project, env, "config", "--json").stdout)
    assert {r["key"]: r["value"] for r in shown}["team.url"] == "https://memory.example.com"


def test_init_team_replaces_the_local_server_but_keeps_a_foreign_one(project, env):
    assert cognimem(project, env, "init").returncode == 0
    done = cognimem(project, env, "init", "--team", "http://127.0.0.1:8765", "--json")
    assert json.loads(done.stdout)["server"].startswith("replaced")
    doc = json.loads((project / ".mcp.json").read_text())
    doc["mcpServers"]["memory"] = {"type": "stdio", "command": "other-memory", "args": []}
    (project / ".mcp.json").write_text(json.dumps(doc))
    kept = cognimem(project, env, "init", "--team", "http://127.0.0.1:8765", "--json")
    assert json.loads(kept.stdout)["server"].startswith("kept")


def test_init_team_refuses_what_is_not_a_server_url(project, env):
    for url in ("ftp://host", "memory.example.com", "https://user:pw@host"):
        done = cognimem(project, env, "init", "--team", url)
        assert done.returncode == 2 and "--team" in done.stderr, url
        assert not (project / ".mcp.json").exists()


def test_serve_http_on_a_non_loopback_address_needs_allow_remote(project, env):
    done = cognimem(project, env, "serve", "--http", "--host", "0.0.0.0", "--port", "1")
    assert done.returncode == 2
    assert "--allow-remote" in done.stderr and "TLS" in done.stderr and done.stdout == ""
