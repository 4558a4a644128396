#!/usr/bin/env bash
# `npm test`'s two steps before vitest, side by side: the typecheck (`tsc -b`, declarations into
# packages/*/build/tsc, and the tests' tsconfig with noEmit) and the build (tsup and vite into each
# package's dist/) write to different folders and read only sources, and each is mostly one core, so on
# the 2-core CI machine they take about the time of the longer one instead of their sum.
# The typecheck's output is printed after it ends, so the two logs are not interleaved.
# Exits non-zero when either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
typecheck_log="$(mktemp)"
trap 'rm -f "$typecheck_log"' EXIT
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
npm run build
build_status=$?
wait "$typecheck_pid"
typecheck_status=$?
cat "$typecheck_log"
if [ "$typecheck_status" -ne 0 ]; then echo "typecheck failed (exit $typecheck_status)" >&2; fi
if [ "$build_status" -ne 0 ]; then echo "build failed (exit $build_status)" >&2; fi
[ "$typecheck_status" -eq 0 ] && [ "$build_status" -eq 0 ]
