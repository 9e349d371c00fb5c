#!/usr/bin/env bash
# The release workflow's signing step (.github/workflows/release.yml), for one OS: hands electron-builder the
# certificates from the repository's secrets when they are set, and when they are not, says so in the log as a
# warning and builds unsigned (CSC_IDENTITY_AUTO_DISCOVERY=false) rather than failing. The secrets arrive in the
# environment; what electron-builder should see is written to $GITHUB_ENV, and only what is set, since electron-builder
# takes an empty certificate variable for a certificate.
set -euo pipefail
os=${1:?usage: signing-env.sh Linux|Windows|macOS}
env_file=${GITHUB_ENV:?GITHUB_ENV is not set (run inside GitHub Actions, or set it to a file)}

# For the steps after this one; a delimiter line, since a base64 certificate may span lines.
pass_on() {
  local end="END_OF_${1}_$RANDOM$RANDOM"
  printf '%s<<%s\n%s\n%s\n' "$1" "$end" "${!1}" "$end" >>"$env_file"
}
unsigned() {
  echo "::warning::$1"
  echo 'CSC_IDENTITY_AUTO_DISCOVERY=false' >>"$env_file"
}
unset_names() {
  local name missing=()
  for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done
  echo "${missing[*]}"
}

case "$os" in
  Windows)
    # Windows has its own certificate: CSC_LINK is the Apple one, and must not reach electron-builder here.
    if [ -n "${WIN_CSC_LINK:-}" ]; then
      pass_on WIN_CSC_LINK
      [ -z "${WIN_CSC_KEY_PASSWORD:-}" ] || pass_on WIN_CSC_KEY_PASSWORD
      echo 'signing: the Windows installer is signed with the WIN_CSC_LINK certificate'
    else
      unsigned 'No WIN_CSC_LINK secret, so the Windows installer is built UNSIGNED: SmartScreen warns whoever installs it. Add the WIN_CSC_LINK and WIN_CSC_KEY_PASSWORD secrets to sign it.'
    fi
    ;;
  macOS)
    if [ -n "${CSC_LINK:-}" ]; then
      pass_on CSC_LINK
      [ -z "${CSC_KEY_PASSWORD:-}" ] || pass_on CSC_KEY_PASSWORD
      missing=$(unset_names APPLE_ID APPLE_APP_SPECIFIC_PASSWORD APPLE_TEAM_ID)
      if [ -z "$missing" ]; then
        pass_on APPLE_ID
        pass_on APPLE_APP_SPECIFIC_PASSWORD
        pass_on APPLE_TEAM_ID
        echo 'signing: the macOS apps are signed with the CSC_LINK certificate and notarised'
      else
        echo "::warning::Notarisation secrets missing (${missing// /, }), so the macOS apps are signed but NOT notarised: Gatekeeper refuses to open them. Add APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID to notarise them."
      fi
    else
      unsigned 'No CSC_LINK secret, so the macOS apps are built UNSIGNED and not notarised: Gatekeeper refuses to open them, and macOS kiosks cannot install updates (electron-updater needs a signed app). Add the CSC_LINK, CSC_KEY_PASSWORD, APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID secrets.'
    fi
    ;;
  Linux)
    echo 'signing: the AppImage and deb are not signed (electron-updater checks them against latest-linux.yml)'
    ;;
  *)
    echo "signing-env.sh: unknown OS '$os' (Linux, Windows or macOS)" >&2
    exit 1
    ;;
esac
