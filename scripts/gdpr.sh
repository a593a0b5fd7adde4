#!/bin/sh
# npm run gdpr -- export|erase --email ADDRESS [...]: a data subject's export or erasure (scripts/gdpr.ts).
set -e
cd "$(dirname "$0")/.."
. scripts/wrangler-env.sh
exec npx tsx scripts/gdpr.ts "$@"
