"""Bringing memories up: query text, embedders, search, fusion, ranking, and context budgets."""
