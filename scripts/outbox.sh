#!/bin/sh
# npm run outbox -- list|retry|dismiss [--id ID] [--env staging|production] [--persist-to DIR]: the operator's view of the outbox (scripts/outbox.ts).
set -e
cd "$(dirname "$0")/.."
. scripts/wrangler-env.sh
exec npx tsx scripts/outbox.ts "$@"
