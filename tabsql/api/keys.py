"""API keys: stored hashed in the catalog database, each with the document groups it may see.

A key reads ``tsq_<id>_<secret>``. Only ``sha256("<id>:<secret>")`` is stored, under ``id``, so
a leaked database does not leak usable keys, and a lookup needs one indexed row.
"""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from datetime import datetime, timezone
from typing import Any

import duckdb
from pydantic import BaseModel

TABLE = "api_keys"
_KEY_RE = re.compile(r"^tsq_([0-9a-f]{16})_([A-Za-z0-9_-]{20,100})$")
_GROUP_RE = re.compile(r"^[^\s,][^,]{0,99}$")


class KeyRecord(BaseModel):
    """What is stored about a key (never the key itself)."""

    id: str
    groups: list[str]
    created_at: datetime
    revoked_at: datetime | None = None


def _con(catalog: Any):
    """The DuckDB connection (or cursor) of a Catalog, or a connection passed directly."""
    return getattr(catalog, "con", catalog)


def _hash(key_id: str, secret: str) -> str:
    return hashlib.sha256(f"{key_id}:{secret}".encode()).hexdigest()


def ensure_table(catalog: Any) -> None:
    _con(catalog).execute(
        f"CREATE TABLE IF NOT EXISTS {TABLE} (id VARCHAR PRIMARY KEY, key_hash VARCHAR NOT NULL, "
        "groups VARCHAR[] NOT NULL, created_at TIMESTAMPTZ NOT NULL, revoked_at TIMESTAMPTZ)"
    )


def clean_groups(groups: list[str] | str) -> list[str]:
    """Group names from a list or a comma-separated string; raises ValueError on a bad name."""
    items = groups.split(",") if isinstance(groups, str) else groups
    out: list[str] = []
    for g in items:
        g = g.strip()
        if not g:
            continue
        if not _GROUP_RE.match(g) or not g.isprintable():
            raise ValueError(f"invalid group name: {g!r}")
        if g not in out:
            out.append(g)
    return out


def create_key(catalog: Any, groups: list[str] | str) -> tuple[str, KeyRecord]:
    """A new key for these groups; the key is returned once and only its hash is kept."""
    names = clean_groups(groups)
    if not names:
        raise ValueError("a key needs at least one group")
    ensure_table(catalog)
    key_id = secrets.token_hex(8)
    secret = secrets.token_urlsafe(32)
    record = KeyRecord(id=key_id, groups=names, created_at=datetime.now(timezone.utc))
    _con(catalog).execute(
        f"INSERT INTO {TABLE} VALUES (?, ?, ?, ?, NULL)",
        [key_id, _hash(key_id, secret), names, record.created_at],
    )
    return f"tsq_{key_id}_{secret}", record


def list_keys(catalog: Any) -> list[KeyRecord]:
    ensure_table(catalog)
    rows = _con(catalog).execute(
        f"SELECT id, groups, created_at, revoked_at FROM {TABLE} ORDER BY created_at, id"
    ).fetchall()
    return [KeyRecord(id=r[0], groups=list(r[1]), created_at=r[2], revoked_at=r[3]) for r in rows]


def revoke_key(catalog: Any, key_id: str) -> bool:
    """Revoke a key by its id; False when there is no such active key."""
    ensure_table(catalog)
    found = _con(catalog).execute(
        f"UPDATE {TABLE} SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL RETURNING id",
        [datetime.now(timezone.utc), key_id],
    ).fetchall()
    return bool(found)


def lookup(catalog: Any, key: str) -> list[str] | None:
    """The groups of an active key, or None for an unknown, malformed or revoked key."""
    m = _KEY_RE.match(key or "")
    if not m:
        return None
    key_id, secret = m.groups()
    try:
        row = _con(catalog).execute(
            f"SELECT key_hash, groups FROM {TABLE} WHERE id = ? AND revoked_at IS NULL", [key_id]
        ).fetchone()
    except duckdb.CatalogException:  # no key table yet: no key was ever created
        return None
    if row is None or not hmac.compare_digest(row[0], _hash(key_id, secret)):
        return None
    return list(row[1])
