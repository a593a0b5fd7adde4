#!/bin/sh
# npm test: type-check, build, then unit, worker integration and browser tests in one vitest run.
set -e
cd "$(dirname "$0")/.."
. scripts/wrangler-env.sh
npx tsc --noEmit
npm run build
# The budget test reads what the bench measured (issue 8): measure first, on the fresh build.
npx tsx scripts/bench.ts
sh scripts/ensure-test-tools.sh
exec npx vitest run "$@"
