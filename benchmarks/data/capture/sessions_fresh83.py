"""The "fresh83" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH83: list[dict[str, Any]] = [
    # --- "rotaswap": shift-swap mobile app for ward nurses at Severn Valley NHS Foundation Trust (React Native 0.76 + Expo SDK 52, expo-router 4, TypeScript 5.6, TanStack Query 5, Zustand, react-native-mmkv, orval-generated client for the trust's rota-api REST backend, i18next with en/cy, EAS Build + EAS Update with channels, Sentry, Maestro e2e, Jest + React Native Testing Library, pnpm, Android ward phones managed by Intune) ---
    {
        "name": "fresh83-rotaswap-chitchat-flashlist-and-date-fns-format",
        "split": "fresh83",
        "steps": [
            (
                "user",
                "whats the practical difference between FlatList and FlashList, worth switching for the my-shifts list? its like 60 items max",
            ),
            (
                "assistant",
                "FlashList recycles item views instead of mounting/unmounting them, so it wins on long lists with heavy rows (hundreds+ items, fast scrolling, blank cells on low-end Android). It needs an `estimatedItemSize` and rows that don't keep local state across recycling.\n\nFor ~60 simple shift rows FlatList is fine; you'd get no visible gain and one more native dependency. I'd only switch if a profile shows dropped frames on the list.",
            ),
            ("user", "k. how do i format a date like 'Tue 9 Dec' with date-fns"),
            (
                "bash",
                "node -e \"const {format}=require('date-fns'); console.log(format(new Date(2026, 11, 9), 'EEE d MMM'))\"",
                "Wed 9 Dec",
            ),
            (
                "assistant",
                "`format(date, 'EEE d MMM')` gives that shape. (9 Dec 2026 is a Wednesday, hence \"Wed\" in the output above.)",
            ),
            ("user", "lol yes wed. does EEE localise if i pass the cy locale"),
            (
                "bash",
                "node -e \"const {format}=require('date-fns'); const {cy}=require('date-fns/locale'); console.log(format(new Date(2026, 11, 9), 'EEE d MMM', {locale: cy}))\"",
                "Mer 9 Rhag",
            ),
            (
                "assistant",
                "Yes, pass `{ locale: cy }` from `date-fns/locale`: it prints `Mer 9 Rhag`. Day and month names come from the locale; the pattern itself stays the same.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh83-rotaswap-decision-offline-rota-query-persister-mmkv",
        "split": "fresh83",
        "steps": [
            (
                "user",
                "nurses on the basement wards (radiology, 2B) open the app with no signal and get a blank rota. we need offline. whats the least painful way",
            ),
            (
                "read",
                "src/api/queryClient.ts",
                "import { QueryClient } from '@tanstack/react-query';\n\nexport const queryClient = new QueryClient({\n  defaultOptions: {\n    queries: { staleTime: 60_000, retry: 2 },\n  },\n});\n",
            ),
            (
                "bash",
                "grep -E 'mmkv|sqlite|async-storage|query' package.json; curl -s -H \"Authorization: Bearer $ROTA_TOKEN\" 'https://rota-api.staging.svnhs.dev/v2/wards/2B/rota?weeks=4' | wc -c",
                '    "@tanstack/react-query": "^5.62.0",\n    "react-native-mmkv": "^3.1.0",\n187342',
            ),
            (
                "assistant",
                "A 4-week ward rota is ~187 KB of JSON. Options:\n\n**A. TanStack Query persister on MMKV.** `persistQueryClient` with `createSyncStoragePersister` writing to the MMKV instance we already have, `gcTime`/`maxAge` of e.g. 14 days. `useWardRota` and `useMyShifts` keep working offline from the restored cache, no new schema. Downside: the cache is serialised as one blob, so every write rewrites it (fine at a few hundred KB).\n\n**B. expo-sqlite** with a `shifts` table filled on each fetch. Queryable by date and scales to anything, but we'd own a schema and its migrations inside the app, plus a second source of truth next to the query cache.\n\n**C. Persister on AsyncStorage.** Same as A but slower and async; no upside since MMKV is already installed.\n\nI'd go with A.",
            ),
            (
                "user",
                "go with A, mmkv persister not sqlite: a ward rota is ~200kb and we're not maintaining sqlite migrations inside the app just for a cache. maxAge 14 days is fine, the rota only goes 4 weeks ahead anyway. and show a 'last updated' time when offline so nobody turns up for a shift that changed",
            ),
            ("edit", "src/api/persist.ts"),
            ("edit", "src/api/queryClient.ts"),
            ("edit", "app/_layout.tsx"),
            ("edit", "src/components/OfflineBanner.tsx"),
            ("edit", "src/api/__tests__/persist.test.ts"),
            (
                "bash",
                "pnpm test src/api src/components/OfflineBanner 2>&1 | tail -4",
                "Test Suites: 3 passed, 3 total\nTests:       11 passed, 11 total\nSnapshots:   1 passed, 1 total\nTime:        4.212 s",
            ),
            (
                "bash",
                "maestro test .maestro/flows/offline-rota.yaml 2>&1 | tail -5",
                ' \u2705  Launch app "uk.nhs.svnhs.rotaswap.dev"\n \u2705  Tap on "Ward 2B"\n \u2705  Toggle airplane mode\n \u2705  Launch app "uk.nhs.svnhs.rotaswap.dev"\n \u2705  Assert that "Last updated" is visible',
            ),
            (
                "assistant",
                "Offline rota is in:\n\n- `src/api/persist.ts`: `createSyncStoragePersister` over a dedicated MMKV instance (`id: 'query-cache'`), wired with `PersistQueryClientProvider` in `app/_layout.tsx`; `maxAge` and `gcTime` 14 days, `buster` set to the app version so a new release drops an incompatible cache\n- only the rota and my-shifts queries are persisted (`shouldDehydrateQuery` checks the query key), not swaps or profile\n- `OfflineBanner`: when NetInfo says offline it shows \"Offline, last updated <time>\" from the query's `dataUpdatedAt`\n- Jest tests for restore and the dehydrate filter, plus a Maestro flow `offline-rota.yaml` that loads 2B, goes to airplane mode, relaunches and checks the rota and the banner",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["mmkv persister", "sqlite migrations"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh83-rotaswap-incident-ota-native-module-crash-fingerprint-runtime",
        "split": "fresh83",
        "steps": [
            (
                "user",
                "URGENT android crashing on launch for loads of people since this mornings update, sentry is on fire",
            ),
            (
                "bash",
                "sentry-cli issues list --project rotaswap-mobile --query 'is:unresolved firstSeen:-6h'",
                "+------------+------------------------------------------------------------+---------+\n| Issue ID   | Title                                                      | Events  |\n+------------+------------------------------------------------------------+---------+\n| 5823141907 | Error: Cannot find native module 'ExpoLocalAuthentication' | 3412    |\n+------------+------------------------------------------------------------+---------+",
            ),
            (
                "bash",
                "eas update:list --branch production --limit 2 --non-interactive",
                'Branch     production\n\nGroup ID   b71e4d2a-9c0f-4e55-8a1d-2f63c0b9e7a4\nMessage    "feat: biometric unlock for swap approvals (#241)" (4 hours ago by ffoster)\nRuntime    2.3.0\nPlatforms  android, ios\n\nGroup ID   8c1f0a93-5d7e-4b2c-b9e6-71a4d3f28c05\nMessage    "fix: empty state on swaps tab (#238)" (6 days ago by mowen)\nRuntime    2.3.0\nPlatforms  android, ios',
            ),
            (
                "bash",
                "grep -n -A1 \"runtimeVersion\\|version:\" app.config.ts; git diff v2.3.0 HEAD -- package.json | grep '^[+-] '",
                "9:  version: '2.3.0',\n10-  runtimeVersion: { policy: 'appVersion' },\n+    \"expo-local-authentication\": \"~15.0.1\",",
            ),
            (
                "think",
                "appVersion policy: runtime = 2.3.0 no matter what native code is in the binary. #241 added expo-local-authentication, a native module, and was published as an update with runtime 2.3.0, so every 2.3.0 store binary (built without the module) took it. _layout imports the biometric hook at the top, requireNativeModule throws at launch. iOS too, but most users are on the Intune Android phones. Immediate: republish the previous group 8c1f... on production. Then: fingerprint policy, and biometric unlock ships in a store build.",
            ),
            (
                "assistant",
                "Cause is clear: this morning's update #241 added `expo-local-authentication`, which is a **native** module, but it went out as an OTA update with runtime `2.3.0`. Our `runtimeVersion` uses the `appVersion` policy, so the runtime only changes when `version` changes, and every 2.3.0 store binary (built without that module) accepted the update. `app/_layout.tsx` imports the biometric hook, so it throws `Cannot find native module 'ExpoLocalAuthentication'` at launch. iOS is affected the same way; Android just has far more users.\n\nProposal:\n1. now: republish the previous production group `8c1f0a93` (#238), which puts everyone back on the last good JS\n2. then: switch `runtimeVersion` to `{ policy: 'fingerprint' }` and ship biometric unlock in a 2.4.0 store build",
            ),
            ("user", "republish now. then the fingerprint thing"),
            (
                "bash",
                "eas update:republish --group 8c1f0a93-5d7e-4b2c-b9e6-71a4d3f28c05 --message 'rollback to #238: #241 needs a native build' --non-interactive",
                "\u2714 Published!\n\nBranch             production\nRuntime version    2.3.0\nPlatform           android, ios\nUpdate group ID    e2b95c17-4f3a-4d86-a0c2-9b8e61f7d350\nMessage            rollback to #238: #241 needs a native build",
            ),
            ("edit", "app.config.ts"),
            (
                "bash",
                "npx expo config --type public | grep -A2 runtimeVersion; sentry-cli issues list --project rotaswap-mobile --query 'is:unresolved ExpoLocalAuthentication lastSeen:-10m'",
                "  runtimeVersion: {\n    policy: 'fingerprint'\n  },\nNo issues found",
            ),
            (
                "bash",
                "eas build --profile production --platform all --auto-submit --non-interactive --no-wait 2>&1 | grep -E 'Build details|Android|iOS'",
                "\U0001f916 Android build queued\nBuild details: https://expo.dev/accounts/svnhs/projects/rotaswap/builds/1b6f0e2c-84d9-4c3e-9f57-0a2de6b8c913\n\U0001f34f iOS build queued\nBuild details: https://expo.dev/accounts/svnhs/projects/rotaswap/builds/7d2c9a51-e3b0-4f16-8c4e-55f1a9d0b2e7",
            ),
            (
                "assistant",
                "Summary:\n\n- **Rolled back** at 11:42: republished #238 to `production`; no new `ExpoLocalAuthentication` events in the last 10 minutes.\n- **Root cause:** the `appVersion` runtimeVersion policy let an update that added a native module (`expo-local-authentication`) reach 2.3.0 store binaries that don't contain it.\n- **Fix:** switched runtimeVersion to the fingerprint policy, so any change to native code (new native dependency, config plugin, SDK bump) produces a new runtime version and an OTA update can only reach binaries built with the same native code.\n- 2.4.0 builds for both stores are queued with biometric unlock in them; once they're live the feature reaches people through the stores, not OTA.",
            ),
            ("user", "ok. thanks for the quick fix, that was ugly"),
        ],
        "lessons": [
            {"keys": ["runtimeVersion", "fingerprint policy"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh83-rotaswap-swaps-screen-local-times-correction-and-two-app-rules",
        "split": "fresh83",
        "steps": [
            (
                "user",
                "swap requests screen: show shift date/time, ward and whos offering, with their avatar. endpoint is GET /v2/swaps/open, the hook should already be generated",
            ),
            (
                "bash",
                "grep -n 'export const useGetOpenSwaps\\|export const getOpenSwaps' src/api/gen/swaps.ts; grep -rn 'avatar' src/api/gen/ | head -3",
                "41:export const getOpenSwaps = (\n88:export const useGetOpenSwaps = <TData = Awaited<ReturnType<typeof getOpenSwaps>>,",
            ),
            (
                "bash",
                "curl -s -H \"Authorization: Bearer $ROTA_TOKEN\" 'https://rota-api.staging.svnhs.dev/v2/swaps/open?ward=7B' | jq '.[0]'",
                '{\n  "id": "swp_01JEQ4S8K2VQ7M3N",\n  "shift": {\n    "start": "2026-12-12T07:30:00",\n    "end": "2026-12-12T20:00:00",\n    "ward": "7B",\n    "band": 5\n  },\n  "offeredBy": {\n    "staffId": "stf_4821",\n    "name": "Priya Nair",\n    "band": 5\n  },\n  "note": "can swap for any long day next wk"\n}',
            ),
            ("edit", "app/(tabs)/swaps.tsx"),
            ("edit", "src/components/SwapCard.tsx"),
            ("edit", "src/api/avatar.ts"),
            (
                "bash",
                "pnpm tsc --noEmit && pnpm test SwapCard 2>&1 | tail -3",
                "Test Suites: 1 passed, 1 total\nTests:       4 passed, 4 total\nTime:        2.018 s",
            ),
            (
                "assistant",
                'Swaps screen is in:\n\n- `app/(tabs)/swaps.tsx` uses `useGetOpenSwaps({ ward })` with pull-to-refresh\n- `SwapCard` shows "Sat 12 Dec, 07:30-20:00", the ward, "Offered by Priya Nair (Band 5)" and the note\n- `start`/`end` come back as UTC ISO strings, so I convert them with `toLocaleTimeString` into the phone\'s timezone\n- there\'s no generated hook for avatars, so `src/api/avatar.ts` does a small `fetch` to `/v2/staff/{id}/avatar` with the token from the auth store\n\nTypecheck clean, 4 tests pass.',
            ),
            (
                "user",
                "few things. the times arent utc, rota-api sends Europe/London wall-clock times with no offset, so format them as they are, dont push them through Date/toLocaleTimeString or anyone with a phone on another timezone sees the wrong shift. and two rules for the whole app: all api calls go through the orval hooks in src/api/gen (endpoint missing -> pnpm api:gen against the latest spec, never hand-written fetch), and every user-facing string goes through t() with keys in both locales/en.json and locales/cy.json, the trust requires welsh",
            ),
            (
                "bash",
                "pnpm api:gen 2>&1 | tail -2 && grep -n 'export const useGetStaffAvatar' src/api/gen/staff.ts",
                "\U0001f37b Start orval v7.3.0 - A swiss army knife for OpenAPI client generation.\n\U0001f389 rota-api - Your OpenAPI spec has been converted into ready to use orval!\n63:export const useGetStaffAvatar = <TData = Awaited<ReturnType<typeof getStaffAvatar>>,",
            ),
            ("edit", "src/lib/shiftTime.ts"),
            ("edit", "src/components/SwapCard.tsx"),
            ("edit", "locales/en.json"),
            ("edit", "locales/cy.json"),
            (
                "bash",
                "pnpm tsc --noEmit && TZ=America/New_York pnpm test SwapCard shiftTime 2>&1 | tail -3",
                "Test Suites: 2 passed, 2 total\nTests:       9 passed, 9 total\nTime:        2.344 s",
            ),
            (
                "assistant",
                "Reworked:\n\n- `src/lib/shiftTime.ts` parses `2026-12-12T07:30:00` as plain wall-clock parts (no `Date`, no timezone conversion) and formats them; tests run with `TZ=America/New_York` to prove the device timezone doesn't matter\n- `src/api/avatar.ts` is gone; after `pnpm api:gen` the spec has `GET /v2/staff/{staffId}/avatar`, and `SwapCard` uses the generated `useGetStaffAvatar`\n- all strings in the screen and card go through `t()`: new keys under `swaps.*` in `locales/en.json` and `locales/cy.json` (the Welsh is my best attempt, worth a check by the trust's translator)",
            ),
        ],
        "lessons": [
            {"keys": ["Europe/London", "no offset"], "not": ["UTC ISO strings"]},
            {"keys": ["src/api/gen", "hand-written fetch"]},
            {"keys": ["t()", "locales/cy.json"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh83-rotaswap-qa-ota-preview-channel-correction-in-passing",
        "split": "fresh83",
        "steps": [
            (
                "user",
                "qa want the new swap screen on their test phones today, can u get it to them. they're on the 2.4.0 internal build",
            ),
            (
                "bash",
                "eas channel:list --non-interactive",
                "Channels:\n\nName     production\nBranch   production\n\nName     preview\nBranch   preview\n\nName     staging\nBranch   staging",
            ),
            (
                "bash",
                "npx @expo/fingerprint . | jq -r .hash; eas build:list --profile preview --platform android --limit 1 --json --non-interactive | jq -r '.[0] | .appVersion + \" \" + .runtimeVersion'",
                "3f0c9d2e81a64b57c1e9a0d7f4b28e6a5c13d970\n2.4.0 3f0c9d2e81a64b57c1e9a0d7f4b28e6a5c13d970",
            ),
            (
                "assistant",
                'The fingerprint of `main` matches the 2.4.0 internal build (no native changes since), so an OTA update is enough, no new binary. I\'ll publish to the staging channel, which is where QA builds pull from:\n\n```sh\neas update --channel staging --message "swap screen (#252)"\n```\n\nOK to go?',
            ),
            (
                "user",
                "yep go, but the preview channel not staging, qa builds listen on preview, staging's been dead since june. oh and put the swap screen behind the swapsV2 flag, off in production, on in preview",
            ),
            (
                "read",
                "src/lib/flags.ts",
                "import * as Updates from 'expo-updates';\n\nconst channel = Updates.channel ?? 'dev';\n\nexport const flags = {\n  biometricUnlock: channel !== 'production',\n} as const;\n",
            ),
            ("edit", "src/lib/flags.ts"),
            ("edit", "app/(tabs)/_layout.tsx"),
            (
                "bash",
                "pnpm tsc --noEmit && pnpm test flags 2>&1 | tail -2",
                "Tests:       3 passed, 3 total\nTime:        1.104 s",
            ),
            (
                "bash",
                "eas update --channel preview --message 'swap screen behind swapsV2 (#252)' --non-interactive 2>&1 | tail -6",
                "\u2714 Published!\n\nBranch             preview\nRuntime version    3f0c9d2e81a64b57c1e9a0d7f4b28e6a5c13d970\nPlatform           android, ios\nUpdate group ID    40d7e1b3-92c5-4a6f-8e0d-c6b3a9f15e22",
            ),
            (
                "assistant",
                "Published to `preview`:\n\n- `flags.swapsV2 = channel !== 'production'`, so it's on for preview (and dev) and off in production; the Swaps tab is hidden when it's off\n- update group `40d7e1b3` on the `preview` branch, same runtime fingerprint as the 2.4.0 internal build\n\nQA get it on the next cold start (open, close, open again, as usual with expo-updates).",
            ),
            ("user", "ta, pinged qa"),
        ],
        "lessons": [
            {"keys": ["qa builds", "preview"], "not": ["which is where QA builds pull from"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh83-rotaswap-tool-stored-maestro-setup-and-intune-allowbackup",
        "split": "fresh83",
        "steps": [
            (
                "user",
                "save the maestro setup to memory pls, i had to rediscover it again today: e2e needs the dev client from eas build --profile e2e --platform android --local, install the apk on the emulator, then pnpm e2e:android runs .maestro/flows against rota-api staging with the test nurse accounts from the 1password item 'rotaswap e2e'. then look at why the android release workflow failed last night",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "rotaswap Maestro e2e: build the dev client with `eas build --profile e2e --platform android --local`, install the APK on the emulator, then `pnpm e2e:android` runs the flows in .maestro/flows against rota-api staging. Test nurse accounts are in the 1Password item 'rotaswap e2e'.",
                    "tags": ["rotaswap", "e2e", "maestro", "android"],
                },
                '{"id":"6051","action":"stored"}',
                False,
            ),
            (
                "bash",
                "gh run list --workflow release-android.yml --limit 1 && gh run view --log-failed $(gh run list --workflow release-android.yml --limit 1 --json databaseId -q '.[0].databaseId') | tail -4",
                'completed\tfailure\trelease 2.4.1\trelease-android.yml\tmain\tpush\t12318840571\t6m12s\t2026-12-06T22:04:51Z\ncheck-manifest\tRun pnpm check:manifest\t2026-12-06T22:10:58.1127Z \u2716 AndroidManifest.xml: <application android:allowBackup="true"> (expected "false")\ncheck-manifest\tRun pnpm check:manifest\t2026-12-06T22:10:58.1131Z 1 manifest check failed\ncheck-manifest\tRun pnpm check:manifest\t2026-12-06T22:10:58.1502Z \u2009ELIFECYCLE\u2009 Command failed with exit code 1.',
            ),
            (
                "bash",
                "grep -n 'allowBackup' app.config.ts; git log --oneline -3 -- app.config.ts",
                "a9e3f10 refactor: split app.config.ts per flavor (#247)\n5b2d7c4 runtimeVersion: fingerprint policy (#244)\n11c8e6a add expo-local-authentication plugin (#241)",
            ),
            (
                "assistant",
                'Saved the Maestro setup to memory.\n\nThe release failed in the `check-manifest` step: the generated `AndroidManifest.xml` now has `android:allowBackup="true"`. `app.config.ts` no longer sets `android.allowBackup` at all, and Expo\'s default is `true`; it looks like it went missing in #247 (the per-flavor split). Do you want it back as `false`, or was dropping it intentional and the check is out of date?',
            ),
            (
                "user",
                "definitely back to false. the trust's intune policy quarantines any app with allowBackup=true, the ward phones just wipe it. thats why the check exists, it must have got lost in sam's refactor",
            ),
            ("edit", "app.config.ts"),
            (
                "bash",
                "npx expo prebuild --platform android --clean --no-install > /dev/null && grep -o 'android:allowBackup=\"[a-z]*\"' android/app/src/main/AndroidManifest.xml && pnpm check:manifest",
                'android:allowBackup="false"\n\u2714 AndroidManifest.xml: 6 checks passed',
            ),
            (
                "bash",
                "git switch -qc fix/allow-backup && git commit -qam 'restore android.allowBackup=false (lost in #247)' && git push -q -u origin fix/allow-backup && gh pr create --fill 2>&1 | tail -1",
                "https://github.com/svnhs/rotaswap/pull/255",
            ),
            (
                "assistant",
                "Fixed in https://github.com/svnhs/rotaswap/pull/255: `android.allowBackup: false` is back in the shared part of `app.config.ts` (so every flavor gets it), and the prebuilt manifest passes `pnpm check:manifest`. Once it's merged, re-run the release workflow for 2.4.1.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["intune", "allowBackup"]},
        ],
        "tool_stored": [["eas build --profile e2e", "pnpm e2e:android"]],
    },
]
