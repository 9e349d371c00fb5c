#!/usr/bin/env bash
# The release workflow's build step for one OS (.github/workflows/release.yml): electron-builder with that OS's flags
# (this script's arguments), the update feed baked into each app (app-update.yml) naming the repository the workflow
# runs in. A tag push publishes to the draft release; a dry run (the workflow run by hand) only builds, and an
# unsigned one — the only kind that may skip signing — says UNSIGNED in every file's name.
set -euo pipefail
args=("$@" -c.publish.owner="${GITHUB_REPOSITORY_OWNER:?}" -c.publish.repo="${GITHUB_REPOSITORY#*/}")
unsigned=${UNSIGNED_DRY_RUN:-false}
if [ "${GITHUB_EVENT_NAME:?}" = push ]; then
  if [ "$unsigned" = true ]; then
    echo '::error::An unsigned build is a dry run only, and is never published.'
    exit 1
  fi
  args+=(--publish always)
else
  args+=(--publish never)
fi
if [ "$unsigned" = true ]; then
  # electron-builder.yml's win.azureSignOptions signs whatever the environment says; this turns Windows signing off.
  # shellcheck disable=SC2016 # electron-builder expands these macros itself.
  args+=(-c.win.signExecutable=false '-c.artifactName=${productName}-${version}-${arch}-UNSIGNED.${ext}')
fi
npx electron-builder "${args[@]}"
