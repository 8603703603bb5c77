"""The PostgreSQL backend: the same named operations as the SQLite modules of layers/, with
PostgreSQL SQL inside, an executor for a psycopg connection, and its own migrations.

psycopg is imported here only (the `[postgres]` extra): a SQLite store never loads it.
See docs/architecture.md, "A second backend".
"""
