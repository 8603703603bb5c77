"""Claude Code hooks: `cognimem hook <name>` reads one JSON payload on stdin.

prompt (UserPromptSubmit) and session-start (SessionStart) may print one JSON answer; stop,
pre-compact and session-end print nothing. Every hook FAILS OPEN: a malformed payload, a
missing, locked or broken store, or any exception ends in exit 0 with nothing on stdout and one
line in `<COGNIMEM_HOME or ~/.cognimem>/logs/hooks.log`. The user's prompt is never blocked.

This package is on the per-prompt hot path: module level imports stdlib only, and each hook
imports just what it uses (see docs/hooks.md, tests/test_hook_imports.py).
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

if TYPE_CHECKING:
    from layers.plan import Connection, Plan

T = TypeVar("T")

STARTED = time.perf_counter()  # the prompt hook's time budget counts from process start-up here

HOOKS = {
    "prompt": ("cognition.claude_code.hooks.prompt", "handle"),
    "session-start": ("cognition.claude_code.hooks.session_start", "handle"),
    "session-end": ("cognition.claude_code.hooks.spawn_capture", "session_end"),
    "pre-compact": ("cognition.claude_code.hooks.spawn_capture", "pre_compact"),
    "stop": ("cognition.claude_code.hooks.stop", "handle"),
}
MAX_PAYLOAD_BYTES = 64 * 1024 * 1024  # stdin is read (and dropped) up to this much, no further
READ_LIMIT = 1024 * 1024  # of a payload, parsed; the rest of a longer one is cut (read_payload)
TAIL_BYTES = 64 * 1024  # the end of a cut payload kept: where a prompt's question often is
LOG_MAX_BYTES = 1024 * 1024  # hooks.log rolls over to hooks.log.1 past this
DEFAULT_BUDGET_MS = 800.0  # hook.time_budget_ms's default, until a handler reads the settings
DISABLE_ENV = "COGNIMEM_DISABLE_HOOKS"  # set by our own `claude -p` LLM calls: no recursion
# A dry run's clock (seconds since the epoch): an evaluation replays prompts at a fixed time, so
# its results do not depend on the day or on how long the run took. A real run ignores it.
DRY_RUN_NOW_ENV = "COGNIMEM_DRY_RUN_NOW"


class BadPayload(Exception):
    """The payload on stdin is not what Claude Code sends."""


class Ctx:
    """What a hook handler gets besides its payload."""

    __slots__ = ("name", "env", "dry_run", "started", "budget_ms", "project")

    def __init__(
        self,
        name: str,
        env: Mapping[str, str],
        dry_run: bool = False,
        started: float = STARTED,
        budget_ms: float = DEFAULT_BUDGET_MS,
    ) -> None:
        self.name, self.env, self.dry_run, self.started = name, env, dry_run, started
        self.budget_ms = budget_ms  # the handler sets its own once it has read the settings
        self.project: str | None = None  # the session's project root, once known (log lines)

    def elapsed_ms(self) -> float:
        return (time.perf_counter() - self.started) * 1000.0

    def now(self) -> float:
        """The wall clock; in a dry run, DRY_RUN_NOW_ENV's time when it is set and valid."""
        if self.dry_run and (fixed := self.env.get(DRY_RUN_NOW_ENV)):
            try:
                t = float(fixed)
            except ValueError:
                self.log(f"{DRY_RUN_NOW_ENV}={fixed[:40]!r} is not a number; the wall clock used")
            else:
                if math.isfinite(t):
                    return t
                self.log(f"{DRY_RUN_NOW_ENV}={fixed[:40]!r} is not a time; the wall clock used")
        return time.time()

    def remaining_ms(self) -> int:
        """What is left of the time budget: the longest any lock may be waited for."""
        return max(0, int(self.budget_ms - self.elapsed_ms()))

    def log(self, message: str) -> None:
        log_line(self.name, message, self.env, self.project)

    def error(self, message: str) -> None:
        """A failure the hook survived (doctor counts lines with ' error: ')."""
        log_line(self.name, f"error: {message}", self.env, self.project)


def project_field(project: str | os.PathLike[str] | None) -> str:
    """How a log line names its project: `project="/abs/root"` (JSON-quoted, so doctor can
    match one project exactly, spaces and all); "" when unknown."""
    return f"project={json.dumps(str(project), ensure_ascii=False)} " if project else ""


def project_of(cwd: str | None, env: Mapping[str, str]) -> str | None:
    """The project root a hook works for (its payload's cwd, else the process's); never raises."""
    try:
        from layers.location import project_root

        return str(project_root(cwd or os.getcwd(), dict(env)))
    except Exception:  # noqa: BLE001 - a log line without its project is still a log line
        return None


def log_line(
    hook: str,
    message: str,
    env: Mapping[str, str] | None = None,
    project: str | os.PathLike[str] | None = None,
) -> None:
    """Append one line to hooks.log (dirs 0700, file 0600); never raises. `project` tags the
    line with its project root: the log is shared by every project, doctor reads its own."""
    try:
        from layers.location import home_dir

        logs = home_dir(dict(os.environ if env is None else env)) / "logs"
        logs.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = logs / "hooks.log"
        try:
            if path.stat().st_size > LOG_MAX_BYTES:
                os.replace(path, logs / "hooks.log.1")
        except FileNotFoundError:
            pass
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        flat = " ".join(str(message).split())[:1000]
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8", errors="replace") as fh:
            fh.write(f"{stamp} pid={os.getpid()} {project_field(project)}{hook or '-'}: {flat}\n")
    except Exception:  # noqa: BLE001 - logging must never be the thing that breaks a hook
        pass


def read_payload(stream: Any) -> dict[str, Any]:
    """The JSON object on stdin, reading at most READ_LIMIT bytes of it into memory.

    A bigger payload (a pasted 50 MB log as the prompt) is read on and dropped chunk by chunk
    (Claude Code must not hit a closed pipe), and its text fields are cut: the one cut by the
    limit keeps its start and its end (the question often comes last).
    """
    raw = stream.read(READ_LIMIT + 1)
    if len(raw) > READ_LIMIT:
        return _cut_payload(raw, _drain(stream))
    if not raw or raw.isspace():
        raise BadPayload("empty stdin (expected one JSON object)")
    try:
        data = json.loads(raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw)
    except (ValueError, RecursionError) as exc:
        raise BadPayload(f"stdin is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise BadPayload(f"payload is a JSON {type(data).__name__}, expected an object")
    return data


def _drain(stream: Any) -> bytes:
    """Read the rest of stdin (up to MAX_PAYLOAD_BYTES) keeping only its last TAIL_BYTES."""
    tail, total = b"", 0
    while total < MAX_PAYLOAD_BYTES:
        chunk = stream.read(1024 * 1024)
        if not chunk:
            break
        total += len(chunk)
        tail = (tail + chunk)[-TAIL_BYTES:]
    return tail


def _lenient_string(body: str, *, from_end: bool) -> str:
    """JSON string content cut at an arbitrary point: drop the few characters of a broken
    escape at the cut, then decode."""
    for trim in range(8):
        part = body[trim:] if from_end else body[: len(body) - trim]
        try:
            value = json.loads(f'"{part}"')
        except ValueError:
            continue
        return value if isinstance(value, str) else ""
    return ""


def _cut_payload(head: bytes, tail: bytes) -> dict[str, Any]:
    """The fields of an object whose text was cut after `head` (`tail`: its last bytes)."""
    text = head.decode("utf-8", "replace")
    scan = json.decoder.scanstring  # type: ignore[attr-defined]
    decoder = json.JSONDecoder()
    out: dict[str, Any] = {}
    i = len(text) - len(text.lstrip())
    if text[i : i + 1] != "{":
        raise BadPayload(f"payload larger than {READ_LIMIT} bytes and not a JSON object")
    i += 1
    try:
        while True:
            while text[i] in " \t\r\n,":
                i += 1
            if text[i] == "}":
                return out
            key, i = scan(text, i + 1)
            while text[i] in " \t\r\n:":
                i += 1
            if text[i] == '"':
                try:
                    out[key], i = scan(text, i + 1)
                except ValueError:  # this string runs past the limit: its start and its end
                    start = _lenient_string(text[i + 1 :], from_end=False)
                    end_text = tail.decode("utf-8", "replace").rstrip().rstrip("}").rstrip()
                    end = (
                        _lenient_string(end_text[:-1], from_end=True)
                        if end_text.endswith('"')
                        else ""
                    )
                    out[key] = f"{start}\n[…]\n{end[-TAIL_BYTES // 4 :]}" if end else start
                    return out
            else:
                out[key], i = decoder.raw_decode(text, i)
    except (IndexError, ValueError, RecursionError):
        if not out:
            raise BadPayload(f"payload larger than {READ_LIMIT} bytes and not JSON") from None
        return out


def text_field(payload: Mapping[str, Any], key: str) -> str | None:
    """A string field of the payload; any other type counts as absent."""
    value = payload.get(key)
    return value if isinstance(value, str) else None


def payload_cwd(payload: Mapping[str, Any]) -> str:
    """The session's folder. One that does not exist (a deleted worktree) is refused: a hook
    never creates a project folder, and there is no project to remember for."""
    cwd = text_field(payload, "cwd")
    if not cwd or "\x00" in cwd:
        return os.getcwd()
    if not os.path.isdir(cwd):
        raise BadPayload(f"cwd {cwd} is not an existing folder (a deleted worktree?); nothing done")
    return cwd


def project_store(root: Any, settings: Any) -> Any:
    """Where the project's memories are: the PostgreSQL store `[store] url` (or
    COGNIMEM_STORE_URL) names, else the project's SQLite file."""
    from layers.store_location import project_location

    url = getattr(getattr(settings, "store", None), "url", "")
    return project_location(root, str(url or "")).where


def store_connection(path: Any, ctx: Ctx) -> Connection | None:
    """A connection to an existing store, or None when there is none.

    Every wait for a lock, opening included, is bounded by what is left of the hook's time
    budget: a locked store makes the hook give up (fail open), never overrun.
    """
    if isinstance(path, str):  # a PostgreSQL store's URL
        return pg_connection(path, ctx)
    if not path.is_file():
        return None
    from layers.location import writable

    if not writable(path):  # a read-only checkout: recall from it, record nothing
        from layers.store_checks import connect_query_only

        return connect_query_only(path, ctx.remaining_ms() / 1000)  # write_once skips writes
    from layers.connection import open_store

    return open_store(path, busy_ms=int(ctx.remaining_ms()), keep_backup=False)


def pg_connection(url: str, ctx: Ctx) -> Connection:
    """A connection to a PostgreSQL store within what is left of the budget. libpq's own
    connect timeout counts whole seconds (2 at least), so the connect runs on a daemon thread
    the hook stops waiting for; every statement after it is bounded by the server
    (statement_timeout), and a write's wait for the write lock by `busy_ms`."""
    import threading

    from layers.pg.connection import bound_statements, connect_sync

    box: list[Any] = []

    def connect() -> None:
        try:
            box.append(connect_sync(url, busy_ms=ctx.remaining_ms()))
        except BaseException as exc:  # noqa: BLE001 - handed to the hook's thread below
            box.append(exc)

    worker = threading.Thread(target=connect, name="cognimem-pg-connect", daemon=True)
    worker.start()
    worker.join(max(ctx.remaining_ms(), 0) / 1000)
    if not box:
        raise TimeoutError("the PostgreSQL store did not answer within the hook's time budget")
    if isinstance(box[0], BaseException):
        raise box[0]
    conn = box[0]
    bound_statements(conn, ctx.remaining_ms())
    return cast("Connection", conn)


def write_once(conn: Connection, plan: Plan[T], ctx: Ctx | None = None) -> T | None:
    """Run a plan in one write transaction, one attempt (no retry loop on a hook),
    waiting for the lock at most what is left of the budget. On a read-only store (opened
    query_only by store_connection) nothing is run: None."""
    from layers.plan import run

    if hasattr(conn, "run_plan"):  # PostgreSQL: its writers wait `busy_ms` for the lock
        if ctx is not None:
            cast(Any, conn).busy_ms = ctx.remaining_ms()
        return run(conn, plan, write=True, attempts=1)
    from layers.connection import set_busy_timeout
    from layers.store_checks import is_query_only

    if is_query_only(conn):
        return None
    if ctx is not None:
        set_busy_timeout(conn, ctx.remaining_ms())
    return run(conn, plan, write=True, attempts=1)


def surfaced_in_session(session_id: str) -> Plan[set[int]]:
    """Plan: ids of the memories surfaced (by any hook) in this session."""
    from layers import hook_queries

    return hook_queries.surfaced_in_session(session_id)


def hook_output(event: str, context: str) -> str:
    return json.dumps(
        {"hookSpecificOutput": {"hookEventName": event, "additionalContext": context}}
    )


HOOK_HELP = {
    "prompt": "UserPromptSubmit: inject the memories relevant to the prompt",
    "session-start": "SessionStart: a briefing (pinned notes, open loops, important facts)",
    "session-end": "SessionEnd: capture memories from the transcript (in the background)",
    "pre-compact": "PreCompact: capture memories before the transcript is compacted",
    "stop": "Stop: credit the memories the answer used",
}
HELP_FLAGS = ("-h", "--help")


def hook_help(name: str | None) -> str:
    """What `cognimem hook --help` (or `hook NAME --help`) prints: it is for people, so it is
    never logged as a hook failure."""
    usage = "usage: cognimem hook {" + ",".join(HOOKS) + "} [--dry-run] < payload.json"
    if name in HOOK_HELP:
        usage = f"usage: cognimem hook {name} [--dry-run] < payload.json\n\n{HOOK_HELP[name]}"
        return usage + "\n\nReads Claude Code's JSON payload on stdin. --dry-run writes nothing."
    lines = [usage, "", "Claude Code runs these (see `cognimem init` or the plugin):", ""]
    lines += [f"  {n:<14} {text}" for n, text in HOOK_HELP.items()]
    lines += [
        "",
        "Every hook fails open: exit 0, nothing printed, one line in hooks.log.",
        "--dry-run: answer as usual but write nothing (doctor uses it).",
    ]
    return "\n".join(lines)


def run_hook(argv: Sequence[str]) -> int:
    """Dispatch `cognimem hook <name> [--dry-run]`; always returns 0."""
    # One BLAS thread, as the console script's hook path already has it: a process that exits
    # normally while the sentence model's prefetch thread (surface.semantic) is inside a BLAS
    # call could otherwise wait on an OpenBLAS worker forever (about one in 130 never exited;
    # docs/hooks.md). Here, not at import: the team server imports this package too.
    from cognition.blas import one_blas_thread

    one_blas_thread(os.environ)
    name = argv[0] if argv else ""
    if not argv or any(a in HELP_FLAGS for a in argv):
        sys.stdout.write(hook_help(name if name in HOOKS else None) + "\n")
        return 0
    env = os.environ
    if env.get(DISABLE_ENV) == "1":
        return 0
    ctx = Ctx(name, env, "--dry-run" in argv[1:])
    try:
        target = HOOKS.get(name)
        if target is None:
            raise BadPayload(f"unknown hook {name!r}; known: {', '.join(HOOKS)}")
        payload = read_payload(sys.stdin.buffer)
        ctx.project = project_of(text_field(payload, "cwd"), env)
        module = __import__(target[0], fromlist=[target[1]])
        out = getattr(module, target[1])(payload, ctx)
        if out:
            sys.stdout.write(out + "\n")
            sys.stdout.flush()
    except BaseException as exc:  # noqa: BLE001 - fail open: exit 0, one log line, no traceback
        where = ""
        tb = exc.__traceback__
        while tb is not None and tb.tb_next is not None:
            tb = tb.tb_next
        if tb is not None:
            where = f" at {os.path.basename(tb.tb_frame.f_code.co_filename)}:{tb.tb_lineno}"
        if ctx.project is None:  # Claude Code runs a hook in the project's folder
            ctx.project = project_of(None, env)
        ctx.error(f"{type(exc).__name__}: {exc}{where}")
    return 0
