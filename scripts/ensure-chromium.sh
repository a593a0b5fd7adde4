#!/bin/sh
# The browser tests drive Debian's Chromium. Install it when it is missing and we may; otherwise say how.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium saknas: installerar Debians chromium med apt-get ..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "Chromium saknas ($CHROMIUM). Installera det med: sudo apt-get install -y chromium" >&2
echo "(eller peka CHROMIUM_PATH på en befintlig Chromium)." >&2
exit 1
