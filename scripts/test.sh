#!/usr/bin/env bash
# The one command that runs every test: types, lint, format, then unit and integration tests inside a private
# Secret Service (gnome-keyring) so the keychain tests use a real one.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took, so a slow CI run shows where its minutes went.
timed() {
  local step=$1 started=$SECONDS
  shift
  "$@"
  echo "test: $step took $((SECONDS - started)) s" >&2
}
# package.json's engines: Node 22.12 or later (24 LTS recommended, .nvmrc). Older ones are past their end of life: say so, once.
node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' ||
  echo "test: Node $(node --version) is older than the 22.12 the kiosk supports; run the tests under Node 24 with: npx -y -p node@24 -- npm test" >&2
# The Debian packages the tests need, and keytar built against them (installed here when missing).
timed prerequisites bash scripts/test-prerequisites.sh
timed typecheck bash scripts/typecheck.sh
# ESLint and Prettier side by side: each keeps about one core busy, and neither waits on the other.
lint_and_format() {
  npx eslint . &
  local eslint=$!
  npx prettier --check . --log-level warn &
  local prettier=$!
  local failed=0
  wait "$eslint" || failed=1
  wait "$prettier" || failed=1
  return "$failed"
}
timed "eslint and prettier" lint_and_format
# Electron's security checklist as electronegativity reads it: any finding fails (scripts/electronegativity.ts).
timed electronegativity node --import tsx scripts/electronegativity.ts
if command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  timed vitest bash scripts/with-keyring.sh npx vitest run
else
  echo "test: no dbus-run-session/gnome-keyring-daemon here, so the keychain tests will say they skip (install dbus and gnome-keyring to run them)." >&2
  timed vitest npx vitest run
fi
# End-to-end: the sandbox's checkout pages (and later the kiosk's screens) in Debian's Chromium.
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 timed playwright npx playwright test
elif [ "${CI:-}" = "true" ]; then
  echo "test: Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium}; CI must have it." >&2
  exit 1
else
  echo "test: no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}, so the end-to-end tests did not run (apt-get install -y --no-install-recommends chromium)." >&2
fi
