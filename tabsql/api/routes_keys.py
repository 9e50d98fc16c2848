"""Keys over HTTP, so a team manages keys while the server holds the database: an admin key
(`tabsql keys create --admin`) creates, lists and revokes keys; any other key gets 403. A revoked
key fails on its next request: the service forgets every key it has seen when one is revoked.
"""
from __future__ import annotations

from typing import Any, Callable

from fastapi import Depends, FastAPI
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException

from tabsql.api import keys


class KeyRequest(BaseModel):
    model_config = ConfigDict(strict=True)

    groups: list[str] = Field(description="The document groups the new key may see.")
    admin: bool = Field(False, description="Whether the new key may manage keys too.")


class NewKey(BaseModel):
    id: str
    key: str = Field(description="Shown once; only its hash is stored.")
    groups: list[str]
    admin: bool = False


class KeyItem(BaseModel):
    id: str
    groups: list[str]
    admin: bool
    created_at: str
    revoked_at: str | None


class KeyList(BaseModel):
    keys: list[KeyItem]


class Me(BaseModel):
    id: str
    groups: list[str]
    admin: bool


def register(app: FastAPI, caller: Callable, service: Callable, in_thread: Callable) -> None:
    """Add /v1/me and /v1/keys to the app; ``caller`` is its key dependency (a Caller)."""

    def admin_only(who: Any = Depends(caller)) -> Any:
        if not who.admin:
            raise HTTPException(403, "managing keys needs an admin key (tabsql keys create --admin)")
        return who

    def on_cursor(fn: Callable[..., Any], *args: Any) -> Any:
        cur = service().cursor()
        try:
            return fn(cur, *args)
        finally:
            cur.close()

    @app.get("/v1/me", tags=["keys"], response_model=Me)
    async def me(who: Any = Depends(caller)) -> dict:
        """The calling key: its id, its groups and whether it is an admin key."""
        return {"id": who.key_id, "groups": who.groups, "admin": who.admin}

    @app.post("/v1/keys", tags=["keys"], response_model=NewKey)
    async def create(body: KeyRequest, who: Any = Depends(admin_only)) -> dict:
        """Create a key (admin only); the key is in this answer and nowhere else."""
        try:
            key, record = await in_thread(on_cursor, keys.create_key, body.groups, body.admin)
        except ValueError as exc:
            raise HTTPException(400, str(exc)) from None
        return {"id": record.id, "key": key, "groups": record.groups, "admin": record.admin}

    @app.get("/v1/keys", tags=["keys"], response_model=KeyList)
    async def list_all(who: Any = Depends(admin_only)) -> dict:
        """Every key's id, groups and dates (admin only; never the keys themselves)."""
        records = await in_thread(on_cursor, keys.list_keys)
        return {"keys": [r.model_dump(mode="json") for r in records]}

    @app.delete("/v1/keys/{key_id}", tags=["keys"], status_code=204)
    async def revoke(key_id: str, who: Any = Depends(admin_only)) -> Response:
        """Revoke a key (admin only); it fails from its next request on."""
        if not await in_thread(service().revoke_key, key_id):
            return JSONResponse({"error": f"no active key with id {key_id!r}"}, status_code=404)
        return Response(status_code=204)
