"""net.discovery: a server announced on the network is found by a browser, with its
address, port and protocol, and is gone once it closes (on the loopback here)."""

from __future__ import annotations

import time

from net.client import NetClient
from net.discovery import Announcement, Browser
from net.protocol import PROTOCOL
from tests.net.netplay import start_server

LOOP = ["127.0.0.1"]


def _wait(pred, seconds=8.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.05)
    return False


def test_an_announced_server_is_found_and_joined_and_goes_when_it_closes():
    srv, thread = start_server()
    browser = Browser(interfaces=LOOP)
    try:
        ad = Announcement("Astrid's table", thread.port, address="127.0.0.1", interfaces=LOOP)
        assert _wait(lambda: any(f.port == thread.port for f in browser.found()))
        found = [f for f in browser.found() if f.port == thread.port][0]
        assert found.name == "Astrid's table" and found.address == "127.0.0.1" and found.protocol == PROTOCOL
        c = NetClient(found.url, "Bjorn")
        assert c.welcome["protocol"] == PROTOCOL
        c.close()
        ad.close()
        assert _wait(lambda: not any(f.port == thread.port for f in browser.found()))
    finally:
        browser.close()
        thread.stop()
