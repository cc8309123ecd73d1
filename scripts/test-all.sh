#!/usr/bin/env bash
# Runs every test: unit and server tests (vitest), then the browser journeys (Playwright in Debian's
# Chromium against the built app and the real server). Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

# Debian's browsers: chromium for the Playwright journeys; Firefox ESR, WebKitGTK's WebDriver (with its
# MiniBrowser) and Xvfb for the cross-engine journeys (tests/engines/). Installed when missing, as root.
missing=()
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
[ -n "${FIREFOX_PATH:-}" ] || [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's ${missing[*]}..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing: ${missing[*]}: install them with apt-get install (or set CHROME_PATH / FIREFOX_PATH)." >&2
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
# need data that holds still, and they spend most of their time dwelling on screens. Then, in the same
# lane, the cross-engine journeys (tests/engines/, servers of their own on 4271-4273): WebKit beside
# Firefox ESR and then WebKit again under the C locale of containers and CI (LANG=C.UTF-8:
# navigator.language "C") for the overview's journeys. Each engine run writes .tmp/engines/<run>.json; their reports follow.
engine_runs=(firefox webkit webkit-C_UTF_8)
for run in "${engine_runs[@]}"; do rm -f ".tmp/engines/$run.json"; done
(
  PW_JSON_OUTPUT="$out/walks.json" E2E_PORT="${WALKS_PORT:-4181}" \
    npx playwright test --project=walks --output=test-results/walks >"$out/walks.log" 2>&1
  rc=$?
  # WebKit's run is the longest: Firefox's and the C locale's go one after the other beside it.
  { npm run engines --silent -- --engine=firefox
    npm run engines --silent -- --engine=webkit --lang=C.UTF-8 --journey=overview --port=4273; } \
    >"$out/engines-firefox-then-webkit-c.log" 2>&1 &
  firefox_pid=$!
  npm run engines --silent -- --engine=webkit >"$out/engines-webkit.log" 2>&1
  webkit_rc=$?
  wait "$firefox_pid" || rc=1
  [ "$webkit_rc" = 0 ] || rc=1
  exit "$rc"
) &
walks_pid=$!
PW_JSON_OUTPUT="$out/e2e.json" npx playwright test --project=journeys --output=test-results/journeys
e2e_rc=$?
wait "$walks_pid"
walks_rc=$?
cat "$out/walks.log" "$out/engines-firefox-then-webkit-c.log" "$out/engines-webkit.log"

node - "$out/unit.json" "$out/e2e.json" "$out/walks.json" -- "${engine_runs[@]/#/.tmp/engines/}" <<'JS'
const fs = require('node:fs');
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, 'utf8')); } catch { return null; } };
const args = process.argv.slice(2);
const [unitFile, ...e2eFiles] = args.slice(0, args.indexOf('--'));
const engineFiles = args.slice(args.indexOf('--') + 1).map((stem) => `${stem}.json`);
const unit = read(unitFile);
let passed = 0;
let failed = 0;
if (unit) { passed += unit.numPassedTests; failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0); }
else failed += 1;
for (const e2e of e2eFiles.map(read)) {
  if (e2e) { passed += e2e.stats.expected + e2e.stats.flaky; failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0); }
  else failed += 1;
}
// Each engine journey is one test; a run that wrote no results (it could not start) is one failure.
for (const run of engineFiles.map(read)) {
  if (run) for (const r of run.results) r.passed ? passed++ : failed++;
  else failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
JS
[ "$unit_rc" = 0 ] && [ "$e2e_rc" = 0 ] && [ "$walks_rc" = 0 ]
