"""Bard Saga: the log line of each stored event, one readable sentence each (in the reader's language)."""

from __future__ import annotations

from typing import Any

from companion.games.bard_saga.checks import colour, colours, counts_text, deck_name, vp
from companion.games.bard_saga.rules import line
from companion.games.base import Player, who
from companion.i18n import _
from scoring import bard_saga as bs

Event = dict[str, Any]


def drawn_by(e: Event) -> str:
    """The end of the log line of every Inn draw: who drew it."""
    return " " + (_("(drawn at the table)") if e.get("at_table") else _("(drawn by the app)"))


def _suffix(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def art(name: str) -> str:
    """What a table once typed for a card's art (older logs); "" for the app's own key, which no card says."""
    # The rulebook names no art (pt10), and "art of Legend 3" was a name on no card (pt42).
    return "" if name in bs.ARTS else name


@line("field_set")
def _field_set(e: Event, players: list[Player]) -> str:
    return _("The Field: {colours}").format(colours=colours(e["colors"]))


@line("top_set")
def _top_set(e: Event, players: list[Player]) -> str:
    return _("The {deck} deck shows a {colour} Story").format(deck=deck_name(e["deck"]), colour=colour(e["color"]))


@line("story_placed")
def _story_placed(e: Event, players: list[Player]) -> str:
    return _("A {colour} Story card was put on the {deck} deck").format(
        colour=colour(e["color"]), deck=deck_name(e["deck"])
    )


@line("starting_chosen")
def _starting_chosen(e: Event, players: list[Player]) -> str:
    return _("{who} last sang aloud: Starting Player").format(who=who(e, players))


@line("declared")
def _declared(e: Event, players: list[Player]) -> str:
    return _("Round {round}: {who} declares white cards {colour}").format(
        round=e["round"], who=who(e, players), colour=colour(e["color"])
    )


@line("played")
def _played(e: Event, players: list[Player]) -> str:
    if e["face_down"]:
        return _("{who} plays a Story face down").format(who=who(e, players))
    if e["art"] in bs.ARTS:  # the Legend next to the Market's: the rulebook's "the same art as the Legend card"
        return _("{who} plays a {colour} Story with the same art as the Legend").format(
            who=who(e, players), colour=colour(e["color"])
        )
    if e["art"]:
        return _("{who} plays a {colour} Story ({art})").format(
            who=who(e, players), colour=colour(e["color"]), art=art(e["art"])
        )
    return _("{who} plays a {colour} Story").format(who=who(e, players), colour=colour(e["color"]))


@line("collected")
def _collected(e: Event, players: list[Player]) -> str:
    # pt81: what it scores before where and for what, so a toast cut at two lines keeps the VP.
    return _("{who} collects the {colour} Story: +1 VP (the {deck} deck, for {scrolls})").format(
        who=who(e, players), colour=colour(e["color"]), deck=deck_name(e["deck"]), scrolls=counts_text(e["paid"])
    )


@line("searched")
def _searched(e: Event, players: list[Player]) -> str:
    legend = colour(e["color"]) + (", " + art(e["art"]) if art(e["art"]) else "")
    text = _("{who} searches the {deck} Legend ({legend}): +2 VP (for {scrolls})").format(
        who=who(e, players), deck=deck_name(e["deck"]), legend=legend, scrolls=counts_text(e["paid"])
    )
    if not e.get("stories"):
        return text
    # The played Stories given its art: every phone sees which ones will score it.
    names = ", ".join(players[seat].name for seat, _i in e["stories"])
    return _("{text}; the same art on Stories of: {names}").format(text=text, names=names)


@line("passed")
def _passed(e: Event, players: list[Player]) -> str:
    # One message per English suffix: German writes "(1.)", Russian "(1-й)" for all of them.
    forms = {
        "st": _("{who} passes ({n}st)"),
        "nd": _("{who} passes ({n}nd)"),
        "rd": _("{who} passes ({n}rd)"),
        "th": _("{who} passes ({n}th)"),
    }
    return forms[_suffix(e["order"])].format(who=who(e, players), n=e["order"])


@line("flipped")
def _flipped(e: Event, players: list[Player]) -> str:
    # The card by its colour, as the table sees it (pt42: "Story #1" is on no card); older logs did not say it.
    if "color" not in e:
        text = _("{who}'s Story is turned face down") if e["face_down"] else _("{who}'s Story is turned face up")
        return text.format(who=who(e, players))
    down, up = _("{who}'s {colour} Story is turned face down"), _("{who}'s {colour} Story is turned face up")
    return (down if e["face_down"] else up).format(who=who(e, players), colour=colour(e["color"]))


def _sung_part(e: Event, seat: int, name: str) -> str:
    gains = e["gains"][seat]
    part = _("{name} takes {scrolls}") if gains else _("{name} takes nothing")  # Russian words "nothing" apart
    part = part.format(name=name, scrolls=counts_text(gains))
    if e["drawn"][seat]:
        # Who drew is said beside the random Scrolls: at the end of the line it read as if the
        # Starting Player had been drawn. Older logs did not say it: their lines stay as they were.
        drawn = colours(e["drawn"][seat])
        if "at_table" not in e:
            part = _("{part} (random: {colours})").format(part=part, colours=drawn)
        elif e["at_table"]:
            part = _("{part} (random: {colours}, drawn at the table)").format(part=part, colours=drawn)
        else:
            part = _("{part} (random: {colours}, drawn by the app)").format(part=part, colours=drawn)
    short = _short(e, seat)
    if short.get("random"):  # a face-down Story's draw found the Inn empty
        part = _("{part} (the Inn is empty)").format(part=part)
    elif short:
        part = _("{part} (the Inn is out of {colours})").format(part=part, colours=", ".join(colour(c) for c in short))
    if e["legend_vp"][seat]:
        part = _("{part}, {vp}").format(part=part, vp=vp(e["legend_vp"][seat], sign=True))
    return part


def _short(e: Event, seat: int) -> dict:
    """What the Inn lacked for a seat's Singing Victory (older logs did not say)."""
    return e["short"][seat] if "short" in e else {}


def _sung_nothing(e: Event, seat: int) -> bool:
    """Whether a seat's Singing Victory gave it nothing, with nothing to say why."""
    return not (e["gains"][seat] or e["drawn"][seat] or _short(e, seat) or e["legend_vp"][seat])


@line("sang")
def _sang(e: Event, players: list[Player]) -> str:
    names = [p.name for p in players]
    # Only who takes something, or has a reason for nothing (pt98: six long names, four of them "takes
    # nothing", filled twelve lines of a 412 px phone's log).
    said = [_sung_part(e, s, names[s]) for s in e["order"] if not _sung_nothing(e, s)]
    if not said:
        parts = _("nobody takes anything")
    elif len(said) < len(e["order"]):
        parts = _("{parts}; nobody else takes anything").format(parts=" · ".join(said))
    else:
        parts = " · ".join(said)
    if e.get("last"):  # the game is over: no next round to start
        return _("Singing Victory: {parts}").format(parts=parts)
    return _("Singing Victory: {parts}. {name} is the Starting Player").format(parts=parts, name=names[e["starting"]])


@line("gave_back")
def _gave_back(e: Event, players: list[Player]) -> str:
    return _("{who} gives back {scrolls} to the Inn").format(who=who(e, players), scrolls=counts_text(e["scrolls"]))


@line("adjusted")
def _adjusted(e: Event, players: list[Player]) -> str:
    bits = [_("{n} {colour}").format(n=f"{n:+d}", colour=colour(c)) for c, n in e["scrolls"].items()]
    if e["vp"]:
        bits.append(vp(e["vp"], sign=True))
    return _("{who}: {changes} (card effect)").format(who=who(e, players), changes=", ".join(bits))


@line("start_drawn")
def _start_drawn(e: Event, players: list[Player]) -> str:
    drawn = colours(e["drawn"]) or _("none")
    return _("{who}'s starting Scrolls: {colours}").format(who=who(e, players), colours=drawn) + drawn_by(e)


@line("inn_drawn")
def _inn_drawn(e: Event, players: list[Player]) -> str:
    text = _("{who} draws {colours} from the Inn (card effect)")
    return text.format(who=who(e, players), colours=colours(e["drawn"])) + drawn_by(e)
