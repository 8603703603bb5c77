"""A seeded generator of synthetic technical notes and queries, shared by the benchmarks."""

from __future__ import annotations

import random

SUBJECTS = [
    "the deploy script",
    "the auth service",
    "the billing worker",
    "the CI pipeline",
    "the Postgres schema",
    "the Redis cache",
    "the React dashboard",
    "the webhook handler",
    "the nightly backup",
    "the search index",
    "the rate limiter",
    "the feature flags",
    "the logging setup",
    "the Terraform module",
    "the Docker image",
    "the API gateway",
    "the payment retries",
    "the email queue",
    "the migrations",
    "the metrics exporter",
]
VERBS = [
    "must run",
    "was moved",
    "depends on",
    "breaks when",
    "is configured through",
    "times out after",
    "retries via",
    "is documented in",
    "is tested by",
    "caches results in",
    "reads secrets from",
    "logs to",
    "is owned by",
    "was rewritten in",
    "scales with",
]
OBJECTS = [
    "make ship",
    "the staging cluster",
    "environment variables",
    "a 30 second timeout",
    "exponential backoff",
    "docs/runbook.md",
    "pytest fixtures",
    "the shared volume",
    "Vault",
    "stdout as JSON",
    "the platform team",
    "Rust",
    "the queue depth",
    "a feature flag",
    "the read replica",
    "port 8443",
    "the nightly cron",
    "S3 buckets",
    "OpenTelemetry",
    "a lock file",
]
DETAILS = [
    "since the March outage",
    "after the last incident",
    "because of flaky tests",
    "to keep latency under 200 ms",
    "per the security review",
    "until the migration ends",
    "on every release",
    "only in production",
    "when traffic spikes",
    "for compliance",
]
LAYERS = ["fact", "fact", "experience", "decision"]


def notes(n: int, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        text = (
            f"{rng.choice(SUBJECTS).capitalize()} {rng.choice(VERBS)} {rng.choice(OBJECTS)} "
            f"{rng.choice(DETAILS)} (note {i})."
        )
        out.append(
            {
                "content": text,
                "layer": rng.choice(LAYERS),
                "importance": rng.randint(1, 5),
                "tags": rng.sample(["ops", "backend", "frontend", "infra", "db", "ci"], 2),
            }
        )
    return out


def queries(n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    return [f"how does {rng.choice(SUBJECTS)} handle {rng.choice(OBJECTS)}?" for _ in range(n)]
