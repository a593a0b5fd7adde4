#!/bin/sh
# npm run gdpr -- export|erase --email ADDRESS [...]: a data subject's export or erasure (scripts/ops/gdpr.ts).
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: npx's own start would come on top of every run.
exec node_modules/.bin/tsx scripts/ops/gdpr.ts "$@"
