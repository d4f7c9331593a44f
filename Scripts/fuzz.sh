#!/usr/bin/env bash
# Builds and runs one libFuzzer target (docs/TESTING.md).
#
#   Scripts/fuzz.sh vcard|grammar|chat|search [libFuzzer options…]   e.g. -runs=1000000 -max_total_time=600
#   FUZZ_ASAN=0 Scripts/fuzz.sh chat …   coverage without AddressSanitizer, about three times as many inputs a
#                                        second (into .build-fuzz-noasan); crashes and hangs are still found
#   FUZZ_ASAN=0 FUZZ_CMP=0 Scripts/fuzz.sh chat …   also without comparison tracing (into
#                                        .build-fuzz-noasan-nocmp): 1.57 times as many inputs again, guided
#                                        by edges alone
#
# The library targets are built with -sanitize=fuzzer into .build-fuzz (SwiftPM cannot link a fuzzer
# executable itself: it wants a main), then the harness in Fuzz/ is linked against their objects with
# swiftc. Inputs start from the seed corpus in Fuzz/seeds/TARGET; new ones go to .build-fuzz/corpus/TARGET;
# a crash leaves its input in .build-fuzz/ (add it to Fuzz/regressions/TARGET so swift test replays it).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh vcard|grammar|chat|search [libFuzzer options]}
shift
build=.build-fuzz
sanitize=(-Xswiftc -sanitize=address)
link=fuzzer,address
if [ "${FUZZ_ASAN:-1}" = 0 ]; then
  build=.build-fuzz-noasan
  # Coverage needs a sanitizer named; the fuzzer's own adds no checks.
  sanitize=(-Xswiftc -sanitize=fuzzer)
  link=fuzzer
fi
coverage=edge,inline-8bit-counters,pc-table,trace-cmp
if [ "${FUZZ_CMP:-1}" = 0 ]; then
  build=$build-nocmp
  coverage=edge,inline-8bit-counters,pc-table
fi
swift build -c release --build-path "$build" "${sanitize[@]}" -Xswiftc -sanitize-coverage=$coverage --target KithAssistant >&2
debug="$build/release"
objects() { for module in "$@"; do ls "$debug/$module.build/"*.o; done; }
case "$target" in
  vcard) harness=Fuzz/FuzzVCard.swift; modules=(KithCore) ;;
  grammar) harness=Fuzz/FuzzGrammar.swift; modules=(KithCore KithGrammar) ;;
  chat) harness=Fuzz/FuzzChat.swift; modules=(KithCore KithStore KithIndex KithGrammar KithAssistant GRDB) ;;
  search) harness=Fuzz/FuzzSearch.swift; modules=(KithCore KithStore KithIndex KithGrammar KithAssistant GRDB) ;;
  *) echo "unknown target $target (vcard, grammar, chat, search)" >&2; exit 2 ;;
esac
binary="$build/fuzz-$target"
# shellcheck disable=SC2046
swiftc -sanitize="$link" -parse-as-library -O "$harness" -I "$debug/Modules" \
  -I "$build/checkouts/GRDB.swift/Sources/GRDBSQLite" \
  $(objects "${modules[@]}") -lsqlite3 -o "$binary"
mkdir -p "$build/corpus/$target"
seeds="Fuzz/seeds/$target"
# NB: Swift's own crash reporter would catch a trap first, and libFuzzer would keep no input to replay.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 exec "$binary" -rss_limit_mb=2048 -timeout=1 -detect_leaks=0 "$build/corpus/$target" "$seeds" "$@"
