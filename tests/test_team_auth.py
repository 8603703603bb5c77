"""BearerAuth, the team server's gate, as an ASGI app in process: what passes, what is refused
and how (401 with the reason, 503 when tokens cannot be checked, websockets closed)."""

from __future__ import annotations

import json

from cognition.mcp_server.access import CALLER_KEY
from cognition.team.http_app import BearerAuth
from cognition.team.tokens import Caller, Refusal
from tests.support.aio import run


class Check:
    def __init__(self, answer):
        self.answer, self.seen = answer, []

    def verify(self, token):
        self.seen.append(token)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


class Inner:
    def __init__(self):
        self.scopes = []

    async def __call__(self, scope, receive, send):
        self.scopes.append(scope)
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"{}"})


def call(check, scope_type="http", path="/mcp", headers=()):
    inner, sent = Inner(), []

    async def receive():
        return {"type": "http.request", "body": b""}

    async def send(message):
        sent.append(message)

    scope = {"type": scope_type, "path": path, "method": "POST", "headers": list(headers)}
    run(BearerAuth(inner, check)(scope, receive, send))
    return inner.scopes, sent


def status_and_body(sent):
    return sent[0]["status"], json.loads(sent[1]["body"]) if len(sent) > 1 else None


def test_a_valid_token_passes_with_its_caller_in_the_scope():
    check = Check(Caller("alice", "write"))
    scopes, sent = call(check, headers=[(b"authorization", b"Bearer cm_x")])
    assert check.seen == ["cm_x"] and sent[0]["status"] == 200
    assert scopes[0][CALLER_KEY] == Caller("alice", "write")


def test_a_refused_token_gets_401_with_the_reason_and_never_reaches_the_app():
    scopes, sent = call(Check(Refusal("the token of bob was revoked")))
    status, body = status_and_body(sent)
    assert scopes == [] and status == 401 and "revoked" in body["message"]
    assert (b"www-authenticate", b'Bearer realm="cognimem"') in sent[0]["headers"]


def test_a_broken_token_table_refuses_with_503_instead_of_letting_in():
    scopes, sent = call(Check(RuntimeError("disk I/O error")))
    status, body = status_and_body(sent)
    assert scopes == [] and status == 503 and "could not check tokens" in body["message"]


def test_health_needs_no_token_and_websockets_are_closed():
    check = Check(Refusal("no"))
    scopes, sent = call(check, path="/health")
    assert len(scopes) == 1 and sent[0]["status"] == 200 and check.seen == []
    scopes, sent = call(check, scope_type="websocket", path="/mcp")
    assert scopes == [] and sent == [{"type": "websocket.close", "code": 1008}]
