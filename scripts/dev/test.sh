#!/bin/sh
# npm test: type-check and lint, build, then unit, worker integration and browser tests in one vitest run.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# The type check, the lint and the build run side by side (the checks only read the sources, the
# build writes only what they skip), each printed when it ends.
checks=$(mktemp -d)
npx tsc --noEmit >"$checks/tsc" 2>&1 &
tsc=$!
npm run lint >"$checks/lint" 2>&1 &
lint=$!
npm run build >"$checks/build" 2>&1 &
build=$!
failed=0
wait $tsc || failed=1
cat "$checks/tsc"
wait $lint || failed=1
cat "$checks/lint"
wait $build || failed=1
cat "$checks/build"
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
sh scripts/dev/ensure-test-tools.sh
# The budget test reads what the bench measured: measure first, on the fresh build.
npx tsx scripts/bench/bench.ts
exec npx vitest run "$@"
