"""layers.token_queries on PostgreSQL: the same plans, `%s` parameters and RETURNING for the
new id (PostgreSQL has no lastrowid)."""

from __future__ import annotations

from layers.plan import Plan, q_all, q_exec, q_one
from layers.token_queries import TokenRow, _row


def insert_token(
    name: str, scope: str, key: str, secret_hash: str, now: float, expires_at: float | None
) -> Plan[int]:
    new_id, _ = yield q_exec(
        "INSERT INTO token(name, scope, key, secret_hash, created_at, expires_at) "
        "VALUES (%s, %s, %s, %s, %s, %s) RETURNING id",
        (name, scope, key, secret_hash, now, expires_at),
    )
    return int(new_id)


def live_token_named(name: str) -> Plan[TokenRow | None]:
    row = yield q_one(
        "SELECT id, name, scope, key, secret_hash, created_at, expires_at, revoked_at "
        "FROM token WHERE name = %s AND revoked_at IS NULL",
        (name,),
    )
    return _row(row) if row else None


def token_by_key(key: str) -> Plan[TokenRow | None]:
    row = yield q_one(
        "SELECT id, name, scope, key, secret_hash, created_at, expires_at, revoked_at "
        "FROM token WHERE key = %s",
        (key,),
    )
    return _row(row) if row else None


def list_tokens(include_revoked: bool = False) -> Plan[list[TokenRow]]:
    rows = yield q_all(
        "SELECT id, name, scope, key, secret_hash, created_at, expires_at, revoked_at "
        "FROM token WHERE revoked_at IS NULL OR %s ORDER BY name, id",
        (include_revoked,),
    )
    return [_row(r) for r in rows]


def revoke(name_or_id: str, now: float) -> Plan[int]:
    """Revoke the live token of that name, or the token of that id; how many were revoked."""
    if name_or_id.isdigit():
        _, n = yield q_exec(
            "UPDATE token SET revoked_at = %s WHERE id = %s AND revoked_at IS NULL",
            (now, int(name_or_id)),
        )
    else:
        _, n = yield q_exec(
            "UPDATE token SET revoked_at = %s WHERE name = %s AND revoked_at IS NULL",
            (now, name_or_id),
        )
    return int(n)
