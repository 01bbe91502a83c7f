from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="DragonsWildAnswerBuyMove")



@_attrs_define
class DragonsWildAnswerBuyMove:
    """ The active player's answer; no = the active player takes the discard as the draw.

        Attributes:
            type_ (Literal['answer_buy']):
            accept (bool):
     """

    type_: Literal['answer_buy']
    accept: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        accept = self.accept


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "accept": accept,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['answer_buy'] , d.pop("type"))
        if type_ != 'answer_buy':
            raise ValueError(f"type must match const 'answer_buy', got '{type_}'")

        accept = d.pop("accept")

        dragons_wild_answer_buy_move = cls(
            type_=type_,
            accept=accept,
        )

        return dragons_wild_answer_buy_move

