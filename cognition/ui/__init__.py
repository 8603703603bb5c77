"""`cognimem ui`: a local memory browser (docs/ui.md).

A starlette app served by uvicorn on 127.0.0.1, rendered on the server (no JavaScript), with
every asset in this package. Nothing outside the `ui` command imports this package: the prompt
hook and the MCP server never pay for it.
"""
