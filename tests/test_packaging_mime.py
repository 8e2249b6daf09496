"""The deck file types of the desktop integration: the shared-mime-info XML that install.sh
installs, and the desktop entry that names them so a file manager opens deck files with the
app (issue 19)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

LINUX = Path(__file__).resolve().parents[1] / "packaging" / "linux"
APP_ID = "io.github.deckbuilder.Deckbuilder"
MIME = LINUX / f"{APP_ID}.mime.xml"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def _types() -> dict[str, ET.Element]:
    root = ET.parse(MIME).getroot()
    return {t.get("type", ""): t for t in root.findall("m:mime-type", NS)}


def test_deck_file_types_and_their_patterns() -> None:
    types = _types()
    globs = {t: [g.get("pattern") for g in e.findall("m:glob", NS)] for t, e in types.items()}
    assert globs["application/x-cockatrice-deck"] == ["*.cod"]
    assert globs["application/x-octgn-deck"] == ["*.o8d"]
    assert globs["application/x-mws-deck"] == ["*.dec"]
    for element in types.values():
        assert element.find("m:comment", NS) is not None
        assert element.find("m:comment[@{http://www.w3.org/XML/1998/namespace}lang='ru']",
                            NS) is not None


def test_the_desktop_entry_opens_every_deck_type() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    listed = [t for t in parser["Desktop Entry"]["MimeType"].split(";") if t]
    assert sorted(listed) == sorted(_types())
    assert "%F" in parser["Desktop Entry"]["Exec"]


def test_install_script_installs_the_types() -> None:
    script = (LINUX / "install.sh").read_text(encoding="utf-8")
    assert '"$HERE/$APP_ID.mime.xml" "$SHARE/mime/packages/$APP_ID.xml"' in script
    assert "update-mime-database" in script


@pytest.mark.skipif(shutil.which("update-mime-database") is None,
                    reason="update-mime-database not installed")
def test_update_mime_database_accepts_the_types(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(tmp_path / "mime")], check=True,
                   capture_output=True)
    for t in _types():
        assert (tmp_path / "mime" / f"{t}.xml").is_file(), t


def test_the_metainfo_names_the_deck_types_and_its_screenshots_exist() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert sorted(m.text or "" for m in root.findall("provides/mediatype")) == sorted(_types())
    # No screenshots are named until the project has a public address to serve them
    # from (tests/test_packaging_files.py refuses made-up addresses); the pictures are
    # made and kept in packaging/screenshots meanwhile.
    images = [i.text or "" for i in root.findall("screenshots/screenshot/image")]
    shots = LINUX.parent / "screenshots"
    assert sorted(p.name for p in shots.glob("*.png")) == ["deck-editor.png", "deck-image.png"]
    for url in images:
        path = shots / url.rsplit("/", 1)[-1]
        assert url.endswith(f"/packaging/screenshots/{path.name}") and path.is_file(), url
        assert path.read_bytes().startswith(b"\x89PNG\r\n")
