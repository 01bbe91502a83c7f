from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_opening_revealed_event_opening import RedDragonOpeningRevealedEventOpening





T = TypeVar("T", bound="RedDragonOpeningRevealedEvent")



@_attrs_define
class RedDragonOpeningRevealedEvent:
    """ All Reserves chosen; every seat's Opening cards become public.

        Attributes:
            type_ (Literal['opening_revealed']):
            opening (RedDragonOpeningRevealedEventOpening): Each seat's Opening cards, keyed by the seat number as a string.
     """

    type_: Literal['opening_revealed']
    opening: RedDragonOpeningRevealedEventOpening





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_opening_revealed_event_opening import RedDragonOpeningRevealedEventOpening # noqa: PLC0415
        type_ = self.type_

        opening = self.opening.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "opening": opening,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_opening_revealed_event_opening import RedDragonOpeningRevealedEventOpening # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['opening_revealed'] , d.pop("type"))
        if type_ != 'opening_revealed':
            raise ValueError(f"type must match const 'opening_revealed', got '{type_}'")

        opening = RedDragonOpeningRevealedEventOpening.from_dict(d.pop("opening"))




        red_dragon_opening_revealed_event = cls(
            type_=type_,
            opening=opening,
        )

        return red_dragon_opening_revealed_event

