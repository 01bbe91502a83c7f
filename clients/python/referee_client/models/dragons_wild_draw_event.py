from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_draw_event_source import DragonsWildDrawEventSource
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_draw_event_private import DragonsWildDrawEventPrivate





T = TypeVar("T", bound="DragonsWildDrawEvent")



@_attrs_define
class DragonsWildDrawEvent:
    """ A draw; the card is public only from the discard pile.

        Attributes:
            type_ (Literal['draw']):
            seat (int):
            source (DragonsWildDrawEventSource):
            card (str | Unset): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
            private (DragonsWildDrawEventPrivate | Unset):
     """

    type_: Literal['draw']
    seat: int
    source: DragonsWildDrawEventSource
    card: str | Unset = UNSET
    private: DragonsWildDrawEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_draw_event_private import DragonsWildDrawEventPrivate # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        source = self.source.value

        card = self.card

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "source": source,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_draw_event_private import DragonsWildDrawEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['draw'] , d.pop("type"))
        if type_ != 'draw':
            raise ValueError(f"type must match const 'draw', got '{type_}'")

        seat = d.pop("seat")

        source = DragonsWildDrawEventSource(d.pop("source"))




        card = d.pop("card", UNSET)

        _private = d.pop("private", UNSET)
        private: DragonsWildDrawEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = DragonsWildDrawEventPrivate.from_dict(_private)




        dragons_wild_draw_event = cls(
            type_=type_,
            seat=seat,
            source=source,
            card=card,
            private=private,
        )

        return dragons_wild_draw_event

