from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_play_move_direction import RedDragonPlayMoveDirection
from ..models.red_dragon_rank import RedDragonRank
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonPlayMove")



@_attrs_define
class RedDragonPlayMove:
    """ A same-rank set from the hand, or from the Opening cards once the hand is gone, or all remaining hand cards plus
    Opening cards of that rank. The state implies where the cards come from - with a hand, the cards it holds come from
    it and any others from the Opening cards. `as` declares the Jokers in the set (required with a Joker, refused
    without). `direction` only with the first play of the game.

        Attributes:
            type_ (Literal['play']):
            cards (list[str]):
            as_ (RedDragonRank | Unset):
            direction (RedDragonPlayMoveDirection | Unset):
     """

    type_: Literal['play']
    cards: list[str]
    as_: RedDragonRank | Unset = UNSET
    direction: RedDragonPlayMoveDirection | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards = self.cards



        as_: str | Unset = UNSET
        if not isinstance(self.as_, Unset):
            as_ = self.as_.value


        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })
        if as_ is not UNSET:
            field_dict["as"] = as_
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        cards = cast(list[str], d.pop("cards"))


        _as_ = d.pop("as", UNSET)
        as_: RedDragonRank | Unset
        if isinstance(_as_,  Unset):
            as_ = UNSET
        else:
            as_ = RedDragonRank(_as_)




        _direction = d.pop("direction", UNSET)
        direction: RedDragonPlayMoveDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = RedDragonPlayMoveDirection(_direction)




        red_dragon_play_move = cls(
            type_=type_,
            cards=cards,
            as_=as_,
            direction=direction,
        )

        return red_dragon_play_move

