"""`cognimem ui` without a browser: the escaping builder, the explained score, the P(recall)
curve against the decay pass, the token / CSRF / Host guard through starlette's TestClient, the
command line, and that neither the hook nor the MCP server imports the UI."""

from __future__ import annotations

import asyncio
import html
import json
import re
import subprocess
import sys
import urllib.error
import urllib.request

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cognition.api import open_memory
from cognition.ui.app import build_app
from cognition.ui.curve import recall_curve
from cognition.ui.explain import explain
from cognition.ui.html import Safe, tag
from cognition.ui.security import CSP, Secrets
from decay.activation import DAY, activation
from decay.params import DecayParams
from decay.rules import assess_one
from tests.conftest import ROOT, VENV_BIN
from tests.test_hook_imports import loaded
from tests.test_hook_imports import store as hook_store  # noqa: F401 - a fixture

BASE = "http://127.0.0.1:8123"
UI_MODULES = ("cognition.ui", "uvicorn")


def run(coro):
    return asyncio.run(coro)


def offline(project, clock=None):
    return open_memory(
        project,
        clock=clock,
        env={
            "COGNIMEM_EMBEDDER_NAME": "none",
            "COGNIMEM_HOME": str(project.parent / "cognimem-home"),
        },
    )


# -- escaping ------------------------------------------------------------------------------


@given(st.text())
def test_any_text_is_escaped_and_reads_back_the_same(text):
    out = tag("td", text, title=text)
    inner = out[len(out.split(">", 1)[0]) + 1 : -len("</td>")]
    assert "<" not in inner and ">" not in inner
    assert html.unescape(inner) == text
    assert out.count('"') == 2  # the attribute's own quotes only


def test_only_builder_output_is_not_escaped_again():
    b = tag("b", "x")
    assert tag("td", b, "<i>") == "<td><b>x</b>&lt;i&gt;</td>"
    assert isinstance(b, Safe)


# -- the explained score --------------------------------------------------------------------


def test_explained_terms_add_up_to_the_recall_score(project, clock):
    async def go():
        async with offline(project, clock) as mem:
            await mem.remember("Deploys go through make ship.", importance=5, intensity=0.6)
            await mem.remember("Deploy failures page the ops channel.", layer="experience")
            await mem.remember("We deploy from main only.", layer="decision")
            await mem.remember("global: deploy with care", scope="global")
            clock.advance(3 * DAY)
            return await mem.recall(
                "why do we deploy from main", explain=True, reinforce=False
            ), mem.cfg.recall

    hits, params = run(go())
    assert len(hits) >= 3
    for h in hits:
        e = explain(h.explain, h.score, params)
        assert abs(e.unexplained) < 2e-3, (h.memory.content, e.terms, h.score)
        assert [t.name for t in e.terms][:3] == ["relevance", "activation", "importance"]
    glob = next(h for h in hits if h.memory.scope == "global")
    assert explain(glob.explain, glob.score, params).terms[-1].name == "global store"


# -- the P(recall) curve -----------------------------------------------------------------


@pytest.mark.parametrize(
    "importance, intensity, pinned",
    [(1, 0.0, False), (3, 0.5, False), (5, 1.0, False), (2, 0.0, True)],
)
def test_curve_uses_the_decay_functions_and_marks_the_day_the_pass_archives(
    project, clock, importance, intensity, pinned
):
    async def go():
        async with offline(project, clock) as mem:
            r = await mem.remember(
                "a note", importance=importance, intensity=intensity, pinned=pinned
            )
            return r.memory

    m = run(go())
    params = DecayParams()
    now = clock() + 2 * DAY
    c = recall_curve(m, now, params)
    assert c.p[0] == activation(
        m.activation_count, m.created_at, m.last_activated, m.intensity, now, params
    )
    assert all(a >= b for a, b in zip(c.p, c.p[1:], strict=False))  # unused: it only fades
    row = (
        m.id,
        m.layer,
        m.importance,
        m.intensity,
        int(m.pinned),
        m.activation_count,
        m.created_at,
        m.last_activated,
    )
    if pinned:
        assert c.archive_day is None
        return
    if c.archive_day is None:  # a strong memory outlives the horizon: no day of it archives
        assert importance == 5 and not any(
            assess_one(row, now + d * DAY, params).archive for d in c.days
        )
        return
    assert assess_one(row, now + c.archive_day * DAY, params).archive
    assert not assess_one(row, now + (c.archive_day - 0.5) * DAY, params).archive
    assert c.archive_day >= c.grace_left_days


# -- the app through TestClient ---------------------------------------------------------------


@pytest.fixture
def app(project, clock):
    async def seed():
        async with offline(project, clock) as mem:
            await mem.remember("Deploys go through make ship.", importance=4)
            await mem.remember("<script>window.pwned=1</script></td></tr><b>bold?", tags=["xss"])

    run(seed())
    secrets_ = Secrets()
    from starlette.testclient import TestClient

    with TestClient(
        build_app(offline(project, clock), secrets_), base_url=BASE, follow_redirects=False
    ) as client:
        yield client, secrets_


def test_every_answer_needs_the_token_and_carries_the_headers(app):
    client, s = app
    for path in ("/", "/m/1", "/forecast", "/decisions", "/static/style.css"):
        r = client.get(path)
        assert r.status_code == 403 and "token" in r.text
        assert r.headers["content-security-policy"] == CSP
    assert client.get("/?token=wrong").status_code == 403
    r = client.get(f"/?token={s.token}")
    assert r.status_code == 200 and "Deploys go through make ship." in r.text
    assert r.headers["content-security-policy"] == CSP and "script-src 'none'" in CSP
    assert "HttpOnly" in r.headers["set-cookie"] and "SameSite=Strict" in r.headers["set-cookie"]
    assert client.get("/m/1").status_code == 200  # the cookie from now on


def test_a_foreign_host_is_refused_even_with_the_token(app):
    client, s = app
    r = client.get(f"/?token={s.token}", headers={"host": "evil.example:8123"})
    assert r.status_code == 403 and "Host" in r.text


def test_memory_text_is_escaped_on_every_page(app):
    client, s = app
    client.get(f"/?token={s.token}")
    for path in ("/", "/?q=script", "/m/2", "/forecast?ahead=90", "/?tag=xss"):
        text = client.get(path).text
        assert "<script>" not in text and "</td></tr><b>" not in text
        assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in text, path


def csrf_of(page: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', page).group(1)


def test_changes_need_post_and_the_csrf_token(app, project):
    client, s = app
    page = client.get(f"/m/1?token={s.token}").text
    assert client.get("/m/1/pin").status_code == 405
    assert client.post("/m/1/pin", data={"next": "/"}).status_code == 403
    assert client.post("/m/1/pin", data={"csrf": "nope"}).status_code == 403
    assert "<tr data-ref" not in client.get("/?pinned=1").text  # nothing was pinned
    r = client.post("/m/1/pin", data={"csrf": csrf_of(page), "next": "https://evil.example/"})
    assert r.status_code == 303 and r.headers["location"].startswith("/?done=")
    assert client.get("/?pinned=1").text.count("<tr data-ref") == 1
    assert (
        client.post(
            "/m/1/pin", data={"csrf": s.csrf}, headers={"origin": "https://evil.example"}
        ).status_code
        == 403
    )


def test_pin_forget_restore_go_through_the_api(app):
    client, s = app
    client.get(f"/?token={s.token}")
    for action, shown in (
        ("pin", "pinned"),
        ("unpin", "unpinned"),
        ("forget", "archived"),
        ("restore", "restored"),
    ):
        r = client.post(f"/m/1/{action}", data={"csrf": s.csrf, "next": "/m/1"})
        assert r.status_code == 303, r.text
        assert shown in client.get(r.headers["location"]).text
    r = client.post("/m/1/restore", data={"csrf": s.csrf, "next": "/m/1"})
    assert r.status_code == 400 and "not archived" in r.text


@pytest.mark.parametrize(
    "path, status, message",
    [
        ("/?layer=nope", 400, "layer"),
        ("/?page=0", 400, "page"),
        ("/m/999", 404, "no memory #999"),
        ("/m/x1", 400, "id"),
        ("/m/1?depth=9", 400, "depth"),
        ("/forecast?ahead=-1", 400, "ahead"),
    ],
)
def test_bad_input_is_one_clear_line(app, path, status, message):
    client, s = app
    client.get(f"/?token={s.token}")
    r = client.get(path)
    assert r.status_code == status and message in r.text


def test_browsing_is_not_use(app, project, clock):
    client, s = app
    client.get(f"/?token={s.token}")
    for path in ("/m/1", "/?q=deploy", "/forecast", "/m/1?depth=3"):
        assert client.get(path).status_code == 200

    async def count():
        async with offline(project, clock) as mem:
            return (await mem.get("1", use=False)).activation_count

    assert run(count()) == 1


# -- the command ------------------------------------------------------------------------


def test_ui_prints_only_its_url_and_serves_it(project, env):
    proc = subprocess.Popen(
        [str(VENV_BIN / "cognimem"), "ui", "--no-browser"],
        cwd=project,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/\?token=[\w-]{40,}\n", line), line
        base = line.split("/?")[0]
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(base + "/", timeout=30)
        assert refused.value.code == 403
        with urllib.request.urlopen(line.strip(), timeout=30) as ok:
            assert ok.status == 200 and b"Memories" in ok.read()
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_ui_port_errors_are_one_line(project, env):
    import socket

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen(1)
    port = taken.getsockname()[1]
    try:
        for args in (["--port", str(port)], ["--port", "70000"]):
            r = subprocess.run(
                [str(VENV_BIN / "cognimem"), "ui", "--no-browser", *args],
                cwd=project,
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert r.returncode == 2 and r.stdout == ""
            assert r.stderr.startswith("error: ") and r.stderr.count("\n") == 1, r.stderr
    finally:
        taken.close()


# -- nothing else imports it -----------------------------------------------------------------


def test_the_prompt_hook_never_imports_the_ui(hook_store, env, tmp_path):  # noqa: F811
    payload = {"prompt": "how do we deploy?", "cwd": str(hook_store), "session_id": "ui"}
    got = loaded("cli", "prompt", payload, env, hook_store, tmp_path)
    assert got["rc"] == 0 and "make ship" in got["stdout"]
    assert [
        m for m in got["modules"] if m.startswith(UI_MODULES) or m.startswith("starlette")
    ] == []


PROBE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
if sys.argv[3] == "server":
    import server
    server.build_server(sys.argv[2])
else:
    from cognition.cli.main import build_parser
    build_parser()  # registers `ui`, but imports no web stack until the command runs
print(json.dumps(sorted(sys.modules)))
"""


def probe(project, env, what):
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(ROOT), str(project), what],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_mcp_server_start_does_not_import_the_ui(project, env):
    modules = probe(project, env, "server")
    assert "server" in modules and [m for m in modules if m.startswith("cognition.ui")] == []


def test_the_cli_parser_does_not_import_the_web_stack(project, env):
    modules = probe(project, env, "cli")
    assert "cognition.ui.cli" in modules  # the probe did reach the registration
    assert [
        m
        for m in modules
        if m.startswith(("cognition.ui.app", "cognition.ui.pages", "uvicorn", "starlette"))
    ] == []
