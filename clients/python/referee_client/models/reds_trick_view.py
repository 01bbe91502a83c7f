from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.reds_played_card import RedsPlayedCard





T = TypeVar("T", bound="RedsTrickView")



@_attrs_define
class RedsTrickView:
    """ 
        Attributes:
            leader (int):
            cards (list[RedsPlayedCard]):
            winner (int):
     """

    leader: int
    cards: list[RedsPlayedCard]
    winner: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_played_card import RedsPlayedCard # noqa: PLC0415
        leader = self.leader

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



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
        from ..models.reds_played_card import RedsPlayedCard # noqa: PLC0415
        d = dict(src_dict)
        leader = d.pop("leader")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = RedsPlayedCard.from_dict(cards_item_data)



            cards.append(cards_item)


        winner = d.pop("winner")

        reds_trick_view = cls(
            leader=leader,
            cards=cards,
            winner=winner,
        )

        return reds_trick_view

