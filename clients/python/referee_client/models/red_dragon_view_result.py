from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_view import RedDragonView





T = TypeVar("T", bound="RedDragonViewResult")



@_attrs_define
class RedDragonViewResult:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            seat (int | None): The seat, or null for a spectator.
            view (RedDragonView): What a seat (or a spectator, viewer null) may see. Opening cards (after the reveal), the
                pile, the hand cards everyone saw picked up (known_hands) and counts are public; hand, reserve and dealt are the
                viewer's own cards (null for a spectator). Chance cards are never shown until revealed, not even to their owner.
     """

    game: Literal['red_dragon']
    seat: int | None
    view: RedDragonView





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_view import RedDragonView # noqa: PLC0415
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
        from ..models.red_dragon_view import RedDragonView # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        view = RedDragonView.from_dict(d.pop("view"))




        red_dragon_view_result = cls(
            game=game,
            seat=seat,
            view=view,
        )

        return red_dragon_view_result

