#!/usr/bin/env bash
# `npm run serve`: the built server as in production, with the settings of
# scripts/server-command.ts (V8's heap, glibc's allocator; ADR 035 and ADR 077). `npm start` runs
# this after installing and building.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh
export NODE_ENV=production
# Read first, so a failure stops here rather than starting node without its entry.
settings=$(node scripts/server-command.ts --env)
arguments=$(node scripts/server-command.ts)
while IFS= read -r setting; do export "${setting?}"; done <<<"$settings"
# shellcheck disable=SC2086 # the arguments are words without spaces, one per flag
exec node $arguments
