#!/bin/sh
# npm run db:backup / db:restore: a D1 backup as one SQL file, and its restore into a new database.
set -e
cd "$(dirname "$0")/.."
. scripts/wrangler-env.sh
exec npx tsx scripts/db-backup.ts "$@"
