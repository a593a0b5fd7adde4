#!/bin/sh
# npm run cv -- TR-XXXXXXXX [--out FILE] [--env staging|production] [--persist-to DIR]: one application's CV from R2 (scripts/ops/cv.ts).
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# tsx from the project itself: npx's own start would come on top of every run.
exec node_modules/.bin/tsx scripts/ops/cv.ts "$@"
