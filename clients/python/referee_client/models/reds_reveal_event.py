from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_black_suit_type_0 import RedsBlackSuitType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedsRevealEvent")



@_attrs_define
class RedsRevealEvent:
    """ 
        Attributes:
            type_ (Literal['reveal']):
            turned (list[str]):
            anti_trump (None | RedsBlackSuitType0):
            neutral (None | RedsBlackSuitType0):
     """

    type_: Literal['reveal']
    turned: list[str]
    anti_trump: None | RedsBlackSuitType0
    neutral: None | RedsBlackSuitType0





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        turned = self.turned



        anti_trump: None | str
        if isinstance(self.anti_trump, RedsBlackSuitType0):
            anti_trump = self.anti_trump.value
        else:
            anti_trump = self.anti_trump

        neutral: None | str
        if isinstance(self.neutral, RedsBlackSuitType0):
            neutral = self.neutral.value
        else:
            neutral = self.neutral


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "turned": turned,
            "anti_trump": anti_trump,
            "neutral": neutral,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['reveal'] , d.pop("type"))
        if type_ != 'reveal':
            raise ValueError(f"type must match const 'reveal', got '{type_}'")

        turned = cast(list[str], d.pop("turned"))


        def _parse_anti_trump(data: object) -> None | RedsBlackSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_black_suit_type_0 = RedsBlackSuitType0(data)



                return componentsschemas_reds_black_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBlackSuitType0, data)

        anti_trump = _parse_anti_trump(d.pop("anti_trump"))


        def _parse_neutral(data: object) -> None | RedsBlackSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_black_suit_type_0 = RedsBlackSuitType0(data)



                return componentsschemas_reds_black_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBlackSuitType0, data)

        neutral = _parse_neutral(d.pop("neutral"))


        reds_reveal_event = cls(
            type_=type_,
            turned=turned,
            anti_trump=anti_trump,
            neutral=neutral,
        )

        return reds_reveal_event

