#!/usr/bin/env bash
# Install everything the tests need (Debian's chromium and postgresql included) and run them all.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's chromium for the browser tests (its headless shell, the same build without the desktop
# parts, drives them by default: about 30 % less CPU); postgresql for the store tests; CJK and
# emoji fonts for the PDFs' fallback chain; openssl for the HTTPS test's certificate.
NEED=""
command -v chromium >/dev/null 2>&1 || NEED="chromium"
command -v chromium-headless-shell >/dev/null 2>&1 || NEED="$NEED chromium-headless-shell"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || NEED="$NEED postgresql"
command -v openssl >/dev/null 2>&1 || NEED="$NEED openssl"
[ -e /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || NEED="$NEED fonts-droid-fallback"
[ -e /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf ] || NEED="$NEED fonts-symbola"
if [ -n "$NEED" ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  echo "Installing Debian's$NEED for the tests..."
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $NEED >/dev/null
fi

# Use the active virtual environment, or make one in .venv.
if [ -z "${VIRTUAL_ENV:-}" ]; then
  [ -x .venv/bin/python ] || python3 -m venv .venv
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
python -m pip install -q --disable-pip-version-check -e '.[test]'

ruff check .
ruff format --check .
# Python keeps what it compiles: with PYTHONDONTWRITEBYTECODE set (some machines set it), every
# pytest process and every server a test starts compiled the project and rewrote each test
# module's asserts again (a pytest process's collection: 7.2 s of CPU, against 3.0 s).
unset PYTHONDONTWRITEBYTECODE
# The store tests need a PostgreSQL: a throwaway cluster lives exactly as long as pytest.
if [ $# -gt 0 ]; then
  bash scripts/with_pg.sh python -m pytest "$@"
  exit
fi

# Everything in one pytest-xdist run on three workers: the browser tests come last (tests/conftest.py),
# since the two kinds side by side cost about 30 % more CPU than one after the other (measured),
# and these machines are CPU-bound.
bash scripts/with_pg.sh python -m pytest -p no:cacheprovider -n 3
