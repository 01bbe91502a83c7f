from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_state import DragonsState





T = TypeVar("T", bound="RenderDragonsBody")



@_attrs_define
class RenderDragonsBody:
    """ 
        Attributes:
            state (DragonsState): Tiles in the order placed; whose turn, the pool and the outcome follow from them.
     """

    state: DragonsState





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        state = self.state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_state import DragonsState # noqa: PLC0415
        d = dict(src_dict)
        state = DragonsState.from_dict(d.pop("state"))




        render_dragons_body = cls(
            state=state,
        )

        return render_dragons_body

