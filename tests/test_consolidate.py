"""Consolidation: clusters of old minor experiences become facts, reversibly; LLM backends."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import threading
import time
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import numpy as np
import pytest

from cognition.config import LLMParams, MaintenanceParams, Settings
from cognition.upkeep import consolidate as cons
from cognition.upkeep.consolidate import consolidate, deterministic_summary, group, undo
from cognition.upkeep.llm import ClaudeCLI, LLMUnavailable, make_llm
from decay.activation import DAY
from layers.connection import connect_sync
from layers.errors import InvalidInput, NotFound
from layers.plan import run
from layers.queries import credit_use, get_memory, insert_memory, upsert_edge, upsert_vectors
from layers.records import Edge, Memory, content_hash
from surface.embedders import HashEmbedder, to_blob
from tests.conftest import ROOT
from tests.support.fake_llm import FakeLLM
from tests.support.realclient import FAKE_API

NOW = 1_767_225_600.0 + 100 * DAY

FLAKY = [
    "The flaky test test_upload failed again on CI because of a timeout in the S3 mock.",
    "CI failed: test_upload timed out waiting for the S3 mock server.",
    "test_upload is flaky on CI; the S3 mock timeout hit again and the rerun passed.",
]
NUMPY = [
    "pip install broke: the pandas pin conflicts with numpy 2.1 in requirements.txt.",
    "Upgrading numpy to 2.1 broke pip install because requirements.txt pins an old pandas.",
    "The numpy 2.1 upgrade failed again: pandas pinned in requirements.txt is too old for numpy 2.1.",
]
LONERS = ["Refactored the auth middleware to use dependency injection.", "Fixed a typo in README."]


def mem(
    content: str,
    *,
    layer: str = "experience",
    importance: int = 1,
    intensity: float = 0.0,
    pinned: bool = False,
    idle_days: float = 30.0,
    age_days: float = 40.0,
    n: float = 1.0,
    tags: list[str] | None = None,
    scope: str = "project",
) -> Memory:
    return Memory(
        id=0,
        layer=layer,
        title="",
        content=content,
        tags=tags or [],
        importance=importance,
        valence=0.0,
        intensity=intensity,
        pinned=pinned,
        status="active",
        created_at=NOW - age_days * DAY,
        last_activated=NOW - idle_days * DAY,
        activation_count=n,
        unused_count=0,
        valid_from=NOW - age_days * DAY,
        valid_to=None,
        superseded_by=None,
        source="api",
        session_id=None,
        scope=scope,
        content_hash=content_hash(layer, content),
        keywords="",
        extra={},
        updated_at=NOW - age_days * DAY,
    )


def add(conn, content: str, **kw) -> int:
    return run(conn, insert_memory(mem(content, **kw)), write=True)


@pytest.fixture
def conn(tmp_path: Path):
    c = connect_sync(tmp_path / "m.db", migrate_now=0.0)
    yield c
    c.close()


@pytest.fixture
def store(conn) -> dict[str, list[int]]:
    ids = {
        "flaky": [
            add(conn, FLAKY[0], intensity=0.4, tags=["ci"]),
            add(conn, FLAKY[1], importance=2),
            add(conn, FLAKY[2], n=2.0, tags=["ci", "s3"]),
        ],
        "numpy": [add(conn, t) for t in NUMPY],
        "loners": [add(conn, t) for t in LONERS],
        # Look like the flaky cluster but are not candidates:
        "excluded": [
            add(conn, FLAKY[0] + " Pinned.", pinned=True),
            add(conn, FLAKY[1] + " Important.", importance=3),
            add(conn, FLAKY[2] + " Recent.", idle_days=3),
            add(conn, FLAKY[0] + " As a fact.", layer="fact"),
        ],
    }
    return ids


def settings(**llm) -> Settings:
    s = Settings()
    return replace(s, llm=LLMParams(**llm)) if llm else s


def dump(conn) -> dict[str, list]:
    order = {"edge": "src, dst, type"}  # a WITHOUT ROWID table: ordered by its key
    return {
        t: conn.execute(f"SELECT * FROM {t} ORDER BY {order.get(t, 'rowid')}").fetchall()
        for t in ("memory", "edge", "event", "vector", "meta")
    }


def statuses(conn) -> dict[int, str]:
    return dict(conn.execute("SELECT id, status FROM memory").fetchall())


# -- dry run, real run, undo ---------------------------------------------------------------


def test_dry_run_lists_clusters_with_a_summary_and_changes_nothing(conn, store):
    before = dump(conn)
    report = consolidate(conn, NOW, settings(), dry_run=True)
    assert dump(conn) == before
    assert report.dry_run and report.candidates == 8
    assert [[m.id for m in c.members] for c in report.clusters] == [store["flaky"], store["numpy"]]
    for c in report.clusters:
        assert c.backend == "deterministic" and c.fact_id is None and c.archived == []
        assert c.summary and len(c.summary) <= cons.SUMMARY_CHARS
    flaky = report.clusters[0]
    assert "test_upload" in flaky.summary and flaky.importance == 2 and flaky.intensity == 0.4
    assert flaky.to_dict()["members"] == [str(i) for i in store["flaky"]]


def test_real_run_writes_a_fact_links_summarizes_and_archives_sources(conn, store):
    report = consolidate(conn, NOW, settings(), dry_run=False)
    assert len(report.clusters) == 2
    flaky = report.clusters[0]
    fact = run(conn, get_memory(flaky.fact_id))
    assert (fact.layer, fact.source, fact.status, fact.scope) == (
        "fact",
        "consolidation",
        "active",
        "project",
    )
    assert fact.content == flaky.summary and fact.title == "Consolidated from 3 experiences"
    assert fact.importance == 2 and fact.intensity == 0.4  # max of the sources
    assert fact.tags == ["ci", "s3"] and fact.activation_count == 4.0
    assert fact.created_at == NOW - 40 * DAY and fact.last_activated == NOW
    assert fact.extra == {"consolidated_from": store["flaky"], "summary_backend": "deterministic"}
    edges = conn.execute(
        "SELECT src, dst, type FROM edge WHERE src = ? ORDER BY dst", (fact.id,)
    ).fetchall()
    assert edges == [(fact.id, i, "summarizes") for i in store["flaky"]]
    st = statuses(conn)
    assert all(st[i] == "archived" for i in store["flaky"] + store["numpy"])
    assert all(st[i] == "active" for i in store["loners"] + store["excluded"])
    events = conn.execute(
        "SELECT memory_id, kind, at, detail FROM event WHERE kind = 'consolidated' "
        "ORDER BY memory_id"
    ).fetchall()
    by_fact = {i: c.fact_id for c in report.clusters for i in c.archived}
    assert [(m, k, at, json.loads(d)) for m, k, at, d in events] == [
        (i, "consolidated", NOW, {"into": by_fact[i]}) for i in sorted(by_fact)
    ]
    # Idempotent: the sources are archived, nothing is left to group.
    snapshot = dump(conn)
    again = consolidate(conn, NOW, settings(), dry_run=False)
    assert again.clusters == [] and dump(conn) == snapshot


def test_undo_restores_every_source_exactly_and_deletes_the_summary(conn, store):
    before = {i: run(conn, get_memory(i)) for i in store["flaky"]}
    fact_id = consolidate(conn, NOW, settings(), dry_run=False).clusters[0].fact_id
    later = NOW + DAY
    report = undo(conn, fact_id, later)
    assert report.restored == store["flaky"] and report.fact_action == "deleted"
    assert {i: run(conn, get_memory(i)) for i in store["flaky"]} == before
    assert run(conn, get_memory(fact_id)) is None
    assert (
        conn.execute(
            "SELECT count(*) FROM edge WHERE type = 'summarizes' AND src = ?", (fact_id,)
        ).fetchone()[0]
        == 0
    )
    restored = conn.execute(
        "SELECT memory_id, at, detail FROM event WHERE kind = 'restored' ORDER BY memory_id"
    ).fetchall()
    assert restored == [
        (i, later, json.dumps({"undo_consolidation": fact_id})) for i in store["flaky"]
    ]
    # The user said no to that grouping: later runs leave those experiences alone.
    rerun = consolidate(conn, NOW + 2 * DAY, settings(), dry_run=True)
    assert all(set(store["flaky"]).isdisjoint(m.id for m in c.members) for c in rerun.clusters)
    with pytest.raises(NotFound):
        undo(conn, fact_id, later)


def test_undo_keeps_a_summary_that_was_used_since(conn, store):
    fact_id = consolidate(conn, NOW, settings(), dry_run=False).clusters[1].fact_id
    run(conn, credit_use(fact_id, NOW + 1), write=True)
    conn.execute(
        "INSERT INTO event(memory_id, kind, at, detail) VALUES (?, 'used', ?, '{}')",
        (fact_id, NOW + 1),
    )
    report = undo(conn, fact_id, NOW + 2)
    assert report.fact_action == "archived" and report.restored == store["numpy"]
    assert run(conn, get_memory(fact_id)).status == "archived"
    assert all(statuses(conn)[i] == "active" for i in store["numpy"])
    again = undo(conn, fact_id, NOW + 3)  # idempotent
    assert again.restored == [] and again.fact_action == "archived"


def test_undo_refuses_what_is_not_a_consolidation(conn, store):
    with pytest.raises(InvalidInput, match="not a consolidation"):
        undo(conn, store["loners"][0], NOW)
    with pytest.raises(NotFound):
        undo(conn, 4242, NOW)


def test_a_source_used_meanwhile_leaves_the_cluster(conn, store, monkeypatch):
    """Summaries can take a minute (LLM): rows are re-checked inside the write transaction."""
    used = store["flaky"][0]

    class UsesOneSource:
        name = "fake"

        def complete(self, prompt, *, system=None, max_tokens=400):
            run(conn, credit_use(used, NOW), write=True)  # the server used it meanwhile
            return "summary written while a source was used"

    report = consolidate(conn, NOW, settings(), dry_run=False, llm=UsesOneSource())
    flaky = report.clusters[0]
    # With a minimum of 3, two remaining sources are too few: the cluster is skipped.
    assert flaky.fact_id is None and all(statuses(conn)[i] == "active" for i in store["flaky"])


def test_min_age_importance_and_cluster_size_come_from_settings(conn, store):
    s = replace(Settings(), maintenance=MaintenanceParams(consolidate_min_age_days=35))
    assert consolidate(conn, NOW, s, dry_run=True).candidates == 0
    s = replace(Settings(), maintenance=MaintenanceParams(consolidate_max_importance=3))
    ids = [m.id for c in consolidate(conn, NOW, s, dry_run=True).clusters for m in c.members]
    assert store["excluded"][1] in ids
    s = replace(Settings(), maintenance=MaintenanceParams(consolidate_min_cluster=4))
    assert consolidate(conn, NOW, s, dry_run=True).clusters == []


# -- grouping ------------------------------------------------------------------------------


def test_related_edges_join_a_cluster_the_vectors_would_not(conn):
    ids = [add(conn, t) for t in ("alpha beta gamma", "delta epsilon", "zeta eta theta")]
    for a, b in zip(ids, ids[1:], strict=False):
        run(conn, upsert_edge(Edge(a, b, "related", 0.7, NOW)), write=True)
    report = consolidate(conn, NOW, settings(), dry_run=True)
    assert [[m.id for m in c.members] for c in report.clusters] == [ids]


def test_stored_vectors_are_used_and_the_summary_gets_one(conn):
    emb = HashEmbedder(384)
    ids = [add(conn, t) for t in ("alpha beta gamma", "delta epsilon", "zeta eta theta", "iota")]
    same = to_blob(emb.embed(["one shared direction"])[0])
    run(conn, upsert_vectors([(i, emb.id, emb.dim, same) for i in ids[:3]]), write=True)
    report = consolidate(conn, NOW, settings(), dry_run=False)
    assert [[m.id for m in c.members] for c in report.clusters] == [ids[:3]]
    fact_id = report.clusters[0].fact_id
    assert conn.execute("SELECT model FROM vector WHERE memory_id = ?", (fact_id,)).fetchone() == (
        emb.id,
    )


def test_large_inputs_use_the_sparse_path_with_the_same_groups(conn, store, monkeypatch):
    small = consolidate(conn, NOW, settings(), dry_run=True)
    monkeypatch.setattr(cons, "MAX_AGGLOMERATIVE", 2)
    big = consolidate(conn, NOW, settings(), dry_run=True)
    assert [[m.id for m in c.members] for c in big.clusters] == [
        [m.id for m in c.members] for c in small.clusters
    ]


def test_group_ignores_zero_vectors_and_small_groups():
    ms = [mem(t) for t in ("a", "b", "c")]
    for k, m in enumerate(ms):
        m.id = k + 1
    X = np.zeros((3, 8), dtype=np.float32)
    assert group(ms, X, [], 0.45, 2) == []
    assert group(ms, X, [(1, 2)], 0.45, 2) == [[0, 1]]


def test_deterministic_summary_picks_central_sentences_dedupes_and_caps():
    emb = HashEmbedder(384)
    ms = [
        mem(FLAKY[0] + " " + FLAKY[0]),
        mem(FLAKY[1]),
        mem(FLAKY[2] + " Unrelated: lunch was good."),
    ]
    X = emb.embed([m.content for m in ms])
    text = deterministic_summary(ms, X, emb)
    assert text.count(FLAKY[0]) <= 1 and "lunch" not in text
    assert len(text) <= cons.SUMMARY_CHARS
    assert deterministic_summary(ms, X, emb) == text  # deterministic
    capped = deterministic_summary([mem("word " * 300)], emb.embed(["word " * 300]), emb, limit=50)
    assert len(capped) <= 50 and capped.endswith("…")


# -- LLM backends --------------------------------------------------------------------------


def test_an_llm_summary_is_stored_with_its_backend(conn, store):
    a = consolidate(conn, NOW, settings(), dry_run=True, llm=FakeLLM())
    b = consolidate(conn, NOW, settings(), dry_run=True, llm=FakeLLM())
    assert [c.backend for c in a.clusters] == ["fake", "fake"]
    assert all(c.summary.startswith("fake summary ") for c in a.clusters)
    assert [c.summary for c in a.clusters] == [c.summary for c in b.clusters]
    assert a.clusters[0].summary != a.clusters[1].summary
    real = consolidate(conn, NOW, settings(), dry_run=False, llm=FakeLLM())
    fact = run(conn, get_memory(real.clusters[0].fact_id))
    assert fact.extra["summary_backend"] == "fake" and fact.content == a.clusters[0].summary


def test_unknown_backend_is_bad_input():
    with pytest.raises(InvalidInput, match="llm.backend"):
        make_llm(LLMParams(backend="gpt"))
    with pytest.raises(InvalidInput, match="llm.backend"):
        make_llm(LLMParams(backend="fake"))  # the test double lives in tests/, not in the product
    assert make_llm(LLMParams()) is None


class MessagesAPI(BaseHTTPRequestHandler):
    """A loopback stand-in for POST /v1/messages, recording what the SDK sent."""

    requests: list[dict] = []
    status = 200
    reply = "Uploads time out against the S3 mock on CI: test_upload is flaky, rerun it."

    def log_message(self, *args):
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)) or b"{}")
        type(self).requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
        if self.status != 200:
            payload = {
                "type": "error",
                "error": {"type": "invalid_request_error", "message": "nope"},
            }
        else:
            payload = {
                "id": f"msg_{len(self.requests)}",
                "type": "message",
                "role": "assistant",
                "model": body.get("model"),
                "content": [{"type": "text", "text": self.reply}],
                "stop_reason": "end_turn",
                "stop_sequence": None,
                "usage": {"input_tokens": 12, "output_tokens": 20},
            }
        raw = json.dumps(payload).encode()
        self.send_response(self.status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)


def no_anthropic_profile(monkeypatch, tmp_path):
    """No credentials but what the test sets: no env token, no profile on disk."""
    for name in (
        "ANTHROPIC_API_KEY",
        "ANTHROPIC_AUTH_TOKEN",
        "ANTHROPIC_PROFILE",
        "ANTHROPIC_CONFIG_DIR",
        "ANTHROPIC_BASE_URL",
        "ANTHROPIC_FEDERATION_RULE_ID",
        "ANTHROPIC_IDENTITY_TOKEN",
        "ANTHROPIC_IDENTITY_TOKEN_FILE",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home-without-anthropic-config"))


@pytest.fixture
def messages_api(monkeypatch, tmp_path):
    handler = type("Handler", (MessagesAPI,), {"requests": [], "status": 200})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    no_anthropic_profile(monkeypatch, tmp_path)
    for name in (
        "HTTP_PROXY",
        "HTTPS_PROXY",
        "http_proxy",
        "https_proxy",
        "ALL_PROXY",
        "all_proxy",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test-loopback")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", f"http://127.0.0.1:{server.server_address[1]}")
    yield handler
    server.shutdown()
    server.server_close()


def test_anthropic_backend_through_the_real_sdk(conn, store, messages_api):
    warnings: list[str] = []
    report = consolidate(
        conn,
        NOW,
        settings(backend="anthropic", model="claude-haiku-4-5"),
        dry_run=False,
        warn=warnings.append,
    )
    assert warnings == []
    assert [c.backend for c in report.clusters] == ["anthropic", "anthropic"]
    assert all(c.summary == MessagesAPI.reply for c in report.clusters)
    assert run(conn, get_memory(report.clusters[0].fact_id)).content == MessagesAPI.reply
    first = messages_api.requests[0]
    assert first["path"] == "/v1/messages"
    headers = {k.lower(): v for k, v in first["headers"].items()}
    # SDK 0.x sends x-api-key, 2.x sends the key as a bearer token.
    assert "sk-test-loopback" in (headers.get("x-api-key"), headers.get("authorization", "")[7:])
    assert "anthropic-version" in headers
    body = first["body"]
    assert body["model"] == "claude-haiku-4-5" and body["max_tokens"] == 300
    assert "consolidate" in body["system"]
    prompt = body["messages"][0]["content"]
    assert body["messages"][0]["role"] == "user"
    assert all(t in prompt for t in FLAKY) and not any(t in prompt for t in NUMPY)
    assert len(messages_api.requests) == 2


def test_anthropic_api_error_degrades_once_for_the_whole_run(conn, store, messages_api):
    messages_api.status = 400  # not retried by the SDK: fails at once
    warnings: list[str] = []
    report = consolidate(
        conn, NOW, settings(backend="anthropic"), dry_run=True, warn=warnings.append
    )
    assert [c.backend for c in report.clusters] == ["deterministic", "deterministic"]
    assert len(warnings) == 1 and "Anthropic API call failed" in warnings[0]
    assert len(messages_api.requests) == 1  # no second attempt for the second cluster


def test_missing_key_degrades_with_one_warning(conn, store, monkeypatch, tmp_path):
    no_anthropic_profile(monkeypatch, tmp_path)
    warnings: list[str] = []
    report = consolidate(
        conn, NOW, settings(backend="anthropic"), dry_run=False, warn=warnings.append
    )
    assert len(warnings) == 1 and "ANTHROPIC_API_KEY" in warnings[0]
    assert [c.backend for c in report.clusters] == ["deterministic", "deterministic"]
    assert all(c.fact_id for c in report.clusters)


def _fake_claude(tmp_path: Path, answer: dict | list, code: int = 0) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    log = tmp_path / "claude-argv.json"
    script = bin_dir / "claude"
    script.write_text(
        f"#!{sys.executable}\nimport json, os, sys\n"
        f"open({str(log)!r}, 'w').write(json.dumps({{'argv': sys.argv[1:], 'cwd': os.getcwd(), "
        f"'hooks': os.environ.get('COGNIMEM_DISABLE_HOOKS')}}))\n"
        f"print(json.dumps({answer!r}))\nsys.exit({code})\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return bin_dir


def test_claude_cli_backend_runs_headless_print_mode(conn, store, tmp_path, monkeypatch):
    answer = {"type": "result", "subtype": "success", "is_error": False, "result": "cli summary"}
    bin_dir = _fake_claude(tmp_path, answer)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    report = consolidate(
        conn, NOW, settings(backend="claude-cli", model="claude-haiku-4-5"), dry_run=True
    )
    assert [(c.backend, c.summary) for c in report.clusters] == [("claude-cli", "cli summary")] * 2
    seen = json.loads((tmp_path / "claude-argv.json").read_text())
    argv = seen["argv"]
    assert argv[0] == "-p" and NUMPY[0] in argv[1]
    assert argv[2:] == [
        "--output-format",
        "json",
        "--tools",
        "",
        "--strict-mcp-config",
        "--model",
        "claude-haiku-4-5",
    ]
    assert seen["hooks"] == "1" and Path(seen["cwd"]).name.startswith("cognimem-llm-")


def test_claude_cli_errors_and_absence_degrade(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "nothing-here"))
    with pytest.raises(LLMUnavailable, match="claude"):
        ClaudeCLI("m")
    bin_dir = _fake_claude(
        tmp_path, {"type": "result", "is_error": True, "result": "Not logged in"}
    )
    monkeypatch.setenv("PATH", str(bin_dir))
    with pytest.raises(LLMUnavailable, match="no result"):
        ClaudeCLI("m").complete("hi")
    bin_dir = _fake_claude(
        tmp_path, [{"type": "system"}, {"type": "result", "result": "from a list"}]
    )
    assert ClaudeCLI("m").complete("hi") == "from a list"
    bin_dir = _fake_claude(tmp_path, {}, code=3)
    with pytest.raises(LLMUnavailable, match="exited 3"):
        ClaudeCLI("m").complete("hi")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_anthropic_backend_against_the_stand_in(conn, store, tmp_path, monkeypatch):
    port = _free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            str(FAKE_API),
            "--port",
            str(port),
            "--log-dir",
            str(tmp_path / "api-log"),
            "--reply",
            "shared stand-in summary",
        ]
    )
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        no_anthropic_profile(monkeypatch, tmp_path)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-any")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", f"http://127.0.0.1:{port}")
        report = consolidate(conn, NOW, settings(backend="anthropic"), dry_run=True)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert [c.summary for c in report.clusters] == ["shared stand-in summary"] * 2
    logged = sorted((tmp_path / "api-log").glob("*-request.json"))
    assert len(logged) == 2 and json.loads(logged[0].read_bytes())["model"] == "claude-haiku-4-5"


def test_consolidation_never_imports_heavy_modules_at_module_level():
    code = (
        "import sys, cognition.upkeep.consolidate, cognition.upkeep.llm, cognition.cli.maintenance, "
        "cognition.upkeep.maintenance; print(sorted(m for m in ('sklearn', 'networkx', 'anthropic') "
        "if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
