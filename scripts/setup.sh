#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine is missing, builds, and then either starts the
# application (`run`) or runs every test (`test`). Used by the README and by CI.
set -euo pipefail

mode=${1:-run}
shift || true
here=$(cd "$(dirname "$0")/.." && pwd)
build=${PINACULO_BUILD_DIR:-$here/build}

packages=(
    g++ cmake ninja-build pkg-config python3
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqt6sql6-sqlite libsqlite3-dev libqt6opengl6-dev libxkbcommon-dev qt6-charts-dev
    qt6-websockets-dev libqrencode-dev
    fonts-dejavu-core poppler-utils xvfb xauth
    desktop-file-utils appstream dpkg-dev
)
# pinaculo-bench sets the catalogue's figures beside the sqlite3 shell running the same SQL.
packages+=(sqlite3)
# A club's database is reached through Qt SQL's PostgreSQL driver; only a club needs it.
packages+=(libqt6sql6-psql)
# The live board's browser test loads its page in headless Chromium; the club's suites start
# a PostgreSQL server of their own, with TLS certificates made by openssl.
if [[ $mode == test ]]; then
    packages+=(chromium postgresql openssl)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo_cmd=()
    [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)"

case $mode in
run)
    exec "$build/pinaculo" "$@"
    ;;
test)
    # Widget tests draw off screen; no display is needed.
    QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@"
    ;;
*)
    echo "usage: scripts/setup.sh run|test" >&2
    exit 2
    ;;
esac
