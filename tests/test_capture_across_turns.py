"""Capture across the turns of an exchange (what blind splits fresh36-41 asked for): an option
the user takes by its number from a list the assistant laid out is the decision, kept with the
option taken and those passed over; the fix the user tells in answer to a cause the assistant
found joins it; accounts of one event are one experience."""

from __future__ import annotations

from cognition.capture.options_taken import laid_out, taken, title
from tests.test_capture_quality import Session, mentioning

OPTIONS = (
    "Three ways to update the firmware remotely:\n\n"
    "1. **LoRaWAN FUOTA** (multicast and fragmented blocks). Fully remote, but hours per session.\n"
    "2. **BLE DFU through the app**: the radio chip takes the image from the phone.\n"
    "3. **ST ROM bootloader over USB-C**: needs a laptop on site."
)


def _after_options(answer: str) -> list:
    """What capture keeps of the user's answer to the OPTIONS laid out."""
    return (
        Session()
        .user("what are our options for updating the scales without a site visit?")
        .assistant(OPTIONS)
        .user(answer)
        .candidates()
    )


def test_an_option_taken_by_its_number_is_kept_with_what_it_is() -> None:
    cands = _after_options(
        "hm. hogging community gateways for hours with multicast is not ok. so 2. and use "
        "MCUboot for the swap"
    )
    kept = mentioning(cands, "BLE DFU")
    assert len(kept) == 1
    assert "LoRaWAN FUOTA" in kept[0].content and "multicast is not ok" in kept[0].content


def test_an_option_ruled_out_by_its_number_is_not_taken() -> None:
    opts = laid_out(OPTIONS)
    assert taken(["3 is out, we have no laptops on site."], opts) is None
    assert taken(["so 2."], opts) == (0, "2")
    assert taken(["a. fixed key please"], laid_out("a) random keys\nb) a fixed key")) == (0, "a")


def test_a_number_without_a_list_before_it_takes_nothing() -> None:
    cands = (
        Session()
        .user("how many replicas does the api run?")
        .assistant("It runs 3 replicas behind the load balancer.")
        .user("2. we scaled it down last week")
        .candidates()
    )
    assert not [c for c in cands if c.content.startswith("Chose")]


def test_an_option_is_named_by_its_bold_title_or_its_first_words() -> None:
    assert title("**BLE DFU through the app**: the radio chip ...") == "BLE DFU through the app"
    assert title("Keep it dynamic, cache in the BFF. Costs a request.") == (
        "Keep it dynamic, cache in the BFF"
    )


def test_what_is_said_after_the_choice_stays_a_statement_of_its_own() -> None:
    cands = _after_options(
        "so 2. Every firmware image must be signed with the ed25519 release key, never "
        "flash unsigned builds."
    )
    chose = [c for c in cands if c.content.startswith("Chose")]
    assert len(chose) == 1 and "ed25519" not in chose[0].content
    assert "BLE DFU through the app" in chose[0].content


def test_the_fix_the_user_tells_after_a_cause_found_joins_it() -> None:
    found = (
        "Found it. Namibia's ISO country code is `NA`, and `pd.read_csv` treats the string NA "
        "as a missing value by default, so those rows lose their `country` and get dropped."
    )
    cands = (
        Session()
        .user("the carrier import drops 14 rows every night, can you check why")
        .assistant(found)
        .user("ok fix it in the loader: keep_default_na=False for every carrier csv")
        .candidates()
    )
    kept = mentioning(cands, "keep_default_na")
    assert len(kept) == 1 and "Namibia" in kept[0].content
    # told two turns later, it is a statement of its own
    later = (
        Session()
        .user("the carrier import drops 14 rows every night, can you check why")
        .assistant(found)
        .user("hm, interesting. how many carriers send a csv at all?")
        .assistant("Six carriers send one.")
        .user("ok fix it in the loader: keep_default_na=False for every carrier csv")
        .candidates()
    )
    assert not [c for c in mentioning(later, "keep_default_na") if "Namibia" in c.content]


def test_accounts_of_one_event_are_one_experience() -> None:
    cands = (
        Session()
        .user("some customers got their november statement twice, can you find out why?")
        .assistant(
            "Found it. `renderStatementPdf` draws every transaction synchronously with pdfkit, "
            "which keeps the event loop busy for over 30 s. BullMQ renews the job lock from "
            "that same event loop, so the lock runs out, the job is marked stalled and another "
            "worker runs it again while the first run is still sending."
        )
        .user(
            "for the postmortem: the cause was the sync pdf render blocking the event loop "
            "past the 30s lock, so bullmq marked the job stalled and re-ran it while the first "
            "run was still going"
        )
        .candidates()
    )
    assert len(mentioning(cands, "event loop")) == 1


def test_two_pieces_of_advice_on_one_script_stay_two() -> None:
    cands = (
        Session()
        .user("my deploy script keeps going after curl fails, why?")
        .assistant(
            "If curl fails but jq exits 0, the pipeline counts as a success and the script "
            "continues. Add `set -o pipefail` so the pipeline fails if any command in it fails."
        )
        .user("should i add set -u too?")
        .assistant(
            "Usually worth it: `set -u` makes an unset variable an error, so a typo in a "
            "variable name fails the script loudly instead of expanding to an empty string."
        )
        .candidates()
    )
    assert not [c for c in cands if "pipefail" in c.content and "set -u" in c.content]


def test_a_value_changed_by_others_told_of_it_replaces_the_stale_one_with_its_subject() -> None:
    """Regression (fresh13): "argh rite, infra moved it to 22022 ... its 22022 now" did not read
    as a correction, so the stale "bastion sshd is on 2222" was kept; kept now, it says what
    "it" is."""
    cands = (
        Session()
        .user(
            "new hosts in inventory/prod/web.yml cant get thru the bastion, playbook just hangs "
            "on gathering facts. bastion sshd is on 2222 btw, prob the proxyjump is wrong"
        )
        .assistant("The ProxyJump has no port, so ssh goes to 22 on the bastion. I'll add `:2222`.")
        .assistant("It gets further now but the bastion refuses connections on 2222.")
        .user(
            "argh rite, infra moved it to 22022 in the march hardening pass and firewalled 2222. "
            "its 22022 now, use that"
        )
        .candidates()
    )
    assert not [c for c in cands if "sshd is on 2222" in c.content]
    kept = mentioning(cands, "22022")
    assert len(kept) == 1 and kept[0].content.startswith("bastion sshd: ")


def test_the_assistant_reporting_its_own_change_corrects_nothing() -> None:
    from cognition.capture.meta_talk import _unwrap

    assert not _unwrap("Changed it to `esc_html_e( 'Join the waitlist' )`.").corrective
    assert not _unwrap("I changed it to 22022 in the profile.").corrective
    assert _unwrap("infra moved it to 22022 in the march hardening pass").corrective
    assert _unwrap("its 22022 now, use that").corrective


def test_what_the_user_had_said_named_as_what_is_not_so_is_a_correction() -> None:
    """Regression (fresh31): "reminders go out 48 hours before the appointment, not the evening
    before." after the user's own "send it the evening before at 6pm" was read as chat."""
    cands = (
        Session()
        .user(
            "kerrigan vets: add appointment reminder sms. send it the evening before at 6pm "
            "clinic time. use the existing twilio wrapper in notifications/sms.py"
        )
        .assistant("Added `send_appointment_reminders`, scheduled every 15 minutes in beat.")
        .user(
            "hm just got off the phone w/ their practice manager. reminders go out 48 hours "
            "before the appointment, not the evening before. half their clients are farmers."
        )
        .candidates()
    )
    assert len(mentioning(cands, "48 hours before")) == 1
    assert not mentioning(cands, "6pm clinic time")


def test_not_followed_by_something_never_said_is_no_correction() -> None:
    cands = (
        Session()
        .user("add appointment reminder sms, use the twilio wrapper in notifications/sms.py")
        .assistant("Added `send_appointment_reminders`.")
        .user("looks good, the text goes out as plain sms, not whatsapp.")
        .candidates()
    )
    assert not mentioning(cands, "whatsapp")


def test_an_option_laid_out_in_a_sentence_and_taken_with_its_why_after_it() -> None:
    cands = (
        Session()
        .user("tidewater chokes on some GPX files with 'invalid timestamp', can you look?")
        .assistant(
            "The file is from Garmin Connect and its `<time>` values have no offset at all. "
            "Options: (a) fall back to `NaiveDateTime` and assume UTC, (b) return the naive time "
            "and let the caller decide, (c) reject with a clearer error."
        )
        .user("(a). the GPX 1.1 schema says times are UTC anyway, Garmin just forgets the Z.")
        .candidates()
    )
    kept = mentioning(cands, "NaiveDateTime")
    assert len(kept) == 1 and "Garmin just forgets the Z" in kept[0].content
    assert "(not return the naive time" in kept[0].content


def test_an_option_taken_by_its_name_is_the_decision() -> None:
    """fresh44-45 (after their one measured run): "django-celery-beat." and "OR-Tools CP-SAT in
    a python sidecar." answer a list of options by the option's name."""
    cands = (
        Session()
        .user("underwriting wants to change when the rate import runs. what are the options")
        .assistant(
            "Options:\n"
            "1. Move it into the static `CELERY_BEAT_SCHEDULE`. Every change is a deploy.\n"
            "2. django-celery-beat with its `DatabaseScheduler`: schedules are rows in the DB.\n"
            "3. Keep cron and add an admin button that calls the task."
        )
        .user(
            "django-celery-beat. underwriting moves the import around every quarter and they "
            "shouldn't need a deploy for that."
        )
        .candidates()
    )
    kept = mentioning(cands, "DatabaseScheduler")
    assert len(kept) == 1 and "underwriting moves the import" in kept[0].content
    opts = laid_out("1. Move it into settings.\n2. django-celery-beat with a DB scheduler.")
    assert taken(["thanks, that's a useful overview"], opts) is None
