"""Where other programs keep the files we install for them: Cockatrice's data folder and
Tabletop Simulator's "Saved Objects" folder, per operating system.

Both can be moved by their users (Tabletop Simulator has a setting for it, Cockatrice a
portable mode), so every place that uses these folders also takes a folder the user
names (``--cockatrice-folder``/``--tts-folder``, and the window's Settings).

The folders, as the programs themselves document them:

- Cockatrice keeps its data where Qt's ``AppDataLocation`` is for the organisation and
  application "Cockatrice": ``~/.local/share/Cockatrice/Cockatrice`` on Linux (under
  ``$XDG_DATA_HOME`` when set), ``%LOCALAPPDATA%\\Cockatrice\\Cockatrice`` on Windows,
  ``~/Library/Application Support/Cockatrice/Cockatrice`` on macOS. Custom card sets go
  in its ``customsets`` folder, their pictures in ``pics/CUSTOM``.
- Tabletop Simulator's data folder is ``Documents\\My Games\\Tabletop Simulator`` on
  Windows, ``~/Library/Tabletop Simulator`` on macOS and
  ``~/.local/share/Tabletop Simulator`` on Linux; saved objects are in its
  ``Saves/Saved Objects`` folder.

The functions build the path with the path flavour of the system asked for (Windows
paths on Windows), so a test can ask for another system's folder on any machine."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

LINUX, WINDOWS, MACOS = "linux", "windows", "macos"


def current_system(platform: str | None = None) -> str:
    """``linux``, ``windows`` or ``macos`` for a ``sys.platform`` value (any other Unix
    counts as Linux: the freedesktop folders are the ones used there)."""
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win32", "cygwin")):
        return WINDOWS
    if platform == "darwin":
        return MACOS
    return LINUX


def _home(system: str, environ: Mapping[str, str]) -> PurePath:
    if system == WINDOWS:
        profile = environ.get("USERPROFILE")
        if profile:
            return PureWindowsPath(profile)
        drive, path = environ.get("HOMEDRIVE", ""), environ.get("HOMEPATH", "")
        if drive or path:
            return PureWindowsPath(drive + path)
        return PureWindowsPath(str(Path.home()))
    home = environ.get("HOME")
    return PurePosixPath(home) if home else PurePosixPath(str(Path.home()))


def _native(path: PurePath) -> PurePath:
    """A concrete ``Path`` when the flavour is this machine's (the usual case), else the
    pure path (a test asking for another system's folder)."""
    if isinstance(path, PureWindowsPath) == (os.name == "nt"):
        return Path(path)
    return path


def cockatrice_data_folder(system: str | None = None,
                           environ: Mapping[str, str] | None = None) -> PurePath:
    """Cockatrice's data folder on ``system`` (default: this one)."""
    system = system or current_system()
    env = os.environ if environ is None else environ
    if system == WINDOWS:
        local = env.get("LOCALAPPDATA")
        base = PureWindowsPath(local) if local else \
            _home(system, env) / "AppData" / "Local"
    elif system == MACOS:
        base = _home(system, env) / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_DATA_HOME")
        # The XDG rule: a relative value is ignored.
        base = PurePosixPath(xdg) if xdg and xdg.startswith("/") else \
            _home(system, env) / ".local" / "share"
    return _native(base / "Cockatrice" / "Cockatrice")


def tts_saved_objects_folder(system: str | None = None,
                             environ: Mapping[str, str] | None = None) -> PurePath:
    """Tabletop Simulator's "Saved Objects" folder on ``system`` (default: this one)."""
    system = system or current_system()
    env = os.environ if environ is None else environ
    home = _home(system, env)
    if system == WINDOWS:
        base = home / "Documents" / "My Games" / "Tabletop Simulator"
    elif system == MACOS:
        base = home / "Library" / "Tabletop Simulator"
    else:
        base = home / ".local" / "share" / "Tabletop Simulator"
    return _native(base / "Saves" / "Saved Objects")


#: Environment variables naming the folders (after a folder named on the command line or
#: in Settings, before the system's): for a portable Cockatrice, a moved TTS folder, tests.
COCKATRICE_ENV, TTS_ENV = "DECKBUILDER_COCKATRICE_DIR", "DECKBUILDER_TTS_DIR"


def cockatrice_folder(override: str | Path | None = None) -> Path:
    """The Cockatrice data folder to install into: the one the user named, else
    ``$DECKBUILDER_COCKATRICE_DIR``, else this system's."""
    chosen = override or os.environ.get(COCKATRICE_ENV)
    return Path(chosen).expanduser() if chosen else Path(cockatrice_data_folder())


def tts_folder(override: str | Path | None = None) -> Path:
    """The Saved Objects folder to install into: the one the user named, else
    ``$DECKBUILDER_TTS_DIR``, else this system's."""
    chosen = override or os.environ.get(TTS_ENV)
    return Path(chosen).expanduser() if chosen else Path(tts_saved_objects_folder())


__all__ = [
    "COCKATRICE_ENV",
    "LINUX",
    "MACOS",
    "TTS_ENV",
    "WINDOWS",
    "cockatrice_data_folder",
    "cockatrice_folder",
    "current_system",
    "tts_folder",
    "tts_saved_objects_folder",
]
