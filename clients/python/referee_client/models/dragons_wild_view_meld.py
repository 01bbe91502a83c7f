from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_view_meld_kind import DragonsWildViewMeldKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DragonsWildViewMeld")



@_attrs_define
class DragonsWildViewMeld:
    """ 
        Attributes:
            id (int):
            seat (int):
            kind (DragonsWildViewMeldKind):
            cards (list[str]): table order: a run low to high with its Dragon in place
            dragon_at (int | None):
            laid_turn (int):
            number (int | Unset):
            suit (str | Unset):
            suit_label (str | Unset):
            lo (int | Unset):
            hi (int | Unset):
            dragon_fixed (bool | Unset): the run's Dragon is internal and can never move
     """

    id: int
    seat: int
    kind: DragonsWildViewMeldKind
    cards: list[str]
    dragon_at: int | None
    laid_turn: int
    number: int | Unset = UNSET
    suit: str | Unset = UNSET
    suit_label: str | Unset = UNSET
    lo: int | Unset = UNSET
    hi: int | Unset = UNSET
    dragon_fixed: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat = self.seat

        kind = self.kind.value

        cards = self.cards



        dragon_at: int | None
        dragon_at = self.dragon_at

        laid_turn = self.laid_turn

        number = self.number

        suit = self.suit

        suit_label = self.suit_label

        lo = self.lo

        hi = self.hi

        dragon_fixed = self.dragon_fixed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "seat": seat,
            "kind": kind,
            "cards": cards,
            "dragon_at": dragon_at,
            "laid_turn": laid_turn,
        })
        if number is not UNSET:
            field_dict["number"] = number
        if suit is not UNSET:
            field_dict["suit"] = suit
        if suit_label is not UNSET:
            field_dict["suit_label"] = suit_label
        if lo is not UNSET:
            field_dict["lo"] = lo
        if hi is not UNSET:
            field_dict["hi"] = hi
        if dragon_fixed is not UNSET:
            field_dict["dragon_fixed"] = dragon_fixed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        seat = d.pop("seat")

        kind = DragonsWildViewMeldKind(d.pop("kind"))




        cards = cast(list[str], d.pop("cards"))


        def _parse_dragon_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dragon_at = _parse_dragon_at(d.pop("dragon_at"))


        laid_turn = d.pop("laid_turn")

        number = d.pop("number", UNSET)

        suit = d.pop("suit", UNSET)

        suit_label = d.pop("suit_label", UNSET)

        lo = d.pop("lo", UNSET)

        hi = d.pop("hi", UNSET)

        dragon_fixed = d.pop("dragon_fixed", UNSET)

        dragons_wild_view_meld = cls(
            id=id,
            seat=seat,
            kind=kind,
            cards=cards,
            dragon_at=dragon_at,
            laid_turn=laid_turn,
            number=number,
            suit=suit,
            suit_label=suit_label,
            lo=lo,
            hi=hi,
            dragon_fixed=dragon_fixed,
        )

        return dragons_wild_view_meld

