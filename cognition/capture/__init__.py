"""Capture: what of a conversation is worth remembering (candidates, appraisal), independent of
where the conversation came from (claude_code.transcript reads Claude Code's)."""
