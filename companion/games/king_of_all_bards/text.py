"""The King of All Bards: the log line of each stored event (never a secret), in the current language."""

from __future__ import annotations

from typing import Any

from companion.games.base import Player
from companion.games.king_of_all_bards.rules import line
from companion.games.king_of_all_bards.text_board import namers, rolled, song_text
from companion.i18n import _, ngettext
from scoring.king_of_all_bards.data import BARD_BY_ID, GENRE_NAMES, SQUARE_NAME, location_name

Event = dict[str, Any]


def _and(names: list[str]) -> str:
    return _(" and ").join(names)


@line("bard_chosen")
def _bard_chosen(e: Event, players: list[Player]) -> str:
    b = BARD_BY_ID[e["bard"]]
    said = _("{who} changes to {bard} {title} ({genre})") if e.get("was") else _("{who} plays {bard} {title} ({genre})")
    return said.format(
        who=namers(players)[0](e["seat"]), bard=_(b.name), title=_(b.title), genre=_(GENRE_NAMES[b.genre])
    )


@line("first_player")
def _first_player(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    if not e.get("rounds"):
        return _("{who} is the First Player (real dice)").format(who=nm(e["seat"]))
    rolls = _("; then ").join(", ".join(f"{nm(int(k))} {v}" for k, v in r.items()) for r in e["rounds"])
    # Who won first: a toast cut at two lines kept the rolls and lost the winner (pt110).
    return _("{who} is the First Player (roll-off: {rolls})").format(rolls=rolls, who=nm(e["seat"]))


@line("rolloff_roll")
def _rolloff_roll(e: Event, players: list[Player]) -> str:
    who = namers(players)[0](e["seat"])
    if e.get("real"):
        return _("{who} rolled {value} for the First Player (real die)").format(who=who, value=e["value"])
    return _("{who} rolled {value} for the First Player").format(who=who, value=e["value"])


@line("placement_begins")
def _placement_begins(e: Event, players: list[Player]) -> str:
    return _("Setup: each player places a Fan in a Pub and one in the Town Square")


@line("start_placed")
def _start_placed(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return _("{who} put a Fan in {pub} and one in the {square}").format(
        who=nm(e["seat"]), pub=location_name(e["pub"]), square=_(SQUARE_NAME)
    )


@line("round_begins")
def _round_begins(e: Event, players: list[Player]) -> str:
    return _("Round {n}: Movement").format(n=e["round"])


@line("picked")
def _picked(e: Event, players: list[Player]) -> str:
    if e.get("changed"):
        return _("{who} changed the secret pick").format(who=namers(players)[0](e["seat"]))
    return _("{who} picked a Pub (secret)").format(who=namers(players)[0](e["seat"]))


@line("moved")
def _moved(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    moves = ", ".join(_("{who} to Pub {n}").format(who=nm(i), n=p) for i, p in enumerate(e["to"]))
    return _("All Bards move: {moves}").format(moves=moves)


@line("duel_begins")
def _duel_begins(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    who = _(" vs ").join(nm(x) for x in e["seats"])
    return _("Duel in {pub}: {who}").format(pub=location_name(e["pub"]), who=who)


@line("duel_song")
def _duelsong_text(e: Event, players: list[Player]) -> str:
    return _("{who} chose a Song for the Duel (secret)").format(who=namers(players)[0](e["seat"]))


@line("duel_revealed")
def _duel_revealed(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    songs = ", ".join(f"{nm(int(k))} {song_text(v)}" for k, v in e["songs"].items())
    return _("Duel Songs: {songs}").format(songs=songs)


@line("duel_roll", "perf_roll")
def _roll(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return rolled(e, nm(e["seat"]), nm(e["by"]) if e.get("by") is not None else None)


@line("duel_step")
def _duel_step(e: Event, players: list[Player]) -> str:
    nm, names = namers(players)
    totals = ", ".join(f"{nm(int(k))} {v}" for k, v in e["totals"].items())
    if e["reason"] == "tie":
        return _("Duel totals: {totals}: tie, {who} reroll").format(totals=totals, who=names(e["reroll"]))
    if e["reason"] == "all_epic_fail":
        return _("Duel totals: {totals}: all rolled 1, everyone rerolls").format(totals=totals)
    return _("Duel totals: {totals}").format(totals=totals)


@line("duel_passed")
def _duel_passed(e: Event, players: list[Player]) -> str:
    return _("{who} plays no Trick in the Duel").format(who=namers(players)[0](e["seat"]))


@line("duel_won")
def _duel_won(e: Event, players: list[Player]) -> str:
    nm, names = namers(players)
    won = (
        _("{who} won the Duel in Pub {n}").format(who=nm(e["winner"]), n=e["pub"])
        if e["winner"] is not None
        else _("Nobody won the Duel in Pub {n}").format(n=e["pub"])
    )
    losers = (
        ngettext(
            "{who} goes to the Town Square and draws a card",
            "{who} go to the Town Square and draw a card",
            len(e["losers"]),
        )
        if e["losers"]
        else _("{who} goes to the Town Square and draws a card")
    )
    return _("{won}; {losers}").format(won=won, losers=losers.format(who=names(e["losers"])))


@line("duel_done")
def _duel_done(e: Event, players: list[Player]) -> str:
    return _("The Duel in Pub {n} is over").format(n=e["pub"])


@line("song_cancelled")
def _song_cancelled(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return _("{by}'s Vicious Heckle cancels {who}'s Song").format(by=nm(e["by"]), who=nm(e["seat"]))


@line("performance_begins")
def _performance_begins(e: Event, players: list[Player]) -> str:
    return _("Performance: {who} sings first").format(who=namers(players)[0](e["turn"]))


@line("sing")
def _sing(e: Event, players: list[Player]) -> str:
    return _("{who} sings a Song: {song}").format(who=namers(players)[0](e["seat"]), song=song_text(e))


@line("reward")
def _reward(e: Event, players: list[Player]) -> str:
    # The next line names the reward in the game's words ("+1 Tip (reward)", a Fan moved): said once.
    return _("{who}'s Song succeeded: a reward").format(who=namers(players)[0](e["seat"]))


@line("song_done")
def _song_done(e: Event, players: list[Player]) -> str:
    who, song = namers(players)[0](e["seat"]), song_text(e)
    if e["success"] and not e.get("duel"):  # after its rewards, which said it succeeded
        return _("{who}'s {song} Song is complete").format(who=who, song=song)
    if e["success"]:
        return _("{who}'s {song} Song succeeded").format(who=who, song=song)
    return _("{who}'s {song} Song failed").format(who=who, song=song)


@line("turn_ended")
def _turn_ended(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    if e["next"] is not None:
        return _("{who} ends the turn; {next} performs").format(who=nm(e["seat"]), next=nm(e["next"]))
    return _("{who} ends the turn").format(who=nm(e["seat"]))


@line("refreshment_begins")
def _refreshment_begins(e: Event, players: list[Player]) -> str:
    return _("Refreshment: discard, refill to 6 cards")


@line("refreshed")
def _refreshed(e: Event, players: list[Player]) -> str:
    who = namers(players)[0](e["seat"])
    if e["cash_in"]:
        return _("{who} is refreshed (3+ Tricks discarded)").format(who=who)
    return _("{who} is refreshed").format(who=who)


@line("round_over")
def _round_over(e: Event, players: list[Player]) -> str:
    return _("The round is over; {who} is the First Player").format(who=namers(players)[0](e["first"]))


@line("end_pending")
def _end_pending(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return _("{who}: 5 Tips and Fans in 5 different Pubs. The game ends unless someone plays a Trick").format(
        who=_and([nm(x) for x in e["seats"]])
    )


@line("end_passed")
def _end_passed(e: Event, players: list[Player]) -> str:
    return _("{who} plays no Trick: let the game end").format(who=namers(players)[0](e["seat"]))


@line("end_cancelled")
def _end_cancelled(e: Event, players: list[Player]) -> str:
    return _("A Trick prevents the end: nobody has 5 Tips and Fans in 5 Pubs now. The game goes on")


@line("game_over")
def _game_over(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    return _("{who}: King of All Bards!").format(who=_and([nm(x) for x in e["winners"]]))
