#!/usr/bin/env bash
# What `npm test` needs from Debian, installed when missing (as root, or with passwordless sudo), then keytar built
# against it. `npm install` needs none of this: keytar is optional, and npm leaves it out when its build fails.
# Quick when everything is there: one dpkg query, one require.
set -euo pipefail
cd "$(dirname "$0")/.."

# libsecret-1-dev, python3, make and g++ for keytar's build; gnome-keyring and dbus for a real Secret Service;
# Chromium, Xvfb and xauth for the browser tests; poppler-utils to look inside the printable quote (pdftoppm, pdftotext);
# libfaketime to start the kiosk with the wall clock rolled forward (K15's clock drill).
packages=(libsecret-1-dev python3 make g++ gnome-keyring dbus chromium xvfb xauth poppler-utils libfaketime)

if ! command -v dpkg-query >/dev/null; then
  echo "test: not a Debian or Ubuntu machine, so these were not checked: ${packages[*]} (keychain and browser tests may skip)." >&2
else
  missing=()
  # "ii": installed; a removed package that left its configuration behind is not.
  for p in "${packages[@]}"; do
    [ "$(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null)" = 'ii ' ] || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
      as_root=()
    elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      as_root=(sudo -n)
    else
      echo "npm test needs these Debian packages: ${missing[*]} — install them with: sudo apt-get install --no-install-recommends ${missing[*]}" >&2
      exit 1
    fi
    echo "test: installing ${missing[*]} (apt-get)" >&2
    if ! { "${as_root[@]}" apt-get update -qq &&
      "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }; then
      echo "npm test needs these Debian packages and apt-get could not install them (see above): ${missing[*]}" >&2
      exit 1
    fi
  fi
fi

# keytar: left out by `npm install` when libsecret-1-dev was missing, or there without a working build.
keytar_loads() { node -e "require('keytar')" >/dev/null 2>&1; }
if ! keytar_loads; then
  if [ -d node_modules/keytar ]; then
    echo "test: building keytar against libsecret (npm rebuild keytar)" >&2
    why='npm rebuild keytar --foreground-scripts'
    npm rebuild keytar >/dev/null 2>&1 || true
  else
    # Installs what package-lock.json holds and npm left out; package.json and the lockfile stay as they are.
    echo "test: installing keytar, which npm install left out when it could not build it (npm install --no-save)" >&2
    why='npm install --no-save --foreground-scripts'
    npm install --no-save --no-audit --no-fund >/dev/null 2>&1 || true
  fi
  if ! keytar_loads; then
    echo "npm test needs keytar (the OS keychain module) built, and it still does not load — see why with: $why" >&2
    exit 1
  fi
fi
