from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_state_direction import RedDragonStateDirection
from ..models.red_dragon_state_end_reason_type_0 import RedDragonStateEndReasonType0
from ..models.red_dragon_state_phase import RedDragonStatePhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_free_go_type_0 import RedDragonFreeGoType0
  from ..models.red_dragon_options import RedDragonOptions
  from ..models.red_dragon_pile_entry import RedDragonPileEntry
  from ..models.red_dragon_state_seats_item import RedDragonStateSeatsItem





T = TypeVar("T", bound="RedDragonState")



@_attrs_define
class RedDragonState:
    """ The full state (stateless endpoints); holds every hidden card.

        Attributes:
            game (Literal['red_dragon']):
            players (int):
            options (RedDragonOptions):
            phase (RedDragonStatePhase):
            seats (list[RedDragonStateSeatsItem]):
            out_of_round (list[str]):
            direction (RedDragonStateDirection):
            direction_chosen (bool):
            first_player (int | None):
            current (int):
            first_move_pending (bool):
            pile (list[RedDragonPileEntry]):
            burned (list[str]):
            free_go (None | RedDragonFreeGoType0):
            extra_go (bool):
            pending_joker (int | None):
            finish_order (list[int]):
            loser (int | None):
            turns (int):
            plays (int):
            end_reason (None | RedDragonStateEndReasonType0):
     """

    game: Literal['red_dragon']
    players: int
    options: RedDragonOptions
    phase: RedDragonStatePhase
    seats: list[RedDragonStateSeatsItem]
    out_of_round: list[str]
    direction: RedDragonStateDirection
    direction_chosen: bool
    first_player: int | None
    current: int
    first_move_pending: bool
    pile: list[RedDragonPileEntry]
    burned: list[str]
    free_go: None | RedDragonFreeGoType0
    extra_go: bool
    pending_joker: int | None
    finish_order: list[int]
    loser: int | None
    turns: int
    plays: int
    end_reason: None | RedDragonStateEndReasonType0





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_free_go_type_0 import RedDragonFreeGoType0 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        from ..models.red_dragon_pile_entry import RedDragonPileEntry # noqa: PLC0415
        from ..models.red_dragon_state_seats_item import RedDragonStateSeatsItem # noqa: PLC0415
        game = self.game

        players = self.players

        options = self.options.to_dict()

        phase = self.phase.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        out_of_round = self.out_of_round



        direction = self.direction.value

        direction_chosen = self.direction_chosen

        first_player: int | None
        first_player = self.first_player

        current = self.current

        first_move_pending = self.first_move_pending

        pile = []
        for pile_item_data in self.pile:
            pile_item = pile_item_data.to_dict()
            pile.append(pile_item)



        burned = self.burned



        free_go: dict[str, Any] | None
        if isinstance(self.free_go, RedDragonFreeGoType0):
            free_go = self.free_go.to_dict()
        else:
            free_go = self.free_go

        extra_go = self.extra_go

        pending_joker: int | None
        pending_joker = self.pending_joker

        finish_order = self.finish_order



        loser: int | None
        loser = self.loser

        turns = self.turns

        plays = self.plays

        end_reason: None | str
        if isinstance(self.end_reason, RedDragonStateEndReasonType0):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "options": options,
            "phase": phase,
            "seats": seats,
            "out_of_round": out_of_round,
            "direction": direction,
            "direction_chosen": direction_chosen,
            "first_player": first_player,
            "current": current,
            "first_move_pending": first_move_pending,
            "pile": pile,
            "burned": burned,
            "free_go": free_go,
            "extra_go": extra_go,
            "pending_joker": pending_joker,
            "finish_order": finish_order,
            "loser": loser,
            "turns": turns,
            "plays": plays,
            "end_reason": end_reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_free_go_type_0 import RedDragonFreeGoType0 # noqa: PLC0415
        from ..models.red_dragon_options import RedDragonOptions # noqa: PLC0415
        from ..models.red_dragon_pile_entry import RedDragonPileEntry # noqa: PLC0415
        from ..models.red_dragon_state_seats_item import RedDragonStateSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        players = d.pop("players")

        options = RedDragonOptions.from_dict(d.pop("options"))




        phase = RedDragonStatePhase(d.pop("phase"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RedDragonStateSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        out_of_round = cast(list[str], d.pop("out_of_round"))


        direction = RedDragonStateDirection(d.pop("direction"))




        direction_chosen = d.pop("direction_chosen")

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))


        current = d.pop("current")

        first_move_pending = d.pop("first_move_pending")

        pile = []
        _pile = d.pop("pile")
        for pile_item_data in (_pile):
            pile_item = RedDragonPileEntry.from_dict(pile_item_data)



            pile.append(pile_item)


        burned = cast(list[str], d.pop("burned"))


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

        def _parse_pending_joker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pending_joker = _parse_pending_joker(d.pop("pending_joker"))


        finish_order = cast(list[int], d.pop("finish_order"))


        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))


        turns = d.pop("turns")

        plays = d.pop("plays")

        def _parse_end_reason(data: object) -> None | RedDragonStateEndReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = RedDragonStateEndReasonType0(data)



                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonStateEndReasonType0, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        red_dragon_state = cls(
            game=game,
            players=players,
            options=options,
            phase=phase,
            seats=seats,
            out_of_round=out_of_round,
            direction=direction,
            direction_chosen=direction_chosen,
            first_player=first_player,
            current=current,
            first_move_pending=first_move_pending,
            pile=pile,
            burned=burned,
            free_go=free_go,
            extra_go=extra_go,
            pending_joker=pending_joker,
            finish_order=finish_order,
            loser=loser,
            turns=turns,
            plays=plays,
            end_reason=end_reason,
        )

        return red_dragon_state

