from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_view_phase import DragonsWildViewPhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_hand_result import DragonsWildHandResult
  from ..models.dragons_wild_options import DragonsWildOptions
  from ..models.dragons_wild_outcome import DragonsWildOutcome
  from ..models.dragons_wild_view_meld import DragonsWildViewMeld
  from ..models.dragons_wild_view_suits_item import DragonsWildViewSuitsItem





T = TypeVar("T", bound="DragonsWildView")



@_attrs_define
class DragonsWildView:
    """ What one seat (or a spectator, viewer null) may see.

        Attributes:
            game (Literal['dragons_wild']):
            players (int):
            viewer (int | None): the seat the view is for; null for a spectator
            options (DragonsWildOptions): Dragons Wild options (docs/rules/dragons_wild.md, "Options").
            suits (list[DragonsWildViewSuitsItem]):
            hand_no (int):
            dealer (int):
            turn (int):
            round_ (int):
            rate (int):
            phase (DragonsWildViewPhase): the state's phase; finished once the game is over
            to_act (list[int]): the seats that may act now (the active player, and buyers while the buy window is open);
                empty once the game is over
            current (int | None): the active player (whose turn it is) while a hand is played; null between hands and once
                the game is over
            buys_this_window (int):
            buyer (int | None):
            hand (list[str] | None): the viewer's own hand; null for a spectator
            taken (None | str): the card the viewer took from the discard pile this turn (the active player only; else null)
            hand_counts (list[int]):
            known_hands (list[list[str]]): per seat, the cards it took face up from the discard pile (bought or drawn) and
                still holds: seen by everyone (RB25)
            deck_count (int):
            discard (list[str]):
            melds (list[DragonsWildViewMeld]):
            has_earlier_meld (list[bool]):
            hand_points (list[int]):
            totals (list[int]):
            results (list[DragonsWildHandResult]):
            last_table (list[str]): the cards that were public (melds, discard pile) when the last hand ended
            outcome (DragonsWildOutcome | None): Null while the game runs.
     """

    game: Literal['dragons_wild']
    players: int
    viewer: int | None
    options: DragonsWildOptions
    suits: list[DragonsWildViewSuitsItem]
    hand_no: int
    dealer: int
    turn: int
    round_: int
    rate: int
    phase: DragonsWildViewPhase
    to_act: list[int]
    current: int | None
    buys_this_window: int
    buyer: int | None
    hand: list[str] | None
    taken: None | str
    hand_counts: list[int]
    known_hands: list[list[str]]
    deck_count: int
    discard: list[str]
    melds: list[DragonsWildViewMeld]
    has_earlier_meld: list[bool]
    hand_points: list[int]
    totals: list[int]
    results: list[DragonsWildHandResult]
    last_table: list[str]
    outcome: DragonsWildOutcome | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        from ..models.dragons_wild_view_meld import DragonsWildViewMeld # noqa: PLC0415
        from ..models.dragons_wild_view_suits_item import DragonsWildViewSuitsItem # noqa: PLC0415
        game = self.game

        players = self.players

        viewer: int | None
        viewer = self.viewer

        options = self.options.to_dict()

        suits = []
        for suits_item_data in self.suits:
            suits_item = suits_item_data.to_dict()
            suits.append(suits_item)



        hand_no = self.hand_no

        dealer = self.dealer

        turn = self.turn

        round_ = self.round_

        rate = self.rate

        phase = self.phase.value

        to_act = self.to_act



        current: int | None
        current = self.current

        buys_this_window = self.buys_this_window

        buyer: int | None
        buyer = self.buyer

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        taken: None | str
        taken = self.taken

        hand_counts = self.hand_counts



        known_hands = []
        for known_hands_item_data in self.known_hands:
            known_hands_item = known_hands_item_data


            known_hands.append(known_hands_item)



        deck_count = self.deck_count

        discard = self.discard



        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)



        has_earlier_meld = self.has_earlier_meld



        hand_points = self.hand_points



        totals = self.totals



        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        last_table = self.last_table



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsWildOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "viewer": viewer,
            "options": options,
            "suits": suits,
            "hand_no": hand_no,
            "dealer": dealer,
            "turn": turn,
            "round": round_,
            "rate": rate,
            "phase": phase,
            "to_act": to_act,
            "current": current,
            "buys_this_window": buys_this_window,
            "buyer": buyer,
            "hand": hand,
            "taken": taken,
            "hand_counts": hand_counts,
            "known_hands": known_hands,
            "deck_count": deck_count,
            "discard": discard,
            "melds": melds,
            "has_earlier_meld": has_earlier_meld,
            "hand_points": hand_points,
            "totals": totals,
            "results": results,
            "last_table": last_table,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        from ..models.dragons_wild_outcome import DragonsWildOutcome # noqa: PLC0415
        from ..models.dragons_wild_view_meld import DragonsWildViewMeld # noqa: PLC0415
        from ..models.dragons_wild_view_suits_item import DragonsWildViewSuitsItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        players = d.pop("players")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        options = DragonsWildOptions.from_dict(d.pop("options"))




        suits = []
        _suits = d.pop("suits")
        for suits_item_data in (_suits):
            suits_item = DragonsWildViewSuitsItem.from_dict(suits_item_data)



            suits.append(suits_item)


        hand_no = d.pop("hand_no")

        dealer = d.pop("dealer")

        turn = d.pop("turn")

        round_ = d.pop("round")

        rate = d.pop("rate")

        phase = DragonsWildViewPhase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))


        buys_this_window = d.pop("buys_this_window")

        def _parse_buyer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        buyer = _parse_buyer(d.pop("buyer"))


        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))


        def _parse_taken(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taken = _parse_taken(d.pop("taken"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        known_hands = []
        _known_hands = d.pop("known_hands")
        for known_hands_item_data in (_known_hands):
            known_hands_item = cast(list[str], known_hands_item_data)

            known_hands.append(known_hands_item)


        deck_count = d.pop("deck_count")

        discard = cast(list[str], d.pop("discard"))


        melds = []
        _melds = d.pop("melds")
        for melds_item_data in (_melds):
            melds_item = DragonsWildViewMeld.from_dict(melds_item_data)



            melds.append(melds_item)


        has_earlier_meld = cast(list[bool], d.pop("has_earlier_meld"))


        hand_points = cast(list[int], d.pop("hand_points"))


        totals = cast(list[int], d.pop("totals"))


        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = DragonsWildHandResult.from_dict(results_item_data)



            results.append(results_item)


        last_table = cast(list[str], d.pop("last_table"))


        def _parse_outcome(data: object) -> DragonsWildOutcome | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsWildOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildOutcome | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_wild_view = cls(
            game=game,
            players=players,
            viewer=viewer,
            options=options,
            suits=suits,
            hand_no=hand_no,
            dealer=dealer,
            turn=turn,
            round_=round_,
            rate=rate,
            phase=phase,
            to_act=to_act,
            current=current,
            buys_this_window=buys_this_window,
            buyer=buyer,
            hand=hand,
            taken=taken,
            hand_counts=hand_counts,
            known_hands=known_hands,
            deck_count=deck_count,
            discard=discard,
            melds=melds,
            has_earlier_meld=has_earlier_meld,
            hand_points=hand_points,
            totals=totals,
            results=results,
            last_table=last_table,
            outcome=outcome,
        )

        return dragons_wild_view

