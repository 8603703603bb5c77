"""A team memory: one store served to several people over MCP's HTTP transport, each with a
bearer token (tokens), who wrote what (authorship), the auth and the app around the MCP server
(http_app), and the prompt hook's read endpoint (surface_endpoint). docs/team.md tells how."""
