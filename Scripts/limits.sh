#!/usr/bin/env bash
# Real-disk limits (docs/TESTING.md): a store on a full tmpfs and on a read-only mount. Needs root (mount).
#
#   swift build -c release --product kith --product kith-bench && sudo Scripts/limits.sh
#
# Checks that a full disk makes an import fail with a message naming the store and saves nothing, that
# the store stays intact and usable, and that a store on a read-only mount answers lookups and refuses
# every change with a clear message.
set -euo pipefail
cd "$(dirname "$0")/.."
kith=$PWD/.build/release/kith
bench=$PWD/.build/release/kith-bench
mnt=$(mktemp -d)
trap 'umount "$mnt" 2>/dev/null || true; rmdir "$mnt"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$bench" generate --count 20000 -o "$mnt.vcf" >/dev/null
mount -t tmpfs -o size=2m tmpfs "$mnt"
"$kith" --store "$mnt/s.sqlite" import Examples/contacts.vcf >/dev/null
set +e
message=$("$kith" --store "$mnt/s.sqlite" import "$mnt.vcf" 2>&1)
status=$?
set -e
[ "$status" = 1 ] || fail "import on a full disk exited $status"
[[ "$message" == *"the disk holding the store is full, so nothing was saved"*"$mnt/s.sqlite"* ]] || fail "message: $message"
[ "$("$kith" --store "$mnt/s.sqlite" list | wc -l)" = 40 ] || fail "contacts lost or half-imported"
python3 -c "import sqlite3,sys; sys.exit(sqlite3.connect('$mnt/s.sqlite').execute('pragma integrity_check').fetchone()[0] != 'ok')" || fail "integrity"
echo "full disk: import refused with a clear message, 40 contacts kept, integrity ok"

umount "$mnt"
mount -t tmpfs -o size=8m tmpfs "$mnt"
"$kith" --store "$mnt/s.sqlite" import Examples/contacts.vcf >/dev/null
mount -o remount,ro "$mnt"
"$kith" --store "$mnt/s.sqlite" search "mike chen" | grep -q "Mike Chen" || fail "search on a read-only store"
reply=$(echo "delete Mike Chen" | "$kith" --store "$mnt/s.sqlite" chat)
[[ "$reply" == *"read-only, because the store file can't be written"*"Nothing was changed."* ]] || fail "chat: $reply"
set +e
message=$("$kith" --store "$mnt/s.sqlite" import Examples/contacts.vcf 2>&1)
status=$?
set -e
[ "$status" = 77 ] || fail "import into a read-only store exited $status: $message"
echo "read-only store: lookups work, changes refused (exit 77) with a clear message"
rm -f "$mnt.vcf"
