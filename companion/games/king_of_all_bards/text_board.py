"""The King of All Bards: the log lines of the board's events (Fans, Brawls, Tips, Bards, Tricks, tokens)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games.base import Player
from companion.games.king_of_all_bards.rules import line
from companion.i18n import N_, _, ngettext
from scoring.king_of_all_bards.data import (
    EPIC_FAIL,
    GENRE_NAMES,
    MOOD_NAMES,
    SQUARE_NAME,
    TRICK_BY_ID,
    location_name,
)

WHY = {
    "share_the_loot": N_("Share the Loot"),
    "standing_ovation": N_("Standing Ovation"),
    "stage_banter": N_("Stage Banter"),
    "signing_session": N_("Signing Session"),
    "distribute_posters": N_("Distribute Posters"),
    "sing_havoc": N_("Sing Havoc!"),
    "marks_the_spot": N_("#MarksTheSpot"),
    "cash_in": N_("cashed in 3+ Tricks"),
    "reward": N_("reward"),
    "move": N_("moved by hand"),
    "push": N_("pushed"),
    "pull": N_("pulled"),
    "duel_lost": N_("lost the Duel"),
    "epic_solo": N_("Epic Solo"),
    "cabbage": N_("Cabbage"),
}
CAUSE = {"capacity": N_("over Capacity"), "ragnarok": N_("Ragnarok"), "heckle": N_("Vicious Heckle")}


def why(key: str) -> str:
    """Why something happened, in words (an unknown key as it is)."""
    return _(WHY[key]) if key in WHY else key


def loc_text(loc: Any) -> str:
    """A location in words (the reserve, the Town Square, a Pub)."""
    return _("the reserve") if loc == "reserve" else location_name(loc)


def song_text(song: dict[str, str] | None) -> str:
    """A Song in words ("no Song" for none)."""
    if not song:
        return _("no Song")
    return _("{genre} {mood}").format(genre=_(GENRE_NAMES[song["genre"]]), mood=_(MOOD_NAMES[song["mood"]]))


def rolled(e: dict[str, Any], who: str, by: str | None = None) -> str:
    """A Duel or Song roll: who rolled (or rerolled, why and `by` whom) what, a real die, an Epic Fail."""
    real = _(" (real die)") if e["real"] else ""
    fail = _(": {epic_fail}").format(epic_fail=_(EPIC_FAIL)) if e["value"] == 1 else ""
    if e.get("reroll") and by is not None:
        text = _("{who} rerolled ({by}'s {why}) {value}").format(who=who, by=by, why=why(e["reroll"]), value=e["value"])
    elif e.get("reroll"):
        text = _("{who} rerolled ({why}) {value}").format(who=who, why=why(e["reroll"]), value=e["value"])
    else:
        text = _("{who} rolled {value}").format(who=who, value=e["value"])
    return text + real + fail


Event = dict[str, Any]


def namers(players: list[Player]) -> tuple[Callable[[Any], str], Callable[[list[int]], str]]:
    """A seat's name ("?" for none) and a list of seats' names ("nobody" for none)."""

    def nm(seat: Any) -> str:
        return players[seat].name if isinstance(seat, int) and 0 <= seat < len(players) else "?"

    def names(seats: list[int]) -> str:
        return ", ".join(nm(x) for x in seats) or _("nobody")

    return nm, names


@line("fan_moved")
def _fan_moved(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    said = why(e["why"])
    if e.get("by") is not None:  # another seat's Fan pushed or pulled: by whom
        said = _("{why} by {who}").format(why=said, who=nm(e["by"]))
    return _("{who}'s Fan: {src} to {to} ({why})").format(
        who=nm(e["seat"]), src=loc_text(e["src"]), to=loc_text(e["to"]), why=said
    )


@line("fans_swapped")
def _fans_swapped(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    a, b = e["a"], e["b"]
    return _("Fans swap: {a}'s from {a_at} and {b}'s from {b_at}").format(
        a=nm(a["seat"]), a_at=loc_text(a["at"]), b=nm(b["seat"]), b_at=loc_text(b["at"])
    )


@line("fan_missing")
def _fan_missing(e: Event, players: list[Player]) -> str:
    return _("No Fan of {who} placed: {reason}").format(who=namers(players)[0](e["seat"]), reason=_(e["reason"]))


def _brawl_where(e: Event, players: list[Player]) -> str:
    if "at_table" not in e or not e["drawn"]:
        return ""
    if "by" in e and not e["at_table"]:  # who had the app draw (pt32: "by the app" though Wilhelmina had tapped)
        return _(" (drawn by the app for {who})").format(who=namers(players)[0](e["by"]))
    return _(" (drawn at the table)") if e["at_table"] else _(" (drawn by the app)")


@line("brawl")
def _brawl(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    cause = _(CAUSE[e["cause"]])
    head = (_("Brawl in Pub {n} ({cause}, redone)") if e.get("redo") else _("Brawl in Pub {n} ({cause})")).format(
        n=e["pub"], cause=cause
    )
    if e["drawn"]:
        fans = ", ".join(_("{who}'s Fan").format(who=nm(d["seat"])) for d in e["drawn"])
        what = _("{fans} to the {square}").format(fans=fans, square=_(SQUARE_NAME))
    else:
        what = _("no Fan to draw")
    return _("{head}: {what}").format(head=head, what=what) + _brawl_where(e, players)


@line("brawl_due")
def _brawl_due(e: Event, players: list[Player]) -> str:
    return _("Brawl in Pub {n} ({cause}): waiting for the draw from the Brawl bag").format(
        n=e["pub"], cause=_(CAUSE[e["cause"]])
    )


@line("brawl_undone")
def _brawl_undone(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    fans = ", ".join(_("{who}'s Fan").format(who=nm(x)) for x in e["drawn"])
    return _("Diehards: the Brawl in Pub {n} is redone ({fans} back in the Pub)").format(n=e["pub"], fans=fans)


@line("tips")
def _tips(e: Event, players: list[Player]) -> str:
    d = e["delta"]
    said = _("by hand") if e["why"] == "move" else why(e["why"])  # a Tip is not moved (pt126: "(moved by hand)")
    return ngettext("{who} {delta} Tip ({why})", "{who} {delta} Tips ({why})", abs(d)).format(
        who=namers(players)[0](e["seat"]), delta=f"{d:+d}", why=said
    )


@line("cards")
def _cards(e: Event, players: list[Player]) -> str:
    return ngettext("{who} draws {n} card ({why})", "{who} draws {n} cards ({why})", e["count"]).format(
        who=namers(players)[0](e["seat"]), n=e["count"], why=why(e["why"])
    )


@line("bard_moved")
def _bard_moved(e: Event, players: list[Player]) -> str:
    return _("{who}'s Bard moves to {to}").format(who=namers(players)[0](e["seat"]), to=loc_text(e["to"]))


def _trick_parts(e: Event, nm: Callable[[Any], str]) -> str:
    """What a Trick was played as, on whom, with what: each part only when the event has it."""
    out = ""
    if e.get("copies"):
        out += _(" as {trick}").format(trick=_(TRICK_BY_ID[e["copies"]].name))
    if e.get("target") is not None:
        out += _(" on {who}").format(who=nm(e["target"]))
    if e.get("delta"):
        out += f" ({e['delta']:+d})"
    if e.get("pub"):
        out += _(" on Pub {n}").format(n=e["pub"])
    if e.get("value"):
        out += _(": rolled {value}").format(value=e["value"])
    if e.get("guess") is not None:
        out += _(", betting on {who}").format(who=nm(e["guess"]))
    if e.get("redoes"):
        out += _(" against the Brawl in Pub {n}").format(n=e["redoes"])
    return out


@line("trick")
def _trick(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    cost = ngettext("for {n} Tip", "for {n} Tips", e["cost"]).format(n=e["cost"])
    return _("{who} plays {trick}{parts} {cost}").format(
        who=nm(e["seat"]), trick=_(TRICK_BY_ID[e["trick"]].name), parts=_trick_parts(e, nm), cost=cost
    )


@line("bet_settled")
def _bet_settled(e: Event, players: list[Player]) -> str:
    nm = namers(players)[0]
    x = {"who": nm(e["seat"]), "guess": nm(e["guess"]), "trick": _(TRICK_BY_ID["up_the_ante"].name)}
    if e["right"]:
        return _("{who}'s bet on {guess} ({trick}): right, +1 Tip").format(**x)
    return _("{who}'s bet on {guess} ({trick}): wrong").format(**x)


@line("ragnarok_done")
def _ragnarok_done(e: Event, players: list[Player]) -> str:
    return _("{who}'s Ragnarok is over").format(who=namers(players)[0](e["seat"]))


# the log's words for the tokens (lower case, as the log has always written them)
TOKEN_WORDS = {"egg": N_("egg"), "tomato": N_("tomato"), "cabbage": N_("cabbage")}


# with their article in English ("plays a egg" read a playtest, RE8815); the other languages use {token}
A_TOKEN = {"egg": N_("an egg"), "tomato": N_("a tomato"), "cabbage": N_("a cabbage")}


def _token(kind: str) -> str:
    return _(TOKEN_WORDS[kind]) if kind in TOKEN_WORDS else kind


def _a_token(kind: str) -> str:
    return _(A_TOKEN[kind]) if kind in A_TOKEN else kind


@line("token_taken")
def _token_taken(e: Event, players: list[Player]) -> str:
    k = e["kind"]
    return _("{who} takes {a_token} token").format(
        who=namers(players)[0](e["seat"]), a_token=_a_token(k), token=_token(k)
    )


@line("token_used")
def _token_used(e: Event, players: list[Player]) -> str:
    nm, k = namers(players)[0], e["kind"]
    return _("{who} plays {a_token} on {target}").format(
        who=nm(e["seat"]), a_token=_a_token(k), token=_token(k), target=nm(e["target"])
    )


@line("token_waived")
def _token_waived(e: Event, players: list[Player]) -> str:
    if e.get("rerolled"):
        return _("{who}'s Epic Fail is rerolled: no token").format(who=namers(players)[0](e["seat"]))
    return _("{who} takes no token").format(who=namers(players)[0](e["seat"]))
