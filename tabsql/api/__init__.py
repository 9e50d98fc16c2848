"""The HTTP API (../shared/CONTRACT.md, "HTTP API"): FastAPI app, API keys, limits, server."""
