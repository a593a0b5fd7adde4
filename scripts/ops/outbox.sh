#!/bin/sh
# npm run outbox -- list|retry|dismiss [--id ID] [--env staging|production] [--persist-to DIR]: the operator's view of the outbox (scripts/ops/outbox.ts).
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: npx's own start would come on top of every run.
exec node_modules/.bin/tsx scripts/ops/outbox.ts "$@"
