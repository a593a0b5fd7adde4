#!/bin/sh
# npm run leads:export -- [--since YYYY-MM-DD] [--remote] [--comma]: the leads as CSV under exports/.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
exec node scripts/ops/leads-export.mjs "$@"
