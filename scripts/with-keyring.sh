#!/usr/bin/env bash
# Runs its arguments inside a fresh, private, unlocked Secret Service (gnome-keyring), as ENVIRONMENT.md measured it.
# Inside it a keychain is expected, so keychain tests fail rather than skip unless the caller says otherwise.
set -euo pipefail
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
mkdir -p "$D/data" "$D/run"
chmod 700 "$D/run"
KIOSK_REQUIRE_KEYCHAIN="${KIOSK_REQUIRE_KEYCHAIN:-1}" XDG_DATA_HOME="$D/data" XDG_RUNTIME_DIR="$D/run" dbus-run-session -- \
  sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"' sh "$@"
