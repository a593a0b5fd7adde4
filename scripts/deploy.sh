#!/bin/sh
# npm run deploy -- --env staging|production: builds, applies the D1 migrations to that environment's
# database, then deploys the worker there. Refuses a working tree with changes, so what runs is a commit.
set -e
cd "$(dirname "$0")/.."
. scripts/wrangler-env.sh

env=""
while [ $# -gt 0 ]; do
  case "$1" in
    --env | -e)
      [ $# -ge 2 ] || { echo "--env behöver ett värde: staging eller production" >&2; exit 2; }
      env="$2"
      shift 2
      ;;
    --env=*)
      env="${1#--env=}"
      shift
      ;;
    *)
      echo "Okänt argument: $1 (användning: npm run deploy -- --env staging|production)" >&2
      exit 2
      ;;
  esac
done

case "$env" in
  staging | production) ;;
  "")
    echo "Ange miljön: npm run deploy -- --env staging|production" >&2
    exit 2
    ;;
  *)
    echo "Okänd miljö \"$env\": bara staging och production finns (wrangler.toml)" >&2
    exit 2
    ;;
esac

# Untracked files count too: the build reads whatever lies in app/ and public/.
changes="$(git status --porcelain)"
if [ -n "$changes" ]; then
  echo "Arbetsträdet har ändringar som inte är incheckade; checka in eller ta bort dem före driftsättningen:" >&2
  echo "$changes" >&2
  exit 1
fi

node_modules/.bin/tsx scripts/check-placeholders.ts --env "$env"
echo "Driftsätter $(git rev-parse --short HEAD) till $env"
npm run build
npx wrangler d1 migrations apply DB --remote --env "$env"
npx wrangler deploy --env "$env"
