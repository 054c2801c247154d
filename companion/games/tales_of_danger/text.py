"""Tales of Danger: the log line of each stored event (never a Journal value before the end).

Each line is made in the language in force when it is shown (a request's, a stream subscriber's).
"""

from __future__ import annotations

from typing import Any

from companion.games.base import Player, who
from companion.games.tales_of_danger.rules import line
from companion.i18n import _, ngettext
from scoring.tales_of_danger.data import COST_BY_KEY

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
        return _("{who} gets Sponsor rank {rank}, the last one left, and moves to Act 2").format(**args)
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
        text = _("{text}; {last} gets Sponsor rank {rank}, the last one left").format(**last)
    return text


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    nxt = players[e["next"]].name
    if "secured" in e:  # older logs hold no `secured`: their line says the turn ended
        return _("{text}; {next} is next").format(text=_secured(e, players), next=nxt)
    return _("{who} ended their turn; {next} is next").format(who=who(e, players), next=nxt)


@line("act3_started")
def _act3_started(e: Event, players: list[Player]) -> str:
    return _("Act 3 begins: {who} (Sponsor rank {rank}) takes the first turn").format(
        who=players[e["first"]].name, rank=e["rank"]
    )


def _costs(keys: list[str]) -> str:
    # A card's own name has commas ("Rough Seas: 1 Crew, 2 Supplies"): cards are parted by semicolons (pt116:
    # "Illness: 3 Crew, 2 Supplies" read as one card).
    return "; ".join(_(COST_BY_KEY[k].name) for k in keys)


@line("segment_prepared")
def _segment_prepared(e: Event, players: list[Player]) -> str:
    args = {"who": who(e, players), "difficulty": e["difficulty"], "costs": _costs(e["costs"])}
    if e.get("at_table") is False:
        text = _("{who} prepared a difficulty {difficulty} Segment, Cost cards drawn by the app: {costs}")
        return text.format(**args)
    return _("{who} prepared a difficulty {difficulty} Segment: {costs}").format(**args)


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
    return _("{who} forages: the app flipped {cards}").format(who=who(e, players), cards=_costs(e["cards"]))


@line("foraged")
def _foraged(e: Event, players: list[Player]) -> str:
    if e.get("at_table") is False:
        text = _("{who} foraged and added {cost} from the app's flip")
    else:
        text = _("{who} foraged and added {cost}")
    return text.format(who=who(e, players), cost=_(COST_BY_KEY[e["cost"]].name))


@line("final_round_started")
def _final_round_started(e: Event, players: list[Player]) -> str:
    rest = ", ".join(players[s].name for s in e["remaining"])
    return _("Final round: {who} completed 5 Segments; one last turn each for {rest}").format(
        who=players[e["trigger"]].name, rest=rest
    )


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
