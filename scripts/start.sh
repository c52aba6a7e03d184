#!/usr/bin/env bash
# `npm start`: get Node 24 if needed, install what is missing, build when the build is
# missing or stale, then serve (migrations and the first seed run inside the server).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh
. scripts/ensure-deps.sh
node scripts/build-if-stale.ts
exec bash scripts/serve.sh
