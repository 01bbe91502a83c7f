from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildAddEvent")



@_attrs_define
class DragonsWildAddEvent:
    """ Cards added to a meld (and a Dragon moved).

        Attributes:
            type_ (Literal['add']):
            seat (int):
            meld (int):
            owner (int):
            cards (list[str]):
            dragon_at (int | None):
            dragon_moved_from (int | None):
            round_ (int):
            points (int):
     """

    type_: Literal['add']
    seat: int
    meld: int
    owner: int
    cards: list[str]
    dragon_at: int | None
    dragon_moved_from: int | None
    round_: int
    points: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        meld = self.meld

        owner = self.owner

        cards = self.cards



        dragon_at: int | None
        dragon_at = self.dragon_at

        dragon_moved_from: int | None
        dragon_moved_from = self.dragon_moved_from

        round_ = self.round_

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "meld": meld,
            "owner": owner,
            "cards": cards,
            "dragon_at": dragon_at,
            "dragon_moved_from": dragon_moved_from,
            "round": round_,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['add'] , d.pop("type"))
        if type_ != 'add':
            raise ValueError(f"type must match const 'add', got '{type_}'")

        seat = d.pop("seat")

        meld = d.pop("meld")

        owner = d.pop("owner")

        cards = cast(list[str], d.pop("cards"))


        def _parse_dragon_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dragon_at = _parse_dragon_at(d.pop("dragon_at"))


        def _parse_dragon_moved_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dragon_moved_from = _parse_dragon_moved_from(d.pop("dragon_moved_from"))


        round_ = d.pop("round")

        points = d.pop("points")

        dragons_wild_add_event = cls(
            type_=type_,
            seat=seat,
            meld=meld,
            owner=owner,
            cards=cards,
            dragon_at=dragon_at,
            dragon_moved_from=dragon_moved_from,
            round_=round_,
            points=points,
        )

        return dragons_wild_add_event

