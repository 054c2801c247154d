"""A game's definition: the `Game` every game subclasses (metadata, setup, act, view, standings, plays).

Each game package subclasses `Game` once (`GAME = ...` in its `__init__.py`) and hands it its
`Rules` (companion/games/rules.py); `Game.act` runs an action on a `Sim` there. The game
packages import what they need to write a game from here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from companion.errors import ActionError
from companion.events import Event
from companion.games import sheet
from companion.games.fields import ActionDoc, Option, Player, choice_field, int_field, need_seat
from companion.games.rules import EventData, Outcome, Rules, Sim, State
from companion.i18n import N_, _
from companion.rng import RandomSource, seeded

# What the game packages import from here.
__all__ = ["ActionDoc", "Game", "Option", "Outcome", "Player", "Rules", "Sim", "State"]
__all__ += ["choice_field", "int_field", "need_seat", "upgrade_log", "who"]


class Game:
    """Base of every game definition: metadata, setup, the `Rules`, view, standings, legal actions."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    order: ClassVar[int] = 50  # place in the list of games (score pad last)
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 8
    options: ClassVar[tuple[Option, ...]] = ()
    rules: ClassVar[Rules]
    # The first six differ in hue and (where the page allows) lightness: no two seats' pieces are told
    # apart by a few degrees of hue alone (red beside orange read as one colour on the King of All Bards board).
    colors: ClassVar[tuple[str, ...]] = (
        "#d62828",
        "#1d4ed8",
        "#15803d",
        "#ca8a04",
        "#7e22ce",
        "#57534e",
        "#0f766e",
        "#be185d",
    )
    # default player names on the new-table form (shown through `_()`)
    color_names: ClassVar[tuple[str, ...]] = (
        N_("Red"),
        N_("Blue"),
        N_("Green"),
        N_("Yellow"),
        N_("Purple"),
        N_("Grey"),
        N_("Teal"),
        N_("Pink"),
    )
    # Events whose log line names nobody though anyone may make them (a correction of the board): the
    # line says who did ("(changed by Zoë)"), as a correction of another seat's numbers does.
    said_by: ClassVar[frozenset[str]] = frozenset()
    # Events whose log line is the table's, not a move of the seat whose action brought it ("New round:
    # Zoë is the first player" after Bob ended his turn): the phones mark it with no player's colour.
    table_lines: ClassVar[frozenset[str]] = frozenset()
    # Games with information some seats may not see (secret picks, hidden journals).
    has_secrets: ClassVar[bool] = False
    # Games whose player, passed the host's phone, sees there what the app dealt them in secret (Minstrels'
    # hero cards; pt93): the host's phone reads the game as that seat (`?as=`). Not Tales of Danger's Journals,
    # face down on a phone passed round (pt65): the player typed them there, and the next player may look.
    shows_dealt_secrets: ClassVar[bool] = False
    # Games a player may join once under way (a friend arriving late: companion/late_player.py).
    adds_players: ClassVar[bool] = False
    # Games played with dice: the table's bottom bar carries the Dice button (a game without, none).
    has_dice: ClassVar[bool] = True
    # Games whose prompt names the seats to act: the turn timer can run a chess clock per player.
    names_turns: ClassVar[bool] = True
    # The game's own dice events (besides the table's `roll`): the phone's last-roll button shows them.
    roll_events: ClassVar[tuple[str, ...]] = ()
    # The game's own first-player roll-offs (besides the table's `rolloff`): the table screen shows
    # who rolled what as the last roll, and names the First Player full screen.
    rolloff_events: ClassVar[tuple[str, ...]] = ()
    # One seat's die in such a roll-off, rolled on its own phone before the First Player is known
    # (data: `seat`, `value`): the table screen shows each as the last roll (pt61: "–" through seven).
    rolloff_dice_events: ClassVar[tuple[str, ...]] = ()
    # The game's big moments (every Bard's move, a Duel's result, a Brawl): the table screen shows
    # their log line full screen for a few seconds (a move of every Bard, data `to`: a line per Pub),
    # in the colour of the one seat the event names, if one. The end of a game is one in every game.
    reveal_events: ClassVar[tuple[str, ...]] = ()
    # Events that make the players' secret choices public: the action that caused one is undone by the host
    # only, since the seat's own undo would let it choose again knowing the others' (pt62).
    unveils: ClassVar[tuple[str, ...]] = ()
    # Where the rulebook is silent: the house rulings this game applies (from scoring/<game>).
    house_rulings: ClassVar[tuple[str, ...]] = ()
    # Events that say something about a play, not a move in it (the score pad's name): they do not
    # move the play's finish time.
    untimed: ClassVar[frozenset[str]] = frozenset()
    # Random play (the conformance test) stops a game after this many rounds; 0: it always ends.
    round_cap: ClassVar[int] = 0
    # The phase of a finished game, and the game's rule moves (its legal.py `candidates`).
    over_phase: ClassVar[str] = "over"
    # Every stored event type's payload as a named, typed shape (its events.py `SHAPES`).
    shapes: ClassVar[dict[str, type]] = {}
    moves: ClassVar[Callable[[State, int | None], list[dict[str, Any]]] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # A game ended by its score sheet (companion/games/sheet.py) is over with the sheet's result,
        # whatever the game's own state tracks: each game's end and tally answer from the sheet first.
        super().__init_subclass__(**kwargs)
        for name in ("is_over", "standings", "scores"):
            if name in vars(cls):
                setattr(cls, name, sheet.first(name, vars(cls)[name]))
        if "view" in vars(cls):  # over: no one to act (its prompt and turn stayed where the sheet cut in)
            cls.view = sheet.no_turn(vars(cls)["view"])

    @property
    def actions(self) -> tuple[ActionDoc, ...]:
        """Every action type with its summary and example (the OpenAPI document lists them)."""
        return tuple(self.rules.docs)

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """Cross-check options against the player count; raise `ActionError` when they clash."""

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """The state at the start of the game (random setup is resolved here, once)."""
        raise NotImplementedError

    def check_action(self, state: State, kind: str) -> None:
        """Refuse any action in this state before its function runs (e.g. once the game is over)."""

    def after_action(self, sim: Sim) -> None:
        """What follows every action of this game (e.g. a win check)."""

    def act(
        self,
        state: State,
        action: dict[str, Any],
        seat: int | None,
        rng: RandomSource,
        held: frozenset[int] = frozenset(),
    ) -> Outcome:
        """Validate an action by `seat` (None: the host) and return its events; `state` is untouched.

        `held`: the seats other phones hold (see `Sim.held`).
        """
        if state.get(sheet.KEY):
            raise ActionError("game_over", _("the score sheet ended this game: undo it to play on"), 409)
        fn, seated = self.rules.handler(action.get("type"))
        self.check_action(state, action["type"])
        sim = Sim(state, rng, self.apply, held)
        fn(sim, need_seat(seat, action) if seated else seat, action)
        self.after_action(sim)
        return Outcome(sim.events, sim.s)

    def apply(self, state: State, event: EventData) -> None:
        """Fold one event into the state, in place (never fails for an event `act` made)."""
        if event["type"] == sheet.EVENT:
            sheet.fold(state, event)
            return
        self.rules.fold(state, event)

    def rolled_off(self, state: State, winner: int) -> State:
        """The state after the table's roll-off chose `winner` as first player (a new one when the game keeps it)."""
        return state

    def played_for(self, event: EventData) -> frozenset[int]:
        """The seats an event entered points or moves for (beyond its actor): the score pad's host grid, say."""
        return frozenset()

    def player_added(self, state: State) -> State:
        """The state with one more seat at its end (a game with `adds_players` says how); a copy, never in place."""
        raise NotImplementedError(f"{self.id} takes no players once under way")

    def player_removed(self, state: State) -> State:
        """The state without its last seat (added late, nothing entered for it yet); a copy, never in place."""
        raise NotImplementedError(f"{self.id} takes no players once under way")

    def describe(self, event: EventData, players: list[Player]) -> str:
        """A readable log line for one event, without secrets."""
        if event["type"] == sheet.EVENT:
            return sheet.line(event, [p.name for p in players])
        return self.rules.describe(event, players)

    def view(self, state: State, seat: int | None) -> State:
        """What `seat` may see (None: a spectator, or the public stream)."""
        return state

    def own_view(self, state: State, seat: int) -> State | None:
        """Only what `seat` sees beyond the public view, when that is a few top-level keys; else None.

        A game with secrets that offers it renders the public view once per state and each seat's
        own keys over it: `view(state, seat) == {**view(state, None), **own_view(state, seat)}`
        (the conformance test checks this on every state of its random games).
        """
        return None

    def facts(self) -> dict[str, Any]:
        """The game's reference data (pieces, colours, bonuses, phases, costs), sent with the page."""
        return {}

    def public_event(self, event: EventData) -> EventData:
        """An event as every phone may see it (secrets removed)."""
        return event

    def telling(self, types: list[str]) -> int:
        """Which of one action's events (by type, in order) "undid: ..." names: the first unless a game says."""
        return 0

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """One stored event's data in today's shape (the log is a format: old tables must still load).

        A change to what a stored event (or the initial state in `table_created`) holds comes with
        a step here; tests/golden replays logs of earlier versions through it.
        """
        return data

    def told(self, events: list[EventData], players: list[Player]) -> str | None:
        """One log line for an undone or redone group of events, or None: its `telling` event's line says it."""
        return None

    def carried(self, state: State) -> State:
        """What of a finished table's state its play-again table starts with (none: a new game)."""
        return {}

    def play_title(self, state: State) -> str:
        """The title a finished play is kept under (the history, BG Stats): the game's own."""
        return self.title

    def is_over(self, state: State) -> bool:
        """Whether the game has ended (its state's phase is `over_phase`, or its score sheet is recorded)."""
        return bool(state.get(sheet.KEY)) or state.get("phase") == self.over_phase

    def setting_up(self, state: State) -> bool:
        """Whether the game is still in its setup (nobody's turn yet: the turn timer waits it out)."""
        return state.get("phase") == "setup"

    def round_of(self, state: State) -> int:
        """The round being played (for `round_cap`)."""
        return state.get("round", 0)

    def candidates(self, state: State, seat: int | None) -> list[dict[str, Any]]:
        """The rule moves worth trying for `seat` now (None: the host); `legal_actions` keeps those accepted."""
        return self.moves(state, seat) if self.moves else []

    def legal_actions(self, state: State, seat: int | None) -> list[dict[str, Any]]:
        """The rule moves `seat` may make now (corrections by hand, like adjusting a score, are not listed)."""
        out = []
        for a in self.candidates(state, seat):
            try:
                self.act(state, a, seat, seeded(0))
            except ActionError:
                continue
            out.append(a)
        return out

    def standings(self, state: State) -> list[dict[str, Any]]:
        """The tally as it stands (the final one once the game is over), with the rulebook's tie-breaks.

        Each entry: `{"seat", "place", "key", "shared"}` as from `scoring.standings.rank`.
        """
        raise NotImplementedError

    # What a finished table's play records (companion/plays): each seat's score, which way the
    # scores count, and who started. A game without points (won by reaching a goal) says None.
    def scores(self, state: State) -> list[float] | None:
        """Each seat's final score, or None for a game that has no points."""
        return None

    def highest_wins(self, state: State) -> bool:
        """Whether the highest score wins (False: the lowest)."""
        return True

    def start_player(self, initial: State, events: list[EventData]) -> int | None:
        """The seat that started the game, from the first state and the game's events (None: unknown)."""
        return None

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """A CSV of the game: seat, name, place (from `standings`)."""
        places = {s["seat"]: s["place"] for s in self.standings(state)}
        return ["seat", "name", "place"], [[i, p.name, places.get(i, "")] for i, p in enumerate(players)]


def who(event: EventData, players: list[Player]) -> str:
    """The name of the seat an event is about ("" when it names none)."""
    seat = event.get("seat")
    return players[seat].name if isinstance(seat, int) and 0 <= seat < len(players) else ""


def upgrade_log(game: Game, log: list[Event]) -> list[Event]:
    """A stored log with every event's data brought to today's shape by `game.upgrade`."""
    for e in log:
        e.data = game.upgrade(e.type, e.data)
    return log
