#!/usr/bin/env bash
# Build the one-folder desktop app dist/deckbuilder/ with PyInstaller, then smoke-test it.
#
#   ./packaging/build.sh                build and test
#   ./packaging/build.sh --archive      also pack dist/deckbuilder-VERSION-SYSTEM-MACHINE.tar.gz
#   ./packaging/build.sh --dist DIR     build into DIR/deckbuilder/ (default: dist)
#   ./packaging/build.sh --no-build     test (and pack) the app already in DIR/deckbuilder/
#
# Uses $PYTHON if set, else the repository's .venv (./quickstart makes it); installs
# PyInstaller into it when it is missing. PyInstaller's work files go to build/pyinstaller/
# (emptied first), the app to DIR/deckbuilder/ (replaced). Exit status: 0 when the build
# and every smoke test passed.
set -euo pipefail
cd "$(dirname "$0")/.."

archive=0
build=1
OUT=dist
while [ $# -gt 0 ]; do
  case "$1" in
    --archive) archive=1 ;;
    --no-build) build=0 ;;
    --dist) [ $# -ge 2 ] || { echo "build.sh: --dist needs a folder" >&2; exit 2; }
            OUT="$2"; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ -n "${PYTHON:-}" ]; then
  PY="$PYTHON"
elif [ -x .venv/bin/python ]; then
  PY=.venv/bin/python
elif [ -x .venv/Scripts/python.exe ]; then  # Git Bash on Windows
  PY=.venv/Scripts/python.exe
else
  echo "build.sh: no .venv here; run ./quickstart test (or ./quickstart app) first" >&2
  exit 2
fi
if [ "$build" = 1 ] && ! "$PY" -c 'import PyInstaller' 2>/dev/null; then
  echo "build.sh: installing PyInstaller into $PY"
  "$PY" -m pip install --quiet 'pyinstaller>=6,<7'
fi

now() { "$PY" -c 'import time; print(f"{time.time():.3f}")'; }
seconds() { "$PY" -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$2"; }

WORK=build/pyinstaller
DIST="$OUT/deckbuilder"
build_time="(not built: --no-build)"
if [ "$build" = 1 ]; then
  rm -rf "$WORK" "$DIST"
  echo "== PyInstaller $("$PY" -m PyInstaller --version), $("$PY" --version)"
  t0=$(now)
  "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$OUT" --workpath "$WORK" packaging/deckbuilder.spec
  t1=$(now)
  build_time="$(seconds "$t0" "$t1") s"
fi
[ -d "$DIST" ] || { echo "build.sh: no app in $DIST" >&2; exit 2; }

APP="$DIST/deckbuilder"
[ -x "$APP.exe" ] && APP="$APP.exe"
# Sizes in both units: MB as a download page says, MiB as du -h and CI's limits say.
size_of() { "$PY" - "$1" <<'EOF'
import os, sys
p = sys.argv[1]
n = os.path.getsize(p) if os.path.isfile(p) else sum(
    os.lstat(os.path.join(d, f)).st_size for d, _, fs in os.walk(p) for f in fs)
print(f"{n / 1e6:.0f} MB ({n / 2**20:.0f} MiB)")
EOF
}
size=$(size_of "$DIST")
files=$(find "$DIST" -type f | wc -l | tr -d ' ')

# ------------------------------------------------------------------------- smoke tests
# In an empty folder, with HOME and the XDG folders there too, so nothing of the checkout,
# the user's data or settings is used or touched; no display needed.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export QT_QPA_PLATFORM=offscreen HOME="$tmp" XDG_CONFIG_HOME="$tmp/config" \
  XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache"
unset DECKBUILDER_DB PYTHONPATH PYTHONHOME VIRTUAL_ENV
APP_ABS="$(cd "$(dirname "$APP")" && pwd)/$(basename "$APP")"
DECKS="$(cd "$DIST" && pwd)/_internal/deckbuilder/resources/decks"
DB="$tmp/smoke.sqlite3"
results=()
failed=0

check() {  # check NAME COMMAND…: run in $tmp, record pass/fail and the time taken
  local name="$1" start end rc=0
  shift
  start=$(now)
  (cd "$tmp" && "$@") >"$tmp/out.txt" 2>"$tmp/err.txt" || rc=$?
  end=$(now)
  last_time=$(seconds "$start" "$end")
  if [ "$rc" -eq 0 ]; then
    results+=("PASS  $name  (${last_time} s)")
  else
    results+=("FAIL  $name  (exit $rc)")
    failed=1
    sed 's/^/      | /' "$tmp/err.txt" | tail -20
  fi
  return 0
}

check "--version" "$APP_ABS" --version
version_out=$(cat "$tmp/out.txt")
grep -q "^Deckbuilder [0-9]" "$tmp/out.txt" || { results+=("FAIL  --version printed: $version_out"); failed=1; }

check "--exit-on-launch on a new database (migrations + starter catalogs)" \
  "$APP_ABS" --db "$DB" --exit-on-launch
launch_new=$last_time
"$PY" - "$DB" >"$tmp/db.txt" 2>&1 <<'EOF' || { results+=("FAIL  the new database: $(cat "$tmp/db.txt")"); failed=1; }
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1])
rev = conn.execute("SELECT version_num FROM alembic_version").fetchone()[0]
games = dict(conn.execute("SELECT game, count(*) FROM card GROUP BY game").fetchall())
assert set(games) == {"monsuno", "redakai", "monster-cards"}, games
print(f"schema {rev}, cards " + ", ".join(f"{g} {n}" for g, n in sorted(games.items())))
EOF
db_state=$(cat "$tmp/db.txt")

check "--exit-on-launch again (existing database)" "$APP_ABS" --db "$DB" --exit-on-launch
launch_again=$last_time

check "--lang ru --exit-on-launch" "$APP_ABS" --db "$DB" --lang ru --exit-on-launch

check "catalog search game:mc --limit 3" "$APP_ABS" --db "$DB" catalog search game:mc --limit 3
search_lines=$(grep -c "monster-cards monster" "$tmp/out.txt" || true)
[ "$search_lines" = 3 ] || { results+=("FAIL  catalog search printed $search_lines cards, not 3"); failed=1; }

check "catalog search on a database the CLI creates" \
  "$APP_ABS" --db "$tmp/cli.sqlite3" catalog search 'game:redakai kind:attack' --limit 2

check "check a bundled deck" "$APP_ABS" --db "$DB" check "$DECKS/redakai-advanced.txt"

check "goldfish --workers 2 (worker processes)" \
  "$APP_ABS" --db "$DB" goldfish "$DECKS/redakai-advanced.txt" --games 200 --workers 2

check "proxies to PDF" "$APP_ABS" --db "$DB" proxies "$DECKS/monster-cards.txt" --out "$tmp/p.pdf"

# The window's own journey (deckbuilder/ui/smoke.py): catalog, deck, playtest table, the
# proxy dialog's PDF, the scan dialog with QtMultimedia's camera list and a photo scanned.
check "--smoke-test (window, playtest, proxy dialog PDF, camera list, scan)" \
  "$APP_ABS" --smoke-test "$tmp/smoke"
smoke_lines=$(grep '^smoke: ' "$tmp/out.txt" || true)
grep -q '^smoke: Qt modules loaded: .*QtMultimedia' "$tmp/out.txt" \
  || { results+=("FAIL  --smoke-test did not load QtMultimedia"); failed=1; }

archive_line=""
if [ "$archive" = 1 ]; then
  name="deckbuilder-$(sed -n 's/^Deckbuilder //p' <<<"$version_out")-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m)"
  rm -f "$OUT/$name.tar.gz"
  tar -C "$OUT" -czf "$OUT/$name.tar.gz" --transform "s,^deckbuilder,$name," deckbuilder 2>/dev/null \
    || tar -C "$OUT" -czf "$OUT/$name.tar.gz" deckbuilder
  archive_line="archive:     $OUT/$name.tar.gz, $(size_of "$OUT/$name.tar.gz")"
fi

echo
echo "== Deckbuilder desktop build"
echo "app:         $APP ($version_out)"
echo "build time:  ${build_time}"
echo "folder size: $size in $files files ($DIST)"
[ -n "$archive_line" ] && echo "$archive_line"
echo "start-up:    --exit-on-launch ${launch_new} s on a new database, ${launch_again} s after"
echo "database:    $db_state"
echo "smoke test:"
printf '  %s\n' "$smoke_lines"
echo "smoke tests:"
printf '  %s\n' "${results[@]}"
if [ "$failed" -ne 0 ]; then
  echo "build.sh: the built app FAILED its smoke tests" >&2
  exit 1
fi
echo "all smoke tests passed"
