#!/usr/bin/env bash
# e2e suite: Debian's Chromium (installed here if missing on a Debian machine as root), the built web, Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME" ]; then
  if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ]; then
    echo "e2e: Chromium not found at $CHROME; installing Debian's chromium (apt-get install chromium)…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "e2e: Chromium not found at $CHROME. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH." >&2
    exit 1
  fi
fi

# scripts/test-all.sh builds the web beside the jest api suite and says so with E2E_WEB_BUILT=1.
[ "${E2E_WEB_BUILT:-}" = 1 ] || npx vite build --logLevel warn
npx playwright test "$@"
