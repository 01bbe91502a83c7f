from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_config_scoring import DragonsConfigScoring
from ..models.dragons_config_tiebreak import DragonsConfigTiebreak
from typing import cast






T = TypeVar("T", bound="DragonsConfig")



@_attrs_define
class DragonsConfig:
    """ The normalized options as stored in a state.

        Attributes:
            tiles (int):
            tiebreak (DragonsConfigTiebreak):
            scoring (DragonsConfigScoring):
            red_rating (int | None):
            green_rating (int | None):
     """

    tiles: int
    tiebreak: DragonsConfigTiebreak
    scoring: DragonsConfigScoring
    red_rating: int | None
    green_rating: int | None





    def to_dict(self) -> dict[str, Any]:
        tiles = self.tiles

        tiebreak = self.tiebreak.value

        scoring = self.scoring.value

        red_rating: int | None
        red_rating = self.red_rating

        green_rating: int | None
        green_rating = self.green_rating


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tiles": tiles,
            "tiebreak": tiebreak,
            "scoring": scoring,
            "red_rating": red_rating,
            "green_rating": green_rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tiles = d.pop("tiles")

        tiebreak = DragonsConfigTiebreak(d.pop("tiebreak"))




        scoring = DragonsConfigScoring(d.pop("scoring"))




        def _parse_red_rating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        red_rating = _parse_red_rating(d.pop("red_rating"))


        def _parse_green_rating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        green_rating = _parse_green_rating(d.pop("green_rating"))


        dragons_config = cls(
            tiles=tiles,
            tiebreak=tiebreak,
            scoring=scoring,
            red_rating=red_rating,
            green_rating=green_rating,
        )

        return dragons_config

