from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PalaceOutcomeDetails")



@_attrs_define
class PalaceOutcomeDetails:
    """ The seats in the order they went out, then the last player holding cards (the loser). Under max_turns the seats
    still holding cards share the last place and nobody loses.

        Attributes:
            finish_order (list[int]):
            loser (int | None):
            turns (int):
     """

    finish_order: list[int]
    loser: int | None
    turns: int





    def to_dict(self) -> dict[str, Any]:
        finish_order = self.finish_order



        loser: int | None
        loser = self.loser

        turns = self.turns


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finish_order": finish_order,
            "loser": loser,
            "turns": turns,
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


        turns = d.pop("turns")

        palace_outcome_details = cls(
            finish_order=finish_order,
            loser=loser,
            turns=turns,
        )

        return palace_outcome_details

