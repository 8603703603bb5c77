"""Everything specific to Claude Code: its hooks, `cognimem init` and `cognimem doctor`, and
reading its session transcripts."""
