#!/usr/bin/env bash
# Runs its arguments inside a fresh, private, unlocked Secret Service (gnome-keyring), as docs/machines.md measured it.
# Inside it a keychain is expected, so keychain tests fail rather than skip unless the caller says otherwise.
set -euo pipefail
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
mkdir -p "$D/data" "$D/run"
chmod 700 "$D/run"
# The daemon owns org.freedesktop.secrets a moment after --unlock returns; a command that ends before then
# leaves the daemon running for ever, so wait (at most 5 s) for it to register.
KIOSK_REQUIRE_KEYCHAIN="${KIOSK_REQUIRE_KEYCHAIN:-1}" XDG_DATA_HOME="$D/data" XDG_RUNTIME_DIR="$D/run" dbus-run-session -- sh -c '
  echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit
  tries=0
  until dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets | grep -q true; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || { echo "with-keyring: gnome-keyring did not register on D-Bus" >&2; exit 1; }
    sleep 0.05
  done
  exec "$@"' sh "$@"
