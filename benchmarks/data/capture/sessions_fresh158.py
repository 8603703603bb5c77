"""The "fresh158" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH158: list[dict[str, Any]] = [
    # --- "shelfcheck": self-checkout kiosks for the Harlow County Library District (branches
    # Central, Eastbrook, Millbrook). Kotlin + Jetpack Compose app on Samsung Galaxy Tab Active4
    # Pro tablets in kiosk mode, Hilt, Room, a Feig ISC.MRU102 RFID pad over USB serial, SIP2
    # over TCP to Koha 23.11's SIPServer, receipts on a USB printer, tablets managed by Intune ---
    {
        "name": "fresh158-shelfcheck-chitchat-remember-saveable-and-welcome-typo",
        "split": "fresh158",
        "steps": [
            (
                "user",
                "whats actually the diff between remember and rememberSaveable? pin pad clears "
                "when i rotate my dev tablet. also welcome screen says Plese scan your library "
                "card, embarassing",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/ui/pin/PinPad.kt",
                "@Composable\n"
                "fun PinPad(onSubmit: (String) -> Unit) {\n"
                '    var pin by remember { mutableStateOf("") }\n'
                "    Column {\n"
                "        PinDots(length = pin.length)\n"
                "        DigitGrid(onDigit = { if (pin.length < 6) pin += it },\n"
                '                  onClear = { pin = "" },\n'
                "                  onOk = { onSubmit(pin) })\n"
                "    }\n"
                "}\n",
            ),
            (
                "bash",
                "grep -n 'Plese' -r app/src/main/res/ && grep -n 'screenOrientation' "
                "app/src/main/AndroidManifest.xml",
                'app/src/main/res/values/strings.xml:12:    <string name="welcome_scan_card">'
                "Plese scan your library card</string>\n"
                "app/src/main/AndroidManifest.xml:21:            android:screenOrientation="
                '"sensorLandscape"',
            ),
            (
                "think",
                "remember survives recomposition only; a rotation recreates the activity "
                "(configuration change) so the composition is thrown away. rememberSaveable "
                "writes to the saved instance state Bundle. For a PIN that means the PIN sits "
                "in the Bundle, which is not great. sensorLandscape still flips between the two "
                "landscape orientations, which is a config change too on some devices. On the "
                "kiosks the lockdown profile pins rotation anyway.",
            ),
            (
                "assistant",
                "**`remember`** keeps a value across *recompositions*: as long as the composable "
                "stays in the composition, the value sticks. When you rotate, Android recreates "
                "the activity (a configuration change), the whole composition is rebuilt, and "
                "anything in plain `remember` starts over.\n\n"
                "**`rememberSaveable`** additionally writes the value into the saved instance "
                "state `Bundle`, so it survives rotation and process death. It only works for "
                "types a `Bundle` can hold (or with a custom `Saver`).\n\n"
                "For the PIN I'd actually leave it as `remember`: with `rememberSaveable` the "
                "PIN would be written to the saved state bundle, and on the kiosks rotation is "
                "locked by the lockdown profile anyway, so the clearing only happens on your dev "
                "tablet. Clearing the PIN on rotation is arguably the safer behaviour.\n\n"
                "I'll fix the typo in `strings.xml` (`Plese` -> `Please`). Want me to check the "
                "Spanish strings too?",
            ),
            ("user", "ya leave the pin. check es too"),
            (
                "bash",
                "grep -n 'welcome_scan_card' app/src/main/res/values-es/strings.xml",
                '12:    <string name="welcome_scan_card">Escanee su tarjeta de la biblioteca'
                "</string>",
            ),
            ("edit", "app/src/main/res/values/strings.xml"),
            (
                "bash",
                "./gradlew :app:lintDebug -q 2>&1 | tail -2",
                "Lint found no errors or warnings in app (0 errors, 0 warnings)",
            ),
            (
                "assistant",
                "Fixed: the welcome string now reads *Please scan your library card*. The "
                "Spanish one was already correct. Lint is clean.",
            ),
            ("user", "thx 🙏"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh158-shelfcheck-incident-fortigate-idle-drop-first-checkout",
        "split": "fresh158",
        "steps": [
            (
                "user",
                "eastbrook says the first checkout every morning fails with 'Service "
                "unavailable, please see staff' and then the next one works fine. started "
                "after they got the new firewall last week. kiosk logs attached in "
                "~/Downloads/eb-kiosk2-logs.zip",
            ),
            (
                "bash",
                "cd /tmp && unzip -oq ~/Downloads/eb-kiosk2-logs.zip -d eb2 && "
                "grep -h 'Sip2' eb2/shelfcheck-2026-12-0*.log | grep -E '17:5|08:5|09:0'",
                "2026-12-03 17:58:41 I Sip2Client: -> 63 patron info AO=EB (seq 7)\n"
                "2026-12-03 17:58:41 I Sip2Client: <- 64 ok (seq 7) 38ms\n"
                "2026-12-04 08:59:12 I Sip2Client: -> 11 checkout AO=EB (seq 8)\n"
                "2026-12-04 08:59:42 E Sip2Client: java.net.SocketTimeoutException: Read "
                "timed out\n"
                "2026-12-04 08:59:42 W CheckoutViewModel: checkout failed -> ServiceUnavailable\n"
                "2026-12-04 09:00:03 I Sip2Client: connect 10.40.2.15:6001 ok, 93 login ok\n"
                "2026-12-04 09:00:04 I Sip2Client: -> 11 checkout AO=EB (seq 0)\n"
                "2026-12-04 09:00:04 I Sip2Client: <- 12 ok (seq 0) 51ms",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/sip2/Sip2Client.kt",
                "class Sip2Client(private val cfg: BranchConfig) {\n"
                "    private var socket: Socket? = null\n\n"
                "    suspend fun send(msg: Sip2Message): Sip2Response = withContext(io) {\n"
                "        val s = socket ?: connectAndLogin().also { socket = it }\n"
                "        s.soTimeout = 30_000\n"
                "        try {\n"
                "            s.getOutputStream().write(msg.encode(seq.next()))\n"
                "            Sip2Response.parse(s.readUntilCr())\n"
                "        } catch (e: IOException) {\n"
                "            socket?.close(); socket = null\n"
                "            throw e\n"
                "        }\n"
                "    }\n"
                "}\n",
            ),
            (
                "think",
                "Last traffic 17:58 the evening before, next attempt 08:59. The write succeeded "
                "(no exception on write) and the read timed out after 30 s: classic silently "
                "dropped TCP session, no RST came back. Then the catch closes the socket and the "
                "next send reconnects, which is why the second checkout works. New firewall -> "
                "probably a session TTL. Check with the branch IT what the idle timeout is; "
                "meanwhile try to reproduce from the Eastbrook test tablet with a long idle.",
            ),
            (
                "bash",
                "adb -s EBTEST01 shell 'cd /data/local/tmp && ./sip2probe --host 10.40.2.15 "
                "--port 6001 --idle 3500,3700'",
                "idle 3500s -> 99 sc status: 98 ok 41ms\n"
                "idle 3700s -> 99 sc status: write ok, read timeout after 30000ms (no RST)",
            ),
            (
                "assistant",
                "Reproduced from the Eastbrook test tablet: after **3500 s** idle the SIP2 "
                "socket still works, after **3700 s** the write goes out and nothing ever comes "
                "back, no RST either.\n\n"
                "**Cause:** the new firewall drops idle TCP sessions after about an hour and "
                "does it silently. The kiosk keeps its SIP2 socket open overnight, so the first "
                "checkout in the morning is written into a dead connection, the read times out "
                "after 30 s, and the user sees *Service unavailable*. The `catch` then closes the "
                "socket, so the next checkout reconnects and works.\n\n"
                "**Fix I'd suggest:**\n"
                "- send an SC Status (`99`) as a keepalive every 5 minutes while the kiosk is "
                "idle, which keeps the session alive in the firewall table\n"
                "- if the socket has been idle for more than 10 minutes anyway (tablet asleep, "
                "app in background), reconnect and log in again *before* sending\n\n"
                "Can you ask Eastbrook IT what the session TTL actually is? I measured between "
                "3500 and 3700 s.",
            ),
            (
                "user",
                "its a fortigate 60F, kev says the default session ttl is 3600. and all the "
                "branches get the same box in january so dont make this eastbrook only",
            ),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/sip2/Sip2Client.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/sip2/Sip2Keepalive.kt"),
            ("edit", "app/src/test/java/org/harlowlib/shelfcheck/sip2/Sip2ClientTest.kt"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest --tests '*Sip2*' -q 2>&1 | tail -3",
                "Sip2ClientTest > reconnects before send after long idle PASSED\n"
                "Sip2KeepaliveTest > sends 99 every 5 minutes when idle PASSED\n"
                "BUILD SUCCESSFUL in 21s",
            ),
            (
                "bash",
                "./gradlew :app:installRelease -q && adb -s EBTEST01 shell am start -n "
                "org.harlowlib.shelfcheck/.MainActivity && sleep 3900 && adb -s EBTEST01 "
                "logcat -d -s Sip2Client | tail -3",
                "I Sip2Client: -> 99 sc status (keepalive)\n"
                "I Sip2Client: <- 98 ok 39ms\n"
                "I Sip2Client: -> 99 sc status (keepalive)",
            ),
            (
                "assistant",
                "Done, for every branch:\n\n"
                "- `Sip2Keepalive` sends an SC Status every 5 minutes while no other SIP2 "
                "traffic happened\n"
                "- `Sip2Client.send` reconnects and logs in again first if the socket was idle "
                "for over 10 minutes\n"
                "- tests for both\n\n"
                "The test tablet has been idle for 65 minutes and the keepalives still get "
                "answers. Once it's in the next release Eastbrook should stop seeing the "
                "morning error.",
            ),
            (
                "user",
                "ok so tldr the fortigate drops idle sessions after 3600s without a RST so the "
                "overnight sip2 socket was dead by morning, and the fix is an sc status "
                "keepalive every 5 minutes plus reconnecting before send after a long idle. "
                "ill tell eastbrook",
            ),
            ("user", "dont cut a release yet btw, waiting on the millbrook thing"),
            ("assistant", "Understood, nothing released; the changes are on `main` only."),
        ],
        "lessons": [
            {"keys": ["fortigate", "3600"]},
            {"keys": ["sc status", "keepalive every 5 minutes"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh158-shelfcheck-decision-koha-down-option-3-no-offline-loans",
        "split": "fresh158",
        "steps": [
            (
                "user",
                "central lost the link to koha for like 40 min yesterday and all 4 kiosks just "
                "sat on the error screen. line at the desk out the door. can we do something "
                "smarter when koha is down",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/checkout/CheckoutViewModel.kt",
                "fun checkout(item: TagRead) = viewModelScope.launch {\n"
                "    _state.value = when (val r = runCatching { sip2.checkout(patron, item) }"
                ".getOrNull()) {\n"
                "        null -> CheckoutState.ServiceUnavailable\n"
                "        else -> r.toState()\n"
                "    }\n"
                "}\n",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/data/ShelfcheckDb.kt",
                "@Database(entities = [TransactionLog::class], version = 4)\n"
                "abstract class ShelfcheckDb : RoomDatabase() {\n"
                "    abstract fun log(): TransactionLogDao\n"
                "}\n",
            ),
            (
                "think",
                "Options: store-and-forward offline checkouts (SIP2 has the 'no block' flag on "
                "message 11 exactly for offline transactions played back later); cache of "
                "patron validity; or keep refusing but handle it better. Store-and-forward is "
                "what the commercial kiosks do. Room is already there for the log.",
            ),
            (
                "assistant",
                "Three ways to handle Koha being unreachable:\n\n"
                "1. **Store and forward**: accept checkouts while offline, queue them in Room, "
                "and replay them with the SIP2 *no block* flag (`11` with `NB=Y`) once the link "
                "is back. Patrons barely notice; the commercial kiosks all do this.\n"
                "2. **Cached patron check**: keep a nightly hash list of valid cards and allow "
                "offline loans only for those, then replay like 1.\n"
                "3. **Refuse, but better**: a proper *Kiosk offline, please use the desk* "
                "screen, keep the RFID security bit untouched, and post to the branch's Teams "
                "channel so staff know right away.\n\n"
                "I'd go with **1**: it's the only one that actually shortens the desk line, and "
                "`NB=Y` is designed for it.",
            ),
            (
                "user",
                "3. no offline loans, they skip the hold check so a book on hold for someone "
                "else walks out the door, and the circ manager already said no to that last "
                "year. desk is always staffed when the branch is open so sending people there "
                "is fine",
            ),
            (
                "assistant",
                "Got it, option 3: when Koha can't be reached the kiosk refuses checkouts and "
                "sends patrons to the desk, no offline loans. Which Teams channel per branch? "
                "I'll put the webhook URL in `BranchConfig`.",
            ),
            ("user", "#circ-<branch>, i'll put the webhook urls in the intune config myself"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/checkout/CheckoutViewModel.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/ui/offline/OfflineScreen.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/notify/TeamsNotifier.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/config/BranchConfig.kt"),
            ("edit", "app/src/main/res/values/strings.xml"),
            ("edit", "app/src/main/res/values-es/strings.xml"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest -q 2>&1 | tail -2",
                "BUILD SUCCESSFUL in 34s\n57 tests completed, 0 failed",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- after a failed SIP2 connect the kiosk switches to `OfflineScreen` (*Kiosk "
                "offline, please use the desk*, English and Spanish) and stops reading tags\n"
                "- it posts once to the branch's Teams webhook (`BranchConfig.teamsWebhook`, "
                "read from the Intune app config) and again when Koha is back\n"
                "- it probes with an SC Status every 30 s and returns to the welcome screen on "
                "its own\n\nNo checkout is ever queued offline.",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["offline loans", "hold check"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh158-shelfcheck-tool-stored-intune-and-millbrook-danish-model",
        "split": "fresh158",
        "steps": [
            (
                "user",
                "remember this one: release builds go to the tablets through intune only, "
                "upload the aab to the Kiosk-Prod app in intune. never adb sideload in a "
                "branch, it knocks the tablet out of the lockdown profile. ok now millbrook "
                "keeps reading their 2-disc dvd sets as one item",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "shelfcheck: release builds reach the kiosk tablets only "
                    "through Intune (upload the AAB to the Kiosk-Prod app); never adb sideload "
                    "in a branch, it breaks the lockdown profile.",
                    "tags": ["shelfcheck", "release", "intune"],
                },
                '{"id":"2291","action":"stored"}',
                False,
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/rfid/TagDecoder.kt",
                "object TagDecoder {\n"
                "    // ISO 28560-2: object-identifier based, set info in OID 2\n"
                "    fun decode(block: ByteArray): TagRead {\n"
                "        val d = Iso28560Part2.parse(block)\n"
                "        return TagRead(itemId = d.primaryItemId,\n"
                "                       partNo = d.setInfo?.partNo ?: 1,\n"
                "                       partsInSet = d.setInfo?.partsInItem ?: 1)\n"
                "    }\n"
                "}\n",
            ),
            (
                "bash",
                "adb -s MBTEST01 shell 'cd /data/local/tmp && ./feigdump --blocks 0-7' | head -4",
                "UID E00401508A3C11F2  DSFID 0x00  AFI 0x07\n"
                "blk0: 11 02 01 33 31 31 34 30 30 30 32 39 35 38 38 30\n"
                "blk1: 31 00 00 00 00 00 00 00 44 4B 00 00 00 00 00 00\n"
                "blk2: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00",
            ),
            (
                "think",
                "DSFID 0x00 and a fixed layout starting with 0x11 version byte, 'DK' country "
                "code at blk1: this looks like the Danish data model (ISO 28560-3, fixed "
                "length), not 28560-2. Parsing it as part 2 loses the set info, so partsInSet "
                "defaults to 1 and a 2-disc set is accepted with one tag. Need to confirm which "
                "branches use which model before hardcoding anything.",
            ),
            (
                "assistant",
                "Saved the Intune release rule.\n\n"
                "On the DVD sets: the tag I dumped at Millbrook doesn't look like the "
                "ISO 28560-2 layout `TagDecoder` expects. It has DSFID `0x00`, a fixed-length "
                "block starting with version `0x11` and a `DK` country code, which is the "
                "**Danish data model (ISO 28560-3)**. Decoded as part 2, the set info is "
                "lost, `partsInSet` defaults to 1, and the kiosk happily checks out a 2-disc set "
                "after seeing one tag.\n\nQuestion: which branches have tags in which data "
                "model? Is Millbrook the only one?",
            ),
            (
                "user",
                "yeah millbrook was tagged by bibliotheca back in 2019 so millbrook stock uses "
                "the danish model 28560-3, central and eastbrook are all 28560-2. items do move "
                "between branches tho so a central kiosk can see a millbrook tag",
            ),
            (
                "think",
                "Since items float between branches, choose the decoder per tag, not per "
                "branch. The DSFID / first byte distinguishes them: 28560-2 tags have DSFID "
                "0x06 here, 28560-3 tags have 0x00 and the 0x11 header.",
            ),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/rfid/TagDecoder.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/rfid/Iso28560Part3.kt"),
            ("edit", "app/src/test/java/org/harlowlib/shelfcheck/rfid/TagDecoderTest.kt"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest --tests '*TagDecoder*' -q 2>&1 | tail -3",
                "TagDecoderTest > part3 two-disc set needs both parts PASSED\n"
                "TagDecoderTest > part2 tag still decodes PASSED\n"
                "BUILD SUCCESSFUL in 17s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `TagDecoder` picks the decoder per tag from the DSFID and header, so a "
                "Millbrook item works at any branch\n"
                "- new `Iso28560Part3` decoder reads the set info (part / parts in set)\n"
                "- the checkout screen waits for all parts of a set and shows *Place all discs "
                "on the pad* otherwise\n\nTested with the dump from the Millbrook test tablet.",
            ),
            ("user", "sweet. thats the millbrook thing, go ahead and bump to 2.8.0"),
            ("edit", "app/build.gradle.kts"),
            (
                "bash",
                "./gradlew :app:bundleRelease -q && ls -la app/build/outputs/bundle/release/",
                "-rw-r--r-- 1 dev dev 9184221 Dec  5 16:02 app-release.aab",
            ),
            (
                "assistant",
                "Bumped to `2.8.0` and built `app-release.aab`; it's ready to upload to "
                "Kiosk-Prod in Intune.",
            ),
        ],
        "lessons": [
            {"keys": ["millbrook", "28560-3"]},
        ],
        "tool_stored": [["intune", "sideload"]],
    },
    {
        "name": "fresh158-shelfcheck-review-renew-screen-rules-institution-per-branch",
        "split": "fresh158",
        "steps": [
            ("user", "can u review tomasz's PR 64, the renew-all screen"),
            (
                "bash",
                "gh pr diff 64 --name-only",
                "app/src/main/java/org/harlowlib/shelfcheck/renew/RenewScreen.kt\n"
                "app/src/main/java/org/harlowlib/shelfcheck/renew/RenewViewModel.kt\n"
                "app/src/main/java/org/harlowlib/shelfcheck/sip2/Sip2Message.kt",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/renew/RenewViewModel.kt",
                "fun renewAll() = viewModelScope.launch {\n"
                '    Log.d(TAG, "renew all for patron ${patron.barcode}")\n'
                "    val r = sip2.send(Sip2Message.renewAll(\n"
                '        institution = "HCL",\n'
                "        patron = patron.barcode,\n"
                "        pin = patron.pin))\n"
                "    _state.value = r.toRenewState()\n"
                "}\n",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/renew/RenewScreen.kt",
                "Button(onClick = vm::renewAll) {\n"
                '    Text("Renew all my items")\n'
                "}\n"
                "if (state is RenewState.Done) {\n"
                '    Text("${state.renewed} items renewed, ${state.failed} could not be renewed")\n'
                "}\n",
            ),
            (
                "bash",
                "grep -rn 'institution = ' app/src/main/java | grep -v renew",
                "app/src/main/java/org/harlowlib/shelfcheck/sip2/Sip2Client.kt:88:        "
                "institution = cfg.institutionId,",
            ),
            (
                "think",
                "Hardcoded texts, barcode in a debug log. The HCL institution: the rest of the "
                "code uses cfg.institutionId, but maybe that's always HCL. The district is one "
                "Koha install, so probably one institution. I'll mention it as minor.",
            ),
            (
                "assistant",
                "Review of #64:\n\n"
                '1. **Hardcoded texts** in `RenewScreen`: `"Renew all my items"` and the '
                "result line aren't in `strings.xml`.\n"
                "2. **`Log.d` with `patron.barcode`** writes the full card number to logcat.\n"
                '3. **`institution = "HCL"`**: the other messages use `cfg.institutionId`; '
                "since the whole district is one Koha institution that's the same value, so "
                "this is only a consistency nit.\n\n"
                "Otherwise the SIP2 `65` renew-all message looks right.",
            ),
            (
                "user",
                "yes to 1 and 2, write them in the review as rules for the repo. Every "
                "user-facing string goes in strings.xml and the spanish one in values-es in the "
                "same PR, the board wants both languages on every screen. Patron barcodes and "
                "PINs never go into any log, use maskBarcode() which keeps the last 4. And 3 "
                "isnt a nit, each branch is its own institution in koha (CEN, EB, MB), the AO "
                "field always comes from BranchConfig.institutionId, HCL is left over from "
                "before the branches were split and koha rejects it now",
            ),
            (
                "bash",
                "grep -rn 'fun maskBarcode' app/src/main/java",
                "app/src/main/java/org/harlowlib/shelfcheck/util/Privacy.kt:5:fun "
                'maskBarcode(b: String): String = "*".repeat(maxOf(0, b.length - 4)) + '
                "b.takeLast(4)",
            ),
            ("edit", "/tmp/review_64.md"),
            (
                "bash",
                "gh pr review 64 --request-changes --body-file /tmp/review_64.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "You're right about 3, I assumed one institution for the whole district. Posted "
                "the review on #64 with changes requested:\n\n"
                "- both texts move to `strings.xml` with Spanish versions in `values-es`\n"
                "- the log line uses `maskBarcode(patron.barcode)`, and the PIN isn't logged\n"
                '- `institution` comes from `cfg.institutionId`; `"HCL"` would be rejected '
                "by Koha\n\nI also listed the three rules at the top of the review so they apply "
                "beyond this PR.",
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [
            {"keys": ["strings.xml", "values-es"]},
            {"keys": ["maskBarcode()", "last 4"]},
            {
                "keys": ["institution", "BranchConfig.institutionId"],
                "not": ["whole district is one Koha institution"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh158-shelfcheck-correction-receipt-printer-32-columns-in-passing",
        "split": "fresh158",
        "steps": [
            (
                "user",
                "patrons keep asking for email receipts instead of paper. add a choice on the "
                "done screen, print or email. koha has their email",
            ),
            (
                "read",
                "README.md",
                "## Hardware\n\n- Samsung Galaxy Tab Active4 Pro, kiosk mode via Intune\n"
                "- Feig ISC.MRU102 RFID pad (USB)\n"
                "- Receipt printer: Epson TM-T20III, 80 mm paper, 48 columns\n",
            ),
            (
                "read",
                "app/src/main/java/org/harlowlib/shelfcheck/receipt/ReceiptFormatter.kt",
                "class ReceiptFormatter(private val width: Int = 48) {\n"
                "    fun format(tx: SessionSummary): List<String> = buildList {\n"
                "        add(center(tx.branchName))\n"
                "        tx.items.forEach { add(padRight(it.title.take(width - 11), width - 10)"
                " + it.due.format(DUE)) }\n"
                "    }\n"
                "}\n",
            ),
            (
                "think",
                "SIP2 64 patron info response carries the email in the BE field, so no extra "
                "call. Email sending: the kiosk shouldn't hold SMTP credentials; Koha can send "
                "via its message queue? Simpler: the library already has a small mail relay? "
                "Ask. Plan first.",
            ),
            (
                "assistant",
                "Plan:\n\n"
                "- the patron info response (`64`) already has the email in the `BE` field, so "
                "no extra lookup\n"
                "- the done screen gets two buttons, **Print** and **Email**; Email is hidden "
                "when `BE` is empty\n"
                "- the email body reuses `ReceiptFormatter`, and the printed receipt stays at 48 "
                "columns for the 80 mm TM-T20III\n\n"
                "One question: where should the mail go out from? I'd rather not put SMTP "
                "credentials on the tablets.",
            ),
            (
                "user",
                "use the relay at mail-relay.harlowlib.org:25, it only takes mail from the "
                "branch vlans so no creds needed. btw the receipt printers are star mC-Print2 "
                "now, 58mm paper and 32 columns, we swapped them all in august, readme is old",
            ),
            (
                "bash",
                "grep -rn 'ReceiptFormatter(' app/src/main/java",
                "app/src/main/java/org/harlowlib/shelfcheck/receipt/PrintService.kt:22:    "
                "private val formatter = ReceiptFormatter()",
            ),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/receipt/ReceiptFormatter.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/receipt/PrintService.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/receipt/EmailReceipt.kt"),
            ("edit", "app/src/main/java/org/harlowlib/shelfcheck/ui/done/DoneScreen.kt"),
            ("edit", "app/src/main/res/values/strings.xml"),
            ("edit", "app/src/main/res/values-es/strings.xml"),
            ("edit", "README.md"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest --tests '*Receipt*' -q 2>&1 | tail -2",
                "ReceiptFormatterTest > wraps long titles at 32 columns PASSED\n"
                "BUILD SUCCESSFUL in 15s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- done screen offers **Print** / **Email** (Email only if Koha has an address)\n"
                "- `EmailReceipt` sends through `mail-relay.harlowlib.org:25`, no credentials\n"
                "- `ReceiptFormatter` defaults to **32 columns** for the 58 mm mC-Print2; long "
                "titles wrap instead of being cut\n"
                "- README hardware list updated\n\n"
                "Strings are in English and Spanish.",
            ),
            ("user", "great, thanks"),
        ],
        "lessons": [
            {"keys": ["mC-Print2", "32 columns"], "not": ["stays at 48 columns"]},
            {"keys": ["mail-relay.harlowlib.org", "branch vlans"]},
        ],
        "tool_stored": [],
    },
]
