"""Tales of Danger #1: Days of Discovery, for 2 to 6 players (no solo mode).

Setup draws the Sponsors in play (2 players: 3, 3 players: 4, 4 or more: all 6) and the first
player. Each player moves through Act 1 (secure a Sponsor; hand limit 7) into Act 2 (the
Sponsor's Start, Market and Max values, entered once), and everyone moves into Act 3 together
once every hand is full. In Act 3 each player keeps a voyage: the current Segment (difficulty
and Segment Cost cards, Forage adds one) and the completed Segments with face-down Journals,
whose values only their owner sees until the final scoring. A 5th completed Segment gives
every other player one final turn; the tally is difficulties plus Journals, and a tie goes to
the higher-ranked Sponsor (rank 1 highest). The physical cards stay on the table: players
enter what they draw and discard, and the app checks payments and shows exact odds.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games._tod_rules import Planner
from companion.games._tod_view import view as tod_view
from companion.games.base import ActionDoc, Game, Option, Player, State, need_seat
from companion.rng import RandomSource
from scoring.tales_of_danger.data import COST_BY_KEY, HOUSE_RULINGS, MAX_PLAYERS, MIN_PLAYERS, SPONSOR_RANKS
from scoring.tales_of_danger.scoring import final_standings
from scoring.tales_of_danger.turns import sponsors_in_play

FIRST_PLAYER_CHOICES = ("random", "1", "2", "3", "4", "5", "6")


class TalesOfDanger(Game):
    """Sponsor draw, Act tracker, voyage tracker with cost checker and odds, final round, scoring."""

    id = "tales-of-danger"
    title = "Tales of Danger"
    summary = (
        "Days of Discovery, 2-6 players (no solo mode): Sponsors, Acts and hand limits, "
        "each voyage with a cost checker and exact odds, hidden Journals, final round and tally."
    )
    order = 30
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    has_secrets = True
    house_rulings = HOUSE_RULINGS
    options = (
        Option(
            "first_player",
            "First player",
            "choice",
            "random",
            choices=FIRST_PLAYER_CHOICES,
            help="Seat number (1 = the first name), or drawn at random",
        ),
    )
    actions = (
        ActionDoc(
            "secure_sponsor",
            "Act 1, last step of your turn: secure a Sponsor by rank (optionally with its Start/Market/Max)",
            {"type": "secure_sponsor", "rank": 2, "start": 3, "market": 2, "max": 8},
        ),
        ActionDoc(
            "sponsor_values",
            "Enter your Sponsor card's Start, Market and Max hand sizes",
            {"type": "sponsor_values", "start": 2, "market": 3, "max": 9},
        ),
        ActionDoc("hand_full", "Act 2: mark your hand full (at Max) or not", {"type": "hand_full", "full": True}),
        ActionDoc(
            "end_turn",
            "End an Act 1/2 turn (Move the Story Along; start of Act 3 check)",
            {"type": "end_turn"},
        ),
        ActionDoc(
            "prepare_segment",
            "Act 3: lay out a Segment: its difficulty and that many Segment Cost cards",
            {"type": "prepare_segment", "difficulty": 2, "costs": ["illness", "supply"]},
        ),
        ActionDoc(
            "complete_segment",
            "Act 3 turn: pay the Segment (Crew, Supplies, cancels) and add a face-down Journal (1-3 or null)",
            {"type": "complete_segment", "crew": 0, "supplies": 1, "cancels": ["Doctor"], "journal": 2},
        ),
        ActionDoc(
            "forage",
            "Act 3 turn: Forage; the flipped card added as a Segment Cost (and, optionally, the other three)",
            {"type": "forage", "cost": "great_fishing", "others": ["crew", "illness", "supply"]},
        ),
        ActionDoc(
            "deck_reshuffled",
            "Act 3: the discards were shuffled into the deck (for the odds)",
            {"type": "deck_reshuffled"},
        ),
    )

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """The first player must be one of the seats."""
        first = options["first_player"]
        if first != "random" and int(first) > len(players):
            raise ActionError("bad_option", f"first player {first} is not one of the {len(players)} seats")

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Draw the Sponsors in play (shown in rank order) and the first player."""
        n = len(players)
        in_play = sorted(rng.sample(list(SPONSOR_RANKS), sponsors_in_play(n)))
        first = rng.randrange(n) if options["first_player"] == "random" else int(options["first_player"]) - 1
        return {
            "names": [p.name for p in players],
            "sponsors": in_play,
            "first_player": first,
            "phase": "acts",
            "turn": first,
            "players": [
                {
                    "act": 1,
                    "sponsor": None,
                    "how": None,
                    "start": None,
                    "market": None,
                    "max": None,
                    "hand_full": False,
                    "segment": None,
                    "voyage": [],
                }
                for _ in players
            ],
            "act3_first": None,
            "final_round": None,
            "seen": [],
            "seen_difficulties": [],
            "points": None,
            "standings": None,
        }

    def act(self, state: State, action: dict[str, Any], seat: int | None, rng: RandomSource) -> list[dict]:
        """Validate one action and return its events (checked on a scratch copy of the state)."""
        kind = action["type"]
        plan = Planner(state, self.apply)
        if kind == "deck_reshuffled":
            return plan.deck_reshuffled()
        handlers = {
            "secure_sponsor": lambda s: plan.secure_sponsor(s, action),
            "sponsor_values": lambda s: plan.sponsor_values(s, action),
            "hand_full": lambda s: plan.hand_full(s, action),
            "end_turn": plan.end_turn,
            "prepare_segment": lambda s: plan.prepare_segment(s, action),
            "complete_segment": lambda s: plan.complete_segment(s, action),
            "forage": lambda s: plan.forage(s, action),
        }
        if kind not in handlers:
            known = ", ".join([*handlers, "deck_reshuffled"])
            raise ActionError("unknown_action", f"Tales of Danger has no action {str(kind)[:40]!r}; known: {known}")
        return handlers[kind](need_seat(seat, action))

    # -- folding events ------------------------------------------------------------------------

    def apply(self, state: State, event: dict[str, Any]) -> None:
        """Fold one event into the state."""
        kind = event["type"]
        p = state["players"][event["seat"]] if "seat" in event else None
        if kind == "sponsor_secured":
            p.update(sponsor=event["rank"], act=2, how=event["how"])
            for k in ("start", "market", "max"):
                if k in event:
                    p[k] = event[k]
        elif kind == "sponsor_values_set":
            p.update(start=event["start"], market=event["market"], max=event["max"])
        elif kind == "hand_marked":
            p["hand_full"] = event["full"]
        elif kind == "turn_ended":
            state["turn"] = event["next"]
        elif kind == "act3_started":
            state.update(phase="act3", turn=event["first"], act3_first=event["first"], seen=[], seen_difficulties=[])
            for q in state["players"]:
                q["act"] = 3
        elif kind == "segment_prepared":
            p["segment"] = {"difficulty": event["difficulty"], "costs": list(event["costs"]), "forages": 0}
            state["seen"].extend(event["costs"])
            state["seen_difficulties"].append(event["difficulty"])
        elif kind == "segment_completed":
            p["voyage"].append(
                {"difficulty": event["difficulty"], "journal": event["journal"], "bonus": event["bonus"]}
            )
            p["segment"] = None
            _pass_turn(state, event["seat"])
        elif kind == "final_round_started":
            state["final_round"] = {"trigger": event["trigger"], "remaining": list(event["remaining"])}
            state["turn"] = event["remaining"][0]
        elif kind == "foraged":
            p["segment"]["costs"].append(event["cost"])
            p["segment"]["forages"] += 1
            state["seen"].extend([event["cost"], *event["others"]])
            _pass_turn(state, event["seat"])
        elif kind == "game_over":
            state.update(phase="over", turn=None, points=list(event["points"]), standings=list(event["standings"]))
        elif kind == "deck_reshuffled":
            # Discarded Cost cards go back into the deck; only those still on the table stay seen.
            segments = [q["segment"] for q in state["players"] if q["segment"]]
            state["seen"] = [k for s in segments for k in s["costs"]]
            state["seen_difficulties"] = [v["difficulty"] for q in state["players"] for v in q["voyage"]] + [
                s["difficulty"] for s in segments
            ]

    # -- what each phone sees --------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> State:
        """Others' Journal values stay hidden until the final scoring."""
        return tod_view(state, seat)

    def public_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """A completed Segment's Journal value is secret until the end: the stream says only if there is one."""
        if event["type"] == "segment_completed":
            out = {k: v for k, v in event.items() if k != "journal"}
            out["has_journal"] = event["journal"] is not None
            return out
        return event

    def describe(self, event: dict[str, Any], players: list[Player]) -> str:
        """A log line (never a Journal value before the end)."""
        kind = event["type"]
        who = players[event["seat"]].name if "seat" in event else ""
        if kind == "sponsor_secured":
            how = {"story": " (Move the Story Along)", "automatic": " (the last Sponsor, at once)"}.get(
                event["how"], ""
            )
            return f"{who} secured Sponsor rank {event['rank']}{how} and moves to Act 2"
        if kind == "sponsor_values_set":
            return f"{who}'s Sponsor: Start {event['start']}, Market {event['market']}, Max {event['max']}"
        if kind == "hand_marked":
            return f"{who}'s hand is {'full' if event['full'] else 'not full'}"
        if kind == "turn_ended":
            return f"{who} ended their turn; {players[event['next']].name} is next"
        if kind == "act3_started":
            first = players[event["first"]].name
            return f"Act 3 begins: {first} (Sponsor rank {event['rank']}) takes the first turn"
        if kind == "segment_prepared":
            costs = ", ".join(COST_BY_KEY[k].name for k in event["costs"])
            return f"{who} prepared a difficulty {event['difficulty']} Segment: {costs}"
        if kind == "segment_completed":
            journal = "with a Journal" if event.get("has_journal") else "without a Journal"
            bonus = f", {event['bonus']} bonus card(s)" if event["bonus"] else ""
            return f"{who} completed a difficulty {event['difficulty']} Segment {journal}{bonus}"
        if kind == "foraged":
            return f"{who} foraged and added {COST_BY_KEY[event['cost']].name}"
        if kind == "final_round_started":
            rest = ", ".join(players[s].name for s in event["remaining"])
            return f"Final round: {players[event['trigger']].name} completed 5 Segments; one last turn each for {rest}"
        if kind == "game_over":
            best = event["standings"][0]["seat"]
            return f"Game over: {players[best].name} wins with {event['points'][best]} points"
        if kind == "deck_reshuffled":
            return "The discards were shuffled into the deck"
        return super().describe(event, players)

    def standings(self, state: State) -> list[dict[str, Any]]:
        """The tally: difficulties only while Journals are face down; with Journals once the game is over."""
        over = state["phase"] == "over"
        voyages = [[(v["difficulty"], v["journal"] if over else None) for v in p["voyage"]] for p in state["players"]]
        # A player still without a Sponsor (Act 1) ranks below every Sponsor in a tie.
        ranks = [p["sponsor"] or len(SPONSOR_RANKS) + 1 for p in state["players"]]
        return [s.as_dict() for s in final_standings(voyages, ranks)]

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """Seat, name, Sponsor, Segments, difficulty points; Journals, total and place after the end."""
        over = state["phase"] == "over"
        places = {s["seat"]: s["place"] for s in state["standings"] or []}
        header = ["seat", "name", "sponsor", "segments", "difficulties", "journals", "total", "place"]
        rows = []
        for i, (pl, p) in enumerate(zip(players, state["players"], strict=True)):
            diff = sum(v["difficulty"] for v in p["voyage"])
            journals = sum(v["journal"] or 0 for v in p["voyage"])
            rows.append(
                [i, pl.name, p["sponsor"] or "", len(p["voyage"]), diff]
                + ([journals, diff + journals, places.get(i, "")] if over else ["", "", ""])
            )
        return header, rows


def _pass_turn(state: State, seat: int) -> None:
    """After an Act 3 turn: the next player, or the next final-round player."""
    fr = state["final_round"]
    if fr is None:
        state["turn"] = (seat + 1) % len(state["players"])
        return
    if seat in fr["remaining"]:
        fr["remaining"].remove(seat)
    state["turn"] = fr["remaining"][0] if fr["remaining"] else None


GAME = TalesOfDanger()
