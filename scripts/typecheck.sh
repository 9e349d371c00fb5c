#!/usr/bin/env bash
# Each folder is checked with its own libraries: shared/ has neither Node nor DOM types (ARCHITECTURE.md).
set -euo pipefail
cd "$(dirname "$0")/.."
for project in shared sandbox main preload renderer scripts test; do
  [ -n "$(find "$project" -name '*.ts' -not -path '*/node_modules/*' | head -1)" ] || continue
  npx tsc -p "$project/tsconfig.json"
done
