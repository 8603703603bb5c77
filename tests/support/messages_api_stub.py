"""A scripted stand-in for the Anthropic Messages API on loopback, for the real-client tests.

The real Claude Code CLI talks to it through ANTHROPIC_BASE_URL and does everything else for
real (hooks, MCP servers, tool calls, transcript). The stand-in plays the model:

- Every POST to /v1/messages is saved verbatim as <log-dir>/NNN-request.json (NNN counts every
  POST, saved or not, so numbers can have gaps): that body is exactly what a model would read.
- The newest user turn may script one tool call: `CALL:<tool name> <JSON object>` answers with a
  tool_use block for that tool, until a tool_result has come back; after that, and for every
  request without a script, the answer is the text given by --reply.
- Token counting (/v1/messages/count_tokens) and any other POST get a small fixed count.
- Streaming requests (`"stream": true`) get the server-sent events the SDK expects; the others
  one JSON message.

Run: python messages_api_stub.py --port PORT --log-dir DIR [--reply TEXT]. Standard library
only; it binds 127.0.0.1 and nothing else.
"""

from __future__ import annotations

import argparse
import itertools
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

MARKER = "CALL:"


def text_of(content: Any) -> str:
    """The text blocks of a message's content (a plain string counts as one block)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    return "\n".join(
        str(b.get("text", "")) for b in content if isinstance(b, dict) and b.get("type") == "text"
    )


def parse_call(text: str) -> tuple[str, dict[str, Any]] | None:
    """The first well-formed `CALL:<tool> {json}` in text, or None.

    The JSON is read with a real decoder, so nested objects and braces inside strings work.
    """
    decoder = json.JSONDecoder()
    start = text.find(MARKER)
    while start != -1:
        rest = text[start + len(MARKER) :]
        name, _, tail = rest.partition(" ")
        stripped = tail.lstrip()
        if name and stripped.startswith("{"):
            try:
                value, _ = decoder.raw_decode(stripped)
            except ValueError:
                value = None
            if isinstance(value, dict):
                return name.strip(), value
        start = text.find(MARKER, start + len(MARKER))
    return None


def scripted_call(request: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """The tool call the conversation asks for, unless its result already came back."""
    wanted = None
    for message in request.get("messages") or []:
        if not isinstance(message, dict):
            continue
        content = message.get("content")
        if isinstance(content, list) and any(
            isinstance(b, dict) and b.get("type") == "tool_result" for b in content
        ):
            wanted = None  # the call was answered: from here on the model speaks
        if message.get("role") == "user":
            wanted = parse_call(text_of(content)) or wanted
    return wanted


def reply_block(request: dict[str, Any], serial: int, reply: str) -> tuple[dict[str, Any], str]:
    """(content block, stop reason) of the answer to one request."""
    call = scripted_call(request)
    if call is not None:
        name, arguments = call
        return {
            "type": "tool_use",
            "id": f"toolu_stub_{serial:04d}",
            "name": name,
            "input": arguments,
        }, "tool_use"
    return {"type": "text", "text": reply}, "end_turn"


def sse_events(message: dict[str, Any], block: dict[str, Any], stop: str) -> list[str]:
    """The streamed form of one message with one content block."""
    if block["type"] == "tool_use":
        opening = {**block, "input": {}}
        delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
    else:
        opening = {"type": "text", "text": ""}
        delta = {"type": "text_delta", "text": block["text"]}
    events = [
        ("message_start", {"type": "message_start", "message": message}),
        (
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": opening},
        ),
        ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 2},
            },
        ),
        ("message_stop", {"type": "message_stop"}),
    ]
    return [f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events]


class StubHandler(BaseHTTPRequestHandler):
    log_dir = Path(".")
    reply = "OK-FAKE-REPLY"
    serials = itertools.count()
    serial_lock = threading.Lock()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base signature
        pass  # keep the test output clean

    def _json(self, payload: dict[str, Any]) -> None:
        body = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_HEAD(self) -> None:
        self.send_response(200)
        self.end_headers()

    def do_GET(self) -> None:
        self.send_response(404)
        self.send_header("content-length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        raw = self.rfile.read(int(self.headers.get("content-length") or 0))
        with self.serial_lock:
            serial = next(self.serials)
        path = self.path.split("?", 1)[0]
        if path != "/v1/messages":
            self._json({"input_tokens": 10})
            return
        (self.log_dir / f"{serial:03d}-request.json").write_bytes(raw)
        try:
            request = json.loads(raw or b"{}")
        except ValueError:
            request = {}
        block, stop = reply_block(request, serial, self.reply)
        message = {
            "id": f"msg_stub_{serial}",
            "type": "message",
            "role": "assistant",
            "model": request.get("model", "stub"),
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 1},
        }
        if not request.get("stream"):
            self._json({**message, "content": [block], "stop_reason": stop})
            return
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.end_headers()
        for chunk in sse_events(message, block, stop):
            self.wfile.write(chunk.encode())
            self.wfile.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--log-dir", type=Path, required=True)
    parser.add_argument("--reply", default="OK-FAKE-REPLY")
    args = parser.parse_args()
    args.log_dir.mkdir(parents=True, exist_ok=True)
    StubHandler.log_dir, StubHandler.reply = args.log_dir, args.reply
    ThreadingHTTPServer(("127.0.0.1", args.port), StubHandler).serve_forever()


if __name__ == "__main__":
    main()
