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
DEFAULT_GROUP = "default"  # of documents and keys created without --groups
_KEY_RE = re.compile(r"^tsq_([0-9a-f]{16})_([A-Za-z0-9_-]{20,100})$")
_GROUP_RE = re.compile(r"^[^\s,][^,]{0,99}$")


class KeyRecord(BaseModel):
    """What is stored about a key (never the key itself)."""

    id: str
    groups: list[str]
    admin: bool = False  # may manage keys over HTTP (/v1/keys)
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
    _con(catalog).execute(f"ALTER TABLE {TABLE} ADD COLUMN IF NOT EXISTS admin BOOLEAN DEFAULT false")


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


def create_key(catalog: Any, groups: list[str] | str, admin: bool = False) -> tuple[str, KeyRecord]:
    """A new key for these groups (an admin key also manages keys); the key is returned once and
    only its hash is kept."""
    names = clean_groups(groups)
    if not names:
        raise ValueError("a key needs at least one group")
    ensure_table(catalog)
    key_id = secrets.token_hex(8)
    secret = secrets.token_urlsafe(32)
    record = KeyRecord(id=key_id, groups=names, admin=admin, created_at=datetime.now(timezone.utc))
    _con(catalog).execute(
        f"INSERT INTO {TABLE} (id, key_hash, groups, created_at, revoked_at, admin) VALUES (?, ?, ?, ?, NULL, ?)",
        [key_id, _hash(key_id, secret), names, record.created_at, admin],
    )
    return f"tsq_{key_id}_{secret}", record


def list_keys(catalog: Any) -> list[KeyRecord]:
    ensure_table(catalog)
    rows = _con(catalog).execute(
        f"SELECT id, groups, created_at, revoked_at, admin FROM {TABLE} ORDER BY created_at, id"
    ).fetchall()
    return [KeyRecord(id=r[0], groups=list(r[1]), created_at=r[2], revoked_at=r[3], admin=bool(r[4]))
            for r in rows]


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
    record = lookup_record(catalog, key)
    return record.groups if record else None


def lookup_record(catalog: Any, key: str) -> KeyRecord | None:
    """An active key's record, or None for an unknown, malformed or revoked key (read on every
    request, so a revocation takes effect at once)."""
    m = _KEY_RE.match(key or "")
    if not m:
        return None
    key_id, secret = m.groups()
    try:
        row = _con(catalog).execute(
            f"SELECT key_hash, groups, created_at, admin FROM {TABLE} WHERE id = ? AND revoked_at IS NULL",
            [key_id]).fetchone()
    except duckdb.CatalogException:  # no key table yet: no key was ever created
        return None
    if row is None or not hmac.compare_digest(row[0], _hash(key_id, secret)):
        return None
    return KeyRecord(id=key_id, groups=list(row[1]), created_at=row[2], admin=bool(row[3]))
