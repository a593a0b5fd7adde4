#!/bin/sh
# npm run provision -- --env staging|production [--dry-run]: the environment's D1 database and R2 bucket, in the EU.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
exec npx tsx scripts/ops/provision.ts "$@"
