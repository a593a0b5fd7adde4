#!/bin/sh
# npm start: build, migrate and seed the local D1, then serve on http://127.0.0.1:${PORT:-8787}.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
npm run build
sh scripts/dev/db-setup-local.sh
# --test-scheduled: GET /__scheduled runs the Cron Trigger locally (outbox retries, retention).
# SITE_URL names the local address: off the deployed sites the Worker needs no LIMIT_HASH_SECRET or LINK_SIGNING_SECRET.
exec npx wrangler dev --ip 127.0.0.1 --port "${PORT:-8787}" --test-scheduled --var "SITE_URL:http://127.0.0.1:${PORT:-8787}"
