"""Activation and forgetting: pure ACT-R math, decay tiers, flashbulb stretching, and the pass."""
