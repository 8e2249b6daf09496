"""Where the app's bundled files are."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The bundled ``resources`` folder: inside the installed package, or at the top of a
    source checkout (editable install or running from the repository)."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "catalogs").is_dir():
            return candidate
    raise FileNotFoundError("the bundled resources folder is missing; reinstall Deckbuilder")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
