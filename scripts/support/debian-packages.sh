# Sourced by the ensure-*.sh scripts: installs Debian packages as root or through password-less
# sudo when the files they provide are missing, or stops saying the command that would.

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

# ensure_debian_files "file1 file2" package...: installs the packages unless every file exists,
# then checks that they do.
ensure_debian_files() {
  local files=($1)
  shift
  local file missing=()
  for file in "${files[@]}"; do [ -e "$file" ] || missing+=("$file"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "${missing[*]} missing; installing Debian's $*..."
  install_debian_packages "$@"
  for file in "${files[@]}"; do
    [ -e "$file" ] || { echo "Installing $* did not provide $file" >&2; exit 1; }
  done
}
