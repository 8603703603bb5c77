"""The "fresh148" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH148: list[dict[str, Any]] = [
    # --- "kilnlog": firing scheduler and kiln temperature logger for the Clayhouse Collective (a
    # community pottery studio, 3 kilns, volunteer kiln techs led by Maren). Elixir 1.17, Phoenix
    # 1.7 LiveView, Ecto + PostgreSQL 16, Oban 2.18, Swoosh; server on Fly.io (lhr). Each kiln has
    # a Nerves 1.10 Raspberry Pi Zero 2 W ("kilnpi-1..3") with an Adafruit MAX31856 board on SPI
    # (circuits_spi), talking to the server over a Phoenix channel (slipstream), firmware rolled
    # out through NervesHub; repo: lib/kilnlog (firings, schedules, readings, alerts),
    # lib/kilnlog_web (live, channels), priv/repo/migrations, kilnlog_fw/ (Nerves firmware) ---
    {
        "name": "fresh148-kilnlog-chitchat-genserver-call-cast-and-header-typo",
        "split": "fresh148",
        "steps": [
            (
                "user",
                "tomasz asked in his pr why the thermocouple reader uses GenServer.call and not cast. whats the actual difference, i always mix them up",
            ),
            (
                "read",
                "kilnlog_fw/lib/kilnlog_fw/tc_reader.ex",
                "def read(kiln_id), do: GenServer.call(via(kiln_id), :read, 2_000)\n\n@impl true\ndef handle_call(:read, _from, state) do\n  {reply, state} = sample(state)\n  {:reply, reply, state}\nend\n",
            ),
            (
                "think",
                "Concept question. call = synchronous, waits for reply, timeout (default 5s, here 2s), caller crashes on timeout, gives backpressure. cast = fire and forget, no reply, no guarantee process exists, mailbox can grow. Reader returns a temperature, so call is right. Mention the sampler loop isn't blocked by callers because it's the same process... keep it short.",
            ),
            (
                "assistant",
                "Both send a message to the GenServer's mailbox; the difference is whether the caller waits.\n\n**`GenServer.call/3`**\n- synchronous: the caller blocks until `handle_call/3` replies\n- has a timeout (default 5 s, ours is `2_000` ms); if it expires, the *caller* exits\n- gives you backpressure: a slow server slows its callers down instead of piling up messages\n\n**`GenServer.cast/2`**\n- fire and forget: returns `:ok` immediately, handled in `handle_cast/2`, no reply\n- no confirmation that the message was handled, or even that the process exists\n- if callers cast faster than the server works, its mailbox grows without limit\n\n`TcReader.read/1` has to *return* a temperature, so it needs a reply, so `call` is right. `cast` fits things like \"log this, I don't care when\".",
            ),
            (
                "user",
                "makes sense ty. also the firings page says 'Upcomming firings' lol, maren spotted it",
            ),
            (
                "bash",
                'grep -rn "Upcomming" lib/ priv/gettext/',
                "lib/kilnlog_web/live/firing_live/index.html.heex:3:  <.header>Upcomming firings</.header>",
            ),
            ("edit", "lib/kilnlog_web/live/firing_live/index.html.heex"),
            (
                "bash",
                "mix test test/kilnlog_web/live/firing_live_test.exs 2>&1 | tail -2",
                "Finished in 0.6 seconds (0.2s async, 0.4s sync)\n9 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed, the header now reads **Upcoming firings**. It was the only place with that spelling; the firing LiveView tests pass.",
            ),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh148-kilnlog-incident-device-token-expiry-on-reconnect",
        "split": "fresh148",
        "steps": [
            (
                "user",
                "kiln 2 glaze firing last night, the graph just stops at 02:14. firing finished fine (maren checked the skutt panel) but no data after that. we needed that log for the cone 6 glaze tests :(",
            ),
            (
                "bash",
                "fly logs -a kilnlog --no-tail | grep -iE 'DeviceSocket|device socket' | grep -A1 '02:1' | head -6",
                "2026-12-07T02:14:09Z app[3d8d9e1b] lhr [info] CONNECTED TO KilnlogWeb.DeviceSocket in 212µs\n  Transport: :websocket\n2026-12-07T02:14:09Z app[3d8d9e1b] lhr [warning] device socket refused: {:error, :expired} device=kilnpi-2\n2026-12-07T02:14:19Z app[3d8d9e1b] lhr [warning] device socket refused: {:error, :expired} device=kilnpi-2\n2026-12-07T02:14:29Z app[3d8d9e1b] lhr [warning] device socket refused: {:error, :expired} device=kilnpi-2",
            ),
            (
                "bash",
                "ssh kilnpi-2.local 'RingLogger.grep(~r/wlan0|uplink|buffer/)' | tail -5",
                "02:13:58.412 [info] wlan0: disconnected (reason 4)\n02:14:06.880 [info] wlan0: connected, ip 192.168.20.42\n02:14:09.301 [warning] uplink: join refused, reconnecting in 10s\n05:34:11.006 [warning] uplink: reading buffer full (6000), dropping oldest\n08:02:47.519 [warning] uplink: join refused, reconnecting in 10s",
            ),
            (
                "read",
                "kilnlog_fw/lib/kilnlog_fw/uplink.ex",
                'def init(opts) do\n  token = Application.fetch_env!(:kilnlog_fw, :device_token)\n  socket_opts = [uri: opts[:uri] <> "?token=" <> token]\n  {:ok, connect!(socket_opts)}\nend\n\n@impl Slipstream\ndef handle_disconnect(_reason, socket) do\n  reconnect(socket)\nend\n',
            ),
            (
                "read",
                "lib/kilnlog_web/channels/device_socket.ex",
                'def connect(%{"token" => token}, socket, _info) do\n  case Phoenix.Token.verify(KilnlogWeb.Endpoint, "device", token, max_age: 86_400) do\n    {:ok, device_id} -> {:ok, assign(socket, :device_id, device_id)}\n    error ->\n      Logger.warning("device socket refused: #{inspect(error)} device=#{device_name(token)}")\n      :error\n  end\nend\n',
            ),
            (
                "bash",
                "ssh kilnpi-2.local 'Nerves.Runtime.KV.get(\"nerves_fw_booted_at\")'; ssh kilnpi-2.local 'KilnlogFw.Uplink.token_issued_at()'",
                '"2026-12-05T23:40:12Z"\n~U[2026-12-05 23:40:31Z]',
            ),
            (
                "think",
                "Token fetched once at boot (Dec 5 23:40) and put in app env. Server verifies with max_age 86_400 = 24h. The socket stayed connected across the 24h mark fine since verify only runs on connect. Wifi dropped 02:13:58 Dec 7, >26h after issue, so every reconnect is refused as expired. Buffer 6000 readings at 1 per 2s = 3h20m, started dropping at 05:34. So data 02:14 to ~04:42 is gone; buffer still has from ~04:42 onwards? It's still refusing, so buffer has the last 6000 readings = roughly 04:42-08:02. Can flush those once it reconnects. Fix: fetch a fresh token from /api/devices/token (signed with the device key in nerves KV) in handle_disconnect before each reconnect. Also persist buffer to /data so a 26h firing wifi outage doesn't drop.",
            ),
            (
                "assistant",
                "Found it: the Pi is fine, the server refuses to let it back in.\n\n**Cause**\n\n1. `kilnpi-2` gets its device token **once, at boot** (`Application.fetch_env!(:kilnlog_fw, :device_token)` in `Uplink.init/1`). This one was issued on Dec 5 at 23:40.\n2. `DeviceSocket.connect/3` verifies it with `max_age: 86_400`, i.e. 24 hours, but only when a socket *connects*. A socket that stays up keeps working after that.\n3. At 02:13:58 the Pi's wifi dropped for 8 seconds. By then the token was 26 hours old, so every reconnect since has been refused with `{:error, :expired}`.\n4. The Pi kept reading and buffering, but the buffer holds 6000 readings (about 3 h 20 min), so from 05:34 it started dropping the oldest ones.\n\nSo readings from 02:14 to about 04:40 are already gone, sorry, and it keeps dropping the oldest ones until the Pi can connect again. The newest ~3 hours will upload once it does.\n\n**Fix**\n\n- `Uplink` fetches a fresh token from `/api/devices/token` (signed with the device key) in `handle_disconnect/2`, before every reconnect, not just at boot\n- the reading buffer goes to `/data` on the SD card instead of memory, sized for 48 h, so even a long outage doesn't lose anything\n\nShall I do that?",
            ),
            (
                "user",
                "yes pls. the long reduction firings on kiln 3 are like 26-28h so thats exactly when it would bite again",
            ),
            ("edit", "kilnlog_fw/lib/kilnlog_fw/uplink.ex"),
            ("edit", "kilnlog_fw/lib/kilnlog_fw/reading_buffer.ex"),
            ("edit", "kilnlog_fw/test/kilnlog_fw/uplink_test.exs"),
            ("edit", "lib/kilnlog_web/controllers/device_token_controller.ex"),
            (
                "bash",
                "mix test 2>&1 | tail -1 && (cd kilnlog_fw && MIX_TARGET=host mix test 2>&1 | tail -1)",
                "87 tests, 0 failures\n23 tests, 0 failures",
            ),
            (
                "bash",
                "git commit -qam 'fw: refresh device token before every reconnect, persist reading buffer' && git push -q && gh run watch --exit-status 2>&1 | tail -2",
                "✓ firmware (rpi0_2) in 6m12s\n✓ main CI · 12188043210",
            ),
            (
                "bash",
                "mix nerves_hub.deployment update kilnlog-studio firmware 0.9.4 2>&1 | tail -1; sleep 240; fly logs -a kilnlog --no-tail | grep kilnpi-2 | tail -2",
                "Deployment kilnlog-studio updated to 0.9.4\n2026-12-07T09:31:40Z app[3d8d9e1b] lhr [info] device kilnpi-2 joined readings:kiln-2\n2026-12-07T09:31:41Z app[3d8d9e1b] lhr [info] readings: flushed 5993 buffered readings device=kilnpi-2",
            ),
            (
                "assistant",
                "Deployed as firmware 0.9.4 through NervesHub. `kilnpi-2` rejoined and flushed 5993 buffered readings, so the graph for last night now has data from about 06:10 onwards (the firing had cooled by then); the gap from 02:14 to 06:10 stays empty. I also added a test that drops the connection after the token's `max_age` and checks that the reconnect asks for a new token.",
            ),
            (
                "user",
                "ok. so basically the device tokens die after 24h and the pi has to get a fresh token before every reconnect, not only at boot. good to know",
            ),
            ("assistant", "Yes, exactly."),
        ],
        "lessons": [
            {"keys": ["fresh token", "every reconnect"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh148-kilnlog-decision-pushover-alerts",
        "split": "fresh148",
        "steps": [
            (
                "user",
                "maren wants a ping on her phone when a firing goes wrong (overtemp, stall, tc fault) and when its done. email is useless at 3am. what are the options, we have like zero budget",
            ),
            (
                "read",
                "lib/kilnlog/alerts.ex",
                "def notify(%Firing{} = firing, event) do\n  firing\n  |> AlertEmail.build(event)\n  |> Kilnlog.Mailer.deliver()\nend\n",
            ),
            (
                "bash",
                'grep -rn "def detect" lib/kilnlog/firings/',
                "lib/kilnlog/firings/monitor.ex:41:  def detect(%Firing{} = f, readings), do: [:overtemp, :stall, :tc_fault, :done] |> Enum.filter(&hit?(&1, f, readings))",
            ),
            (
                "think",
                "Events already detected, only delivery is email. Options: Twilio SMS (cheap per message, everyone has SMS), Pushover (one-off app cost per device, emergency priority repeats until acknowledged), Signal via signal-cli (free, fragile, needs a phone number + JVM on fly), ntfy.sh (free, self-hostable). Recommend Twilio: no app install for volunteers.",
            ),
            (
                "assistant",
                "`Firings.Monitor` already detects `:overtemp`, `:stall`, `:tc_fault` and `:done`; only the delivery is email. Options:\n\n1. **Twilio SMS**: about 4p per text in the UK, works on every phone, nothing to install. A few pounds a month at our volume.\n2. **Pushover**: one-off $5 per phone for the app, then free. Has *emergency priority*: the alert repeats every minute until someone acknowledges it.\n3. **Signal group** via `signal-cli` on the Fly machine: free, but needs its own phone number and a JVM, and breaks whenever Signal changes its protocol.\n4. **ntfy.sh**: free and open source, push to a topic; no acknowledgement though, and anyone who guesses the topic name can read it.\n\nI'd go with **1**: the techs are volunteers, and SMS needs nothing installed.",
            ),
            (
                "user",
                "2. the studio already pays for pushover for the building alarm so all the techs have the app anyway. overtemp and tc fault alerts have to go as emergency priority so it keeps buzzing until someone acks it, done and stall can be normal priority. dont deploy before friday, maren is firing all week",
            ),
            (
                "think",
                "Pushover. priority 2 for overtemp/tc_fault with retry 60 expire 3600 (required params for priority 2), priority 0 for done/stall. Oban worker in :alerts queue, Req POST to api.pushover.net/1/messages.json. Token + group key via fly secrets. Keep email as fallback? Keep it. Deploy: not before Friday (one-off).",
            ),
            ("edit", "lib/kilnlog/alerts/pushover.ex"),
            ("edit", "lib/kilnlog/alerts/pushover_worker.ex"),
            ("edit", "lib/kilnlog/alerts.ex"),
            ("edit", "config/runtime.exs"),
            ("edit", "test/kilnlog/alerts/pushover_worker_test.exs"),
            (
                "bash",
                "mix test test/kilnlog/alerts 2>&1 | tail -2",
                "Finished in 0.4 seconds (0.4s async, 0.0s sync)\n11 tests, 0 failures",
            ),
            (
                "bash",
                "fly secrets list -a kilnlog | grep -i pushover",
                "PUSHOVER_APP_TOKEN      	b1f9e2c04d7a1e33	2026-03-14T10:02:51Z\nPUSHOVER_GROUP_KEY      	7c0a55d19e08b2f4	2026-03-14T10:02:51Z",
            ),
            (
                "assistant",
                "Pushover alerts are in, on `feat/pushover-alerts`:\n\n- new `Kilnlog.Alerts.PushoverWorker` (Oban, `:alerts` queue, 5 attempts) posts to the Pushover API\n- `:overtemp` and `:tc_fault` go with **emergency priority** (`priority: 2`, `retry: 60`, `expire: 3600`), so they repeat every minute for up to an hour until someone acknowledges\n- `:done` and `:stall` go with normal priority\n- email stays as a fallback\n- the app token and group key were already in Fly secrets from the building alarm setup (`PUSHOVER_APP_TOKEN`, `PUSHOVER_GROUP_KEY`), so no new secrets\n\nNot deployed; I'll leave it until Friday.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["pushover", "building alarm"]},
            {"keys": ["overtemp", "emergency priority"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh148-kilnlog-tool-stored-kiln-controllers-and-type-s",
        "split": "fresh148",
        "steps": [
            (
                "user",
                "pls remember this for later: kilns 1 and 2 are the electric skutts, they have their own controllers and kilnlog only logs them. kiln 3 is the gas kiln with no controller at all, so kilnlog is the only record of its firings. then set up the thermocouple config for the new max31856 board on kiln 3, pi is kilnpi-3",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "kilnlog: kilns 1 and 2 are electric Skutt kilns with their own controllers, kilnlog only logs them; kiln 3 is the gas kiln with no controller, so kilnlog is the only record of its firings.",
                    "tags": ["kilnlog", "kilns"],
                },
                '{"id":"9417","action":"stored"}',
                False,
            ),
            (
                "read",
                "kilnlog_fw/config/target.exs",
                'config :kilnlog_fw, :kilns, [\n  %{id: 1, host: "kilnpi-1", spi: "spidev0.0", tc_type: :k},\n  %{id: 2, host: "kilnpi-2", spi: "spidev0.0", tc_type: :k}\n]\n',
            ),
            (
                "read",
                "kilnlog_fw/lib/kilnlog_fw/max31856.ex",
                "@tc_types %{b: 0b0000, e: 0b0001, j: 0b0010, k: 0b0011, n: 0b0100, r: 0b0101, s: 0b0110, t: 0b0111}\n\ndef configure(spi, tc_type) do\n  cr1 = 0b0001_0000 ||| Map.fetch!(@tc_types, tc_type)\n  Circuits.SPI.transfer!(spi, <<0x81, cr1>>)\nend\n",
            ),
            (
                "think",
                "Driver supports all types. Kilns 1 and 2 are type K. Kiln 3: gas kiln, probably high-fire; K is rated to ~1260C and drifts, a high-fire kiln might have R or S. If I set the wrong type the readings are off by hundreds of degrees. Ask.",
            ),
            (
                "assistant",
                "Saved that.\n\nThe MAX31856 driver supports every thermocouple type, and kilns 1 and 2 are configured as type K. Before I add kiln 3: which thermocouple is in it? If the board is set to the wrong type, readings are off by hundreds of degrees at the top of a firing.",
            ),
            (
                "user",
                "kiln 3 has a type S thermocouple, it goes to cone 10 reduction and a K drifts up there so we put a platinum one in in march",
            ),
            ("edit", "kilnlog_fw/config/target.exs"),
            ("edit", "kilnlog_fw/test/kilnlog_fw/max31856_test.exs"),
            (
                "bash",
                "cd kilnlog_fw && MIX_TARGET=host mix test test/kilnlog_fw/max31856_test.exs 2>&1 | tail -1",
                "6 tests, 0 failures",
            ),
            (
                "bash",
                "ssh kilnpi-3.local 'KilnlogFw.Max31856.read_temp(KilnlogFw.Max31856.open(\"spidev0.0\", :s))'",
                "{:ok, 18.6}",
            ),
            (
                "assistant",
                'Kiln 3 is configured:\n\n- `target.exs` now has `%{id: 3, host: "kilnpi-3", spi: "spidev0.0", tc_type: :s}`; `configure/2` writes `0b0110` into CR1 for type S\n- test added that kiln 3 gets the type S bits\n- a manual read on `kilnpi-3` with type S gives **18.6 °C**, which matches the room, so the wiring is fine\n\nThe config change goes out with the next firmware build.',
            ),
            ("user", "nice ty"),
        ],
        "lessons": [
            {"keys": ["kiln 3", "type S"]},
        ],
        "tool_stored": [["gas kiln", "no controller"]],
    },
    {
        "name": "fresh148-kilnlog-review-schedule-import-house-rules",
        "split": "fresh148",
        "steps": [
            ("user", "can u review tomasz's pr #38, the skutt schedule import"),
            (
                "bash",
                "gh pr diff 38 --name-only",
                "lib/kilnlog/schedules/skutt_import.ex\nlib/kilnlog/schedules/segment.ex\npriv/repo/migrations/20261204183011_create_schedule_segments.exs\nlib/kilnlog_web/live/schedule_live/show.html.heex\ntest/kilnlog/schedules/skutt_import_test.exs",
            ),
            (
                "read",
                "priv/repo/migrations/20261204183011_create_schedule_segments.exs",
                "create table(:schedule_segments) do\n  add :schedule_id, references(:schedules, on_delete: :delete_all), null: false\n  add :position, :integer, null: false\n  add :rate, :integer, null: false\n  add :target_temp, :float, null: false\n  add :hold_minutes, :integer, default: 0\n  timestamps()\nend\n",
            ),
            (
                "read",
                "lib/kilnlog/schedules/segment.ex",
                "def changeset(seg, attrs) do\n  seg\n  |> cast(attrs, [:position, :rate, :target_temp, :hold_minutes])\n  |> validate_number(:rate, greater_than: 0, less_than_or_equal_to: 600)\n  |> validate_number(:target_temp, less_than: 1400.0)\nend\n",
            ),
            (
                "read",
                "lib/kilnlog_web/live/schedule_live/show.html.heex",
                "<td><%= seg.rate %>°/h</td>\n<td><%= Float.round(seg.target_temp * 9 / 5 + 32, 0) %> °F</td>\n",
            ),
            (
                "think",
                "Rate up to 600 seems huge if it's per minute; Skutt exports... I assumed °C/min. target_temp float, °F converted inline in template. Tests parse a real Skutt export, good.",
            ),
            (
                "assistant",
                "Review of #38:\n\n1. **Migration**: `schedule_segments` with `rate :integer` and `target_temp :float`.\n2. **Validation**: `rate` allows up to 600. Ramp rates are °C per minute, so anything above ~10 is almost certainly a typo; I'd cap it at 10.\n3. **Template**: `show.html.heex` converts to °F inline with `Float.round(seg.target_temp * 9 / 5 + 32, 0)`.\n4. `skutt_import_test.exs` parses a real Skutt export with holds, nice.",
            ),
            (
                "user",
                "post it but with these as studio rules, not just nitpicks:\n- temps are stored as integer tenths of a degree C in *_dc columns (target_temp_dc), same as readings.temp_dc. no floats in the db\n- ur point 2 is wrong, ramp rates are degrees per hour like on the skutt panel, 600 is a normal fast bisque ramp. keep his validation\n- fahrenheit only in the templates via KilnlogWeb.Temp.format/2, some members think in F but nothing stores F\n- and say thanks, its his first pr",
            ),
            (
                "think",
                "Drop the cap-at-10 point. Ask for target_temp_dc integer, Temp.format/2 in the template. Write the review body.",
            ),
            (
                "bash",
                "gh pr review 38 --request-changes --body-file /tmp/review_38.md",
                "- Requested changes to pull request clayhouse/kilnlog#38",
            ),
            (
                "assistant",
                "Posted on #38 (changes requested), written as studio rules:\n\n- temperatures are stored as integer tenths of a degree C in `*_dc` columns: `target_temp` becomes `target_temp_dc :integer`, like `readings.temp_dc`\n- ramp rates are degrees per hour, as on the Skutt panel; his `<= 600` validation stays\n- °F only in templates, through `KilnlogWeb.Temp.format/2`, instead of the inline conversion\n- thanks for his first PR, and the import test with a real Skutt export is great\n\nMy cap-at-10 suggestion isn't in it.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["tenths", "_dc"]},
            {"keys": ["ramp rates", "per hour"], "not": ["°C per minute"]},
            {"keys": ["fahrenheit", "Temp.format"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh148-kilnlog-correction-unload-below-60",
        "split": "fresh148",
        "steps": [
            (
                "user",
                "can we get a 'safe to unload' pushover msg when a kiln has cooled down after a firing",
            ),
            (
                "read",
                "lib/kilnlog/firings/monitor.ex",
                "def detect(%Firing{} = f, readings),\n  do: [:overtemp, :stall, :tc_fault, :done] |> Enum.filter(&hit?(&1, f, readings))\n\ndefp hit?(:done, f, readings), do: f.state == :cooling and peak_reached?(f, readings)\n",
            ),
            (
                "think",
                "Add :cooled event: firing state :cooling, latest reading below threshold, only once per firing (cooled_notified_at). Threshold: 100 C is the commonly quoted safe-to-open temp.",
            ),
            (
                "assistant",
                "I'll add a `:cooled` event: once a firing is cooling and the kiln is below 100 °C, the usual safe-to-open temperature, it sends a normal-priority Pushover message, once per firing.",
            ),
            ("user", "ok"),
            ("edit", "lib/kilnlog/firings/monitor.ex"),
            ("edit", "lib/kilnlog/firings/firing.ex"),
            ("edit", "priv/repo/migrations/20261207101502_add_cooled_notified_at_to_firings.exs"),
            ("edit", "lib/kilnlog/alerts/pushover_worker.ex"),
            ("edit", "test/kilnlog/firings/monitor_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/kilnlog/firings 2>&1 | tail -1",
                "10:16:22.481 [info] == Migrated 20261207101502 in 0.0s\n24 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/cooled-alert`:\n\n- `Firings.Monitor` emits `:cooled` when the firing is cooling and the latest reading is below 100 °C\n- `firings.cooled_notified_at` makes sure it's sent once per firing\n- the message reads `Kiln 3 is cool, safe to unload (97 °C)`",
            ),
            (
                "user",
                "can the title say the kiln name tho, like 'Big Gas' not 'Kiln 3', the techs know them by name. oh and 100 is way too hot for us, maren's rule is unload below 60, we got dunting cracks on the celadons opening at 90",
            ),
            (
                "think",
                "Kilns have a name field (kilns.name). Threshold 60 C: make it a module attribute @unload_below_dc 600 (tenths). Update tests.",
            ),
            ("edit", "lib/kilnlog/firings/monitor.ex"),
            ("edit", "lib/kilnlog/alerts/pushover_worker.ex"),
            ("edit", "test/kilnlog/firings/monitor_test.exs"),
            (
                "bash",
                "mix test test/kilnlog/firings test/kilnlog/alerts 2>&1 | tail -1",
                "36 tests, 0 failures",
            ),
            (
                "assistant",
                "Updated:\n\n- `:cooled` now fires below **60 °C** (`@unload_below_dc 600`)\n- the title uses the kiln's name: `Big Gas is cool, safe to unload (58 °C)`\n- tests cover 61 °C (no message), 59 °C (message) and a second reading below 60 (no second message)",
            ),
            ("user", "great, merge it"),
            (
                "bash",
                "gh pr create --fill 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/clayhouse/kilnlog/pull/41\n✓ Squashed and merged pull request clayhouse/kilnlog#41",
            ),
            ("assistant", "Merged as #41."),
        ],
        "lessons": [
            {"keys": ["unload below 60", "maren"], "not": ["below 100 °C"]},
        ],
        "tool_stored": [],
    },
]
