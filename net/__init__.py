"""Network play: the protocol, the host-authoritative table, the table server, the client, and finding tables on the local network (docs/network.md)."""
