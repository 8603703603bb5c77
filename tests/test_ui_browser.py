"""`cognimem ui` in a real browser: headless Chromium from the system (never `playwright
install`) driven by Playwright, against `cognimem ui --no-browser` run as a subprocess.

One store, one server and one browser for the module. Screenshots of the main pages go to
$COGNIMEM_UI_SCREENSHOTS when set (docs/img is refreshed that way), else to pytest's temp dir.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from cognition.api import open_memory
from decay.activation import DAY
from tests.conftest import VENV_BIN, FakeClock
from tests.support.cli import cli as run_cli

CHROMIUM = Path(os.environ.get("COGNIMEM_CHROMIUM", "/usr/bin/chromium"))
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
HOSTILE = '<script>window.__pwned = 1</script></p></td></tr></table><img src=x id="evil">'


def _missing() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[uitest]')"
    if not CHROMIUM.is_file():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    return None


if (_why := _missing()) is not None:
    if os.environ.get("COGNIMEM_UI_REQUIRE_BROWSER") == "1":  # set by .ci/run
        pytest.fail(f"the browser tests must run here: {_why}", pytrace=False)
    pytest.skip(_why, allow_module_level=True)

from playwright import sync_api  # noqa: E402 - only once we know it is there


def _seed(project: Path, env: dict[str, str]) -> dict[str, str]:
    """A small store that shows every page: old memories near the archive, a decision chain,
    links, an anchor whose file changed, a global memory, hostile text."""
    refs: dict[str, str] = {}
    past = FakeClock(time.time() - 40 * DAY)  # the server runs on real time: seed in its past
    mem_env = {**env, "COGNIMEM_EMBEDDER_NAME": "none"}

    async def go() -> None:
        async with open_memory(project, clock=past, env=mem_env) as mem:
            for k in range(6):
                r = await mem.remember(
                    f"Old note {k}: the staging box was rebooted on a Tuesday.",
                    layer="experience",
                    importance=1 + k % 2,
                    tags=["ops"],
                )
                refs[f"old{k}"] = r.memory.ref
            d1 = await mem.decide(
                "Use Postgres for the job queue",
                rationale="we need SKIP LOCKED",
                alternatives=["Redis: no durable acks"],
            )
            past.advance(20 * DAY)
            d2 = await mem.decide(
                "Move the job queue to SQLite",
                rationale="one file, no server",
                follows=d1.memory.ref,
            )
            refs["decision"] = d2.memory.ref
        async with open_memory(project, env=mem_env) as mem:
            r = await mem.remember(
                "Deploys go through make ship; never push to prod by hand.",
                importance=4,
                tags=["deploy", "ops"],
                title="Deploys",
            )
            refs["deploy"] = r.memory.ref
            r2 = await mem.remember(
                "Deploy failures page the ops channel and roll back.",
                layer="experience",
                tags=["deploy"],
                intensity=0.7,
                valence=-0.6,
            )
            await mem.relate(r2.memory.ref, r.memory.ref, "supports")
            (project / "ship.sh").write_text("make ship\n")
            await mem.anchor(r.memory.ref, "ship.sh")
            (project / "ship.sh").write_text("make ship --fast\n")  # now stale
            refs["hostile"] = (await mem.remember(HOSTILE, tags=["xss"])).memory.ref
            refs["global"] = (
                await mem.remember("Prefer tabs in Makefiles.", scope="global")
            ).memory.ref

    asyncio.run(go())
    return refs


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("ui")
    project, home = root / "proj", root / "home"
    (project / ".git").mkdir(parents=True)
    env = {
        **os.environ,
        "COGNIMEM_HOME": str(home),
        "COGNIMEM_EMBEDDER_NAME": "none",
        "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    env.pop("CLAUDE_PROJECT_DIR", None)
    refs = _seed(project, env)
    proc = subprocess.Popen(
        [str(VENV_BIN / "cognimem"), "ui", "--no-browser"],
        cwd=project,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    link = proc.stdout.readline().strip()
    assert link.startswith("http://127.0.0.1:"), (
        proc.stderr.read() if proc.poll() is not None else link
    )
    shots = Path(os.environ.get("COGNIMEM_UI_SCREENSHOTS") or root / "screenshots")
    shots.mkdir(parents=True, exist_ok=True)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield {
                "link": link,
                "base": link.split("/?")[0],
                "refs": refs,
                "browser": browser,
                "project": project,
                "env": env,
                "shots": shots,
            }
        finally:
            browser.close()
            proc.terminate()
            proc.wait(timeout=30)


@pytest.fixture
def page(site):
    """A fresh context (no cookie) that opened the printed link; console errors are collected
    (a CSP violation or a script error shows up there)."""
    ctx = site["browser"].new_context(viewport={"width": 1200, "height": 900})
    p = ctx.new_page()
    p.errors = []
    p.on("console", lambda m: p.errors.append(m.text) if m.type == "error" else None)
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    assert p.goto(site["link"]).status == 200
    yield p
    ctx.close()


def cli(site, *args):
    """A CLI verb on the site's store, in-process: the page and the CLI see each other's
    changes through the store the UI's process serves. On a thread of its own, as Playwright's
    event loop is this thread's."""
    with ThreadPoolExecutor(1) as pool:
        done = pool.submit(run_cli, site["project"], site["env"], *args, "--json").result()
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def listed(site, ref):
    items = cli(site, "list", "--status", "all", "--limit", "1000")["items"]
    return next(
        m for m in items if (f"g{m['id']}" if m["scope"] == "global" else str(m["id"])) == ref
    )


def test_the_page_needs_the_token(site):
    ctx = site["browser"].new_context()
    try:
        p = ctx.new_page()
        refused = p.goto(site["base"] + "/")
        assert refused.status == 403 and "refused" in p.content()
        assert p.goto(site["base"] + "/m/1").status == 403
        ok = p.goto(site["link"])
        assert ok.status == 200 and p.locator("h1").inner_text() == "Memories"
        assert p.goto(site["base"] + "/m/1").status == 200  # the cookie now stands for the token
    finally:
        ctx.close()


def test_search_finds_a_memory_and_explains_its_rank(site, page):
    page.fill("input[name=q]", "how do we deploy")
    page.press("input[name=q]", "Enter")
    page.wait_for_url("**/?q=*")
    row = page.locator(f"tr[data-ref='{site['refs']['deploy']}']")
    assert "make ship" in row.inner_text()
    terms = row.locator("table.terms")
    assert terms.is_visible()  # the best hit's explanation is open
    text = terms.inner_text()
    for term in ("relevance", "activation", "importance", "graph", "score"):
        assert term in text
    page.screenshot(path=str(site["shots"] / "ui-search.png"), full_page=True)
    assert page.errors == []


def test_pin_then_restore_after_forget_round_trip_through_the_cli(site, page):
    ref = site["refs"]["deploy"]
    page.goto(f"{site['base']}/m/{ref}")
    page.click("button[data-action=pin]")
    assert "pinned" in page.locator("[role=status]").inner_text()
    assert listed(site, ref)["pinned"] is True
    page.click("button[data-action=forget]")
    assert "archived" in page.locator("[role=status]").inner_text()
    assert listed(site, ref)["status"] == "archived"
    page.click("button[data-action=restore]")
    assert "restored" in page.locator("[role=status]").inner_text()
    assert listed(site, ref)["status"] == "active"
    cli(site, "unpin", ref)  # and the other way: a CLI change shows in the page
    page.reload()
    assert page.locator("button[data-action=pin]").count() == 1
    assert page.errors == []


def test_hostile_memory_text_is_shown_as_text(site, page):
    ref = site["refs"]["hostile"]
    for path in (f"/m/{ref}", "/?tag=xss", "/?q=script+pwned"):
        page.goto(site["base"] + path)
        assert page.evaluate("window.__pwned") is None
        assert page.locator("#evil").count() == 0
        assert page.locator("script").count() == 0
    page.goto(f"{site['base']}/m/{ref}")
    assert page.locator("p.content").inner_text() == HOSTILE
    assert page.errors == []


def test_a_post_without_the_csrf_token_is_refused(site, page):
    ref = site["refs"]["old0"]
    # Same browser, valid cookie, no CSRF field: what a forged form from another page would send.
    answer = page.request.post(f"{site['base']}/m/{ref}/pin", form={"next": "/"})
    assert answer.status == 403 and "CSRF" in answer.text()
    answer = page.request.post(
        f"{site['base']}/m/{ref}/forget", form={"csrf": "guess", "next": "/"}
    )
    assert answer.status == 403
    after = listed(site, ref)
    assert after["pinned"] is False and after["status"] == "active"


def test_main_pages_render_without_errors(site, page):
    refs = site["refs"]
    pages = {
        "ui-memories.png": "/",
        "ui-memory.png": f"/m/{refs['deploy']}?depth=2",
        "ui-decision.png": f"/m/{refs['decision']}",
        "ui-decisions.png": "/decisions",
        "ui-forecast.png": "/forecast?ahead=7",
    }
    for name, path in pages.items():
        assert page.goto(site["base"] + path).status == 200, path
        page.screenshot(path=str(site["shots"] / name), full_page=True)
    page.goto(f"{site['base']}/m/{refs['deploy']}")
    assert page.locator("svg[aria-label='P(recall) curve'] polyline").count() == 1
    assert "stale" in page.locator("table.anchors").inner_text()
    page.goto(f"{site['base']}/m/{refs['decision']}")
    assert page.locator("svg[aria-label='decision chain timeline'] circle").count() == 2
    page.goto(f"{site['base']}/forecast")
    assert page.locator("table.forecast tr[data-ref]").count() >= 1  # the old notes are due
    page.goto(f"{site['base']}/?scope=global")
    assert page.locator(f"tr[data-ref='{refs['global']}']").count() == 1
    assert page.errors == []
