# Sourced by every script that runs wrangler: no telemetry, no banner, nothing leaves the machine.
export WRANGLER_SEND_METRICS=false
export WRANGLER_SEND_ERROR_REPORTS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_HIDE_BANNER=true
export DO_NOT_TRACK=1
