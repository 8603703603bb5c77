"""The "fresh103" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH103: list[dict[str, Any]] = [
    # --- "nimbusdesk": the support helpdesk of Nimbus Hosting, a small VPS and managed-WordPress host (Elixir 1.17, Phoenix 1.7 LiveView, Ecto on PostgreSQL 16, Oban for background jobs, inbound email via Mailgun routes posting to a webhook; deployed on Fly.io as two machines, ams and iad, clustered with dns_cluster; contexts Desk.Tickets, Desk.Accounts, Desk.Inbound, Desk.Canned) ---
    {
        "name": "fresh103-desk-chitchat-mount-twice-and-assignee-typo",
        "split": "fresh103",
        "steps": [
            (
                "user",
                "why does mount run twice on the ticket page? i put an IO.inspect in there and it prints 2x on every load. is something broken",
            ),
            (
                "think",
                "Classic LiveView: dead render over HTTP, then connected mount over the websocket. Not a bug. Mention connected?/1 for subscriptions and handle_params for URL-driven state.",
            ),
            (
                "assistant",
                'Nothing\'s broken, that\'s how LiveView works:\n\n1. **Dead render**: the browser does a normal HTTP GET, `mount/3` runs, the page is rendered to static HTML and sent (good for first paint and SEO)\n2. **Connected render**: the JS client opens the websocket, a LiveView process starts and `mount/3` runs **again**, this time with a live socket\n\nSo anything expensive or side-effecting in `mount` happens twice. The usual pattern:\n\n```elixir\ndef mount(%{"id" => id}, _session, socket) do\n  if connected?(socket), do: Phoenix.PubSub.subscribe(Desk.PubSub, "ticket:#{id}")\n  {:ok, assign(socket, ticket: Tickets.get_ticket!(id))}\nend\n```\n\nSubscriptions only on the connected pass; and state that depends on the URL (filters, tabs) belongs in `handle_params/3`, which also runs on `push_patch` without remounting.',
            ),
            ("user", "ahh ok. unrelated, the queue filter dropdown says 'Assigne'. fix pls"),
            (
                "bash",
                'grep -rn "Assigne\\b" lib/desk_web',
                'lib/desk_web/live/queue_live/index.html.heex:27:        <option value="">Assigne</option>',
            ),
            ("edit", "lib/desk_web/live/queue_live/index.html.heex"),
            (
                "bash",
                "mix test test/desk_web/live/queue_live_test.exs 2>&1 | tail -2",
                "Finished in 1.3 seconds (0.4s async, 0.9s sync)\n11 tests, 0 failures",
            ),
            ("assistant", "Fixed: the option now reads **Assignee**. Queue LiveView tests pass."),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh103-desk-incident-iad-queue-not-live",
        "split": "fresh103",
        "steps": [
            (
                "user",
                "agents on the iad side say new tickets dont show up in the queue until they refresh. ams agents see them live. started after yesterdays deploy i think",
            ),
            (
                "bash",
                "fly status -a nimbus-helpdesk",
                "App\n  Name     = nimbus-helpdesk\n  Owner    = nimbus-hosting\n  Hostname = nimbus-helpdesk.fly.dev\n\nMachines\nPROCESS  ID              VERSION  REGION  STATE    CHECKS\napp      3d8d4e1c2f7589  142      ams     started  1 total, 1 passing\napp      91857a0bd24e68  142      iad     started  1 total, 1 passing",
            ),
            (
                "bash",
                "fly ssh console -a nimbus-helpdesk --machine 91857a0bd24e68 -C \"/app/bin/desk rpc 'IO.inspect(Node.list())'\"",
                "[]",
            ),
            (
                "think",
                "Node.list empty on iad: the two machines aren't clustered. Mailgun webhooks land on ams (closest to Mailgun EU), Inbound broadcasts ticket_created on Desk.PubSub, which only reaches local subscribers without a cluster. Check DNS_CLUSTER_QUERY vs the app name.",
            ),
            (
                "bash",
                "grep -n \"^app\\|DNS_CLUSTER_QUERY\" fly.toml; git log -3 --format='%h %ad %s' --date=short -- fly.toml",
                "1:app = 'nimbus-helpdesk'\n14:  DNS_CLUSTER_QUERY = 'nimbus-desk.internal'\na41c0e9 2026-12-06 rename fly app nimbus-desk -> nimbus-helpdesk\n7be21d3 2026-10-02 add iad machine",
            ),
            (
                "assistant",
                "Found it: the two machines aren't clustered (`Node.list()` on iad is `[]`).\n\nYesterday's commit renamed the Fly app from `nimbus-desk` to `nimbus-helpdesk`, but `fly.toml` still has `DNS_CLUSTER_QUERY = 'nimbus-desk.internal'`. That name no longer resolves, so `dns_cluster` finds no peers and each machine runs alone. Mailgun's webhook lands on ams, `Desk.Inbound` broadcasts `ticket_created` on `Desk.PubSub`, and without a cluster the broadcast only reaches LiveViews on ams. iad agents only see the ticket when a refresh reads it from the database.\n\nFix: set `DNS_CLUSTER_QUERY = 'nimbus-helpdesk.internal'` in `fly.toml` and redeploy. I'd also log a warning at boot when `Node.list()` is still empty after 30 seconds, so this shows up in the logs next time instead of in agent complaints.",
            ),
            ("user", "yes both"),
            ("edit", "fly.toml"),
            ("edit", "lib/desk/cluster_check.ex"),
            ("edit", "lib/desk/application.ex"),
            (
                "bash",
                "mix test 2>&1 | tail -1 && fly deploy -a nimbus-helpdesk 2>&1 | tail -2",
                "412 tests, 0 failures\n \u2714 Machine 91857a0bd24e68 [app] update succeeded\nVisit your newly deployed app at https://nimbus-helpdesk.fly.dev/",
            ),
            (
                "bash",
                "fly ssh console -a nimbus-helpdesk --machine 91857a0bd24e68 -C \"/app/bin/desk rpc 'IO.inspect(Node.list())'\"",
                '[:"desk@fdaa:2:61b3:a7b:1f2:3d8d:4e1c:2"]',
            ),
            (
                "assistant",
                "Deployed. iad now sees the ams node, so `ticket_created` broadcasts reach both regions again. `Desk.ClusterCheck` logs `cluster has no peers after 30s` at warning level if it ever happens again.",
            ),
            (
                "user",
                "confirmed, iad sees them live now. so DNS_CLUSTER_QUERY has to follow the app name, noted",
            ),
        ],
        "lessons": [
            {"keys": ["DNS_CLUSTER_QUERY", "nimbus-helpdesk.internal"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh103-desk-decision-sla-warning-cron",
        "split": "fresh103",
        "steps": [
            (
                "user",
                "need to warn agents 15 min before a ticket breaches its first response sla. slack msg to the team channel + a red badge in the queue. how should the timing work",
            ),
            (
                "read",
                "lib/desk/tickets/ticket.ex",
                'schema "tickets" do\n  field :subject, :string\n  field :priority, Ecto.Enum, values: [:urgent, :high, :normal]\n  field :status, Ecto.Enum, values: [:new, :open, :waiting_on_customer, :solved, :closed]\n  field :first_response_due_at, :utc_datetime_usec\n  field :first_responded_at, :utc_datetime_usec\n  field :sla_paused_at, :utc_datetime_usec\n  belongs_to :team, Desk.Accounts.Team\n  timestamps(type: :utc_datetime_usec)\nend\n',
            ),
            (
                "assistant",
                "Three options:\n\n1. **Cron sweep**: an `SlaWatcher` Oban worker scheduled every minute with `Oban.Plugins.Cron`. It queries open tickets with no first response whose `first_response_due_at` is within 15 minutes and that haven't been warned, sends the Slack message, broadcasts to the queue and sets `sla_warned_at`.\n2. **One scheduled job per ticket**: when a ticket is created, insert an Oban job with `scheduled_at: first_response_due_at - 15 min`; cancel it on first response and reschedule when the due date changes. Exact timing, no polling.\n3. **`Process.send_after`** in a per-ticket process: simplest code, but timers die on every deploy, so really only listed to rule it out.\n\nI'd go with 2: it fires exactly on time and does no work when nothing is due.",
            ),
            (
                "user",
                "the cron one, due dates move too much for per-ticket jobs. priority changes move them, and waiting_on_customer pauses the sla clock until the customer replies and then it resumes, so every one of those would mean finding and rescheduling the job. a query every minute is nothing, we have maybe 300 open tickets at any time",
            ),
            (
                "think",
                "Option 1. Add sla_warned_at (and clear it when the due date moves later). Skip tickets with sla_paused_at set. Slack via existing Desk.Notify.slack/2? Check it exists.",
            ),
            (
                "bash",
                'grep -rn "def slack" lib/desk',
                "lib/desk/notify.ex:12:  def slack(channel, text) do",
            ),
            ("edit", "priv/repo/migrations/20261207114502_add_sla_warned_at_to_tickets.exs"),
            ("edit", "lib/desk/tickets/ticket.ex"),
            ("edit", "lib/desk/sla/sla_watcher.ex"),
            ("edit", "config/config.exs"),
            ("edit", "lib/desk_web/live/queue_live/index.html.heex"),
            ("edit", "test/desk/sla/sla_watcher_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/desk/sla 2>&1 | tail -2",
                "11:45:18.402 [info] == Migrated 20261207114502 in 0.0s\nFinished in 0.8 seconds (0.8s async, 0.0s sync)\n7 tests, 0 failures",
            ),
            (
                "assistant",
                "Built the cron sweep:\n\n- `Desk.Sla.SlaWatcher`, run every minute by `Oban.Plugins.Cron` (`{\"* * * * *\", Desk.Sla.SlaWatcher}` in `config.exs`), `unique: [period: 55]` so two nodes can't both run the same minute\n- it picks tickets with no first response, not paused (`sla_paused_at` is nil), due within 15 min and `sla_warned_at` nil; posts to the team's Slack channel via `Desk.Notify.slack/2`, broadcasts `sla_warning` to the queue, sets `sla_warned_at`\n- if a due date moves later (priority lowered, pause/resume), `sla_warned_at` is cleared so the ticket can be warned again\n- the queue shows a red **SLA** badge on warned tickets\n\nTests cover: due in 10 min \u2192 warned once; paused ticket \u2192 not warned; already responded \u2192 not warned.",
            ),
            ("user", "ship it"),
        ],
        "lessons": [
            {"keys": ["cron", "due dates"]},
            {"keys": ["waiting_on_customer", "pauses"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh103-desk-tool-stored-replay-email-and-abuse-team-answer",
        "split": "fresh103",
        "steps": [
            (
                "user",
                "remember: to replay an inbound email locally its mix desk.replay_email test/fixtures/emails/<name>.eml, it posts the email to /webhooks/mailgun with a valid dev signature. also an email to abuse@ landed in tier1 yesterday, can u check the routing",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "nimbusdesk: replay an inbound email locally with `mix desk.replay_email test/fixtures/emails/<name>.eml`; it posts the email to /webhooks/mailgun with a valid dev signature.",
                    "tags": ["nimbusdesk", "inbound-email", "dev-setup"],
                },
                '{"id":"10431","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/desk/inbound/router.ex",
                'defmodule Desk.Inbound.Router do\n  @doc "Picks the team for an inbound Mailgun message."\n  def team_for(%{"recipient" => recipient}) do\n    case String.downcase(recipient) do\n      "billing@nimbushost.com" -> :billing\n      _ -> :tier1\n    end\n  end\nend\n',
            ),
            (
                "bash",
                "mix desk.replay_email test/fixtures/emails/abuse_report.eml",
                "POST /webhooks/mailgun -> 200\nticket T-1043 created team=tier1 priority=normal",
            ),
            (
                "bash",
                'grep -n "values:" lib/desk/accounts/team.ex',
                "6:    field :slug, Ecto.Enum, values: [:tier1, :tier2, :billing, :trust_safety]",
            ),
            (
                "assistant",
                "Reproduced: the router only knows `billing@nimbushost.com`; everything else, abuse@ included, falls through to `:tier1`.\n\nWhich team should abuse@ go to? The teams are `tier1`, `tier2`, `billing` and `trust_safety`. And are there other addresses I should map while I'm in there?",
            ),
            (
                "user",
                "abuse@nimbushost.com goes to trust_safety, they have to acknowledge abuse reports within 24h. no other addresses for now. and move T-1043 over to them too",
            ),
            ("edit", "lib/desk/inbound/router.ex"),
            ("edit", "test/desk/inbound/router_test.exs"),
            (
                "bash",
                "mix test test/desk/inbound 2>&1 | tail -1 && mix desk.replay_email test/fixtures/emails/abuse_report.eml",
                "9 tests, 0 failures\nPOST /webhooks/mailgun -> 200\nticket T-1044 created team=trust_safety priority=normal",
            ),
            (
                "bash",
                'fly ssh console -a nimbus-helpdesk -C "/app/bin/desk rpc \'Desk.Tickets.reassign_team!(\\"T-1043\\", :trust_safety)\'"',
                '{:ok, %Desk.Tickets.Ticket{number: "T-1043", team_id: 4, ...}}',
            ),
            (
                "assistant",
                "Done:\n\n- `Desk.Inbound.Router.team_for/1` maps `abuse@nimbushost.com` to `:trust_safety` (billing@ unchanged, everything else tier1), with a test per address\n- replaying `abuse_report.eml` now creates the ticket in trust_safety\n- T-1043 is reassigned to trust_safety in production",
            ),
            ("user", "great"),
        ],
        "lessons": [
            {"keys": ["abuse@nimbushost.com", "trust_safety"]},
        ],
        "tool_stored": [["desk.replay_email", "webhooks/mailgun"]],
    },
    {
        "name": "fresh103-desk-review-rules-canned-responses",
        "split": "fresh103",
        "steps": [
            ("user", "review priyas canned responses PR (#88) pls"),
            (
                "bash",
                "gh pr diff 88 --name-only",
                "lib/desk/canned.ex\nlib/desk/canned/canned_response.ex\nlib/desk_web/live/canned_live/index.ex\nlib/desk_web/live/canned_live/index.html.heex\npriv/repo/migrations/20261204093011_create_canned_responses.exs\ntest/desk_web/live/canned_live_test.exs",
            ),
            (
                "read",
                "lib/desk_web/live/canned_live/index.ex",
                "defmodule DeskWeb.CannedLive.Index do\n  use DeskWeb, :live_view\n  import Ecto.Query\n  alias Desk.Repo\n  alias Desk.Canned.CannedResponse\n\n  def mount(_params, _session, socket) do\n    team_id = socket.assigns.current_agent.team_id\n    canned = Repo.all(from c in CannedResponse, where: c.team_id == ^team_id, order_by: c.title)\n    {:ok, assign(socket, canned: canned)}\n  end\nend\n",
            ),
            (
                "read",
                "priv/repo/migrations/20261204093011_create_canned_responses.exs",
                "create table(:canned_responses) do\n  add :title, :string, null: false\n  add :body, :text, null: false\n  add :team_id, references(:teams, on_delete: :delete_all), null: false\n  timestamps()\nend\n",
            ),
            (
                "bash",
                'grep -n "raw" lib/desk_web/live/canned_live/index.html.heex',
                '18:      <div class="prose"><%= raw(Earmark.as_html!(c.body)) %></div>',
            ),
            (
                "assistant",
                "Looks good overall. Notes on #88:\n\n1. `CannedLive.Index.mount/3` builds its query with `Repo.all` inline. `Desk.Canned` already exists, so a `Canned.list_for_team/1` there would be tidier, but it's small; fine as a follow-up.\n2. Rendering the body with `raw(Earmark.as_html!(c.body))` is fine here since only agents write canned responses.\n3. `mount/3` loads on both the dead and connected render; not worth optimising at this size.\n\nTests cover create/edit/delete. I'd approve.",
            ),
            (
                "user",
                "not approving yet, couple of rules she didnt know about, and you should follow them too:\n1. liveviews and controllers never touch Desk.Repo, always go through a context function (Desk.Canned here), no exceptions for small ones\n2. every table uses timestamps(type: :utc_datetime_usec), this migration has plain timestamps() which gives naive datetimes\n3. the raw thing is not fine, agents paste customer text into canned responses all the time, so anything a person typed is rendered with DeskWeb.Markdown.safe/1 (earmark + HtmlSanitizeEx), never raw/1\n\npriya is out this week, fix them on her branch",
            ),
            ("edit", "lib/desk/canned.ex"),
            ("edit", "lib/desk_web/live/canned_live/index.ex"),
            ("edit", "priv/repo/migrations/20261204093011_create_canned_responses.exs"),
            ("edit", "lib/desk/canned/canned_response.ex"),
            ("edit", "lib/desk_web/live/canned_live/index.html.heex"),
            ("edit", "test/desk_web/live/canned_live_test.exs"),
            (
                "bash",
                "mix ecto.reset >/dev/null && mix test test/desk_web/live/canned_live_test.exs test/desk/canned_test.exs 2>&1 | tail -1 && git push origin feat/canned-responses 2>&1 | tail -1",
                "14 tests, 0 failures\n   5d2e8a1..c90f3b7  feat/canned-responses -> feat/canned-responses",
            ),
            (
                "assistant",
                "Pushed to `feat/canned-responses`:\n\n- `Desk.Canned.list_for_team/1`; the LiveView no longer aliases `Desk.Repo`\n- the migration uses `timestamps(type: :utc_datetime_usec)` and the schema matches (it hasn't run in prod yet, so I edited it in place)\n- the body renders through `DeskWeb.Markdown.safe/1`; new test: a canned response containing `<script>` renders escaped\n\nI left a PR comment for Priya listing the three rules.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["Desk.Repo", "context"]},
            {"keys": ["utc_datetime_usec", "timestamps"]},
            {"keys": ["DeskWeb.Markdown.safe", "raw"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh103-desk-correction-urgent-first-response-1h",
        "split": "fresh103",
        "steps": [
            (
                "user",
                "the auto ack email should tell the customer when to expect a first reply. can u add that",
            ),
            (
                "read",
                "lib/desk/sla/policy.ex",
                "defmodule Desk.Sla.Policy do\n  # first response targets, in hours\n  @first_response %{urgent: 4, high: 8, normal: 24}\n\n  def first_response_hours(priority), do: Map.fetch!(@first_response, priority)\nend\n",
            ),
            (
                "read",
                "lib/desk_web/emails/ack_email.ex",
                'def ack(ticket) do\n  new()\n  |> to(ticket.requester_email)\n  |> subject("Re: #{ticket.subject}")\n  |> render_body("ack.html", ticket: ticket)\nend\n',
            ),
            (
                "assistant",
                "Urgent tickets get a first response within 4 hours, high within 8 and normal within 24, per `Desk.Sla.Policy`. I'll add a line to the ack email built from `Policy.first_response_hours/1`, e.g. \"We'll get back to you within 4 hours\" for urgent, so it can't drift from the SLA clock.",
            ),
            ("user", "yes good"),
            ("edit", "lib/desk_web/emails/ack_email.ex"),
            ("edit", "lib/desk_web/templates/email/ack.html.heex"),
            ("edit", "test/desk_web/emails/ack_email_test.exs"),
            (
                "bash",
                "mix test test/desk_web/emails 2>&1 | tail -1",
                "6 tests, 0 failures",
            ),
            (
                "assistant",
                'Added: the ack email now says "We\'ll get back to you within N hours" with N from `Policy.first_response_hours(ticket.priority)`. Tests cover all three priorities.',
            ),
            (
                "user",
                "nice. can you also make the subject 'We got your request [T-1234]' with the real number. and btw policy.ex is stale, urgent is 1 hour first response since the enterprise plan launched in november, high and normal are right",
            ),
            (
                "think",
                "Policy is used by the SLA due date calculation too, so changing it fixes first_response_due_at for new urgent tickets as well. Existing open urgent tickets keep their old due date unless recomputed; mention it.",
            ),
            ("edit", "lib/desk/sla/policy.ex"),
            ("edit", "lib/desk_web/emails/ack_email.ex"),
            ("edit", "test/desk_web/emails/ack_email_test.exs"),
            ("edit", "test/desk/sla/policy_test.exs"),
            (
                "bash",
                "mix test test/desk_web/emails test/desk/sla 2>&1 | tail -1",
                "15 tests, 0 failures",
            ),
            (
                "assistant",
                'Done:\n\n- `Desk.Sla.Policy`: urgent is now 1 hour (`%{urgent: 1, high: 8, normal: 24}`); since the policy also computes `first_response_due_at`, new urgent tickets get the 1-hour due date and the 15-minute SLA warning follows from it\n- the ack email says "within 1 hour" for urgent (singular handled)\n- subject is `We got your request [T-1234]` with the ticket number\n\nUrgent tickets opened before this deploy still have the 4-hour due date. Want me to recompute the open ones?',
            ),
            ("user", "no theres only 2, ill handle them"),
        ],
        "lessons": [
            {"keys": ["urgent", "1 hour"], "not": ["first response within 4 hours"]},
        ],
        "tool_stored": [],
    },
]
