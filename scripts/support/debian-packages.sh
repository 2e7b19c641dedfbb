# Sourced by the ensure-*.sh scripts: installs Debian packages as root or through password-less
# sudo, or stops saying the command that would.
install_debian_packages() {
  local packages=("$@")
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
  else
    echo "Cannot install ${packages[*]} without root. Run: sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
    exit 1
  fi
}
