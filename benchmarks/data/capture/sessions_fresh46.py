"""The "fresh46" capture sessions: written in session 26 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH46: list[dict[str, Any]] = [
    # --- "buzzline": multiplayer live quiz game backend (Phoenix 1.7, Elixir 1.17, channels + Presence, Fly.io cluster in ams/iad/syd) ---
    {
        "name": "fresh46-buzzline-answer-deadline-monotonic-time",
        "split": "fresh46",
        "steps": [
            (
                "user",
                'players in syd keep getting "too late!" on answers they def submitted in time, like 2-3s still on the clock on their screen. ams and iad seem fine afaik. streamer room 7QX had it last night, i dumped the room log to tmp/room-7QX.log',
            ),
            (
                "bash",
                "grep -n 'answer_rejected' tmp/room-7QX.log | head -6",
                "118:2026-12-04T20:14:03.882Z [info] room=7QX answer_rejected player=p_91c node=buzzline@syd-3a1f q=4 submitted_at=-576460141213 deadline=-576460146901 late_by=5688ms\n131:2026-12-04T20:14:04.015Z [info] room=7QX answer_rejected player=p_0d2 node=buzzline@syd-3a1f q=4 submitted_at=-576460141090 deadline=-576460146901 late_by=5811ms\n207:2026-12-04T20:15:41.306Z [info] room=7QX answer_rejected player=p_91c node=buzzline@syd-3a1f q=5 submitted_at=-576460043778 deadline=-576460049480 late_by=5702ms\n208:2026-12-04T20:15:41.311Z [info] room=7QX answer_rejected player=p_e7a node=buzzline@syd-3a1f q=5 submitted_at=-576460043771 deadline=-576460049480 late_by=5709ms\n290:2026-12-04T20:17:12.954Z [info] room=7QX answer_rejected player=p_44b node=buzzline@syd-3a1f q=6 submitted_at=-576459952311 deadline=-576459958012 late_by=5701ms\n291:2026-12-04T20:17:13.002Z [info] room=7QX answer_rejected player=p_91c node=buzzline@syd-3a1f q=6 submitted_at=-576459952262 deadline=-576459958012 late_by=5750ms",
            ),
            (
                "assistant",
                "Every rejection is from a socket on `buzzline@syd-3a1f`, and they're all late by ~5.7 s. First suspicion is the hop from Sydney to wherever the room process lives. Let me check where 7QX ran and the RTT between the nodes.",
            ),
            (
                "bash",
                'fly ssh console -a buzzline -s -C "/app/bin/buzzline rpc \'IO.inspect(Horde.Registry.lookup(Buzzline.RoomRegistry, \\"7QX\\")); IO.inspect(:rpc.call(:\\"buzzline@syd-3a1f\\", :timer, :tc, [fn -> :pong end]))\'"',
                "Connecting to fdaa:2:c41e:a7b:1f2:8e0d:22ab:2... complete\n[{#PID<31874.2211.0>, nil}]\n{0, :pong}",
            ),
            (
                "bash",
                'fly ssh console -a buzzline -s -C "/app/bin/buzzline rpc \'IO.inspect(node(:erlang.list_to_pid(~c\\"<31874.2211.0>\\"))); IO.inspect(Node.list()); for n <- Node.list(), do: IO.inspect({n, :timer.tc(fn -> :rpc.call(n, :erlang, :node, []) end) |> elem(0)})\'"',
                'Connecting to fdaa:2:c41e:a7b:1f2:8e0d:22ab:2... complete\n:"buzzline@ams-9c02"\n[:"buzzline@iad-51e7", :"buzzline@syd-3a1f"]\n{:"buzzline@iad-51e7", 84211}\n{:"buzzline@syd-3a1f", 291377}',
            ),
            (
                "assistant",
                "The room ran on `ams-9c02` and the ams→syd round trip is ~290 ms. That's 0.3 s, not 5.7 s, so latency isn't it. Looking at how the timestamps are made.",
            ),
            (
                "read",
                "lib/buzzline_web/channels/room_channel.ex",
                '  def handle_in("submit_answer", %{"q" => q, "choice" => choice}, socket) do\n    submitted_at = System.monotonic_time(:millisecond)\n\n    case Room.submit(socket.assigns.room_code, socket.assigns.player_id, q, choice, submitted_at) do\n      :ok -> {:reply, :ok, socket}\n      {:error, :too_late} -> {:reply, {:error, %{reason: "too_late"}}, socket}\n      {:error, reason} -> {:reply, {:error, %{reason: to_string(reason)}}, socket}\n    end\n  end\n',
            ),
            (
                "read",
                "lib/buzzline/game/room.ex",
                '  def handle_continue({:start_question, idx}, state) do\n    q = Enum.at(state.pack.questions, idx)\n    deadline = System.monotonic_time(:millisecond) + q.time_limit_ms\n    Phoenix.PubSub.broadcast(Buzzline.PubSub, topic(state.code), {:question_started, idx, q.time_limit_ms})\n    Process.send_after(self(), {:close_question, idx}, q.time_limit_ms)\n    {:noreply, %{state | current: idx, deadline: deadline, answers: %{}}}\n  end\n\n  def handle_call({:submit, player_id, idx, choice, submitted_at}, _from, %{current: idx} = state) do\n    if submitted_at > state.deadline do\n      Logger.info("answer_rejected player=#{player_id} node=#{node_of(player_id, state)} q=#{idx} submitted_at=#{submitted_at} deadline=#{state.deadline} late_by=#{submitted_at - state.deadline}ms", room: state.code)\n      {:reply, {:error, :too_late}, state}\n    else\n      {:reply, :ok, put_answer(state, player_id, choice, submitted_at)}\n    end\n  end\n',
            ),
            (
                "think",
                "submitted_at is System.monotonic_time taken on the channel's node (syd), deadline is System.monotonic_time taken in the room process on ams. Monotonic time in the BEAM has an arbitrary, per-VM offset: values from two different nodes are not comparable at all. ams and iad happen to be close, syd's VM offset is ~5.7 s ahead of ams. Players on the same node as the room are fine. So the fix is: only the room process reads the clock.",
            ),
            (
                "assistant",
                "Found it. `submitted_at` is `System.monotonic_time/1` read in the channel, on the node where the player's socket is (`syd-3a1f`), and `deadline` is `System.monotonic_time/1` read in the room process on `ams-9c02`. Monotonic time in the BEAM has an arbitrary offset per VM, so values from two different nodes can't be compared at all. It only looks right when both happen to be on the same node, or when two VMs' offsets happen to be close (ams and iad). Syd's offset is ~5.7 s ahead of ams', hence `late_by` always ~5.7 s.\n\nFix options:\n1. Have the room process stamp the answer itself when it receives the call (`System.monotonic_time/1` on the room's node, compared with a deadline from the same clock), and allow a small grace window for the network hop, e.g. 300 ms, since a syd answer now arrives ~150 ms after it was sent.\n2. Use `System.os_time/1` on both sides. Wall clocks are NTP-synced on Fly, but they can still drift or step, and a late answer that slips through is worse than a tight window.\n\nI'd go with 1.",
            ),
            (
                "user",
                "1, grace 300ms is fine. and add that to the moduledoc or smth: never compare monotonic_time from different nodes, the room process is the only thing that reads the clock for game timing",
            ),
            ("edit", "lib/buzzline_web/channels/room_channel.ex"),
            ("edit", "lib/buzzline/game/room.ex"),
            ("edit", "test/buzzline/game/room_test.exs"),
            (
                "bash",
                "mix test test/buzzline/game/room_test.exs test/buzzline_web/channels/room_channel_test.exs",
                "Running ExUnit with seed: 418223, max_cases: 16\n\n.....................\nFinished in 1.9 seconds (0.4s async, 1.5s sync)\n21 tests, 0 failures",
            ),
            (
                "bash",
                "mix test --only multinode",
                "Including tags: [:multinode]\nExcluding tags: [:test]\n\nstarting peer nodes buzzline_test_a@127.0.0.1, buzzline_test_b@127.0.0.1 (monotonic offset skew: +6000ms)\n....\nFinished in 7.2 seconds (0.0s async, 7.2s sync)\n4 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n- the channel no longer sends a timestamp; `Room.submit/4` is called and the room stamps `received_at = System.monotonic_time(:millisecond)` in `handle_call`\n- an answer counts if `received_at <= deadline + @grace_ms` (`@grace_ms 300`)\n- the `Room` moduledoc now says the room process is the only clock for game timing and that monotonic time must never be compared across nodes\n- new multinode test: the peer node is started with a +6 s monotonic offset skew and a remote player answers in time; it failed before the change and passes now",
            ),
            ("user", "sweet ty. deploying after lunch"),
        ],
        "lessons": [{"keys": ["monotonic_time", "node"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh46-buzzline-force-close-horde-correction",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "need an admin endpoint to force close a room by its code. a streamer got raided by bots last night and we had no way to kill the room except restarting a machine lol. POST /admin/rooms/:code/close, behind the existing admin pipeline",
            ),
            (
                "read",
                "lib/buzzline_web/router.ex",
                '  scope "/admin", BuzzlineWeb.Admin do\n    pipe_through [:api, :require_admin_token]\n\n    get "/rooms", RoomController, :index\n    get "/rooms/:code", RoomController, :show\n  end\n',
            ),
            (
                "read",
                "lib/buzzline_web/controllers/admin/room_controller.ex",
                'defmodule BuzzlineWeb.Admin.RoomController do\n  use BuzzlineWeb, :controller\n\n  alias Buzzline.Game.Room\n\n  def show(conn, %{"code" => code}) do\n    case Room.whereis(code) do\n      nil -> send_resp(conn, 404, "")\n      pid -> json(conn, Room.summary(pid))\n    end\n  end\nend\n',
            ),
            (
                "assistant",
                "Plan: rooms are registered in the local Registry, so `Room.whereis/1` only finds rooms on the node that handles the admin request, and with three machines the request must hit the node that owns the room. I'll broadcast a `{:force_close, code}` message on a cluster-wide PubSub topic instead; each node looks the code up locally and the one that has it stops the room.",
            ),
            (
                "user",
                "nah we moved rooms to horde in october, Buzzline.RoomRegistry is a Horde.Registry now so the via tuple resolves cluster wide. check application.ex. so just call the room directly, no pubsub dance",
            ),
            (
                "read",
                "lib/buzzline/application.ex",
                "    children = [\n      BuzzlineWeb.Telemetry,\n      Buzzline.Repo,\n      {DNSCluster, query: Application.get_env(:buzzline, :dns_cluster_query) || :ignore},\n      {Phoenix.PubSub, name: Buzzline.PubSub},\n      {Horde.Registry, name: Buzzline.RoomRegistry, keys: :unique, members: :auto},\n      {Horde.DynamicSupervisor, name: Buzzline.RoomSupervisor, strategy: :one_for_one, members: :auto, distribution_strategy: Horde.UniformQuorumDistribution},\n      BuzzlineWeb.Presence,\n      BuzzlineWeb.Endpoint\n    ]\n",
            ),
            (
                "assistant",
                "Right, `Buzzline.RoomRegistry` is a `Horde.Registry` with `members: :auto`, and rooms are started under `Horde.DynamicSupervisor`, so `Room.whereis/1` and `{:via, Horde.Registry, {Buzzline.RoomRegistry, code}}` work from any node. I'll add `Room.force_close/2` as a `GenServer.call` through the via tuple: it broadcasts `room_closed` to the channel topic with a reason, so clients show a message rather than just disconnecting, then stops with `:normal` so Horde doesn't restart it.",
            ),
            ("edit", "lib/buzzline/game/room.ex"),
            ("edit", "lib/buzzline_web/controllers/admin/room_controller.ex"),
            ("edit", "lib/buzzline_web/router.ex"),
            ("edit", "test/buzzline_web/controllers/admin/room_controller_test.exs"),
            (
                "bash",
                "mix test test/buzzline_web/controllers/admin/room_controller_test.exs",
                "Running ExUnit with seed: 90122, max_cases: 16\n\n......\nFinished in 0.8 seconds (0.0s async, 0.8s sync)\n6 tests, 0 failures",
            ),
            (
                "bash",
                "mix format --check-formatted && mix credo --strict lib/buzzline/game/room.ex lib/buzzline_web/controllers/admin/room_controller.ex",
                "Checking 2 source files ...\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\nAnalysis took 0.1 seconds (0.00s to load, 0.1s running 55 checks on 2 files)\n14 mods/funs, found no issues.",
            ),
            (
                "assistant",
                "Added `POST /admin/rooms/:code/close` (body: optional `reason`). It returns 404 if the code isn't registered, 204 after the room has broadcast `room_closed` and stopped. Tests cover the 404, the normal close, a room that is mid-question, and that the room isn't restarted by the supervisor afterwards.",
            ),
            ("user", "👍 merge it"),
            (
                "bash",
                'git add -A && git commit -qm "admin: force close room endpoint" && git push -q origin HEAD && gh pr create --fill --base main | tail -1',
                "https://github.com/buzzline-games/buzzline/pull/412",
            ),
        ],
        "lessons": [
            {"keys": ["Horde", "RoomRegistry"], "not": ["must hit the node that owns the room"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh46-buzzline-question-pack-cache-ets-decision",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "round start is slow in big rooms, when the saturday show starts ~2k players join in 10s and every room process hits postgres to load the pack. p99 for start_round was 1.8s last week. want packs cached in memory. persistent_term, ets or cachex? fyi the content team edits packs all day long in the cms",
            ),
            (
                "read",
                "lib/buzzline/content/packs.ex",
                "defmodule Buzzline.Content.Packs do\n  import Ecto.Query\n  alias Buzzline.Repo\n  alias Buzzline.Content.{Pack, Question}\n\n  def get!(pack_id) do\n    Pack\n    |> where(id: ^pack_id)\n    |> preload(questions: ^from(q in Question, order_by: q.position, preload: :choices))\n    |> Repo.one!()\n  end\nend\n",
            ),
            (
                "bash",
                "mix run -e 'p = Buzzline.Content.Packs.get!(\"pk_saturday_1204\"); IO.inspect({length(p.questions), :erlang.external_size(p)})'",
                "{30, 41872}",
            ),
            (
                "assistant",
                "A pack is 30 questions, ~42 KB as a term. Options:\n\n1. **`:persistent_term`**: reads are the fastest possible, no copy into the reading process. But every `put`/`erase` of an existing key triggers a global scan of all processes on the node to find references. With ~2k channel processes plus rooms, and the content team saving packs all day, each save would cause a node-wide GC hiccup.\n2. **ETS** (`read_concurrency: true`, owned by a small GenServer): a read copies the 42 KB into the room process, which is fine once per round. Updates are cheap and local. Invalidation via a PubSub message when a pack is saved.\n3. **Cachex**: ETS underneath plus TTLs, stats and warmers. A new dependency, and we don't need TTLs if we invalidate on save.\n\nI'd take ETS.",
            ),
            (
                "user",
                'ets. persistent_term is out bc of the edits, a GC stall across the whole node every time someone fixes a typo in the cms is not ok during a show. no cachex either, not adding a dep for 40 lines. the cms already broadcasts {:pack_updated, id} on "content" btw, hook into that',
            ),
            (
                "bash",
                "grep -rn 'pack_updated' lib/",
                'lib/buzzline/content/cms.ex:88:    Phoenix.PubSub.broadcast(Buzzline.PubSub, "content", {:pack_updated, pack.id})',
            ),
            ("edit", "lib/buzzline/content/pack_cache.ex"),
            ("edit", "lib/buzzline/content/packs.ex"),
            ("edit", "lib/buzzline/application.ex"),
            ("edit", "test/buzzline/content/pack_cache_test.exs"),
            (
                "bash",
                "mix test test/buzzline/content",
                "Running ExUnit with seed: 7731, max_cases: 16\n\n.............\nFinished in 0.6 seconds (0.3s async, 0.3s sync)\n13 tests, 0 failures",
            ),
            (
                "bash",
                "mix run bench/start_round.exs --rooms 200 --players-per-room 10",
                "Compiling 3 files (.ex)\nwarming 200 rooms with pack pk_saturday_1204...\n\nName                  ips        average  deviation         median         99th %\nstart_round        4.81 K      207.9 μs    ±31.02%      188.0 μs      512.4 μs\n\nrepo queries during run: 1 (first load)",
            ),
            (
                "assistant",
                '`Buzzline.Content.PackCache` owns a `:protected` ETS table with `read_concurrency: true`. `Packs.get!/1` reads from it and on a miss loads from Postgres and inserts. The cache subscribes to `"content"` and deletes the entry on `{:pack_updated, id}`, so the next round start reloads it. It runs per node; each node fills its own table on first use. Bench: 200 rooms starting a round, p99 0.5 ms and one DB query in total (it was one query per room).',
            ),
            ("user", "nice, that's the saturday problem solved. ship"),
        ],
        "lessons": [{"keys": ["persistent_term", "ETS"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh46-buzzline-answer-leak-tool-stored",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "someone posted a userscript on r/buzzline that highlights the right answer before the reveal. how is that even possible, we only send the question??",
            ),
            (
                "read",
                "lib/buzzline_web/channels/room_channel.ex",
                '  def handle_info({:question_started, idx, time_limit_ms}, socket) do\n    q = Room.current_question(socket.assigns.room_code)\n    push(socket, "question_started", %{idx: idx, time_limit_ms: time_limit_ms, question: q})\n    {:noreply, socket}\n  end\n',
            ),
            (
                "read",
                "lib/buzzline/content/question.ex",
                'defmodule Buzzline.Content.Question do\n  use Ecto.Schema\n\n  @derive {Jason.Encoder, except: [:__meta__, :pack]}\n  schema "questions" do\n    field :position, :integer\n    field :prompt, :string\n    field :image_url, :string\n    field :time_limit_ms, :integer, default: 15_000\n    field :correct_index, :integer\n    field :explanation, :string\n    has_many :choices, Buzzline.Content.Choice\n    belongs_to :pack, Buzzline.Content.Pack\n  end\nend\n',
            ),
            (
                "bash",
                'wscat -c \'wss://staging.buzzline.gg/socket/websocket?vsn=2.0.0&token=dev_p1\' -x \'["1","1","room:TEST01","phx_join",{}]\' -w 20 | grep question_started | head -c 400',
                '["1",null,"room:TEST01","question_started",{"idx":0,"question":{"choices":[{"id":1,"label":"Canberra"},{"id":2,"label":"Sydney"},{"id":3,"label":"Melbourne"},{"id":4,"label":"Perth"}],"correct_index":0,"explanation":"Canberra has been the capital since 1913.","id":801,"image_url":null,"position":1,"prompt":"What is the capital of Australia?"',
            ),
            (
                "assistant",
                "That's the leak: `Question` derives `Jason.Encoder` with `except:`, so every field not excluded is serialised, including `correct_index` and `explanation`. The channel pushes the whole struct in `question_started`, and the userscript just reads `correct_index` off the websocket frame.\n\nFix: an explicit view for what players may see before the reveal: `QuestionView.public/1` returning only `id`, `prompt`, `image_url`, `time_limit_ms` and the choices' `id` + `label`. The channel pushes that, and `correct_index` + `explanation` only go out in `question_revealed`, after the room has closed the question. I'd also drop the `@derive` so nothing can serialise the full struct by accident.",
            ),
            (
                "user",
                "yes do all of that. and put this in memory so nobody (incl you) does it again: nothing that goes to clients may contain correct_index before the reveal, payloads always go through QuestionView, never the ecto struct",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "buzzline anti-cheat: channel payloads to players must never contain correct_index (or explanation) before the question is revealed. Always build payloads with QuestionView.public/1, never push the Ecto Question struct; Question has no Jason.Encoder derive on purpose. A leak via the derived encoder was exploited by a userscript in Dec 2026.",
                    "tags": ["buzzline", "security", "channels"],
                },
                '{"id":"214","action":"stored"}',
                False,
            ),
            ("edit", "lib/buzzline_web/views/question_view.ex"),
            ("edit", "lib/buzzline/content/question.ex"),
            ("edit", "lib/buzzline_web/channels/room_channel.ex"),
            ("edit", "test/buzzline_web/channels/room_channel_test.exs"),
            (
                "bash",
                "mix test test/buzzline_web/channels",
                'Running ExUnit with seed: 55019, max_cases: 16\n\n..........\n\n  1) test question_started payload has no answer fields (BuzzlineWeb.RoomChannelTest)\n     test/buzzline_web/channels/room_channel_test.exs:141\n     ** (Protocol.UndefinedError) protocol Jason.Encoder not implemented for type Buzzline.Content.Question (a struct), Jason.Encoder protocol must always be explicitly implemented.\n     code: assert_push "question_revealed", payload\n     stacktrace:\n       (buzzline 0.9.3) lib/buzzline_web/channels/room_channel.ex:71: BuzzlineWeb.RoomChannel.handle_info/2\n\n11 tests, 1 failure',
            ),
            (
                "assistant",
                "`question_revealed` was also pushing the struct; without the derive it now fails loudly, which is the point. Switching it to `QuestionView.revealed/1` (`public/1` plus `correct_index` and `explanation`).",
            ),
            ("edit", "lib/buzzline_web/channels/room_channel.ex"),
            ("edit", "lib/buzzline_web/views/question_view.ex"),
            (
                "bash",
                "mix test test/buzzline_web/channels",
                "Running ExUnit with seed: 20931, max_cases: 16\n\n...........\nFinished in 1.1 seconds (0.2s async, 0.9s sync)\n11 tests, 0 failures",
            ),
            (
                "user",
                "good. the TS client needs the new payload types too. reminder for the future: every channel event (name + payload) has to be in priv/protocol/events.json, the TS types in the web client get generated from that with `mix buzzline.gen.client`, don't write them by hand in the client repo",
            ),
            (
                "read",
                "priv/protocol/events.json",
                '{\n  "question_started": {"direction": "server", "payload": {"idx": "integer", "time_limit_ms": "integer", "question": "Question"}},\n  "submit_answer": {"direction": "client", "payload": {"q": "integer", "choice": "integer"}},\n  "room_closed": {"direction": "server", "payload": {"reason": "string"}}\n}\n',
            ),
            ("edit", "priv/protocol/events.json"),
            (
                "bash",
                "mix buzzline.gen.client --out ../buzzline-web/src/protocol/generated.ts && cd ../buzzline-web && npx tsc --noEmit",
                "* creating ../buzzline-web/src/protocol/generated.ts (7 events, 4 types)",
            ),
            (
                "assistant",
                "`events.json` now has `question_started` with a `PublicQuestion` payload and a new `question_revealed` event with `RevealedQuestion`. `generated.ts` is regenerated in `buzzline-web` and it type-checks. The web client's answer highlighting already waited for `question_revealed`, so nothing else changes there.",
            ),
            ("user", "perfect, I'll reply on reddit that it's patched"),
        ],
        "lessons": [{"keys": ["events.json", "mix buzzline.gen.client"]}],
        "tool_stored": [["correct_index", "QuestionView"]],
    },
    # --- "lakeport": GCP data platform in Terraform (GCS landing, Dataflow, BigQuery, Composer; shared VPC host project lp-net-host) ---
    {
        "name": "fresh46-lakeport-dataflow-workers-firewall",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "the new clickstream dataflow job just sits there, no workers doing anything for like an hour then it fails. it's the first job in the new analytics-subnet we added last week. can u look, job id 2026-12-04_07_12_33-1184520938811205520",
            ),
            (
                "bash",
                "gcloud dataflow jobs describe 2026-12-04_07_12_33-1184520938811205520 --region europe-west3 --format='value(currentState,environment.workerPools[0].network,environment.workerPools[0].subnetwork)'",
                "JOB_STATE_FAILED\tlp-shared-vpc\thttps://www.googleapis.com/compute/v1/projects/lp-net-host/regions/europe-west3/subnetworks/analytics-subnet",
            ),
            (
                "bash",
                "gcloud logging read 'resource.type=\"dataflow_step\" AND resource.labels.job_id=\"2026-12-04_07_12_33-1184520938811205520\" AND severity>=WARNING' --project lp-data-prod --limit 5 --format='value(severity,jsonPayload.message)'",
                "ERROR\tWorkflow failed. Causes: The Dataflow job appears to be stuck because no worker activity has been seen in the last 1h. Please check the worker logs in Stackdriver Logging.\nWARNING\tThe network lp-shared-vpc doesn't have rules that open TCP ports 12345-12346 for internal connection with other VMs. Only rules with a target tag 'dataflow' or empty target tags set apply. If you don't specify such a rule, any pipeline with more than one worker that shuffles data will hang. Causing: Firewall rules associated with your network don't open TCP ports 12345-12346 for Dataflow instances.\nWARNING\tAutoscaling: Raised the number of workers to 4 based on the rate of progress in the currently running stage(s).",
            ),
            (
                "assistant",
                "Workers did start (autoscaling went to 4), so it's not quota or the service account. The warning says the shared VPC has no rule that lets Dataflow workers talk to each other on TCP 12345-12346, which the shuffle needs. But the old jobs in `etl-subnet` work on the same network, so let me look at the existing rule.",
            ),
            (
                "read",
                "modules/network/firewall.tf",
                'resource "google_compute_firewall" "allow_dataflow_internal" {\n  project = var.host_project_id\n  name    = "allow-dataflow-internal"\n  network = google_compute_network.shared.name\n\n  allow {\n    protocol = "tcp"\n    ports    = ["12345-12346"]\n  }\n\n  source_ranges = ["10.40.0.0/20"] # etl-subnet\n  target_tags   = ["dataflow"]\n}\n',
            ),
            (
                "bash",
                "gcloud compute networks subnets list --project lp-net-host --network lp-shared-vpc --format='table(name,region.basename(),ipCidrRange)'",
                "NAME              REGION        RANGE\netl-subnet        europe-west3  10.40.0.0/20\nanalytics-subnet  europe-west3  10.40.16.0/20\ncomposer-subnet   europe-west3  10.40.32.0/22",
            ),
            (
                "assistant",
                'Cause: `allow-dataflow-internal` only allows sources from `10.40.0.0/20`, i.e. `etl-subnet`. Workers in `analytics-subnet` (`10.40.16.0/20`) can\'t reach each other on 12345-12346, so the first shuffle hangs until the 1 h no-progress timeout.\n\nFix: match on the network tag instead of a CIDR, `source_tags = ["dataflow"]` and `target_tags = ["dataflow"]`. Dataflow tags all its workers with `dataflow`, so any subnet works, now and later. Alternatively add `10.40.16.0/20` to `source_ranges`, but then every new subnet needs the same edit.',
            ),
            (
                "user",
                "tags. we'll add more subnets next year and nobody will remember this rule. do it in the host project stack",
            ),
            ("edit", "modules/network/firewall.tf"),
            (
                "bash",
                "cd stacks/net-host && terraform plan -no-color | grep -E '^  #|~ |Plan:'",
                '  # module.network.google_compute_firewall.allow_dataflow_internal will be updated in-place\n      ~ source_ranges           = [\n          - "10.40.0.0/20",\n        ]\n      ~ source_tags             = [\n          + "dataflow",\n        ]\nPlan: 0 to add, 1 to change, 0 to destroy.',
            ),
            (
                "bash",
                "cd stacks/net-host && terraform apply -auto-approve -no-color | tail -2",
                "module.network.google_compute_firewall.allow_dataflow_internal: Modifications complete after 12s [id=projects/lp-net-host/global/firewalls/allow-dataflow-internal]\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.",
            ),
            (
                "bash",
                "gcloud dataflow flex-template run clickstream-retry-1 --project lp-data-prod --region europe-west3 --template-file-gcs-location gs://lp-dataflow-templates/clickstream/v3.json --subnetwork regions/europe-west3/subnetworks/analytics-subnet --parameters input=gs://lp-landing-prod/clickstream/2026/12/04/ && sleep 600 && gcloud dataflow jobs list --project lp-data-prod --region europe-west3 --filter='name=clickstream-retry-1' --format='value(state)'",
                "job:\n  id: 2026-12-04_09_41_05-7721840923385517132\n  name: clickstream-retry-1\n  projectId: lp-data-prod\nJOB_STATE_DONE",
            ),
            (
                "assistant",
                'Rule updated in `lp-net-host` (now `source_tags = ["dataflow"]`, no source ranges), and the rerun of the clickstream job on `analytics-subnet` finished in under 10 minutes. The existing jobs in `etl-subnet` are unaffected since their workers carry the same tag.',
            ),
            ("user", "great thx. backfilling the rest of the week now"),
        ],
        "lessons": [{"keys": ["12345-12346", "firewall"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh46-lakeport-dataset-location-correction",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "new bq dataset pls: mkt_attribution in prod, owner group marketing-analysts@lakeport.io (WRITER), 90 day default table expiry but only on tables prefixed stg_ — the final models must not expire",
            ),
            (
                "read",
                "envs/prod/datasets.tf",
                'module "ds_raw_events" {\n  source      = "../../modules/bq_dataset"\n  project_id  = var.project_id\n  dataset_id  = "raw_events"\n  location    = var.bq_location\n  writers     = ["group:data-eng@lakeport.io"]\n}\n\nmodule "ds_finance_reporting" {\n  source      = "../../modules/bq_dataset"\n  project_id  = var.project_id\n  dataset_id  = "finance_reporting"\n  location    = "EU"\n  writers     = ["group:finance-analysts@lakeport.io"]\n}\n\nmodule "ds_crm_export" {\n  source      = "../../modules/bq_dataset"\n  project_id  = var.project_id\n  dataset_id  = "crm_export"\n  location    = "EU"\n  writers     = ["group:data-eng@lakeport.io"]\n}\n',
            ),
            (
                "assistant",
                "Two of the three datasets here use the EU multi-region, so I'll use `location = \"EU\"` for `mkt_attribution` as well. BigQuery can't set a default expiry per table prefix, so I'll leave `default_table_expiration_ms` unset and set `expiration_time` on the `stg_` tables where they're created.",
            ),
            (
                "user",
                "no not EU. everything new goes in europe-west3, the EU ones are leftovers from before the frankfurt move and get dropped in Q1. and it actually matters here: bq can't query across locations, mkt_attribution in EU couldn't join raw_events (which is europe-west3 via var.bq_location). the expiry plan is fine, dbt sets it on the stg models",
            ),
            (
                "bash",
                "grep -n 'bq_location' envs/prod/*.tf envs/prod/*.tfvars",
                'envs/prod/variables.tf:14:variable "bq_location" {\nenvs/prod/terraform.tfvars:6:bq_location = "europe-west3"',
            ),
            ("edit", "envs/prod/datasets.tf"),
            (
                "bash",
                "cd envs/prod && terraform plan -no-color -target=module.ds_mkt_attribution | grep -E 'location|dataset_id|role|Plan:'",
                '      + dataset_id                  = "mkt_attribution"\n      + location                    = "europe-west3"\n          + role           = "WRITER"\n          + role           = "OWNER"\n          + role           = "READER"\nPlan: 1 to add, 0 to change, 0 to destroy.',
            ),
            (
                "assistant",
                "`mkt_attribution` now uses `location = var.bq_location` (`europe-west3`) like `raw_events`, with `group:marketing-analysts@lakeport.io` as WRITER and no dataset-level default expiry. The plan adds exactly one dataset. I didn't touch `finance_reporting` or `crm_export` since they're being dropped in Q1.",
            ),
            (
                "user",
                "ok go via atlantis like always",
            ),
            (
                "bash",
                'git checkout -qb ds-mkt-attribution && git commit -qam "prod: add mkt_attribution dataset" && git push -q -u origin ds-mkt-attribution && gh pr create --fill | tail -1',
                "https://github.com/lakeport-io/lakeport-infra/pull/688",
            ),
            (
                "assistant",
                "PR #688 is open; Atlantis will post the plan on it.",
            ),
        ],
        "lessons": [{"keys": ["europe-west3", "dataset"], "not": ["use the EU multi-region"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh46-lakeport-env-root-modules-decision",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "post mortem thing: last thurs somebody ran terraform apply in the wrong workspace and wiped dev's composer environment (dev, phew). we have one root module in infra/ with workspaces dev/staging/prod. how do we make this impossible",
            ),
            (
                "bash",
                "cd infra && terraform workspace list && sed -n 1,12p backend.tf && grep -rn 'terraform.workspace' *.tf | head",
                '  default\n  dev\n* prod\n  staging\nterraform {\n  backend "gcs" {\n    bucket = "lp-tf-state"\n    prefix = "infra"\n  }\n}\nmain.tf:3:  env = terraform.workspace\nmain.tf:4:  project_id = local.projects[terraform.workspace]',
            ),
            (
                "assistant",
                "Right now the environment is decided only by `terraform.workspace`, and the shell stays in whatever workspace was last selected (this one is on `prod`). Options:\n\n1. **Keep workspaces, add a guard**: a `check`/precondition that `var.expected_env == terraform.workspace`, with `-var expected_env=...` required on every run. Cheap, but it's one more flag people learn to copy-paste.\n2. **One root module per environment**: `envs/dev`, `envs/staging`, `envs/prod`, each a small root that calls the shared modules, with its own backend prefix and its own tfvars. You're in the directory of the env you change; no hidden state decides the target.\n3. **Terragrunt**: generates the per-env roots and backends for you. Least duplication, but a new tool for the team.",
            ),
            (
                "user",
                "2. separate root module per env, each with its own state prefix. no terragrunt, nobody here knows it and it's one more thing to debug at 2am. the bit of duplication in envs/* is fine. and new rule while we're at it: no local applies against prod anymore, prod only goes through atlantis on the PR (`atlantis apply -p prod`). dev/staging local is ok",
            ),
            ("edit", "envs/dev/main.tf"),
            ("edit", "envs/dev/backend.tf"),
            ("edit", "envs/staging/main.tf"),
            ("edit", "envs/staging/backend.tf"),
            ("edit", "envs/prod/main.tf"),
            ("edit", "envs/prod/backend.tf"),
            ("edit", "atlantis.yaml"),
            (
                "bash",
                'for e in dev staging prod; do (cd infra && terraform workspace select -or-create=false $e >/dev/null && terraform state pull > /tmp/$e.tfstate) && (cd envs/$e && terraform init -input=false -no-color >/dev/null && terraform state push /tmp/$e.tfstate && echo "$e: $(terraform state list | wc -l) resources"); done',
                "dev: 147 resources\nstaging: 152 resources\nprod: 163 resources",
            ),
            (
                "bash",
                "for e in dev staging prod; do (cd envs/$e && printf '%s: ' $e && terraform plan -detailed-exitcode -no-color -lock=false >/dev/null 2>&1; echo \"exit $?\"); done",
                "dev: exit 0\nstaging: exit 2\nprod: exit 0",
            ),
            (
                "bash",
                "cd envs/staging && terraform plan -no-color -lock=false | grep -E '^  #|Plan:'",
                "  # module.composer.google_composer_environment.this will be updated in-place\nPlan: 0 to add, 1 to change, 0 to destroy.",
            ),
            ("edit", "envs/staging/terraform.tfvars"),
            (
                "bash",
                'cd envs/staging && terraform plan -detailed-exitcode -no-color -lock=false >/dev/null; echo "exit $?"',
                "exit 0",
            ),
            (
                "assistant",
                "State is copied into `gs://lp-tf-state/envs/{dev,staging,prod}` and dev and prod plan clean. Staging shows one in-place change on Composer: the old workspace config had `image_version` pinned via a `terraform.workspace` lookup that defaulted to the newer image for staging. I set it explicitly in `envs/staging/terraform.tfvars` to the version that's deployed, and it plans clean too now.\n\n`atlantis.yaml` defines three projects (`dev`, `staging`, `prod`), each with `dir: envs/<env>`; `prod` has `apply_requirements: [approved, mergeable]`. The old `infra/` root is still there; I'd delete it (and the old state prefix) in a follow-up PR once this has been merged and used for a week.",
            ),
            (
                "user",
                "yes follow-up PR for the delete. also take away the prod state bucket write perms from the data-eng group so local prod applies actually fail, only the atlantis SA keeps roles/storage.objectAdmin on envs/prod",
            ),
            ("edit", "envs/prod/state_iam.tf"),
            (
                "bash",
                "cd envs/prod && terraform plan -no-color -lock=false | grep -E '^  #|Plan:'",
                "  # google_storage_bucket_iam_member.state_admin_data_eng will be destroyed\n  # google_storage_bucket_iam_member.state_reader_data_eng will be created\nPlan: 1 to add, 0 to change, 1 to destroy.",
            ),
            (
                "assistant",
                "The change swaps data-eng's `roles/storage.objectAdmin` on the state bucket for `roles/storage.objectViewer` (so `terraform plan` still works locally for prod, `apply` can't write state); the Atlantis SA keeps admin. Since this is prod, it goes through Atlantis too. PR is ready for review.",
            ),
        ],
        "lessons": [
            {"keys": ["workspaces", "root module"]},
            {"keys": ["atlantis apply", "prod"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh46-lakeport-variable-typo-nothing",
        "split": "fresh46",
        "steps": [
            (
                "user",
                "tiny one: the gcs_bucket module has a variable called `retention_dyas` lol. rename to retention_days everywhere pls. also q: what does terraform validate actually check that plan doesnt?",
            ),
            (
                "bash",
                "grep -rn 'retention_dyas' --include=*.tf .",
                './modules/gcs_bucket/variables.tf:22:variable "retention_dyas" {\n./modules/gcs_bucket/main.tf:31:      age = var.retention_dyas\n./envs/dev/buckets.tf:9:  retention_dyas = 7\n./envs/staging/buckets.tf:9:  retention_dyas = 30\n./envs/prod/buckets.tf:9:  retention_dyas = 30\n./envs/prod/buckets.tf:21:  retention_dyas = 400',
            ),
            ("edit", "modules/gcs_bucket/variables.tf"),
            ("edit", "modules/gcs_bucket/main.tf"),
            ("edit", "envs/dev/buckets.tf"),
            ("edit", "envs/staging/buckets.tf"),
            ("edit", "envs/prod/buckets.tf"),
            (
                "bash",
                'terraform fmt -recursive -check && for e in dev staging prod; do (cd envs/$e && terraform validate -no-color && terraform plan -detailed-exitcode -lock=false -no-color >/dev/null; echo "$e plan exit $?"); done',
                "Success! The configuration is valid.\n\ndev plan exit 0\nSuccess! The configuration is valid.\n\nstaging plan exit 0\nSuccess! The configuration is valid.\n\nprod plan exit 0",
            ),
            (
                "assistant",
                "Renamed in the module and all 4 call sites; `fmt` is clean and every env plans with no changes, as expected for a pure rename of an input variable.\n\nOn `validate` vs `plan`:\n- `terraform validate` only looks at the configuration: syntax, references to variables/resources/modules that exist, argument names and types against the provider schemas, required arguments. It doesn't read state, doesn't call any API, and doesn't need credentials, which is why it's cheap enough for a pre-commit hook.\n- `terraform plan` does all of that and also refreshes state against the real infrastructure and computes the diff, so it catches things like permission errors, resources changed outside Terraform, or values only known from the provider.\n\nSo a typo'd variable name like `retention_dyas` passed `validate` fine as long as it was used consistently.",
            ),
            (
                "user",
                "ha ok makes sense. thx, pushing it",
            ),
            (
                "bash",
                'git commit -qam "gcs_bucket: rename retention_dyas -> retention_days" && git push -q && git log --oneline -1',
                "a41c9e2 gcs_bucket: rename retention_dyas -> retention_days",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
