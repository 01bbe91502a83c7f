from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PalaceSwapMove")



@_attrs_define
class PalaceSwapMove:
    """ Swap phase only. Exchange one hand card with one of the player's own face-up cards.

        Attributes:
            type_ (Literal['swap']):
            hand_card (str): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the same token
                occurs twice.
            face_up_card (str): A card token: rank then suit (7H, 10C, QS) or JK for a joker. With two decks the same token
                occurs twice.
     """

    type_: Literal['swap']
    hand_card: str
    face_up_card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        hand_card = self.hand_card

        face_up_card = self.face_up_card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "hand_card": hand_card,
            "face_up_card": face_up_card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['swap'] , d.pop("type"))
        if type_ != 'swap':
            raise ValueError(f"type must match const 'swap', got '{type_}'")

        hand_card = d.pop("hand_card")

        face_up_card = d.pop("face_up_card")

        palace_swap_move = cls(
            type_=type_,
            hand_card=hand_card,
            face_up_card=face_up_card,
        )

        return palace_swap_move

