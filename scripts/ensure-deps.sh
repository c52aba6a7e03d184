# Source after node-env.sh: installs the locked dependencies when they are missing or older
# than package-lock.json.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci) …" >&2
  npm ci --no-audit --no-fund --loglevel=error
fi
