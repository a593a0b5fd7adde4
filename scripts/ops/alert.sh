#!/bin/sh
# npm run alert -- test [--env staging|production] [--persist-to DIR]: a test alert through every channel (scripts/ops/alert.ts).
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: npx's own start would come on top of every run.
exec node_modules/.bin/tsx scripts/ops/alert.ts "$@"
