"""The keys and clicks of the table: Esc pause, F1 rules, Ctrl+S quick save, Ctrl+Z undo,
R replay, Tab focus, ? / H help, P pause bots, B hint, Enter / Space the gold button,
1-9 the k-th card; a click on a button or a target. Every action a human is about to
play goes through `apply_human` (the guide's `action_filter`, then "ask before ending my
turn")."""

from __future__ import annotations

from typing import Any

import pygame

from ui.boards.frame_parts.hooks import NOT_NOW
from ui.boards.targets import target_at
from ui.widgets.text import tr

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})


class Controls:
    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.focus: Any = None                  # the action of the target chosen with Tab (None: none)
        self.illegal_clicks = 0
        self.applied_by_click = 0
        self._ends_cache: dict[tuple, bool] = {}

    def key(self, event: pygame.event.Event) -> None:
        fr = self.frame
        ov = fr.top_modal()
        if ov is not None:              # called directly with an overlay open: it answers
            if ov.key(event) is None:
                return
        k, mod = event.key, event.mod
        plain = not mod & pygame.KMOD_CTRL
        if k == pygame.K_r and plain:
            fr.start_replay()
        elif k == pygame.K_TAB:
            self.cycle_focus(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif getattr(event, "unicode", "") == "?" or (k == pygame.K_SLASH and mod & pygame.KMOD_SHIFT) \
                or k == pygame.K_h:
            fr.help_open = True
        elif k == pygame.K_p and plain:
            fr.toggle_bots()
        elif k == pygame.K_b and plain:
            fr.toggle_hint()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            self.take_focus()
        elif k == pygame.K_ESCAPE and self.focus is not None:
            self.focus = None
        elif k == pygame.K_ESCAPE:
            fr.open_pause()
        elif k == pygame.K_F1:
            fr.open_rules()
        elif k == pygame.K_s and not plain:
            fr.quick_save()
        elif k == pygame.K_z and not plain:
            fr.undo()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.press_primary()
        elif k in NUMBER_KEYS:
            self.number_key(NUMBER_KEYS[k])

    def cycle_focus(self, step: int = 1) -> Any:
        """Tab / Shift+Tab: highlight the next (previous) target, in the order of the
        targets (Enter then takes it). Returns the highlighted action."""
        fr = self.frame
        fr._refresh()
        actions = [t.action for t in fr.targets]
        if not actions or fr.acting_human() is None:
            self.focus = None
            return None
        if self.focus in actions:
            i = (actions.index(self.focus) + step) % len(actions)
        else:
            i = 0 if step > 0 else len(actions) - 1
        self.focus = actions[i]
        return self.focus

    def take_focus(self) -> bool:
        """Enter: apply the highlighted target's action (if it is still legal)."""
        fr = self.frame
        seat = fr.acting_human()
        a, self.focus = self.focus, None
        if seat is None or a is None or a not in fr.legal_now(seat):
            return False
        return self.apply_human(seat, a)

    def press_primary(self) -> bool:
        """Enter / Space: the gold button (`layers.gold_action`: Done, or the only action
        button drawn), when it is legal now."""
        fr = self.frame
        seat = fr.acting_human()
        if seat is None:
            return False
        fr._refresh()
        a = fr.primary
        if a is None or a not in fr.legal_now(seat):
            return False
        return self.apply_human(seat, a)

    def number_key(self, k: int) -> bool:
        """Keys 1-9: pick the k-th card of the packet shown in the draft, or take entry
        k-1 of `number_key_actions` (the k-th card of the hand, counted from the left).
        Returns True if an action was applied."""
        fr = self.frame
        seat = fr.acting_human()
        if seat is None:
            return False
        fr._refresh()
        v = fr.view
        draft = fr.draft_of(v)
        if draft is not None:
            if fr.draft_minimised:
                return False
            actions = [fr.draft_pick_action(c) for c in draft.packs[seat]]
        else:
            actions = fr.number_key_actions(v, seat)
        if not 1 <= k <= len(actions) or actions[k - 1] is None:
            return False
        action = actions[k - 1]
        if action is NOT_NOW or action not in fr.legal_now(seat):
            fr.toast(tr("board.key_not_now", "That card cannot be played now"))
            return False
        return self.apply_human(seat, action)

    # --- playing an action ---------------------------------------------------------------
    def ends_turn(self, action: Any) -> bool:
        """True if the acting human's `action` would end their turn now (they would not
        decide next), found on a copy of the position; never for a draft pick."""
        fr = self.frame
        seat = fr.acting_human()
        if seat is None:
            return False
        key = (len(fr.session.rec.actions), seat, repr(action))
        cached = self._ends_cache.get(key)
        if cached is not None:
            return cached
        result = False
        draft = fr.draft_of(fr.session.state)
        if draft is None or action not in [fr.draft_pick_action(c) for c in draft.packs[seat]]:
            try:
                copy = fr.session.state.clone()
                copy.apply(seat, action)
                result = copy.is_over() or seat not in copy.to_act()
            except Exception:  # noqa: BLE001 - unknown: no warning rather than a crash
                result = False
        if len(self._ends_cache) > 256:
            self._ends_cache.clear()
        self._ends_cache[key] = result
        return result

    def apply_human(self, seat: int, action: Any) -> bool:
        """Apply a decision of the human on screen; with the setting "ask before ending
        my turn" on, an action that ends the turn waits for Yes (Enter) first (the
        ConfirmOverlay). Returns True if it was applied now. An `action_filter` may
        refuse it (its gentle message is shown instead)."""
        fr = self.frame
        if action not in fr.legal_now(seat):
            return False     # not offered on screen (a card while the hand is hidden on the public table)
        if self.filtered(action):
            return False
        settings = getattr(fr.app, "settings", None)
        if getattr(settings, "confirm_end_turn", False) and fr.confirming is None and self.ends_turn(action):
            fr.confirming = action
            return False
        fr.confirming = None
        fr.session.apply(seat, action)
        return True

    def answer_confirm(self, yes: bool, action: Any = None) -> bool:
        """The question "this ends your turn" answered: Yes applies the action."""
        fr = self.frame
        a = fr.confirming if action is None else action
        fr.confirming = None
        seat = fr.acting_human()
        if not yes or a is None or seat is None or a not in fr.legal_now(seat):
            return False
        if self.filtered(a):
            return False
        fr.session.apply(seat, a)
        return True

    def filtered(self, action: Any) -> bool:
        """The `action_filter` refuses the action: its message is shown as a toast."""
        fr = self.frame
        f = fr.action_filter
        if f is None:
            return False
        message = f(action)
        if message:
            fr.toast(message, 4.0)
            return True
        return False

    # --- clicks ------------------------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> bool:
        """Apply the legal action under pos, if any (a button's own work for a UI
        button). Returns True if one was applied."""
        fr = self.frame
        self.focus = None
        fr._refresh()
        for rect, _label, key in fr.buttons:
            if rect.collidepoint(pos) and isinstance(key, str):
                self.ui_button(key)
                return False
        t = target_at(fr.targets, pos)
        seat = fr.acting_human()
        if t is None or seat is None:
            return False
        if t.action not in fr.legal_now(seat):   # cannot happen: targets come from this list
            self.illegal_clicks += 1
            return False
        if not self.apply_human(seat, t.action):
            return False
        self.applied_by_click += 1
        return True

    def ui_button(self, key: str) -> None:
        fr = self.frame
        work = {"menu": fr.open_pause, "rules": fr.open_rules, "undo": fr.undo, "results": fr.open_results,
                "summary": fr.open_summary, "bots": fr.toggle_bots, "hint": fr.toggle_hint,
                "cards": fr.show_cards}
        if key == "draft_min":
            fr.draft_minimised = not fr.draft_minimised
        elif key in work:
            work[key]()
        else:
            fr.on_button(key)
