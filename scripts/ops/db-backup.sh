#!/bin/sh
# npm run db:backup / db:restore: a D1 backup as one SQL file, and its restore into a new database.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: npx's own start would come on top of every run.
exec node_modules/.bin/tsx scripts/ops/db-backup.ts "$@"
