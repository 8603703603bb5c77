"""The user docs match the code: the generated references are current, every CLI command and
option and every MCP tool is documented, and the docs' relative links resolve.

docs/cli.md and docs/mcp-tools.md are generated too (`python docs/gen_reference.py`; `--check`
compares all three pages), but only their coverage is tested, so a reworded help text does not
fail the suite; configuration.md must match exactly.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from tests.conftest import ROOT

DOCS = ROOT / "docs"
# Pages the user docs link to that other work is still writing; drop a name once it lands.
PENDING: set[str] = set()  # every linked page exists now
USER_PAGES = [
    "README.md",
    "getting-started.md",
    "daily-use.md",
    "memory-model.md",
    "configuration.md",
    "cli.md",
    "mcp-tools.md",
    "troubleshooting.md",
]


def _gen():
    spec = importlib.util.spec_from_file_location("gen_reference", DOCS / "gen_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gen = _gen()


def sections(text: str) -> dict[str, str]:
    """{heading: body} for the level-2 headings of a markdown page."""
    parts = re.split(r"^## (.+)$", text, flags=re.MULTILINE)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


def test_configuration_reference_matches_the_code() -> None:
    committed = (DOCS / "configuration.md").read_text(encoding="utf-8")
    assert committed == gen.config_reference(), (
        "docs/configuration.md is out of date: run python docs/gen_reference.py"
    )


def test_every_setting_has_a_description() -> None:
    from cognition.config import SECTIONS

    missing = [
        f"{section}.{key}"
        for section, cls in SECTIONS.items()
        for key, text in gen.describe(section, cls).items()
        if not text.strip()
    ]
    assert not missing, (
        f"no description for {missing}: add a comment to the field or an "
        f"entry to DESCRIPTIONS in docs/gen_reference.py"
    )


def test_every_setting_and_env_var_is_in_the_reference() -> None:
    from cognition.config import SECTIONS, env_name

    text = (DOCS / "configuration.md").read_text(encoding="utf-8")
    body = sections(text)
    for section, cls in SECTIONS.items():
        assert f"[{section}]" in body, f"no section [{section}]"
        for f in cls.__dataclass_fields__:
            assert f"`{f}`" in body[f"[{section}]"]
            assert f"`{env_name(section, f)}`" in body[f"[{section}]"]


def test_every_cli_command_and_option_is_in_cli_md() -> None:
    from cognition.cli.main import build_parser

    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    body = sections(text)
    common = {s for a in gen.common_actions() for s in a.option_strings}
    for option in common:
        assert option in body["Common options"], f"{option} missing from Common options"
    for name, parser in gen._subcommands(build_parser()).items():
        section = body.get(f"cognimem {name}")
        assert section is not None, f"docs/cli.md has no section for `cognimem {name}`"
        for action in parser._actions:
            if action.dest == "help" or set(action.option_strings) & common:
                continue
            if action.option_strings:
                for option in action.option_strings:
                    assert re.search(rf"`{re.escape(option)}[ `]", section), (
                        f"`cognimem {name} {option}` is not in docs/cli.md"
                    )
            else:
                assert (
                    f"`{gen._meta(action)}`" in section or f"`[{gen._meta(action)}]`" in section
                ), f"argument {action.dest} of `cognimem {name}` is not in docs/cli.md"
    from cognition.claude_code.hooks import HOOKS

    for hook in HOOKS:
        assert f"`{hook}`" in body["cognimem hook"]


def test_every_mcp_tool_and_parameter_is_in_mcp_tools_md() -> None:
    pytest.importorskip("mcp")
    body = sections((DOCS / "mcp-tools.md").read_text(encoding="utf-8"))
    for tool in gen.mcp_tools():
        section = body.get(tool.name)
        assert section is not None, f"MCP tool {tool.name} is not in docs/mcp-tools.md"
        for param in tool.input_schema.get("properties", {}):
            assert f"`{param}`" in section, f"{tool.name}({param}) is not in docs/mcp-tools.md"


@pytest.mark.parametrize("page", USER_PAGES)
def test_relative_links_resolve(page: str) -> None:
    path = DOCS / page
    text = path.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        file = target.split("#", 1)[0]
        if file in PENDING and not (path.parent / file).exists():
            continue
        assert (path.parent / file).exists(), f"{page} links to {target}, which does not exist"


# Notes and fixtures that informed the design live outside this repository; nothing here may
# lean on them. (Benchmarks and the notebooks may read the LoCoMo data there: it cannot be
# copied in, and they say so and skip without it.)
OUTSIDE = re.compile(
    r"DESIGN\.md|cognitive-model(?:\.md)?|peers\.md|shared/(?:fixtures|real-client|docs)"
)
CITED_DOC = re.compile(r"docs/([a-z0-9_-]+\.md)")


def _source_files() -> list[Path]:
    skip = {".venv", "node_modules", ".git"}
    out = []
    for path in ROOT.rglob("*.py"):
        if not skip.intersection(path.relative_to(ROOT).parts):
            out.append(path)
    return out


def test_code_cites_only_documents_in_the_repository() -> None:
    problems = []
    for path in _source_files():
        if path.name == "test_docs.py":
            continue
        text = path.read_text(encoding="utf-8")
        for m in OUTSIDE.finditer(text):
            problems.append(f"{path.relative_to(ROOT)} cites {m.group(0)!r} (outside the repo)")
        data = path.relative_to(ROOT).parts[0] == "benchmarks"  # their texts are sample memories
        for name in [] if data else CITED_DOC.findall(text):
            if not (DOCS / name).exists():
                problems.append(f"{path.relative_to(ROOT)} cites docs/{name}, which does not exist")
    assert not problems, "\n".join(problems)
