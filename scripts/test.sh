#!/usr/bin/env bash
# `npm test`: every test, unit to browser. Types and lint first: they are the cheapest tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh
. scripts/ensure-deps.sh
echo "== types"; npx react-router typegen >/dev/null && npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings=0 .
echo "== unit and integration"; npx vitest run
echo "== build"; node scripts/build-if-stale.ts
echo "== browser"; npx playwright test
