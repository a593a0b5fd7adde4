#!/bin/sh
# Applies the D1 migrations and the seed data to the local database in .wrangler/state. Arguments go
# to every wrangler call: `--config other/wrangler.toml` sets up the database beside that file instead.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
npx wrangler d1 migrations apply DB --local "$@"
if [ -f seed/seed.sql ]; then
  npx wrangler d1 execute DB --local --file seed/seed.sql "$@"
fi
if [ -f seed/leads.sql ]; then
  npx wrangler d1 execute DB --local --file seed/leads.sql "$@"
fi
