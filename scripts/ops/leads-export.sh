#!/bin/sh
# npm run leads:export -- [--since YYYY-MM-DD] [--remote] [--comma]: the leads as CSV under exports/.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: the export reads the quote form's labels and the tables' columns from the app.
exec node_modules/.bin/tsx scripts/ops/leads-export.mjs "$@"
