#!/bin/sh
# npm run deploy: for the day the company deploys (needs a Cloudflare account and real ids in wrangler.toml).
set -e
cd "$(dirname "$0")/.."
. scripts/wrangler-env.sh
npm run build
npx wrangler d1 migrations apply DB --remote
npx wrangler deploy
