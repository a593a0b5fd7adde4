#!/bin/sh
# npm test: type-check and lint, build, then unit, worker integration and browser tests in one vitest run.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# The type check and the lint only read the sources: they run side by side, each printed when it ends.
checks=$(mktemp -d)
npx tsc --noEmit >"$checks/tsc" 2>&1 &
tsc=$!
npm run lint >"$checks/lint" 2>&1 &
lint=$!
failed=0
wait $tsc || failed=1
cat "$checks/tsc"
wait $lint || failed=1
cat "$checks/lint"
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
npm run build
sh scripts/dev/ensure-test-tools.sh
# The budget test reads what the bench measured: measure first, on the fresh build.
npx tsx scripts/bench/bench.ts
exec npx vitest run "$@"
