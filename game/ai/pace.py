"""The pace of the `hard` bots: thinking time per game round, not per decision.

A table of `hard` bots that each spend their whole budget on every decision keeps a
human waiting half a minute per round of Midgard. People feel the wait per round, so
each game states in its bot module how long a whole table of `hard` bots may think in
one round at the default setting (ROUND_SECONDS), and every `hard` seat gets an equal
share of it (`table_share`). A seat's `Pace` spreads its share over the searches it
expects in the round: the share left divided by the searches left, never more than the
per-decision cap (the player's "thinking time" setting) and never less than a floor.
Time a search does not use (a clear choice stops early; a single legal action costs
nothing) stays for the round's later decisions.

The number of searches a seat makes in a round is learnt: before its first round the
game's SEARCHES_PER_ROUND, then the count of its last round, rounded up by the growth
of the rounds so far (Midgard's rounds play 4, 5, then 6 cards); a round of fewer than
MIN_LEARNT searches (Asgard's set-up) teaches nothing. A round is the first
part of the state's `round_label()` ("Round 2", "Age 3", "Era 1").

Pure bookkeeping: it never reads a clock, the caller records the seconds a decision
took, so it works as well for a bot in a thread, in the bot process or in a benchmark
that counts CPU time.
"""

from __future__ import annotations

from typing import Any

# the setting ("Hard bot thinking time", seconds) that ROUND_SECONDS is stated for
DEFAULT_SETTING = 2.0
FLOOR = 0.03           # seconds: the least a search gets, whatever the round has left
DEFAULT_SEARCHES = 20  # searches a seat expects in its first round if the game says nothing
MIN_LEFT = 2           # the share left is spread over at least this many searches
MIN_LEARNT = 4         # a round with fewer searches (a set-up) teaches nothing about the next


def round_key(state: Any) -> str:
    """The round a decision belongs to: the first part of the state's round label."""
    return str(state.round_label()).split(" · ")[0]


def table_share(module: Any, hard_seats: int, setting: float = DEFAULT_SETTING) -> float | None:
    """One `hard` seat's seconds per round: the game's ROUND_SECONDS (the whole table's
    at the default setting) scaled by the setting and divided among the `hard` seats;
    None if the game sets no pace (each decision then gets the whole setting)."""
    total = getattr(module, "ROUND_SECONDS", None)
    if total is None or hard_seats < 1:
        return None
    return float(total) * max(0.0, setting) / DEFAULT_SETTING / hard_seats


def pace_for(module: Any, hard_seats: int, setting: float = DEFAULT_SETTING) -> Pace | None:
    """The pace of one of `hard_seats` `hard` seats at this setting (its share per round,
    the setting as the cap, the game's SEARCHES_PER_ROUND), or None if the game sets no
    pace or the setting is not positive."""
    share = table_share(module, hard_seats, setting) if setting > 0 else None
    if share is None:
        return None
    return Pace(share, setting, getattr(module, "SEARCHES_PER_ROUND", DEFAULT_SEARCHES))


class Pace:
    """One seat's thinking time over the rounds of a game."""

    def __init__(self, per_round: float, cap: float, searches: int = DEFAULT_SEARCHES,
                 floor: float = FLOOR) -> None:
        if per_round <= 0 or cap <= 0:
            raise ValueError("a pace needs a positive share per round and cap")
        self.per_round = float(per_round)
        self.cap = float(cap)
        self.floor = min(float(floor), self.cap)
        self.expected = max(1, int(searches))
        self.round: str | None = None
        self.spent = 0.0      # seconds thought in the current round
        self.made = 0         # searches made in the current round
        self.counts: list[int] = []   # searches of each finished round

    def _enter(self, key: str) -> None:
        if key == self.round:
            return
        if self.round is not None and self.made >= MIN_LEARNT:
            self.counts.append(self.made)
            last = self.counts[-1]
            if len(self.counts) >= 2 and last > self.counts[-2]:
                last = round(last * last / self.counts[-2])   # rounds that grow keep growing
            self.expected = max(1, last)
        self.round = key
        self.spent = 0.0
        self.made = 0

    def budget(self, key: str) -> float:
        """Seconds for the next search of round `key`."""
        self._enter(key)
        left = max(0.0, self.per_round - self.spent)
        share = left / max(MIN_LEFT, self.expected - self.made)
        return min(self.cap, max(self.floor, share))

    def record(self, key: str, seconds: float, searched: bool = True) -> None:
        """A decision of round `key` took `seconds` (a single legal action: searched=False)."""
        self._enter(key)
        self.spent += max(0.0, float(seconds))
        if searched:
            self.made += 1
