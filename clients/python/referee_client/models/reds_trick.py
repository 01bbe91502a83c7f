from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RedsTrick")



@_attrs_define
class RedsTrick:
    """ A finished trick; cards in play order from the leader.

        Attributes:
            leader (int):
            cards (list[str]):
            winner (int):
     """

    leader: int
    cards: list[str]
    winner: int





    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        cards = self.cards



        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leader": leader,
            "cards": cards,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leader = d.pop("leader")

        cards = cast(list[str], d.pop("cards"))


        winner = d.pop("winner")

        reds_trick = cls(
            leader=leader,
            cards=cards,
            winner=winner,
        )

        return reds_trick

