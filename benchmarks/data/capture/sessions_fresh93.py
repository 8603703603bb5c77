"""The "fresh93" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH93: list[dict[str, Any]] = [
    # --- "pocket-orchard": Pocket Orchard, a merge-puzzle mobile game by Lanternfish Games (Unity 2022.3 LTS client in C#, Addressables, Unity IAP and a rewarded-ads SDK; backend in backend/functions: Firebase Cloud Functions in TypeScript, Firestore, Remote Config and Auth; live ops events as Firestore documents; GitHub Actions with GameCI) ---
    {
        "name": "fresh93-orchard-chitchat-serializefield-and-fade",
        "split": "fresh93",
        "steps": [
            (
                "user",
                "dumb q, [SerializeField] private vs just making the field public, does it matter",
            ),
            (
                "assistant",
                'For the Inspector they behave the same: both fields are serialized and editable. The difference is on the code side:\n\n- `public` lets every other script read **and write** it, so anything can change, say, a tile\'s `mergeValue` at runtime and you lose track of who did\n- `[SerializeField] private` keeps it editable in the Inspector but only that class can touch it; expose a read-only property (`public int MergeValue => mergeValue;`) if others need to read it\n\nSo `[SerializeField] private` is the usual default. One gotcha: renaming a serialized field drops the values set in scenes and prefabs unless you add `[FormerlySerializedAs("oldName")]`.',
            ),
            (
                "user",
                "ok. also shop button fade feels sluggish, make it 0.2 instead of 0.3",
            ),
            (
                "bash",
                'grep -rn "0.3f" Assets/Scripts/UI/Shop/',
                "Assets/Scripts/UI/Shop/ShopButton.cs:18:    [SerializeField] private float fadeDuration = 0.3f;",
            ),
            (
                "bash",
                'grep -rn "fadeDuration" Assets/Prefabs/UI/Shop/*.prefab',
                "Assets/Prefabs/UI/Shop/ShopButton.prefab:212:  fadeDuration: 0.3",
            ),
            ("edit", "Assets/Scripts/UI/Shop/ShopButton.cs"),
            ("edit", "Assets/Prefabs/UI/Shop/ShopButton.prefab"),
            (
                "assistant",
                "Set `fadeDuration` to 0.2 in `ShopButton.cs` and in `ShopButton.prefab` (the prefab had its own serialized 0.3, which would have overridden the code default).",
            ),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh93-orchard-incident-event-rewards-timeout",
        "split": "fresh93",
        "steps": [
            (
                "user",
                "harvest festival ended last night and like half the players never got their end rewards. support is on fire. grantEventRewards says 'Function execution took 60002 ms, finished with status: timeout'",
            ),
            (
                "bash",
                "cd backend && firebase functions:log --only grantEventRewards -P pocket-orchard-prod 2>&1 | tail -4",
                "2026-12-07T00:00:04.118Z I grantEventRewards: event=harvest-festival-2026 players=88310\n2026-12-07T00:00:31.902Z I grantEventRewards: processed 20000/88310\n2026-12-07T00:00:59.877Z I grantEventRewards: processed 41000/88310\n2026-12-07T00:01:04.121Z E grantEventRewards: Function execution took 60002 ms, finished with status: 'timeout'",
            ),
            (
                "read",
                "backend/functions/src/liveops/grantEventRewards.ts",
                "export const grantEventRewards = onMessagePublished('event-ended', async (msg) => {\n  const { eventId } = msg.data.message.json;\n  const standings = await db.collection(`liveops/events/${eventId}/standings`).get();\n  logger.info(`event=${eventId} players=${standings.size}`);\n  let i = 0;\n  for (const doc of standings.docs) {\n    const reward = rewardForRank(doc.get('rank'));\n    await db.doc(`players/${doc.id}`).update({\n      'wallet.gems': FieldValue.increment(reward.gems),\n      inbox: FieldValue.arrayUnion(reward.inboxItem),\n    });\n    if (++i % 20000 === 0) logger.info(`processed ${i}/${standings.size}`);\n  }\n});\n",
            ),
            (
                "think",
                "One awaited update per player, sequential, ~1.4 ms each; 88k players need ~2 min, default timeout is 60 s so it died at ~41k. Not idempotent: a retry would double-grant the first 41k (increment). Fix: BulkWriter for parallel batched writes, timeoutSeconds 540, memory up, and a per-player marker rewardsGranted.<eventId> checked in a transaction-free way via the standings doc, so re-runs skip done players.",
            ),
            (
                "assistant",
                "Cause: `grantEventRewards` awaits one Firestore `update` per player, one after another. At ~1.4 ms each, 88,310 players need about two minutes, but the function has the default **60 s** timeout, so it was killed after ~41,000 players. It's also not safe to just rerun: `FieldValue.increment` would give the first 41k their gems twice.\n\nFix:\n- write with a Firestore `BulkWriter` (batched, parallel) instead of awaiting each update\n- `timeoutSeconds: 540`, `memory: '1GiB'` on the function\n- mark each standings doc `rewardGranted: true` in the same BulkWriter pass and skip those on a rerun, so it's idempotent\n\nThen rerun it for harvest-festival-2026 to reach the ones who missed out. Go?",
            ),
            ("user", "do it, then rerun for harvest-festival-2026"),
            ("edit", "backend/functions/src/liveops/grantEventRewards.ts"),
            ("edit", "backend/functions/src/liveops/grantEventRewards.test.ts"),
            (
                "bash",
                "cd backend/functions && npm test -- grantEventRewards 2>&1 | tail -4",
                " PASS  src/liveops/grantEventRewards.test.ts\n  grantEventRewards\n    \u2713 grants 100k players within the timeout (emulator) (21840 ms)\n    \u2713 rerun skips players already granted (3120 ms)",
            ),
            (
                "bash",
                "cd backend/functions && npm run liveops -- grant --event harvest-festival-2026 --project pocket-orchard-prod 2>&1 | tail -2",
                "skipped 0 with rewardGranted (marker is new), checking inbox for reward item...\nskipped 41000 already holding harvest-festival-2026 reward, granted 47310, errors 0 (38.4s)",
            ),
            (
                "assistant",
                "Done:\n\n- `grantEventRewards` now uses a `BulkWriter`, runs with `timeoutSeconds: 540` and 1 GiB, and marks `rewardGranted` on each standings doc so reruns skip finished players\n- the rerun script detected the first 41,000 by the reward item already in their inbox and granted the remaining **47,310**, no errors\n\nThe new version is in `main`; support can tell players rewards are in their inbox.",
            ),
            ("user", "legend. telling support"),
        ],
        "lessons": [
            {"keys": ["grantEventRewards", "BulkWriter"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh93-orchard-decision-addressables-level-packs",
        "split": "fresh93",
        "steps": [
            (
                "user",
                "design wants to ship a new level pack every week. right now levels are baked into the build under Assets/Levels. options?",
            ),
            (
                "bash",
                "ls Assets/Levels | head -5 && ls Assets/Levels | wc -l && du -sh Assets/Art/Tiles Assets/Art/Backgrounds",
                "Pack01_Orchard\nPack02_Meadow\nPack03_Riverside\nPack04_Autumn\nPack05_Frost\n23\n61M\tAssets/Art/Tiles\n148M\tAssets/Art/Backgrounds",
            ),
            (
                "assistant",
                "23 packs, all in the build. Options:\n\n1. **Keep baking them in** and ship an app update each week. No new tech, but every pack waits for store review.\n2. **Addressables, remote.** Each pack (levels, tiles, backgrounds) becomes its own Addressables group built to a remote catalog on a CDN; the client checks the catalog at boot and downloads a pack the first time it's opened.\n3. **Levels as JSON in Firestore.** The client reads the level layouts at boot; art stays in the build.\n\nI'd pick 3: least tooling, Firestore is already there, and layouts are small.",
            ),
            (
                "user",
                "addressables. 3 doesnt work, new packs come with new tile art and a seasonal background, json cant carry that. and 1 is out because ios review can take up to 3 days and packs drop every thursday 16:00 UTC",
            ),
            ("edit", "Assets/AddressableAssetsData/AddressableAssetSettings.asset"),
            ("edit", "Assets/AddressableAssetsData/AssetGroups/Pack24_Lanterns.asset"),
            ("edit", "Assets/Scripts/Levels/LevelPackLoader.cs"),
            ("edit", "Assets/Scripts/Levels/LevelPackCatalog.cs"),
            ("edit", ".github/workflows/content.yml"),
            (
                "bash",
                "unity-editor -batchmode -quit -projectPath . -executeMethod Build.ContentBuilder.BuildRemote -logFile - 2>&1 | grep -E 'Addressable|catalog|Error' | tail -3",
                "[Addressables] Built group Pack24_Lanterns (12.4 MB)\n[Addressables] Remote catalog: catalog_2026.12.07.json\n[Addressables] Content build complete, 0 errors",
            ),
            (
                "assistant",
                "Set up remote packs with Addressables:\n\n- a `Remote` profile whose load path points at the content CDN; Pack24_Lanterns is the first remote group (levels, tiles, background: 12.4 MB)\n- `LevelPackLoader` checks the catalog at boot and downloads a pack when the player first opens it, with a progress bar and a retry if offline\n- `content.yml` builds and uploads the content on a `content-*` tag, so a pack can go out without an app release\n\nPacks 01-23 stay in the build for now so existing installs don't download anything.",
            ),
        ],
        "lessons": [
            {"keys": ["Addressables", "thursday"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh93-orchard-rewarded-ad-correction-server-wallet",
        "split": "fresh93",
        "steps": [
            (
                "user",
                "add a 'watch ad for 50 coins' button on the out of moves popup. the ad sdk already fires OnRewardedAdCompleted",
            ),
            (
                "read",
                "Assets/Scripts/Economy/Wallet.cs",
                'public class Wallet : MonoBehaviour\n{\n    public static Wallet Instance { get; private set; }\n    public int Coins { get; private set; }\n    public int Gems { get; private set; }\n\n    public event Action Changed;\n\n    public async Task RefreshFromServer()\n    {\n        var snap = await FirebaseFirestore.DefaultInstance.Document($"players/{Auth.Uid}").GetSnapshotAsync();\n        Coins = snap.GetValue<int>("wallet.coins");\n        Gems = snap.GetValue<int>("wallet.gems");\n        Changed?.Invoke();\n    }\n}\n',
            ),
            (
                "assistant",
                'Plan:\n\n1. a "Watch ad (+50)" button on `OutOfMovesPopup` that shows a rewarded ad\n2. in `OnRewardedAdCompleted`, add 50 to `Wallet.Coins` locally, save the balance to PlayerPrefs under `wallet_coins` so it survives a crash, then push it to `players/{uid}` with `SetAsync(..., SetOptions.MergeAll)`\n3. an edit-mode test for the popup\n\nOK?',
            ),
            ("user", "yep"),
            ("edit", "Assets/Scripts/UI/OutOfMovesPopup.cs"),
            (
                "user",
                "oh wait no, scrap the playerprefs / SetAsync part. the wallet is server-authoritative: coins and gems only ever change through the grantCurrency and spendCurrency callables, the client never writes the wallet and the firestore rules reject it anyway. we had a gem dupe from a modded apk in march because of exactly this. for the ad, call grantCurrency with reason 'rewarded_ad' and the ad network's ssv token, the function verifies the token before granting",
            ),
            (
                "bash",
                'grep -n "case \'" backend/functions/src/economy/grantCurrency.ts',
                "31:    case 'daily_login':\n38:    case 'event_reward':\n45:    case 'iap_receipt':",
            ),
            ("edit", "backend/functions/src/economy/grantCurrency.ts"),
            ("edit", "backend/functions/src/economy/verifySsv.ts"),
            ("edit", "backend/functions/src/economy/grantCurrency.test.ts"),
            ("edit", "Assets/Scripts/UI/OutOfMovesPopup.cs"),
            ("edit", "Assets/Tests/EditMode/OutOfMovesPopupTests.cs"),
            (
                "bash",
                "cd backend/functions && npm test -- grantCurrency 2>&1 | tail -3",
                "    \u2713 rewarded_ad grants 50 coins with a valid ssv token (412 ms)\n    \u2713 rewarded_ad rejects a reused ssv token (388 ms)\n    \u2713 rewarded_ad rejects a bad signature (97 ms)",
            ),
            (
                "assistant",
                "Changed it:\n\n- `grantCurrency` has a `rewarded_ad` reason: it verifies the SSV token's signature, stores the token id so it can't be used twice, and grants 50 coins\n- `OutOfMovesPopup` calls `grantCurrency` with `{ reason: 'rewarded_ad', ssvToken }` after `OnRewardedAdCompleted`, then `Wallet.RefreshFromServer()`; no PlayerPrefs, no client write\n- tests for a valid, reused and forged token, plus the popup's edit-mode test",
            ),
        ],
        "lessons": [
            {"keys": ["server-authoritative", "grantCurrency"], "not": ["wallet_coins"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh93-orchard-tool-stored-emulators-and-deploy-answer",
        "split": "fresh93",
        "steps": [
            (
                "user",
                "save this, i always forget it: local backend is cd backend/functions && npm run build && cd .. && firebase emulators:start --import=./emu-seed --export-on-exit. the seed has 3 test players incl a whale with 90k gems. then fix the lint errors in functions",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "pocket-orchard: run the backend locally with `cd backend/functions && npm run build && cd .. && firebase emulators:start --import=./emu-seed --export-on-exit`. The seed has 3 test players, one of them a whale with 90k gems.",
                    "tags": ["pocket-orchard", "firebase", "emulators"],
                },
                '{"id":"9131","action":"stored"}',
                False,
            ),
            (
                "bash",
                "cd backend/functions && npm run lint 2>&1 | tail -5",
                "src/liveops/scheduleEvent.ts\n  14:7  error  'tz' is assigned a value but never used  @typescript-eslint/no-unused-vars\nsrc/economy/spendCurrency.ts\n  52:11 error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\u2716 3 problems (3 errors, 0 warnings)",
            ),
            ("edit", "backend/functions/src/liveops/scheduleEvent.ts"),
            ("edit", "backend/functions/src/economy/spendCurrency.ts"),
            ("edit", "backend/functions/src/economy/verifySsv.ts"),
            (
                "bash",
                "cd backend/functions && npm run lint 2>&1 | tail -1 && grep -A2 '\"engines\"' package.json && cat ../.firebaserc",
                '\u2714 no problems\n  "engines": {\n    "node": "18"\n  },\n{\n  "projects": {\n    "default": "pocket-orchard-prod",\n    "staging": "pocket-orchard-staging"\n  }\n}',
            ),
            (
                "assistant",
                "Saved the emulator steps. Lint is clean: removed the unused `tz`, typed the `any` in `spendCurrency.ts` as `SpendRequest`, and fixed the third one in `verifySsv.ts`. `engines` says Node 18, so I kept everything Node 18 compatible.\n\nShould I deploy these with `firebase deploy --only functions`? The default project in `.firebaserc` is pocket-orchard-prod.",
            ),
            (
                "user",
                "no, never deploy from your machine. functions only go out through the deploy-functions github action: merge to main deploys to pocket-orchard-staging, and prod only through the promote workflow that the live ops lead runs. also engines 18 is stale, the runtime is nodejs20 set in firebase.json, bump engines to 20 while youre there",
            ),
            ("edit", "backend/functions/package.json"),
            (
                "assistant",
                "Got it, no deploy from here. Bumped `engines.node` to 20 to match the `nodejs20` runtime in `firebase.json`; it'll reach staging when this is merged to main.",
            ),
        ],
        "lessons": [
            {"keys": ["promote", "pocket-orchard-staging"]},
            {"keys": ["nodejs20", "firebase.json"], "not": ["Node 18 compatible"]},
        ],
        "tool_stored": [["emulators:start", "--import=./emu-seed"]],
    },
    {
        "name": "fresh93-orchard-pr-review-event-times-defaults-per-frame",
        "split": "fresh93",
        "steps": [
            ("user", "look over the lantern night event (config + client) before i merge"),
            (
                "bash",
                "git diff --stat main...feat/lantern-night",
                " backend/seed/liveops/lantern-night-2026.json   | 18 +++++\n Assets/Scripts/LiveOps/EventBanner.cs           | 44 ++++++++++\n Assets/Scripts/LiveOps/EventCountdown.cs        | 31 +++++++\n 3 files changed, 93 insertions(+)",
            ),
            (
                "read",
                "backend/seed/liveops/lantern-night-2026.json",
                '{\n  "id": "lantern-night-2026",\n  "type": "collect",\n  "startAt": "2026-12-19 18:00",\n  "endAt": "2026-12-22 18:00",\n  "bannerColorKey": "lantern_night_banner_color",\n  "rewardTable": "collect_v3"\n}\n',
            ),
            (
                "read",
                "Assets/Scripts/LiveOps/EventCountdown.cs",
                'public class EventCountdown : MonoBehaviour\n{\n    [SerializeField] private TMP_Text label;\n    [SerializeField] private string eventId;\n\n    private async void Update()\n    {\n        var snap = await FirebaseFirestore.DefaultInstance.Document($"liveops/events/{eventId}").GetSnapshotAsync();\n        var end = DateTime.Parse(snap.GetValue<string>("endAt"));\n        label.text = (end - DateTime.Now).ToString(@"hh\\:mm\\:ss");\n    }\n}\n',
            ),
            (
                "assistant",
                "Notes:\n\n1. `startAt` / `endAt` have no time zone, and `EventCountdown` parses them as device local time, so players in different zones see different end times.\n2. `EventCountdown.Update()` reads the event document from Firestore **every frame**.\n3. `EventBanner` reads `lantern_night_banner_color` from Remote Config with no in-app default.\n\n2 is the urgent one: that's 60 document reads per second per player.",
            ),
            (
                "user",
                "fix all 3 and make these standing rules for live ops code: event times are always UTC ISO 8601 with a Z in the config (2026-12-19T18:00:00Z), the client converts to local for display. every new remote config key gets a default in RemoteConfigDefaults.cs, first launch is often offline on the subway and GetValue just returns empty. and no firestore calls in Update() or any per-frame code, ever, read through LiveOpsCache which refreshes every 5 min",
            ),
            ("edit", "backend/seed/liveops/lantern-night-2026.json"),
            ("edit", "Assets/Scripts/LiveOps/EventCountdown.cs"),
            ("edit", "Assets/Scripts/LiveOps/EventBanner.cs"),
            ("edit", "Assets/Scripts/Config/RemoteConfigDefaults.cs"),
            ("edit", "Assets/Tests/EditMode/EventCountdownTests.cs"),
            (
                "bash",
                "unity-editor -batchmode -quit -projectPath . -runTests -testPlatform EditMode -testFilter 'LiveOps|EventCountdown' -logFile - 2>&1 | grep -E 'Passed|Failed' | tail -2",
                "Test run completed. Passed: 11, Failed: 0, Skipped: 0",
            ),
            (
                "assistant",
                "Fixed on feat/lantern-night:\n\n- `startAt` / `endAt` are `2026-12-19T18:00:00Z` / `2026-12-22T18:00:00Z`; `EventCountdown` parses them with `DateTimeStyles.AdjustToUniversal` and counts down against `DateTime.UtcNow`\n- `EventCountdown` gets the event from `LiveOpsCache.Get(eventId)` once in `OnEnable` and only updates the label each second\n- `lantern_night_banner_color` has a default (`#F2A93B`) in `RemoteConfigDefaults.cs`\n\nEdit-mode tests pass (11).",
            ),
            ("user", "ty merging"),
        ],
        "lessons": [
            {"keys": ["UTC", "ISO 8601"]},
            {"keys": ["RemoteConfigDefaults.cs", "default"]},
            {"keys": ["Update()", "LiveOpsCache"]},
        ],
        "tool_stored": [],
    },
]
