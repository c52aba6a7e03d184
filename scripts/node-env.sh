# Source this file to get Node 24 LTS on PATH when the machine's node is older than the
# project needs (22.22). The binary comes from the npm registry's `node` package and is
# cached under ~/.cache/node24. Same logic as ../shared/env/node24.sh, kept in the project
# so a clean clone and CI need nothing outside it.
_need_major=22
_need_minor=22
_have=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
_have_major=${_have%%.*}
_rest=${_have#*.}
_have_minor=${_rest%%.*}
if [ "$_have_major" -lt "$_need_major" ] || { [ "$_have_major" -eq "$_need_major" ] && [ "$_have_minor" -lt "$_need_minor" ]; }; then
  _prefix="${XDG_CACHE_HOME:-$HOME/.cache}/node24"
  if [ ! -x "$_prefix/node_modules/.bin/node" ]; then
    mkdir -p "$_prefix"
    echo "Getting Node 24 from the npm registry into $_prefix …" >&2
    npm install --prefix "$_prefix" --no-save --no-audit --no-fund --loglevel=error node@24 >/dev/null
  fi
  export PATH="$_prefix/node_modules/.bin:$PATH"
  hash -r 2>/dev/null
fi
unset _need_major _need_minor _have _have_major _rest _have_minor _prefix
