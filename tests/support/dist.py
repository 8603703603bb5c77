"""Build cognimem's wheel and sdist offline, and install the wheel into a fresh venv.

The build runs `python -m build --no-isolation` with the test venv's own setuptools (the
`release` extra: build, setuptools>=77), so it needs no index. The fresh venv gets the wheel with
`--no-deps` and borrows the test venv's third-party packages through a .pth line that comes
after its own site-packages: the `cognition` it imports is the wheel's, never the checkout's.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def missing_build_tools() -> str | None:
    """Why the offline build cannot run here, or None when it can."""
    if importlib.util.find_spec("build") is None:
        return "the `build` package is missing (pip install -e '.[release]')"
    try:
        import setuptools
    except ImportError:
        return "setuptools is missing (pip install -e '.[release]')"
    major = int(setuptools.__version__.split(".")[0])
    if major < 77:
        return (
            f"setuptools {setuptools.__version__} < 77 cannot build (pip install -e '.[release]')"
        )
    return None


def build_dists(out_dir: Path) -> tuple[Path, Path]:
    """(wheel, sdist) built from the checkout; the wheel is built from the sdist, as `build` does."""
    out_dir.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out_dir), str(ROOT)],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=600,
    )
    if done.returncode != 0:
        raise RuntimeError(f"python -m build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    (wheel,) = out_dir.glob("cognimem-*.whl")
    (sdist,) = out_dir.glob("cognimem-*.tar.gz")
    return wheel, sdist


def shared_dists(folder: Path) -> tuple[Path, Path]:
    """build_dists once into `folder` for every test that asks (a build is ~5 s of CPU): the
    first builds under a lock, the others (other xdist workers too) wait and read the files.
    No test changes them."""
    import fcntl

    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "dist"
    with open(folder / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (folder / "built").exists():
            (wheel,) = out.glob("cognimem-*.whl")
            (sdist,) = out.glob("cognimem-*.tar.gz")
            return wheel, sdist
        shutil.rmtree(out, ignore_errors=True)  # what a failed build may have left
        wheel, sdist = build_dists(out)
        (folder / "built").touch()
        return wheel, sdist


def purelib(python: Path) -> Path:
    out = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return Path(out.stdout.strip())


def fresh_venv_with(wheel: Path, venv: Path) -> Path:
    """A new venv holding only the wheel (no deps installed); returns its bin folder."""
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120
    )
    python = venv / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps"]
        + ["--no-index", str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    # After the venv's own site-packages (the "zz" sorts last), so the wheel's modules win.
    own = purelib(python)
    (own / "zz-test-venv-deps.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    return venv / "bin"
