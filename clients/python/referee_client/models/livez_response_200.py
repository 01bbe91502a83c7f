from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="LivezResponse200")



@_attrs_define
class LivezResponse200:
    """ 
        Attributes:
            status (Literal['ok']):
     """

    status: Literal['ok']





    def to_dict(self) -> dict[str, Any]:
        status = self.status


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = cast(Literal['ok'] , d.pop("status"))
        if status != 'ok':
            raise ValueError(f"status must match const 'ok', got '{status}'")

        livez_response_200 = cls(
            status=status,
        )

        return livez_response_200

