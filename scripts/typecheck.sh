#!/usr/bin/env bash
# Each folder is checked with its own libraries: shared/ has neither Node nor DOM types (docs/house-plan.md). The folders
# are checked side by side, one per core, each one's errors printed together under its name. The checker is
# TypeScript 7's native compiler (package `typescript-7`), about twice as fast as 5.9 here, which stays for the tools
# that use TypeScript's JavaScript API (typescript-eslint's parser, the catalogue checks). sandbox/ has no project of
# its own here: main's includes it with the same options.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=()
for project in shared main preload renderer scripts test; do
  [ -n "$(find "$project" -name '*.ts' -not -path '*/node_modules/*' | head -1)" ] && projects+=("$project")
done
printf '%s\n' "${projects[@]}" |
  xargs -P "$(nproc)" -I{} bash -c 'out=$(node node_modules/typescript-7/bin/tsc -p {}/tsconfig.json 2>&1) || { printf "typecheck %s:\n%s\n" {} "$out" >&2; exit 1; }'
