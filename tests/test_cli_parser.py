"""A command builds only the parsers of its own module (cognition.cli.main.VERB_MODULE): the
table must name every verb's module, and what a command parses, prints for --help or says about
a mistake must not change with it."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io

import pytest

from cognition.cli import main as cli_main
from cognition.cli.main import (
    COMMAND_MODULES,
    VERB_MODULE,
    build_parser,
    requested_verb,
    sub_parser,
)


def registered_verbs(module: str) -> list[str]:
    """Every verb and alias `module` registers."""
    verbs: list[str] = []
    sub = argparse.ArgumentParser().add_subparsers()

    def add(name, fn, help_, aliases=()):
        verbs.extend([name, *aliases])
        return sub.add_parser(name, aliases=list(aliases))

    importlib.import_module(module).register(add)
    return verbs


def test_the_table_names_the_module_of_every_verb_and_nothing_else():
    found = {verb: module for module in COMMAND_MODULES for verb in registered_verbs(module)}
    assert VERB_MODULE == found


def test_the_full_parser_lists_every_verb_of_the_table():
    parser = build_parser()
    assert all(sub_parser(parser, verb) is not None for verb in VERB_MODULE)


@pytest.mark.parametrize("verb", sorted(VERB_MODULE))
def test_a_verb_alone_has_the_same_help_as_in_the_full_parser(verb):
    alone, full = sub_parser(build_parser(verb), verb), sub_parser(build_parser(), verb)
    assert alone is not None and full is not None
    assert alone.format_help() == full.format_help()
    assert alone.prog == full.prog


@pytest.mark.parametrize(
    "argv",
    [
        ["remember", "deploys go through make ship", "--layer", "fact", "--tag", "x", "--json"],
        ["recall", "how do we deploy", "--limit", "3", "--explain"],
        ["show", "5000", "--json"],
        ["neighbors", "3"],
        ["forget", "2", "--delete"],
        ["pin", "1"],
        ["config", "set", "recall.limit", "7"],
        ["doctor"],
        ["show", "1", "--no-such-option"],
    ],
)
def test_a_verb_alone_parses_as_the_full_parser_does(argv):
    alone = build_parser(requested_verb(argv)).parse_known_args(argv)
    full = build_parser().parse_known_args(argv)
    assert (vars(alone[0]), alone[1]) == (vars(full[0]), full[1])


@pytest.mark.parametrize(
    ("argv", "verb"),
    [
        (["show", "1"], "show"),
        (["--help"], None),
        (["--version"], None),
        ([], None),
        (["recal", "x"], "recal"),  # unknown: not in the table, so every parser is built
    ],
)
def test_requested_verb(argv, verb):
    assert requested_verb(argv) == verb


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli_main.main(argv)
        except SystemExit as exc:  # --help and --version exit inside argparse
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def test_help_and_a_mistyped_verb_still_see_every_command():
    code, out, _ = run(["--help"])
    assert code == 0
    assert all(verb in out for verb in ("remember", "doctor", "backup", "ui", "token"))
    code, _, err = run(["neighbuors", "1"])
    assert code == 2 and "Did you mean neighbors or neighbours?" in err


def test_a_command_help_is_printed_from_its_own_module():
    code, out, _ = run(["show", "--help"])
    assert code == 0 and out.startswith("usage: cognimem show")


def verbs_of(parser: argparse.ArgumentParser) -> set[str]:
    """Every verb and alias `parser` has a sub-parser for."""
    assert parser._subparsers is not None
    return {verb for action in parser._subparsers._group_actions for verb in action.choices}


@pytest.mark.parametrize("verb", ["recall", "remember", "show", "neighbors", "config"])
def test_a_known_verb_builds_its_own_parser_only(verb):
    alone = verbs_of(build_parser(verb))
    assert verb in alone
    assert alone <= {"neighbours", "neighbors"} if verb == "neighbors" else alone == {verb}


def test_help_lists_every_command_as_the_full_parser_does():
    code, out, _ = run(["--help"])
    assert code == 0
    assert out == build_parser().format_help()
    assert verbs_of(build_parser()) == set(VERB_MODULE)


@pytest.mark.parametrize("columns", ["", "60", "200", "junk"])
def test_help_is_wrapped_as_argparse_would_without_importing_shutil(monkeypatch, columns):
    """The CLI's formatter finds the terminal's width itself (argparse's imports shutil for
    every argument added); the help it prints is argparse's, to the character."""
    import argparse

    from cognition.cli.output import _Parser

    monkeypatch.setenv("COLUMNS", columns)
    texts = []
    for cls in (_Parser, argparse.ArgumentParser):
        p = cls(prog="cognimem-test", description="A description long enough to wrap. " * 6)
        p.add_argument("query", help="what to look for, in words; the longer the better " * 3)
        p.add_argument("--limit", type=int, default=10, help="how many hits at most " * 4)
        texts.append(p.format_help())
    assert texts[0] == texts[1]
