#!/usr/bin/env bash
# `npm test`: every test, unit to browser. Types and lint first: they are the cheapest tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh
. scripts/ensure-deps.sh
echo "== types"; npx react-router typegen >/dev/null && npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings=0 .
# The build comes before Vitest: the fault tests start the real server, pages included.
echo "== build"; node scripts/build-if-stale.ts
echo "== unit and integration"; npx vitest run
echo "== browser"; npx playwright test
