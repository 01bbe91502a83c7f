from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_rank import RedDragonRank
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonPlayReserveMove")



@_attrs_define
class RedDragonPlayReserveMove:
    """ One Reserve card (a list of one card: Reserve cards are played one at a time).

        Attributes:
            type_ (Literal['play_reserve']):
            cards (list[str]):
            as_ (RedDragonRank | Unset):
     """

    type_: Literal['play_reserve']
    cards: list[str]
    as_: RedDragonRank | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards



        as_: str | Unset = UNSET
        if not isinstance(self.as_, Unset):
            as_ = self.as_.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })
        if as_ is not UNSET:
            field_dict["as"] = as_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play_reserve'] , d.pop("type"))
        if type_ != 'play_reserve':
            raise ValueError(f"type must match const 'play_reserve', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        _as_ = d.pop("as", UNSET)
        as_: RedDragonRank | Unset
        if isinstance(_as_,  Unset):
            as_ = UNSET
        else:
            as_ = RedDragonRank(_as_)




        red_dragon_play_reserve_move = cls(
            type_=type_,
            cards=cards,
            as_=as_,
        )

        return red_dragon_play_reserve_move

