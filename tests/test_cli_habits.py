"""What a new user types and reads (issue 18, item 6): the `neighbors` spelling, close-match
suggestions for mistyped commands, options and choices, `relate A B TYPE`, counts whose noun
agrees with the number, a tour that never cuts a word, and getting-started's from-source steps
run as written on a fresh home folder."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cognition.cli.output import _short, plural
from tests.support.cli import cli

ROOT = Path(__file__).resolve().parents[1]


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    return done.stdout


def two_memories(project: Path, env: dict) -> None:
    ok(cli(project, env, "remember", "Deploys go through make ship."))
    ok(cli(project, env, "remember", "The release train leaves on Thursdays."))


def test_neighbors_is_neighbours(project, env):
    two_memories(project, env)
    ok(cli(project, env, "relate", "1", "2", "led_to"))
    british = ok(cli(project, env, "neighbours", "1", "--json"))
    american = ok(cli(project, env, "neighbors", "1", "--json"))
    assert json.loads(american) == json.loads(british) and json.loads(british)


def test_relate_takes_the_type_as_a_third_word_or_as_an_option(project, env):
    two_memories(project, env)
    assert "#1 -led_to-> #2" in ok(cli(project, env, "relate", "1", "2", "led_to"))
    assert "#2 -supports-> #1" in ok(cli(project, env, "relate", "2", "1", "--type", "supports"))
    done = cli(project, env, "relate", "1", "2")
    assert done.returncode == 2
    assert "cognimem relate 1 2 TYPE" in done.stderr and "led_to" in done.stderr
    done = cli(project, env, "relate", "1", "2", "led_to", "--type", "supports")
    assert done.returncode == 2 and "two different types" in done.stderr


@pytest.mark.parametrize(
    "argv, wanted",
    [
        (["recal", "deploy"], "Did you mean recall"),
        (["neighbuors", "1"], "Did you mean neighbors or neighbours?"),
        (["remember", "x", "--importnace", "4"], "Did you mean --importance?"),
        (["recall", "x", "--limt", "3"], "Did you mean --limit?"),
        (["feedback", "1", "usefull"], "Did you mean useful?"),
    ],
)
def test_a_typo_gets_the_closest_match(project, env, argv, wanted):
    done = cli(project, env, *argv)
    assert done.returncode == 2 and wanted in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1  # one line, not the list of every command
    assert not (project / ".cognimem").exists()  # nothing ran


def test_counts_agree_with_their_number(project, env):
    ok(cli(project, env, "remember", "Deploys go through make ship."))
    stats = ok(cli(project, env, "stats"))
    assert "project: 1 memory (" in stats and "0 links, 1 vector, 0 meanings " in stats
    ok(cli(project, env, "remember", "The release train leaves on Thursdays."))
    assert "project: 2 memories (" in ok(cli(project, env, "stats"))
    assert [plural(n, "memory") for n in (0, 1, 2)] == ["0 memories", "1 memory", "2 memories"]
    assert plural(1, "archived memory") == "1 archived memory"
    assert plural(3, "candidate experience") == "3 candidate experiences"
    assert plural(2, "day") == "2 days"


@given(st.text(alphabet="ab c\u00e9", max_size=60), st.integers(min_value=2, max_value=40))
def test_short_cuts_between_words_only(text, n):
    flat = " ".join(text.split())
    out = _short(text, n)
    if out == flat:
        return
    assert out.endswith("…") and len(out) <= n
    kept = out[:-1]
    assert flat.startswith(kept)
    assert kept == "" or flat[len(kept)] == " " or len(kept.split()) == 1  # a whole word kept


def test_the_tour_never_cuts_a_word(project, env):
    data = json.loads(ok(cli(project, env, "tour", "--json")))
    contents = data["stored"]
    cut = [line for line in data["steps"] if line.endswith("…")]
    assert cut, "the tour's long memories are shown shortened"
    for line in cut:
        shown = re.sub(r"^\s*(stored #\d+ \[\w+\]|#\d+ score [\d.]+) +", "", line)[:-1]
        (full,) = [c for c in contents if c.startswith(shown)]
        assert full[len(shown)] == " ", f"{line!r} cuts a word of {full!r}"


def from_source_block() -> str:
    text = (ROOT / "docs" / "getting-started.md").read_text(encoding="utf-8")
    section = text.split("### c) From source", 1)[1]
    return section.split("```bash\n", 1)[1].split("```", 1)[0]


def test_getting_started_from_source_steps_work_on_a_fresh_home(tmp_path):
    """The block runs as written in a new HOME, with no ~/.local/bin yet. Two substitutions:
    the `pip install -e` line becomes an offline editable install of this checkout (tests never
    reach a package index; test_packaging installs the built wheel for real), and so the venv
    is made `--without-pip`, as that line was its pip's only use (ensurepip is ~9 s of CPU)."""
    block = from_source_block().replace("/path/to/cognimem", str(ROOT))
    lines = [line for line in block.splitlines() if line.strip()]
    assert any("pip install -e" in line for line in lines), block
    make_venv = "python3 -m venv ~/.venvs/cognimem"
    assert lines.count(make_venv) == 1, block
    lines[lines.index(make_venv)] = f"{make_venv} --without-pip"
    home = tmp_path / "home"
    home.mkdir()
    venv_python = home / ".venvs" / "cognimem" / "bin" / "python"
    offline = (
        f'echo "{ROOT}" > "$({venv_python} -c "import sysconfig; '
        f"print(sysconfig.get_paths()['purelib'])\")/cognimem-checkout.pth\" && "
        f'echo "{sysconfig.get_paths()["purelib"]}" >> "$({venv_python} -c "import sysconfig; '
        f"print(sysconfig.get_paths()['purelib'])\")/cognimem-checkout.pth\" && "
        f"printf '#!{venv_python}\\nimport sys\\nfrom cognition.entry import main\\n"
        f"sys.exit(main())\\n' > {venv_python.parent}/cognimem && "
        f"chmod +x {venv_python.parent}/cognimem"
    )
    script = "\n".join(offline if "pip install -e" in line else line for line in lines)
    env = {
        "HOME": str(home),
        "PATH": f"{home}/.local/bin:/usr/local/bin:/usr/bin:/bin",
        "COGNIMEM_HOME": str(home / ".cognimem"),
        "LANG": os.environ.get("LANG", "C.UTF-8"),
    }
    python_dir = str(Path(sys.base_prefix) / "bin")
    env["PATH"] += f":{python_dir}"
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, f"{script}\n{done.stdout}\n{done.stderr}"
    assert "Three layers" in done.stdout
    assert (home / ".local" / "bin" / "cognimem").is_symlink()
