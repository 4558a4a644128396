#!/usr/bin/env bash
# Ensures Debian's Chromium (plus chromedriver and fonts for Vietnamese, Chinese
# and Korean text) is installed for the browser test tier. Idempotent: does
# nothing but print the version when every package is already present.
# Never downloads a browser build; uses apt-get only (needs root).
set -euo pipefail

CHROMIUM=/usr/bin/chromium
PACKAGES=(chromium chromium-driver fonts-noto-core fonts-noto-cjk)

# A machine may have Chromium already but not the fonts (the screenshots' baselines are drawn with Noto):
# install whenever any of the packages is missing, not only the browser.
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      SUDO=(sudo)
    else
      echo "ensure-chromium: ${missing[*]} missing and we are not root; install: ${PACKAGES[*]}" >&2
      exit 1
    fi
  else
    SUDO=()
  fi
  echo "ensure-chromium: installing ${PACKAGES[*]} with apt-get" >&2
  "${SUDO[@]}" apt-get update -q >&2
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${PACKAGES[@]}" >&2
fi

# Debian's launcher wrapper can print harmless shell noise on stderr; show it only on failure.
if ! version="$("$CHROMIUM" --version 2>/tmp/ensure-chromium.$$.err)"; then
  cat /tmp/ensure-chromium.$$.err >&2
  rm -f /tmp/ensure-chromium.$$.err
  exit 1
fi
rm -f /tmp/ensure-chromium.$$.err
echo "$version"
