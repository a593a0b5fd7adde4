#!/bin/sh
# npm run db:backup / db:restore: a D1 backup as one SQL file, and its restore into a new database.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
exec npx tsx scripts/ops/db-backup.ts "$@"
