#!/bin/sh
# Applies the D1 migrations and the seed data to the local database in .wrangler/state. Arguments go
# to every wrangler call: `--config other/wrangler.toml` sets up the database beside that file instead.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh
# wrangler from the project itself, without npx's own start: each run starts a whole wrangler.
wrangler=node_modules/.bin/wrangler
"$wrangler" d1 migrations apply DB --local "$@"
# The seed files in one run of wrangler, one after the other.
seeds=$(mktemp)
trap 'rm -f "$seeds"' EXIT
for file in seed/seed.sql seed/leads.sql; do
  if [ -f "$file" ]; then
    cat "$file" >>"$seeds"
    echo >>"$seeds"
  fi
done
if [ -s "$seeds" ]; then
  "$wrangler" d1 execute DB --local --file "$seeds" "$@"
fi
