"""Minstrels: the log line of each stored event, without secrets, in the current language."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player, who
from companion.games.minstrels.rules import line
from companion.games.minstrels.words import name
from companion.i18n import _, ngettext
from scoring.minstrels.data import CHARACTERS

Event = dict[str, Any]


def _dice(values: list[int]) -> str:
    return " · ".join(f"{v} {name(CHARACTERS[v - 1])}" for v in values)


def _coins(n: int) -> str:
    return ngettext("+{n} coin", "+{n} coins", n).format(n=n)


def _gains(gains: list[dict[str, Any]], players: list[Player] | None = None) -> str:
    parts = []
    for g in gains:
        if not g["vp"] and not g["coins"]:
            continue
        bits = [_("+{vp} VP").format(vp=g["vp"]) if g["vp"] else "", _coins(g["coins"]) if g["coins"] else ""]
        what = " ".join(b for b in bits if b)
        gained = f"{name(g['source'])} {what}"
        parts.append(f"{players[g['seat']].name} {gained}" if players else gained)
    return ", ".join(parts)


def drawn(at_table: bool) -> str:
    """The suffix of every log line of a draw."""
    return " " + (_("(drawn at the table)") if at_table else _("(drawn by the app)"))


@line("board_ready")
def _board_ready(e: Event, players: list[Player]) -> str:
    if e.get("at_table"):
        return _("{who}'s board is set up, quest card{drawn}").format(who=who(e, players), drawn=drawn(True))
    return _("{who}'s board is set up").format(who=who(e, players))


@line("heroes_dealt")
def _heroes_dealt(e: Event, players: list[Player]) -> str:
    n = len(e["heroes"]) if "heroes" in e else e["cards"]  # the cards stay secret: only how many
    if n == 2:
        what = _("{who} was dealt 2 hero cards{drawn}")
    else:
        what = ngettext("{who} has {n} hero card{drawn}", "{who} has {n} hero cards{drawn}", n)
    return what.format(who=who(e, players), n=n, drawn=drawn(e["at_table"]))


@line("heroes_returned")
def _heroes_returned(e: Event, players: list[Player]) -> str:
    return _("{who}'s hero cards from the app go back to the deck: the table deals from the real deck").format(
        who=who(e, players)
    )


def _extra(e: Event, players: list[Player]) -> str:
    said = _gains(e["gains"], players)  # a gain of nothing (the bank empty) is not said (pt95)
    return f"; {said}" if said else ""


@line("dice_rolled")
def _dice_rolled(e: Event, players: list[Player]) -> str:
    real = " " + _("(real dice)") if e["real"] else ""
    dice = _dice(e["values"])
    if "seat" not in e:  # stored before the roller was: as it read then
        return _("Dice: {dice}").format(dice=dice) + real + _extra(e, players)
    return _("{who} rolled the dice: {dice}").format(who=who(e, players), dice=dice) + real + _extra(e, players)


@line("rerolled")
def _rerolled(e: Event, players: list[Player]) -> str:
    said = ngettext(
        "{who} (Kratos) paid {n} coin to reroll: {dice}", "{who} (Kratos) paid {n} coins to reroll: {dice}", e["cost"]
    )
    return said.format(who=who(e, players), n=e["cost"], dice=_dice(e["values"])) + _extra(e, players)


def spot(character: str, column: int, space: int) -> str:
    """A piece and where it stands, in the rulebook's words for the board: "Wizard on column 1, space 6"."""
    # pt84: "Wizard on 1/6" left a new player guessing which number was the column and which the space.
    return _("{character} on column {c}, space {s}").format(character=name(character), c=column, s=space)


@line("placed")
def _placed(e: Event, players: list[Player]) -> str:
    # pt48: said short, "Ann: Wizard on column 1, space 4, +2 VP", the piece named once: the long form
    # ("Ann placed a Wizard on column 1, space 4: Wizard +2 VP") took 4 lines of a toast at 360 px in German.
    paid = [
        ngettext("paid {n} coin", "paid {n} coins", e["cost"]).format(n=e["cost"]) if e["cost"] else "",
        ngettext("took {n} coin", "took {n} coins", e["picked_up"]).format(n=e["picked_up"]) if e["picked_up"] else "",
    ]
    paid_s = f" ({', '.join(x for x in paid if x)})" if any(paid) else ""
    # pt79: what it scored before what it cost, so a toast cut at two lines keeps the VP
    # ("Zoë: Zauberer auf 1/6 (2 Münzen gezahlt, 1 Münze genommen)…" lost the "+2 SP").
    said = _("{who}: bought {placed}, {scored}{paid}") if e["bought"] else _("{who}: {placed}, {scored}{paid}")
    own = [g for g in e["gains"] if g["vp"] or g["coins"]]
    if len(own) == 1 and own[0]["source"] == e["character"]:  # the piece's own VP: its name is said already
        scored = _gains([{**own[0], "source": ""}]).strip()
    else:
        scored = _gains(e["gains"]) or _("no VP")
    placed = spot(e["character"], e["column"], e["space"])
    return said.format(who=who(e, players), placed=placed, paid=paid_s, scored=scored)


@line("task_done")
def _task_done(e: Event, players: list[Player]) -> str:
    bits = [_("+{vp} VP").format(vp=e["vp"]) if e["vp"] else "", _coins(e["coins"]) if e["coins"] else ""]
    reward = " ".join(b for b in bits if b)
    if e.get("name"):
        return _("{who} completed a task '{name}': {reward}").format(who=who(e, players), name=e["name"], reward=reward)
    return _("{who} completed a task: {reward}").format(who=who(e, players), reward=reward)


@line("task_swapped")
def _task_swapped(e: Event, players: list[Player]) -> str:
    text = _("{who} (Esmeralda) discarded market task card {n} (counted from the far end) and replaced it")
    return text.format(who=who(e, players), n=e["slot"])


@line("passed")
def _passed(e: Event, players: list[Player]) -> str:
    if not e["coins"]:  # the rulebook: once the bank runs out, no more coins (pt18 read "+0 coins")
        return _("{who} passed: no coin, the bank is empty").format(who=who(e, players))
    return _("{who} passed: {coins}").format(who=who(e, players), coins=_coins(e["coins"]))


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    gained = _gains(e["gains"])  # Friar Tuck's coin with the bank empty gains nothing: no "()" (pt95)
    extra = f" ({gained})" if gained else ""
    if e["ending"]:
        said = _("{who} ended the turn{gains}: 2 or fewer character types are left, the game ends after this round")
    elif e.get("placed"):
        # pt84: an End turn tapped right after placing replaced the placement's news on the other phones (toast
        # and the log's latest line) before anyone could read it: the turn's end says what it placed and scored.
        placed = " + ".join(spot(p["character"], p["column"], p["space"]) for p in e["placed"])
        scored = _("+{vp} VP").format(vp=e["vp"]) if e["vp"] else _("no VP")
        # The VP first, as a placement's line says them (pt79): a toast cut at two lines keeps them.
        return _("{who} ended the turn: {scored} ({placed}){gains}").format(
            who=who(e, players), placed=placed, scored=scored, gains=extra
        )
    else:
        said = _("{who} ended the turn{gains}")
    return said.format(who=who(e, players), gains=extra)


@line("round_ended")
def _round_ended(e: Event, players: list[Player]) -> str:
    bits = [_("{who} is the first player").format(who=players[e["first"]].name)]
    if e["removed"]:
        back = ", ".join(f"{n} {name(c)}" for c, n in e["removed"].items())
        bits.append(_("returned to the box: {pieces}").format(pieces=back))
    if e["discard"]:
        bits.append(_("discard task card {n} (counted from the far end)").format(n=e["discard"]))
    return _("New round: {what}").format(what="; ".join(bits))


@line("game_over")
def _game_over(e: Event, players: list[Player]) -> str:
    top = [players[s["seat"]].name for s in e["standings"] if s["place"] == 1]
    score = e["standings"][0]["key"][0]
    title = f" ({name(e['title'])})" if e.get("title") else ""
    if len(top) > 1:
        said = _("Game over: {names} share the victory with {vp} VP")
        names = _("{first} and {last}").format(first=", ".join(top[:-1]), last=top[-1])
    else:
        said, names = _("Game over: {names} wins with {vp} VP"), top[0]
    return said.format(names=names, vp=score) + title
