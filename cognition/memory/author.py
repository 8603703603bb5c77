"""Who is writing: the person a team server authenticated for the request being served.

A context variable, because one server process writes for many people at once: each request
runs in its own task, which sets it (cognition.mcp_server's tools) and every memory that task
stores records it. Local writes (CLI, stdio server, hooks) leave it unset: author NULL, which
docs/team.md explains."""

from __future__ import annotations

import contextvars

AUTHOR: contextvars.ContextVar[str | None] = contextvars.ContextVar("cognimem_author", default=None)
