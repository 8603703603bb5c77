"""Capture of what people type in chat (session 19, from the blind fresh11 transcripts): lower
case sentences, a value told as "the old one", a prohibition typed as "no X please", a bare "X it
is" that takes up the assistant's advice."""

from __future__ import annotations

from cognition.capture.prose import _sentences
from tests.test_capture_quality import Session


def test_lower_case_chat_is_split_into_sentences_but_not_after_an_abbreviation() -> None:
    said = _sentences(
        "hmm yeah right, 0x76 was the old board. on rev C the bme280 answers on 0x77 now. "
        "use a fake, e.g. the in-memory one. pnpm vs. npm is settled"
    )
    assert said == [
        "hmm yeah right, 0x76 was the old board.",
        "on rev C the bme280 answers on 0x77 now.",
        "use a fake, e.g. the in-memory one.",
        "pnpm vs. npm is settled",
    ]


def test_a_value_told_as_the_old_one_is_corrected_and_the_new_one_kept() -> None:
    cands = (
        Session()
        .user(
            "weather node logs `chip id read failed` after boot. the bme280 sits at 0x76 on "
            "the i2c bus so its not the address, something in the init sequence?"
        )
        .assistant("Nothing answers at 0x76; the bus scan finds one device at 0x77.")
        .user(
            "hmm yeah right, 0x76 was the old board. on rev C they pulled SDO high so the "
            "bme280 answers on 0x77 now. just change the define"
        )
        .candidates()
    )
    kept = [c.content for c in cands]
    assert [c for c in kept if "0x77" in c and "bme280" in c], kept
    assert not [c for c in kept if "sits at 0x76" in c], kept


def test_a_prohibition_typed_as_no_x_please_is_a_rule_kept_with_what_to_do() -> None:
    cands = (
        Session()
        .user("add an `export` subcommand that writes the snapshot to a file")
        .assistant("Added `pkgsnap export`; it loads the latest snapshot and writes the file.")
        .user(
            "ugh, no unwraps in the commands please. every handler returns anyhow::Result and "
            "errors get a .context() saying what we were trying to do"
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "unwraps" in cands[0].content and ".context()" in cands[0].content


def test_no_at_the_start_of_an_answer_is_not_a_prohibition() -> None:
    for text in (
        "no, the tests passed on my machine yesterday.",
        "No problem, thanks for the quick fix please carry on.",
        "no idea why it fails, please check the logs",
        "yeah sure it is.",
    ):
        assert Session().user(text).candidates() == [], text


def test_a_bare_choice_takes_up_the_advice_it_accepts() -> None:
    cands = (
        Session()
        .user("I was thinking Hive for the offline storage, thoughts?")
        .assistant(
            "Hive is quick to start with. The alternative is drift: SQLite underneath, joins "
            "and migrations. Then I'd go with drift: the conflict check is a three-table join "
            "you'd write once in SQL."
        )
        .user("yeah ok, drift it is")
        .candidates()
    )
    assert len(cands) == 1
    assert cands[0].content.startswith("yeah ok, drift it is: ")
    assert "three-table join" in cands[0].content


def test_a_bare_choice_takes_no_advice_that_does_not_name_it() -> None:
    cands = (
        Session()
        .user("I was thinking Hive for the offline storage, thoughts?")
        .assistant("Both would work for the volume you described.")
        .user("yeah ok, drift it is")
        .candidates()
    )
    assert not [c for c in cands if "volume you described" in c.content]


def test_a_rollback_in_netcode_is_not_an_incident() -> None:
    cands = (
        Session()
        .assistant(
            "At 144 ticks those 8 entries only cover about 55 ms, so any packet later than "
            "that can't be rolled back and the client snaps to the server state."
        )
        .assistant("The netcode tests pass, including a late packet that is rolled back correctly.")
        .candidates()
    )
    assert cands == []
    for text in (
        "We rolled back the release after checkout started failing.",
        "The deploy was rolled back after checkout broke.",
    ):
        assert [c for c in Session().user(text).candidates() if "rolled back" in c.content], text


def test_my_fault_announces_the_correction_told_after_it() -> None:
    cands = (
        Session()
        .user("New CRD for the failover controller. The CRD group is cache.acme.io, scaffold it.")
        .assistant("Scaffolded it under cache.acme.io; `BackupPolicy` lives in a `platform` group.")
        .user(
            "ugh, it does matter, my fault. we renamed the group to platform.acme.io in october. "
            "redo it please"
        )
        .candidates()
    )
    assert [c for c in cands if "platform.acme.io" in c.content], [c.content for c in cands]


def test_a_value_told_as_the_old_one_covers_the_sentence_after_it() -> None:
    cands = (
        Session()
        .user(
            "need to import the existing transit gateway into the networking stack. id is "
            "tgw-0a3f9c21d7e4b5681. state for networking is in acme-tf-state, key "
            "networking/terraform.tfstate"
        )
        .assistant(
            "Terraform couldn't write the state back: PutObject on acme-tf-state returned 403."
        )
        .user(
            "no, that's on me. acme-tf-state is the old bucket, went read-only after the "
            "migration. networking state lives in acme-terraform-state-prod now, same key. "
            "backend.tf on this branch is just stale"
        )
        .candidates()
    )
    kept = [c.content for c in cands]
    assert [c for c in kept if "acme-terraform-state-prod" in c and "networking" in c], kept


def test_where_things_of_a_kind_belong_told_in_passing_is_a_rule() -> None:
    cands = (
        Session()
        .user(
            "can you add a dash to the player? cooldown 1.2s, distance 4 units. tuning values "
            "go in a ScriptableObject under Assets/Config like the rest, not serialized fields "
            "on the prefab, the designers tweak those without opening prefabs"
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "ScriptableObject" in cands[0].content and "Assets/Config" in cands[0].content


def test_a_rejected_option_told_after_a_decision_is_part_of_it() -> None:
    cands = (
        Session()
        .user(
            "Let's go with GoodJob. Our volume is a few thousand jobs a day, and I don't want "
            "Redis in the stack just to run a queue. Solid Queue is tempting, but I'd rather "
            "not be an early adopter on an app that is still on 7.1."
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "GoodJob" in cands[0].content and "Solid Queue" in cands[0].content


def test_id_rather_is_kept_with_what_it_is_preferred_for() -> None:
    cands = (
        Session()
        .user(
            "Good. So a dead slot can never do this to us again, set max_slot_wal_keep_size to "
            "50GB on the primary. I'd rather have a forgotten consumer's slot get invalidated "
            "than lose the primary."
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "max_slot_wal_keep_size to 50GB" in cands[0].content
    assert "I'd rather" in cands[0].content


def test_what_every_stage_is_supposed_to_have_is_a_rule() -> None:
    cands = (
        Session()
        .user(
            "Every stage in our Jenkinsfiles is supposed to be wrapped in timeout(time: 25, "
            "unit: 'MINUTES') and this one obviously isn't, please add it."
        )
        .candidates()
    )
    assert [c for c in cands if "timeout(time: 25" in c.content]


def test_lets_do_one_of_the_options_asked_about_is_a_decision_with_its_reason() -> None:
    cands = (
        Session()
        .user(
            "The Orders API calls Keycloak's token introspection endpoint on every request. "
            "Should we keep doing that or validate the JWTs locally?"
        )
        .assistant(
            "Local validation checks the signature against the JWKS; introspection sees revocations."
        )
        .user(
            "Let's validate locally against the JWKS. Introspection adds a Keycloak round-trip "
            "to every request and that blows our 50 ms p99 budget."
        )
        .candidates()
    )
    assert len(cands) == 1
    text = cands[0].content
    assert "Let's validate locally against the JWKS." in text and "50 ms p99 budget" in text


def test_lets_that_answers_no_question_asked_is_not_a_decision() -> None:
    cands = (
        Session()
        .user("Should the audit log go in SQLite or Postgres?")
        .assistant("Postgres would keep it next to the orders.")
        .user("Let's run the test suite first and look at the failures.")
        .candidates()
    )
    assert cands == []


def test_a_correction_told_over_two_value_sentences_keeps_the_second() -> None:
    cands = (
        Session()
        .user("add a /api location to the edge nginx conf. proxy it to the backend.")
        .assistant("Added `location /api/` proxying to backend:8081. Is 8081 really the API?")
        .user("ugh, my bad. 8081 is the metrics sidecar. api upstream is 8090.")
        .candidates()
    )
    assert [c for c in cands if "api upstream is 8090" in c.content], [c.content for c in cands]


def test_we_shall_use_is_a_decision_kept_with_its_reason() -> None:
    cands = (
        Session()
        .user(
            "Thank you. We shall use Sanctum. The API has no third-party clients, only our own "
            "SPA and the mobile application, so a full OAuth2 server would be unnecessary overhead."
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "Sanctum" in cands[0].content and "third-party clients" in cands[0].content


def test_what_is_left_of_a_request_to_remember_is_not_its_purpose() -> None:
    cands = (
        Session().user("Please remember that so we don't lose another morning to it.").candidates()
    )
    assert cands == []


def test_the_assistant_telling_again_what_a_tool_stored_is_not_a_copy() -> None:
    stored = (
        "iOS: run pod install with RCT_NEW_ARCH_ENABLED=0; our react-native-maps version does "
        "not support the New Architecture, so newArchEnabled must stay false."
    )
    cands = (
        Session()
        .user("iOS build is broken after I pulled main, Codegen fails for react-native-maps.")
        .tool("mcp__memory__remember", {"content": stored}, "stored #12")
        .assistant("Saved to memory. The simulator build succeeds.")
        .user("Do I have to redo the pods after the bump?")
        .assistant(
            "Not for a build-number change, but if you do reinstall pods, remember it has to be "
            "`RCT_NEW_ARCH_ENABLED=0 pod install`, otherwise the maps Codegen error comes back."
        )
        .candidates()
    )
    assert not [c for c in cands if "RCT_NEW_ARCH_ENABLED" in c.content], [c.content for c in cands]


def test_found_it_is_read_with_the_sentence_that_tells_the_cause() -> None:
    cands = (
        Session()
        .user("Since we shipped 3.4.0, users get a blank white window on launch. Any idea?")
        .assistant(
            "Found it. In 3.4.0 the preload script moved to `dist/preload/preload.js`, but the "
            "`files` list in electron-builder.yml only includes `dist/main/**`, so preload.js "
            "never gets packed into app.asar. Want me to add it?"
        )
        .candidates()
    )
    assert len(cands) == 1
    assert cands[0].content.startswith("Found it. In 3.4.0 the preload script moved")
    assert "app.asar" in cands[0].content and "Want me" not in cands[0].content


def test_taking_the_assistants_correction_covers_the_value_told_after_it() -> None:
    cands = (
        Session()
        .user("Our database is at ~/.quillnote/quill.db on every platform, open that folder.")
        .assistant("db.rs opens `quillnote.sqlite3` under `app_data_dir()`, not ~/.quillnote.")
        .user(
            "Oh, you're right, I keep forgetting we changed that. Since 2.0 the database is "
            "quillnote.sqlite3 in the OS app data dir. So yes, open the app data dir."
        )
        .candidates()
    )
    kept = [c.content for c in cands]
    assert [c for c in kept if "quillnote.sqlite3 in the OS app data dir" in c], kept
    assert not [c for c in kept if c.startswith("So yes")], kept


def test_how_our_other_things_of_a_kind_are_done_is_a_rule() -> None:
    cands = (
        Session()
        .user(
            "Pull the date helpers out of apps/web into a new packages/date-utils. Same as our "
            "other internal packages: main and types point at src/index.ts, no build step."
        )
        .candidates()
    )
    assert [c for c in cands if "src/index.ts" in c.content and "internal packages" in c.content]


def test_a_reason_with_can_only_is_folded_into_the_decision() -> None:
    cands = (
        Session()
        .user(
            "Let's go with Maven Central. Two of our enterprise customers can only pull "
            "dependencies through their Artifactory, and it only proxies Maven Central."
        )
        .candidates()
    )
    assert len(cands) == 1 and "Artifactory" in cands[0].content


def test_what_someone_never_did_and_why_they_asked_are_not_kept() -> None:
    for text in (
        "never used that one",
        "Yes please, that's exactly why I asked you to remember it.",
    ):
        assert Session().user(text).candidates() == [], text


def test_two_decisions_in_one_turn_stay_two_memories() -> None:
    """Regression: folding a turned-down option into its decision folded a second decision of
    the same turn into the first as well."""
    cands = (
        Session()
        .user(
            "Let's go with GoodJob for the queue. We also decided to use Postgres for the "
            "audit log."
        )
        .candidates()
    )
    assert len(cands) == 2, [c.content for c in cands]


def test_a_request_to_remember_typed_short_with_only_its_why_is_no_memory() -> None:
    """Regression (fresh29): "pls remember this one, it's bitten us twice" was kept as a memory
    of its own, though it says only that the thing before it matters."""
    from cognition.capture.meta_talk import _unwrap

    assert _unwrap("pls remember this one, it's bitten us twice").empty
    assert _unwrap("plz remember that, we got bitten by it last week").empty
    kept = _unwrap("pls remember: the staging bastion is on port 2222")
    assert not kept.empty and kept.content == "the staging bastion is on port 2222"
