"""The parts MemorySystem (cognition.api) is composed of: the stores and their connections,
writing, reading, recall, vectors and the background linking of new memories."""
