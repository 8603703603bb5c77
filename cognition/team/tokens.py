"""Bearer tokens of a team server: made from `secrets`, stored as a sha256 of the secret, checked
in constant time. A token reads `cm_<key>_<secret>`: the key finds the row (an index lookup), the
secret's hash is compared with hmac.compare_digest, so no timing tells how much of it matched."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from layers import token_queries as tq
from layers.errors import InvalidInput
from layers.plan import Plan

PREFIX = "cm"
DAY = 86400.0
_TOKEN = re.compile(r"^cm_([0-9a-f]{16})_([A-Za-z0-9_-]{20,100})$")
_NAME = re.compile(r"^[\w.@+-]{1,64}$")
RANK = {"read": 0, "write": 1, "admin": 2}


@dataclass(frozen=True, slots=True)
class Caller:
    """Who a request comes from: the token's name (the person) and what it may do."""

    name: str
    scope: str

    def may(self, needed: str) -> bool:
        return RANK[self.scope] >= RANK[needed]


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a token was refused, in words a person can act on."""

    reason: str


@dataclass(frozen=True, slots=True)
class NewToken:
    id: int
    name: str
    scope: str
    secret: str  # shown once, never stored
    expires_at: float | None


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def check_name(name: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name) or name.isdigit():
        raise InvalidInput(
            f"a token name is the person's name: 1-64 letters, digits or . _ @ + - and not "
            f"all digits (got {name!r})"
        )
    return name


def check_scope(scope: str) -> str:
    if scope not in tq.SCOPES:
        raise InvalidInput(f"scope must be one of {', '.join(tq.SCOPES)} (got {scope!r})")
    return scope


def create_plan(
    name: str, scope: str, now: float, expires_days: float | None, token_bytes: bytes
) -> Plan[NewToken]:
    """Store a new token for `name` (its randomness passed in: 40 bytes, from `secrets`)."""
    check_name(name)
    check_scope(scope)
    if expires_days is not None and not expires_days > 0:
        raise InvalidInput(f"--expires takes a number of days above 0 (got {expires_days})")
    if (yield from tq.live_token_named(name)) is not None:
        raise InvalidInput(
            f"{name} already has a live token; revoke it first (`cognimem token revoke {name}`)"
        )
    key, secret = token_bytes[:8].hex(), _urlsafe(token_bytes[8:])
    expires = None if expires_days is None else now + expires_days * DAY
    token_id = yield from tq.insert_token(name, scope, key, hash_secret(secret), now, expires)
    return NewToken(token_id, name, scope, f"{PREFIX}_{key}_{secret}", expires)


def _urlsafe(raw: bytes) -> str:
    import base64

    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def new_token_bytes() -> bytes:
    return secrets.token_bytes(40)


def verify_plan(presented: str | None, now: float) -> Plan[Caller | Refusal]:
    """The caller a bearer token stands for, or why it is refused."""
    if not presented:
        return Refusal("no bearer token: send the header 'Authorization: Bearer <token>'")
    match = _TOKEN.match(presented.strip())
    if not match:
        return Refusal("not a cognimem token (they look like cm_<16 hex>_<secret>)")
    row = yield from tq.token_by_key(match.group(1))
    if row is None or not hmac.compare_digest(row.secret_hash, hash_secret(match.group(2))):
        return Refusal("unknown token (check COGNIMEM_TEAM_TOKEN)")
    if row.revoked_at is not None:
        return Refusal(f"the token of {row.name} was revoked; ask an admin for a new one")
    if row.expires_at is not None and now >= row.expires_at:
        return Refusal(f"the token of {row.name} has expired; ask an admin for a new one")
    return Caller(row.name, row.scope)


def bearer(header: str | None) -> str | None:
    """The token of an `Authorization: Bearer <token>` header (None when there is none)."""
    if not header:
        return None
    kind, _, value = header.strip().partition(" ")
    return value.strip() if kind.lower() == "bearer" and value.strip() else None
