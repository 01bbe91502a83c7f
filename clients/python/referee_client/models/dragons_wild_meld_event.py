from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_meld_event_kind import DragonsWildMeldEventKind
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildMeldEvent")



@_attrs_define
class DragonsWildMeldEvent:
    """ A new meld and the points it scored.

        Attributes:
            type_ (Literal['meld']):
            seat (int):
            meld (int):
            kind (DragonsWildMeldEventKind):
            cards (list[str]):
            dragon_at (int | None):
            round_ (int):
            points (int):
     """

    type_: Literal['meld']
    seat: int
    meld: int
    kind: DragonsWildMeldEventKind
    cards: list[str]
    dragon_at: int | None
    round_: int
    points: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        meld = self.meld

        kind = self.kind.value

        cards = self.cards



        dragon_at: int | None
        dragon_at = self.dragon_at

        round_ = self.round_

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "meld": meld,
            "kind": kind,
            "cards": cards,
            "dragon_at": dragon_at,
            "round": round_,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['meld'] , d.pop("type"))
        if type_ != 'meld':
            raise ValueError(f"type must match const 'meld', got '{type_}'")

        seat = d.pop("seat")

        meld = d.pop("meld")

        kind = DragonsWildMeldEventKind(d.pop("kind"))




        cards = cast(list[str], d.pop("cards"))


        def _parse_dragon_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dragon_at = _parse_dragon_at(d.pop("dragon_at"))


        round_ = d.pop("round")

        points = d.pop("points")

        dragons_wild_meld_event = cls(
            type_=type_,
            seat=seat,
            meld=meld,
            kind=kind,
            cards=cards,
            dragon_at=dragon_at,
            round_=round_,
            points=points,
        )

        return dragons_wild_meld_event

