from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_ladder_rank import PalaceLadderRank
from ..models.palace_view_phase import PalaceViewPhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.palace_options import PalaceOptions
  from ..models.palace_outcome import PalaceOutcome
  from ..models.palace_pile_entry import PalacePileEntry
  from ..models.palace_seat_view import PalaceSeatView





T = TypeVar("T", bound="PalaceView")



@_attrs_define
class PalaceView:
    """ What one seat (viewer = seat) or a spectator (viewer = null) may see.

        Attributes:
            game (Literal['palace']):
            players (int):
            viewer (int | None):
            options (PalaceOptions): Palace options (docs/rules/palace.md §7). Every option is optional; defaults follow the
                seed.
            phase (PalaceViewPhase):
            to_act (list[int]): The seats that may act now, ascending; empty once the game is over.
            current (int | None): The seat whose turn it is in the play phase; null in the swap phase and once the game is
                over.
            hand (list[str] | None): The viewer's own hand; null for a spectator.
            hand_counts (list[int]): Per seat (indexed by seat), the number of cards in its hand.
            known_hands (list[list[str]]): Per seat (indexed by seat, the viewer's own included), the cards of its hand that
                every player saw enter it (pick-ups, failed flips, swaps, the starter's deciding card) and that are still there.
            outcome (None | PalaceOutcome): Null until the game is over.
            pending_again (bool): The current player must play again on their own 2 or after their burn.
            seats (list[PalaceSeatView]):
            stock_count (int):
            pile (list[PalacePileEntry]):
            effective_top (None | str): The rank to match or beat (transparent cards and jokers are seen through); null =
                the pile counts as empty.
            burned (list[str]):
            finish_order (list[int]):
            turns (int):
            starter (int | None):
            lead_rank (None | PalaceLadderRank):
     """

    game: Literal['palace']
    players: int
    viewer: int | None
    options: PalaceOptions
    phase: PalaceViewPhase
    to_act: list[int]
    current: int | None
    hand: list[str] | None
    hand_counts: list[int]
    known_hands: list[list[str]]
    outcome: None | PalaceOutcome
    pending_again: bool
    seats: list[PalaceSeatView]
    stock_count: int
    pile: list[PalacePileEntry]
    effective_top: None | str
    burned: list[str]
    finish_order: list[int]
    turns: int
    starter: int | None
    lead_rank: None | PalaceLadderRank





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_options import PalaceOptions # noqa: PLC0415
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_pile_entry import PalacePileEntry # noqa: PLC0415
        from ..models.palace_seat_view import PalaceSeatView # noqa: PLC0415
        game = self.game

        players = self.players

        viewer: int | None
        viewer = self.viewer

        options = self.options.to_dict()

        phase = self.phase.value

        to_act = self.to_act



        current: int | None
        current = self.current

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        hand_counts = self.hand_counts



        known_hands = []
        for known_hands_item_data in self.known_hands:
            known_hands_item = known_hands_item_data


            known_hands.append(known_hands_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, PalaceOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pending_again = self.pending_again

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        stock_count = self.stock_count

        pile = []
        for pile_item_data in self.pile:
            pile_item = pile_item_data.to_dict()
            pile.append(pile_item)



        effective_top: None | str
        effective_top = self.effective_top

        burned = self.burned



        finish_order = self.finish_order



        turns = self.turns

        starter: int | None
        starter = self.starter

        lead_rank: None | str
        if isinstance(self.lead_rank, PalaceLadderRank):
            lead_rank = self.lead_rank.value
        else:
            lead_rank = self.lead_rank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "viewer": viewer,
            "options": options,
            "phase": phase,
            "to_act": to_act,
            "current": current,
            "hand": hand,
            "hand_counts": hand_counts,
            "known_hands": known_hands,
            "outcome": outcome,
            "pending_again": pending_again,
            "seats": seats,
            "stock_count": stock_count,
            "pile": pile,
            "effective_top": effective_top,
            "burned": burned,
            "finish_order": finish_order,
            "turns": turns,
            "starter": starter,
            "lead_rank": lead_rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.palace_options import PalaceOptions # noqa: PLC0415
        from ..models.palace_outcome import PalaceOutcome # noqa: PLC0415
        from ..models.palace_pile_entry import PalacePileEntry # noqa: PLC0415
        from ..models.palace_seat_view import PalaceSeatView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        players = d.pop("players")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        options = PalaceOptions.from_dict(d.pop("options"))




        phase = PalaceViewPhase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))


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


        hand_counts = cast(list[int], d.pop("hand_counts"))


        known_hands = []
        _known_hands = d.pop("known_hands")
        for known_hands_item_data in (_known_hands):
            known_hands_item = cast(list[str], known_hands_item_data)

            known_hands.append(known_hands_item)


        def _parse_outcome(data: object) -> None | PalaceOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = PalaceOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        pending_again = d.pop("pending_again")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = PalaceSeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        stock_count = d.pop("stock_count")

        pile = []
        _pile = d.pop("pile")
        for pile_item_data in (_pile):
            pile_item = PalacePileEntry.from_dict(pile_item_data)



            pile.append(pile_item)


        def _parse_effective_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effective_top = _parse_effective_top(d.pop("effective_top"))


        burned = cast(list[str], d.pop("burned"))


        finish_order = cast(list[int], d.pop("finish_order"))


        turns = d.pop("turns")

        def _parse_starter(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        starter = _parse_starter(d.pop("starter"))


        def _parse_lead_rank(data: object) -> None | PalaceLadderRank:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lead_rank_type_0 = PalaceLadderRank(data)



                return lead_rank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceLadderRank, data)

        lead_rank = _parse_lead_rank(d.pop("lead_rank"))


        palace_view = cls(
            game=game,
            players=players,
            viewer=viewer,
            options=options,
            phase=phase,
            to_act=to_act,
            current=current,
            hand=hand,
            hand_counts=hand_counts,
            known_hands=known_hands,
            outcome=outcome,
            pending_again=pending_again,
            seats=seats,
            stock_count=stock_count,
            pile=pile,
            effective_top=effective_top,
            burned=burned,
            finish_order=finish_order,
            turns=turns,
            starter=starter,
            lead_rank=lead_rank,
        )

        return palace_view

