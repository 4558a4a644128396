#!/usr/bin/env bash
# Ensures Debian's Chromium (plus chromedriver and fonts for Vietnamese, Chinese
# and Korean text) is installed for the browser test tier. Idempotent: does
# nothing but print the version when every package is already present.
# Never downloads a browser build; uses apt-get only (needs root).
set -euo pipefail

CHROMIUM=/usr/bin/chromium
PACKAGES=(chromium chromium-driver fonts-noto-core fonts-noto-cjk)

# A machine may have Chromium already but not the fonts (the screenshots' baselines are drawn with Noto):
# apt-install.sh installs whichever of the packages is missing, not only the browser, one caller at a time.
bash "$(dirname "$0")/apt-install.sh" "${PACKAGES[@]}"

# Debian's launcher wrapper can print harmless shell noise on stderr; show it only on failure.
if ! version="$("$CHROMIUM" --version 2>/tmp/ensure-chromium.$$.err)"; then
  cat /tmp/ensure-chromium.$$.err >&2
  rm -f /tmp/ensure-chromium.$$.err
  exit 1
fi
rm -f /tmp/ensure-chromium.$$.err
echo "$version"
