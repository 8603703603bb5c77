"""Work on a store besides remembering and recalling: the decay pass, consolidation, export and
import, and the optional LLM backends those and the write judge use."""
