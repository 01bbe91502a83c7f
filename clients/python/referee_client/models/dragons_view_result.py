from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_view import DragonsView





T = TypeVar("T", bound="DragonsViewResult")



@_attrs_define
class DragonsViewResult:
    """ 
        Attributes:
            game (Literal['dragons']):
            seat (int | None): The seat, or null for a spectator.
            view (DragonsView): The same for every seat and spectators (perfect information).
     """

    game: Literal['dragons']
    seat: int | None
    view: DragonsView





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_view import DragonsView # noqa: PLC0415
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
        from ..models.dragons_view import DragonsView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        view = DragonsView.from_dict(d.pop("view"))




        dragons_view_result = cls(
            game=game,
            seat=seat,
            view=view,
        )

        return dragons_view_result

