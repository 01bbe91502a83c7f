from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_view import RedsView





T = TypeVar("T", bound="RedsViewResult")



@_attrs_define
class RedsViewResult:
    """ 
        Attributes:
            game (Literal['reds']):
            seat (int | None): The seat, or null for a spectator.
            view (RedsView): What one seat (or a spectator, viewer null) may see.
     """

    game: Literal['reds']
    seat: int | None
    view: RedsView





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_view import RedsView # noqa: PLC0415
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
        from ..models.reds_view import RedsView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        view = RedsView.from_dict(d.pop("view"))




        reds_view_result = cls(
            game=game,
            seat=seat,
            view=view,
        )

        return reds_view_result

