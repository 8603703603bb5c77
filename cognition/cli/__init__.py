"""The `cognimem` command line: the parser and every verb (cognition.cli.main is the entry).

Kept empty so that importing one command's module does not build the whole parser.
"""
