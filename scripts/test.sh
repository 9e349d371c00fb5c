#!/usr/bin/env bash
# The one command that runs every test: types, lint, then unit and integration tests inside a private
# Secret Service (gnome-keyring) so the keychain tests use a real one.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/typecheck.sh
npx eslint .
if command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  bash scripts/with-keyring.sh npx vitest run
else
  echo "test: no dbus-run-session/gnome-keyring-daemon here, so the keychain tests will say they skip (install dbus and gnome-keyring to run them)." >&2
  npx vitest run
fi
