#!/bin/sh
# npm run provision -- --env staging|production [--dry-run]: the environment's D1 database and R2 bucket, in the EU.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: npx's own start would come on top of every run.
exec node_modules/.bin/tsx scripts/ops/provision.ts "$@"
