"""The MCP server's parts (server.py, at the top, assembles them): the tools, their outputs,
the store opened on first use, and the plumbing around the SDK. Nothing here writes to stdout,
and nothing imports the memory API before the first tool call (initialize answers fast)."""
