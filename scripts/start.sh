#!/usr/bin/env bash
# `npm start`: get Node 24 if needed, install what is missing, build when the build is
# missing or stale, then serve (migrations and the first seed run inside the server).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh
. scripts/ensure-deps.sh
node scripts/build-if-stale.ts
export NODE_ENV=production
# The memory settings of ADR 035: baseline-compiled WebAssembly for the embedded database, a
# small young generation.
exec node --liftoff-only --max-semi-space-size=4 server/main.ts
