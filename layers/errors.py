"""The error types cognimem raises on purpose. Everything user-facing derives from CognimemError.

The driver's own error types are named here too, so code outside layers/ can catch them
without importing the driver.
"""

import sqlite3

# Any error of the database driver, and the ones for a file it found damaged or unreadable.
DriverError = sqlite3.Error
DatabaseError = sqlite3.DatabaseError
OperationalError = sqlite3.OperationalError


class CognimemError(Exception):
    """Base of every error cognimem raises on purpose; the message is meant for the user."""


class InvalidInput(CognimemError, ValueError):
    """The caller passed something not allowed; the message says what and what is allowed."""


class NotFound(InvalidInput, LookupError):
    """An id that no memory has."""


class StoreError(CognimemError):
    """The store file cannot be used (corrupt, unreadable, too new); names the file and the fix."""


class StoreReadOnly(StoreError):
    """The store (or the folder it belongs in) is not writable: it can be read, not changed."""


class StoreMissing(StoreError):
    """A store that had backups is gone (a `git clean -x`?): restore it or start afresh."""
