#!/usr/bin/env bash
# apt-install.sh PACKAGE...: installs whichever of the Debian packages named is missing, with apt-get.
#
# The one installer of the test tiers' engines (Chromium and its fonts, nats-server, PostgreSQL). On a
# fresh machine several test files ask for them at once (two workers, several tiers), and a second
# apt-get beside the first fails on dpkg's lock (exit 100): every call here takes one lock file first
# and looks again under it, so the later callers wait for the first and then find the packages there.
# apt-get itself also waits for dpkg's lock held by anything else on the machine.
# Never downloads anything but Debian's packages. Needs root, or sudo without a password.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: apt-install.sh PACKAGE..." >&2
  exit 2
fi

# The packages not installed ("deinstall" with config files left counts as missing).
missing() {
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || echo "$package"
  done
}

if [ -z "$(missing "$@")" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO=(sudo -n)
else
  echo "apt-install: $(missing "$@" | tr '\n' ' ')missing and we are not root; install them: apt-get install $*" >&2
  exit 1
fi

LOCK=/tmp/vnboard-apt-install.lock
exec 9>>"$LOCK"
if ! flock -w 1800 9; then
  echo "apt-install: waited 30 minutes for $LOCK (another install still running?)" >&2
  exit 1
fi

mapfile -t todo < <(missing "$@")
if [ "${#todo[@]}" -eq 0 ]; then
  exit 0 # installed by the caller that held the lock before us
fi

echo "apt-install: installing ${todo[*]} with apt-get" >&2
apt=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=900)
"${apt[@]}" update >&2
"${apt[@]}" install -y "${todo[@]}" >&2
