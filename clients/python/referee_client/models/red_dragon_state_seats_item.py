from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.red_dragon_state_seats_item_chance_item import RedDragonStateSeatsItemChanceItem





T = TypeVar("T", bound="RedDragonStateSeatsItem")



@_attrs_define
class RedDragonStateSeatsItem:
    """ 
        Attributes:
            hand (list[str]):
            opening (list[str]):
            reserve (list[str]):
            chance (list[RedDragonStateSeatsItemChanceItem]):
            dealt (list[str]):
            selected (list[str] | None):
            secret (list[str]):
            position (int | None):
     """

    hand: list[str]
    opening: list[str]
    reserve: list[str]
    chance: list[RedDragonStateSeatsItemChanceItem]
    dealt: list[str]
    selected: list[str] | None
    secret: list[str]
    position: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_state_seats_item_chance_item import RedDragonStateSeatsItemChanceItem # noqa: PLC0415
        hand = self.hand



        opening = self.opening



        reserve = self.reserve



        chance = []
        for chance_item_data in self.chance:
            chance_item = chance_item_data.to_dict()
            chance.append(chance_item)



        dealt = self.dealt



        selected: list[str] | None
        if isinstance(self.selected, list):
            selected = self.selected


        else:
            selected = self.selected

        secret = self.secret



        position: int | None
        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
            "opening": opening,
            "reserve": reserve,
            "chance": chance,
            "dealt": dealt,
            "selected": selected,
            "secret": secret,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_state_seats_item_chance_item import RedDragonStateSeatsItemChanceItem # noqa: PLC0415
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))


        opening = cast(list[str], d.pop("opening"))


        reserve = cast(list[str], d.pop("reserve"))


        chance = []
        _chance = d.pop("chance")
        for chance_item_data in (_chance):
            chance_item = RedDragonStateSeatsItemChanceItem.from_dict(chance_item_data)



            chance.append(chance_item)


        dealt = cast(list[str], d.pop("dealt"))


        def _parse_selected(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                selected_type_1 = cast(list[str], data)

                return selected_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        selected = _parse_selected(d.pop("selected"))


        secret = cast(list[str], d.pop("secret"))


        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))


        red_dragon_state_seats_item = cls(
            hand=hand,
            opening=opening,
            reserve=reserve,
            chance=chance,
            dealt=dealt,
            selected=selected,
            secret=secret,
            position=position,
        )

        return red_dragon_state_seats_item

