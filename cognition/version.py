"""The one place cognimem's version is written: the build (pyproject's dynamic version), the CLI's
`--version`, the MCP server's handshake and the Claude Code plugin's manifest all read it (a test
holds the plugin files to it)."""

__version__ = "0.2.0"
