from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.palace_draw_event_private import PalaceDrawEventPrivate





T = TypeVar("T", bound="PalaceDrawEvent")



@_attrs_define
class PalaceDrawEvent:
    """ 
        Attributes:
            type_ (Literal['draw']):
            seat (int):
            count (int):
            cards (list[str] | Unset):
            private (PalaceDrawEventPrivate | Unset):
     """

    type_: Literal['draw']
    seat: int
    count: int
    cards: list[str] | Unset = UNSET
    private: PalaceDrawEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_draw_event_private import PalaceDrawEventPrivate # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "count": count,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.palace_draw_event_private import PalaceDrawEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['draw'] , d.pop("type"))
        if type_ != 'draw':
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        seat = d.pop("seat")

        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))


        _private = d.pop("private", UNSET)
        private: PalaceDrawEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = PalaceDrawEventPrivate.from_dict(_private)




        palace_draw_event = cls(
            type_=type_,
            seat=seat,
            count=count,
            cards=cards,
            private=private,
        )

        return palace_draw_event

