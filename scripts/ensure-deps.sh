# Source after node-env.sh: installs the locked dependencies when they are missing or older
# than package-lock.json. npm 11 can leave other platforms' optional packages out of the lock
# file, which `npm ci` then refuses; `npm install` resolves the same locked versions.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies …" >&2
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    echo "npm ci refused the lock file; installing with npm install instead …" >&2
    npm install --no-audit --no-fund --no-save --loglevel=error
  fi
fi
