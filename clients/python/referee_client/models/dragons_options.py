from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_options_scoring import DragonsOptionsScoring
from ..models.dragons_options_tiebreak import DragonsOptionsTiebreak
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DragonsOptions")



@_attrs_define
class DragonsOptions:
    """ Dragons options (docs/rules/dragons.md §5).

        Attributes:
            tiles (int | None | Unset): Size of the shared pool (first tile and automatic placements count). Null means 50,
                or 40 with Tantrix scoring.
            tiebreak (DragonsOptionsTiebreak | Unset):  Default: DragonsOptionsTiebreak.NONE.
            scoring (DragonsOptionsScoring | Unset):  Default: DragonsOptionsScoring.LOOP.
            red_rating (int | None | Unset): Rating of seat 0 (red) for the tiebreak lower_rating_wins.
            green_rating (int | None | Unset): Rating of seat 1 (green) for the tiebreak lower_rating_wins.
     """

    tiles: int | None | Unset = UNSET
    tiebreak: DragonsOptionsTiebreak | Unset = DragonsOptionsTiebreak.NONE
    scoring: DragonsOptionsScoring | Unset = DragonsOptionsScoring.LOOP
    red_rating: int | None | Unset = UNSET
    green_rating: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        tiles: int | None | Unset
        if isinstance(self.tiles, Unset):
            tiles = UNSET
        else:
            tiles = self.tiles

        tiebreak: str | Unset = UNSET
        if not isinstance(self.tiebreak, Unset):
            tiebreak = self.tiebreak.value


        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value


        red_rating: int | None | Unset
        if isinstance(self.red_rating, Unset):
            red_rating = UNSET
        else:
            red_rating = self.red_rating

        green_rating: int | None | Unset
        if isinstance(self.green_rating, Unset):
            green_rating = UNSET
        else:
            green_rating = self.green_rating


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if tiles is not UNSET:
            field_dict["tiles"] = tiles
        if tiebreak is not UNSET:
            field_dict["tiebreak"] = tiebreak
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if red_rating is not UNSET:
            field_dict["red_rating"] = red_rating
        if green_rating is not UNSET:
            field_dict["green_rating"] = green_rating

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_tiles(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tiles = _parse_tiles(d.pop("tiles", UNSET))


        _tiebreak = d.pop("tiebreak", UNSET)
        tiebreak: DragonsOptionsTiebreak | Unset
        if isinstance(_tiebreak,  Unset):
            tiebreak = UNSET
        else:
            tiebreak = DragonsOptionsTiebreak(_tiebreak)




        _scoring = d.pop("scoring", UNSET)
        scoring: DragonsOptionsScoring | Unset
        if isinstance(_scoring,  Unset):
            scoring = UNSET
        else:
            scoring = DragonsOptionsScoring(_scoring)




        def _parse_red_rating(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        red_rating = _parse_red_rating(d.pop("red_rating", UNSET))


        def _parse_green_rating(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        green_rating = _parse_green_rating(d.pop("green_rating", UNSET))


        dragons_options = cls(
            tiles=tiles,
            tiebreak=tiebreak,
            scoring=scoring,
            red_rating=red_rating,
            green_rating=green_rating,
        )

        return dragons_options

