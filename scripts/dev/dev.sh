#!/bin/sh
# npm run dev: the classic compiler's watch mode beside `wrangler dev`, on the same local D1 and R2 that
# `npm start` migrates and seeds. `remix watch` rebuilds build/ and public/build/ on every save, and
# wrangler reloads the worker when build/index.js changes; a browser reload shows the edit. Left out:
# the finishing step (a second minification and the license notices, production bytes only) and the
# service worker, which a development build never registers, so no page comes from a stale cache.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
PORT="${PORT:-8787}"
node scripts/build/build-fonts.mjs
rm -rf build public/build
npx remix watch &
watch_pid=$!
trap 'kill "$watch_pid" 2>/dev/null' EXIT INT TERM
# The database is migrated and seeded while the first build runs (wrangler is one process on one core).
sh scripts/dev/db-setup-local.sh
# wrangler needs the first build's worker before it starts.
while [ ! -f build/index.js ]; do
  kill -0 "$watch_pid" 2>/dev/null || exit 1
  sleep 0.2
done
npx wrangler dev --ip 127.0.0.1 --port "$PORT" --test-scheduled --var "SITE_URL:http://127.0.0.1:$PORT"
