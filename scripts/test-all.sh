#!/usr/bin/env bash
# Runs every test: unit and server tests (vitest), then the browser journeys (Playwright in Debian's
# Chromium against the built app and the real server). Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's chromium (apt-get install chromium) or set CHROME_PATH." >&2
    exit 1
  fi
fi

out=$(mktemp -d)
npm run build --silent || { echo "0 passed, 1 failed"; exit 1; }
# Build B of the update journey (tests/pwa.spec.ts): the same app with another build id, deployed under an
# open tab of dist/ to show "A new version is available". A second `vite build` (about a minute here).
BUILD_ID=next npx vite build --outDir .tmp-dist/next --logLevel warn ||
  echo "Build B (.tmp-dist/next) failed: the update journey will fail." >&2

npx vitest run --reporter=default --reporter=json --outputFile.json="$out/unit.json"
unit_rc=$?
# The offline walks (tests/walks.spec.ts) run beside the other journeys, on a server of their own: they
# need data that holds still, and they spend most of their time dwelling on screens. Their report follows.
PW_JSON_OUTPUT="$out/walks.json" E2E_PORT="${WALKS_PORT:-4181}" \
  npx playwright test --project=walks --output=test-results/walks >"$out/walks.log" 2>&1 &
walks_pid=$!
PW_JSON_OUTPUT="$out/e2e.json" npx playwright test --project=journeys --output=test-results/journeys
e2e_rc=$?
wait "$walks_pid"
walks_rc=$?
cat "$out/walks.log"

node - "$out/unit.json" "$out/e2e.json" "$out/walks.json" <<'JS'
const fs = require('node:fs');
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, 'utf8')); } catch { return null; } };
const [unitFile, ...e2eFiles] = process.argv.slice(2);
const unit = read(unitFile);
let passed = 0;
let failed = 0;
if (unit) { passed += unit.numPassedTests; failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0); }
else failed += 1;
for (const e2e of e2eFiles.map(read)) {
  if (e2e) { passed += e2e.stats.expected + e2e.stats.flaky; failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0); }
  else failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
JS
[ "$unit_rc" = 0 ] && [ "$e2e_rc" = 0 ] && [ "$walks_rc" = 0 ]
