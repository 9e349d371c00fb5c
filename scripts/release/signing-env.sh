#!/usr/bin/env bash
# The release workflow's signing step (.github/workflows/release.yml), for one OS: hands electron-builder the signing
# secrets, and stops the release, naming the missing ones, when any is not set — a fleet is never sent an installer
# SmartScreen warns about or a Mac app Gatekeeper refuses (and that electron-updater cannot update). Only a dry run
# asked for by name (UNSIGNED_DRY_RUN=true, the workflow's `unsigned` input) builds unsigned, and is never released.
# The secrets arrive in the environment; what electron-builder should see is written to $GITHUB_ENV.
set -euo pipefail
os=${1:?usage: signing-env.sh Linux|Windows|macOS}
env_file=${GITHUB_ENV:?GITHUB_ENV is not set (run inside GitHub Actions, or set it to a file)}

# Windows: Azure Trusted Signing (electron-builder.yml's win.azureSignOptions) signs in the cloud as this Entra ID
# application, whose secret the TrustedSigning module reads from these three variables.
windows_secrets=(AZURE_TENANT_ID AZURE_CLIENT_ID AZURE_CLIENT_SECRET)
# macOS: the Developer ID certificate (base64 .p12) and its password, and the Apple account that notarises.
macos_secrets=(CSC_LINK CSC_KEY_PASSWORD APPLE_ID APPLE_APP_SPECIFIC_PASSWORD APPLE_TEAM_ID)

# For the steps after this one; a delimiter line, since a base64 certificate may span lines.
pass_on() {
  local end="END_OF_${1}_$RANDOM$RANDOM"
  printf '%s<<%s\n%s\n%s\n' "$1" "$end" "${!1}" "$end" >>"$env_file"
}
# Every secret set, or the release stops here with one line naming those that are not.
require() {
  local what=$1 name names missing=()
  shift
  for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done
  if [ ${#missing[@]} -gt 0 ]; then
    printf -v names '%s, ' "${missing[@]}"
    echo "::error::Cannot sign $what: the repository's secrets lack ${names%, } (README, \"Updating a fleet\"). For a dry run that is never released, run the workflow by hand with \"unsigned\" ticked."
    exit 1
  fi
  for name in "$@"; do pass_on "$name"; done
}

if [ "$os" != Linux ] && [ "${UNSIGNED_DRY_RUN:-false}" = true ]; then
  echo "::warning::UNSIGNED dry run, as asked: the $os build is not signed, its files say UNSIGNED, and it is not released."
  echo 'CSC_IDENTITY_AUTO_DISCOVERY=false' >>"$env_file"
  exit 0
fi

case "$os" in
  Windows)
    require 'the Windows installer' "${windows_secrets[@]}"
    echo 'signing: the Windows installer is signed by Azure Trusted Signing (electron-builder.yml, win.azureSignOptions)'
    ;;
  macOS)
    require 'and notarise the macOS apps' "${macos_secrets[@]}"
    echo 'signing: the macOS apps are signed with the CSC_LINK certificate and notarised'
    ;;
  Linux)
    echo 'signing: the AppImage and deb are not signed (electron-updater checks them against the channel file)'
    ;;
  *)
    echo "signing-env.sh: unknown OS '$os' (Linux, Windows or macOS)" >&2
    exit 1
    ;;
esac
