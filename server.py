"""cognimem's MCP server: thin, typed tool wrappers over the `cognition` API, on stdio.

Rules this file keeps:

- Nothing but the protocol reaches stdout. Logging goes to stderr (Claude Code keeps it in its
  MCP log); while serving, the SDK also points fd 1 at stderr, so a stray print cannot corrupt
  the wire.
- `initialize` answers fast: `cognition` (and with it numpy, the store, networkx, ...) is imported
  and the store opened on the first tool call, not at start-up.
- Every argument the model sends is checked; a bad one comes back as a tool error that says what
  to change, and the store is left as it was.
- Outputs are compact: Claude Code shows the model the tool's structuredContent as JSON, so empty
  fields are left out and long contents are cut (get_memory returns them whole).
- Tool schemas are paid for on every turn, so descriptions are short and the JSON schemas are
  stripped of pydantic's titles and null branches (see `_compact_schema`).

`cognimem serve` calls `main()`; `python server.py` does the same.
"""

import argparse
import logging
import os
import sys
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, Literal

from mcp.server.mcpserver import MCPServer

from cognition.mcp_server.session import LazyMemory
from cognition.mcp_server.stdio import AnsweringServer
from cognition.mcp_server.tools import tools

SERVER_NAME = "cognimem"
log = logging.getLogger("cognimem.server")

INSTRUCTIONS = (
    "Long-term memory across sessions. Call recall before work that may repeat the past "
    "(conventions, earlier errors and fixes, why things are as they are). Call remember for "
    "lasting facts, fixes and lessons, and decide for choices with their reasons; skip chit-chat "
    "and what the code already says. Ids: 12 = this project, g12 = global."
)


def build_server(
    cwd: str | None = None,
    settings: Any = None,
    clock: Callable[[], float] | None = None,
    env: dict[str, str] | None = None,
) -> MCPServer:
    """The MCP server for the project containing `cwd` (default: the current directory). Its
    lifespan context is the project's LazyMemory, which every tool reads from its Context."""
    memory = LazyMemory(cwd, settings, clock, env)

    @asynccontextmanager
    async def lifespan(_server: MCPServer) -> AsyncIterator[LazyMemory]:
        try:
            yield memory
        finally:
            await memory.close()

    return AnsweringServer(
        SERVER_NAME,
        instructions=INSTRUCTIONS,
        version=_version(),
        tools=tools(),
        lifespan=lifespan,
        log_level=_log_level(),
    )


def _version() -> str:
    from cognition.version import __version__

    return __version__


def _log_level() -> Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]:
    level = os.environ.get("COGNIMEM_LOG_LEVEL", "WARNING").upper()
    return level if level in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL") else "WARNING"  # type: ignore[return-value]


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """`cognimem serve [--dir PATH]` hands its arguments over to `python -m server`. No
    --help here (that is the CLI's): nothing but the protocol may reach stdout."""
    parser = argparse.ArgumentParser(prog="cognimem serve", add_help=False)
    parser.add_argument("--dir", default=None, metavar="PATH", help="a folder inside the project")
    parser.add_argument("--store", default=None, metavar="URL")
    parser.add_argument("--http", action="store_true")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--allow-remote", action="store_true")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    """Serve on stdio until the client closes stdin. Logs go to stderr, one line each."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=_log_level(),
        format="%(asctime)s cognimem-server %(levelname)s %(name)s: %(message)s",
    )
    if args.http:
        sys.exit(serve_http(args))
    server = build_server(args.dir, settings=_store_settings(args, None))
    try:
        server.run("stdio")
    except KeyboardInterrupt:
        pass
    except Exception:
        log.exception("the cognimem MCP server stopped")
        sys.exit(1)


def _store_settings(args: argparse.Namespace, env: dict[str, str] | None) -> Any:
    """The settings with `--store URL` as the project's store (None without --store: the
    memory loads them itself, [store] url and COGNIMEM_STORE_URL included)."""
    if not args.store:
        return None
    from cognition.config import Settings
    from layers.location import project_root

    return Settings.load(project_root(args.dir), env=env, overrides={"store.url": args.store})


def serve_http(args: argparse.Namespace) -> int:
    """The team server: streamable HTTP behind bearer tokens (docs/team.md). Loopback unless
    --allow-remote; TLS is a reverse proxy's job."""
    import uvicorn

    from cognition.config import Settings
    from cognition.team.http_app import LOOPBACK, team_app
    from cognition.team.store_access import project_location
    from cognition.team.surface_endpoint import Surfacer, warm
    from layers.location import project_root

    if args.host not in LOOPBACK and not args.allow_remote:
        print(
            f"error: --host {args.host} is not loopback; pass --allow-remote too, and put a "
            f"TLS reverse proxy in front (docs/team.md): tokens must not cross a network in clear",
            file=sys.stderr,
        )
        return 2
    if args.host not in LOOPBACK:
        log.warning("serving on %s: use TLS through a reverse proxy (docs/team.md)", args.host)
    root = project_root(args.dir)
    # The server's own account keeps no personal memories for the team: its global store and
    # user settings are looked up in a folder of the project, not the account's home.
    env = {**os.environ, "COGNIMEM_HOME": str(root / ".cognimem" / "server-home")}
    settings = _store_settings(args, env)
    store = project_location(root, settings or Settings.load(root, env=env))
    surfacer = Surfacer(root, store)
    app = team_app(build_server(args.dir, settings=settings, env=env), surfacer, args.host)
    warm(surfacer)
    log.warning(
        "cognimem team server on http://%s:%d/mcp (store %s)", args.host, args.port, store.label
    )
    uvicorn.run(app, host=args.host, port=args.port, log_config=None, access_log=False)
    return 0


if __name__ == "__main__":
    main()
