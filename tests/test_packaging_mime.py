"""The deck file types of the desktop integration: the shared-mime-info XML that install.sh
installs, and the desktop entry that names them so a file manager opens deck files with the
app (issue 19)."""

from __future__ import annotations

import configparser
import os
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


FREEDESKTOP = Path("/usr/share/mime/packages/freedesktop.org.xml")


@pytest.mark.skipif(shutil.which("update-mime-database") is None or shutil.which("gio") is None
                    or not FREEDESKTOP.is_file(),
                    reason="shared-mime-info or gio not installed")
def test_a_deck_json_file_is_a_deckbuilder_deck_to_the_desktop(tmp_path: Path) -> None:
    # Beside freedesktop.org's own types, as on a desktop: there *.json names every JSON
    # file application/json and a glob match beats any content match, so only a glob of
    # our own, weighted above *.json's, makes a deck file ours (issue 31.9).
    packages = tmp_path / "share" / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(FREEDESKTOP, packages / "freedesktop.org.xml")
    shutil.copy(MIME, packages / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(tmp_path / "share" / "mime")], check=True,
                   capture_output=True)
    env = {"PATH": os.environ.get("PATH", ""), "XDG_DATA_DIRS": str(tmp_path / "share"),
           "XDG_DATA_HOME": str(tmp_path / "home")}
    deck = '{"format": "deckbuilder-deck", "version": 1}\n'

    def content_type(name: str) -> str:
        path = tmp_path / name
        path.write_text(deck, encoding="utf-8")
        out = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)],
                             check=True, capture_output=True, text=True, env=env).stdout
        return out.rsplit("standard::content-type:", 1)[1].strip()

    assert content_type("venom.deck.json") == "application/x-deckbuilder-deck+json"
    assert content_type("VENOM.DECK.JSON") == "application/x-deckbuilder-deck+json"
    # A plain .json stays JSON to the desktop (the app still opens it by its content).
    assert content_type("venom.json") == "application/json"


def test_the_json_deck_is_written_with_the_registered_extension() -> None:
    from deckbuilder.services.deck_export import FORMATS, format_for

    globs = [g.get("pattern") for g in
             _types()["application/x-deckbuilder-deck+json"].findall("m:glob", NS)]
    json_format = next(f for f in FORMATS if f.id == "json")
    assert globs == [f"*{json_format.extension}"] == ["*.deck.json"]
    assert format_for("venom.deck.json") == format_for("venom.json") == "json"
