"""The "fresh55" capture sessions: written in session 27 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH55: list[dict[str, Any]] = [
    # --- "tillfleet": Ansible + AWX management of a 140-store bakery chain's on-prem fleet (Debian 12 store servers and POS tills, WireGuard to HQ, NetBox inventory) ---
    {
        "name": "fresh55-tillfleet-dpkg-lock-apt-daily-timers",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "nightly awx baseline job failed on 23 stores again w/ apt lock errors. random which ones every night. job 48211",
            ),
            (
                "bash",
                "awx jobs stdout 48211 | grep -B1 'Could not get lock' | head -6; awx jobs stdout 48211 | tail -3",
                'TASK [pos_base : Install POS packages] *****************************************\nfatal: [pos-117-02]: FAILED! => {"changed": false, "msg": "Failed to lock apt for exclusive operation: Failed to lock directory /var/lib/apt/lists/: E:Could not get lock /var/lib/apt/lists/lock. It is held by process 1822 (apt-get)"}\n--\nfatal: [srv-033]: FAILED! => {"changed": false, "msg": "Failed to lock apt for exclusive operation: Failed to lock directory /var/lib/apt/lists/: E:Could not get lock /var/lib/apt/lists/lock. It is held by process 2407 (apt-get)"}\nPLAY RECAP *********************************************************************\n...\nok=14921  changed=212  unreachable=2  failed=23  skipped=1880',
            ),
            (
                "bash",
                "ansible pos-117-02 -i inventory/netbox.yml -b -m shell -a \"systemctl list-timers 'apt-daily*' --all --no-pager; journalctl -u apt-daily.service --since '2026-12-05 01:50' --until '2026-12-05 02:30' --no-pager | tail -3; dpkg -l unattended-upgrades | tail -1\"",
                "pos-117-02 | CHANGED | rc=0 >>\nNEXT                        LEFT     LAST                        PASSED  UNIT                    ACTIVATES\nSat 2026-12-05 14:41:09 CET 4h 2min  Sat 2026-12-05 02:03:11 CET 8h ago  apt-daily.timer         apt-daily.service\nSun 2026-12-06 06:24:52 CET 19h left Sat 2026-12-05 06:11:37 CET 4h ago  apt-daily-upgrade.timer apt-daily-upgrade.service\nDec 05 02:03:11 pos-117-02 systemd[1]: Starting apt-daily.service - Daily apt download activities...\nDec 05 02:09:48 pos-117-02 systemd[1]: apt-daily.service: Deactivated successfully.\nDec 05 02:09:48 pos-117-02 systemd[1]: Finished apt-daily.service - Daily apt download activities.\nii  unattended-upgrades 2.9.1+nmu3 all          automatic installation of security upgrades",
            ),
            (
                "read",
                "roles/pos_base/tasks/packages.yml",
                '- name: Install POS packages\n  ansible.builtin.apt:\n    name: "{{ pos_packages }}"\n    state: present\n    update_cache: true\n    cache_valid_time: 3600\n',
            ),
            (
                "think",
                "AWX schedule fires baseline at 02:00. Debian's apt-daily.timer is OnCalendar 6,18:00 with RandomizedDelaySec=12h, so on any given night a random subset of boxes run the apt download at ~02:00 and hold /var/lib/apt/lists/lock for a few minutes. That's why it's random stores. unattended-upgrades is installed (its 20auto-upgrades enables the periodic jobs). The apt module has lock_timeout (default 60 s), the download took ~6.5 min here.",
            ),
            (
                "assistant",
                "Cause: Debian's own **`apt-daily.timer`** collides with the baseline run.\n\n- The timer fires at 06:00/18:00 with `RandomizedDelaySec=12h`, so every night a random subset of boxes starts the apt download around 02:00, exactly when the AWX schedule runs `baseline`. On `pos-117-02` it started at 02:03 and held `/var/lib/apt/lists/lock` until 02:09.\n- Our `apt` task waits only the module's default `lock_timeout` (60 s) and then fails. That's why it's a different ~20 stores each night.\n- The timers are active because `unattended-upgrades` is installed (its `20auto-upgrades` turns on the periodic jobs).\n\nFix:\n1. in `roles/common`: remove `unattended-upgrades` and mask `apt-daily.timer` and `apt-daily-upgrade.timer` on all store servers and tills, so apt only runs when we run it\n2. `lock_timeout: 600` on every `apt` task as a safety net (e.g. a tech running apt by hand)",
            ),
            (
                "user",
                "yep do both. we patch via patching.yml on the 2nd tuesday of the month, unattended-upgrades shouldn't be on those boxes at all, it's a leftover from the old image",
            ),
            ("edit", "roles/common/tasks/apt.yml"),
            ("edit", "roles/common/tasks/main.yml"),
            ("edit", "roles/pos_base/tasks/packages.yml"),
            ("edit", "roles/store_server/tasks/packages.yml"),
            ("edit", "roles/patching/tasks/main.yml"),
            (
                "bash",
                "ansible-playbook -i inventory/netbox.yml baseline.yml --limit 'pos-117-02,srv-033' --diff 2>&1 | grep -E 'TASK \\[common|changed:|RECAP' -A0 | head -12; ansible-playbook -i inventory/netbox.yml baseline.yml --limit 'pos-117-02,srv-033' 2>&1 | tail -3",
                "TASK [common : Remove unattended-upgrades] *****\nchanged: [pos-117-02]\nchanged: [srv-033]\nTASK [common : Stop and mask apt periodic timers] *****\nchanged: [pos-117-02] => (item=apt-daily.timer)\nchanged: [pos-117-02] => (item=apt-daily-upgrade.timer)\nchanged: [srv-033] => (item=apt-daily.timer)\nchanged: [srv-033] => (item=apt-daily-upgrade.timer)\nPLAY RECAP *********************************************************************\npos-117-02                 : ok=61   changed=0    unreachable=0    failed=0    skipped=9\nsrv-033                    : ok=74   changed=0    unreachable=0    failed=0    skipped=11",
            ),
            (
                "assistant",
                "Done:\n- `roles/common/tasks/apt.yml`: purges `unattended-upgrades` and stops + masks `apt-daily.timer` and `apt-daily-upgrade.timer`\n- every `ansible.builtin.apt` task (pos_base, store_server, patching) now has `lock_timeout: 600`\n- applied to `pos-117-02` and `srv-033`; the second run is idempotent (changed=0)\n\nThe rest of the fleet gets it with tonight's baseline run. `patching.yml` is unaffected: it runs apt explicitly, it never relied on the timers.",
            ),
        ],
        "lessons": [
            {"keys": ["apt-daily", "lock"]},
            {"keys": ["patching.yml", "unattended-upgrades"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh55-tillfleet-receipt-printer-role-three-corrections",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "new receipt printers go out to the stores in jan. need a role that sets them up on the tills",
            ),
            (
                "bash",
                "ls roles; grep -n 'server' docs/network.md | head -4",
                "common  patching  pos_base  pos_kiosk  store_server  tillsync  wireguard  wireguard_hub\n12:Each store LAN is 10.<store>.0.0/24.\n13:The store server is 10.<store>.0.10, tills are .21-.24.\n27:tillsync on the store server listens on :8090.",
            ),
            ("edit", "roles/receipt_printer/tasks/main.yml"),
            ("edit", "roles/receipt_printer/templates/printer-status.env.j2"),
            ("edit", "roles/receipt_printer/handlers/main.yml"),
            ("edit", "pos.yml"),
            (
                "assistant",
                "Role `receipt_printer` is written:\n- installs `cups` and `printer-driver-escpr` and adds a raw queue `receipt` with `lpadmin` for the Epson TM-m30III on USB, set as the default printer\n- drops `/etc/default/printer-status` so a small timer reports paper-out and cover-open to the store server at 10.<store>.0.10 on `:8090`\n- added to `pos.yml` with tag `receipt_printer`\n\nReady to roll out with `ansible-playbook -i inventory/netbox.yml pos.yml --tags receipt_printer`.",
            ),
            (
                "user",
                "hold on, 3 things. 1) the printers are Star mC-Print3 (MCP31), not epson, and there is no cups on the tills, it's stripped from the image on purpose. our tillprint daemon drives the printer over usb directly via StarIO, so the role installs the tillprint deb from our apt repo + the udev rule and that's it. tillprint already reports paper-out to tillsync. 2) nothing goes to the whole fleet in one go. --limit canary first (stores 001-005), then wave1, then all, and plays have serial: 20% + max_fail_percentage: 5. 3) docs/network.md is stale, that's the layout from before the 2025 re-IP. store server is 10.40.<store>.2 now, and don't hardcode it anyway, use store_server_ip from group_vars",
            ),
            (
                "read",
                "group_vars/all/network.yml",
                "store_subnet: \"10.40.{{ store_no | int }}.0/24\"\nstore_server_ip: \"10.40.{{ store_no | int }}.2\"\ntill_ips: \"{{ range(21, 25) | map('string') | map('regex_replace', '^', '10.40.' ~ (store_no | int) ~ '.') | list }}\"\nhq_wg_endpoint: \"wg.kornkammer.dk:51820\"\n",
            ),
            (
                "bash",
                "grep -n 'serial\\|max_fail' pos.yml store_servers.yml; ansible-inventory -i inventory/netbox.yml --graph canary | head -4",
                "pos.yml:3:  serial: 20%\npos.yml:4:  max_fail_percentage: 5\nstore_servers.yml:3:  serial: 20%\nstore_servers.yml:4:  max_fail_percentage: 5\n@canary:\n  |--pos-001-01\n  |--pos-001-02\n  |--pos-002-01",
            ),
            ("edit", "roles/receipt_printer/tasks/main.yml"),
            ("edit", "roles/receipt_printer/files/60-star-mcp31.rules"),
            ("edit", "roles/receipt_printer/templates/tillprint.toml.j2"),
            ("edit", "roles/receipt_printer/handlers/main.yml"),
            ("edit", "docs/network.md"),
            (
                "bash",
                "ansible-playbook -i inventory/netbox.yml pos.yml --tags receipt_printer --limit canary 2>&1 | tail -8",
                "PLAY RECAP *********************************************************************\npos-001-01                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0\npos-001-02                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0\npos-002-01                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0\npos-003-01                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0\npos-003-02                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0\npos-004-01                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0\npos-005-01                 : ok=6    changed=4    unreachable=0    failed=0    skipped=0",
            ),
            (
                "assistant",
                "Reworked:\n- `receipt_printer` now installs `tillprint` from the internal apt repo, adds `60-star-mcp31.rules` (USB `0519:0003` → group `tillprint`, stable `/dev/receipt` symlink), and templates `/etc/tillprint/tillprint.toml` with the model `MCP31`; it restarts `tillprint` on change. No CUPS, no lpadmin, no status timer\n- the tillsync address comes from `store_server_ip`, nothing hardcoded\n- `docs/network.md` now describes the 10.40.<store>.0/24 layout with the server on `.2`\n- rolled out to `canary` only (stores 001-005, 7 tills), all ok. `pos.yml` already had `serial: 20%` and `max_fail_percentage: 5`\n\nNext step would be `--limit wave1`.",
            ),
            (
                "user",
                "leave it on canary over the weekend, the stores have the printers already. i'll kick off wave1 monday",
            ),
        ],
        "lessons": [
            {"keys": ["tillprint", "CUPS"]},
            {"keys": ["canary", "wave1"]},
            {"keys": ["store_server_ip", "10.40"], "not": ["at 10.<store>.0.10"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh55-tillfleet-decision-wireguard-keys-on-host-tool-stored",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "the wireguard private keys for the store servers live in group_vars/store_servers/vault.yml (ansible-vault). the auditor wants private keys out of git. options?",
            ),
            (
                "read",
                "roles/wireguard/tasks/main.yml",
                '- name: Install private key\n  ansible.builtin.copy:\n    content: "{{ wg_private_keys[inventory_hostname] }}"\n    dest: /etc/wireguard/private.key\n    mode: "0600"\n  no_log: true\n\n- name: Render wg0.conf\n  ansible.builtin.template:\n    src: wg0.conf.j2\n    dest: /etc/wireguard/wg0.conf\n    mode: "0600"\n  notify: restart wg0\n',
            ),
            (
                "bash",
                "head -1 group_vars/store_servers/vault.yml; grep -c 'wg_public_key' roles/wireguard_hub/templates/wg0.conf.j2; grep -n 'wg_pubkey' inventory/netbox.yml",
                "$ANSIBLE_VAULT;1.1;AES256\n1\ninventory/netbox.yml:14:  - custom_fields.wg_pubkey",
            ),
            (
                "assistant",
                "Options:\n\n1. **HashiCorp Vault**: move the keys to a KV v2 store and read them with the `community.hashi_vault.vault_kv2_get` lookup at run time. Out of git, audited access, but it's a new service to run and unseal.\n2. **AWX credentials**: a custom credential type holding the keys, injected as extra vars. Out of git, encrypted in AWX's database, but ad-hoc runs outside AWX lose access and the keys still pass through the controller.\n3. **Generate on the host**: the `wireguard` role runs `wg genkey` on the store server if `/etc/wireguard/private.key` doesn't exist, reads back only the public key (`wg pubkey`) and writes it to the `wg_pubkey` custom field in NetBox, which the hub config already reads. Private keys never exist anywhere but on the box.",
            ),
            (
                "user",
                "3. private keys never leave the box, the hub only ever needs the pubkeys. we don't run hashicorp vault and i'm not standing one up for 140 keys. put the decision in memory",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tillfleet decision (2026-12-05): WireGuard private keys are generated on each store server by the wireguard role (`wg genkey` if /etc/wireguard/private.key is missing) and never leave the host. Only public keys are collected, into the NetBox custom field wg_pubkey, which the hub config reads. Rejected: HashiCorp Vault (we don't run one, not worth it for 140 keys) and AWX credential types. ansible-vault copies of private keys are removed from git.",
                    "tags": ["tillfleet", "wireguard", "secrets", "decision"],
                },
                '{"id":"3318","action":"stored"}',
                False,
            ),
            ("edit", "roles/wireguard/tasks/main.yml"),
            ("edit", "roles/wireguard/tasks/keys.yml"),
            ("edit", "roles/wireguard_hub/templates/wg0.conf.j2"),
            ("edit", "group_vars/store_servers/vars.yml"),
            (
                "bash",
                "git rm -q group_vars/store_servers/vault.yml && ansible-playbook -i inventory/netbox.yml wireguard.yml --limit canary --check --diff 2>&1 | tail -6",
                "PLAY RECAP *********************************************************************\nsrv-001                    : ok=9    changed=0    unreachable=0    failed=0    skipped=2\nsrv-002                    : ok=9    changed=0    unreachable=0    failed=0    skipped=2\nsrv-003                    : ok=9    changed=0    unreachable=0    failed=0    skipped=2\nsrv-004                    : ok=9    changed=0    unreachable=0    failed=0    skipped=2\nsrv-005                    : ok=9    changed=0    unreachable=0    failed=0    skipped=2",
            ),
            (
                "assistant",
                "Saved the decision, and implemented it:\n- `roles/wireguard/tasks/keys.yml`: `wg genkey` with `creates: /etc/wireguard/private.key`, then `wg pubkey` and `netbox.netbox.netbox_device` to set `custom_fields.wg_pubkey`; the `copy` of the private key is gone\n- `wireguard_hub`'s `wg0.conf.j2` reads peers' `wg_pubkey` from inventory\n- `vault.yml` removed from the repo\n\nThe canary check run shows no changes, because the existing keys are still on the boxes (`creates:` skips generation). **The old private keys are still in git history**, so they should be rotated: I added a `wg_rotate=true` extra var that deletes the key first so a fresh one is generated and the hub is updated in the same run.",
            ),
            (
                "user",
                "ok the rotation goes in thursday's maintenance window, i'll run it myself",
            ),
        ],
        "lessons": [],
        "tool_stored": [["WireGuard", "never leave"]],
    },
    {
        "name": "fresh55-tillfleet-debian11-report-chitchat-nothing",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "morning! ops wants a list of stores where tills are still on debian 11, for a spreadsheet",
            ),
            (
                "bash",
                "ansible pos -i inventory/netbox.yml -m setup -a 'filter=ansible_distribution_major_version' -o 2>/dev/null | grep '\"11\"' | awk '{print $1}' | sort",
                "pos-033-01\npos-033-02\npos-047-01\npos-047-02\npos-047-03\npos-102-01\npos-118-01\npos-118-02\npos-118-03",
            ),
            (
                "assistant",
                "4 stores, 9 tills still on Debian 11:\n\n| store | tills |\n|---|---|\n| 033 | 01, 02 |\n| 047 | 01, 02, 03 |\n| 102 | 01 |\n| 118 | 01, 02, 03 |\n\nEverything else reports Debian 12. (Tills that were offline during the query wouldn't show up; all 412 answered this time.)",
            ),
            (
                "user",
                "ty. can you dump that into /tmp/deb11.csv with store,till columns",
            ),
            (
                "bash",
                "printf 'store,till\\n033,01\\n033,02\\n047,01\\n047,02\\n047,03\\n102,01\\n118,01\\n118,02\\n118,03\\n' > /tmp/deb11.csv && wc -l /tmp/deb11.csv",
                "10 /tmp/deb11.csv",
            ),
            ("assistant", "Written: `/tmp/deb11.csv`, header plus 9 rows."),
            (
                "user",
                "btw do you think we should go to debian 13 next year or wait",
            ),
            (
                "assistant",
                "I'd wait for the first couple of point releases (13.1/13.2) and then:\n- build a 13 till image and run it on a couple of canary tills for a few weeks first\n- check the in-house debs (`tillprint`, `tillsync`) build and run against 13's libraries, especially libusb and the Python version\n- finish moving the last Debian 11 tills to 12 first, so you're never managing three releases at once\n\nDebian 12 is covered by LTS until mid-2028, so there's no rush for 13. The Debian 11 tills are the urgent part: 11's LTS ended in August 2026.",
            ),
            ("user", "makes sense, i'll bring it to the planning meeting in jan"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # --- "loamsense": LoRaWAN soil-moisture sensor firmware (Zephyr 4.0 on nRF52840 + SX1262, west, MCUboot, ChirpStack codec, PPK2 power measurements) ---
    {
        "name": "fresh55-loamsense-battery-drain-uart-console-release",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "units from the vineyard pilot are dying after ~5 weeks, spec is 2 years on 2xAA. ppk2 on a bench unit w/ the release build shows ~580uA floor between uplinks. should be single digit uA",
            ),
            (
                "bash",
                "cat release.conf; grep -nE 'SERIAL|CONSOLE|LOG|PM' prj.conf; grep -n 'release' scripts/build_release.sh",
                "# release build overlay\nCONFIG_LOG_DEFAULT_LEVEL=2\nCONFIG_ASSERT=n\nCONFIG_LOAMSENSE_SHELL=n\n3:CONFIG_SERIAL=y\n4:CONFIG_CONSOLE=y\n5:CONFIG_UART_CONSOLE=y\n6:CONFIG_LOG=y\n7:CONFIG_LOG_BACKEND_UART=y\n12:CONFIG_PM_DEVICE=y\n8:west build -b loamsense_nrf52840 -p -- -DEXTRA_CONF_FILE=release.conf",
            ),
            (
                "think",
                "release.conf only lowers the log level; the UART console and the UART log backend are still enabled. On nRF52840 an enabled UARTE with RX active keeps the HF clock and the peripheral running, a few hundred µA, which is exactly the ~580 µA floor. Disable serial/console/log in release and also disable uart0 in a release devicetree overlay so nothing re-enables it.",
            ),
            (
                "bash",
                "west build -b loamsense_nrf52840 -d build-rel-test -p -- -DEXTRA_CONF_FILE='release.conf' -DCONFIG_SERIAL=n -DCONFIG_CONSOLE=n -DCONFIG_UART_CONSOLE=n -DCONFIG_LOG=n > /dev/null && west flash -d build-rel-test > /dev/null && python3 tools/ppk2_measure.py --port /dev/ttyACM1 --seconds 120 --exclude-above 2mA",
                "PPK2 source meter 3.00 V, 120 s, 100 kS/s\nsamples above 2mA excluded (radio/sensor activity): 1.9%\nfloor (p10):   2.9 uA\naverage:       3.4 uA",
            ),
            (
                "assistant",
                'Found it: `release.conf` only lowers the log level. The release build still has the **UART console and UART log backend** on (`CONFIG_SERIAL`, `CONFIG_CONSOLE`, `CONFIG_UART_CONSOLE`, `CONFIG_LOG_BACKEND_UART` from `prj.conf`). With UARTE0\'s receiver enabled the nRF52840 keeps the high-frequency clock and the peripheral running between uplinks, which is the ~580 µA floor. A test build with those off measures **2.9 µA floor / 3.4 µA average** on the PPK2.\n\nProposed fix:\n1. `release.conf`: `CONFIG_SERIAL=n`, `CONFIG_CONSOLE=n`, `CONFIG_UART_CONSOLE=n`, `CONFIG_LOG=n`\n2. `boards/release.overlay` with `&uart0 { status = "disabled"; };`, passed via `EXTRA_DTC_OVERLAY_FILE` in `build_release.sh`, so nothing can turn the UART back on in release\n3. a CI check that fails the release job if the built `.config` contains `CONFIG_SERIAL=y`',
            ),
            (
                "user",
                "yep do it. pilot units get reflashed when we swap batteries in jan anyway",
            ),
            ("edit", "release.conf"),
            ("edit", "boards/release.overlay"),
            ("edit", "scripts/build_release.sh"),
            ("edit", ".github/workflows/firmware.yml"),
            (
                "bash",
                "./scripts/build_release.sh > /dev/null && grep -E '^CONFIG_(SERIAL|LOG|CONSOLE)=' build/zephyr/.config; grep -A3 'uart@40002000' build/zephyr/zephyr.dts | grep status",
                'CONFIG_SERIAL=n\nCONFIG_LOG=n\nCONFIG_CONSOLE=n\n\t\t\tstatus = "disabled";',
            ),
            (
                "assistant",
                "Done: `release.conf` turns off serial, console and logging; `boards/release.overlay` disables `uart0`; `build_release.sh` passes the overlay; and the firmware workflow now fails the release job if `CONFIG_SERIAL=y` shows up in `build/zephyr/.config`. Debug builds (`prj.conf` alone) keep the console.",
            ),
        ],
        "lessons": [{"keys": ["CONFIG_SERIAL", "release.conf"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh55-loamsense-vbat-uplink-payload-rules-interval-correction",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "add battery voltage to the uplink. vbat divider is already in the devicetree on AIN5",
            ),
            (
                "read",
                "src/uplink.c",
                "/* Measurement payload, fport 2, decoded by codec/loamsense.js in ChirpStack. */\n#define PAYLOAD_VERSION 1\n\nstatic size_t encode_measurement(uint8_t *buf, const struct measurement *m)\n{\n\tbuf[0] = PAYLOAD_VERSION;\n\tsys_put_be16(m->moisture_permille, &buf[1]);\n\tsys_put_be16((uint16_t)(m->soil_temp_centi_c + 4000), &buf[3]);\n\tbuf[5] = m->flags;\n\treturn 6;\n}\n",
            ),
            (
                "bash",
                "grep -n -A3 'UPLINK_INTERVAL' Kconfig",
                'config LOAMSENSE_UPLINK_INTERVAL_S\n\tint "Default uplink interval in seconds"\n\tdefault 900\n\thelp',
            ),
            (
                "assistant",
                "Plan: read VBAT from the AIN5 channel with the `adc_dt_spec` already in the devicetree and put it in the payload as a little-endian `float32` (volts) right after the version byte, at `buf[1..4]`, moving the other fields back by four bytes. `PAYLOAD_VERSION` can stay 1 since the existing fields keep their meaning. Units uplink every 15 minutes (`CONFIG_LOAMSENSE_UPLINK_INTERVAL_S=900`), so sending the battery with every uplink costs nothing noticeable.",
            ),
            (
                "user",
                "no. payload rules: no floats, everything is scaled ints big-endian (so vbat in mV as uint16). new fields only get appended at the end, never inserted. and any layout change bumps PAYLOAD_VERSION, the chirpstack codec (codec/loamsense.js) switches on byte 0 and still has to decode the ~3000 units out there on v1. update the codec in the same PR. also the interval isn't 15 min, that kconfig default is left over from the pilot. production is 60 min, the backend sets it by downlink on fport 10. make the default 3600 while you're at it",
            ),
            (
                "read",
                "codec/loamsense.js",
                "function decodeUplink(input) {\n  var b = input.bytes;\n  if (input.fPort !== 2) return { errors: ['unexpected fPort ' + input.fPort] };\n  switch (b[0]) {\n    case 1:\n      return { data: {\n        version: 1,\n        moisture_pct: ((b[1] << 8) | b[2]) / 10,\n        soil_temp_c: (((b[3] << 8) | b[4]) - 4000) / 100,\n        flags: b[5],\n      } };\n    default:\n      return { errors: ['unknown payload version ' + b[0]] };\n  }\n}\n",
            ),
            ("edit", "src/uplink.c"),
            ("edit", "src/measure.c"),
            ("edit", "src/measure.h"),
            ("edit", "Kconfig"),
            ("edit", "codec/loamsense.js"),
            ("edit", "codec/loamsense.test.js"),
            ("edit", "tests/payload/src/main.c"),
            (
                "bash",
                "west twister -T tests/payload -p native_sim 2>&1 | tail -2; cd codec && npx jest 2>&1 | tail -4",
                "INFO    - 1 of 1 executed test configurations passed (100.00%), 0 failed, 0 errored, 0 skipped with 0 warnings in 31.62 seconds\nINFO    - 6 of 6 executed test cases passed (100.00%) on 1 out of total 1 platforms (100.00%)\nPASS ./loamsense.test.js\n  decodeUplink\nTests:       7 passed, 7 total\nTime:        0.412 s",
            ),
            (
                "assistant",
                "Reworked:\n- **payload v2** (`PAYLOAD_VERSION 2`), 8 bytes: the v1 layout unchanged in bytes 0-5, then `vbat_mv` as big-endian `uint16` in bytes 6-7 (`sys_put_be16`)\n- `measure.c` reads AIN5 via the devicetree `adc_dt_spec` and scales by the divider ratio to mV\n- `codec/loamsense.js`: new `case 2` decoding the v1 fields plus `battery_v = vbat_mv / 1000`; `case 1` untouched, with tests for both\n- `Kconfig`: `LOAMSENSE_UPLINK_INTERVAL_S` default 3600\n\nTwister (native_sim payload tests) and the codec tests pass.",
            ),
            ("user", "good. i'll deploy the codec to chirpstack before we ship the firmware"),
        ],
        "lessons": [
            {"keys": ["PAYLOAD_VERSION", "float"]},
            {"keys": ["3600", "interval"], "not": ["uplink every 15 minutes"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh55-loamsense-decision-ota-ble-smp-not-fuota",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "we need field firmware updates before the spring rollout. lorawan FUOTA or what",
            ),
            (
                "bash",
                "cat sysbuild.conf; grep -nE 'BT|MCUMGR|BOOTLOADER' prj.conf; ls -l build/zephyr/zephyr.signed.bin",
                'SB_CONFIG_BOOTLOADER_MCUBOOT=y\n18:CONFIG_BT=y\n19:CONFIG_BT_PERIPHERAL=y\n20:CONFIG_BT_DEVICE_NAME="LS"\n-rw-r--r-- 1 jon jon 231744 Dec  5 09:12 build/zephyr/zephyr.signed.bin',
            ),
            (
                "assistant",
                "We already boot through MCUboot and have BLE (used by the installer app for provisioning), so there are three realistic ways:\n\n1. **LoRaWAN FUOTA** (multicast setup + fragmented data block, Zephyr's `CONFIG_LORAWAN_FRAG_TRANSPORT`, plus a FUOTA server next to ChirpStack). No site visit. But the image is ~226 KB: at US915 DR3-ish fragment sizes that's several thousand fragments, hours of multicast downlink per session, and the gateways have to transmit all of it.\n2. **BLE via MCUmgr/SMP** in the installer app: image upload over BLE takes ~2 minutes, MCUboot swaps with revert so a bad image rolls back. Needs a phone within range of the unit.\n3. **Both**: SMP now, FUOTA later for small fixes.",
            ),
            (
                "user",
                "2. installers visit every site twice a year for calibration anyway, and in half the vineyards we're on shared TTN community gateways, a multi-hour multicast session isn't happening there. smp over ble in the installer app. and mcuboot swap w/ revert, the new image only gets confirmed once it has joined and sent an uplink",
            ),
            ("edit", "prj.conf"),
            ("edit", "sysbuild.conf"),
            ("edit", "src/main.c"),
            ("edit", "src/lorawan.c"),
            ("edit", "docs/installer-app-ota.md"),
            (
                "bash",
                "west build -b loamsense_nrf52840 -p --sysbuild > /dev/null && west flash > /dev/null && mcumgr --conntype ble --connstring peer_name=LS-0042 image upload build/loamsense/zephyr/zephyr.signed.bin && mcumgr --conntype ble --connstring peer_name=LS-0042 image list",
                " 226.31 KiB / 226.31 KiB [==========================================] 100.00% 1.93 KiB/s 1m57s\nDone\nImages:\n image=0 slot=0\n    version: 1.4.0\n    bootable: true\n    flags: active confirmed\n    hash: 7c1e0d...\n image=0 slot=1\n    version: 1.5.0\n    bootable: true\n    flags:\n    hash: e49a2b...",
            ),
            (
                "bash",
                "mcumgr --conntype ble --connstring peer_name=LS-0042 image test e49a2b && mcumgr --conntype ble --connstring peer_name=LS-0042 reset && sleep 90 && JLinkRTTLogger -Device NRF52840_XXAA -If SWD -Speed 4000 -RTTChannel 0 /dev/stdout 2>/dev/null | grep -m3 -E 'joined|uplink|confirmed'",
                "[00:00:12.402] <inf> lorawan_app: joined (DevAddr 260B4F1C)\n[00:00:14.977] <inf> lorawan_app: uplink ok (fcnt 1)\n[00:00:14.978] <inf> main: image 1.5.0 confirmed",
            ),
            (
                "assistant",
                "Done:\n- `prj.conf`: MCUmgr over BLE (`CONFIG_MCUMGR`, `CONFIG_MCUMGR_TRANSPORT_BT`, image and OS groups), SMP only reachable while the installer has opened the provisioning pairing window\n- `sysbuild.conf`: MCUboot in swap mode with revert\n- `src/main.c` + `lorawan.c`: after an update the image is only confirmed (`boot_write_img_confirmed()`) after the first successful join **and** uplink; if that doesn't happen before the watchdog resets the unit, MCUboot reverts to the previous image\n- `docs/installer-app-ota.md` describes the SMP calls the app needs (upload, test, reset)\n\nTested on LS-0042: upload 1m57s, test + reset, joined, uplink, confirmed.",
            ),
            ("user", "sweet"),
        ],
        "lessons": [{"keys": ["SMP", "FUOTA"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh55-loamsense-revc-pin-tool-stored-sensor-startup-delay",
        "split": "fresh55",
        "steps": [
            (
                "user",
                "rev C boards arrived. sensor power switch moved from P0.03 to P0.28 on rev C. put that in memory, then make the board files handle both revs",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "loamsense hardware: on board rev C the soil sensor power switch enable (sensor_pwr) is on P0.28; on rev B it was P0.03.",
                    "tags": ["loamsense", "hardware", "pins"],
                },
                '{"id":"3341","action":"stored"}',
                False,
            ),
            (
                "read",
                "boards/loamsense_nrf52840.overlay",
                '/ {\n\tsensor_pwr: sensor-pwr {\n\t\tcompatible = "regulator-fixed";\n\t\tregulator-name = "sensor_pwr";\n\t\tenable-gpios = <&gpio0 3 GPIO_ACTIVE_HIGH>;\n\t};\n};\n\n&i2c0 {\n\tsht4x@44 {\n\t\tcompatible = "sensirion,sht4x";\n\t\treg = <0x44>;\n\t\trepeatability = <2>;\n\t\tvin-supply = <&sensor_pwr>;\n\t};\n};\n',
            ),
            ("edit", "boards/loamsense_nrf52840_B.overlay"),
            ("edit", "boards/loamsense_nrf52840_C.overlay"),
            ("edit", "boards/loamsense_nrf52840.overlay"),
            ("edit", "scripts/build_release.sh"),
            (
                "bash",
                "west build -b loamsense_nrf52840@C -p > /dev/null && west flash > /dev/null && sleep 20 && JLinkRTTLogger -Device NRF52840_XXAA -If SWD -Speed 4000 -RTTChannel 0 /dev/stdout 2>/dev/null | head -6",
                "[00:00:00.004] <inf> main: loamsense 1.5.0 board rev C\n[00:00:00.011] <inf> measure: sensor power on\n[00:00:00.013] <err> sht4x: Failed to write measure command: -5\n[00:00:00.013] <wrn> measure: soil temp read failed (-5), retry 1\n[00:00:00.016] <err> sht4x: Failed to write measure command: -5\n[00:00:00.016] <wrn> measure: soil temp read failed (-5), giving up",
            ),
            (
                "bash",
                "sed -n '1,20p' docs/hw/revC-changes.md",
                "# Rev C changes (vs rev B)\n\n- SENSOR_PWR_EN moved P0.03 -> P0.28 (P0.03 now AIN1 for the second probe)\n- Load switch TPS22917 -> TPS22918 (CT = 1 nF, controlled rise ~1.5 ms)\n- Added 10 uF bulk cap on the probe connector\n- LoRa antenna matching network retuned",
            ),
            (
                "think",
                "The driver talks to the SHT4x ~2 ms after the regulator is enabled. Rev C's TPS22918 with CT=1nF ramps VOUT over ~1.5 ms, into an extra 10 µF, and the SHT40 needs ~1 ms after VDD is up. So the first I2C write NACKs (-EIO). The regulator-fixed binding has startup-delay-us, which the regulator framework waits after enable. 5 ms is plenty and negligible against a 1 h interval.",
            ),
            (
                "assistant",
                "Pins work; the new problem is timing. On rev C the SHT4x NACKs the first I2C command (`-5` = `-EIO`) because it's addressed ~2 ms after sensor power is switched on:\n\n- rev C replaced the load switch with a **TPS22918** (CT = 1 nF → ~1.5 ms controlled rise) and added a 10 µF cap on the probe connector, so VDD at the sensor comes up later than on rev B\n- the SHT40 needs ~1 ms after VDD is stable before it accepts commands\n\nFix: `startup-delay-us = <5000>;` on the `sensor_pwr` regulator-fixed node in the rev C overlay. Zephyr's regulator framework then waits 5 ms after enabling it before any consumer uses it. 5 ms per measurement is negligible against the hourly interval.",
            ),
            (
                "user",
                "yep do it, put it in the common overlay though, no reason rev B can't wait 5ms too",
            ),
            ("edit", "boards/loamsense_nrf52840.overlay"),
            (
                "bash",
                "west build -b loamsense_nrf52840@C -p > /dev/null && west flash > /dev/null && sleep 20 && JLinkRTTLogger -Device NRF52840_XXAA -If SWD -Speed 4000 -RTTChannel 0 /dev/stdout 2>/dev/null | head -4",
                "[00:00:00.004] <inf> main: loamsense 1.5.0 board rev C\n[00:00:00.011] <inf> measure: sensor power on\n[00:00:00.017] <inf> measure: moisture 31.4 %, soil temp 11.82 C, vbat 2987 mV\n[00:00:12.388] <inf> lorawan_app: joined (DevAddr 260B51A7)",
            ),
            (
                "assistant",
                "Fixed: `startup-delay-us = <5000>` is on `sensor_pwr` in the common `loamsense_nrf52840.overlay`, so both revs wait 5 ms. The rev C unit reads the sensor on the first try. Board revisions: `loamsense_nrf52840_B.overlay` sets `enable-gpios` to P0.03, `_C.overlay` to P0.28, and `build_release.sh` now takes the revision (`-r B|C`, default C).",
            ),
            (
                "user",
                "nice. unrelated, I keep thinking about moving us to nrf connect sdk at some point, thoughts?",
            ),
            (
                "assistant",
                "It'd mostly buy you Nordic's extras: their own libraries (nRF Cloud, the power-management and DFU helpers), tooling like the nRF Connect for VS Code extension, and Nordic's support. Upstream Zephyr already covers what loamsense uses (LoRaWAN, MCUboot, MCUmgr, the sensor drivers), and NCS lags upstream by a few months, so I'd only switch if you need something NCS-only. Worth a spike branch before deciding.",
            ),
            ("user", "ok, later"),
        ],
        "lessons": [{"keys": ["startup-delay-us", "rev C"]}],
        "tool_stored": [["P0.28", "P0.03"]],
    },
]
