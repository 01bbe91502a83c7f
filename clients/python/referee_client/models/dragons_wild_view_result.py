from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_view import DragonsWildView





T = TypeVar("T", bound="DragonsWildViewResult")



@_attrs_define
class DragonsWildViewResult:
    """ 
        Attributes:
            game (Literal['dragons_wild']):
            seat (int | None): The seat, or null for a spectator.
            view (DragonsWildView): What one seat (or a spectator, viewer null) may see.
     """

    game: Literal['dragons_wild']
    seat: int | None
    view: DragonsWildView





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_view import DragonsWildView # noqa: PLC0415
        game = self.game

        seat: int | None
        seat = self.seat

        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_view import DragonsWildView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        view = DragonsWildView.from_dict(d.pop("view"))




        dragons_wild_view_result = cls(
            game=game,
            seat=seat,
            view=view,
        )

        return dragons_wild_view_result

