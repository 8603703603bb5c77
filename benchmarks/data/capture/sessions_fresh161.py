"""The "fresh161" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH161: list[dict[str, Any]] = [
    # --- "ringlog": catch entry, daily logs and BTO export for the Skerryholm Bird
    # Observatory, a ringing station on a small Shetland island. SvelteKit 2 with Svelte 5 and
    # TypeScript, Drizzle ORM on better-sqlite3, pnpm, Vitest + Playwright. Runs offline on an
    # Intel NUC in the ringing hut (systemd unit ringlog.service, adapter-node on port 3000),
    # and exports a weekly DemOn CSV for the BTO. Ailsa is the warden, Jonas a volunteer who
    # writes code in the evenings ---
    {
        "name": "fresh161-ringlog-chitchat-derived-vs-effect-and-wheateaer",
        "split": "fresh161",
        "steps": [
            (
                "user",
                "whats actually the diff between $derived and $effect in svelte 5? jonas "
                "keeps saying dont use $effect for the age code thing but i dont get why. "
                "also the species list says Wheateaer",
            ),
            (
                "read",
                "src/lib/components/AgeSelect.svelte",
                '<script lang="ts">\n'
                "  let { month, plumage } = $props();\n"
                "  let ageCode = $state('2');\n"
                "  $effect(() => {\n"
                "    ageCode = plumage === 'juv' ? '3J' : month < 7 ? '4' : '3';\n"
                "  });\n"
                "</script>\n\n"
                '<span class="age">{ageCode}</span>\n',
            ),
            (
                "think",
                "Classic case: state written from an effect. $derived is the right tool, "
                "explain why without pushing a change, Jonas owns that component. The "
                "typo is in the species data file.",
            ),
            (
                "assistant",
                "Jonas is right, and it's a common one.\n\n"
                "- **`$derived`** is a value computed from other values. Svelte works out "
                "what it depends on and recomputes it when they change, *during* rendering, "
                "so it's never out of date:\n\n"
                "  ```ts\n  const ageCode = $derived(plumage === 'juv' ? '3J' : month < 7 ? "
                "'4' : '3');\n  ```\n\n"
                "- **`$effect`** is for *side effects*: things outside the component, like "
                "drawing on a canvas, starting a timer or calling an API. It runs *after* "
                "the DOM has updated.\n\n"
                "In `AgeSelect.svelte` the `$effect` writes to `ageCode`, so the first render "
                "shows the placeholder `'2'`, then the effect runs and the component renders "
                "again with the real code. It works, but it's an extra render and a brief "
                "wrong value; `$derived` gives the right value straight away with less code.\n\n"
                "I'll leave the component to Jonas and just fix the typo.",
            ),
            ("edit", "src/lib/data/species.ts"),
            (
                "bash",
                "grep -n 'Wheat' src/lib/data/species.ts && pnpm check 2>&1 | tail -1",
                "src/lib/data/species.ts:212:  { code: '11460', name: 'Wheatear' },\n"
                "svelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "**Wheatear** is spelled right now, and `svelte-check` is clean.",
            ),
            ("user", "ah ok that makes sense. cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh161-ringlog-incident-node-22-better-sqlite3",
        "split": "fresh161",
        "steps": [
            (
                "user",
                "ringlog is down on the hut nuc, browser just says 502. ailsa is writing this "
                "mornings catch on paper, can u look asap",
            ),
            (
                "bash",
                "systemctl status ringlog --no-pager | head -4 && journalctl -u ringlog -n 6 "
                "--no-pager",
                "× ringlog.service - ringlog (SvelteKit)\n"
                "     Loaded: loaded (/etc/systemd/system/ringlog.service; enabled)\n"
                "     Active: failed (Result: exit-code) since Sat 2026-12-05 06:15:02 GMT\n"
                "   Main PID: 1388 (code=exited, status=1/FAILURE)\n"
                "Dec 05 06:15:02 hut-nuc node[1388]: Error: The module '/opt/ringlog/"
                "node_modules/.pnpm/better-sqlite3@11.3.0/node_modules/better-sqlite3/build/"
                "Release/better_sqlite3.node'\n"
                "Dec 05 06:15:02 hut-nuc node[1388]: was compiled against a different Node.js "
                "version using\n"
                "Dec 05 06:15:02 hut-nuc node[1388]: NODE_MODULE_VERSION 115. This version of "
                "Node.js requires\n"
                "Dec 05 06:15:02 hut-nuc node[1388]: NODE_MODULE_VERSION 127. Please try "
                "re-compiling or re-installing\n"
                "Dec 05 06:15:02 hut-nuc systemd[1]: ringlog.service: Main process exited, "
                "code=exited, status=1/FAILURE",
            ),
            (
                "bash",
                "/usr/bin/node -v && grep ExecStart /etc/systemd/system/ringlog.service && "
                "grep -B1 -A3 nodejs /var/log/apt/history.log | tail -5",
                "v22.11.0\n"
                "ExecStart=/usr/bin/node build/index.js\n"
                "Start-Date: 2026-12-05  06:14:31\n"
                "Commandline: /usr/bin/unattended-upgrade\n"
                "Upgrade: nodejs:amd64 (20.18.0-1nodesource1, 22.11.0-1nodesource1)\n"
                "End-Date: 2026-12-05  06:14:58",
            ),
            (
                "bash",
                "cat /etc/apt/sources.list.d/nodesource.list && grep -n nodesource "
                "/etc/apt/apt.conf.d/50unattended-upgrades",
                "deb [signed-by=/usr/share/keyrings/nodesource.gpg] "
                "https://deb.nodesource.com/node_22.x nodistro main\n"
                "/etc/apt/apt.conf.d/50unattended-upgrades:14:        "
                '"origin=Node Source";',
            ),
            (
                "think",
                "NODE_MODULE_VERSION 115 = Node 20, 127 = Node 22. Someone switched the "
                "nodesource repo to node_22.x, and unattended-upgrades is allowed to upgrade "
                "from that origin, so at 06:14 it upgraded nodejs, the service restarted "
                "(needrestart) and the better-sqlite3 native binary built for Node 20 no "
                "longer loads. Quick fix: pnpm rebuild better-sqlite3 under Node 22 and "
                "restart. Prevent: hold nodejs so it only changes on purpose.",
            ),
            (
                "assistant",
                "**Cause:** at 06:14 this morning `unattended-upgrades` upgraded `nodejs` "
                "from 20.18 to 22.11 (the NodeSource repo points at `node_22.x`, and "
                "`Node Source` is in the allowed origins). `better-sqlite3` is a native "
                "module; its `.node` binary was compiled for Node 20 (ABI 115), and Node 22 "
                "(ABI 127) refuses to load it, so the server crashes on start.\n\n"
                "**Fix:**\n"
                "1. now: `pnpm rebuild better-sqlite3` under Node 22 and restart\n"
                "2. so it can't happen again: `apt-mark hold nodejs`, so Node only changes "
                "when someone upgrades it on purpose and rebuilds\n\n"
                "Go ahead?",
            ),
            ("user", "yes just get it up, and hold it yeah"),
            (
                "bash",
                "cd /opt/ringlog && pnpm rebuild better-sqlite3 2>&1 | tail -1 && sudo "
                "systemctl restart ringlog && sleep 2 && curl -s -o /dev/null -w "
                "'%{http_code}\\n' http://localhost:3000/",
                ".../node_modules/better-sqlite3 install: Done\n200",
            ),
            (
                "bash",
                "sudo apt-mark hold nodejs",
                "nodejs set on hold.",
            ),
            ("edit", "package.json"),
            ("edit", "README.md"),
            (
                "assistant",
                "It's back up (HTTP 200), so Ailsa can enter the catch.\n\n"
                "- `better-sqlite3` rebuilt for Node 22, service restarted\n"
                "- `nodejs` is on hold, so unattended-upgrades will skip it\n"
                '- `package.json` now has `"engines": { "node": "22.x" }`, and the '
                "README's *Upgrading Node* section says: unhold, upgrade, `pnpm rebuild`, "
                "restart",
            ),
            (
                "user",
                "so unattended-upgrades bumped nodejs to 22 overnight and better-sqlite3 was "
                "still built for node 20, so the native module wouldnt load. and now its "
                "held. who changed the repo to 22 tho",
            ),
            (
                "assistant",
                "That's it. I can't tell who changed `nodesource.list` from here; the file is "
                "dated 28 Nov, so probably whoever upgraded Playwright that week.",
            ),
            ("user", "jonas lol. ill ask him"),
        ],
        "lessons": [
            {"keys": ["unattended-upgrades", "better-sqlite3"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh161-ringlog-decision-foreign-rings-as-controls",
        "split": "fresh161",
        "steps": [
            (
                "user",
                "when someone enters a retrap with a ring thats not in our db ringlog just "
                "says unknown ring and wont save. yesterday we got a sedge warbler with a "
                "french ring and had to write it on paper. what should happen",
            ),
            (
                "read",
                "src/routes/catch/+page.server.ts",
                "export const actions = {\n"
                "  default: async ({ request, locals }) => {\n"
                "    const data = catchSchema.parse(Object.fromEntries(await "
                "request.formData()));\n"
                "    if (data.kind === 'retrap') {\n"
                "      const ring = await rings.findByNumber(data.ringNo);\n"
                "      if (!ring) error(400, 'unknown ring');\n"
                "    }\n"
                "    await catches.insert(data, locals.ringer);\n"
                "  }\n"
                "};\n",
            ),
            (
                "think",
                "A bird with another scheme's ring is a 'control' in ringing terms. Options: "
                "look it up online, accept it locally and report in the export, or a "
                "warden-only form. Online lookup gives the best data (origin, date) at entry.",
            ),
            (
                "assistant",
                "A bird carrying a ring from another station or scheme is a *control*, and "
                "right now ringlog only knows retraps of its own rings. Options:\n\n"
                "1. **Look it up online** when saving (BTO/EURING ring lookup), fill in where "
                "and when it was ringed, and reject only if the lookup finds nothing.\n"
                "2. **Save it as a control** offline: store the ring number and scheme code "
                "(e.g. `FRP` for Paris) with `status = 'control'`, and include it in the "
                "weekly DemOn export so the BTO passes it on.\n"
                "3. **A separate foreign-ring form** that only Ailsa can fill in.\n\n"
                "I'd go with **1**: the original ringing details come back straight away and "
                "typos in the ring number get caught at the table.",
            ),
            (
                "user",
                "2, save them as controls, the hut only has starlink from 6 to 10pm to save "
                "the battery bank so nothing can depend on being online while were ringing. "
                "and anyone can enter them not just ailsa",
            ),
            (
                "assistant",
                "Right, an online lookup would fail most of the day. Option 2 then, open to "
                "every ringer. To catch typos without the network I'll check the ring number "
                "against the scheme's format where we know it, and warn (not block) if it "
                "doesn't match.",
            ),
            ("edit", "drizzle/0012_catches_control.sql"),
            ("edit", "src/lib/server/schema.ts"),
            ("edit", "src/lib/schemas/catch.ts"),
            ("edit", "src/routes/catch/+page.server.ts"),
            ("edit", "src/routes/catch/+page.svelte"),
            ("edit", "src/lib/server/export/demon.ts"),
            ("edit", "src/lib/server/export/demon.test.ts"),
            (
                "bash",
                "pnpm drizzle-kit migrate 2>&1 | tail -1 && pnpm vitest run 2>&1 | tail -2",
                "[✓] migrations applied successfully!\n"
                " Test Files  14 passed (14)\n      Tests  96 passed (96)",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- unknown ring on a retrap → the form offers **Save as control** with a "
                "scheme dropdown (FRP, NOS, DEW, BLB… plus *other*)\n"
                "- saved with `status = 'control'`; the ring number is checked against the "
                "scheme's pattern and only warns\n"
                "- the weekly DemOn export has the controls in its own section, and "
                "`demon.test.ts` covers it\n\n"
                "Yesterday's sedge warbler can go in from the paper sheet now.",
            ),
            ("user", "great ill put it in tonight"),
        ],
        "lessons": [
            {"keys": ["controls", "starlink"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh161-ringlog-tool-stored-ailsa-signoff-and-after-midnight",
        "split": "fresh161",
        "steps": [
            (
                "user",
                "remember only ailsa can sign off the daily log, shes the only A permit "
                "holder here, volunteers cant. and a bug: the storm petrels we caught after "
                "midnight last night are on todays log instead of last nights",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "ringlog: only Ailsa (the observatory's only A-permit holder) "
                    "can sign off the daily log; volunteers cannot.",
                    "tags": ["ringlog", "daily-log", "permissions"],
                },
                '{"id":"8816","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/lib/server/dailylog.ts",
                "export function logDate(c: Catch): string {\n"
                "  // calendar date of the catch, observatory local time\n"
                "  return formatInTimeZone(c.caughtAt, 'Europe/London', 'yyyy-MM-dd');\n"
                "}\n\n"
                "export async function signOff(date: string, user: User) {\n"
                "  if (!user.roles.includes('warden')) error(403);\n"
                "  await dailyLogs.markSignedOff(date, user.id);\n"
                "}\n",
            ),
            (
                "bash",
                'sqlite3 /opt/ringlog/data/ringlog.db "select id, started_at, ended_at, '
                'method from sessions order by id desc limit 2"',
                "412|2026-12-04 22:10|2026-12-05 01:55|tape-lure\n"
                "411|2026-12-04 07:30|2026-12-04 12:40|mist-net",
            ),
            (
                "think",
                "logDate uses the catch's own date, so session 412 is split across two days. "
                "Catches already belong to a session, so the log date could come from the "
                "session. But confirm the rule before changing it. Sign-off check uses the "
                "'warden' role; Ailsa is the only warden, fine.",
            ),
            (
                "assistant",
                "Saved the sign-off rule. `signOff` already requires the `warden` role and "
                "Ailsa is the only warden, so that's enforced.\n\n"
                "The bug: `logDate` takes the calendar date of each catch, so last night's "
                "tape-lure session (22:10–01:55) is split across 4 and 5 December. Every "
                "catch belongs to a session, so I could date it by the session instead. "
                "Should everything in a session go on the date the session started?",
            ),
            (
                "user",
                "yeah, catches after midnight go on the date the session started, thats how "
                "the bto wants it for the storm petrel nights. fix the ones from last night "
                "too",
            ),
            ("edit", "src/lib/server/dailylog.ts"),
            ("edit", "src/lib/server/dailylog.test.ts"),
            (
                "bash",
                "pnpm vitest run src/lib/server/dailylog.test.ts 2>&1 | tail -1 && sqlite3 "
                "/opt/ringlog/data/ringlog.db \"update catches set log_date = '2026-12-04' "
                "where session_id = 412 and log_date = '2026-12-05'; select changes();\"",
                "      Tests  9 passed (9)\n31",
            ),
            (
                "assistant",
                "Fixed:\n\n"
                "- `logDate` now uses the start date of the catch's session, so a night "
                "session stays on one log\n"
                "- the 31 storm petrels from session 412 moved back to **4 Dec**\n"
                "- new test: a session 22:00–02:00 puts every catch on the first date\n\n"
                "The 4 Dec log isn't signed off yet, so Ailsa will see them when she does.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["after midnight", "session started"]},
        ],
        "tool_stored": [["ailsa", "sign off"]],
    },
    {
        "name": "fresh161-ringlog-review-biometrics-pr-rules-euring-code",
        "split": "fresh161",
        "steps": [
            ("user", "jonas opened pr 23, biometrics form (wing + weight). review it pls"),
            (
                "bash",
                "gh pr diff 23 --name-only",
                "src/routes/catch/[id]/biometrics/+page.server.ts\n"
                "src/routes/catch/[id]/biometrics/+page.svelte\n"
                "drizzle/0013_biometrics.sql",
            ),
            (
                "read",
                "src/routes/catch/[id]/biometrics/+page.server.ts",
                "import { db } from '$lib/server/db';\n"
                "import { catches } from '$lib/server/schema';\n"
                "import { eq } from 'drizzle-orm';\n\n"
                "export const actions = {\n"
                "  default: async ({ request, params }) => {\n"
                "    const f = await request.formData();\n"
                "    const wing = parseFloat(f.get('wing') as string);\n"
                "    const weight = parseFloat(f.get('weight') as string);\n"
                "    const species = f.get('species') as string; // e.g. 'Sedge Warbler'\n"
                "    await db.update(catches).set({ wing, weight, species })\n"
                "      .where(eq(catches.id, Number(params.id)));\n"
                "    return { ok: true };\n"
                "  }\n"
                "};\n",
            ),
            (
                "think",
                "parseFloat on empty -> NaN; drizzle straight from the route; the species "
                "re-pick dropdown sends the English name, which looks like what the catch "
                "form does too. No tests.",
            ),
            (
                "assistant",
                "Review of #23:\n\n"
                "1. **No validation**: `parseFloat('')` is `NaN`, so an empty wing field "
                "saves `NaN`, and a typo like `5,6` saves `5`.\n"
                "2. **Drizzle in the route**: the action imports `db` and writes the query "
                "itself.\n"
                "3. **No tests** for the action.\n"
                "4. The species dropdown stores the English name in `catches.species`, same as "
                "the catch form, so that's consistent.\n\n"
                "1 is a blocker, 2 and 3 are nice to have.",
            ),
            (
                "user",
                "1 and 2 both blockers. rules for this and every pr after: form actions "
                "validate with a zod schema from src/lib/schemas, never parseFloat straight "
                "off formData. db queries only live in src/lib/server/repo/, routes just call "
                "the repo functions. and 4 is wrong, species is always the 5-digit euring "
                "code in ringlog, english names change (hooded crow got split) so the name is "
                "only ever the label. skip 3 and be nice, hes a volunteer",
            ),
            (
                "bash",
                "ls src/lib/server/repo/ src/lib/schemas/ && grep -n 'species' "
                "src/lib/server/schema.ts",
                "src/lib/schemas/:\ncatch.ts\nsession.ts\n\n"
                "src/lib/server/repo/:\ncatches.ts\nrings.ts\nsessions.ts\n"
                "src/lib/server/schema.ts:18:  species: text('species').notNull(), "
                "// EURING code, e.g. '12430'",
            ),
            ("edit", "/tmp/review_23.md"),
            (
                "bash",
                "gh pr review 23 --request-changes --body-file /tmp/review_23.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "You're right, `schema.ts` even says so (`// EURING code, e.g. '12430'`); I "
                "read the comment in the PR instead. Posted on #23 (changes requested), "
                "friendly and with thanks for the form itself:\n\n"
                "- add `src/lib/schemas/biometrics.ts` (zod: wing and weight as coerced "
                "positive numbers, optional) and parse the form with it instead of "
                "`parseFloat`\n"
                "- move the update into `src/lib/server/repo/catches.ts` "
                "(`setBiometrics(id, data)`); the action only calls it\n"
                "- the species dropdown's `value` must be the EURING code, with the English "
                "name only as the option label\n"
                "- tests: not needed for this PR",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["zod", "src/lib/schemas"]},
            {"keys": ["db queries", "src/lib/server/repo"]},
            {"keys": ["species", "euring code"], "not": ["stores the english name"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh161-ringlog-correction-net-rounds-20-min-and-wind",
        "split": "fresh161",
        "steps": [
            (
                "user",
                "can ringlog nag whoever is running the nets when the next net round is due? "
                "people lose track when its busy",
            ),
            (
                "read",
                "src/lib/config.ts",
                "export const STATION = 'Skerryholm';\n"
                "export const NET_ROUND_MINUTES = 30;\n"
                "export const WEATHER_FEED = 'http://192.168.4.20/live.json';\n",
            ),
            (
                "read",
                "src/lib/server/repo/sessions.ts",
                "export async function openSessions() {\n"
                "  return db.select().from(sessions).where(isNull(sessions.netsClosedAt));\n"
                "}\n\n"
                "export async function lastRound(sessionId: number) {\n"
                "  return db.select().from(netRounds).where(eq(netRounds.sessionId, "
                "sessionId))\n"
                "    .orderBy(desc(netRounds.at)).limit(1);\n"
                "}\n",
            ),
            (
                "think",
                "There's already a constant for the interval and net rounds are recorded. "
                "Reminder = banner + sound on the hut screen when now - last round >= "
                "NET_ROUND_MINUTES, for sessions whose nets aren't closed. Ask about anything "
                "else it should warn about.",
            ),
            (
                "assistant",
                "There's already `NET_ROUND_MINUTES = 30` and every round is recorded, so "
                "I'd do it like this: net-round reminders go out every 30 minutes after the "
                "nets open, as a banner and a chime on the hut screen for the ringer running "
                "the session, and they stop once the session's nets are marked closed.\n\n"
                "Anything else it should warn about while the nets are open?",
            ),
            (
                "user",
                "yeah the weather. we close all the nets when the wind is over 25 km/h or its "
                "raining, the weather station feed is already in config",
            ),
            ("edit", "src/lib/server/reminders.ts"),
            ("edit", "src/lib/server/weather.ts"),
            ("edit", "src/routes/api/reminders/+server.ts"),
            ("edit", "src/lib/components/ReminderBanner.svelte"),
            ("edit", "src/lib/server/reminders.test.ts"),
            (
                "bash",
                "pnpm vitest run src/lib/server/reminders.test.ts 2>&1 | tail -1 && pnpm "
                "build 2>&1 | tail -1",
                "      Tests  7 passed (7)\n✔ done",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- **Net round due** banner + chime when 30 min have passed since the last "
                "round (or since the nets opened); it clears when a round is logged\n"
                "- **Close the nets** warning, in red, when the weather station reports wind "
                "over 25 km/h or any rain in the last 10 minutes\n"
                "- both stop once the session's nets are marked closed\n\n"
                "The hut screen polls `/api/reminders` every 30 seconds.",
            ),
            (
                "user",
                "nice, ailsa will like the chime. btw net rounds are every 20 min here not "
                "30, ailsa shortened it after the wren that died in net 4 in the cold spell. "
                "change the const",
            ),
            ("edit", "src/lib/config.ts"),
            (
                "bash",
                "grep -rn '30' src/lib/server/reminders.test.ts | head -3 && pnpm vitest run "
                "2>&1 | tail -1",
                "src/lib/server/reminders.test.ts:14:    expect(due(at('07:30'), "
                "at('08:00'))).toBe(true);\n"
                "      Tests  103 passed (103)",
            ),
            ("edit", "src/lib/server/reminders.test.ts"),
            (
                "bash",
                "pnpm vitest run 2>&1 | tail -1",
                "      Tests  103 passed (103)",
            ),
            (
                "assistant",
                "Changed: `NET_ROUND_MINUTES = 20`, and the test that assumed a 30-minute gap "
                "now uses the constant (it passed before only because 30 ≥ 20). The banner "
                "fires 20 minutes after the last round from the next build.",
            ),
            ("user", "ill deploy it tonight when jonas is about"),
        ],
        "lessons": [
            {"keys": ["net rounds", "20 min"], "not": ["every 30 minutes"]},
            {"keys": ["nets", "25 km/h"]},
        ],
        "tool_stored": [],
    },
]
