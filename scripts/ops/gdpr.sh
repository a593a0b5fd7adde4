#!/bin/sh
# npm run gdpr -- export|erase --email ADDRESS [...]: a data subject's export or erasure (scripts/ops/gdpr.ts).
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
exec npx tsx scripts/ops/gdpr.ts "$@"
