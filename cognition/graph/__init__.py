"""The relation graph: typed links between memories, decision chains, code anchors, and the
cached networkx view of a store (networkx is imported only by store_graph and decisions)."""
