"""Tables on the local network (mDNS / DNS-SD, the `zeroconf` package): a server that
hosts announces itself as `_yggdrasil._tcp`, and "Join a game" lists what it hears.
Nothing secret is announced: the server's name, address, port and protocol; tables,
codes and tokens go over the connection only.

    with Announcement("Astrid's table", 8765):   # while the server runs
        ...
    browser = Browser(); ...; browser.found(); browser.close()
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, Zeroconf

from net.protocol import PROTOCOL

SERVICE = "_yggdrasil._tcp.local."


@dataclass(frozen=True)
class Found:
    name: str
    address: str
    port: int
    protocol: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    if interfaces:
        return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    return Zeroconf(ip_version=IPVersion.V4Only)


def local_address() -> str:
    """This machine's address on the local network (the one a route out would use)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("192.0.2.1", 9))       # no packet is sent: only the route is looked up
        return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


class Announcement:
    """A server announced on the local network while it is open."""

    def __init__(self, name: str, port: int, address: str | None = None,
                 interfaces: list[str] | None = None) -> None:
        self.address = address or local_address()
        label = "".join(ch for ch in name if ch.isprintable() and ch != ".")[:40] or "Yggdrasil table"
        self.info = ServiceInfo(SERVICE, f"{label}.{SERVICE}", addresses=[socket.inet_aton(self.address)],
                                port=int(port), properties={"protocol": str(PROTOCOL)},
                                server=f"yggdrasil-{socket.gethostname()[:30]}.local.")
        self._zc = _zeroconf(interfaces)
        self._zc.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        try:
            self._zc.unregister_service(self.info)
        finally:
            self._zc.close()

    def __enter__(self) -> Announcement:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class Browser:
    """Listens for announced servers in the background; `found()` is what it has heard."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self._zc = _zeroconf(interfaces)
        self._lock = threading.Lock()
        self._found: dict[str, Found] = {}
        self._browser = ServiceBrowser(self._zc, SERVICE, self)

    # zeroconf's listener interface
    def add_service(self, zc: Zeroconf, kind: str, name: str) -> None:
        info = zc.get_service_info(kind, name, timeout=2000)
        if info is None or not info.parsed_addresses():
            return
        try:
            proto = int((info.properties or {}).get(b"protocol", b"0") or 0)
        except ValueError:
            proto = 0
        label = name[: -len(SERVICE) - 1] if name.endswith("." + SERVICE) else name
        with self._lock:
            self._found[name] = Found(label, info.parsed_addresses()[0], int(info.port), proto)

    def update_service(self, zc: Zeroconf, kind: str, name: str) -> None:
        self.add_service(zc, kind, name)

    def remove_service(self, zc: Zeroconf, kind: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)

    def found(self) -> list[Found]:
        """The servers heard, those of this protocol first."""
        with self._lock:
            out = list(self._found.values())
        return sorted(out, key=lambda f: (f.protocol != PROTOCOL, f.name))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()
