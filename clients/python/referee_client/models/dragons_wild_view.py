from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_view_phase import DragonsWildViewPhase
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_hand_result import DragonsWildHandResult
  from ..models.dragons_wild_view_meld import DragonsWildViewMeld
  from ..models.dragons_wild_view_suits_item import DragonsWildViewSuitsItem





T = TypeVar("T", bound="DragonsWildView")



@_attrs_define
class DragonsWildView:
    """ What one seat (or a spectator, viewer null) may see.

        Attributes:
            game (Literal['dragons_wild']):
            players (int):
            viewer (int | None):
            suits (list[DragonsWildViewSuitsItem]):
            hand_no (int):
            dealer (int):
            turn (int):
            round_ (int):
            rate (int):
            phase (DragonsWildViewPhase):
            active (int | None):
            to_act (list[int]):
            buys_this_window (int):
            buyer (int | None):
            hand_counts (list[int]):
            deck_count (int):
            discard (list[str]):
            melds (list[DragonsWildViewMeld]):
            has_earlier_meld (list[bool]):
            hand_points (list[int]):
            totals (list[int]):
            results (list[DragonsWildHandResult]):
            last_table (list[str]): the cards that were public (melds, discard pile) when the last hand ended
            end_reason (None | str):
            shown (list[list[str]]): per seat, the cards it took face up from the discard pile (bought or drawn) and still
                holds: public (RB25)
            hand (list[str] | Unset): the viewer's own hand (seats only)
            taken (None | str | Unset): the card the viewer took from the discard pile this turn
     """

    game: Literal['dragons_wild']
    players: int
    viewer: int | None
    suits: list[DragonsWildViewSuitsItem]
    hand_no: int
    dealer: int
    turn: int
    round_: int
    rate: int
    phase: DragonsWildViewPhase
    active: int | None
    to_act: list[int]
    buys_this_window: int
    buyer: int | None
    hand_counts: list[int]
    deck_count: int
    discard: list[str]
    melds: list[DragonsWildViewMeld]
    has_earlier_meld: list[bool]
    hand_points: list[int]
    totals: list[int]
    results: list[DragonsWildHandResult]
    last_table: list[str]
    end_reason: None | str
    shown: list[list[str]]
    hand: list[str] | Unset = UNSET
    taken: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_view_meld import DragonsWildViewMeld # noqa: PLC0415
        from ..models.dragons_wild_view_suits_item import DragonsWildViewSuitsItem # noqa: PLC0415
        game = self.game

        players = self.players

        viewer: int | None
        viewer = self.viewer

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

        active: int | None
        active = self.active

        to_act = self.to_act



        buys_this_window = self.buys_this_window

        buyer: int | None
        buyer = self.buyer

        hand_counts = self.hand_counts



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



        end_reason: None | str
        end_reason = self.end_reason

        shown = []
        for shown_item_data in self.shown:
            shown_item = shown_item_data


            shown.append(shown_item)



        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        taken: None | str | Unset
        if isinstance(self.taken, Unset):
            taken = UNSET
        else:
            taken = self.taken


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "viewer": viewer,
            "suits": suits,
            "hand_no": hand_no,
            "dealer": dealer,
            "turn": turn,
            "round": round_,
            "rate": rate,
            "phase": phase,
            "active": active,
            "to_act": to_act,
            "buys_this_window": buys_this_window,
            "buyer": buyer,
            "hand_counts": hand_counts,
            "deck_count": deck_count,
            "discard": discard,
            "melds": melds,
            "has_earlier_meld": has_earlier_meld,
            "hand_points": hand_points,
            "totals": totals,
            "results": results,
            "last_table": last_table,
            "end_reason": end_reason,
            "shown": shown,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if taken is not UNSET:
            field_dict["taken"] = taken

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
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




        def _parse_active(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active = _parse_active(d.pop("active"))


        to_act = cast(list[int], d.pop("to_act"))


        buys_this_window = d.pop("buys_this_window")

        def _parse_buyer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        buyer = _parse_buyer(d.pop("buyer"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


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


        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        shown = []
        _shown = d.pop("shown")
        for shown_item_data in (_shown):
            shown_item = cast(list[str], shown_item_data)

            shown.append(shown_item)


        hand = cast(list[str], d.pop("hand", UNSET))


        def _parse_taken(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        taken = _parse_taken(d.pop("taken", UNSET))


        dragons_wild_view = cls(
            game=game,
            players=players,
            viewer=viewer,
            suits=suits,
            hand_no=hand_no,
            dealer=dealer,
            turn=turn,
            round_=round_,
            rate=rate,
            phase=phase,
            active=active,
            to_act=to_act,
            buys_this_window=buys_this_window,
            buyer=buyer,
            hand_counts=hand_counts,
            deck_count=deck_count,
            discard=discard,
            melds=melds,
            has_earlier_meld=has_earlier_meld,
            hand_points=hand_points,
            totals=totals,
            results=results,
            last_table=last_table,
            end_reason=end_reason,
            shown=shown,
            hand=hand,
            taken=taken,
        )

        return dragons_wild_view

