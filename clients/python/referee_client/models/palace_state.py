from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_end_reason_type_0 import PalaceEndReasonType0
from ..models.palace_ladder_rank import PalaceLadderRank
from ..models.palace_phase import PalacePhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.palace_options import PalaceOptions
  from ..models.palace_pile_entry import PalacePileEntry
  from ..models.palace_state_seats_item import PalaceStateSeatsItem





T = TypeVar("T", bound="PalaceState")



@_attrs_define
class PalaceState:
    """ The full state (server side; it holds every hidden card). stock[0] is the top.

        Attributes:
            game (Literal['palace']):
            players (int):
            options (PalaceOptions): Palace options (docs/rules/palace.md §7). Every option is optional; defaults follow the
                seed.
            phase (PalacePhase): The state's phase (a view says finished where the state says over).
            seats (list[PalaceStateSeatsItem]):
            stock (list[str]):
            pile (list[PalacePileEntry]):
            burned (list[str]):
            current (int):
            pending_again (bool):
            finish_order (list[int]):
            loser (int | None):
            turns (int):
            starter (int | None):
            lead_rank (None | PalaceLadderRank):
            end_reason (None | PalaceEndReasonType0):
     """

    game: Literal['palace']
    players: int
    options: PalaceOptions
    phase: PalacePhase
    seats: list[PalaceStateSeatsItem]
    stock: list[str]
    pile: list[PalacePileEntry]
    burned: list[str]
    current: int
    pending_again: bool
    finish_order: list[int]
    loser: int | None
    turns: int
    starter: int | None
    lead_rank: None | PalaceLadderRank
    end_reason: None | PalaceEndReasonType0





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_options import PalaceOptions # noqa: PLC0415
        from ..models.palace_pile_entry import PalacePileEntry # noqa: PLC0415
        from ..models.palace_state_seats_item import PalaceStateSeatsItem # noqa: PLC0415
        game = self.game

        players = self.players

        options = self.options.to_dict()

        phase = self.phase.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        stock = self.stock



        pile = []
        for pile_item_data in self.pile:
            pile_item = pile_item_data.to_dict()
            pile.append(pile_item)



        burned = self.burned



        current = self.current

        pending_again = self.pending_again

        finish_order = self.finish_order



        loser: int | None
        loser = self.loser

        turns = self.turns

        starter: int | None
        starter = self.starter

        lead_rank: None | str
        if isinstance(self.lead_rank, PalaceLadderRank):
            lead_rank = self.lead_rank.value
        else:
            lead_rank = self.lead_rank

        end_reason: None | str
        if isinstance(self.end_reason, PalaceEndReasonType0):
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
            "stock": stock,
            "pile": pile,
            "burned": burned,
            "current": current,
            "pending_again": pending_again,
            "finish_order": finish_order,
            "loser": loser,
            "turns": turns,
            "starter": starter,
            "lead_rank": lead_rank,
            "end_reason": end_reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.palace_options import PalaceOptions # noqa: PLC0415
        from ..models.palace_pile_entry import PalacePileEntry # noqa: PLC0415
        from ..models.palace_state_seats_item import PalaceStateSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        players = d.pop("players")

        options = PalaceOptions.from_dict(d.pop("options"))




        phase = PalacePhase(d.pop("phase"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = PalaceStateSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        stock = cast(list[str], d.pop("stock"))


        pile = []
        _pile = d.pop("pile")
        for pile_item_data in (_pile):
            pile_item = PalacePileEntry.from_dict(pile_item_data)



            pile.append(pile_item)


        burned = cast(list[str], d.pop("burned"))


        current = d.pop("current")

        pending_again = d.pop("pending_again")

        finish_order = cast(list[int], d.pop("finish_order"))


        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))


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


        def _parse_end_reason(data: object) -> None | PalaceEndReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_palace_end_reason_type_0 = PalaceEndReasonType0(data)



                return componentsschemas_palace_end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceEndReasonType0, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        palace_state = cls(
            game=game,
            players=players,
            options=options,
            phase=phase,
            seats=seats,
            stock=stock,
            pile=pile,
            burned=burned,
            current=current,
            pending_again=pending_again,
            finish_order=finish_order,
            loser=loser,
            turns=turns,
            starter=starter,
            lead_rank=lead_rank,
            end_reason=end_reason,
        )

        return palace_state

