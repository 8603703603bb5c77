"""The real-client tests' Messages API stand-in (tests/support/messages_api_stub.py): its script
is read right, or the end-to-end tests would assert on the wrong conversation."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from tests.support.messages_api_stub import parse_call, reply_block, scripted_call, sse_events


def test_a_call_with_nested_json_and_braces_in_strings_is_read_whole():
    text = 'please CALL:mcp__memory__remember {"content": "a } b", "extra": {"k": [1, 2]}} ok'
    assert parse_call(text) == (
        "mcp__memory__remember",
        {"content": "a } b", "extra": {"k": [1, 2]}},
    )


def test_text_without_a_well_formed_call_asks_for_none():
    assert parse_call("CALL:tool not json") is None
    assert parse_call("no call here") is None


def test_the_call_is_answered_once_then_the_model_speaks():
    ask = {"role": "user", "content": [{"type": "text", "text": 'CALL:t {"a": 1}'}]}
    result = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "x"}]}
    assert scripted_call({"messages": [ask]}) == ("t", {"a": 1})
    assert scripted_call({"messages": [ask, {"role": "assistant"}, result]}) is None
    block, stop = reply_block({"messages": [ask]}, 7, "hi")
    assert (block["type"], block["name"], stop) == ("tool_use", "t", "tool_use")
    assert reply_block({"messages": []}, 8, "hi") == ({"type": "text", "text": "hi"}, "end_turn")


@given(st.dictionaries(st.text(max_size=5), st.integers() | st.text(max_size=8), max_size=4))
def test_any_json_object_survives_the_call_and_the_stream(arguments):
    text = f"CALL:mcp__x__y {json.dumps(arguments)}"
    assert parse_call(text) == ("mcp__x__y", arguments)
    block, stop = reply_block({"messages": [{"role": "user", "content": text}]}, 1, "r")
    events = sse_events({"id": "m"}, block, stop)
    delta = json.loads(events[2].split("data: ", 1)[1])["delta"]
    assert json.loads(delta["partial_json"]) == arguments
