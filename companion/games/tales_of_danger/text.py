"""Tales of Danger: the log line of each stored event (never a Journal value before the end).

Each line is made in the language in force when it is shown (a request's, a stream subscriber's).
A line is also the toast on the other phones: two lines at most at 360 px, 130 %, in Russian (pt49:
"… готовит этап сложности 2, карты стоимости вытянуло приложение: …" took four). What the screen
shows anyway (a Segment's Cost cards, the app's flip, who still plays) is not said again.
"""

from __future__ import annotations

from typing import Any

from companion.games.base import Player, who
from companion.games.tales_of_danger.rules import line
from companion.i18n import _, ngettext
from scoring.tales_of_danger.data import COST_BY_KEY, GREAT_FISHING

Event = dict[str, Any]


def _ranks(ranks: list[int]) -> str:
    return ", ".join(map(str, ranks))


@line("sponsors_drawn")
def _sponsors_drawn(e: Event, players: list[Player]) -> str:
    if e["at_table"]:
        return _("Sponsors in play: ranks {ranks} (drawn at the table)").format(ranks=_ranks(e["ranks"]))
    return _("Sponsors in play: ranks {ranks} (drawn by the app)").format(ranks=_ranks(e["ranks"]))


@line("sponsor_secured")
def _sponsor_secured(e: Event, players: list[Player]) -> str:
    args = {"who": who(e, players), "rank": e["rank"]}
    if e["how"] == "story":
        return _("{who} secured Sponsor rank {rank} (Move the Story Along) and moves to Act 2").format(**args)
    if e["how"] == "automatic":
        return _("{who} gets the last Sponsor, rank {rank}").format(**args)
    if "name" in e:
        return _("{who} secured Sponsor rank {rank}, {sponsor}, and moves to Act 2").format(sponsor=e["name"], **args)
    return _("{who} secured Sponsor rank {rank} and moves to Act 2").format(**args)


@line("sponsor_values_set")
def _sponsor_values_set(e: Event, players: list[Player]) -> str:
    args = {"who": who(e, players), "start": e["start"], "market": e["market"], "max": e["max"]}
    if "name" in e:
        said = _("{who}'s Sponsor, {sponsor}: Start {start}, Market {market}, Max {max}")
        return said.format(sponsor=e["name"], **args)
    return _("{who}'s Sponsor: Start {start}, Market {market}, Max {max}").format(**args)


@line("hand_marked")
def _hand_marked(e: Event, players: list[Player]) -> str:
    if e["full"]:
        return _("{who}'s hand is full").format(who=who(e, players))
    return _("{who}'s hand is not full").format(who=who(e, players))


def _secured(e: Event, players: list[Player]) -> str:
    """What a turn that secured a Sponsor did: the Sponsor, and the last one given at once."""
    got, args = e["secured"], {"who": who(e, players), "rank": e["secured"]["rank"]}
    if got["how"] == "story":
        text = _("{who} gets Sponsor rank {rank} (Move the Story Along)").format(**args)
    elif "name" in got:
        text = _("{who} secured the Sponsor {sponsor} (rank {rank})").format(sponsor=got["name"], **args)
    else:
        text = _("{who} secured Sponsor rank {rank}").format(**args)
    if "last" in e:
        last = {"text": text, "last": players[e["last"]["seat"]].name, "rank": e["last"]["rank"]}
        text = _("{text}; {last} gets the last one, rank {rank}").format(**last)
    return text


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    nxt = players[e["next"]].name
    # A Sponsor secured: that is the news (pt49: with "; … is next" it took 3 lines in Russian); the
    # prompt names who plays, and the next player's phone says "Your turn".
    if "secured" in e:  # older logs hold no `secured`: their line says the turn ended
        return _secured(e, players)
    return _("{who} ended their turn; {next} is next").format(who=who(e, players), next=nxt)


@line("act3_started")
def _act3_started(e: Event, players: list[Player]) -> str:
    return _("Act 3 begins: {who} (Sponsor rank {rank}) takes the first turn").format(
        who=players[e["first"]].name, rank=e["rank"]
    )


def _cost(key: str) -> str:
    """A Cost card in few words: Great Fishing! by its label (it costs nothing), the others by their cost."""
    card = COST_BY_KEY[key]
    return _(card.label) if card.label == GREAT_FISHING else _(card.name)


@line("segment_prepared")
def _segment_prepared(e: Event, players: list[Player]) -> str:
    # Its Cost cards are under the voyage on every screen until it is completed.
    args = {"who": who(e, players), "difficulty": e["difficulty"]}
    if e.get("at_table") is False:
        return _("{who} prepared a difficulty {difficulty} Segment, drawn by the app").format(**args)
    return _("{who} prepared a difficulty {difficulty} Segment").format(**args)


@line("segment_completed")
def _segment_completed(e: Event, players: list[Player]) -> str:
    args = {"who": who(e, players), "difficulty": e["difficulty"]}
    if e.get("has_journal"):
        text = _("{who} completed a difficulty {difficulty} Segment with a Journal").format(**args)
    else:
        text = _("{who} completed a difficulty {difficulty} Segment without a Journal").format(**args)
    if not e["bonus"]:
        return text
    n = e["bonus"]
    return ngettext("{text}, {n} bonus card", "{text}, {n} bonus cards", n).format(text=text, n=n)


@line("forage_flipped")
def _forage_flipped(e: Event, players: list[Player]) -> str:
    # The four cards are under the voyage on every screen until one is picked.
    return ngettext(
        "{who} forages: the app flipped {n} card", "{who} forages: the app flipped {n} cards", len(e["cards"])
    ).format(who=who(e, players), n=len(e["cards"]))


@line("foraged")
def _foraged(e: Event, players: list[Player]) -> str:
    return _("{who} foraged: {cost}").format(who=who(e, players), cost=_cost(e["cost"]))


@line("final_round_started")
def _final_round_started(e: Event, players: list[Player]) -> str:
    # Who still plays: the banner over the voyages counts them, the prompt names each in turn.
    return _("Final round: {who} completed the voyage; one last turn each").format(who=players[e["trigger"]].name)


@line("game_over")
def _game_over(e: Event, players: list[Player]) -> str:
    best = e["standings"][0]["seat"]
    n = e["points"][best]
    return ngettext("Game over: {who} wins with {n} point", "Game over: {who} wins with {n} points", n).format(
        who=players[best].name, n=n
    )


@line("deck_reshuffled")
def _deck_reshuffled(e: Event, players: list[Player]) -> str:
    return _("The discards were shuffled into the deck")
