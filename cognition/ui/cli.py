"""`cognimem ui`: picked up by cognition.cli.main._register_extensions. Imported on every CLI start,
so starlette, uvicorn and the pages are imported inside the command only."""

from __future__ import annotations

import argparse
import socket
import sys
from collections.abc import Callable

from layers.errors import InvalidInput

HOST = "127.0.0.1"


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add(
        "ui",
        cmd_ui,
        "browse the memories in a local web page (127.0.0.1, a secret token "
        "in the URL; Ctrl-C stops it)",
    )
    p.add_argument("--port", type=int, default=0, help="port to serve on (default: a free one)")
    p.add_argument(
        "--no-browser",
        action="store_true",
        help="do not open a browser: print only the URL, with its token, on one line",
    )


def bind(port: int) -> socket.socket:
    if not 0 <= port <= 65535:
        raise InvalidInput(f"--port must be 0 (a free port) to 65535 (got {port})")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((HOST, port))
    except OSError as exc:
        sock.close()
        raise InvalidInput(
            f"cannot serve on {HOST}:{port}: {exc.strerror or exc}; "
            "try another --port, or leave it out for a free one"
        ) from exc
    sock.listen(64)
    return sock


def cmd_ui(args: argparse.Namespace) -> int:
    import uvicorn

    from cognition.api import open_memory
    from cognition.ui.app import build_app
    from cognition.ui.security import Secrets

    secrets_ = Secrets()
    sock = bind(args.port)
    port = sock.getsockname()[1]
    link = f"http://{HOST}:{port}/?token={secrets_.token}"
    app = build_app(open_memory(args.dir), secrets_)
    # The socket already listens: a browser opened now waits in its backlog, never refused.
    print(link, flush=True)
    if not args.no_browser:
        import webbrowser

        opened = webbrowser.open(link)
        print(
            "serving the memory browser; Ctrl-C stops it"
            if opened
            else "no browser found: open the URL above; Ctrl-C stops the server",
            file=sys.stderr,
            flush=True,
        )
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        lifespan="on",
        server_header=False,
        date_header=False,
    )
    try:
        uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    return 0
