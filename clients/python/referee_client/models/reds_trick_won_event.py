from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedsTrickWonEvent")



@_attrs_define
class RedsTrickWonEvent:
    """ 
        Attributes:
            type_ (Literal['trick_won']):
            trick (int):
            leader (int):
            cards (list[str]):
            winner (int):
     """

    type_: Literal['trick_won']
    trick: int
    leader: int
    cards: list[str]
    winner: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        trick = self.trick

        leader = self.leader

        cards = self.cards



        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "trick": trick,
            "leader": leader,
            "cards": cards,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['trick_won'] , d.pop("type"))
        if type_ != 'trick_won':
            raise ValueError(f"type must match const 'trick_won', got '{type_}'")

        trick = d.pop("trick")

        leader = d.pop("leader")

        cards = cast(list[str], d.pop("cards"))


        winner = d.pop("winner")

        reds_trick_won_event = cls(
            type_=type_,
            trick=trick,
            leader=leader,
            cards=cards,
            winner=winner,
        )

        return reds_trick_won_event

