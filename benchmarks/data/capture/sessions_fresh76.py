"""The "fresh76" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH76: list[dict[str, Any]] = [
    # --- "roastctl": firmware and touchscreen UI for Ashgrove AR-5 shop coffee roasters (Elixir 1.17, Nerves 1.10 on a Raspberry Pi CM4 carrier board with a custom nerves_system_ar5, Phoenix LiveView kiosk UI, two MAX31856 thermocouple boards over circuits_spi, Modbus RTU over RS-485 to the burner controller and an Invertek Optidrive E3 drum VFD, ecto_sqlite3 roast logs, NervesHub OTA, ExUnit + GitHub Actions) ---
    {
        "name": "fresh76-roastctl-decision-upload-finished-roasts-from-sqlite-outbox-not-live-mqtt",
        "split": "fresh76",
        "steps": [
            (
                "user",
                "portal team wants roast curves from the machines for their cloud dashboard. two camps internally: stream every sample live over mqtt to a broker, or upload each roast once its done. which one? think it through first, no code yet",
            ),
            (
                "bash",
                "grep -n 'sample_hz' config/config.exs; sqlite3 tmp/bellwether-roastctl.db 'select count(*), round(avg(n)) from (select roast_id, count(*) n from samples group by roast_id)'",
                "config/config.exs:31:config :roastctl, sample_hz: 4\n1873|3412.0",
            ),
            (
                "read",
                "lib/roastctl/roast_log/sample.ex",
                'defmodule Roastctl.RoastLog.Sample do\n  use Ecto.Schema\n\n  @primary_key false\n  schema "samples" do\n    field :roast_id, :integer\n    field :t_ms, :integer\n    field :bt, :float\n    field :et, :float\n    field :burner_pct, :integer\n    field :drum_rpm, :float\n    field :airflow_pct, :integer\n    field :event, Ecto.Enum, values: [:charge, :turning_point, :dry_end, :first_crack, :second_crack, :drop]\n  end\nend\n',
            ),
            (
                "bash",
                "elixir -e 'j = File.read!(\"tmp/roast_1873.json\"); IO.puts(byte_size(j)); IO.puts(byte_size(:zlib.gzip(j)))'",
                "412388\n61207",
            ),
            (
                "assistant",
                "Numbers first: 4 Hz, ~3.4k samples per roast (about 14 min), one roast as JSON is ~400 KB, ~60 KB gzipped. 1873 roasts on Bellwether's machine so far.\n\n**1. Live MQTT** (`tortoise311`, QoS 1, one topic per machine)\n- gives a live remote view of a running roast\n- needs a broker the portal team runs (EMQX or Mosquitto) plus per-machine credentials\n- QoS 1 only covers messages in flight: if the wifi is down for two minutes, those samples are gone unless we buffer locally and replay, which is most of option 2 anyway\n- 4 msgs/s per machine, all day while preheating\n\n**2. Upload finished roasts**\n- at drop, the roast goes into an outbox table in the local SQLite; an uploader posts gzipped JSON to a portal HTTPS endpoint and deletes the outbox row on 2xx, with backoff otherwise\n- survives the wifi being down for days; one plain HTTPS endpoint, nothing to run on their side but the API\n- no live view; curves appear in the portal a few seconds after drop\n\nThe real question is whether anyone needs to watch a roast remotely while it happens. If not, 2 is simpler and loses nothing.",
            ),
            (
                "user",
                "go with uploading finished roasts from a sqlite outbox, no live mqtt, because most machines sit on café guest wifi that drops all the time and we'd need the local buffer anyway. nobody asked for watching a roast remotely, if sales ever sells that we revisit",
            ),
            ("edit", "priv/repo/migrations/20261207093015_create_roast_uploads.exs"),
            ("edit", "lib/roastctl/cloud/uploader.ex"),
            ("edit", "lib/roastctl/roast/session.ex"),
            ("edit", "test/roastctl/cloud/uploader_test.exs"),
            (
                "bash",
                "mix test test/roastctl/cloud 2>&1 | tail -3",
                "......\nFinished in 0.6 seconds (0.2s async, 0.4s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- `roast_uploads` outbox table (`roast_id`, `attempts`, `next_attempt_at`, `last_error`)\n- `Roast.Session` inserts the outbox row in the same transaction that marks the roast dropped, so a power cut right after drop can't lose it\n- `Roastctl.Cloud.Uploader` (GenServer): on `:roast_dropped` and every 30 s it takes the oldest due row, gzips the roast JSON and `Req.post`s it to `/api/machines/:serial/roasts` with the machine token; 2xx deletes the row, errors back off from 30 s doubling up to 1 h, a 4xx other than 429 marks it `failed` so it stops retrying\n- tests: happy path, backoff on 503, 429 retry, 422 marked failed, upload after wifi comes back with 3 queued roasts, row survives an uploader crash",
            ),
            ("user", "cool, that goes into 2.5"),
        ],
        "lessons": [
            {"keys": ["sqlite outbox", "guest wifi"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh76-roastctl-incident-burner-cutouts-sqlite-wal-checkpoint-blocks-sensor-poller",
        "split": "fresh76",
        "steps": [
            (
                "user",
                "urgent-ish. 3 shops say the roaster aborts mid roast since 2.4.0, screen says 'BT sensor stale, burner off'. bellwether in leeds sent the device log, its in tmp/bellwether-2026-12-06.log. they lost two batches already",
            ),
            (
                "bash",
                "grep -nE 'stale|tick took|Watchdog' tmp/bellwether-2026-12-06.log | head -8",
                "10412:09:47:13.208 [warning] Roastctl.Sensors.Poller tick took 3188ms (budget 250ms)\n10413:09:47:13.209 [error] Roastctl.Safety.Watchdog BT stale for 2041ms, burner off, roast aborted\n18870:11:02:55.771 [warning] Roastctl.Sensors.Poller tick took 2960ms (budget 250ms)\n18871:11:02:55.772 [error] Roastctl.Safety.Watchdog BT stale for 2003ms, burner off, roast aborted\n22107:11:38:20.014 [warning] Roastctl.Sensors.Poller tick took 412ms (budget 250ms)\n24511:12:14:06.330 [warning] Roastctl.Sensors.Poller tick took 3405ms (budget 250ms)\n24512:12:14:06.331 [error] Roastctl.Safety.Watchdog BT stale for 2010ms, burner off, roast aborted",
            ),
            (
                "bash",
                "git log --oneline v2.3.2..v2.4.0 -- lib/roastctl/sensors lib/roastctl/roast_log",
                "8c1d0e4 persist samples as they arrive so a power cut doesn't lose the roast\n3fa92b7 poller: read ET and BT in one SPI transaction",
            ),
            (
                "read",
                "lib/roastctl/sensors/poller.ex",
                'defmodule Roastctl.Sensors.Poller do\n  use GenServer\n  alias Roastctl.Sensors.Max31856\n  alias Roastctl.RoastLog\n\n  @tick_ms 250\n\n  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, name: __MODULE__)\n\n  def init(_opts) do\n    {:ok, spi} = Circuits.SPI.open("spidev0.0", mode: 1, speed_hz: 1_000_000)\n    :timer.send_interval(@tick_ms, :tick)\n    {:ok, %{spi: spi, roast_id: nil, last: nil}}\n  end\n\n  def handle_info(:tick, state) do\n    {bt, et} = Max31856.read_pair(state.spi)\n    sample = %{bt: bt, et: et, t_ms: System.monotonic_time(:millisecond)}\n    Phoenix.PubSub.broadcast(Roastctl.PubSub, "sensors", {:sample, sample})\n\n    if state.roast_id do\n      RoastLog.insert_sample!(state.roast_id, sample)\n    end\n\n    {:noreply, %{state | last: sample}}\n  end\n\n  def handle_cast({:roast, roast_id}, state), do: {:noreply, %{state | roast_id: roast_id}}\nend\n',
            ),
            (
                "think",
                "8c1d0e4 put the sample insert inside the poller tick. Each insert is its own SQLite transaction. In WAL mode that's normally ~2 ms, but when the WAL reaches wal_autocheckpoint the checkpoint runs on the committing connection and fsyncs to eMMC. If that takes ~3 s the poller is stuck, nothing is broadcast, and the watchdog trips after 2 s. Measure on a dev roaster before claiming it.",
            ),
            (
                "bash",
                "ssh root@roaster-dev-2.local 'Roastctl.Diag.time_inserts(4000)'",
                "pragma journal_mode=wal wal_autocheckpoint=1000 synchronous=FULL\ninserts: 4000  p50: 1.9ms  p99: 7.4ms  max: 3311ms\nslow (>250ms): 4, all at WAL size 1000 pages (checkpoint)",
            ),
            (
                "assistant",
                "Found it. Commit `8c1d0e4` (2.4.0, \"persist samples as they arrive\") made `Sensors.Poller` write every sample to SQLite inside its 250 ms tick, and whenever the WAL checkpoint runs on that insert (every 1000 pages, `synchronous=FULL` on the eMMC) it blocks for ~3 s, so the poller stops broadcasting and `Safety.Watchdog` cuts the burner after 2 s of stale BT.\n\nThe watchdog did its job; the poller is what's wrong. On roaster-dev-2: 4000 inserts, p99 7 ms but max 3.3 s, and all four slow ones land on a checkpoint. Bellwether's log matches: each abort follows a 3.0-3.4 s tick.\n\nFix I'd do:\n- the poller only reads SPI and broadcasts; a new `RoastLog.Writer` subscribes to `\"sensors\"`, buffers samples and writes them in one transaction per second (a power cut loses at most ~1 s, which keeps the point of 8c1d0e4)\n- `synchronous=NORMAL` for the roast log DB (safe in WAL mode: no corruption, at worst the last transaction is lost on power loss)\n\nAnd I'd suggest a rule so this can't come back: the poller does SPI reads and the PubSub broadcast and nothing else, so no Repo calls, no network and no logging above debug inside the tick, because anything that can block there turns into a burner cut-out.",
            ),
            (
                "user",
                "yes agreed on all of it, and yes thats the rule from now on. do the fix, i want 2.4.1 out today",
            ),
            ("edit", "lib/roastctl/sensors/poller.ex"),
            ("edit", "lib/roastctl/roast_log/writer.ex"),
            ("edit", "config/target.exs"),
            ("edit", "test/roastctl/sensors/poller_test.exs"),
            (
                "bash",
                "mix test 2>&1 | tail -2 && MIX_TARGET=ar5_cm4 mix firmware 2>&1 | tail -1 && MIX_TARGET=ar5_cm4 mix upload roaster-dev-2.local 2>&1 | tail -2 && sleep 2700 && ssh root@roaster-dev-2.local 'Roastctl.Diag.soak_report()'",
                "Finished in 4.1 seconds (1.2s async, 2.9s sync)\n212 tests, 0 failures\nFirmware built successfully! 🎉\nSuccess!\nElapsed time: 38.119 s\nsimulated roast 45 min  ticks: 10800  max tick: 4ms  writer flushes: 2700  max flush: 3298ms  watchdog trips: 0",
            ),
            (
                "assistant",
                '2.4.1 candidate is on roaster-dev-2 and held up through a 45 min simulated roast: max poller tick 4 ms, zero watchdog trips. The writer still hit one 3.3 s flush on a checkpoint, which now only delays the log by a second.\n\nChanges:\n- `Sensors.Poller`: SPI read + broadcast only, the `insert_sample!` is gone\n- `RoastLog.Writer`: subscribes to `"sensors"`, buffers, `Repo.insert_all` once a second, flushes on `:roast_dropped` and in `terminate/2`\n- `synchronous: :normal` for the roast log repo in `config/target.exs`\n- test: a fake Repo that sleeps 3 s per insert, asserting the poller keeps broadcasting every 250 ms',
            ),
            ("user", "tag v2.4.1, i'll push it to the canary"),
            (
                "bash",
                "git tag -a v2.4.1 -m 'v2.4.1: move roast log writes out of the sensor poller' && git push origin v2.4.1",
                "To github.com:ashgrove/roastctl.git\n * [new tag]         v2.4.1 -> v2.4.1",
            ),
        ],
        "lessons": [
            {"keys": ["WAL checkpoint", "Sensors.Poller"]},
            {"keys": ["SPI reads", "no Repo calls"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh76-roastctl-drum-rpm-readout-vfd-unit-id-3-ttyAMA1-and-19200-8e1-corrections",
        "split": "fresh76",
        "steps": [
            (
                "user",
                "roasters want to see drum rpm on the roast screen and a +/- to change it. Roastctl.Drum is mostly a stub, Roastctl.Burner already talks modbus so copy from there",
            ),
            (
                "read",
                "lib/roastctl/burner.ex",
                "defmodule Roastctl.Burner do\n  use GenServer\n  alias Roastctl.Modbus\n\n  @unit 2\n  @reg_setpoint 40_001\n  @reg_actual 30_002\n\n  def start_link(_), do: GenServer.start_link(__MODULE__, [], name: __MODULE__)\n\n  def init(_) do\n    {:ok, bus} = Modbus.open(Application.fetch_env!(:roastctl, :burner_bus))\n    :timer.send_interval(500, :poll)\n    {:ok, %{bus: bus, actual: nil}}\n  end\n\n  def set_power(pct) when pct in 0..100,\n    do: GenServer.call(__MODULE__, {:write, @reg_setpoint, pct * 10})\n\n  def handle_info(:poll, state) do\n    {:ok, [raw]} = Modbus.read_input(state.bus, @unit, @reg_actual, 1)\n    {:noreply, %{state | actual: raw / 10}}\n  end\nend\n",
            ),
            (
                "bash",
                "grep -n '_bus' config/target.exs; sed -n 1,12p lib/roastctl/drum.ex",
                '22:config :roastctl, :burner_bus, port: "ttyAMA0", speed: 9600, parity: :none\ndefmodule Roastctl.Drum do\n  @moduledoc "Drum VFD (Optidrive E3). TODO: speed readback + setpoint"\n\n  def rpm, do: nil\n  def set_rpm(_rpm), do: {:error, :not_implemented}\nend',
            ),
            ("edit", "lib/roastctl/drum.ex"),
            ("edit", "lib/roastctl_web/live/roast_live.html.heex"),
            ("edit", "test/roastctl/drum_test.exs"),
            (
                "bash",
                "mix test test/roastctl/drum_test.exs test/roastctl_web/live/roast_live_test.exs 2>&1 | tail -3",
                ".......\nFinished in 0.5 seconds (0.3s async, 0.2s sync)\n7 tests, 0 failures",
            ),
            (
                "assistant",
                "Drum speed is wired up:\n\n- `Roastctl.Drum` is now a GenServer modelled on `Burner`; it reuses the `:burner_bus` config, so the drum VFD is addressed as unit id 1 on ttyAMA0 (the Optidrive's factory default address) at 9600 baud, same bus as the burner controller\n- polls the output speed register every 500 ms, `set_rpm/1` writes the speed setpoint\n- the roast screen shows `Drum 52 rpm` under the chart with +/- buttons, 1 rpm per press\n- tests run against `Modbus.Fake`\n\nNot tried on hardware yet.",
            ),
            (
                "user",
                "ok a few things. put the readout next to ET, not under the chart, people read it at a glance. the drum vfd isn't on the burner bus at all, it's unit id 3 on ttyAMA1, it has its own rs485 port on the carrier board. +/- in steps of 2 rpm. oh and the optidrives are configured 19200 8E1, 9600 would never have answered anyway",
            ),
            ("edit", "config/target.exs"),
            ("edit", "lib/roastctl/drum.ex"),
            ("edit", "lib/roastctl_web/live/roast_live.html.heex"),
            ("edit", "test/roastctl/drum_test.exs"),
            (
                "bash",
                "mix test test/roastctl/drum_test.exs 2>&1 | tail -1 && MIX_TARGET=ar5_cm4 mix firmware 2>&1 | tail -1 && MIX_TARGET=ar5_cm4 mix upload roaster-dev-1.local 2>&1 | tail -1 && ssh root@roaster-dev-1.local 'Roastctl.Drum.set_rpm(48); Process.sleep(3000); Roastctl.Drum.status()'",
                "5 tests, 0 failures\nFirmware built successfully! 🎉\nElapsed time: 37.402 s\n%{rpm: 48.0, setpoint: 48.0, fault: nil}",
            ),
            (
                "assistant",
                'Fixed and checked on roaster-dev-1:\n\n- new `:drum_bus` config: `port: "ttyAMA1", speed: 19200, parity: :even, stop_bits: 1`; `Roastctl.Drum` talks to unit id 3 on it and no longer touches the burner bus\n- readout moved next to ET in the header, +/- now 2 rpm per press\n- on roaster-dev-1 a setpoint of 48 reads back 48.0 rpm within 3 s, no fault',
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["unit id 3", "ttyAMA1"], "not": ["unit id 1"]},
            {"keys": ["19200 8E1"], "not": ["9600 baud"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh76-roastctl-ror-axis-60s-window-correction-and-units-format-for-fahrenheit",
        "split": "fresh76",
        "steps": [
            (
                "user",
                "artisan users keep asking for RoR on the live chart. second y axis on the right pls",
            ),
            (
                "read",
                "lib/roastctl/roast/metrics.ex",
                'defmodule Roastctl.Roast.Metrics do\n  @moduledoc "Derived values over a roast\'s samples (4 Hz)."\n\n  def dtr(%{first_crack_ms: nil}), do: nil\n\n  def dtr(%{charge_ms: c, first_crack_ms: fc, drop_ms: d}),\n    do: (d - fc) / (d - c)\n\n  def phase_times(%{charge_ms: c, dry_end_ms: de, first_crack_ms: fc, drop_ms: d}) do\n    %{drying: de - c, maillard: fc - de, development: d - fc}\n  end\nend\n',
            ),
            ("edit", "lib/roastctl/roast/metrics.ex"),
            ("edit", "assets/js/hooks/roast_chart.js"),
            ("edit", "test/roastctl/roast/metrics_test.exs"),
            (
                "bash",
                "mix test test/roastctl/roast/metrics_test.exs 2>&1 | tail -3",
                "....\nFinished in 0.1 seconds (0.1s async, 0.00s sync)\n4 tests, 0 failures",
            ),
            (
                "assistant",
                "RoR is on the live chart:\n\n- `Metrics.ror/2` is the BT delta over a 30 s window (120 samples at 4 Hz), scaled to per minute, updated incrementally as samples arrive\n- new series on a right-hand axis labelled `°C/min`, orange, hidden for the first 60 s after charge so the turning point noise doesn't blow up the scale\n- tests: flat BT gives 0, a 10 °C rise over 30 s gives 20/min, gaps in samples don't crash it",
            ),
            (
                "user",
                "ror here is always over a 60 s window, 30 s is way too jumpy with our probes and the roasters compare against their old curves which all use 60. also since ur in the chart: any temperature in the ui goes through Roastctl.Units.format/2, the us shops run fahrenheit and you hardcoded °C/min on the axis",
            ),
            (
                "bash",
                "grep -n 'def format\\|def rate_label\\|def label' lib/roastctl/units.ex; grep -rn 'Units.format' lib/roastctl_web | head -3",
                '8:  def format(value_c, unit) when unit in [:c, :f] do\n19:  def label(:c), do: "°C"\n20:  def label(:f), do: "°F"\nlib/roastctl_web/live/roast_live.html.heex:14:        <%= Units.format(@bt, @unit) %>\nlib/roastctl_web/live/roast_live.html.heex:18:        <%= Units.format(@et, @unit) %>\nlib/roastctl_web/components/profile_card.ex:31:      <%= Units.format(@profile.charge_c, @unit) %>',
            ),
            ("edit", "lib/roastctl/units.ex"),
            ("edit", "lib/roastctl/roast/metrics.ex"),
            ("edit", "assets/js/hooks/roast_chart.js"),
            ("edit", "test/roastctl/roast/metrics_test.exs"),
            (
                "bash",
                "mix test test/roastctl/roast test/roastctl/units_test.exs 2>&1 | tail -3",
                ".........\nFinished in 0.2 seconds (0.2s async, 0.00s sync)\n9 tests, 0 failures",
            ),
            (
                "assistant",
                'Updated:\n\n- `Metrics.ror/2` now uses a 60 s window (240 samples)\n- RoR values are converted before they reach the hook: added `Units.format_rate/2` next to `format/2` (a rate converts with ×1.8 only, no +32), and the axis label comes from `Units.label(@unit) <> "/min"`, so a °F machine shows `°F/min`\n- tests for 60 s and for the °F rate conversion',
            ),
            ("user", "nice 👌"),
        ],
        "lessons": [
            {"keys": ["60 s window"], "not": ["30 s window"]},
            {"keys": ["Roastctl.Units.format/2", "fahrenheit"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh76-roastctl-tool-stored-dev-roaster-flashing-and-nerveshub-canary-48h",
        "split": "fresh76",
        "steps": [
            (
                "user",
                "ruairi starts monday, save in memory how to flash a dev roaster: MIX_TARGET=ar5_cm4 mix firmware && MIX_TARGET=ar5_cm4 mix upload roaster-dev-2.local (dev roasters are roaster-dev-1 and roaster-dev-2 on the workshop wifi, ssh key is 'ar5 dev ssh' in 1password). then look at why last nights firmware build went red",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "roastctl dev roasters: roaster-dev-1.local and roaster-dev-2.local on the workshop wifi. Flash one with: MIX_TARGET=ar5_cm4 mix firmware && MIX_TARGET=ar5_cm4 mix upload roaster-dev-2.local. SSH key is 'ar5 dev ssh' in 1Password.",
                    "tags": ["roastctl", "nerves", "dev-roaster"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "bash",
                "gh run list --workflow firmware.yml -L 3",
                "STATUS  TITLE                             WORKFLOW  BRANCH  EVENT     ID           ELAPSED  AGE\nX       nightly firmware                  firmware  main    schedule  12093817722  1m12s    9h\n✓       Merge pull request #418 (drum)    firmware  main    push      12089310554  14m3s    21h\n✓       nightly firmware                  firmware  main    schedule  12079442801  13m51s   1d",
            ),
            (
                "bash",
                "gh run view 12093817722 --log-failed | tail -5",
                "build\tFetch system\t==> nerves_system_ar5 v1.4.2\nbuild\tFetch system\t** (Mix) No artifact found for nerves_system_ar5 1.4.2 (ar5_cm4)\nbuild\tFetch system\tTried:\nbuild\tFetch system\t  https://github.com/ashgrove/nerves_system_ar5/releases/download/v1.4.2/nerves_system_ar5-portable-1.4.2-5C1D2E8.tar.gz\nbuild\tFetch system\t##[error]Process completed with exit code 1.",
            ),
            (
                "bash",
                "gh release view v1.4.2 -R ashgrove/nerves_system_ar5 --json assets -q '.assets | length'; gh run list -R ashgrove/nerves_system_ar5 -L 2",
                "0\nSTATUS  TITLE           WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\nX       release v1.4.2  release   v1.4.2  push   12093144007  58m40s   10h\n✓       release v1.4.1  release   v1.4.1  push   11877203318  1h2m     3w",
            ),
            (
                "assistant",
                "Saved the dev roaster flashing steps to memory.\n\nThe nightly is red because roastctl's `mix.lock` was bumped to `nerves_system_ar5` 1.4.2 yesterday, but the system repo's v1.4.2 release job failed (58 min in, during the buildroot step) and the release has 0 assets, so `mix firmware` can't fetch the system artifact.\n\nTwo ways out: pin back to 1.4.1 in roastctl, or rerun the system's release job so the artifact exists. Which one?",
            ),
            (
                "user",
                "rerun the system release, don't pin back, 1.4.2 has the rtc fix. and btw since 2.4.1 goes out this week: every firmware goes to the 'shop-floor' deployment in nerveshub first and sits there 48h before it goes to 'customers', nobody skips that, not even for hotfixes",
            ),
            (
                "bash",
                "gh run rerun 12093144007 -R ashgrove/nerves_system_ar5 --failed && gh run watch 12093144007 -R ashgrove/nerves_system_ar5 --exit-status 2>&1 | tail -1",
                "✓ release v1.4.2 · 12093144007\nRun release (12093144007) has already completed with 'success'",
            ),
            (
                "bash",
                "gh run rerun 12093817722 && gh run watch 12093817722 --exit-status 2>&1 | tail -1",
                "Run nightly firmware (12093817722) has already completed with 'success'",
            ),
            (
                "assistant",
                "Both green: the `nerves_system_ar5` v1.4.2 release now has its artifact (reran the failed job), and the nightly firmware build passes with 1.4.2. Nothing changed in roastctl itself.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["shop-floor", "48h"]},
        ],
        "tool_stored": [["mix upload", "roaster-dev-2"]],
    },
    {
        "name": "fresh76-roastctl-chitchat-send-after-vs-send-interval-and-profile-to-fahrenheit",
        "split": "fresh76",
        "steps": [
            (
                "user",
                "Process.send_after re-armed in handle_info vs :timer.send_interval for a 250ms tick, which one drifts? short answer",
            ),
            (
                "assistant",
                "`send_after` re-armed in `handle_info` drifts: each tick is scheduled 250 ms after the previous one was *handled*, so handling time adds up. `:timer.send_interval` fires on a fixed schedule from the timer server, no accumulation, but if you're slower than 250 ms the ticks queue up in your mailbox.\n\nFixed rate without the queueing: keep an absolute deadline and `Process.send_after(self(), :tick, deadline, abs: true)`, adding 250 to the deadline each time.",
            ),
            (
                "user",
                "ok. and convert this for a customer email, charge 200, turning point 95, first crack 196, drop 212, all °C to °F",
            ),
            (
                "bash",
                "elixir -e 'for {n, c} <- [charge: 200, turning_point: 95, first_crack: 196, drop: 212], do: IO.puts(\"#{n}: #{c}°C = #{Float.round(c * 9 / 5 + 32, 1)}°F\")'",
                "charge: 200°C = 392.0°F\nturning_point: 95°C = 203.0°F\nfirst_crack: 196°C = 384.8°F\ndrop: 212°C = 413.6°F",
            ),
            (
                "assistant",
                "| | °C | °F |\n|---|---|---|\n| Charge | 200 | 392 |\n| Turning point | 95 | 203 |\n| First crack | 196 | 384.8 |\n| Drop | 212 | 413.6 |",
            ),
            ("user", "and which tag first had the drop alarm commit, 5be71c2?"),
            (
                "bash",
                "git tag --contains 5be71c2 | sort -V | head -3",
                "v2.2.0\nv2.2.1\nv2.3.0",
            ),
            ("assistant", "`v2.2.0` is the first tag that contains `5be71c2`."),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
