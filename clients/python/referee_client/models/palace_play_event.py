from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.palace_play_event_source import PalacePlayEventSource
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="PalacePlayEvent")



@_attrs_define
class PalacePlayEvent:
    """ 
        Attributes:
            type_ (Literal['play']):
            seat (int):
            cards (list[str]):
            source (PalacePlayEventSource):
     """

    type_: Literal['play']
    seat: int
    cards: list[str]
    source: PalacePlayEventSource





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cards = self.cards



        source = self.source.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        source = PalacePlayEventSource(d.pop("source"))




        palace_play_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            source=source,
        )

        return palace_play_event

