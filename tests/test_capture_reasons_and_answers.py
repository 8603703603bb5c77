"""Capture: an option taken keeps every sentence that says why, and an answer to what the
assistant asked is read on less evidence (blind splits fresh84-87, session 49, issue 16).

- Users take an option and then give their reasons in several sentences: "1. bundle the gtfs.
  the T1 and the 552 run through stretches with no signal ... timetables only change twice a
  year ...". The decision holds them all, up to a rule of its own or another point, instead of
  keeping the first and storing each reason as a memory of its own.
- When the assistant's reply ends by asking the user something ("Should a paused subscription
  count as active?"), what the user answers is what a later session would have to ask again:
  the lesson model reads it on a correction's evidence; a bare "yes, 1.5% of ..." is kept with
  the question it answers.
- From fresh88-91: "whoa no, ..." leads a correction; options laid out as bold bullets under
  "Three ways to ...:" can be taken by name, though not by a question about one; each item of
  a list the user types is a point of its own, told with its sentences that do not stand alone.
- From fresh92-95: points numbered inline ("... from now on: 1) ... 2) ...") are such a list,
  and each item after one kept as a rule is a rule too, unless it is for now.
"""

from __future__ import annotations

from cognition.capture.taken_up import asked_the_user
from tests.test_capture_quality import Session

OPTIONS = """\
The timetable screen needs data when there is no signal. Options:

1. **Bundle the GTFS in the app.** Ship the feed in the bundle and read it with SQLite.
2. **Download on launch and cache.** Fetch the feed on first launch, refresh weekly.
3. **Cache API responses.** Keep the last departures the API returned for each stop.
"""


def _decisions(*said: str) -> list[str]:
    cands = (
        Session()
        .user("riders see an empty timetable in the valleys, what can we do")
        .assistant(OPTIONS)
        .user(" ".join(said))
        .candidates()
    )
    return [c.content for c in cands]


def test_every_reason_after_the_choice_is_kept_with_the_decision() -> None:
    contents = _decisions(
        "1. bundle the gtfs.",
        "the T1 and the 552 run through stretches with no signal for half an hour, "
        "and people install the app at the stop.",
        "timetables only change twice a year, in may and september, and we ship a release "
        "for those anyway.",
    )
    [decision] = [c for c in contents if c.startswith("Chose ")]
    assert "Bundle the GTFS" in decision
    assert "no signal" in decision and "twice a year" in decision
    # and no reason is stored again as a memory of its own
    assert not [c for c in contents if "no signal" in c and c != decision]


def test_a_rule_or_another_point_after_the_reasons_stays_its_own() -> None:
    contents = _decisions(
        "1. bundle the gtfs.",
        "the T1 runs through stretches with no signal for half an hour.",
        "also the staging API key lives in the 1Password vault Glanmor-Dev, not in the repo.",
    )
    [decision] = [c for c in contents if c.startswith("Chose ")]
    assert "no signal" in decision
    assert "1Password" not in decision


def test_what_asks_the_user() -> None:
    assert asked_the_user("Plan: a daily mart.\n\nOne question: should paused count as active?")
    assert asked_the_user("Saved. Which one should this use, `send_mail` or notifications.send?")
    assert not asked_the_user("Why did it fail? The key had expired.\n\nRotated it, tests pass.")
    assert not asked_the_user("Done, 29 passed.")
    assert not asked_the_user("")


def _answer(question: str) -> list[str]:
    cands = (
        Session()
        .user("build a daily count of active subscribers per plan")
        .assistant(question)
        .user("paused zebra subscriptions count as active for up to 60 days from the pause.")
        .candidates()
    )
    return [c.content for c in cands]


def test_an_answer_to_the_assistants_question_is_read_on_less_evidence(between_the_lines) -> None:
    asked = "A daily mart from fct_subscriptions.\n\nShould a paused subscription count as active?"
    assert any("60 days" in c for c in _answer(asked))
    # the same sentence told after a reply that asks nothing needs the model's own line
    assert not any("60 days" in c for c in _answer("A daily mart from fct_subscriptions."))


# ------------------------------------------------ from the blind splits fresh88-91 (session 49)


def test_a_bare_yes_is_kept_with_the_question_it_answers(between_the_lines) -> None:
    cands = (
        Session()
        .user("add a pay button to the owner invoice page")
        .assistant(
            "The button creates a Checkout Session on the clinic's connected account.\n\n"
            "One question before I finish it: should the platform take an application fee on "
            "these owner payments? I've left `application_fee_amount` out for now."
        )
        .user(
            "yes, 1.5% of the zebra invoice total, rounded down to the cent, on every payment. "
            "its in the clinic contracts, same for every clinic"
        )
        .candidates()
    )
    [fee] = [c.content for c in cands if "1.5%" in c.content]
    assert "application_fee_amount" in fee and "application fee" in fee
    assert not fee.startswith("One question")  # the lead-in says nothing


def test_whoa_no_is_a_correction_lead(between_the_lines) -> None:
    cands = (
        Session()
        .user("add the recent patients list to the start screen")
        .assistant("Done. I also ran clang-format over src/, which touched 43 files.")
        .user("whoa no, undo the formatting. zebra clang-format is pinned to 17 in CI.")
        .candidates()
    )
    assert any("pinned to 17" in c.content for c in cands)


BULLET_OPTIONS = """\
Today `ImageStore::saveProcessed` writes one DICOM per exposure. Three ways to keep the raw frame:

- **Raw TIFF sidecar**: a 16-bit TIFF next to each DICOM. PACS won't import it.
- **DICOM For Processing**: a second DICOM instance with `PresentationIntentType = FOR PROCESSING`.
- **Own .kraw + SQLite index**: raw frames in a compact format of ours.
"""


def test_options_laid_out_as_bold_bullets_can_be_taken_by_name() -> None:
    cands = (
        Session()
        .user("we need to keep the raw frames for reprocessing")
        .assistant(BULLET_OPTIONS)
        .user(
            "dicom for processing. most practices' PACS already take for-processing images, and "
            "our IEC 62304 technical file lists DICOM as the only persistent image format."
        )
        .candidates()
    )
    [decision] = [c.content for c in cands if c.content.startswith("Chose ")]
    assert "FOR PROCESSING" in decision and "IEC 62304" in decision
    assert "Raw TIFF sidecar" in decision  # what was passed over


def test_a_question_about_an_option_does_not_take_it() -> None:
    cands = (
        Session()
        .user("we need to keep the raw frames for reprocessing")
        .assistant(BULLET_OPTIONS)
        .user("does dicom for processing work with every PACS?")
        .candidates()
    )
    assert not [c for c in cands if c.content.startswith("Chose ")]


LISTED = """\
few things before u start:
- leeds is gym 3, not 1. 1 was the old leeds site which closed last year and is soft deleted. \
never default to gym 1, default to null and make them pick
- prices are never decimals anywhere, everything is integer pence (day_pass_price_pence etc), \
format on the frontend with Intl.NumberFormat
- the vcpkg baseline in vcpkg.json stays where it is unless we plan for it. a dcmtk bump \
changes what we write into the DICOM headers, so it only moves in a release we budget for"""


def test_each_item_of_a_list_the_user_types_is_a_point_of_its_own() -> None:
    cands = (
        Session()
        .user("add a gym switcher to the header")
        .assistant("Sure. It will default to the first gym and show the day pass price.")
        .user(LISTED)
        .candidates()
    )
    contents = [c.content for c in cands]
    gym = [c for c in contents if "gym 3" in c]
    pence = [c for c in contents if "pence" in c]
    assert gym and pence and gym != pence  # two memories, not one
    assert not any("pence" in c for c in gym)
    # a sentence that does not stand alone is kept with the rest of its item
    [baseline] = [c for c in contents if "dcmtk" in c]
    assert baseline.startswith("the vcpkg baseline in vcpkg.json stays where it is")


def test_a_numbered_choice_is_not_a_list() -> None:
    from cognition.capture.prose import _sentences, list_items

    said = "1. bundle the gtfs. the T1 runs through stretches with no signal."
    assert set(list_items(said, _sentences(said))) == {-1}
    listed = "- leeds is gym 3. it was 1 before\n- prices are in pence"
    assert list_items(listed, _sentences(listed)) == [0, 0, 1]


# ------------------------------------------------ from the blind splits fresh92-95 (session 49)

NUMBERED = (
    "fix all 4. and make these the rules for every PR from now on: 1) no patient names in logs "
    "or sentry, ever, only patient_id. we had to file a breach report in august. 2) every new "
    "route gets Depends(require_role(...)), routes are open by default. 3) all timestamps are "
    "timestamptz columns, never datetime.utcnow()"
)


def test_points_numbered_inline_are_items_of_a_list() -> None:
    from cognition.capture.prose import _sentences, list_items

    said = _sentences(NUMBERED)
    assert list_items(NUMBERED, said) == [-1, 0, 0, 1, 2]  # the lead opens item 0
    # one number alone is no list: "2. docusign is per envelope ..."
    single = "2. docusign is per envelope. we get 3000 signups a month."
    assert set(list_items(single, _sentences(single))) == {-1}


def test_each_rule_of_a_numbered_list_is_its_own_memory() -> None:
    cands = (
        Session()
        .user("review the missed-visit alerts branch")
        .assistant("Four problems: the log line prints the patient's name, ... Want me to fix?")
        .user(NUMBERED)
        .candidates()
    )
    contents = [c.content for c in cands]
    for told in ("only patient_id", "require_role", "timestamptz"):
        [memory] = [c for c in contents if told in c]
        others = {"only patient_id", "require_role", "timestamptz"} - {told}
        assert not any(o in memory for o in others)


def test_rules_after_the_first_of_a_list_are_rules_though_unmarked() -> None:
    cands = (
        Session()
        .user("look over the schedule-editor branch")
        .assistant("Three things: the LiveView calls Repo directly, ...")
        .user(
            "do it. and put these in as rules for all PRs going forward: 1) liveviews never call "
            "Repo, everything goes through the context. 2) every change to the schedule "
            'broadcasts on the "schedule:updates" pubsub topic. 3) skip the mobile view for now, '
            "it has its own switcher"
        )
        .candidates()
    )
    contents = [c.content for c in cands]
    assert any("schedule:updates" in c and "Repo" not in c for c in contents)
    assert not any("mobile view" in c for c in contents)  # a one-off, not a rule
