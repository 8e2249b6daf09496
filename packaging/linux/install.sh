#!/usr/bin/env bash
# Install the built app (dist/deckbuilder/, from packaging/build.sh) for one user or for
# everyone, with its menu entry, icons and AppStream metadata.
#
#   packaging/linux/install.sh                    into ~/.local (no root needed)
#   sudo packaging/linux/install.sh --prefix /usr/local
#   packaging/linux/install.sh --uninstall [--prefix …]
#
# Files: PREFIX/lib/deckbuilder/ (the app folder), PREFIX/bin/deckbuilder (a link to it),
# PREFIX/share/applications/, share/icons/hicolor/*/apps/, share/metainfo/, and the deck
# file types (Cockatrice .cod, OCTGN .o8d, MWS .dec) in share/mime/packages/.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
APP_ID=io.github.deckbuilder.Deckbuilder
PREFIX="${HOME}/.local"
SOURCE="$ROOT/dist/deckbuilder"
uninstall=0

while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) PREFIX="$2"; shift 2 ;;
    --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
    --from) SOURCE="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
done

SHARE="$PREFIX/share"
ICONS="$SHARE/icons/hicolor"
SIZES="16 24 32 48 64 128 256 512"

refresh_caches() {
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$SHARE/applications" || true
  command -v update-mime-database >/dev/null && [ -d "$SHARE/mime/packages" ] \
    && update-mime-database "$SHARE/mime" || true
  command -v gtk-update-icon-cache >/dev/null && [ -f "$ICONS/index.theme" ] \
    && gtk-update-icon-cache -q -t "$ICONS" || true
}

if [ "$uninstall" = 1 ]; then
  rm -rf "$PREFIX/lib/deckbuilder"
  rm -f "$PREFIX/bin/deckbuilder" "$SHARE/applications/$APP_ID.desktop" \
    "$SHARE/metainfo/$APP_ID.metainfo.xml" "$ICONS/scalable/apps/$APP_ID.svg" \
    "$SHARE/mime/packages/$APP_ID.xml" "$SHARE/bash-completion/completions/deckbuilder" \
    "$SHARE/zsh/site-functions/_deckbuilder" "$SHARE/fish/vendor_completions.d/deckbuilder.fish"
  for s in $SIZES; do rm -f "$ICONS/${s}x${s}/apps/$APP_ID.png"; done
  refresh_caches
  echo "removed Deckbuilder from $PREFIX (your decks and database stay in the user data folder)"
  exit 0
fi

if [ ! -x "$SOURCE/deckbuilder" ]; then
  echo "install.sh: $SOURCE/deckbuilder not found; run ./packaging/build.sh first" >&2
  exit 2
fi

mkdir -p "$PREFIX/lib" "$PREFIX/bin"
rm -rf "$PREFIX/lib/deckbuilder.new"
cp -a "$SOURCE" "$PREFIX/lib/deckbuilder.new"
rm -rf "$PREFIX/lib/deckbuilder"
mv "$PREFIX/lib/deckbuilder.new" "$PREFIX/lib/deckbuilder"
ln -sfn "../lib/deckbuilder/deckbuilder" "$PREFIX/bin/deckbuilder"

install -Dm644 "$HERE/$APP_ID.desktop" "$SHARE/applications/$APP_ID.desktop"
# A launcher started from the menu only finds "deckbuilder" when PREFIX/bin is on the
# session's PATH; otherwise the entry names the full path.
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) sed -i -e "s|^Exec=deckbuilder|Exec=$PREFIX/bin/deckbuilder|" \
       -e "s|^TryExec=deckbuilder|TryExec=$PREFIX/bin/deckbuilder|" \
       "$SHARE/applications/$APP_ID.desktop" ;;
esac
install -Dm644 "$HERE/$APP_ID.metainfo.xml" "$SHARE/metainfo/$APP_ID.metainfo.xml"
# Shell completion, made by the installed app from its own parser (every command and
# option, always in step with the version installed).
for shell in bash zsh fish; do
  case "$shell" in
    bash) target="$SHARE/bash-completion/completions/deckbuilder" ;;
    zsh) target="$SHARE/zsh/site-functions/_deckbuilder" ;;
    fish) target="$SHARE/fish/vendor_completions.d/deckbuilder.fish" ;;
  esac
  mkdir -p "$(dirname "$target")"
  "$PREFIX/lib/deckbuilder/deckbuilder" completion $shell > "$target.new" \
    && mv "$target.new" "$target" || rm -f "$target.new"
done
install -Dm644 "$HERE/$APP_ID.mime.xml" "$SHARE/mime/packages/$APP_ID.xml"
for s in $SIZES; do
  install -Dm644 "$ROOT/resources/icons/hicolor/${s}x${s}/apps/$APP_ID.png" \
    "$ICONS/${s}x${s}/apps/$APP_ID.png"
done
install -Dm644 "$ROOT/resources/icons/deckbuilder.svg" "$ICONS/scalable/apps/$APP_ID.svg"
refresh_caches
echo "installed Deckbuilder into $PREFIX: run 'deckbuilder' or find it in the Games menu"
