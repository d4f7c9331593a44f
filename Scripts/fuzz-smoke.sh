#!/usr/bin/env bash
# A short run of every libFuzzer target (a minute each by default), for a pre-release check:
#   Scripts/fuzz-smoke.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
for target in vcard grammar chat search; do
  echo "== $target" >&2
  Scripts/fuzz.sh "$target" -max_len=4096 -max_total_time="$seconds" 2>&1 | grep -E "^Done|ERROR|SUMMARY" >&2
done
