from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_play_event_sources_item import RedDragonPlayEventSourcesItem
from ..models.red_dragon_rank import RedDragonRank
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonPlayEvent")



@_attrs_define
class RedDragonPlayEvent:
    """ Cards went on the pile with their declared rank.

        Attributes:
            type_ (Literal['play']):
            seat (int):
            cards (list[str]):
            rank (RedDragonRank):
            sources (list[RedDragonPlayEventSourcesItem]):
     """

    type_: Literal['play']
    seat: int
    cards: list[str]
    rank: RedDragonRank
    sources: list[RedDragonPlayEventSourcesItem]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        cards = self.cards



        rank = self.rank.value

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.value
            sources.append(sources_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "rank": rank,
            "sources": sources,
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


        rank = RedDragonRank(d.pop("rank"))




        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = RedDragonPlayEventSourcesItem(sources_item_data)



            sources.append(sources_item)


        red_dragon_play_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            rank=rank,
            sources=sources,
        )

        return red_dragon_play_event

