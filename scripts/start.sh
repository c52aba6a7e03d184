#!/usr/bin/env bash
# `npm start`: get Node 24 if needed, install what is missing, build when the build is
# missing or stale, then serve (migrations and the first seed run inside the server).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh
. scripts/ensure-deps.sh
node scripts/build-if-stale.ts
export NODE_ENV=production
# glibc gives each thread that mallocs its own arena (up to 8 per core) and hands little back:
# compression and file work on the libuv pool kept ~100 MiB more resident (ADR 035).
export MALLOC_ARENA_MAX=2
# Blocks of 32 KiB and more (compression state, rendered pages, big buffers) are mapped on their own and given
# back when freed, and free memory at the top of the heap past 1 MiB is returned: glibc otherwise
# raises its mapping threshold after the first such free and keeps the memory (ADR 035).
export MALLOC_MMAP_THRESHOLD_=32768
export MALLOC_TRIM_THRESHOLD_=1048576
# The memory settings of ADR 035: baseline-compiled WebAssembly for the embedded database, a
# small young generation, and an old generation sized from the live heap under the heaviest load.
exec node --liftoff-only --max-semi-space-size=4 --max-old-space-size=96 server/main.ts
