from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_rank import RedDragonRank
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonPlayReserveMove")



@_attrs_define
class RedDragonPlayReserveMove:
    """ 
        Attributes:
            type_ (Literal['play_reserve']):
            card (str): A card token: rank then suit (7H, 10C, QS) or JK for a Joker. With two decks the same token occurs
                twice.
            as_ (RedDragonRank | Unset):
     """

    type_: Literal['play_reserve']
    card: str
    as_: RedDragonRank | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        as_: str | Unset = UNSET
        if not isinstance(self.as_, Unset):
            as_ = self.as_.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
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

        card = d.pop("card")

        _as_ = d.pop("as", UNSET)
        as_: RedDragonRank | Unset
        if isinstance(_as_,  Unset):
            as_ = UNSET
        else:
            as_ = RedDragonRank(_as_)




        red_dragon_play_reserve_move = cls(
            type_=type_,
            card=card,
            as_=as_,
        )

        return red_dragon_play_reserve_move

