#!/bin/sh
# npm test: type-check and lint, build, then unit, worker integration and browser tests in one vitest run.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# The type check and the lint run beside the build and then beside the bench: they only read the
# sources, the build writes only what they skip, and the bench waits on one request at a time, which
# leaves a core free. Each is printed when it ends; any failure stops the run before vitest.
checks=$(mktemp -d)
npx tsc --noEmit >"$checks/tsc" 2>&1 &
tsc=$!
npm run lint >"$checks/lint" 2>&1 &
lint=$!
failed=0
npm run build >"$checks/build" 2>&1 || failed=1
cat "$checks/build"
if [ "$failed" = 0 ]; then
  sh scripts/dev/ensure-test-tools.sh || failed=1
fi
# The budget test reads what the bench measured: measure first, on the fresh build.
if [ "$failed" = 0 ]; then
  npx tsx scripts/bench/bench.ts || failed=1
fi
wait $tsc || failed=1
cat "$checks/tsc"
wait $lint || failed=1
cat "$checks/lint"
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
exec npx vitest run "$@"
