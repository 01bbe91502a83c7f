from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_view_seats_item_stage import RedDragonViewSeatsItemStage
from typing import cast






T = TypeVar("T", bound="RedDragonViewSeatsItem")



@_attrs_define
class RedDragonViewSeatsItem:
    """ 
        Attributes:
            seat (int):
            stage (RedDragonViewSeatsItemStage):
            opening (list[str]):
            opening_count (int):
            reserve_count (int):
            chance_positions (list[int]):
            chance_count (int):
            dealt_count (int):
            has_selected (bool):
            finished_position (int | None):
     """

    seat: int
    stage: RedDragonViewSeatsItemStage
    opening: list[str]
    opening_count: int
    reserve_count: int
    chance_positions: list[int]
    chance_count: int
    dealt_count: int
    has_selected: bool
    finished_position: int | None





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stage = self.stage.value

        opening = self.opening



        opening_count = self.opening_count

        reserve_count = self.reserve_count

        chance_positions = self.chance_positions



        chance_count = self.chance_count

        dealt_count = self.dealt_count

        has_selected = self.has_selected

        finished_position: int | None
        finished_position = self.finished_position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "stage": stage,
            "opening": opening,
            "opening_count": opening_count,
            "reserve_count": reserve_count,
            "chance_positions": chance_positions,
            "chance_count": chance_count,
            "dealt_count": dealt_count,
            "has_selected": has_selected,
            "finished_position": finished_position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        stage = RedDragonViewSeatsItemStage(d.pop("stage"))




        opening = cast(list[str], d.pop("opening"))


        opening_count = d.pop("opening_count")

        reserve_count = d.pop("reserve_count")

        chance_positions = cast(list[int], d.pop("chance_positions"))


        chance_count = d.pop("chance_count")

        dealt_count = d.pop("dealt_count")

        has_selected = d.pop("has_selected")

        def _parse_finished_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_position = _parse_finished_position(d.pop("finished_position"))


        red_dragon_view_seats_item = cls(
            seat=seat,
            stage=stage,
            opening=opening,
            opening_count=opening_count,
            reserve_count=reserve_count,
            chance_positions=chance_positions,
            chance_count=chance_count,
            dealt_count=dealt_count,
            has_selected=has_selected,
            finished_position=finished_position,
        )

        return red_dragon_view_seats_item

