from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.palace_view import PalaceView





T = TypeVar("T", bound="PalaceViewResult")



@_attrs_define
class PalaceViewResult:
    """ 
        Attributes:
            game (Literal['palace']):
            seat (int | None): The seat, or null for a spectator.
            view (PalaceView): What one seat (viewer = seat) or a spectator (viewer = null) may see.
     """

    game: Literal['palace']
    seat: int | None
    view: PalaceView





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_view import PalaceView # noqa: PLC0415
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
        from ..models.palace_view import PalaceView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        view = PalaceView.from_dict(d.pop("view"))




        palace_view_result = cls(
            game=game,
            seat=seat,
            view=view,
        )

        return palace_view_result

