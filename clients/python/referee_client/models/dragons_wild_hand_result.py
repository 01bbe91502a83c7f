from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_hand_result_reason import DragonsWildHandResultReason
from typing import cast






T = TypeVar("T", bound="DragonsWildHandResult")



@_attrs_define
class DragonsWildHandResult:
    """ The result of one finished hand.

        Attributes:
            hand_no (int):
            dealer (int):
            reason (DragonsWildHandResultReason):
            went_out (int | None):
            points (list[int]):
            penalties (list[int]):
     """

    hand_no: int
    dealer: int
    reason: DragonsWildHandResultReason
    went_out: int | None
    points: list[int]
    penalties: list[int]





    def to_dict(self) -> dict[str, Any]:
        hand_no = self.hand_no

        dealer = self.dealer

        reason = self.reason.value

        went_out: int | None
        went_out = self.went_out

        points = self.points



        penalties = self.penalties




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand_no": hand_no,
            "dealer": dealer,
            "reason": reason,
            "went_out": went_out,
            "points": points,
            "penalties": penalties,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand_no = d.pop("hand_no")

        dealer = d.pop("dealer")

        reason = DragonsWildHandResultReason(d.pop("reason"))




        def _parse_went_out(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        went_out = _parse_went_out(d.pop("went_out"))


        points = cast(list[int], d.pop("points"))


        penalties = cast(list[int], d.pop("penalties"))


        dragons_wild_hand_result = cls(
            hand_no=hand_no,
            dealer=dealer,
            reason=reason,
            went_out=went_out,
            points=points,
            penalties=penalties,
        )

        return dragons_wild_hand_result

