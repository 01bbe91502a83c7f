from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsTantrixResult")



@_attrs_define
class DragonsTantrixResult:
    """ Tantrix scoring decided the game; `scores` per seat.

        Attributes:
            scoring (Literal['tantrix']):
            scores (list[int]):
     """

    scoring: Literal['tantrix']
    scores: list[int]





    def to_dict(self) -> dict[str, Any]:
        scoring = self.scoring

        scores = self.scores




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scoring": scoring,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scoring = cast(Literal['tantrix'] , d.pop("scoring"))
        if scoring != 'tantrix':
            raise ValueError(f"scoring must match const 'tantrix', got '{scoring}'")

        scores = cast(list[int], d.pop("scores"))


        dragons_tantrix_result = cls(
            scoring=scoring,
            scores=scores,
        )

        return dragons_tantrix_result

