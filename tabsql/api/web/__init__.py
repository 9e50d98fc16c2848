"""The web page at ``/`` for people who do not write code: a Jinja2-rendered page and its plain
script and style sheet, all shipped in the package (the machine may have no internet).

The page keeps the API key in sessionStorage and calls the same /v1 API as every other client,
so it sees exactly what the key sees. A Content-Security-Policy allows nothing from another host.
"""
from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from starlette.datastructures import MutableHeaders

from tabsql import __version__

HERE = Path(__file__).parent
STATIC = "/assets"
CSP = ("default-src 'self'; img-src 'self' blob: data:; script-src 'self'; style-src 'self'; "
       "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
# What each status means, in plain words, shown above the answer text.
STATUS_WORDS = {
    "answered": "Answered from the cells cited below.",
    "not_found": "The documents your key can see do not hold this answer.",
    "ambiguous": "Several different answers fit this question. Choose a reading to ask again:",
    "error": "The question could not be answered because of an error.",
}

templates = Jinja2Templates(directory=HERE / "templates")


# /docs and /redoc (fastapi-offline) start their viewers with an inline script; ReDoc's footer links
# a logo on its CDN, which this policy keeps the browser from fetching.
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'; base-uri 'none'")


def register(app: FastAPI) -> None:
    app.mount(STATIC, StaticFiles(directory=HERE / "static"), name="web-assets")
    docs_pages = {app.docs_url, app.redoc_url, "/docs", "/redoc"} - {None}

    app.add_middleware(DocsPolicy, paths=docs_pages)

    @app.get("/", include_in_schema=False)
    async def index(request: Request) -> Response:
        response = templates.TemplateResponse(
            request, "index.html", {"version": __version__, "static": STATIC, "status_words": STATUS_WORDS})
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response


class DocsPolicy:
    """Sets ``DOCS_CSP`` on the responses of the docs pages. Plain ASGI: every request passes
    through here, and a ``BaseHTTPMiddleware`` would cost each one a task group and a stream."""

    def __init__(self, app, paths: set[str]):
        self.app = app
        self.paths = paths

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["path"] not in self.paths:
            return await self.app(scope, receive, send)

        async def with_policy(message):
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message)["Content-Security-Policy"] = DOCS_CSP
            await send(message)

        await self.app(scope, receive, with_policy)
