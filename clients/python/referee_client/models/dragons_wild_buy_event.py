from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_buy_event_private import DragonsWildBuyEventPrivate





T = TypeVar("T", bound="DragonsWildBuyEvent")



@_attrs_define
class DragonsWildBuyEvent:
    """ A buy: the discard is public, the penalty card private to the buyer.

        Attributes:
            type_ (Literal['buy']):
            seat (int):
            card (str): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
            penalty (bool):
            penalty_card (str | Unset): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
            private (DragonsWildBuyEventPrivate | Unset):
     """

    type_: Literal['buy']
    seat: int
    card: str
    penalty: bool
    penalty_card: str | Unset = UNSET
    private: DragonsWildBuyEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_buy_event_private import DragonsWildBuyEventPrivate # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        card = self.card

        penalty = self.penalty

        penalty_card = self.penalty_card

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
            "penalty": penalty,
        })
        if penalty_card is not UNSET:
            field_dict["penalty_card"] = penalty_card
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_buy_event_private import DragonsWildBuyEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['buy'] , d.pop("type"))
        if type_ != 'buy':
            raise ValueError(f"type must match const 'buy', got '{type_}'")

        seat = d.pop("seat")

        card = d.pop("card")

        penalty = d.pop("penalty")

        penalty_card = d.pop("penalty_card", UNSET)

        _private = d.pop("private", UNSET)
        private: DragonsWildBuyEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = DragonsWildBuyEventPrivate.from_dict(_private)




        dragons_wild_buy_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            penalty=penalty,
            penalty_card=penalty_card,
            private=private,
        )

        return dragons_wild_buy_event

