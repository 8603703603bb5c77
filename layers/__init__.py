"""The data layer: records, schema and migrations, and the SQL plans both executors run.

Internal package; the public import surface is `cognition`.
"""
