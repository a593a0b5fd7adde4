#!/bin/sh
# The browser tests drive Debian's Chromium headless shell (Lighthouse the whole Chromium); the HTML
# check runs the Nu Html Checker on Java; the cross-engine suite drives WebKit (webkit2gtk-driver:
# WebKitWebDriver and MiniBrowser) on an Xvfb display and Firefox ESR; the text-browser check pipes
# pages through Lynx; the leads export is opened with LibreOffice Calc (headless).
# Install what is missing when we may (root with apt-get); otherwise say how, and stop.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=""
[ -x "$CHROMIUM" ] || missing="$missing chromium"
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing="$missing chromium-headless-shell"
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing="$missing firefox-esr"
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing="$missing webkit2gtk-driver"
command -v Xvfb >/dev/null 2>&1 || missing="$missing xvfb"
command -v lynx >/dev/null 2>&1 || missing="$missing lynx"
command -v soffice >/dev/null 2>&1 || missing="$missing libreoffice-calc-nogui"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Saknas:$missing – installerar med apt-get ..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null && exit 0
fi
echo "Testerna behöver:$missing. Installera med: sudo apt-get install -y$missing" >&2
echo "(Chromium kan också pekas ut med CHROMIUM_PATH, dess headless shell med CHROMIUM_HEADLESS_SHELL_PATH, Firefox med FIREFOX_PATH och WebKitWebDriver med WEBKIT_DRIVER_PATH.)" >&2
exit 1
