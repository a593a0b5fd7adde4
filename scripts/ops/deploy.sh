#!/bin/sh
# npm run deploy -- --env staging|production. First the checks that need no account (the arguments,
# a clean working tree, so what runs is a commit); then scripts/ops/deploy.ts: production only from a
# tag on main, the environment's secrets, build, migrations, deploy, a check of the live site and a
# rollback when it fails.
set -e
cd "$(dirname "$0")/../.."
. scripts/ops/wrangler-env.sh

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

# Nothing above this line reaches Cloudflare or builds; checks that need neither belong here.
node_modules/.bin/tsx scripts/ops/check-placeholders.ts --env "$env"

exec npx tsx scripts/ops/deploy.ts --env "$env"
