"""The team server's bearer tokens: create, find by their public key, list, revoke.

Plain portable SQL (no SQLite-only functions), so another backend runs the same plans. Only a
hash of each secret is stored; making secrets and comparing hashes is cognition.team.tokens'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from layers.plan import Plan, q_all, q_exec, q_one

SCOPES = ("read", "write", "admin")
_COLUMNS = "id, name, scope, key, secret_hash, created_at, expires_at, revoked_at"


@dataclass(frozen=True, slots=True)
class TokenRow:
    id: int
    name: str
    scope: str
    key: str
    secret_hash: str
    created_at: float
    expires_at: float | None
    revoked_at: float | None


def _row(row: Any) -> TokenRow:
    return TokenRow(*row)


def insert_token(
    name: str, scope: str, key: str, secret_hash: str, now: float, expires_at: float | None
) -> Plan[int]:
    rowid, _ = yield q_exec(
        "INSERT INTO token(name, scope, key, secret_hash, created_at, expires_at) "
        "VALUES (?,?,?,?,?,?)",
        (name, scope, key, secret_hash, now, expires_at),
    )
    return int(rowid)


def live_token_named(name: str) -> Plan[TokenRow | None]:
    row = yield q_one(
        f"SELECT {_COLUMNS} FROM token WHERE name = ? AND revoked_at IS NULL", (name,)
    )
    return _row(row) if row else None


def token_by_key(key: str) -> Plan[TokenRow | None]:
    row = yield q_one(f"SELECT {_COLUMNS} FROM token WHERE key = ?", (key,))
    return _row(row) if row else None


def list_tokens(include_revoked: bool = False) -> Plan[list[TokenRow]]:
    rows = yield q_all(
        f"SELECT {_COLUMNS} FROM token WHERE revoked_at IS NULL OR ? = 1 ORDER BY name, id",
        (1 if include_revoked else 0,),
    )
    return [_row(r) for r in rows]


def revoke(name_or_id: str, now: float) -> Plan[int]:
    """Revoke the live token of that name, or the token of that id; how many were revoked."""
    if name_or_id.isdigit():
        _, n = yield q_exec(
            "UPDATE token SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
            (now, int(name_or_id)),
        )
    else:
        _, n = yield q_exec(
            "UPDATE token SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL",
            (now, name_or_id),
        )
    return int(n)
