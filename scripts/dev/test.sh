#!/bin/sh
# npm test: type-check, build, then unit, worker integration and browser tests in one vitest run.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
npx tsc --noEmit
npm run lint
npm run build
sh scripts/dev/ensure-test-tools.sh
# The budget test reads what the bench measured: measure first, on the fresh build.
npx tsx scripts/bench/bench.ts
exec npx vitest run "$@"
