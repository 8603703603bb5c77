"""The error types cognimem raises on purpose. Everything user-facing derives from CognimemError."""


class CognimemError(Exception):
    """Base of every error cognimem raises on purpose; the message is meant for the user."""


class InvalidInput(CognimemError, ValueError):
    """The caller passed something not allowed; the message says what and what is allowed."""


class NotFound(InvalidInput, LookupError):
    """An id that no memory has."""


class StoreError(CognimemError):
    """The store file cannot be used (corrupt, unreadable, too new); names the file and the fix."""
