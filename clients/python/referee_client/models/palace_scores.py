from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PalaceScores")



@_attrs_define
class PalaceScores:
    """ Palace keeps no points - the finishing order, the loser and the cards each seat still holds.

        Attributes:
            finish_order (list[int]):
            loser (int | None):
            winner (int | None): The first seat out; null while nobody is.
            cards_held (list[int]): Per seat (indexed by seat), its hand, face-up and face-down cards together.
     """

    finish_order: list[int]
    loser: int | None
    winner: int | None
    cards_held: list[int]





    def to_dict(self) -> dict[str, Any]:
        finish_order = self.finish_order



        loser: int | None
        loser = self.loser

        winner: int | None
        winner = self.winner

        cards_held = self.cards_held




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finish_order": finish_order,
            "loser": loser,
            "winner": winner,
            "cards_held": cards_held,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finish_order = cast(list[int], d.pop("finish_order"))


        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        cards_held = cast(list[int], d.pop("cards_held"))


        palace_scores = cls(
            finish_order=finish_order,
            loser=loser,
            winner=winner,
            cards_held=cards_held,
        )

        return palace_scores

