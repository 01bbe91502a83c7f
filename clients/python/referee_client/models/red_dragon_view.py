from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_rank import RedDragonRank
from ..models.red_dragon_view_direction_type_0 import RedDragonViewDirectionType0
from ..models.red_dragon_view_phase import RedDragonViewPhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_free_go_type_0 import RedDragonFreeGoType0
  from ..models.red_dragon_options import RedDragonOptions
  from ..models.red_dragon_outcome import RedDragonOutcome
  from ..models.red_dragon_pile_entry import RedDragonPileEntry
  from ..models.red_dragon_view_seats_item import RedDragonViewSeatsItem





T = TypeVar("T", bound="RedDragonView")



@_attrs_define
class RedDragonView:
    """ What a seat (or a spectator, viewer null) may see. Opening cards (after the reveal), the pile, the hand cards
    everyone saw picked up (known_hands) and counts are public; hand, reserve and dealt are the viewer's own cards (null
    for a spectator). Chance cards are never shown until revealed, not even to their owner.

        Attributes:
            game (Literal['red_dragon']):
            players (int):
            viewer (int | None):
            options (RedDragonOptions):
            phase (RedDragonViewPhase):
            to_act (list[int]): The seats that may act now, ascending; empty once the game is over.
            current (int | None): The seat whose turn it is in the play phase; null while Reserves are chosen and once the
                game is over.
            hand (list[str] | None): The viewer's own hand; null for a spectator.
            hand_counts (list[int]): Per seat (indexed by seat), the number of cards in its hand.
            known_hands (list[list[str]]): Per seat (indexed by seat, the viewer's own included), the cards of its hand that
                every player saw enter it (picked up from the pile, a failed Chance card) and that are still there. A Reserve
                card picked up face down is never in it.
            outcome (None | RedDragonOutcome): Null until the game is over.
            reserve (list[str] | None): The viewer's own Reserve cards (while Reserves are chosen, its choice so far); null
                for a spectator.
            dealt (list[str] | None): While Reserves are chosen, the viewer's dealt cards not chosen as Reserve (empty
                afterwards); null for a spectator.
            first_player (int | None):
            direction (None | RedDragonViewDirectionType0):
            first_move_pending (bool):
            pile (list[RedDragonPileEntry]):
            effective_top (None | RedDragonRank): The rank the current player must answer (null = empty pile; '2' in an
                own-8 free go).
            free_go (None | RedDragonFreeGoType0):
            extra_go (bool):
            pending_joker (bool):
            burned_count (int):
            out_of_round_count (int):
            seats (list[RedDragonViewSeatsItem]):
            finish_order (list[int]):
     """

    game: Literal['red_dragon']
    players: int
    viewer: int | None
    options: RedDragonOptions
    phase: RedDragonViewPhase
    to_act: list[int]
    current: int | None
    hand: list[str] | None
    hand_counts: list[int]
    known_hands: list[list[str]]
    outcome: None | RedDragonOutcome
    reserve: list[str] | None
    dealt: list[str] | None
    first_player: int | None
    direction: None | RedDragonViewDirectionType0
    first_move_pending: bool
    pile: list[RedDragonPileEntry]
    effective_top: None | RedDragonRank
    free_go: None | RedDragonFreeGoType0
    extra_go: bool
    pending_joker: bool
    burned_count: int
    out_of_round_count: int
    seats: list[RedDragonViewSeatsItem]
    finish_order: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_free_go_type_0 import RedDragonFreeGoType0 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        from ..models.red_dragon_pile_entry import RedDragonPileEntry # noqa: PLC0415
        from ..models.red_dragon_view_seats_item import RedDragonViewSeatsItem # noqa: PLC0415
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
        if isinstance(self.outcome, RedDragonOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        reserve: list[str] | None
        if isinstance(self.reserve, list):
            reserve = self.reserve


        else:
            reserve = self.reserve

        dealt: list[str] | None
        if isinstance(self.dealt, list):
            dealt = self.dealt


        else:
            dealt = self.dealt

        first_player: int | None
        first_player = self.first_player

        direction: None | str
        if isinstance(self.direction, RedDragonViewDirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction

        first_move_pending = self.first_move_pending

        pile = []
        for pile_item_data in self.pile:
            pile_item = pile_item_data.to_dict()
            pile.append(pile_item)



        effective_top: None | str
        if isinstance(self.effective_top, RedDragonRank):
            effective_top = self.effective_top.value
        else:
            effective_top = self.effective_top

        free_go: dict[str, Any] | None
        if isinstance(self.free_go, RedDragonFreeGoType0):
            free_go = self.free_go.to_dict()
        else:
            free_go = self.free_go

        extra_go = self.extra_go

        pending_joker = self.pending_joker

        burned_count = self.burned_count

        out_of_round_count = self.out_of_round_count

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        finish_order = self.finish_order




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
            "reserve": reserve,
            "dealt": dealt,
            "first_player": first_player,
            "direction": direction,
            "first_move_pending": first_move_pending,
            "pile": pile,
            "effective_top": effective_top,
            "free_go": free_go,
            "extra_go": extra_go,
            "pending_joker": pending_joker,
            "burned_count": burned_count,
            "out_of_round_count": out_of_round_count,
            "seats": seats,
            "finish_order": finish_order,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_free_go_type_0 import RedDragonFreeGoType0 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        from ..models.red_dragon_pile_entry import RedDragonPileEntry # noqa: PLC0415
        from ..models.red_dragon_view_seats_item import RedDragonViewSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        players = d.pop("players")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        options = RedDragonOptions.from_dict(d.pop("options"))




        phase = RedDragonViewPhase(d.pop("phase"))




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


        def _parse_outcome(data: object) -> None | RedDragonOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedDragonOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        def _parse_reserve(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reserve_type_0 = cast(list[str], data)

                return reserve_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        reserve = _parse_reserve(d.pop("reserve"))


        def _parse_dealt(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dealt_type_0 = cast(list[str], data)

                return dealt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        dealt = _parse_dealt(d.pop("dealt"))


        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))


        def _parse_direction(data: object) -> None | RedDragonViewDirectionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = RedDragonViewDirectionType0(data)



                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonViewDirectionType0, data)

        direction = _parse_direction(d.pop("direction"))


        first_move_pending = d.pop("first_move_pending")

        pile = []
        _pile = d.pop("pile")
        for pile_item_data in (_pile):
            pile_item = RedDragonPileEntry.from_dict(pile_item_data)



            pile.append(pile_item)


        def _parse_effective_top(data: object) -> None | RedDragonRank:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effective_top_type_1 = RedDragonRank(data)



                return effective_top_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonRank, data)

        effective_top = _parse_effective_top(d.pop("effective_top"))


        def _parse_free_go(data: object) -> None | RedDragonFreeGoType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_free_go_type_0 = RedDragonFreeGoType0.from_dict(data)



                return componentsschemas_red_dragon_free_go_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonFreeGoType0, data)

        free_go = _parse_free_go(d.pop("free_go"))


        extra_go = d.pop("extra_go")

        pending_joker = d.pop("pending_joker")

        burned_count = d.pop("burned_count")

        out_of_round_count = d.pop("out_of_round_count")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RedDragonViewSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        finish_order = cast(list[int], d.pop("finish_order"))


        red_dragon_view = cls(
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
            reserve=reserve,
            dealt=dealt,
            first_player=first_player,
            direction=direction,
            first_move_pending=first_move_pending,
            pile=pile,
            effective_top=effective_top,
            free_go=free_go,
            extra_go=extra_go,
            pending_joker=pending_joker,
            burned_count=burned_count,
            out_of_round_count=out_of_round_count,
            seats=seats,
            finish_order=finish_order,
        )

        return red_dragon_view

