"""The desktop-integration files of packaging/linux and the app icons: the desktop entry,
the AppStream metadata and the icon PNGs are well formed and agree with each other."""

from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.deckbuilder.Deckbuilder"
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons"
HICOLOR = ICONS / "hicolor"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from the PNG header (no image library needed)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path}: not a PNG"
    return struct.unpack(">II", head[16:24])


def test_desktop_entry_has_the_required_keys() -> None:
    entry = desktop_entry()
    for key in ("Type", "Name", "Name[ru]", "GenericName", "GenericName[ru]", "Comment",
                "Comment[ru]", "Exec", "Icon", "Terminal", "Categories", "Keywords",
                "Keywords[ru]"):
        assert entry.get(key), f"{DESKTOP.name}: {key} is missing or empty"
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "deckbuilder --open %F"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert categories[-1] == "" and {"Game", "CardGame"} <= set(categories)
    assert entry["Keywords"].endswith(";") and entry["Keywords[ru]"].endswith(";")
    assert re.search("[а-яА-Я]", entry["Comment[ru]"]), "the Russian comment is not Russian"


def test_the_desktop_entry_icon_exists_in_every_size() -> None:
    name = desktop_entry()["Icon"]
    for size in ICON_SIZES:
        assert (HICOLOR / f"{size}x{size}" / "apps" / f"{name}.png").is_file(), size
    assert (ICONS / "deckbuilder.svg").is_file()


def test_every_icon_png_has_the_size_of_its_folder() -> None:
    pngs = sorted(HICOLOR.rglob("*.png"))
    assert len(pngs) >= len(ICON_SIZES)
    for png in pngs:
        folder = png.relative_to(HICOLOR).parts[0]
        match = re.fullmatch(r"(\d+)x(\d+)(?:@(\d+))?", folder)
        assert match, f"{png}: the folder {folder!r} is not NxN"
        scale = int(match.group(3) or 1)
        assert png_size(png) == (int(match.group(1)) * scale, int(match.group(2)) * scale), png


def test_the_icon_svgs_parse() -> None:
    for svg in ICONS.glob("*.svg"):
        root = ET.parse(svg).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg", svg


def test_metainfo_parses_and_agrees_with_the_desktop_entry() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.findtext("summary")
    assert len(root.findall("description/p")) >= 3
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "deckbuilder"
    assert root.find("content_rating") is not None
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == "0.1.0"
    assert releases[0].get("date") == "2026-11-30"


def test_metainfo_release_is_the_package_version() -> None:
    from deckbuilder import __version__

    newest = ET.parse(METAINFO).getroot().find("releases/release")
    assert newest is not None and newest.get("version") == __version__, (
        "add a <release> for the new version to the metainfo file")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_appstreamcli_validates_the_metainfo() -> None:
    # --strict: infos and warnings fail too (an unknown tag was only an info before).
    out = subprocess.run(["appstreamcli", "validate", "--strict", "--no-net", str(METAINFO)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


#: The files that tell users and stores where the project lives.
PUBLISHED = [METAINFO, DESKTOP, ROOT / "pyproject.toml", ROOT / "packaging" / "README.md",
             ROOT / "README.md"]


def test_no_made_up_address_is_published() -> None:
    """The project has no public address yet: a homepage, bug tracker or screenshot URL
    pointing at a repository that does not exist sends users nowhere. (The AppStream id
    io.github.deckbuilder.Deckbuilder is a name, not an address.)"""
    placeholder = re.compile(r"https?://(?:[\w.-]*\.)?(?:github\.com|githubusercontent\.com|"
                             r"gitlab\.com)/deckbuilder/|https?://[\w.-]*example\.(?:com|org)")
    found = [f"{path.name}: {m.group(0)}" for path in PUBLISHED
             for m in placeholder.finditer(path.read_text(encoding="utf-8"))]
    assert found == []
    assert ET.parse(METAINFO).getroot().find("url") is None
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "urls" not in project


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed")
def test_desktop_file_validate_accepts_the_entry() -> None:
    out = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


# --------------------------------------------------------------------------- the app build

PACKAGING = ROOT / "packaging"


def test_the_build_files_are_well_formed() -> None:
    for name in ("deckbuilder.spec", "launcher.py", "make_icons.py"):
        path = PACKAGING / name
        compile(path.read_text(encoding="utf-8"), str(path), "exec")
    if shutil.which("bash"):
        for script in (PACKAGING / "build.sh", LINUX / "install.sh"):
            out = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
            assert out.returncode == 0, out.stderr
    for icon in (PACKAGING / "windows" / "deckbuilder.ico", PACKAGING / "macos" / "deckbuilder.icns"):
        assert icon.is_file() and icon.stat().st_size > 1000, icon


def test_what_the_spec_bundles_is_where_it_expects() -> None:
    """deckbuilder.spec collects the game modules from deckbuilder.rules.games and copies
    the Alembic folder as files; the app must keep them there."""
    from deckbuilder.rules.registry import _GAME_MODULES

    assert all(m.startswith("deckbuilder.rules.games.") for m in _GAME_MODULES)
    migrations = ROOT / "deckbuilder" / "catalog" / "migrations"
    assert (migrations / "env.py").is_file() and (migrations / "script.py.mako").is_file()
    assert list((migrations / "versions").glob("0*.py"))
    assert (ROOT / "resources" / "catalogs").is_dir()
