#!/usr/bin/env bash
# Install everything the tests need (Debian's chromium and postgresql included) and run them all.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's chromium for the browser tests; CJK and emoji fonts for the PDFs' fallback chain;
# openssl for the HTTPS test's certificate.
NEED=""
command -v chromium >/dev/null 2>&1 || NEED="chromium"
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
# The store tests need a PostgreSQL: a throwaway cluster lives exactly as long as pytest.
if [ $# -gt 0 ]; then
  bash scripts/with_pg.sh python -m pytest "$@"
  exit
fi

# Everything: the browser tests run beside the others. They mostly wait on Chromium, the others
# mostly compute, so on 2 cores the run takes ~13 minutes instead of ~18 one after the other.
# The others' report is kept in a file and printed after the browser tests' own.
REPORT="$(mktemp)"
# -n 3 (pytest-xdist): more workers than cores, as many of these tests wait on servers and sockets.
bash scripts/with_pg.sh python -m pytest -m "not browser" -p no:cacheprovider -n 3 >"$REPORT" 2>&1 &
OTHERS=$!
trap 'kill "$OTHERS" 2>/dev/null || true; rm -f "$REPORT"' EXIT
set +e
python -m pytest -m browser
BROWSER=$?
wait "$OTHERS"
REST=$?
set -e
echo
echo "==================== the other tests, run beside the browser tests ===================="
cat "$REPORT"
[ "$BROWSER" = 0 ] && [ "$REST" = 0 ]
