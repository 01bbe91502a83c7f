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
  from ..models.dragons_wild_deal_event_private import DragonsWildDealEventPrivate





T = TypeVar("T", bound="DragonsWildDealEvent")



@_attrs_define
class DragonsWildDealEvent:
    """ A hand was dealt; each seat's hand is private.

        Attributes:
            type_ (Literal['deal']):
            hand_no (int):
            dealer (int):
            up_card (str): A card: suit letter A–H (suit ids S1–S8) and number 1–8, e.g. A5; Dragons W1–W6.
            deck (int):
            hand (list[str] | Unset):
            private (DragonsWildDealEventPrivate | Unset):
     """

    type_: Literal['deal']
    hand_no: int
    dealer: int
    up_card: str
    deck: int
    hand: list[str] | Unset = UNSET
    private: DragonsWildDealEventPrivate | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_deal_event_private import DragonsWildDealEventPrivate # noqa: PLC0415
        type_ = self.type_

        hand_no = self.hand_no

        dealer = self.dealer

        up_card = self.up_card

        deck = self.deck

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hand_no": hand_no,
            "dealer": dealer,
            "up_card": up_card,
            "deck": deck,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_deal_event_private import DragonsWildDealEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['deal'] , d.pop("type"))
        if type_ != 'deal':
            raise ValueError(f"type must match const 'deal', got '{type_}'")

        hand_no = d.pop("hand_no")

        dealer = d.pop("dealer")

        up_card = d.pop("up_card")

        deck = d.pop("deck")

        hand = cast(list[str], d.pop("hand", UNSET))


        _private = d.pop("private", UNSET)
        private: DragonsWildDealEventPrivate | Unset
        if isinstance(_private,  Unset):
            private = UNSET
        else:
            private = DragonsWildDealEventPrivate.from_dict(_private)




        dragons_wild_deal_event = cls(
            type_=type_,
            hand_no=hand_no,
            dealer=dealer,
            up_card=up_card,
            deck=deck,
            hand=hand,
            private=private,
        )

        return dragons_wild_deal_event

