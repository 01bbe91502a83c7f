from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_meld_state_kind import DragonsWildMeldStateKind
from typing import cast






T = TypeVar("T", bound="DragonsWildMeldState")



@_attrs_define
class DragonsWildMeldState:
    """ 
        Attributes:
            id (int):
            owner (int):
            kind (DragonsWildMeldStateKind):
            key (int): a set's number, a run's suit index 0–7
            naturals (list[str]):
            dragon (None | str):
            dragon_at (int | None):
            laid_turn (int):
     """

    id: int
    owner: int
    kind: DragonsWildMeldStateKind
    key: int
    naturals: list[str]
    dragon: None | str
    dragon_at: int | None
    laid_turn: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        owner = self.owner

        kind = self.kind.value

        key = self.key

        naturals = self.naturals



        dragon: None | str
        dragon = self.dragon

        dragon_at: int | None
        dragon_at = self.dragon_at

        laid_turn = self.laid_turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "owner": owner,
            "kind": kind,
            "key": key,
            "naturals": naturals,
            "dragon": dragon,
            "dragon_at": dragon_at,
            "laid_turn": laid_turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        owner = d.pop("owner")

        kind = DragonsWildMeldStateKind(d.pop("kind"))




        key = d.pop("key")

        naturals = cast(list[str], d.pop("naturals"))


        def _parse_dragon(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dragon = _parse_dragon(d.pop("dragon"))


        def _parse_dragon_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dragon_at = _parse_dragon_at(d.pop("dragon_at"))


        laid_turn = d.pop("laid_turn")

        dragons_wild_meld_state = cls(
            id=id,
            owner=owner,
            kind=kind,
            key=key,
            naturals=naturals,
            dragon=dragon,
            dragon_at=dragon_at,
            laid_turn=laid_turn,
        )

        return dragons_wild_meld_state

