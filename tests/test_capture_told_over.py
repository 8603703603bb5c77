"""Capture of what blind splits fresh18-21 asked for (session 23): corrections told over several
sentences or admitted mid-sentence, a cause explained on over the next sentence, rules told in
passing in other words, and what is not a rule (a one-off, an inference, a recollection)."""

from __future__ import annotations

from tests.test_capture_quality import Session, mentioning

# ------------------------------------------------------------------------------ corrections


def test_an_admission_covers_the_sentences_up_to_the_new_value() -> None:
    cands = (
        Session()
        .user("Cache the exchange rates in Redis. Make the entry expire after 5 minutes.")
        .assistant("Done: `rates:latest` now has a TTL of 300 s.")
        .user(
            "hm wait, no. I forgot who reads it. The finance export polls it once an hour. "
            "Make the rates entry expire after 90 minutes, nothing shorter."
        )
        .candidates()
    )
    kept = mentioning(cands, "90 minutes")
    assert len(kept) == 1 and "expire" in kept[0].content
    assert not mentioning(cands, "5 minutes")


def test_i_had_it_wrong_then_a_colon_is_a_correction_of_what_follows() -> None:
    cands = (
        Session()
        .user("The staging cluster runs three ingest workers, so shard the topic into three.")
        .assistant("Sharded `ingest.events` into three partitions.")
        .user(
            "Hmm, I just checked the Helm values and I had it wrong: the staging cluster runs "
            "six ingest workers, not three. Only prod-eu still runs three."
        )
        .candidates()
    )
    kept = mentioning(cands, "six ingest workers")
    assert len(kept) == 1
    assert "Only prod-eu still runs three" in kept[0].content  # one correction, one memory
    assert not [c for c in cands if "so shard the topic" in c.content]


def test_i_had_that_wrong_sorry_announces_the_next_statements() -> None:
    cands = (
        Session()
        .user("Move the thumbnail job into a worker. Image jobs go on the media queue.")
        .assistant('Added `make_thumbnail` with `queue="media"`.')
        .user(
            "Hm, wait. I had that wrong, sorry. The media queue is a leftover: since the split "
            "in May all image jobs go to the assets queue, and nothing consumes media now. "
            "Put it on assets."
        )
        .candidates()
    )
    assert mentioning(cands, "assets queue")
    assert not [c for c in cands if "go on the media queue" in c.content]


def test_a_correction_that_names_the_old_value_by_its_last_part_replaces_it() -> None:
    cands = (
        Session()
        .user("add a bucket for the exports. the project lives in europe-west1, tf is in infra/")
        .assistant("gcloud returns 404 for the project's buckets in europe-west1.")
        .user(
            "ugh my bad. west1 is where it was before the move, nothing is left there. its europe-west4"
        )
        .candidates()
    )
    assert mentioning(cands, "europe-west4")
    assert not [c for c in cands if "lives in europe-west1" in c.content]


def test_scratch_the_number_announces_a_correction() -> None:
    cands = (
        Session()
        .user("Our iOS deployment target is 14, so pick a version of the SDK that supports it.")
        .assistant("Added the SDK at 3.1, which supports iOS 14.")
        .user(
            "Oh, scratch the 14, that number is from last year. When the widgets went in we "
            "raised the deployment target to 16. Keep 16 in mind for anything else we add."
        )
        .candidates()
    )
    assert [c for c in cands if "16" in c.content and "deployment target" in c.content]
    assert not [c for c in cands if "target is 14" in c.content]


def test_a_finding_the_user_agrees_with_is_a_correction() -> None:
    cands = (
        Session()
        .user("Deploy the new nginx config to the edge hosts, they're in the web_edge group.")
        .assistant(
            "There is no `web_edge` group in the inventory. The edge hosts are under the "
            "`edge_nodes` group. Should I limit the run to `edge_nodes` instead?"
        )
        .user("yes, that's right, use that.")
        .candidates()
    )
    assert [c for c in cands if "edge_nodes" in c.content and "edge hosts" in c.content]


def test_agreeing_to_an_action_confirms_no_finding() -> None:
    cands = (
        Session()
        .user("The reports cron runs at 02:00 UTC. Add a retry to it.")
        .assistant("Added a retry. The cron runs at 03:00 UTC on the new host. Want me to deploy?")
        .user("yep go")
        .candidates()
    )
    assert not mentioning(cands, "03:00")


# ------------------------------------------------------------------------------ causes


def test_a_cause_goes_on_over_the_next_sentence_about_the_same_name() -> None:
    cands = (
        Session()
        .user("The sensor boards reset every few minutes in the field. Can you look?")
        .assistant(
            "Found it. `read_adc` busy-waits on the EOC pin inside a critical section. "
            "When a conversion stalls, EOC never rises, so the watchdog is never fed and "
            "resets the board. I'll add a timeout."
        )
        .candidates()
    )
    kept = mentioning(cands, "watchdog")
    assert len(kept) == 1 and "read_adc" in kept[0].content


def test_a_cause_goes_on_over_a_sentence_that_points_back() -> None:
    cands = (
        Session()
        .user("Customers sometimes see another customer's cart for a second. Any idea?")
        .assistant(
            "The root cause is that `cartStore` is a module-level writable set on every request. "
            "On the server that module is loaded once and shared by all requests in the process."
        )
        .candidates()
    )
    assert [c for c in cands if "cartStore" in c.content and "shared" in c.content]


def test_found_it_somewhere_is_a_lookup_not_a_cause() -> None:
    cands = (
        Session()
        .user("which region is the cluster in?")
        .assistant("Found it in europe-west4, on 1.30.5-gke.1014001.")
        .candidates()
    )
    assert cands == []


def test_a_rust_error_path_is_not_an_error() -> None:
    cands = (
        Session()
        .user("`read` now returns `Error::Timeout` after 100 ms because the pin can stall.")
        .candidates()
    )
    assert cands == []


# ------------------------------------------------------------------------------ rules


def test_a_stop_inside_parentheses_ends_no_sentence() -> None:
    cands = (
        Session()
        .user(
            "add the health route. every namespace starts with (set! *warn-on-reflection* true), this one too"
        )
        .candidates()
    )
    assert [c for c in cands if "namespace" in c.content and "warn-on-reflection" in c.content]


def test_what_every_thing_of_a_kind_does_is_a_rule_and_a_symptom_is_not() -> None:
    rule = Session().user(
        "Add the revoke endpoint. Every handler in this service returns errors as problem+json "
        "through the helper in src/errors.ts."
    )
    assert mentioning(rule.candidates(), "problem+json")
    for text in ("Every request returns 500 since the deploy.", "Every time I run it, it hangs."):
        assert Session().user(text).candidates() == [], text


def test_only_through_one_thing_and_none_of_another_is_a_rule() -> None:
    cands = (
        Session()
        .user(
            "need a Chip component. spacing only via the --sp-* vars from spacing.css, no px values"
        )
        .candidates()
    )
    assert [c for c in cands if "spacing.css" in c.content and "px" in c.content]


def test_a_kind_of_thing_that_has_to_do_something_is_a_rule_a_person_is_not() -> None:
    rule = Session().user(
        "Add GET /api/v3/orders. Route names under v3 have to start with api_v3_ because the "
        "gateway matches on that prefix."
    )
    assert mentioning(rule.candidates(), "api_v3_")
    assert Session().user("You have to restart the dev server after that.").candidates() == []


def test_like_the_other_pages_dont_is_a_rule_from_the_user_and_advice_from_the_assistant() -> None:
    told = Session().user(
        "Add a billing page. Like the other pages, don't call fetch() from the page itself; "
        "backend calls go through lib/server."
    )
    assert mentioning(told.candidates(), "lib/server")
    advised = Session().assistant(
        "In option 2, don't capture `self` strongly before the loop, or the cycle is back."
    )
    assert advised.candidates() == []


def test_prose_that_names_code_is_read_as_prose() -> None:
    cands = (
        Session()
        .user(
            "Can you add a page at app/(shop)/cart (items, totals)? There's already a getCart() in "
            "lib/server/cart.ts. Like the other pages, don't call fetch() from the page itself; "
            "backend calls go through lib/server so the auth header is set in one place."
        )
        .candidates()
    )
    assert mentioning(cands, "fetch()")


def test_a_rule_and_how_it_is_kept_are_one_memory() -> None:
    cands = (
        Session()
        .user(
            "ugh, no unwraps in the handlers please. every handler returns anyhow::Result and "
            "errors get a .context() saying what we were doing."
        )
        .candidates()
    )
    assert len(cands) == 1 and "context" in cands[0].content


# ------------------------------------------------------------------------------ not rules


def test_what_is_asked_for_this_once_is_not_a_rule() -> None:
    for text in (
        "dont touch the ios module this time, a colleague has a branch open on it.",
        "Don't run the migrations for now, the DBA is on it.",
    ):
        assert Session().user(text).candidates() == [], text


def test_an_inference_about_the_past_is_not_a_rule() -> None:
    cands = (
        Session()
        .user("so the old driver must have been publishing reliable, thats why it never bit us")
        .candidates()
    )
    assert cands == []


def test_recalling_something_is_not_asking_to_remember_it() -> None:
    cands = (
        Session()
        .user("Yes, I remember that line going in as a quick way to get the user into the header.")
        .candidates()
    )
    assert cands == []


# ------------------------------------------------------------------------------ second batch
# (from the misses of fresh22-23, written after the rules above)


def test_the_assistants_general_advice_is_no_memory() -> None:
    cands = (
        Session()
        .user("whats the difference between call and cast in gen_server?")
        .assistant(
            "One classic trap: never `gen_server:call` your own process from inside a callback. "
            "The gotcha with cast is that you never learn whether the message was handled."
        )
        .candidates()
    )
    assert cands == []


def test_a_found_cause_is_told_on_until_an_offer() -> None:
    cands = (
        Session()
        .user("The revenue report is 20% too high. Can you find where the extra comes from?")
        .assistant(
            "Found it. plans_dim keeps a row for every version of a plan. The left merge on "
            "plan_id then copies each subscription once per version. Want me to filter the "
            "dimension to is_current first?"
        )
        .candidates()
    )
    kept = mentioning(cands, "plans_dim")
    assert len(kept) == 1 and "plan_id" in kept[0].content


def test_one_value_put_for_another_after_its_is_a_correction() -> None:
    cands = (
        Session()
        .user(
            "the queue redis for staging is redis://q-stg.internal:6379/2, put it in the env file"
        )
        .assistant("staging.env now has `QUEUE_URL=redis://q-stg.internal:6379/2`.")
        .user("oh wait its 6380 not 6379. the workers have their own redis on staging")
        .candidates()
    )
    assert mentioning(cands, "6380")
    assert not [c for c in cands if "6379/2, put it" in c.content]


def test_as_usual_our_things_are_this_not_that_is_a_rule() -> None:
    cands = (
        Session()
        .user(
            "Can you add a store for the cart? As usual our vuex modules are namespaced, not global."
        )
        .candidates()
    )
    assert mentioning(cands, "namespaced")


def test_a_choice_said_as_x_then_or_by_its_name_is_kept_with_its_reason() -> None:
    then = (
        Session()
        .assistant("`moka` has per-entry expiry; `lru` only evicts by size. I'd go with moka.")
        .user("ok moka then. tokens expire at different times so we need per-entry ttl")
        .candidates()
    )
    assert [c for c in then if "moka" in c.content and "per-entry ttl" in c.content]
    bare = (
        Session()
        .assistant("Either polling or logical replication would work. I'd go with replication.")
        .user("Replication. The audit job has to see deletes, so that settles it.")
        .candidates()
    )
    assert [c for c in bare if "Replication." in c.content and "deletes" in c.content]
    told = Session().user("The build then stops at the next error in main.zig.").candidates()
    assert told == []


def test_rules_told_after_a_comma_or_a_semicolon() -> None:
    for text, word in (
        (
            "own module pls like the rest, app_server.R only wires modules together, no logic in there",
            "no logic",
        ),
        ("mail is dead since the move, all email stuff goes on notifications", "notifications"),
        (
            "Put it in packages/lights.yaml; we keep all automations in packages because the UI "
            "editor rewrites automations.yaml.",
            "automations.yaml",
        ),
    ):
        assert mentioning(Session().user(text).candidates(), word), text


def test_a_finding_with_another_number_that_the_user_confirms_replaces_theirs() -> None:
    cands = (
        Session()
        .user("The billing gRPC server listens on 50051 everywhere, so default the probe to it.")
        .assistant(
            "config/billing.yaml has the billing gRPC server on `:9090`, and the billing Service "
            "exposes 9090 too. Should the probe default to localhost:9090 instead?"
        )
        .user("Yes, 9090. I mixed it up with ledger.")
        .candidates()
    )
    assert mentioning(cands, "9090")
    assert not mentioning(cands, "50051 everywhere")
    assert not mentioning(cands, "mixed it up")  # only the admission: nothing to keep


def test_a_bare_dont_is_about_the_step_at_hand() -> None:
    assert Session().user("Don't apply, I'll run the apply myself after lunch.").candidates() == []


def test_a_corrected_name_without_digits_is_a_value() -> None:
    cands = (
        Session()
        .user("Prod resources go in the rg-shared-prod resource group.")
        .assistant("The plan creates the namespace in `rg-shared-prod`.")
        .user("Hold on, that's my mistake. Prod lives in rg-shared-prd.")
        .candidates()
    )
    assert mentioning(cands, "rg-shared-prd")


# ------------------------------------------------------------------------------ third batch
# (from the misses of fresh24-25, written after the second batch)


def test_thats_wrong_then_the_value_after_the_assistant_asks() -> None:
    cands = (
        Session()
        .user("register orders-api in consul w/ a health check on port 8080 /healthz")
        .assistant("Added the check against `http://localhost:8080/healthz` every 10s.")
        .user("wait thats wrong")
        .assistant("Which part is off: the port or the path? What should it be?")
        .user("port. health check goes to 9107, the admin listener. 8080 is the public api")
        .candidates()
    )
    assert [c for c in cands if "9107" in c.content and "admin listener" in c.content]


def test_a_correction_that_rejects_the_old_name_replaces_it() -> None:
    cands = (
        Session()
        .user("restart the worker after the rsync. service is sync-worker on the boxes")
        .assistant("The loop now runs `systemctl restart sync-worker` after each rsync.")
        .user("oh wait my bad, the unit is harbor-sync, not sync-worker.")
        .candidates()
    )
    assert mentioning(cands, "harbor-sync")
    assert not mentioning(cands, "service is sync-worker")


def test_lets_just_do_x_is_a_decision_with_its_reason() -> None:
    cands = (
        Session()
        .assistant("Options: markdown collections in the repo, or a headless CMS.")
        .user("lets just do markdown collections. a headless cms is overkill for 12 pages")
        .candidates()
    )
    assert [c for c in cands if "markdown collections" in c.content and "overkill" in c.content]


def test_rules_typed_with_fwiw_or_as_when_then_always() -> None:
    for text, word in (
        (
            "oh and fwiw every alert needs a runbook_url annotation, the pager template chokes w/o it",
            "runbook_url",
        ),
        (
            "oh also when u run the ui tests on the ci mac always pass -headless, w/o it they hang",
            "-headless",
        ),
        ("no, we don't run terraform directly here, it's terragrunt.", "terragrunt"),
    ):
        assert mentioning(Session().user(text).candidates(), word), text


def test_the_reason_for_a_choice_given_later_joins_the_choice() -> None:
    cands = (
        Session()
        .user("Exposed or jOOQ for the reporting module?")
        .assistant("Both work with the pool; Exposed is lighter.")
        .user("Let's go with jOOQ. Set up code generation from the migrations.")
        .assistant("jOOQ is wired in. Exposed would still be lighter for plain CRUD.")
        .user(
            "Since you mention Exposed being lighter, here's why I chose jOOQ: the reports. "
            "Most of them use window functions, which Exposed's DSL can't express."
        )
        .candidates()
    )
    chose = mentioning(cands, "jOOQ")
    assert len(chose) == 1 and "window functions" in chose[0].content


def test_it_was_x_all_along_is_the_cause() -> None:
    cands = (
        Session()
        .user(
            "ok so it was the new ami with chronyd disabled all along, the retry config was a red herring."
        )
        .candidates()
    )
    assert mentioning(cands, "chronyd") and cands[0].kind == "error_fix"


def test_what_happened_an_hour_ago_and_what_the_assistant_proposes_are_no_memories() -> None:
    assert (
        Session().user("fyi i merged the sidebar branch an hour ago so rebase.").candidates() == []
    )
    proposal = (
        Session()
        .user("the release job hung for six hours again")
        .assistant("I'd also set `timeout-minutes: 60` so a future hang fails in an hour.")
        .candidates()
    )
    assert proposal == []


def test_a_value_told_again_in_a_later_turn_corrects_the_earlier_one() -> None:
    cands = (
        Session()
        .user("Add caching to the price endpoint. The cache TTL is 5 minutes.")
        .assistant("Added a 5 minute cache in front of `get_prices`.")
        .user("Now add a test for it. The cache TTL is 10 minutes by the way.")
        .candidates()
    )
    assert [c.content for c in cands] == ["The cache TTL is 10 minutes by the way."]
    assert "correction" in cands[0].tags


# ------------------------------------------------------------------------------ fourth batch
# (from the misses of fresh26-27, written after the third batch)


def test_an_admission_then_statements_naming_a_snake_case_name_are_kept() -> None:
    cands = (
        Session()
        .user("Run the tests and push a build to testers with fastlane beta?")
        .assistant(
            "Snapshot tests pass (37/37), but there's no `beta` lane in the Fastfile anymore. "
            "The available lanes are `store_internal`, `store_external` and `certs`. "
            "Which one should I use?"
        )
        .user(
            "Ah, sorry, my mistake. The beta lane was split in two in October. Internal testers "
            "get builds through fastlane store_internal, that's the one for everyday builds."
        )
        .candidates()
    )
    assert [c for c in cands if "store_internal" in c.content and "testers" in c.content]


def test_what_everyone_here_does_is_a_rule() -> None:
    cands = (
        Session()
        .user(
            "Everyone on Apple Silicon just runs the integration tests with "
            "DOCKER_DEFAULT_PLATFORM=linux/amd64 until we move off the postgis image."
        )
        .candidates()
    )
    assert mentioning(cands, "DOCKER_DEFAULT_PLATFORM=linux/amd64")


def test_what_the_user_will_do_next_is_no_memory() -> None:
    cands = Session().user("👍 ill fix the counter by hand and write the postmortem").candidates()
    assert cands == []


# ------------------------------------------------------------------------------ fifth batch
# (from the misses of fresh28-29, written after the fourth batch)


def test_the_old_one_is_deleted_announces_a_correction() -> None:
    cands = (
        Session()
        .user("deploy the trigger changes to the qa sandbox, alias is qa.")
        .assistant("There's no org with the alias `qa`; the only sandbox is `acme-qa3`.")
        .user(
            "yes thats it. qa got refreshed last week and its alias is acme-qa3 now, the old one is deleted."
        )
        .candidates()
    )
    assert mentioning(cands, "acme-qa3")


def test_a_module_that_prefers_a_class_states_no_preference() -> None:
    cands = (
        Session()
        .user(
            "for quote stuff we always use plugins. Amasty_Checkout already declares preferences on "
            "those classes, and when two modules prefer the same class only one of them wins."
        )
        .candidates()
    )
    assert len(cands) == 1 and "Amasty_Checkout" in cands[0].content


def test_any_run_needs_and_a_setting_kept_even_in_debug_are_rules() -> None:
    for text, word in (
        ("so any 1/12 run needs OMP_STACKSIZE=512M, put it in run_shelf.sh", "OMP_STACKSIZE"),
        (
            "and keep enable_debug_during_sleep false even in debug builds, it adds ~300uA in stop",
            "300uA",
        ),
    ):
        assert mentioning(Session().user(text).candidates(), word), text


def test_a_rule_about_that_takes_the_sentence_before() -> None:
    cands = (
        Session()
        .user(
            "record the stripe event id in stripe_events with a unique constraint and skip if we've "
            "seen it. every webhook handler goes through that, not just checkout."
        )
        .candidates()
    )
    assert [c for c in cands if "stripe_events" in c.content and "every webhook" in c.content]


def test_root_cause_colon_is_told_on() -> None:
    cands = (
        Session()
        .user("customer got two sets of tickets for one order. look into it pls")
        .assistant(
            "Root cause: Stripe delivered the event twice. On the first delivery we created the "
            "tickets, then the email timed out and the handler returned 500, so Stripe retried."
        )
        .candidates()
    )
    assert [c for c in cands if "twice" in c.content and "returned 500" in c.content]


# ------------------------------------------------------------------------------ sixth batch
# (from the misses of fresh34, measured once after the lesson model shipped)


def test_everything_new_goes_in_with_its_reason_told_first() -> None:
    cands = (
        Session()
        .user(
            "v2. v1 is frozen, partners have a contract on it. Everything new goes in api-v2, even "
            "when v1 has the endpoint already."
        )
        .candidates()
    )
    assert [c for c in cands if "frozen" in c.content and "api-v2" in c.content]


def test_forgot_about_that_then_the_right_name() -> None:
    cands = (
        Session()
        .user(
            "Add a dbt model for weekly actives. Run it on the BIG_WH warehouse when you test it."
        )
        .assistant("BIG_WH has a resource monitor that suspends it for non-prod roles. Which one?")
        .user(
            "ah right, forgot about that. BIG_WH is capped now, it's only for the prod nightly "
            "job. dev and ad-hoc dbt runs go on SMALL_WH."
        )
        .candidates()
    )
    assert [c for c in cands if "SMALL_WH" in c.content and "dbt" in c.content]


def test_the_fix_is_deployed_is_a_status_not_a_cause() -> None:
    cands = (
        Session()
        .user("deploy it to staging")
        .assistant("The fix is deployed to portal-stg and /healthz returns 200.")
        .candidates()
    )
    assert cands == []
