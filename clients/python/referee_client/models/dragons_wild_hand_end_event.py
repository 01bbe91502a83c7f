from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_hand_end_event_reason import DragonsWildHandEndEventReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildHandEndEvent")



@_attrs_define
class DragonsWildHandEndEvent:
    """ The hand ended; penalties are subtracted (1 per card, 3 per Dragon).

        Attributes:
            type_ (Literal['hand_end']):
            hand_no (int):
            reason (DragonsWildHandEndEventReason):
            went_out (int | None):
            points (list[int]):
            cards_left (list[int]):
            dragons_left (list[int]):
            penalties (list[int]):
            totals (list[int]):
     """

    type_: Literal['hand_end']
    hand_no: int
    reason: DragonsWildHandEndEventReason
    went_out: int | None
    points: list[int]
    cards_left: list[int]
    dragons_left: list[int]
    penalties: list[int]
    totals: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        hand_no = self.hand_no

        reason = self.reason.value

        went_out: int | None
        went_out = self.went_out

        points = self.points



        cards_left = self.cards_left



        dragons_left = self.dragons_left



        penalties = self.penalties



        totals = self.totals




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hand_no": hand_no,
            "reason": reason,
            "went_out": went_out,
            "points": points,
            "cards_left": cards_left,
            "dragons_left": dragons_left,
            "penalties": penalties,
            "totals": totals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['hand_end'] , d.pop("type"))
        if type_ != 'hand_end':
            raise ValueError(f"type must match const 'hand_end', got '{type_}'")

        hand_no = d.pop("hand_no")

        reason = DragonsWildHandEndEventReason(d.pop("reason"))




        def _parse_went_out(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        went_out = _parse_went_out(d.pop("went_out"))


        points = cast(list[int], d.pop("points"))


        cards_left = cast(list[int], d.pop("cards_left"))


        dragons_left = cast(list[int], d.pop("dragons_left"))


        penalties = cast(list[int], d.pop("penalties"))


        totals = cast(list[int], d.pop("totals"))


        dragons_wild_hand_end_event = cls(
            type_=type_,
            hand_no=hand_no,
            reason=reason,
            went_out=went_out,
            points=points,
            cards_left=cards_left,
            dragons_left=dragons_left,
            penalties=penalties,
            totals=totals,
        )

        return dragons_wild_hand_end_event

