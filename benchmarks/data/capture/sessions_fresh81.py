"""The "fresh81" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH81: list[dict[str, Any]] = [
    # --- "carewalk": visit app for home carers at Thistle Home Care, a Scottish care-at-home provider (React Native 0.76 + Expo SDK 52, expo-router 4, TypeScript, TanStack Query 5, WatermelonDB for offline visits and care notes, react-native-nfc-manager for check-in tags at clients' homes, EAS Build + EAS Update, Sentry, Jest + React Native Testing Library, Maestro flows, pnpm; the rota-api Rails backend belongs to another team) ---
    {
        "name": "fresh81-carewalk-decision-stay-on-watermelondb-not-persistqueryclient-mmkv",
        "split": "fresh81",
        "steps": [
            (
                "user",
                "jamie opened #412 ripping out watermelondb for tanstack persistQueryClient + mmkv, -3k lines, says the sync code is a mess (it kind of is tbh). im half tempted. thoughts before i review",
            ),
            (
                "bash",
                "gh pr view 412 --json title,additions,deletions,changedFiles --jq '\"\\(.title)\\n+\\(.additions) -\\(.deletions) in \\(.changedFiles) files\"'",
                "Replace WatermelonDB with persisted query cache (MMKV)\n+812 -3944 in 41 files",
            ),
            (
                "read",
                "src/db/sync.ts",
                "import { synchronize } from '@nozbe/watermelondb/sync';\nimport { rota } from '../api/rota';\n\nexport async function syncNow(db: Database) {\n  await synchronize({\n    database: db,\n    pullChanges: async ({ lastPulledAt }) => {\n      const res = await rota.get('/v2/sync', { params: { since: lastPulledAt ?? 0 } });\n      return { changes: res.data.changes, timestamp: res.data.timestamp };\n    },\n    pushChanges: async ({ changes, lastPulledAt }) => {\n      // TODO conflicts: server returns 409 with the server copy, we just retry\n      await rota.post('/v2/sync', { changes, last_pulled_at: lastPulledAt });\n    },\n    migrationsEnabledAtVersion: 7,\n  });\n}\n",
            ),
            (
                "bash",
                "pnpm tsx scripts/offline-stats.ts --days 30",
                "visits: 18,204  carers: 96\noffline stretches during shifts: median 41m, p90 3h05m, max 9h52m\nworst rounds (p90 offline): Rannoch 5h40m, Glen Lyon 4h55m, Kirriemuir 2h10m\ncare notes written while offline: 7,118 of 18,311 (39%)",
            ),
            (
                "assistant",
                "#412 is +812 / -3,944 over 41 files, so it's a big simplification on paper. What it trades:\n\n**persistQueryClient + MMKV gives you** cached reads that survive an app restart, and paused mutations that resume when the phone is back online (as long as every mutation has `mutationDefaults` registered, or they can't be rehydrated after a restart).\n\n**What it doesn't give you:**\n- a note written offline only exists in the mutation queue, not in any list, until it succeeds; the carer can't see or edit it on the visit screen\n- no conflict handling: if a coordinator edits the visit while the carer is offline, whichever write lands last wins, silently. `sync.ts` at least gets the 409 with the server copy (even if it only retries today)\n- the whole cache is one MMKV blob, rehydrated at start\n\nThe numbers matter here: 39% of notes are written offline, p90 offline stretch is 3 h and 5h40 on Rannoch. That's the main path for a big chunk of carers, not an edge case.\n\nI'd keep Watermelon and ask Jamie to tidy `src/db/sync.ts` instead: split pull/push, typed change sets, actually handle the 409, and tests against a fake `/v2/sync`.",
            ),
            (
                "user",
                "agreed. we stay on watermelondb, not persistQueryClient + mmkv: carers are offline for whole shifts on the rannoch and glen lyon rounds, and notes written offline need a real sync with conflict handling, a persisted query cache really only covers reads. draft a close comment for jamie pls, nice tone, he's new. and stick a line in docs/decisions so the next person doesnt try it again",
            ),
            ("edit", "docs/decisions/0004-offline-store-watermelondb.md"),
            (
                "assistant",
                "Added `docs/decisions/0004-offline-store-watermelondb.md` (decision, the offline numbers, why a persisted query cache isn't enough, pointer to #412).\n\nDraft comment:\n\n> Thanks for digging into this, Jamie, and you're right that `sync.ts` has got messy. We're going to stay on WatermelonDB though: 39% of care notes are written offline and on the Rannoch and Glen Lyon rounds carers can be offline for most of a shift, so notes need to live locally, show up on the visit straight away and sync with conflict handling later. A persisted query cache mainly covers reads, and offline mutations would sit in a queue with last-write-wins. Would you be up for tidying `src/db/sync.ts` instead (split pull/push, typed changes, handle the 409 from `/v2/sync`, tests with a fake server)? There's a note in `docs/decisions/0004` on the reasoning. Closing this one for now.",
            ),
            ("user", "posted, ta"),
        ],
        "lessons": [
            {"keys": ["watermelondb", "persistQueryClient"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh81-carewalk-incident-eas-update-expo-haptics-launch-crash-runtimeversion-fingerprint",
        "split": "fresh81",
        "steps": [
            (
                "user",
                "URGENT carers crashing on launch since ~10:40, sentry going mad, two coordinators phoning me. we pushed an eas update to production this morning (the rota colours thing)",
            ),
            (
                "bash",
                "eas update:list --branch production --limit 2 --non-interactive",
                "Branch: production\nGroup ID                              Message                                 Runtime version  Platforms     Created\n5c1e8f0a-2b7d-4e61-9a3f-7d0c9b2e4a18  rota colours + haptic tick on check-in  1.9.0            android, ios  2026-12-07 10:38\na93d40b2-71c5-4f0e-8e26-1b5f2d7c6e90  fix visit list scroll jump              1.9.0            android, ios  2026-12-02 16:05",
            ),
            (
                "bash",
                "sentry-cli issues list -p carewalk --query 'is:unresolved firstSeen:-3h'",
                "+--------------+--------+-------+--------------------------------------------------+\n| Issue ID     | Events | Users | Title                                            |\n+--------------+--------+-------+--------------------------------------------------+\n| CAREWALK-3F2 | 412    | 57    | Error: Cannot find native module 'ExpoHaptics'   |\n+--------------+--------+-------+--------------------------------------------------+",
            ),
            (
                "read",
                "app.config.ts",
                "export default ({ config }: ConfigContext): ExpoConfig => ({\n  ...config,\n  name: 'Carewalk',\n  slug: 'carewalk',\n  version: '1.9.0',\n  runtimeVersion: { policy: 'appVersion' },\n  updates: { url: 'https://u.expo.dev/3b7e2c10-8d4f-4a61-b0e9-2f5c7a1d9e34' },\n  android: { package: 'uk.co.thistlecare.carewalk', versionCode: 212 },\n  ios: { bundleIdentifier: 'uk.co.thistlecare.carewalk', buildNumber: '212' },\n  plugins: ['expo-router', 'react-native-nfc-manager', '@sentry/react-native/expo'],\n});\n",
            ),
            (
                "bash",
                "git diff v1.9.0 -- package.json | grep '^[+-] '",
                '+    "expo-haptics": "~14.0.0",',
            ),
            (
                "think",
                "expo-haptics has native code. The 1.9.0 store binary doesn't include it. Runtime version policy is appVersion and version is still 1.9.0, so EAS treats the new JS bundle as compatible with that binary. requireNativeModule('ExpoHaptics') throws on import at startup.",
            ),
            (
                "assistant",
                "Cause: this morning's update added `expo-haptics` for the check-in tick. That's a native module, and the 1.9.0 binary on the carers' phones doesn't contain it, so importing it at startup throws `Cannot find native module 'ExpoHaptics'` and the app dies before the first screen (57 users so far). EAS served the update to those phones because `runtimeVersion` uses the `appVersion` policy: the version was still 1.9.0, so the update and the old binary looked compatible.\n\nFix now: republish the previous production group (`a93d40b2`, the scroll fix) so phones get a working bundle; expo-updates' error recovery also falls back to the last good bundle after a launch crash, so most phones recover on the next open.\n\nLonger fix: switch `runtimeVersion` to the `fingerprint` policy, so any change to native deps changes the runtime version and an OTA can't land on an incompatible binary. The haptic tick then ships in a 1.10.0 store build.",
            ),
            (
                "user",
                "roll it back now. then yes fingerprint. and rule from now on: any pr that adds or bumps a native dependency ships as a new store build, never as an eas update",
            ),
            (
                "bash",
                "eas update:republish --group a93d40b2-71c5-4f0e-8e26-1b5f2d7c6e90 --branch production --message 'rollback: republish scroll fix (haptics needs a native build)' --non-interactive",
                "✔ Fetched update group a93d40b2-71c5-4f0e-8e26-1b5f2d7c6e90\n✔ Republished update group\nBranch             production\nRuntime version    1.9.0\nPlatforms          android, ios\nUpdate group ID    e07b9c31-4a2d-4f85-9c6e-83d1a5f0b27c\nMessage            rollback: republish scroll fix (haptics needs a native build)",
            ),
            (
                "bash",
                "sleep 900; sentry-cli issues list -p carewalk --query 'CAREWALK-3F2 lastSeen:-10m'",
                "No issues found",
            ),
            ("edit", "app.config.ts"),
            ("edit", "src/features/checkin/CheckInButton.tsx"),
            ("edit", ".github/workflows/eas-update.yml"),
            (
                "bash",
                "npx expo-updates fingerprint:generate --platform android | jq -r .hash",
                "9f2c4e1a7b03d58e6c21f0a4d9b7e83c5a16f2d0",
            ),
            (
                "assistant",
                "Rolled back: production now serves the scroll-fix bundle again (group `e07b9c31`), and CAREWALK-3F2 has had no events in the last 10 minutes.\n\nThen:\n- `app.config.ts`: `runtimeVersion: { policy: 'fingerprint' }`\n- pulled the haptic tick out of `CheckInButton.tsx` for now and left `expo-haptics` in `package.json`, so it goes out with the 1.10.0 store build\n- `eas-update.yml` now compares the fingerprint against the latest production build and fails with \"native changes: needs a store build\" instead of publishing\n\nThe next store build will get runtime version `9f2c4e1a...`; until then the 1.9.0 phones only get updates built against 1.9.0.",
            ),
            ("user", "thanks, that was horrible"),
        ],
        "lessons": [
            {"keys": ["runtimeVersion", "fingerprint"]},
            {"keys": ["native dependency", "store build"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh81-carewalk-late-badge-grace-30-min-correction-and-staging-channel-in-passing",
        "split": "fresh81",
        "steps": [
            (
                "user",
                "carers want a 'late' badge on the visit card if check-in was late. put it next to the client name. ticket CW-231",
            ),
            (
                "read",
                "src/db/models/Visit.ts",
                "export default class Visit extends Model {\n  static table = 'visits';\n  static associations = { clients: { type: 'belongs_to', key: 'client_id' } } as const;\n\n  @field('client_id') clientId!: string;\n  @date('scheduled_start') scheduledStart!: Date;\n  @date('scheduled_end') scheduledEnd!: Date;\n  @date('checked_in_at') checkedInAt!: Date | null;\n  @field('check_in_method') checkInMethod!: 'nfc' | 'manual';\n  @relation('clients', 'client_id') client!: Relation<Client>;\n}\n",
            ),
            ("edit", "src/features/visits/lateness.ts"),
            ("edit", "src/features/visits/VisitCard.tsx"),
            ("edit", "src/features/visits/__tests__/lateness.test.ts"),
            (
                "bash",
                "pnpm jest src/features/visits 2>&1 | tail -4",
                "Test Suites: 3 passed, 3 total\nTests:       9 passed, 9 total\nSnapshots:   0 total\nTime:        2.87 s",
            ),
            (
                "assistant",
                'Added the badge:\n\n- `isLate(visit)` in `lateness.ts`: late when check-in is more than 15 minutes after the scheduled start (`LATE_GRACE_MIN = 15`), the usual care-at-home tolerance; visits not checked in yet aren\'t flagged\n- `VisitCard` shows a small "Late" pill after the client name\n- 4 tests (on time, 14 min, 16 min, not checked in)',
            ),
            (
                "user",
                "grace is 30 min not 15, both council contracts (perth & kinross and angus) say 30, and it's not ours to hardcode anyway: read it from visit_grace_minutes in GET /v2/config on rota-api, useRotaConfig() already fetches that",
            ),
            (
                "bash",
                "grep -rn 'visit_grace_minutes\\|export function useRotaConfig' src",
                "src/api/config.ts:14:export function useRotaConfig() {\nsrc/api/config.ts:23:    visitGraceMinutes: data.visit_grace_minutes,",
            ),
            ("edit", "src/features/visits/lateness.ts"),
            ("edit", "src/features/visits/VisitCard.tsx"),
            ("edit", "src/features/visits/__tests__/lateness.test.ts"),
            (
                "assistant",
                "Changed: `isLate(visit, graceMinutes)` no longer has a constant; `VisitCard` passes `useRotaConfig().data?.visitGraceMinutes` and shows no badge until the config has loaded (it's cached offline with the rest of the config). Tests now use grace 30: 29 min not late, 31 min late. 9 tests pass.\n\nWant me to publish it to the `preview` channel? That's the one the internal testers' builds follow.",
            ),
            (
                "user",
                "yes publish but not to preview, internal testers' builds follow `staging` since we split the channels in october, preview is only for PR builds. then open the pr as CW-231 and ask marta to review",
            ),
            (
                "bash",
                "eas update --branch staging --message 'CW-231 late badge on visit card' --non-interactive 2>&1 | tail -3 && gh pr create --title 'CW-231 late badge on visit card' --body 'Late pill next to the client name; grace from visit_grace_minutes in /v2/config.' --reviewer marta-thistle",
                "Branch             staging\nRuntime version    9f2c4e1a7b03d58e6c21f0a4d9b7e83c5a16f2d0\nUpdate group ID    4d8a1f67-0b3e-4c92-a5d1-6e2f9b70c3a8\nhttps://github.com/thistlecare/carewalk/pull/421",
            ),
            (
                "assistant",
                "Published to `staging` (group `4d8a1f67`) and opened #421 with Marta as reviewer.",
            ),
        ],
        "lessons": [
            {"keys": ["30 min", "visit_grace_minutes"], "not": ["LATE_GRACE_MIN = 15"]},
            {"keys": ["internal testers", "staging"], "not": ["the one the internal testers"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh81-carewalk-care-notes-sync-errors-two-rules-no-note-text-in-sentry-and-sync-only",
        "split": "fresh81",
        "steps": [
            (
                "user",
                "coordinators say some care notes 'never arrive' but the carers swear they wrote them. we have zero visibility. add error reporting around note sync so we can see whats failing",
            ),
            (
                "read",
                "src/features/notes/useSaveNote.ts",
                "export function useSaveNote(visit: Visit) {\n  const db = useDatabase();\n  return useCallback(async (text: string) => {\n    await db.write(async () => {\n      await db.get<CareNote>('care_notes').create((n) => {\n        n.visitId = visit.id;\n        n.text = text;\n        n.writtenAt = new Date();\n      });\n    });\n    syncNow(db).catch(() => {}); // retried by the background sync\n  }, [db, visit.id]);\n}\n",
            ),
            (
                "bash",
                "grep -rn 'Sentry\\.' src | head -5",
                "src/sentry.ts:8:Sentry.init({\nsrc/app/_layout.tsx:21:export default Sentry.wrap(RootLayout);\nsrc/features/checkin/useNfcCheckIn.ts:57:    Sentry.captureException(err, { tags: { step: 'nfc_read' } });",
            ),
            ("edit", "src/db/sync.ts"),
            ("edit", "src/features/notes/useSaveNote.ts"),
            (
                "bash",
                "pnpm jest src/db src/features/notes 2>&1 | tail -3",
                "Tests:       14 passed, 14 total\nSnapshots:   0 total\nTime:        3.41 s",
            ),
            (
                "assistant",
                "Added:\n\n- in `syncNow`, a catch around `pushChanges` that calls `Sentry.captureException(err, { extra: { notes: changes.care_notes } })`, so we see which notes failed and what was in them\n- in `useSaveNote`, if sync has failed 3 times in a row for a note, a fallback that posts it straight to the API with `rota.post('/v2/care_notes', ...)` so it isn't stuck on the phone\n- a `sync_failed` breadcrumb with the HTTP status",
            ),
            (
                "user",
                "whoa no. two rules for anything touching care notes. never send note text to sentry, it's health data and sentry isn't in our DPA, send the note id and length only. and care notes only ever get written to watermelon and go up with syncNow, never a direct rota.post, not even as a fallback, or rota-api ends up with duplicate notes.",
            ),
            ("edit", "src/db/sync.ts"),
            ("edit", "src/features/notes/useSaveNote.ts"),
            ("edit", "src/db/__tests__/sync.test.ts"),
            (
                "bash",
                "pnpm jest src/db src/features/notes 2>&1 | tail -3; grep -rn \"rota.post('/v2/care_notes'\" src || echo 'no direct posts'",
                "Tests:       15 passed, 15 total\nSnapshots:   0 total\nTime:        3.38 s\nno direct posts",
            ),
            (
                "assistant",
                'Reworked:\n\n- `syncNow` now reports push failures with `extra: { noteIds, noteLengths, status }` only; a test asserts the Sentry payload never contains a note\'s `text`\n- the direct-post fallback is gone; `useSaveNote` only writes to Watermelon, and a note that has failed to sync 3 times gets a `sync_failed_count` and a small "not sent yet" marker on the visit so the carer knows\n- kept the `sync_failed` breadcrumb (status only)\n\nThat should tell us which notes are failing and with what status without any note content leaving the phone.',
            ),
            ("user", "good. ship to staging tomorrow"),
        ],
        "lessons": [
            {"keys": ["note text", "note id"]},
            {"keys": ["syncNow", "rota.post"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh81-carewalk-tool-stored-maestro-e2e-setup-and-nfc-tags-ndef-text-record",
        "split": "fresh81",
        "steps": [
            (
                "user",
                "save the e2e setup to memory, i explain it every time: maestro flows are in .maestro/, run `pnpm e2e` against a dev-client build on the Pixel_7_API_34 emulator, test carer is carer.e2e@thistlecare.test on the rota-api staging tenant 'e2e', pin is in 1password under 'carewalk e2e'. then the tag parser test is failing on the fixture from the new nfc tag batch, have a look",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "carewalk e2e: Maestro flows in .maestro/, run `pnpm e2e` against a dev-client build on the Pixel_7_API_34 emulator. Test carer carer.e2e@thistlecare.test on the rota-api staging tenant 'e2e'; pin in 1Password item 'carewalk e2e'.",
                    "tags": ["carewalk", "e2e", "maestro"],
                },
                '{"id":"9107","action":"stored"}',
                False,
            ),
            (
                "bash",
                "pnpm jest src/features/checkin 2>&1 | tail -9",
                '  ● parseClientTag › reads the client id from the 2026-12 tag batch\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: "8f1c2a6e-5b3d-4e07-9a14-c6d2f0b8e731"\n    Received: null\n\nTests:       1 failed, 11 passed, 12 total',
            ),
            (
                "read",
                "src/features/checkin/parseTag.ts",
                "import { Ndef, TagEvent } from 'react-native-nfc-manager';\n\nconst PREFIX = 'carewalk://client/';\n\nexport function parseClientTag(tag: TagEvent): string | null {\n  const rec = tag.ndefMessage?.[0];\n  if (!rec || !Ndef.isType(rec, Ndef.TNF_WELL_KNOWN, Ndef.RTD_URI)) return null;\n  const uri = Ndef.uri.decodePayload(Uint8Array.from(rec.payload));\n  return uri.startsWith(PREFIX) ? uri.slice(PREFIX.length) : null;\n}\n",
            ),
            (
                "bash",
                "jq '{techTypes, maxSize, rec: .ndefMessage[0] | {tnf, type, payload: (.payload[0:8])}}' src/features/checkin/__fixtures__/tag-2026-12-batch.json",
                '{\n  "techTypes": [\n    "android.nfc.tech.NfcA",\n    "android.nfc.tech.MifareUltralight",\n    "android.nfc.tech.Ndef"\n  ],\n  "maxSize": 496,\n  "rec": {\n    "tnf": 1,\n    "type": [\n      84\n    ],\n    "payload": [2, 101, 110, 56, 102, 49, 99, 50]\n  }\n}',
            ),
            (
                "assistant",
                "Saved the e2e setup to memory. The failing fixture is an NTAG215 (496 bytes) whose record is a Well-known **Text** record (type `T`, language `en`, then the uuid), while `parseClientTag` only accepts a URI record `carewalk://client/<uuid>`. Are the new tags meant to be text records, or were these written wrong?",
            ),
            (
                "user",
                "they're right. all tags from now on are NTAG215 written by the tagwriter app in the office, with the client uuid as an NDEF text record. the carewalk:// uri ones are the ~40 old pilot tags still on doors in forfar, so keep reading both",
            ),
            ("edit", "src/features/checkin/parseTag.ts"),
            ("edit", "src/features/checkin/__tests__/parseTag.test.ts"),
            (
                "bash",
                "pnpm jest src/features/checkin 2>&1 | tail -3",
                "Tests:       14 passed, 14 total\nSnapshots:   0 total\nTime:        1.96 s",
            ),
            (
                "assistant",
                "Fixed: `parseClientTag` now accepts a Text record (decoded with `Ndef.text.decodePayload`, must be a uuid) and still accepts the old `carewalk://client/<uuid>` URI records. Added tests for the new batch fixture, a text record that isn't a uuid (rejected), and an empty tag.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["tagwriter", "NDEF text record"]},
        ],
        "tool_stored": [["pnpm e2e", "Pixel_7_API_34"]],
    },
    {
        "name": "fresh81-carewalk-chitchat-usememo-vs-usecallback-intl-date-dev-menu",
        "split": "fresh81",
        "steps": [
            ("user", "usememo vs usecallback, one line each, brain is soup"),
            (
                "assistant",
                "`useMemo(() => compute(a, b), [a, b])` caches a **value** between renders.\n`useCallback(fn, [deps])` caches a **function** so its identity stays stable (for `React.memo` children or effect deps); it's `useMemo(() => fn, deps)`.",
            ),
            (
                "user",
                "ty. does hermes do Intl.DateTimeFormat with weekday short? want 'Tue 8 Dec' style",
            ),
            (
                "bash",
                "node -e \"console.log(new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date('2026-12-08T10:00:00Z')))\"",
                "Tue 8 Dec",
            ),
            (
                "assistant",
                "Yes, Hermes in RN 0.76 supports `Intl.DateTimeFormat` with those options on both Android and iOS. With `en-GB` and `{ weekday: 'short', day: 'numeric', month: 'short' }` you get `Tue 8 Dec` (that's Node above; Hermes gives the same string). Pass `'en-GB'` explicitly, otherwise a phone set to US English gives `Tue, Dec 8`.",
            ),
            ("user", "and the shortcut for the dev menu on the android emulator again?"),
            (
                "assistant",
                "`Cmd+M` on macOS (`Ctrl+M` on Windows/Linux), or `adb shell input keyevent 82` from a terminal. With a dev-client build you can also press `m` in the terminal running `expo start`.",
            ),
            ("user", "cool ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
